"""Spanish cases of set AQ: a chairlift at a ski resort, the maker space of a municipal library
and a guided visit to a sheep's cheese dairy."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TELESILLA = (
    "El telesilla El Cóndor de la estación de Puerto Alto funciona todos los días de 9:00 a 16:45 desde el 1 de diciembre hasta el 12 de abril. "
    "Recorre 1,8 kilómetros y salva un desnivel de 520 metros en unos siete minutos. "
    "El forfait de día cuesta 46 € para adultos y 29 € para menores de 14 años; los niños de menos de 5 años suben gratis."
)
MAKER = (
    "El espacio maker de la Biblioteca Municipal Rosa Chacel abre de martes a sábado, de 16:00 a 20:30. "
    "Para usar las impresoras 3D hay que hacer antes un curso de seguridad de 40 minutos, y el filamento se cobra a 4 céntimos el gramo. "
    "La cortadora láser solo la pueden reservar los socios mayores de edad, como máximo dos horas por semana."
)
QUESERIA = (
    "La quesería Los Pastores de Villarejo organiza visitas guiadas todos los días salvo el martes, a las 11:30. "
    "La visita dura una hora y media, cuesta 12 € e incluye la cata de cuatro quesos de oveja. "
    "La guía, Marisa Ortega, hija del fundador Julián Ortega, explica cómo se cuaja la leche. "
    "Los grupos son de 15 personas como máximo."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-aq-001", "para.relative", "¿Quién es la guía de la quesería?", "La guía es Marisa Ortega, que es hija del fundador, Julián Ortega.", QUESERIA, True),
    w.faith("es-aq-002", "para.synonym", "¿Cuánto tarda el telesilla en subir?", "El trayecto dura unos siete minutos.", TELESILLA, True),
    w.faith("es-aq-003", "fmt.unit", "¿Qué longitud tiene el recorrido del telesilla?", "Recorre 1,8 km.", TELESILLA, True),
    w.faith("es-aq-004", "fmt.range", "¿Qué horario tiene el espacio maker?", "Martes–sábado, 16:00–20:30.", MAKER, True),
    w.faith("es-aq-005", "fmt.time", "¿A qué hora cierra el telesilla?", "Deja de funcionar a las cinco menos cuarto de la tarde.", TELESILLA, True),
    w.faith("es-aq-006", "fmt.period", "¿Cuánto dura la visita a la quesería?", "La visita dura 90 minutos.", QUESERIA, True),
    w.faith("es-aq-007", "para.except", "¿Qué días hay visitas a la quesería?", "Se puede visitar cualquier día de la semana excepto el martes.", QUESERIA, True),
    w.faith("es-aq-008", "wrap.opener", "¿Cuánto cuesta el forfait de día para adultos?", "¡Claro! El forfait de día para adultos cuesta 46 €.", TELESILLA, True),
    w.faith("es-aq-009", "fmt.currency", "¿Cuánto cuesta el filamento?", "Cuesta 0,04 € por gramo.", MAKER, True),
    w.faith("es-aq-010", "fmt.date", "¿Desde cuándo hasta cuándo funciona el telesilla?", "Funciona del 01/12 al 12/04.", TELESILLA, True),
    w.faith("es-aq-011", "value.number", "¿Cuántos quesos incluye la cata?", "La cata incluye seis quesos de oveja.", QUESERIA, False),
    w.faith("es-aq-012", "value.unit", "¿Qué desnivel salva el telesilla?", "Salva un desnivel de 520 pies.", TELESILLA, False),
    w.faith("es-aq-013", "role.swap", "¿Quién es Julián Ortega?", "Julián Ortega es hijo de la fundadora, Marisa Ortega.", QUESERIA, False),
    w.faith("es-aq-014", "negation", "¿Hay que hacer un curso para usar las impresoras 3D?", "No, las impresoras 3D se pueden usar sin hacer ningún curso.", MAKER, False),
    w.faith("es-aq-015", "quantifier", "¿Quién puede reservar la cortadora láser?", "Cualquier socio puede reservarla, tenga la edad que tenga.", MAKER, False),
    w.faith("es-aq-016", "value.except", "¿Qué día no hay visitas a la quesería?", "El único día sin visitas es el lunes.", QUESERIA, False),
    w.faith("es-aq-017", "antonym", "¿Qué pagan los niños de menos de 5 años en el telesilla?", "Los niños de menos de 5 años pagan el forfait completo.", TELESILLA, False),
    w.faith("es-aq-018", "direction", "¿Cuánto tiempo se puede reservar la cortadora láser?", "Se puede reservar como mínimo dos horas por semana.", MAKER, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-aq-019", "refusal.short", "¿Se puede alquilar material de esquí en Puerto Alto?", "No lo sé.", TELESILLA, True),
    w.refusal("es-aq-020", "refusal.context", "¿La quesería tiene tienda?", "El texto no menciona si la quesería tiene tienda.", QUESERIA, True),
    w.refusal("es-aq-021", "refusal.partial", "¿Cuánto cuesta el filamento y de qué marcas es?", "El filamento cuesta 4 céntimos el gramo; sobre las marcas no hay información.", MAKER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-aq-022", "correct.wordy", "¿Cuánto cuesta la visita a la quesería?", "La visita guiada sale por doce euros, y con eso ya tienes incluida la cata de quesos.", "12 €.", True),
    w.correct("es-aq-023", "correct.wordy", "¿Cuánto dura el curso de seguridad del espacio maker?", "Antes de poder imprimir en 3D tienes que pasar un curso de seguridad, que dura cuarenta minutos.", "40 minutos.", True),
    w.correct("es-aq-024", "correct.format", "¿A qué hora empieza la visita a la quesería?", "A las once y media.", "A las 11:30.", True),
    w.correct("es-aq-025", "wrong.value", "¿Cuánto cuesta el forfait de día para menores de 14 años?", "Cuesta 39 €.", "29 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-aq-026", "relevant.direct", "¿Cuánta gente cabe en un grupo de la visita?", "Quince personas como mucho.", QUESERIA, True),
    w.relevant("es-aq-027", "relevant.direct", "¿Quién nos enseñará la quesería?", "Marisa Ortega.", QUESERIA, True),
    w.relevant("es-aq-028", "relevant.direct", "¿En qué época del año puedo subir en el telesilla?", "Desde el 1 de diciembre hasta el 12 de abril.", TELESILLA, True),
    w.relevant("es-aq-029", "relevant.yesno", "¿Mi hijo de 4 años tiene que pagar el forfait?", "No, los menores de 5 años suben gratis.", TELESILLA, True),
    w.relevant("es-aq-030", "offtopic.true", "¿Cuánto cuesta el forfait de día para adultos?", "El telesilla recorre 1,8 kilómetros.", TELESILLA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-aq-031", "diag.pass", "¿Qué días abre el espacio maker?", "Abre de martes a sábado.", {"maker": MAKER, "queseria": QUESERIA}, ("maker",), "pass"),
    w.diag("es-aq-032", "diag.missed", "¿Cuánto cuesta el forfait de adulto en Puerto Alto?", "No encuentro el precio del forfait en los documentos.", {"maker": MAKER, "queseria": QUESERIA}, ("telesilla",), "fix_retrieval"),
    w.diag("es-aq-033", "diag.correct_refusal", "¿La Biblioteca Rosa Chacel tiene wifi?", "Los documentos no dicen si la biblioteca tiene wifi.", {"maker": MAKER, "telesilla": TELESILLA}, (), "correct_refusal"),
    w.diag("es-aq-034", "diag.unfaithful", "¿Cuántas personas caben como máximo en una visita a la quesería?", "Los grupos son de 25 personas como máximo.", {"queseria": QUESERIA, "telesilla": TELESILLA}, ("queseria",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
