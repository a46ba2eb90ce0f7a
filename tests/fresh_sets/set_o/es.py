# ruff: noqa: E501
"""Fresh set O, Spanish: a vintage clothing store, a holiday cottage, a bakery's loyalty card,
a rail museum, a notary office, a flower delivery service and a printing company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VINTAGE = (
    "Retro Armario compra ropa usada los martes y los jueves. "
    "Los vendedores reciben el 30 % del precio de venta en efectivo. "
    "Todas las prendas deben entregarse limpias. La tienda abrió en 2011 en el barrio de Gràcia."
)
COTTAGE = (
    "La Casa Rural El Pinar tiene capacidad para ocho personas. "
    "La entrada es a partir de las 17:00 y la salida, antes de las 11:00. "
    "La fianza es de 1.500 € y se devuelve en un plazo de dos semanas. No se admiten mascotas."
)
BAKERY = (
    "Con la tarjeta de fidelidad de Panadería Espiga, cada compra de más de 3 € suma un sello. "
    "Con diez sellos, le regalamos una barra de pan. Los sellos caducan a los seis meses."
)
MUSEUM = (
    "El Museo del Ferrocarril de Almendra abre todos los días excepto los lunes, de 10:00 a 18:00. "
    "La entrada general cuesta 8 €. Las visitas guiadas duran una hora y se reservan en la taquilla. "
    "La jornada de puertas abiertas será el 18 de mayo."
)
NOTARY = (
    "La Notaría Ruiz atiende con cita previa de lunes a viernes. "
    "Para firmar una compraventa, cada firmante debe presentar su DNI original. "
    "El precio de una copia simple es de 6 € por página. El despacho está en la calle Mayor, 12."
)
PRINTING = (
    "La Imprenta Soler fue fundada en 1934 por Manuel Soler en Valencia. "
    "En 1980, la Imprenta Soler compró la Imprenta Castell. En 2005, el grupo editorial Marea adquirió la Imprenta Soler."
)
FLOWERS = (
    "Floresta entrega ramos a domicilio en Sevilla el mismo día si el pedido se hace antes de las 14:00. "
    "El envío cuesta 4,95 € y es gratuito a partir de 40 €."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-o-001", "para.synonym", "¿Se aceptan mascotas en la Casa Rural El Pinar?", "No, en la Casa Rural El Pinar no se permiten animales de compañía.", COTTAGE, True),
    w.faith("es-o-002", "para.passive", "¿Quién fundó la Imprenta Soler?", "Manuel Soler fundó la Imprenta Soler en Valencia en 1934.", PRINTING, True),
    w.faith("es-o-003", "fmt.currency", "¿De cuánto es la fianza de la casa rural?", "La fianza es de 1500 euros.", COTTAGE, True),
    w.faith("es-o-004", "fmt.period", "¿Cuándo se devuelve la fianza?", "La fianza se devuelve en un plazo de 14 días.", COTTAGE, True),
    w.faith("es-o-005", "fmt.date", "¿Cuándo es la jornada de puertas abiertas del museo?", "La jornada de puertas abiertas será el 18/05.", MUSEUM, True),
    w.faith("es-o-006", "wrap.opener", "¿Cuánto cuesta el envío en Floresta?", "¡Claro! El envío cuesta 4,95 € y es gratuito a partir de 40 €.", FLOWERS, True),
    w.faith("es-o-007", "para.except", "¿Qué día cierra el Museo del Ferrocarril?", "El museo cierra los lunes.", MUSEUM, True),
    w.faith("es-o-008", "value.time", "¿A partir de qué hora se puede entrar en la casa rural?", "La entrada es a partir de las 15:00.", COTTAGE, False),
    w.faith("es-o-009", "value.currency", "¿Cuánto cuesta una copia simple en la Notaría Ruiz?", "Una copia simple cuesta 6 dólares por página.", NOTARY, False),
    w.faith("es-o-010", "value.except", "¿Qué días abre el Museo del Ferrocarril?", "El museo abre todos los días excepto los martes, de 10:00 a 18:00.", MUSEUM, False),
    w.faith("es-o-011", "negation", "¿Caducan los sellos de la tarjeta de Panadería Espiga?", "No, los sellos no caducan.", BAKERY, False),
    w.faith("es-o-012", "mixed", "¿Qué días compra ropa Retro Armario y cuánto paga?", "Retro Armario compra ropa los martes y los jueves, y paga el 50 % del precio de venta en efectivo.", VINTAGE, False),
    w.faith("es-o-013", "role.swap", "¿Qué pasó con la Imprenta Soler en 2005?", "En 2005, la Imprenta Soler adquirió el grupo editorial Marea.", PRINTING, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-o-014", "refusal.plain", "¿La Casa Rural El Pinar tiene piscina?", "No lo sé.", COTTAGE, True),
    w.refusal("es-o-015", "refusal.short", "¿Cuántos empleados tiene Floresta?", "Lo desconozco.", FLOWERS, True),
    w.refusal("es-o-016", "refusal.partial", "¿Cuánto cuesta la entrada al museo y hay descuento para jubilados?", "La entrada general cuesta 8 €. Sobre descuentos para jubilados, los documentos no dicen nada.", MUSEUM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-o-017", "correct.short", "¿Cuántos sellos hacen falta para conseguir una barra gratis?", "Diez.", "Hacen falta diez sellos para conseguir una barra de pan gratis.", True),
    w.correct("es-o-018", "correct.format", "¿Cuánto cuesta la entrada general al museo?", "Ocho euros.", "La entrada general cuesta 8 €.", True),
    w.correct("es-o-019", "wrong.role", "¿Quién compró a quién en 1980?", "En 1980, la Imprenta Castell compró la Imprenta Soler.", "En 1980, la Imprenta Soler compró la Imprenta Castell.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-o-020", "relevant.direct", "¿Para cuántas personas es la casa rural?", "Tiene capacidad para ocho huéspedes.", COTTAGE, True),
    w.relevant("es-o-021", "offtopic.true", "¿Hasta qué hora puedo pedir flores para que lleguen hoy?", "El envío es gratuito a partir de 40 €.", FLOWERS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-o-022", "diag.pass", "¿Qué documento necesito para firmar una compraventa en la Notaría Ruiz?", "Cada firmante debe presentar su DNI original.", {"notaria-1": NOTARY, "flores-1": FLOWERS}, ("notaria-1",), "pass"),
    w.diag("es-o-023", "diag.offtopic", "¿Cuánto duran las visitas guiadas del museo?", "La entrada general al museo cuesta 8 €.", {"museo-1": MUSEUM}, ("museo-1",), "fix_generation"),
    w.diag("es-o-024", "diag.unfaithful", "¿Cuándo caducan los sellos de la tarjeta de Panadería Espiga?", "Los sellos caducan a los dos años.", {"pan-1": BAKERY}, ("pan-1",), "fix_generation"),
    w.diag("es-o-025", "diag.missed", "¿Dónde está la Notaría Ruiz?", "Lo siento, no he encontrado esa información.", {"museo-1": MUSEUM, "casa-1": COTTAGE}, ("notaria-1",), "fix_retrieval"),
    w.diag("es-o-026", "diag.correct_refusal", "¿Floresta vende plantas de interior?", "Los documentos no mencionan si Floresta vende plantas de interior.", {"flores-1": FLOWERS}, (), "correct_refusal"),
    w.diag("es-o-027", "diag.should_refuse", "¿Cuánto cuesta una visita guiada en el museo?", "La visita guiada cuesta 3 € además de la entrada general.", {"museo-1": MUSEUM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
