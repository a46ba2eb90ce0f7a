"""Spanish cases of set Y. Scenarios: the Los Pinos children's summer camp, the Radios y Piñones
bike workshop, a night photography course at Estudio Faro and the Villaserena museum pass."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CAMP = (
    "El campamento de verano Los Pinos acoge a niños de 6 a 11 años del 1 al 19 de julio de 2025. "
    "Los niños entran a las 9:00 y salen a las 14:30, de lunes a viernes. "
    "Cada semana cuesta 150 €, con la comida incluida. "
    "Cada niño debe llevar gorra y crema solar, y la directora es Lucía Ferrer."
)
BICI = (
    "El taller Radios y Piñones, en la calle Alcalá 210, cobra 35 € por una puesta a punto básica, que suele tardar 24 horas. "
    "Abre de martes a sábado, de 10:00 a 19:00. "
    "El mecánico jefe, Andrés Molina, se encarga de todas las revisiones de frenos hidráulicos."
)
FOTO = (
    "El curso de fotografía nocturna de Estudio Faro dura cuatro semanas y empieza el 3 de octubre. "
    "Las clases son los martes de 19:00 a 21:00, con un máximo de 10 alumnos. "
    "El curso cuesta 280 €, y la mitad se paga al inscribirse. "
    "El estudio presta los trípodes."
)
MUSEO = (
    "El Pase Museos de Villaserena cuesta 22 € y permite entrar en los siete museos municipales durante 3 días. "
    "Los menores de 10 años entran gratis. "
    "El pase incluye además un viaje en el autobús turístico, pero no las exposiciones temporales."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-y-001", "para.reorder", "¿Qué horario tiene el taller Radios y Piñones?", "De martes a sábado, el taller abre de 10:00 a 19:00.", BICI, True),
    w.faith("es-y-002", "para.passive", "¿Quién revisa los frenos hidráulicos en el taller?", "Todas las revisiones de frenos hidráulicos son realizadas por el mecánico jefe, Andrés Molina.", BICI, True),
    w.faith("es-y-003", "para.synonym", "¿Cuántos alumnos caben en el curso de fotografía nocturna?", "Como mucho, 10 alumnos.", FOTO, True),
    w.faith("es-y-004", "para.combine", "¿Cuánto cuesta el campamento y a qué hora entran los niños?", "Cada semana cuesta 150 € con la comida incluida, y los niños entran a las 9:00.", CAMP, True),
    w.faith("es-y-005", "fmt.time", "¿A qué hora son las clases del curso?", "Los martes, de 7 a 9 de la noche.", FOTO, True),
    w.faith("es-y-006", "fmt.share", "¿Cuánto hay que pagar al inscribirse en el curso?", "Al inscribirte pagas el 50 % de los 280 €.", FOTO, True),
    w.faith("es-y-007", "fmt.period", "¿Cuánto tarda una puesta a punto básica?", "Suele tardar un día.", BICI, True),
    w.faith("es-y-008", "fmt.date", "¿Qué fechas tiene el campamento Los Pinos?", "Del 01/07/2025 al 19/07/2025.", CAMP, True),
    w.faith("es-y-009", "fmt.abbrev", "¿Dónde está el taller Radios y Piñones?", "En la C/ Alcalá, 210.", BICI, True),
    w.faith("es-y-010", "wrap.closer", "¿Los niños pequeños pagan entrada en los museos?", "Los menores de 10 años entran gratis. ¡Que disfrutéis de la visita!", MUSEO, True),
    # one clear error each
    w.faith("es-y-011", "value.number", "¿En cuántos museos se puede entrar con el pase?", "Con el pase se puede entrar en los nueve museos municipales.", MUSEO, False),
    w.faith("es-y-012", "value.date", "¿Cuándo empieza el curso de fotografía nocturna?", "El curso empieza el 13 de octubre.", FOTO, False),
    w.faith("es-y-013", "value.time", "¿A qué hora salen los niños del campamento?", "Los niños salen a las 15:30.", CAMP, False),
    w.faith("es-y-014", "value.currency", "¿Cuánto cuesta la puesta a punto básica?", "La puesta a punto básica cuesta 45 €.", BICI, False),
    w.faith("es-y-015", "negation", "¿El pase incluye las exposiciones temporales?", "Sí, el pase incluye también las exposiciones temporales.", MUSEO, False),
    w.faith("es-y-016", "antonym", "¿Cuántos alumnos admite el curso?", "Hay un mínimo de 10 alumnos.", FOTO, False),
    w.faith("es-y-017", "modality", "¿Hay que llevar gorra al campamento?", "No es obligatorio; cada niño puede llevar gorra si quiere.", CAMP, False),
    w.faith("es-y-018", "quantifier", "¿Quién se encarga de los frenos hidráulicos?", "Andrés Molina se encarga solo de algunas de las revisiones de frenos hidráulicos.", BICI, False),
    w.faith("es-y-019", "value.except", "¿Qué días abre el taller?", "Abre todos los días excepto el domingo.", BICI, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-y-020", "refusal.short", "¿El taller vende bicicletas eléctricas?", "No lo sé.", BICI, True),
    w.refusal("es-y-021", "refusal.context", "¿El campamento Los Pinos tiene piscina?", "En la información disponible no se dice nada sobre una piscina.", CAMP, True),
    w.refusal("es-y-022", "refusal.partial", "¿Cuánto cuesta el curso y dónde está el Estudio Faro?", "La dirección no aparece en el texto, pero el curso cuesta 280 €.", FOTO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-y-023", "correct.wordy", "¿Cuánto tarda la puesta a punto básica?", "Si la dejas en Radios y Piñones, normalmente la tienes lista en unas 24 horas.", "Unas 24 horas.", True),
    w.correct("es-y-024", "correct.wordy", "¿Quién dirige el campamento Los Pinos?", "Al frente del campamento está Lucía Ferrer, que es la directora.", "Lucía Ferrer.", True),
    w.correct("es-y-025", "correct.format", "¿Cuánto cuesta el Pase Museos de Villaserena?", "22 €.", "22 euros.", True),
    w.correct("es-y-026", "wrong.value", "¿Cuántos alumnos admite como máximo el curso?", "Admite hasta 15 alumnos.", "Un máximo de 10 alumnos.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-y-027", "relevant.direct", "¿Qué me cobran por poner a punto mi bici?", "35 €.", BICI, True),
    w.relevant("es-y-028", "relevant.direct", "¿Qué día arranca el curso de fotografía nocturna?", "El 3 de octubre.", FOTO, True),
    w.relevant("es-y-029", "relevant.direct", "¿En cuántos museos puedo entrar con el pase?", "En siete.", MUSEO, True),
    w.relevant("es-y-030", "relevant.yesno", "¿Mi hijo de 8 años paga entrada en los museos?", "No, los menores de 10 entran gratis.", MUSEO, True),
    w.relevant("es-y-031", "offtopic.true", "¿A qué hora salen los niños del campamento?", "Cada semana de campamento cuesta 150 €, con la comida incluida.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-y-032", "diag.pass", "¿Qué día de la semana son las clases del curso de fotografía nocturna?", "Las clases son los martes, de 19:00 a 21:00.", {"foto": FOTO, "museo": MUSEO}, ("foto",), "pass"),
    w.diag("es-y-033", "diag.missed", "¿Cuánto cuesta el Pase Museos de Villaserena?", "No encuentro el precio del pase en los documentos.", {"camp": CAMP, "bici": BICI}, ("museo",), "fix_retrieval"),
    w.diag("es-y-034", "diag.correct_refusal", "¿Hay descuento para hermanos en el campamento Los Pinos?", "La información no menciona ningún descuento para hermanos.", {"camp": CAMP}, (), "correct_refusal"),
    w.diag("es-y-035", "diag.unfaithful", "¿Cuánto tarda la puesta a punto básica?", "Suele tardar una semana.", {"bici": BICI}, ("bici",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
