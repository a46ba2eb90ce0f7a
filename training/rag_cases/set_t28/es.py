"""Spanish cases of set t28: a basic rail fare's conditions, a residents' parking badge for a
green zone, a municipal library card and its music room, a children's swimming course, a
visa application centre, and a gym's opening hours with their holiday exceptions."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TICKET = (
    "La tarifa Básico de Ferronorte no permite cambios. "
    "La anulación cuesta el 30 % del precio del billete si se hace hasta 24 horas antes de la salida; después no se devuelve nada. "
    "Los niños menores de 4 años viajan gratis sin ocupar plaza. "
    "El billete incluye una maleta de hasta 25 kilos."
)
PARKING = (
    "En Villaverde, el distintivo de residente para la zona verde cuesta 30 € al año. "
    "Se solicita en la Oficina de Movilidad presentando el permiso de circulación y el certificado de empadronamiento. "
    "Permite aparcar sin límite de tiempo en la zona verde del barrio, que está regulada de lunes a viernes de 9:00 a 20:00 y los sábados de 9:00 a 14:00. "
    "Fuera de ese horario, el aparcamiento es libre para todos."
)
SCHEME = (
    "La zona verde se puso en marcha en 2014 a propuesta de la concejala Elena Ruiz. "
    "Desde 2020 la gestiona la empresa Aparca Sur. "
    "Las multas las ponen los controladores de Aparca Sur, pero los recursos los resuelve el Ayuntamiento. "
    "El plazo para recurrir es de un mes."
)
CARD = (
    "El carné de la Biblioteca Municipal Rosalía de Castro es gratuito y se hace en el momento con el DNI o el NIE. "
    "Permite llevarse hasta 8 libros durante 21 días, renovables dos veces. "
    "Las películas se prestan solo por 7 días. "
    "Si se pierde el carné, el duplicado cuesta 1,50 €."
)
MUSIC_ROOM = (
    "La sala de música de la biblioteca se inauguró en 2011 con los discos que donó el pianista Andrés Vidal. "
    "Desde 2019 la coordina la bibliotecaria Carmen Ortega. "
    "La sala abre de lunes a viernes de 17:00 a 20:30, excepto en agosto, cuando permanece cerrada."
)
SWIM = (
    "El cursillo de natación infantil del polideportivo La Ribera es para niños de 3 a 6 años. "
    "Las clases son los martes y jueves de 17:30 a 18:15, del 1 de octubre al 19 de diciembre. "
    "El precio es de 65 € para empadronados y de 90 € para el resto. "
    "Es obligatorio llevar gorro y chanclas."
)
COACHES = (
    "La monitora Lucía Navarro da las clases del grupo de 3 y 4 años. "
    "Su compañero Diego Campos se encarga del grupo de 5 y 6 años. "
    "Un padre o una madre puede entrar al vestuario para cambiar al niño, pero no a la zona de piscina. "
    "Al final del cursillo cada niño recibe un diploma."
)
VISA = (
    "El centro de solicitud de visados de Madrid gestiona las citas en nombre de la embajada. "
    "La cita se pide únicamente por internet, con un máximo de 45 días de antelación. "
    "El solicitante debe acudir en persona con el pasaporte, una foto reciente y el seguro médico de viaje. "
    "La tasa de servicio es de 28 € por persona."
)
DECISION = (
    "La decisión sobre el visado la toma la embajada, no el centro. "
    "El plazo habitual de resolución es de 12 días hábiles. "
    "El servicio de mensajería para devolver el pasaporte cuesta 18 € y es opcional."
)
HOURS = (
    "El gimnasio Zona Fit de la calle Mayor abre de lunes a viernes de 7:00 a 23:00, los sábados de 9:00 a 21:00 y los domingos de 9:00 a 14:00. "
    "Los festivos nacionales abre de 10:00 a 14:00. "
    "Permanece cerrado el 1 de enero y el 25 de diciembre. "
    "La piscina cierra todos los lunes por mantenimiento."
)
GYM = (
    "Zona Fit fue fundado en 2010 por el exciclista Raúl Medina. "
    "En 2018 lo compró la cadena Vitalia Sport. "
    "Los socios con cuota Plus pueden traer a un invitado cuatro veces al año. "
    "Los menores de 14 años solo pueden entrenar acompañados de un adulto."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # supported: every claim is in the context, said in other words
    w.faith("es-t28-001", "para.relative", "¿Quién gestiona la zona verde?", "La zona verde, que se creó en 2014 a propuesta de la concejala Elena Ruiz, la lleva la empresa Aparca Sur desde 2020.", SCHEME, True),
    w.faith("es-t28-002", "para.combine", "¿Cómo surgió la sala de música?", "La sala de música abrió en 2011 gracias a los discos donados por el pianista Andrés Vidal y, desde 2019, la coordina la bibliotecaria Carmen Ortega.", MUSIC_ROOM, True),
    w.faith("es-t28-003", "para.relative", "¿De quién es Zona Fit?", "En 2018, Vitalia Sport compró el gimnasio que el exciclista Raúl Medina había fundado en 2010.", GYM, True),
    w.faith("es-t28-004", "para.pronoun", "¿Quién da clase al grupo de los mayores?", "Al grupo de 5 y 6 años lo lleva Diego Campos. Él es compañero de Lucía Navarro, que da clase a los de 3 y 4.", COACHES, True),
    w.faith("es-t28-005", "para.pronoun", "¿Cuánto cuesta el carné de la biblioteca?", "No cuesta nada y te lo hacen en el momento con el DNI o el NIE. Con él puedes llevarte hasta 8 libros durante 21 días.", CARD, True),
    w.faith("es-t28-006", "para.combine", "¿Qué días son las clases de natación?", "Este cursillo para niños de 3 a 6 años se imparte los martes y los jueves, de 17:30 a 18:15.", SWIM, True),
    w.faith("es-t28-007", "para.combine", "¿Cómo pido cita para el visado?", "La cita se pide solo por internet, como mucho con 45 días de antelación, y después tienes que presentarte tú mismo en el centro.", VISA, True),
    w.faith("es-t28-008", "para.relative", "¿Me pueden devolver el pasaporte por mensajería?", "Sí, con el servicio de mensajería, que es opcional y cuesta 18 €.", DECISION, True),
    w.faith("es-t28-009", "para.except", "¿Abre Zona Fit en festivos?", "Sí: el gimnasio abre todos los días del año menos el 1 de enero y el 25 de diciembre.", HOURS, True),
    w.faith("es-t28-010", "para.except", "¿Me devuelven el dinero si anulo el billete Básico?", "Solo si anulas al menos 24 horas antes de la salida, y aun así te descuentan el 30 % del precio.", TICKET, True),
    w.faith("es-t28-011", "fmt.time", "¿Qué horario tiene el gimnasio los domingos?", "Los domingos puedes entrenar de 9 de la mañana a 2 de la tarde.", HOURS, True),
    w.faith("es-t28-012", "fmt.currency", "¿Cuánto cuesta el distintivo de residente?", "El distintivo sale por treinta euros anuales.", PARKING, True),
    w.faith("es-t28-013", "fmt.period", "¿Cuánto tiempo me puedo quedar un libro?", "Los libros se prestan durante tres semanas, y el préstamo se puede renovar dos veces.", CARD, True),
    w.faith("es-t28-014", "fmt.share", "¿Cuánto cuesta anular el billete?", "Si anulas con 24 horas o más de antelación, te cobran el treinta por ciento de lo que pagaste.", TICKET, True),
    w.faith("es-t28-015", "fmt.unit", "¿Puedo llevar equipaje?", "Sí, el billete incluye una maleta de 25 kg como máximo.", TICKET, True),
    w.faith("es-t28-016", "para.passive", "¿Quién pone las multas en la zona verde?", "Las multas son impuestas por los controladores de Aparca Sur, mientras que los recursos son resueltos por el Ayuntamiento.", SCHEME, True),
    w.faith("es-t28-017", "wrap.attribution", "¿Cuánto es la tasa del centro de visados?", "Según el centro de visados, la tasa de servicio asciende a 28 € por solicitante.", VISA, True),
    w.faith("es-t28-018", "wrap.hedge", "¿Cuánto tardan en resolver el visado?", "Si no me equivoco, la embajada suele resolverlo en 12 días hábiles.", DECISION, True),
    w.faith("es-t28-019", "para.synonym", "¿Puedo llevar a un amigo al gimnasio?", "Si tienes la cuota Plus, puedes venir con un acompañante hasta cuatro veces por año.", GYM, True),
    w.faith("es-t28-020", "para.synonym", "¿Dónde tramito el distintivo de residente?", "Hay que pedirlo en la Oficina de Movilidad, llevando el permiso de circulación y el certificado de empadronamiento.", PARKING, True),
    w.faith("es-t28-021", "para.combine", "¿Cuánto tiempo puedo tener las películas?", "Los libros se pueden tener 21 días, pero las películas hay que devolverlas en una semana.", CARD, True),
    w.faith("es-t28-022", "para.relative", "¿Quién es Lucía Navarro?", "Lucía Navarro, que trabaja con Diego Campos, es la monitora del grupo de 3 y 4 años.", COACHES, True),
    w.faith("es-t28-023", "para.pronoun", "¿El centro me puede denegar el visado?", "No, el centro no decide sobre el visado. Eso lo hace la embajada, que normalmente tarda 12 días hábiles en resolver.", DECISION, True),
    w.faith("es-t28-024", "wrap.closer", "¿Qué tiene que llevar mi hija al cursillo?", "Gorro y chanclas, que son obligatorios. ¡Que lo disfrute!", SWIM, True),
    # unsupported: one claim the context does not give or contradicts
    w.faith("es-t28-025", "added.fact", "¿Qué incluye la tarifa Básico?", "No admite cambios, pero incluye una maleta de hasta 25 kilos y la elección de asiento gratis.", TICKET, False),
    w.faith("es-t28-026", "added.fact", "¿Cómo me hago el carné de la biblioteca?", "Es gratis, te lo hacen en el momento con el DNI o el NIE y vale también en las demás bibliotecas de la ciudad.", CARD, False),
    w.faith("es-t28-027", "added.fact", "¿Cuánto cuesta el cursillo?", "Cuesta 65 € a los empadronados y 90 € al resto, y el precio incluye el gorro.", SWIM, False),
    w.faith("es-t28-028", "added.fact", "¿Qué tengo que llevar a la cita?", "Tienes que ir en persona con el pasaporte, una foto reciente, el seguro médico de viaje y una copia del billete de avión.", VISA, False),
    w.faith("es-t28-029", "added.fact", "¿Cuánto cuesta la mensajería?", "Cuesta 18 €, es opcional y te entrega el pasaporte en 24 horas.", DECISION, False),
    w.faith("es-t28-030", "added.fact", "¿Qué horario tiene Zona Fit en festivos?", "Los festivos nacionales abre de 10:00 a 14:00, y esos días no hay clases dirigidas.", HOURS, False),
    w.faith("es-t28-031", "added.fact", "¿Qué pasó con Zona Fit en 2018?", "Vitalia Sport compró el gimnasio de Raúl Medina en 2018 y lo amplió con una sala de spinning.", GYM, False),
    w.faith("es-t28-032", "added.fact", "¿Cuándo abre la sala de música?", "Abre de lunes a viernes de 17:00 a 20:30, salvo en agosto, y tiene cabinas para escuchar los discos.", MUSIC_ROOM, False),
    w.faith("es-t28-033", "role.swap", "¿Quién coordina la sala de música?", "La sala se inauguró con los discos que donó Carmen Ortega, y el pianista Andrés Vidal la coordina desde 2019.", MUSIC_ROOM, False),
    w.faith("es-t28-034", "role.swap", "¿Qué monitor lleva cada grupo?", "Diego Campos da clase al grupo de 3 y 4 años, y su compañera Lucía Navarro al de 5 y 6.", COACHES, False),
    w.faith("es-t28-035", "negation", "¿Puedo entrar a cambiar a mi hijo?", "No, los padres no pueden entrar al vestuario a cambiar al niño.", COACHES, False),
    w.faith("es-t28-036", "antonym", "¿Se puede aparcar fuera del horario regulado?", "Fuera de ese horario, el aparcamiento en la zona verde está prohibido para todos.", PARKING, False),
    w.faith("es-t28-037", "modality", "¿Hay que llevar gorro?", "Se recomienda llevar gorro y chanclas, aunque no es obligatorio.", SWIM, False),
    w.faith("es-t28-038", "quantifier", "¿Puedo traer invitados?", "Todos los socios pueden traer a un invitado cuatro veces al año.", GYM, False),
    w.faith("es-t28-039", "direction", "¿Con cuánta antelación pido la cita?", "Hay que pedirla por internet con al menos 45 días de antelación.", VISA, False),
    w.faith("es-t28-040", "value.number", "¿Cuántos libros puedo sacar?", "Con el carné puedes llevarte hasta 10 libros durante 21 días.", CARD, False),
    w.faith("es-t28-041", "value.time", "¿A qué hora son las clases de natación?", "Las clases son los martes y jueves de 18:30 a 19:15.", SWIM, False),
    w.faith("es-t28-042", "value.except", "¿Qué días cierra Zona Fit?", "Cierra el 1 de enero, el 6 de enero y el 25 de diciembre.", HOURS, False),
    w.faith("es-t28-043", "value.currency", "¿Cuánto es la tasa de servicio?", "La tasa de servicio es de 28 dólares por persona.", VISA, False),
    w.faith("es-t28-044", "value.date", "¿Hasta cuándo dura el cursillo?", "Las clases van del 1 de octubre al 19 de noviembre, los martes y jueves.", SWIM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t28-045", "correct.wordy", "¿Cuánto tiempo se pueden tener las películas de la biblioteca?", "A diferencia de los libros, que se prestan 21 días, las películas solo se pueden tener una semana.", "7 días.", True),
    w.correct("es-t28-046", "correct.format", "¿A qué hora cierra Zona Fit entre semana?", "A las once de la noche.", "A las 23:00.", True),
    w.correct("es-t28-047", "correct.wordy", "¿Quién decide si se concede el visado?", "El centro solo gestiona las citas; quien decide sobre el visado es la embajada.", "La embajada.", True),
    w.correct("es-t28-048", "correct.format", "¿Cuánto cuesta el cursillo para un niño empadronado?", "Sesenta y cinco euros.", "65 €", True),
    w.correct("es-t28-049", "wrong.value", "¿Con cuánta antelación como máximo se puede pedir la cita?", "Con un máximo de 60 días de antelación.", "45 días.", False),
    w.correct("es-t28-050", "wrong.role", "¿Quién fundó Zona Fit?", "Lo fundó la cadena Vitalia Sport.", "El exciclista Raúl Medina.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
