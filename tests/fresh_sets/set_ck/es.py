"""Fresh set ck, Spanish: a balloon flight near Segovia, a piano tuner, a riding school, a tax adviser, a student residence, an aquarium, a botanical garden, a go-kart track, a recycling point and a Rioja wine tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BALLOON = (
    "Globos Cielo Abierto despega desde una pradera a las afueras de Segovia. "
    "De abril a octubre, los vuelos salen todos los días a las 7:15 de la mañana y duran alrededor de una hora. "
    "La plaza cuesta 180 € para adultos y 140 € para niños de 8 a 14 años; los menores de 8 años no pueden volar. "
    "Cada cesta lleva como máximo 10 pasajeros, y el vuelo se cancela si el viento supera los 15 km/h. "
    "El piloto, Álvaro Ruiz, maneja el globo, y su compañera de tierra, Lucía Navarro, lleva a los pasajeros de vuelta a la pradera tras el aterrizaje."
)
PIANO = (
    "Afinaciones Armonía fue fundada en 2012 por Carmen Vidal y hoy cuenta con tres afinadores. "
    "Afinar un piano vertical cuesta 90 € y lleva unos 90 minutos; afinar un piano de cola cuesta 130 €. "
    "Las citas se pueden reservar de lunes a viernes, de 9:00 a 18:00, salvo los miércoles. "
    "Los clientes deben cancelar con al menos 48 horas de antelación; si no, se cobra un recargo de 25 €. "
    "La empresa recomienda afinar el piano dos veces al año."
)
STABLE = (
    "La Hípica El Encinar, cerca de Jerez de la Frontera, tiene 18 caballos y 6 ponis. "
    "Una clase para principiantes dura 45 minutos y cuesta 30 €. "
    "Todos los jinetes deben llevar casco, y la hípica presta los cascos gratis. "
    "Los niños deben tener al menos 6 años para montar un poni y al menos 12 para montar un caballo. "
    "La instructora jefa, Marta Domínguez, entrenó al equipo de competición de la hípica, que ganó el campeonato provincial en 2022. "
    "La hípica abre todos los días excepto los lunes, de 8:00 a 19:00."
)
TAX = (
    "La asesoría fiscal Gómez y Asociados tiene oficinas en Valencia y en Alicante. "
    "La primera consulta, de 30 minutos, es gratuita; después, el asesoramiento cuesta 70 € la hora. "
    "Quien quiera que la asesoría presente su declaración de la renta debe pedir cita antes del 16 de junio de 2025, ya que el plazo termina el 30 de junio de 2025. "
    "Los clientes deben traer el DNI y el certificado de retenciones; el borrador del año anterior se recomienda, pero no es obligatorio. "
    "La asesora principal, Elena Martín, dirige la oficina de Valencia, y Javier Castro dirige la de Alicante. "
    "Alrededor de una cuarta parte de los clientes son autónomos."
)
DORM = (
    "La residencia universitaria Los Olmos tiene 300 habitaciones repartidas en cinco plantas. "
    "Una habitación individual cuesta 550 € al mes, y una plaza en habitación doble, 380 € al mes. "
    "El horario de silencio va de las 23:00 a las 7:00. "
    "Los residentes pueden tener invitados a dormir hasta tres noches al mes, y cada invitado debe registrarse en recepción. "
    "La lavandería del sótano está abierta las 24 horas. "
    "El director de la residencia, Sergio Prieto, vive en un piso de la planta baja."
)
AQUARIUM = (
    "El Acuario del Cantábrico abrió el 20 de septiembre de 2014 y alberga 3.100 animales de 260 especies. "
    "Su tanque más grande contiene 1,6 millones de litros de agua de mar. "
    "La entrada cuesta 21 € para adultos y 14 € para niños menores de 12 años; los menores de 3 años entran gratis. "
    "El acuario abre todos los días de 10:00 a 19:00, excepto el 1 de enero. "
    "Los buzos dan de comer a los tiburones los martes y los sábados a las 13:00. "
    "Está prohibido hacer fotos con flash en todas las salas."
)
GARDEN = (
    "El Jardín Botánico de La Alameda ocupa 9 hectáreas y fue diseñado en 1880 por el botánico Ramón Ortega. "
    "Su invernadero tropical se mantiene a 26 °C todo el año. "
    "Los adultos pagan 5 € de entrada, pero el primer domingo de cada mes la entrada es gratuita para todos. "
    "No se permiten perros en ninguna parte del jardín, salvo en el aparcamiento. "
    "Las visitas guiadas empiezan a las 11:00 y duran dos horas. "
    "La mitad de las 3.800 especies de plantas del jardín proceden de Sudamérica."
)
KART = (
    "El circuito Karting Los Pinos tiene una pista exterior de 1,1 kilómetros con 12 curvas. "
    "Una tanda de 10 minutos cuesta 18 €, y un bono de tres tandas, 48 €. "
    "Para conducir los karts de adultos hay que tener al menos 14 años y medir al menos 1,50 m. "
    "Los karts de adultos alcanzan hasta 70 km/h. "
    "El circuito presta cascos y sotocascos, pero es obligatorio llevar calzado cerrado. "
    "El récord de la pista, 46,2 segundos, lo estableció Pablo Herrera en julio de 2023."
)
RECYCLE = (
    "El Punto Limpio de San Blas abre de martes a sábado, de 8:00 a 16:00. "
    "Los vecinos pueden dejar gratis hasta 10 bolsas de restos de poda por visita. "
    "Dejar un colchón cuesta 10 €, y cada neumático, 3 €. "
    "No se admite amianto. "
    "Las furgonetas y los remolques necesitan un permiso, que el ayuntamiento concede en un plazo de cinco días hábiles. "
    "El punto limpio lo gestiona Rosa Jiménez en nombre del ayuntamiento."
)
WINE = (
    "La ruta de cata «Sabores de Rioja» visita tres bodegas de La Rioja Alta; sale a las 10:00 de la oficina de turismo de Haro y vuelve hacia las 17:00. "
    "Cuesta 95 € por persona, con comida y diez catas incluidas. "
    "Los participantes deben tener al menos 18 años y presentar un documento de identidad. "
    "La guía, Inés Gallardo, trabajó como enóloga en una bodega de California, en Estados Unidos. "
    "La ruta se hace los jueves, viernes y sábados, con un máximo de 15 personas por grupo. "
    "También se puede subir al autobús en Logroño, la capital de La Rioja, pagando 12 € más."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ck-001", "para.reorder", "¿A qué hora salen los vuelos en globo?", "Todos los días a las 7:15 de la mañana salen los vuelos, de abril a octubre.", BALLOON, True),
    w.faith("es-ck-002", "para.passive", "¿Quién fundó Afinaciones Armonía?", "Carmen Vidal fundó la empresa en 2012.", PIANO, True),
    w.faith("es-ck-003", "para.synonym", "¿La hípica da cascos?", "Sí, en la hípica te prestan el casco sin coste alguno.", STABLE, True),
    w.faith("es-ck-004", "para.nominal", "¿Con cuánto tiempo tengo que cancelar una afinación?", "La cancelación debe hacerse con al menos 48 horas de antelación; si no, hay un recargo de 25 €.", PIANO, True),
    w.faith("es-ck-005", "para.capital", "¿Se puede subir a la ruta en otro sitio que no sea Haro?", "Sí, en Logroño, que es la capital de La Rioja, pagando 12 € más.", WINE, True),
    w.faith("es-ck-006", "para.pronoun", "¿Quién es Marta Domínguez?", "Es la instructora jefa de la Hípica El Encinar; entrenó al equipo de competición que ganó el campeonato provincial en 2022.", STABLE, True),
    w.faith("es-ck-007", "para.relative", "¿Quién diseñó el Jardín Botánico de La Alameda?", "El jardín, que ocupa 9 hectáreas, fue diseñado en 1880 por el botánico Ramón Ortega.", GARDEN, True),
    w.faith("es-ck-008", "para.part", "¿De dónde sale la ruta de cata?", "Sale de la oficina de turismo de Haro.", WINE, True),
    w.faith("es-ck-009", "para.combine", "¿Cuánto mide la pista y a qué velocidad van los karts de adultos?", "La pista exterior mide 1,1 kilómetros y los karts de adultos alcanzan hasta 70 km/h.", KART, True),
    w.faith("es-ck-010", "fmt.number", "¿Cuántos afinadores tiene Afinaciones Armonía?", "Hoy cuenta con 3 afinadores.", PIANO, True),
    w.faith("es-ck-011", "fmt.thousands", "¿Cuántos animales hay en el Acuario del Cantábrico?", "El acuario alberga 3100 animales.", AQUARIUM, True),
    w.faith("es-ck-012", "fmt.scale", "¿Cuánta agua tiene el tanque más grande?", "El tanque más grande contiene 1.600.000 litros de agua de mar.", AQUARIUM, True),
    w.faith("es-ck-013", "fmt.date", "¿Hasta cuándo puedo pedir cita para la declaración de la renta?", "Hay que pedir cita antes del 16/06/2025.", TAX, True),
    w.faith("es-ck-014", "fmt.time", "¿A qué hora vuelve la ruta de cata?", "Vuelve hacia las 5 de la tarde.", WINE, True),
    w.faith("es-ck-015", "fmt.unit", "¿A qué temperatura está el invernadero tropical?", "El invernadero tropical se mantiene a 26 grados centígrados todo el año.", GARDEN, True),
    w.faith("es-ck-016", "fmt.abbrev", "¿Dónde trabajaba antes la guía de la ruta?", "Inés Gallardo trabajó como enóloga en una bodega de California, en EE. UU.", WINE, True),
    w.faith("es-ck-017", "fmt.currency", "¿Cuánto cuesta una habitación individual en Los Olmos?", "Una habitación individual cuesta 550 euros al mes.", DORM, True),
    w.faith("es-ck-018", "fmt.range", "¿Cuántas noches puede quedarse un invitado?", "Un invitado puede quedarse un máximo de tres noches al mes y tiene que registrarse en recepción.", DORM, True),
    w.faith("es-ck-019", "fmt.period", "¿Cuánto dura una visita guiada por el jardín?", "La visita guiada dura 120 minutos y empieza a las 11:00.", GARDEN, True),
    w.faith("es-ck-020", "fmt.share", "¿Qué parte de las plantas del jardín viene de Sudamérica?", "El 50 % de las 3.800 especies de plantas del jardín proceden de Sudamérica.", GARDEN, True),
    w.faith("es-ck-021", "para.except", "¿Cierra el acuario algún día?", "Sí, el 1 de enero está cerrado.", AQUARIUM, True),
    w.faith("es-ck-022", "wrap.opener", "¿Cuántas personas caben en una cesta?", "¡Buena pregunta! Cada cesta lleva como máximo 10 pasajeros.", BALLOON, True),
    w.faith("es-ck-023", "wrap.closer", "¿Cuánto dura y cuánto cuesta una clase para principiantes?", "Una clase para principiantes dura 45 minutos y cuesta 30 €. ¡Espero que te sirva!", STABLE, True),
    w.faith("es-ck-024", "wrap.attribution", "¿Quién puede conducir los karts de adultos?", "Según las normas del circuito, hay que tener al menos 14 años y medir al menos 1,50 m para conducir los karts de adultos.", KART, True),
    w.faith("es-ck-025", "wrap.hedge", "¿Cuánto cuesta dejar un neumático en el punto limpio?", "Creo que cada neumático cuesta 3 €.", RECYCLE, True),
    w.faith("es-ck-026", "wrap.question", "¿Cuánto cuesta la ruta de cata?", "Cuesta 95 € por persona, con comida y diez catas incluidas. ¿Quieres que te diga qué días se hace?", WINE, True),
    w.faith("es-ck-027", "value.number", "¿Cuántas personas van como máximo en cada grupo de la ruta?", "Cada grupo tiene como máximo 12 personas.", WINE, False),
    w.faith("es-ck-028", "value.date", "¿Cuándo abrió el Acuario del Cantábrico?", "Abrió el 20 de septiembre de 2015.", AQUARIUM, False),
    w.faith("es-ck-029", "value.time", "¿A qué hora despegan los globos?", "De abril a octubre, los vuelos salen todos los días a las 7:15 de la tarde.", BALLOON, False),
    w.faith("es-ck-030", "value.unit", "¿Cuánto mide la pista de karts?", "La pista exterior mide 1,1 millas.", KART, False),
    w.faith("es-ck-031", "value.currency", "¿Cuánto cuesta el asesoramiento después de la primera consulta?", "Después de la primera consulta gratuita, el asesoramiento cuesta 75 € la hora.", TAX, False),
    w.faith("es-ck-032", "role.swap", "¿Quién pilota el globo y quién nos lleva de vuelta?", "Lucía Navarro maneja el globo, y Álvaro Ruiz lleva a los pasajeros de vuelta a la pradera tras el aterrizaje.", BALLOON, False),
    w.faith("es-ck-033", "negation", "¿Puedo llevar amianto al punto limpio?", "Sí, en el Punto Limpio de San Blas se admite amianto.", RECYCLE, False),
    w.faith("es-ck-034", "antonym", "¿Se pueden hacer fotos con flash en el acuario?", "Sí, está permitido hacer fotos con flash en todas las salas.", AQUARIUM, False),
    w.faith("es-ck-035", "modality", "¿Tengo que llevar el borrador del año anterior?", "Sí, es obligatorio llevar el borrador del año anterior, además del DNI y el certificado de retenciones.", TAX, False),
    w.faith("es-ck-036", "quantifier", "¿Muchos clientes de la asesoría son autónomos?", "Sí, la mayoría de los clientes de la asesoría son autónomos.", TAX, False),
    w.faith("es-ck-037", "value.except", "¿Puedo ir a montar un lunes?", "Sí, la hípica abre los lunes de 8:00 a 19:00.", STABLE, False),
    w.faith("es-ck-038", "direction", "¿Cuándo se cancela un vuelo en globo?", "El vuelo se cancela si el viento no llega a 15 km/h.", BALLOON, False),
    w.faith("es-ck-039", "added.fact", "¿Cuánto cuesta afinar un piano vertical?", "Afinar un piano vertical cuesta 90 € y lleva unos 90 minutos, y el precio incluye una revisión gratuita a los seis meses.", PIANO, False),
    w.faith("es-ck-040", "added.entity", "¿Quién dirige la residencia Los Olmos?", "La dirige Sergio Prieto, con la ayuda de su subdirectora, Laura Benítez.", DORM, False),
    w.faith("es-ck-041", "mixed", "¿Quién tiene el récord de la pista?", "Pablo Herrera estableció el récord de 46,2 segundos en julio de 2023, y lo consiguió en su primera carrera en el circuito.", KART, False),
]
REFUSAL = [
    w.refusal("es-ck-042", "refusal.plain", "¿Hay aparcamiento en la pradera de despegue?", "Lo siento, no tengo esa información.", BALLOON, True),
    w.refusal("es-ck-043", "refusal.context", "¿Afinaciones Armonía también afina clavecines?", "Los documentos proporcionados no indican si Afinaciones Armonía afina clavecines.", PIANO, True),
    w.refusal("es-ck-044", "refusal.short", "¿Hay cafetería dentro del acuario?", "Ni idea.", AQUARIUM, True),
    w.refusal("es-ck-045", "refusal.long", "¿Hay wifi en las habitaciones de Los Olmos?", "Gracias por tu pregunta. Por desgracia, la información que tengo sobre la residencia Los Olmos no menciona el wifi ni el acceso a internet en las habitaciones. Habla de los precios, el horario de silencio, los invitados y la lavandería, pero no de internet. Te recomiendo que preguntes directamente en recepción o al director de la residencia. Siento no poder ayudarte más.", DORM, True),
    w.refusal("es-ck-046", "refusal.hedged", "¿Hay edad mínima para la ruta de cata?", "No estoy del todo seguro, pero creo que hay que tener al menos 18 años y presentar un documento de identidad.", WINE, False),
    w.refusal("es-ck-047", "refusal.partial", "¿Cuánto cuesta dejar un colchón y una nevera en el punto limpio?", "Dejar un colchón cuesta 10 €, pero la información que tengo no dice nada de las neveras.", RECYCLE, False),
]
CORRECTNESS = [
    w.correct("es-ck-048", "correct.wordy", "¿Quién diseñó el Jardín Botánico de La Alameda?", "El Jardín Botánico de La Alameda, que ocupa 9 hectáreas, lo diseñó en 1880 el botánico Ramón Ortega.", "Ramón Ortega.", True),
    w.correct("es-ck-049", "correct.short", "¿Quién dirige la oficina de Alicante?", "Javier Castro.", "La oficina de Alicante de la asesoría Gómez y Asociados la dirige Javier Castro.", True),
    w.correct("es-ck-050", "correct.format", "¿Qué día abrió el Acuario del Cantábrico?", "El 20/09/2014.", "El 20 de septiembre de 2014.", True),
    w.correct("es-ck-051", "wrong.value", "¿Cuánto cuesta el bono de tres tandas?", "El bono de tres tandas cuesta 54 €.", "48 €.", False),
    w.correct("es-ck-052", "wrong.echo", "¿Qué edad hay que tener para montar un caballo en la Hípica El Encinar?", "Hay que tener la edad necesaria para montar un caballo en la Hípica El Encinar.", "Al menos 12 años.", False),
    w.correct("es-ck-053", "wrong.role", "¿Quién pilota el globo en Globos Cielo Abierto?", "Lo pilota Lucía Navarro.", "Álvaro Ruiz, el piloto.", False),
]
RELEVANCY = [
    w.relevant("es-ck-054", "relevant.direct", "¿Cuándo puedo ir al Punto Limpio de San Blas?", "De martes a sábado, entre las 8:00 y las 16:00.", RECYCLE, True),
    w.relevant("es-ck-055", "relevant.yesno", "¿Puede una amiga dormir en mi habitación de la residencia?", "Sí, hasta tres noches al mes, siempre que se registre en recepción.", DORM, True),
    w.relevant("es-ck-056", "offtopic.true", "¿Cuánto cuesta afinar un piano de cola?", "La empresa recomienda afinar el piano dos veces al año.", PIANO, False),
    w.relevant("es-ck-057", "offtopic.other", "¿Puedo llevar a mi perro al jardín botánico?", "Los adultos pagan 5 € de entrada, y el primer domingo de cada mes la entrada es gratuita.", GARDEN, False),
]
DIAGNOSIS = [
    w.diag("es-ck-058", "diag.pass", "¿Cuánto cuesta la plaza en globo para mi hija de 10 años?", "Para niños de 8 a 14 años la plaza cuesta 140 €, así que tu hija pagaría 140 €.", {"balloon": BALLOON, "wine": WINE}, ("balloon",), "pass"),
    w.diag("es-ck-059", "diag.offtopic", "¿A qué hora dan de comer a los tiburones?", "La entrada cuesta 21 € para adultos y 14 € para niños menores de 12 años.", {"aquarium": AQUARIUM}, ("aquarium",), "fix_generation"),
    w.diag("es-ck-060", "diag.unfaithful", "¿Cuánto dura una clase para principiantes en El Encinar?", "Una clase para principiantes dura 90 minutos.", {"stable": STABLE, "garden": GARDEN}, ("stable",), "fix_generation"),
    w.diag("es-ck-061", "diag.refused", "¿Cuánto cobra la asesoría por hora después de la primera consulta?", "Lo siento, no encuentro esa información en los documentos.", {"tax": TAX}, ("tax",), "fix_generation"),
    w.diag("es-ck-062", "diag.missed", "¿Cuánto tengo que medir para conducir un kart de adultos?", "Lo siento, no encuentro esa información.", {"recycle": RECYCLE, "dorm": DORM}, ("kart",), "fix_retrieval"),
    w.diag("es-ck-063", "diag.correct_refusal", "¿Venden tarjetas regalo en Karting Los Pinos?", "Los documentos no mencionan tarjetas regalo, así que no puedo responder.", {"kart": KART}, (), "correct_refusal"),
    w.diag("es-ck-064", "diag.should_refuse", "¿La comida de la ruta de cata tiene opción vegetariana?", "Sí, se puede pedir un menú vegetariano al hacer la reserva.", {"wine": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
