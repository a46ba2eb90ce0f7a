"""Fresh set K, Spanish: a city marina, an observatory, a second-hand bookshop, a student
loan scheme, a cemetery office, a courier company, a dance school, a cheese dairy's
history, a wedding venue and a ceramics workshop, with Spanish number and money formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MARINA = (
    "La marina municipal de Puerto Alba tiene 180 amarres. "
    "Las embarcaciones visitantes pagan 4 € por metro y noche. "
    "La oficina del puerto abre de 9:00 a 20:00 todos los días excepto los domingos."
)
OBSERVATORY = (
    "El Observatorio de Sierra Clara organiza noches de observación abiertas al público todos los sábados a las 21:30. "
    "La entrada cuesta 12 € y debe reservarse en línea. "
    "El telescopio principal tiene un espejo de 1,5 m de diámetro."
)
BOOKSHOP = (
    "La librería de segunda mano El Tintero fue fundada en 1981 por Carmen Ruiz. "
    "Compra libros usados solo los jueves. "
    "Los clientes que devuelven un libro comprado en la tienda reciben la mitad del precio en crédito."
)
LOAN = (
    "El programa de préstamos universitarios Avanza permite pedir hasta 6.000 € por curso. "
    "La devolución empieza dos años después de terminar los estudios. "
    "El plazo de solicitud termina el 31 de octubre."
)
CEMETERY = (
    "La oficina del cementerio municipal de Valdeluz gestiona las concesiones de nichos. "
    "Una concesión dura 10 años y puede renovarse. "
    "La oficina atiende de lunes a viernes de 8:00 a 14:00."
)
COURIER = (
    "Mensajería Rayo entrega paquetes de hasta 25 kg. "
    "El envío urgente dentro de la ciudad cuesta 9,50 € y debe solicitarse antes de las 12:00. "
    "Los paquetes no entregados se guardan en la oficina durante 14 días."
)
DANCE = (
    "La escuela de danza Compás ofrece clases de flamenco para adultos los martes y viernes a las 20:00. "
    "La cuota mensual es de 55 €. "
    "La escuela cierra durante todo el mes de agosto."
)
DAIRY = (
    "La quesería La Vega fue fundada en 1935 por Manuel Ortega. "
    "En 1962 Ortega vendió la quesería a la familia Sanz. "
    "En 1999 Lucía Sanz la heredó de su madre."
)
WEDDING = (
    "La finca Los Olivos puede acoger bodas de hasta 250 invitados. "
    "El alquiler del salón incluye el uso de los jardines hasta la 1:00. "
    "Para reservar se pide una señal del 20 % del precio."
)
CERAMICS = (
    "El taller de cerámica Barro Vivo ofrece cursos de torno de cuatro semanas. "
    "Cada curso cuesta 160 € e incluye el barro y dos cocciones. "
    "Las clases son los sábados de 10:00 a 13:00."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-k-001", "para.nominal", "¿Cuándo empieza la devolución del préstamo?", "El inicio de la devolución es dos años después de terminar los estudios.", LOAN, True),
    w.faith("es-k-002", "para.combine", "¿Cuánto pagan los barcos visitantes y cuántos amarres hay?", "La marina de Puerto Alba, con 180 amarres, cobra a las embarcaciones visitantes 4 € por metro y noche.", MARINA, True),
    w.faith("es-k-003", "para.except", "¿La oficina del puerto abre los domingos?", "No, los domingos está cerrada; el resto de los días abre de 9:00 a 20:00.", MARINA, True),
    w.faith("es-k-004", "fmt.currency", "¿Cuánto cuesta el envío urgente?", "El envío urgente dentro de la ciudad cuesta 9,50 euros.", COURIER, True),
    w.faith("es-k-005", "fmt.share", "¿Cuánto crédito recibo si devuelvo un libro?", "Si devuelves un libro comprado en la tienda, recibes el 50 % del precio en crédito.", BOOKSHOP, True),
    w.faith("es-k-006", "fmt.period", "¿Cuánto tiempo guardan los paquetes no entregados?", "Los guardan en la oficina durante dos semanas.", COURIER, True),
    w.faith("es-k-007", "fmt.number", "¿Cuántas cocciones incluye el curso?", "Cada curso cuesta 160 € e incluye el barro y 2 cocciones.", CERAMICS, True),
    w.faith("es-k-008", "fmt.abbrev", "¿Qué horario tiene la oficina del cementerio?", "Atiende de lun. a vie., de 8:00 a 14:00.", CEMETERY, True),
    w.faith("es-k-009", "value.date", "¿Cuándo termina el plazo de solicitud?", "El plazo de solicitud termina el 31 de agosto.", LOAN, False),
    w.faith("es-k-010", "value.unit", "¿Cuánto mide el espejo del telescopio principal?", "El espejo del telescopio principal tiene 1,5 pies de diámetro.", OBSERVATORY, False),
    w.faith("es-k-011", "negation", "¿La escuela de danza abre en agosto?", "Sí, la escuela no cierra en agosto.", DANCE, False),
    w.faith("es-k-012", "modality", "¿Hay que reservar la entrada al observatorio?", "Puedes reservarla en línea si quieres, pero no es obligatorio.", OBSERVATORY, False),
    w.faith("es-k-013", "direction", "¿Hasta qué hora se puede pedir un envío urgente?", "El envío urgente debe solicitarse después de las 12:00.", COURIER, False),
    w.faith("es-k-014", "added.entity", "¿Quién fundó la librería El Tintero?", "La librería fue fundada en 1981 por Carmen Ruiz y su socio Andrés Molina.", BOOKSHOP, False),
    w.faith("es-k-015", "quantifier", "¿Qué días compra libros usados la librería?", "La librería compra libros usados todos los días.", BOOKSHOP, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-k-016", "refusal.plain", "¿La finca tiene aparcamiento?", "No sé si la finca tiene aparcamiento.", WEDDING, True),
    w.refusal("es-k-017", "refusal.long", "¿Hay clases de flamenco para niños?", "Lo siento, no puedo responder a esa pregunta. La información que tengo habla de las clases de flamenco para adultos, de la cuota mensual y del cierre en agosto, pero no menciona clases para niños. Te recomiendo que contactes directamente con la escuela.", DANCE, True),
    w.refusal("es-k-018", "refusal.hedged", "¿Cuántos invitados caben en la finca?", "No estoy del todo seguro, pero según la información disponible parece que la finca puede acoger bodas de hasta 250 invitados.", WEDDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-k-019", "correct.wordy", "¿Quién fundó la quesería La Vega?", "¡Claro! Según la historia de la quesería La Vega, su fundador fue Manuel Ortega, que la puso en marcha en 1935.", "Manuel Ortega.", True),
    w.correct("es-k-020", "wrong.role", "¿Quién vendió la quesería en 1962 y a quién?", "La familia Sanz vendió la quesería a Manuel Ortega en 1962.", "Manuel Ortega la vendió a la familia Sanz.", False),
    w.correct("es-k-021", "correct.format", "¿Cuánto se puede pedir por curso?", "Hasta seis mil euros por curso.", "Hasta 6.000 € por curso.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("es-k-022", "relevant.yesno", "¿Los jardines están incluidos en el alquiler?", "Sí, el alquiler del salón incluye el uso de los jardines hasta la 1:00.", WEDDING, True),
    w.relevant("es-k-023", "relevant.direct", "¿Qué tamaño tiene el telescopio principal?", "Su espejo mide 1,5 m de diámetro.", OBSERVATORY, True),
    w.relevant("es-k-024", "offtopic.other", "¿Cuánto cuesta la cuota mensual de la escuela de danza?", "La marina de Puerto Alba tiene 180 amarres.", DANCE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-k-025", "diag.pass", "¿Cuánto dura una concesión de nicho?", "Una concesión dura 10 años y puede renovarse.", {"cementerio-1": CEMETERY, "boda-1": WEDDING}, ("cementerio-1",), "pass"),
    w.diag("es-k-026", "diag.refused", "¿Cuándo son las clases de torno?", "Lo siento, los documentos no indican el horario de las clases.", {"taller-1": CERAMICS}, ("taller-1",), "fix_generation"),
    w.diag("es-k-027", "diag.missed", "¿Quién heredó la quesería en 1999?", "No encuentro en los documentos quién heredó la quesería.", {"libreria-1": BOOKSHOP, "marina-1": MARINA}, ("queseria-1",), "fix_retrieval"),
    w.diag("es-k-028", "diag.correct_refusal", "¿El observatorio ofrece descuentos para grupos escolares?", "Los documentos no mencionan descuentos para grupos escolares, así que no puedo responder.", {"obs-1": OBSERVATORY}, (), "correct_refusal"),
    w.diag("es-k-029", "diag.should_refuse", "¿Cuánto cuesta alquilar un amarre todo el año?", "Un amarre anual cuesta 1.800 €.", {"marina-1": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
