"""Spanish cases of set t48: una farmacia con consultorio en Coyoacán, una veterinaria de
San Telmo, un consultorio dental en Guadalajara, un gimnasio de Chapinero y su reglamento,
la alberca olímpica de Xochimilco con clases infantiles y un centro de kinesiología en
Santiago de Chile."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FARMACIA = (
    "La Farmacia del Sol, sucursal Coyoacán, en Ciudad de México, abre de 7:00 a 23:00 todos los días. "
    "El consultorio médico de al lado ofrece consultas generales por 60 pesos, de lunes a sábado. "
    "La química farmacéutica responsable es Adriana López, y el gerente de la sucursal es Rodrigo Pérez. "
    "Los antibióticos solo se venden con receta médica, que la farmacia retiene."
)
VETERINARIA = (
    "La Veterinaria San Telmo, en Buenos Aires, atiende de lunes a viernes de 9 a 20 y los sábados de 9 a 13. "
    "Está a cargo de la doctora Florencia Giménez desde 2011; su socio, el doctor Martín Acosta, se sumó en 2017 y se dedica a cirugía. "
    "La vacuna antirrábica cuesta 8.500 pesos, y la consulta a domicilio, 15.000 pesos. "
    "Las urgencias de fin de semana se derivan al Hospital Veterinario Palermo."
)
DENTAL = (
    "El consultorio dental de la doctora Gabriela Ríos, en Guadalajara, ofrece limpiezas dentales por 700 pesos y resinas desde 900 pesos. "
    "La ortodoncia la atiende el doctor Héctor Salinas los martes y jueves. "
    "El consultorio no abre los domingos. "
    "Los pagos con tarjeta pueden diferirse a tres meses sin intereses."
)
GIMNASIO = (
    "El gimnasio Vital Club de Chapinero, en Bogotá, abre de 5:00 a. m. a 10:00 p. m. entre semana y de 7:00 a. m. a 4:00 p. m. los fines de semana y festivos. "
    "El plan mensual cuesta 150.000 pesos y el plan anual, 1.200.000 pesos. "
    "La entrenadora Valentina Rojas dirige las clases de crossfit, y el entrenador Andrés Mejía, las de boxeo. "
    "Los nuevos afiliados reciben una valoración física gratuita."
)
REGLAMENTO = (
    "En Vital Club el uso de la toalla es obligatorio en todas las áreas. "
    "Las clases grupales se reservan por la aplicación con hasta 24 horas de anticipación. "
    "Los menores de 15 años no pueden ingresar. "
    "El plan se puede congelar hasta 30 días al año por viaje o incapacidad."
)
ALBERCA = (
    "La alberca olímpica del Centro Deportivo Xochimilco mide 50 metros y tiene diez carriles. "
    "El nado libre es de lunes a viernes de 6:00 a 9:00 y de 19:00 a 21:00. "
    "La mensualidad cuesta 450 pesos y la inscripción anual, 300 pesos. "
    "Para inscribirse se piden un certificado médico y dos fotografías."
)
CLASES = (
    "En el Centro Deportivo Xochimilco, las clases de natación para niños de 5 a 12 años son los martes y jueves de 16:00 a 17:00. "
    "La coordinadora, Lorena Díaz, asigna el nivel de cada niño tras una prueba. "
    "El entrenador Iván Mora da el nivel principiante y la entrenadora Sofía Herrera, el avanzado. "
    "Los padres deben esperar en las gradas."
)
KINESIO = (
    "El centro de kinesiología KineSur, en Santiago, fue fundado en 2008 por el kinesiólogo Felipe Contreras. "
    "La kinesióloga Camila Soto atiende rehabilitación respiratoria, y Felipe Contreras, lesiones de rodilla. "
    "Cada sesión dura 40 minutos y cuesta 25.000 pesos. "
    "Las sesiones se agendan por teléfono de lunes a viernes."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t48-001", "fmt.time", "¿Hasta qué hora abre la farmacia?", "Cierra a las once de la noche, todos los días.", FARMACIA, True),
    w.faith("es-t48-002", "para.combine", "¿Quién está a cargo de la sucursal?", "El gerente es Rodrigo Pérez, y la química farmacéutica responsable es Adriana López.", FARMACIA, True),
    w.faith("es-t48-003", "fmt.currency", "¿Cuánto cuesta la consulta médica?", "Una consulta general en el consultorio de al lado cuesta sesenta pesos.", FARMACIA, True),
    w.faith("es-t48-004", "para.part", "¿Puedo comprar antibióticos sin receta?", "No, los antibióticos solo se venden con receta médica.", FARMACIA, True),
    w.faith("es-t48-005", "para.except", "¿El consultorio de la farmacia atiende los domingos?", "No, el consultorio solo da consultas de lunes a sábado.", FARMACIA, True),
    w.faith("es-t48-006", "fmt.time", "¿A qué hora cierra la veterinaria los sábados?", "Los sábados cierra a la una de la tarde.", VETERINARIA, True),
    w.faith("es-t48-007", "para.pronoun", "¿Quién opera en la veterinaria?", "El doctor Martín Acosta; él se sumó en 2017 y se dedica a cirugía.", VETERINARIA, True),
    w.faith("es-t48-008", "fmt.thousands", "¿Cuánto sale la antirrábica?", "La vacuna antirrábica sale ocho mil quinientos pesos.", VETERINARIA, True),
    w.faith("es-t48-009", "wrap.attribution", "¿Qué hago si mi perro tiene una urgencia un domingo?", "Según la veterinaria, las urgencias de fin de semana se derivan al Hospital Veterinario Palermo.", VETERINARIA, True),
    w.faith("es-t48-010", "fmt.currency", "¿Cuánto cuesta una limpieza dental?", "Una limpieza dental cuesta $700.", DENTAL, True),
    w.faith("es-t48-011", "para.relative", "¿Quién ve la ortodoncia?", "El doctor Héctor Salinas, que atiende la ortodoncia los martes y jueves.", DENTAL, True),
    w.faith("es-t48-012", "para.synonym", "¿Puedo pagar a meses?", "Sí, si paga con tarjeta puede diferir el pago a tres meses sin intereses.", DENTAL, True),
    w.faith("es-t48-013", "fmt.time", "¿A qué hora abren entre semana?", "Entre semana abren a las 5:00 y cierran a las 22:00.", GIMNASIO, True),
    w.faith("es-t48-014", "fmt.thousands", "¿Cuánto cuesta el plan anual?", "El plan anual cuesta un millón doscientos mil pesos.", GIMNASIO, True),
    w.faith("es-t48-015", "para.passive", "¿Quién da boxeo?", "Las clases de boxeo son dirigidas por el entrenador Andrés Mejía.", GIMNASIO, True),
    w.faith("es-t48-016", "wrap.opener", "¿Qué recibo al afiliarme?", "¡Bienvenido! Los nuevos afiliados reciben una valoración física sin costo.", GIMNASIO, True),
    w.faith("es-t48-017", "para.synonym", "¿Tengo que llevar toalla?", "Sí, la toalla es obligatoria en todas las áreas del gimnasio.", REGLAMENTO, True),
    w.faith("es-t48-018", "fmt.number", "¿Puedo congelar mi plan?", "Sí, por viaje o incapacidad puedes congelarlo hasta treinta días por año.", REGLAMENTO, True),
    w.faith("es-t48-019", "fmt.number", "¿Qué tan grande es la alberca?", "La alberca olímpica tiene cincuenta metros de largo y 10 carriles.", ALBERCA, True),
    w.faith("es-t48-020", "para.combine", "¿Cuánto cuesta inscribirse a la alberca?", "Hay que pagar 300 pesos de inscripción anual y 450 pesos de mensualidad.", ALBERCA, True),
    w.faith("es-t48-021", "para.part", "¿Qué documentos piden para inscribirse?", "Piden un certificado médico y dos fotografías.", ALBERCA, True),
    w.faith("es-t48-022", "fmt.time", "¿A qué hora son las clases de natación para niños?", "Los martes y jueves, de 4 a 5 de la tarde.", CLASES, True),
    w.faith("es-t48-023", "para.pronoun", "¿Cómo se decide el nivel de mi hijo?", "Lo decide la coordinadora, Lorena Díaz, después de hacerle una prueba.", CLASES, True),
    w.faith("es-t48-024", "para.nominal", "¿Cuándo se fundó KineSur?", "La fundación de KineSur por el kinesiólogo Felipe Contreras data de 2008.", KINESIO, True),
    w.faith("es-t48-025", "value.time", "¿A qué hora abre la farmacia?", "La Farmacia del Sol abre a las 8:00 todos los días.", FARMACIA, False),
    w.faith("es-t48-026", "role.swap", "¿Quién es el gerente de la sucursal?", "La gerente es Adriana López, y Rodrigo Pérez es el químico responsable.", FARMACIA, False),
    w.faith("es-t48-027", "added.fact", "¿Qué pasa con la receta de antibióticos?", "Los antibióticos solo se venden con receta, que la farmacia retiene y envía después a la Secretaría de Salud.", FARMACIA, False),
    w.faith("es-t48-028", "value.date", "¿Desde cuándo está el doctor Acosta?", "El doctor Martín Acosta se sumó a la veterinaria en 2011.", VETERINARIA, False),
    w.faith("es-t48-029", "role.swap", "¿Quién se dedica a cirugía?", "La cirugía está a cargo de la doctora Florencia Giménez, y el doctor Acosta dirige la veterinaria.", VETERINARIA, False),
    w.faith("es-t48-030", "value.currency", "¿Cuánto cuesta la consulta a domicilio?", "La consulta a domicilio cuesta 8.500 pesos.", VETERINARIA, False),
    w.faith("es-t48-031", "value.except", "¿Qué días atiende la veterinaria?", "Atiende de martes a sábado; los lunes está cerrada.", VETERINARIA, False),
    w.faith("es-t48-032", "quantifier", "¿Cuánto cuestan las resinas?", "Todas las resinas cuestan exactamente 900 pesos.", DENTAL, False),
    w.faith("es-t48-033", "value.except", "¿Qué día cierra el consultorio dental?", "El consultorio de la doctora Ríos no abre los sábados.", DENTAL, False),
    w.faith("es-t48-034", "value.number", "¿A cuántos meses puedo diferir el pago?", "Con tarjeta puedes diferir el pago a seis meses sin intereses.", DENTAL, False),
    w.faith("es-t48-035", "role.swap", "¿Quién dirige crossfit?", "El crossfit lo dirige Andrés Mejía, y el boxeo, Valentina Rojas.", GIMNASIO, False),
    w.faith("es-t48-036", "value.currency", "¿Cuánto vale el plan mensual?", "El plan mensual de Vital Club vale 120.000 pesos.", GIMNASIO, False),
    w.faith("es-t48-037", "antonym", "¿La valoración física tiene costo?", "La valoración física se cobra aparte a los nuevos afiliados.", GIMNASIO, False),
    w.faith("es-t48-038", "direction", "¿Con cuánta anticipación reservo una clase grupal?", "Las clases grupales se reservan con al menos 24 horas de anticipación.", REGLAMENTO, False),
    w.faith("es-t48-039", "negation", "¿Puede entrar mi hijo de 12 años?", "Sí, los menores de 15 años pueden ingresar al gimnasio.", REGLAMENTO, False),
    w.faith("es-t48-040", "value.number", "¿Cuántos carriles tiene la alberca?", "La alberca olímpica tiene ocho carriles.", ALBERCA, False),
    w.faith("es-t48-041", "added.fact", "¿Qué piden para inscribirse?", "Para inscribirse se piden un certificado médico, dos fotografías y una copia de la CURP.", ALBERCA, False),
    w.faith("es-t48-042", "added.entity", "¿Para quién son las clases de natación?", "Las clases de natación para niños y adultos mayores son los martes y jueves de 16:00 a 17:00.", CLASES, False),
    w.faith("es-t48-043", "modality", "¿Dónde esperan los padres?", "Los padres pueden esperar en las gradas si quieren, o entrar a la alberca con sus hijos.", CLASES, False),
    w.faith("es-t48-044", "value.date", "¿Cuándo se fundó KineSur?", "KineSur fue fundado en 2018 por Felipe Contreras.", KINESIO, False),
]

CORRECTNESS = [
    w.correct("es-t48-045", "correct.wordy", "¿Cuánto dura una sesión en KineSur?", "En KineSur, cada una de las sesiones de kinesiología tiene una duración de 40 minutos.", "40 minutos", True),
    w.correct("es-t48-046", "correct.format", "¿Cuánto cuesta una sesión en KineSur?", "Veinticinco mil pesos.", "25.000 pesos", True),
    w.correct("es-t48-047", "correct.short", "¿Quién atiende rehabilitación respiratoria en KineSur?", "Camila Soto.", "La kinesióloga Camila Soto atiende rehabilitación respiratoria.", True),
    w.correct("es-t48-048", "correct.format", "¿Cuánto mide la alberca olímpica de Xochimilco?", "Cincuenta metros.", "50 m", True),
    w.correct("es-t48-049", "wrong.value", "¿Cuánto cuesta la mensualidad de la alberca de Xochimilco?", "Cuesta 300 pesos al mes.", "450 pesos", False),
    w.correct("es-t48-050", "wrong.role", "¿Quién da el nivel avanzado de natación infantil?", "Iván Mora.", "Sofía Herrera", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
