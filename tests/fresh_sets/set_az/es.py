"""Spanish cases of set AZ: a planetarium (Cielo Austral), a photography darkroom run by a
collective (Grano Fino) and a bicycle courier firm in Valencia (Pedal Exprés)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PLANETARIO = (
    "El planetario Cielo Austral ofrece sesiones de 50 minutos los viernes, sábados y domingos a las 12:00, a las 17:00 y a las 19:30. "
    "La entrada general cuesta 9 euros, y la reducida, para jubilados y menores de 14 años, 6 euros. "
    "La sala tiene capacidad para 90 personas y no se permite entrar con comida ni bebida."
)
CUARTO = (
    "El cuarto oscuro del colectivo Grano Fino abre de lunes a viernes de 16:00 a 22:00. "
    "Los socios pagan una cuota de 25 euros al mes, que incluye el uso de las cuatro ampliadoras. "
    "Los químicos se cambian cada dos semanas y es obligatorio usar guantes al manipularlos. "
    "Los menores de 16 años solo pueden entrar acompañados de un socio adulto."
)
PEDAL = (
    "La mensajería en bicicleta Pedal Exprés reparte por todo el centro de Valencia con 15 ciclistas. "
    "Un envío estándar cuesta 6,50 euros y se entrega en un plazo máximo de tres horas. "
    "Los paquetes de más de 10 kilos se rechazan. "
    "En 2023 la empresa hizo 48.000 entregas, un 20 % más que el año anterior."
)

PLANETARIO_SALA_DOC = "La sala del planetario Cielo Austral tiene capacidad para 90 personas y no se permite entrar con comida ni bebida."
PLANETARIO_PRECIOS_DOC = "En el planetario Cielo Austral, la entrada general cuesta 9 euros, y la reducida, para jubilados y menores de 14 años, 6 euros."
CUARTO_HORARIO_DOC = "El cuarto oscuro del colectivo Grano Fino abre de lunes a viernes de 16:00 a 22:00."
CUARTO_MENORES_DOC = "En el cuarto oscuro de Grano Fino, los menores de 16 años solo pueden entrar acompañados de un socio adulto."
CUARTO_QUIMICOS_DOC = "En el cuarto oscuro de Grano Fino, los químicos se cambian cada dos semanas y es obligatorio usar guantes al manipularlos."
PEDAL_PRECIOS_DOC = (
    "En Pedal Exprés, un envío estándar cuesta 6,50 euros y se entrega en un plazo máximo de tres horas."
)
PEDAL_LIMITE_DOC = "Pedal Exprés rechaza los paquetes de más de 10 kilos."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-az-001", "para.reorder", "¿A qué hora son las sesiones del planetario?", "A las 12:00, a las 17:00 y a las 19:30 hay sesiones los viernes, sábados y domingos.", PLANETARIO, True),
    w.faith("es-az-002", "para.passive", "¿Qué pasa con los paquetes de más de 10 kilos?", "Los paquetes que pesan más de 10 kilos son rechazados.", PEDAL, True),
    w.faith("es-az-003", "para.synonym", "¿Cuánto cuesta y cuánto tarda un envío estándar?", "Un envío normal vale 6,50 euros y llega en tres horas como mucho.", PEDAL, True),
    w.faith("es-az-004", "fmt.thousands", "¿Cuántas entregas hizo Pedal Exprés en 2023?", "En 2023 hizo 48 000 entregas.", PEDAL, True),
    w.faith("es-az-005", "fmt.period", "¿Cada cuánto se cambian los químicos del cuarto oscuro?", "Los químicos se cambian cada 14 días.", CUARTO, True),
    w.faith("es-az-006", "fmt.share", "¿Cuánto crecieron las entregas de Pedal Exprés en 2023?", "En 2023 hubo una quinta parte más de entregas que el año anterior.", PEDAL, True),
    w.faith("es-az-007", "fmt.unit", "¿Hay un peso máximo para los paquetes?", "Sí, los paquetes de más de 10 kg se rechazan.", PEDAL, True),
    w.faith("es-az-008", "para.pronoun", "¿Pueden entrar los menores de 16 años al cuarto oscuro?", "Sí, pero solo si los acompaña un socio adulto.", CUARTO, True),
    w.faith("es-az-009", "wrap.closer", "¿Cuántas personas caben en la sala del planetario?", "La sala tiene capacidad para 90 personas. ¡Que disfrutes de la sesión!", PLANETARIO, True),
    w.faith("es-az-010", "wrap.attribution", "¿Qué incluye la cuota de socio de Grano Fino?", "Según el colectivo Grano Fino, la cuota de 25 euros al mes incluye el uso de las cuatro ampliadoras.", CUARTO, True),
    w.faith("es-az-011", "fmt.range", "¿Cuándo abre el cuarto oscuro?", "Abre de lunes a viernes, 16:00–22:00.", CUARTO, True),
    w.faith("es-az-012", "value.number", "¿Cuántas personas caben en la sala del planetario?", "La sala tiene capacidad para 60 personas.", PLANETARIO, False),
    w.faith("es-az-013", "value.time", "¿A qué hora es la última sesión del planetario?", "La última sesión empieza a las 20:30.", PLANETARIO, False),
    w.faith("es-az-014", "value.unit", "¿Qué paquetes rechaza Pedal Exprés?", "Se rechazan los paquetes de más de 10 libras.", PEDAL, False),
    w.faith("es-az-015", "role.swap", "¿Cuánto cuestan las entradas del planetario?", "La entrada general cuesta 6 euros y la reducida, 9 euros.", PLANETARIO, False),
    w.faith("es-az-016", "negation", "¿Se puede entrar con bebida a la sesión?", "Sí, se permite entrar con comida y bebida.", PLANETARIO, False),
    w.faith("es-az-017", "modality", "¿Hay que usar guantes con los químicos?", "Usar guantes es recomendable, aunque no obligatorio.", CUARTO, False),
    w.faith("es-az-018", "direction", "¿Cómo evolucionaron las entregas de Pedal Exprés en 2023?", "En 2023 la empresa hizo 48.000 entregas, un 20 % menos que el año anterior.", PEDAL, False),
    w.faith("es-az-019", "added.entity", "¿Cuánto duran las sesiones del planetario?", "Las sesiones duran 50 minutos y las presenta la astrónoma Lucía Ferrer.", PLANETARIO, False),
    w.faith("es-az-020", "quantifier", "¿Cuánto cuesta la entrada al planetario?", "Todos los visitantes pagan 9 euros.", PLANETARIO, False),
    w.faith("es-az-021", "value.currency", "¿Cuánto es la cuota mensual de Grano Fino?", "La cuota es de 25 dólares al mes.", CUARTO, False),
    w.faith("es-az-022", "antonym", "¿Quién necesita ir acompañado al cuarto oscuro?", "Los mayores de 16 años solo pueden entrar acompañados de un socio adulto.", CUARTO, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-az-023", "refusal.plain", "¿Hay aparcamiento cerca del planetario Cielo Austral?", "Lo siento, pero la información disponible no dice nada sobre aparcamiento.", PLANETARIO, True),
    w.refusal("es-az-024", "refusal.context", "¿Qué horario de atención al cliente tiene Pedal Exprés?", "El texto sobre Pedal Exprés no menciona su horario de atención, así que no puedo responder.", PEDAL, True),
    w.refusal("es-az-025", "refusal.hedged", "¿Cuánto cuesta la cuota de Grano Fino?", "No estoy del todo seguro, pero creo que son 25 euros al mes.", CUARTO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-az-026", "correct.wordy", "¿Cuánto duran las sesiones del planetario?", "Cada sesión del planetario Cielo Austral dura cincuenta minutos, y las hay los viernes, sábados y domingos.", "50 minutos.", True),
    w.correct("es-az-027", "correct.wordy", "¿Cuántos ciclistas tiene Pedal Exprés?", "Para repartir por el centro de Valencia, Pedal Exprés cuenta con un equipo de quince ciclistas.", "15 ciclistas.", True),
    w.correct("es-az-028", "correct.format", "¿A qué hora cierra el cuarto oscuro?", "A las diez de la noche.", "A las 22:00.", True),
    w.correct("es-az-029", "wrong.value", "¿Cuánto cuesta un envío estándar en Pedal Exprés?", "Cuesta 9,50 euros.", "Un envío estándar cuesta 6,50 euros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-az-030", "relevant.direct", "¿Qué días puedo ir al planetario?", "Viernes, sábados y domingos.", PLANETARIO, True),
    w.relevant("es-az-031", "relevant.direct", "¿Qué precio tiene la entrada reducida?", "Seis euros.", PLANETARIO, True),
    w.relevant("es-az-032", "relevant.direct", "¿Cuánto tarda un envío estándar en llegar?", "Como mucho tres horas.", PEDAL, True),
    w.relevant("es-az-033", "relevant.yesno", "¿Puedo llevar palomitas a la sesión?", "No, no se permite entrar con comida ni bebida.", PLANETARIO, True),
    w.relevant("es-az-034", "offtopic.true", "¿Cuántas ampliadoras hay en el cuarto oscuro?", "Los químicos se cambian cada dos semanas.", CUARTO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-az-035", "diag.pass", "¿Cuántas personas caben en la sala del planetario?", "Caben 90 personas.", {"planetario-sala": PLANETARIO_SALA_DOC, "planetario-precios": PLANETARIO_PRECIOS_DOC}, ("planetario-sala",), "pass"),
    w.diag("es-az-036", "diag.missed", "¿Cuánto pagan al mes los socios de Grano Fino?", "Los documentos que tengo no indican la cuota mensual.", {"cuarto-horario": CUARTO_HORARIO_DOC, "cuarto-menores": CUARTO_MENORES_DOC}, ("cuarto-cuota",), "fix_retrieval"),
    w.diag("es-az-037", "diag.correct_refusal", "¿Pedal Exprés hace envíos internacionales?", "No hay información sobre envíos internacionales en los documentos.", {"pedal-precios": PEDAL_PRECIOS_DOC, "pedal-limite": PEDAL_LIMITE_DOC}, (), "correct_refusal"),
    w.diag("es-az-038", "diag.offtopic", "¿Se pueden manipular los químicos sin guantes?", "El cuarto oscuro abre de lunes a viernes de 16:00 a 22:00.", {"cuarto-quimicos": CUARTO_QUIMICOS_DOC, "cuarto-horario": CUARTO_HORARIO_DOC}, ("cuarto-quimicos",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
