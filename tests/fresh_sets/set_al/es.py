"""Spanish cases of set AL: a surf school, a dental clinic and a municipal market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Brava, en la playa de Somo, ofrece clases de iniciación de dos horas a las 10:00 y a las 16:30. "
    "Cada clase cuesta 35 € e incluye tabla y neopreno. "
    "Los grupos son de ocho alumnos como máximo y es obligatorio saber nadar."
)
DENTAL = (
    "La Clínica Dental Sonrisa atiende de lunes a jueves de 9:00 a 20:00 y los viernes de 9:00 a 14:00. "
    "Una limpieza dental cuesta 45 € y la primera consulta es gratuita. "
    "Las citas se pueden cancelar sin coste hasta 24 horas antes."
)
MERCADO = (
    "El Mercado de San Telmo tiene 64 puestos repartidos en dos plantas. "
    "Abre de martes a sábado de 8:00 a 14:30, y el segundo domingo de cada mes organiza un mercadillo de antigüedades. "
    "La pescadería de Carmen Ruiz está en la planta baja, junto a la entrada norte."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-al-001", "para.synonym", "¿Qué incluye la clase de surf?", "El precio incluye la tabla y el traje de neopreno.", SURF, True),
    w.faith("es-al-002", "para.nominal", "¿Cuánto cuesta una limpieza en la Clínica Sonrisa?", "El precio de una limpieza dental es de 45 €.", DENTAL, True),
    w.faith("es-al-003", "fmt.time", "¿A qué hora es la clase de la tarde?", "A las 4:30 de la tarde.", SURF, True),
    w.faith("es-al-004", "fmt.currency", "¿Cuánto cuesta una clase de surf?", "Cada clase sale por 35 euros.", SURF, True),
    w.faith("es-al-005", "para.relative", "¿Dónde está la pescadería de Carmen Ruiz?", "La pescadería de Carmen Ruiz, que está en la planta baja, queda junto a la entrada norte.", MERCADO, True),
    w.faith("es-al-006", "fmt.period", "¿Cuándo se organiza el mercadillo de antigüedades?", "Una vez al mes, el segundo domingo.", MERCADO, True),
    w.faith("es-al-007", "para.pronoun", "¿Cuánto dura una clase de iniciación?", "Cada una dura dos horas.", SURF, True),
    w.faith("es-al-008", "wrap.question", "¿Se puede cancelar una cita en la clínica?", "¿Necesitas cancelar? Puedes hacerlo sin coste hasta 24 horas antes.", DENTAL, True),
    w.faith("es-al-009", "fmt.number", "¿Cuántos puestos tiene el mercado?", "El mercado tiene sesenta y cuatro puestos.", MERCADO, True),
    # one clear error each
    w.faith("es-al-010", "value.number", "¿Cuántos alumnos hay por grupo?", "Los grupos son de diez alumnos como máximo.", SURF, False),
    w.faith("es-al-011", "value.time", "¿Qué horario tiene la clínica los viernes?", "Los viernes la clínica atiende de 9:00 a 16:00.", DENTAL, False),
    w.faith("es-al-012", "antonym", "¿Cuánto cuesta la primera consulta?", "La primera consulta es de pago.", DENTAL, False),
    w.faith("es-al-013", "negation", "¿Hay que saber nadar para apuntarse?", "No es obligatorio saber nadar.", SURF, False),
    w.faith("es-al-014", "direction", "¿Hasta cuándo se puede cancelar una cita sin coste?", "Las citas se pueden cancelar sin coste hasta 24 horas después.", DENTAL, False),
    w.faith("es-al-015", "role.swap", "¿Cuánto cuestan la limpieza y la primera consulta?", "La primera consulta cuesta 45 € y la limpieza dental es gratuita.", DENTAL, False),
    w.faith("es-al-016", "quantifier", "¿Cuándo hay mercadillo de antigüedades?", "El mercadillo de antigüedades se celebra todos los domingos.", MERCADO, False),
    w.faith("es-al-017", "added.fact", "¿Qué incluye la clase de surf?", "Cada clase cuesta 35 € e incluye tabla, neopreno y un seguro de accidentes.", SURF, False),
]

REFUSAL = [
    w.refusal("es-al-018", "refusal.plain", "¿La escuela de surf alquila tablas sin clase?", "Lo siento, no lo sé.", SURF, True),
    w.refusal("es-al-019", "refusal.context", "¿La clínica trabaja con seguros médicos?", "El texto proporcionado no dice nada sobre seguros médicos.", DENTAL, True),
    w.refusal("es-al-020", "refusal.hedged", "¿Cuántos puestos tiene el mercado?", "No estoy del todo seguro, pero parece que tiene 64 puestos.", MERCADO, False),
]

CORRECTNESS = [
    w.correct("es-al-021", "correct.wordy", "¿A qué hora abre el mercado?", "El Mercado de San Telmo abre sus puertas a las ocho de la mañana, de martes a sábado.", "A las 8:00.", True),
    w.correct("es-al-022", "correct.wordy", "¿Cuánto dura una clase de iniciación de surf?", "Las clases de iniciación de Ola Brava duran dos horas, tanto la de la mañana como la de la tarde.", "Dos horas.", True),
    w.correct("es-al-023", "correct.short", "¿Cuánto cuesta una limpieza dental en la Clínica Sonrisa?", "45 €.", "Una limpieza dental cuesta 45 €.", True),
    w.correct("es-al-024", "wrong.value", "¿Hasta qué hora atiende la clínica los viernes?", "Hasta las 20:00.", "Hasta las 14:00.", False),
]

RELEVANCY = [
    w.relevant("es-al-025", "relevant.direct", "¿Dónde compro pescado en San Telmo?", "En el puesto de Carmen Ruiz, en la planta baja, junto a la entrada norte.", MERCADO, True),
    w.relevant("es-al-026", "relevant.direct", "¿Qué días me puede ver el dentista?", "De lunes a viernes; los viernes, solo hasta las 14:00.", DENTAL, True),
    w.relevant("es-al-027", "relevant.direct", "¿Cuánto tengo que pagar para aprender a surfear?", "35 € por clase, con tabla y neopreno incluidos.", SURF, True),
    w.relevant("es-al-028", "relevant.yesno", "¿El mercado abre los lunes?", "No, los lunes está cerrado.", MERCADO, True),
    w.relevant("es-al-029", "offtopic.true", "¿A qué hora son las clases de surf?", "Es obligatorio saber nadar.", SURF, False),
]

DIAGNOSIS = [
    w.diag("es-al-030", "diag.pass", "¿Se puede cancelar una cita en la clínica sin pagar?", "Sí, sin coste hasta 24 horas antes de la cita.", {"dental": DENTAL, "mercado": MERCADO}, ("dental",), "pass"),
    w.diag("es-al-031", "diag.missed", "¿Dónde está la escuela de surf Ola Brava?", "No encuentro esa información en los documentos.", {"mercado": MERCADO, "dental": DENTAL}, ("surf",), "fix_retrieval"),
    w.diag("es-al-032", "diag.unfaithful", "¿Cuántos puestos tiene el Mercado de San Telmo?", "Tiene 46 puestos repartidos en dos plantas.", {"mercado": MERCADO}, ("mercado",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
