"""Spanish cases of fresh set cb. Scenarios: the Presa Viva bouldering festival in Madrid,
the Huellitas dog daycare in Valencia, the community radio station Radio Ribera in Logroño,
a river cruise down the Guadalquivir, Valle Sereno glamping in the Sierra de Gredos, the Oír
Bien hearing-aid centre in Málaga, the comic-book shop Viñeta Norte in Bilbao, the Lago de
Sanabria half marathon, a science museum night at the Casa de la Ciencia de Murcia and
Carga Ligera cargo-bike rental in Barcelona."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BOULDER = "El festival de búlder Presa Viva se celebra el sábado 14 de junio de 2025 en el rocódromo La Fisura, en Madrid. Las puertas abren a las 8:30, las clasificatorias duran hasta las 14:00 y la final empieza a las 19:30. El pase de día cuesta 29 €, y los escaladores menores de 16 años pagan la mitad. Los 48 bloques de competición fueron diseñados por la jefa de equipadores, Lucía Ferrer, y la final la juzga Diego Navarro. Se pueden alquilar pies de gato por 4 € el par, pero solo hay 120 pares, así que se pide a los participantes que traigan los suyos."

DAYCARE = "La guardería canina Huellitas, en Valencia, abre de lunes a viernes de 7:00 a 18:30. El día completo cuesta 32 €, y la media jornada, de hasta cinco horas, 20 €. Todos los perros deben haber recibido la vacuna contra la tos de las perreras al menos 14 días antes de su primera visita. La dueña, Marta Soler, se encarga de los grupos de la mañana, y su compañero Iván Castro dirige los paseos de la tarde. Los perros de más de 40 kg se quedan en una zona de juego aparte, y no se cuida a más de 25 perros al día."

RADIO = "Radio Ribera es una emisora comunitaria que emite en el 104,6 MHz desde un estudio situado encima de la biblioteca municipal de Logroño. Se fundó en 2009 y hoy cuenta con 85 locutores voluntarios. El programa matinal se emite de lunes a viernes de 6:00 a 9:00 y lo presenta Carmen Ibáñez. Los nuevos voluntarios deben completar un curso de formación de cuatro horas antes de salir al aire, y el curso es gratuito. El director de la emisora, Javier Molina, aprueba todos los programas nuevos, salvo los musicales de menos de 30 minutos, que la editora musical puede aprobar sola."

CRUISE = "Cruceros del Guadalquivir ofrece cada día, del 1 de abril al 30 de septiembre, un crucero que baja por el Guadalquivir desde Sevilla hasta Coria del Río. El barco sale del muelle de la Torre del Oro a las 10:15 y llega a Coria a las 13:45; la vuelta remonta el río esa misma tarde. El billete de ida y vuelta para adultos cuesta 24,50 €, y los niños menores de cinco años viajan gratis. El barco admite hasta 120 pasajeros; la capitana es Rocío Vargas y el guía a bordo es Manuel Ortiz. Los perros pueden subir a la cubierta, pero no al salón cerrado."

GLAMPING = "El glamping Valle Sereno, en la sierra de Gredos, tiene 12 tiendas campana y 4 cabañas de madera repartidas en 3 hectáreas de prado. Cada tienda campana aloja hasta cuatro personas y cuesta 95 € la noche, mientras que las cabañas son para dos personas y cuestan 70 € la noche. La entrada es a partir de las 15:00 y la salida, antes de las 10:30. La estancia mínima es de dos noches, excepto en noviembre, cuando se pueden reservar noches sueltas. Las hogueras solo están permitidas en los braseros de acero, y la leña se vende en recepción a 8 € el saco."

HEARING = "El centro auditivo Oír Bien, en la calle Larios de Málaga, ofrece pruebas de audición gratuitas que duran unos 45 minutos. Las pruebas las realiza la audióloga Elena Ruiz, y el técnico Sergio Romero repara y limpia los audífonos. El modelo básico, un retroauricular, cuesta 1.250 € el par e incluye tres años de garantía. Las pilas son gratuitas para los pacientes mayores de 65 años; los demás pagan 3 € por un paquete de seis. El centro abre de lunes a viernes de 9:00 a 17:00 y los sábados por la mañana hasta las 12:30."

COMICS = "Viñeta Norte es una tienda de cómics de Bilbao que tiene unos 6.000 números atrasados. La tienda abre todos los días excepto los martes, de 11:00 a 19:00, y las novedades llegan cada miércoles. Los suscriptores que reservan al menos tres series al mes tienen un 15 % de descuento en todas las novedades. El dueño, Aitor Etxeberria, compra colecciones a particulares, pero solo los sábados. Su ayudante, Nerea Gil, dirige el taller mensual de dibujo, que cuesta 6 € y tiene un máximo de 10 participantes."

HALF = "La Media Maratón del Lago de Sanabria sale a las 9:00 del domingo 5 de octubre de 2025 y sigue un circuito de 21,1 kilómetros junto al lago. La inscripción cuesta 38 € hasta el 31 de agosto y 45 € a partir de esa fecha. Los corredores deben tener al menos 17 años el día de la carrera. Hay avituallamientos cada 5 km, y el circuito se cierra 3 horas y 30 minutos después de la salida. La directora de carrera es Alba Méndez, el equipo médico lo dirige el doctor Raúl Prieto, y el año pasado se agotaron los 2.400 dorsales."

MUSEUM = "El viernes 21 de noviembre, la Casa de la Ciencia de Murcia abre de 19:00 a 23:00 para su Noche Científica. Las entradas cuestan 15 € y son solo para adultos de 18 años en adelante. La sesión del planetario, producida con financiación del Gobierno de Portugal, empieza cada 30 minutos y dura 20 minutos. La química Paula Serrano hace a las 20:00, en la sala principal, una demostración en directo con nitrógeno líquido, presentada por el conservador Andrés Blanco. Los visitantes también pueden ver un meteorito de 2 toneladas que cayó en Namibia."

CARGO = "Carga Ligera alquila bicicletas de carga desde su tienda junto a la estación de Sants, en Barcelona. Una bici cuesta 18 € por cuatro horas o 30 € por el día completo, y el alquiler semanal cuesta 120 €. Cada bici puede llevar hasta 100 kg en su cajón delantero, incluidos dos niños sentados en el banco. Quienes alquilan deben tener al menos 18 años y dejar una fianza de 200 €, que se devuelve cuando la bici se entrega sin daños. El mecánico Pau Vidal revisa cada bici antes del alquiler, y las reservas las gestiona la encargada, Laia Puig."

# fmt: off
FAITHFULNESS = [
    w.faith("es-cb-001", "para.reorder", "¿A qué hora son la entrada y la salida en Valle Sereno?", "La salida es antes de las 10:30, y la entrada, a partir de las 15:00.", GLAMPING, True),
    w.faith("es-cb-002", "para.passive", "¿Quién diseñó los bloques de la competición?", "La jefa de equipadores, Lucía Ferrer, diseñó los 48 bloques de competición.", BOULDER, True),
    w.faith("es-cb-003", "para.synonym", "¿Cuántos perros acepta Huellitas al día?", "Huellitas atiende como mucho a 25 perros al día.", DAYCARE, True),
    w.faith("es-cb-004", "para.nominal", "¿Qué tienen que hacer los nuevos voluntarios antes de salir al aire?", "La realización de un curso de formación de cuatro horas es obligatoria para los nuevos voluntarios antes de salir al aire.", RADIO, True),
    w.faith("es-cb-005", "para.capital", "¿Quién financió la sesión del planetario?", "La sesión del planetario se produjo con financiación de Lisboa.", MUSEUM, True),
    w.faith("es-cb-006", "para.pronoun", "¿Quién presenta el programa matinal de Radio Ribera?", "Lo presenta Carmen Ibáñez, y se emite de lunes a viernes de 6:00 a 9:00.", RADIO, True),
    w.faith("es-cb-007", "para.relative", "¿Quién es la capitana del barco?", "El barco, que admite hasta 120 pasajeros, lo capitanea Rocío Vargas.", CRUISE, True),
    w.faith("es-cb-008", "para.part", "¿Valle Sereno tiene algo más que tiendas?", "Sí, entre sus alojamientos hay cuatro cabañas de madera.", GLAMPING, True),
    w.faith("es-cb-009", "para.combine", "¿Qué me puede contar del taller de dibujo?", "Nerea Gil dirige el taller mensual de dibujo, que cuesta 6 € y admite como mucho a 10 participantes.", COMICS, True),
    w.faith("es-cb-010", "fmt.number", "¿Qué edad hay que tener para correr la media maratón?", "Hay que tener al menos diecisiete años el día de la carrera.", HALF, True),
    w.faith("es-cb-011", "fmt.thousands", "¿Cuántos dorsales se agotaron el año pasado?", "El año pasado se agotaron los 2400 dorsales.", HALF, True),
    w.faith("es-cb-012", "fmt.scale", "¿Cuánto pesa el meteorito que se expone?", "El meteorito pesa 2000 kilogramos y cayó en Namibia.", MUSEUM, True),
    w.faith("es-cb-013", "fmt.date", "¿Qué día es la Media Maratón del Lago de Sanabria?", "La carrera es el domingo 05/10/2025.", HALF, True),
    w.faith("es-cb-014", "fmt.time", "¿A qué hora empieza la final?", "La final empieza a las siete y media de la tarde.", BOULDER, True),
    w.faith("es-cb-015", "fmt.unit", "¿Cuánto peso puede llevar una bici de carga?", "El cajón delantero puede llevar hasta 100 kilogramos, incluidos dos niños sentados en el banco.", CARGO, True),
    w.faith("es-cb-016", "fmt.abbrev", "¿En qué frecuencia emite Radio Ribera?", "Radio Ribera emite en la frecuencia de 104,6 megahercios.", RADIO, True),
    w.faith("es-cb-017", "fmt.currency", "¿Cuánto cuesta el billete de ida y vuelta para adultos?", "El billete de ida y vuelta para adultos cuesta 24 euros con 50 céntimos.", CRUISE, True),
    w.faith("es-cb-018", "fmt.range", "¿Cuántas personas caben en una tienda campana?", "En una tienda campana caben como máximo cuatro personas.", GLAMPING, True),
    w.faith("es-cb-019", "fmt.period", "¿Cuándo tiene que estar vacunado mi perro contra la tos de las perreras?", "La vacuna debe ponerse al menos dos semanas antes de la primera visita.", DAYCARE, True),
    w.faith("es-cb-020", "fmt.share", "¿Hay descuento para niños en el festival?", "Sí, los menores de 16 años tienen un 50 % de descuento en el pase de día.", BOULDER, True),
    w.faith("es-cb-021", "para.except", "¿Qué día cierra Viñeta Norte?", "Viñeta Norte cierra los martes.", COMICS, True),
    w.faith("es-cb-022", "wrap.opener", "¿Cuánto cuesta alquilar una bici de carga un día entero?", "¡Buena pregunta! El alquiler por un día completo cuesta 30 €.", CARGO, True),
    w.faith("es-cb-023", "wrap.closer", "¿Abre Oír Bien los sábados?", "Sí, abre los sábados por la mañana hasta las 12:30. ¡Espero que le sirva de ayuda!", HEARING, True),
    w.faith("es-cb-024", "wrap.attribution", "¿Pagan los niños pequeños en el crucero?", "Según el documento, los niños menores de cinco años viajan gratis.", CRUISE, True),
    w.faith("es-cb-025", "wrap.hedge", "¿Cuánto dura cada sesión del planetario?", "Creo que cada sesión del planetario dura 20 minutos.", MUSEUM, True),
    w.faith("es-cb-026", "wrap.question", "¿Se puede comprar leña en el glamping?", "Sí, en recepción venden leña a 8 € el saco. ¿Quiere saber dónde se permiten las hogueras?", GLAMPING, True),
    w.faith("es-cb-027", "value.number", "¿Cuántas series hay que reservar para tener el descuento?", "Los suscriptores que reservan al menos cinco series al mes tienen un 15 % de descuento en las novedades.", COMICS, False),
    w.faith("es-cb-028", "value.date", "¿Cuándo es la Noche Científica?", "La Noche Científica es el viernes 28 de noviembre, de 19:00 a 23:00.", MUSEUM, False),
    w.faith("es-cb-029", "value.time", "¿A qué hora sale el barco del muelle de la Torre del Oro?", "El barco sale del muelle de la Torre del Oro a las 10:45.", CRUISE, False),
    w.faith("es-cb-030", "value.unit", "¿Qué longitud tiene el circuito de la media maratón?", "El circuito tiene 21,1 millas junto al lago.", HALF, False),
    w.faith("es-cb-031", "value.currency", "¿Cuánto cuesta el modelo básico de audífono?", "El modelo básico cuesta 1.250 dólares el par.", HEARING, False),
    w.faith("es-cb-032", "role.swap", "¿Quién dirige Radio Ribera?", "La directora de la emisora es Carmen Ibáñez, y Javier Molina presenta el programa matinal.", RADIO, False),
    w.faith("es-cb-033", "negation", "¿Dónde se pueden hacer hogueras en Valle Sereno?", "Las hogueras no están permitidas en los braseros de acero.", GLAMPING, False),
    w.faith("es-cb-034", "antonym", "¿Cuándo se devuelve la fianza de la bici de carga?", "La fianza de 200 € se devuelve cuando la bici se entrega con daños.", CARGO, False),
    w.faith("es-cb-035", "modality", "¿Mi perro tiene que estar vacunado contra la tos de las perreras?", "Los perros pueden vacunarse contra la tos de las perreras antes de su primera visita, pero no es obligatorio.", DAYCARE, False),
    w.faith("es-cb-036", "quantifier", "¿Quién recibe las pilas gratis en Oír Bien?", "Todos los pacientes reciben las pilas gratis.", HEARING, False),
    w.faith("es-cb-037", "value.except", "¿Quién aprueba los programas nuevos de Radio Ribera?", "Javier Molina aprueba todos los programas nuevos, salvo los de debate de menos de 30 minutos, que la editora musical puede aprobar sola.", RADIO, False),
    w.faith("es-cb-038", "direction", "¿Qué perros van a la zona de juego aparte?", "Los perros de menos de 40 kg se quedan en una zona de juego aparte.", DAYCARE, False),
    w.faith("es-cb-039", "added.fact", "¿Cuánto cuesta la inscripción en la media maratón?", "La inscripción cuesta 38 € hasta el 31 de agosto e incluye una camiseta de finisher.", HALF, False),
    w.faith("es-cb-040", "added.entity", "¿Quién hace la demostración con nitrógeno líquido?", "La química Paula Serrano la hace a las 20:00 junto con el físico Tomás Herrera.", MUSEUM, False),
    w.faith("es-cb-041", "mixed", "¿Se pueden alquilar pies de gato en el festival?", "Sí, los pies de gato se alquilan a 4 € el par, y se reparte magnesio gratis a todos los participantes.", BOULDER, False),
]

REFUSAL = [
    w.refusal("es-cb-042", "refusal.plain", "¿Hay wifi en las cabañas de madera?", "No sé si hay wifi en las cabañas.", GLAMPING, True),
    w.refusal("es-cb-043", "refusal.context", "¿Oír Bien coloca implantes cocleares?", "El contexto proporcionado no menciona los implantes cocleares, así que no puedo responder.", HEARING, True),
    w.refusal("es-cb-044", "refusal.short", "¿Alquilan bicis de carga eléctricas?", "No lo sé.", CARGO, True),
    w.refusal("es-cb-045", "refusal.long", "¿Cuántos oyentes tiene Radio Ribera?", "Lo siento, pero no puedo darle una cifra de oyentes. La información de la que dispongo describe la frecuencia de la emisora, su año de fundación, el programa matinal y la formación de los voluntarios, pero no dice nada sobre el tamaño de la audiencia, así que cualquier número que le diera sería una simple suposición. Gracias por su comprensión.", RADIO, True),
    w.refusal("es-cb-046", "refusal.hedged", "¿Cuánto cuesta la entrada a la Noche Científica?", "No estoy del todo seguro, pero parece que las entradas cuestan 15 €.", MUSEUM, False),
    w.refusal("es-cb-047", "refusal.partial", "¿Cuánto pagan los niños en el crucero y se sirve comida a bordo?", "Los niños menores de cinco años viajan gratis, pero no sé si se sirve comida a bordo.", CRUISE, False),
]

CORRECTNESS = [
    w.correct("es-cb-048", "correct.wordy", "¿A qué hora abren las puertas del festival Presa Viva?", "¡Gracias por preguntar! El día del festival podrá entrar en el rocódromo La Fisura desde las ocho y media de la mañana, que es cuando abren las puertas.", "Las puertas abren a las 8:30.", True),
    w.correct("es-cb-049", "correct.short", "¿Cuánto cuesta el día completo en Huellitas?", "32 €.", "El día completo en la guardería Huellitas cuesta 32 €.", True),
    w.correct("es-cb-050", "correct.format", "¿Cuándo sale la Media Maratón del Lago de Sanabria?", "El 05/10/2025 a las 9 h.", "Sale a las 9:00 del domingo 5 de octubre de 2025.", True),
    w.correct("es-cb-051", "wrong.value", "¿De cuánto es la fianza de una bici de carga?", "La fianza es de 250 €.", "La fianza es de 200 €.", False),
    w.correct("es-cb-052", "wrong.echo", "¿Cuál es la estancia mínima en Valle Sereno en julio?", "La estancia mínima en Valle Sereno en julio es de una noche.", "En julio la estancia mínima es de dos noches.", False),
    w.correct("es-cb-053", "wrong.role", "¿Quién repara los audífonos en Oír Bien?", "Elena Ruiz repara los audífonos, y Sergio Romero hace las pruebas de audición.", "El técnico Sergio Romero repara los audífonos; la audióloga Elena Ruiz hace las pruebas de audición.", False),
]

RELEVANCY = [
    w.relevant("es-cb-054", "relevant.direct", "¿Cuánto cuesta el taller de dibujo?", "El taller de dibujo cuesta 6 €.", COMICS, True),
    w.relevant("es-cb-055", "relevant.yesno", "¿Puede correr la media maratón una chica de 16 años?", "No, hay que tener al menos 17 años el día de la carrera.", HALF, True),
    w.relevant("es-cb-056", "offtopic.true", "¿Cuánto cuesta alquilar pies de gato?", "Los 48 bloques de competición fueron diseñados por la jefa de equipadores, Lucía Ferrer.", BOULDER, False),
    w.relevant("es-cb-057", "offtopic.other", "¿Desde qué edad se puede alquilar una bici de carga?", "El alquiler semanal cuesta 120 €.", CARGO, False),
]

DIAGNOSIS = [
    w.diag("es-cb-058", "diag.pass", "¿Cuánto cuesta la inscripción en la media maratón después del 31 de agosto?", "A partir del 31 de agosto, la inscripción cuesta 45 €.", {"half": HALF, "cruise": CRUISE}, ("half",), "pass"),
    w.diag("es-cb-059", "diag.offtopic", "¿Hasta qué hora abre Huellitas entre semana?", "Iván Castro dirige los paseos de la tarde.", {"daycare": DAYCARE, "comics": COMICS}, ("daycare",), "fix_generation"),
    w.diag("es-cb-060", "diag.unfaithful", "¿Cuánto cuesta una noche en una cabaña de madera?", "Una noche en una cabaña de madera cuesta 95 €.", {"glamping": GLAMPING, "radio": RADIO}, ("glamping",), "fix_generation"),
    w.diag("es-cb-061", "diag.refused", "¿Cuál es el precio de la entrada a la Noche Científica?", "Lo siento, no encuentro el precio de la entrada en la información disponible.", {"museum": MUSEUM, "hearing": HEARING}, ("museum",), "fix_generation"),
    w.diag("es-cb-062", "diag.missed", "¿Cuánto cuesta alquilar una bici de carga una semana en Carga Ligera?", "Mis documentos no indican cuánto cuesta el alquiler semanal.", {"radio": RADIO, "boulder": BOULDER}, ("cargo",), "fix_retrieval"),
    w.diag("es-cb-063", "diag.correct_refusal", "¿Cruceros del Guadalquivir alquila el barco en exclusiva para bodas?", "La información disponible no habla de alquileres en exclusiva, así que no puedo responder.", {"cruise": CRUISE, "glamping": GLAMPING}, (), "correct_refusal"),
    w.diag("es-cb-064", "diag.should_refuse", "¿Viñeta Norte envía pedidos al extranjero?", "Sí, Viñeta Norte envía a la mayoría de los países europeos por una tarifa fija de 12 €.", {"comics": COMICS, "hearing": HEARING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
