"""Spanish cases of set AK: a pottery workshop, a dog daycare, a kayak route and a self-service laundry."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CERAMICA = (
    "El taller de cerámica Barro Vivo da clases los martes y jueves de 18:00 a 20:00. "
    "El curso trimestral cuesta 150 euros e incluye 10 kilos de arcilla. "
    "La profesora Lucía Ferrer enseña torno, y su compañero Andrés Gil enseña modelado a mano."
)
PERROS = (
    "La guardería canina Patitas acepta perros de hasta 30 kilos. "
    "La jornada completa cuesta 22 euros y la media jornada, 14. "
    "Todos los perros deben tener la cartilla de vacunación al día, y no se admiten cachorros menores de cuatro meses."
)
KAYAK = (
    "La ruta en kayak por el río Sella sale cada día a las 10:30 desde Arriondas y llega a Llovio. "
    "El recorrido tiene 12 kilómetros y dura unas tres horas. "
    "El precio es de 30 euros por persona, con chaleco salvavidas incluido."
)
LAVANDERIA = (
    "La lavandería Espuma abre todos los días de 8:00 a 22:00. "
    "Una lavadora de 9 kilos cuesta 4,50 euros, y la secadora, 1 euro cada 10 minutos. "
    "Las máquinas aceptan monedas y tarjeta, pero no billetes."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ak-001", "para.passive", "¿Quién enseña torno en Barro Vivo?", "Las clases de torno son impartidas por la profesora Lucía Ferrer.", CERAMICA, True),
    w.faith("es-ak-002", "para.reorder", "¿Cuánto dura la ruta en kayak y qué distancia tiene?", "Dura unas tres horas y tiene 12 kilómetros de recorrido.", KAYAK, True),
    w.faith("es-ak-003", "para.synonym", "¿Admiten cachorros pequeños en Patitas?", "No, no se aceptan cachorros que tengan menos de cuatro meses.", PERROS, True),
    w.faith("es-ak-004", "fmt.unit", "¿Qué longitud tiene el recorrido en kayak?", "El recorrido es de 12.000 metros.", KAYAK, True),
    w.faith("es-ak-005", "fmt.time", "¿A qué hora sale la ruta en kayak?", "Sale cada día a las diez y media de la mañana.", KAYAK, True),
    w.faith("es-ak-006", "fmt.currency", "¿Cuánto cuesta la media jornada en la guardería?", "La media jornada cuesta 14 €.", PERROS, True),
    w.faith("es-ak-007", "fmt.range", "¿Cuál es el horario de la lavandería?", "Abre a diario, de 8 a 22 h.", LAVANDERIA, True),
    w.faith("es-ak-008", "wrap.attribution", "¿Qué peso máximo aceptan en la guardería?", "Según la información de Patitas, aceptan perros de hasta 30 kilos.", PERROS, True),
    # single clear errors
    w.faith("es-ak-009", "value.number", "¿Cuántos kilómetros tiene la ruta en kayak?", "La ruta tiene 21 kilómetros.", KAYAK, False),
    w.faith("es-ak-010", "value.time", "¿A qué hora terminan las clases de cerámica?", "Las clases terminan a las 21:00.", CERAMICA, False),
    w.faith("es-ak-011", "value.currency", "¿Cuánto cuesta una lavadora?", "Una lavadora de 9 kilos cuesta 5,40 euros.", LAVANDERIA, False),
    w.faith("es-ak-012", "role.swap", "¿Quién enseña modelado a mano?", "Lucía Ferrer enseña modelado a mano, y Andrés Gil, torno.", CERAMICA, False),
    w.faith("es-ak-013", "direction", "¿De dónde sale la ruta en kayak?", "La ruta sale de Llovio y llega a Arriondas.", KAYAK, False),
    w.faith("es-ak-014", "negation", "¿Se puede pagar con billetes en la lavandería?", "Sí, las máquinas aceptan billetes.", LAVANDERIA, False),
    w.faith("es-ak-015", "value.except", "¿Qué perros no se admiten en Patitas?", "Se admiten todos los perros de hasta 30 kilos, salvo los cachorros menores de seis meses.", PERROS, False),
    w.faith("es-ak-016", "added.fact", "¿Qué incluye el precio de la ruta en kayak?", "Incluye el chaleco salvavidas y un bocadillo.", KAYAK, False),
]

REFUSAL = [
    w.refusal("es-ak-017", "refusal.plain", "¿La lavandería tiene wifi?", "No tengo información sobre si la lavandería tiene wifi.", LAVANDERIA, True),
    w.refusal("es-ak-018", "refusal.context", "¿Hay descuento para grupos en la ruta en kayak?", "El texto no menciona ningún descuento para grupos.", KAYAK, True),
    w.refusal("es-ak-019", "refusal.partial", "¿Cuánto cuesta el curso de cerámica y quedan plazas libres?", "El curso trimestral cuesta 150 euros; sobre las plazas libres no se dice nada.", CERAMICA, False),
]

CORRECTNESS = [
    w.correct("es-ak-020", "correct.wordy", "¿Qué días hay clase de cerámica?", "En Barro Vivo las clases se dan dos tardes por semana, en concreto los martes y los jueves.", "Los martes y los jueves.", True),
    w.correct("es-ak-021", "correct.wordy", "¿Cuánto cuesta la jornada completa en Patitas?", "Si dejas a tu perro todo el día en la guardería Patitas, tendrás que pagar veintidós euros.", "22 euros.", True),
    w.correct("es-ak-022", "correct.format", "¿A qué hora sale la ruta en kayak?", "A las diez y media.", "A las 10:30.", True),
    w.correct("es-ak-023", "wrong.value", "¿Cuánto cuesta el curso trimestral de cerámica?", "El curso trimestral cuesta 105 euros.", "150 euros.", False),
]

RELEVANCY = [
    w.relevant("es-ak-024", "relevant.direct", "¿Dónde termina el recorrido por el Sella?", "En Llovio.", KAYAK, True),
    w.relevant("es-ak-025", "relevant.direct", "¿Qué me cobran por secar la ropa?", "Un euro por cada diez minutos.", LAVANDERIA, True),
    w.relevant("es-ak-026", "relevant.direct", "¿Con quién aprendería a trabajar el barro sin torno?", "Con Andrés Gil.", CERAMICA, True),
    w.relevant("es-ak-027", "relevant.yesno", "¿Puedo llevar a mi perro de 35 kilos a Patitas?", "No, solo aceptan perros de hasta 30 kilos.", PERROS, True),
    w.relevant("es-ak-028", "offtopic.true", "¿Cuánto dura la ruta en kayak?", "El precio es de 30 euros por persona.", KAYAK, False),
]

DIAGNOSIS = [
    w.diag("es-ak-029", "diag.pass", "¿Cuánto cuesta la ruta en kayak por el Sella?", "Cuesta 30 euros por persona, con chaleco salvavidas incluido.", {"kayak-1": KAYAK, "lavanderia-1": LAVANDERIA}, ("kayak-1",), "pass"),
    w.diag("es-ak-030", "diag.missed", "¿Hasta cuántos kilos pueden pesar los perros en Patitas?", "La información disponible no indica el peso máximo de los perros.", {"ceramica-1": CERAMICA, "kayak-1": KAYAK}, ("perros-1",), "fix_retrieval"),
    w.diag("es-ak-031", "diag.correct_refusal", "¿Barro Vivo ofrece clases para niños?", "La información no dice si hay clases para niños.", {"ceramica-1": CERAMICA}, (), "correct_refusal"),
    w.diag("es-ak-032", "diag.offtopic", "¿A qué hora cierra la lavandería Espuma?", "Las máquinas aceptan monedas y tarjeta, pero no billetes.", {"lavanderia-1": LAVANDERIA}, ("lavanderia-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
