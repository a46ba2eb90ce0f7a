"""Spanish cases of set AJ: a surf school, a dance academy and a fruit stall in a market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Brava, en Zarautz, ofrece cursillos de cinco días de lunes a viernes. "
    "Cada clase dura dos horas y el cursillo completo cuesta 150 €, con tabla y neopreno incluidos. "
    "Los alumnos deben tener al menos 8 años. "
    "El monitor Iker Etxeberria da las clases de la mañana y su hermana Ane imparte las de la tarde."
)
BAILE = (
    "La academia de baile Compás abre de lunes a sábado, excepto los miércoles, de 17:00 a 22:00. "
    "La cuota mensual es de 45 € por una clase semanal y de 70 € por dos. "
    "Las clases de salsa tienen un máximo de doce parejas, y la matrícula, de 20 €, se paga una sola vez."
)
MERCADO = (
    "El puesto de frutas de Rosario, en el Mercado de San Telmo, vende naranjas a 1,80 € el kilo. "
    "Abre de martes a sábado de 8:00 a 14:00. "
    "Los pedidos de más de 30 € se llevan a domicilio sin coste dentro del barrio. "
    "Desde octubre, el precio de las fresas ha subido un 10 %."
)

# fmt: off
FAITHFULNESS = [
    # paráfrasis y formatos fieles
    w.faith("es-aj-001", "para.reorder", "¿Cuánto cuesta el cursillo de surf?", "Con tabla y neopreno incluidos, el cursillo completo cuesta 150 €.", SURF, True),
    w.faith("es-aj-002", "para.passive", "¿Quién da las clases de la mañana?", "Las clases de la mañana son impartidas por el monitor Iker Etxeberria.", SURF, True),
    w.faith("es-aj-003", "para.synonym", "¿Qué edad mínima piden?", "Los alumnos tienen que tener como mínimo 8 años.", SURF, True),
    w.faith("es-aj-004", "para.relative", "¿Quién da las clases de la tarde?", "Ane, que es la hermana de Iker, imparte las clases de la tarde.", SURF, True),
    w.faith("es-aj-005", "para.except", "¿Qué días abre la academia?", "La academia abre de lunes a sábado, aunque los miércoles permanece cerrada.", BAILE, True),
    w.faith("es-aj-006", "fmt.time", "¿En qué horario abre la academia?", "Abre de 5 de la tarde a 10 de la noche.", BAILE, True),
    w.faith("es-aj-007", "fmt.currency", "¿A cuánto están las naranjas?", "Las naranjas cuestan 1,80 euros el kilo.", MERCADO, True),
    w.faith("es-aj-008", "fmt.period", "¿Cuánto cuesta una clase a la semana?", "Son 45 € al mes por una clase cada semana.", BAILE, True),
    w.faith("es-aj-009", "wrap.opener", "¿Cuánto es la matrícula?", "¡Claro! La matrícula cuesta 20 € y se paga una sola vez.", BAILE, True),
    w.faith("es-aj-010", "wrap.closer", "¿Cuándo abre el puesto de Rosario?", "El puesto abre de martes a sábado de 8:00 a 14:00. ¡Espero que te sirva!", MERCADO, True),
    # un error claro
    w.faith("es-aj-011", "value.number", "¿Cuántas parejas caben en una clase de salsa?", "Las clases de salsa admiten hasta quince parejas.", BAILE, False),
    w.faith("es-aj-012", "value.time", "¿A qué hora cierra el puesto?", "El puesto cierra a las 15:00.", MERCADO, False),
    w.faith("es-aj-013", "value.currency", "¿Cuánto cuestan dos clases semanales?", "La cuota por dos clases semanales es de 80 € al mes.", BAILE, False),
    w.faith("es-aj-014", "role.swap", "¿Quién da cada clase de surf?", "Ane da las clases de la mañana e Iker las de la tarde.", SURF, False),
    w.faith("es-aj-015", "negation", "¿Qué incluye el cursillo?", "El cursillo de 150 € no incluye la tabla ni el neopreno.", SURF, False),
    w.faith("es-aj-016", "direction", "¿Ha cambiado el precio de las fresas?", "Desde octubre, el precio de las fresas ha bajado un 10 %.", MERCADO, False),
    w.faith("es-aj-017", "quantifier", "¿Llevan los pedidos a casa?", "Todos los pedidos, sean del importe que sean, se llevan a domicilio sin coste.", MERCADO, False),
    w.faith("es-aj-018", "added.fact", "¿Cuánto es la matrícula?", "La matrícula, de 20 €, se paga una sola vez e incluye una camiseta de la academia.", BAILE, False),
    w.faith("es-aj-019", "antonym", "¿Qué edad hay que tener para el cursillo?", "Los alumnos deben tener como máximo 8 años.", SURF, False),
    w.faith("es-aj-020", "value.except", "¿Qué días abre la academia?", "La academia abre de lunes a sábado, excepto los jueves.", BAILE, False),
]

REFUSAL = [
    w.refusal("es-aj-021", "refusal.plain", "¿Tiene aparcamiento la escuela de surf?", "Lo siento, no sé si la escuela tiene aparcamiento.", SURF, True),
    w.refusal("es-aj-022", "refusal.short", "¿Tiene aparcamiento la escuela de surf?", "No tengo esa información.", SURF, True),
    w.refusal("es-aj-023", "refusal.hedged", "¿Cuánto dura cada clase de surf?", "No estoy del todo seguro, pero creo que cada clase dura dos horas.", SURF, False),
]

CORRECTNESS = [
    w.correct("es-aj-024", "correct.wordy", "¿Cuánto cuesta la matrícula de la academia?", "Para apuntarte en la academia Compás tienes que pagar una matrícula de 20 €, y solo una vez.", "20 €", True),
    w.correct("es-aj-025", "correct.wordy", "¿Cuántos días dura el cursillo de surf?", "El cursillo de Ola Brava se reparte en cinco jornadas, de lunes a viernes.", "Cinco días", True),
    w.correct("es-aj-026", "correct.format", "¿A qué hora abre la academia?", "17:00 h.", "A las cinco de la tarde", True),
    w.correct("es-aj-027", "wrong.value", "¿A cuánto está el kilo de naranjas?", "El kilo de naranjas cuesta 2,80 €.", "1,80 €", False),
]

RELEVANCY = [
    w.relevant("es-aj-028", "relevant.direct", "¿Dónde está el puesto de Rosario?", "En el Mercado de San Telmo.", MERCADO, True),
    w.relevant("es-aj-029", "relevant.direct", "¿Qué me cuesta aprender a surfear una semana?", "150 € el cursillo completo, con material.", SURF, True),
    w.relevant("es-aj-030", "relevant.direct", "¿Cuándo puedo ir a comprar fruta?", "De martes a sábado, de 8:00 a 14:00.", MERCADO, True),
    w.relevant("es-aj-031", "relevant.yesno", "¿Me traen el pedido a casa si gasto 40 €?", "Sí, por encima de 30 € el envío es gratis dentro del barrio.", MERCADO, True),
    w.relevant("es-aj-032", "offtopic.true", "¿Cuántas parejas caben en una clase de salsa?", "La matrícula, de 20 €, se paga una sola vez.", BAILE, False),
]

DIAGNOSIS = [
    w.diag("es-aj-033", "diag.pass", "¿Qué edad mínima hay que tener para el cursillo?", "Hay que tener al menos 8 años.", {"surf-cursos": SURF, "baile-cuotas": BAILE}, ("surf-cursos",), "pass"),
    w.diag("es-aj-034", "diag.missed", "¿Cuánto cuestan las naranjas?", "En los documentos recuperados no aparece el precio de las naranjas.", {"surf-cursos": SURF, "baile-cuotas": BAILE}, ("mercado-frutas",), "fix_retrieval"),
    w.diag("es-aj-035", "diag.correct_refusal", "¿La academia de baile ofrece clases de tango?", "La información disponible no menciona clases de tango, así que no puedo confirmarlo.", {"baile-cuotas": BAILE}, (), "correct_refusal"),
    w.diag("es-aj-036", "diag.unfaithful", "¿Cuánto cuesta el cursillo de surf?", "El cursillo cuesta 180 €.", {"surf-cursos": SURF}, ("surf-cursos",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
