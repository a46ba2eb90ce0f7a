"""Spanish cases of set t14: a laundry in Madrid with home pickup, a hotel rooftop terrace
in Valencia with summer concerts, an evening coding bootcamp in Seville, an eye clinic
with cataract surgery, a farmers' market on the town-hall square and a snow-clearing
service for housing estates in the mountains."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LAVANDERIA = (
    "La lavandería Burbujas, en el barrio de Chamberí (Madrid), cobra 12 € por una colada de hasta 7 kg, con lavado, secado y doblado incluidos. "
    "La ropa entregada antes de las 10:00 se devuelve ese mismo día a partir de las 19:00. "
    "Abre de lunes a sábado de 8:00 a 21:00; los domingos permanece cerrada. "
    "Las prendas de cuero no se aceptan."
)
DOMICILIO = (
    "Burbujas ofrece recogida a domicilio en un radio de 2 km. "
    "El servicio cuesta 3 €, pero es gratis para pedidos de más de 25 €. "
    "La encargada, Lucía Ortega, organiza las rutas y el repartidor Diego Navarro hace las recogidas en moto. "
    "Los pedidos a domicilio deben solicitarse por WhatsApp con un día de antelación."
)
AZOTEA = (
    "La Terraza Cielo, en la azotea del hotel Miramar de Valencia, abre de jueves a domingo de 19:00 a 2:00. "
    "Los menores de 18 años solo pueden entrar acompañados de un adulto y hasta las 22:00. "
    "Hay un consumo mínimo de 15 € por persona en las mesas junto a la barandilla. "
    "Si hay tormenta, la terraza se cierra."
)
AZOTEA_EVENTO = (
    "El gerente de la Terraza Cielo, Álvaro Ruiz, ha contratado a la cantante Marta Gil para las noches de verano. "
    "Actuará todos los viernes de julio y agosto a partir de las 22:30. "
    "Las reservas para esos viernes requieren un depósito de 20 € por persona, que luego se descuenta de la cuenta."
)
BOOTCAMP = (
    "El bootcamp de CódigoSur en Sevilla dura 20 semanas y cuesta 6.500 €. "
    "Las clases son online de lunes a jueves, de 18:00 a 21:30, y los sábados por la mañana hay tutorías presenciales. "
    "La próxima edición empieza el 13 de octubre de 2025, con un máximo de 25 alumnos. "
    "Quien pague el curso completo antes del 1 de septiembre tiene un descuento del 15 %."
)
BOOTCAMP_EQUIPO = (
    "En CódigoSur, la profesora Carmen Vidal imparte los módulos de Python, y Javier Soto se encarga de las prácticas en empresas. "
    "Cada alumno debe entregar un proyecto final antes de la última semana. "
    "Para obtener el certificado hay que asistir al menos al 80 % de las clases. "
    "Los antiguos alumnos pueden usar la bolsa de empleo durante un año."
)
CLINICA = (
    "La Clínica Visión Clara atiende de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "Una revisión completa de la vista cuesta 45 € y dura unos 30 minutos. "
    "Los menores de 14 años deben venir acompañados de un adulto. "
    "Para la prueba de fondo de ojo se dilatan las pupilas, por lo que no se debe conducir en las 4 horas siguientes."
)
CIRUGIA = (
    "En Visión Clara, las operaciones de cataratas las realiza la doctora Elena Castillo, y el optometrista Raúl Medina hace las pruebas previas. "
    "La cirugía es ambulatoria: el paciente vuelve a casa el mismo día. "
    "Hay que usar gotas antibióticas durante las dos semanas posteriores. "
    "La primera revisión tiene lugar a las 24 horas de la operación."
)
MERCADO = (
    "El mercado de agricultores de la plaza del Ayuntamiento de Valencia se celebra el primer y el tercer sábado de cada mes, de 9:00 a 14:00. "
    "Participan unos 45 productores de la comarca, que venden verdura, fruta, aceite y queso. "
    "Todos los puestos aceptan pago con tarjeta. "
    "Se prohíbe el uso de bolsas de plástico."
)
QUITANIEVES = (
    "Nieve Fácil ofrece limpieza de nieve en urbanizaciones de Navacerrada cuando la capa supera los 5 cm. "
    "El contrato de temporada, del 1 de diciembre al 31 de marzo, cuesta 320 € por vivienda. "
    "El equipo, dirigido por Sergio Lara, actúa dentro de las 5 horas siguientes al aviso. "
    "Las entradas de garaje con pendiente se cobran aparte, a 40 € por temporada."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # lavandería
    w.faith("es-t14-001", "para.synonym", "¿Cuánto cuesta lavar la ropa en Burbujas?", "Por doce euros te lavan, te secan y te doblan hasta 7 kilos de ropa.", LAVANDERIA, True),
    w.faith("es-t14-002", "para.except", "¿Abren los domingos?", "No, el domingo está cerrada; el resto de la semana abre de 8:00 a 21:00.", LAVANDERIA, True),
    w.faith("es-t14-003", "fmt.time", "Si llevo la ropa por la mañana, ¿cuándo la puedo recoger?", "Si la deja antes de las 10 de la mañana, la tiene lista ese mismo día desde las 7 de la tarde.", LAVANDERIA, True),
    w.faith("es-t14-004", "negation", "¿Puedo llevar una chaqueta de cuero?", "Sí, en Burbujas también aceptan prendas de cuero.", LAVANDERIA, False),
    w.faith("es-t14-005", "value.number", "¿Cuánta ropa entra en una colada?", "Por 12 € lavan una colada de hasta 9 kg.", LAVANDERIA, False),
    # recogida a domicilio
    w.faith("es-t14-006", "role.swap", "¿Quién viene a recoger la ropa?", "Diego Navarro organiza las rutas, y Lucía Ortega es quien hace las recogidas en moto.", DOMICILIO, False),
    w.faith("es-t14-007", "para.combine", "¿Cuánto cuesta la recogida a domicilio?", "La recogida vale 3 €, salvo que el pedido supere los 25 €, en cuyo caso no se cobra nada.", DOMICILIO, True),
    w.faith("es-t14-008", "fmt.unit", "¿Hasta dónde llega la recogida a domicilio?", "Recogen a domicilio en un radio de 2.000 metros.", DOMICILIO, True),
    w.faith("es-t14-009", "modality", "¿Con cuánta antelación tengo que pedir la recogida?", "Puede pedirla por WhatsApp el mismo día, aunque lo ideal es avisar con un día de antelación.", DOMICILIO, False),
    # terraza en la azotea
    w.faith("es-t14-010", "para.except", "¿Puedo ir a la Terraza Cielo un martes?", "No, de lunes a miércoles la Terraza Cielo está cerrada.", AZOTEA, True),
    w.faith("es-t14-011", "quantifier", "¿Hay consumo mínimo?", "Sí, en todas las mesas hay que consumir al menos 15 € por persona.", AZOTEA, False),
    w.faith("es-t14-012", "direction", "¿Pueden entrar menores?", "Los menores de 18 años pueden entrar con un adulto a partir de las 22:00.", AZOTEA, False),
    w.faith("es-t14-013", "wrap.attribution", "¿Qué pasa si llueve fuerte?", "Según la información de la Terraza Cielo, cuando hay tormenta la terraza se cierra.", AZOTEA, True),
    # conciertos de verano
    w.faith("es-t14-014", "role.swap", "¿Quién canta en la terraza este verano?", "La gerente, Marta Gil, ha contratado al cantante Álvaro Ruiz para el verano.", AZOTEA_EVENTO, False),
    w.faith("es-t14-015", "para.passive", "¿Cómo llegó Marta Gil a la terraza?", "Marta Gil ha sido contratada por el gerente, Álvaro Ruiz, para cantar las noches de verano.", AZOTEA_EVENTO, True),
    w.faith("es-t14-016", "fmt.time", "¿A qué hora empiezan los conciertos?", "Canta los viernes de julio y agosto desde las diez y media de la noche.", AZOTEA_EVENTO, True),
    w.faith("es-t14-017", "value.currency", "¿Hay que pagar algo para reservar un viernes?", "Sí, para reservar esos viernes se pide un depósito de 30 € por persona.", AZOTEA_EVENTO, False),
    w.faith("es-t14-018", "antonym", "¿Qué pasa con el depósito?", "El depósito se suma después a la cuenta.", AZOTEA_EVENTO, False),
    # bootcamp
    w.faith("es-t14-019", "fmt.thousands", "¿Cuánto cuesta el bootcamp?", "El bootcamp de CódigoSur cuesta 6500 euros.", BOOTCAMP, True),
    w.faith("es-t14-020", "fmt.share", "¿Hay algún descuento?", "Si pagas todo el curso antes del 1 de septiembre, te hacen un quince por ciento de descuento.", BOOTCAMP, True),
    w.faith("es-t14-021", "value.date", "¿Cuándo empieza la próxima edición?", "La próxima edición arranca el 13 de noviembre de 2025.", BOOTCAMP, False),
    w.faith("es-t14-022", "para.relative", "¿Las clases son presenciales?", "Las tutorías, que son presenciales, se hacen los sábados por la mañana; las clases de lunes a jueves son online.", BOOTCAMP, True),
    w.faith("es-t14-023", "direction", "¿Quién tiene descuento?", "El descuento del 15 % es para quien pague el curso completo después del 1 de septiembre.", BOOTCAMP, False),
    # equipo y normas
    w.faith("es-t14-024", "role.swap", "¿Quién enseña Python?", "Javier Soto imparte los módulos de Python y Carmen Vidal se ocupa de las prácticas en empresas.", BOOTCAMP_EQUIPO, False),
    w.faith("es-t14-025", "fmt.share", "¿Qué asistencia hace falta para el certificado?", "Para conseguir el certificado hay que ir como mínimo a cuatro de cada cinco clases.", BOOTCAMP_EQUIPO, True),
    w.faith("es-t14-026", "value.number", "¿Cuántas clases puedo perderme?", "Para obtener el certificado basta con asistir al 60 % de las clases.", BOOTCAMP_EQUIPO, False),
    w.faith("es-t14-027", "fmt.period", "¿Puedo usar la bolsa de empleo al terminar?", "Sí, los antiguos alumnos tienen acceso a la bolsa de empleo durante doce meses.", BOOTCAMP_EQUIPO, True),
    w.faith("es-t14-028", "added.fact", "¿Hay que hacer un proyecto final?", "Sí, cada alumno entrega un proyecto final antes de la última semana, y el mejor recibe un premio de 500 €.", BOOTCAMP_EQUIPO, False),
    w.faith("es-t14-029", "wrap.opener", "¿Cuándo se entrega el proyecto final?", "¡Buena pregunta! Cada alumno tiene que entregar su proyecto final antes de la última semana.", BOOTCAMP_EQUIPO, True),
    # clínica
    w.faith("es-t14-030", "fmt.time", "¿Abren los sábados?", "Sí, los sábados atienden de 10 de la mañana a 2 de la tarde.", CLINICA, True),
    w.faith("es-t14-031", "para.nominal", "¿Cuánto dura y cuánto cuesta una revisión?", "La duración de una revisión completa es de aproximadamente media hora, y su precio, de 45 €.", CLINICA, True),
    w.faith("es-t14-032", "wrap.closer", "¿Puedo conducir después del fondo de ojo?", "Después de dilatarle las pupilas no debe conducir durante las 4 horas siguientes. ¡Espero que le sirva!", CLINICA, True),
    # cirugía de cataratas
    w.faith("es-t14-033", "role.swap", "¿Quién opera las cataratas?", "Las operaciones de cataratas las hace Raúl Medina, y la doctora Elena Castillo se encarga de las pruebas previas.", CIRUGIA, False),
    w.faith("es-t14-034", "para.synonym", "¿Tengo que quedarme ingresado?", "No hace falta quedarse ingresado: el paciente regresa a su casa el mismo día de la operación.", CIRUGIA, True),
    w.faith("es-t14-035", "fmt.period", "¿Cuánto tiempo hay que ponerse las gotas?", "Después de la operación hay que ponerse gotas antibióticas durante 14 días.", CIRUGIA, True),
    w.faith("es-t14-036", "value.number", "¿Cuándo es la primera revisión?", "La primera revisión se hace a las 48 horas de la operación.", CIRUGIA, False),
    # mercado
    w.faith("es-t14-037", "fmt.time", "¿A qué hora abre el mercado?", "El mercado funciona de nueve de la mañana a dos de la tarde.", MERCADO, True),
    w.faith("es-t14-038", "value.date", "¿Qué sábados hay mercado?", "El mercado se celebra el segundo y el cuarto sábado de cada mes.", MERCADO, False),
    w.faith("es-t14-039", "quantifier", "¿Se puede pagar con tarjeta?", "Solo en algunos puestos se puede pagar con tarjeta.", MERCADO, False),
    w.faith("es-t14-040", "added.entity", "¿Qué se vende en el mercado?", "Los productores de la comarca venden verdura, fruta, aceite, queso y vino.", MERCADO, False),
    # quitanieves
    w.faith("es-t14-041", "fmt.unit", "¿Cuándo vienen a quitar la nieve?", "Nieve Fácil actúa cuando la nieve acumulada pasa de 50 mm.", QUITANIEVES, True),
    w.faith("es-t14-042", "fmt.date", "¿Qué cubre el contrato de temporada?", "El contrato de temporada va del 1/12 al 31/3 y sale a 320 € por vivienda.", QUITANIEVES, True),
    w.faith("es-t14-043", "value.number", "¿Cuánto tardan en venir tras el aviso?", "El equipo de Sergio Lara actúa dentro de las 3 horas siguientes al aviso.", QUITANIEVES, False),
    w.faith("es-t14-044", "wrap.hedge", "Mi entrada de garaje tiene cuesta, ¿se cobra aparte?", "Creo que sí: las entradas de garaje con pendiente se cobran aparte, a 40 € por temporada.", QUITANIEVES, True),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t14-045", "correct.wordy", "¿Cuánto dura el bootcamp de CódigoSur?", "El bootcamp de CódigoSur en Sevilla tiene una duración total de veinte semanas, de principio a fin.", "20 semanas.", True),
    w.correct("es-t14-046", "correct.format", "¿A qué hora cierra la Terraza Cielo?", "A las dos de la madrugada.", "A las 2:00.", True),
    w.correct("es-t14-047", "correct.format", "¿Cuánto cuesta una revisión completa en Visión Clara?", "Cuarenta y cinco euros.", "45 €", True),
    w.correct("es-t14-048", "correct.short", "¿Quién opera las cataratas en Visión Clara?", "La Dra. Castillo.", "La doctora Elena Castillo.", True),
    w.correct("es-t14-049", "wrong.value", "¿Cuánto cuesta el contrato de temporada de Nieve Fácil?", "230 € por vivienda.", "320 € por vivienda.", False),
    w.correct("es-t14-050", "wrong.role", "¿Quién hace las recogidas a domicilio en Burbujas?", "Las hace la encargada, Lucía Ortega.", "El repartidor Diego Navarro.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
