"""Spanish cases of set AV: a surf school, a municipal swimming pool, a parish charity flea
market and a paella cooking workshop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Brava, en la playa de Somo, ofrece cursos de iniciación de cinco días de julio a septiembre. "
    "Cada clase dura dos horas y empieza a las 10:00. "
    "El curso cuesta 150 euros e incluye tabla y neopreno. "
    "Los alumnos deben saber nadar y tener al menos 8 años."
)
PISCINA = (
    "La piscina municipal de Valdelobos abre del 15 de junio al 10 de septiembre, de 11:00 a 20:30. "
    "La entrada cuesta 3,50 euros para adultos y 2 euros para menores de 14 años; los mayores de 65 entran gratis. "
    "El uso de gorro es obligatorio en la piscina cubierta, pero no en la exterior."
)
MERCADILLO = (
    "El mercadillo solidario de la parroquia de San Lorenzo se celebra el segundo domingo de cada mes, de 9:00 a 14:00, en la plaza Mayor. "
    "Reúne unos 40 puestos de ropa, libros y juguetes de segunda mano. "
    "Todo lo recaudado se destina al comedor social del barrio. "
    "La organizadora es Carmen Ruiz, y su hermano Andrés se encarga del montaje de los puestos."
)
COCINA = (
    "La Cocina de Lola imparte un taller de paella los jueves de 18:00 a 21:00. "
    "Caben doce personas por taller y la inscripción cuesta 45 euros, con cena incluida. "
    "Hay que reservar con al menos tres días de antelación."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-av-001", "para.reorder", "¿A qué hora empiezan las clases de surf?", "A las 10:00 empieza cada clase, que dura dos horas.", SURF, True),
    w.faith("es-av-002", "para.passive", "¿Quién organiza el mercadillo?", "El mercadillo está organizado por Carmen Ruiz.", MERCADILLO, True),
    w.faith("es-av-003", "para.synonym", "¿Qué incluye el curso de surf?", "El precio del curso, 150 euros, cubre la tabla y el traje de neopreno.", SURF, True),
    w.faith("es-av-004", "fmt.currency", "¿Cuánto cuesta la entrada de adulto?", "La entrada de adulto cuesta 3,50 €.", PISCINA, True),
    w.faith("es-av-005", "fmt.time", "¿A qué hora cierra la piscina?", "La piscina cierra a las ocho y media de la tarde.", PISCINA, True),
    w.faith("es-av-006", "fmt.date", "¿Qué temporada abre la piscina?", "La piscina abre del 15/06 al 10/09.", PISCINA, True),
    w.faith("es-av-007", "para.combine", "¿Cuánto pagan los menores de 14 años y los mayores de 65?", "Los menores de 14 pagan 2 euros y los mayores de 65 no pagan nada.", PISCINA, True),
    w.faith("es-av-008", "wrap.opener", "¿Hay que reservar el taller de paella?", "¡Claro, te lo explico! Sí, hay que reservar con al menos tres días de antelación.", COCINA, True),
    w.faith("es-av-009", "fmt.number", "¿Cuántas personas caben en el taller de paella?", "Caben 12 personas por taller.", COCINA, True),
    w.faith("es-av-010", "para.pronoun", "¿Quién monta los puestos del mercadillo?", "Andrés, el hermano de Carmen Ruiz; él se encarga del montaje.", MERCADILLO, True),
    # single clear errors
    w.faith("es-av-011", "value.number", "¿Cuántos días dura el curso de iniciación?", "El curso de iniciación dura siete días.", SURF, False),
    w.faith("es-av-012", "value.time", "¿En qué horario se celebra el mercadillo?", "El mercadillo se celebra de 10:00 a 14:00.", MERCADILLO, False),
    w.faith("es-av-013", "negation", "¿Hay que llevar gorro en la piscina exterior?", "Sí, el gorro también es obligatorio en la piscina exterior.", PISCINA, False),
    w.faith("es-av-014", "role.swap", "¿Quién organiza el mercadillo?", "Lo organiza Andrés, y su hermana Carmen Ruiz se encarga del montaje de los puestos.", MERCADILLO, False),
    w.faith("es-av-015", "antonym", "¿Qué edad hay que tener para el curso de surf?", "Los alumnos deben tener como máximo 8 años.", SURF, False),
    w.faith("es-av-016", "modality", "¿Es necesario reservar el taller de paella?", "Se recomienda reservar con tres días de antelación, pero no es obligatorio.", COCINA, False),
    w.faith("es-av-017", "added.fact", "¿Cuánto cuesta el taller de paella?", "La inscripción cuesta 45 euros, con cena y una botella de vino incluidas.", COCINA, False),
    w.faith("es-av-018", "value.currency", "¿Cuánto cuesta el curso de surf?", "El curso cuesta 150 dólares e incluye tabla y neopreno.", SURF, False),
    w.faith("es-av-019", "quantifier", "¿A qué se destina el dinero del mercadillo?", "Solo una parte de lo recaudado se destina al comedor social del barrio.", MERCADILLO, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-av-020", "refusal.plain", "¿La escuela de surf alquila tablas a quien no hace el curso?", "No lo sé; no tengo información sobre eso.", SURF, True),
    w.refusal("es-av-021", "refusal.long", "¿Hay aparcamiento junto a la piscina municipal?", "Lo siento, pero en la información que tengo sobre la piscina municipal de Valdelobos no se menciona nada sobre aparcamiento, así que no puedo decirte si lo hay.", PISCINA, True),
    w.refusal("es-av-022", "refusal.hedged", "¿Cuánto cuesta el curso de surf?", "No estoy del todo seguro, pero creo que cuesta 150 euros.", SURF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-av-023", "correct.wordy", "¿Dónde se celebra el mercadillo?", "Los puestos se instalan en la plaza Mayor, que es donde tiene lugar el mercadillo cada segundo domingo.", "En la plaza Mayor.", True),
    w.correct("es-av-024", "correct.wordy", "¿Cuánto dura cada clase de surf?", "En la escuela Ola Brava, cada clase tiene una duración de dos horas, empezando a las diez de la mañana.", "Dos horas.", True),
    w.correct("es-av-025", "correct.format", "¿Cuánto cuesta el taller de paella?", "45 €.", "45 euros.", True),
    w.correct("es-av-026", "wrong.value", "¿Cuántos puestos tiene el mercadillo?", "Tiene unos 80 puestos.", "Unos 40 puestos.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-av-027", "relevant.direct", "¿Qué día hay mercadillo?", "El segundo domingo de cada mes.", MERCADILLO, True),
    w.relevant("es-av-028", "relevant.direct", "¿Cuánto tengo que pagar para apuntarme a la paella?", "45 euros, cena incluida.", COCINA, True),
    w.relevant("es-av-029", "relevant.direct", "¿Dónde está la escuela Ola Brava?", "En la playa de Somo.", SURF, True),
    w.relevant("es-av-030", "relevant.yesno", "¿Los mayores de 65 pagan entrada en la piscina?", "No, entran gratis.", PISCINA, True),
    w.relevant("es-av-031", "offtopic.true", "¿A qué hora empieza el taller de paella?", "Caben doce personas por taller.", COCINA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-av-032", "diag.pass", "¿Qué edad mínima piden en la escuela de surf?", "Hay que tener al menos 8 años y saber nadar.", {"surf": SURF, "piscina": PISCINA}, ("surf",), "pass"),
    w.diag("es-av-033", "diag.missed", "¿Qué día se hace el taller de paella?", "No encuentro información sobre el taller de paella en los documentos disponibles.", {"mercadillo": MERCADILLO, "piscina": PISCINA}, ("taller-paella",), "fix_retrieval"),
    w.diag("es-av-034", "diag.correct_refusal", "¿La piscina tiene socorrista?", "La información disponible no dice nada sobre socorristas, así que no puedo responder.", {"piscina": PISCINA}, (), "correct_refusal"),
    w.diag("es-av-035", "diag.offtopic", "¿Cuánto cuesta la entrada infantil en la piscina?", "El uso de gorro es obligatorio en la piscina cubierta.", {"piscina": PISCINA, "surf": SURF}, ("piscina",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
