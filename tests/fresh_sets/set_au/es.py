"""Spanish cases of set AU. Scenarios: a flamenco school in Triana, a kayak trip along the cliffs
of Maro, an escape room and a driving school in Zaragoza."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FLAMENCO = (
    "La academia de flamenco Duende, en Triana, ofrece clases para adultos los lunes y miércoles de 19:00 a 20:30. "
    "La mensualidad cuesta 60 euros y la matrícula, 25 euros. "
    "La profesora es Lucía Carmona y el guitarrista que acompaña las clases es Manuel Ortega. "
    "No se necesita experiencia previa."
)
KAYAK = (
    "La ruta en kayak por los acantilados de Maro sale a las 10:00 desde la playa de Burriana y dura tres horas. "
    "Cuesta 35 euros por persona e incluye chaleco salvavidas y un bocadillo. "
    "Los menores de 12 años tienen que ir en kayak doble con un adulto. "
    "Si sopla levante fuerte, la ruta se cancela."
)
ESCAPE = (
    "El escape room El Enigma del Faro está pensado para grupos de 3 a 6 personas. "
    "Cada partida dura 60 minutos y cuesta 80 euros por grupo de lunes a jueves y 95 euros de viernes a domingo. "
    "Hay que reservar con al menos 24 horas de antelación. "
    "Todas las salas están adaptadas para sillas de ruedas, salvo la sala Bodega."
)
AUTO = (
    "La autoescuela Rueda Libre, en Zaragoza, cobra 450 euros por el curso teórico y práctico del carné B. "
    "El curso incluye 15 clases prácticas de 45 minutos y acceso a tests en línea. "
    "El examen teórico se puede repetir una vez sin coste. "
    "Las clases prácticas se dan de 8:00 a 21:00."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-au-001", "para.reorder", "¿Qué incluye la ruta en kayak?", "Incluye un bocadillo y el chaleco salvavidas.", KAYAK, True),
    w.faith("es-au-002", "para.passive", "¿Quién toca la guitarra en las clases de Duende?", "Las clases son acompañadas a la guitarra por Manuel Ortega.", FLAMENCO, True),
    w.faith("es-au-003", "para.synonym", "¿Hace falta saber bailar flamenco para apuntarse?", "No, no se exigen conocimientos previos.", FLAMENCO, True),
    w.faith("es-au-004", "fmt.time", "¿A qué hora sale la ruta en kayak?", "Sale a las diez de la mañana desde la playa de Burriana.", KAYAK, True),
    w.faith("es-au-005", "fmt.unit", "¿Cuánto dura una partida en El Enigma del Faro?", "Cada partida dura una hora.", ESCAPE, True),
    w.faith("es-au-006", "fmt.period", "¿Con cuánta antelación hay que reservar el escape room?", "Hay que reservar como mínimo con un día de antelación.", ESCAPE, True),
    w.faith("es-au-007", "para.except", "¿Qué salas están adaptadas para sillas de ruedas?", "Todas menos la sala Bodega están adaptadas para sillas de ruedas.", ESCAPE, True),
    w.faith("es-au-008", "wrap.closer", "¿Cuánto cuesta la mensualidad en Duende?", "La mensualidad cuesta 60 euros. ¡Espero que te sirva!", FLAMENCO, True),
    w.faith("es-au-009", "fmt.range", "¿Cuántas personas pueden jugar juntas en el escape room?", "Los grupos son de 3-6 personas.", ESCAPE, True),
    w.faith("es-au-010", "wrap.attribution", "¿Cuánto cuesta el curso del carné B?", "Según la información de la autoescuela, el curso teórico y práctico cuesta 450 euros.", AUTO, True),
    # one clear error each
    w.faith("es-au-011", "value.number", "¿Cuántas clases prácticas incluye el curso?", "El curso incluye 20 clases prácticas de 45 minutos.", AUTO, False),
    w.faith("es-au-012", "value.time", "¿A qué hora terminan las clases de flamenco?", "Las clases terminan a las 21:30.", FLAMENCO, False),
    w.faith("es-au-013", "value.currency", "¿Cuánto cuesta la partida un sábado?", "El sábado la partida cuesta 85 euros por grupo.", ESCAPE, False),
    w.faith("es-au-014", "role.swap", "¿Quién da las clases de baile en Duende?", "El profesor es Manuel Ortega, y Lucía Carmona acompaña las clases a la guitarra.", FLAMENCO, False),
    w.faith("es-au-015", "negation", "¿Se puede repetir gratis el examen teórico?", "No, el examen teórico no se puede repetir sin coste.", AUTO, False),
    w.faith("es-au-016", "modality", "¿Los niños pequeños pueden ir en kayak individual?", "Los menores de 12 años pueden ir en kayak doble con un adulto si lo prefieren.", KAYAK, False),
    w.faith("es-au-017", "value.except", "¿Están todas las salas adaptadas para sillas de ruedas?", "Sí, todas salvo la sala Cripta.", ESCAPE, False),
    w.faith("es-au-018", "added.fact", "¿Cuánto cuesta la matrícula en Duende?", "La matrícula cuesta 25 euros y solo se puede pagar en efectivo.", FLAMENCO, False),
]

REFUSAL = [
    w.refusal("es-au-019", "refusal.short", "¿Hay aparcamiento en la playa de Burriana?", "Lo siento, no lo sé.", KAYAK, True),
    w.refusal("es-au-020", "refusal.long", "¿La autoescuela Rueda Libre ofrece cursos para el carné de moto?", "En la información que tengo no aparece nada sobre cursos para el carné de moto, así que no puedo decirte si los ofrecen. Te recomiendo preguntar directamente en la autoescuela.", AUTO, True),
    w.refusal("es-au-021", "refusal.hedged", "¿Cuánto dura la ruta en kayak?", "Si no me equivoco, la ruta dura unas tres horas.", KAYAK, False),
]

CORRECTNESS = [
    w.correct("es-au-022", "correct.wordy", "¿Cuánto cuesta la ruta en kayak?", "Cada participante paga 35 euros por la ruta, y con eso ya tiene el chaleco salvavidas y un bocadillo.", "35 euros por persona.", True),
    w.correct("es-au-023", "correct.wordy", "¿Cuánto dura cada clase práctica en Rueda Libre?", "En Rueda Libre, cada una de las clases prácticas del carné B tiene una duración de 45 minutos.", "45 minutos.", True),
    w.correct("es-au-024", "correct.format", "¿Cuánto cuesta la partida un martes?", "80 € por grupo.", "80 euros por grupo.", True),
    w.correct("es-au-025", "wrong.value", "¿Cuánto cuesta la mensualidad en Duende?", "La mensualidad es de 70 euros.", "60 euros.", False),
]

RELEVANCY = [
    w.relevant("es-au-026", "relevant.direct", "¿Quién enseña a bailar en Duende?", "Las clases las da Lucía Carmona.", FLAMENCO, True),
    w.relevant("es-au-027", "relevant.direct", "¿Cómo consigo jugar en El Enigma del Faro?", "Reservando con al menos 24 horas de antelación.", ESCAPE, True),
    w.relevant("es-au-028", "relevant.direct", "¿Desde dónde se parte en la excursión por los acantilados?", "Desde la playa de Burriana.", KAYAK, True),
    w.relevant("es-au-029", "relevant.yesno", "¿Se hace la ruta aunque sople levante fuerte?", "No, con levante fuerte se cancela.", KAYAK, True),
    w.relevant("es-au-030", "offtopic.true", "¿Cuánto cuesta el curso del carné B?", "Las clases prácticas se dan de 8:00 a 21:00.", AUTO, False),
]

DIAGNOSIS = [
    w.diag("es-au-031", "diag.pass", "¿Cuándo son las clases de flamenco para adultos?", "Los lunes y miércoles de 19:00 a 20:30.", {"flamenco-01": FLAMENCO, "kayak-01": KAYAK}, ("flamenco-01",), "pass"),
    w.diag("es-au-032", "diag.missed", "¿Cuántas clases prácticas incluye el curso de Rueda Libre?", "No encuentro esa información en los documentos disponibles.", {"escape-01": ESCAPE, "flamenco-01": FLAMENCO}, ("auto-01",), "fix_retrieval"),
    w.diag("es-au-033", "diag.correct_refusal", "¿El Enigma del Faro vende tarjetas regalo?", "La información disponible no dice nada sobre tarjetas regalo.", {"escape-01": ESCAPE}, (), "correct_refusal"),
    w.diag("es-au-034", "diag.unfaithful", "¿Qué incluye el precio de la ruta en kayak?", "Incluye el chaleco salvavidas, un bocadillo y un reportaje de fotos de la excursión.", {"kayak-01": KAYAK, "escape-01": ESCAPE}, ("kayak-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
