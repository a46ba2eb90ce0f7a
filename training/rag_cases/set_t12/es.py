"""Spanish cases of set t12: a maternity ward's visiting rules and breastfeeding talk, a
university IT service and a classroom repair, a bookshop's book launch and storytelling
sessions, a nautical club's rules, a removals company's prices, and a vaccination centre
and its school campaign."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

WARD = "En la planta de maternidad del Hospital San Rafael, las visitas se permiten de 12:00 a 14:00 y de 17:00 a 21:00. La pareja o un acompañante designado puede quedarse las 24 horas. Solo se admiten dos visitas a la vez por habitación. Los menores de 12 años no pueden entrar, salvo los hermanos del recién nacido."
WARD2 = "La matrona Lucía Ferrer imparte cada lunes y jueves, a las 11:00, una charla sobre lactancia en la sala de estar de la planta. La charla dura una hora y es gratuita. La supervisora de enfermería, Marta Gil, recuerda que en la planta está prohibido traer comida de fuera."
HELP = "El servicio de soporte informático de la universidad atiende de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 13:00. Las incidencias se registran a través del portal web o en el mostrador de la biblioteca central. El cambio de contraseña es obligatorio cada seis meses. El préstamo de portátiles a estudiantes es gratuito y dura un máximo de 15 días."
HELP2 = "El pasado 22 de septiembre, la técnica Elena Ruiz sustituyó el router averiado del aula 3. Su compañero Andrés Molina actualizó después el firmware de los proyectores. Durante la reparación, el aula estuvo cerrada unas dos horas."
BOOK = "La librería El Faro organiza el jueves 10 de abril, a las 19:00, la presentación de la novela «Mareas» de Carmen Soler. La acompañará en la mesa el periodista Javier Ortega. La entrada es gratuita hasta completar el aforo, que es de 70 personas. Quienes compren el libro esa tarde tendrán un 5 % de descuento."
BOOK2 = "Los sábados por la mañana, a las 11:30, la librería El Faro ofrece cuentacuentos para niños de 4 a 8 años, excepto en agosto. Cada sesión dura 45 minutos y la dirige la librera Ana Prieto. Es necesario reservar plaza por teléfono."
SAIL = "El Club Náutico de Altea alquila sus embarcaciones ligeras a los socios por un máximo de tres horas al día. Para salir a navegar es obligatorio llevar chaleco salvavidas. Si el viento supera los 18 nudos, no se permite salir con embarcaciones ligeras. La cuota anual de socio es de 450 euros."
MOVE = "Mudanzas Rápidas cobra 80 euros por hora por un camión con dos operarios, con un mínimo de dos horas. Los sábados la tarifa sube un 20 %. Las cajas de cartón se entregan gratis si se contrata el servicio de embalaje. No se trasladan animales ni productos inflamables."
VAX = "El centro de vacunación de Triana abre de lunes a viernes de 8:30 a 14:30, y los martes también por la tarde, de 16:00 a 19:00. La vacuna de la gripe se pone sin cita previa a los mayores de 60 años. Los menores deben acudir acompañados de un adulto responsable. Tras la inyección, hay que esperar 20 minutos en la sala."
VAX2 = "La enfermera Rosa Delgado coordina la campaña de vacunación escolar, que empieza el 3 de octubre. El médico Pablo Navarro revisa los historiales antes de cada sesión. Los colegios deben enviar las autorizaciones firmadas con al menos una semana de antelación."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t12-001", "fmt.time", "¿Cuál es el horario de visitas en maternidad?", "Se puede visitar de 12 a 2 del mediodía y de 5 de la tarde a 9 de la noche.", WARD, True),
    w.faith("es-t12-002", "fmt.period", "¿Puede quedarse mi pareja por la noche?", "Sí, la pareja o un acompañante designado puede permanecer en la planta día y noche.", WARD, True),
    w.faith("es-t12-003", "para.except", "¿Pueden entrar niños a ver al bebé?", "Los hermanos del bebé sí; el resto de los niños menores de 12 años, no.", WARD, True),
    w.faith("es-t12-004", "para.passive", "¿Quién da la charla de lactancia?", "La charla de lactancia es impartida por la matrona Lucía Ferrer, los lunes y los jueves a las once.", WARD2, True),
    w.faith("es-t12-005", "fmt.period", "¿Cuánto dura la charla de lactancia?", "Dura sesenta minutos y no cuesta nada.", WARD2, True),
    w.faith("es-t12-006", "wrap.attribution", "¿Puedo llevarle comida de casa a mi hermana?", "Según la supervisora de enfermería, Marta Gil, no se puede traer comida de fuera a la planta.", WARD2, True),
    w.faith("es-t12-007", "para.except", "¿El soporte informático atiende los domingos?", "No; atiende de lunes a sábado, aunque el sábado solo por la mañana.", HELP, True),
    w.faith("es-t12-008", "para.synonym", "¿Dónde registro una incidencia?", "Puedes hacerlo en el portal web o, si prefieres ir en persona, en el mostrador de la biblioteca central.", HELP, True),
    w.faith("es-t12-009", "fmt.period", "¿Cada cuánto hay que cambiar la contraseña?", "Hay que cambiarla obligatoriamente cada medio año.", HELP, True),
    w.faith("es-t12-010", "para.passive", "¿Quién cambió el router del aula 3?", "El router averiado fue sustituido por la técnica Elena Ruiz el 22 de septiembre.", HELP2, True),
    w.faith("es-t12-011", "wrap.hedge", "¿Cuánto tiempo estuvo cerrada el aula 3?", "Por lo que parece, unas dos horas, mientras duró la reparación.", HELP2, True),
    w.faith("es-t12-012", "fmt.date", "¿Cuándo es la presentación de «Mareas»?", "Es el jueves 10/04 a las 7 de la tarde.", BOOK, True),
    w.faith("es-t12-013", "para.relative", "¿Quién acompaña a Carmen Soler en la presentación?", "En la mesa estará con ella Javier Ortega, que es periodista.", BOOK, True),
    w.faith("es-t12-014", "fmt.share", "¿Hay descuento si compro el libro?", "Sí, si lo compras esa misma tarde te rebajan un cinco por ciento.", BOOK, True),
    w.faith("es-t12-015", "fmt.range", "¿Para qué edades es el cuentacuentos?", "Está pensado para niños de entre cuatro y ocho años.", BOOK2, True),
    w.faith("es-t12-016", "fmt.period", "¿Cuánto dura cada sesión de cuentacuentos?", "Cada sesión dura tres cuartos de hora y la dirige la librera Ana Prieto.", BOOK2, True),
    w.faith("es-t12-017", "para.synonym", "¿Es obligatorio el chaleco salvavidas?", "Sí, no se puede salir a navegar sin chaleco salvavidas.", SAIL, True),
    w.faith("es-t12-018", "fmt.currency", "¿Cuánto cuesta ser socio del club?", "La cuota anual asciende a 450 €.", SAIL, True),
    w.faith("es-t12-019", "fmt.share", "¿Es más caro mudarse en sábado?", "Sí, los sábados la tarifa es una quinta parte más cara.", MOVE, True),
    w.faith("es-t12-020", "para.combine", "¿Cuánto cuesta el camión y cuánto hay que contratar como mínimo?", "Con dos operarios cuesta 80 € la hora, y hay que contratar al menos dos horas.", MOVE, True),
    w.faith("es-t12-021", "wrap.opener", "Tengo 70 años, ¿necesito cita para la vacuna de la gripe?", "¡Buenas! No, a los mayores de 60 años se les pone la vacuna de la gripe sin cita previa.", VAX, True),
    w.faith("es-t12-022", "para.except", "¿Puedo ir a vacunarme por la tarde?", "Solo los martes, de 16:00 a 19:00; los demás días el centro cierra a las 14:30.", VAX, True),
    w.faith("es-t12-023", "wrap.closer", "¿Me puedo ir nada más vacunarme?", "No, tienes que esperar 20 minutos en la sala después del pinchazo. ¡Un saludo!", VAX, True),
    w.faith("es-t12-024", "para.nominal", "¿Cuándo empieza la vacunación en los colegios?", "El inicio de la campaña de vacunación escolar, que coordina la enfermera Rosa Delgado, es el 3 de octubre.", VAX2, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t12-025", "role.swap", "¿Quién cambió el router y quién actualizó los proyectores?", "Andrés Molina cambió el router y después Elena Ruiz actualizó el firmware de los proyectores.", HELP2, False),
    w.faith("es-t12-026", "role.swap", "¿Quién coordina la campaña escolar?", "La campaña la coordina el médico Pablo Navarro, y la enfermera Rosa Delgado revisa los historiales.", VAX2, False),
    w.faith("es-t12-027", "antonym", "¿Cuánto cuesta que me presten un portátil?", "El préstamo de portátiles a estudiantes es de pago y dura como mucho 15 días.", HELP, False),
    w.faith("es-t12-028", "antonym", "¿Cambia la tarifa los sábados?", "Sí, los sábados la tarifa baja un 20 %.", MOVE, False),
    w.faith("es-t12-029", "negation", "¿Hay que pagar la charla de lactancia?", "Sí, la charla de lactancia no es gratuita.", WARD2, False),
    w.faith("es-t12-030", "negation", "¿Hace falta chaleco para navegar?", "No es necesario llevar chaleco salvavidas para salir a navegar.", SAIL, False),
    w.faith("es-t12-031", "modality", "¿Puede un menor ir solo a vacunarse?", "Es aconsejable que los menores vayan con un adulto, pero también pueden ir solos.", VAX, False),
    w.faith("es-t12-032", "modality", "¿Hay que reservar para el cuentacuentos?", "Se puede reservar plaza por teléfono, aunque no hace falta.", BOOK2, False),
    w.faith("es-t12-033", "quantifier", "¿Quién puede quedarse las 24 horas?", "Cualquier visitante puede quedarse las 24 horas en la planta.", WARD, False),
    w.faith("es-t12-034", "quantifier", "¿Quién puede vacunarse de la gripe sin cita?", "La vacuna de la gripe se pone sin cita previa a todo el mundo.", VAX, False),
    w.faith("es-t12-035", "direction", "¿Cuándo deben enviar los colegios las autorizaciones?", "Los colegios pueden enviar las autorizaciones firmadas hasta una semana después de la sesión.", VAX2, False),
    w.faith("es-t12-036", "direction", "¿Con qué viento no se puede salir?", "No se permite salir con embarcaciones ligeras cuando el viento baja de 18 nudos.", SAIL, False),
    w.faith("es-t12-037", "value.number", "¿Cuál es el aforo de la presentación?", "La entrada es libre hasta completar el aforo de 100 personas.", BOOK, False),
    w.faith("es-t12-038", "value.time", "¿A qué hora empieza el cuentacuentos?", "El cuentacuentos empieza los sábados a las 10:30.", BOOK2, False),
    w.faith("es-t12-039", "value.date", "¿Cuándo se cambió el router del aula 3?", "Elena Ruiz sustituyó el router del aula 3 el 12 de septiembre.", HELP2, False),
    w.faith("es-t12-040", "value.currency", "¿Cuánto cuesta la hora de camión?", "Un camión con dos operarios cuesta 80 dólares por hora.", MOVE, False),
    w.faith("es-t12-041", "value.unit", "¿Cuánto tiempo me prestan un portátil?", "Los portátiles se prestan gratis durante un máximo de 15 horas.", HELP, False),
    w.faith("es-t12-042", "value.except", "¿Qué no traslada Mudanzas Rápidas?", "La empresa no traslada plantas ni productos inflamables.", MOVE, False),
    w.faith("es-t12-043", "added.fact", "¿Cuál es el horario de visitas?", "Las visitas son de 12:00 a 14:00 y de 17:00 a 21:00, y cada visita puede durar como máximo media hora.", WARD, False),
    w.faith("es-t12-044", "added.entity", "¿Con quién presenta Carmen Soler su novela?", "Carmen Soler presentará «Mareas» junto al periodista Javier Ortega y su editora, Laura Vidal.", BOOK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t12-045", "correct.wordy", "¿Cuánto hay que esperar tras la vacuna en el centro de Triana?", "Después de ponerte la vacuna tendrás que quedarte 20 minutos en la sala antes de irte.", "20 minutos", True),
    w.correct("es-t12-046", "correct.format", "¿A qué hora es la presentación de «Mareas»?", "A las siete de la tarde.", "A las 19:00", True),
    w.correct("es-t12-047", "correct.wordy", "¿Quién dirige el cuentacuentos de la librería El Faro?", "Las sesiones de cuentacuentos las dirige la librera Ana Prieto.", "Ana Prieto", True),
    w.correct("es-t12-048", "correct.wordy", "¿Cuál es el mínimo de horas que se puede contratar con Mudanzas Rápidas?", "Mudanzas Rápidas no acepta servicios de menos de dos horas, así que ese es el mínimo que tendrás que contratar.", "Dos horas", True),
    w.correct("es-t12-049", "wrong.value", "¿Cuánto es la cuota anual del Club Náutico de Altea?", "La cuota anual es de 540 euros.", "450 euros", False),
    w.correct("es-t12-050", "wrong.echo", "¿Qué día empieza la campaña de vacunación escolar?", "La campaña de vacunación escolar empieza el día en que empieza la campaña.", "El 3 de octubre", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
