"""Spanish cases of set R: an island ferry line, a dental clinic and a cooking school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

NAVIERA = "La naviera Mar de Alborán cubre a diario el trayecto entre Puerto Cala y la isla de Tarida. El primer barco sale de Puerto Cala a las 8:15 y el último regresa desde Tarida a las 19:45. El trayecto dura 35 minutos y el billete de ida para adultos cuesta 12,50 €. Los perros pueden viajar, pero siempre con bozal y correa."
DENTAL = "La Clínica Dental Sonrisa, dirigida por la doctora Lucía Ferrer, abre de lunes a viernes de 9:00 a 20:00. Una limpieza dental cuesta 45 € y la primera consulta es gratuita. Quien falte a una cita sin avisar con 24 horas de antelación pagará una penalización de 15 €."
COCINA = "La escuela de cocina Fogones ofrece un curso de paella de tres sesiones que empieza el 4 de octubre de 2025. Las clases son los sábados de 10:00 a 13:00 y el precio total es de 150 €, ingredientes incluidos. El chef Andrés Molina imparte el curso con la ayuda de su ayudante Marta Gil. Hay un máximo de ocho alumnos por grupo."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-r-001", "para.reorder", "¿A qué hora sale el primer barco?", "A las 8:15 sale de Puerto Cala el primer barco.", NAVIERA, True),
    w.faith("es-r-002", "para.passive", "¿Quién imparte el curso de paella?", "El curso es impartido por el chef Andrés Molina, con la ayuda de Marta Gil.", COCINA, True),
    w.faith("es-r-003", "para.relative", "¿Quién dirige la clínica y cuándo abre?", "La clínica, que dirige la doctora Lucía Ferrer, abre de lunes a viernes de 9:00 a 20:00.", DENTAL, True),
    w.faith("es-r-004", "fmt.time", "¿A qué hora regresa el último barco desde Tarida?", "El último barco regresa desde Tarida a las ocho menos cuarto de la tarde.", NAVIERA, True),
    w.faith("es-r-005", "fmt.date", "¿Cuándo empieza el curso de paella?", "El curso empieza el 04/10/2025.", COCINA, True),
    w.faith("es-r-006", "fmt.currency", "¿Cuánto cuesta el billete de ida?", "El billete de ida para adultos cuesta doce euros con cincuenta.", NAVIERA, True),
    w.faith("es-r-007", "fmt.number", "¿Cuántos alumnos puede haber por grupo?", "Como máximo hay 8 alumnos por grupo.", COCINA, True),
    w.faith("es-r-008", "para.synonym", "¿Hay que pagar la primera consulta?", "No, la primera consulta no cuesta nada.", DENTAL, True),
    w.faith("es-r-009", "wrap.opener", "¿Puedo llevar a mi perro en el barco?", "¡Claro! Los perros pueden viajar, siempre con bozal y correa.", NAVIERA, True),
    w.faith("es-r-010", "fmt.period", "¿Con qué frecuencia hay barco a Tarida?", "La naviera hace el trayecto entre Puerto Cala y Tarida todos los días.", NAVIERA, True),
    w.faith("es-r-011", "fmt.range", "¿Qué horario tienen las clases de paella?", "Las clases son los sábados, 10:00–13:00.", COCINA, True),
    # one clear error each
    w.faith("es-r-012", "value.number", "¿Cuántas sesiones tiene el curso de paella?", "El curso de paella tiene cuatro sesiones.", COCINA, False),
    w.faith("es-r-013", "value.time", "¿A qué hora sale el primer barco?", "El primer barco sale de Puerto Cala a las 9:15.", NAVIERA, False),
    w.faith("es-r-014", "value.currency", "¿Cuánto hay que pagar si se falta a una cita sin avisar?", "La penalización es de 25 €.", DENTAL, False),
    w.faith("es-r-015", "role.swap", "¿Quién imparte el curso?", "Marta Gil imparte el curso con la ayuda del chef Andrés Molina.", COCINA, False),
    w.faith("es-r-016", "negation", "¿Pueden viajar perros en el barco?", "Los perros no pueden viajar en el barco.", NAVIERA, False),
    w.faith("es-r-017", "modality", "¿Los perros tienen que llevar bozal?", "El bozal y la correa son opcionales para los perros.", NAVIERA, False),
    w.faith("es-r-018", "quantifier", "¿Son gratuitas las consultas?", "Todas las consultas en la clínica son gratuitas.", DENTAL, False),
    w.faith("es-r-019", "direction", "¿A qué hora sale el primer barco?", "El primer barco sale de Tarida a las 8:15.", NAVIERA, False),
    w.faith("es-r-020", "added.fact", "¿Cuánto cuesta una limpieza dental?", "Una limpieza dental cuesta 45 € e incluye un blanqueamiento.", DENTAL, False),
    w.faith("es-r-021", "value.date", "¿Cuándo empieza el curso?", "El curso empieza el 4 de noviembre de 2025.", COCINA, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-r-022", "refusal.short", "¿Tiene aparcamiento la clínica?", "Lo siento, no lo sé.", DENTAL, True),
    w.refusal("es-r-023", "refusal.context", "¿Se pueden llevar bicicletas en el barco?", "El texto proporcionado no dice nada sobre llevar bicicletas en el barco.", NAVIERA, True),
    w.refusal("es-r-024", "refusal.hedged", "¿Cuánto dura el trayecto?", "No estoy del todo seguro, pero creo que el trayecto dura 35 minutos.", NAVIERA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-r-025", "correct.wordy", "¿A qué hora empiezan las clases de paella?", "Las clases del curso de paella empiezan cada sábado a las diez de la mañana.", "A las 10:00.", True),
    w.correct("es-r-026", "correct.format", "¿Cuánto cuesta el curso de paella?", "150 €.", "El curso cuesta 150 euros.", True),
    w.correct("es-r-027", "wrong.role", "¿Quién imparte el curso de paella?", "Lo imparte Marta Gil, con la ayuda del chef Andrés Molina.", "El chef Andrés Molina.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-r-028", "relevant.direct", "¿Cuántos alumnos caben en cada grupo?", "Ocho como máximo.", COCINA, True),
    w.relevant("es-r-029", "relevant.yesno", "¿Abre la clínica los sábados?", "No, solo abre de lunes a viernes.", DENTAL, True),
    w.relevant("es-r-030", "offtopic.true", "¿Cuánto cuesta una limpieza dental?", "La clínica abre de lunes a viernes de 9:00 a 20:00.", DENTAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-r-031", "diag.pass", "¿Cuánto cuesta el billete de ida para adultos?", "El billete de ida para adultos cuesta 12,50 €.",
           {"naviera-tarifas": "El billete de ida entre Puerto Cala y Tarida cuesta 12,50 € para adultos.",
            "naviera-horarios": "El primer barco sale de Puerto Cala a las 8:15."},
           ("naviera-tarifas",), "pass"),
    w.diag("es-r-032", "diag.missed", "¿Cuál es la penalización por faltar a una cita sin avisar?", "No encuentro en los documentos información sobre penalizaciones por faltar a una cita.",
           {"clinica-horario": "La Clínica Dental Sonrisa abre de lunes a viernes de 9:00 a 20:00.",
            "clinica-precios": "Una limpieza dental cuesta 45 € y la primera consulta es gratuita."},
           ("clinica-normas",), "fix_retrieval"),
    w.diag("es-r-033", "diag.correct_refusal", "¿La escuela Fogones ofrece cursos en línea?", "Los documentos no indican si la escuela ofrece cursos en línea.",
           {"fogones-paella": "La escuela de cocina Fogones ofrece un curso de paella de tres sesiones que empieza el 4 de octubre de 2025.",
            "fogones-profesores": "El chef Andrés Molina imparte el curso con la ayuda de su ayudante Marta Gil."},
           (), "correct_refusal"),
    w.diag("es-r-034", "diag.unfaithful", "¿Cuánto dura el trayecto en barco?", "El trayecto dura 55 minutos.",
           {"naviera-trayecto": "El trayecto entre Puerto Cala y Tarida dura 35 minutos.",
            "naviera-tarifas": "El billete de ida cuesta 12,50 € para adultos."},
           ("naviera-trayecto",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
