"""Fresh set B, Spanish (español): new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

AUDITORIO = (
    "El Auditorio del Puerto tiene 1.650 butacas. Las puertas se abren 45 minutos antes de cada concierto. "
    "No se permite entrar con comida ni bebida."
)
APARCAMIENTO = (
    "El aparcamiento de la estación tiene 900 plazas y está abierto las 24 horas. La primera hora cuesta "
    "2,50 € y cada hora adicional, 1,80 €."
)
OLIVAR = (
    "Ana Beltrán y Marcos Ortega fundaron la cooperativa de aceite Olivar del Sur en 2003. Beltrán fue la "
    "presidenta hasta 2018, año en que Ortega la sustituyó en el cargo."
)
TALLER = (
    "El taller de cocina vasca dura tres horas y cuesta 65 € por persona. Admite como máximo ocho "
    "participantes. Todos los ingredientes están incluidos en el precio."
)
ESQUI = (
    "La escuela de esquí abre la temporada el 1 de diciembre de 2024. Las clases particulares cuestan 50 € "
    "la hora. El casco es obligatorio para los menores de 14 años."
)
PUNTO_LIMPIO = (
    "El punto limpio abre todos los días excepto los domingos, de 8:00 a 20:00. Los aceites usados se "
    "recogen de forma gratuita."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-p4-001", "para.reorder", "¿Quién fundó Olivar del Sur?",
            "En 2003, Ana Beltrán y Marcos Ortega fundaron la cooperativa Olivar del Sur.", OLIVAR, True),
    w.faith("es-p4-002", "fmt.thousands", "¿Cuántas butacas tiene el auditorio?",
            "El Auditorio del Puerto tiene 1650 butacas.", AUDITORIO, True),
    w.faith("es-p4-003", "fmt.time", "¿Hasta qué hora abre el punto limpio?",
            "El punto limpio cierra a las 8 de la tarde.", PUNTO_LIMPIO, True),
    w.faith("es-p4-004", "para.except", "¿Abre el punto limpio los domingos?",
            "No, los domingos está cerrado.", PUNTO_LIMPIO, True),
    w.faith("es-p4-005", "fmt.number", "¿Cuántas personas caben en el taller de cocina vasca?",
            "El taller admite como máximo 8 participantes.", TALLER, True),
    w.faith("es-p4-006", "fmt.date", "¿Cuándo empieza la temporada de esquí?",
            "La temporada empieza el 01/12/2024.", ESQUI, True),
    w.faith("es-p4-007", "wrap.question", "¿Cuánto cuesta el taller de cocina vasca?",
            "El taller cuesta 65 € por persona. ¿Quieres que te diga también cuánto dura?", TALLER, True),
    w.faith("es-p4-008", "fmt.period", "¿Cuánto dura el taller de cocina vasca?",
            "El taller dura 180 minutos.", TALLER, True),
    # ---------------------------------------------------------------- not supported
    w.faith("es-p4-009", "role.swap", "¿Quién preside la cooperativa desde 2018?",
            "Desde 2018 la presidenta es Ana Beltrán, que sustituyó a Marcos Ortega.", OLIVAR, False),
    w.faith("es-p4-010", "value.currency", "¿Cuánto cuesta la primera hora de aparcamiento?",
            "La primera hora cuesta 1,80 €.", APARCAMIENTO, False),
    w.faith("es-p4-011", "direction", "¿Quién tiene que llevar casco en la escuela de esquí?",
            "El casco es obligatorio para los mayores de 14 años.", ESQUI, False),
    w.faith("es-p4-012", "quantifier", "¿Qué incluye el precio del taller?",
            "Solo algunos de los ingredientes están incluidos en el precio.", TALLER, False),
    w.faith("es-p4-013", "antonym", "¿Cuándo se abren las puertas del auditorio?",
            "Las puertas se cierran 45 minutos antes de cada concierto.", AUDITORIO, False),
    w.faith("es-p4-014", "added.fact", "¿Cuánto cuesta una clase particular de esquí?",
            "Las clases particulares cuestan 50 € la hora e incluyen el alquiler de los esquís.", ESQUI,
            False),
    w.faith("es-p4-015", "negation", "¿Se puede entrar al auditorio con bebida?",
            "Sí, se permite entrar con comida y bebida.", AUDITORIO, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("es-p4-016", "refusal.plain", "¿Tiene cafetería el Auditorio del Puerto?",
              "Lo siento, no lo sé.", AUDITORIO, True),
    w.refusal("es-p4-017", "refusal.context", "¿Se puede alquilar material en la escuela de esquí?",
              "La información de la que dispongo no dice nada sobre el alquiler de material.", ESQUI, True),
    w.refusal("es-p4-018", "refusal.partial", "¿Cuánto cuestan las clases de esquí particulares y las "
              "colectivas?", "No encuentro el precio de las clases colectivas, pero las particulares cuestan "
              "50 € la hora.", ESQUI, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("es-p4-019", "correct.wordy", "¿Cuántas butacas tiene el Auditorio del Puerto?",
              "El Auditorio del Puerto cuenta con un total de 1.650 butacas para sus conciertos.", "1.650.",
              True),
    w.correct("es-p4-020", "correct.format", "¿Cuánto cuesta la primera hora de aparcamiento?",
              "Dos euros con cincuenta céntimos.", "2,50 €.", True),
    w.correct("es-p4-021", "wrong.value", "¿Cuántas plazas tiene el aparcamiento de la estación?",
              "Tiene 600 plazas.", "900 plazas.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("es-p4-022", "relevant.direct", "¿Cuándo puedo llevar cosas al punto limpio?",
               "De lunes a sábado, de 8:00 a 20:00.", PUNTO_LIMPIO, True),
    w.relevant("es-p4-023", "relevant.yesno", "¿Puedo entrar al concierto con un bocadillo?",
               "No, no se permite entrar con comida.", AUDITORIO, True),
    w.relevant("es-p4-024", "offtopic.other", "¿Cuánto cuesta el taller de cocina vasca?",
               "El taller dura tres horas.", TALLER, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("es-p4-025", "diag.unfaithful", "¿Cuándo empieza la temporada de esquí?",
           "La temporada empieza el 15 de diciembre de 2024.", {"e1": ESQUI}, ("e1",), "fix_generation"),
    w.diag("es-p4-026", "diag.missed", "¿Cuánto cuesta el taller de cocina vasca?",
           "No tengo esa información.", {"a1": AUDITORIO}, ("t1",), "fix_retrieval"),
    w.diag("es-p4-027", "diag.correct_refusal", "¿Tiene ascensor el aparcamiento de la estación?",
           "Los documentos no indican si el aparcamiento tiene ascensor.", {"p1": APARCAMIENTO}, (),
           "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
