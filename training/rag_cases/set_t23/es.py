"""Spanish cases of set t23: a maritime museum (hours and tickets, a galleon model), a riding
school (classes, staff and cancellations), a pottery fair, a seasonal ice rink (sessions,
rules), a window cleaning company and an adult education centre's computing course."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MUSEO = (
    "El Museo Marítimo de Puerto Alba abre de martes a domingo, de 10:00 a 19:00; los lunes permanece cerrado. "
    "La entrada general cuesta 7 euros y la reducida, para estudiantes y jubilados, 4 euros. "
    "Los menores de 8 años entran gratis."
)

GALEON = (
    "La pieza estrella del museo es una maqueta del galeón San Telmo, de cuatro metros de eslora, construida por el modelista Andrés Pazos entre 1998 y 2003. "
    "El museo la compró en 2010 a la familia Pazos. "
    "La sala del galeón se puede visitar con audioguía, disponible en cinco idiomas por 2 euros."
)

HIPICA = (
    "La Escuela Hípica El Robledal imparte clases a partir de los 5 años. "
    "Las clases de grupo son de una hora, con un máximo de seis alumnos por profesor, y cuestan 25 euros; el bono de ocho clases sale por 180 euros. "
    "Es obligatorio llevar casco, que la escuela presta sin coste, y botas o botines con tacón."
)

PROFESORES = (
    "La directora de la escuela, Lucía Ferrer, da las clases de doma, y el profesor Iván Castro se encarga de los paseos por el campo. "
    "Las clases que se anulan con menos de 24 horas de antelación no se recuperan. "
    "En julio y agosto las clases empiezan a las 8:00 para evitar el calor."
)

CERAMICA = (
    "La Feria de Alfarería de Villanueva se celebra del 20 al 22 de junio en la plaza Mayor, de 10:00 a 21:00. "
    "Participan 45 talleres, casi todos de Castilla-La Mancha y Andalucía. "
    "Cada mañana a las 11:00 habrá un taller infantil de modelado gratuito, con plazas limitadas a 20 niños."
)

PISTA = (
    "La pista de hielo de Valdelagua abre del 1 de diciembre al 6 de enero, de 11:00 a 14:00 y de 17:00 a 22:00. "
    "Cada sesión dura 45 minutos y cuesta 8 euros con los patines incluidos. "
    "Los días 24 y 31 de diciembre la pista cierra a las 18:00."
)

NORMAS_PISTA = (
    "Es obligatorio el uso de guantes, y los menores de 12 años deben llevar casco. "
    "Los niños de menos de 6 años solo pueden patinar acompañados por un adulto. "
    "Los grupos escolares de más de 15 alumnos tienen un descuento del 25 %."
)

CRISTALES = (
    "Cristalux es una empresa de limpieza de cristales que trabaja en Zaragoza desde 2011. "
    "Limpiar los cristales de un piso de hasta 90 m² cuesta 60 euros, y 15 euros más si hay terraza acristalada. "
    "El presupuesto es gratuito y se da en 24 horas. "
    "Los clientes con contrato mensual tienen un 10 % de descuento."
)

INFORMATICA = (
    "El Centro de Educación de Adultos Miguel Hernández ofrece un curso de informática básica los martes y jueves de 17:00 a 18:30. "
    "El curso empieza el 6 de octubre, dura tres meses y es gratuito, aunque hay que pagar 10 euros de matrícula. "
    "El profesor es Tomás Gil, y la jefa de estudios, Rosa Medina, se ocupa de las matrículas."
)

CERTIFICADO = (
    "Al final del curso se entrega un certificado a quien haya asistido al menos al 75 % de las clases. "
    "Los alumnos pueden usar el aula de ordenadores por las mañanas, de lunes a viernes de 9:00 a 13:00. "
    "Para matricularse hay que presentar el DNI y una fotografía."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("es-t23-001", "para.except", "¿Qué días abre el museo?", "El museo está abierto todos los días salvo los lunes.", MUSEO, True),
    w.faith("es-t23-002", "para.reorder", "¿Hay entrada reducida?", "Sí, estudiantes y jubilados pagan la entrada reducida, que cuesta 4 euros.", MUSEO, True),
    w.faith("es-t23-003", "para.part", "¿Mi hija de 6 años paga entrada?", "No, los menores de 8 años no pagan.", MUSEO, True),
    w.faith("es-t23-004", "fmt.unit", "¿Qué tamaño tiene la maqueta del galeón?", "La maqueta del San Telmo mide 4 m de eslora.", GALEON, True),
    w.faith("es-t23-005", "para.passive", "¿De dónde viene la maqueta?", "Fue construida por el modelista Andrés Pazos entre 1998 y 2003, y en 2010 su familia se la vendió al museo.", GALEON, True),
    w.faith("es-t23-006", "para.relative", "¿Hay audioguía?", "Sí, hay una audioguía, que se ofrece en cinco idiomas y cuesta dos euros.", GALEON, True),
    w.faith("es-t23-007", "para.synonym", "¿Desde qué edad se puede montar?", "Se puede empezar a montar desde los cinco años.", HIPICA, True),
    w.faith("es-t23-008", "fmt.currency", "¿Cuánto cuestan las clases?", "Una clase en grupo sale a veinticinco euros, y el bono de ocho, a ciento ochenta.", HIPICA, True),
    w.faith("es-t23-009", "wrap.attribution", "¿Tengo que comprarme un casco?", "Según la escuela, el casco es obligatorio, pero te lo prestan gratis.", HIPICA, True),
    w.faith("es-t23-010", "para.relative", "¿Quién da las clases de doma?", "Lucía Ferrer, que dirige la escuela, imparte las clases de doma.", PROFESORES, True),
    w.faith("es-t23-011", "fmt.period", "¿Qué pasa si anulo una clase?", "Si la anulas con menos de un día de antelación, no se recupera.", PROFESORES, True),
    w.faith("es-t23-012", "wrap.hedge", "¿Hay horario de verano?", "Creo que en julio y agosto las clases empiezan a las ocho de la mañana para evitar el calor.", PROFESORES, True),
    w.faith("es-t23-013", "fmt.date", "¿Cuándo es la feria de alfarería?", "La feria se celebra los días 20, 21 y 22 de junio.", CERAMICA, True),
    w.faith("es-t23-014", "fmt.time", "¿En qué horario abre la feria?", "Abre de 10 de la mañana a 9 de la noche.", CERAMICA, True),
    w.faith("es-t23-015", "wrap.opener", "¿Hay algo para niños en la feria?", "¡Hola! Sí, cada mañana a las 11:00 hay un taller infantil de modelado gratis, para un máximo de 20 niños.", CERAMICA, True),
    w.faith("es-t23-016", "fmt.period", "¿Cuánto dura una sesión?", "Cada sesión dura tres cuartos de hora y cuesta 8 euros con patines.", PISTA, True),
    w.faith("es-t23-017", "fmt.time", "¿Qué horario tiene la pista en Nochebuena?", "El 24 de diciembre cierra antes, a las seis de la tarde.", PISTA, True),
    w.faith("es-t23-018", "wrap.closer", "¿Hay que llevar guantes?", "Sí, los guantes son obligatorios para todo el mundo. ¡Que lo paséis bien!", NORMAS_PISTA, True),
    w.faith("es-t23-019", "fmt.share", "¿Hay descuento para colegios?", "Sí, los grupos escolares de más de 15 alumnos pagan tres cuartas partes del precio.", NORMAS_PISTA, True),
    w.faith("es-t23-020", "para.combine", "¿Desde cuándo trabaja Cristalux y cobran el presupuesto?", "Cristalux lleva limpiando cristales en Zaragoza desde 2011, y el presupuesto no cuesta nada.", CRISTALES, True),
    w.faith("es-t23-021", "fmt.period", "¿Cuánto tardan en darme el presupuesto?", "Te lo dan en un día como máximo.", CRISTALES, True),
    w.faith("es-t23-022", "fmt.time", "¿Cuándo son las clases de informática?", "Las clases son los martes y jueves de cinco a seis y media de la tarde.", INFORMATICA, True),
    w.faith("es-t23-023", "wrap.question", "¿Cuánto cuesta el curso?", "El curso es gratis, aunque la matrícula cuesta 10 euros. ¿Quieres saber algo más?", INFORMATICA, True),
    w.faith("es-t23-024", "fmt.share", "¿Qué hace falta para el certificado?", "Para obtener el certificado hay que asistir al menos a tres de cada cuatro clases.", CERTIFICADO, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("es-t23-025", "value.number", "¿Cuánto cuesta la entrada general?", "La entrada general cuesta 9 euros y la reducida, 4.", MUSEO, False),
    w.faith("es-t23-026", "value.except", "¿Qué días abre el museo?", "El museo abre todos los días menos los martes.", MUSEO, False),
    w.faith("es-t23-027", "direction", "¿Quién entra gratis?", "Los mayores de 8 años no pagan entrada.", MUSEO, False),
    w.faith("es-t23-028", "role.swap", "¿De dónde viene la maqueta?", "La familia Pazos le compró la maqueta al museo en 2010.", GALEON, False),
    w.faith("es-t23-029", "value.unit", "¿Qué tamaño tiene la maqueta del galeón?", "La maqueta del San Telmo mide cuatro pies de eslora.", GALEON, False),
    w.faith("es-t23-030", "modality", "¿Hay que llevar casco?", "Se recomienda llevar casco, aunque no es obligatorio.", HIPICA, False),
    w.faith("es-t23-031", "value.number", "¿Cuántos alumnos hay por clase?", "En las clases de grupo hay un máximo de ocho alumnos por profesor.", HIPICA, False),
    w.faith("es-t23-032", "role.swap", "¿Quién da las clases de doma?", "Las clases de doma las da Iván Castro, y Lucía Ferrer se ocupa de los paseos por el campo.", PROFESORES, False),
    w.faith("es-t23-033", "direction", "¿Qué pasa si anulo una clase?", "Las clases que se anulan con más de 24 horas de antelación no se recuperan.", PROFESORES, False),
    w.faith("es-t23-034", "value.time", "¿Hay horario de verano?", "En julio y agosto las clases empiezan a las ocho de la tarde, cuando hace menos calor.", PROFESORES, False),
    w.faith("es-t23-035", "value.date", "¿Cuándo es la feria de alfarería?", "La feria se celebra del 20 al 22 de julio en la plaza Mayor.", CERAMICA, False),
    w.faith("es-t23-036", "quantifier", "¿De dónde son los talleres?", "Todos los talleres, sin excepción, son de Castilla-La Mancha y Andalucía.", CERAMICA, False),
    w.faith("es-t23-037", "added.fact", "¿Hay algo para niños en la feria?", "Hay un taller infantil de modelado gratuito cada mañana, y los niños se llevan su pieza a casa.", CERAMICA, False),
    w.faith("es-t23-038", "negation", "¿Están incluidos los patines?", "La sesión cuesta 8 euros, pero los patines no están incluidos.", PISTA, False),
    w.faith("es-t23-039", "added.entity", "¿Qué equipo es obligatorio?", "Es obligatorio llevar guantes y rodilleras, y los menores de 12 años, además, casco.", NORMAS_PISTA, False),
    w.faith("es-t23-040", "modality", "¿Mi hijo de 10 años tiene que llevar casco?", "A los menores de 12 años se les recomienda el casco, pero no es obligatorio.", NORMAS_PISTA, False),
    w.faith("es-t23-041", "quantifier", "¿Hay descuento para colegios?", "Todos los grupos escolares tienen un 25 % de descuento, sea cual sea el número de alumnos.", NORMAS_PISTA, False),
    w.faith("es-t23-042", "antonym", "¿Cobran el presupuesto?", "El presupuesto es de pago y tarda 24 horas.", CRISTALES, False),
    w.faith("es-t23-043", "role.swap", "¿Quién da el curso de informática?", "El curso lo imparte Rosa Medina, y Tomás Gil se ocupa de las matrículas.", INFORMATICA, False),
    w.faith("es-t23-044", "value.date", "¿Cuándo empieza el curso?", "El curso de informática empieza el 16 de octubre y dura tres meses.", INFORMATICA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t23-045", "correct.wordy", "¿Quién construyó la maqueta del galeón San Telmo?", "La hizo el modelista Andrés Pazos, que trabajó en ella varios años.", "Andrés Pazos", True),
    w.correct("es-t23-046", "correct.format", "¿Cuánto cuesta la matrícula del curso de informática?", "10 €", "10 euros", True),
    w.correct("es-t23-047", "correct.format", "¿A qué hora abre la feria de alfarería?", "A las diez de la mañana.", "A las 10:00", True),
    w.correct("es-t23-048", "correct.wordy", "¿Quién da las clases de doma en El Robledal?", "Las clases de doma las imparte la directora de la escuela, Lucía Ferrer.", "Lucía Ferrer", True),
    w.correct("es-t23-049", "wrong.value", "¿Cuánto dura cada sesión en la pista de hielo?", "Una hora y media.", "45 minutos", False),
    w.correct("es-t23-050", "wrong.role", "¿Quién se ocupa de las matrículas en el centro de adultos?", "El profesor, Tomás Gil.", "Rosa Medina, la jefa de estudios", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
