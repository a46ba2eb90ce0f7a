"""Spanish cases of set AW: a surf school, a neighbourhood urban garden, a book fair and a
municipal outdoor swimming pool."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Norte, en la playa de Somo, ofrece cursos de cinco días, de lunes a viernes. "
    "Cada clase dura dos horas y el curso cuesta 140 euros, con tabla y neopreno incluidos. "
    "Los grupos son de seis alumnos como máximo por monitor. "
    "Para apuntarse hay que tener al menos diez años."
)
HUERTO = (
    "El huerto urbano del barrio de Delicias reparte 40 parcelas de 20 metros cuadrados entre los vecinos. "
    "La cuota es de 30 euros al año y el riego está incluido. "
    "Está prohibido usar pesticidas químicos. "
    "Las solicitudes se entregan en el centro cívico hasta el 31 de enero."
)
FERIA = (
    "La Feria del Libro de Alcalá se celebra del 2 al 11 de mayo en el paseo del Val. "
    "Las casetas abren de 11:00 a 14:00 y de 17:30 a 21:30 todos los días, excepto el lunes 5, cuando solo abren por la tarde. "
    "Este año participan 62 casetas, y la escritora Lucía Ferrán inaugura la feria."
)
PISCINA = (
    "La piscina municipal de Valdehierro abre del 15 de junio al 7 de septiembre, de 11:00 a 20:30. "
    "La entrada cuesta 4 euros para adultos y 2,50 euros para menores de 14 años; los mayores de 65 entran gratis. "
    "El bono de 20 baños cuesta 60 euros."
)

# fmt: off
FAITHFULNESS = [
    # respuestas fieles
    w.faith("es-aw-001", "para.passive", "¿Quién inaugura la Feria del Libro?", "La feria es inaugurada por la escritora Lucía Ferrán.", FERIA, True),
    w.faith("es-aw-002", "para.synonym", "¿Se pueden usar pesticidas químicos en el huerto?", "No, en el huerto no están permitidos los pesticidas químicos.", HUERTO, True),
    w.faith("es-aw-003", "fmt.unit", "¿Qué tamaño tienen las parcelas del huerto?", "Cada parcela mide 20 m².", HUERTO, True),
    w.faith("es-aw-004", "fmt.date", "¿Cuándo abre la piscina municipal?", "Abre del 15/06 al 07/09, de 11:00 a 20:30.", PISCINA, True),
    w.faith("es-aw-005", "fmt.time", "¿A qué hora cierra la piscina?", "Cierra a las ocho y media de la tarde.", PISCINA, True),
    w.faith("es-aw-006", "fmt.number", "¿Cuántos alumnos hay por monitor en Ola Norte?", "Como máximo, 6 alumnos por monitor.", SURF, True),
    w.faith("es-aw-007", "para.except", "¿Qué horario tienen las casetas de la feria?", "Abren de 11:00 a 14:00 y de 17:30 a 21:30; el único día sin horario de mañana es el lunes 5.", FERIA, True),
    w.faith("es-aw-008", "wrap.attribution", "¿Cuánto cuesta la cuota del huerto?", "Según la información del huerto, la cuota es de 30 euros al año, con el riego incluido.", HUERTO, True),
    w.faith("es-aw-009", "wrap.closer", "¿Cuánto cuesta el bono de la piscina?", "El bono de 20 baños cuesta 60 euros. ¡Que disfrutes del verano!", PISCINA, True),
    # respuestas con un solo error
    w.faith("es-aw-010", "value.number", "¿Cuántas casetas participan en la feria?", "Este año participan 52 casetas.", FERIA, False),
    w.faith("es-aw-011", "value.time", "¿A qué hora abre la piscina?", "La piscina abre a las 10:00.", PISCINA, False),
    w.faith("es-aw-012", "value.date", "¿Hasta cuándo se pueden entregar las solicitudes del huerto?", "Hasta el 31 de marzo, en el centro cívico.", HUERTO, False),
    w.faith("es-aw-013", "negation", "¿Está incluido el riego en la cuota del huerto?", "No, el riego no está incluido en la cuota.", HUERTO, False),
    w.faith("es-aw-014", "antonym", "¿Cuántos alumnos hay por monitor en la escuela de surf?", "Los grupos tienen como mínimo seis alumnos por monitor.", SURF, False),
    w.faith("es-aw-015", "modality", "¿Qué edad hay que tener para el curso de surf?", "Se recomienda tener diez años, pero no es obligatorio.", SURF, False),
    w.faith("es-aw-016", "quantifier", "¿Qué días hay clase de surf?", "Hay clase todos los días de la semana, sábado y domingo incluidos.", SURF, False),
    w.faith("es-aw-017", "direction", "¿Quién entra gratis en la piscina?", "Entran gratis los menores de 65 años.", PISCINA, False),
    w.faith("es-aw-018", "added.fact", "¿Dónde está la escuela de surf Ola Norte?", "Está en la playa de Somo y tiene aparcamiento gratuito para los alumnos.", SURF, False),
    w.faith("es-aw-019", "value.except", "¿Qué día no abren las casetas por la mañana?", "Abren por la mañana todos los días excepto el sábado 10.", FERIA, False),
]

REFUSAL = [
    w.refusal("es-aw-020", "refusal.plain", "¿Hay socorrista en la piscina?", "Lo siento, no lo sé.", PISCINA, True),
    w.refusal("es-aw-021", "refusal.context", "¿Se pueden tener gallinas en el huerto?", "La información que tengo no dice nada sobre tener gallinas en el huerto.", HUERTO, True),
    w.refusal("es-aw-022", "refusal.partial", "¿Cuánto cuesta el curso de surf y cuándo empieza?", "El curso cuesta 140 euros; la fecha de inicio no aparece en la información.", SURF, False),
]

CORRECTNESS = [
    w.correct("es-aw-023", "correct.wordy", "¿Cuánto dura cada clase de surf?", "En la escuela Ola Norte, cada una de las clases del curso tiene una duración de dos horas.", "Dos horas.", True),
    w.correct("es-aw-024", "correct.wordy", "¿Dónde se celebra la Feria del Libro de Alcalá?", "Las casetas de la feria se instalan en el paseo del Val, del 2 al 11 de mayo.", "En el paseo del Val.", True),
    w.correct("es-aw-025", "correct.short", "¿Cuánto pagan los menores de 14 años en la piscina?", "2,50 €.", "La entrada para menores de 14 años cuesta 2,50 euros.", True),
    w.correct("es-aw-026", "wrong.value", "¿Cuánto cuesta la cuota anual del huerto?", "La cuota es de 50 euros al año.", "30 euros al año.", False),
]

RELEVANCY = [
    w.relevant("es-aw-027", "relevant.direct", "¿Dónde tengo que presentar la solicitud de parcela?", "En el centro cívico, como tarde el 31 de enero.", HUERTO, True),
    w.relevant("es-aw-028", "relevant.direct", "¿Qué me costaría bañarme veinte veces en la piscina?", "Con el bono, 60 euros.", PISCINA, True),
    w.relevant("es-aw-029", "relevant.direct", "¿Quién abre la feria este año?", "La escritora Lucía Ferrán.", FERIA, True),
    w.relevant("es-aw-030", "relevant.yesno", "¿Puede apuntarse al curso de surf mi hijo de ocho años?", "No, la edad mínima son diez años.", SURF, True),
    w.relevant("es-aw-031", "offtopic.true", "¿Cuánto cuesta el curso de surf?", "Los grupos son de seis alumnos como máximo por monitor.", SURF, False),
]

DIAGNOSIS = [
    w.diag("es-aw-032", "diag.pass", "¿Cuántas parcelas tiene el huerto de Delicias?", "El huerto tiene 40 parcelas de 20 metros cuadrados.", {"huerto": HUERTO, "piscina": PISCINA}, ("huerto",), "pass"),
    w.diag("es-aw-033", "diag.missed", "¿Cuántas casetas participan en la Feria del Libro?", "Participan unas 30 casetas.", {"surf": SURF, "huerto": HUERTO}, ("feria-libro",), "fix_retrieval"),
    w.diag("es-aw-034", "diag.correct_refusal", "¿La escuela de surf alquila tablas sin hacer el curso?", "La información disponible no indica si se pueden alquilar tablas sin hacer el curso.", {"surf": SURF}, (), "correct_refusal"),
    w.diag("es-aw-035", "diag.unfaithful", "¿Hasta cuándo abre la piscina este verano?", "La piscina abre hasta el 31 de agosto.", {"piscina": PISCINA}, ("piscina",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
