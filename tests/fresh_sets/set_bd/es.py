"""Spanish cases of set BD: a print shop, a harbour boat trip, a cooking school for children
and an ice rink."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

IMP = "La imprenta Gráficas Soler imprime tarjetas de visita a 15 € el centenar. Los pedidos normales están listos en dos días laborables, y los urgentes que se encargan antes de las 12:00 se entregan esa misma tarde. Marta Soler, la dueña, enseñó el oficio a su sobrino Diego, que hoy se encarga del taller."
PUERTO = "El paseo en barco por el puerto de Santa Clara sale del muelle 2 cada hora, de 10:00 a 18:00, entre junio y septiembre. El recorrido dura una hora y media y el barco admite hasta 90 pasajeros. El billete de adulto cuesta 16 €, y los menores de 12 años pagan la mitad."
COCINA = "La escuela Pequeños Cocineros ofrece clases para niños de 8 a 13 años los domingos por la mañana. Cada clase dura 2 horas y admite como máximo 12 alumnos. Todos los ingredientes están incluidos en el precio de 25 € por clase, pero los niños tienen que traer su propio delantal."
PISTA = "La pista de hielo Valle Blanco abre de miércoles a lunes, de 11:00 a 22:00. El alquiler de patines cuesta 6 € y el casco es gratuito para los menores de 10 años. Los martes la pista permanece cerrada por mantenimiento."

# fmt: off
FAITHFULNESS: list[Case] = [
    # paráfrasis fieles y cambios de formato
    w.faith("es-bd-001", "para.reorder", "¿Cuándo abre la pista de hielo?", "De 11:00 a 22:00, de miércoles a lunes, la pista está abierta.", PISTA, True),
    w.faith("es-bd-002", "para.except", "¿Qué días abre la pista?", "Todos los días salvo los martes.", PISTA, True),
    w.faith("es-bd-003", "fmt.time", "¿Con qué frecuencia sale el barco?", "Sale cada hora entre las 10 de la mañana y las 6 de la tarde.", PUERTO, True),
    w.faith("es-bd-004", "fmt.period", "¿Cuánto dura el paseo en barco?", "El recorrido dura 90 minutos.", PUERTO, True),
    w.faith("es-bd-005", "fmt.share", "¿Cuánto pagan los niños pequeños en el barco?", "Los menores de 12 años pagan el 50 % del billete de adulto.", PUERTO, True),
    w.faith("es-bd-006", "para.synonym", "¿Hay que llevar algo a la clase de cocina?", "Sí, cada niño debe llevar su propio delantal.", COCINA, True),
    w.faith("es-bd-007", "para.passive", "¿Quién formó a Diego?", "Diego fue formado por Marta Soler, la dueña de la imprenta.", IMP, True),
    w.faith("es-bd-008", "fmt.currency", "¿Cuánto cuestan cien tarjetas de visita?", "Cien tarjetas de visita cuestan quince euros.", IMP, True),
    w.faith("es-bd-009", "wrap.hedge", "¿Cómo son las clases de Pequeños Cocineros?", "Si no me equivoco, cada clase dura 2 horas y admite como máximo 12 alumnos.", COCINA, True),
    w.faith("es-bd-010", "fmt.range", "¿Para qué edades son las clases?", "Las clases son para niños de entre 8 y 13 años.", COCINA, True),
    # un único error claro
    w.faith("es-bd-011", "value.number", "¿Cuántos pasajeros caben en el barco?", "El barco admite hasta 60 pasajeros.", PUERTO, False),
    w.faith("es-bd-012", "value.time", "¿Hasta qué hora se puede encargar un pedido urgente?", "Los pedidos urgentes que se encargan antes de las 14:00 se entregan esa misma tarde.", IMP, False),
    w.faith("es-bd-013", "role.swap", "¿Quién enseñó el oficio en Gráficas Soler?", "Diego enseñó el oficio a Marta Soler.", IMP, False),
    w.faith("es-bd-014", "negation", "¿Tienen que llevar delantal los niños?", "No, los niños no tienen que traer delantal.", COCINA, False),
    w.faith("es-bd-015", "antonym", "¿Quién recibe el casco gratis?", "El casco es gratuito para los mayores de 10 años.", PISTA, False),
    w.faith("es-bd-016", "quantifier", "¿Cuándo hay clases en Pequeños Cocineros?", "Hay clases todos los días por la mañana.", COCINA, False),
    w.faith("es-bd-017", "modality", "¿Qué pasa con el casco para los niños pequeños?", "El casco es obligatorio para los menores de 10 años.", PISTA, False),
    w.faith("es-bd-018", "value.except", "¿Qué día cierra la pista?", "La pista abre todos los días excepto los lunes.", PISTA, False),
    w.faith("es-bd-019", "added.fact", "¿Cuánto cuestan las tarjetas de visita?", "Las tarjetas de visita cuestan 15 € el centenar, con el diseño incluido.", IMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bd-020", "refusal.plain", "¿La pista de hielo tiene cafetería?", "No lo sé, lo siento.", PISTA, True),
    w.refusal("es-bd-021", "refusal.context", "¿Se pueden llevar perros en el barco?", "El texto no dice nada sobre perros, así que no puedo responder a eso.", PUERTO, True),
    w.refusal("es-bd-022", "refusal.partial", "¿Cuánto cuesta la clase y hay descuento para hermanos?", "La clase cuesta 25 €; sobre descuentos para hermanos no hay información.", COCINA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bd-023", "correct.wordy", "¿Cuántos alumnos admite cada clase como máximo?", "En Pequeños Cocineros no aceptan a más de 12 niños en cada clase; ese es el límite.", "Cada clase admite como máximo 12 alumnos.", True),
    w.correct("es-bd-024", "correct.wordy", "¿De dónde sale el paseo en barco?", "Para subir al barco del paseo por el puerto tienes que ir al muelle 2, que es desde donde sale.", "El paseo sale del muelle 2.", True),
    w.correct("es-bd-025", "correct.short", "¿Cuánto cuesta el alquiler de patines?", "6 €.", "El alquiler de patines cuesta 6 €.", True),
    w.correct("es-bd-026", "wrong.value", "¿Cuánto tardan los pedidos normales en la imprenta?", "Los pedidos normales están listos en cinco días laborables.", "Los pedidos normales están listos en dos días laborables.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bd-027", "relevant.direct", "¿Hasta qué hora puedo patinar por la noche?", "Hasta las 22:00.", PISTA, True),
    w.relevant("es-bd-028", "relevant.direct", "¿Cuánto me saldrían cien tarjetas de visita?", "Quince euros el centenar.", IMP, True),
    w.relevant("es-bd-029", "relevant.direct", "¿Quién está ahora al frente del taller de la imprenta?", "Diego, el sobrino de la dueña.", IMP, True),
    w.relevant("es-bd-030", "relevant.yesno", "¿Mi hija de 8 años tiene que pagar el casco?", "No, para los menores de 10 años es gratis.", PISTA, True),
    w.relevant("es-bd-031", "offtopic.true", "¿Cuánto dura el paseo en barco?", "El billete de adulto cuesta 16 €.", PUERTO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bd-032", "diag.pass", "¿Qué día cierra la pista de hielo?", "Cierra los martes por mantenimiento.", {"pista-01": PISTA, "imp-01": IMP}, ("pista-01",), "pass"),
    w.diag("es-bd-033", "diag.missed", "¿Cuánto cuesta una clase en Pequeños Cocineros?", "Una clase cuesta 16 €.", {"puerto-01": PUERTO, "pista-01": PISTA}, ("cocina-01",), "fix_retrieval"),
    w.diag("es-bd-034", "diag.correct_refusal", "¿La imprenta hace carteles de gran formato?", "La información disponible no menciona carteles de gran formato, así que no puedo decirlo.", {"imp-01": IMP}, (), "correct_refusal"),
    w.diag("es-bd-035", "diag.refused", "¿Cuántos pasajeros admite el barco?", "Lo siento, no dispongo de esa información.", {"puerto-01": PUERTO}, ("puerto-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
