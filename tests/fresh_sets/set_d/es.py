"""Fresh set D, Spanish: plain cases with Spanish number, money, date and time formats
(3,5 kg, 0,18 €, 12 de septiembre), written from the phenomena without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

POWER = (
    "Energía Clara factura a sus clientes cada dos meses. El kWh cuesta 0,18 € y el término fijo es de 5 € "
    "al mes. La mitad de la energía que vende procede de parques solares."
)
POST = (
    "Correos Rápido entrega en 48 horas los paquetes de hasta 3,5 kg. Enviar un paquete nacional cuesta "
    "7,90 €. Las oficinas abren de lunes a viernes de 9:00 a 20:00."
)
FAMILY = (
    "La bodega Hermanos Ruiz fue fundada en 1948 por Antonio Ruiz en Logroño. En 1975, su hija Carmen tomó "
    "las riendas de la bodega. Carmen se casó con el enólogo Luis Ortega en 1970."
)
CAR = (
    "Los socios de MueveCar pagan 0,29 € por minuto de conducción. Se puede aparcar en cualquier zona de "
    "la ciudad excepto en el centro histórico. Los conductores deben tener al menos 21 años."
)
CAMP = (
    "El campamento Los Pinos acoge a niños de 8 a 14 años. Cada turno dura 15 días y cuesta 950 €. Todos "
    "los niños deben llevar su propio saco de dormir."
)
THEATRE = (
    "El Teatro Alameda estrena «La casa de Bernarda Alba» el 12 de septiembre de 2025. Hay funciones de "
    "miércoles a domingo a las 20:30. La obra está dirigida por Marta Salas."
)
SOLAR = (
    "SolNorte instala placas solares en viviendas de toda Galicia. Un sistema de 8 placas se instala en un "
    "día. Las placas tienen una garantía de 25 años."
)
BAKERY = (
    "La cadena Horno Dorado tiene 60 panaderías en España y 12 en Estados Unidos. Todas sus tiendas abren "
    "a las 7:00."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "es-d-001", "para.synonym",
        "¿Cuánto tarda SolNorte en instalar un sistema de 8 placas?",
        "SolNorte monta un sistema de 8 placas en un día.",
        SOLAR, True,
    ),
    w.faith(
        "es-d-002", "para.pronoun",
        "¿Con quién se casó Carmen?",
        "Se casó con el enólogo Luis Ortega en 1970.",
        FAMILY, True,
    ),
    w.faith(
        "es-d-003", "fmt.date",
        "¿Cuándo se estrena «La casa de Bernarda Alba» en el Teatro Alameda?",
        "La obra se estrena el 12/09/2025.",
        THEATRE, True,
    ),
    w.faith(
        "es-d-004", "fmt.unit",
        "¿En cuánto tiempo entrega Correos Rápido un paquete?",
        "Correos Rápido entrega en 48 horas los paquetes de hasta 3,5 kilogramos.",
        POST, True,
    ),
    w.faith(
        "es-d-005", "fmt.abbrev",
        "¿Cuántas panaderías tiene Horno Dorado en Estados Unidos?",
        "Horno Dorado tiene 12 panaderías en EE. UU.",
        BAKERY, True,
    ),
    w.faith(
        "es-d-006", "fmt.share",
        "¿De dónde procede la energía de Energía Clara?",
        "El 50 % de la energía que vende Energía Clara procede de parques solares.",
        POWER, True,
    ),
    w.faith(
        "es-d-007", "wrap.question",
        "¿Cuánto cuesta el campamento Los Pinos?",
        "Cada turno del campamento Los Pinos cuesta 950 €. ¿Quiere saber también qué edades se admiten?",
        CAMP, True,
    ),
    w.faith(
        "es-d-008", "para.except",
        "¿Puedo aparcar un coche de MueveCar en el centro histórico?",
        "No, en el centro histórico no se puede aparcar.",
        CAR, True,
    ),
    w.faith(
        "es-d-009", "value.date",
        "¿Cuándo se fundó la bodega Hermanos Ruiz?",
        "La bodega Hermanos Ruiz fue fundada en 1958 por Antonio Ruiz.",
        FAMILY, False,
    ),
    w.faith(
        "es-d-010", "quantifier",
        "¿Qué tienen que llevar los niños al campamento?",
        "Solo algunos niños tienen que llevar su propio saco de dormir.",
        CAMP, False,
    ),
    w.faith(
        "es-d-011", "value.except",
        "¿Dónde puedo aparcar un coche de MueveCar?",
        "Puede aparcarlo en el centro histórico.",
        CAR, False,
    ),
    w.faith(
        "es-d-012", "mixed",
        "¿Qué días hay funciones en el Teatro Alameda?",
        "Hay funciones de miércoles a domingo a las 20:30, y también los lunes a las 18:00.",
        THEATRE, False,
    ),
    w.faith(
        "es-d-013", "added.entity",
        "¿Dónde trabaja SolNorte?",
        "SolNorte instala placas solares en viviendas de toda Galicia y Asturias.",
        SOLAR, False,
    ),
    w.faith(
        "es-d-014", "value.unit",
        "¿Cuánto es el término fijo de Energía Clara?",
        "El término fijo es de 5 € al día.",
        POWER, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "es-d-015", "refusal.context",
        "¿Correos Rápido envía paquetes al extranjero?",
        "La información proporcionada no dice nada sobre envíos al extranjero, así que no puedo responder.",
        POST, True,
    ),
    w.refusal(
        "es-d-016", "refusal.short",
        "¿Cuántos empleados tiene SolNorte?",
        "Ni idea.",
        SOLAR, True,
    ),
    w.refusal(
        "es-d-017", "refusal.partial",
        "¿A qué hora empiezan las funciones y cuánto cuestan las entradas?",
        "Las funciones empiezan a las 20:30; el documento no indica el precio de las entradas.",
        THEATRE, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "es-d-018", "correct.short",
        "¿Quién fundó la bodega Hermanos Ruiz?",
        "Antonio Ruiz.",
        "La bodega Hermanos Ruiz fue fundada en 1948 por Antonio Ruiz en Logroño.",
        True,
    ),
    w.correct(
        "es-d-019", "wrong.value",
        "¿Cuánto cuesta el kWh en Energía Clara?",
        "El kWh cuesta 0,28 €.",
        "0,18 €",
        False,
    ),
    w.correct(
        "es-d-020", "wrong.echo",
        "¿A qué hora abren las tiendas de Horno Dorado?",
        "Las tiendas de Horno Dorado abren a la hora a la que abren las tiendas de Horno Dorado.",
        "A las 7:00.",
        False,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "es-d-021", "relevant.direct",
        "¿Qué edad tienen que tener los niños del campamento Los Pinos?",
        "Entre 8 y 14 años.",
        CAMP, True,
    ),
    w.relevant(
        "es-d-022", "relevant.yesno",
        "¿Tengo que tener 21 años para conducir un MueveCar?",
        "Sí, como mínimo 21.",
        CAR, True,
    ),
    w.relevant(
        "es-d-023", "offtopic.other",
        "¿Cuánto tarda en llegar un paquete de Correos Rápido?",
        "Las oficinas abren de lunes a viernes de 9:00 a 20:00.",
        POST, False,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "es-d-024", "diag.pass",
        "¿Cuándo se estrena «La casa de Bernarda Alba»?",
        "Se estrena el 12 de septiembre de 2025 en el Teatro Alameda.",
        {"teatro-1": THEATRE, "panaderia-1": BAKERY},
        ("teatro-1",), "pass",
    ),
    w.diag(
        "es-d-025", "diag.offtopic",
        "¿Cuánto cuesta enviar un paquete nacional con Correos Rápido?",
        "Las oficinas abren de lunes a viernes de 9:00 a 20:00.",
        {"correos-1": POST},
        ("correos-1",), "fix_generation",
    ),
    w.diag(
        "es-d-026", "diag.missed",
        "¿Cuánto dura la garantía de las placas de SolNorte?",
        "No encuentro esa información en los documentos disponibles.",
        {"bodega-1": FAMILY, "correos-1": POST},
        ("solar-1",), "fix_retrieval",
    ),
    w.diag(
        "es-d-027", "diag.should_refuse",
        "¿Horno Dorado vende pan sin gluten?",
        "Sí, todas las tiendas de Horno Dorado venden pan sin gluten.",
        {"panaderia-1": BAKERY},
        (), "should_refuse",
    ),
    w.diag(
        "es-d-028", "diag.correct_refusal",
        "¿El campamento Los Pinos tiene piscina?",
        "Lo siento, la información disponible no dice si el campamento tiene piscina.",
        {"campamento-1": CAMP},
        (), "correct_refusal",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
