"""Spanish cases of set t6: el Campamento Los Pinos, las extracciones y resultados de Análisis Clínicos
Alameda, una obra en el Teatro Alcázar, las entregas y devoluciones de Muebles Roble, las tarifas de Telmo
Móvil y el Club de Senderismo Cumbres."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CAMPAMENTO = (
    "El Campamento Los Pinos, en la sierra de Gredos, organiza dos turnos este verano: del 1 al 15 de julio y del 16 al 30 de julio. "
    "Pueden apuntarse niños y niñas de 6 a 13 años. Cada turno cuesta 450 €, y los hermanos tienen un 25 % de descuento. "
    "El plazo de inscripción termina el 10 de junio."
)
CAMPAMENTO_VIDA = (
    "En Los Pinos, la coordinadora, Lucía Navarro, asigna las cabañas, y el monitor de aventura, Diego Ramos, dirige las actividades de escalada. "
    "En cada cabaña duermen diez niños y dos monitores. Los móviles están prohibidos; las familias pueden llamar al campamento de 20:00 a 21:00. "
    "El día de visitas es el domingo 7 de julio."
)
LABORATORIO = (
    "Análisis Clínicos Alameda hace extracciones de lunes a viernes de 8:00 a 10:30, con cita previa. "
    "Para la prueba de colesterol hay que acudir en ayunas de al menos 8 horas, aunque se puede beber agua. "
    "Los resultados del hemograma se entregan en 24 horas y los de la prueba de alergias en un plazo de 10 días."
)
LABORATORIO_RESULTADOS = (
    "En Análisis Clínicos Alameda, la doctora Marta Ibáñez revisa todos los resultados alterados antes de enviarlos, y el técnico Sergio Pardo avisa por teléfono al paciente cuando hay un valor crítico. "
    "Los resultados se pueden descargar en la web con el código de la hoja de citación. Una copia impresa cuesta 2 €."
)
TEATRO = (
    "El Teatro Alcázar estrena «La casa de las olas» el 18 de septiembre, y la obra estará en cartel hasta el 26 de octubre. "
    "Hay funciones de miércoles a domingo a las 20:30, y los domingos también a las 18:00. "
    "Las entradas cuestan 30 € en platea y 20 € en anfiteatro; los mayores de 65 años pagan la mitad."
)
TEATRO_REPARTO = (
    "«La casa de las olas» está dirigida por Andrés Molina. Carmen Vidal interpreta a la madre y Pablo Herrera al hijo pródigo. "
    "La función dura dos horas, con un descanso de quince minutos incluido. No se permite la entrada a menores de 14 años."
)
MUEBLES = (
    "Muebles Roble reparte gratis en un radio de 30 km alrededor de su tienda de Zaragoza; fuera de ese radio, el transporte cuesta 1 € por kilómetro. "
    "Las entregas se hacen de lunes a sábado, excepto festivos, entre las 9:00 y las 14:00. "
    "El montaje es gratuito en pedidos superiores a 600 €; en los demás cuesta 40 €. El transportista avisa por SMS el día anterior."
)
DEVOLUCIONES = (
    "En Muebles Roble, los productos se pueden devolver en un plazo de 15 días desde la entrega, siempre que no se hayan montado. "
    "Los colchones no admiten devolución por motivos de higiene. "
    "El reembolso se realiza en un máximo de 7 días hábiles, y la tienda cobra 20 € por recoger el producto."
)
TARIFAS = (
    "La tarifa Mini de Telmo Móvil cuesta 8 € al mes e incluye 10 GB y 100 minutos. "
    "La tarifa Total cuesta 20 € al mes, con 60 GB y llamadas ilimitadas. "
    "En ambas, los gigas que no se gastan se acumulan para el mes siguiente. La permanencia es de 6 meses en la Mini, y la Total no tiene permanencia."
)
TELMO_SERVICIO = (
    "Si un cliente de Telmo Móvil agota sus datos, la velocidad baja a 1 Mbps sin coste adicional. "
    "El servicio de atención al cliente funciona todos los días de 9:00 a 21:00, salvo el 1 de enero. "
    "Cambiar de tarifa es gratis y se puede hacer una vez al mes."
)
SENDERISMO = (
    "El Club de Senderismo Cumbres sale de excursión el tercer sábado de cada mes, a las 7:30, desde la plaza del Ayuntamiento de Jaca. "
    "Los socios pagan 8 € por excursión y los no socios 15 €, con el autobús y el seguro incluidos. "
    "El guía, Javier Soler, decide la ruta, y la secretaria, Elena Castro, gestiona las inscripciones. "
    "Es obligatorio llevar botas de montaña y se recomienda llevar bastones."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t6-001", "fmt.date", "¿Cuándo es el segundo turno?", "El segundo turno va del 16/07 al 30/07.", CAMPAMENTO, True),
    w.faith("es-t6-002", "fmt.range", "¿Qué edad tienen que tener los niños?", "Se pueden inscribir niños de entre seis y trece años.", CAMPAMENTO, True),
    w.faith("es-t6-003", "fmt.share", "¿Hay descuento para hermanos?", "Sí, los hermanos pagan tres cuartas partes del precio del turno.", CAMPAMENTO, True),
    w.faith("es-t6-004", "value.date", "¿Cuándo es el primer turno?", "El primer turno es del 1 al 14 de julio.", CAMPAMENTO, False),
    w.faith("es-t6-005", "para.passive", "¿Quién reparte las cabañas?", "Las cabañas son asignadas por la coordinadora, Lucía Navarro.", CAMPAMENTO_VIDA, True),
    w.faith("es-t6-006", "fmt.time", "¿A qué hora podemos llamar a nuestra hija?", "Las familias pueden llamar entre las ocho y las nueve de la noche.", CAMPAMENTO_VIDA, True),
    w.faith("es-t6-007", "para.relative", "¿Quién se encarga de la escalada?", "Diego Ramos, que es el monitor de aventura, dirige la escalada.", CAMPAMENTO_VIDA, True),
    w.faith("es-t6-008", "role.swap", "¿Quién asigna las cabañas?", "Las cabañas las asigna Diego Ramos, y la escalada la dirige Lucía Navarro.", CAMPAMENTO_VIDA, False),
    w.faith("es-t6-009", "negation", "¿Puede mi hijo llevarse el móvil?", "Sí, los niños pueden tener el móvil en el campamento.", CAMPAMENTO_VIDA, False),
    w.faith("es-t6-010", "value.number", "¿Cuántos niños duermen en cada cabaña?", "En cada cabaña duermen ocho niños con dos monitores.", CAMPAMENTO_VIDA, False),
    w.faith("es-t6-011", "para.except", "¿Puedo hacerme la analítica un sábado?", "No, no se hacen extracciones ni los sábados ni los domingos.", LABORATORIO, True),
    w.faith("es-t6-012", "wrap.hedge", "¿Puedo beber agua antes del análisis de colesterol?", "Creo que sí: durante el ayuno se permite beber agua.", LABORATORIO, True),
    w.faith("es-t6-013", "modality", "¿Tengo que ir en ayunas a la prueba de colesterol?", "Se recomienda ir en ayunas, pero no es imprescindible.", LABORATORIO, False),
    w.faith("es-t6-014", "direction", "¿Cuántas horas de ayuno necesito?", "Hay que ayunar como máximo 8 horas antes de la prueba de colesterol.", LABORATORIO, False),
    w.faith("es-t6-015", "para.synonym", "¿Revisa alguien los resultados alterados?", "Sí, la doctora Marta Ibáñez los comprueba todos antes de mandarlos.", LABORATORIO_RESULTADOS, True),
    w.faith("es-t6-016", "fmt.currency", "¿Puedo pedir los resultados en papel?", "Sí, la copia impresa vale dos euros.", LABORATORIO_RESULTADOS, True),
    w.faith("es-t6-017", "role.swap", "¿Quién me llama si hay un valor crítico?", "Le llama la doctora Ibáñez, después de que el técnico Sergio Pardo revise el resultado.", LABORATORIO_RESULTADOS, False),
    w.faith("es-t6-018", "fmt.date", "¿Cuándo se estrena «La casa de las olas»?", "El estreno es el 18/9.", TEATRO, True),
    w.faith("es-t6-019", "para.except", "¿Hay función los lunes?", "No, lunes y martes no hay función.", TEATRO, True),
    w.faith("es-t6-020", "value.time", "¿A qué hora son las funciones del domingo?", "Los domingos hay función a las 18:00 y a las 21:00.", TEATRO, False),
    w.faith("es-t6-021", "quantifier", "¿Cuánto cuestan las entradas?", "Todas las entradas cuestan 30 €, sea cual sea la zona.", TEATRO, False),
    w.faith("es-t6-022", "para.pronoun", "¿Qué papel hace Carmen Vidal?", "¿Carmen Vidal? Ella hace de madre en la obra.", TEATRO_REPARTO, True),
    w.faith("es-t6-023", "fmt.period", "¿Cuánto dura la obra?", "Dura 120 minutos, con un descanso de un cuarto de hora incluido.", TEATRO_REPARTO, True),
    w.faith("es-t6-024", "role.swap", "¿Quién dirige la obra?", "La obra la dirige Pablo Herrera, y Andrés Molina interpreta al hijo pródigo.", TEATRO_REPARTO, False),
    w.faith("es-t6-025", "direction", "¿Pueden entrar niños?", "Solo pueden entrar los menores de 14 años.", TEATRO_REPARTO, False),
    w.faith("es-t6-026", "para.synonym", "¿Cuánto cuesta el transporte?", "Dentro de 30 km de la tienda no se paga nada; más lejos, se cobra un euro por kilómetro.", MUEBLES, True),
    w.faith("es-t6-027", "wrap.closer", "¿Me avisarán antes de la entrega?", "Sí, el transportista le mandará un SMS el día antes. ¡Un saludo!", MUEBLES, True),
    w.faith("es-t6-028", "value.unit", "¿Cuánto cuesta el transporte fuera del radio?", "Fuera de los 30 km, el transporte cuesta 1 € por milla.", MUEBLES, False),
    w.faith("es-t6-029", "value.except", "¿Qué días hacen entregas?", "Se entrega de lunes a sábado, festivos incluidos.", MUEBLES, False),
    w.faith("es-t6-030", "direction", "¿Cuándo es gratis el montaje?", "El montaje sale gratis en los pedidos de menos de 600 €.", MUEBLES, False),
    w.faith("es-t6-031", "fmt.number", "¿Cuánto tiempo tengo para devolver una mesa?", "Tienes quince días desde la entrega, siempre que no la hayas montado.", DEVOLUCIONES, True),
    w.faith("es-t6-032", "wrap.attribution", "¿Cuándo me devuelven el dinero?", "Según las condiciones de la tienda, el reembolso se hace como mucho en siete días hábiles.", DEVOLUCIONES, True),
    w.faith("es-t6-033", "antonym", "¿Cuánto tarda el reembolso?", "El reembolso tarda un mínimo de 7 días hábiles.", DEVOLUCIONES, False),
    w.faith("es-t6-034", "added.fact", "¿Se puede devolver un colchón?", "No se puede devolver por higiene, pero sí cambiarlo por otro modelo.", DEVOLUCIONES, False),
    w.faith("es-t6-035", "fmt.abbrev", "¿Cuántos datos trae la tarifa Mini?", "La Mini incluye 10 gigas.", TARIFAS, True),
    w.faith("es-t6-036", "para.combine", "¿Qué ofrece la tarifa Total?", "La Total cuesta 20 € al mes, trae 60 GB con llamadas ilimitadas y no tiene permanencia.", TARIFAS, True),
    w.faith("es-t6-037", "negation", "¿Qué pasa con los gigas que no gasto?", "Los gigas que no gastas se pierden al acabar el mes.", TARIFAS, False),
    w.faith("es-t6-038", "value.number", "¿Cuánta permanencia tiene la Mini?", "La tarifa Mini tiene 12 meses de permanencia.", TARIFAS, False),
    w.faith("es-t6-039", "para.except", "¿Atención al cliente cierra algún día?", "Solo cierra el 1 de enero; el resto del año atiende de 9:00 a 21:00.", TELMO_SERVICIO, True),
    w.faith("es-t6-040", "wrap.question", "¿Cuesta algo cambiar de tarifa?", "¿Que si se paga por cambiar de tarifa? No, es gratis, aunque solo se puede una vez al mes.", TELMO_SERVICIO, True),
    w.faith("es-t6-041", "fmt.time", "¿A qué hora sale la excursión?", "Salimos a las siete y media de la plaza del Ayuntamiento de Jaca.", SENDERISMO, True),
    w.faith("es-t6-042", "wrap.opener", "¿Cuánto paga alguien que no es socio?", "¡Hola! Los no socios pagan 15 € por excursión, con autobús y seguro incluidos.", SENDERISMO, True),
    w.faith("es-t6-043", "role.swap", "¿Quién gestiona las inscripciones?", "Las inscripciones las lleva Javier Soler, y la ruta la decide Elena Castro.", SENDERISMO, False),
    w.faith("es-t6-044", "modality", "¿Hay que llevar bastones?", "Sí, llevar bastones es obligatorio.", SENDERISMO, False),
]

CORRECTNESS = [
    w.correct("es-t6-045", "correct.wordy", "¿Cuánto cuesta la tarifa Total de Telmo Móvil?", "Si te quedas con la tarifa Total de Telmo Móvil, pagarás veinte euros cada mes.", "20 € al mes", True),
    w.correct("es-t6-046", "correct.format", "¿Cuándo termina el plazo de inscripción del Campamento Los Pinos?", "El 10/06.", "10 de junio", True),
    w.correct("es-t6-047", "correct.wordy", "¿Quién dirige «La casa de las olas»?", "La dirección de la obra corre a cargo de Andrés Molina.", "Andrés Molina", True),
    w.correct("es-t6-048", "correct.format", "¿En cuánto tiempo se entregan los resultados del hemograma?", "En un día.", "24 horas", True),
    w.correct("es-t6-049", "wrong.value", "¿Cuánto pagan los socios por excursión en el Club Cumbres?", "Los socios pagan 15 € por excursión.", "8 €", False),
    w.correct("es-t6-050", "wrong.role", "¿Quién interpreta al hijo pródigo en «La casa de las olas»?", "Al hijo pródigo lo interpreta Andrés Molina.", "Pablo Herrera", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
