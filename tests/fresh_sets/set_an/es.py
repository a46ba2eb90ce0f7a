"""Spanish cases of set AN: a ferry to an island, a surf school, an antiques flea market and a
bakery's sourdough workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FERRY = (
    "El ferry de Puerto Alba a la isla de Sálvora sale todos los días a las 9:15 y a las 17:45. "
    "El trayecto dura 40 minutos. "
    "El billete de ida y vuelta cuesta 14 euros para adultos y 7 euros para niños de 4 a 12 años. "
    "Las bicicletas viajan gratis, pero los perros deben llevar bozal."
)
SURF = (
    "La escuela de surf Ola Verde ofrece cursos de cinco días por 160 euros, con tablas y neoprenos incluidos. "
    "Las clases duran dos horas y se imparten por la mañana. "
    "El monitor Íñigo Larrea enseña a los principiantes y la monitora Carla Méndez se encarga del nivel avanzado. "
    "Para apuntarse hay que saber nadar."
)
MERCADILLO = (
    "El mercadillo de antigüedades de la plaza del Carmen se celebra el primer domingo de cada mes, de 10:00 a 14:00. "
    "Un puesto cuesta 25 euros y hay que reservarlo con una semana de antelación. "
    "Está prohibido vender comida."
)
PANADERIA = (
    "La panadería Trigo Viejo imparte un taller de pan de masa madre los jueves de 18:00 a 21:00. "
    "El taller cuesta 45 euros e incluye un tarro de masa madre para llevar. "
    "Las plazas están limitadas a ocho personas."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-an-001", "para.reorder", "¿A qué hora sale el ferry a Sálvora?", "A las 9:15 y a las 17:45 sale cada día el ferry de Puerto Alba a Sálvora.", FERRY, True),
    w.faith("es-an-002", "para.synonym", "¿Cuánto se tarda en llegar a la isla?", "La travesía dura 40 minutos.", FERRY, True),
    w.faith("es-an-003", "fmt.number", "¿Cuánto cuesta el curso de surf?", "El curso de 5 días cuesta 160 euros, con tablas y neoprenos incluidos.", SURF, True),
    w.faith("es-an-004", "fmt.currency", "¿Cuánto cuesta el billete de adulto?", "El billete de ida y vuelta para adultos cuesta 14 €.", FERRY, True),
    w.faith("es-an-005", "fmt.period", "¿Con cuánta antelación hay que reservar el puesto?", "Hay que reservarlo con siete días de antelación.", MERCADILLO, True),
    w.faith("es-an-006", "fmt.time", "¿Cuándo es el taller de masa madre?", "El taller es los jueves, de 6 de la tarde a 9 de la noche.", PANADERIA, True),
    w.faith("es-an-007", "para.relative", "¿Quién es Carla Méndez?", "Carla Méndez es la monitora de Ola Verde que se encarga del nivel avanzado.", SURF, True),
    w.faith("es-an-008", "wrap.attribution", "¿Se puede vender comida en el mercadillo?", "Según la información del mercadillo, está prohibido vender comida.", MERCADILLO, True),
    w.faith("es-an-009", "wrap.closer", "¿Cuántas personas caben en el taller?", "Las plazas del taller están limitadas a ocho personas. ¡Espero que te sirva!", PANADERIA, True),
    w.faith("es-an-010", "para.nominal", "¿Qué requisito hay para apuntarse al curso?", "Para la inscripción es imprescindible saber nadar.", SURF, True),
    w.faith("es-an-011", "value.time", "¿A qué hora sale el ferry?", "El ferry sale todos los días a las 9:15 y a las 18:45.", FERRY, False),
    w.faith("es-an-012", "value.number", "¿Cuántas plazas tiene el taller?", "Las plazas están limitadas a doce personas.", PANADERIA, False),
    w.faith("es-an-013", "role.swap", "¿Quién enseña cada nivel en Ola Verde?", "La monitora Carla Méndez enseña a los principiantes y el monitor Íñigo Larrea se encarga del nivel avanzado.", SURF, False),
    w.faith("es-an-014", "negation", "¿Pagan billete las bicicletas?", "Las bicicletas no viajan gratis.", FERRY, False),
    w.faith("es-an-015", "antonym", "¿Se puede vender comida en el mercadillo?", "Sí, está permitido vender comida en el mercadillo.", MERCADILLO, False),
    w.faith("es-an-016", "modality", "¿Hace falta saber nadar para el curso?", "Para apuntarse conviene saber nadar, aunque no es obligatorio.", SURF, False),
    w.faith("es-an-017", "quantifier", "¿Cuándo se celebra el mercadillo?", "El mercadillo se celebra todos los domingos, de 10:00 a 14:00.", MERCADILLO, False),
    w.faith("es-an-018", "added.fact", "¿Qué incluye el taller de masa madre?", "El taller cuesta 45 euros e incluye un tarro de masa madre y un delantal de regalo.", PANADERIA, False),
]

REFUSAL = [
    w.refusal("es-an-019", "refusal.plain", "¿Hay cafetería en el ferry?", "No lo sé.", FERRY, True),
    w.refusal("es-an-020", "refusal.long", "¿Cuánto cuesta alquilar una tabla sin hacer el curso?", "Lo siento, no puedo responder a eso: la información de Ola Verde solo habla de los cursos de cinco días, que incluyen tablas y neoprenos, pero no menciona el alquiler de tablas por separado.", SURF, True),
    w.refusal("es-an-021", "refusal.hedged", "¿Cuánto dura el trayecto en ferry?", "Si no me equivoco, dura unos 40 minutos.", FERRY, False),
]

CORRECTNESS = [
    w.correct("es-an-022", "correct.wordy", "¿Cuánto cuesta un puesto en el mercadillo de la plaza del Carmen?", "Si quieres montar un puesto en el mercadillo de la plaza del Carmen, te costará 25 euros.", "25 euros.", True),
    w.correct("es-an-023", "correct.wordy", "¿Quién enseña a los principiantes en Ola Verde?", "Los principiantes aprenden con Íñigo Larrea, que es el monitor encargado de ese nivel en la escuela.", "Íñigo Larrea.", True),
    w.correct("es-an-024", "correct.short", "¿Cuánto cuesta el billete de niño del ferry?", "7 euros.", "El billete de ida y vuelta para niños de 4 a 12 años cuesta 7 euros.", True),
    w.correct("es-an-025", "wrong.value", "¿Cuánto cuesta el taller de masa madre?", "El taller cuesta 55 euros.", "45 euros.", False),
]

RELEVANCY = [
    w.relevant("es-an-026", "relevant.direct", "¿Qué día puedo ir a ver antigüedades a la plaza del Carmen?", "El primer domingo de cada mes, de 10:00 a 14:00.", MERCADILLO, True),
    w.relevant("es-an-027", "relevant.direct", "¿Cuánta gente cabe en el taller de pan?", "Ocho como máximo.", PANADERIA, True),
    w.relevant("es-an-028", "relevant.direct", "¿Qué tengo que hacer para vender en el mercadillo?", "Reservar un puesto de 25 euros con una semana de antelación.", MERCADILLO, True),
    w.relevant("es-an-029", "relevant.yesno", "¿Puedo llevar mi bici en el ferry?", "Sí, y viaja gratis.", FERRY, True),
    w.relevant("es-an-030", "offtopic.true", "¿A qué hora sale el ferry?", "Los perros deben llevar bozal.", FERRY, False),
]

DIAGNOSIS = [
    w.diag("es-an-031", "diag.pass", "¿Qué incluye el curso de surf de Ola Verde?", "El curso incluye tablas y neoprenos.", {"ola-verde": SURF, "ferry": FERRY}, ("ola-verde",), "pass"),
    w.diag("es-an-032", "diag.missed", "¿Qué día es el taller de masa madre de Trigo Viejo?", "No encuentro esa información en los documentos.", {"ferry": FERRY, "mercadillo": MERCADILLO}, ("trigo-viejo",), "fix_retrieval"),
    w.diag("es-an-033", "diag.correct_refusal", "¿Tiene aparcamiento la escuela Ola Verde?", "Los documentos no dicen nada sobre aparcamiento.", {"ola-verde": SURF, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("es-an-034", "diag.offtopic", "¿Cuánto cuesta el billete de adulto del ferry?", "El trayecto dura 40 minutos.", {"ferry": FERRY, "mercadillo": MERCADILLO}, ("ferry",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
