"""Spanish cases of set t54 (México): viáticos, incapacidades y periodo de prueba en un
grupo regiomontano, solicitudes de programas e impresoras, un seguro de gastos médicos
mayores y uno de auto, la historia y la tarjeta de débito de una caja popular, una
cablera de Monterrey con su atención a clientes y su paquete familiar."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VIATICOS = (
    "En Grupo Norteño, el hospedaje en viajes de trabajo se reembolsa hasta $1,800 por noche en la Ciudad de México y hasta $1,200 en otras ciudades. "
    "Los comprobantes de viáticos deben entregarse dentro de los 10 días hábiles posteriores al regreso. "
    "Cualquier gasto mayor a $5,000 requiere autorización previa del gerente de área."
)
INCAPACIDAD = (
    "Si un empleado se enferma, debe avisar a su jefe inmediato antes de las 9:00 del mismo día. "
    "Las incapacidades del IMSS deben entregarse a Recursos Humanos en un plazo de 48 horas. "
    "La empresa paga el sueldo completo durante los primeros tres días de incapacidad."
)
PRUEBA = (
    "El periodo de prueba es de 30 días para puestos administrativos y de 180 días para puestos gerenciales. "
    "El curso de inducción lo imparte Guadalupe Treviño, de Recursos Humanos, y a cada nuevo empleado se le asigna un compañero mentor. "
    "La evaluación final del periodo de prueba la hace el jefe directo."
)
SOFTWARE = (
    "Los programas que no estén en el catálogo autorizado se solicitan por ticket y los aprueba el responsable de seguridad informática, Héctor Garza. "
    "Las solicitudes estándar se resuelven en un máximo de dos días hábiles. "
    "Las impresoras del piso 4 y del piso 7 las administra Daniela Cantú, y el tóner se repone cada miércoles."
)
GMM = (
    "El seguro de gastos médicos mayores Plan Integral de Seguros del Valle cubre hasta $5 millones por enfermedad o accidente. "
    "El deducible es de $15,000 y el coaseguro del 10 %. "
    "Los partos están cubiertos después de un periodo de espera de 10 meses."
)
AUTO = (
    "El seguro de auto Amplia Plus cuesta $9,800 al año para un sedán modelo 2020. "
    "Incluye asistencia vial las 24 horas y auto sustituto por hasta 15 días. "
    "El deducible por robo total es del 10 % del valor comercial."
)
CAJA = (
    "Caja Popular Sierra Madre fue fundada en 1964 por un grupo de maestros de Saltillo y se fusionó con la Caja Solidaria Ramos Arizpe en 1998. "
    "Su director general, Arturo Villarreal, está en el cargo desde 2014, y el consejo de administración lo preside Patricia Leal. "
    "Hoy cuenta con unos 85,000 socios."
)
TARJETA = (
    "La tarjeta de débito de Caja Popular Sierra Madre no cobra anualidad. "
    "Los retiros en cajeros de la red propia son gratuitos, y en cajeros de otros bancos cuestan $30 cada uno. "
    "El límite diario de retiro es de $8,000."
)
OPERADORA = (
    "Telenorte se fundó en Monterrey en 2005 y compró la cablera regional Cable Anáhuac en 2016. "
    "Su centro de atención a clientes funciona todos los días excepto el 25 de diciembre y el 1 de enero, de 8:00 a 22:00. "
    "La directora general es Mariana Sepúlveda, y el área de atención a clientes la encabeza Rodrigo Elizondo."
)
PAQUETE = (
    "El Paquete Familiar de Telenorte incluye internet de 200 megas, 120 canales de TV y telefonía fija por $699 al mes. "
    "Se pueden agregar hasta tres líneas móviles con 10 GB cada una por $149 mensuales por línea. "
    "La instalación es gratuita en Monterrey y su zona metropolitana."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t54-001", "fmt.number", "¿En cuánto tiempo tengo que entregar mis comprobantes de viáticos?", "Tienes diez días hábiles después de tu regreso para entregarlos.", VIATICOS, True),
    w.faith("es-t54-002", "fmt.currency", "¿Cuánto me reembolsan de hotel fuera de la Ciudad de México?", "En otras ciudades se reembolsan hasta mil doscientos pesos por noche.", VIATICOS, True),
    w.faith("es-t54-003", "para.passive", "¿Quién autoriza los gastos grandes?", "El gerente de área debe autorizar previamente cualquier gasto mayor a $5,000.", VIATICOS, True),
    w.faith("es-t54-004", "fmt.time", "¿Antes de qué hora aviso si me enfermo?", "Avísale a tu jefe inmediato antes de las 9 de la mañana del mismo día.", INCAPACIDAD, True),
    w.faith("es-t54-005", "fmt.period", "¿Cuándo entrego mi incapacidad del IMSS?", "Debes entregarla a Recursos Humanos en un plazo de dos días.", INCAPACIDAD, True),
    w.faith("es-t54-006", "para.synonym", "¿Me pagan los primeros días de incapacidad?", "Sí, durante los primeros tres días de incapacidad la empresa te paga el sueldo íntegro.", INCAPACIDAD, True),
    w.faith("es-t54-007", "para.reorder", "¿Cuánto dura el periodo de prueba?", "Los puestos gerenciales tienen 180 días de prueba, y los administrativos, 30.", PRUEBA, True),
    w.faith("es-t54-008", "para.pronoun", "¿Quién da el curso de inducción?", "Guadalupe Treviño, de Recursos Humanos; ella imparte el curso de inducción.", PRUEBA, True),
    w.faith("es-t54-009", "para.relative", "¿Quién me evalúa al final del periodo de prueba?", "Te evalúa tu jefe directo, que es quien hace la evaluación final del periodo de prueba.", PRUEBA, True),
    w.faith("es-t54-010", "para.relative", "¿Quién aprueba los programas fuera del catálogo?", "Se piden por ticket y los aprueba Héctor Garza, quien es el responsable de seguridad informática.", SOFTWARE, True),
    w.faith("es-t54-011", "wrap.closer", "¿Cuánto tarda una solicitud estándar?", "Las solicitudes estándar se resuelven en máximo dos días hábiles. ¡Cualquier otra duda, aquí estoy!", SOFTWARE, True),
    w.faith("es-t54-012", "para.synonym", "¿Quién se encarga de las impresoras?", "Daniela Cantú está a cargo de las impresoras de los pisos 4 y 7.", SOFTWARE, True),
    w.faith("es-t54-013", "fmt.scale", "¿Cuál es la suma asegurada del Plan Integral?", "El Plan Integral cubre hasta $5,000,000 por enfermedad o accidente.", GMM, True),
    w.faith("es-t54-014", "fmt.share", "¿Cuánto es el coaseguro?", "El coaseguro es del diez por ciento, y el deducible, de $15,000.", GMM, True),
    w.faith("es-t54-015", "wrap.question", "¿El Plan Integral cubre el parto?", "¿Están pensando en agrandar la familia? Los partos se cubren después de un periodo de espera de 10 meses.", GMM, True),
    w.faith("es-t54-016", "fmt.thousands", "¿Cuánto cuesta Amplia Plus?", "Para un sedán modelo 2020, cuesta 9800 pesos al año.", AUTO, True),
    w.faith("es-t54-017", "para.synonym", "¿Qué incluye Amplia Plus?", "Incluye asistencia vial a cualquier hora del día y un auto sustituto hasta por 15 días.", AUTO, True),
    w.faith("es-t54-018", "para.passive", "¿Quién fundó la Caja Popular Sierra Madre?", "Un grupo de maestros de Saltillo fundó la caja en 1964.", CAJA, True),
    w.faith("es-t54-019", "para.combine", "¿Quién dirige la Caja Popular Sierra Madre?", "Arturo Villarreal es director general desde 2014, y Patricia Leal preside el consejo de administración.", CAJA, True),
    w.faith("es-t54-020", "fmt.currency", "¿Cuánto cuesta retirar en un cajero de otro banco?", "Cada retiro en cajeros de otros bancos cuesta treinta pesos.", TARJETA, True),
    w.faith("es-t54-021", "wrap.attribution", "¿La tarjeta de débito cobra anualidad?", "Según Caja Popular Sierra Madre, su tarjeta de débito no cobra anualidad.", TARJETA, True),
    w.faith("es-t54-022", "para.except", "¿Telenorte atiende los domingos?", "Sí, solo cierran el 25 de diciembre y el 1 de enero; los domingos atienden de 8:00 a 22:00.", OPERADORA, True),
    w.faith("es-t54-023", "fmt.time", "¿Hasta qué hora atiende Telenorte?", "El centro de atención a clientes funciona de 8 de la mañana a 10 de la noche.", OPERADORA, True),
    w.faith("es-t54-024", "fmt.abbrev", "¿Cuántos datos trae cada línea móvil del paquete?", "Cada línea móvil que agregues trae 10 gigabytes.", PAQUETE, True),
    w.faith("es-t54-025", "value.currency", "¿Cuánto me reembolsan de hotel en la Ciudad de México?", "En la Ciudad de México se reembolsan hasta $1,200 por noche.", VIATICOS, False),
    w.faith("es-t54-026", "direction", "¿Qué gastos necesitan autorización?", "Los gastos menores a $5,000 requieren autorización previa del gerente de área.", VIATICOS, False),
    w.faith("es-t54-027", "value.time", "¿Antes de qué hora tengo que avisar que estoy enfermo?", "Hay que avisar al jefe inmediato antes de las 11:00 del mismo día.", INCAPACIDAD, False),
    w.faith("es-t54-028", "value.number", "¿Cuántos días de incapacidad paga la empresa?", "La empresa paga el sueldo completo durante los primeros cinco días de incapacidad.", INCAPACIDAD, False),
    w.faith("es-t54-029", "role.swap", "¿Quién hace la evaluación final del periodo de prueba?", "La evaluación final la hace Guadalupe Treviño, y el curso de inducción lo imparte el jefe directo.", PRUEBA, False),
    w.faith("es-t54-030", "value.number", "¿Cuánto dura el periodo de prueba para gerentes?", "Para puestos gerenciales el periodo de prueba es de 90 días.", PRUEBA, False),
    w.faith("es-t54-031", "modality", "¿Puedo instalar un programa que no está en el catálogo?", "Puedes instalarlo tú mismo; levantar un ticket solo se recomienda.", SOFTWARE, False),
    w.faith("es-t54-032", "role.swap", "¿Quién aprueba los programas fuera del catálogo?", "Los programas fuera del catálogo los aprueba Daniela Cantú, y Héctor Garza administra las impresoras.", SOFTWARE, False),
    w.faith("es-t54-033", "value.date", "¿Cuándo se repone el tóner?", "El tóner de las impresoras se repone cada lunes.", SOFTWARE, False),
    w.faith("es-t54-034", "value.currency", "¿Cuál es el deducible del Plan Integral?", "El deducible del Plan Integral es de $25,000.", GMM, False),
    w.faith("es-t54-035", "added.fact", "¿Cuándo se cubre el parto?", "Los partos se cubren tras un periodo de espera de 10 meses, incluidos los cuidados del recién nacido.", GMM, False),
    w.faith("es-t54-036", "negation", "¿Hay deducible por robo total?", "No, el robo total no tiene deducible en Amplia Plus.", AUTO, False),
    w.faith("es-t54-037", "added.entity", "¿Para qué vehículos aplica ese precio?", "Amplia Plus cuesta $9,800 al año para un sedán o una camioneta modelo 2020.", AUTO, False),
    w.faith("es-t54-038", "value.date", "¿Cuándo se fusionó con la Caja Solidaria Ramos Arizpe?", "Caja Popular Sierra Madre se fusionó con la Caja Solidaria Ramos Arizpe en 1964.", CAJA, False),
    w.faith("es-t54-039", "role.swap", "¿Quién preside el consejo de administración?", "El consejo de administración lo preside Arturo Villarreal, y Patricia Leal es la directora general.", CAJA, False),
    w.faith("es-t54-040", "antonym", "¿Retirar en cajeros de la red propia tiene costo?", "Sí, los retiros en cajeros de la red propia tienen costo.", TARJETA, False),
    w.faith("es-t54-041", "value.except", "¿Telenorte atiende los fines de semana?", "No, el centro de atención a clientes solo funciona de lunes a viernes, de 8:00 a 22:00.", OPERADORA, False),
    w.faith("es-t54-042", "value.date", "¿Cuándo compró Telenorte a Cable Anáhuac?", "Telenorte compró Cable Anáhuac en 2005, el mismo año en que se fundó.", OPERADORA, False),
    w.faith("es-t54-043", "quantifier", "¿Cuántas líneas móviles puedo agregar al paquete?", "Puedes agregar todas las líneas móviles que quieras, a $149 mensuales cada una.", PAQUETE, False),
    w.faith("es-t54-044", "value.number", "¿Qué velocidad de internet trae el Paquete Familiar?", "El Paquete Familiar incluye internet de 100 megas, 120 canales de TV y telefonía fija por $699 al mes.", PAQUETE, False),
]

CORRECTNESS = [
    w.correct("es-t54-045", "correct.wordy", "¿Cuánto cuesta el Paquete Familiar de Telenorte?", "El Paquete Familiar de Telenorte te sale en 699 pesos cada mes.", "$699 al mes", True),
    w.correct("es-t54-046", "correct.short", "¿Quién imparte el curso de inducción?", "Guadalupe Treviño.", "El curso de inducción lo imparte Guadalupe Treviño, de Recursos Humanos.", True),
    w.correct("es-t54-047", "correct.format", "¿Cuál es el límite diario de retiro con la tarjeta de débito?", "Ocho mil pesos al día.", "$8,000", True),
    w.correct("es-t54-048", "correct.wordy", "¿En qué año se fundó Telenorte?", "Telenorte nació en Monterrey en el año 2005.", "2005", True),
    w.correct("es-t54-049", "wrong.value", "¿Cuánto cuesta retirar en cajeros de otros bancos?", "Cuesta $20 por retiro.", "$30", False),
    w.correct("es-t54-050", "wrong.role", "¿Quién es la directora general de Telenorte?", "La dirige Rodrigo Elizondo.", "Mariana Sepúlveda", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
