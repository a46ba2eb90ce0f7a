"""Fresh set cl, Spanish: autoescuela, observatorio público, teatro infantil, panadería con talleres, visita a un estadio, ferry a la isla del faro, taller de guitarras, albergue juvenil, alquiler de kayaks y librería de segunda mano."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DRIVING = (
    "La Autoescuela Vía Verde, en Valencia, fue fundada en 2009 por Carmen Ortega, y su hijo Javier Ortega se hizo cargo de ella en 2021. "
    "Tiene 12 profesores y cada año se matriculan unos 1.400 alumnos. "
    "Una clase práctica dura 45 minutos y cuesta 38 €. "
    "Hay clases todos los días excepto los domingos, de 8:00 a 21:00. "
    "Los alumnos deben llevar el DNI a cada clase, y el test de teoría de prueba se recomienda, pero no es obligatorio."
)
OBSERVATORY = (
    "El Observatorio Público de Sierra Alta está a 1.250 metros de altitud, 18 km al norte de Teruel. "
    "Su telescopio principal, un reflector de 60 cm, se instaló el 14 de octubre de 2016. "
    "Las noches de observación abiertas al público son todos los viernes, de 21:30 a 23:30. "
    "La entrada cuesta 6 € para adultos y es gratuita para menores de 10 años. "
    "El observatorio lo dirige la Dra. Lucía Ferrer, con un equipo de 20 voluntarios."
)
THEATRE = (
    "El Teatro Infantil La Linterna, en Sevilla, tiene 180 butacas. "
    "Su nueva obra, El dragón de papel, se estrena el 7 de marzo de 2025 y estará en cartel hasta el 27 de abril de 2025. "
    "Hay funciones todos los días excepto los lunes, a las 11:00 y a las 17:30. "
    "Las entradas cuestan 8 € para niños y 12 € para adultos, y los grupos escolares de hasta 30 alumnos pueden reservar una función matinal. "
    "Se recomienda El dragón de papel para niños de 4 a 9 años, y la obra dura 55 minutos sin descanso."
)
BAKERY = (
    "La Panadería Espiga, en la calle del Molino, la abrió Rosa Blanco en 2012. "
    "La tienda abre todos los días excepto los miércoles, de 7:30 a 14:00. "
    "El taller de pan de los sábados cuesta 50 €, dura tres horas y admite como máximo 8 alumnos. "
    "Cada alumno trabaja con 1,5 kg de harina y se lleva dos panes a casa. "
    "Se proporcionan delantales, y quien tenga el pelo largo debe recogérselo."
)
STADIUM = (
    "El Estadio de la Ribera está en Madrid, la capital de España, y es el campo del Club Deportivo Ribera. "
    "Tiene capacidad para 32.500 espectadores y se inauguró en agosto de 2003. "
    "Las visitas guiadas salen a las 10:00, a las 12:00 y a las 14:00 y duran 75 minutos. "
    "El recorrido pasa por los vestuarios, el túnel de salida al campo y la sala de prensa, y termina en el museo del club. "
    "La entrada de adulto cuesta 15 €, los menores de 5 años entran gratis y el aparcamiento es gratuito para los visitantes del tour. "
    "Los días de partido no hay visitas."
)
FERRY = (
    "El ferry Gaviota navega de abril a octubre cuatro veces al día desde el puerto de Cala Blanca hasta la isla del Faro, donde se alza un antiguo faro. "
    "La travesía dura 35 minutos, y el último barco de vuelta sale de la isla a las 21:00. "
    "El billete de ida y vuelta cuesta 14 € para adultos y 7 € para niños. "
    "Se admiten perros a bordo si van atados con correa. "
    "Los pasajeros deben comprar el billete en la taquilla del puerto antes de embarcar."
)
GUITAR = (
    "El Taller Cuerdas del Sur lo abrió en 2015 el luthier Andrés Molina, que trabaja con una sola ayudante, Marta Gil. "
    "Un ajuste completo cuesta 60 € y un cambio de cuerdas, 20 €, cuerdas incluidas. "
    "La mayoría de las reparaciones están listas en cinco días laborables, pero un cambio de trastes puede tardar hasta dos semanas. "
    "Todas las reparaciones tienen dos años de garantía. "
    "En 2019, Andrés Molina restauró una guitarra eléctrica de 1962 para la cantante de blues Elena Prieto."
)
HOSTEL = (
    "El Albergue Juvenil Puerto Azul tiene 64 camas en 14 habitaciones y cuenta con 9 empleados. "
    "Una cama en habitación compartida cuesta 24 € la noche, con desayuno incluido. "
    "El check-in empieza a las 15:00, y los huéspedes deben dejar la habitación antes de las 10:00 el día de salida. "
    "Los menores de 18 años solo pueden alojarse acompañados de un adulto. "
    "La cocina común cierra a las 23:00."
)
KAYAK = (
    "Kayaks El Sella alquila kayaks en el río Sella de mayo a septiembre, todos los días excepto los martes. "
    "Un kayak individual cuesta 20 € por dos horas, y uno doble, 32 €. "
    "La ruta estándar recorre 14 km río abajo hasta Llovio, desde donde un microbús devuelve a los remeros al punto de salida. "
    "El chaleco salvavidas es obligatorio en todo momento, y los menores de 14 años deben ir en un kayak doble con un adulto. "
    "Clara Díaz fundó el negocio en 2011 y todavía lo dirige."
)
BOOKSHOP = (
    "El Rincón del Lector, una librería de segunda mano de la calle del Puerto, lo abrió Marta Quintana en 1994. "
    "Tiene unos 25.000 libros, y la mitad cuesta menos de 3 €. "
    "Los socios de su club de lectura tienen un 10 % de descuento en cada compra. "
    "La librería solo compra libros usados los jueves por la tarde, y algunas de sus primeras ediciones están firmadas por sus autores. "
    "En 2020, Marta Quintana traspasó la librería a su antiguo empleado Samuel Ortiz."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cl-001", "para.reorder", "¿Qué horario tiene la Panadería Espiga?", "De 7:30 a 14:00 abre la tienda, todos los días excepto los miércoles.", BAKERY, True),
    w.faith("es-cl-002", "para.passive", "¿Quién restauró la guitarra eléctrica de 1962?", "La guitarra eléctrica de 1962 fue restaurada por Andrés Molina en 2019.", GUITAR, True),
    w.faith("es-cl-003", "para.synonym", "¿Cuánto personal tiene el albergue?", "En el Albergue Juvenil Puerto Azul trabajan 9 personas.", HOSTEL, True),
    w.faith("es-cl-004", "para.nominal", "¿Dónde se compran los billetes del Gaviota?", "La compra del billete debe hacerse en la taquilla del puerto antes del embarque.", FERRY, True),
    w.faith("es-cl-005", "para.capital", "¿Cuál es la capital de España?", "La capital de España es Madrid.", STADIUM, True),
    w.faith("es-cl-006", "para.pronoun", "¿Cuándo fundó Clara Díaz Kayaks El Sella?", "Lo fundó en 2011, y todavía lo dirige.", KAYAK, True),
    w.faith("es-cl-007", "para.relative", "¿Quién abrió El Rincón del Lector?", "Marta Quintana abrió en 1994 El Rincón del Lector, que está en la calle del Puerto.", BOOKSHOP, True),
    w.faith("es-cl-008", "para.part", "¿Qué telescopio principal tiene el observatorio de Sierra Alta?", "Su telescopio principal es un reflector de 60 cm.", OBSERVATORY, True),
    w.faith("es-cl-009", "para.combine", "¿Cuándo se estrena El dragón de papel y cuánto dura?", "El dragón de papel se estrena el 7 de marzo de 2025 y dura 55 minutos sin descanso.", THEATRE, True),
    w.faith("es-cl-010", "fmt.number", "¿Cuántos profesores tiene la Autoescuela Vía Verde?", "La Autoescuela Vía Verde tiene doce profesores.", DRIVING, True),
    w.faith("es-cl-011", "fmt.thousands", "¿Qué aforo tiene el Estadio de la Ribera?", "El Estadio de la Ribera tiene capacidad para 32500 espectadores.", STADIUM, True),
    w.faith("es-cl-012", "fmt.scale", "¿Cuánta harina usa cada alumno en el taller de pan?", "Cada alumno trabaja con 1500 gramos de harina.", BAKERY, True),
    w.faith("es-cl-013", "fmt.date", "¿Cuándo se instaló el telescopio principal?", "Se instaló el 14/10/2016.", OBSERVATORY, True),
    w.faith("es-cl-014", "fmt.time", "¿A qué hora sale el último barco de la isla del Faro?", "El último barco de vuelta sale de la isla a las 9 de la noche.", FERRY, True),
    w.faith("es-cl-015", "fmt.unit", "¿Qué distancia tiene la ruta estándar?", "La ruta estándar recorre 14 kilómetros río abajo hasta Llovio.", KAYAK, True),
    w.faith("es-cl-016", "fmt.abbrev", "¿Quién dirige el Observatorio Público de Sierra Alta?", "Lo dirige la doctora Lucía Ferrer, con un equipo de 20 voluntarios.", OBSERVATORY, True),
    w.faith("es-cl-017", "fmt.currency", "¿Cuánto cuesta una cama en habitación compartida?", "Una cama en habitación compartida cuesta 24 euros la noche, con desayuno incluido.", HOSTEL, True),
    w.faith("es-cl-018", "fmt.range", "¿De cuántos alumnos puede ser un grupo escolar que reserve una función matinal?", "Para reservar una función matinal, un grupo escolar puede tener un máximo de 30 alumnos.", THEATRE, True),
    w.faith("es-cl-019", "fmt.period", "¿Cuánta garantía tienen las reparaciones?", "Todas las reparaciones tienen 24 meses de garantía.", GUITAR, True),
    w.faith("es-cl-020", "fmt.share", "¿Son baratos los libros de El Rincón del Lector?", "El 50 % de sus libros cuesta menos de 3 €.", BOOKSHOP, True),
    w.faith("es-cl-021", "para.except", "¿Se puede alquilar un kayak un martes?", "No, los martes Kayaks El Sella no alquila kayaks.", KAYAK, True),
    w.faith("es-cl-022", "wrap.opener", "¿Cuánto dura la visita al estadio?", "¡Buena pregunta! La visita guiada dura 75 minutos.", STADIUM, True),
    w.faith("es-cl-023", "wrap.closer", "¿Cuánto dura la travesía hasta la isla del Faro?", "La travesía dura 35 minutos. ¡Espero que te sirva!", FERRY, True),
    w.faith("es-cl-024", "wrap.attribution", "¿A qué hora hay que dejar la habitación?", "Según la información del albergue, los huéspedes deben dejar la habitación antes de las 10:00 el día de salida.", HOSTEL, True),
    w.faith("es-cl-025", "wrap.hedge", "¿Cuánto dura una clase práctica en la autoescuela?", "Creo que una clase práctica dura 45 minutos.", DRIVING, True),
    w.faith("es-cl-026", "wrap.question", "¿Cuánto cuesta la entrada de niño en el Teatro Infantil La Linterna?", "La entrada de niño cuesta 8 €. ¿Quieres saber también el precio para adultos?", THEATRE, True),
    w.faith("es-cl-027", "value.number", "¿Cuántas camas tiene el albergue?", "El Albergue Juvenil Puerto Azul tiene 46 camas en 14 habitaciones.", HOSTEL, False),
    w.faith("es-cl-028", "value.date", "¿Cuándo se estrena El dragón de papel?", "El dragón de papel se estrena el 17 de marzo de 2025.", THEATRE, False),
    w.faith("es-cl-029", "value.time", "¿A qué hora empiezan las noches de observación?", "Las noches de observación empiezan los viernes a las 20:30.", OBSERVATORY, False),
    w.faith("es-cl-030", "value.unit", "¿A qué altitud está el observatorio?", "El Observatorio Público de Sierra Alta está a 1.250 pies de altitud.", OBSERVATORY, False),
    w.faith("es-cl-031", "value.currency", "¿Cuánto cuesta un cambio de cuerdas?", "Un cambio de cuerdas cuesta 30 €, cuerdas incluidas.", GUITAR, False),
    w.faith("es-cl-032", "role.swap", "¿Quién fundó la Autoescuela Vía Verde?", "La fundó Javier Ortega en 2009.", DRIVING, False),
    w.faith("es-cl-033", "negation", "¿Puedo llevar a mi perro en el ferry?", "No, en el Gaviota no se admiten perros.", FERRY, False),
    w.faith("es-cl-034", "antonym", "¿Y el aparcamiento para los visitantes del tour?", "Para los visitantes del tour, el aparcamiento es de pago.", STADIUM, False),
    w.faith("es-cl-035", "modality", "¿Es obligatorio llevar chaleco salvavidas?", "No, el chaleco salvavidas es opcional.", KAYAK, False),
    w.faith("es-cl-036", "quantifier", "¿Están firmadas las primeras ediciones?", "Sí, todas las primeras ediciones de El Rincón del Lector están firmadas por sus autores.", BOOKSHOP, False),
    w.faith("es-cl-037", "value.except", "¿Puedo comprar pan en la Panadería Espiga un miércoles?", "Sí, los miércoles la tienda abre de 7:30 a 14:00.", BAKERY, False),
    w.faith("es-cl-038", "direction", "¿Qué niños tienen que ir con un adulto?", "Los niños mayores de 14 años deben ir en un kayak doble con un adulto.", KAYAK, False),
    w.faith("es-cl-039", "added.fact", "¿Cuánto cuesta el billete de ida y vuelta?", "El billete de ida y vuelta cuesta 14 € para adultos y 7 € para niños, y los menores de 3 años viajan gratis.", FERRY, False),
    w.faith("es-cl-040", "added.entity", "¿Quién trabaja en el Taller Cuerdas del Sur?", "El luthier Andrés Molina trabaja allí con su ayudante Marta Gil y su aprendiz Pablo Ruiz.", GUITAR, False),
    w.faith("es-cl-041", "mixed", "¿Qué incluye la visita al estadio?", "El recorrido pasa por los vestuarios y el túnel de salida al campo, y termina con un paseo por el césped.", STADIUM, False),
]
REFUSAL = [
    w.refusal("es-cl-042", "refusal.plain", "¿El albergue tiene taquillas?", "Lo siento, no tengo esa información.", HOSTEL, True),
    w.refusal("es-cl-043", "refusal.context", "¿El Rincón del Lector envía libros al extranjero?", "Los documentos proporcionados no indican si la librería hace envíos al extranjero.", BOOKSHOP, True),
    w.refusal("es-cl-044", "refusal.short", "¿Hay una cafetería en la isla del Faro?", "Ni idea.", FERRY, True),
    w.refusal("es-cl-045", "refusal.long", "¿Puedo llevar mi propio telescopio a una noche de observación?", "Gracias por tu pregunta. Lamentablemente, la información que tengo sobre el Observatorio Público de Sierra Alta no dice si los visitantes pueden llevar su propio telescopio. Recoge los horarios de las noches de observación, los precios de la entrada y el telescopio principal, pero nada sobre equipos personales. Te recomiendo que contactes directamente con el observatorio antes de tu visita.", OBSERVATORY, True),
    w.refusal("es-cl-046", "refusal.hedged", "¿Cuánto cuesta un kayak individual?", "No estoy del todo seguro, pero creo que un kayak individual cuesta 20 € por dos horas.", KAYAK, False),
    w.refusal("es-cl-047", "refusal.partial", "¿Cuánto cuestan las entradas y hay descuento familiar?", "Las entradas cuestan 8 € para niños y 12 € para adultos. Sobre un descuento familiar, los documentos no dicen nada.", THEATRE, False),
]
CORRECTNESS = [
    w.correct("es-cl-048", "correct.wordy", "¿Cuánto cuesta el taller de pan de los sábados?", "El taller de pan de los sábados en la Panadería Espiga cuesta 50 € y dura tres horas.", "50 €", True),
    w.correct("es-cl-049", "correct.short", "¿Quién dirige hoy la Autoescuela Vía Verde?", "Javier Ortega.", "Javier Ortega, que en 2021 se hizo cargo de la autoescuela fundada por su madre, Carmen Ortega.", True),
    w.correct("es-cl-050", "correct.format", "¿A qué hora sale la primera visita al estadio?", "A las 10 de la mañana.", "A las 10:00.", True),
    w.correct("es-cl-051", "wrong.value", "¿En qué año abrió Andrés Molina su taller?", "Lo abrió en 2018.", "En 2015.", False),
    w.correct("es-cl-052", "wrong.echo", "¿A qué hora empieza el check-in en el albergue?", "El check-in en el albergue empieza a la hora en que empieza el check-in.", "A las 15:00.", False),
    w.correct("es-cl-053", "wrong.role", "¿Quién abrió El Rincón del Lector?", "Lo abrió Samuel Ortiz.", "Marta Quintana, en 1994.", False),
]
RELEVANCY = [
    w.relevant("es-cl-054", "relevant.direct", "¿Con qué frecuencia sale el ferry?", "Cuatro veces al día, de abril a octubre.", FERRY, True),
    w.relevant("es-cl-055", "relevant.yesno", "¿Mi hija de 10 años puede ir sola en un kayak individual?", "No, los menores de 14 años deben ir en un kayak doble con un adulto.", KAYAK, True),
    w.relevant("es-cl-056", "offtopic.true", "¿Cuánto cuesta la entrada de adulto al observatorio?", "El telescopio principal es un reflector de 60 cm.", OBSERVATORY, False),
    w.relevant("es-cl-057", "offtopic.other", "¿Cuánto dura El dragón de papel?", "El dragón de papel se estrena el 7 de marzo de 2025.", THEATRE, False),
]
DIAGNOSIS = [
    w.diag("es-cl-058", "diag.pass", "¿Qué día no hay clases en la Autoescuela Vía Verde?", "Los domingos no hay clases.", {"driving": DRIVING, "bakery": BAKERY}, ("driving",), "pass"),
    w.diag("es-cl-059", "diag.offtopic", "¿Cuánto cuesta la entrada de adulto para la visita al estadio?", "El Estadio de la Ribera tiene capacidad para 32.500 espectadores.", {"stadium": STADIUM, "ferry": FERRY}, ("stadium",), "fix_generation"),
    w.diag("es-cl-060", "diag.unfaithful", "¿Cuánto cuesta un ajuste completo en Cuerdas del Sur?", "Un ajuste completo cuesta 110 €.", {"guitar": GUITAR, "hostel": HOSTEL}, ("guitar",), "fix_generation"),
    w.diag("es-cl-061", "diag.refused", "¿Qué distancia tiene la ruta estándar en kayak?", "Lo siento, no he encontrado esa información.", {"kayak": KAYAK, "bookshop": BOOKSHOP}, ("kayak",), "fix_generation"),
    w.diag("es-cl-062", "diag.missed", "¿Cuánta harina recibe cada alumno en el taller de pan?", "No he encontrado nada sobre un taller de pan en los documentos.", {"theatre": THEATRE, "observatory": OBSERVATORY}, ("bakery",), "fix_retrieval"),
    w.diag("es-cl-063", "diag.correct_refusal", "¿El albergue juvenil alquila bicicletas?", "Lo siento, los documentos no mencionan alquiler de bicicletas en el albergue.", {"hostel": HOSTEL, "kayak": KAYAK}, (), "correct_refusal"),
    w.diag("es-cl-064", "diag.should_refuse", "¿Hay una tienda de recuerdos en el observatorio?", "Sí, junto a la entrada hay una tienda de recuerdos que vende mapas del cielo.", {"observatory": OBSERVATORY, "stadium": STADIUM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
