"""Spanish cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAKERY_HISTORY = (
    "La Panadería Ortega la fundó Ramón Ortega en 1968 en el barrio de Triana, en Sevilla. "
    "En 1997 la heredó su hijo Manuel, y desde 2016 la lleva Lucía, la hija de Manuel. "
    "Los molletes se siguen haciendo con la receta original de Ramón."
)
BAKERY_ORDERS = (
    "La panadería abre todos los días menos el domingo, de 7:30 a 14:30. "
    "Los roscones de Reyes se encargan con al menos cuatro días de antelación y una señal de 5 €. "
    "El pan que sobra al cierre se dona al comedor social del barrio."
)
KAYAK_PRICES = (
    "Kayaks del Sella alquila kayaks individuales a 16 € la hora y dobles a 26 € la hora. "
    "El chaleco salvavidas y la pala van incluidos en el precio. "
    "Los menores de 12 años solo pueden ir en kayak doble y acompañados de un adulto."
)
KAYAK_HOURS = (
    "El puesto de alquiler de Arriondas abre de junio a septiembre, de 10:00 a 19:00. "
    "La última salida es a las 17:00. "
    "Si el caudal del río supera los 40 m³/s, se cancelan todas las salidas y se devuelve el importe íntegro."
)
JOINERY_TEAM = (
    "Carpintería Robledo la fundaron en 2005 el carpintero Andrés Robledo y su cuñado Javier Soto. "
    "Andrés dirige el taller y Javier se encarga de los presupuestos y de las visitas a clientes. "
    "La empresa tiene diez empleados, dos de ellos aprendices."
)
JOINERY_TERMS = (
    "Para armarios empotrados, el presupuesto es gratuito y se envía en un plazo de siete días laborables tras la toma de medidas. "
    "Al confirmar el pedido se paga un 30 % por adelantado, y el resto al terminar el montaje. "
    "Los módulos tienen una garantía de seis años, salvo los herrajes."
)
HOTEL_HOUSE = (
    "Casa Azahar es un hotel boutique de 10 habitaciones en una casa señorial de 1870. "
    "Lo abrió en 2015 Carmen Vidal, que en 2022 se lo vendió a los hermanos Ferrer. "
    "La entrada es a partir de las 14:00 y la salida, antes de las 12:00."
)
HOTEL_SERVICES = (
    "El desayuno se sirve de 8:00 a 11:00 y cuesta 14 € por persona si no está incluido en la tarifa. "
    "Se admiten perros en las dos habitaciones con patio, con un suplemento de 10 € por noche. "
    "La piscina de la azotea es exclusiva para huéspedes."
)
FLOWER_SHOP = (
    "La floristería Amapola es propiedad de Rosa Quintana y la gestiona su sobrino Diego. "
    "Los pedidos hechos antes de las 13:00 se entregan en la ciudad el mismo día, con un coste de envío de 6 €. "
    "Para las flores de boda hay que pedir cita con al menos tres meses de antelación."
)
MUSIC_SCHOOL = (
    "La Escuela de Música Allegro la fundó en 1990 la guitarrista Pilar Navarro. "
    "Su antiguo alumno Sergio Gil es el director desde 2019. "
    "Las clases duran una hora y el mes, con cuatro clases, cuesta 120 €. "
    "Las clases canceladas con menos de 48 horas de aviso no se recuperan."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("es-t25-001", "para.relative", "¿Quién se quedó con la Panadería Ortega?",
            "La panadería que fundó Ramón Ortega en 1968 pasó en 1997 a manos de su hijo Manuel.",
            BAKERY_HISTORY, True),
    w.faith("es-t25-002", "para.combine", "¿Quién lleva hoy la panadería?",
            "Desde 2016 la lleva Lucía, hija de Manuel, que la había heredado en 1997.",
            BAKERY_HISTORY, True),
    w.faith("es-t25-003", "para.pronoun", "¿Quién fundó la panadería?",
            "El fundador fue Ramón Ortega. La abrió en 1968 en el barrio de Triana, en Sevilla.",
            BAKERY_HISTORY, True),
    w.faith("es-t25-004", "para.except", "¿Qué día cierra la panadería?",
            "Cierra los domingos; el resto de la semana está abierta.",
            BAKERY_ORDERS, True),
    w.faith("es-t25-005", "fmt.time", "¿Qué horario tiene la panadería?",
            "Abre a las siete y media de la mañana y cierra a las dos y media de la tarde.",
            BAKERY_ORDERS, True),
    w.faith("es-t25-006", "fmt.currency", "¿Cómo se encarga un roscón de Reyes?",
            "Hay que encargarlo como mínimo cuatro días antes y dejar cinco euros de señal.",
            BAKERY_ORDERS, True),
    w.faith("es-t25-007", "para.combine", "¿Qué incluye el kayak doble?",
            "El doble sale a 26 € la hora, y el chaleco y la pala ya entran en ese precio.",
            KAYAK_PRICES, True),
    w.faith("es-t25-008", "para.pronoun", "¿Mi hijo de 9 años puede ir solo en un kayak?",
            "No. Los menores de 12 años solo pueden ir en kayak doble. Además, tienen que ir con un adulto.",
            KAYAK_PRICES, True),
    w.faith("es-t25-009", "fmt.time", "¿Cuándo abre el puesto de alquiler?",
            "De junio a septiembre, de diez de la mañana a siete de la tarde.",
            KAYAK_HOURS, True),
    w.faith("es-t25-010", "para.combine", "¿Puedo alquilar un kayak a las 18:00?",
            "No: aunque el puesto no cierra hasta las 19:00, la última salida es a las 17:00.",
            KAYAK_HOURS, True),
    w.faith("es-t25-011", "para.relative", "¿A quién le pido un presupuesto?",
            "A Javier Soto, que fundó la carpintería en 2005 junto con Andrés Robledo y se ocupa de los presupuestos.",
            JOINERY_TEAM, True),
    w.faith("es-t25-012", "para.pronoun", "¿Qué hace Andrés Robledo en la empresa?",
            "Andrés Robledo fundó la carpintería en 2005 con su cuñado. Hoy es él quien dirige el taller.",
            JOINERY_TEAM, True),
    w.faith("es-t25-013", "fmt.share", "¿Cómo se paga un armario empotrado?",
            "Se paga un 30 % al confirmar el pedido y el 70 % restante cuando termina el montaje.",
            JOINERY_TERMS, True),
    w.faith("es-t25-014", "para.synonym", "¿Los herrajes tienen garantía?",
            "No, la garantía de seis años cubre los módulos, pero los herrajes quedan fuera.",
            JOINERY_TERMS, True),
    w.faith("es-t25-015", "para.relative", "¿De quién es Casa Azahar?",
            "Casa Azahar, que abrió Carmen Vidal en 2015, es de los hermanos Ferrer desde 2022, cuando ella se la vendió.",
            HOTEL_HOUSE, True),
    w.faith("es-t25-016", "fmt.time", "¿A qué hora es la entrada y la salida?",
            "Puede entrar desde las dos de la tarde y tiene que dejar la habitación antes del mediodía.",
            HOTEL_HOUSE, True),
    w.faith("es-t25-017", "para.combine", "¿Puedo ir con mi perro?",
            "Sí, en una de las dos habitaciones con patio, pagando 10 € más por noche.",
            HOTEL_SERVICES, True),
    w.faith("es-t25-018", "wrap.attribution", "¿Puedo usar la piscina sin alojarme?",
            "Según la información del hotel, la piscina de la azotea es solo para los clientes alojados.",
            HOTEL_SERVICES, True),
    w.faith("es-t25-019", "para.passive", "¿Quién lleva la floristería Amapola?",
            "La tienda es gestionada por Diego, sobrino de la propietaria, Rosa Quintana.",
            FLOWER_SHOP, True),
    w.faith("es-t25-020", "fmt.time", "¿Me pueden entregar las flores hoy?",
            "Si hace el pedido antes de la una de la tarde, se lo llevan en la ciudad ese mismo día por 6 €.",
            FLOWER_SHOP, True),
    w.faith("es-t25-021", "wrap.hedge", "¿Cuándo hay que pedir cita para las flores de la boda?",
            "Por lo que veo, la cita hay que pedirla con tres meses de antelación como mínimo.",
            FLOWER_SHOP, True),
    w.faith("es-t25-022", "para.relative", "¿Quién dirige la escuela Allegro?",
            "Sergio Gil, antiguo alumno de la fundadora Pilar Navarro, dirige la escuela desde 2019.",
            MUSIC_SCHOOL, True),
    w.faith("es-t25-023", "fmt.period", "¿Cuánto dura cada clase?",
            "Cada clase dura 60 minutos.",
            MUSIC_SCHOOL, True),
    w.faith("es-t25-024", "wrap.closer", "¿Cuánto cuesta un kayak individual?",
            "Un kayak individual cuesta 16 € la hora. ¡Que disfrute del río!",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("es-t25-025", "added.fact", "¿Cuándo heredó Manuel la panadería?",
            "Manuel la heredó en 1997, después de trabajar varios años en un obrador de Madrid.",
            BAKERY_HISTORY, False),
    w.faith("es-t25-026", "added.fact", "¿Cómo encargo un roscón?",
            "Hay que encargarlo con cuatro días de antelación y dejar 5 € de señal, que luego se descuentan del precio.",
            BAKERY_ORDERS, False),
    w.faith("es-t25-027", "added.fact", "¿Qué incluye el alquiler?",
            "El precio incluye el chaleco, la pala y una bolsa estanca para el móvil.",
            KAYAK_PRICES, False),
    w.faith("es-t25-028", "added.fact", "¿A qué hora se sirve el desayuno?",
            "El desayuno se sirve de 8:00 a 11:00 y es tipo bufé con productos de la zona.",
            HOTEL_SERVICES, False),
    w.faith("es-t25-029", "added.fact", "¿Cuántas habitaciones tiene Casa Azahar?",
            "Tiene 10 habitaciones, todas con balcón a la calle.",
            HOTEL_HOUSE, False),
    w.faith("es-t25-030", "added.fact", "¿Cómo funciona la entrega en el día?",
            "Si pide antes de las 13:00, lo entregan en la ciudad el mismo día por 6 €, siempre antes de las 20:00.",
            FLOWER_SHOP, False),
    w.faith("es-t25-031", "added.fact", "¿Cuántos empleados tiene la carpintería?",
            "Diez, entre ellos dos aprendices a los que forma el propio Andrés.",
            JOINERY_TEAM, False),
    w.faith("es-t25-032", "added.fact", "¿Cuánto cuesta el mes de clases?",
            "El mes de cuatro clases cuesta 120 €, y los hermanos tienen un 10 % de descuento.",
            MUSIC_SCHOOL, False),
    w.faith("es-t25-033", "role.swap", "¿Cómo se reparten el trabajo los dos socios?",
            "Javier dirige el taller y Andrés se encarga de los presupuestos y de las visitas a clientes.",
            JOINERY_TEAM, False),
    w.faith("es-t25-034", "role.swap", "¿Quién fundó la escuela Allegro?",
            "La fundó Sergio Gil en 1990, y su antigua alumna Pilar Navarro la dirige desde 2019.",
            MUSIC_SCHOOL, False),
    w.faith("es-t25-035", "role.swap", "¿Qué pasó con Casa Azahar en 2022?",
            "En 2022 los hermanos Ferrer le vendieron el hotel a Carmen Vidal.",
            HOTEL_HOUSE, False),
    w.faith("es-t25-036", "value.date", "¿Desde cuándo lleva Lucía la panadería?",
            "Lucía está al frente de la panadería desde 2006.",
            BAKERY_HISTORY, False),
    w.faith("es-t25-037", "value.time", "¿A qué hora es la última salida?",
            "La última salida es a las seis de la tarde.",
            KAYAK_HOURS, False),
    w.faith("es-t25-038", "value.number", "¿En qué habitaciones se admiten perros?",
            "Se admiten perros en las cuatro habitaciones con patio.",
            HOTEL_SERVICES, False),
    w.faith("es-t25-039", "negation", "¿Hay que pagar aparte el chaleco?",
            "Sí, el chaleco salvavidas no está incluido y se paga aparte.",
            KAYAK_PRICES, False),
    w.faith("es-t25-040", "antonym", "¿La piscina de la azotea es solo para huéspedes?",
            "No, está abierta al público; no hace falta alojarse en el hotel.",
            HOTEL_SERVICES, False),
    w.faith("es-t25-041", "modality", "¿Es obligatorio encargar el roscón con antelación?",
            "Conviene encargarlo cuatro días antes, aunque no es obligatorio.",
            BAKERY_ORDERS, False),
    w.faith("es-t25-042", "quantifier", "¿Los niños tienen que ir con un adulto?",
            "Sí, todos los niños, tengan la edad que tengan, deben ir en kayak doble con un adulto.",
            KAYAK_PRICES, False),
    w.faith("es-t25-043", "value.except", "¿Qué cubre la garantía?",
            "La garantía de seis años lo cubre todo, herrajes incluidos.",
            JOINERY_TERMS, False),
    w.faith("es-t25-044", "direction", "¿Cuándo se cancelan las salidas?",
            "Si el caudal del río baja de 40 m³/s, se cancelan todas las salidas y se devuelve el dinero.",
            KAYAK_HOURS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t25-045", "correct.wordy", "¿En qué año se fundó la Panadería Ortega?",
              "Según cuenta la familia, la panadería nació en 1968, cuando Ramón Ortega la abrió en Triana.",
              "En 1968.", True),
    w.correct("es-t25-046", "correct.format", "¿Cuánto cuesta un kayak individual por hora?",
              "Dieciséis euros la hora.",
              "16 €.", True),
    w.correct("es-t25-047", "correct.format", "¿Antes de qué hora hay que dejar la habitación en Casa Azahar?",
              "Antes de las doce del mediodía.",
              "Antes de las 12:00.", True),
    w.correct("es-t25-048", "correct.wordy", "¿Quién fundó la Escuela de Música Allegro?",
              "La escuela la puso en marcha la guitarrista Pilar Navarro, allá por 1990.",
              "Pilar Navarro.", True),
    w.correct("es-t25-049", "wrong.value", "¿Cuántas habitaciones tiene Casa Azahar?",
              "Casa Azahar tiene 14 habitaciones.",
              "10.", False),
    w.correct("es-t25-050", "wrong.role", "¿Quién dirige el taller de Carpintería Robledo?",
              "El taller lo dirige Javier Soto.",
              "Andrés Robledo.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
