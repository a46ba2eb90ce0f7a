"""Spanish cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

GYM = "El rocódromo Cumbre abre a las 6:30 entre semana y a las 8:00 los sábados y domingos, y cierra todas las noches a las 23:00. La entrada de día para adultos cuesta 14 € y el alquiler de pies de gato, 4 €. Todo escalador nuevo debe hacer una charla de seguridad de 20 minutos antes de escalar con cuerda. La entrenadora jefa, Lucía Navarro, dirige el grupo juvenil de los jueves, con Pablo Ortega como ayudante."
SPA = "El spa del Hotel del Lago abre todos los días de 9:00 a 20:00. Los huéspedes del hotel usan la piscina gratis, mientras que los visitantes externos pagan 25 € por una sesión de tres horas. Un masaje de tejido profundo de 60 minutos cuesta 70 € y se recomienda reservarlo con al menos 24 horas de antelación. Los menores de 16 años no pueden entrar en la sauna."
MUSEUM = "El Museo de la Ciudad Portuaria abre de martes a domingo de 10:00 a 17:30 y cierra los lunes. La entrada cuesta 7 € para adultos y es gratuita para menores de 18 años. La exposición sobre la huelga de los astilleros de 1907 se puede visitar del 3 de marzo al 28 de septiembre de 2025. Se permite hacer fotos sin flash en todas las salas, excepto en la sala de textiles."
RECYCLING = "El punto limpio de Campo Norte recoge gratis vidrio, papel, metal y restos de poda de los vecinos. Los colchones cuestan 10 € cada uno, y no se admiten más de 3 sacos de escombros por visita. Abre de 8:00 a 18:00 de abril a septiembre y de 8:00 a 16:00 de octubre a marzo. Las furgonetas y los remolques necesitan un permiso, que hay que reservar obligatoriamente por internet."
DRIVING = "La autoescuela Cruce cobra 40 € por una clase práctica de 60 minutos, o 370 € por un bono de diez clases. Los alumnos deben haber aprobado el examen teórico antes de su primera clase práctica. La profesora Marta Gil enseña con coche manual y el profesor Diego Romero con coche automático. Se recomienda hacer un simulacro de examen unas dos semanas antes del examen práctico."
WEDDING = "La finca El Tilo celebra bodas de hasta 120 invitados sentados. El alquiler cuesta 4.800 € los sábados y 3.200 € de lunes a jueves. Al reservar la fecha hay que pagar una señal del 25 %, y el resto, ocho semanas antes de la boda. La música debe terminar a las 23:30 y no se permiten fuegos artificiales."
REPAIR = "ByteFix, en la calle del Molino 14, repara portátiles, móviles y tabletas. El diagnóstico cuesta 20 €, que se descuentan del precio si se hace la reparación. La mayoría de los cambios de pantalla se terminan en 2 días laborables. El técnico Javier Ruiz se encarga de la recuperación de datos y la técnica Elena Castro, de los daños por agua. Todas las reparaciones tienen 90 días de garantía."
CAMP = "El campamento urbano Los Pinos acoge a niños de 8 a 14 años del 21 de julio al 15 de agosto. Una semana cuesta 240 € y los hermanos tienen un 10 % de descuento. Los niños se dejan entre las 8:30 y las 9:00 y se recogen a las 16:30. Las clases de natación son en un lago a 1,5 km del edificio principal, y cada niño debe traer una ficha médica firmada."
BAKERY = "La panadería Rosa, en la calle Olmo, abre de martes a sábado a las 7:00 y cierra a las 15:00; los domingos y lunes está cerrada. Una hogaza de masa madre cuesta 3,80 € y un rollo de canela, 2,20 €. Las tartas de celebración deben encargarse con al menos 3 días de antelación. Algunos panes llevan frutos secos, pero el pan de centeno no lleva."
TRAIN = "La línea del Valle une Carlés y Molinos en un recorrido de 42 km con 6 paradas. Los trenes salen cada 30 minutos de 6:00 a 21:00 y el trayecto completo dura 55 minutos. Un billete sencillo en hora valle cuesta 3,40 €. Se pueden llevar bicicletas en todos los trenes, salvo en los que llegan a Carlés entre las 7:00 y las 9:00."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bg-001", "para.reorder", "¿A qué hora cierra el rocódromo?", "Todas las noches, a las 23:00, cierra el rocódromo.", GYM, True),
    w.faith("es-bg-002", "para.passive", "¿Quién da las clases con coche automático?", "Las clases con coche automático son impartidas por el profesor Diego Romero.", DRIVING, True),
    w.faith("es-bg-003", "para.synonym", "¿Puede mi hijo de 14 años entrar en la sauna?", "No, la sauna está prohibida para quienes tienen menos de 16 años.", SPA, True),
    w.faith("es-bg-004", "para.nominal", "¿Cuándo se paga la señal?", "El pago de la señal del 25 % se hace en el momento de la reserva de la fecha.", WEDDING, True),
    w.faith("es-bg-005", "para.pronoun", "¿De qué se encarga Javier Ruiz en ByteFix?", "Él se ocupa allí de la recuperación de datos.", REPAIR, True),
    w.faith("es-bg-006", "para.combine", "¿Cuándo abre el museo?", "Abre todos los días menos los lunes, de 10:00 a 17:30.", MUSEUM, True),
    w.faith("es-bg-007", "fmt.number", "¿Cuántas paradas tiene la línea del Valle?", "La línea tiene seis paradas.", TRAIN, True),
    w.faith("es-bg-008", "fmt.unit", "¿A qué distancia está el lago de las clases de natación?", "El lago está a 1500 metros del edificio principal.", CAMP, True),
    w.faith("es-bg-009", "fmt.time", "¿A qué hora cierra la panadería?", "Cierra a las 3 de la tarde.", BAKERY, True),
    w.faith("es-bg-010", "fmt.share", "¿Qué descuento tienen los hermanos en el campamento?", "Los hermanos tienen un descuento de una décima parte del precio.", CAMP, True),
    w.faith("es-bg-011", "fmt.date", "¿Hasta cuándo se puede ver la exposición de los astilleros?", "Se puede ver hasta el 28/09/2025.", MUSEUM, True),
    w.faith("es-bg-012", "wrap.opener", "¿Puedo llevar restos de poda sin pagar?", "¡Por supuesto! Los restos de poda de los vecinos se recogen gratis.", RECYCLING, True),
    w.faith("es-bg-013", "wrap.closer", "¿Cuánto tarda un cambio de pantalla en ByteFix?", "La mayoría de los cambios de pantalla están listos en 2 días laborables. ¡Espero que te sirva!", REPAIR, True),
    w.faith("es-bg-014", "value.number", "¿Cuántos invitados sentados caben en la finca?", "Caben hasta 150 invitados sentados.", WEDDING, False),
    w.faith("es-bg-015", "value.date", "¿Cuándo empieza el campamento?", "El campamento empieza el 21 de junio.", CAMP, False),
    w.faith("es-bg-016", "value.time", "¿A qué hora abre el rocódromo los sábados?", "Los sábados abre a las 9:00.", GYM, False),
    w.faith("es-bg-017", "value.unit", "¿Cuánto mide el recorrido de la línea del Valle?", "El recorrido es de 42 millas.", TRAIN, False),
    w.faith("es-bg-018", "value.currency", "¿Cuánto pagan los visitantes externos por la piscina?", "Pagan 25 dólares por una sesión de tres horas.", SPA, False),
    w.faith("es-bg-019", "role.swap", "¿Quién se encarga de los daños por agua en ByteFix?", "De los daños por agua se encarga Javier Ruiz, y de la recuperación de datos, Elena Castro.", REPAIR, False),
    w.faith("es-bg-020", "negation", "¿El pan de centeno lleva frutos secos?", "Sí, el pan de centeno lleva frutos secos.", BAKERY, False),
    w.faith("es-bg-021", "antonym", "¿El museo abre los lunes?", "Sí, el museo abre los lunes.", MUSEUM, False),
    w.faith("es-bg-022", "modality", "¿Es obligatorio hacer un simulacro de examen?", "Sí, es obligatorio hacer un simulacro unas dos semanas antes del examen práctico.", DRIVING, False),
    w.faith("es-bg-023", "quantifier", "¿Todos los escaladores nuevos tienen que hacer la charla de seguridad?", "No, solo algunos escaladores nuevos deben hacer la charla de seguridad de 20 minutos.", GYM, False),
    w.faith("es-bg-024", "value.except", "¿Se pueden hacer fotos en el museo?", "Sí, sin flash, en todas las salas excepto en la sala de cerámica.", MUSEUM, False),
    w.faith("es-bg-025", "direction", "¿Hay límite de edad para la sauna?", "Sí, los mayores de 16 años no pueden entrar en la sauna.", SPA, False),
    w.faith("es-bg-026", "added.entity", "¿A qué hora se recogen los niños en el campamento?", "Se recogen a las 16:30, y la monitora Carmen Vidal se encarga de entregarlos.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bg-027", "refusal.plain", "¿Hay cafetería en el rocódromo?", "Lo siento, no tengo esa información.", GYM, True),
    w.refusal("es-bg-028", "refusal.context", "¿La finca El Tilo ofrece servicio de catering?", "La información proporcionada no indica si la finca ofrece catering.", WEDDING, True),
    w.refusal("es-bg-029", "refusal.short", "¿ByteFix abre los domingos?", "No lo sé.", REPAIR, True),
    w.refusal("es-bg-030", "refusal.partial", "¿Cuánto cuesta un billete sencillo en hora valle y cuánto un abono mensual?", "Un billete sencillo en hora valle cuesta 3,40 €; sobre el abono mensual no tengo datos.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bg-031", "correct.wordy", "¿Cuánto cuesta alquilar la finca El Tilo un sábado?", "Si está pensando en celebrar su boda un sábado en la finca El Tilo, el alquiler le costará 4.800 €, que es la tarifa habitual de los sábados.", "4.800 €", True),
    w.correct("es-bg-032", "correct.wordy", "¿Para qué edades es el campamento Los Pinos?", "El campamento urbano Los Pinos está pensado para niños de entre 8 y 14 años; es justamente a ese grupo de edad al que van dirigidas sus actividades.", "Para niños de 8 a 14 años.", True),
    w.correct("es-bg-033", "correct.short", "¿Cuánta garantía tienen las reparaciones de ByteFix?", "90 días.", "Todas las reparaciones tienen 90 días de garantía.", True),
    w.correct("es-bg-034", "wrong.value", "¿Cuánto dura el trayecto completo en la línea del Valle?", "El trayecto completo dura 45 minutos.", "55 minutos.", False),
    w.correct("es-bg-035", "wrong.echo", "¿Quién enseña con coche manual en la autoescuela Cruce?", "Con coche manual enseña el profesor encargado del coche manual.", "La profesora Marta Gil.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bg-036", "relevant.direct", "¿Con cuánta antelación tengo que encargar una tarta?", "Con al menos tres días.", BAKERY, True),
    w.relevant("es-bg-037", "relevant.direct", "¿Qué precio tiene un masaje en el spa?", "70 € por 60 minutos.", SPA, True),
    w.relevant("es-bg-038", "relevant.yesno", "¿Puedo ir al punto limpio con un remolque?", "Sí, con un permiso reservado por internet.", RECYCLING, True),
    w.relevant("es-bg-039", "offtopic.true", "¿Qué día cierra el museo?", "La entrada es gratuita para menores de 18 años.", MUSEUM, False),
    w.relevant("es-bg-040", "offtopic.other", "¿A partir de qué hora puedo dejar a mi hijo en el campamento?", "El salmorejo bien frío es perfecto para las noches de verano.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bg-041", "diag.pass", "¿Cuánto cuesta un rollo de canela en la panadería Rosa?", "Un rollo de canela cuesta 2,20 €.", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("es-bg-042", "diag.offtopic", "¿A qué hora cierra el rocódromo?", "El alquiler de pies de gato cuesta 4 €.", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("es-bg-043", "diag.unfaithful", "¿Cuándo hay que pagar el resto de la boda?", "El resto se paga cuatro semanas antes de la boda.", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("es-bg-044", "diag.missed", "¿Cuánto cuesta dejar un colchón en el punto limpio?", "Lo siento, la información de la que dispongo no indica el precio de los colchones.", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("es-bg-045", "diag.should_refuse", "¿El spa ofrece tratamientos faciales?", "Sí, un tratamiento facial de 45 minutos cuesta 50 €.", {"spa-01": SPA, "bakery-01": BAKERY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
