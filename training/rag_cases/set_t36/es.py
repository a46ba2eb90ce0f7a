"""Spanish cases of set t36: combustible y kilometraje de una empresa de alquiler de coches,
visitas guiadas de un museo, normas de entrada de un hotel, equipaje de una aerolínea,
excursiones de un crucero y bicicletas en trenes regionales."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FUEL = (
    "En AutoSol Alquiler, todos los coches se entregan con el depósito lleno y deben devolverse llenos. "
    "Si falta combustible, se cobran 2,10 € por litro más un cargo de repostaje de 22 €. "
    "Al recoger el coche, el cliente puede contratar la opción «Depósito prepago» por 65 €, con la que puede devolverlo vacío."
)
MILEAGE = (
    "La tarifa básica de AutoSol incluye 300 km diarios, y cada kilómetro adicional cuesta 0,20 €. "
    "Los alquileres de 7 días o más tienen kilometraje ilimitado, salvo las furgonetas. "
    "En la entrega, el empleado de la oficina anota el kilometraje y el cliente firma el contrato."
)
MUSEUM = (
    "El Museo de Historia de Alcaraz ofrece visitas guiadas a la sala medieval todos los días menos los lunes. "
    "Las visitas empiezan a las 10:00 y a las 17:30 y duran 45 minutos. "
    "Las guía la historiadora Marta Ibáñez, y su compañero Raúl Soto revisa las entradas en la puerta. "
    "Cada grupo admite un máximo de 12 personas."
)
MUSEUM_NIGHT = (
    "El primer jueves de cada mes, el director del museo, Andrés Molina, conduce una visita nocturna por el claustro. "
    "La entrada cuesta 10 €, y los jubilados pagan la mitad. "
    "Al final, la restauradora Lucía Ferrer explica cómo se conservan los tapices. "
    "No pueden participar menores de 14 años."
)
HOTEL = (
    "En el Hotel Miramar, la entrada a la habitación es a partir de las 14:00 y la salida, como muy tarde, a las 12:00. "
    "Se puede hacer el check-in anticipado desde las 10:00 por 20 €, según disponibilidad. "
    "Los huéspedes que lleguen después de las 00:00 deben avisar a recepción con antelación."
)
HOTEL_DESK = (
    "Al llegar hay que presentar el DNI o el pasaporte. "
    "Por el día, la recepcionista Elena Ruiz bloquea en la tarjeta de crédito una fianza de 50 € por noche. "
    "Por la noche, el conserje Javier Ortega entrega las llaves a los huéspedes que llegan tarde. "
    "La fianza se desbloquea en un plazo de diez días hábiles tras la salida."
)
BAGGAGE = (
    "En Iberavia, los pasajeros de clase turista pueden llevar en cabina una maleta de hasta 10 kg. "
    "El equipaje facturado admite hasta 25 kg por pieza; entre 25 y 32 kg se paga un suplemento de 40 €. "
    "No se aceptan maletas de más de 32 kg. "
    "El personal del mostrador de facturación pesa las maletas y el personal de la puerta de embarque etiqueta las maletas de cabina demasiado grandes."
)
CRUISE = (
    "Los pasajeros del «Estrella del Mar» pueden reservar excursiones hasta 36 horas antes de llegar a puerto. "
    "La excursión a Dubrovnik sale del muelle a las 9:00. "
    "La coordinadora Carmen Vidal acompaña al grupo hasta la muralla y allí lo deja en manos del guía local Ivan Horvat. "
    "Si la naviera cancela una excursión, devuelve el importe íntegro."
)
CRUISE_SNORKEL = (
    "La excursión de esnórquel en Lanzarote cuesta 70 € por adulto y 45 € por niño de 8 a 13 años. "
    "Los menores de 8 años no pueden participar. "
    "Las gafas y los tubos los presta la empresa local sin coste. "
    "La excursión dura dos horas y media y el regreso al barco es antes de las 15:30."
)
TRAIN = (
    "En los trenes regionales de Ferrocarril del Norte, las bicicletas viajan gratis fuera de la hora punta. "
    "De lunes a viernes, entre las 7:30 y las 9:30, solo se admiten bicicletas plegadas. "
    "Cada tren tiene sitio para cinco bicicletas, y el revisor puede rechazar más cuando todas las plazas están ocupadas."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t36-001", "para.combine", "¿Qué pasa si devuelvo el coche con medio depósito?", "Como el coche tiene que volver lleno, te cobrarán 2,10 € por cada litro que falte y, además, 22 € de cargo de repostaje.", FUEL, True),
    w.faith("es-t36-002", "para.synonym", "¿Puedo ahorrarme repostar antes de devolver el coche?", "Sí: si al recogerlo pagas los 65 € del Depósito prepago, puedes entregarlo vacío.", FUEL, True),
    w.faith("es-t36-003", "added.fact", "¿Cómo funciona el Depósito prepago?", "Pagas 65 € al recoger el coche y, al devolverlo, te reembolsan el combustible que no hayas gastado.", FUEL, False),
    w.faith("es-t36-004", "value.currency", "¿Cuánto es el cargo de repostaje?", "Son 2,10 € por cada litro que falte, más un cargo fijo de 32 €.", FUEL, False),
    w.faith("es-t36-005", "para.except", "¿Una furgoneta alquilada dos semanas tiene kilometraje ilimitado?", "No, las furgonetas quedan fuera del kilometraje ilimitado aunque el alquiler dure una semana o más.", MILEAGE, True),
    w.faith("es-t36-006", "para.pronoun", "¿Quién firma el contrato?", "Lo firma el cliente; el kilometraje, en cambio, lo apunta el empleado de la oficina.", MILEAGE, True),
    w.faith("es-t36-007", "fmt.currency", "¿Cuánto cuesta cada kilómetro extra?", "Pasados los 300 km diarios incluidos, cada kilómetro sale a 20 céntimos.", MILEAGE, True),
    w.faith("es-t36-008", "role.swap", "¿Quién anota el kilometraje?", "El cliente apunta el kilometraje en la entrega y el empleado de la oficina firma el contrato.", MILEAGE, False),
    w.faith("es-t36-009", "added.fact", "¿Cuántos kilómetros incluye la tarifa básica?", "300 km al día, y los que no recorras se acumulan para el día siguiente.", MILEAGE, False),
    w.faith("es-t36-010", "direction", "¿Cuándo es ilimitado el kilometraje?", "En los alquileres de menos de una semana, excepto las furgonetas.", MILEAGE, False),
    w.faith("es-t36-011", "para.except", "¿Hay visita guiada los lunes?", "No, el lunes es el único día sin visitas; el resto de la semana sí las hay.", MUSEUM, True),
    w.faith("es-t36-012", "fmt.time", "¿A qué hora empiezan las visitas?", "A las diez de la mañana y a las cinco y media de la tarde.", MUSEUM, True),
    w.faith("es-t36-013", "para.combine", "¿Con quién me voy a encontrar en la visita?", "Raúl Soto te revisa la entrada en la puerta, y la visita por la sala medieval la guía la historiadora Marta Ibáñez.", MUSEUM, True),
    w.faith("es-t36-014", "role.swap", "¿Quién guía la visita a la sala medieval?", "La visita la guía Raúl Soto, mientras Marta Ibáñez revisa las entradas en la puerta.", MUSEUM, False),
    w.faith("es-t36-015", "added.fact", "¿De cuántas personas son los grupos?", "Como máximo 12 personas, y hay que reservar por teléfono.", MUSEUM, False),
    w.faith("es-t36-016", "fmt.period", "¿Cuánto dura la visita?", "Tres cuartos de hora.", MUSEUM, True),
    w.faith("es-t36-017", "fmt.share", "¿Cuánto pagan los jubilados por la visita nocturna?", "Tienen un 50 % de descuento sobre la entrada de 10 €.", MUSEUM_NIGHT, True),
    w.faith("es-t36-018", "para.relative", "¿Quién conduce la visita nocturna?", "Andrés Molina, que es el director del museo, la conduce el primer jueves de cada mes.", MUSEUM_NIGHT, True),
    w.faith("es-t36-019", "role.swap", "¿Quién explica cómo se conservan los tapices?", "Al final, el director Andrés Molina explica cómo se conservan los tapices, después de que la restauradora Lucía Ferrer conduzca la visita.", MUSEUM_NIGHT, False),
    w.faith("es-t36-020", "added.fact", "¿Cuánto cuesta la visita nocturna?", "10 €, la mitad para jubilados, y al final se sirve una copa de vino en el claustro.", MUSEUM_NIGHT, False),
    w.faith("es-t36-021", "fmt.time", "¿A qué hora se entra y se sale del hotel?", "Puedes entrar desde las 2 de la tarde y tienes que dejar la habitación a más tardar a mediodía.", HOTEL, True),
    w.faith("es-t36-022", "wrap.attribution", "Llego a la una de la madrugada, ¿tengo que hacer algo?", "Según las normas del hotel, quien llegue pasada la medianoche tiene que avisar antes a recepción.", HOTEL, True),
    w.faith("es-t36-023", "para.synonym", "¿Puedo entrar en la habitación a las diez?", "Si hay habitación libre, sí, pagando 20 € por el check-in anticipado.", HOTEL, True),
    w.faith("es-t36-024", "modality", "¿Hay que avisar si llego tarde?", "Si llegas después de medianoche, conviene avisar a recepción, pero no es obligatorio.", HOTEL, False),
    w.faith("es-t36-025", "added.fact", "¿Hay check-in anticipado?", "Sí, desde las 10:00 por 20 €, y la salida tardía hasta las 14:00 es gratis.", HOTEL, False),
    w.faith("es-t36-026", "para.passive", "¿Quién me da las llaves si llego de noche?", "De noche, las llaves son entregadas por el conserje, Javier Ortega.", HOTEL_DESK, True),
    w.faith("es-t36-027", "para.nominal", "¿Cuándo me desbloquean la fianza?", "El desbloqueo de la fianza se hace en un máximo de diez días hábiles desde tu salida.", HOTEL_DESK, True),
    w.faith("es-t36-028", "role.swap", "¿Quién bloquea la fianza?", "El conserje Javier Ortega bloquea la fianza en la tarjeta, y la recepcionista Elena Ruiz entrega las llaves a quienes llegan tarde.", HOTEL_DESK, False),
    w.faith("es-t36-029", "quantifier", "¿De cuánto es la fianza?", "Son 50 € en total, da igual cuántas noches te quedes.", HOTEL_DESK, False),
    w.faith("es-t36-030", "fmt.unit", "¿Cuánto puede pesar mi maleta de cabina?", "Hasta diez kilos.", BAGGAGE, True),
    w.faith("es-t36-031", "para.combine", "Mi maleta pesa 28 kg, ¿puedo facturarla?", "Sí, pero al pasar de 25 kg sin llegar a 32, pagarás un suplemento de 40 €.", BAGGAGE, True),
    w.faith("es-t36-032", "para.pronoun", "¿Y si mi maleta de cabina es demasiado grande?", "El personal de la puerta de embarque le pondrá una etiqueta.", BAGGAGE, True),
    w.faith("es-t36-033", "role.swap", "¿Quién pesa las maletas facturadas?", "Las pesa el personal de la puerta de embarque, y en el mostrador de facturación etiquetan las maletas de cabina demasiado grandes.", BAGGAGE, False),
    w.faith("es-t36-034", "added.fact", "¿Y una maleta de 35 kg?", "No se acepta porque pasa de 32 kg, pero puedes enviarla como carga aérea.", BAGGAGE, False),
    w.faith("es-t36-035", "fmt.period", "¿Hasta cuándo puedo reservar una excursión?", "Hasta día y medio antes de llegar a puerto.", CRUISE, True),
    w.faith("es-t36-036", "para.pronoun", "¿Quién nos guía en Dubrovnik?", "Carmen Vidal acompaña al grupo hasta la muralla, y allí ella lo deja con el guía local Ivan Horvat.", CRUISE, True),
    w.faith("es-t36-037", "role.swap", "¿Quién entrega el grupo en la muralla?", "El guía local Ivan Horvat lleva al grupo hasta la muralla y allí se lo pasa a la coordinadora Carmen Vidal.", CRUISE, False),
    w.faith("es-t36-038", "added.fact", "¿Y si la naviera cancela la excursión?", "Te devuelve todo el importe y además te regala 30 € de crédito a bordo.", CRUISE, False),
    w.faith("es-t36-039", "para.synonym", "¿Puede venir mi hija de 7 años al esnórquel?", "Lo siento, no: la excursión no admite a niños menores de ocho años.", CRUISE_SNORKEL, True),
    w.faith("es-t36-040", "wrap.closer", "¿Tengo que llevar gafas de buceo?", "No hace falta, la empresa local presta las gafas y los tubos sin coste. ¡Que lo disfrutes!", CRUISE_SNORKEL, True),
    w.faith("es-t36-041", "negation", "¿Prestan las gafas y el tubo?", "No, cada participante debe llevar sus propias gafas y su tubo.", CRUISE_SNORKEL, False),
    w.faith("es-t36-042", "value.time", "¿A qué hora se vuelve al barco?", "Tras dos horas y media de excursión, antes de las 16:30.", CRUISE_SNORKEL, False),
    w.faith("es-t36-043", "wrap.opener", "¿Puedo subir mi bici normal un martes a las 8?", "¡Hola! De lunes a viernes, entre las 7:30 y las 9:30, solo se admiten bicis plegadas.", TRAIN, True),
    w.faith("es-t36-044", "wrap.hedge", "¿Cuántas bicis caben en un tren?", "Por lo que indica la normativa, cada tren tiene sitio para cinco bicicletas.", TRAIN, True),
    w.faith("es-t36-045", "added.fact", "¿Cobran por llevar la bici?", "Fuera de la hora punta es gratis, aunque los fines de semana hay que reservar plaza.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t36-046", "correct.wordy", "¿Cuánto cuesta el Depósito prepago de AutoSol?", "La opción Depósito prepago se contrata al recoger el coche y tiene un precio fijo de sesenta y cinco euros.", "65 €.", True),
    w.correct("es-t36-047", "correct.format", "¿Hasta qué hora es la salida en el Hotel Miramar?", "Hasta mediodía.", "A las 12:00.", True),
    w.correct("es-t36-048", "correct.wordy", "¿Cuántas bicicletas caben en un tren regional de Ferrocarril del Norte?", "En cada tren regional hay sitio para un total de 5 bicicletas.", "Cinco.", True),
    w.correct("es-t36-049", "correct.format", "¿Cuánto dura la visita guiada a la sala medieval?", "Tres cuartos de hora.", "45 minutos.", True),
    w.correct("es-t36-050", "wrong.value", "¿Cuánto puede pesar una maleta facturada sin suplemento?", "Hasta 32 kg sin pagar nada más.", "25 kg.", False),
    w.correct("es-t36-051", "wrong.role", "¿Quién conduce la visita nocturna por el claustro?", "La restauradora Lucía Ferrer.", "El director Andrés Molina.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
