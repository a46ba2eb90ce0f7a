"""Spanish cases of set BE: a winery tour, a public library's makerspace, a climbing hall's kids
club and a furniture restoration workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

WINERY = "La bodega Viña Alcaraz organiza visitas guiadas de martes a domingo, a las 10:30 y a las 17:00. La visita dura unos 75 minutos e incluye la cata de tres vinos y un aperitivo. La entrada cuesta 22 € por persona y los menores de 12 años no pagan. La enóloga Lucía Ferrer dirige las visitas de los sábados."
MAKERSPACE = "El makerspace de la Biblioteca Municipal Los Almendros está en la primera planta y abre de lunes a viernes de 16:00 a 20:00. Cuenta con cuatro impresoras 3D, una cortadora láser y un plóter de vinilo. Para usar la cortadora láser hay que hacer antes un curso de seguridad de 2 horas, que se imparte el último jueves de cada mes."
CLIMB = "El club infantil del rocódromo Vertical Sur es para niños de 5 a 11 años y se reúne los sábados de 11:00 a 12:30. Cada trimestre cuesta 120 € e incluye el préstamo de pies de gato y arnés. El monitor Diego Salas se encarga del grupo de 5 a 7 años y la monitora Carmen Vidal, del grupo de 8 a 11 años."
WORKSHOP = "El taller Madera Viva restaura muebles antiguos y tarda entre 3 y 5 semanas por pieza. El presupuesto es gratuito y se entrega en un plazo de 48 horas. El barnizado de una silla cuesta desde 65 €, y la recogida a domicilio es gratuita para pedidos de más de 300 €."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-be-001", "para.reorder", "¿Cuándo hay visitas guiadas en la bodega Viña Alcaraz?", "A las 10:30 y a las 17:00, de martes a domingo, la bodega organiza visitas guiadas.", WINERY, True),
    w.faith("es-be-002", "fmt.time", "¿A qué hora cierra el makerspace?", "Cierra a las 8 de la tarde.", MAKERSPACE, True),
    w.faith("es-be-003", "fmt.range", "¿Cuánto tarda el taller en restaurar un mueble?", "Tarda 3–5 semanas por pieza.", WORKSHOP, True),
    w.faith("es-be-004", "fmt.period", "¿Cuánto dura la visita a la bodega?", "Dura aproximadamente una hora y cuarto.", WINERY, True),
    w.faith("es-be-005", "para.combine", "¿Quién se encarga de los grupos del club infantil?", "Diego Salas lleva a los niños de 5 a 7 años y Carmen Vidal a los de 8 a 11.", CLIMB, True),
    w.faith("es-be-006", "fmt.abbrev", "¿Dónde está el makerspace?", "En la 1.ª planta de la Biblioteca Municipal Los Almendros.", MAKERSPACE, True),
    w.faith("es-be-007", "wrap.question", "¿Cuánto cuesta la entrada a la bodega?", "¿El precio de la entrada? Son 22 € por persona, y los menores de 12 años no pagan.", WINERY, True),
    w.faith("es-be-008", "para.synonym", "¿Hay que pagar por el presupuesto del taller?", "No, el presupuesto no cuesta nada y te lo entregan en 48 horas.", WORKSHOP, True),
    # single clear errors
    w.faith("es-be-009", "value.number", "¿Cuántas impresoras 3D tiene el makerspace?", "El makerspace tiene seis impresoras 3D.", MAKERSPACE, False),
    w.faith("es-be-010", "value.time", "¿Cuándo se reúne el club infantil?", "Se reúne los sábados de 11:00 a 13:30.", CLIMB, False),
    w.faith("es-be-011", "role.swap", "¿Quién se encarga del grupo de 8 a 11 años?", "Del grupo de 8 a 11 años se encarga el monitor Diego Salas.", CLIMB, False),
    w.faith("es-be-012", "direction", "¿Cuándo es gratis la recogida a domicilio?", "La recogida a domicilio es gratuita en pedidos de menos de 300 €.", WORKSHOP, False),
    w.faith("es-be-013", "added.fact", "¿Qué incluye la visita a la bodega?", "Incluye la cata de tres vinos, un aperitivo y una copa de regalo.", WINERY, False),
    w.faith("es-be-014", "negation", "¿El precio del trimestre incluye el material?", "No, el trimestre no incluye el préstamo de pies de gato ni de arnés.", CLIMB, False),
    w.faith("es-be-015", "value.currency", "¿Cuánto cuesta barnizar una silla?", "El barnizado de una silla cuesta desde 56 €.", WORKSHOP, False),
    w.faith("es-be-016", "modality", "¿Qué hace falta para usar la cortadora láser?", "Se recomienda hacer un curso de seguridad de 2 horas, aunque no es obligatorio.", MAKERSPACE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-be-017", "refusal.short", "¿La bodega Viña Alcaraz tiene aparcamiento?", "No lo sé.", WINERY, True),
    w.refusal("es-be-018", "refusal.context", "¿El taller Madera Viva restaura también instrumentos musicales?", "El texto proporcionado no dice nada sobre instrumentos musicales, así que no puedo responder.", WORKSHOP, True),
    w.refusal("es-be-019", "refusal.hedged", "¿Cuándo se imparte el curso de seguridad de la cortadora láser?", "Si no me equivoco, se imparte el último jueves de cada mes.", MAKERSPACE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-be-020", "correct.wordy", "¿Cuánto cuesta un trimestre en el club infantil de Vertical Sur?", "En el club infantil del rocódromo Vertical Sur, cada trimestre sale por 120 euros.", "120 € por trimestre.", True),
    w.correct("es-be-021", "correct.wordy", "¿Cuántos vinos se catan en la visita a Viña Alcaraz?", "Durante la visita guiada a la bodega se catan tres vinos, acompañados de un aperitivo.", "Tres vinos.", True),
    w.correct("es-be-022", "correct.format", "¿En cuánto tiempo entrega el taller Madera Viva el presupuesto?", "En cuarenta y ocho horas.", "En un plazo de 48 horas.", True),
    w.correct("es-be-023", "wrong.value", "¿Para qué edades es el club infantil de Vertical Sur?", "Es para niños de 7 a 14 años.", "De 5 a 11 años.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-be-024", "relevant.direct", "¿Qué tengo que hacer para poder usar la cortadora láser?", "Completar antes un curso de seguridad de 2 horas.", MAKERSPACE, True),
    w.relevant("es-be-025", "relevant.direct", "¿Quién guía a los visitantes los sábados en la bodega?", "La enóloga Lucía Ferrer.", WINERY, True),
    w.relevant("es-be-026", "relevant.direct", "¿Qué precio tiene barnizar una silla?", "Desde 65 €.", WORKSHOP, True),
    w.relevant("es-be-027", "relevant.yesno", "¿Mi hija de 10 años tiene que pagar la visita a la bodega?", "No, los menores de 12 años no pagan.", WINERY, True),
    w.relevant("es-be-028", "offtopic.true", "¿Cuánto dura una sesión del club infantil?", "Cada trimestre cuesta 120 €.", CLIMB, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-be-029", "diag.pass", "¿A qué hora empiezan las visitas guiadas de Viña Alcaraz?", "A las 10:30 y a las 17:00.", {"bodega": WINERY, "taller": WORKSHOP}, ("bodega",), "pass"),
    w.diag("es-be-030", "diag.missed", "¿Qué días abre el makerspace de la biblioteca?", "Lo siento, no tengo esa información.", {"escalada": CLIMB}, ("makerspace",), "fix_retrieval"),
    w.diag("es-be-031", "diag.correct_refusal", "¿El rocódromo Vertical Sur ofrece clases para adultos?", "La información disponible solo habla del club infantil, así que no puedo decir si hay clases para adultos.", {"escalada": CLIMB}, (), "correct_refusal"),
    w.diag("es-be-032", "diag.unfaithful", "¿Cuánto cuesta la entrada a la bodega Viña Alcaraz?", "La entrada cuesta 32 € por persona.", {"bodega": WINERY}, ("bodega",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
