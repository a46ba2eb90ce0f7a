# ruff: noqa: E501
"""Fresh set I, Spanish: Spanish number, money and time forms (1.500 €, 0,20 €, 9:00), on a
bank, a hotel's history, a cleaning company, e-scooters, a laundry, a recycling centre, a
chess club, a pizza chain, a photo studio and a national park."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BANK = (
    "La cuenta corriente Día a Día del Banco Levante tiene una comisión de mantenimiento de 3 € al mes. "
    "Los clientes menores de 26 años no pagan esta comisión. Se puede solicitar un descubierto de hasta 1.500 €."
)
HOTEL = (
    "El Hotel Miramar fue fundado en 1947 por Carmen Ortega. "
    "En 1983, su hijo Luis Ortega vendió el hotel a la familia Sanz. Desde 2014, lo dirige Elena Sanz."
)
CLEAN = (
    "Limpiezas Brillo envía a dos limpiadoras a cada servicio. "
    "La limpieza estándar de un piso de tres habitaciones dura unas tres horas. "
    "Los clientes pueden cancelar gratis hasta 24 horas antes de la cita."
)
SCOOTER = (
    "Los patinetes eléctricos de RápidoGo cuestan 1 € por desbloqueo y 0,20 € por minuto. "
    "Hay que tener al menos 18 años para usarlos. Se recomienda llevar casco."
)
LAUNDRY = (
    "La lavandería Burbuja recoge la ropa a domicilio los lunes y los jueves. "
    "La ropa limpia se devuelve en un plazo de 48 horas. Las prendas delicadas se lavan a mano sin coste adicional."
)
RECYCLE = (
    "El punto limpio de Valdemoro abre de martes a domingo, de 9:00 a 19:00. "
    "Se admiten hasta 100 kg de restos de poda por visita sin coste. No se admiten neumáticos."
)
CHESS = (
    "El club de ajedrez Alfil se reúne todos los miércoles por la tarde en el centro cultural. "
    "La cuota anual es de 50 € para adultos y 20 € para menores. "
    "En el torneo de 2024, Lucía Romero venció a Pablo Gil en la final."
)

# diagnosis documents
D_PIZZA_SHIPPING = "Pizzería Napoli Express reparte a domicilio en un radio de 5 km alrededor de cada local. El envío es gratis en pedidos de más de 20 €."
D_PIZZA_TIME = "Los pedidos de Pizzería Napoli Express suelen llegar en menos de 30 minutos."
D_PARK_HOURS = "El centro de visitantes del Parque Nacional Sierra Alta abre todos los días de 9:00 a 18:00."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-i-001", "fmt.thousands", "¿Hasta cuánto puedo tener en descubierto?", "Se puede solicitar un descubierto de hasta 1500 €.", BANK, True),
    w.faith("es-i-002", "para.combine", "¿Quién fundó el Hotel Miramar y quién lo dirige?", "El Hotel Miramar, fundado por Carmen Ortega en 1947, está dirigido desde 2014 por Elena Sanz.", HOTEL, True),
    w.faith("es-i-003", "fmt.number", "¿Cuántas personas vienen a limpiar?", "Limpiezas Brillo envía a 2 limpiadoras a cada servicio.", CLEAN, True),
    w.faith("es-i-004", "wrap.opener", "¿Cuánto cuesta usar un patinete de RápidoGo?", "¡Claro! Los patinetes de RápidoGo cuestan 1 € por desbloqueo y 0,20 € por minuto.", SCOOTER, True),
    w.faith("es-i-005", "fmt.period", "¿Cuándo me devuelven la ropa?", "La ropa limpia se devuelve en un plazo de dos días.", LAUNDRY, True),
    w.faith("es-i-006", "para.except", "¿Qué días abre el punto limpio?", "El punto limpio abre todos los días excepto los lunes.", RECYCLE, True),
    w.faith("es-i-007", "para.capital", "¿Quién ganó la final del torneo de 2024?", "EN LA FINAL DEL TORNEO DE 2024, LUCÍA ROMERO VENCIÓ A PABLO GIL.", CHESS, True),
    w.faith("es-i-008", "para.synonym", "¿Cuándo se reúne el club Alfil?", "El club de ajedrez Alfil se junta cada miércoles por la tarde en el centro cultural.", CHESS, True),
    w.faith("es-i-009", "quantifier", "¿Quién paga la comisión de mantenimiento?", "Ningún cliente paga la comisión de mantenimiento de la cuenta Día a Día.", BANK, False),
    w.faith("es-i-010", "role.swap", "¿Qué pasó con el hotel en 1983?", "En 1983, la familia Sanz vendió el hotel a Luis Ortega.", HOTEL, False),
    w.faith("es-i-011", "value.date", "¿Cuándo se fundó el Hotel Miramar?", "El Hotel Miramar fue fundado en 1974 por Carmen Ortega.", HOTEL, False),
    w.faith("es-i-012", "modality", "¿Tengo que llevar casco en el patinete?", "Sí, llevar casco es obligatorio.", SCOOTER, False),
    w.faith("es-i-013", "added.fact", "¿Cuesta más lavar prendas delicadas?", "No, las prendas delicadas se lavan a mano sin coste adicional y se entregan planchadas.", LAUNDRY, False),
    w.faith("es-i-014", "negation", "¿Puedo llevar neumáticos al punto limpio?", "Sí, en el punto limpio se admiten neumáticos.", RECYCLE, False),
    w.faith("es-i-015", "value.number", "¿Cuántos restos de poda puedo llevar?", "Se admiten hasta 200 kg de restos de poda por visita sin coste.", RECYCLE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-i-016", "refusal.plain", "¿Quién es el presidente del club Alfil?", "No lo sé.", CHESS, True),
    w.refusal("es-i-017", "refusal.long", "¿Se pueden dejar electrodomésticos en el punto limpio?", "Gracias por su pregunta. He revisado la información disponible sobre el punto limpio de Valdemoro, que recoge el horario de apertura, el límite de restos de poda y la norma sobre neumáticos, pero no dice nada sobre los electrodomésticos. Por eso no puedo darle una respuesta fiable; le recomiendo consultarlo directamente con el punto limpio.", RECYCLE, True),
    w.refusal("es-i-018", "refusal.partial", "¿Cuánto cuesta la cuenta Día a Día y qué tipo de interés ofrece?", "La cuenta Día a Día tiene una comisión de mantenimiento de 3 € al mes. Sobre el tipo de interés, los documentos no dicen nada.", BANK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-i-019", "correct.short", "¿Cuánto dura la limpieza estándar de un piso de tres habitaciones?", "Unas tres horas.", "La limpieza estándar de un piso de tres habitaciones dura unas tres horas.", True),
    w.correct("es-i-020", "wrong.value", "¿Cuál es la cuota anual para adultos del club Alfil?", "La cuota anual para adultos es de 60 €.", "La cuota anual para adultos es de 50 €.", False),
    w.correct("es-i-021", "wrong.role", "¿Quién venció a quién en la final de 2024?", "Pablo Gil venció a Lucía Romero.", "Lucía Romero venció a Pablo Gil.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-i-022", "relevant.direct", "¿Con cuánta antelación puedo anular sin pagar?", "Hasta 24 horas antes de la cita.", CLEAN, True),
    w.relevant("es-i-023", "relevant.yesno", "¿Puede usarlos un chico de 16 años?", "No, hay que tener al menos 18 años.", SCOOTER, True),
    w.relevant("es-i-024", "offtopic.true", "¿Qué días recogen la ropa?", "Las prendas delicadas se lavan a mano sin coste adicional.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-i-025", "diag.unfaithful", "¿Cuánto suele tardar un pedido de Napoli Express?", "Los pedidos suelen tardar unos 45 minutos.", {"pizza-envio": D_PIZZA_SHIPPING, "pizza-tiempo": D_PIZZA_TIME}, ("pizza-tiempo",), "fix_generation"),
    w.diag("es-i-026", "diag.missed", "¿Cuánto cuestan las fotos de carné en Estudio Enfoque?", "Lo siento, no he encontrado información sobre el precio de las fotos de carné.", {"pizza-envio": D_PIZZA_SHIPPING, "parque-horario": D_PARK_HOURS}, ("foto-carne",), "fix_retrieval"),
    w.diag("es-i-027", "diag.correct_refusal", "¿Napoli Express tiene pizzas sin gluten?", "Los documentos disponibles no indican si Napoli Express tiene pizzas sin gluten.", {"pizza-envio": D_PIZZA_SHIPPING, "pizza-tiempo": D_PIZZA_TIME}, (), "correct_refusal"),
    w.diag("es-i-028", "diag.should_refuse", "¿Cuánto cuesta la entrada al Parque Nacional Sierra Alta?", "La entrada al parque cuesta 8 € por persona.", {"parque-horario": D_PARK_HOURS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
