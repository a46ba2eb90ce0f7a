"""Spanish cases of set AF: a veterinary clinic, a railway museum and a language academy."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CLINICA = (
    "La clínica veterinaria Patitas atiende de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "La consulta general cuesta 35 € y la vacuna antirrábica, 28 €. "
    "La doctora Marta Quiroga se encarga de la cirugía, y el doctor Andrés Peña, de los animales exóticos. "
    "Para cualquier cirugía es obligatorio pedir cita previa."
)
MUSEO = (
    "El Museo del Ferrocarril de Villaverde ocupa la antigua estación de 1911 y exhibe 14 locomotoras de vapor. "
    "La entrada general cuesta 8 €, y los menores de 12 años entran gratis. "
    "El primer domingo de cada mes la entrada es gratuita para todo el mundo. "
    "El museo cierra los lunes."
)
ACADEMIA = (
    "La academia de idiomas Babel ofrece cursos de inglés, alemán y japonés en grupos de un máximo de 8 alumnos. "
    "Cada curso dura 12 semanas, con dos clases de 90 minutos por semana. "
    "La matrícula cuesta 60 € y la mensualidad, 95 €. "
    "El plazo de inscripción para el curso de otoño termina el 15 de septiembre."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # paráfrasis y formatos fieles
    w.faith("es-af-001", "para.reorder", "¿Cuánto cuesta entrar al museo?", "Los menores de 12 años entran gratis, y la entrada general cuesta 8 €.", MUSEO, True),
    w.faith("es-af-002", "para.passive", "¿Qué se puede ver en el museo?", "En el museo se exhiben 14 locomotoras de vapor.", MUSEO, True),
    w.faith("es-af-003", "para.synonym", "¿Cuántos alumnos hay por grupo?", "Los grupos tienen como mucho 8 estudiantes.", ACADEMIA, True),
    w.faith("es-af-004", "fmt.time", "¿Qué horario tiene la clínica los sábados?", "Los sábados atiende de 10 de la mañana a 2 de la tarde.", CLINICA, True),
    w.faith("es-af-005", "fmt.period", "¿Cómo son las clases en Babel?", "Hay dos clases semanales de hora y media cada una.", ACADEMIA, True),
    w.faith("es-af-006", "fmt.date", "¿Hasta cuándo puedo inscribirme en el curso de otoño?", "El plazo termina el 15/09.", ACADEMIA, True),
    w.faith("es-af-007", "fmt.currency", "¿Cuánto cuesta la matrícula?", "La matrícula cuesta 60 euros.", ACADEMIA, True),
    w.faith("es-af-008", "para.except", "¿Qué días abre el museo?", "El museo abre todos los días menos los lunes.", MUSEO, True),
    w.faith("es-af-009", "wrap.opener", "¿Cuánto cuesta una consulta general?", "¡Claro! La consulta general cuesta 35 €.", CLINICA, True),
    w.faith("es-af-010", "wrap.hedge", "¿Cuánto cuesta la vacuna antirrábica?", "Parece que la vacuna antirrábica cuesta 28 €.", CLINICA, True),
    w.faith("es-af-011", "fmt.number", "¿Cuánto dura cada curso?", "Cada curso dura doce semanas.", ACADEMIA, True),
    # un error claro en cada caso
    w.faith("es-af-012", "value.number", "¿Cuántas locomotoras exhibe el museo?", "El museo exhibe 18 locomotoras de vapor.", MUSEO, False),
    w.faith("es-af-013", "value.date", "¿De qué año es el edificio del museo?", "El museo ocupa la antigua estación de 1921.", MUSEO, False),
    w.faith("es-af-014", "value.currency", "¿Cuánto es la mensualidad?", "La mensualidad cuesta 85 €.", ACADEMIA, False),
    w.faith("es-af-015", "role.swap", "¿Quién se ocupa de la cirugía y quién de los animales exóticos?", "El doctor Andrés Peña se encarga de la cirugía, y la doctora Marta Quiroga, de los animales exóticos.", CLINICA, False),
    w.faith("es-af-016", "negation", "¿Los niños pagan entrada?", "Los menores de 12 años no entran gratis.", MUSEO, False),
    w.faith("es-af-017", "antonym", "¿Cómo son los grupos en Babel?", "Los grupos tienen un mínimo de 8 alumnos.", ACADEMIA, False),
    w.faith("es-af-018", "quantifier", "¿Hay días de entrada gratuita?", "Todos los domingos la entrada es gratuita para todo el mundo.", MUSEO, False),
    w.faith("es-af-019", "modality", "¿Hace falta pedir cita para una cirugía?", "Para una cirugía se puede pedir cita previa, aunque no es necesario.", CLINICA, False),
    w.faith("es-af-020", "direction", "¿Quién entra gratis al museo?", "Los mayores de 12 años entran gratis.", MUSEO, False),
    w.faith("es-af-021", "added.entity", "¿Qué idiomas se enseñan en Babel?", "La academia ofrece cursos de inglés, alemán, japonés y chino.", ACADEMIA, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-af-022", "refusal.plain", "¿La academia Babel tiene clases en línea?", "Lo siento, no puedo responder a esa pregunta.", ACADEMIA, True),
    w.refusal("es-af-023", "refusal.context", "¿La clínica atiende urgencias por la noche?", "La información disponible no dice nada sobre urgencias nocturnas.", CLINICA, True),
    w.refusal("es-af-024", "refusal.partial", "¿Cuánto cuesta la matrícula y hay descuento para estudiantes?", "La matrícula cuesta 60 €; sobre descuentos para estudiantes no se dice nada.", ACADEMIA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-af-025", "correct.wordy", "¿Qué día cierra el Museo del Ferrocarril de Villaverde?", "Si pensáis visitar el Museo del Ferrocarril de Villaverde, evitad el lunes, porque ese día está cerrado.", "Cierra los lunes.", True),
    w.correct("es-af-026", "correct.wordy", "¿Cuánto dura un curso en la academia Babel?", "En la academia Babel, cada curso se extiende a lo largo de doce semanas, con dos clases a la semana.", "Cada curso dura 12 semanas.", True),
    w.correct("es-af-027", "correct.format", "¿Cuánto cuesta la consulta general en Patitas?", "35 euros.", "La consulta general cuesta 35 €.", True),
    w.correct("es-af-028", "wrong.value", "¿Hasta qué día puedo inscribirme en el curso de otoño?", "Hasta el 30 de septiembre.", "Hasta el 15 de septiembre.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-af-029", "relevant.direct", "¿Qué me va a costar proteger a mi perro contra la rabia?", "La vacuna antirrábica cuesta 28 €.", CLINICA, True),
    w.relevant("es-af-030", "relevant.direct", "¿A qué hora puedo llevar al gato entre semana?", "De lunes a viernes atienden de 9:00 a 20:00.", CLINICA, True),
    w.relevant("es-af-031", "relevant.direct", "¿Cuántas máquinas de vapor se pueden ver en Villaverde?", "El museo exhibe 14 locomotoras de vapor.", MUSEO, True),
    w.relevant("es-af-032", "relevant.yesno", "¿Tengo que pagar la entrada de mi hijo de 8 años?", "No, los menores de 12 años entran gratis.", MUSEO, True),
    w.relevant("es-af-033", "offtopic.true", "¿Cuánto cuesta la mensualidad en la academia Babel?", "El plazo de inscripción para el curso de otoño termina el 15 de septiembre.", ACADEMIA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-af-034", "diag.pass", "¿Cuánto cuesta la entrada general del museo?", "La entrada general cuesta 8 €.", {"museo": MUSEO, "academia": ACADEMIA}, ("museo",), "pass"),
    w.diag("es-af-035", "diag.missed", "¿Cuánto cuesta la vacuna antirrábica en Patitas?", "No encuentro ese precio en la información disponible.", {"museo": MUSEO, "academia": ACADEMIA}, ("clinica",), "fix_retrieval"),
    w.diag("es-af-036", "diag.unfaithful", "¿Cuántos alumnos puede tener como máximo un grupo en Babel?", "Cada grupo puede tener hasta 12 alumnos.", {"academia": ACADEMIA, "clinica": CLINICA}, ("academia",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
