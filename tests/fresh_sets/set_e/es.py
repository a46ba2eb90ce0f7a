"""Fresh set E, Spanish: a gym chain, an online shop's returns, a company history, a
parking garage, a nursery school, a hospital, a marathon and a phone plan, with Spanish
number, money and time formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

GYM = (
    "La cadena de gimnasios VitalFit cuenta con 20 centros en Andalucía. "
    "La cuota mensual es de 34,90 € e incluye acceso a todas las clases dirigidas. "
    "Los gimnasios abren todos los días de 7:00 a 23:00, excepto los domingos, cuando cierran a las 15:00. "
    "Los socios pueden congelar su cuota hasta dos meses al año."
)
SHOP = (
    "En TiendaSol, los productos pueden devolverse en un plazo de dos semanas desde la entrega. "
    "Los artículos deben estar sin usar y en su embalaje original. "
    "El reembolso se realiza en un máximo de 10 días hábiles. "
    "Los productos de higiene personal no admiten devolución."
)
COMPANY = (
    "Construcciones Ortega fue fundada en 1975 por Luis Ortega y Carmen Ruiz. "
    "En 1999, la empresa compró la cantera El Robledal a Áridos del Norte. "
    "En 2018, Sofía Ortega sucedió a su padre, Luis Ortega, en la presidencia."
)
PARKING = (
    "El aparcamiento municipal de la Plaza Mayor tiene 850 plazas en cuatro plantas. "
    "La tarifa es de 2,20 € por hora y 18 € por día completo. "
    "Está abierto de lunes a sábado de 7:00 a 23:00. "
    "Los vehículos de más de 2,5 toneladas no pueden entrar."
)
KINDER = (
    "La escuela infantil Los Pinos acoge a niños de 1 a 3 años. "
    "El horario es de 8:00 a 16:00, de lunes a viernes. "
    "La matrícula cuesta 120 € y la cuota mensual, 350 €. "
    "Los padres deben avisar antes de las 9:00 si el niño no va a asistir."
)
HOSPITAL = (
    "El horario de visitas del Hospital San Rafael es de 12:00 a 20:00 todos los días. "
    "Cada paciente puede recibir un máximo de dos visitas a la vez. "
    "Los menores de 14 años deben ir acompañados de un adulto."
)
MARATHON = (
    "El Maratón de Valencia se celebrará el domingo 7 de diciembre. "
    "La salida será a las 8:15 desde la Avenida del Puerto. "
    "La inscripción cuesta 70 € y se cierra el 15 de noviembre. "
    "El tiempo máximo para completar la carrera es de seis horas."
)
PHONE = (
    "La tarifa Móvil 50 incluye 50 GB de datos y llamadas ilimitadas por 25 € al mes. "
    "La permanencia es de 12 meses. "
    "La portabilidad es gratuita y se completa en un plazo de 24 horas."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-e-001", "para.reorder", "¿Cuál es el horario de visitas del hospital?", "Todos los días, de 12:00 a 20:00, es el horario de visitas del Hospital San Rafael.", HOSPITAL, True),
    w.faith("es-e-002", "para.synonym", "¿Cuántos centros tiene VitalFit?", "VitalFit dispone de 20 gimnasios en Andalucía.", GYM, True),
    w.faith("es-e-003", "fmt.range", "¿Qué horario tiene la escuela infantil?", "De lunes a viernes, 8:00–16:00.", KINDER, True),
    w.faith("es-e-004", "fmt.period", "¿Cuánto tiempo tengo para devolver un producto?", "Tienes 14 días desde la entrega para devolverlo.", SHOP, True),
    w.faith("es-e-005", "fmt.number", "¿Cuántas plantas tiene el aparcamiento?", "El aparcamiento de la Plaza Mayor tiene 4 plantas.", PARKING, True),
    w.faith("es-e-006", "para.passive", "¿Quién fundó Construcciones Ortega?", "Luis Ortega y Carmen Ruiz fundaron Construcciones Ortega en 1975.", COMPANY, True),
    w.faith("es-e-007", "wrap.question", "¿Cuánto cuesta la tarifa Móvil 50?", "La tarifa Móvil 50 cuesta 25 € al mes. ¿Quieres que te cuente también qué incluye?", PHONE, True),
    w.faith("es-e-008", "wrap.attribution", "¿Cuándo es el maratón?", "Según la información de la organización, el Maratón de Valencia se celebrará el domingo 7 de diciembre.", MARATHON, True),
    w.faith("es-e-009", "value.date", "¿Hasta cuándo puedo inscribirme en el maratón?", "La inscripción se cierra el 25 de noviembre.", MARATHON, False),
    w.faith("es-e-010", "value.number", "¿Cuántas plazas tiene el aparcamiento?", "El aparcamiento tiene 580 plazas.", PARKING, False),
    w.faith("es-e-011", "negation", "¿La portabilidad es gratuita?", "No, la portabilidad no es gratuita.", PHONE, False),
    w.faith("es-e-012", "value.except", "¿Qué horario tienen los gimnasios?", "Los gimnasios abren todos los días de 7:00 a 23:00, excepto los sábados, cuando cierran a las 15:00.", GYM, False),
    w.faith("es-e-013", "added.entity", "¿Quién fundó Construcciones Ortega?", "Construcciones Ortega fue fundada en 1975 por Luis Ortega, Carmen Ruiz y Javier Molina.", COMPANY, False),
    w.faith("es-e-014", "mixed", "¿Cuánto cuesta la escuela infantil?", "La matrícula cuesta 120 € y la cuota mensual es de 300 €.", KINDER, False),
    w.faith("es-e-015", "modality", "¿Tengo que avisar si mi hijo no va a ir?", "Avisar es opcional: los padres pueden hacerlo si quieren, pero no es obligatorio.", KINDER, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-e-016", "refusal.plain", "¿El hospital tiene aparcamiento para visitas?", "No lo sé.", HOSPITAL, True),
    w.refusal("es-e-017", "refusal.hedged", "¿Cuánto dura la permanencia?", "No estoy del todo seguro, pero parece que la permanencia es de 12 meses.", PHONE, False),
    w.refusal("es-e-018", "refusal.long", "¿VitalFit tiene piscina?", "Lo siento, pero no puedo responder a esa pregunta con la información disponible. Los documentos hablan del número de centros, de la cuota mensual, del horario y de la posibilidad de congelar la cuota, pero no mencionan si los gimnasios tienen piscina. Te recomiendo consultarlo directamente en tu centro.", GYM, True),
]

CORRECTNESS: list[Case] = [
    w.correct("es-e-019", "correct.wordy", "¿A quién compró la empresa la cantera El Robledal?", "Según la historia de la empresa, en 1999 Construcciones Ortega adquirió la cantera El Robledal, y la vendedora fue Áridos del Norte.", "A Áridos del Norte.", True),
    w.correct("es-e-020", "wrong.echo", "¿Cuánto cuesta la inscripción al Maratón de Valencia?", "La inscripción al Maratón de Valencia tiene un precio que conviene consultar antes de inscribirse.", "Cuesta 70 €.", False),
    w.correct("es-e-021", "correct.format", "¿A qué hora es la salida del maratón?", "A las ocho y cuarto de la mañana.", "La salida es a las 8:15.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("es-e-022", "relevant.direct", "¿Cuánto tardan en devolverme el dinero?", "El reembolso se realiza en un máximo de 10 días hábiles.", SHOP, True),
    w.relevant("es-e-023", "offtopic.other", "¿Cuántos datos incluye la tarifa Móvil 50?", "El autobús urbano de la línea 5 pasa cada diez minutos.", PHONE, False),
    w.relevant("es-e-024", "offtopic.true", "¿Cuántas visitas puede recibir un paciente a la vez?", "Los menores de 14 años deben ir acompañados de un adulto.", HOSPITAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-e-025", "diag.pass", "¿Hay límite de peso para entrar en el aparcamiento?", "Sí, los vehículos de más de 2,5 toneladas no pueden entrar.", {"es-park": PARKING, "es-gym": GYM}, ("es-park",), "pass"),
    w.diag("es-e-026", "diag.missed", "¿Cuál es el horario de visitas del Hospital San Rafael?", "Lo siento, no encuentro información sobre el horario de visitas.", {"es-shop": SHOP, "es-phone": PHONE}, ("es-hosp",), "fix_retrieval"),
    w.diag("es-e-027", "diag.correct_refusal", "¿La escuela infantil Los Pinos tiene servicio de comedor?", "La información disponible no dice si Los Pinos tiene servicio de comedor.", {"es-kinder": KINDER}, (), "correct_refusal"),
    w.diag("es-e-028", "diag.unfaithful", "¿Cuál es el tiempo máximo para terminar el maratón?", "El tiempo máximo para completar la carrera es de cinco horas.", {"es-mar": MARATHON}, ("es-mar",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
