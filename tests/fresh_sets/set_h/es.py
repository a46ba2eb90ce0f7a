# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, Spanish: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TRAIN = (
    "La taquilla de la estación de Valdemora abre de lunes a sábado de 6:30 a 21:00. "
    "Los billetes de cercanías se pueden comprar también en las máquinas del vestíbulo. "
    "Los menores de 4 años viajan gratis si no ocupan asiento."
)
MOBILE = (
    "La tarifa Onda 15 de Celeste Móvil cuesta 15 € al mes e incluye llamadas ilimitadas. "
    "La portabilidad se completa en un plazo de dos días hábiles. "
    "La tarjeta SIM se envía gratis a domicilio."
)
CONCERT = (
    "El Auditorio Ribera tiene capacidad para 1.500 personas. "
    "Las entradas se venden en la taquilla y en la web oficial. "
    "No se permite grabar vídeos durante los conciertos."
)
GARDEN = (
    "El vivero Los Almendros vende macetas de barro desde 3,50 €. "
    "Los sábados por la mañana ofrece talleres gratuitos de huerto urbano. "
    "El aparcamiento para clientes es gratuito."
)
COWORK = (
    "El espacio de coworking La Colmena abre de 8:00 a 20:00 de lunes a viernes. "
    "El bono de 10 días cuesta 120 €. "
    "Las salas de reuniones se reservan a través de la aplicación."
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("es-h-001", "refusal.short", "¿Se puede llevar la bicicleta en el tren de cercanías?", "No lo sé, lo siento.", TRAIN, True),
    w.refusal("es-h-002", "refusal.context", "¿La tarifa Onda 15 incluye datos en itinerancia?", "Los documentos proporcionados no dicen nada sobre la itinerancia, así que no puedo responder a esa pregunta.", MOBILE, True),
    w.refusal("es-h-003", "refusal.long", "¿El Auditorio Ribera tiene descuentos para estudiantes?", "¡Muchas gracias por tu consulta! Por desgracia, la información de la que dispongo no menciona descuentos para estudiantes. Te recomiendo ponerte en contacto directamente con la taquilla del Auditorio Ribera o escribirles a través de su web oficial; seguro que pueden ayudarte. Siento no poder darte una respuesta más concreta.", CONCERT, True),
    w.refusal("es-h-004", "refusal.hedged", "¿Cuánto cuestan las macetas de barro en el vivero?", "Las macetas de barro cuestan desde 3,50 €, aunque el precio exacto depende del modelo, así que conviene consultarlo en la tienda.", GARDEN, False),
    w.refusal("es-h-005", "refusal.partial", "¿Cuánto cuesta el bono de 10 días y abre La Colmena los fines de semana?", "El bono de 10 días cuesta 120 €. No he encontrado información sobre la apertura en fin de semana en los documentos.", COWORK, False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-h-006", "relevant.direct", "¿Cuántas personas caben en el Auditorio Ribera?", "Tiene un aforo de 1.500 espectadores.", CONCERT, True),
    w.relevant("es-h-007", "relevant.yesno", "¿Tengo que pagar por aparcar en el vivero?", "No, el aparcamiento para clientes es gratuito.", GARDEN, True),
    w.relevant("es-h-008", "offtopic.true", "¿Cuánto tarda la portabilidad?", "La tarjeta SIM se envía gratis a domicilio.", MOBILE, False),
    w.relevant("es-h-009", "offtopic.other", "¿A qué hora abre la taquilla de Valdemora?", "Valdemora es conocida por su catedral gótica y sus fiestas de septiembre.", TRAIN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-h-010", "diag.offtopic", "¿Cómo se reservan las salas de reuniones en La Colmena?", "El bono de 10 días de La Colmena cuesta 120 €.", {"cw1": COWORK, "vv1": GARDEN}, ("cw1",), "fix_generation"),
    w.diag("es-h-011", "diag.correct_refusal", "¿Hay guardarropa en el Auditorio Ribera?", "Lo siento, en los documentos no aparece información sobre un guardarropa en el auditorio.", {"au1": CONCERT, "tr1": TRAIN}, (), "correct_refusal"),
    w.diag("es-h-012", "diag.should_refuse", "¿Celeste Móvil tiene tiendas físicas?", "Sí, Celeste Móvil tiene 40 tiendas físicas repartidas por toda España.", {"cm1": MOBILE, "cw1": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
