"""Spanish cases of fresh set bw. Scenarios: el espacio maker de la Biblioteca Municipal Los
Almendros, la pista de hielo Polar, la mensajería en bicicleta Pedalea, una clase de sushi en el
restaurante Nori, el albergue juvenil La Gaviota, la clínica de higiene dental Sonrisa Clara, el
Mercado de Agricultores del Río, el Club Náutico Brisa, la audioguía del Museo de la Ciudad de
Valdemora y el club de coche compartido Rodamos."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MAKERSPACE = "El espacio maker de la Biblioteca Municipal Los Almendros, en la segunda planta, abre de martes a sábado de 10:00 a 20:00. Antes de usar la cortadora láser, los socios deben completar una formación de seguridad de 45 minutos, que cuesta 8 €. Las impresoras 3D se pueden reservar hasta 3 horas por sesión, y el filamento se cobra a 5 céntimos el gramo. La bibliotecaria Lucía Navarro dirige el taller de soldadura de los jueves por la tarde, limitado a 12 participantes. Los menores de 14 años solo pueden usar el espacio maker acompañados de un adulto."
RINK = "La pista de hielo Polar ofrece patinaje libre todos los días salvo los lunes, de 16:00 a 19:00. La entrada cuesta 7 € para adultos y 5 € para menores de 12 años, y el alquiler de patines se paga aparte: 3 €. La pista mide 60 metros de largo por 30 metros de ancho y el hielo se repasa cada 90 minutos. La entrenadora jefa, Marta Iglesias, imparte los cursos de iniciación, y su ayudante, Pablo Serrano, da las clases de patinaje artístico. El casco es obligatorio para todos los patinadores menores de 10 años."
COURIER = "Mensajería Pedalea entrega paquetes dentro del centro de la ciudad en menos de 50 minutos. Los paquetes pueden pesar hasta 7 kilos y deben caber en una bolsa de carga de 40 litros. Un envío estándar cuesta 8,50 € y un envío exprés en menos de 25 minutos cuesta 14 €. Los pedidos hechos después de las 20:30 se entregan a la mañana siguiente. La fundadora, Elena Ruiz, contrató al coordinador Diego Martín en enero de 2021 para organizar a sus 16 repartidores."
SUSHI = "La clase de sushi del restaurante Nori se imparte todos los domingos de 11:00 a 14:00 y cuesta 70 € por persona, ingredientes incluidos. La da el chef Daiki Sato, que se formó durante nueve años en Tokio, y su hija Hana le ayuda en el puesto del arroz. Cada participante prepara tres tipos de makis y se lleva a casa una esterilla de bambú. La clase admite como máximo 10 alumnos, y hay que reservar con al menos 48 horas de antelación. Quien tenga alergia al marisco debe avisar al chef al hacer la reserva."
HOSTEL = "El albergue juvenil La Gaviota tiene 56 camas repartidas en 9 dormitorios, además de dos habitaciones privadas. Una cama en dormitorio cuesta 24 € por noche, con desayuno incluido, que se sirve de 7:30 a 10:00. La entrada es a partir de las 14:00 y la salida, antes de las 11:00. Los huéspedes pueden alojarse un máximo de 28 noches seguidas. La directora, Carmen Ortega, abrió el albergue en julio de 2016 en un antiguo almacén de aduanas."
CLINIC = "La clínica de higiene dental Sonrisa Clara ofrece una limpieza de 45 minutos por 60 €. La higienista Laura Gil atiende a los adultos, y el higienista Sergio Pérez trata a los niños. La clínica recomienda una limpieza cada seis meses. Quien cancele con menos de 24 horas de antelación paga una penalización de 15 €, salvo en caso de urgencia médica. La clínica abre de lunes a viernes de 9:00 a 19:00 y los sábados de 9:00 a 13:00."
MARKET = "El Mercado de Agricultores del Río se celebra todos los sábados de 8:00 a 14:00 en el aparcamiento de la calle Olmos, de abril a octubre. Unos 35 productores venden alimentos cultivados a menos de 90 kilómetros de la ciudad, y el mercado recibe unos 3.500 visitantes cada sábado. Un puesto cuesta 20 € al día, y la mitad de los puestos está reservada para agricultores con certificación ecológica. La gerente del mercado, Rosa Delgado, inspecciona una vez al año la finca de cada productor. No se permiten perros en el mercado, salvo los perros de asistencia."
SAILING = "El Club Náutico Brisa tiene nueve botes de vela ligera y dos veleros de quilla de 8 metros. La cuota anual es de 400 € y los socios nuevos pagan una sola vez una cuota de inscripción de 150 €. Los socios deben superar una prueba de vuelco antes de salir solos en un bote ligero. Se suspenden todas las salidas cuando el viento supera los 20 nudos. El comodoro, Javier Molina, preside la junta, y la tesorera, Pilar Castro, gestiona el fondo de reparación de barcos."
AUDIO_GUIDE = "La audioguía del Museo de la Ciudad de Valdemora comenta 40 piezas y dura unos 70 minutos. Está disponible en seis idiomas y su alquiler cuesta 3 €; para los socios del museo es gratuita. Los visitantes deben dejar un documento de identidad con foto como fianza mientras usan el aparato. Los textos los escribió la conservadora Ana Beltrán y los grabó el actor Luis Romero. Los aparatos deben devolverse 30 minutos antes del cierre del museo, a las 19:00."
CARSHARE = "El club de coche compartido Rodamos se fundó el 14 de febrero de 2019 y hoy tiene 95 socios que comparten 12 coches en cuatro estaciones. Los socios pagan una cuota mensual de 9 € más 5 € por hora de conducción, con el combustible incluido. Un coche se puede reservar durante un máximo de 72 horas seguidas. Devolverlo tarde cuesta 18 € por cada media hora empezada. Los socios deben tener al menos 23 años y llevar como mínimo dos años con el carné de conducir."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bw-001", "para.reorder", "¿Cuándo abre el espacio maker?", "De 10:00 a 20:00, de martes a sábado, está abierto el espacio maker.", MAKERSPACE, True),
    w.faith("es-bw-002", "para.passive", "¿Quién trata a los niños en la clínica?", "Los niños son tratados por el higienista Sergio Pérez.", CLINIC, True),
    w.faith("es-bw-003", "para.synonym", "¿Cuánto paga un adulto por entrar a la pista?", "El acceso para los mayores de edad vale 7 €.", RINK, True),
    w.faith("es-bw-004", "para.nominal", "¿Qué pasa con los pedidos hechos después de las 20:30?", "La entrega de los pedidos hechos después de las 20:30 se realiza a la mañana siguiente.", COURIER, True),
    w.faith("es-bw-005", "para.capital", "¿Dónde se formó el chef?", "El chef Daiki Sato se formó durante nueve años en la capital de Japón.", SUSHI, True),
    w.faith("es-bw-006", "para.pronoun", "¿Qué hace Pilar Castro en el club?", "Es la tesorera del club, y es ella quien gestiona el fondo de reparación de barcos.", SAILING, True),
    w.faith("es-bw-007", "para.relative", "¿Quién hizo los comentarios de la audioguía?", "Los escribió Ana Beltrán, que es conservadora, y los grabó Luis Romero, que es actor.", AUDIO_GUIDE, True),
    w.faith("es-bw-008", "para.part", "¿Qué pagan los socios?", "Entre otras cosas, pagan 5 € por cada hora de conducción.", CARSHARE, True),
    w.faith("es-bw-009", "para.combine", "¿Quién abrió el albergue y cuántas camas tiene?", "El albergue, que la directora Carmen Ortega abrió en julio de 2016, tiene 56 camas repartidas en 9 dormitorios.", HOSTEL, True),
    w.faith("es-bw-010", "fmt.number", "¿Cuántas embarcaciones tiene el club?", "El club tiene 9 botes de vela ligera y 2 veleros de quilla.", SAILING, True),
    w.faith("es-bw-011", "fmt.thousands", "¿Cuánta gente visita el mercado?", "Cada sábado lo visitan unas 3500 personas.", MARKET, True),
    w.faith("es-bw-012", "fmt.scale", "¿Cuánto puede pesar un paquete?", "Un paquete puede pesar hasta 7000 gramos.", COURIER, True),
    w.faith("es-bw-013", "fmt.date", "¿Cuándo se fundó Rodamos?", "El club se fundó el 14/02/2019.", CARSHARE, True),
    w.faith("es-bw-014", "fmt.time", "¿A qué hora es el patinaje libre?", "Todos los días salvo los lunes, de cuatro a siete de la tarde.", RINK, True),
    w.faith("es-bw-015", "fmt.unit", "¿Qué tamaño tiene la pista?", "La pista mide 60 m de largo por 30 m de ancho.", RINK, True),
    w.faith("es-bw-016", "fmt.abbrev", "¿Qué horario tiene la clínica entre semana?", "Lun.–vie., de 9:00 a 19:00.", CLINIC, True),
    w.faith("es-bw-017", "fmt.currency", "¿Cuánto cuesta la clase de sushi?", "Cuesta 70 euros por persona, con los ingredientes incluidos.", SUSHI, True),
    w.faith("es-bw-018", "fmt.range", "¿Por cuánto tiempo puedo reservar un coche?", "Una reserva no puede superar las 72 horas seguidas.", CARSHARE, True),
    w.faith("es-bw-019", "fmt.period", "¿Cuánto tiempo se puede uno alojar en el albergue?", "Los huéspedes pueden quedarse como mucho cuatro semanas seguidas.", HOSTEL, True),
    w.faith("es-bw-020", "fmt.share", "¿Qué parte de los puestos es para agricultores ecológicos?", "El 50 % de los puestos está reservado para agricultores con certificación ecológica.", MARKET, True),
    w.faith("es-bw-021", "para.except", "¿Se puede ir a patinar un lunes?", "No, los lunes no hay patinaje libre; las sesiones son de martes a domingo.", RINK, True),
    w.faith("es-bw-022", "wrap.opener", "¿Cada cuánto debería hacerme una limpieza?", "¡Buena pregunta! La clínica recomienda una limpieza cada seis meses.", CLINIC, True),
    w.faith("es-bw-023", "wrap.closer", "¿Cuántos alumnos admite la clase de sushi?", "La clase admite como mucho 10 alumnos. ¡Espero que le sirva y que disfrute de la clase!", SUSHI, True),
    w.faith("es-bw-024", "wrap.attribution", "¿Cuánto cuesta el filamento?", "Según el documento, el filamento se cobra a 5 céntimos el gramo.", MAKERSPACE, True),
    w.faith("es-bw-025", "wrap.hedge", "¿Cuándo hay que devolver el aparato de la audioguía?", "Creo que hay que devolverlo 30 minutos antes del cierre del museo, a las 19:00.", AUDIO_GUIDE, True),
    w.faith("es-bw-026", "wrap.question", "¿Quién puede hacerse socio de Rodamos?", "Hay que tener al menos 23 años y llevar como mínimo dos años con el carné de conducir. ¿Quiere que le diga también cuánto cuesta ser socio?", CARSHARE, True),
    w.faith("es-bw-027", "value.number", "¿Cuántas personas caben en el taller de soldadura?", "El taller de soldadura de los jueves está limitado a 20 participantes.", MAKERSPACE, False),
    w.faith("es-bw-028", "value.date", "¿Cuándo contrató Elena Ruiz a Diego Martín?", "Lo contrató como coordinador en marzo de 2021.", COURIER, False),
    w.faith("es-bw-029", "value.time", "¿A partir de qué hora se puede entrar en el albergue?", "La entrada es a partir de las 15:00.", HOSTEL, False),
    w.faith("es-bw-030", "value.unit", "¿Cuánto miden los veleros de quilla?", "Los dos veleros de quilla del club miden 8 pies.", SAILING, False),
    w.faith("es-bw-031", "value.currency", "¿Cuánto cuesta devolver un coche tarde?", "Cuesta 18 dólares por cada media hora empezada.", CARSHARE, False),
    w.faith("es-bw-032", "role.swap", "¿Quién enseña qué en la pista?", "El entrenador jefe, Pablo Serrano, imparte los cursos de iniciación, y su ayudante, Marta Iglesias, da las clases de patinaje artístico.", RINK, False),
    w.faith("es-bw-033", "negation", "¿Los ingredientes están incluidos en el precio?", "No, los ingredientes no están incluidos en el precio de 70 €.", SUSHI, False),
    w.faith("es-bw-034", "antonym", "¿Cuál es la norma sobre el casco?", "El casco es opcional para los patinadores menores de 10 años.", RINK, False),
    w.faith("es-bw-035", "modality", "¿Cada cuánto tienen que hacerse una limpieza los pacientes?", "La clínica exige a sus pacientes una limpieza obligatoria cada seis meses.", CLINIC, False),
    w.faith("es-bw-036", "quantifier", "¿Qué fincas inspecciona Rosa Delgado?", "Una vez al año, Rosa Delgado inspecciona solo algunas fincas elegidas entre los productores.", MARKET, False),
    w.faith("es-bw-037", "value.except", "¿Puedo llevar a mi perro al mercado?", "Sí, los perros pueden entrar al mercado, salvo los perros de asistencia.", MARKET, False),
    w.faith("es-bw-038", "direction", "¿Qué pedidos se entregan a la mañana siguiente?", "Los pedidos hechos antes de las 20:30 se entregan a la mañana siguiente.", COURIER, False),
    w.faith("es-bw-039", "added.fact", "¿Cuánto dura la audioguía?", "Dura unos 70 minutos e incluye además un recorrido especial para niños.", AUDIO_GUIDE, False),
    w.faith("es-bw-040", "added.entity", "¿Quién da la clase de sushi?", "La da el chef Daiki Sato junto con su segundo de cocina, Álvaro Vega, y su hija Hana le ayuda en el puesto del arroz.", SUSHI, False),
    w.faith("es-bw-041", "mixed", "¿Cuánto tiempo como máximo se puede reservar un coche?", "Un coche se puede reservar hasta 72 horas seguidas, y los coches eléctricos se cargan gratis en todas las estaciones.", CARSHARE, False),
]

REFUSAL = [
    w.refusal("es-bw-042", "refusal.plain", "¿El espacio maker tiene máquina de coser?", "Lo siento, no tengo esa información.", MAKERSPACE, True),
    w.refusal("es-bw-043", "refusal.context", "¿El albergue tiene lavandería?", "El contexto proporcionado no menciona ninguna lavandería, así que no puedo responder.", HOSTEL, True),
    w.refusal("es-bw-044", "refusal.short", "¿Hay aparcamiento gratuito en la pista?", "No lo sé.", RINK, True),
    w.refusal("es-bw-045", "refusal.long", "¿A qué hora abre el bar del club?", "Gracias por su pregunta. La información de la que dispongo sobre el Club Náutico Brisa trata de sus embarcaciones, sus cuotas, sus normas de seguridad y su junta, pero no dice nada de un bar en el club ni de su horario. Por eso, lamentablemente, no puedo darle una respuesta, y prefiero no adivinar. Le recomiendo consultarlo directamente con el club.", SAILING, True),
    w.refusal("es-bw-046", "refusal.hedged", "¿Cuántas piezas comenta la audioguía?", "No estoy del todo seguro, pero parece que comenta 40 piezas.", AUDIO_GUIDE, False),
    w.refusal("es-bw-047", "refusal.partial", "¿Cuánto es la cuota mensual y hay descuento para estudiantes?", "La cuota mensual es de 9 €. Sobre un descuento para estudiantes no encuentro nada, así que no puedo decirle si existe.", CARSHARE, False),
]

CORRECTNESS = [
    w.correct("es-bw-048", "correct.wordy", "¿Cuánto cuesta el envío exprés?", "Si necesita que su paquete llegue en menos de 25 minutos, Pedalea ofrece un envío exprés, y por esa opción más rápida se pagan 14 € por envío.", "El envío exprés cuesta 14 €.", True),
    w.correct("es-bw-049", "correct.short", "¿Cuánto cuesta la clase de sushi por persona?", "70 €.", "La clase de sushi cuesta 70 € por persona, ingredientes incluidos.", True),
    w.correct("es-bw-050", "correct.format", "¿Antes de qué hora hay que dejar el albergue?", "Antes de las 11 de la mañana.", "La salida es antes de las 11:00.", True),
    w.correct("es-bw-051", "wrong.value", "¿Cuánto dura una limpieza?", "Una limpieza dura 30 minutos.", "Una limpieza dura 45 minutos.", False),
    w.correct("es-bw-052", "wrong.echo", "¿Qué día de la semana se celebra el Mercado de Agricultores del Río?", "El Mercado de Agricultores del Río se celebra todos los domingos de la semana.", "El mercado se celebra todos los sábados.", False),
    w.correct("es-bw-053", "wrong.role", "¿Quién preside la junta del club náutico?", "Pilar Castro preside la junta, y Javier Molina gestiona el fondo de reparación de barcos.", "El comodoro Javier Molina preside la junta; la tesorera Pilar Castro gestiona el fondo de reparación.", False),
]

RELEVANCY = [
    w.relevant("es-bw-054", "relevant.direct", "¿Cuánto cuesta alquilar la audioguía?", "El alquiler cuesta 3 €, y para los socios del museo es gratis.", AUDIO_GUIDE, True),
    w.relevant("es-bw-055", "relevant.yesno", "¿El combustible está incluido en la tarifa por hora?", "Sí, el combustible está incluido.", CARSHARE, True),
    w.relevant("es-bw-056", "offtopic.true", "¿Cuánto cuesta la formación de seguridad para la cortadora láser?", "El espacio maker está en la segunda planta de la biblioteca.", MAKERSPACE, False),
    w.relevant("es-bw-057", "offtopic.other", "¿Cuánto cuesta alquilar patines?", "El patinaje libre empieza a las 16:00.", RINK, False),
]

DIAGNOSIS = [
    w.diag("es-bw-058", "diag.pass", "¿Cuánto cuesta un envío estándar?", "Un envío estándar cuesta 8,50 €.", {"courier": COURIER, "hostel": HOSTEL}, ("courier",), "pass"),
    w.diag("es-bw-059", "diag.offtopic", "¿Con cuánta antelación hay que reservar la clase de sushi?", "Cada participante se lleva a casa una esterilla de bambú.", {"sushi": SUSHI, "market": MARKET}, ("sushi",), "fix_generation"),
    w.diag("es-bw-060", "diag.unfaithful", "¿Cuántas camas tiene el albergue en sus dormitorios?", "El albergue tiene 65 camas en sus dormitorios.", {"hostel": HOSTEL, "rink": RINK}, ("hostel",), "fix_generation"),
    w.diag("es-bw-061", "diag.refused", "¿Cuánto cuesta una limpieza?", "Lo siento, no he encontrado esa información en los documentos.", {"clinic": CLINIC, "sailing": SAILING}, ("clinic",), "fix_generation"),
    w.diag("es-bw-062", "diag.missed", "¿Cuánto es la cuota anual del club náutico?", "Los documentos que tengo no indican cuánto es la cuota anual del club náutico.", {"carshare": CARSHARE, "museum": AUDIO_GUIDE}, ("sailing",), "fix_retrieval"),
    w.diag("es-bw-063", "diag.correct_refusal", "¿La cafetería del museo tiene platos veganos?", "La información disponible no dice si la cafetería del museo ofrece platos veganos.", {"museum": AUDIO_GUIDE, "makerspace": MAKERSPACE}, (), "correct_refusal"),
    w.diag("es-bw-064", "diag.should_refuse", "¿Se pueden llevar los coches de Rodamos al extranjero?", "Sí, los socios pueden salir al extranjero con los coches siempre que los devuelvan en un plazo de 72 horas.", {"carshare": CARSHARE, "courier": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
