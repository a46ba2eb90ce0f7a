"""Spanish cases of fresh set bn. Scenarios: Fisioterapia Alameda in Seville (a
physiotherapy practice), the teleférico de Peña Alta (a mountain cable car), the taller de
cerámica Barro Vivo in Valencia (a pottery studio), PatinGo in Málaga (an e-scooter rental),
the asesoría fiscal Ruiz & Castell (a tax advice office), the Finca Los Almendros in Toledo (a
wedding venue), the Escuela de Vuelo Horizonte (a flight school), the Albergue Juvenil Mar de
Fondo in San Sebastián (a youth hostel), AlquiPortátil in Madrid (a laptop rental service) and
the Acuario Mar Abierto in Santander (an aquarium)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PHYSIO = "La fisioterapeuta Lucía Navarro fundó en 2010 la clínica Fisioterapia Alameda, en Sevilla, y su compañero Diego Serrano se ocupa de las lesiones deportivas. Una sesión estándar dura 45 minutos y cuesta 40 €, mientras que la primera valoración dura una hora y cuesta 55 €. La clínica abre de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 13:00. Las citas canceladas con menos de 24 horas de antelación se cobran completas, salvo que el paciente presente un justificante de ingreso hospitalario. Los pacientes deben traer el volante médico a la primera visita y pueden traer su propia toalla."

CABLE_CAR = "El teleférico de Peña Alta lleva a los visitantes desde la estación base, a 1.200 metros de altitud, hasta la estación de cumbre, a 2.350 metros, en unos 7 minutos. Cada cabina admite hasta 55 personas, y sale una cada 15 minutos entre las 9:00 y las 17:30. El billete de ida y vuelta cuesta 32 € para adultos y 16 € para niños de 6 a 14 años, y los menores de 6 años viajan gratis. El teleférico funciona todos los días, excepto durante la parada anual de mantenimiento del 3 al 21 de noviembre. Los perros solo pueden subir con correa y deben llevar bozal dentro de la cabina."

POTTERY = "El taller de cerámica Barro Vivo, en Valencia, ofrece un curso de torno de seis semanas impartido por la ceramista Marta Ibáñez. El grupo se reúne todos los martes de 18:30 a 21:00, y cada curso está limitado a 8 alumnos. El curso cuesta 280 € e incluye 12,5 kilos de barro, todos los esmaltes y dos cocciones por pieza. Las piezas terminadas pueden recogerse unas dos semanas después de la última cocción de esmalte. Quien falte a una sesión puede recuperarla en el taller abierto de los jueves, pero solo dentro del mismo curso."

SCOOTER = "PatinGo alquila patinetes eléctricos en el centro de Málaga a través de su aplicación. Desbloquear un patinete cuesta 1 €, y el trayecto cuesta 0,25 € por minuto, con un tope diario de 30 €. Los usuarios deben tener al menos 18 años y un carné de conducir válido. Los patinetes solo se pueden aparcar en las zonas señaladas en la aplicación, y dejar uno fuera de zona supone un recargo de 20 €. La batería tiene una autonomía de hasta 35 kilómetros."

TAX = "La asesoría fiscal Ruiz & Castell fue fundada en 2007 por Javier Ruiz y Elena Castell, y tiene oficinas en Zaragoza y en la capital portuguesa. Elena Castell es la socia directora, y Javier Ruiz dirige el equipo de pequeñas empresas. La declaración de la renta de un particular tiene una tarifa fija de 120 €, y cada inmueble alquilado adicional suma 35 €. Los clientes deben entregar toda la documentación antes del 10 de junio para garantizar la presentación antes del plazo del 30 de junio. Las oficinas abren de lunes a viernes de 9:00 a 18:00, y en junio también los sábados de 10:00 a 14:00."

WEDDING = "La Finca Los Almendros es un espacio para bodas en Toledo cuyo salón principal admite hasta 180 invitados sentados y 250 en un cóctel de pie. El alquiler de la finca cuesta 9.800 € un sábado y 6.500 € entre semana. Al reservar se paga una señal del 25 %, y el resto debe abonarse ocho semanas antes de la boda. La música debe terminar a las 3:00 de la madrugada, y todos los invitados deben haber salido de la finca a las 4:00. Solo se permite un catering externo si figura en la lista de cinco proveedores aprobados por la finca."

FLIGHT = "La Escuela de Vuelo Horizonte, en el aeródromo de Robledillo, forma pilotos privados en aviones Cessna 172. El curso de licencia de piloto privado exige un mínimo de 45 horas de vuelo, de las cuales al menos 10 deben ser en solitario. La hora de vuelo con instructor cuesta 210 €, combustible incluido, y las clases teóricas cuestan 600 €. Los alumnos pueden empezar las clases desde los 14 años, pero necesitan tener al menos 17 para obtener la licencia. La instructora jefe, la comandante Carmen Velasco, voló antes durante 23 años para la aerolínea Iberluz."

HOSTEL = "El Albergue Juvenil Mar de Fondo, en San Sebastián, tiene 90 camas en dormitorios de 4, 6 y 8 camas, además de seis habitaciones dobles. Una cama en un dormitorio de 8 cuesta 26 € por noche, y una habitación doble, 66 € por noche. La entrada es a partir de las 15:00, y la salida, antes de las 11:00. El desayuno se sirve de 7:30 a 10:00 y está incluido en el precio, salvo en las reservas hechas a través de webs de terceros. Los huéspedes deben tener al menos 16 años, salvo que viajen con su padre o su madre."

LAPTOP = "AlquiPortátil alquila ordenadores portátiles a estudiantes y empresas en Madrid. Un portátil estándar de 14 pulgadas con 16 GB de memoria cuesta 9 € al día o 45 € a la semana, y el periodo mínimo de alquiler es de tres días. Al recogerlo se cobra una fianza reembolsable de 150 €. Si se devuelve con retraso, se cobra un día adicional por cada 24 horas empezadas. La entrega dentro de Madrid es gratuita para alquileres de 10 días o más; si no, cuesta 10 €."

AQUARIUM = "El Acuario Mar Abierto, en Santander, se inauguró en 2000 y alberga unos 5.000 animales de 380 especies. Su tanque más grande contiene 2,2 millones de litros de agua de mar y en él viven tres tiburones toro. El acuario abre todos los días de 10:00 a 19:00, y los tiburones se alimentan los martes, jueves y domingos a las 13:30. La entrada de adulto cuesta 21 €, y los menores de 3 años entran gratis. La bióloga marina Nuria Paredes dirige el programa de rescate de tortugas, que ha liberado 160 tortugas desde 2006."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bn-001", "para.reorder", "¿Cuánto dura la primera valoración y cuánto cuesta?", "Cuesta 55 € y dura una hora.", PHYSIO, True),
    w.faith("es-bn-002", "para.passive", "¿Quién fundó Fisioterapia Alameda?", "La clínica fue fundada en 2010 por la fisioterapeuta Lucía Navarro.", PHYSIO, True),
    w.faith("es-bn-003", "para.synonym", "¿Cuánto dura una sesión estándar?", "Una sesión normal se prolonga 45 minutos y tiene un precio de 40 €.", PHYSIO, True),
    w.faith("es-bn-004", "para.nominal", "¿Cuánto se tarda en subir en el teleférico?", "La subida de la estación base a la estación de cumbre dura unos 7 minutos.", CABLE_CAR, True),
    w.faith("es-bn-005", "para.capital", "¿Dónde tiene oficinas Ruiz & Castell?", "La asesoría tiene oficinas en Zaragoza y en Lisboa.", TAX, True),
    w.faith("es-bn-006", "para.pronoun", "¿Quién dirige el equipo de pequeñas empresas de Ruiz & Castell?", "Javier Ruiz. Él fundó la asesoría en 2007 junto con Elena Castell, y dirige el equipo de pequeñas empresas.", TAX, True),
    w.faith("es-bn-007", "para.relative", "¿Cuántos invitados sentados caben en el salón principal de la finca?", "El salón principal, que admite 250 personas en un cóctel de pie, tiene capacidad para hasta 180 invitados sentados.", WEDDING, True),
    w.faith("es-bn-008", "para.part", "¿Se alimenta a los tiburones los jueves?", "Sí, los jueves se alimenta a los tiburones a las 13:30.", AQUARIUM, True),
    w.faith("es-bn-009", "para.combine", "¿Qué me puede contar de los aviones y de la instructora jefe de Horizonte?", "Horizonte forma a sus pilotos privados en Cessna 172, y su instructora jefe, la comandante Carmen Velasco, voló 23 años para Iberluz.", FLIGHT, True),
    w.faith("es-bn-010", "fmt.number", "¿Cuántas habitaciones dobles tiene el albergue?", "El albergue tiene 6 habitaciones dobles.", HOSTEL, True),
    w.faith("es-bn-011", "fmt.thousands", "¿Cuánto cuesta alquilar la Finca Los Almendros un sábado?", "Un sábado cuesta 9800 €.", WEDDING, True),
    w.faith("es-bn-012", "fmt.scale", "¿Cuánto barro incluye el curso de torno?", "El curso incluye 12.500 gramos de barro.", POTTERY, True),
    w.faith("es-bn-013", "fmt.date", "¿Cuándo cierra el teleférico por mantenimiento?", "Está cerrado del 3/11 al 21/11 por la parada anual de mantenimiento.", CABLE_CAR, True),
    w.faith("es-bn-014", "fmt.time", "¿A qué hora cierra la clínica entre semana?", "De lunes a viernes cierra a las ocho de la tarde.", PHYSIO, True),
    w.faith("es-bn-015", "fmt.unit", "¿A qué altitud está la estación de cumbre?", "La estación de cumbre está a 2.350 m de altitud.", CABLE_CAR, True),
    w.faith("es-bn-016", "fmt.abbrev", "¿Cuántas horas de vuelo exige el curso de licencia de piloto privado?", "El curso PPL exige un mín. de 45 h de vuelo.", FLIGHT, True),
    w.faith("es-bn-017", "fmt.currency", "¿Cuánto cuesta cada minuto de trayecto con PatinGo?", "El minuto cuesta 25 céntimos.", SCOOTER, True),
    w.faith("es-bn-018", "fmt.range", "¿Cuántas personas caben en una cabina?", "Cada cabina lleva como máximo 55 personas.", CABLE_CAR, True),
    w.faith("es-bn-019", "fmt.period", "¿Cuándo puedo recoger mis piezas terminadas?", "Unos 14 días después de la última cocción de esmalte.", POTTERY, True),
    w.faith("es-bn-020", "fmt.share", "¿De cuánto es la señal en la Finca Los Almendros?", "Al reservar se paga una señal de una cuarta parte.", WEDDING, True),
    w.faith("es-bn-021", "para.except", "¿El desayuno está incluido en el precio del albergue?", "Sí, salvo que haya reservado a través de una web de terceros; en ese caso no está incluido.", HOSTEL, True),
    w.faith("es-bn-022", "wrap.opener", "¿Qué edad hay que tener para usar un patinete de PatinGo?", "¡Buena pregunta! Hay que tener al menos 18 años y un carné de conducir válido.", SCOOTER, True),
    w.faith("es-bn-023", "wrap.closer", "¿Cuál es el periodo mínimo de alquiler en AlquiPortátil?", "Hay que alquilar como mínimo tres días. ¡Espero que le sirva de ayuda!", LAPTOP, True),
    w.faith("es-bn-024", "wrap.attribution", "¿Cuánto cuesta la declaración de la renta en Ruiz & Castell?", "Según el documento, la declaración de la renta de un particular tiene una tarifa fija de 120 €.", TAX, True),
    w.faith("es-bn-025", "wrap.hedge", "¿Qué horario tiene el Acuario Mar Abierto?", "Creo que abre todos los días de 10:00 a 19:00.", AQUARIUM, True),
    w.faith("es-bn-026", "wrap.question", "¿La entrega es gratuita en AlquiPortátil?", "La entrega dentro de Madrid es gratuita si alquila 10 días o más; si no, cuesta 10 €. ¿Quiere saber también algo sobre la fianza?", LAPTOP, True),
    w.faith("es-bn-027", "value.number", "¿Cuántas camas tiene el Albergue Juvenil Mar de Fondo?", "El albergue tiene 80 camas.", HOSTEL, False),
    w.faith("es-bn-028", "value.date", "¿Antes de qué fecha hay que entregar la documentación?", "Toda la documentación debe entregarse antes del 20 de junio.", TAX, False),
    w.faith("es-bn-029", "value.time", "¿A qué hora debe terminar la música en la finca?", "La música debe terminar a las 2:00 de la madrugada.", WEDDING, False),
    w.faith("es-bn-030", "value.unit", "¿Qué autonomía tiene un patinete de PatinGo?", "Hasta 35 millas con una carga.", SCOOTER, False),
    w.faith("es-bn-031", "value.currency", "¿Cuánto cuesta la entrada de adulto en el Acuario Mar Abierto?", "La entrada de adulto cuesta 21 dólares.", AQUARIUM, False),
    w.faith("es-bn-032", "role.swap", "¿Qué papel tienen los dos fundadores de Ruiz & Castell?", "Javier Ruiz es el socio director, y Elena Castell dirige el equipo de pequeñas empresas.", TAX, False),
    w.faith("es-bn-033", "negation", "¿Tengo que traer el volante médico a la primera visita?", "No, no hace falta traer el volante médico a la primera visita.", PHYSIO, False),
    w.faith("es-bn-034", "antonym", "¿En qué tanque viven los tiburones toro?", "Viven en el tanque más pequeño, que contiene 2,2 millones de litros de agua de mar.", AQUARIUM, False),
    w.faith("es-bn-035", "modality", "¿Tengo que llevar toalla a la clínica?", "Sí, los pacientes deben traer su propia toalla.", PHYSIO, False),
    w.faith("es-bn-036", "quantifier", "¿De cuántas camas son los dormitorios del albergue?", "Todos los dormitorios son de 8 camas.", HOSTEL, False),
    w.faith("es-bn-037", "value.except", "¿Qué pasa si cancelo a última hora porque me ingresan en el hospital?", "Las cancelaciones tardías se cobran siempre completas, aunque presente un justificante de ingreso hospitalario.", PHYSIO, False),
    w.faith("es-bn-038", "direction", "¿Cuándo hay que pagar el resto en la Finca Los Almendros?", "El resto debe abonarse ocho semanas después de la boda.", WEDDING, False),
    w.faith("es-bn-039", "added.fact", "¿En qué aviones forma Horizonte a sus alumnos?", "La escuela vuela en Cessna 172, todos comprados nuevos en 2020.", FLIGHT, False),
    w.faith("es-bn-040", "added.entity", "¿Quién imparte el curso de torno?", "La ceramista Marta Ibáñez lo imparte junto con su ayudante, Pablo Gil.", POTTERY, False),
    w.faith("es-bn-041", "mixed", "¿Dónde puedo dejar un patinete de PatinGo?", "Solo en las zonas señaladas en la aplicación, y si lo aparca junto a un punto de carga recibe 10 minutos gratis.", SCOOTER, False),
]

REFUSAL = [
    w.refusal("es-bn-042", "refusal.plain", "¿Hay un restaurante en la estación de cumbre de Peña Alta?", "No sé si hay un restaurante en la estación de cumbre.", CABLE_CAR, True),
    w.refusal("es-bn-043", "refusal.context", "¿AlquiPortátil alquila portátiles para juegos con tarjeta gráfica dedicada?", "El contexto proporcionado no indica si AlquiPortátil ofrece portátiles con tarjeta gráfica dedicada.", LAPTOP, True),
    w.refusal("es-bn-044", "refusal.short", "¿Cuántas semanas duran las clases teóricas en Horizonte?", "No lo sé.", FLIGHT, True),
    w.refusal("es-bn-045", "refusal.long", "¿Tiene el Albergue Juvenil Mar de Fondo taquillas para el equipaje?", "Gracias por su pregunta. Lamentablemente, la información que tengo sobre el Albergue Juvenil Mar de Fondo trata de las camas, los precios, los horarios de entrada y salida y el desayuno, pero no dice nada de taquillas ni de consigna de equipaje. Por eso no puedo decirle si hay taquillas; lo mejor es que lo consulte directamente con el albergue.", HOSTEL, True),
    w.refusal("es-bn-046", "refusal.hedged", "¿Cuándo se alimenta a los tiburones en el Acuario Mar Abierto?", "No estoy del todo seguro, pero creo que es los martes, jueves y domingos a las 13:30.", AQUARIUM, False),
    w.refusal("es-bn-047", "refusal.partial", "¿Cuánto cuesta la declaración de la renta en Ruiz & Castell y se puede pagar a plazos?", "La declaración de la renta de un particular tiene una tarifa fija de 120 €. Sin embargo, no he encontrado información sobre el pago a plazos.", TAX, False),
]

CORRECTNESS = [
    w.correct("es-bn-048", "correct.wordy", "¿Cuánto cuesta el billete de ida y vuelta de adulto en el teleférico de Peña Alta?", "Si usted es adulto y quiere subir en el teleférico de Peña Alta y luego volver a bajar, necesita un billete de ida y vuelta, y ese billete le cuesta 32 €.", "El billete de ida y vuelta cuesta 32 € para adultos.", True),
    w.correct("es-bn-049", "correct.short", "¿Cuántas tortugas ha liberado el programa de rescate del Acuario Mar Abierto?", "160.", "El programa de rescate ha liberado 160 tortugas desde 2006.", True),
    w.correct("es-bn-050", "correct.format", "¿A partir de qué hora se puede entrar en el Albergue Juvenil Mar de Fondo?", "A partir de las tres de la tarde.", "La entrada es a partir de las 15:00.", True),
    w.correct("es-bn-051", "wrong.value", "¿Cuánto cuesta alquilar un portátil estándar una semana en AlquiPortátil?", "Una semana cuesta 63 €.", "Un portátil estándar cuesta 45 € a la semana.", False),
    w.correct("es-bn-052", "wrong.echo", "¿A partir de qué edad se pueden empezar las clases de vuelo en Horizonte?", "Las clases de vuelo en Horizonte se pueden empezar a partir de los 17 años.", "Los alumnos pueden empezar las clases desde los 14 años.", False),
    w.correct("es-bn-053", "wrong.role", "¿Quién fundó Fisioterapia Alameda y quién se ocupa allí de las lesiones deportivas?", "Diego Serrano fundó la clínica, y Lucía Navarro se ocupa de las lesiones deportivas.", "Lucía Navarro fundó la clínica, y Diego Serrano se ocupa de las lesiones deportivas.", False),
]

RELEVANCY = [
    w.relevant("es-bn-054", "relevant.direct", "¿Cuántos alumnos como máximo admite un curso de Barro Vivo?", "Cada curso admite como máximo 8 alumnos.", POTTERY, True),
    w.relevant("es-bn-055", "relevant.direct", "¿A qué hora deben haber salido los invitados de la Finca Los Almendros?", "Todos los invitados tienen que haber salido a las 4:00.", WEDDING, True),
    w.relevant("es-bn-056", "relevant.yesno", "¿Necesito carné de conducir para alquilar un patinete de PatinGo?", "Sí, se necesita un carné de conducir válido.", SCOOTER, True),
    w.relevant("es-bn-057", "offtopic.true", "¿Quién dirige el programa de rescate de tortugas del Acuario Mar Abierto?", "El acuario se inauguró en 2000 y alberga unos 5.000 animales.", AQUARIUM, False),
    w.relevant("es-bn-058", "offtopic.other", "¿Cuánto cuesta una hora de vuelo en Horizonte?", "Para obtener la licencia hay que tener al menos 17 años.", FLIGHT, False),
]

DIAGNOSIS = [
    w.diag("es-bn-059", "diag.pass", "¿Cuál es el tope diario de PatinGo?", "El tope es de 30 € al día.", {"patingo": SCOOTER, "alquiportatil": LAPTOP}, ("patingo",), "pass"),
    w.diag("es-bn-060", "diag.offtopic", "¿Antes de qué hora hay que dejar el Albergue Juvenil Mar de Fondo?", "Una cama en un dormitorio de 8 cuesta 26 € por noche.", {"mar-de-fondo": HOSTEL, "los-almendros": WEDDING}, ("mar-de-fondo",), "fix_generation"),
    w.diag("es-bn-061", "diag.unfaithful", "¿Cuántas especies alberga el Acuario Mar Abierto?", "El acuario alberga animales de 830 especies.", {"mar-abierto": AQUARIUM, "pena-alta": CABLE_CAR}, ("mar-abierto",), "fix_generation"),
    w.diag("es-bn-062", "diag.refused", "¿Cuánto cuestan las clases teóricas en Horizonte?", "Lo siento, no he encontrado el precio de las clases teóricas en los documentos.", {"horizonte": FLIGHT, "ruiz-castell": TAX}, ("horizonte",), "fix_generation"),
    w.diag("es-bn-063", "diag.missed", "¿Cuánto cuesta el curso de torno de Barro Vivo?", "Los documentos de los que dispongo no mencionan el precio del curso de torno.", {"alameda": PHYSIO, "mar-de-fondo": HOSTEL}, ("barro-vivo",), "fix_retrieval"),
    w.diag("es-bn-064", "diag.correct_refusal", "¿Tiene la Finca Los Almendros una suite nupcial?", "Los documentos no indican si la Finca Los Almendros tiene una suite nupcial.", {"los-almendros": WEDDING, "mar-de-fondo": HOSTEL}, (), "correct_refusal"),
    w.diag("es-bn-065", "diag.should_refuse", "¿Cuánto cuesta el aparcamiento en la estación base del teleférico de Peña Alta?", "El aparcamiento de la estación base cuesta 5 € al día.", {"pena-alta": CABLE_CAR, "patingo": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
