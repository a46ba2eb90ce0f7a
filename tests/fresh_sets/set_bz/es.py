"""Spanish cases of fresh set bz. Scenarios: taller Barro y Fuego (pottery studio), Escuela de Esquí
Valdenieve (ski school), Banco de Alimentos de San Lorenzo (food bank), Tren Histórico de la Sierra
(vintage train excursion), Piscina Municipal Las Acacias (city swimming pool), Óptica Miravista
(optician), vivero Los Almendros (flower nursery), Club de Ajedrez Alfil Negro (chess club),
visitas guiadas del Jardín Botánico de la Alameda (botanical garden tour) and Lavandería y
Tintorería La Espuma (laundry and dry cleaning)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

POTTERY = (
    "El taller Barro y Fuego, en la calle de los Alfareros de Valencia, ofrece clases de torno para adultos. El curso "
    "de iniciación de seis semanas cuesta 195 € e incluye 12 kg de arcilla, todos los esmaltes y dos cocciones en el "
    "horno. Las clases son los jueves por la tarde, de 18:00 a 20:30, con un máximo de ocho alumnos por grupo. La "
    "dueña del taller, Lucía Morales, da las clases de iniciación, y su ayudante, Diego Serrano, carga el horno y se "
    "encarga de las cocciones. Las piezas terminadas pueden recogerse dos semanas después de la última clase; las que "
    "no se recojan en 30 días se donan a una tienda benéfica."
)

SKI = (
    "La Escuela de Esquí Valdenieve ofrece clases colectivas todos los días del 6 de diciembre al 13 de abril. Las "
    "clases de la mañana son de 10:00 a 12:00 y las de la tarde, de 14:30 a 16:30. Una clase colectiva de dos horas "
    "cuesta 55 € por persona, con un máximo de seis alumnos por monitor. Los niños deben tener al menos cinco años "
    "para apuntarse a una clase colectiva; los más pequeños solo pueden recibir clases particulares. El casco es "
    "obligatorio para todos los alumnos menores de 16 años. El director técnico, Álvaro Ruiz, forma a los nuevos "
    "monitores, y Carmen Vidal lleva la oficina de reservas."
)

FOODBANK = (
    "El Banco de Alimentos de San Lorenzo, en la calle Mayor, reparte lotes de comida de lunes a viernes, excepto los "
    "miércoles, de 10:00 a 14:00. Cada hogar inscrito puede recoger un lote de unos 8 kg a la semana. Lo fundó en "
    "2007 Rosa Jiménez, enfermera jubilada, y hoy lo dirige el coordinador Pablo Navarro. El año pasado repartió "
    "14.500 lotes, la mitad de ellos a familias con hijos. Los voluntarios deben tener al menos 16 años, y los menores "
    "de 18 necesitan una autorización firmada por sus padres."
)

TRAIN = (
    "El Tren Histórico de la Sierra circula todos los sábados de mayo a septiembre desde Villaverde del Río hasta el "
    "embalse de Santa Ana. El tren sale de Villaverde del Río a las 10:15 y llega al embalse a las 11:40; el tren de "
    "vuelta sale del embalse a las 16:00. La línea tiene 30 km y atraviesa tres túneles. El billete de ida y vuelta "
    "para adultos cuesta 20 €, los menores de 12 años pagan la mitad y los perros viajan gratis. La locomotora, "
    "llamada «Carmela», se construyó en Lisboa en 1923 y la conduce un maquinista voluntario, Ramón Castro."
)

POOL = (
    "La Piscina Municipal Las Acacias tiene un vaso principal de 25 m con seis calles y un pequeño vaso de enseñanza; "
    "el agua del vaso principal se mantiene a 28 °C. Abre de lunes a viernes de 6:30 a 21:00 y los fines de semana de "
    "8:00 a 18:00. La entrada de adulto cuesta 4,50 €, los menores de 16 pagan 2,25 € y el bono de diez baños cuesta "
    "40 €. De lunes a viernes, antes de las 9:00, el vaso principal se reserva para nado por calles. Los niños "
    "menores de 8 años deben estar acompañados en el agua por un adulto."
)

OPTICIAN = (
    "Óptica Miravista, en la plaza del Ayuntamiento, abre de martes a sábado de 9:30 a 20:00. Una revisión de la "
    "vista cuesta 25 € y es gratuita para los menores de 16 años y los mayores de 65. Las revisiones las hace la "
    "optometrista Marta Ortega, mientras que el óptico Sergio León ajusta las monturas. Las gafas nuevas suelen "
    "estar listas en un plazo de siete días laborables. Todas las monturas tienen dos años de garantía contra "
    "defectos de fabricación."
)

NURSERY = (
    "El vivero Los Almendros, que dirige Isabel Herrero, cultiva más de 1.200 variedades de plantas en tres "
    "hectáreas. Abre todos los días de 9:00 a 19:00, salvo el día de Navidad. Los pedidos de más de 50 € se entregan "
    "gratis en un radio de 15 km; los pedidos menores dentro de ese radio pagan 6 € de envío, y no se hacen entregas "
    "a más de 15 km. Los rosales a raíz desnuda cuestan 9,95 € la unidad o 27 € los tres. Todas las plantas tienen un "
    "año de garantía, siempre que se conserve el tique de compra."
)

CHESS = (
    "El Club de Ajedrez Alfil Negro se reúne todos los lunes a partir de las 19:30 en el salón de actos de la "
    "biblioteca municipal. La cuota anual es de 50 € para adultos y de 20 € para menores de 18 años. Los visitantes "
    "pueden asistir gratis hasta a tres tardes de club antes de que se les pida hacerse socios. El campeonato del "
    "club se juega en marzo a siete rondas, con 90 minutos por jugador más 30 segundos por jugada. El capitán, Javier "
    "Molina, elige los equipos de liga, y la tesorera, Elena Rubio, cobra las cuotas."
)

GARDEN = (
    "Las visitas guiadas del Jardín Botánico de la Alameda salen de la puerta principal a las 11:00 y a las 17:00 "
    "todos los días de abril a octubre. Cada visita dura 90 minutos, recorre unos 3 km y admite como máximo a veinte "
    "personas. La entrada cuesta 7 € para adultos y 3,50 € para niños, con el acceso al jardín incluido. Lo más "
    "destacado es el invernadero de estilo victoriano, construido en 1890 y mantenido a 24 °C todo el año. Las "
    "visitas de los domingos las guía la conservadora del jardín, la doctora Inés Peña."
)

LAUNDRY = (
    "La Lavandería y Tintorería La Espuma, en la avenida de la Estación, abre de lunes a sábado de 8:00 a 20:00 y "
    "cierra los domingos. Un lavado con servicio completo cuesta 11 € por carga de hasta 7 kg y está listo el mismo "
    "día si se entrega antes de las 10:00. La limpieza en seco de un traje de dos piezas cuesta 14,50 € y tarda tres "
    "días laborables. El dueño es Manuel Ortiz, y su hija Sara atiende el mostrador de tintorería. Las prendas que no "
    "se recojan en 60 días pueden venderse para cubrir el coste de la limpieza."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bz-001", "para.reorder", "¿Qué incluye el curso de iniciación del taller Barro y Fuego?", "Dos cocciones en el horno, todos los esmaltes y 12 kg de arcilla entran en el curso de iniciación de seis semanas, que cuesta 195 €.", POTTERY, True),
    w.faith("es-bz-002", "para.passive", "¿Quién forma a los nuevos monitores de la Escuela de Esquí Valdenieve?", "Los nuevos monitores son formados por el director técnico, Álvaro Ruiz.", SKI, True),
    w.faith("es-bz-003", "para.synonym", "¿Quién hace las revisiones de la vista en Óptica Miravista?", "Los exámenes visuales los realiza la optometrista Marta Ortega.", OPTICIAN, True),
    w.faith("es-bz-004", "para.nominal", "¿Cobra el vivero por el envío?", "La entrega es gratuita para pedidos de más de 50 € en un radio de 15 km; para pedidos menores dentro de ese radio, el coste del envío es de 6 €.", NURSERY, True),
    w.faith("es-bz-005", "para.capital", "¿Dónde se construyó la locomotora «Carmela»?", "«Carmela» se construyó en 1923 en la capital portuguesa.", TRAIN, True),
    w.faith("es-bz-006", "para.pronoun", "¿Quién elige los equipos de liga del club de ajedrez?", "Javier Molina. Él es el capitán y es quien elige los equipos de liga.", CHESS, True),
    w.faith("es-bz-007", "para.relative", "¿Quién es el dueño de la lavandería La Espuma?", "El dueño es Manuel Ortiz, cuya hija Sara atiende el mostrador de tintorería.", LAUNDRY, True),
    w.faith("es-bz-008", "para.part", "¿Hay alguna visita guiada por la tarde en el jardín botánico?", "Sí, una de las dos visitas diarias sale de la puerta principal a las 17:00.", GARDEN, True),
    w.faith("es-bz-009", "para.combine", "¿Cómo es el vaso principal de la piscina Las Acacias?", "El vaso principal mide 25 m, tiene seis calles y su agua se mantiene a 28 °C.", POOL, True),
    w.faith("es-bz-010", "fmt.number", "¿Cuántas personas pueden ir en una visita guiada?", "Cada visita admite como máximo a 20 personas.", GARDEN, True),
    w.faith("es-bz-011", "fmt.thousands", "¿Cuántos lotes repartió el banco de alimentos el año pasado?", "El año pasado repartió 14500 lotes.", FOODBANK, True),
    w.faith("es-bz-012", "fmt.scale", "¿Cuánta arcilla incluye el curso de iniciación?", "El curso incluye 12.000 g de arcilla.", POTTERY, True),
    w.faith("es-bz-013", "fmt.date", "¿Cuándo hay clases colectivas en la escuela de esquí?", "Hay clases colectivas todos los días del 06/12 al 13/04.", SKI, True),
    w.faith("es-bz-014", "fmt.time", "¿A qué hora sale el tren de Villaverde del Río?", "Sale a las diez y cuarto de la mañana.", TRAIN, True),
    w.faith("es-bz-015", "fmt.unit", "¿A qué temperatura está el agua del vaso principal?", "El agua del vaso principal se mantiene a 28 grados centígrados.", POOL, True),
    w.faith("es-bz-016", "fmt.abbrev", "¿Qué horario tiene Óptica Miravista?", "De mar. a sáb., de 9:30 a 20:00.", OPTICIAN, True),
    w.faith("es-bz-017", "fmt.currency", "¿Cuánto cuesta limpiar en seco un traje?", "La limpieza en seco de un traje de dos piezas cuesta 14 euros con 50 céntimos.", LAUNDRY, True),
    w.faith("es-bz-018", "fmt.range", "¿Cuántas veces puedo ir al club de ajedrez antes de hacerme socio?", "Un visitante puede asistir gratis como máximo a tres tardes de club antes de que le pidan hacerse socio.", CHESS, True),
    w.faith("es-bz-019", "fmt.period", "¿Cuándo puedo recoger mis piezas terminadas?", "Las piezas terminadas pueden recogerse 14 días después de la última clase.", POTTERY, True),
    w.faith("es-bz-020", "fmt.share", "¿A quién fueron los lotes repartidos el año pasado?", "El 50 % de los 14.500 lotes del año pasado fue para familias con hijos.", FOODBANK, True),
    w.faith("es-bz-021", "para.except", "¿Qué días puedo recoger un lote de comida?", "Los lotes se reparten los lunes, martes, jueves y viernes de 10:00 a 14:00; los miércoles no hay reparto.", FOODBANK, True),
    w.faith("es-bz-022", "wrap.opener", "¿Cuándo abre el vivero Los Almendros?", "¡Buena pregunta! El vivero abre todos los días de 9:00 a 19:00, salvo el día de Navidad.", NURSERY, True),
    w.faith("es-bz-023", "wrap.closer", "¿Cuánto dura una visita guiada del jardín?", "Una visita dura 90 minutos y recorre unos 3 km. ¡Que disfrute de la visita!", GARDEN, True),
    w.faith("es-bz-024", "wrap.attribution", "¿Tienen garantía las monturas de Óptica Miravista?", "Según el documento, todas las monturas tienen dos años de garantía contra defectos de fabricación.", OPTICIAN, True),
    w.faith("es-bz-025", "wrap.hedge", "¿Cuánto es la cuota para menores en el club de ajedrez?", "Creo que la cuota anual para menores de 18 años es de 20 €.", CHESS, True),
    w.faith("es-bz-026", "wrap.question", "¿Qué edad tiene que tener un niño para una clase colectiva de esquí?", "Tiene que tener al menos cinco años; los más pequeños solo pueden recibir clases particulares. ¿Quiere que le explique también la norma del casco?", SKI, True),
    w.faith("es-bz-027", "value.number", "¿Cuántos alumnos hay por grupo en el taller Barro y Fuego?", "Hay un máximo de diez alumnos por grupo.", POTTERY, False),
    w.faith("es-bz-028", "value.date", "¿Cuándo se juega el campeonato del club?", "El campeonato del club se juega en mayo a siete rondas.", CHESS, False),
    w.faith("es-bz-029", "value.time", "¿A qué hora empiezan las clases de esquí de la tarde?", "Las clases de la tarde empiezan a las 15:30.", SKI, False),
    w.faith("es-bz-030", "value.unit", "¿Qué distancia se recorre en una visita guiada?", "Cada visita recorre unas 3 millas.", GARDEN, False),
    w.faith("es-bz-031", "value.currency", "¿Cuánto cuesta la entrada de adulto en la piscina Las Acacias?", "La entrada de adulto cuesta 5,40 €.", POOL, False),
    w.faith("es-bz-032", "role.swap", "¿Quién hace qué en el taller Barro y Fuego?", "Diego Serrano da las clases de iniciación, y Lucía Morales carga el horno y se encarga de las cocciones.", POTTERY, False),
    w.faith("es-bz-033", "negation", "¿Tienen que pagar los niños la revisión de la vista?", "Para los menores de 16 años la revisión no es gratuita: cuesta 25 €.", OPTICIAN, False),
    w.faith("es-bz-034", "antonym", "¿Qué pedidos entrega gratis el vivero?", "Los pedidos de menos de 50 € se entregan gratis en un radio de 15 km.", NURSERY, False),
    w.faith("es-bz-035", "modality", "¿Los alumnos menores de 16 años tienen que llevar casco?", "A los alumnos menores de 16 años se les recomienda el casco, pero pueden esquiar sin él.", SKI, False),
    w.faith("es-bz-036", "quantifier", "¿Los niños tienen que estar acompañados en el agua?", "Todos los niños deben estar acompañados en el agua por un adulto.", POOL, False),
    w.faith("es-bz-037", "value.except", "¿Qué día abre el banco de alimentos?", "El banco de alimentos reparte lotes solo los miércoles, de 10:00 a 14:00.", FOODBANK, False),
    w.faith("es-bz-038", "direction", "¿A qué hora sale el tren por la mañana?", "El tren sale del embalse de Santa Ana a las 10:15 y llega a Villaverde del Río a las 11:40.", TRAIN, False),
    w.faith("es-bz-039", "added.fact", "¿Cuándo estará lista mi ropa del lavado con servicio completo?", "Si la entrega antes de las 10:00, está lista el mismo día, y se la llevan a casa sin coste adicional.", LAUNDRY, False),
    w.faith("es-bz-040", "added.entity", "¿Quién fundó el Banco de Alimentos de San Lorenzo?", "Lo fundó en 2007 Rosa Jiménez, enfermera jubilada, junto con Cáritas.", FOODBANK, False),
    w.faith("es-bz-041", "mixed", "¿Cuánto cuesta un rosal a raíz desnuda en el vivero?", "Un rosal a raíz desnuda cuesta 9,95 €, y todos florecen ya el primer verano.", NURSERY, False),
]

REFUSAL = [
    w.refusal("es-bz-042", "refusal.plain", "¿Tiene vagón restaurante el tren histórico?", "Lo siento, no sé si el tren tiene vagón restaurante.", TRAIN, True),
    w.refusal("es-bz-043", "refusal.context", "¿La tintorería limpia vestidos de novia?", "La información proporcionada no indica si allí se limpian vestidos de novia.", LAUNDRY, True),
    w.refusal("es-bz-044", "refusal.short", "¿Hay cafetería en el jardín botánico?", "No hay información sobre eso.", GARDEN, True),
    w.refusal("es-bz-045", "refusal.long", "¿Pueden los socios del club de ajedrez jugar partidas en línea?", "Gracias por su pregunta. He revisado con atención la información que tengo sobre el Club de Ajedrez Alfil Negro, pero en ella no se habla en absoluto del juego en línea, así que no puedo decirle si los socios pueden jugar partidas en línea a través del club. Lo mejor sería que se lo preguntara directamente al capitán o a la tesorera. Siento no poder ayudarle más en esta ocasión.", CHESS, True),
    w.refusal("es-bz-046", "refusal.hedged", "¿Cuánto cuesta el bono de diez baños?", "No estoy del todo seguro, pero creo que el bono de diez baños cuesta 40 €.", POOL, False),
    w.refusal("es-bz-047", "refusal.partial", "¿Cuánto cuesta una revisión de la vista y vende Óptica Miravista lentillas?", "La revisión de la vista cuesta 25 € y es gratuita para los menores de 16 y los mayores de 65. La información no dice si venden lentillas.", OPTICIAN, False),
]

CORRECTNESS = [
    w.correct("es-bz-048", "correct.wordy", "¿Cuánto cuesta una clase colectiva en la Escuela de Esquí Valdenieve?", "¡Gracias por preguntar! En la Escuela de Esquí Valdenieve, cada clase colectiva de dos horas tiene un precio de 55 € por cada persona que participa, de modo que pagará 55 € por persona y clase.", "Una clase colectiva cuesta 55 € por persona.", True),
    w.correct("es-bz-049", "correct.short", "¿Cuánto cuesta el curso de iniciación del taller Barro y Fuego?", "195 €.", "El curso de iniciación de seis semanas cuesta 195 €, con arcilla, esmaltes y cocciones incluidos.", True),
    w.correct("es-bz-050", "correct.format", "¿A qué hora sale del embalse el tren de vuelta?", "A las cuatro de la tarde.", "El tren de vuelta sale del embalse a las 16:00.", True),
    w.correct("es-bz-051", "wrong.value", "¿Cuánto tarda la limpieza en seco de un traje en La Espuma?", "Tarda un día laborable.", "La limpieza en seco de un traje tarda tres días laborables.", False),
    w.correct("es-bz-052", "wrong.echo", "¿Quién fundó el Banco de Alimentos de San Lorenzo?", "El Banco de Alimentos de San Lorenzo lo fundaron los voluntarios del Banco de Alimentos de San Lorenzo.", "Lo fundó en 2007 Rosa Jiménez, enfermera jubilada.", False),
    w.correct("es-bz-053", "wrong.role", "¿Quién cobra las cuotas en el club de ajedrez?", "Javier Molina cobra las cuotas, y Elena Rubio elige los equipos de liga.", "La tesorera, Elena Rubio, cobra las cuotas; el capitán, Javier Molina, elige los equipos de liga.", False),
]

RELEVANCY = [
    w.relevant("es-bz-054", "relevant.direct", "¿Cuánto cuestan tres rosales a raíz desnuda en el vivero?", "Los tres rosales a raíz desnuda cuestan 27 €.", NURSERY, True),
    w.relevant("es-bz-055", "relevant.yesno", "¿Puedo nadar por calles antes de las 9:00 entre semana?", "Sí, de lunes a viernes, antes de las 9:00, el vaso principal se reserva para nado por calles.", POOL, True),
    w.relevant("es-bz-056", "offtopic.true", "¿Cuánto cuesta la entrada infantil de la visita guiada?", "El invernadero victoriano se construyó en 1890.", GARDEN, False),
    w.relevant("es-bz-057", "offtopic.other", "¿Cuál es el horario de apertura de Óptica Miravista?", "Las gafas nuevas suelen estar listas en siete días laborables.", OPTICIAN, False),
]

DIAGNOSIS = [
    w.diag("es-bz-058", "diag.pass", "¿Cuánto cuesta un lavado con servicio completo en La Espuma?", "Cuesta 11 € por carga de hasta 7 kg.", {"laundry": LAUNDRY, "pool": POOL}, ("laundry",), "pass"),
    w.diag("es-bz-059", "diag.offtopic", "¿Cuánto cuesta el billete de ida y vuelta para adultos del tren histórico?", "La locomotora «Carmela» la conduce Ramón Castro.", {"train": TRAIN, "garden": GARDEN}, ("train",), "fix_generation"),
    w.diag("es-bz-060", "diag.unfaithful", "¿Hasta qué fecha ofrece clases colectivas la escuela de esquí?", "Las clases colectivas se ofrecen hasta el 13 de marzo.", {"ski": SKI, "optician": OPTICIAN}, ("ski",), "fix_generation"),
    w.diag("es-bz-061", "diag.refused", "¿Qué día se reúne el Club de Ajedrez Alfil Negro?", "Lo siento, los documentos no dicen cuándo se reúne el club.", {"chess": CHESS, "nursery": NURSERY}, ("chess",), "fix_generation"),
    w.diag("es-bz-062", "diag.missed", "¿Cuánto dura la garantía de las monturas en Óptica Miravista?", "No encuentro nada sobre la garantía de las monturas en los documentos.", {"pool": POOL, "laundry": LAUNDRY}, ("optician",), "fix_retrieval"),
    w.diag("es-bz-063", "diag.correct_refusal", "¿Vende el taller Barro y Fuego tarjetas regalo?", "Los documentos no mencionan tarjetas regalo, así que no puedo responder.", {"pottery": POTTERY, "nursery": NURSERY}, (), "correct_refusal"),
    w.diag("es-bz-064", "diag.should_refuse", "¿Acepta el banco de alimentos donaciones de carne fresca?", "Sí, las donaciones de carne fresca se aceptan los lunes por la mañana.", {"foodbank": FOODBANK, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
