"""Fresh set L, Spanish: 19:00 times, 7,50 € and 1.000 € formats, dd/mm dates, on a transit
day pass, kayak rental, a savings account, a guitar teacher, a language club and a bakery's
history."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DAYPASS = (
    "El abono de un día de Transportes Sierra cuesta 7,50 € y es válido en todos los autobuses y tranvías hasta las 4:00 de la madrugada siguiente. "
    "Los niños menores de 6 años viajan gratis acompañados de un adulto con billete. "
    "El abono se puede comprar en las máquinas expendedoras o en la aplicación, pero no al conductor."
)
KAYAK = (
    "Kayaks Río Claro alquila kayaks individuales por 15 € la hora y kayaks dobles por 25 € la hora. "
    "Todos los clientes deben llevar chaleco salvavidas, que se presta sin coste adicional. "
    "El alquiler está disponible del 1 de mayo al 30 de septiembre."
)
SAVINGS = (
    "La Cuenta Ahorro Plus del Banco Mirador ofrece un 2,5 % de interés anual. "
    "No tiene comisión de mantenimiento y el depósito mínimo de apertura es de 1.000 €. "
    "Se permiten hasta 6 retiradas gratuitas al mes."
)
TUTOR = (
    "La profesora Lucía Ferrer da clases de guitarra a partir de los 7 años. "
    "Una clase de 60 minutos cuesta 30 € y un bono de 10 clases cuesta 270 €. "
    "Las clases son en su estudio de la calle Alameda o por videollamada."
)
LANGCLUB = (
    "El club de intercambio de idiomas Puentes se reúne todos los jueves de 19:00 a 21:00 en la biblioteca municipal. "
    "La cuota es de 20 € por semestre y la primera visita es gratuita. "
    "Los estudiantes tienen un 50 % de descuento en la cuota."
)
BAKERY = (
    "La panadería Ortega fue fundada en 1955 por Manuel Ortega en Toledo. "
    "En 1988, Manuel le traspasó el negocio a su hijo Andrés. "
    "En 2014, Andrés vendió la panadería a su aprendiz de muchos años, Rosa Vidal."
)

BAKERY_FOUNDING = "La panadería Ortega fue fundada en 1955 por Manuel Ortega en Toledo."
BAKERY_1988 = "En 1988, Manuel Ortega le traspasó la panadería a su hijo Andrés."
BAKERY_2014 = "En 2014, Andrés Ortega vendió la panadería a su aprendiz de muchos años, Rosa Vidal."
SAVINGS_RATE = "La Cuenta Ahorro Plus del Banco Mirador ofrece un 2,5 % de interés anual."
SAVINGS_FEES = (
    "La Cuenta Ahorro Plus no tiene comisión de mantenimiento y el depósito mínimo de apertura es de 1.000 €."
)
SAVINGS_WITHDRAWALS = "La Cuenta Ahorro Plus permite hasta 6 retiradas gratuitas al mes."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-l-001", "para.reorder", "¿Cuándo se reúne el club Puentes?", "Todos los jueves, de 19:00 a 21:00, se reúne el club Puentes en la biblioteca municipal.", LANGCLUB, True),
    w.faith("es-l-002", "para.nominal", "¿Cuándo se fundó la panadería Ortega?", "La fundación de la panadería Ortega, a cargo de Manuel Ortega, tuvo lugar en 1955 en Toledo.", BAKERY, True),
    w.faith("es-l-003", "fmt.number", "¿Cuántas retiradas gratuitas puedo hacer?", "Se permiten hasta seis retiradas gratuitas al mes.", SAVINGS, True),
    w.faith("es-l-004", "fmt.date", "¿Cuándo se pueden alquilar los kayaks?", "El alquiler está disponible del 01/05 al 30/09.", KAYAK, True),
    w.faith("es-l-005", "wrap.question", "¿Cuánto cuesta el bono de clases?", "El bono de 10 clases cuesta 270 €. ¿Te puedo ayudar con algo más?", TUTOR, True),
    w.faith("es-l-006", "fmt.share", "¿Los estudiantes tienen descuento en el club?", "Sí, los estudiantes pagan la mitad de la cuota.", LANGCLUB, True),
    w.faith("es-l-007", "para.combine", "¿Cuánto cuesta un kayak doble y hay que pagar el chaleco?", "Un kayak doble cuesta 25 € la hora, y el chaleco salvavidas, que todos los clientes deben llevar, se presta sin coste adicional.", KAYAK, True),
    w.faith("es-l-008", "fmt.period", "¿Cuánto cuesta una clase con Lucía?", "Una clase de una hora cuesta 30 €.", TUTOR, True),
    w.faith("es-l-009", "value.currency", "¿Cuánto cuesta un kayak individual?", "Un kayak individual cuesta 15 dólares la hora.", KAYAK, False),
    w.faith("es-l-010", "value.date", "¿Desde cuándo se pueden alquilar kayaks?", "El alquiler está disponible del 1 de junio al 30 de septiembre.", KAYAK, False),
    w.faith("es-l-011", "mixed", "¿Cuánto cuestan las clases de guitarra?", "Una clase de 60 minutos cuesta 30 € y un bono de 10 clases cuesta 300 €.", TUTOR, False),
    w.faith("es-l-012", "modality", "¿Es obligatorio el chaleco salvavidas?", "Los clientes pueden llevar chaleco salvavidas si lo desean; se presta sin coste adicional.", KAYAK, False),
    w.faith("es-l-013", "value.number", "¿Los niños pagan en el autobús?", "Los niños menores de 10 años viajan gratis acompañados de un adulto con billete.", DAYPASS, False),
    w.faith("es-l-014", "added.fact", "¿Dónde se reúne el club Puentes?", "El club Puentes se reúne los jueves de 19:00 a 21:00 en la biblioteca municipal, y cada sesión termina con una cena compartida.", LANGCLUB, False),
    w.faith("es-l-015", "quantifier", "¿Quién viaja gratis con el abono?", "Todos los niños viajan gratis acompañados de un adulto con billete.", DAYPASS, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-l-016", "refusal.short", "¿El abono sirve para el tren del aeropuerto?", "No lo sé, lo siento.", DAYPASS, True),
    w.refusal("es-l-017", "refusal.context", "¿La Cuenta Ahorro Plus incluye tarjeta de débito?", "La información disponible no dice si la Cuenta Ahorro Plus incluye tarjeta de débito, así que no puedo responder a eso.", SAVINGS, True),
    w.refusal("es-l-018", "refusal.partial", "¿Cuánto cuesta una clase y se puede cancelar?", "Una clase de 60 minutos cuesta 30 €. Sobre las cancelaciones, los documentos no dicen nada.", TUTOR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-l-019", "correct.format", "¿Cuál es el depósito mínimo de apertura de la Cuenta Ahorro Plus?", "Mil euros.", "1.000 €.", True),
    w.correct("es-l-020", "wrong.value", "¿Cuánto cuesta el abono de un día de Transportes Sierra?", "El abono de un día cuesta 5,50 €.", "7,50 €.", False),
    w.correct("es-l-021", "wrong.role", "¿Quién vendió la panadería Ortega a quién en 2014?", "Rosa Vidal le vendió la panadería a Andrés Ortega en 2014.", "Andrés Ortega se la vendió a Rosa Vidal.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-l-022", "relevant.direct", "¿Qué precio tiene hacerse socio del club Puentes?", "20 € por semestre.", LANGCLUB, True),
    w.relevant("es-l-023", "offtopic.true", "¿Cuánto cuesta alquilar un kayak doble?", "El alquiler está disponible del 1 de mayo al 30 de septiembre.", KAYAK, False),
    w.relevant("es-l-024", "offtopic.other", "¿Dónde se compra el abono de un día?", "La panadería Ortega fue fundada en 1955 en Toledo.", DAYPASS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-l-025", "diag.pass", "¿A quién traspasó Manuel Ortega la panadería en 1988?", "Se la traspasó a su hijo Andrés.", {"bakery-1988": BAKERY_1988, "bakery-founding": BAKERY_FOUNDING}, ("bakery-1988",), "pass"),
    w.diag("es-l-026", "diag.offtopic", "¿Qué interés ofrece la Cuenta Ahorro Plus?", "La cuenta no tiene comisión de mantenimiento.", {"savings-rate": SAVINGS_RATE, "savings-fees": SAVINGS_FEES}, ("savings-rate",), "fix_generation"),
    w.diag("es-l-027", "diag.missed", "¿Cuántas retiradas gratuitas al mes permite la Cuenta Ahorro Plus?", "Lo siento, no encuentro esa información en los documentos.", {"savings-rate": SAVINGS_RATE, "savings-fees": SAVINGS_FEES}, ("savings-withdrawals",), "fix_retrieval"),
    w.diag("es-l-028", "diag.correct_refusal", "¿La panadería Ortega hace pan sin gluten?", "No tengo información sobre pan sin gluten en los documentos disponibles.", {"bakery-founding": BAKERY_FOUNDING, "bakery-2014": BAKERY_2014}, (), "correct_refusal"),
    w.diag("es-l-029", "diag.should_refuse", "¿Se puede abrir la Cuenta Ahorro Plus por internet?", "Sí, la cuenta se puede abrir por internet en menos de diez minutos.", {"savings-fees": SAVINGS_FEES, "savings-rate": SAVINGS_RATE}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
