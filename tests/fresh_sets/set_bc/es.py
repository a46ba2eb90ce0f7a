"""Spanish cases of set BC. Scenarios: a ski school's beginner classes, a sailing club's
introductory course and a farm shop selling honey and cheese."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ESQUI = (
    "La escuela de esquí Cumbre Blanca imparte clases para principiantes de lunes a viernes, de 10:00 a 13:00. "
    "Cada grupo tiene como máximo siete alumnos, y los niños deben tener al menos seis años. "
    "El bono de cinco clases cuesta 175 euros e incluye el alquiler del casco. "
    "La monitora de principiantes es Lucía Ferrer y el jefe de pistas es Andrés Molina."
)
VELA = (
    "El Club Náutico Las Gaviotas ofrece un curso de iniciación a la vela del 3 al 7 de julio por 210 euros. "
    "Para apuntarse hay que saber nadar, y los chalecos salvavidas los pone el club. "
    "En cada barco van un instructor y dos alumnos."
)
GRANJA = (
    "La tienda de la granja El Robledal vende el kilo de miel a 12 euros. "
    "Abre todos los días menos el lunes, de 9:00 a 14:00. "
    "Tres cuartas partes de los quesos que vende se elaboran en la propia granja. "
    "Los pedidos de más de 40 euros se envían gratis a cualquier pueblo de la comarca."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("es-bc-001", "para.reorder", "¿Cuándo son las clases para principiantes?", "De 10:00 a 13:00, de lunes a viernes, se imparten las clases para principiantes.", ESQUI, True),
    w.faith("es-bc-002", "fmt.time", "¿A qué hora empiezan las clases de esquí?", "Empiezan a las diez de la mañana.", ESQUI, True),
    w.faith("es-bc-003", "fmt.share", "¿Qué parte de los quesos se hace en la granja?", "El 75 % de los quesos que vende la tienda se elabora en la propia granja.", GRANJA, True),
    w.faith("es-bc-004", "para.except", "¿Qué días abre la tienda?", "Abre de martes a domingo.", GRANJA, True),
    w.faith("es-bc-005", "fmt.date", "¿Cuándo es el curso de vela?", "Va del 3/7 al 7/7.", VELA, True),
    w.faith("es-bc-006", "para.synonym", "¿Quién pone los chalecos salvavidas?", "Los chalecos salvavidas los proporciona el club.", VELA, True),
    w.faith("es-bc-007", "wrap.attribution", "¿Cuánto cuesta el bono de cinco clases?", "Según la escuela, el bono de cinco clases cuesta 175 euros e incluye el alquiler del casco.", ESQUI, True),
    w.faith("es-bc-008", "fmt.currency", "¿A cuánto está la miel?", "El kilo de miel sale a 12 €.", GRANJA, True),
    w.faith("es-bc-009", "wrap.hedge", "¿Cuánto cuesta el curso de vela?", "Creo que el curso de iniciación cuesta 210 euros.", VELA, True),
    # one clear error
    w.faith("es-bc-010", "value.number", "¿Cuántos alumnos hay como máximo por grupo?", "Como máximo hay nueve alumnos por grupo.", ESQUI, False),
    w.faith("es-bc-011", "value.date", "¿Cuándo es el curso de vela?", "El curso es del 3 al 7 de junio.", VELA, False),
    w.faith("es-bc-012", "role.swap", "¿Quién es quién en la escuela de esquí?", "Andrés Molina es el monitor de principiantes y Lucía Ferrer es la jefa de pistas.", ESQUI, False),
    w.faith("es-bc-013", "negation", "¿El bono incluye el casco?", "No, el bono no incluye el alquiler del casco.", ESQUI, False),
    w.faith("es-bc-014", "antonym", "¿Qué pedidos se envían gratis?", "Los pedidos de menos de 40 euros se envían gratis.", GRANJA, False),
    w.faith("es-bc-015", "modality", "¿Es obligatorio saber nadar para el curso?", "No es obligatorio, aunque conviene saber nadar.", VELA, False),
    w.faith("es-bc-016", "quantifier", "¿De dónde son los quesos de la tienda?", "Todos los quesos que vende la tienda se elaboran en la granja.", GRANJA, False),
    w.faith("es-bc-017", "added.entity", "¿Quién va en cada barco?", "En cada barco van un instructor, dos alumnos y un patrón del club.", VELA, False),
    w.faith("es-bc-018", "value.time", "¿Hasta qué hora abre la tienda?", "Abre hasta las 15:00.", GRANJA, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bc-019", "refusal.plain", "¿La escuela de esquí alquila botas?", "Lo siento, no lo sé.", ESQUI, True),
    w.refusal("es-bc-020", "refusal.context", "¿El club náutico tiene duchas?", "La información disponible no menciona si el club tiene duchas.", VELA, True),
    w.refusal("es-bc-021", "refusal.partial", "¿Cuánto cuesta la miel y se puede pagar con tarjeta?", "El kilo de miel cuesta 12 euros; sobre el pago con tarjeta no encuentro información.", GRANJA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bc-022", "correct.wordy", "¿Cuánto cuesta el curso de iniciación a la vela?", "Apuntarse al curso de iniciación del Club Náutico Las Gaviotas cuesta en total 210 euros.", "210 euros.", True),
    w.correct("es-bc-023", "correct.wordy", "¿Qué días abre la tienda de la granja?", "La tienda de El Robledal abre sus puertas toda la semana, con la única excepción de los lunes.", "Todos los días excepto el lunes.", True),
    w.correct("es-bc-024", "correct.short", "¿Cuántos alumnos van en cada barco?", "Dos.", "En cada barco van dos alumnos.", True),
    w.correct("es-bc-025", "wrong.value", "¿Cuánto cuesta el bono de cinco clases?", "El bono de cinco clases cuesta 150 euros.", "175 euros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bc-026", "relevant.direct", "¿Qué precio tiene la miel?", "12 euros el kilo.", GRANJA, True),
    w.relevant("es-bc-027", "relevant.direct", "¿Con qué edad puede empezar mi hija?", "A partir de los seis años.", ESQUI, True),
    w.relevant("es-bc-028", "relevant.direct", "¿En qué fechas puedo aprender a navegar?", "Del 3 al 7 de julio.", VELA, True),
    w.relevant("es-bc-029", "relevant.yesno", "¿Puedo comprar queso un lunes?", "No, los lunes la tienda está cerrada.", GRANJA, True),
    w.relevant("es-bc-030", "offtopic.true", "¿A qué hora empiezan las clases de esquí?", "El bono de cinco clases cuesta 175 euros.", ESQUI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bc-031", "diag.pass", "¿A qué hora abre la tienda de la granja?", "Abre a las 9:00.",
           {"granja-horario": "La tienda de la granja El Robledal abre todos los días menos el lunes, de 9:00 a 14:00.",
            "granja-miel": "La tienda vende el kilo de miel a 12 euros."},
           ("granja-horario",), "pass"),
    w.diag("es-bc-032", "diag.missed", "¿Cuánto cuesta el curso de vela?", "Lo siento, no tengo información sobre el precio del curso.",
           {"vela-chalecos": "Para apuntarse hay que saber nadar, y los chalecos salvavidas los pone el club.",
            "vela-barcos": "En cada barco van un instructor y dos alumnos."},
           ("vela-curso",), "fix_retrieval"),
    w.diag("es-bc-033", "diag.correct_refusal", "¿La escuela de esquí tiene guardería?", "En los documentos no se menciona ninguna guardería.",
           {"esqui-clases": "La escuela de esquí Cumbre Blanca imparte clases para principiantes de lunes a viernes, de 10:00 a 13:00.",
            "esqui-bono": "El bono de cinco clases cuesta 175 euros e incluye el alquiler del casco."},
           (), "correct_refusal"),
    w.diag("es-bc-034", "diag.unfaithful", "¿Cuántos alumnos tiene como máximo cada grupo de esquí?", "Cada grupo tiene como máximo doce alumnos.",
           {"esqui-grupos": "Cada grupo tiene como máximo siete alumnos, y los niños deben tener al menos seis años."},
           ("esqui-grupos",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
