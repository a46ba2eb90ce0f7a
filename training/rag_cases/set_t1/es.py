"""Training set t1, Spanish: la Clínica Dental Sonrisa Norte (horario, equipo, tarifas), la
Escuela de Esquí Sierra Blanca (cursillos y normas), el Huerto Comunitario El Almendro
(parcelas y normas), Naviera Tamarit (barcos a Isla Mayor), Nodo Coworking y la Finca Los
Olivares (bodas)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DENTAL_HOURS = (
    "La Clínica Dental Sonrisa Norte atiende de lunes a jueves de 9:00 a 20:00 y los viernes de 9:00 a 15:00. "
    "Los fines de semana permanece cerrada. "
    "La primera consulta, que incluye revisión y radiografía, es gratuita."
)
DENTAL_STAFF = (
    "La doctora Lucía Ferrer se encarga de la ortodoncia invisible, y el doctor Andrés Molina, de la cirugía oral. "
    "Las limpiezas las realiza la higienista Marta Gil y duran 40 minutos. "
    "Los pacientes deben llegar diez minutos antes de su cita."
)
DENTAL_FEES = (
    "Un blanqueamiento cuesta 290 € y puede pagarse en tres plazos sin intereses. "
    "Los menores de 14 años tienen un 20 % de descuento en empastes. "
    "Si se anula una cita con menos de 24 horas de antelación, se cobra una penalización de 15 €."
)
SKI_COURSES = (
    "La Escuela de Esquí Sierra Blanca ofrece cursillos de cinco días, con clases de 10:00 a 13:00. "
    "Cada grupo tiene como máximo siete alumnos. "
    "El alquiler de material no está incluido en el precio del cursillo, que es de 175 €. "
    "El monitor Íñigo Salas formó este invierno a la nueva monitora Carla Vidal."
)
SKI_RULES = (
    "Los niños menores de 6 años solo pueden apuntarse a clases particulares. "
    "El uso del casco es obligatorio para todos los alumnos. "
    "Si se cierran las pistas por viento, la clase se recupera otro día sin coste."
)
GARDEN_PLOTS = (
    "El Huerto Comunitario El Almendro tiene 50 parcelas de 20 metros cuadrados. "
    "La cuota es de 60 € al año. "
    "Las parcelas se adjudican por orden de inscripción, y un 10 % se reserva para los colegios del barrio. "
    "Las inscripciones se abren el 10 de enero."
)
GARDEN_RULES = (
    "El huerto abre de martes a domingo de 8:00 a 21:00. "
    "Está prohibido quemar restos de poda. "
    "La coordinadora, Rosa Medina, organiza un taller de compostaje el último sábado de cada mes."
)
FERRY = (
    "Los barcos de Naviera Tamarit salen del puerto de Tamarit hacia Isla Mayor cada dos horas, desde las 8:00 hasta las 20:00. "
    "El trayecto dura 50 minutos. "
    "El billete de ida y vuelta cuesta 24 € para adultos y 12 € para niños de 4 a 12 años. "
    "Los vehículos deben embarcar al menos 45 minutos antes de la salida."
)
COWORK = (
    "Nodo Coworking ofrece puestos flexibles por 12 € al día o 180 € al mes. "
    "La sala de reuniones cuesta 15 € la hora, pero los socios mensuales tienen 5 horas gratis al mes. "
    "El espacio abre de lunes a viernes de 8:00 a 20:00 y cierra los festivos."
)
WEDDING = (
    "La Finca Los Olivares tiene capacidad para 220 invitados en banquete. "
    "El alquiler de la finca cuesta 4.500 € y requiere una señal del 30 % al firmar el contrato. "
    "La ceremonia civil puede celebrarse junto al estanque. "
    "En la finca no están permitidos los fuegos artificiales."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t1-001", "para.except", "¿Qué días abre la clínica?", "Abre todos los días salvo sábados y domingos.", DENTAL_HOURS, True),
    w.faith("es-t1-002", "fmt.time", "¿Hasta qué hora atienden los viernes?", "Los viernes cierran a las tres de la tarde.", DENTAL_HOURS, True),
    w.faith("es-t1-003", "para.relative", "¿Cuánto cuesta la primera consulta?", "Nada: la primera consulta, en la que le hacen una revisión y una radiografía, es gratis.", DENTAL_HOURS, True),
    w.faith("es-t1-004", "para.reorder", "¿Quién hace las limpiezas y cuánto duran?", "La higienista Marta Gil es quien realiza las limpiezas, que duran 40 minutos.", DENTAL_STAFF, True),
    w.faith("es-t1-005", "fmt.abbrev", "¿Con cuánta antelación tengo que llegar?", "Hay que presentarse 10 min antes de la cita.", DENTAL_STAFF, True),
    w.faith("es-t1-006", "fmt.currency", "¿Cuánto vale un blanqueamiento?", "Doscientos noventa euros, que se pueden pagar en tres plazos sin intereses.", DENTAL_FEES, True),
    w.faith("es-t1-007", "fmt.share", "¿Hay descuento para niños en los empastes?", "Sí, los menores de 14 años pagan una quinta parte menos en empastes.", DENTAL_FEES, True),
    w.faith("es-t1-008", "para.nominal", "¿Qué pasa si anulo la cita el mismo día?", "La anulación con menos de un día de antelación conlleva una penalización de 15 €.", DENTAL_FEES, True),
    w.faith("es-t1-009", "fmt.time", "¿A qué hora son las clases del cursillo?", "De diez de la mañana a una de la tarde.", SKI_COURSES, True),
    w.faith("es-t1-010", "para.combine", "¿El cursillo incluye el material?", "No: el cursillo de cinco días cuesta 175 € y el alquiler de material va aparte.", SKI_COURSES, True),
    w.faith("es-t1-011", "para.pronoun", "¿Quién formó a Carla Vidal?", "Fue Íñigo Salas; él la formó este invierno.", SKI_COURSES, True),
    w.faith("es-t1-012", "wrap.attribution", "¿Mi hija de 5 años puede ir a clases en grupo?", "Según la escuela, los menores de 6 años solo pueden apuntarse a clases particulares.", SKI_RULES, True),
    w.faith("es-t1-013", "wrap.hedge", "¿Qué pasa si cierran las pistas por el viento?", "Si no me equivoco, en ese caso la clase se recupera otro día sin pagar nada más.", SKI_RULES, True),
    w.faith("es-t1-014", "fmt.unit", "¿Qué tamaño tienen las parcelas?", "Cada parcela tiene 20 m².", GARDEN_PLOTS, True),
    w.faith("es-t1-015", "fmt.date", "¿Cuándo se abren las inscripciones?", "Las inscripciones se abren el 10/01.", GARDEN_PLOTS, True),
    w.faith("es-t1-016", "fmt.share", "¿Hay parcelas para los colegios?", "Sí, una de cada diez parcelas se reserva para los colegios del barrio.", GARDEN_PLOTS, True),
    w.faith("es-t1-017", "para.except", "¿Puedo ir al huerto un lunes?", "No, el lunes es el único día de la semana en que el huerto está cerrado.", GARDEN_RULES, True),
    w.faith("es-t1-018", "para.synonym", "¿Puedo quemar las ramas de la poda?", "No, en el huerto no se permite hacer fuego con los restos de poda.", GARDEN_RULES, True),
    w.faith("es-t1-019", "wrap.opener", "¿Cuánto dura el trayecto?", "¡Hola! El viaje hasta Isla Mayor dura 50 minutos.", FERRY, True),
    w.faith("es-t1-020", "fmt.period", "¿Cada cuánto sale el barco?", "Sale un barco cada 120 minutos entre las 8:00 y las 20:00.", FERRY, True),
    w.faith("es-t1-021", "wrap.closer", "¿Cuánto pagan los niños?", "Los niños de 4 a 12 años pagan 12 € ida y vuelta. ¡Buen viaje!", FERRY, True),
    w.faith("es-t1-022", "wrap.question", "¿Cuántas horas de sala tienen gratis los socios mensuales?", "¿Cuántas horas? Cinco al mes sin coste; a partir de ahí, la sala cuesta 15 € la hora.", COWORK, True),
    w.faith("es-t1-023", "fmt.thousands", "¿Cuánto cuesta alquilar la finca?", "El alquiler de la finca sale por 4500 euros.", WEDDING, True),
    w.faith("es-t1-024", "para.part", "¿Dónde se puede celebrar la ceremonia civil?", "La ceremonia civil puede hacerse junto al estanque.", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t1-025", "role.swap", "¿Quién formó a quién este invierno?", "Este invierno, Carla Vidal formó al nuevo monitor Íñigo Salas.", SKI_COURSES, False),
    w.faith("es-t1-026", "role.swap", "¿Con quién hablo para la ortodoncia invisible?", "La ortodoncia invisible la lleva el doctor Andrés Molina, y la cirugía oral, la doctora Lucía Ferrer.", DENTAL_STAFF, False),
    w.faith("es-t1-027", "antonym", "¿Cuándo es el taller de compostaje?", "Rosa Medina organiza el taller de compostaje el primer sábado de cada mes.", GARDEN_RULES, False),
    w.faith("es-t1-028", "antonym", "¿Se puede pagar el blanqueamiento a plazos?", "Sí, en tres plazos, aunque con intereses.", DENTAL_FEES, False),
    w.faith("es-t1-029", "negation", "¿Hay que llevar casco en las clases?", "No, los alumnos no tienen que llevar casco.", SKI_RULES, False),
    w.faith("es-t1-030", "negation", "¿Podemos tirar fuegos artificiales en la boda?", "Sí, en la finca se pueden tirar fuegos artificiales.", WEDDING, False),
    w.faith("es-t1-031", "modality", "¿Tengo que llegar antes a la cita?", "Se recomienda llegar diez minutos antes, aunque no es obligatorio.", DENTAL_STAFF, False),
    w.faith("es-t1-032", "modality", "¿Cuándo tiene que embarcar el coche?", "Se aconseja que los vehículos embarquen al menos 45 minutos antes de la salida.", FERRY, False),
    w.faith("es-t1-033", "quantifier", "¿Quién tiene que llevar casco?", "Solo los niños tienen que llevar casco en las clases.", SKI_RULES, False),
    w.faith("es-t1-034", "quantifier", "¿Para quién son las parcelas?", "Todas las parcelas del huerto están reservadas para los colegios del barrio.", GARDEN_PLOTS, False),
    w.faith("es-t1-035", "direction", "¿Quién solo puede tomar clases particulares?", "Los niños mayores de 6 años solo pueden apuntarse a clases particulares.", SKI_RULES, False),
    w.faith("es-t1-036", "direction", "¿El viernes la clínica cierra antes?", "No, los viernes la clínica cierra más tarde que de lunes a jueves.", DENTAL_HOURS, False),
    w.faith("es-t1-037", "value.number", "¿Cuántos alumnos hay por grupo?", "Cada grupo tiene como mucho nueve alumnos.", SKI_COURSES, False),
    w.faith("es-t1-038", "value.time", "¿A qué hora sale el último barco?", "El último barco a Isla Mayor sale a las diez de la noche.", FERRY, False),
    w.faith("es-t1-039", "value.currency", "¿Cuánto cuesta el puesto flexible por meses?", "El puesto flexible sale por 150 € al mes.", COWORK, False),
    w.faith("es-t1-040", "value.date", "¿Cuándo empiezan las inscripciones del huerto?", "Las inscripciones se abren el 10 de febrero.", GARDEN_PLOTS, False),
    w.faith("es-t1-041", "value.unit", "¿Qué superficie tiene cada parcela?", "Cada parcela tiene 20 hectáreas.", GARDEN_PLOTS, False),
    w.faith("es-t1-042", "value.except", "¿Qué días abre el huerto?", "El huerto abre todos los días excepto el domingo.", GARDEN_RULES, False),
    w.faith("es-t1-043", "added.fact", "¿Qué incluye la primera consulta?", "La primera consulta es gratis e incluye revisión, radiografía y una limpieza.", DENTAL_HOURS, False),
    w.faith("es-t1-044", "added.entity", "¿Cuántos invitados caben en la finca?", "La finca admite 220 invitados en banquete y trabaja con el catering Sabores del Sur.", WEDDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t1-045", "correct.wordy", "¿Cuánto dura el trayecto entre el puerto de Tamarit e Isla Mayor?", "Desde que el barco sale del puerto de Tamarit hasta que llega a Isla Mayor pasan cincuenta minutos.", "50 minutos", True),
    w.correct("es-t1-046", "correct.format", "¿A qué hora cierra la clínica los viernes?", "A las tres de la tarde.", "15:00", True),
    w.correct("es-t1-047", "correct.wordy", "¿Quién se encarga de la cirugía oral en la Clínica Dental Sonrisa Norte?", "En la Clínica Dental Sonrisa Norte, todo lo relacionado con la cirugía oral lo lleva el doctor Andrés Molina.", "El doctor Andrés Molina", True),
    w.correct("es-t1-048", "correct.format", "¿Qué señal hay que pagar al firmar el contrato de la Finca Los Olivares?", "El treinta por ciento del precio.", "30 %", True),
    w.correct("es-t1-049", "wrong.value", "¿Cuántos alumnos caben como máximo en un grupo de la Escuela Sierra Blanca?", "Hasta doce alumnos por grupo.", "7 alumnos", False),
    w.correct("es-t1-050", "wrong.role", "¿Quién formó a la nueva monitora Carla Vidal?", "Carla Vidal formó a Íñigo Salas.", "Íñigo Salas formó a Carla Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
