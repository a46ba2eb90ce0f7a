"""Spanish cases of set t24: fianza y preaviso de un contrato de alquiler, normas de un
edificio, vacaciones y teletrabajo en una empresa, contrato y normas de un gimnasio,
normativa de exámenes de una universidad, garantía de un portátil y condiciones de
roaming de una tarifa móvil."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LEASE = (
    "La inquilina, Lucía Fernández, entrega al casero, Andrés Molina, una fianza de 1.200 euros, equivalente a dos mensualidades. "
    "El alquiler de 600 euros se paga por transferencia antes del día 5 de cada mes. "
    "Si la inquilina quiere dejar el piso antes de que termine el contrato, debe avisar con 30 días de antelación."
)
BUILDING = (
    "En el edificio Mirasol se permiten mascotas siempre que estén registradas ante la comunidad de vecinos. "
    "Está prohibido fumar en el portal, el ascensor y la azotea. "
    "La piscina comunitaria abre del 15 de junio al 15 de septiembre, de 11:00 a 21:00."
)
LEAVE = (
    "Los empleados de Grupo Ibérica tienen 23 días laborables de vacaciones al año. "
    "Al menos diez de esos días deben disfrutarse entre julio y agosto. "
    "Las solicitudes se envían a Recursos Humanos con un mes de antelación como mínimo, y las aprueba el jefe directo de cada empleado."
)
REMOTE = (
    "Grupo Ibérica permite teletrabajar tres días por semana a toda la plantilla, salvo al personal de atención al cliente, que trabaja siempre de forma presencial. "
    "Los viernes la jornada es intensiva, de 8:00 a 15:00. "
    "La empresa abona 35 euros al mes para gastos de internet a quienes teletrabajan."
)
GYM_CONTRACT = (
    "La cuota del gimnasio Vitalia es de 39,90 euros al mes, sin permanencia. "
    "Para darse de baja hay que avisar en recepción antes del día 20; de lo contrario, se cobra la cuota del mes siguiente. "
    "La matrícula, de 30 euros, no se cobra a los estudiantes menores de 25 años."
)
GYM_RULES = (
    "Vitalia abre de lunes a viernes de 7:00 a 23:00 y los sábados de 9:00 a 14:00; los domingos y festivos permanece cerrado. "
    "Es obligatorio usar toalla en la sala de máquinas. "
    "Las clases de spinning duran 45 minutos y tienen un máximo de 20 plazas."
)
EXAM_RULES = (
    "En la Universidad de Almenara, la convocatoria ordinaria de exámenes finales se celebra del 2 al 20 de junio, y la extraordinaria, en julio. "
    "Los estudiantes disponen de seis convocatorias por asignatura. "
    "Para presentarse es imprescindible haber entregado todas las prácticas obligatorias antes del 15 de mayo."
)
REVIEW = (
    "Las notas provisionales se publican en el campus virtual en un plazo máximo de diez días hábiles tras el examen. "
    "El estudiante puede pedir la revisión del examen a la profesora de la asignatura, la doctora Marta Ruiz, en los tres días siguientes a la publicación. "
    "Si no está conforme con el resultado, puede recurrir al director del departamento, el doctor Pablo Serrano."
)
WARRANTY = (
    "El portátil Zenit 14 tiene una garantía de tres años desde la fecha de entrega. "
    "La batería solo está cubierta durante el primer año, y los daños por líquidos o caídas quedan excluidos. "
    "Para tramitar la garantía, el cliente debe enviar el equipo al servicio técnico con la factura; los gastos de envío corren a cargo del fabricante."
)
ROAMING = (
    "Con la tarifa Viajero, el cliente puede usar en la UE hasta 20 GB al mes al mismo precio que en España. "
    "En el resto del mundo el roaming está desactivado y se activa llamando al 1444 o desde la app. "
    "En Marruecos y Andorra, las llamadas realizadas cuestan 1,20 euros por minuto y cada MB, 0,60 euros."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # alquiler
    w.faith("es-t24-001", "fmt.currency", "¿De cuánto es la fianza?", "La fianza asciende a mil doscientos euros, o sea, dos meses de alquiler.", LEASE, True),
    w.faith("es-t24-002", "para.passive", "¿Cómo se paga el alquiler?", "El alquiler, de 600 €, debe ser abonado mediante transferencia antes del día 5 de cada mes.", LEASE, True),
    w.faith("es-t24-003", "para.relative", "¿Qué pasa si la inquilina quiere irse antes?", "La inquilina que quiera marcharse antes de que venza el contrato tiene que avisar con 30 días de antelación.", LEASE, True),
    w.faith("es-t24-004", "role.swap", "¿Quién entrega la fianza?", "Andrés Molina le entrega a Lucía Fernández una fianza de 1.200 euros.", LEASE, False),
    w.faith("es-t24-005", "value.date", "¿Hasta qué día se puede pagar el alquiler?", "El alquiler se paga por transferencia antes del día 10 de cada mes.", LEASE, False),
    # edificio
    w.faith("es-t24-006", "para.except", "¿Puedo usar la piscina en octubre?", "No: la piscina abre únicamente entre el 15 de junio y el 15 de septiembre, y fuera de esas fechas está cerrada.", BUILDING, True),
    w.faith("es-t24-007", "fmt.time", "¿En qué horario abre la piscina?", "La piscina abre de once de la mañana a nueve de la noche.", BUILDING, True),
    w.faith("es-t24-008", "para.nominal", "¿Qué necesito para tener un perro en el edificio?", "El registro de la mascota ante la comunidad de vecinos es requisito para poder tenerla en el edificio.", BUILDING, True),
    w.faith("es-t24-009", "negation", "¿Hay que registrar las mascotas?", "No, en el edificio Mirasol se pueden tener mascotas sin necesidad de registrarlas.", BUILDING, False),
    w.faith("es-t24-010", "value.time", "¿A qué hora abre la piscina?", "La piscina comunitaria abre de 10:00 a 21:00.", BUILDING, False),
    # vacaciones
    w.faith("es-t24-011", "fmt.number", "¿Cuántos días de vacaciones hay?", "Cada empleado de Grupo Ibérica dispone de veintitrés días laborables de vacaciones al año.", LEAVE, True),
    w.faith("es-t24-012", "para.reorder", "¿Hay que coger vacaciones en verano?", "Entre julio y agosto hay que disfrutar, como mínimo, diez de esos días.", LEAVE, True),
    w.faith("es-t24-013", "wrap.attribution", "¿Cómo se piden las vacaciones?", "Según la política de la empresa, se solicitan a Recursos Humanos con al menos un mes de antelación y las aprueba el jefe directo.", LEAVE, True),
    w.faith("es-t24-014", "role.swap", "¿Quién aprueba las vacaciones?", "Las solicitudes se envían al jefe directo, y es Recursos Humanos quien las aprueba.", LEAVE, False),
    w.faith("es-t24-015", "quantifier", "¿Cuándo hay que tomar las vacaciones?", "Todos los días de vacaciones deben disfrutarse entre julio y agosto.", LEAVE, False),
    # teletrabajo
    w.faith("es-t24-016", "para.except", "¿Puede teletrabajar el personal de atención al cliente?", "No: aunque la plantilla puede teletrabajar tres días a la semana, atención al cliente trabaja siempre de forma presencial.", REMOTE, True),
    w.faith("es-t24-017", "fmt.time", "¿Cuál es el horario de los viernes?", "Los viernes se trabaja de 8 de la mañana a 3 de la tarde.", REMOTE, True),
    w.faith("es-t24-018", "fmt.currency", "¿La empresa ayuda con el internet?", "Sí, quienes teletrabajan reciben 35 € mensuales para internet.", REMOTE, True),
    w.faith("es-t24-019", "added.fact", "¿Qué paga la empresa a quien teletrabaja?", "La empresa abona 35 euros al mes para internet y otros 20 euros para la luz.", REMOTE, False),
    w.faith("es-t24-020", "value.number", "¿Cuántos días se puede teletrabajar?", "Se puede teletrabajar dos días por semana.", REMOTE, False),
    # contrato gimnasio
    w.faith("es-t24-021", "para.except", "Soy estudiante y tengo 22 años, ¿pago matrícula?", "No, a los estudiantes menores de 25 años no se les cobra la matrícula de 30 euros.", GYM_CONTRACT, True),
    w.faith("es-t24-022", "wrap.hedge", "¿Cómo me doy de baja?", "Si no me equivoco, tienes que avisar en recepción antes del día 20; si no, te cobrarán la cuota del mes siguiente.", GYM_CONTRACT, True),
    w.faith("es-t24-023", "direction", "¿Quién no paga matrícula?", "La matrícula no se cobra a los estudiantes mayores de 25 años.", GYM_CONTRACT, False),
    w.faith("es-t24-024", "antonym", "¿Tiene permanencia el contrato?", "Sí, la cuota es de 39,90 euros al mes, con permanencia.", GYM_CONTRACT, False),
    # normas gimnasio
    w.faith("es-t24-025", "para.except", "¿Abre Vitalia los domingos?", "No, los domingos y festivos está cerrado; el resto de la semana abre, aunque los sábados solo hasta las dos de la tarde.", GYM_RULES, True),
    w.faith("es-t24-026", "fmt.period", "¿Cuánto dura una clase de spinning?", "Las clases de spinning duran tres cuartos de hora y admiten como máximo 20 personas.", GYM_RULES, True),
    w.faith("es-t24-027", "modality", "¿Hace falta toalla en la sala de máquinas?", "Se recomienda llevar toalla a la sala de máquinas, aunque no es obligatorio.", GYM_RULES, False),
    w.faith("es-t24-028", "value.number", "¿Cuántas plazas tiene spinning?", "Las clases de spinning tienen un máximo de 25 plazas.", GYM_RULES, False),
    # exámenes
    w.faith("es-t24-029", "fmt.date", "¿Cuándo es la convocatoria ordinaria?", "La convocatoria ordinaria va del 02/06 al 20/06.", EXAM_RULES, True),
    w.faith("es-t24-030", "wrap.closer", "¿Cuántas convocatorias tengo por asignatura?", "Tienes seis convocatorias por asignatura. ¡Mucha suerte con los exámenes!", EXAM_RULES, True),
    w.faith("es-t24-031", "value.date", "¿Hasta cuándo se pueden entregar las prácticas?", "Hay que entregar todas las prácticas obligatorias antes del 15 de abril.", EXAM_RULES, False),
    w.faith("es-t24-032", "quantifier", "¿Qué necesito para presentarme al examen?", "Basta con haber entregado algunas de las prácticas obligatorias antes del 15 de mayo.", EXAM_RULES, False),
    # revisión
    w.faith("es-t24-033", "para.synonym", "¿Cuándo salen las notas?", "Como mucho diez días hábiles después del examen, las notas provisionales aparecen en el campus virtual.", REVIEW, True),
    w.faith("es-t24-034", "para.relative", "¿Y si no estoy de acuerdo con la revisión?", "Quien no esté conforme con el resultado puede recurrir al doctor Pablo Serrano, que dirige el departamento.", REVIEW, True),
    w.faith("es-t24-035", "role.swap", "¿A quién se pide la revisión?", "La revisión se pide al doctor Pablo Serrano y, si no hay acuerdo, se puede recurrir a la doctora Marta Ruiz.", REVIEW, False),
    w.faith("es-t24-036", "value.number", "¿Cuánto tiempo hay para pedir la revisión?", "La revisión se puede pedir en los cinco días siguientes a la publicación.", REVIEW, False),
    # garantía
    w.faith("es-t24-037", "fmt.period", "¿Cuánto dura la garantía del Zenit 14?", "El Zenit 14 está garantizado durante 36 meses a partir de la entrega.", WARRANTY, True),
    w.faith("es-t24-038", "para.except", "¿Cubre la garantía una caída?", "No, los daños causados por caídas o por líquidos no entran en la garantía.", WARRANTY, True),
    w.faith("es-t24-039", "value.except", "¿Está cubierta la batería?", "Sí, la batería está cubierta durante los tres años de garantía.", WARRANTY, False),
    w.faith("es-t24-040", "role.swap", "¿Quién paga el envío al servicio técnico?", "Los gastos de envío al servicio técnico corren a cargo del cliente.", WARRANTY, False),
    # roaming
    w.faith("es-t24-041", "fmt.unit", "¿Cuántos datos puedo usar en la UE?", "En la UE puedes gastar hasta 20 gigas al mes al mismo precio que en España.", ROAMING, True),
    w.faith("es-t24-042", "wrap.opener", "¿Tengo roaming en Estados Unidos?", "¡Hola! Fuera de la UE el roaming viene desactivado; puedes activarlo llamando al 1444 o desde la app.", ROAMING, True),
    w.faith("es-t24-043", "value.currency", "¿Cuánto cuestan los datos en Marruecos?", "En Marruecos y Andorra cada MB cuesta 0,90 euros.", ROAMING, False),
    w.faith("es-t24-044", "added.entity", "¿Dónde cuestan las llamadas 1,20 euros por minuto?", "En Marruecos, Andorra y Suiza, las llamadas realizadas cuestan 1,20 euros por minuto.", ROAMING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t24-045", "correct.wordy", "¿Cuánto es la fianza?", "La inquilina tiene que entregar al casero una fianza de 1.200 euros, que equivale a dos mensualidades de alquiler.", "1.200 euros.", True),
    w.correct("es-t24-046", "correct.format", "¿Cuánto duran las clases de spinning?", "Tres cuartos de hora.", "45 minutos.", True),
    w.correct("es-t24-047", "correct.format", "¿Hasta qué hora abre la piscina?", "Hasta las nueve de la noche.", "Hasta las 21:00.", True),
    w.correct("es-t24-048", "correct.wordy", "¿Cuántas convocatorias hay por asignatura?", "En la Universidad de Almenara cada estudiante dispone de un total de seis convocatorias para cada asignatura.", "Seis.", True),
    w.correct("es-t24-049", "wrong.value", "¿Cuánto dura la garantía del Zenit 14?", "Dos años desde la fecha de entrega.", "Tres años.", False),
    w.correct("es-t24-050", "wrong.role", "¿Quién aprueba las solicitudes de vacaciones?", "Las aprueba Recursos Humanos.", "El jefe directo del empleado.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
