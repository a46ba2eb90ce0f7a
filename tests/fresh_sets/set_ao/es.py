"""Spanish cases of set AO: a dance academy, a rural guesthouse and a village swimming pool."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAILE = (
    "La academia de baile Compás, en la calle Almendros 14, ofrece clases de salsa los martes y jueves de 19:00 a 20:30. "
    "La cuota mensual es de 45 euros y la primera clase es gratuita. "
    "Los grupos tienen un máximo de 20 alumnos y las clases las imparte la profesora Marisol Ortega."
)
CASA = (
    "La casa rural El Encinar está a 3 kilómetros del pueblo de Valdelobos y tiene seis habitaciones dobles. "
    "La noche cuesta 70 euros por habitación, con desayuno incluido. "
    "No se admiten mascotas y la entrada es a partir de las 16:00. "
    "Los dueños son Ramón Gil y su hija Elena."
)
PISCINA = (
    "La piscina municipal de Valdelobos abre del 15 de junio al 15 de septiembre, todos los días de 11:00 a 20:00. "
    "La entrada cuesta 3 euros para adultos y 1,50 euros para menores de 14 años. "
    "Los lunes por la mañana la piscina se reserva para cursos de natación."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ao-001", "para.synonym", "¿Hay que pagar la primera clase?", "La primera clase no se cobra.", BAILE, True),
    w.faith("es-ao-002", "para.combine", "¿Cuándo y dónde son las clases de salsa?", "Son los martes y jueves de 19:00 a 20:30 en la academia Compás, en la calle Almendros 14.", BAILE, True),
    w.faith("es-ao-003", "para.capital", "¿Quién imparte las clases de salsa?", "Las imparte la profesora MARISOL ORTEGA.", BAILE, True),
    w.faith("es-ao-004", "fmt.time", "¿A partir de qué hora se puede entrar en la casa rural?", "La entrada es a partir de las cuatro de la tarde.", CASA, True),
    w.faith("es-ao-005", "fmt.unit", "¿A qué distancia del pueblo está la casa rural?", "Está a 3 km de Valdelobos.", CASA, True),
    w.faith("es-ao-006", "fmt.currency", "¿Cuánto pagan los menores de 14 años en la piscina?", "Los menores de 14 años pagan 1,50 €.", PISCINA, True),
    w.faith("es-ao-007", "fmt.date", "¿Cuándo abre la piscina?", "La piscina abre del 15/6 al 15/9, todos los días de 11:00 a 20:00.", PISCINA, True),
    w.faith("es-ao-008", "para.part", "¿Cuántas habitaciones tiene la casa rural?", "Tiene seis habitaciones dobles.", CASA, True),
    w.faith("es-ao-009", "wrap.opener", "¿Cuánto es la cuota mensual de la academia?", "¡Claro! La cuota mensual es de 45 euros.", BAILE, True),
    w.faith("es-ao-010", "value.number", "¿Cuántas habitaciones tiene la casa rural?", "La casa rural tiene ocho habitaciones dobles.", CASA, False),
    w.faith("es-ao-011", "value.time", "¿A qué hora terminan las clases de salsa?", "Las clases de salsa terminan a las 21:30.", BAILE, False),
    w.faith("es-ao-012", "value.date", "¿Desde cuándo abre la piscina?", "La piscina abre a partir del 1 de junio.", PISCINA, False),
    w.faith("es-ao-013", "value.currency", "¿Cuánto cuesta la noche en la casa rural?", "La noche cuesta 90 euros por habitación, con desayuno incluido.", CASA, False),
    w.faith("es-ao-014", "negation", "¿El desayuno está incluido?", "El desayuno no está incluido en el precio de la habitación.", CASA, False),
    w.faith("es-ao-015", "role.swap", "¿Quiénes son los dueños de la casa rural?", "Los dueños son Elena Gil y su hijo Ramón.", CASA, False),
    w.faith("es-ao-016", "quantifier", "¿Cuántos alumnos hay por grupo?", "Los grupos tienen un mínimo de 20 alumnos.", BAILE, False),
    w.faith("es-ao-017", "modality", "¿Se puede ir con mascotas a la casa rural?", "Se recomienda no llevar mascotas, aunque están permitidas.", CASA, False),
    w.faith("es-ao-018", "added.entity", "¿Quién da las clases de salsa?", "Las clases las imparten Marisol Ortega y Javier Ruiz.", BAILE, False),
]

REFUSAL = [
    w.refusal("es-ao-019", "refusal.plain", "¿La casa rural tiene piscina propia?", "Lo siento, no sé si la casa rural tiene piscina propia.", CASA, True),
    w.refusal("es-ao-020", "refusal.long", "¿Hay aparcamiento cerca de la academia?", "Lamentablemente, la información de la que dispongo sobre la academia Compás no dice nada sobre aparcamiento, así que no puedo confirmarte si hay plazas cerca.", BAILE, True),
    w.refusal("es-ao-021", "refusal.hedged", "¿Cuánto cuesta la entrada de adulto a la piscina?", "No estoy del todo seguro, pero parece que son 3 euros.", PISCINA, False),
]

CORRECTNESS = [
    w.correct("es-ao-022", "correct.wordy", "¿Quiénes son los dueños de El Encinar?", "La casa rural El Encinar es propiedad de Ramón Gil y de su hija Elena.", "Ramón Gil y su hija Elena.", True),
    w.correct("es-ao-023", "correct.wordy", "¿Cuánto cuesta la cuota mensual de salsa?", "Si te apuntas a salsa en la academia Compás, pagarás una cuota de 45 euros cada mes.", "45 euros.", True),
    w.correct("es-ao-024", "correct.format", "¿A qué hora empiezan las clases de salsa?", "A las siete de la tarde.", "A las 19:00.", True),
    w.correct("es-ao-025", "wrong.value", "¿Cuántos alumnos puede tener como máximo un grupo?", "Un máximo de 12 alumnos.", "20 alumnos.", False),
]

RELEVANCY = [
    w.relevant("es-ao-026", "relevant.direct", "¿Qué me costará dormir una noche en El Encinar?", "70 euros la habitación, desayuno incluido.", CASA, True),
    w.relevant("es-ao-027", "relevant.direct", "¿En qué época del año se puede ir a la piscina?", "Desde el 15 de junio hasta el 15 de septiembre.", PISCINA, True),
    w.relevant("es-ao-028", "relevant.direct", "¿Cómo puedo probar la salsa sin pagar?", "Apúntate a la primera clase, que es gratuita.", BAILE, True),
    w.relevant("es-ao-029", "relevant.yesno", "¿Puedo llevar a mi perro a la casa rural?", "No, allí no se admiten mascotas.", CASA, True),
    w.relevant("es-ao-030", "offtopic.true", "¿A qué hora cierra la piscina?", "Los lunes por la mañana la piscina se reserva para cursos de natación.", PISCINA, False),
]

DIAGNOSIS = [
    w.diag("es-ao-031", "diag.pass", "¿Cuánto pagan los adultos en la piscina municipal?", "Los adultos pagan 3 euros.", {"piscina": PISCINA, "casa": CASA}, ("piscina",), "pass"),
    w.diag("es-ao-032", "diag.missed", "¿Qué días hay clases de salsa en Compás?", "Las clases de salsa son los lunes y miércoles.", {"casa": CASA, "piscina": PISCINA}, ("baile",), "fix_retrieval"),
    w.diag("es-ao-033", "diag.correct_refusal", "¿La academia Compás da clases de tango?", "Los documentos no mencionan clases de tango.", {"baile": BAILE}, (), "correct_refusal"),
    w.diag("es-ao-034", "diag.offtopic", "¿A qué hora se puede entrar en la casa rural?", "La casa rural El Encinar tiene seis habitaciones dobles.", {"casa": CASA}, ("casa",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
