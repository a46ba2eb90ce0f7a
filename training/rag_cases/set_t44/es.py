"""Spanish cases of set t44: el ferri Tenerife–La Gomera y sus capitanes, la historia de una
empresa de autobuses asturiana, una línea de autobús urbano de Zaragoza, el NitBus de
Barcelona, el tren Valladolid–Burgos, el carsharing eléctrico en Madrid, un alquiler de
bicicletas en Sevilla y el aparcamiento del aeropuerto de Valencia."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FERRY = (
    "Naviera Garajonay cubre la ruta entre Los Cristianos (Tenerife) y San Sebastián de La Gomera en 50 minutos. "
    "El Roque Agando lo capitanea Tomás Herrera, y el Alto de Garajonay, Elena Quintana. "
    "Hay cuatro salidas diarias de lunes a viernes y tres los fines de semana. "
    "Los residentes canarios tienen un descuento del 75 % sobre la tarifa general de 42 €."
)
HISTORIA = (
    "Autobuses Valle del Nalón se fundó en Langreo en 1934 como cooperativa de mineros. "
    "En 1962 inauguró la línea Langreo–Oviedo y en 1999 pasó a formar parte del consorcio regional de transporte. "
    "Su gerente actual es Ramón Fernández, y la jefa de tráfico es Begoña Suárez."
)
BUS = (
    "La línea 35 del autobús urbano de Zaragoza une el barrio de Valdespartera con la plaza de España. "
    "Funciona de 6:00 a 23:00, con un autobús cada 8 minutos en hora punta. "
    "El viaje con tarjeta Bus cuesta 0,74 €, y en efectivo, 1,50 €."
)
NITBUS = (
    "El NitBus N12 sale de la plaza de Catalunya hacia Sant Adrià de Besòs. "
    "Funciona todas las noches del año de 22:40 a 5:40, con un autobús cada 20 minutos. "
    "Se puede pagar con la tarjeta T-casual, igual que en el metro. "
    "Los perros pequeños pueden viajar en transportín."
)
TREN = (
    "El tren de Media Distancia entre Valladolid y Burgos tarda 1 hora y 10 minutos. "
    "Hay seis trenes diarios, salvo los domingos, en que solo circulan cuatro. "
    "El billete de ida cuesta 11,35 €, y los mayores de 60 años con tarjeta Dorada tienen un 40 % de descuento."
)
CARSHARING = (
    "Zity Verde ofrece 700 coches eléctricos de alquiler por minutos en Madrid. "
    "El minuto cuesta 0,26 €, y aparcar en la calle dentro de la zona de servicio es gratuito. "
    "Para registrarse hace falta tener al menos 18 años y un año de carné."
)
BICI = (
    "Rent a Bike Triana, en Sevilla, alquila bicicletas urbanas por 5 € la hora o 15 € el día completo. "
    "Las bicicletas tándem cuestan 25 € al día. "
    "El local abre de lunes a sábado de 9:30 a 20:30 y los domingos solo por la mañana. "
    "Es obligatorio dejar una fianza de 50 € con tarjeta."
)
PARKING = (
    "El parking P1 del aeropuerto de Valencia está a 100 metros de la terminal. "
    "Cuesta 3,20 € la primera hora y 28 € al día; reservando en la web, una semana sale por 75 €. "
    "Las plazas para autocaravanas están en la zona P3."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t44-001", "para.passive", "¿Quién capitanea el Roque Agando?", "El Roque Agando es capitaneado por Tomás Herrera.", FERRY, True),
    w.faith("es-t44-002", "fmt.number", "¿Cuánto se tarda en ferri de Los Cristianos a La Gomera?", "Cincuenta minutos.", FERRY, True),
    w.faith("es-t44-003", "para.combine", "¿Cuántas salidas hay al día a La Gomera?", "Cuatro al día entre semana y tres los sábados y domingos.", FERRY, True),
    w.faith("es-t44-004", "fmt.share", "¿Hay descuento para residentes?", "Sí, los residentes canarios pagan solo la cuarta parte de la tarifa general de 42 €.", FERRY, True),
    w.faith("es-t44-005", "para.combine", "¿Cómo nació Autobuses Valle del Nalón?", "Nació en Langreo en 1934 como cooperativa de mineros, y en 1962 inauguró la línea Langreo–Oviedo.", HISTORIA, True),
    w.faith("es-t44-006", "para.pronoun", "¿Quién es Begoña Suárez?", "Es la jefa de tráfico de la empresa, cuyo gerente es Ramón Fernández.", HISTORIA, True),
    w.faith("es-t44-007", "para.nominal", "¿Cuándo entró la empresa en el consorcio de transporte?", "Su incorporación al consorcio regional de transporte fue en 1999.", HISTORIA, True),
    w.faith("es-t44-008", "fmt.time", "¿Hasta qué hora funciona la línea 35?", "Hasta las once de la noche.", BUS, True),
    w.faith("es-t44-009", "fmt.currency", "¿Cuánto cuesta el viaje con tarjeta Bus?", "Setenta y cuatro céntimos.", BUS, True),
    w.faith("es-t44-010", "para.relative", "¿Cada cuánto pasa la 35 en hora punta?", "La 35, que une Valdespartera con la plaza de España, pasa cada 8 minutos en hora punta.", BUS, True),
    w.faith("es-t44-011", "fmt.time", "¿A qué hora empieza el N12?", "A las once menos veinte de la noche.", NITBUS, True),
    w.faith("es-t44-012", "fmt.period", "¿Cada cuánto pasa el N12?", "Pasa tres veces por hora.", NITBUS, True),
    w.faith("es-t44-013", "wrap.attribution", "¿Puedo pagar el NitBus con la T-casual?", "Según la información del servicio, sí: se puede pagar con la T-casual, igual que en el metro.", NITBUS, True),
    w.faith("es-t44-014", "para.except", "¿Cuántos trenes hay un sábado entre Valladolid y Burgos?", "Seis: solo los domingos se reducen a cuatro.", TREN, True),
    w.faith("es-t44-015", "fmt.unit", "¿Cuánto tarda el tren de Valladolid a Burgos?", "Tarda 70 minutos.", TREN, True),
    w.faith("es-t44-016", "para.synonym", "¿Hay descuento para mayores en el tren?", "Con la tarjeta Dorada, los mayores de 60 años se ahorran un 40 % del billete.", TREN, True),
    w.faith("es-t44-017", "fmt.number", "¿Cuántos coches tiene Zity Verde en Madrid?", "Setecientos coches eléctricos.", CARSHARING, True),
    w.faith("es-t44-018", "para.synonym", "¿Tengo que pagar por aparcar el coche de Zity Verde?", "No, dejarlo en la calle dentro de la zona de servicio no cuesta nada.", CARSHARING, True),
    w.faith("es-t44-019", "wrap.opener", "¿Qué necesito para registrarme en Zity Verde?", "¡Buena pregunta! Hay que tener 18 años como mínimo y un año de carné.", CARSHARING, True),
    w.faith("es-t44-020", "para.part", "¿Abre Rent a Bike Triana el domingo por la tarde?", "No, los domingos solo abre por la mañana.", BICI, True),
    w.faith("es-t44-021", "fmt.currency", "¿Cuánto cuesta alquilar un tándem?", "Veinticinco euros al día.", BICI, True),
    w.faith("es-t44-022", "para.combine", "¿Cuánto cuesta una bici urbana?", "Cinco euros la hora o quince euros el día completo.", BICI, True),
    w.faith("es-t44-023", "fmt.unit", "¿Está lejos el parking P1 de la terminal?", "No, está a 0,1 km de la terminal.", PARKING, True),
    w.faith("es-t44-024", "wrap.hedge", "¿Dónde aparco una autocaravana en el aeropuerto?", "Por lo que veo, las plazas para autocaravanas están en la zona P3.", PARKING, True),
    w.faith("es-t44-025", "role.swap", "¿Quién capitanea el Roque Agando?", "El Roque Agando lo capitanea Elena Quintana.", FERRY, False),
    w.faith("es-t44-026", "value.except", "¿Qué días hay cuatro salidas?", "Hay cuatro salidas diarias todos los días excepto el domingo.", FERRY, False),
    w.faith("es-t44-027", "value.number", "¿Qué descuento tienen los residentes canarios?", "Los residentes canarios tienen un descuento del 42 % sobre la tarifa general.", FERRY, False),
    w.faith("es-t44-028", "value.date", "¿Cuándo se inauguró la línea Langreo–Oviedo?", "La empresa inauguró la línea Langreo–Oviedo en 1934.", HISTORIA, False),
    w.faith("es-t44-029", "role.swap", "¿Quién es la gerente de la empresa?", "Begoña Suárez es la gerente, y Ramón Fernández es el jefe de tráfico.", HISTORIA, False),
    w.faith("es-t44-030", "added.fact", "¿Cómo empezó Autobuses Valle del Nalón?", "Se fundó en Langreo en 1934 como cooperativa de mineros, con solo dos autobuses.", HISTORIA, False),
    w.faith("es-t44-031", "direction", "¿Es más barato pagar en efectivo?", "Sí, en efectivo el viaje sale más barato que con la tarjeta Bus.", BUS, False),
    w.faith("es-t44-032", "value.time", "¿Hasta qué hora funciona la 35?", "La línea 35 funciona de 6:00 a 22:00.", BUS, False),
    w.faith("es-t44-033", "added.entity", "¿Qué líneas van de Valdespartera a la plaza de España?", "Las líneas 35 y 41 unen Valdespartera con la plaza de España.", BUS, False),
    w.faith("es-t44-034", "value.number", "¿Con qué frecuencia pasa el N12?", "El N12 pasa cada 30 minutos.", NITBUS, False),
    w.faith("es-t44-035", "negation", "¿Sirve la T-casual en el NitBus?", "No, en el NitBus no se puede pagar con la T-casual.", NITBUS, False),
    w.faith("es-t44-036", "quantifier", "¿Puedo subir al N12 con mi perro?", "Sí, en el N12 pueden viajar perros de cualquier tamaño.", NITBUS, False),
    w.faith("es-t44-037", "value.except", "¿Qué día circulan menos trenes?", "Hay seis trenes diarios, salvo los sábados, en que solo circulan cuatro.", TREN, False),
    w.faith("es-t44-038", "value.currency", "¿Cuánto cuesta el billete de Valladolid a Burgos?", "El billete de ida cuesta 13,35 €.", TREN, False),
    w.faith("es-t44-039", "direction", "¿Quién tiene descuento con la tarjeta Dorada?", "Los menores de 60 años con tarjeta Dorada tienen un 40 % de descuento.", TREN, False),
    w.faith("es-t44-040", "value.currency", "¿Cuánto cuesta el minuto en Zity Verde?", "El minuto cuesta 0,36 €.", CARSHARING, False),
    w.faith("es-t44-041", "antonym", "¿Se paga por aparcar en la calle?", "Aparcar en la calle dentro de la zona de servicio es de pago.", CARSHARING, False),
    w.faith("es-t44-042", "modality", "¿Hay que dejar fianza para alquilar una bici?", "Se recomienda dejar una fianza de 50 € con tarjeta, aunque no es obligatorio.", BICI, False),
    w.faith("es-t44-043", "value.currency", "¿Cuánto cuesta la bici urbana un día entero?", "La bici urbana cuesta 25 € el día completo.", BICI, False),
    w.faith("es-t44-044", "added.fact", "¿Cuánto cuesta la primera hora en el P1?", "La primera hora cuesta 3,20 €, y cada hora siguiente, 2 €.", PARKING, False),
]

CORRECTNESS = [
    w.correct("es-t44-045", "correct.wordy", "¿Cuánto dura el ferri de Los Cristianos a La Gomera?", "El trayecto en ferri desde Los Cristianos hasta San Sebastián de La Gomera dura unos 50 minutos.", "50 minutos", True),
    w.correct("es-t44-046", "correct.short", "¿Quién es el gerente de Autobuses Valle del Nalón?", "Ramón Fernández.", "El gerente actual es Ramón Fernández.", True),
    w.correct("es-t44-047", "correct.format", "¿Cuánto cuesta un día en el parking P1 del aeropuerto de Valencia?", "Veintiocho euros.", "28 €", True),
    w.correct("es-t44-048", "correct.wordy", "¿A qué hora empieza a funcionar la línea 35 de Zaragoza?", "La línea 35 empieza a dar servicio a las 6:00 de la mañana.", "A las 6:00", True),
    w.correct("es-t44-049", "wrong.value", "¿Cuánto tarda el tren de Valladolid a Burgos?", "Una hora y cuarenta minutos.", "1 hora y 10 minutos", False),
    w.correct("es-t44-050", "wrong.role", "¿Quién capitanea el Alto de Garajonay?", "Tomás Herrera.", "Elena Quintana", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
