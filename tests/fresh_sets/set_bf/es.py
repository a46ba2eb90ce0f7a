"""Spanish cases of set BF: a dental clinic, a ski school, a public library, a bike-sharing
scheme, a veterinary clinic, a language school, a farmers' market, a co-working space, a small
theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DENTAL = "La Clínica Dental Sonrisa, en la calle Mayor, abre de lunes a viernes de 9:00 a 20:00. Una revisión cuesta 40 €, y una limpieza dental, 60 €. La doctora Lucía Fernández dirige la clínica, y el doctor Javier Ortega se encarga de la ortodoncia. Las citas deben cancelarse con al menos 24 horas de antelación; de lo contrario, se cobra una penalización de 15 €."
SKI = "La Escuela de Esquí Sierra Blanca ofrece clases en grupo para principiantes todas las mañanas de 10:00 a 12:30. Un cursillo en grupo de cinco días cuesta 210 €, y el casco es obligatorio para todos los alumnos menores de 14 años. Por la tarde, los monitores Marta Ruiz y Pablo Navarro imparten clases particulares. Las clases se suspenden cuando el viento supera los 60 km/h."
LIBRARY = "La Biblioteca Pública de San Martín presta hasta 10 documentos por carné durante tres semanas. Los libros pueden renovarse dos veces por internet, salvo los que haya reservado otro lector. La biblioteca cierra los domingos, y la sala de lectura abre a las 9:00 de lunes a sábado. La bibliotecaria Carmen Soto organiza una hora del cuento para niños todos los miércoles a las 17:00."
BIKE = "Las bicicletas de BiciRuta están disponibles en 95 estaciones de la ciudad. Los primeros 30 minutos de cada trayecto son gratis; después, cada media hora adicional cuesta 0,50 €. El abono anual cuesta 50 €, y los usuarios deben tener al menos 16 años. Las bicicletas eléctricas alcanzan una velocidad máxima de 25 km/h."
VET = "La Clínica Veterinaria Los Olivos atiende perros, gatos y conejos, pero no aves ni reptiles. Una consulta normal cuesta 35 €, y cada dosis de vacuna, 30 €. El doctor Andrés Molina realiza las operaciones, mientras que la auxiliar Elena Castro lleva la consulta de control de peso. Los perros deben ayunar 12 horas antes de una operación."
LANGSCHOOL = "La Academia de Idiomas Babel enseña inglés, japonés e italiano a adultos. Los cursos de tarde tienen dos clases por semana de 90 minutos cada una, y un curso de diez semanas cuesta 360 €. Cada grupo tiene como máximo 8 alumnos. Se recomienda a los principiantes hacer una prueba de nivel, pero no es obligatoria."
MARKET = "El Mercado de Agricultores de la Plaza del Ayuntamiento se celebra todos los sábados de 8:00 a 14:00. Unos 40 puestos venden productos locales, y solo pueden vender los agricultores de la comarca. Se admiten perros si van atados. El mercado lo gestiona Manuel Herrera."
COWORK = "El espacio de coworking La Colmena, en la calle del Puente, abre las 24 horas para sus socios. Un puesto flexible cuesta 150 € al mes, y una mesa fija, 220 € al mes. Todas las cuotas incluyen 5 horas de sala de reuniones al mes. Los invitados pueden entrar gratis, pero deben registrarse en recepción."
THEATRE = "El Teatro Farol tiene 110 butacas. Su obra de primavera, «El huerto de cristal», se representa del 3 al 27 de abril, de martes a sábado a las 20:30. Las entradas cuestan 18 €, y los estudiantes tienen un 20 % de descuento. La dirección es de Isabel Romero, y el papel protagonista lo interpreta Diego Santos."
FERRY = "El ferry de la Línea Marina une Puerto Claro con la isla de las Gaviotas seis veces al día. La primera salida desde Puerto Claro es a las 7:15 y la última a las 21:00. La travesía dura 45 minutos y recorre 16 km. Un billete de ida y vuelta para adultos cuesta 20 €; las bicicletas viajan gratis, pero no se admiten coches."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bf-001", "para.reorder", "¿Qué horario tiene la Clínica Dental Sonrisa?", "De 9:00 a 20:00, de lunes a viernes, está abierta la clínica.", DENTAL, True),
    w.faith("es-bf-002", "para.passive", "¿Quién realiza las operaciones en la clínica veterinaria?", "Las operaciones son realizadas por el doctor Andrés Molina.", VET, True),
    w.faith("es-bf-003", "para.synonym", "¿Los niños tienen que llevar casco en la escuela de esquí?", "Sí, todos los alumnos de menos de 14 años tienen que llevar casco.", SKI, True),
    w.faith("es-bf-004", "para.combine", "¿Cuánto cuestan los puestos en La Colmena?", "El puesto flexible sale por 150 € al mes y la mesa fija por 220 € al mes.", COWORK, True),
    w.faith("es-bf-005", "fmt.number", "¿Cuántos alumnos hay como máximo por grupo?", "Como mucho, ocho alumnos por grupo.", LANGSCHOOL, True),
    w.faith("es-bf-006", "fmt.time", "¿A qué hora es la hora del cuento?", "Los miércoles a las 5 de la tarde.", LIBRARY, True),
    w.faith("es-bf-007", "fmt.share", "¿Hay descuento para estudiantes?", "Sí, los estudiantes pagan una quinta parte menos.", THEATRE, True),
    w.faith("es-bf-008", "fmt.unit", "¿Qué distancia recorre el ferry?", "La travesía recorre 16.000 metros.", FERRY, True),
    w.faith("es-bf-009", "fmt.period", "¿Durante cuánto tiempo presta la biblioteca los documentos?", "El préstamo dura 21 días.", LIBRARY, True),
    w.faith("es-bf-010", "wrap.opener", "¿Me dice cuándo se celebra el mercado de agricultores?", "¡Claro! El mercado se celebra todos los sábados de 8:00 a 14:00 en la Plaza del Ayuntamiento.", MARKET, True),
    w.faith("es-bf-011", "wrap.attribution", "¿Cuánto cuesta una limpieza dental?", "Según la información de la clínica, una limpieza dental cuesta 60 €.", DENTAL, True),
    w.faith("es-bf-012", "para.nominal", "¿Cuándo se suspenden las clases de esquí?", "Un viento de más de 60 km/h conlleva la suspensión de las clases.", SKI, True),
    w.faith("es-bf-013", "para.except", "¿Puedo renovar los libros por internet?", "Sí, dos veces, a no ser que otro lector los haya reservado.", LIBRARY, True),
    w.faith("es-bf-014", "value.number", "¿Cuánto cuesta una revisión?", "Una revisión cuesta 45 €.", DENTAL, False),
    w.faith("es-bf-015", "value.date", "¿Hasta cuándo se representa «El huerto de cristal»?", "Se representa hasta el 20 de abril.", THEATRE, False),
    w.faith("es-bf-016", "value.time", "¿A qué hora sale el último ferry?", "El último ferry sale a las 22:00.", FERRY, False),
    w.faith("es-bf-017", "value.unit", "¿A qué velocidad van las bicicletas eléctricas?", "Alcanzan una velocidad máxima de 25 millas por hora.", BIKE, False),
    w.faith("es-bf-018", "value.currency", "¿Cuánto cuesta una mesa fija en La Colmena?", "Una mesa fija cuesta 220 dólares al mes.", COWORK, False),
    w.faith("es-bf-019", "role.swap", "¿Quién lleva la consulta de control de peso?", "El doctor Andrés Molina lleva la consulta de control de peso, y Elena Castro realiza las operaciones.", VET, False),
    w.faith("es-bf-020", "negation", "¿Puedo ir al mercado con mi perro?", "No, en el mercado no se admiten perros.", MARKET, False),
    w.faith("es-bf-021", "antonym", "¿La biblioteca abre los domingos?", "Sí, la biblioteca abre los domingos.", LIBRARY, False),
    w.faith("es-bf-022", "modality", "¿Los principiantes tienen que hacer la prueba de nivel?", "Sí, la prueba de nivel es obligatoria para los principiantes.", LANGSCHOOL, False),
    w.faith("es-bf-023", "quantifier", "¿Quién debe llevar casco en la escuela de esquí?", "Todos los alumnos, incluidos los adultos, deben llevar casco.", SKI, False),
    w.faith("es-bf-024", "value.except", "¿Qué animales atiende la Clínica Veterinaria Los Olivos?", "Atiende perros, gatos, conejos y aves, pero no reptiles.", VET, False),
    w.faith("es-bf-025", "direction", "¿Quién puede usar BiciRuta?", "Los usuarios deben tener como máximo 16 años.", BIKE, False),
    w.faith("es-bf-026", "added.fact", "¿Qué incluyen las cuotas de La Colmena?", "Todas las cuotas incluyen 5 horas de sala de reuniones al mes y una taquilla personal.", COWORK, False),
    w.faith("es-bf-027", "added.entity", "¿Quién interpreta el papel protagonista de «El huerto de cristal»?", "Diego Santos interpreta el papel protagonista, y Laura Vidal hace de su hermana.", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bf-028", "refusal.plain", "¿La clínica pone implantes?", "Lo siento, no tengo esa información.", DENTAL, True),
    w.refusal("es-bf-029", "refusal.context", "¿Hay cafetería a bordo del ferry?", "La información proporcionada no indica si hay cafetería a bordo.", FERRY, True),
    w.refusal("es-bf-030", "refusal.long", "¿La biblioteca tiene aparcamiento?", "Lo siento, pero no puedo responder a eso. La información de la que dispongo sobre la Biblioteca Pública de San Martín no menciona en ningún momento si hay aparcamiento. Le recomiendo consultarlo directamente con la biblioteca.", LIBRARY, True),
    w.refusal("es-bf-031", "refusal.partial", "¿Cuánto cuestan el cursillo en grupo y las clases particulares?", "El cursillo en grupo de cinco días cuesta 210 €. El precio de las clases particulares no aparece en la información disponible.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bf-032", "correct.wordy", "¿A qué hora sale el primer ferry?", "El primer ferry del día, el que sale de Puerto Claro hacia la isla de las Gaviotas, zarpa por la mañana a las siete y cuarto, es decir, a las 7:15.", "A las 7:15.", True),
    w.correct("es-bf-033", "correct.wordy", "¿Cuánto cuesta una revisión en la Clínica Dental Sonrisa?", "Si quiere hacerse una revisión en la Clínica Dental Sonrisa, el precio que tendrá que pagar es de cuarenta euros.", "40 €.", True),
    w.correct("es-bf-034", "correct.short", "¿Cuántas butacas tiene el Teatro Farol?", "110.", "El Teatro Farol tiene 110 butacas.", True),
    w.correct("es-bf-035", "wrong.value", "¿Cuándo se estrena «El huerto de cristal»?", "Se estrena el 13 de abril.", "El 3 de abril.", False),
    w.correct("es-bf-036", "wrong.echo", "¿Quién dirige «El huerto de cristal»?", "La dirección de «El huerto de cristal» corre a cargo de su directora.", "Isabel Romero.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bf-037", "relevant.direct", "¿Cuánto cuesta una dosis de vacuna en Los Olivos?", "30 €.", VET, True),
    w.relevant("es-bf-038", "relevant.direct", "¿Quién gestiona el mercado de agricultores?", "Manuel Herrera.", MARKET, True),
    w.relevant("es-bf-039", "relevant.yesno", "¿Puedo llevar el coche en el ferry?", "No, no se admiten coches.", FERRY, True),
    w.relevant("es-bf-040", "offtopic.true", "¿Cuánto cuesta un puesto flexible?", "Los invitados deben registrarse en recepción.", COWORK, False),
    w.relevant("es-bf-041", "offtopic.other", "¿Qué idiomas enseña la Academia Babel?", "Este fin de semana se esperan lluvias en todo el norte de España.", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bf-042", "diag.pass", "¿En cuántas estaciones hay bicicletas de BiciRuta?", "Hay bicicletas de BiciRuta en 95 estaciones de la ciudad.", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("es-bf-043", "diag.offtopic", "¿Quién da las clases particulares de esquí?", "Las clases en grupo para principiantes son todas las mañanas de 10:00 a 12:30.", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("es-bf-044", "diag.unfaithful", "¿Cuántas horas debe ayunar un perro antes de una operación?", "Un perro debe ayunar 8 horas antes de una operación.", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("es-bf-045", "diag.missed", "¿Cuántos documentos puedo sacar con el carné de la biblioteca?", "La información disponible no dice cuántos documentos se pueden sacar con el carné.", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("es-bf-046", "diag.should_refuse", "¿Se puede pagar con tarjeta en el mercado?", "Sí, todos los puestos aceptan el pago con tarjeta.", {"market-01": MARKET, "ferry-01": FERRY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
