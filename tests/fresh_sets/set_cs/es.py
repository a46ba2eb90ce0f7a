"""Fresh set cs, Spanish: a flower shop, a marina, a paintball park, allotments, a tourist bus, laser tag, a photo course, a bookshop café, a seniors' centre and racket stringing."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FLOWERS = (
    "Floristería Amapola es una tienda de flores de la calle Feria, en Sevilla, que regenta Carmen Ruiz. "
    "Abre todos los días excepto los lunes, de 9:00 a 20:00. "
    "Un ramo de doce rosas cuesta 40 €, y el envío en el mismo día dentro de un radio de 10 kilómetros cuesta 6 €. "
    "Los pedidos con envío deben hacerse antes de las 14:00. "
    "El sobrino de Carmen, Pablo Ruiz, conduce la furgoneta de reparto. "
    "Las flores para bodas deben reservarse con al menos seis semanas de antelación."
)
MARINA = (
    "El puerto deportivo Las Gaviotas tiene 240 amarres y lo dirige la capitana de puerto Elena Vidal. "
    "Un espigón de 1,2 kilómetros protege el puerto, que fue reconstruido en 2019 tras un temporal. "
    "Las embarcaciones en tránsito pagan 2,50 € por metro de eslora y noche. "
    "Las embarcaciones de más de 18 metros deben reservar amarre con antelación; las más pequeñas pueden llegar sin reserva. "
    "El surtidor de combustible abre de 7:00 a 19:00, de mayo a septiembre. "
    "Las duchas son gratuitas para los titulares de amarre, y la lavandería cuesta 4 € por lavado."
)
PAINTBALL = (
    "El parque de paintball Línea Roja, en las afueras de Toledo, ocupa 5 hectáreas y tiene 7 campos de juego. "
    "Los jugadores deben tener al menos 12 años, y los menores de 16 necesitan una autorización firmada por su padre, madre o tutor. "
    "El paquete estándar cuesta 35 € e incluye 200 bolas, una marcadora, una máscara y un mono. "
    "Las bolas adicionales cuestan 9 € la bolsa de 100. "
    "En los campos es obligatorio llevar la máscara en todo momento. "
    "El parque abre los sábados y domingos de 9:00 a 17:00."
)
ALLOTMENT = (
    "La Asociación de Huertos Urbanos El Olivar gestiona 86 parcelas en el camino del Molino. "
    "Una parcela completa mide 250 metros cuadrados y cuesta 60 € al año; media parcela cuesta 35 €. "
    "La mitad de las parcelas tiene un grifo cerca. "
    "Los socios deben participar en al menos dos jornadas de trabajo comunitario al año. "
    "Las hogueras están prohibidas salvo en noviembre. "
    "La lista de espera tiene ahora 41 nombres, y la secretaria, Rosa Delgado, asigna las parcelas libres en marzo."
)
BUS = (
    "El autobús turístico Mirador recorre Madrid, la capital de España. "
    "El circuito dura 90 minutos y tiene 14 paradas; los autobuses salen de la Puerta del Sol cada 20 minutos, de 9:30 a 17:30. "
    "El billete de 24 horas, para subir y bajar libremente, cuesta 30 € para adultos y 15 € para niños de 5 a 12 años; los menores de 5 años viajan gratis. "
    "Hay audioguía en ocho idiomas. "
    "El piso superior es descubierto y el inferior está adaptado para sillas de ruedas."
)
LASER = (
    "Fotón Arena es un local de laser tag de 800 metros cuadrados repartidos en dos plantas. "
    "Cada partida dura 15 minutos y cuesta 10 €. "
    "Pueden jugar hasta 24 personas a la vez. "
    "Las fiestas de cumpleaños deben reservarse con al menos 48 horas de antelación e incluyen dos partidas, pizza y un monitor. "
    "El local abre de martes a domingo de 16:00 a 22:00, y los menores de 7 años no pueden jugar."
)
PHOTO = (
    "El curso de fotografía Luz Norte dura ocho semanas, con una clase de tres horas cada jueves a partir de las 18:30. "
    "Lo imparte Lucía Ortega, antigua fotógrafa de prensa en Estados Unidos. "
    "La matrícula cuesta 290 € e incluye una tarjeta de memoria de 32 GB. "
    "Los alumnos deben traer su propia cámara, pero pueden pedir prestado un trípode en el estudio. "
    "Cada grupo tiene un máximo de 10 alumnos. "
    "El próximo curso empieza el 6 de marzo de 2025."
)
CAFE = (
    "La librería-café El Rincón de Papel abrió en 2012, fundada por Tomás Herrera y su hermana Ana. "
    "Tiene unos 9.000 libros de segunda mano. "
    "Una tetera cuesta 3,80 € y una porción de tarta de zanahoria, 4,50 €. "
    "Los clientes pueden leer cualquier libro en las mesas, pero deben comprarlo para llevárselo a casa. "
    "Los portátiles están permitidos en todas partes excepto en la sala de lectura del piso de arriba. "
    "El último viernes de cada mes, a las 21:00, se celebra una noche de poesía."
)
SENIOR = (
    "El Centro de Mayores Los Almendros, en la avenida de los Pinos 14, está abierto a los vecinos de 60 años o más. "
    "La cuota de socio es de 25 € al año. "
    "Los días laborables se sirve una comida caliente a las 14:00 por 5 €. "
    "El microbús del centro recoge a los socios los martes y jueves. "
    "La directora, Pilar Navarro, fundó el centro en 2004 con una subvención de la Diputación. "
    "Hay unos 350 socios inscritos, y aproximadamente una cuarta parte acude al bingo de los miércoles."
)
STRINGING = (
    "Encordados Set Point cambia el cordaje de raquetas de tenis en un mostrador del Club de Tenis Los Robles. "
    "El encordado con cuerda sintética cuesta 20 €, cuerda incluida, y con tripa natural, 45 €. "
    "El plazo habitual es de 24 horas; el servicio exprés en el mismo día cuesta 8 € más si la raqueta se entrega antes de las 11:00. "
    "La encordadora, Marta Gil, lleva 15 años encordando raquetas. "
    "Hay tensiones de 18 a 30 kilos, y los socios del club tienen un 10 % de descuento."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cs-001", "para.reorder", "¿Cuánto cuestan el ramo de rosas y el envío?", "El envío en el mismo día cuesta 6 € dentro de un radio de 10 kilómetros, y el ramo de doce rosas, 40 €.", FLOWERS, True),
    w.faith("es-cs-002", "para.passive", "¿Quién conduce la furgoneta de reparto?", "La furgoneta de reparto es conducida por Pablo Ruiz, el sobrino de Carmen.", FLOWERS, True),
    w.faith("es-cs-003", "para.synonym", "¿Los titulares de amarre tienen que pagar las duchas?", "No, los titulares de amarre pueden ducharse sin pagar nada.", MARINA, True),
    w.faith("es-cs-004", "para.nominal", "¿Qué norma hay para los barcos grandes?", "Para las embarcaciones de más de 18 metros, la reserva anticipada del amarre es obligatoria.", MARINA, True),
    w.faith("es-cs-005", "para.capital", "¿Qué ciudad recorre el autobús Mirador?", "Recorre la capital de España, Madrid.", BUS, True),
    w.faith("es-cs-006", "para.pronoun", "¿Qué tamaño tiene el parque Línea Roja?", "Ocupa 5 hectáreas y cuenta con 7 campos de juego.", PAINTBALL, True),
    w.faith("es-cs-007", "para.relative", "¿Quién imparte el curso Luz Norte?", "Lo imparte Lucía Ortega, que antes fue fotógrafa de prensa en Estados Unidos.", PHOTO, True),
    w.faith("es-cs-008", "para.part", "¿Cuántas partidas incluye una fiesta de cumpleaños en Fotón Arena?", "La fiesta de cumpleaños incluye dos partidas.", LASER, True),
    w.faith("es-cs-009", "para.combine", "¿Dónde están los huertos y cuánto cuesta una parcela completa?", "Las 86 parcelas de la asociación están en el camino del Molino, y una parcela completa cuesta 60 € al año.", ALLOTMENT, True),
    w.faith("es-cs-010", "fmt.number", "¿Cuánto dura el curso Luz Norte?", "El curso dura 8 semanas.", PHOTO, True),
    w.faith("es-cs-011", "fmt.thousands", "¿Cuántos libros tiene El Rincón de Papel?", "Tiene unos 9000 libros de segunda mano.", CAFE, True),
    w.faith("es-cs-012", "fmt.scale", "¿Cuánto mide el espigón del puerto Las Gaviotas?", "El espigón mide 1200 metros.", MARINA, True),
    w.faith("es-cs-013", "fmt.date", "¿Cuándo empieza el próximo curso de fotografía?", "El próximo curso empieza el 06/03/2025.", PHOTO, True),
    w.faith("es-cs-014", "fmt.time", "¿A qué hora es la noche de poesía?", "La noche de poesía es a las 9 de la noche, el último viernes de cada mes.", CAFE, True),
    w.faith("es-cs-015", "fmt.unit", "¿Qué superficie tiene Fotón Arena?", "El local tiene 800 m² repartidos en dos plantas.", LASER, True),
    w.faith("es-cs-016", "fmt.abbrev", "¿Dónde trabajó Lucía Ortega como fotógrafa de prensa?", "En EE. UU.", PHOTO, True),
    w.faith("es-cs-017", "fmt.currency", "¿Cuánto cuesta la comida en Los Almendros?", "La comida cuesta 5 euros.", SENIOR, True),
    w.faith("es-cs-018", "fmt.range", "¿Hay una edad mínima para jugar al paintball?", "Sí, la edad mínima es de 12 años.", PAINTBALL, True),
    w.faith("es-cs-019", "fmt.period", "¿Cuánto se tarda normalmente en encordar una raqueta?", "Normalmente se tarda un día.", STRINGING, True),
    w.faith("es-cs-020", "fmt.share", "¿Cuántas parcelas tienen un grifo cerca?", "El 50 % de las parcelas tiene un grifo cerca.", ALLOTMENT, True),
    w.faith("es-cs-021", "para.except", "¿Puedo usar el portátil en la sala de lectura de arriba?", "No, en la sala de lectura del piso de arriba no se permiten portátiles.", CAFE, True),
    w.faith("es-cs-022", "wrap.opener", "¿Cuánto cuesta una partida de laser tag y cuánto dura?", "¡Buena pregunta! Cada partida cuesta 10 € y dura 15 minutos.", LASER, True),
    w.faith("es-cs-023", "wrap.closer", "¿Cuánto cuesta la lavandería del puerto?", "La lavandería cuesta 4 € por lavado. ¡Espero que te sirva!", MARINA, True),
    w.faith("es-cs-024", "wrap.attribution", "¿Tengo que llevar la máscara todo el tiempo?", "Según las normas del parque, en los campos hay que llevar la máscara en todo momento.", PAINTBALL, True),
    w.faith("es-cs-025", "wrap.hedge", "¿Cuánto trabajo comunitario se pide a los socios?", "Creo que los socios tienen que participar en al menos dos jornadas de trabajo comunitario al año.", ALLOTMENT, True),
    w.faith("es-cs-026", "wrap.question", "¿En cuántos idiomas está la audioguía?", "La audioguía está disponible en ocho idiomas. ¿Quieres que te diga también los precios de los billetes?", BUS, True),
    w.faith("es-cs-027", "value.number", "¿Qué incluye el paquete estándar?", "El paquete estándar de 35 € incluye 300 bolas, una marcadora, una máscara y un mono.", PAINTBALL, False),
    w.faith("es-cs-028", "value.date", "¿Cuándo abrió El Rincón de Papel?", "Tomás Herrera y su hermana Ana abrieron El Rincón de Papel en 2014.", CAFE, False),
    w.faith("es-cs-029", "value.time", "¿Cuál es el horario de Fotón Arena?", "Fotón Arena abre de martes a domingo de 16:00 a 23:00.", LASER, False),
    w.faith("es-cs-030", "value.unit", "¿Hasta dónde hacen envíos en el mismo día?", "El envío en el mismo día cuesta 6 € dentro de un radio de 10 millas.", FLOWERS, False),
    w.faith("es-cs-031", "value.currency", "¿Cuánto cuesta el encordado con tripa natural?", "El encordado con tripa natural cuesta 55 €.", STRINGING, False),
    w.faith("es-cs-032", "role.swap", "¿Quién regenta Floristería Amapola?", "La floristería la regenta Pablo Ruiz, y Carmen Ruiz conduce la furgoneta de reparto.", FLOWERS, False),
    w.faith("es-cs-033", "negation", "¿Se puede subir al autobús Mirador en silla de ruedas?", "El piso inferior no está adaptado para sillas de ruedas, y el superior es descubierto.", BUS, False),
    w.faith("es-cs-034", "antonym", "¿Las duchas del puerto son gratis?", "Las duchas son de pago para los titulares de amarre, y la lavandería cuesta 4 € por lavado.", MARINA, False),
    w.faith("es-cs-035", "modality", "¿Qué material tienen que llevar los alumnos?", "Los alumnos pueden traer su propia cámara si quieren, y en el estudio se pueden pedir trípodes prestados.", PHOTO, False),
    w.faith("es-cs-036", "quantifier", "¿Tiene éxito el bingo de los miércoles?", "La mayoría de los socios del centro acude al bingo de los miércoles.", SENIOR, False),
    w.faith("es-cs-037", "value.except", "¿Puedo comprar flores en Floristería Amapola un lunes?", "Sí, Floristería Amapola abre los lunes de 9:00 a 20:00.", FLOWERS, False),
    w.faith("es-cs-038", "direction", "¿Quién necesita una autorización firmada?", "Los mayores de 16 años necesitan una autorización firmada por su padre, madre o tutor.", PAINTBALL, False),
    w.faith("es-cs-039", "added.fact", "¿Cuánto cuesta el billete del autobús Mirador?", "El billete de 24 horas cuesta 30 € para adultos y 15 € para niños de 5 a 12 años, e incluye un paseo en barco gratuito.", BUS, False),
    w.faith("es-cs-040", "added.entity", "¿Quién fundó el Centro de Mayores Los Almendros?", "Pilar Navarro fundó el centro en 2004 junto con el párroco Luis Campos, con una subvención de la Diputación.", SENIOR, False),
    w.faith("es-cs-041", "mixed", "¿Cuántas personas hay en la lista de espera?", "La lista de espera tiene 41 nombres, y las parcelas libres se asignan en septiembre.", ALLOTMENT, False),
]
REFUSAL = [
    w.refusal("es-cs-042", "refusal.plain", "¿Venden orquídeas en maceta en Floristería Amapola?", "Lo siento, no tengo esa información.", FLOWERS, True),
    w.refusal("es-cs-043", "refusal.context", "¿Hay algún restaurante en el puerto Las Gaviotas?", "Los documentos proporcionados no indican si el puerto tiene restaurante.", MARINA, True),
    w.refusal("es-cs-044", "refusal.short", "¿Hay aparcamiento en el parque Línea Roja?", "Ni idea.", PAINTBALL, True),
    w.refusal("es-cs-045", "refusal.long", "¿En el curso Luz Norte se enseña a usar programas de edición de fotos?", "Gracias por tu pregunta. Lamentablemente, la información de la que dispongo no indica si el curso Luz Norte incluye programas de edición de fotos. Solo describe el horario, el precio, la profesora y el material que hay que llevar. Te recomiendo que contactes directamente con el estudio para consultar el temario.", PHOTO, True),
    w.refusal("es-cs-046", "refusal.hedged", "¿Cuánto cuesta una porción de tarta de zanahoria?", "No estoy del todo seguro, pero creo que una porción de tarta de zanahoria cuesta 4,50 €.", CAFE, False),
    w.refusal("es-cs-047", "refusal.partial", "¿Qué días pasa el microbús del centro y cuánto cuesta?", "El microbús recoge a los socios los martes y jueves, pero la información no dice cuánto cuesta.", SENIOR, False),
]
CORRECTNESS = [
    w.correct("es-cs-048", "correct.wordy", "¿Quién encuerda las raquetas en Set Point?", "En Set Point las raquetas las encuerda Marta Gil, que lleva 15 años haciéndolo.", "Marta Gil.", True),
    w.correct("es-cs-049", "correct.short", "¿Cada cuánto salen los autobuses de la Puerta del Sol?", "Cada 20 minutos.", "Los autobuses salen de la Puerta del Sol cada 20 minutos, de 9:30 a 17:30.", True),
    w.correct("es-cs-050", "correct.format", "¿Cuánto dura una partida en Fotón Arena?", "Un cuarto de hora.", "15 minutos.", True),
    w.correct("es-cs-051", "wrong.value", "¿Cuánto cuesta media parcela al año?", "Media parcela cuesta 45 € al año.", "35 € al año.", False),
    w.correct("es-cs-052", "wrong.echo", "¿Cuándo abre el surtidor de combustible del puerto Las Gaviotas?", "El surtidor de combustible del puerto Las Gaviotas abre en el horario de apertura del surtidor.", "De 7:00 a 19:00, de mayo a septiembre.", False),
    w.correct("es-cs-053", "wrong.role", "¿Quién conduce la furgoneta de reparto de Floristería Amapola?", "Carmen Ruiz, que regenta la tienda.", "Pablo Ruiz, el sobrino de Carmen.", False),
]
RELEVANCY = [
    w.relevant("es-cs-054", "relevant.direct", "¿A qué hora se come en Los Almendros?", "A las 14:00, los días laborables.", SENIOR, True),
    w.relevant("es-cs-055", "relevant.yesno", "¿Puede jugar mi hijo de seis años en Fotón Arena?", "No, los menores de 7 años no pueden jugar.", LASER, True),
    w.relevant("es-cs-056", "offtopic.true", "¿Cuánto cuesta el servicio exprés?", "Los socios del club tienen un 10 % de descuento.", STRINGING, False),
    w.relevant("es-cs-057", "offtopic.other", "¿Cuánto cuestan las bolas adicionales?", "El paquete estándar cuesta 35 €.", PAINTBALL, False),
]
DIAGNOSIS = [
    w.diag("es-cs-058", "diag.pass", "¿Cuánto cuesta una parcela completa?", "Una parcela completa cuesta 60 € al año.", {"allotment": ALLOTMENT, "bus": BUS}, ("allotment",), "pass"),
    w.diag("es-cs-059", "diag.offtopic", "¿A qué hora cierra el surtidor de combustible?", "El puerto Las Gaviotas tiene 240 amarres.", {"marina": MARINA, "flowers": FLOWERS}, ("marina",), "fix_generation"),
    w.diag("es-cs-060", "diag.unfaithful", "¿Cuántos alumnos caben como máximo en cada grupo del curso Luz Norte?", "Cada grupo admite hasta 20 alumnos.", {"photo": PHOTO, "cafe": CAFE}, ("photo",), "fix_generation"),
    w.diag("es-cs-061", "diag.refused", "¿Cuánto cuesta una tetera en El Rincón de Papel?", "Lo siento, no encuentro esa información.", {"cafe": CAFE, "senior": SENIOR}, ("cafe",), "fix_generation"),
    w.diag("es-cs-062", "diag.missed", "¿Qué tensiones ofrece Encordados Set Point?", "No lo sé.", {"laser": LASER, "paintball": PAINTBALL}, ("stringing",), "fix_retrieval"),
    w.diag("es-cs-063", "diag.correct_refusal", "¿Cuál es la contraseña del wifi de Los Almendros?", "Los documentos no mencionan ninguna contraseña de wifi.", {"senior": SENIOR, "cafe": CAFE}, (), "correct_refusal"),
    w.diag("es-cs-064", "diag.should_refuse", "¿Fotón Arena vende tarjetas regalo?", "Sí, Fotón Arena vende tarjetas regalo de 25 €.", {"laser": LASER, "marina": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
