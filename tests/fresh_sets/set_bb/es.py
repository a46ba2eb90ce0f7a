"""Spanish cases of set BB. Scenarios: an inter-island ferry, a hearing-aid shop, a family
removals company and a weekend roller-skating rink."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FERRY = (
    "El ferry de Naviera Brisamar sale del puerto de Corralejo a las 8:00, a las 13:30 y a las 19:00 todos los días. "
    "El trayecto hasta Playa Blanca dura 25 minutos. "
    "El billete de ida cuesta 18 € para adultos y 9 € para niños de 2 a 11 años. "
    "Los menores de 2 años viajan gratis."
)
AUDIO = (
    "Audífonos Sonora, en la calle Alcalá 214, hace revisiones auditivas gratuitas de unos 45 minutos. "
    "Todos sus audífonos tienen una garantía de tres años. "
    "La tienda abre de lunes a viernes de 10:00 a 14:00 y de 17:00 a 20:30. "
    "Las pilas se venden en paquetes de seis unidades por 5 €."
)
MUD = (
    "Mudanzas Hermanos Rey cobra 70 € por hora por un camión con dos operarios, con un mínimo de dos horas. "
    "Las mudanzas en domingo tienen un recargo del 25 %. "
    "La empresa presta cajas de plástico sin coste, que deben devolverse en un plazo de diez días. "
    "Fundada en 1987, realizó 2.150 mudanzas el año pasado."
)
PATIN = (
    "La pista de patinaje Rodamundo abre los sábados y domingos de 11:00 a 20:00. "
    "La entrada general cuesta 8 € y el alquiler de patines, 4 €. "
    "Los menores de 12 años deben llevar casco y rodilleras. "
    "Los martes por la tarde, la monitora Lucía Herrero da clases para principiantes."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bb-001", "para.reorder", "¿Cuánto cuesta el billete de ida?", "Los niños de 2 a 11 años pagan 9 € y los adultos, 18 €.", FERRY, True),
    w.faith("es-bb-002", "para.passive", "¿Quién da las clases para principiantes?", "Las clases para principiantes son impartidas por la monitora Lucía Herrero los martes por la tarde.", PATIN, True),
    w.faith("es-bb-003", "para.synonym", "¿La revisión auditiva tiene algún coste?", "No, las revisiones auditivas no cuestan nada y duran alrededor de 45 minutos.", AUDIO, True),
    w.faith("es-bb-004", "fmt.time", "¿A qué hora sale el último ferry de Corralejo?", "El último ferry sale de Corralejo a las siete de la tarde.", FERRY, True),
    w.faith("es-bb-005", "fmt.thousands", "¿Cuántas mudanzas hizo la empresa el año pasado?", "El año pasado hizo 2150 mudanzas.", MUD, True),
    w.faith("es-bb-006", "fmt.share", "¿Sale más cara una mudanza en domingo?", "Sí, en domingo la mudanza cuesta una cuarta parte más.", MUD, True),
    w.faith("es-bb-007", "fmt.period", "¿Qué garantía tienen los audífonos?", "Todos los audífonos de Sonora tienen 36 meses de garantía.", AUDIO, True),
    w.faith("es-bb-008", "para.pronoun", "¿Quién es Lucía Herrero?", "Es la monitora de la pista; da clases para principiantes los martes por la tarde.", PATIN, True),
    w.faith("es-bb-009", "wrap.opener", "¿Dónde está Audífonos Sonora?", "¡Claro! Audífonos Sonora está en la calle Alcalá 214.", AUDIO, True),
    w.faith("es-bb-010", "value.number", "¿Cuánto dura el trayecto hasta Playa Blanca?", "El trayecto hasta Playa Blanca dura 45 minutos.", FERRY, False),
    w.faith("es-bb-011", "value.time", "¿Cuál es el horario de tarde de Sonora?", "Por la tarde abre de 16:00 a 20:30.", AUDIO, False),
    w.faith("es-bb-012", "negation", "¿Hay que devolver las cajas de plástico?", "No, las cajas de plástico no hay que devolverlas.", MUD, False),
    w.faith("es-bb-013", "antonym", "¿Cuánto cuesta la revisión auditiva?", "Las revisiones auditivas en Sonora son de pago.", AUDIO, False),
    w.faith("es-bb-014", "role.swap", "¿Quién pone las cajas de plástico?", "Los clientes le prestan las cajas de plástico a la empresa.", MUD, False),
    w.faith("es-bb-015", "modality", "¿Los niños tienen que llevar casco?", "Los menores de 12 años pueden llevar casco y rodilleras si quieren.", PATIN, False),
    w.faith("es-bb-016", "quantifier", "¿Pagan billete los niños?", "No, todos los niños viajan gratis.", FERRY, False),
    w.faith("es-bb-017", "direction", "¿De dónde sale el primer ferry?", "El primer ferry sale de Playa Blanca hacia Corralejo a las 8:00.", FERRY, False),
    w.faith("es-bb-018", "added.fact", "¿Cuánto cuesta la entrada a Rodamundo?", "La entrada general cuesta 8 € e incluye una bebida.", PATIN, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bb-019", "refusal.long", "¿Se puede llevar un perro en el ferry?", "Lo siento, pero con la información que tengo no puedo responder: el texto solo habla de los horarios, la duración del trayecto y los precios de los billetes, y no dice nada sobre animales.", FERRY, True),
    w.refusal("es-bb-020", "refusal.short", "¿Cuánto cuesta un audífono en Sonora?", "No lo sé.", AUDIO, True),
    w.refusal("es-bb-021", "refusal.hedged", "¿Cuánto cuesta alquilar patines en Rodamundo?", "Creo que son 4 €, aunque no estoy del todo seguro.", PATIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bb-022", "correct.wordy", "¿Cuánto cobra Mudanzas Hermanos Rey por hora?", "Por un camión con dos operarios, Mudanzas Hermanos Rey pide 70 € cada hora, y hay que contratar como mínimo dos horas.", "70 € por hora por un camión con dos operarios.", True),
    w.correct("es-bb-023", "correct.wordy", "¿Dónde está Audífonos Sonora?", "Si quieres ir a la tienda, la encontrarás en el número 214 de la calle Alcalá, donde además hacen revisiones gratuitas.", "En la calle Alcalá 214.", True),
    w.correct("es-bb-024", "correct.format", "¿A qué hora sale el primer ferry de Corralejo?", "A las ocho de la mañana.", "El primer ferry sale a las 8:00.", True),
    w.correct("es-bb-025", "wrong.value", "¿Qué días abre la pista Rodamundo?", "Abre de lunes a viernes.", "Abre los sábados y domingos.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bb-026", "relevant.direct", "¿Cuántas mudanzas hizo la empresa el año pasado?", "2.150 en total.", MUD, True),
    w.relevant("es-bb-027", "relevant.direct", "¿Quién enseña a los principiantes en Rodamundo?", "La monitora Lucía Herrero, los martes por la tarde.", PATIN, True),
    w.relevant("es-bb-028", "relevant.direct", "¿Qué precio tiene un paquete de pilas?", "5 € por seis unidades.", AUDIO, True),
    w.relevant("es-bb-029", "relevant.yesno", "¿Paga billete un bebé de un año en el ferry?", "No, los menores de 2 años viajan gratis.", FERRY, True),
    w.relevant("es-bb-030", "offtopic.true", "¿Cuánto dura la revisión auditiva?", "Todos los audífonos de Sonora tienen tres años de garantía.", AUDIO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bb-031", "diag.pass", "¿Cuánto es el recargo por mudarse en domingo?", "El recargo es del 25 %.", {"hermanos-rey": MUD, "rodamundo": PATIN}, ("hermanos-rey",), "pass"),
    w.diag("es-bb-032", "diag.missed", "¿Cuánto dura el trayecto en ferry hasta Playa Blanca?", "No encuentro esa información en los documentos.", {"sonora": AUDIO, "rodamundo": PATIN}, ("brisamar-ferry",), "fix_retrieval"),
    w.diag("es-bb-033", "diag.correct_refusal", "¿Rodamundo organiza cumpleaños infantiles?", "La información disponible no menciona fiestas de cumpleaños.", {"rodamundo": PATIN}, (), "correct_refusal"),
    w.diag("es-bb-034", "diag.unfaithful", "¿Hasta qué hora abre Sonora por la tarde?", "Por la tarde abre hasta las 22:00.", {"sonora": AUDIO}, ("sonora",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
