"""Spanish cases of set W: a language academy, an intercity bus line, a science museum and an
electronics repair shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ACADEMIA = "La academia Palabra Viva ofrece cursos de inglés, alemán y francés por las tardes. Cada curso dura 16 semanas, con dos clases de 60 minutos a la semana. Los grupos tienen como máximo 9 alumnos, y la matrícula de 50 € se devuelve si el curso se cancela."
BUS = "La línea 42 de Autocares Sierra Azul une Villanueva con el Hospital del Carmen cada 30 minutos en días laborables. El billete sencillo cuesta 1,75 €, y los menores de 4 años viajan gratis. Todos los autobuses de la línea tienen rampa para sillas de ruedas, salvo el servicio nocturno."
MUSEO = "El Museo de la Ciencia de Valdeluz recibió 640.000 visitantes en 2024, frente a 510.000 el año anterior. La sesión del planetario dura 45 minutos y empieza cada hora en punto. La entrada es gratuita para los socios, y la mitad de las salas son interactivas."
TALLER = "El taller Chispa repara móviles, portátiles y consolas. Cambiar la batería de un móvil cuesta 65 € y suele llevar una hora. Todas las reparaciones tienen tres meses de garantía, y el diagnóstico es gratis si se acepta el presupuesto."

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-w-001", "para.reorder", "¿Qué idiomas se enseñan en Palabra Viva?", "Por las tardes, Palabra Viva ofrece cursos de francés, alemán e inglés.", ACADEMIA, True),
    w.faith("es-w-002", "para.passive", "¿Qué pasa con la matrícula si se cancela el curso?", "Si el curso se cancela, la academia devuelve los 50 € de la matrícula.", ACADEMIA, True),
    w.faith("es-w-003", "para.synonym", "¿Cuántos alumnos caben en un grupo de Palabra Viva?", "Cada grupo admite un máximo de 9 alumnos.", ACADEMIA, True),
    w.faith("es-w-004", "fmt.thousands", "¿Cuántos visitantes tuvo el museo en 2024?", "Recibió 640 000 visitantes.", MUSEO, True),
    w.faith("es-w-005", "fmt.share", "¿Cuántas salas del museo son interactivas?", "El 50 % de las salas son interactivas.", MUSEO, True),
    w.faith("es-w-006", "fmt.period", "¿Con qué frecuencia pasa la línea 42 entre semana?", "En días laborables pasa dos veces por hora.", BUS, True),
    w.faith("es-w-007", "fmt.unit", "¿Cuánto dura la sesión del planetario?", "Dura tres cuartos de hora.", MUSEO, True),
    w.faith("es-w-008", "para.except", "¿Tienen rampa todos los autobuses de la línea 42?", "Sí, todos menos el servicio nocturno.", BUS, True),
    w.faith("es-w-009", "wrap.opener", "¿Cuánto cuesta cambiar la batería de un móvil en Chispa?", "¡Claro! Cambiar la batería de un móvil en Chispa cuesta 65 €.", TALLER, True),
    w.faith("es-w-010", "wrap.attribution", "¿Cuánto dura la garantía de las reparaciones en Chispa?", "Según la información del taller, todas las reparaciones tienen tres meses de garantía.", TALLER, True),
    # one clear error each
    w.faith("es-w-011", "value.number", "¿Cuántas semanas dura cada curso en Palabra Viva?", "Cada curso dura 18 semanas.", ACADEMIA, False),
    w.faith("es-w-012", "value.currency", "¿Cuánto cuesta el billete sencillo de la línea 42?", "El billete sencillo cuesta 1,75 dólares.", BUS, False),
    w.faith("es-w-013", "value.unit", "¿Cuánto dura la garantía de las reparaciones en Chispa?", "Todas las reparaciones tienen tres semanas de garantía.", TALLER, False),
    w.faith("es-w-014", "direction", "¿Cómo cambió el número de visitantes del museo en 2024?", "Las visitas bajaron de 640.000 a 510.000.", MUSEO, False),
    w.faith("es-w-015", "negation", "¿Es gratis el diagnóstico en Chispa si acepto el presupuesto?", "No, el diagnóstico se cobra aunque se acepte el presupuesto.", TALLER, False),
    w.faith("es-w-016", "antonym", "¿Quién viaja gratis en la línea 42?", "Los mayores de 4 años viajan gratis.", BUS, False),
    w.faith("es-w-017", "quantifier", "¿Son interactivas las salas del museo?", "Sí, todas las salas son interactivas.", MUSEO, False),
    w.faith("es-w-018", "added.fact", "¿Cuánto tarda el cambio de batería de un móvil en Chispa?", "Suele llevar una hora, y te prestan un móvil mientras esperas.", TALLER, False),
    w.faith("es-w-019", "value.except", "¿Tiene rampa el servicio nocturno de la línea 42?", "Sí, todos los autobuses de la línea, incluido el nocturno, tienen rampa.", BUS, False),
]

REFUSAL = [
    w.refusal("es-w-020", "refusal.plain", "¿Tiene cafetería el Museo de la Ciencia de Valdeluz?", "Lo siento, no lo sé.", MUSEO, True),
    w.refusal("es-w-021", "refusal.context", "¿Quién da las clases de alemán en Palabra Viva?", "El texto proporcionado no menciona a los profesores, así que no puedo responder.", ACADEMIA, True),
    w.refusal("es-w-022", "refusal.hedged", "¿Cuánto cuesta la matrícula en Palabra Viva?", "No estoy del todo seguro, pero parece que la matrícula cuesta 50 €.", ACADEMIA, False),
]

CORRECTNESS = [
    w.correct("es-w-023", "correct.wordy", "¿Cada cuánto pasa la línea 42 en días laborables?", "En días laborables, los autobuses de la línea 42 salen con una frecuencia de uno cada treinta minutos.", "Cada 30 minutos.", True),
    w.correct("es-w-024", "correct.format", "¿Cuántos visitantes recibió el museo en 2023?", "510 mil visitantes.", "510.000 visitantes.", True),
    w.correct("es-w-025", "wrong.value", "¿Cuánto cuesta cambiar la batería de un móvil en Chispa?", "95 €.", "65 €.", False),
]

RELEVANCY = [
    w.relevant("es-w-026", "relevant.direct", "¿A qué hora puedo entrar al planetario?", "A cualquier hora en punto.", MUSEO, True),
    w.relevant("es-w-027", "relevant.yesno", "¿Hay cursos de francés en Palabra Viva?", "Sí, los hay.", ACADEMIA, True),
    w.relevant("es-w-028", "offtopic.true", "¿Cuánto cuesta el billete sencillo de la línea 42?", "Todos los autobuses de la línea tienen rampa para sillas de ruedas, salvo el servicio nocturno.", BUS, False),
]

DIAGNOSIS = [
    w.diag("es-w-029", "diag.pass", "¿Cuántos alumnos tiene como máximo un grupo en Palabra Viva?", "Como máximo, 9 alumnos por grupo.", {"academia": ACADEMIA, "taller": TALLER}, ("academia",), "pass"),
    w.diag("es-w-030", "diag.missed", "¿Cuánto dura la sesión del planetario?", "No dispongo de información sobre la duración de la sesión.", {"bus-42": BUS, "taller": TALLER}, ("museo",), "fix_retrieval"),
    w.diag("es-w-031", "diag.correct_refusal", "¿Abre el taller Chispa los domingos?", "La información disponible no indica si el taller abre los domingos.", {"taller": TALLER}, (), "correct_refusal"),
    w.diag("es-w-032", "diag.unfaithful", "¿Cuánto cuesta el billete sencillo de la línea 42?", "El billete sencillo cuesta 2,50 €.", {"bus-42": BUS}, ("bus-42",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
