"""Spanish cases of set V: a hairdresser's, a ferry to an island and the box office of a
concert hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PELUQUERIA = (
    "La peluquería Tijeras de Oro abre de martes a sábado, de 9:30 a 19:00, y los lunes está cerrada. "
    "Un corte de pelo cuesta 18 € para hombres y 26 € para mujeres; el tinte se cobra aparte, desde 35 €. "
    "Las citas se piden por teléfono o por WhatsApp, y si se llega más de 10 minutos tarde, la cita se pierde."
)
FERRY = (
    "El ferry a la isla de Laurel sale del puerto de San Telmo a las 9:00, a las 12:00 y a las 17:30. "
    "El trayecto dura 25 minutos. "
    "El billete de ida y vuelta cuesta 16 € para adultos y 9 € para niños de 4 a 11 años; los menores de 4 años viajan gratis. "
    "Se admiten perros pequeños, siempre que vayan con correa."
)
AUDITORIO = (
    "La taquilla del Auditorio Ribera abre de lunes a viernes de 10:00 a 14:00 y, los días de concierto, desde dos horas antes del inicio. "
    "Los jubilados y los menores de 25 años tienen un 40 % de descuento en todas las zonas excepto en el palco. "
    "Las entradas no se devuelven, salvo si se cancela el concierto. "
    "Cada persona puede comprar un máximo de 8 entradas."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-v-001", "fmt.time", "¿A qué hora cierra la peluquería Tijeras de Oro?", "Cierra a las siete de la tarde.", PELUQUERIA, True),
    w.faith("es-v-002", "para.synonym", "¿Cómo se pide cita en la peluquería?", "Se puede reservar llamando por teléfono o escribiendo por WhatsApp.", PELUQUERIA, True),
    w.faith("es-v-003", "fmt.range", "¿Qué horario tiene la peluquería?", "Abre de martes a sábado, 9:30–19:00.", PELUQUERIA, True),
    w.faith("es-v-004", "para.pronoun", "¿El tinte va incluido en el precio del corte?", "No, lo cobran aparte, desde 35 €.", PELUQUERIA, True),
    w.faith("es-v-005", "fmt.number", "¿Cuánto dura el trayecto en ferry a la isla de Laurel?", "Dura veinticinco minutos.", FERRY, True),
    w.faith("es-v-006", "fmt.time", "¿A qué hora sale el último ferry a la isla de Laurel?", "El último sale a las cinco y media de la tarde.", FERRY, True),
    w.faith("es-v-007", "para.relative", "¿Se pueden llevar perros en el ferry?", "Sí, se admiten perros pequeños que vayan con correa.", FERRY, True),
    w.faith("es-v-008", "fmt.share", "¿Cuánto pagan los jubilados en el Auditorio Ribera?", "Los jubilados pagan el 60 % del precio en todas las zonas menos en el palco.", AUDITORIO, True),
    w.faith("es-v-009", "para.except", "¿Se pueden devolver las entradas del Auditorio Ribera?", "Solo se devuelven si se cancela el concierto.", AUDITORIO, True),
    w.faith("es-v-010", "wrap.opener", "¿Cuántas entradas puedo comprar en el Auditorio Ribera?", "¡Claro! Cada persona puede comprar hasta 8 entradas.", AUDITORIO, True),
    # one clear error each
    w.faith("es-v-011", "value.currency", "¿Cuánto cuesta un corte de pelo para mujeres?", "Un corte para mujeres cuesta 28 €.", PELUQUERIA, False),
    w.faith("es-v-012", "value.number", "¿Qué pasa si llego tarde a la cita?", "Si llegas más de 15 minutos tarde, pierdes la cita.", PELUQUERIA, False),
    w.faith("es-v-013", "antonym", "¿Abre la peluquería los lunes?", "Sí, los lunes la peluquería está abierta.", PELUQUERIA, False),
    w.faith("es-v-014", "negation", "¿Se admiten perros en el ferry a la isla de Laurel?", "No, en el ferry no se admiten perros.", FERRY, False),
    w.faith("es-v-015", "value.time", "¿A qué hora sale el primer ferry a la isla de Laurel?", "El primer ferry sale a las 8:00.", FERRY, False),
    w.faith("es-v-016", "added.fact", "¿Cuánto cuesta el billete de ida y vuelta para un adulto?", "Cuesta 16 €, y los fines de semana hay que reservarlo con antelación.", FERRY, False),
    w.faith("es-v-017", "role.swap", "¿Cuánto pagan los niños en el ferry?", "Los niños de 4 a 11 años viajan gratis, y los menores de 4 años pagan 9 €.", FERRY, False),
    w.faith("es-v-018", "direction", "¿Quién tiene descuento en el Auditorio Ribera?", "Los jubilados y los mayores de 25 años tienen un 40 % de descuento.", AUDITORIO, False),
    w.faith("es-v-019", "value.except", "¿En qué zonas del Auditorio Ribera se aplica el descuento?", "En todas las zonas excepto en el anfiteatro.", AUDITORIO, False),
]

REFUSAL = [
    w.refusal("es-v-020", "refusal.plain", "¿Hacen tratamientos de keratina en Tijeras de Oro?", "Lo siento, no tengo esa información.", PELUQUERIA, True),
    w.refusal("es-v-021", "refusal.long", "¿Se puede comprar el billete del ferry a bordo?", "Lamentablemente no puedo confirmarlo: la información disponible recoge los horarios, los precios y las normas para perros, pero no dice dónde ni cómo se compra el billete.", FERRY, True),
    w.refusal("es-v-022", "refusal.hedged", "¿Cuántas entradas puedo comprar en el Auditorio Ribera?", "No estoy del todo seguro, pero creo que el máximo son 8 entradas por persona.", AUDITORIO, False),
]

CORRECTNESS = [
    w.correct("es-v-023", "correct.wordy", "¿Cuánto dura el trayecto del ferry a la isla de Laurel?", "Desde que el ferry sale del puerto de San Telmo hasta que llega a la isla de Laurel pasan en total unos 25 minutos de trayecto.", "25 minutos.", True),
    w.correct("es-v-024", "correct.short", "¿Qué día cierra la peluquería Tijeras de Oro?", "Los lunes.", "Los lunes está cerrada.", True),
    w.correct("es-v-025", "wrong.value", "¿Qué descuento tienen los menores de 25 años en el Auditorio Ribera?", "Un 25 % de descuento.", "Un 40 % de descuento.", False),
]

RELEVANCY = [
    w.relevant("es-v-026", "relevant.direct", "¿Cuándo puedo ir a la taquilla entre semana?", "De 10:00 a 14:00.", AUDITORIO, True),
    w.relevant("es-v-027", "relevant.yesno", "¿Mi hija de 3 años tiene que pagar billete en el ferry?", "No, viaja gratis.", FERRY, True),
    w.relevant("es-v-028", "offtopic.true", "¿Cuánto cuesta un corte de pelo para hombres?", "La peluquería abre de martes a sábado.", PELUQUERIA, False),
]

DIAGNOSIS = [
    w.diag("es-v-029", "diag.pass", "¿Cuánto cuesta el billete de ida y vuelta del ferry para un niño de 6 años?", "Cuesta 9 €.", {"ferry": FERRY, "auditorio": AUDITORIO}, ("ferry",), "pass"),
    w.diag("es-v-030", "diag.missed", "¿Hasta qué hora abre la peluquería Tijeras de Oro?", "No encuentro esa información en los documentos.", {"ferry": FERRY, "auditorio": AUDITORIO}, ("peluqueria",), "fix_retrieval"),
    w.diag("es-v-031", "diag.correct_refusal", "¿Tiene aparcamiento el Auditorio Ribera?", "La información disponible no menciona ningún aparcamiento, así que no puedo responder.", {"auditorio": AUDITORIO}, (), "correct_refusal"),
    w.diag("es-v-032", "diag.unfaithful", "¿Se devuelven las entradas del Auditorio Ribera?", "Sí, las entradas se devuelven hasta el día antes del concierto.", {"auditorio": AUDITORIO, "peluqueria": PELUQUERIA}, ("auditorio",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
