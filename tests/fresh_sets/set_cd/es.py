"""Spanish cases of fresh set cd. Scenarios: a woodworking course (taller La Viruta,
Valencia), a rooftop cinema (Azotea Estrella, Málaga), a blood donation centre (Centro de
Donación Puerta Norte), a mountain cable car (teleférico de Peña Alta), a student exchange
office (Universidad de Almenara), a bakery school (Miga y Corteza, Sevilla), a kayak
rental (Kayaks Río Claro), a municipal recycling centre (Punto Limpio de Las Eras), a jazz
festival (Festival de Jazz del Puerto, Cádiz) and a parcel locker service (CajaYa)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

WOODWORKING = "El taller La Viruta, en Valencia, ofrece un curso de carpintería para principiantes que imparte la ebanista Lucía Ferrer. El curso dura seis semanas, con una sesión cada martes de 18:30 a 21:00. La matrícula cuesta 340 €, con toda la madera y el uso de las herramientas incluidos; el calzado de seguridad no se proporciona. Cada grupo tiene como máximo 8 alumnos, que deben tener al menos 16 años. El ayudante de Lucía, Diego Sanz, afila los formones antes de cada sesión."
ROOFTOP_CINEMA = "El cine de verano Azotea Estrella, en la azotea del edificio Miramar de Málaga, proyecta películas del 1 de junio al 31 de agosto. Las puertas se abren a las 20:00 y la película empieza a las 21:15. La entrada normal cuesta 9 €, y una hamaca con manta cuesta 3 € más. Hay proyección todas las noches excepto los lunes. Si llueve, la película se proyecta bajo la carpa; solo una tormenta eléctrica cancela la sesión, y en ese caso se devuelve el importe íntegro de la entrada."
BLOOD_CENTRE = "El Centro de Donación de Sangre Puerta Norte abre de martes a sábado, de 8:00 a 19:00. Los donantes deben tener entre 18 y 65 años y pesar al menos 50 kg. La extracción dura unos 10 minutos, pero la visita completa lleva alrededor de una hora. Los hombres pueden donar sangre total cada 12 semanas y las mujeres cada 16 semanas. La directora médica es la doctora Elena Ruiz, y el enfermero Pablo Ortega dirige el equipo de acogida."
CABLE_CAR = "El teleférico de Peña Alta salva un desnivel de 1.150 metros entre la estación del valle y la cumbre en 9 minutos. Cada cabina lleva hasta 60 pasajeros. El billete de ida y vuelta cuesta 26 € para adultos y la mitad para niños de 6 a 15 años; los menores de 6 años viajan gratis. La primera cabina sale del valle a las 8:30 y la última baja de la cumbre a las 17:45. Con vientos de más de 80 km/h, el teleférico deja de funcionar."
EXCHANGE_OFFICE = "La Oficina de Relaciones Internacionales de la Universidad de Almenara está en el aula 204 del edificio de la Biblioteca. Abre de lunes a jueves, de 10:00 a 16:00. Las solicitudes de intercambio para el semestre de primavera deben presentarse como tarde el 15 de octubre. Los solicitantes necesitan una nota media de al menos 6,0 y haber completado dos semestres. El jefe de la oficina, Andrés Molina, firma los acuerdos de estudios, y la asesora Marta Gil revisa las solicitudes."
BAKERY_SCHOOL = "La Escuela de Panadería Miga y Corteza, en Sevilla, ofrece una clase magistral de masa madre todos los sábados de 9:00 a 15:00. La clase cuesta 95 € e incluye la comida y un kit de masa madre de 1 kg para llevar a casa. El maestro panadero Javier Navarro imparte la clase, y su socia Irene Castro gestiona las reservas. Las plazas deben reservarse con al menos 7 días de antelación. Las cancelaciones hechas más de 48 horas antes de la clase se reembolsan íntegramente; las posteriores no tienen reembolso."
KAYAK_RENTAL = "Kayaks Río Claro, en el embarcadero de Los Sauces, alquila kayaks individuales por 15 € la hora y dobles por 25 € la hora. El punto de alquiler abre de abril a octubre, todos los días de 9:00 a 18:00, y todos los kayaks deben devolverse antes de las 17:30. Cada palista recibe un chaleco salvavidas, y es obligatorio llevarlo puesto. Los menores de 12 años solo pueden remar en un kayak doble acompañados de un adulto. Todos los alquileres se pagan por adelantado, salvo las reservas de grupo de 10 personas o más, que pueden pagar el mismo día."
RECYCLING_CENTRE = "El Punto Limpio municipal de Las Eras, en la calle del Molino, abre todos los días excepto los miércoles, de 8:00 a 18:00. Los vecinos pueden dejar gratis hasta 5 bolsas de restos de poda por visita. Deshacerse de un neumático cuesta 3 €. Las furgonetas y los remolques necesitan un permiso, que el ayuntamiento expide en un plazo de 10 días hábiles. No se admiten amianto ni bombonas de gas."
JAZZ_FESTIVAL = "El Festival de Jazz del Puerto se celebra en Cádiz del 12 al 14 de julio. El abono de tres días cuesta 120 € y la entrada de un día, 50 €. El cabeza de cartel, el cuarteto de Freja Holm, procedente de Copenhague, toca el sábado a las 21:00 en el escenario principal. Todos los conciertos del escenario principal son con asiento, mientras que la Carpa del Puerto solo tiene entradas de pie. Organiza el festival la asociación Costa Cultura, y el sonido corre a cargo de Graves Audio."
PARCEL_LOCKERS = "Los lockers de paquetería CajaYa guardan un paquete durante 72 horas tras la entrega. El código de recogida se envía por SMS y por correo electrónico. Cada casillero admite paquetes de hasta 20 kg y 60 cm en su lado más largo. Si un paquete no se recoge a tiempo, se devuelve al remitente. Enviar un paquete desde un locker cuesta 3,50 € el pequeño y 5,20 € el grande."

# fmt: off
FAITHFULNESS = [
    w.faith("es-cd-001", "para.reorder", "¿Cuándo son las sesiones de carpintería?", "De 18:30 a 21:00, todos los martes, y el curso se prolonga seis semanas.", WOODWORKING, True),
    w.faith("es-cd-002", "para.passive", "¿Quién afila los formones?", "Los formones son afilados antes de cada sesión por Diego Sanz, el ayudante de Lucía.", WOODWORKING, True),
    w.faith("es-cd-003", "para.synonym", "¿Qué pasa si llueve?", "La lluvia no impide la función: la película se pone bajo la carpa. Solo se suspende la sesión si hay tormenta eléctrica, y entonces se devuelve todo el dinero de la entrada.", ROOFTOP_CINEMA, True),
    w.faith("es-cd-004", "para.nominal", "¿Hasta cuándo puedo solicitar un intercambio para el semestre de primavera?", "El plazo de presentación de solicitudes para el semestre de primavera termina el 15 de octubre.", EXCHANGE_OFFICE, True),
    w.faith("es-cd-005", "para.capital", "¿Quién es el cabeza de cartel del festival?", "Es el cuarteto de Freja Holm, que viene de la capital danesa.", JAZZ_FESTIVAL, True),
    w.faith("es-cd-006", "para.pronoun", "¿Qué cargo tiene la doctora Elena Ruiz?", "Ella es la directora médica del centro de donación.", BLOOD_CENTRE, True),
    w.faith("es-cd-007", "para.relative", "¿Quién imparte la clase de masa madre?", "La imparte Javier Navarro, que es el maestro panadero de la escuela.", BAKERY_SCHOOL, True),
    w.faith("es-cd-008", "para.part", "¿Abre el centro de donación los jueves?", "Sí, los jueves abre de 8:00 a 19:00.", BLOOD_CENTRE, True),
    w.faith("es-cd-009", "para.combine", "¿Qué normas hay para los menores de 12 años?", "Los menores de 12 años solo pueden ir en un kayak doble con un adulto y, como cualquier otro palista, deben llevar puesto el chaleco salvavidas que se les entrega.", KAYAK_RENTAL, True),
    w.faith("es-cd-010", "fmt.number", "¿Cuántos alumnos hay por grupo?", "Como máximo, ocho alumnos por grupo.", WOODWORKING, True),
    w.faith("es-cd-011", "fmt.thousands", "¿Qué desnivel salva el teleférico?", "Salva un desnivel de 1150 metros entre el valle y la cumbre.", CABLE_CAR, True),
    w.faith("es-cd-012", "fmt.scale", "¿Qué incluye el precio de la clase magistral?", "La comida y un kit de masa madre de 1000 gramos para llevar a casa.", BAKERY_SCHOOL, True),
    w.faith("es-cd-013", "fmt.date", "¿Cuándo se celebra el festival?", "Del 12/07 al 14/07.", JAZZ_FESTIVAL, True),
    w.faith("es-cd-014", "fmt.time", "¿A qué hora empieza la película?", "La película empieza a las nueve y cuarto de la noche, y las puertas se abren a las ocho de la tarde.", ROOFTOP_CINEMA, True),
    w.faith("es-cd-015", "fmt.unit", "¿Qué tamaño de paquete cabe en un casillero?", "Paquetes de hasta 20 kilogramos cuyo lado más largo no pase de 60 centímetros.", PARCEL_LOCKERS, True),
    w.faith("es-cd-016", "fmt.abbrev", "¿Cuándo y dónde abre la oficina de relaciones internacionales?", "De lun. a jue., de 10:00 a 16:00, en el aula 204 del edif. de la Biblioteca.", EXCHANGE_OFFICE, True),
    w.faith("es-cd-017", "fmt.currency", "¿Cuánto cuesta alquilar un kayak?", "El individual sale a 15 euros la hora y el doble a 25 EUR la hora.", KAYAK_RENTAL, True),
    w.faith("es-cd-018", "fmt.range", "¿Qué edad hay que tener para donar sangre?", "La edad mínima es de 18 años y la máxima de 65.", BLOOD_CENTRE, True),
    w.faith("es-cd-019", "fmt.period", "¿Cuánto tiempo se guarda un paquete en el locker?", "Tres días desde la entrega.", PARCEL_LOCKERS, True),
    w.faith("es-cd-020", "fmt.share", "¿Cuánto pagan los niños en el teleférico?", "Los niños de 6 a 15 años pagan el 50 % del billete de ida y vuelta de adulto, y los menores de 6 no pagan nada.", CABLE_CAR, True),
    w.faith("es-cd-021", "para.except", "¿Qué día cierra el punto limpio?", "Cierra los miércoles; el resto de los días abre de 8:00 a 18:00.", RECYCLING_CENTRE, True),
    w.faith("es-cd-022", "wrap.opener", "¿Hay que pagar por dejar restos de poda?", "¡Buena pregunta! Puede dejar gratis hasta 5 bolsas de restos de poda en cada visita.", RECYCLING_CENTRE, True),
    w.faith("es-cd-023", "wrap.closer", "¿Con cuánta antelación hay que reservar la clase magistral?", "Hay que reservar al menos 7 días antes de la clase. ¡Espero que le sirva y que disfrute horneando!", BAKERY_SCHOOL, True),
    w.faith("es-cd-024", "wrap.attribution", "¿Cómo recibo el código de recogida?", "Según el documento, el código de recogida se le envía por SMS y por correo electrónico.", PARCEL_LOCKERS, True),
    w.faith("es-cd-025", "wrap.hedge", "¿Cuánto cuesta la entrada de un día para el festival?", "Creo que la entrada de un día cuesta 50 €.", JAZZ_FESTIVAL, True),
    w.faith("es-cd-026", "wrap.question", "¿La matrícula incluye el uso de las herramientas?", "Sí, los 340 € incluyen toda la madera y el uso de las herramientas. ¿Quiere que le diga también el horario de las sesiones?", WOODWORKING, True),
    w.faith("es-cd-027", "value.number", "¿Cuántos pasajeros caben en una cabina?", "Cada cabina lleva hasta 80 pasajeros.", CABLE_CAR, False),
    w.faith("es-cd-028", "value.date", "¿Cuál es el plazo para las solicitudes del semestre de primavera?", "Las solicitudes para el semestre de primavera se pueden presentar hasta el 15 de noviembre.", EXCHANGE_OFFICE, False),
    w.faith("es-cd-029", "value.time", "¿A qué hora abren las puertas del cine?", "Las puertas se abren a las 19:30.", ROOFTOP_CINEMA, False),
    w.faith("es-cd-030", "value.unit", "¿Cuánto hay que pesar para donar sangre?", "Hay que pesar al menos 50 libras.", BLOOD_CENTRE, False),
    w.faith("es-cd-031", "value.currency", "¿Cuánto cuesta la clase magistral de masa madre?", "La clase magistral de masa madre cuesta 95 dólares.", BAKERY_SCHOOL, False),
    w.faith("es-cd-032", "role.swap", "¿Quién imparte el curso de carpintería?", "El curso lo imparte Diego Sanz, y su ayudante Lucía Ferrer afila los formones.", WOODWORKING, False),
    w.faith("es-cd-033", "negation", "¿Puedo llevar bombonas de gas al punto limpio?", "Sí, en el punto limpio se admiten bombonas de gas.", RECYCLING_CENTRE, False),
    w.faith("es-cd-034", "antonym", "¿Para qué nivel es el curso de carpintería?", "Es un curso avanzado para carpinteros con experiencia.", WOODWORKING, False),
    w.faith("es-cd-035", "modality", "¿Tengo que llevar el chaleco salvavidas?", "El chaleco es opcional: puede ponérselo si quiere.", KAYAK_RENTAL, False),
    w.faith("es-cd-036", "quantifier", "¿Los conciertos del escenario principal tienen asiento?", "Solo algunos conciertos del escenario principal tienen asiento.", JAZZ_FESTIVAL, False),
    w.faith("es-cd-037", "value.except", "¿Cuándo se paga el alquiler del kayak?", "Los grupos de 10 personas o más tienen que pagar por adelantado, y los demás alquileres se pueden pagar el mismo día.", KAYAK_RENTAL, False),
    w.faith("es-cd-038", "direction", "¿Me devuelven el dinero si cancelo la clase?", "Sí, aunque canceles menos de 48 horas antes de la clase te devuelven todo el importe.", BAKERY_SCHOOL, False),
    w.faith("es-cd-039", "added.fact", "¿Cuánto cuesta enviar un paquete desde un locker?", "El paquete pequeño cuesta 3,50 € y el grande 5,20 €, y solo se puede pagar con tarjeta.", PARCEL_LOCKERS, False),
    w.faith("es-cd-040", "added.entity", "¿Quién organiza el festival de jazz?", "Lo organiza la asociación Costa Cultura junto con el Ayuntamiento de Cádiz, y Graves Audio se encarga del sonido.", JAZZ_FESTIVAL, False),
    w.faith("es-cd-041", "mixed", "¿Cada cuánto se puede donar sangre total?", "Los hombres pueden donar cada 12 semanas y las mujeres cada 10 semanas.", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("es-cd-042", "refusal.plain", "¿Hay aparcamiento en el edificio Miramar?", "No sé si hay aparcamiento en el edificio Miramar.", ROOFTOP_CINEMA, True),
    w.refusal("es-cd-043", "refusal.context", "¿Admite el punto limpio colchones viejos?", "El contexto proporcionado no indica si se admiten colchones viejos.", RECYCLING_CENTRE, True),
    w.refusal("es-cd-044", "refusal.short", "¿Pueden subir perros a las cabinas?", "Lo siento, no lo sé.", CABLE_CAR, True),
    w.refusal("es-cd-045", "refusal.long", "¿A cuánto asciende la beca mensual de intercambio?", "Gracias por su pregunta. La información de la que dispongo sobre la Oficina de Relaciones Internacionales recoge su ubicación, su horario, el plazo de solicitud y los requisitos, pero no dice nada sobre becas de intercambio ni sobre su cuantía. Por eso, lamentablemente, no puedo indicarle un importe mensual; lo mejor es que lo consulte directamente en la oficina.", EXCHANGE_OFFICE, True),
    w.refusal("es-cd-046", "refusal.hedged", "¿A qué hora termina la clase magistral de masa madre?", "No estoy del todo seguro, pero creo que termina a las 15:00.", BAKERY_SCHOOL, False),
    w.refusal("es-cd-047", "refusal.partial", "¿Cuánto cuesta un kayak doble por hora y hay descuento para estudiantes?", "Un kayak doble cuesta 25 € la hora. Sobre un descuento para estudiantes no encuentro información, así que esa parte no puedo contestarla.", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("es-cd-048", "correct.wordy", "¿Cuándo toca el cuarteto de Freja Holm?", "Si no quiere perderse al cabeza de cartel, resérvese la noche del sábado, porque ese día, a las 21:00, el cuarteto de Freja Holm sube al escenario principal.", "El cuarteto de Freja Holm toca el sábado a las 21:00 en el escenario principal.", True),
    w.correct("es-cd-049", "correct.short", "¿Cuánto tiempo guarda el locker un paquete?", "72 horas.", "El paquete se guarda en el locker durante 72 horas tras la entrega.", True),
    w.correct("es-cd-050", "correct.format", "¿A qué hora baja la última cabina de la cumbre?", "A las seis menos cuarto de la tarde.", "La última cabina baja de la cumbre a las 17:45.", True),
    w.correct("es-cd-051", "wrong.value", "¿Cuánto cuesta el curso de carpintería?", "Cuesta 430 €, con la madera y las herramientas incluidas.", "El curso cuesta 340 €, con toda la madera y el uso de las herramientas incluidos.", False),
    w.correct("es-cd-052", "wrong.echo", "¿Cada cuánto pueden donar sangre total las mujeres?", "Las mujeres pueden donar sangre total cada semana.", "Las mujeres pueden donar sangre total cada 16 semanas.", False),
    w.correct("es-cd-053", "wrong.role", "¿Quién firma los acuerdos de estudios?", "La asesora Marta Gil firma los acuerdos de estudios, y Andrés Molina revisa las solicitudes.", "El jefe de la oficina, Andrés Molina, firma los acuerdos de estudios; la asesora Marta Gil revisa las solicitudes.", False),
]

RELEVANCY = [
    w.relevant("es-cd-054", "relevant.direct", "¿Cuánto cuesta deshacerse de un neumático?", "Cada neumático cuesta 3 €.", RECYCLING_CENTRE, True),
    w.relevant("es-cd-055", "relevant.yesno", "¿Se cancela la sesión si llueve?", "No, con lluvia la película se proyecta bajo la carpa; solo una tormenta eléctrica la cancela.", ROOFTOP_CINEMA, True),
    w.relevant("es-cd-056", "offtopic.true", "¿Antes de qué hora hay que devolver los kayaks?", "Kayaks Río Claro está en el embarcadero de Los Sauces.", KAYAK_RENTAL, False),
    w.relevant("es-cd-057", "offtopic.other", "¿Quién gestiona las reservas de la clase magistral?", "La clase magistral cuesta 95 € e incluye la comida.", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("es-cd-058", "diag.pass", "¿Cuál es el peso máximo que admite un casillero?", "Un casillero admite paquetes de hasta 20 kg.", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("es-cd-059", "diag.offtopic", "¿A qué hora sale la primera cabina del valle?", "El billete de ida y vuelta para adultos cuesta 26 €.", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("es-cd-060", "diag.unfaithful", "¿Cuánto cuesta el abono de tres días?", "El abono de tres días cuesta 150 €.", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("es-cd-061", "diag.refused", "¿Dónde está la Oficina de Relaciones Internacionales?", "Lo siento, no encuentro esa información en los documentos.", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("es-cd-062", "diag.missed", "¿Cuánto tarda el ayuntamiento en expedir el permiso para ir en furgoneta al punto limpio?", "Los documentos que tengo no hablan de permisos para furgonetas, así que no puedo responder.", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("es-cd-063", "diag.correct_refusal", "¿Se entrega un certificado al terminar el curso de carpintería?", "La información disponible no indica si se entrega un certificado.", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("es-cd-064", "diag.should_refuse", "¿Hay aparcamiento gratuito en el centro de donación?", "Sí, los donantes pueden aparcar gratis hasta dos horas en el aparcamiento del centro.", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
