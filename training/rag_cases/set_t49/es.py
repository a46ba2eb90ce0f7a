"""Spanish cases of set t49: una escuela infantil de Zaragoza, el comedor y las
extraescolares de un colegio valenciano, la PAU en la Universidad Complutense, una academia
de inglés en Sevilla, una beca de una fundación gallega, la Escuela Oficial de Idiomas de
Bilbao y un campamento urbano de verano."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

INFANTIL = (
    "La escuela infantil Los Girasoles, en el barrio de Delicias de Zaragoza, atiende a niños de 0 a 3 años. "
    "Su directora es Marta Lozano, y la coordinadora pedagógica es Lucía Herrero. "
    "Abre de lunes a viernes de 7:30 a 17:00, y la cuota mensual es de 310 euros con comedor incluido."
)
COLEGIO = (
    "En el CEIP Vicente Blasco Ibáñez de Valencia, el comedor escolar cuesta 4,25 euros por día. "
    "Las extraescolares empiezan el 1 de octubre: robótica los lunes y miércoles con Jorge Sanchis, y teatro los martes con Amparo Ferrer. "
    "Cada actividad cuesta 22 euros al mes."
)
PAU = (
    "Las pruebas de acceso a la universidad en la Complutense se celebran del 3 al 5 de junio. "
    "Los estudiantes deben presentarse 30 minutos antes de cada examen con el DNI. "
    "Cada examen dura 90 minutos, y entre un examen y el siguiente hay 45 minutos de descanso. "
    "Está prohibido entrar con cualquier dispositivo electrónico."
)
ACADEMIA = (
    "La academia Oxford Sur, en Triana (Sevilla), prepara el examen First de Cambridge en grupos de ocho alumnos como máximo. "
    "Las clases son los martes y jueves de 17:30 a 19:00 con la profesora Emma Clarke. "
    "La matrícula cuesta 50 euros y la mensualidad, 95 euros. "
    "La academia abrió en 2004 y se trasladó a la calle Pureza en 2016."
)
BECA = (
    "La Fundación Mar de Vigo convoca 25 becas de 3.000 euros para estudiantes de Grado nacidos o residentes en Galicia. "
    "Los solicitantes deben tener una nota media mínima de 7,5. "
    "El plazo de solicitud termina el 30 de septiembre y la resolución se publica en noviembre."
)
EOI = (
    "La Escuela Oficial de Idiomas de Bilbao ofrece cursos de alemán, francés, inglés y euskera. "
    "La matrícula anual cuesta 140 euros, y las familias numerosas tienen un 50 % de descuento. "
    "Las clases de alemán del nivel B1 las imparte Klaus Becker los lunes y miércoles a las 19:00, y las de francés, Élise Martin."
)
CAMPAMENTO = (
    "El campamento urbano del Ayuntamiento de Getafe se celebra del 1 al 26 de julio para niños de 4 a 12 años. "
    "El horario es de 9:00 a 14:00, con servicio de madrugadores desde las 7:30. "
    "Cada quincena cuesta 120 euros."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t49-001", "para.passive", "¿Quién dirige Los Girasoles?", "La escuela infantil está dirigida por Marta Lozano, y Lucía Herrero es la coordinadora pedagógica.", INFANTIL, True),
    w.faith("es-t49-002", "para.except", "¿Abre los sábados?", "No, Los Girasoles cierra los fines de semana.", INFANTIL, True),
    w.faith("es-t49-003", "fmt.time", "¿A qué hora cierra la escuela infantil?", "Cierra a las cinco de la tarde.", INFANTIL, True),
    w.faith("es-t49-004", "para.synonym", "¿La cuota incluye la comida?", "Sí, los 310 euros al mes ya incluyen el comedor.", INFANTIL, True),
    w.faith("es-t49-005", "fmt.currency", "¿Cuánto cuesta el comedor?", "El comedor escolar sale a 4 euros con 25 céntimos al día.", COLEGIO, True),
    w.faith("es-t49-006", "para.combine", "¿Quién da robótica y qué días?", "La robótica la imparte Jorge Sanchis los lunes y los miércoles, a partir del 1 de octubre.", COLEGIO, True),
    w.faith("es-t49-007", "para.relative", "¿Cuánto cuesta teatro?", "El teatro, que imparte Amparo Ferrer los martes, cuesta 22 euros al mes, igual que cada actividad.", COLEGIO, True),
    w.faith("es-t49-008", "fmt.date", "¿Cuándo es la PAU en la Complutense?", "Las pruebas se celebran entre el 3 y el 5 de junio.", PAU, True),
    w.faith("es-t49-009", "fmt.unit", "¿Cuánto dura cada examen?", "Cada examen dura hora y media.", PAU, True),
    w.faith("es-t49-010", "para.synonym", "¿Puedo llevar el reloj inteligente?", "No, no se permite entrar con ningún aparato electrónico.", PAU, True),
    w.faith("es-t49-011", "para.nominal", "¿Hay descanso entre exámenes?", "Sí, hay un descanso de 45 minutos entre examen y examen.", PAU, True),
    w.faith("es-t49-012", "fmt.number", "¿Cuántos alumnos hay por grupo?", "Los grupos tienen ocho alumnos como mucho.", ACADEMIA, True),
    w.faith("es-t49-013", "fmt.time", "¿A qué hora son las clases del First?", "Las clases son los martes y jueves de cinco y media a siete de la tarde.", ACADEMIA, True),
    w.faith("es-t49-014", "para.combine", "¿Cuánto tengo que pagar en la academia?", "Hay que abonar una matrícula de 50 euros y, después, 95 euros cada mes.", ACADEMIA, True),
    w.faith("es-t49-015", "para.pronoun", "¿Desde cuándo está la academia en la calle Pureza?", "Se trasladó allí en 2016; había abierto en 2004.", ACADEMIA, True),
    w.faith("es-t49-016", "fmt.thousands", "¿De cuánto es cada beca?", "Cada beca es de 3000 euros.", BECA, True),
    w.faith("es-t49-017", "wrap.attribution", "¿Qué nota media piden?", "Según la convocatoria de la fundación, la nota media mínima es un 7,5.", BECA, True),
    w.faith("es-t49-018", "para.reorder", "¿Cuándo se publica la resolución?", "En noviembre se publica la resolución; el plazo de solicitud termina el 30 de septiembre.", BECA, True),
    w.faith("es-t49-019", "fmt.share", "¿Hay descuento para familias numerosas en la EOI?", "Sí, las familias numerosas pagan la mitad de la matrícula anual de 140 euros.", EOI, True),
    w.faith("es-t49-020", "wrap.opener", "¿Quién da alemán B1?", "¡Buena pregunta! Las clases de alemán B1 las da Klaus Becker, los lunes y miércoles a las 19:00.", EOI, True),
    w.faith("es-t49-021", "para.part", "¿Qué idiomas se pueden estudiar en la EOI de Bilbao?", "Alemán, francés, inglés y euskera.", EOI, True),
    w.faith("es-t49-022", "fmt.range", "¿Para qué edades es el campamento urbano?", "Es para niños de entre 4 y 12 años.", CAMPAMENTO, True),
    w.faith("es-t49-023", "wrap.hedge", "¿Se puede llevar a los niños antes de las nueve?", "Parece que sí: hay servicio de madrugadores a partir de las 7:30.", CAMPAMENTO, True),
    w.faith("es-t49-024", "fmt.period", "¿Cuánto cuesta el campamento?", "Son 120 euros por cada quincena.", CAMPAMENTO, True),
    w.faith("es-t49-025", "role.swap", "¿Quién es la coordinadora pedagógica?", "La coordinadora pedagógica es Marta Lozano, y la directora, Lucía Herrero.", INFANTIL, False),
    w.faith("es-t49-026", "value.except", "¿Qué días abre Los Girasoles?", "La escuela infantil abre todos los días excepto el domingo, de 7:30 a 17:00.", INFANTIL, False),
    w.faith("es-t49-027", "added.fact", "¿Cuánto es la cuota mensual?", "La cuota es de 310 euros al mes con comedor incluido, y los hermanos tienen un 10 % de descuento.", INFANTIL, False),
    w.faith("es-t49-028", "role.swap", "¿Quién da teatro?", "El teatro de los martes lo da Jorge Sanchis.", COLEGIO, False),
    w.faith("es-t49-029", "value.date", "¿Cuándo empiezan las extraescolares?", "Las extraescolares empiezan el 1 de septiembre.", COLEGIO, False),
    w.faith("es-t49-030", "value.currency", "¿Cuánto cuesta cada extraescolar?", "Cada actividad cuesta 4,25 euros al mes.", COLEGIO, False),
    w.faith("es-t49-031", "direction", "¿Con cuánta antelación hay que llegar a la PAU?", "Hay que presentarse 30 minutos después del inicio de cada examen, con el DNI.", PAU, False),
    w.faith("es-t49-032", "value.number", "¿Cuánto dura el descanso?", "Entre un examen y el siguiente hay 30 minutos de descanso.", PAU, False),
    w.faith("es-t49-033", "negation", "¿Puedo entrar con el móvil?", "Sí, se puede entrar con dispositivos electrónicos si están apagados.", PAU, False),
    w.faith("es-t49-034", "value.except", "¿Qué días son las clases del First?", "Las clases son los lunes y miércoles de 17:30 a 19:00.", ACADEMIA, False),
    w.faith("es-t49-035", "value.date", "¿Cuándo abrió la academia?", "La academia Oxford Sur abrió en 2016 en Triana.", ACADEMIA, False),
    w.faith("es-t49-036", "added.fact", "¿Quién da las clases del First?", "Las da Emma Clarke, que es examinadora oficial de Cambridge.", ACADEMIA, False),
    w.faith("es-t49-037", "value.number", "¿Cuántas becas hay?", "La fundación convoca 35 becas de 3.000 euros.", BECA, False),
    w.faith("es-t49-038", "quantifier", "¿Quién puede pedir la beca?", "Solo pueden pedirla los estudiantes de Grado nacidos en Galicia.", BECA, False),
    w.faith("es-t49-039", "direction", "¿Qué nota se necesita?", "Se pide una nota media máxima de 7,5.", BECA, False),
    w.faith("es-t49-040", "value.currency", "¿Cuánto cuesta la matrícula en la EOI?", "La matrícula anual cuesta 240 euros.", EOI, False),
    w.faith("es-t49-041", "role.swap", "¿Quién enseña francés?", "El francés lo imparte Klaus Becker, y el alemán B1, Élise Martin.", EOI, False),
    w.faith("es-t49-042", "added.entity", "¿Qué idiomas ofrece la EOI?", "La EOI de Bilbao ofrece alemán, francés, inglés, italiano y euskera.", EOI, False),
    w.faith("es-t49-043", "value.time", "¿Cuál es el horario del campamento?", "El campamento va de 9:00 a 15:00, con madrugadores desde las 7:30.", CAMPAMENTO, False),
    w.faith("es-t49-044", "added.fact", "¿Cuándo es el campamento?", "Se celebra del 1 al 26 de julio e incluye excursiones a la piscina todos los viernes.", CAMPAMENTO, False),
]

CORRECTNESS = [
    w.correct("es-t49-045", "correct.wordy", "¿Quién dirige la escuela infantil Los Girasoles?", "La directora de la escuela infantil Los Girasoles de Zaragoza es Marta Lozano.", "Marta Lozano", True),
    w.correct("es-t49-046", "correct.format", "¿Cuánto dura cada examen de la PAU?", "Una hora y media.", "90 minutos", True),
    w.correct("es-t49-047", "correct.short", "¿Cuál es la mensualidad en Oxford Sur?", "95 euros.", "La mensualidad de la academia Oxford Sur es de 95 euros.", True),
    w.correct("es-t49-048", "correct.format", "¿Cuánto cuesta cada beca de la Fundación Mar de Vigo?", "Tres mil euros.", "3.000 €", True),
    w.correct("es-t49-049", "wrong.value", "¿Cuándo termina el plazo de la beca?", "Termina el 30 de octubre.", "30 de septiembre", False),
    w.correct("es-t49-050", "wrong.role", "¿Quién imparte alemán B1 en la EOI de Bilbao?", "Lo imparte Élise Martin.", "Klaus Becker", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
