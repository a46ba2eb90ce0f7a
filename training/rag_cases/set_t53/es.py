"""Spanish cases of set t53: vacaciones, jornada intensiva y permisos en un grupo
empresarial, su soporte informático y sus normas de seguridad, un seguro de hogar, la
historia, una oficina y el ahorro de una caja rural, tarifas móviles y fibra."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VACACIONES = (
    "En Grupo Arenal, la plantilla a jornada completa tiene 23 días laborables de vacaciones al año. "
    "Las vacaciones de verano deben solicitarse antes del 30 de abril a través del portal del empleado. "
    "Del 1 de julio al 31 de agosto se aplica la jornada intensiva, de 8:00 a 15:00."
)
PERMISOS = (
    "Por matrimonio, el empleado tiene derecho a 15 días naturales de permiso. "
    "Por mudanza se concede un día de permiso. "
    "Las consultas sobre permisos las atiende Lucía Navarro, de Recursos Humanos, y las de nóminas, Javier Ortega."
)
SOPORTE = (
    "El servicio de soporte informático de Grupo Arenal atiende de lunes a viernes de 8:00 a 20:00. "
    "Lo coordina Raúl Medina, y la entrega de portátiles y móviles corre a cargo de Marta Gil. "
    "Las incidencias críticas se atienden en un plazo máximo de 2 horas."
)
SEGURIDAD = (
    "Para acceder a la red corporativa desde fuera de la oficina es obligatorio usar la VPN. "
    "Los portátiles se renuevan cada cinco años y pesan 1,4 kg. "
    "La pérdida de un equipo debe comunicarse en un plazo de 24 horas."
)
SEGURO = (
    "El seguro Hogar Plus de Aseguradora Levante cuesta 215 € al año para una vivienda de hasta 90 m². "
    "Cubre daños por agua y rotura de cristales, y la asistencia de fontanero es gratuita las 24 horas. "
    "La franquicia es de 100 € por siniestro."
)
CAJA = (
    "Caja Rural del Segura se fundó en 1947 en Orihuela y absorbió la Caja Rural de Cieza en 1989. "
    "Su director general, Andrés Pastor, ocupa el cargo desde 2016, y la presidenta del consejo rector es Rosa Molina. "
    "Actualmente cuenta con 64 oficinas en Murcia y Alicante."
)
OFICINA = (
    "La oficina de la Gran Vía de Murcia abre de lunes a viernes de 8:30 a 14:00, y los jueves también por la tarde, de 16:30 a 19:00. "
    "El director de la oficina es Fernando Ruiz, y las hipotecas las gestiona la asesora Elena Cano. "
    "Las retiradas en efectivo superiores a 6.000 € deben solicitarse con dos días hábiles de antelación."
)
AHORRO = (
    "La Cuenta Ahorro Segura ofrece un 2,5 % TAE y no tiene comisiones de mantenimiento. "
    "El Depósito 12 Meses paga un 3 % TAE, con una aportación mínima de 3.000 €. "
    "La cancelación anticipada del depósito conlleva una penalización del 1 % del capital."
)
MOVIL = (
    "La tarifa Brisa 25 GB de Vientel cuesta 10 € al mes e incluye llamadas ilimitadas. "
    "La tarifa Brisa 100 GB cuesta 18 € al mes e incluye 5G. "
    "Ninguna de las dos tiene permanencia, y el roaming en Reino Unido solo está incluido en la de 100 GB."
)
FIBRA = (
    "La fibra de 600 Mb de Vientel cuesta 25 € al mes durante el primer año y 35 € a partir del segundo. "
    "La instalación es gratuita y suele realizarse en un plazo de 5 días. "
    "El router wifi 6 se entrega en préstamo y debe devolverse al darse de baja."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t53-001", "fmt.number", "¿Cuántos días de vacaciones tengo?", "A jornada completa le corresponden veintitrés días laborables de vacaciones al año.", VACACIONES, True),
    w.faith("es-t53-002", "fmt.date", "¿Hasta cuándo puedo pedir las vacaciones de verano?", "Tiene que solicitarlas en el portal del empleado antes del 30/04.", VACACIONES, True),
    w.faith("es-t53-003", "fmt.time", "¿Qué horario hay en verano?", "En julio y agosto se hace jornada intensiva, de ocho de la mañana a tres de la tarde.", VACACIONES, True),
    w.faith("es-t53-004", "para.combine", "¿Qué permisos hay por boda y por mudanza?", "Por boda le corresponden 15 días naturales de permiso, y por mudanza, uno.", PERMISOS, True),
    w.faith("es-t53-005", "para.pronoun", "¿A quién pregunto por un permiso?", "A Lucía Navarro, de Recursos Humanos; ella atiende las consultas sobre permisos.", PERMISOS, True),
    w.faith("es-t53-006", "fmt.period", "¿Cuánto tardan en atender una incidencia crítica?", "Las incidencias críticas se atienden en un máximo de 120 minutos.", SOPORTE, True),
    w.faith("es-t53-007", "fmt.time", "¿En qué horario atiende soporte?", "Soporte atiende entre semana desde las ocho de la mañana hasta las ocho de la tarde.", SOPORTE, True),
    w.faith("es-t53-008", "para.relative", "¿Quién entrega los portátiles?", "Marta Gil es la persona que se encarga de entregar portátiles y móviles.", SOPORTE, True),
    w.faith("es-t53-009", "wrap.opener", "¿Tengo que usar la VPN cuando trabajo desde casa?", "¡Buena pregunta! Sí, para entrar en la red corporativa desde fuera de la oficina la VPN es obligatoria.", SEGURIDAD, True),
    w.faith("es-t53-010", "fmt.unit", "¿Cuánto pesa el portátil de empresa?", "El portátil de empresa pesa 1.400 gramos.", SEGURIDAD, True),
    w.faith("es-t53-011", "para.nominal", "¿Qué hago si pierdo el portátil?", "La comunicación de la pérdida debe hacerse en un plazo de 24 horas.", SEGURIDAD, True),
    w.faith("es-t53-012", "fmt.currency", "¿Cuánto cuesta Hogar Plus?", "Hogar Plus sale por doscientos quince euros anuales para viviendas de hasta 90 metros cuadrados.", SEGURO, True),
    w.faith("es-t53-013", "para.synonym", "¿Qué cubre Hogar Plus?", "Incluye los daños por agua y la rotura de cristales, además de un fontanero gratis a cualquier hora.", SEGURO, True),
    w.faith("es-t53-014", "wrap.hedge", "¿Hogar Plus tiene franquicia?", "Si no me equivoco, la franquicia es de 100 € por cada siniestro.", SEGURO, True),
    w.faith("es-t53-015", "para.passive", "¿Qué pasó con la Caja Rural de Cieza?", "La Caja Rural de Cieza fue absorbida por Caja Rural del Segura en 1989.", CAJA, True),
    w.faith("es-t53-016", "para.combine", "¿Quién dirige Caja Rural del Segura?", "Andrés Pastor es director general desde 2016, y Rosa Molina preside el consejo rector.", CAJA, True),
    w.faith("es-t53-017", "para.except", "¿Abre la oficina de la Gran Vía los sábados?", "No, la oficina de la Gran Vía solo abre de lunes a viernes, así que los fines de semana está cerrada.", OFICINA, True),
    w.faith("es-t53-018", "fmt.time", "¿Abre la oficina alguna tarde?", "Sí, los jueves abre también por la tarde, de cuatro y media a siete.", OFICINA, True),
    w.faith("es-t53-019", "fmt.thousands", "¿Puedo sacar 8.000 € en efectivo?", "Para retirar más de 6000 € en efectivo hay que solicitarlo con dos días hábiles de antelación.", OFICINA, True),
    w.faith("es-t53-020", "fmt.share", "¿Qué pasa si cancelo el depósito antes de tiempo?", "Si lo cancela antes de tiempo, se le penaliza con el uno por ciento del capital.", AHORRO, True),
    w.faith("es-t53-021", "para.reorder", "¿Cuál es la aportación mínima del depósito?", "Con una aportación mínima de 3.000 €, el Depósito 12 Meses paga un 3 % TAE.", AHORRO, True),
    w.faith("es-t53-022", "fmt.abbrev", "¿Qué incluye la tarifa Brisa 25 GB?", "Por 10 € al mes tiene 25 gigabytes de datos y llamadas ilimitadas.", MOVIL, True),
    w.faith("es-t53-023", "para.synonym", "¿Las tarifas Brisa tienen permanencia?", "No, ninguna de las dos tarifas Brisa exige permanencia.", MOVIL, True),
    w.faith("es-t53-024", "wrap.attribution", "¿Cuánto cuesta la fibra de 600 Mb?", "Según Vientel, la fibra de 600 Mb cuesta 25 € al mes el primer año y 35 € desde el segundo.", FIBRA, True),
    w.faith("es-t53-025", "role.swap", "¿Quién lleva las nóminas?", "Las nóminas las lleva Lucía Navarro, y las consultas sobre permisos las atiende Javier Ortega.", PERMISOS, False),
    w.faith("es-t53-026", "value.number", "¿Cuántos días de permiso hay por matrimonio?", "Por matrimonio corresponden 20 días naturales de permiso.", PERMISOS, False),
    w.faith("es-t53-027", "direction", "¿Cuándo pido las vacaciones de verano?", "Las vacaciones de verano se solicitan a partir del 30 de abril en el portal del empleado.", VACACIONES, False),
    w.faith("es-t53-028", "added.fact", "¿Hay jornada intensiva?", "Sí, del 1 de julio al 31 de agosto se trabaja de 8:00 a 15:00, y también los viernes del resto del año.", VACACIONES, False),
    w.faith("es-t53-029", "modality", "¿Es obligatoria la VPN?", "Se recomienda usar la VPN para acceder desde fuera de la oficina, aunque no es obligatorio.", SEGURIDAD, False),
    w.faith("es-t53-030", "value.time", "¿A qué hora empieza el soporte informático?", "El soporte informático atiende de lunes a viernes de 9:00 a 20:00.", SOPORTE, False),
    w.faith("es-t53-031", "role.swap", "¿Quién coordina el soporte informático?", "El soporte lo coordina Marta Gil, y Raúl Medina se encarga de entregar portátiles y móviles.", SOPORTE, False),
    w.faith("es-t53-032", "value.except", "¿Atiende soporte los sábados?", "Sí, el soporte informático atiende todos los días excepto el domingo, de 8:00 a 20:00.", SOPORTE, False),
    w.faith("es-t53-033", "added.fact", "¿Qué ofrece la Cuenta Ahorro Segura?", "La Cuenta Ahorro Segura ofrece un 2,5 % TAE, no tiene comisiones de mantenimiento e incluye una tarjeta de crédito gratuita.", AHORRO, False),
    w.faith("es-t53-034", "value.number", "¿Cada cuánto se renuevan los portátiles?", "Los portátiles se renuevan cada tres años y pesan 1,4 kg.", SEGURIDAD, False),
    w.faith("es-t53-035", "value.currency", "¿Cuál es la franquicia de Hogar Plus?", "La franquicia de Hogar Plus es de 215 € por siniestro.", SEGURO, False),
    w.faith("es-t53-036", "negation", "¿Cubre la rotura de cristales?", "No, Hogar Plus no cubre la rotura de cristales, solo los daños por agua.", SEGURO, False),
    w.faith("es-t53-037", "value.date", "¿Cuándo absorbió la Caja Rural de Cieza?", "Caja Rural del Segura absorbió la Caja Rural de Cieza en 1947.", CAJA, False),
    w.faith("es-t53-038", "role.swap", "¿Quién preside el consejo rector?", "El consejo rector lo preside Andrés Pastor, y Rosa Molina es directora general desde 2016.", CAJA, False),
    w.faith("es-t53-039", "added.entity", "¿Cuántas oficinas tiene Caja Rural del Segura?", "Caja Rural del Segura y su filial Segura Seguros suman 64 oficinas en Murcia y Alicante.", CAJA, False),
    w.faith("es-t53-040", "antonym", "¿La instalación de la fibra se paga?", "La instalación tiene coste y suele realizarse en un plazo de 5 días.", FIBRA, False),
    w.faith("es-t53-041", "role.swap", "¿Quién gestiona las hipotecas?", "Las hipotecas las gestiona Fernando Ruiz, y Elena Cano dirige la oficina.", OFICINA, False),
    w.faith("es-t53-042", "direction", "¿Hay que avisar para sacar efectivo?", "Las retiradas en efectivo inferiores a 6.000 € deben solicitarse con dos días hábiles de antelación.", OFICINA, False),
    w.faith("es-t53-043", "quantifier", "¿Incluyen roaming en Reino Unido?", "Sí, las dos tarifas Brisa incluyen roaming en Reino Unido.", MOVIL, False),
    w.faith("es-t53-044", "antonym", "¿El router es mío?", "El router wifi 6 se entrega en propiedad y no hace falta devolverlo al darse de baja.", FIBRA, False),
]

CORRECTNESS = [
    w.correct("es-t53-045", "correct.wordy", "¿Cuántos días de vacaciones tiene la plantilla a jornada completa?", "Si trabaja a jornada completa en Grupo Arenal, dispone de veintitrés días laborables de vacaciones al año.", "23 días laborables", True),
    w.correct("es-t53-046", "correct.short", "¿Quién coordina el soporte informático?", "Raúl Medina.", "El soporte informático de Grupo Arenal lo coordina Raúl Medina.", True),
    w.correct("es-t53-047", "correct.format", "¿Cuánto cuesta Hogar Plus al año?", "Doscientos quince euros anuales.", "215 €/año", True),
    w.correct("es-t53-048", "correct.format", "¿En cuánto tiempo se atiende una incidencia crítica?", "En 120 minutos como máximo.", "En un plazo máximo de 2 horas.", True),
    w.correct("es-t53-049", "wrong.value", "¿Cuánto paga el Depósito 12 Meses?", "Un 2,5 % TAE.", "3 % TAE", False),
    w.correct("es-t53-050", "wrong.role", "¿Quién es el director de la oficina de la Gran Vía?", "Es Elena Cano.", "Fernando Ruiz", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
