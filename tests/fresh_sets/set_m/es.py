# ruff: noqa: E501
"""Fresh set M, Spanish: cafetería de hospital, consigna de estación, huerto comunitario, bomberos
voluntarios, impresión bajo demanda, parque de camas elásticas, óptica, autobús escolar, camping,
historia de una naviera, carril bici, taller de cerámica, tintorería y suscripción de software."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CAFE = (
    "La cafetería del Hospital San Rafael está en la planta baja del edificio norte. "
    "Sirve comidas calientes de 12:00 a 15:30. El personal del hospital tiene un 10 % de descuento."
)
LUGGAGE = (
    "La consigna de equipajes de la estación de Valdemora abre todos los días excepto el 1 de enero, "
    "de 7:00 a 23:00. Guardar una maleta cuesta 5 € por día. No se admiten bultos de más de 20 kg."
)
GARDEN = (
    "El huerto comunitario de La Alameda tiene 50 parcelas. Cada parcela cuesta 40 € al año. "
    "Está prohibido usar pesticidas químicos."
)
FIRE = (
    "El cuerpo de bomberos voluntarios de Villanueva del Río se fundó en 1952 y cuenta con 31 voluntarios. "
    "Los voluntarios deben hacer una guardia de fin de semana al mes."
)
PRINT = (
    "ImprimeYa imprime libros bajo demanda. Los pedidos de tapa blanda se imprimen en 3 días hábiles. "
    "Los autores reciben el 25 % del precio neto de cada venta."
)
TRAMP = (
    "El parque de camas elásticas SaltaMás abre de lunes a viernes de 16:00 a 21:00. "
    "La sesión de una hora cuesta 12 €. Los menores de 8 años deben entrar acompañados de un adulto."
)
OPTI = (
    "Óptica Mirada ofrece revisión de la vista gratuita. Las gafas suelen estar listas en 15 días. "
    "Las monturas tienen una garantía de dos años."
)
BUS = (
    "El autobús escolar de Los Pinos sale de la plaza mayor a las 8:00 y llega al colegio a las 8:20. "
    "Por la tarde sale del colegio a las 17:00."
)
CAMP = (
    "El camping Playa Dorada abre del 15 de marzo al 31 de octubre. Una parcela para tienda cuesta 24 € "
    "por noche. No se admiten perros en julio y agosto."
)
SHIP = (
    "La Naviera Ortega fue fundada en 1890 en Bilbao por Ramón Ortega. En 1946 absorbió a la Compañía "
    "Cantábrica de Vapores. En 2003 fue comprada por el grupo portugués Lusomar."
)
BIKE = (
    "El proyecto del carril bici de la avenida del Puerto añadirá 3,5 km de carril protegido. "
    "Las obras empiezan en septiembre de 2025 y durarán 8 meses. "
    "El presupuesto es de 2,4 millones de euros."
)
POTTERY = (
    "El taller de cerámica Barro Vivo ofrece un curso de torno para principiantes de ocho clases de dos "
    "horas cada una. El curso cuesta 180 €, con el barro y los esmaltes incluidos. "
    "La cocción de las piezas tarda unas dos semanas."
)
DRY = (
    "La tintorería El Cisne limpia trajes en 3 días laborables. "
    "Los vestidos de novia solo se limpian en la tienda del centro."
)
SOFT = "La suscripción a NotaFácil cuesta 5 € al mes. Se puede usar en un máximo de cuatro dispositivos."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("es-m-001", "para.reorder", "¿A qué hora sale el autobús escolar por la tarde?", "Por la tarde, a las 17:00, sale del colegio el autobús escolar de Los Pinos.", BUS, True),
    w.faith("es-m-002", "para.nominal", "¿Cuánto durarán las obras del carril bici?", "La duración de las obras será de 8 meses.", BIKE, True),
    w.faith("es-m-003", "fmt.period", "¿Qué garantía tienen las monturas de Óptica Mirada?", "Las monturas tienen una garantía de 24 meses.", OPTI, True),
    w.faith("es-m-004", "fmt.share", "¿Cuánto cobran los autores en ImprimeYa?", "Los autores reciben una cuarta parte del precio neto de cada venta.", PRINT, True),
    w.faith("es-m-005", "fmt.date", "¿Cuándo abre el camping Playa Dorada?", "El camping Playa Dorada abre del 15/03 al 31/10.", CAMP, True),
    w.faith("es-m-006", "wrap.hedge", "¿Cuánto tarda la cocción de las piezas en Barro Vivo?", "Creo que la cocción de las piezas tarda unas dos semanas.", POTTERY, True),
    w.faith("es-m-007", "wrap.closer", "¿Cuánto cuesta NotaFácil?", "La suscripción a NotaFácil cuesta 5 € al mes. ¡Espero que te sirva!", SOFT, True),
    w.faith("es-m-008", "para.relative", "¿Cuántos voluntarios tiene el cuerpo de bomberos de Villanueva del Río?", "El cuerpo de bomberos voluntarios de Villanueva del Río, que se fundó en 1952, cuenta con 31 voluntarios.", FIRE, True),
    # unfaithful answers
    w.faith("es-m-009", "value.date", "¿Cuándo absorbió la Naviera Ortega a la Compañía Cantábrica de Vapores?", "En 1964 absorbió a la Compañía Cantábrica de Vapores.", SHIP, False),
    w.faith("es-m-010", "mixed", "¿Cuál es el horario y el precio de SaltaMás?", "SaltaMás abre de lunes a viernes de 16:00 a 21:00, y la sesión de una hora cuesta 15 €.", TRAMP, False),
    w.faith("es-m-011", "value.except", "¿Qué días abre la consigna de la estación de Valdemora?", "Abre todos los días excepto el 6 de enero, de 7:00 a 23:00.", LUGGAGE, False),
    w.faith("es-m-012", "antonym", "¿Dónde está la cafetería del Hospital San Rafael?", "La cafetería está en la planta baja del edificio sur.", CAFE, False),
    w.faith("es-m-013", "modality", "¿Los voluntarios tienen que hacer guardias?", "Los voluntarios pueden hacer una guardia de fin de semana al mes si lo desean, pero no es obligatorio.", FIRE, False),
    w.faith("es-m-014", "value.unit", "¿Hay un límite de peso en la consigna?", "Sí, no se admiten bultos de más de 20 libras.", LUGGAGE, False),
    w.faith("es-m-015", "added.fact", "¿Cuánto tarda la tintorería El Cisne en limpiar un traje?", "La tintorería El Cisne limpia trajes en 3 días laborables y los entrega a domicilio sin coste.", DRY, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-m-016", "refusal.context", "¿El huerto de La Alameda tiene lista de espera?", "La información proporcionada no menciona ninguna lista de espera para el huerto.", GARDEN, True),
    w.refusal("es-m-017", "refusal.plain", "¿Cuántos asientos tiene el autobús escolar?", "No lo sé.", BUS, True),
    w.refusal("es-m-018", "refusal.partial", "¿Cuánto cuesta el curso de torno y cuándo empieza?", "El curso cuesta 180 €, con el barro y los esmaltes incluidos. Los documentos no indican cuándo empieza.", POTTERY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-m-019", "correct.wordy", "¿Cuántas parcelas tiene el huerto comunitario de La Alameda?", "¡Claro! Te cuento: el huerto comunitario de La Alameda es un espacio compartido que dispone en total de 50 parcelas.", "50 parcelas.", True),
    w.correct("es-m-020", "wrong.value", "¿Cuánto cuesta una parcela para tienda en el camping Playa Dorada?", "Cuesta 42 € por noche.", "24 € por noche.", False),
    w.correct("es-m-021", "wrong.role", "¿Quién compró la Naviera Ortega en 2003?", "En 2003, la Naviera Ortega compró el grupo portugués Lusomar.", "El grupo portugués Lusomar compró la Naviera Ortega en 2003.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-m-022", "relevant.yesno", "¿Puedo llevar a mi perro al camping en agosto?", "No, en julio y agosto no se admiten perros.", CAMP, True),
    w.relevant("es-m-023", "relevant.direct", "¿Cuánto mide el nuevo carril bici?", "Tendrá 3,5 km.", BIKE, True),
    w.relevant("es-m-024", "offtopic.other", "¿Cuándo están listas las gafas en Óptica Mirada?", "Las gafas de sol polarizadas reducen los reflejos del agua.", OPTI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-m-025", "diag.offtopic", "¿Dónde se limpian los vestidos de novia?", "La tintorería El Cisne limpia trajes en 3 días laborables.", {"dry-1": DRY}, ("dry-1",), "fix_generation"),
    w.diag("es-m-026", "diag.unfaithful", "¿Cuánto cuesta la sesión de una hora en SaltaMás?", "La sesión de una hora cuesta 20 €.", {"tramp-1": TRAMP, "bus-1": BUS}, ("tramp-1",), "fix_generation"),
    w.diag("es-m-027", "diag.should_refuse", "¿Quién dirige Óptica Mirada?", "Óptica Mirada está dirigida por Javier Morales, óptico desde 1998.", {"opti-1": OPTI}, (), "should_refuse"),
    w.diag("es-m-028", "diag.missed", "¿Cuál es el presupuesto del carril bici de la avenida del Puerto?", "Lo siento, no encuentro información sobre el presupuesto del carril bici en los documentos.", {"camp-1": CAMP, "garden-1": GARDEN}, ("bike-1",), "fix_retrieval"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
