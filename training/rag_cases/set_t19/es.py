"""Spanish cases of set t19: un parque de fauna, una cooperativa ecológica, una notaría,
un skatepark, un teatro de títeres y un ferri a una isla."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PARK = "El Parque de Fauna Sierra Verde abre todos los días de 10:00 a 19:00, salvo el 1 de enero y el 25 de diciembre. La taquilla cierra a las 18:00. La entrada general cuesta 22 €, los niños de 4 a 11 años pagan 15 € y los menores de 4 entran gratis. No se permite la entrada con mascotas, excepto perros de asistencia."
PARK_STAFF = "La exhibición de aves rapaces se celebra a las 12:00 y a las 17:00 en el anfiteatro. La cuidadora Lucía Herrera presenta la sesión del mediodía y el cuidador Andrés Molina la de la tarde. Cada sesión dura 35 minutos y el aforo es de 200 personas. Está prohibido usar flash durante la exhibición."
COOP = "Para hacerse socio de la cooperativa ecológica La Huerta Viva hay que aportar 60 € de capital social, que se devuelven al darse de baja. La cuota mensual es de 5 €. Los socios tienen un 8 % de descuento en todos los productos y deben colaborar dos horas al mes en la tienda. Las altas las aprueba la junta rectora en su reunión del último jueves de cada mes."
BOX = "La cesta semanal de verduras se reparte los martes de 18:00 a 20:30 en el local de la calle Olmo. La cesta pequeña cuesta 14 € y la grande 22 €. Los cambios en el pedido se aceptan hasta el domingo a las 21:00. Las cestas que no se recogen el martes se donan al banco de alimentos del barrio el miércoles por la mañana."
NOTARY = "La notaría de doña Carmen Ruiz atiende de lunes a viernes de 9:00 a 14:00, y los jueves también por la tarde, de 16:30 a 19:00. En agosto solo abre por las mañanas. Para firmar una escritura hay que presentar el DNI o el pasaporte en vigor; no se admiten fotocopias. Una copia simple de una escritura cuesta 6 €."
NOTARY_STAFF = "El oficial Jorge Pastor prepara los borradores de las escrituras y la notaria Carmen Ruiz los revisa y autoriza la escritura. El borrador se envía a los clientes por correo electrónico al menos tres días hábiles antes de la firma. Los testamentos se comunican al registro en un plazo máximo de diez días."
SKATE = "El skatepark municipal de La Ribera es gratuito y abre de 9:00 a 22:00 todos los días. El casco es obligatorio para los menores de 16 años y recomendable para los adultos. Los lunes por la mañana, hasta las 13:00, el bowl permanece cerrado por mantenimiento. Se permiten patinetes, pero no bicicletas."
SKATE_CLASS = "La escuela del skatepark ofrece clases de iniciación los sábados de 11:00 a 12:30. El monitor Iván Ortega se encarga del grupo infantil y la monitora Sara Blanco del grupo de adultos. El bono de cuatro clases cuesta 40 €, con tabla y protecciones incluidas."
PUPPET = "El Teatro de Títeres El Retablo estrena «La gallina que quería volar» el 14 de febrero y la mantiene en cartel hasta el 30 de marzo. Hay funciones los sábados y domingos a las 12:00 y a las 17:30. La obra dura 50 minutos sin descanso y está recomendada a partir de 3 años. Los títeres los ha tallado el artesano Manuel Vidal y la música es de la compositora Elena Soto."
FERRY = "El ferri a Isla Gaviota sale del puerto de Puntalarga a las 8:30, 12:00 y 18:30 entre junio y septiembre. El resto del año solo hay dos salidas diarias, a las 9:00 y a las 16:00. La travesía dura unos 35 minutos. El billete de ida y vuelta cuesta 16 € para adultos y la mitad para niños de 4 a 12 años."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t19-001", "para.synonym", "¿Puedo ir al parque con mi perro?", "No, los animales de compañía no pueden entrar, salvo los perros de asistencia.", PARK, True),
    w.faith("es-t19-002", "para.except", "¿Abre el parque el 6 de enero?", "Sí: el parque solo cierra el 1 de enero y el 25 de diciembre, así que el resto del año abre a diario.", PARK, True),
    w.faith("es-t19-003", "fmt.time", "¿Hasta qué hora venden entradas?", "La taquilla cierra a las seis de la tarde.", PARK, True),
    w.faith("es-t19-004", "fmt.currency", "¿Cuánto paga un niño de 7 años?", "A esa edad la entrada es de quince euros.", PARK, True),
    w.faith("es-t19-005", "para.passive", "¿Quién presenta la exhibición del mediodía?", "La sesión de las 12:00 es presentada por la cuidadora Lucía Herrera.", PARK_STAFF, True),
    w.faith("es-t19-006", "fmt.number", "¿Cuántas personas caben en la exhibición de rapaces?", "El aforo es de doscientas personas.", PARK_STAFF, True),
    w.faith("es-t19-007", "wrap.attribution", "¿Puedo hacer fotos con flash durante la exhibición?", "Según las normas del parque, el flash está prohibido durante la exhibición.", PARK_STAFF, True),
    w.faith("es-t19-008", "para.nominal", "¿Qué pasa con el capital social si me doy de baja?", "Con la baja se produce la devolución de los 60 € de capital social.", COOP, True),
    w.faith("es-t19-009", "fmt.share", "¿Qué descuento tienen los socios?", "Los socios pagan el 92 % del precio en todos los productos.", COOP, True),
    w.faith("es-t19-010", "para.combine", "¿Qué cuesta ser socio de la cooperativa?", "Hay que aportar 60 € de capital social, que se recuperan al darse de baja, y pagar una cuota de 5 € al mes.", COOP, True),
    w.faith("es-t19-011", "fmt.time", "¿Cuándo se recoge la cesta de verduras?", "Los martes, entre las seis de la tarde y las ocho y media, en el local de la calle Olmo.", BOX, True),
    w.faith("es-t19-012", "para.relative", "¿Qué hacen con las cestas que nadie recoge?", "Las que se quedan sin recoger el martes acaban donadas al banco de alimentos del barrio el miércoles por la mañana.", BOX, True),
    w.faith("es-t19-013", "para.reorder", "¿Hasta cuándo puedo cambiar el pedido?", "Hasta las 21:00 del domingo se aceptan cambios.", BOX, True),
    w.faith("es-t19-014", "para.except", "¿Puedo ir a la notaría un martes por la tarde?", "No, por la tarde solo abren los jueves; el resto de los días atienden únicamente por la mañana.", NOTARY, True),
    w.faith("es-t19-015", "fmt.currency", "¿Cuánto cuesta una copia simple de una escritura?", "Seis euros cada copia simple.", NOTARY, True),
    w.faith("es-t19-016", "para.synonym", "¿Me vale una fotocopia del DNI para firmar?", "No, las fotocopias no sirven: hay que llevar el DNI o el pasaporte vigente.", NOTARY, True),
    w.faith("es-t19-017", "para.pronoun", "¿Qué hace Jorge Pastor?", "Él es el oficial de la notaría y se ocupa de preparar los borradores de las escrituras.", NOTARY_STAFF, True),
    w.faith("es-t19-018", "fmt.period", "¿Cuándo recibiré el borrador?", "Le llegará por correo electrónico como mínimo tres días laborables antes de firmar.", NOTARY_STAFF, True),
    w.faith("es-t19-019", "para.synonym", "¿Hay que pagar para usar el skatepark?", "No, usarlo no cuesta nada, y está abierto a diario de 9 de la mañana a 10 de la noche.", SKATE, True),
    w.faith("es-t19-020", "wrap.hedge", "¿Puedo ir al skatepark en bici?", "Me temo que no, por lo que veo: las bicicletas no están permitidas, aunque los patinetes sí.", SKATE, True),
    w.faith("es-t19-021", "fmt.currency", "¿Cuánto cuestan las clases de iniciación?", "Cuatro clases salen por cuarenta euros, con tabla y protecciones incluidas.", SKATE_CLASS, True),
    w.faith("es-t19-022", "fmt.date", "¿Hasta cuándo está en cartel la obra de la gallina?", "Se puede ver del 14/2 al 30/3.", PUPPET, True),
    w.faith("es-t19-023", "wrap.opener", "¿Cuánto dura «La gallina que quería volar»?", "¡Buena pregunta! Dura 50 minutos y no tiene descanso.", PUPPET, True),
    w.faith("es-t19-024", "wrap.closer", "¿Cuánto tarda el ferri a Isla Gaviota?", "La travesía dura unos 35 minutos. ¡Buen viaje!", FERRY, True),

    w.faith("es-t19-025", "value.time", "¿A qué hora abre el parque?", "El parque abre a las 9:00.", PARK, False),
    w.faith("es-t19-026", "value.except", "¿Qué días cierra el parque?", "Cierra solo el 25 de diciembre y el 6 de enero.", PARK, False),
    w.faith("es-t19-027", "role.swap", "¿Quién presenta cada sesión de rapaces?", "Andrés Molina presenta la sesión del mediodía y Lucía Herrera la de la tarde.", PARK_STAFF, False),
    w.faith("es-t19-028", "value.number", "¿Cuánto dura la exhibición de rapaces?", "Cada sesión dura 45 minutos.", PARK_STAFF, False),
    w.faith("es-t19-029", "negation", "¿Me devuelven el capital al darme de baja?", "No, el capital social no se devuelve al darse de baja.", COOP, False),
    w.faith("es-t19-030", "quantifier", "¿El descuento de socio vale para todo?", "El 8 % de descuento solo se aplica a algunos productos.", COOP, False),
    w.faith("es-t19-031", "modality", "¿Tengo que colaborar en la tienda?", "Colaborar en la tienda es opcional: se agradece, pero no es obligatorio.", COOP, False),
    w.faith("es-t19-032", "value.date", "¿Cuándo se aprueban las altas de socios?", "La junta rectora aprueba las altas el primer jueves de cada mes.", COOP, False),
    w.faith("es-t19-033", "value.currency", "¿Cuánto cuesta la cesta grande?", "La cesta grande vale 22 dólares.", BOX, False),
    w.faith("es-t19-034", "added.fact", "¿Qué pasa con las cestas no recogidas?", "Se donan el miércoles al banco de alimentos, y al socio se le devuelve el importe.", BOX, False),
    w.faith("es-t19-035", "antonym", "¿Cómo es el horario de la notaría en agosto?", "En agosto la notaría solo abre por las tardes.", NOTARY, False),
    w.faith("es-t19-036", "negation", "¿Se admite una fotocopia del DNI?", "Sí, se aceptan fotocopias del DNI o del pasaporte.", NOTARY, False),
    w.faith("es-t19-037", "role.swap", "¿Quién autoriza las escrituras?", "Las autoriza el oficial Jorge Pastor, después de que la notaria Carmen Ruiz prepare el borrador.", NOTARY_STAFF, False),
    w.faith("es-t19-038", "direction", "¿Cuándo envían el borrador?", "El borrador se manda por correo tres días hábiles después de la firma.", NOTARY_STAFF, False),
    w.faith("es-t19-039", "direction", "¿Quién tiene que llevar casco en el skatepark?", "El casco es obligatorio para los mayores de 16 años.", SKATE, False),
    w.faith("es-t19-040", "value.time", "¿Cuándo está cerrado el bowl?", "El bowl cierra los lunes por la mañana hasta las 11:00 por mantenimiento.", SKATE, False),
    w.faith("es-t19-041", "role.swap", "¿Quién lleva el grupo infantil?", "El grupo infantil lo lleva Sara Blanco, e Iván Ortega se ocupa de los adultos.", SKATE_CLASS, False),
    w.faith("es-t19-042", "added.entity", "¿Quién hizo los títeres?", "Los tallaron el artesano Manuel Vidal y su ayudante Marta Gil.", PUPPET, False),
    w.faith("es-t19-043", "direction", "¿Para qué edades se recomienda la obra?", "La obra está recomendada para menores de 3 años.", PUPPET, False),
    w.faith("es-t19-044", "quantifier", "¿Cuántas salidas tiene el ferri al día?", "Durante todo el año hay tres salidas diarias.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t19-045", "correct.wordy", "¿Cuánto dura la travesía a Isla Gaviota?", "Desde Puntalarga hasta Isla Gaviota se tarda aproximadamente treinta y cinco minutos en ferri.", "Unos 35 minutos.", True),
    w.correct("es-t19-046", "correct.format", "¿A qué hora cierra el skatepark?", "A las diez de la noche.", "A las 22:00.", True),
    w.correct("es-t19-047", "correct.wordy", "¿Quién autoriza las escrituras?", "El borrador lo prepara el oficial, pero quien revisa y autoriza la escritura es la notaria, doña Carmen Ruiz.", "La notaria Carmen Ruiz.", True),
    w.correct("es-t19-048", "correct.format", "¿Cuánto cuesta la cesta pequeña?", "Catorce euros.", "14 €", True),
    w.correct("es-t19-049", "wrong.value", "¿Cuánto cuesta la entrada general del parque?", "La entrada general cuesta 15 €.", "22 €", False),
    w.correct("es-t19-050", "wrong.role", "¿Quién talló los títeres?", "Los talló la compositora Elena Soto.", "El artesano Manuel Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
