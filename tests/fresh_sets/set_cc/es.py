"""Fresh set cc, Spanish: el café de punto Punto y Café en Valencia, el Centro Nórdico
Pradoalto en el Pirineo aragonés, el taller de bicicletas Radios en Sevilla, las visitas al
faro de Punta Galera, la residencia universitaria Los Almendros, la farmacia Alameda en
Málaga, la finca El Manzanar (recogida propia), el Club de Tenis de Mesa Ribera en Zaragoza,
el Acuario Bahía Azul en Cádiz y el taller de calzado Remiendos Pastor."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

KNITTING_CAFE = "Punto y Café es un café de punto del barrio de Ruzafa, en Valencia, que dirige Lucía Ferrer. Abre todos los días excepto los lunes, de 10:00 a 20:00. La clase para principiantes, a cargo de la profesora Marta Gil, es los jueves a las 19:00 y cuesta 12 € por sesión, con la lana incluida. Los clientes pueden traer su propia lana y sus agujas. Los grupos de hasta 10 personas pueden reservar la sala del fondo, pero deben hacerlo con al menos 48 horas de antelación."

SKI_CENTRE = "El Centro Nórdico Pradoalto, en el Pirineo aragonés, mantiene 30 km de pistas de esquí de fondo. El forfait de día cuesta 14 € para adultos, y los menores de 12 años esquían gratis. Los esquís de alquiler se entregan de 8:30 a 15:00 y deben devolverse antes de las 16:30. El entrenador jefe, Jordi Puig, imparte un cursillo de técnica todos los sábados por la mañana, con un máximo de 10 participantes. Las pistas se cierran cuando la temperatura baja de −15 °C."

BIKE_WORKSHOP = "Los mecánicos Álvaro Ruiz y Carmen Navarro fundaron en 2012 Radios, un taller de reparación de bicicletas en Sevilla. Una puesta a punto estándar cuesta 55 € y suele tardar dos días laborables. Los pinchazos se arreglan al momento por 10 €, pero solo en las bicicletas que se traen antes de las 17:00. Álvaro monta ruedas, mientras que Carmen está especializada en motores de bicicletas eléctricas. Las bicicletas reparadas que pasan más de 30 días sin recogerse pagan 2 € diarios de almacenaje."

LIGHTHOUSE = "El faro de Punta Galera, en la costa asturiana, se construyó en 1858, mide 35 metros de altura y tiene 155 escalones hasta la sala de la linterna. Las visitas guiadas se hacen del 1 de junio al 15 de octubre, con salidas cada hora entre las 10:00 y las 16:00. La entrada cuesta 5 € para adultos y 2,50 € para niños de 6 a 14 años; los menores de 6 años no pueden subir a la torre. Las visitas las guía Rosa Menéndez, nieta del último farero, y duran unos 40 minutos. Se cancelan cuando el viento supera los 60 km/h."

DORMITORY = "La residencia universitaria Los Almendros tiene 260 habitaciones individuales repartidas en cinco plantas. El alquiler es de 480 € al mes, con la luz y el wifi incluidos. El horario de silencio va de 23:00 a 7:00 entre semana, pero los viernes y sábados empieza a medianoche. Los invitados pueden quedarse a dormir como máximo tres noches al mes y deben registrarse con la tutora de la residencia, Paula Ortega. La lavandería del sótano abre las 24 horas y cada lavado cuesta 2 €."

PHARMACY = "La farmacia Alameda, en Málaga, abre de lunes a viernes de 9:00 a 21:00 y los sábados de 9:00 a 13:00; los domingos está cerrada. La farmacéutica titular, Elena Castro, revisa todas las recetas, y el auxiliar Diego Romero se encarga de los pedidos a domicilio. Las recetas entregadas antes de las 12:00 están listas esa misma tarde. El envío a domicilio es gratis a partir de 30 € de compra; si no, cuesta 3,50 €. Cualquier cliente puede medirse la glucosa gratis y sin cita."

ORCHARD = "La finca El Manzanar, en Villaviciosa, es una plantación de recogida propia con 1.600 manzanos y 350 perales; la lleva Ramón Llaneza, cuya familia la explota desde 1969. La temporada de recogida va del 1 de septiembre al 31 de octubre, y la finca abre de 9:00 a 18:00. Las manzanas cuestan 2 € el kilo. Cada visitante paga una entrada de 3 €, que se le devuelve si compra más de 5 kg. No se permiten escaleras; se recoge con pértigas que presta la finca."

TABLE_TENNIS = "El Club de Tenis de Mesa Ribera juega en un pabellón de la calle del Muelle, en Zaragoza, con 12 mesas. El juego libre es los martes y jueves de 18:00 a 22:00. La cuota anual para adultos es de 160 €, y los menores de 18 años pagan la mitad. La presidenta, Nuria Sanz, organiza la liga, y el entrenador Raúl Mendoza dirige el entrenamiento juvenil los sábados. Los no socios pueden jugar como invitados hasta tres veces antes de tener que hacerse socios, y pagan 5 € por visita."

AQUARIUM = "El Acuario Bahía Azul, en Cádiz, alberga 2 millones de litros de agua y unos 4.000 animales de 300 especies. Abre todos los días de 10:00 a 19:00, salvo el 1 de enero, cuando permanece cerrado. La entrada cuesta 18 € para adultos y 13 € para mayores de 65 años, y los niños menores de 3 años entran gratis. Sus 14 pingüinos papúa llegaron en 2020 desde un zoo de Roma, y la bióloga marina Irene Vidal presenta su comida a las 11:15 y a las 15:45. Está prohibido hacer fotos con flash en todas las salas."

SHOE_REPAIR = "Remiendos Pastor es un taller de reparación de calzado que llevan el zapatero Manuel Pastor y su hija Alba. Cambiar los tacones de un par de zapatos cuesta 18 € y está listo al día siguiente. Poner suelas nuevas completas cuesta 45 € y lleva hasta 5 días laborables. Manuel hace todo el trabajo de cuero, mientras que Alba arregla cremalleras y bolsos. El taller cierra los jueves, y las reparaciones que no se recogen en 90 días se donan a una organización benéfica."

# fmt: off
FAITHFULNESS = [
    w.faith("es-cc-001", "para.reorder", "¿Cuándo es la clase para principiantes y cuánto cuesta?", "Por 12 € la sesión, con la lana incluida, puedes asistir a la clase para principiantes de Marta Gil, que es los jueves a las 19:00.", KNITTING_CAFE, True),
    w.faith("es-cc-002", "para.passive", "¿Quién fundó el taller Radios?", "Radios fue fundado en 2012 por los mecánicos Álvaro Ruiz y Carmen Navarro.", BIKE_WORKSHOP, True),
    w.faith("es-cc-003", "para.synonym", "¿Qué pasa con las pistas cuando hace mucho frío?", "Cuando el termómetro desciende por debajo de −15 °C, las pistas se clausuran.", SKI_CENTRE, True),
    w.faith("es-cc-004", "para.nominal", "¿Cuánto dura una visita al faro?", "La duración de una visita es de unos 40 minutos.", LIGHTHOUSE, True),
    w.faith("es-cc-005", "para.capital", "¿De dónde vienen los pingüinos del acuario?", "Los pingüinos papúa llegaron en 2020 desde un zoo de la capital italiana.", AQUARIUM, True),
    w.faith("es-cc-006", "para.pronoun", "¿Con quién hay que registrar a los invitados?", "Con Paula Ortega: es la tutora de la residencia y los invitados deben registrarse con ella.", DORMITORY, True),
    w.faith("es-cc-007", "para.relative", "¿Quién se encarga de los pedidos a domicilio?", "Diego Romero, que trabaja como auxiliar en la farmacia, se encarga de los pedidos a domicilio.", PHARMACY, True),
    w.faith("es-cc-008", "para.part", "¿Abre la farmacia Alameda el miércoles a las 20:00?", "Sí, los miércoles abre hasta las 21:00.", PHARMACY, True),
    w.faith("es-cc-009", "para.combine", "¿Cuántas mesas hay y cuándo es el juego libre?", "Hay 12 mesas, y el juego libre es los martes y jueves de 18:00 a 22:00.", TABLE_TENNIS, True),
    w.faith("es-cc-010", "fmt.number", "¿Cuánto se tarda en poner suelas nuevas completas?", "Lleva hasta cinco días laborables.", SHOE_REPAIR, True),
    w.faith("es-cc-011", "fmt.thousands", "¿Cuántos manzanos tiene la finca El Manzanar?", "La finca tiene 1600 manzanos.", ORCHARD, True),
    w.faith("es-cc-012", "fmt.scale", "¿Qué longitud tienen las pistas de Pradoalto?", "El centro mantiene 30.000 metros de pistas de esquí de fondo.", SKI_CENTRE, True),
    w.faith("es-cc-013", "fmt.date", "¿En qué fechas hay visitas guiadas al faro?", "Del 1/6 al 15/10.", LIGHTHOUSE, True),
    w.faith("es-cc-014", "fmt.time", "¿Qué horario tiene la farmacia los sábados?", "Los sábados abre de nueve de la mañana a una de la tarde.", PHARMACY, True),
    w.faith("es-cc-015", "fmt.unit", "¿Cuándo se cancelan las visitas al faro?", "Cuando el viento sopla a más de 60 kilómetros por hora.", LIGHTHOUSE, True),
    w.faith("es-cc-016", "fmt.abbrev", "¿Cuánto cuesta el alquiler en Los Almendros?", "480 €/mes, luz y wifi incl.", DORMITORY, True),
    w.faith("es-cc-017", "fmt.currency", "¿Cuánto cuesta cambiar los tacones?", "Cambiar los tacones de un par cuesta 18 euros, y está listo al día siguiente.", SHOE_REPAIR, True),
    w.faith("es-cc-018", "fmt.range", "¿Cuántas veces puede jugar un no socio como invitado?", "Un no socio puede jugar como invitado un máximo de tres veces, a 5 € por visita.", TABLE_TENNIS, True),
    w.faith("es-cc-019", "fmt.period", "¿Con cuánta antelación hay que reservar la sala del fondo?", "Con al menos dos días de antelación.", KNITTING_CAFE, True),
    w.faith("es-cc-020", "fmt.share", "¿Cuánto pagan de cuota los menores de 18 años?", "Los menores de 18 años pagan el 50 % de la cuota anual de adultos, que es de 160 €.", TABLE_TENNIS, True),
    w.faith("es-cc-021", "para.except", "¿Abre Punto y Café los lunes?", "No, los lunes cierra; el resto de los días abre de 10:00 a 20:00.", KNITTING_CAFE, True),
    w.faith("es-cc-022", "wrap.opener", "¿Qué día cierra Remiendos Pastor?", "¡Buena pregunta! Remiendos Pastor cierra los jueves.", SHOE_REPAIR, True),
    w.faith("es-cc-023", "wrap.closer", "¿Puedo llevar una escalera a la finca?", "No, las escaleras no están permitidas, pero la finca presta pértigas para recoger la fruta. ¡Que disfrutes de la visita!", ORCHARD, True),
    w.faith("es-cc-024", "wrap.attribution", "¿Cuánto cuesta un lavado en la lavandería?", "Según el documento, cada lavado en la lavandería cuesta 2 €.", DORMITORY, True),
    w.faith("es-cc-025", "wrap.hedge", "¿Cuánto cuesta una puesta a punto estándar?", "Creo que una puesta a punto estándar cuesta 55 € y suele tardar dos días laborables.", BIKE_WORKSHOP, True),
    w.faith("es-cc-026", "wrap.question", "¿Los niños tienen que pagar forfait?", "Los menores de 12 años esquían gratis; los adultos pagan 14 € por el forfait de día. ¿Quieres que te diga también el horario de alquiler?", SKI_CENTRE, True),
    w.faith("es-cc-027", "value.number", "¿Cuántas especies hay en el acuario?", "Unos 4.000 animales de 400 especies.", AQUARIUM, False),
    w.faith("es-cc-028", "value.date", "¿Cuándo termina la temporada de recogida?", "La temporada de recogida termina el 30 de noviembre.", ORCHARD, False),
    w.faith("es-cc-029", "value.time", "¿A qué hora se da de comer a los pingüinos?", "A las 11:15 y a las 16:45.", AQUARIUM, False),
    w.faith("es-cc-030", "value.unit", "¿Qué altura tiene el faro de Punta Galera?", "El faro de Punta Galera mide 35 pies de altura.", LIGHTHOUSE, False),
    w.faith("es-cc-031", "value.currency", "¿Cuánto cuesta una sesión de la clase para principiantes?", "Cada sesión cuesta 12 dólares, con la lana incluida.", KNITTING_CAFE, False),
    w.faith("es-cc-032", "role.swap", "¿Quién hace el trabajo de cuero y quién arregla las cremalleras?", "Alba hace todo el trabajo de cuero, mientras que Manuel arregla cremalleras y bolsos.", SHOE_REPAIR, False),
    w.faith("es-cc-033", "negation", "¿La luz está incluida en el alquiler?", "No, el alquiler de 480 € al mes no incluye la luz.", DORMITORY, False),
    w.faith("es-cc-034", "antonym", "¿Cuándo es gratis el envío a domicilio?", "El envío a domicilio es gratis en las compras de menos de 30 €.", PHARMACY, False),
    w.faith("es-cc-035", "modality", "¿Tengo que llevar mi propia lana?", "Sí, los clientes tienen que traer obligatoriamente su propia lana y sus agujas.", KNITTING_CAFE, False),
    w.faith("es-cc-036", "quantifier", "¿Se pueden hacer fotos con flash en el acuario?", "Las fotos con flash solo están prohibidas en algunas salas.", AQUARIUM, False),
    w.faith("es-cc-037", "value.except", "¿Abre el acuario el 1 de enero?", "Sí, abre todos los días del año, también el 1 de enero, de 10:00 a 19:00.", AQUARIUM, False),
    w.faith("es-cc-038", "direction", "¿Cuándo tengo que llevar la bici para que me arreglen el pinchazo al momento?", "Te arreglan el pinchazo al momento por 10 € si llevas la bici después de las 17:00.", BIKE_WORKSHOP, False),
    w.faith("es-cc-039", "added.fact", "¿Se devuelve la entrada de la finca?", "Sí, los 3 € de la entrada se devuelven si compras más de 5 kg, y los menores de 10 años no pagan entrada.", ORCHARD, False),
    w.faith("es-cc-040", "added.entity", "¿Quién dirige el entrenamiento juvenil?", "El entrenador Raúl Mendoza dirige el entrenamiento juvenil los sábados junto con su ayudante, Sergio Blanco.", TABLE_TENNIS, False),
    w.faith("es-cc-041", "mixed", "¿Cuánto cuesta el forfait de día?", "Los adultos pagan 14 € y los menores de 12 años, 7 €.", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("es-cc-042", "refusal.plain", "¿Hay una tienda de recuerdos en el faro de Punta Galera?", "No lo sé.", LIGHTHOUSE, True),
    w.refusal("es-cc-043", "refusal.context", "¿La farmacia Alameda vende audífonos?", "El contexto proporcionado no indica si la farmacia Alameda vende audífonos.", PHARMACY, True),
    w.refusal("es-cc-044", "refusal.short", "¿Remiendos Pastor hace descuento a estudiantes?", "Ni idea, lo siento.", SHOE_REPAIR, True),
    w.refusal("es-cc-045", "refusal.long", "¿Hay aparcamiento en la residencia Los Almendros?", "Gracias por tu pregunta. He revisado la información sobre la residencia Los Almendros: habla de las habitaciones, el alquiler, el horario de silencio, los invitados y la lavandería, pero no menciona nada sobre aparcamiento. Lo siento, pero por eso no puedo decirte si se puede aparcar allí.", DORMITORY, True),
    w.refusal("es-cc-046", "refusal.hedged", "¿Antes de qué hora hay que devolver los esquís de alquiler?", "No estoy del todo seguro, pero creo que hay que devolverlos antes de las 16:30.", SKI_CENTRE, False),
    w.refusal("es-cc-047", "refusal.partial", "¿Cuánto cuesta la entrada de adulto y hay cafetería?", "La entrada de adulto cuesta 18 €, pero la información no dice si hay cafetería.", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("es-cc-048", "correct.wordy", "¿Cuándo es el cursillo de técnica de Jordi Puig?", "Si quieres mejorar tu técnica con Jordi Puig, resérvate las mañanas de los sábados, porque es entonces cuando imparte su cursillo, cada semana.", "Todos los sábados por la mañana.", True),
    w.correct("es-cc-049", "correct.short", "¿Cuántos escalones hay hasta la sala de la linterna?", "155.", "Hay 155 escalones hasta la sala de la linterna.", True),
    w.correct("es-cc-050", "correct.format", "¿A qué hora cierra la finca El Manzanar?", "A las seis de la tarde.", "La finca cierra a las 18:00.", True),
    w.correct("es-cc-051", "wrong.value", "¿Cuánto es el alquiler mensual en Los Almendros?", "El alquiler es de 580 € al mes.", "El alquiler es de 480 € al mes, con la luz y el wifi incluidos.", False),
    w.correct("es-cc-052", "wrong.echo", "¿Cuántas mesas tiene el Club de Tenis de Mesa Ribera?", "El Club de Tenis de Mesa Ribera tiene 20 mesas.", "El club tiene 12 mesas.", False),
    w.correct("es-cc-053", "wrong.role", "¿Qué hacen Elena Castro y Diego Romero en la farmacia?", "Diego Romero revisa todas las recetas, y Elena Castro se encarga de los pedidos a domicilio.", "La farmacéutica titular Elena Castro revisa todas las recetas, y el auxiliar Diego Romero se encarga de los pedidos a domicilio.", False),
]

RELEVANCY = [
    w.relevant("es-cc-054", "relevant.direct", "¿Para cuántas personas se puede reservar la sala del fondo?", "La sala del fondo se puede reservar para grupos de hasta diez personas.", KNITTING_CAFE, True),
    w.relevant("es-cc-055", "relevant.yesno", "¿Radios repara motores de bicicletas eléctricas?", "Sí, Carmen Navarro está especializada en motores de bicicletas eléctricas.", BIKE_WORKSHOP, True),
    w.relevant("es-cc-056", "offtopic.true", "¿A qué hora abre la finca?", "La familia de Ramón Llaneza explota la finca desde 1969.", ORCHARD, False),
    w.relevant("es-cc-057", "offtopic.other", "¿Qué días es el juego libre?", "La cuota anual para adultos es de 160 €, y los menores de 18 años pagan la mitad.", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("es-cc-058", "diag.pass", "¿Cuánto cuesta poner suelas nuevas completas en Remiendos Pastor?", "En Remiendos Pastor, poner suelas nuevas completas cuesta 45 €.", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("es-cc-059", "diag.offtopic", "¿Cuántas personas pueden apuntarse al cursillo de técnica?", "El Centro Nórdico Pradoalto mantiene 30 km de pistas en el Pirineo aragonés.", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("es-cc-060", "diag.unfaithful", "¿Cuánto se paga de almacenaje si no se recoge la bici?", "A partir de 30 días se cobran 5 € diarios de almacenaje.", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("es-cc-061", "diag.refused", "¿A qué hora empieza el horario de silencio los viernes en Los Almendros?", "Lo siento, los documentos no indican a qué hora empieza el horario de silencio los viernes.", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("es-cc-062", "diag.missed", "¿En qué año se construyó el faro de Punta Galera?", "Lo siento, los documentos encontrados no indican en qué año se construyó el faro.", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("es-cc-063", "diag.correct_refusal", "¿La farmacia Alameda vende productos veterinarios?", "Los documentos no mencionan productos veterinarios, así que no puedo responder a eso.", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("es-cc-064", "diag.should_refuse", "¿Punto y Café vende tartas sin gluten?", "Sí, Punto y Café vende tartas sin gluten todos los días.", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
