"""Spanish cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CASTILLO_VISITA = "El Museo del Castillo de Peñafría abre de martes a domingo de 10:00 a 19:00; los lunes permanece cerrado. La última entrada se permite media hora antes del cierre. La entrada general cuesta 8 €, y los mayores de 65 años pagan la mitad. Los domingos a partir de las 15:00 la entrada es gratuita para todos."
CASTILLO_TEATRO = "Las visitas teatralizadas por las mazmorras las dirige el actor Rubén Salgado los sábados a las 12:00 y a las 18:00. Cada visita dura una hora y admite un máximo de 30 participantes. No se recomiendan para menores de 8 años. Las entradas para estas visitas solo se venden en la taquilla del castillo."
CATERING_PEDIDOS = "Catering La Alacena sirve eventos de entre 20 y 200 comensales. Los pedidos deben confirmarse con al menos 15 días de antelación, abonando un anticipo del 30 %. La jefa de cocina, Lucía Ferrer, diseña los menús, y el coordinador de eventos, Álvaro Méndez, supervisa el montaje en el lugar del evento."
CATERING_SERVICIO = "El servicio incluye vajilla, mantelería y camareros durante un máximo de 5 horas; cada hora adicional cuesta 90 €. Los menús para celíacos se preparan sin coste adicional si se solicitan con 72 horas de antelación. El transporte es gratuito en Valencia capital."
JEFATURA = "La Jefatura de Tráfico de Alcorcón atiende con cita previa de lunes a viernes de 9:00 a 14:00. Para renovar el permiso de conducir hay que aportar un certificado médico de un centro de reconocimiento autorizado y una fotografía reciente. La tasa de renovación es de 24 €."
JEFATURA_MAYORES = "Los conductores mayores de 65 años renuevan el permiso cada 5 años y están exentos de pagar la tasa. Mientras llega el nuevo permiso, la Jefatura entrega un documento provisional válido durante 3 meses. El permiso definitivo se envía por correo al domicilio."
YOGA_RETIRO = "El retiro de yoga Casa Alba se celebra del 2 al 7 de agosto en la sierra de Gredos. Las clases de la mañana empiezan a las 8:00 y las imparte Marta Ibáñez; las sesiones de pranayama de la tarde las guía Diego Navarro. El precio es de 590 € e incluye alojamiento en habitación doble y pensión completa vegetariana."
YOGA_NORMAS = "Se devuelve el importe completo si la cancelación se hace con más de 20 días de antelación; después, no hay devolución. La habitación individual tiene un suplemento de 90 €. Está prohibido usar el móvil durante las clases."
TAQUILLA = "La taquilla del Auditorio Miramar abre de lunes a sábado de 11:00 a 14:00 y de 17:00 a 20:30. Las entradas compradas por internet se recogen en la taquilla hasta 15 minutos antes del concierto. Los menores de 30 años tienen un 25 % de descuento en las localidades de anfiteatro."
REMO_CURSOS = "El Club de Remo Ría de Vigo organiza cursos de iniciación de cuatro semanas para mayores de 14 años. Las clases son los martes y jueves a las 19:00 y las imparte la entrenadora Carmen Otero. El curso cuesta 110 € e incluye el seguro. Todos los alumnos deben saber nadar."
REMO_TRAVESIA = "La travesía anual del club se celebrará el 14 de septiembre sobre un recorrido de 6 kilómetros. Las inscripciones se cierran el 31 de agosto y cuestan 15 € por remero. El presidente, Javier Lago, entrega los trofeos, y la tesorera, Rosa Pazos, gestiona las inscripciones."

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("es-t18-001", "para.except", "¿Qué días abre el museo del castillo?", "Abre todos los días excepto los lunes.", CASTILLO_VISITA, True),
    w.faith("es-t18-002", "fmt.time", "¿Cuál es el horario del museo?", "Abre de diez de la mañana a siete de la tarde.", CASTILLO_VISITA, True),
    w.faith("es-t18-003", "fmt.period", "¿Hasta cuándo se puede entrar?", "Se puede entrar hasta 30 minutos antes de que cierre.", CASTILLO_VISITA, True),
    w.faith("es-t18-004", "fmt.share", "¿Hay descuento para jubilados?", "Sí, los mayores de 65 años pagan el 50 % de la entrada general.", CASTILLO_VISITA, True),
    w.faith("es-t18-005", "para.passive", "¿Quién dirige las visitas teatralizadas?", "Las visitas teatralizadas son dirigidas por el actor Rubén Salgado, los sábados a las 12:00 y a las 18:00.", CASTILLO_TEATRO, True),
    w.faith("es-t18-006", "fmt.period", "¿Cuánto dura cada visita teatralizada?", "Cada visita dura 60 minutos y admite hasta 30 personas.", CASTILLO_TEATRO, True),
    w.faith("es-t18-007", "wrap.hedge", "¿Puedo llevar a mi hija de 6 años a la visita teatralizada?", "Creo que no se aconseja para niños de menos de 8 años.", CASTILLO_TEATRO, True),
    w.faith("es-t18-008", "para.combine", "¿Quién se ocupa de qué en La Alacena?", "Lucía Ferrer, la jefa de cocina, se encarga de los menús, mientras que Álvaro Méndez, coordinador de eventos, supervisa el montaje in situ.", CATERING_PEDIDOS, True),
    w.faith("es-t18-009", "fmt.range", "¿Para cuántos invitados trabaja La Alacena?", "Atienden eventos de 20–200 invitados.", CATERING_PEDIDOS, True),
    w.faith("es-t18-010", "para.nominal", "¿Con cuánta antelación hay que confirmar el pedido?", "La confirmación del pedido debe hacerse con un mínimo de 15 días de antelación, junto con el pago de un anticipo del 30 %.", CATERING_PEDIDOS, True),
    w.faith("es-t18-011", "fmt.currency", "¿Cuánto cuesta alargar el servicio?", "Cada hora extra de servicio cuesta noventa euros.", CATERING_SERVICIO, True),
    w.faith("es-t18-012", "fmt.period", "¿Tienen menú para celíacos?", "Sí, y si lo pides con tres días de antelación no te cobran nada extra.", CATERING_SERVICIO, True),
    w.faith("es-t18-013", "wrap.opener", "¿Qué necesito para renovar el carné?", "¡Buena pregunta! Necesitas un certificado médico de un centro de reconocimiento autorizado y una foto reciente.", JEFATURA, True),
    w.faith("es-t18-014", "fmt.range", "¿Cuándo atiende la Jefatura de Alcorcón?", "Atiende con cita previa en días laborables, de 9 a 14 h.", JEFATURA, True),
    w.faith("es-t18-015", "para.relative", "¿Cada cuánto renuevan los mayores?", "Los conductores que tienen más de 65 años renuevan el permiso cada cinco años y no pagan la tasa.", JEFATURA_MAYORES, True),
    w.faith("es-t18-016", "wrap.attribution", "¿Puedo conducir mientras llega el permiso nuevo?", "Según la Jefatura, mientras llega el nuevo permiso te dan un documento provisional que vale tres meses.", JEFATURA_MAYORES, True),
    w.faith("es-t18-017", "fmt.date", "¿Qué fechas tiene el retiro?", "El retiro va del 02/08 al 07/08.", YOGA_RETIRO, True),
    w.faith("es-t18-018", "para.pronoun", "¿Quién da las clases de la mañana?", "Marta Ibáñez imparte las clases de la mañana; ella empieza a las ocho.", YOGA_RETIRO, True),
    w.faith("es-t18-019", "wrap.closer", "¿Hay habitaciones individuales?", "Sí, la habitación individual lleva un suplemento de 90 €. ¡Que disfrutes del retiro!", YOGA_NORMAS, True),
    w.faith("es-t18-020", "para.synonym", "¿Se puede usar el móvil en clase?", "No, durante las clases no está permitido utilizar el teléfono móvil.", YOGA_NORMAS, True),
    w.faith("es-t18-021", "wrap.question", "¿Dónde recojo las entradas que compré por internet?", "¿Que dónde se recogen las entradas compradas por internet? En la taquilla, hasta un cuarto de hora antes del concierto.", TAQUILLA, True),
    w.faith("es-t18-022", "fmt.share", "¿Hay descuento para jóvenes?", "Si tienes menos de 30 años, te descuentan la cuarta parte del precio en las localidades de anfiteatro.", TAQUILLA, True),
    w.faith("es-t18-023", "para.part", "¿El curso de remo incluye seguro?", "Sí, el seguro va incluido en el precio del curso.", REMO_CURSOS, True),
    w.faith("es-t18-024", "fmt.unit", "¿Qué distancia tiene la travesía?", "La travesía recorre 6.000 metros.", REMO_TRAVESIA, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t18-025", "value.time", "¿A qué hora cierra el museo?", "El museo cierra a las ocho de la tarde.", CASTILLO_VISITA, False),
    w.faith("es-t18-026", "value.except", "¿Qué día cierra el museo?", "Abre todos los días salvo los martes.", CASTILLO_VISITA, False),
    w.faith("es-t18-027", "quantifier", "¿Cuándo es gratis la entrada?", "Los domingos la entrada es gratuita durante todo el día.", CASTILLO_VISITA, False),
    w.faith("es-t18-028", "quantifier", "¿Dónde compro la entrada para la visita teatralizada?", "Puedes comprarla en la taquilla del castillo o por internet.", CASTILLO_TEATRO, False),
    w.faith("es-t18-029", "value.number", "¿Cuántas personas caben en cada visita teatralizada?", "Cada visita admite un máximo de 40 participantes.", CASTILLO_TEATRO, False),
    w.faith("es-t18-030", "modality", "¿Pueden ir niños pequeños a la visita teatralizada?", "Los menores de 8 años tienen prohibida la entrada a estas visitas.", CASTILLO_TEATRO, False),
    w.faith("es-t18-031", "role.swap", "¿Quién diseña los menús en La Alacena?", "Los menús los diseña Álvaro Méndez, y Lucía Ferrer supervisa el montaje en el lugar del evento.", CATERING_PEDIDOS, False),
    w.faith("es-t18-032", "antonym", "¿Cobran el transporte en Valencia?", "Sí, en Valencia capital el transporte es de pago.", CATERING_SERVICIO, False),
    w.faith("es-t18-033", "value.currency", "¿Cuánto cuesta cada hora adicional de servicio?", "Cada hora adicional cuesta 90 dólares.", CATERING_SERVICIO, False),
    w.faith("es-t18-034", "added.fact", "¿Qué incluye el servicio?", "Incluye vajilla, mantelería, camareros durante un máximo de 5 horas y decoración floral.", CATERING_SERVICIO, False),
    w.faith("es-t18-035", "modality", "¿Es obligatorio el certificado médico para renovar?", "Conviene llevar un certificado médico, aunque no es obligatorio.", JEFATURA, False),
    w.faith("es-t18-036", "value.unit", "¿Cuánto tiempo vale el documento provisional?", "El documento provisional es válido durante 3 semanas.", JEFATURA_MAYORES, False),
    w.faith("es-t18-037", "negation", "¿Cómo me llega el permiso definitivo?", "El permiso definitivo no se envía por correo: hay que recogerlo en la Jefatura.", JEFATURA_MAYORES, False),
    w.faith("es-t18-038", "direction", "¿Quién está exento de la tasa de renovación?", "Los conductores menores de 65 años renuevan cada cinco años sin pagar la tasa.", JEFATURA_MAYORES, False),
    w.faith("es-t18-039", "value.date", "¿Cuándo es el retiro de Casa Alba?", "El retiro se celebra del 2 al 9 de agosto.", YOGA_RETIRO, False),
    w.faith("es-t18-040", "role.swap", "¿Quién imparte las clases de la mañana?", "Las clases de la mañana las imparte Diego Navarro, y el pranayama de la tarde lo guía Marta Ibáñez.", YOGA_RETIRO, False),
    w.faith("es-t18-041", "antonym", "¿Cuánto cuesta la habitación individual?", "La habitación individual tiene un descuento de 90 €.", YOGA_NORMAS, False),
    w.faith("es-t18-042", "negation", "¿Puedo tener el móvil encendido en clase?", "Sí, se permite usar el móvil durante las clases.", YOGA_NORMAS, False),
    w.faith("es-t18-043", "direction", "¿A partir de qué edad son los cursos de remo?", "Los cursos de iniciación son para menores de 14 años.", REMO_CURSOS, False),
    w.faith("es-t18-044", "added.entity", "¿Quién da las clases del curso de iniciación?", "Las clases las imparten la entrenadora Carmen Otero y el entrenador Iván Rey.", REMO_CURSOS, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("es-t18-045", "correct.wordy", "¿Cuánto cuesta el curso de iniciación del Club de Remo Ría de Vigo?", "El curso de iniciación del Club de Remo Ría de Vigo tiene un precio de ciento diez euros, con el seguro ya incluido.", "110 €", True),
    w.correct("es-t18-046", "correct.format", "¿Cuándo se celebra la travesía anual del club?", "El 14/09.", "14 de septiembre", True),
    w.correct("es-t18-047", "correct.wordy", "¿Quién diseña los menús en Catering La Alacena?", "Los menús de La Alacena los diseña personalmente su jefa de cocina, Lucía Ferrer.", "Lucía Ferrer", True),
    w.correct("es-t18-048", "correct.format", "¿A qué hora empiezan las clases de remo?", "A las siete de la tarde.", "19:00", True),
    w.correct("es-t18-049", "wrong.value", "¿Cuánto es la tasa de renovación del permiso en la Jefatura de Alcorcón?", "La tasa es de 42 €.", "24 €", False),
    w.correct("es-t18-050", "wrong.role", "¿Quién gestiona las inscripciones de la travesía?", "Las gestiona el presidente del club, Javier Lago.", "La tesorera, Rosa Pazos", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
