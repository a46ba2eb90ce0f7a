"""Fresh set co, Spanish: a laundromat, a grooming salon, a rooftop cinema, a farmers' market, a museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LAUNDRY = (
    "La lavandería Burbujas, en la calle del Puerto, abre todos los días excepto el 25 de diciembre, de 6:00 a 23:00. "
    "Tiene 24 lavadoras y 18 secadoras. "
    "Una lavadora grande cuesta 4,50 € por lavado, y 10 minutos de secadora cuestan 0,75 €. "
    "La dueña, Marisol Vega, contrató al empleado Diego Fuentes en marzo de 2021. "
    "Los clientes no deben dejar las máquinas sin vigilancia más de 30 minutos, y pueden traer su propio detergente de casa."
)
GROOM = (
    "La peluquería canina Patitas fue fundada en 2016 por Teresa Quintana, que la vendió en 2022 al peluquero Bruno Ocaña. "
    "La peluquería emplea a 7 peluqueros y atiende unas 1.200 citas al año. "
    "Un arreglo completo para un perro pequeño cuesta 55 €, y el corte de uñas, 12 €. "
    "Todos los perros deben estar vacunados contra la rabia; para los perros nerviosos se recomienda el bozal, pero no es obligatorio. "
    "La peluquería cierra los lunes."
)
CINEMA = (
    "El Cine Azotea Mirador, en lo alto del edificio Carlota, proyecta películas del 15 de mayo al 30 de septiembre de 2024. "
    "Las sesiones empiezan a las 21:00 de lunes a viernes y a las 21:30 los fines de semana. "
    "La entrada cuesta 9 €, y el alquiler de una manta, 3 €. "
    "La azotea tiene 140 tumbonas, y el público puede traer sus propios aperitivos. "
    "Está prohibido fumar en toda la azotea, excepto en la zona reservada junto a la escalera. "
    "La gerente, Paula Navarro, elige las películas, y el proyeccionista León Bravo se encarga de las sesiones."
)
MARKET = (
    "El mercado de agricultores de la Ribera se celebra todos los sábados de 7:00 a 13:00 en el parque de los Olmos. "
    "Participan 44 vendedores, y la mitad de ellos venden productos ecológicos. "
    "Un puesto estándar cuesta 35 € al día. "
    "El mercado fue fundado en 2009 por la agricultora Rut Calleja, y hoy lo dirige Omar Saadi. "
    "Los perros deben ir atados, y los vendedores deben recoger antes de las 14:00."
)
MUSEUM = (
    "El Museo de Historia Natural de Valdehierro exhibe un esqueleto de dinosaurio de 12 metros descubierto en 1998 cerca de Logroño, la capital de La Rioja. "
    "El museo abre todos los días excepto los martes, de 10:00 a 17:00. "
    "La entrada cuesta 10 € para adultos, y los menores de 12 años entran gratis. "
    "Su colección reúne 3,2 millones de ejemplares. "
    "La conservadora jefa, la Dra. Helena Marín, dirige el departamento de paleontología, y Samuel Ortiz lleva la tienda."
)
PARAGLIDE = (
    "La escuela de parapente Alas del Sur fue fundada en 2012 por su instructora jefa, Carla Jiménez. "
    "Su curso de iniciación dura dos semanas y cuesta 1.450 €. "
    "Los alumnos deben tener al menos 16 años y pesar como máximo 110 kg. "
    "Los vuelos biplaza despegan desde el monte Cabrera, a 1.800 metros de altitud; todos los vuelos se cancelan cuando el viento supera los 25 km/h. "
    "El casco se entrega gratis, y los alumnos pueden traer su propia silla de vuelo."
)
PHARMACY = (
    "La farmacia Hoja Verde, en la avenida de los Arces, abre de lunes a viernes de 8:00 a 21:00 y los sábados de 9:00 a 18:00; los domingos cierra. "
    "La farmacéutica Nadia Rahman dirige la farmacia, y el auxiliar Benito Cole se encarga de los repartos. "
    "La vacuna de la gripe cuesta 25 € y se pone sin cita previa. "
    "Las recetas pedidas por internet pueden recogerse en un plazo de 5 días. "
    "El envío a domicilio es gratuito en pedidos de más de 40 €."
)
GARDEN = (
    "El huerto comunitario de la calle Tilo tiene 60 parcelas de 3 por 4 metros. "
    "Una parcela cuesta 40 € por temporada, y la temporada va del 1 de abril al 31 de octubre. "
    "Los socios deben hacer al menos 6 horas de voluntariado por temporada. "
    "El coordinador, Jamal Prieto, asigna las parcelas, y la tesorera, Graciela Luna, cobra las cuotas. "
    "El cobertizo de herramientas abre todos los días excepto los miércoles."
)
BOWLING = (
    "La bolera Pleno tiene 32 pistas y abre de mediodía a medianoche. "
    "Una partida cuesta 4 € por persona antes de las 17:00 y 6 € por persona después de las 17:00. "
    "El alquiler de zapatos cuesta 2,50 €. "
    "Las fiestas de cumpleaños deben reservarse con al menos 7 días de antelación. "
    "Francisco Delgado abrió la bolera en 1987, y su hija María Delgado se hizo cargo de ella en 2015. "
    "No se permite entrar con comida de fuera."
)
PIANO = (
    "La escuela de piano Arpegio tiene 180 alumnos de entre 5 y 70 años. "
    "Las clases particulares duran 45 minutos y cuestan 35 € cada una. "
    "La escuela tiene 14 pianos, entre ellos 2 de cola. "
    "La directora, Elena Sokolova, fundó la escuela en 2005, y el profesor Martín Hierro dirige el programa de jazz. "
    "El recital de primavera será el 18 de mayo de 2025 a las 17:00 en la sala Sauce. "
    "Los fines de semana, los alumnos pueden practicar gratis en las aulas de la escuela."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-co-001", "para.reorder", "¿Cuándo abre la lavandería Burbujas?", "De 6:00 a 23:00 abre la lavandería Burbujas todos los días, excepto el 25 de diciembre.", LAUNDRY, True),
    w.faith("es-co-002", "para.passive", "¿Quién fundó la peluquería canina Patitas?", "Teresa Quintana fundó la peluquería canina Patitas en 2016.", GROOM, True),
    w.faith("es-co-003", "para.synonym", "¿Cuántos peluqueros tiene Patitas?", "En la peluquería trabajan 7 peluqueros.", GROOM, True),
    w.faith("es-co-004", "para.nominal", "¿Desde cuándo existe el mercado de agricultores de la Ribera?", "La fundación del mercado por parte de la agricultora Rut Calleja tuvo lugar en 2009.", MARKET, True),
    w.faith("es-co-005", "para.capital", "¿Cuál es la capital de La Rioja?", "La capital de La Rioja es Logroño.", MUSEUM, True),
    w.faith("es-co-006", "para.pronoun", "¿Quién es María Delgado?", "Es la hija de Francisco Delgado y se hizo cargo de la bolera Pleno en 2015.", BOWLING, True),
    w.faith("es-co-007", "para.relative", "¿Quién fundó la escuela de piano Arpegio?", "Elena Sokolova, que dirige la escuela, la fundó en 2005.", PIANO, True),
    w.faith("es-co-008", "para.part", "¿Cuánto cuesta la entrada del Cine Azotea Mirador?", "La entrada cuesta 9 €.", CINEMA, True),
    w.faith("es-co-009", "para.combine", "¿Quién reparte las parcelas del huerto de la calle Tilo?", "El coordinador Jamal Prieto asigna las 60 parcelas del huerto.", GARDEN, True),
    w.faith("es-co-010", "fmt.number", "¿Hay una edad mínima para el curso de parapente?", "Sí, hay que tener al menos dieciséis años.", PARAGLIDE, True),
    w.faith("es-co-011", "fmt.thousands", "¿Tiene mucho trabajo la peluquería Patitas?", "Atiende unas 1200 citas al año.", GROOM, True),
    w.faith("es-co-012", "fmt.scale", "¿Qué tamaño tiene la colección del museo de Valdehierro?", "Su colección reúne 3.200.000 ejemplares.", MUSEUM, True),
    w.faith("es-co-013", "fmt.date", "¿Cuándo es el recital de primavera de la escuela Arpegio?", "El recital de primavera será el 18/05/2025 a las 17:00 en la sala Sauce.", PIANO, True),
    w.faith("es-co-014", "fmt.time", "¿A qué hora empiezan las sesiones entre semana en el Cine Azotea?", "De lunes a viernes, las sesiones empiezan a las 9 de la noche.", CINEMA, True),
    w.faith("es-co-015", "fmt.unit", "¿Cuándo se cancelan los vuelos en Alas del Sur?", "Todos los vuelos se cancelan cuando el viento supera los 25 kilómetros por hora.", PARAGLIDE, True),
    w.faith("es-co-016", "fmt.abbrev", "¿Quién dirige el departamento de paleontología del museo?", "Lo dirige la doctora Helena Marín, conservadora jefa.", MUSEUM, True),
    w.faith("es-co-017", "fmt.currency", "¿Cuánto cuesta la secadora en la lavandería Burbujas?", "10 minutos de secadora cuestan 75 céntimos.", LAUNDRY, True),
    w.faith("es-co-018", "fmt.range", "¿Con cuánta antelación hay que reservar un cumpleaños en la bolera Pleno?", "Hay que reservarlo con un mínimo de 7 días de antelación.", BOWLING, True),
    w.faith("es-co-019", "fmt.period", "¿Cuánto dura el curso de iniciación de Alas del Sur?", "El curso de iniciación dura 14 días y cuesta 1.450 €.", PARAGLIDE, True),
    w.faith("es-co-020", "fmt.share", "¿Hay muchos productos ecológicos en el mercado de la Ribera?", "El 50 % de los vendedores vende productos ecológicos.", MARKET, True),
    w.faith("es-co-021", "para.except", "¿Puedo visitar el museo de Valdehierro un martes?", "No, los martes el museo está cerrado.", MUSEUM, True),
    w.faith("es-co-022", "wrap.opener", "¿Cuánto cuesta alquilar zapatos en la bolera Pleno?", "¡Claro! En la bolera Pleno, el alquiler de zapatos cuesta 2,50 €.", BOWLING, True),
    w.faith("es-co-023", "wrap.closer", "¿Necesito cita para vacunarme de la gripe en la farmacia Hoja Verde?", "No, la vacuna de la gripe se pone sin cita previa y cuesta 25 €. ¡Espero que te sirva!", PHARMACY, True),
    w.faith("es-co-024", "wrap.attribution", "¿Cuánto voluntariado tienen que hacer los socios del huerto?", "Según las normas del huerto, los socios deben hacer al menos 6 horas de voluntariado por temporada.", GARDEN, True),
    w.faith("es-co-025", "wrap.hedge", "¿Cuánto cuesta una manta en el Cine Azotea Mirador?", "Creo que el alquiler de una manta cuesta 3 €.", CINEMA, True),
    w.faith("es-co-026", "wrap.question", "¿Cuánto dura una clase particular en la escuela Arpegio?", "Una clase particular dura 45 minutos y cuesta 35 €. ¿Quieres que te cuente también lo del recital de primavera?", PIANO, True),
    w.faith("es-co-027", "value.number", "¿Cuántas pistas tiene la bolera Pleno?", "La bolera Pleno tiene 23 pistas.", BOWLING, False),
    w.faith("es-co-028", "value.date", "¿Cuándo termina la temporada en el huerto de la calle Tilo?", "La temporada va del 1 de abril al 30 de septiembre.", GARDEN, False),
    w.faith("es-co-029", "value.time", "¿Qué horario tiene la farmacia Hoja Verde los sábados?", "Los sábados abre de 9:00 a 20:00.", PHARMACY, False),
    w.faith("es-co-030", "value.unit", "¿Cuánto mide el esqueleto de dinosaurio del museo?", "El esqueleto mide 12 pies.", MUSEUM, False),
    w.faith("es-co-031", "value.currency", "¿Cuánto cuesta un arreglo completo para un perro pequeño?", "Un arreglo completo para un perro pequeño cuesta 65 €.", GROOM, False),
    w.faith("es-co-032", "role.swap", "¿Quién fundó la escuela de piano Arpegio?", "Martín Hierro fundó la escuela en 2005, y Elena Sokolova dirige el programa de jazz.", PIANO, False),
    w.faith("es-co-033", "negation", "¿Puedo llevar mi propio detergente a la lavandería Burbujas?", "No, los clientes no pueden traer su propio detergente.", LAUNDRY, False),
    w.faith("es-co-034", "antonym", "¿Hay que pagar el casco en Alas del Sur?", "Sí, el casco se entrega, pero hay que pagarlo.", PARAGLIDE, False),
    w.faith("es-co-035", "modality", "¿Mi perro nervioso tiene que llevar bozal en Patitas?", "Sí, el bozal es obligatorio para los perros nerviosos.", GROOM, False),
    w.faith("es-co-036", "quantifier", "¿Qué vendedores del mercado de la Ribera venden productos ecológicos?", "Todos los vendedores venden productos ecológicos.", MARKET, False),
    w.faith("es-co-037", "value.except", "¿Abre la lavandería Burbujas el 25 de diciembre?", "Sí, el 25 de diciembre también abre de 6:00 a 23:00.", LAUNDRY, False),
    w.faith("es-co-038", "direction", "¿Hay un límite de peso para los alumnos de parapente?", "Sí, hay que pesar como mínimo 110 kg.", PARAGLIDE, False),
    w.faith("es-co-039", "added.fact", "¿Qué incluye la entrada del Cine Azotea Mirador?", "La entrada cuesta 9 € e incluye una bebida gratis.", CINEMA, False),
    w.faith("es-co-040", "added.entity", "¿Quién hace los repartos de la farmacia Hoja Verde?", "De los repartos se encargan el auxiliar Benito Cole y el conductor Raúl Sanz.", PHARMACY, False),
    w.faith("es-co-041", "mixed", "Háblame del huerto comunitario de la calle Tilo.", "El huerto tiene 60 parcelas, y el cobertizo de herramientas abre los siete días de la semana.", GARDEN, False),
]
REFUSAL = [
    w.refusal("es-co-042", "refusal.plain", "¿Tiene aparcamiento la bolera Pleno?", "Lo siento, no tengo esa información.", BOWLING, True),
    w.refusal("es-co-043", "refusal.context", "¿Ofrece visitas guiadas el museo de Valdehierro?", "Los documentos proporcionados no mencionan visitas guiadas, así que no puedo responder a partir del contexto.", MUSEUM, True),
    w.refusal("es-co-044", "refusal.short", "¿Hay wifi en la lavandería Burbujas?", "Ni idea.", LAUNDRY, True),
    w.refusal("es-co-045", "refusal.long", "¿El curso de Alas del Sur incluye seguro?", "Gracias por tu pregunta. Lamentablemente, la información que tengo sobre la escuela Alas del Sur no dice nada sobre seguros. Solo describe el curso de iniciación, su precio y los requisitos de edad y peso. Te recomiendo que consultes directamente con la escuela antes de inscribirte.", PARAGLIDE, True),
    w.refusal("es-co-046", "refusal.hedged", "¿A qué hora cierra la farmacia Hoja Verde entre semana?", "No estoy del todo seguro, pero parece que de lunes a viernes cierra a las 21:00.", PHARMACY, False),
    w.refusal("es-co-047", "refusal.partial", "¿A qué hora empiezan las sesiones del Cine Azotea y cuánto duran las películas?", "Las sesiones empiezan a las 21:00 de lunes a viernes y a las 21:30 los fines de semana, pero los documentos no indican cuánto duran las películas.", CINEMA, False),
]
CORRECTNESS = [
    w.correct("es-co-048", "correct.wordy", "¿Quién dirige hoy el mercado de agricultores de la Ribera?", "El mercado de la Ribera, que fundó la agricultora Rut Calleja en 2009, lo dirige hoy Omar Saadi.", "Omar Saadi.", True),
    w.correct("es-co-049", "correct.short", "¿Cuánto dura una clase particular en la escuela Arpegio?", "45 minutos.", "En la escuela Arpegio, una clase particular dura 45 minutos y cuesta 35 €.", True),
    w.correct("es-co-050", "correct.format", "¿Cuánto cuesta una parcela por temporada en el huerto de la calle Tilo?", "Cuarenta euros por temporada.", "40 € por temporada.", True),
    w.correct("es-co-051", "wrong.value", "¿Cuánto cuesta una partida en la bolera Pleno después de las 17:00?", "Después de las 17:00, una partida cuesta 4 € por persona.", "6 € por persona.", False),
    w.correct("es-co-052", "wrong.echo", "¿Qué día cierra la peluquería canina Patitas?", "La peluquería canina Patitas cierra un día a la semana.", "Los lunes.", False),
    w.correct("es-co-053", "wrong.role", "¿Quién se encarga de las sesiones en el Cine Azotea Mirador?", "De las sesiones se encarga la gerente, Paula Navarro.", "El proyeccionista León Bravo.", False),
]
RELEVANCY = [
    w.relevant("es-co-054", "relevant.direct", "¿Cuánto pagan los niños en el museo de Valdehierro?", "Nada si tienen menos de 12 años.", MUSEUM, True),
    w.relevant("es-co-055", "relevant.yesno", "¿Puedo poner la lavadora en Burbujas e irme un rato?", "Sí, pero no más de 30 minutos.", LAUNDRY, True),
    w.relevant("es-co-056", "offtopic.true", "¿Hace falta cita para la vacuna de la gripe en la farmacia Hoja Verde?", "El envío a domicilio es gratuito en pedidos de más de 40 €.", PHARMACY, False),
    w.relevant("es-co-057", "offtopic.other", "¿Cuánto cuesta una clase particular en la escuela Arpegio?", "Una clase particular dura 45 minutos.", PIANO, False),
]
DIAGNOSIS = [
    w.diag("es-co-058", "diag.pass", "¿Cuánto cuesta una lavadora grande en la lavandería Burbujas?", "Una lavadora grande cuesta 4,50 € por lavado.", {"laundry": LAUNDRY, "garden": GARDEN}, ("laundry",), "pass"),
    w.diag("es-co-059", "diag.offtopic", "¿Cuántas pistas tiene la bolera Pleno?", "El alquiler de zapatos cuesta 2,50 €.", {"bowling": BOWLING}, ("bowling",), "fix_generation"),
    w.diag("es-co-060", "diag.unfaithful", "¿A qué hora abre el mercado de agricultores de la Ribera?", "El mercado abre los sábados a las 9:00.", {"market": MARKET, "cinema": CINEMA}, ("market",), "fix_generation"),
    w.diag("es-co-061", "diag.refused", "¿Desde qué edad se puede hacer el curso de iniciación de Alas del Sur?", "Lo siento, no lo sé.", {"paraglide": PARAGLIDE}, ("paraglide",), "fix_generation"),
    w.diag("es-co-062", "diag.missed", "¿Quién dirige el programa de jazz de la escuela Arpegio?", "Lo siento, no encuentro esa información en los documentos.", {"groom": GROOM, "bowling": BOWLING}, ("piano",), "fix_retrieval"),
    w.diag("es-co-063", "diag.correct_refusal", "¿Cuánto cuesta el aparcamiento del museo de Valdehierro?", "Los documentos no dicen nada sobre el aparcamiento, así que no puedo responderte.", {"museum": MUSEUM}, (), "correct_refusal"),
    w.diag("es-co-064", "diag.should_refuse", "¿Vende la farmacia Hoja Verde medicamentos para mascotas?", "Sí, la farmacia Hoja Verde tiene una amplia gama de medicamentos para mascotas.", {"pharmacy": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
