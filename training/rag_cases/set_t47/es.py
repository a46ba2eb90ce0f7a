"""Spanish cases of set t47: una farmacia de guardia permanente en Madrid, una clínica
veterinaria sevillana, una clínica dental familiar en Valencia, un gimnasio de Zaragoza y
sus normas, la piscina municipal de Getafe con cursillos para bebés y un centro de
fisioterapia en Málaga."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FARMACIA = (
    "La Farmacia Ruiz, en la calle Alcalá de Madrid, está abierta las 24 horas todos los días del año. "
    "La titular es María José Ruiz, y el farmacéutico adjunto Andrés Gil se encarga de la sección de ortopedia. "
    "Desde 2019 ofrece un servicio de entrega a domicilio gratuito para mayores de 75 años. "
    "La farmacia fue fundada en 1948 por el abuelo de la actual titular."
)
VETERINARIO = (
    "La Clínica Veterinaria Guadalquivir, en Sevilla, abre de lunes a sábado de 10:00 a 14:00 y de 17:00 a 21:00; los domingos solo atiende urgencias. "
    "La doctora Carmen Ortega es especialista en dermatología y el doctor Javier Molina, en cardiología. "
    "La consulta cuesta 35 euros y la implantación del microchip, 40 euros."
)
DENTISTA = (
    "La Clínica Dental Sonrisa, en Valencia, fue abierta en 1999 por el doctor Luis Navarro; su hija, la doctora Elena Navarro, se incorporó en 2012 y dirige el área de ortodoncia. "
    "La primera visita y la radiografía panorámica son gratuitas. "
    "Un blanqueamiento cuesta 290 euros. "
    "La clínica cierra en agosto por vacaciones."
)
GIMNASIO = (
    "El gimnasio Activa Sport de Zaragoza abre de lunes a viernes de 7:00 a 23:00 y los sábados de 9:00 a 14:00; los domingos y festivos permanece cerrado. "
    "La cuota mensual es de 32 euros, y la matrícula, de 20 euros. "
    "El monitor Raúl Castillo imparte las clases de spinning y la monitora Lucía Romero, las de zumba."
)
GIM_NORMAS = (
    "En Activa Sport es obligatorio usar toalla en la sala de musculación. "
    "Los menores de 16 años solo pueden entrenar acompañados de un adulto. "
    "La baja debe comunicarse por escrito antes del día 25 del mes anterior. "
    "Cada socio puede traer a un invitado gratis una vez al mes."
)
PISCINA = (
    "La piscina cubierta municipal de Getafe tiene un vaso de 25 metros y ocho calles, con el agua a 27 grados. "
    "El baño libre cuesta 4,20 euros para adultos y 2,60 euros para menores de 14 años. "
    "Es obligatorio ducharse antes de entrar y usar gorro de baño. "
    "La piscina cierra por mantenimiento la primera quincena de septiembre."
)
CURSILLOS = (
    "En la piscina de Getafe, los cursillos de natación para bebés de 6 a 36 meses se imparten los sábados a las 11:00. "
    "Cada sesión dura 30 minutos, y un adulto debe meterse en el agua con el bebé. "
    "El monitor es Pablo Serrano, y la coordinadora de actividades es Marta Iglesias. "
    "El cursillo trimestral cuesta 85 euros."
)
FISIO = (
    "El centro de fisioterapia FisioVida abrió en Málaga en 2010, y desde 2018 lo dirige Irene Vázquez. "
    "El fisioterapeuta Sergio Ramos trata lesiones deportivas, e Irene Vázquez se ocupa del suelo pélvico. "
    "Una sesión de 50 minutos cuesta 45 euros, y el bono de cinco sesiones, 200 euros. "
    "Las citas se deben anular con al menos 12 horas de antelación."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t47-001", "para.synonym", "¿La farmacia abre los domingos?", "Sí, la Farmacia Ruiz no cierra nunca: atiende día y noche todos los días del año.", FARMACIA, True),
    w.faith("es-t47-002", "para.combine", "¿Quién es la titular y quién lleva la ortopedia?", "La titular es María José Ruiz, y la sección de ortopedia corre a cargo del farmacéutico adjunto Andrés Gil.", FARMACIA, True),
    w.faith("es-t47-003", "para.relative", "¿Desde cuándo existe la farmacia?", "Fue fundada en 1948 por el abuelo de María José Ruiz, que es la actual titular.", FARMACIA, True),
    w.faith("es-t47-004", "fmt.number", "¿Quién puede recibir los pedidos en casa gratis?", "Las personas de más de setenta y cinco años tienen entrega a domicilio gratuita desde 2019.", FARMACIA, True),
    w.faith("es-t47-005", "fmt.time", "¿A qué hora abre la clínica veterinaria por la tarde?", "Por la tarde abre a las cinco y cierra a las nueve de la noche.", VETERINARIO, True),
    w.faith("es-t47-006", "para.part", "¿Qué pasa si mi perro se pone malo un domingo?", "Los domingos la clínica solo atiende urgencias.", VETERINARIO, True),
    w.faith("es-t47-007", "para.synonym", "¿Quién ve los problemas de corazón?", "El doctor Javier Molina, que es el cardiólogo de la clínica.", VETERINARIO, True),
    w.faith("es-t47-008", "fmt.currency", "¿Cuánto cuesta poner el microchip?", "La implantación del microchip cuesta cuarenta euros.", VETERINARIO, True),
    w.faith("es-t47-009", "para.pronoun", "¿Quién es Elena Navarro?", "Es la hija del doctor Luis Navarro; ella se incorporó a la clínica en 2012 y dirige el área de ortodoncia.", DENTISTA, True),
    w.faith("es-t47-010", "para.passive", "¿Quién abrió la Clínica Dental Sonrisa?", "El doctor Luis Navarro la abrió en 1999.", DENTISTA, True),
    w.faith("es-t47-011", "para.synonym", "¿Cobran la primera visita?", "No, la primera consulta y la radiografía panorámica no tienen coste.", DENTISTA, True),
    w.faith("es-t47-012", "para.nominal", "¿Abren en agosto?", "No, agosto es el mes de cierre de la clínica por vacaciones.", DENTISTA, True),
    w.faith("es-t47-013", "para.except", "¿Puedo ir al gimnasio el domingo?", "No: Activa Sport abre solo de lunes a sábado y tampoco abre los festivos.", GIMNASIO, True),
    w.faith("es-t47-014", "fmt.time", "¿Hasta qué hora abren los sábados?", "Los sábados cierran a las dos de la tarde.", GIMNASIO, True),
    w.faith("es-t47-015", "para.combine", "¿Cuánto cuesta apuntarse?", "Hay que pagar una matrícula de 20 euros y, además, una cuota de 32 euros al mes.", GIMNASIO, True),
    w.faith("es-t47-016", "para.passive", "¿Quién da zumba?", "Las clases de zumba son impartidas por la monitora Lucía Romero.", GIMNASIO, True),
    w.faith("es-t47-017", "wrap.attribution", "¿Necesito toalla?", "Según las normas del gimnasio, la toalla es obligatoria en la sala de musculación.", GIM_NORMAS, True),
    w.faith("es-t47-018", "para.synonym", "¿Puedo traer a un amigo?", "Sí, cada socio puede venir con un invitado sin coste una vez al mes.", GIM_NORMAS, True),
    w.faith("es-t47-019", "para.part", "¿Cuándo tengo que avisar para darme de baja?", "Tienes que comunicarlo por escrito antes del día 25 del mes anterior.", GIM_NORMAS, True),
    w.faith("es-t47-020", "fmt.number", "¿Cómo es el vaso de la piscina?", "El vaso mide veinticinco metros y tiene 8 calles.", PISCINA, True),
    w.faith("es-t47-021", "fmt.currency", "¿Cuánto cuesta el baño libre para un niño de 10 años?", "Para menores de 14 años son dos euros con sesenta.", PISCINA, True),
    w.faith("es-t47-022", "fmt.period", "¿Cuándo cierra la piscina por mantenimiento?", "Durante los primeros quince días de septiembre.", PISCINA, True),
    w.faith("es-t47-023", "fmt.unit", "¿Cuánto dura cada sesión del cursillo para bebés?", "Cada sesión dura media hora.", CURSILLOS, True),
    w.faith("es-t47-024", "wrap.opener", "¿Quién dirige FisioVida?", "¡Gracias por tu consulta! Irene Vázquez dirige el centro desde 2018.", FISIO, True),
    w.faith("es-t47-025", "role.swap", "¿Quién se encarga de la ortopedia?", "La ortopedia la lleva María José Ruiz, y Andrés Gil es el titular de la farmacia.", FARMACIA, False),
    w.faith("es-t47-026", "value.date", "¿Desde cuándo hay entrega a domicilio?", "La Farmacia Ruiz ofrece entrega a domicilio desde 1948.", FARMACIA, False),
    w.faith("es-t47-027", "direction", "¿Quién tiene entrega a domicilio gratuita?", "La entrega a domicilio es gratuita para los menores de 75 años.", FARMACIA, False),
    w.faith("es-t47-028", "value.except", "¿Qué días abre la clínica veterinaria?", "Abre de lunes a viernes; los sábados y domingos solo atiende urgencias.", VETERINARIO, False),
    w.faith("es-t47-029", "role.swap", "¿Quién es la especialista en dermatología?", "La dermatología la lleva el doctor Javier Molina, y la cardiología, la doctora Carmen Ortega.", VETERINARIO, False),
    w.faith("es-t47-030", "value.currency", "¿Cuánto cuesta la consulta?", "La consulta en la Clínica Guadalquivir cuesta 40 euros.", VETERINARIO, False),
    w.faith("es-t47-031", "value.date", "¿Cuándo se incorporó Elena Navarro?", "La doctora Elena Navarro se incorporó a la clínica en 1999.", DENTISTA, False),
    w.faith("es-t47-032", "added.fact", "¿Cuánto cuesta un blanqueamiento?", "El blanqueamiento cuesta 290 euros y se puede pagar en tres plazos sin intereses.", DENTISTA, False),
    w.faith("es-t47-033", "negation", "¿La primera visita es gratis?", "No, la primera visita se cobra; solo la radiografía panorámica es gratuita.", DENTISTA, False),
    w.faith("es-t47-034", "value.time", "¿A qué hora abre el gimnasio entre semana?", "De lunes a viernes Activa Sport abre a las 6:00.", GIMNASIO, False),
    w.faith("es-t47-035", "role.swap", "¿Quién da spinning?", "Las clases de spinning las da Lucía Romero, y las de zumba, Raúl Castillo.", GIMNASIO, False),
    w.faith("es-t47-036", "value.currency", "¿Cuánto cuesta la matrícula?", "La matrícula de Activa Sport cuesta 32 euros.", GIMNASIO, False),
    w.faith("es-t47-037", "modality", "¿Pueden entrenar los menores de 16 años?", "Los menores de 16 años pueden entrenar solos, aunque se recomienda que vengan con un adulto.", GIM_NORMAS, False),
    w.faith("es-t47-038", "value.number", "¿Cuántas veces puedo traer a un invitado?", "Puedes traer a un invitado gratis dos veces al mes.", GIM_NORMAS, False),
    w.faith("es-t47-039", "added.entity", "¿Cuánto cuesta el baño libre?", "El baño libre cuesta 4,20 euros para adultos y 2,60 euros para jubilados.", PISCINA, False),
    w.faith("es-t47-040", "value.number", "¿A qué temperatura está el agua?", "El agua de la piscina de Getafe está a 29 grados.", PISCINA, False),
    w.faith("es-t47-041", "quantifier", "¿Tengo que meterme al agua con mi bebé?", "Solo en algunas sesiones tiene que entrar un adulto al agua con el bebé.", CURSILLOS, False),
    w.faith("es-t47-042", "added.fact", "¿Cuánto cuesta el cursillo para bebés?", "El cursillo trimestral cuesta 85 euros e incluye un gorro de regalo.", CURSILLOS, False),
    w.faith("es-t47-043", "antonym", "¿Cuándo abrió FisioVida?", "FisioVida cerró sus puertas en Málaga en 2010.", FISIO, False),
    w.faith("es-t47-044", "value.currency", "¿Cuánto cuesta el bono de cinco sesiones?", "El bono de cinco sesiones cuesta 250 euros.", FISIO, False),
]

CORRECTNESS = [
    w.correct("es-t47-045", "correct.wordy", "¿Quién trata las lesiones deportivas en FisioVida?", "En FisioVida, las lesiones deportivas las trata el fisioterapeuta Sergio Ramos.", "Sergio Ramos", True),
    w.correct("es-t47-046", "correct.format", "¿Cuánto dura una sesión en FisioVida?", "Cincuenta minutos.", "50 minutos", True),
    w.correct("es-t47-047", "correct.short", "¿A qué hora son los cursillos de natación para bebés?", "A las 11:00.", "Los cursillos se imparten los sábados a las 11:00.", True),
    w.correct("es-t47-048", "correct.format", "¿Con cuánta antelación hay que anular una cita en FisioVida?", "Con doce horas de antelación como mínimo.", "Al menos 12 horas", True),
    w.correct("es-t47-049", "wrong.value", "¿Cuánto cuesta el cursillo trimestral de natación para bebés?", "Cuesta 95 euros.", "85 euros", False),
    w.correct("es-t47-050", "wrong.role", "¿Quién es el monitor de los cursillos para bebés?", "Es Marta Iglesias.", "Pablo Serrano", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
