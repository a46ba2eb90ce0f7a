"""Fresh set cu, Spanish: a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school, a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking guide service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BLOOD = (
    "El punto de donación de sangre de la calle Colón, en Valencia, abrió el 14 de marzo de 2011 y lo dirige la doctora Lucía Ferrer. "
    "Para donar hay que tener entre 18 y 65 años y pesar al menos 50 kilos. "
    "Una donación de sangre total dura unos 10 minutos; los hombres pueden donar cuatro veces al año y las mujeres, tres. "
    "El punto abre todos los días excepto el domingo, de 9:00 a 21:00. "
    "El año pasado se recogieron allí 3.200 donaciones, la mitad de ellas de personas que donaban por primera vez."
)
GOLF = (
    "El minigolf Los Almendros tiene 18 hoyos repartidos en 2.000 metros cuadrados. "
    "Una partida cuesta 6 € para adultos y 4 € para niños menores de 12 años. "
    "De abril a octubre abre todos los días de 11:00 a 22:00. "
    "Los grupos de más de ocho jugadores deben reservar con antelación. "
    "El dueño, Andrés Molina, diseñó personalmente el hoyo del molino en 2016. "
    "Los palos y las bolas están incluidos en el precio, pero la tarjeta de puntuación cuesta 50 céntimos."
)
REPAIR = (
    "El Repair Café de Gràcia se celebra el primer sábado de cada mes en el centro cívico del barrio. "
    "Allí, voluntarios arreglan gratis lámparas, tostadoras, bicicletas y ropa; los donativos son bienvenidos. "
    "Cada visitante puede llevar como máximo dos objetos por sesión. "
    "Lo fundó en 2018 Jordi Puig, un electricista jubilado, y hoy su hija Marta coordina a los voluntarios. "
    "Las puertas se abren a las 16:30 y la última reparación se acepta a las 19:00. "
    "Alrededor de una cuarta parte de los objetos no se puede arreglar en el momento, casi siempre porque faltan piezas."
)
CHEESE = (
    "La quesería La Majada, en Asturias, ofrece una visita guiada de 90 minutos que termina con una cata de seis quesos. "
    "Las visitas salen a las 11:00 y a las 17:00 todos los días salvo el lunes. "
    "La entrada cuesta 10 € para adultos y es gratuita para los menores de 6 años. "
    "Cada grupo admite como máximo 20 personas, y los visitantes deben ponerse los cubrezapatos que se entregan en la entrada. "
    "La maestra quesera, Rosa Menéndez, dirige la quesería desde 1994. "
    "Las 60 vacas de la granja dan unos 1.800 litros de leche al día."
)
DANCE = (
    "La escuela de baile Compás enseña salsa, tango y bailes de salón a adultos y niños. "
    "Cada curso consta de diez clases semanales y cuesta 120 €. "
    "Las clases de principiantes son los martes y jueves de 20:00 a 21:30. "
    "Los alumnos pueden faltar a un máximo de dos clases y recuperarlas en otro grupo. "
    "Los zapatos de baile se recomiendan, pero no son obligatorios en el primer curso. "
    "La escuela la fundó Carmen Ruiz en 2005, y en 2019 se hizo cargo de ella su antiguo alumno Pablo Herrera."
)
INSPECT = (
    "La estación de ITV de Alcobendas revisa turismos, furgonetas y motos. "
    "Una inspección de un turismo dura unos 20 minutos y cuesta 45,50 €. "
    "Los turismos de más de diez años deben pasar la ITV cada año. "
    "La estación abre de lunes a viernes de 7:30 a 19:00 y los sábados hasta las 14:00. "
    "Hay que llevar el permiso de circulación y la ficha técnica; el informe de la inspección anterior no hace falta. "
    "El jefe de estación, Javier Castro, dirige un equipo de cuatro inspectores."
)
FISH = (
    "La oficina de licencias de pesca del embalse de Riaño expide licencias de un día, de una semana y de un año. "
    "La licencia de un día cuesta 8 €, la semanal 20 € y la anual 40 €. "
    "Los menores de 14 años no necesitan licencia, pero deben ir acompañados de un adulto. "
    "Cada pescador puede quedarse como máximo con tres truchas al día, y cualquier pez de menos de 25 cm debe devolverse al agua. "
    "Se puede pescar en todo el embalse salvo en la reserva de aves de la orilla norte. "
    "La oficina la lleva Pilar Gómez y abre a las 6:00 los fines de semana."
)
PUPPET = (
    "El teatro de títeres La Tartana tiene 85 butacas y programa funciones para niños a partir de 3 años. "
    "Hay funciones los miércoles, sábados y domingos a las 12:00 y a las 18:00. "
    "La entrada cuesta 7 €, y la entrada familiar para cuatro personas, 24 €. "
    "Cada función dura 50 minutos sin descanso. "
    "Los títeres los talla Miguel Soler, y su mujer, Elena, escribe las obras. "
    "Está prohibido hacer fotos durante las funciones."
)
TRAM = (
    "El Museo del Tranvía está en Madrid, la capital de España, en unas antiguas cocheras construidas en 1903. "
    "Expone 22 tranvías históricos; el más antiguo es un coche de tracción animal de 1871. "
    "El museo abre de marzo a noviembre, de jueves a domingo, de 10:00 a 17:00. "
    "La entrada cuesta 5 € para adultos y es gratuita para los menores de 16 años. "
    "El último domingo de cada mes, los visitantes pueden subir a un tranvía restaurado de 1926 que recorre una línea de 3 km. "
    "Unos 30 voluntarios cuidan la colección bajo la dirección de la conservadora Teresa Navarro."
)
HIKE = (
    "Guías Picos Altos organiza rutas guiadas por los Picos de Europa de mayo a septiembre. "
    "La ruta de un día tiene 16 km y 900 metros de desnivel, y sale a las 7:00 del aparcamiento de Fuente Dé. "
    "Cuesta 60 € por persona, con el almuerzo incluido. "
    "Los participantes deben llevar botas de montaña y al menos 1,5 litros de agua. "
    "Cada guía lleva como máximo a diez personas. "
    "Las reservas pueden cancelarse sin coste hasta 48 horas antes de la salida."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cu-001", "para.reorder", "¿Cuándo abre el Museo del Tranvía?", "Entre marzo y noviembre, el museo abre de jueves a domingo de 10:00 a 17:00.", TRAM, True),
    w.faith("es-cu-002", "para.passive", "¿Quién hace los títeres de La Tartana?", "Los títeres son tallados por Miguel Soler.", PUPPET, True),
    w.faith("es-cu-003", "para.synonym", "¿Quién es Javier Castro?", "Javier Castro, el jefe de estación, está al frente de un equipo de cuatro inspectores.", INSPECT, True),
    w.faith("es-cu-004", "para.nominal", "¿Puedo cancelar la ruta sin pagar?", "La cancelación de la reserva es gratuita hasta 48 horas antes de la salida.", HIKE, True),
    w.faith("es-cu-005", "para.capital", "¿En qué ciudad está el Museo del Tranvía?", "La capital de España es Madrid, y allí está el museo.", TRAM, True),
    w.faith("es-cu-006", "para.pronoun", "¿Qué hace Marta en el Repair Café?", "Coordina a los voluntarios.", REPAIR, True),
    w.faith("es-cu-007", "para.relative", "¿Quién dirige la quesería La Majada?", "Rosa Menéndez, que es la maestra quesera, dirige la quesería desde 1994.", CHEESE, True),
    w.faith("es-cu-008", "para.part", "¿Cuántos hoyos tiene el minigolf?", "El minigolf Los Almendros tiene 18 hoyos.", GOLF, True),
    w.faith("es-cu-009", "para.combine", "¿Qué días abre el punto de donación de la calle Colón?", "El punto de donación, que dirige la doctora Lucía Ferrer, abre todos los días excepto el domingo.", BLOOD, True),
    w.faith("es-cu-010", "fmt.number", "¿Cuántas clases tiene un curso?", "Cada curso consta de 10 clases semanales.", DANCE, True),
    w.faith("es-cu-011", "fmt.thousands", "¿Cuánta leche dan las vacas de La Majada?", "Las 60 vacas dan unos 1800 litros de leche al día.", CHEESE, True),
    w.faith("es-cu-012", "fmt.scale", "¿Cuánta agua hay que llevar a la ruta?", "Hay que llevar al menos 1.500 mililitros de agua.", HIKE, True),
    w.faith("es-cu-013", "fmt.date", "¿Cuándo abrió el punto de donación?", "Abrió el 14/03/2011.", BLOOD, True),
    w.faith("es-cu-014", "fmt.time", "¿A qué hora son las funciones de títeres?", "Son a las 12 del mediodía y a las 6 de la tarde, los miércoles, sábados y domingos.", PUPPET, True),
    w.faith("es-cu-015", "fmt.unit", "¿Qué peces hay que devolver al agua?", "Cualquier pez de menos de 25 centímetros debe devolverse al agua.", FISH, True),
    w.faith("es-cu-016", "fmt.abbrev", "¿Cada cuánto tiene que pasar la ITV un turismo de doce años?", "Los turismos de más de diez años deben pasar la Inspección Técnica de Vehículos cada año.", INSPECT, True),
    w.faith("es-cu-017", "fmt.currency", "¿Hay que pagar aparte la tarjeta de puntuación?", "Sí, la tarjeta de puntuación cuesta 0,50 €; los palos y las bolas están incluidos en el precio.", GOLF, True),
    w.faith("es-cu-018", "fmt.range", "¿Cuántas truchas me puedo llevar?", "Cada pescador puede quedarse con no más de tres truchas al día.", FISH, True),
    w.faith("es-cu-019", "fmt.period", "¿Cuánto dura la visita a la quesería?", "La visita guiada dura una hora y media y termina con una cata de seis quesos.", CHEESE, True),
    w.faith("es-cu-020", "fmt.share", "¿Cuántas de las donaciones del año pasado fueron de primeros donantes?", "El 50 % de las 3.200 donaciones del año pasado fueron de personas que donaban por primera vez.", BLOOD, True),
    w.faith("es-cu-021", "para.except", "¿Se puede pescar en la reserva de aves?", "No, en la reserva de aves de la orilla norte no se puede pescar.", FISH, True),
    w.faith("es-cu-022", "wrap.opener", "¿Cuánto cuesta un curso de baile?", "¡Claro! Un curso de diez clases semanales cuesta 120 €.", DANCE, True),
    w.faith("es-cu-023", "wrap.closer", "¿Cuánto cuesta jugar al minigolf?", "Una partida cuesta 6 € para adultos y 4 € para menores de 12 años. ¡Espero que te sirva!", GOLF, True),
    w.faith("es-cu-024", "wrap.attribution", "¿Pagan entrada los niños en el Museo del Tranvía?", "Según la información del museo, la entrada es gratuita para los menores de 16 años.", TRAM, True),
    w.faith("es-cu-025", "wrap.hedge", "¿Cuánto tarda la ITV de un turismo?", "Por lo que veo, una inspección de un turismo dura unos 20 minutos.", INSPECT, True),
    w.faith("es-cu-026", "wrap.question", "¿Cuántas cosas puedo llevar al Repair Café?", "Cada visitante puede llevar como máximo dos objetos por sesión. ¿Quieres que te diga también el horario?", REPAIR, True),
    w.faith("es-cu-027", "value.number", "¿Cuántos inspectores hay en la estación?", "Javier Castro dirige un equipo de seis inspectores.", INSPECT, False),
    w.faith("es-cu-028", "value.date", "¿Cuándo abrió el punto de donación de la calle Colón?", "Abrió el 14 de marzo de 2012.", BLOOD, False),
    w.faith("es-cu-029", "value.time", "¿A qué hora abren las puertas del Repair Café?", "Las puertas se abren a las 15:30.", REPAIR, False),
    w.faith("es-cu-030", "value.unit", "¿Qué desnivel tiene la ruta de un día?", "La ruta tiene 16 km y 900 pies de desnivel.", HIKE, False),
    w.faith("es-cu-031", "value.currency", "¿Cuánto cuesta la entrada familiar en La Tartana?", "La entrada familiar para cuatro personas cuesta 28 €.", PUPPET, False),
    w.faith("es-cu-032", "role.swap", "¿Quién fundó la escuela Compás?", "La escuela la fundó Pablo Herrera en 2005.", DANCE, False),
    w.faith("es-cu-033", "negation", "¿Tengo que llevar el informe de la ITV anterior?", "Sí, hay que llevar el informe de la inspección anterior.", INSPECT, False),
    w.faith("es-cu-034", "antonym", "¿Cuánto cobran por arreglar una lámpara en el Repair Café?", "Las reparaciones del Repair Café de Gràcia son de pago.", REPAIR, False),
    w.faith("es-cu-035", "modality", "¿Hay que ponerse cubrezapatos en la visita?", "Los cubrezapatos son opcionales; cada visitante decide si se los pone.", CHEESE, False),
    w.faith("es-cu-036", "quantifier", "¿Se arreglan en el momento los objetos que llevo al Repair Café?", "Sí, todos los objetos se arreglan en el momento.", REPAIR, False),
    w.faith("es-cu-037", "value.except", "¿Hay visitas a la quesería los lunes?", "Sí, los lunes también hay visitas a las 11:00 y a las 17:00.", CHEESE, False),
    w.faith("es-cu-038", "direction", "¿Qué peces hay que devolver al agua?", "Cualquier pez de más de 25 cm debe devolverse al agua.", FISH, False),
    w.faith("es-cu-039", "added.fact", "¿Cuánto cuesta la ruta de un día?", "Cuesta 60 € por persona con el almuerzo incluido, y al final se entrega un diploma a cada participante.", HIKE, False),
    w.faith("es-cu-040", "added.entity", "¿Quién dirige el punto de donación?", "Lo dirige la doctora Lucía Ferrer junto con el enfermero jefe Raúl Ortega.", BLOOD, False),
    w.faith("es-cu-041", "mixed", "¿Para qué edades son las funciones de La Tartana?", "La Tartana tiene 85 butacas y programa funciones para bebés a partir de 1 año.", PUPPET, False),
]
REFUSAL = [
    w.refusal("es-cu-042", "refusal.plain", "¿Se puede pagar con tarjeta en la ITV de Alcobendas?", "Lo siento, no tengo esa información.", INSPECT, True),
    w.refusal("es-cu-043", "refusal.context", "¿El Museo del Tranvía tiene tienda de recuerdos?", "No puedo responder a eso con el contexto proporcionado.", TRAM, True),
    w.refusal("es-cu-044", "refusal.short", "¿Los guías hablan inglés?", "Ni idea.", HIKE, True),
    w.refusal("es-cu-045", "refusal.long", "¿Se puede comprar queso en La Majada?", "Gracias por tu pregunta. Por desgracia, la información que tengo sobre La Majada solo habla de la visita guiada, los horarios, los precios y las normas para los visitantes, y no menciona la venta de queso. Te recomiendo llamar directamente a la quesería para confirmarlo.", CHEESE, True),
    w.refusal("es-cu-046", "refusal.hedged", "¿Hasta qué hora abre el minigolf?", "No estoy del todo seguro, pero creo que abre hasta las 22:00.", GOLF, False),
    w.refusal("es-cu-047", "refusal.partial", "¿Cuándo son las clases de principiantes y hay aparcamiento en la escuela?", "Las clases de principiantes son los martes y jueves de 20:00 a 21:30; sobre el aparcamiento, los documentos no dicen nada.", DANCE, False),
]
CORRECTNESS = [
    w.correct("es-cu-048", "correct.wordy", "¿Quién talla los títeres de La Tartana?", "Los títeres de La Tartana los talla Miguel Soler, mientras que su mujer, Elena, se encarga de escribir las obras.", "Miguel Soler.", True),
    w.correct("es-cu-049", "correct.short", "¿Cuánto cuesta la licencia anual de pesca en Riaño?", "40 €.", "La licencia anual de pesca del embalse de Riaño cuesta 40 €.", True),
    w.correct("es-cu-050", "correct.format", "¿A qué hora cierra el Museo del Tranvía?", "A las 5 de la tarde.", "A las 17:00.", True),
    w.correct("es-cu-051", "wrong.value", "¿Cuántas donaciones se recogieron el año pasado en la calle Colón?", "Se recogieron 2.300 donaciones.", "3.200 donaciones.", False),
    w.correct("es-cu-052", "wrong.echo", "¿Desde dónde sale la ruta de un día?", "La ruta de un día sale desde el punto de salida de la ruta de un día.", "Desde el aparcamiento de Fuente Dé.", False),
    w.correct("es-cu-053", "wrong.role", "¿Quién fundó el Repair Café de Gràcia?", "Lo fundó Marta, la hija de Jordi Puig.", "Jordi Puig, un electricista jubilado; su hija Marta coordina hoy a los voluntarios.", False),
]
RELEVANCY = [
    w.relevant("es-cu-054", "relevant.direct", "¿Cómo termina la visita a la quesería?", "Con una cata de seis quesos.", CHEESE, True),
    w.relevant("es-cu-055", "relevant.yesno", "¿Mi hijo de 10 años paga entrada en el Museo del Tranvía?", "No, los menores de 16 años entran gratis.", TRAM, True),
    w.relevant("es-cu-056", "offtopic.true", "¿Qué documentos hay que llevar a la ITV?", "La estación abre de lunes a viernes de 7:30 a 19:00.", INSPECT, False),
    w.relevant("es-cu-057", "offtopic.other", "¿Quién diseñó el hoyo del molino?", "Los grupos de más de ocho jugadores tienen que reservar con antelación.", GOLF, False),
]
DIAGNOSIS = [
    w.diag("es-cu-058", "diag.pass", "¿Se pueden hacer fotos durante la función?", "No, está prohibido hacer fotos durante las funciones.", {"puppet": PUPPET, "tram": TRAM}, ("puppet",), "pass"),
    w.diag("es-cu-059", "diag.offtopic", "¿Qué edad hay que tener para donar sangre?", "Una donación de sangre total dura unos 10 minutos.", {"blood": BLOOD}, ("blood",), "fix_generation"),
    w.diag("es-cu-060", "diag.unfaithful", "¿Cuánto cuesta una partida para un niño de 8 años?", "Los niños menores de 12 años juegan gratis.", {"golf": GOLF}, ("golf",), "fix_generation"),
    w.diag("es-cu-061", "diag.refused", "¿Cuántas truchas me puedo quedar al día?", "Lo siento, no encuentro esa información en los documentos.", {"fish": FISH, "hike": HIKE}, ("fish",), "fix_generation"),
    w.diag("es-cu-062", "diag.missed", "¿Cuánto cuesta pasar la ITV con un turismo?", "No lo sé.", {"dance": DANCE, "repair": REPAIR}, ("inspect",), "fix_retrieval"),
    w.diag("es-cu-063", "diag.correct_refusal", "¿La escuela Compás ofrece clases particulares?", "Los documentos no mencionan clases particulares en la escuela Compás.", {"dance": DANCE}, (), "correct_refusal"),
    w.diag("es-cu-064", "diag.should_refuse", "¿Se admiten perros en la visita a la quesería?", "Sí, los perros pueden entrar si van atados.", {"cheese": CHEESE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
