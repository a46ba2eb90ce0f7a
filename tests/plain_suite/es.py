"""Spanish cases (español): every kind and phenomenon."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAKERY = (
    "Lucía Fernández fundó la panadería La Espiga en Sevilla en 1998. Su sobrino Diego Ruiz se hizo cargo "
    "de ella en 2015. La panadería tiene 14 empleados y hornea unos 1.200 panes al día."
)
GYM = (
    "Los socios pueden darse de baja en cualquier momento avisando por escrito en recepción con 14 días "
    "de antelación. El gimnasio abre de 6:00 a 22:00 de lunes a viernes."
)
HR = (
    "Los empleados pueden teletrabajar hasta tres días por semana. Todo teletrabajo debe ser aprobado por "
    "el jefe de equipo. Los cursos de formación se recomiendan, pero no son obligatorios, para el personal "
    "nuevo."
)
HOTEL = (
    "El hotel Mirador tiene ciento veinte habitaciones repartidas en seis plantas. El desayuno se sirve de "
    "7:00 a 10:30. La salida es a las 11 de la mañana."
)
AUSTRALIA = "Canberra es la capital de Australia."
SPAIN = "Madrid es la capital de España."
KAYAKS = "Omar Haddad fundó Agua Azul Kayaks en 2009. La empresa tiene su sede en Valencia."
CHAMPIONSHIP = "El campeonato de 2019 se celebró en Bilbao. El campeonato de 2017 se celebró en Zaragoza."
MUSEUM = (
    "El museo municipal abre a las 9:30 y cierra a las 17:00, de martes a domingo. Los lunes está cerrado. "
    "La entrada cuesta 12 € para adultos; los niños menores de 12 años entran gratis."
)
SHOP = (
    "Los pedidos de más de 50 € se envían gratis a toda la península. El envío estándar tarda dos días "
    "laborables. El envío urgente cuesta 15 €."
)
PARCEL = "El paquete pesa 1,8 kg."
TRAIN = (
    "El tren nocturno sale de Madrid a las 21:00 y llega a París a las 10:15 de la mañana siguiente. "
    "El recorrido es de unos 1.270 km."
)
CONFERENCE = (
    "El congreso se celebrará el 5 de marzo de 2024 en Salamanca. Las inscripciones se cierran el 31 de "
    "enero de 2024. La ponente principal es la Dra. María Santos."
)
OFFICE = "La empresa abrió su primera oficina en Estados Unidos en 2012."
WEATHER = "Mañana la temperatura máxima en Sevilla será de 35 °C."
ACQUISITION = "Contoso compró la empresa Northwind en 2021 por 3.200 millones de euros."
SCHOOL = (
    "Todos los alumnos deben llevar uniforme. Algunas clases usan tabletas. Solo los alumnos de bachillerato "
    "pueden salir del centro a la hora del almuerzo."
)
PARK = (
    "Los perros pueden entrar en el parque si van atados con correa. Las bicicletas están prohibidas en el "
    "césped."
)
TABLETS = (
    "Tome un comprimido dos veces al día con las comidas. No tome más de cuatro comprimidos en 24 horas. "
    "Consérvese por debajo de 25 °C."
)
LIBRARY = (
    "Los socios de la biblioteca pueden tomar prestados hasta cinco libros a la vez. El préstamo dura tres "
    "semanas y se puede renovar una vez por internet. Cada día de retraso cuesta 0,25 €."
)
STORE = "La tienda abre todos los días a las 9:00."
WEEKDAYS = "Entre semana, la tienda abre a las 9:00."
PAINTINGS = (
    "El museo se construyó en 1894 y tiene una gran colección de pintura flamenca. Los lunes está cerrado."
)
TICKETS = "La entrada cuesta 12 € y se puede comprar por internet o en taquilla."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-faith-001", "para.reorder", "¿Cuándo se fundó la panadería?",
            "En 1998, Lucía Fernández fundó la panadería La Espiga en Sevilla.", BAKERY, True),
    w.faith("es-faith-002", "para.reorder", "¿Cuándo abre el gimnasio?",
            "De lunes a viernes, el gimnasio abre de 6:00 a 22:00.", GYM, True),
    w.faith("es-faith-003", "para.passive", "¿Quién fundó la panadería?",
            "La panadería La Espiga fue fundada por Lucía Fernández.", BAKERY, True),
    w.faith("es-faith-004", "para.passive", "¿Qué pasó con Northwind?",
            "Northwind fue comprada por Contoso en 2021.",
            ACQUISITION, True),
    w.faith("es-faith-005", "para.synonym", "¿Cuántas personas trabajan en la panadería?",
            "En la panadería trabajan 14 personas.", BAKERY, True),
    w.faith("es-faith-006", "para.synonym", "¿Abre el museo los lunes?", "El museo no abre los lunes.",
            MUSEUM, True),
    w.faith("es-faith-007", "para.nominal", "¿Cómo me doy de baja?",
            "La baja requiere un aviso por escrito en recepción con 14 días de antelación.", GYM, True),
    w.faith("es-faith-008", "para.nominal", "¿Cuándo compró Contoso Northwind?",
            "La compra de Northwind por parte de Contoso tuvo lugar en 2021.", ACQUISITION, True),
    w.faith("es-faith-009", "para.capital", "¿Cuál es la capital de Australia?",
            "La capital de Australia es Canberra.",
            AUSTRALIA, True),
    w.faith("es-faith-010", "para.capital", "¿Cuál es la capital de España?",
            "La capital de España es Madrid.",
            SPAIN, True),
    w.faith("es-faith-011", "para.pronoun", "¿Quién es Diego Ruiz?",
            "Diego Ruiz es el sobrino de Lucía Fernández. Él se hizo cargo de su panadería en 2015.", BAKERY,
            True),
    w.faith("es-faith-012", "para.pronoun", "¿A qué hora abre el museo?", "Abre a las 9:30.", MUSEUM, True),
    w.faith("es-faith-013", "para.relative", "¿Quién fundó Agua Azul Kayaks?",
            "Omar Haddad fundó Agua Azul Kayaks, que tiene su sede en Valencia.", KAYAKS, True),
    w.faith("es-faith-014", "para.relative", "¿Dónde está la panadería?",
            "La panadería La Espiga, que Lucía Fernández fundó en 1998, está en Sevilla.", BAKERY, True),
    w.faith("es-faith-015", "para.part", "¿Cuánto tiempo puedo tener un libro?",
            "El préstamo dura tres semanas.",
            LIBRARY, True),
    w.faith("es-faith-016", "para.part", "¿Dónde es el congreso?", "El congreso se celebrará en Salamanca.",
            CONFERENCE, True),
    w.faith("es-faith-017", "para.combine", "¿Cuál es la historia de la panadería?",
            "La panadería que Lucía Fernández fundó en 1998 pasó en 2015 a manos de su sobrino Diego Ruiz.",
            BAKERY, True),
    w.faith("es-faith-018", "fmt.number", "¿Cuánto tarda el envío estándar?",
            "El envío estándar tarda 2 días laborables.", SHOP, True),
    w.faith("es-faith-019", "fmt.number", "¿Cómo es de grande el hotel Mirador?",
            "El hotel Mirador tiene 120 habitaciones repartidas en 6 plantas.", HOTEL, True),
    w.faith("es-faith-020", "fmt.number", "¿Cuántos libros puedo llevarme?",
            "Se pueden tomar prestados hasta 5 libros a la vez.", LIBRARY, True),
    w.faith("es-faith-021", "fmt.thousands", "¿Cuántos panes hornea la panadería?",
            "La panadería hornea unos 1200 panes al día.", BAKERY, True),
    w.faith("es-faith-022", "fmt.thousands", "¿Cuánto mide el recorrido?", "El recorrido es de unos 1270 km.",
            TRAIN, True),
    w.faith("es-faith-023", "fmt.scale", "¿Cuánto pesa el paquete?", "El paquete pesa 1800 gramos.", PARCEL,
            True),
    w.faith("es-faith-024", "fmt.scale", "¿Cuánto pagó Contoso?",
            "Contoso pagó 3,2 mil millones de euros por Northwind.", ACQUISITION, True),
    w.faith("es-faith-025", "fmt.date", "¿Cuándo es el congreso?", "El congreso se celebrará el 05/03/2024.",
            CONFERENCE, True),
    w.faith("es-faith-026", "fmt.date", "¿Cuándo se cierran las inscripciones?",
            "Las inscripciones se cierran el 2024-01-31.", CONFERENCE, True),
    w.faith("es-faith-027", "fmt.time", "¿A qué hora sale el tren nocturno?",
            "El tren nocturno sale de Madrid a las 9 de la noche.", TRAIN, True),
    w.faith("es-faith-028", "fmt.time", "¿A qué hora cierra el museo?",
            "El museo cierra a las 5 de la tarde.",
            MUSEUM, True),
    w.faith("es-faith-029", "fmt.unit", "¿Qué temperatura hará mañana en Sevilla?",
            "Mañana la temperatura máxima en Sevilla será de 35 grados centígrados.", WEATHER, True),
    w.faith("es-faith-030", "fmt.unit", "¿Cuánto mide el recorrido?",
            "El recorrido es de unos 1.270 kilómetros.",
            TRAIN, True),
    w.faith("es-faith-031", "fmt.abbrev", "¿Cuándo abrió la primera oficina en Estados Unidos?",
            "La empresa abrió su primera oficina en EE. UU. en 2012.", OFFICE, True),
    w.faith("es-faith-032", "fmt.abbrev", "¿Quién es la ponente principal?",
            "La ponente principal es la doctora María Santos.", CONFERENCE, True),
    w.faith("es-faith-033", "fmt.currency", "¿Cuánto cuesta el envío urgente?",
            "El envío urgente cuesta 15 euros.",
            SHOP, True),
    w.faith("es-faith-034", "fmt.currency", "¿Cuánto cuesta un retraso?",
            "Cada día de retraso cuesta 25 céntimos.",
            LIBRARY, True),
    w.faith("es-faith-035", "fmt.range", "¿Puedo teletrabajar?",
            "Los empleados pueden teletrabajar un máximo de 3 días por semana.", HR, True),
    w.faith("es-faith-036", "fmt.range", "¿Cuántos comprimidos puedo tomar?",
            "La dosis máxima es de 4 comprimidos en 24 horas.", TABLETS, True),
    w.faith("es-faith-037", "wrap.opener", "¿Cuándo abre el gimnasio?",
            "¡Claro! El gimnasio abre de 6:00 a 22:00 de lunes a viernes.", GYM, True),
    w.faith("es-faith-038", "wrap.opener", "¿Cuál es la capital de Australia?",
            "¡Buena pregunta! La capital de Australia es Canberra.", AUSTRALIA, True),
    w.faith("es-faith-039", "wrap.opener", "¿Cuánto cuesta el envío urgente?",
            "Según la información proporcionada, el envío urgente cuesta 15 €.", SHOP, True),
    w.faith("es-faith-040", "wrap.closer", "¿Cuánto dura un préstamo?",
            "El préstamo dura tres semanas. Espero que te sirva de ayuda.", LIBRARY, True),
    w.faith("es-faith-041", "wrap.attribution", "¿Puedo teletrabajar?",
            "Según la política de la empresa, los empleados pueden teletrabajar hasta tres días por semana.",
            HR, True),
    w.faith("es-faith-042", "wrap.hedge", "¿A qué hora es la salida?",
            "Que yo sepa, la salida es a las 11 de la mañana.", HOTEL, True),
    w.faith("es-faith-043", "wrap.question", "¿Cuándo es el desayuno?",
            "El desayuno se sirve de 7:00 a 10:30. ¿Quieres saber también la hora de salida?", HOTEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("es-faith-101", "value.number", "¿Cuántas habitaciones tiene el hotel?",
            "El hotel Mirador tiene 130 habitaciones.", HOTEL, False),
    w.faith("es-faith-102", "value.number", "¿Cuántos libros puedo llevarme?",
            "Se pueden tomar prestados hasta seis libros a la vez.", LIBRARY, False),
    w.faith("es-faith-103", "value.date", "¿Cuándo es el congreso?",
            "El congreso se celebrará el 3 de mayo de 2024.",
            CONFERENCE, False),
    w.faith("es-faith-104", "value.time", "¿A qué hora sale el tren nocturno?",
            "El tren nocturno sale de Madrid a las 9 de la mañana.", TRAIN, False),
    w.faith("es-faith-105", "value.time", "¿A qué hora sale el tren nocturno?",
            "El tren nocturno sale de Madrid a las 19:00.", TRAIN, False),
    w.faith("es-faith-106", "value.unit", "¿Cuánto pesa el paquete?", "El paquete pesa 180 gramos.", PARCEL,
            False),
    w.faith("es-faith-107", "value.currency", "¿Cuánto cuesta el envío urgente?",
            "El envío urgente cuesta 50 €.",
            SHOP, False),
    w.faith("es-faith-108", "value.currency", "¿Cuánto cuesta el envío urgente?",
            "El envío urgente cuesta 15 dólares.", SHOP, False),
    w.faith("es-faith-109", "role.swap", "¿Quién fundó la panadería?",
            "La panadería La Espiga fue fundada por Diego Ruiz.", BAKERY, False),
    w.faith("es-faith-110", "role.swap", "¿Dónde se celebró el campeonato de 2019?",
            "El campeonato de 2019 se celebró en Zaragoza.", CHAMPIONSHIP, False),
    w.faith("es-faith-111", "role.swap", "¿Quién compró a quién?", "Northwind compró Contoso en 2021.",
            ACQUISITION, False),
    w.faith("es-faith-112", "negation", "¿Puedo darme de baja?", "Los socios no pueden darse de baja.", GYM,
            False),
    w.faith("es-faith-113", "negation", "¿Puede entrar mi perro en el parque?",
            "Los perros no pueden entrar en el parque.", PARK, False),
    w.faith("es-faith-114", "antonym", "¿Abre el museo los lunes?", "El museo está abierto los lunes.",
            MUSEUM, False),
    w.faith("es-faith-115", "antonym", "¿A qué hora cierra el gimnasio?",
            "El gimnasio cierra a las 6:00 de lunes a viernes.", GYM, False),
    w.faith("es-faith-116", "modality", "¿Puedo teletrabajar?",
            "Los empleados deben teletrabajar tres días por semana.",
            HR, False),
    w.faith("es-faith-117", "modality", "¿Son obligatorios los cursos?",
            "Los cursos de formación son obligatorios para el personal nuevo.", HR, False),
    w.faith("es-faith-118", "quantifier", "¿Se usan tabletas en clase?", "Todas las clases usan tabletas.",
            SCHOOL, False),
    w.faith("es-faith-119", "quantifier", "¿Quién puede salir a la hora del almuerzo?",
            "Todos los alumnos pueden salir del centro a la hora del almuerzo.", SCHOOL, False),
    w.faith("es-faith-120", "direction", "¿Cuándo es gratis el envío?",
            "Los pedidos de menos de 50 € se envían gratis.",
            SHOP, False),
    w.faith("es-faith-121", "direction", "¿Quién entra gratis?",
            "Los niños mayores de 12 años entran gratis.",
            MUSEUM, False),
    w.faith("es-faith-122", "added.fact", "¿Cuándo abre el gimnasio?",
            "El gimnasio abre de 6:00 a 22:00 de lunes a viernes y de 8:00 a 20:00 los fines de semana.",
            GYM, False),
    w.faith("es-faith-123", "added.fact", "¿Cuánto cuesta el envío urgente?",
            "El envío urgente cuesta 15 € y llega al día siguiente.", SHOP, False),
    w.faith("es-faith-124", "added.entity", "¿Quién habla en el congreso?",
            "Los ponentes principales son la Dra. María Santos y el Dr. Pablo Gil.", CONFERENCE, False),
    w.faith("es-faith-125", "mixed", "¿Puedo renovar el préstamo?",
            "El préstamo dura tres semanas y se puede renovar dos veces por internet.", LIBRARY, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("es-ref-001", "refusal.plain", "¿Tiene piscina el hotel?",
              "Lo siento, no tengo esa información.",
              HOTEL, True),
    w.refusal("es-ref-002", "refusal.plain", "¿Hay aparcamiento en el museo?", "No lo sé.", MUSEUM, True),
    w.refusal("es-ref-003", "refusal.context", "¿Tiene piscina el hotel?",
              "Los documentos proporcionados no lo dicen.",
              HOTEL, True),
    w.refusal("es-ref-004", "refusal.context", "¿Hay aparcamiento en el museo?",
              "No puedo responder a eso con el contexto disponible.", MUSEUM, True),
    w.refusal("es-ref-005", "refusal.short", "¿Tiene piscina el hotel?", "Ni idea.", HOTEL, True),
    w.refusal("es-ref-006", "refusal.long", "¿Cuánto cuesta aparcar en el museo?",
              "Gracias por tu pregunta. Lamentablemente, los documentos de los que dispongo no mencionan las "
              "tarifas del aparcamiento del museo, así que no puedo decirte cuánto cuesta aparcar. Te "
              "recomiendo "
              "que te pongas en contacto directamente con el museo.", MUSEUM, True),
    w.refusal("es-ref-007", "refusal.hedged", "¿A qué hora abre la tienda?",
              "No estoy del todo seguro, pero la tienda abre a las 9.", STORE, False),
    w.refusal("es-ref-008", "refusal.hedged", "¿A qué hora es la salida?",
              "Si no me equivoco, la salida es a las 11 de la mañana.", HOTEL, False),
    w.refusal("es-ref-009", "refusal.partial", "¿A qué hora abre la tienda?",
              "Los documentos no mencionan los domingos, pero entre semana la tienda abre a las 9.", WEEKDAYS,
              False),
    w.refusal("es-ref-010", "refusal.partial", "¿Cuánto cuesta la entrada del museo?",
              "No tengo el precio para estudiantes, pero los adultos pagan 12 € y los menores de 12 años "
              "entran "
              "gratis.", MUSEUM, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("es-corr-001", "correct.wordy", "¿Quién fundó la tienda?",
              "La tienda fue fundada en 1998 por Lucía Fernández.", "Lucía Fernández.", True),
    w.correct("es-corr-002", "correct.short", "¿Cuál es la capital de Australia?", "Canberra.",
              "La capital de Australia es Canberra.", True),
    w.correct("es-corr-003", "correct.format", "¿Cuándo se celebra el congreso?", "El 05/03/2024.",
              "El 5 de marzo de 2024.", True),
    w.correct("es-corr-004", "correct.format", "¿A qué hora sale el tren nocturno?", "A las 9 de la noche.",
              "A las 21:00.", True),
    w.correct("es-corr-005", "wrong.value", "¿Cuántas habitaciones tiene el hotel Mirador?",
              "El hotel Mirador tiene 150 habitaciones.", "120 habitaciones.", False),
    w.correct("es-corr-006", "wrong.echo", "¿En qué ciudad se celebró el campeonato de 2019?",
              "El campeonato de 2019 se celebró en Zaragoza.", "En Bilbao.", False),
    w.correct("es-corr-007", "wrong.role", "¿Quién compró Northwind?", "Northwind compró Contoso.",
              "Contoso compró Northwind.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("es-rel-001", "relevant.direct", "¿Cuándo está cerrado el museo?", "Los lunes.", MUSEUM, True),
    w.relevant("es-rel-002", "relevant.yesno", "¿Pueden los empleados trabajar desde casa?",
               "Sí, hasta tres días por semana.", HR, True),
    w.relevant("es-rel-003", "offtopic.true", "¿Cuándo está cerrado el museo?",
               "El museo se construyó en 1894 y tiene una gran colección de pintura flamenca.", PAINTINGS,
               False),
    w.relevant("es-rel-004", "offtopic.other", "¿Cuánto cuesta la entrada del museo?",
               "Las entradas se pueden comprar por internet o en taquilla.", TICKETS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("es-diag-001", "diag.pass", "¿A qué hora abre el museo?",
           "El museo abre a las 9:30, de martes a domingo.", {"m1": MUSEUM}, ("m1",), "pass"),
    w.diag("es-diag-002", "diag.offtopic", "¿A qué hora abre el museo?",
           "La entrada cuesta 12 € para adultos.", {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("es-diag-003", "diag.unfaithful", "¿A qué hora abre el museo?", "El museo abre a las 8:00.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("es-diag-004", "diag.refused", "¿A qué hora es la salida?", "Lo siento, no tengo esa información.",
           {"h1": HOTEL}, ("h1",), "fix_generation"),
    w.diag("es-diag-005", "diag.missed", "¿Cuánto cuesta el envío urgente?", "No lo sé.", {"m1": MUSEUM},
           ("s1",), "fix_retrieval"),
    w.diag("es-diag-006", "diag.correct_refusal", "¿Hay aparcamiento en el museo?",
           "Los documentos no dicen nada sobre un aparcamiento en el museo.", {"m1": MUSEUM}, (),
           "correct_refusal"),
    w.diag("es-diag-007", "diag.should_refuse", "¿Hay aparcamiento en el museo?",
           "Sí, el museo tiene un aparcamiento subterráneo con 200 plazas.", {"m1": MUSEUM}, (),
           "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
