"""Spanish cases of set t33: a mountain hut's booking rules, a care home's visiting hours,
a driving range, a model railway club, a fishing licence office and a jazz club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

HUT_SEASON = (
    "El refugio de Peña Blanca abre del 1 de junio al 15 de octubre. "
    "Las reservas solo se admiten por correo electrónico. "
    "La litera cuesta 22 € por noche para adultos y 11 € para menores de 14 años. "
    "Los socios de la Federación de Montaña tienen un 10 % de descuento en la pernocta."
)
HUT_RULES = (
    "La guarda del refugio, Marta Ibáñez, gestiona las reservas, y su ayudante, Iker Etxeberria, se encarga de la cocina. "
    "Las cancelaciones con al menos 72 horas de antelación se reembolsan íntegramente. "
    "Si se cancela más tarde, se cobra el 50 % del importe. "
    "Los grupos de más de 12 personas deben abonar una señal de 100 €."
)
HOME_HOURS = (
    "En la residencia de mayores Los Almendros, el horario de visitas es de 11:00 a 13:00 y de 17:00 a 20:00. "
    "Todos los visitantes deben identificarse en recepción al llegar. "
    "Cada residente puede recibir como máximo a dos personas a la vez. "
    "Los menores de 12 años deben venir acompañados de un adulto."
)
HOME_EXTRA = (
    "Las visitas fuera de horario requieren la autorización de la supervisora de enfermería, Carmen Ruiz; las solicitudes las tramita el trabajador social Andrés Molina. "
    "Estas solicitudes deben presentarse con un día de antelación. "
    "La cafetería está abierta a las familias todos los días menos los sábados. "
    "No se permite llevar comida de fuera a las habitaciones."
)
RANGE = (
    "El campo de prácticas del Club de Golf Las Dunas abre de martes a domingo, de 8:00 a 22:00. "
    "Un cubo de 30 bolas cuesta 2 €, y uno de 60 bolas, 3,50 €. "
    "El profesor Diego Salas da clases a principiantes los jueves por la tarde, y la gerente, Lucía Navarro, tramita los abonos. "
    "Los palos se prestan gratis en la recepción."
)
RAIL_CLUB = (
    "La Asociación de Modelismo Ferroviario de Alcalá se reúne todos los viernes a las 18:30 en el antiguo almacén de la estación. "
    "Los socios nuevos pagan una cuota de inscripción de 15 € y una cuota anual de 60 €. "
    "El presidente, Fernando Gil, enseña las maquetas a los recién llegados en su primera visita."
)
RAIL_SHOW = (
    "La exposición anual de la asociación se celebrará el 6 y el 7 de diciembre en el centro cultural. "
    "La tesorera, Pilar Ortega, cobra las entradas, y el secretario, Javier Campos, coordina el turno de voluntarios. "
    "La entrada cuesta 3 € para adultos y es gratuita para menores de 7 años."
)
FISHING = (
    "La oficina de licencias de pesca del ayuntamiento expide licencias diarias por 7 € y anuales por 45 €. "
    "Atiende de lunes a viernes de 8:00 a 14:00. "
    "Los menores de 16 años necesitan una autorización firmada por su padre, madre o tutor. "
    "El guarda fluvial Ramón Castro revisa las licencias en el embalse; quien pesque sin licencia se expone a una multa de 300 €."
)
JAZZ_CLUB = (
    "El Café Sincopado ofrece jazz en directo todas las noches salvo los miércoles. "
    "Las puertas se abren a las 21:00 y el concierto empieza a las 22:00. "
    "La entrada cuesta 12 € en taquilla y 9 € comprada por internet."
)
JAZZ_GIG = (
    "El sábado 22 de noviembre, la contrabajista Elena Vidal tocará junto al batería Sergio Prieto. "
    "Elena Vidal fundó la jam session de los lunes del club en 2014. "
    "Los menores de 18 años solo pueden entrar hasta las 23:00."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("es-t33-001", "para.combine", "¿Cuándo abre el refugio de Peña Blanca y cómo se reserva?", "El refugio está abierto desde el 1 de junio hasta mediados de octubre, y para reservar hay que escribir un correo electrónico.", HUT_SEASON, True),
    w.faith("es-t33-002", "fmt.share", "¿Los federados tienen descuento?", "Sí, si eres socio de la Federación de Montaña te rebajan la décima parte de la pernocta.", HUT_SEASON, True),
    w.faith("es-t33-003", "fmt.currency", "¿Cuánto cuesta dormir en el refugio?", "La litera sale por veintidós euros la noche para un adulto y por once para los menores de 14.", HUT_SEASON, True),
    w.faith("es-t33-004", "para.pronoun", "¿Quién se ocupa de qué en el refugio?", "Marta Ibáñez, la guarda, lleva las reservas; de la cocina se ocupa su ayudante, Iker.", HUT_RULES, True),
    w.faith("es-t33-005", "fmt.period", "¿Me devuelven el dinero si cancelo?", "Sí, si cancelas con tres días o más de antelación, te lo devuelven todo.", HUT_RULES, True),
    w.faith("es-t33-006", "fmt.share", "¿Y si cancelo el día antes?", "En ese caso te cobran la mitad del importe.", HUT_RULES, True),
    w.faith("es-t33-007", "fmt.time", "¿A qué hora puedo visitar a mi padre en Los Almendros?", "Puede venir de once a una del mediodía y de cinco a ocho de la tarde.", HOME_HOURS, True),
    w.faith("es-t33-008", "para.combine", "¿Qué tengo que saber antes de la visita?", "Al llegar tiene que identificarse en recepción, y no puede haber más de dos personas con un residente al mismo tiempo.", HOME_HOURS, True),
    w.faith("es-t33-009", "para.passive", "¿Mi hija de 10 años puede ir sola?", "No, un adulto tiene que acompañarla.", HOME_HOURS, True),
    w.faith("es-t33-010", "para.except", "¿La cafetería abre todos los días?", "Casi: los sábados está cerrada para las familias.", HOME_EXTRA, True),
    w.faith("es-t33-011", "para.combine", "¿Puedo ir fuera del horario de visitas?", "Sí: presente la solicitud con un día de antelación, y la supervisora de enfermería, Carmen Ruiz, tiene que autorizarla.", HOME_EXTRA, True),
    w.faith("es-t33-012", "para.relative", "¿A quién le entrego la solicitud?", "Quien tramita esas solicitudes es Andrés Molina, el trabajador social.", HOME_EXTRA, True),
    w.faith("es-t33-013", "para.synonym", "¿Puedo llevarle unas galletas a la habitación?", "Lo siento, está prohibido meter en las habitaciones comida traída de fuera.", HOME_EXTRA, True),
    w.faith("es-t33-014", "para.except", "¿El campo de prácticas abre los lunes?", "No, los lunes está cerrado; el resto de la semana abre de ocho de la mañana a diez de la noche.", RANGE, True),
    w.faith("es-t33-015", "fmt.currency", "¿Cuánto cuestan los cubos de bolas?", "Treinta bolas cuestan dos euros, y el doble, tres euros con cincuenta.", RANGE, True),
    w.faith("es-t33-016", "para.pronoun", "¿Hay clases para principiantes?", "Sí, con Diego Salas: él es el profesor y las da los jueves por la tarde.", RANGE, True),
    w.faith("es-t33-017", "para.combine", "¿Cuándo os reunís y quién me recibe?", "Nos juntamos los viernes a las seis y media de la tarde en el viejo almacén de la estación, y el primer día el presidente, Fernando Gil, te enseña las maquetas.", RAIL_CLUB, True),
    w.faith("es-t33-018", "wrap.attribution", "¿Cuánto cuesta hacerse socio?", "Según la asociación, los nuevos socios abonan 15 € de inscripción y 60 € al año.", RAIL_CLUB, True),
    w.faith("es-t33-019", "para.relative", "¿Quién cobra las entradas de la exposición?", "Las entradas las cobra Pilar Ortega, que es la tesorera.", RAIL_SHOW, True),
    w.faith("es-t33-020", "fmt.date", "¿Cuándo es la exposición?", "La expo es el 06/12 y el 07/12 en el centro cultural.", RAIL_SHOW, True),
    w.faith("es-t33-021", "fmt.time", "¿Cuándo puedo sacar la licencia de pesca?", "La oficina atiende de lunes a viernes, de ocho de la mañana a dos de la tarde.", FISHING, True),
    w.faith("es-t33-022", "para.except", "¿Hay jazz en directo el miércoles?", "No, los miércoles no hay música en directo; el resto de noches, sí.", JAZZ_CLUB, True),
    w.faith("es-t33-023", "para.pronoun", "¿Quién es Elena Vidal?", "Elena Vidal toca el contrabajo, y fue ella quien fundó la jam session de los lunes en 2014.", JAZZ_GIG, True),
    w.faith("es-t33-024", "wrap.hedge", "¿Cuánto cuesta la licencia anual?", "Creo que la licencia anual cuesta 45 € y la diaria, 7 €.", FISHING, True),
    # unfaithful: exactly one clear error
    w.faith("es-t33-025", "added.fact", "¿Cuánto cuesta dormir en el refugio?", "La litera cuesta 22 € por noche para un adulto, con la cena incluida.", HUT_SEASON, False),
    w.faith("es-t33-026", "negation", "¿Cómo se reserva?", "No se aceptan reservas por correo electrónico; hay que llamar por teléfono.", HUT_SEASON, False),
    w.faith("es-t33-027", "role.swap", "¿Quién se ocupa de qué en el refugio?", "Iker Etxeberria gestiona las reservas y Marta Ibáñez lleva la cocina.", HUT_RULES, False),
    w.faith("es-t33-028", "quantifier", "¿Hay que pagar señal?", "Todos los grupos, sean del tamaño que sean, tienen que dejar una señal de 100 €.", HUT_RULES, False),
    w.faith("es-t33-029", "modality", "¿Tengo que pasar por recepción?", "Identificarse en recepción es opcional.", HOME_HOURS, False),
    w.faith("es-t33-030", "value.number", "¿Podemos ir tres a la vez?", "Sí, cada residente puede recibir hasta a cuatro personas al mismo tiempo.", HOME_HOURS, False),
    w.faith("es-t33-031", "added.fact", "¿Qué hay que hacer al llegar?", "Hay que identificarse en recepción y dejar el abrigo en el guardarropa.", HOME_HOURS, False),
    w.faith("es-t33-032", "role.swap", "¿Quién autoriza las visitas fuera de horario?", "Las autoriza Andrés Molina, y Carmen Ruiz es quien tramita las solicitudes.", HOME_EXTRA, False),
    w.faith("es-t33-033", "value.except", "¿Qué día cierra la cafetería?", "La cafetería abre a las familias todos los días menos los domingos.", HOME_EXTRA, False),
    w.faith("es-t33-034", "role.swap", "¿Quién da las clases a principiantes?", "Las clases las da Lucía Navarro, y Diego Salas es quien tramita los abonos.", RANGE, False),
    w.faith("es-t33-035", "added.fact", "¿Tengo que llevar mis palos?", "No, en recepción te los prestan gratis, y con el primer cubo te regalan un guante.", RANGE, False),
    w.faith("es-t33-036", "antonym", "¿Compensa comprar por internet?", "No, comprar la entrada por internet sale más caro que en taquilla.", JAZZ_CLUB, False),
    w.faith("es-t33-037", "role.swap", "¿Quién cobra las entradas?", "El secretario, Javier Campos, cobra las entradas, y Pilar Ortega coordina a los voluntarios.", RAIL_SHOW, False),
    w.faith("es-t33-038", "direction", "¿Pagan entrada los niños?", "Los niños mayores de 7 años entran gratis.", RAIL_SHOW, False),
    w.faith("es-t33-039", "added.fact", "¿Cuándo se reúne la asociación?", "Los viernes a las 18:30 en el antiguo almacén de la estación, y al terminar suelen ir a cenar juntos.", RAIL_CLUB, False),
    w.faith("es-t33-040", "value.time", "¿Hasta qué hora atiende la oficina?", "Atiende de lunes a viernes hasta las tres de la tarde.", FISHING, False),
    w.faith("es-t33-041", "added.entity", "¿Dónde compro la licencia diaria?", "Se puede comprar en el ayuntamiento o en la tienda de pesca El Anzuelo.", FISHING, False),
    w.faith("es-t33-042", "added.fact", "¿Qué pasa si pesco sin licencia?", "Te arriesgas a una multa de 300 € y a que te retiren la caña.", FISHING, False),
    w.faith("es-t33-043", "role.swap", "¿Quién toca el 22 de noviembre?", "La batería Elena Vidal tocará junto al contrabajista Sergio Prieto.", JAZZ_GIG, False),
    w.faith("es-t33-044", "value.currency", "¿Cuánto cuesta la entrada en taquilla?", "En taquilla, la entrada cuesta 12 dólares.", JAZZ_CLUB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t33-045", "correct.wordy", "¿A qué hora empieza el concierto en el Café Sincopado?", "El concierto arranca a las diez de la noche, así que conviene llegar un poco antes para coger sitio.", "A las 22:00.", True),
    w.correct("es-t33-046", "correct.format", "¿Cuánto cuesta la licencia de pesca anual?", "Cuarenta y cinco euros.", "45 €.", True),
    w.correct("es-t33-047", "correct.wordy", "¿Quién enseña las maquetas a los recién llegados?", "En la primera visita, quien te enseña las maquetas es Fernando Gil, el presidente de la asociación.", "El presidente, Fernando Gil.", True),
    w.correct("es-t33-048", "correct.format", "¿Cuándo es la exposición?", "06/12 y 07/12.", "El 6 y el 7 de diciembre.", True),
    w.correct("es-t33-049", "wrong.value", "¿Cuál es la cuota anual de la asociación?", "La cuota anual es de 65 €.", "60 €.", False),
    w.correct("es-t33-050", "wrong.role", "¿Quién tramita los abonos del campo de prácticas?", "Los abonos los tramita el profesor, Diego Salas.", "La gerente, Lucía Navarro.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
