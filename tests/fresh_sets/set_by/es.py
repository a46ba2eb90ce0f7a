"""Spanish cases of fresh set by: a community climbing gym (Presa Libre), a pet grooming
salon (Huellitas), a language exchange cafe (Café Babel), a ferry line (ferri de la isla
de las Gaviotas), a camping ground (camping Los Pinos), a physiotherapy practice (Fisio
Norte), a second-hand bookshop (El Doblez), a rowing regatta (regata del río Olmo), a
planetarium show (planetario Orión) and an electric scooter rental (Patinete Ya)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

GYM = "Presa Libre es un rocódromo comunitario de la calle del Molino gestionado por la equipadora Lucía Ferrer y el encargado Andrés Molina. Abre todos los días excepto los lunes, de 7:00 a 22:00. La entrada de un día cuesta 10 € y el bono de diez entradas, 85 €. Todo socio nuevo debe superar una prueba de aseguramiento de 45 minutos antes de escalar con cuerda, y los menores de 12 años solo pueden escalar acompañados de un adulto. El muro de búlder mide 4,5 metros de altura y tiene unas 1.200 presas."
GROOM = "La peluquería canina Huellitas, en el barrio de Ruzafa, atiende a perros y gatos. La dueña, Carmen Ortega, se encarga de todo el corte a tijera, mientras que su ayudante, Diego Sanz, se ocupa del baño y el secado. Un arreglo completo para un perro pequeño cuesta 45 € y dura unos 90 minutos. Las citas deben cancelarse con al menos 24 horas de antelación; de lo contrario, se cobra una penalización de 15 €. La peluquería abre de martes a sábado, de 9:00 a 17:00, y acepta perros de hasta 40 kg."
CAFE = "El Café Babel, en la calle Feria, organiza intercambios de idiomas todos los jueves de 18:30 a 21:00. La entrada cuesta 4 € e incluye una consumición. Las mesas se agrupan por idioma: hay una mesa de inglés, otra de francés y otra de italiano, cada una con un máximo de ocho personas. La mitad de cada sesión se habla en el idioma que se practica y la otra mitad en español. La organizadora, Marta Gil, pide a los recién llegados que se inscriban por internet antes del miércoles a las 12:00."
FERRY = "El ferri de la isla de las Gaviotas une Puerto Alba con la isla en una travesía de 18 km que dura 50 minutos. Del 1 de junio al 15 de septiembre hay seis salidas diarias: la primera a las 7:15 y la última a las 19:45. El billete de ida y vuelta para adultos cuesta 32 €, los niños menores de 5 años viajan gratis y las bicicletas pagan 4 €. Los coches deben presentarse al embarque al menos 30 minutos antes de la salida. El barco, llamado «Marisol», lleva hasta 350 pasajeros y 40 coches."
CAMP = "El camping Los Pinos tiene 120 parcelas a orillas del lago de Valdemora y abre del 15 de abril al 15 de octubre. Una parcela para tienda cuesta 22 € por noche para dos personas, y cada persona adicional paga 6 €. La entrada es a partir de las 14:00 y la salida, como muy tarde a las 11:00. El horario de silencio va de las 22:00 a las 7:00, y las hogueras solo se permiten en los braseros metálicos que proporciona el camping. El guarda del camping es Ramón Iglesias."
PHYSIO = "La clínica de fisioterapia Fisio Norte cuenta con tres fisioterapeutas y la dirige la doctora Ana Kovač. Una primera valoración dura 60 minutos y cuesta 50 €; las sesiones de seguimiento duran 30 minutos y cuestan 35 €. Los pacientes que traen un volante del médico tienen un 10 % de descuento en cada sesión. La clínica abre de lunes a viernes de 8:00 a 18:00 y los sábados de 8:00 a 13:00. Las citas a las que no se acude sin avisar con al menos 12 horas de antelación se cobran íntegras."
BOOKS = "La librería de viejo El Doblez, en la calle de la Ribera, es propiedad de Tomás Aguirre. Cuando compra libros, Tomás Aguirre paga el 25 % del precio de venta en efectivo o el 40 % en vale para la tienda. Los libros de bolsillo se venden entre 3 € y 9 €. La librería tiene unos 15.000 títulos, y la vitrina de libros raros solo se abre a petición del cliente. Abre de miércoles a domingo, de 10:00 a 18:00."
REGATTA = "La regata del río Olmo se celebrará el sábado 14 de junio de 2025 en un recorrido de 2.000 metros. Las pruebas empiezan a las 8:30 y las finales de ocho son a las 16:00. Los equipos deben inscribirse como muy tarde el 31 de mayo, y la inscripción cuesta 80 € por barco. La organiza el Club de Remo Olmo y la arbitran jueces de la federación regional. Este año también competirá un equipo invitado procedente de la capital de Noruega."
PLANET = "El planetario Orión proyecta «Viaje a Saturno», una sesión de 40 minutos narrada por la astrónoma Lena Ruiz. Las sesiones empiezan a las 11:00, a las 14:00 y a las 19:30, de martes a domingo. Las entradas cuestan 9 € para adultos y 6 € para niños de 4 a 12 años; los menores de 4 años no pueden entrar. La cúpula mide 18 metros de diámetro y tiene 150 butacas. Una vez empezada la sesión, no se deja entrar a quien llega tarde."
SCOOTER = "Patinete Ya alquila patinetes eléctricos en el centro de Málaga a través de su aplicación. Desbloquear un patinete cuesta 1 € y cada minuto de trayecto, 0,20 €. Los usuarios deben tener al menos 18 años y carné de conducir. Los patinetes están limitados a 20 km/h y deben aparcarse en las zonas señalizadas; dejarlos en otro sitio conlleva una multa de 15 €. El servicio funciona de 6:00 a medianoche, y con la batería llena se recorren unos 40 km."

# fmt: off
FAITHFULNESS = [
    w.faith("es-by-001", "para.reorder", "¿Quién gestiona Presa Libre?", "El encargado Andrés Molina y la equipadora Lucía Ferrer gestionan Presa Libre.", GYM, True),
    w.faith("es-by-002", "para.passive", "¿Quién hace cada tarea en Huellitas?", "Todo el corte a tijera es realizado por la dueña, Carmen Ortega, y el baño y el secado son realizados por su ayudante, Diego Sanz.", GROOM, True),
    w.faith("es-by-003", "para.synonym", "¿Se pueden hacer hogueras en el camping Los Pinos?", "Las hogueras únicamente están autorizadas en los braseros de metal que facilita el camping.", CAMP, True),
    w.faith("es-by-004", "para.nominal", "¿Con cuánta antelación tienen que llegar los coches al ferri?", "La presentación de los coches al embarque es obligatoria al menos 30 minutos antes de la salida.", FERRY, True),
    w.faith("es-by-005", "para.capital", "¿Participa algún equipo invitado en la regata?", "Sí, este año también competirá un equipo invitado de Oslo.", REGATTA, True),
    w.faith("es-by-006", "para.pronoun", "¿Cuánto dura «Viaje a Saturno» y quién la narra?", "Dura 40 minutos y la narra la astrónoma Lena Ruiz.", PLANET, True),
    w.faith("es-by-007", "para.relative", "¿Cuánto cuesta desbloquear un patinete de Patinete Ya?", "Patinete Ya, que alquila patinetes eléctricos en el centro de Málaga a través de una aplicación, cobra 1 € por desbloquearlo.", SCOOTER, True),
    w.faith("es-by-008", "para.part", "¿Hay una mesa de francés en el Café Babel?", "Sí, el francés es uno de los idiomas que tiene su propia mesa.", CAFE, True),
    w.faith("es-by-009", "para.combine", "¿Quién dirige Fisio Norte y abre los sábados?", "Fisio Norte, dirigida por la doctora Ana Kovač, abre los sábados de 8:00 a 13:00.", PHYSIO, True),
    w.faith("es-by-010", "fmt.number", "¿Cuántas parcelas tiene el camping Los Pinos?", "Tiene ciento veinte parcelas a orillas del lago de Valdemora.", CAMP, True),
    w.faith("es-by-011", "fmt.thousands", "¿Cuántos títulos tiene la librería El Doblez?", "La librería tiene unos 15 000 títulos.", BOOKS, True),
    w.faith("es-by-012", "fmt.scale", "¿Qué altura tiene el muro de búlder de Presa Libre?", "El muro de búlder mide 450 centímetros de altura.", GYM, True),
    w.faith("es-by-013", "fmt.date", "¿Cuándo es la regata del río Olmo?", "La regata es el 14/06/2025, que cae en sábado.", REGATTA, True),
    w.faith("es-by-014", "fmt.time", "¿A qué hora sale el último ferri en verano?", "La última salida es a las ocho menos cuarto de la tarde.", FERRY, True),
    w.faith("es-by-015", "fmt.unit", "¿Qué distancia recorre el ferri hasta la isla?", "La travesía es de dieciocho kilómetros y dura 50 minutos.", FERRY, True),
    w.faith("es-by-016", "fmt.abbrev", "¿Quién dirige la clínica Fisio Norte?", "La dirige la Dra. Ana Kovač, y cuenta con tres fisioterapeutas.", PHYSIO, True),
    w.faith("es-by-017", "fmt.currency", "¿Cuánto cuesta la entrada al intercambio de idiomas?", "La entrada son 4 euros, con una consumición incluida.", CAFE, True),
    w.faith("es-by-018", "fmt.range", "¿Hasta qué peso acepta perros Huellitas?", "El peso máximo que acepta la peluquería para un perro es de 40 kg.", GROOM, True),
    w.faith("es-by-019", "fmt.period", "¿Con cuánta antelación hay que cancelar una cita en Huellitas?", "Hay que cancelar al menos con un día de antelación; si no, se cobran 15 € de penalización.", GROOM, True),
    w.faith("es-by-020", "fmt.share", "¿Qué parte de la sesión se habla en el idioma que se practica?", "El 50 % de cada sesión se habla en el idioma que se practica, y el resto en español.", CAFE, True),
    w.faith("es-by-021", "para.except", "¿Cuándo abre Presa Libre?", "Los lunes está cerrado; el resto de los días abre de 7:00 a 22:00.", GYM, True),
    w.faith("es-by-022", "wrap.opener", "¿Cuánto cuestan las entradas del planetario?", "¡Buena pregunta! Las entradas cuestan 9 € para adultos y 6 € para niños de 4 a 12 años.", PLANET, True),
    w.faith("es-by-023", "wrap.closer", "¿Quién puede alquilar un patinete de Patinete Ya?", "Hay que tener al menos 18 años y carné de conducir. ¡Espero que te sirva!", SCOOTER, True),
    w.faith("es-by-024", "wrap.attribution", "¿Cómo paga El Doblez los libros que compra?", "Según el documento, Tomás Aguirre paga el 25 % del precio de venta en efectivo o el 40 % en vale para la tienda.", BOOKS, True),
    w.faith("es-by-025", "wrap.hedge", "¿Cuánto cuesta inscribirse en la regata?", "Creo que la inscripción cuesta 80 € por barco.", REGATTA, True),
    w.faith("es-by-026", "wrap.question", "¿Cuál es el horario de silencio en el camping Los Pinos?", "El horario de silencio va de las 22:00 a las 7:00. ¿Quieres que te cuente también las normas sobre las hogueras?", CAMP, True),
    w.faith("es-by-027", "value.number", "¿Cuántas parcelas tiene el camping Los Pinos?", "El camping Los Pinos tiene 150 parcelas a orillas del lago de Valdemora.", CAMP, False),
    w.faith("es-by-028", "value.date", "¿Cuándo es la regata del río Olmo?", "La regata se celebrará el sábado 21 de junio de 2025.", REGATTA, False),
    w.faith("es-by-029", "value.time", "¿A qué hora empiezan las sesiones del planetario?", "Las sesiones empiezan a las 11:00, a las 15:00 y a las 19:30, de martes a domingo.", PLANET, False),
    w.faith("es-by-030", "value.unit", "¿Hasta qué peso acepta perros Huellitas?", "La peluquería acepta perros de hasta 40 libras.", GROOM, False),
    w.faith("es-by-031", "value.currency", "¿Cuánto cuesta el billete de ida y vuelta para adultos?", "El billete de ida y vuelta para adultos cuesta 23 €.", FERRY, False),
    w.faith("es-by-032", "role.swap", "¿Quién hace el corte a tijera en Huellitas?", "Diego Sanz se encarga de todo el corte a tijera, y Carmen Ortega se ocupa del baño y el secado.", GROOM, False),
    w.faith("es-by-033", "negation", "¿Puedo llevar mi bicicleta en el ferri?", "No, el ferri no admite bicicletas.", FERRY, False),
    w.faith("es-by-034", "antonym", "¿A partir de qué hora se puede entrar en el camping Los Pinos?", "La entrada termina a las 14:00, y la salida es como muy tarde a las 11:00.", CAMP, False),
    w.faith("es-by-035", "modality", "¿Los socios nuevos tienen que hacer la prueba de aseguramiento?", "Los socios nuevos pueden hacer una prueba de aseguramiento de 45 minutos si quieren, pero no es obligatoria.", GYM, False),
    w.faith("es-by-036", "quantifier", "¿Quién tiene descuento en Fisio Norte?", "Todos los pacientes tienen un 10 % de descuento en cada sesión.", PHYSIO, False),
    w.faith("es-by-037", "value.except", "¿Qué días abre Presa Libre?", "Presa Libre abre todos los días, lunes incluido, de 7:00 a 22:00.", GYM, False),
    w.faith("es-by-038", "direction", "¿Cuándo pueden inscribirse los equipos en la regata?", "Las inscripciones se abren después del 31 de mayo, y cuestan 80 € por barco.", REGATTA, False),
    w.faith("es-by-039", "added.fact", "¿Cuánto cuesta un trayecto con Patinete Ya?", "Desbloquear cuesta 1 € y cada minuto 0,20 €, y los fines de semana los diez primeros minutos son gratis.", SCOOTER, False),
    w.faith("es-by-040", "added.entity", "¿De quién es la librería El Doblez?", "El Doblez es de Tomás Aguirre y de su hermana, Pilar Aguirre.", BOOKS, False),
    w.faith("es-by-041", "mixed", "¿Cuánto dura una sesión de seguimiento en Fisio Norte?", "Una sesión de seguimiento dura 30 minutos y la mayoría de los seguros médicos la cubren por completo.", PHYSIO, False),
]

REFUSAL = [
    w.refusal("es-by-042", "refusal.plain", "¿Tiene sauna Presa Libre?", "Lo siento, no sé si Presa Libre tiene sauna.", GYM, True),
    w.refusal("es-by-043", "refusal.context", "¿Hay cafetería a bordo del ferri?", "La información proporcionada no dice si hay cafetería a bordo del ferri.", FERRY, True),
    w.refusal("es-by-044", "refusal.short", "¿Se admiten perros en el camping Los Pinos?", "No puedo responder a eso.", CAMP, True),
    w.refusal("es-by-045", "refusal.long", "¿Hay aparcamiento en el planetario Orión?", "Muchas gracias por tu pregunta. Por desgracia, la información de la que dispongo solo trata de la sesión, de sus horarios y del precio de las entradas; no dice nada sobre el aparcamiento del planetario Orión. Prefiero no dar una respuesta a ciegas, así que no puedo ayudarte con esto. Lo mejor sería que preguntaras directamente en el planetario.", PLANET, True),
    w.refusal("es-by-046", "refusal.hedged", "¿Cuánto cuesta una sesión de seguimiento en Fisio Norte?", "No estoy del todo seguro, pero parece que una sesión de seguimiento cuesta 35 €.", PHYSIO, False),
    w.refusal("es-by-047", "refusal.partial", "¿Cuánto cuesta un trayecto con Patinete Ya y hay abono mensual?", "Desbloquear cuesta 1 € y luego se pagan 0,20 € por minuto. Sobre un abono mensual, en cambio, no encuentro nada.", SCOOTER, False),
]

CORRECTNESS = [
    w.correct("es-by-048", "correct.wordy", "¿Qué longitud tiene el recorrido de la regata del río Olmo?", "El recorrido que tienen que cubrir los equipos en la regata del río Olmo, desde la salida hasta la meta, mide en total 2.000 metros.", "El recorrido mide 2.000 metros.", True),
    w.correct("es-by-049", "correct.short", "¿Qué porcentaje del precio de venta paga Tomás Aguirre en vale?", "El 40 %.", "Paga el 40 % del precio de venta en vale para la tienda.", True),
    w.correct("es-by-050", "correct.format", "¿A qué hora sale el primer ferri en verano?", "A las siete y cuarto de la mañana.", "La primera salida es a las 7:15.", True),
    w.correct("es-by-051", "wrong.value", "¿Cuánto cuesta una parcela para tienda en Los Pinos?", "Una parcela para tienda cuesta 32 € por noche para dos personas.", "Una parcela para tienda cuesta 22 € por noche para dos personas.", False),
    w.correct("es-by-052", "wrong.echo", "¿Cuánto dura un arreglo completo para un perro pequeño?", "Un arreglo completo para un perro pequeño dura unas tres horas.", "Dura unos 90 minutos.", False),
    w.correct("es-by-053", "wrong.role", "¿Quién organiza la regata del río Olmo y quién la arbitra?", "La organiza la federación regional y la arbitran jueces del Club de Remo Olmo.", "La organiza el Club de Remo Olmo y la arbitran jueces de la federación regional.", False),
]

RELEVANCY = [
    w.relevant("es-by-054", "relevant.direct", "¿Qué tamaño tiene la cúpula del planetario Orión?", "La cúpula mide 18 metros de diámetro y tiene 150 butacas.", PLANET, True),
    w.relevant("es-by-055", "relevant.yesno", "¿Hay que inscribirse antes de ir al intercambio de idiomas?", "Sí, la organizadora pide a los recién llegados que se inscriban por internet antes del miércoles a las 12:00.", CAFE, True),
    w.relevant("es-by-056", "offtopic.true", "¿Cuánto cuesta llevar una bicicleta en el ferri?", "El barco «Marisol» lleva hasta 350 pasajeros y 40 coches.", FERRY, False),
    w.relevant("es-by-057", "offtopic.other", "¿Cuánto dura una primera valoración en Fisio Norte?", "Las citas a las que no se acude sin avisar con 12 horas de antelación se cobran íntegras.", PHYSIO, False),
]

DIAGNOSIS = [
    w.diag("es-by-058", "diag.pass", "¿A qué velocidad van los patinetes de Patinete Ya?", "Están limitados a 20 km/h.", {"patinete-ya": SCOOTER, "los-pinos": CAMP}, ("patinete-ya",), "pass"),
    w.diag("es-by-059", "diag.offtopic", "¿Qué horario tiene la librería El Doblez?", "La librería tiene unos 15.000 títulos.", {"el-doblez": BOOKS, "cafe-babel": CAFE}, ("el-doblez",), "fix_generation"),
    w.diag("es-by-060", "diag.unfaithful", "¿Hasta qué hora hay que dejar la parcela en Los Pinos?", "La salida es como muy tarde a las 13:00.", {"los-pinos": CAMP, "ferri-gaviotas": FERRY}, ("los-pinos",), "fix_generation"),
    w.diag("es-by-061", "diag.refused", "¿Qué días abre la peluquería Huellitas?", "Lo siento, no he encontrado los días de apertura en los documentos.", {"huellitas": GROOM, "fisio-norte": PHYSIO}, ("huellitas",), "fix_generation"),
    w.diag("es-by-062", "diag.missed", "¿Cuánto cuesta la inscripción en la regata del río Olmo?", "Los documentos que tengo no mencionan el precio de la inscripción en la regata.", {"orion": PLANET, "presa-libre": GYM}, ("regata-olmo",), "fix_retrieval"),
    w.diag("es-by-063", "diag.correct_refusal", "¿Tiene wifi el Café Babel?", "Los documentos no dicen si el Café Babel tiene wifi.", {"cafe-babel": CAFE, "el-doblez": BOOKS}, (), "correct_refusal"),
    w.diag("es-by-064", "diag.should_refuse", "¿Ofrece Presa Libre clases de yoga?", "Sí, Presa Libre ofrece clases de yoga los miércoles por la tarde.", {"presa-libre": GYM, "patinete-ya": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
