"""Spanish cases of set t43: el ferri rápido Algeciras–Ceuta, la línea 27 de la EMT de Madrid,
los búhos nocturnos, el AVE Madrid–Sevilla, la bici pública de Valencia, una empresa de
alquiler de coches en Málaga, un aparcamiento de Bilbao y la historia de una empresa de
autocares de Lugo."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FERRY = (
    "Naviera Estrecho une Algeciras y Ceuta con ferris rápidos. "
    "La travesía dura una hora, y el primer barco sale de Algeciras a las 7:00. "
    "El billete de ida para un adulto cuesta 38 €, y los menores de 4 años viajan gratis. "
    "Los pasajeros con vehículo deben presentarse en el puerto al menos 45 minutos antes de la salida."
)
BUS = (
    "La línea 27 de la EMT de Madrid recorre el Paseo de la Castellana entre Embajadores y Plaza de Castilla. "
    "Entre semana pasa cada 5 minutos; los sábados y festivos, cada 9. "
    "El billete sencillo cuesta 1,50 €, y el abono de 10 viajes, 12,20 €."
)
BUHO = (
    "Las líneas nocturnas de la EMT, conocidas como «búhos», salen de la Plaza de Cibeles. "
    "La N26 va a Aluche y funciona todas las noches de 23:45 a 5:30. "
    "Los viernes, sábados y vísperas de festivo pasa cada 15 minutos; el resto de la semana, cada 35. "
    "La tarifa es la misma que la de los autobuses diurnos."
)
TREN = (
    "El AVE une Madrid-Puerta de Atocha con Sevilla-Santa Justa en unas 2 horas y 30 minutos. "
    "La línea de alta velocidad Madrid–Sevilla se inauguró en 1992. "
    "Un billete básico de ida cuesta desde 45 €, y los menores de 4 años sin asiento viajan gratis. "
    "Cada tren lleva una cafetería en el coche 4."
)
BICI = (
    "BiciTuria, el servicio público de bicicletas de Valencia, cuenta con 275 estaciones y 2.750 bicicletas. "
    "El abono anual cuesta 29,95 €. "
    "Los primeros 30 minutos de cada trayecto son gratuitos; a partir de ahí se cobran 0,50 € por cada media hora. "
    "El servicio está disponible las 24 horas, todos los días del año."
)
ALQUILER = (
    "Costasol Rent a Car tiene oficinas en el aeropuerto de Málaga y en la estación María Zambrano. "
    "La oficina del aeropuerto la dirige Lucía Navarro, y la de la estación, Andrés Molina. "
    "La oficina de la estación abre todos los días excepto el domingo, de 8:00 a 20:00. "
    "El conductor debe tener al menos 23 años y dos años de carné."
)
PARKING = (
    "El aparcamiento de la Plaza Moyúa, en Bilbao, tiene 412 plazas repartidas en tres sótanos. "
    "La tarifa es de 0,05 € por minuto, con un máximo de 24 € al día. "
    "Las plazas para personas con movilidad reducida están en el sótano -1. "
    "Los residentes del barrio pueden contratar un abono mensual de 85 €."
)
HISTORIA = (
    "Autocares Ferreira se fundó en Lugo en 1946, cuando Manuel Ferreira compró su primer autobús. "
    "En 1983 la empresa abrió la línea Lugo–Santiago de Compostela. "
    "Desde 2010 la dirige su nieta, Carmen Ferreira."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t43-001", "fmt.time", "¿A qué hora sale el primer barco a Ceuta?", "El primer ferri sale de Algeciras a las siete de la mañana.", FERRY, True),
    w.faith("es-t43-002", "fmt.unit", "¿Cuánto dura la travesía a Ceuta?", "Dura 60 minutos.", FERRY, True),
    w.faith("es-t43-003", "para.synonym", "¿Paga billete mi hijo de dos años?", "No, los niños menores de cuatro años no pagan.", FERRY, True),
    w.faith("es-t43-004", "wrap.attribution", "¿Con cuánta antelación tengo que llegar si llevo el coche?", "Según Naviera Estrecho, si viaja con vehículo debe estar en el puerto como mínimo 45 minutos antes de la salida.", FERRY, True),
    w.faith("es-t43-005", "fmt.number", "¿Cada cuánto pasa el 27 entre semana?", "Entre semana pasa un autobús cada cinco minutos.", BUS, True),
    w.faith("es-t43-006", "para.combine", "¿Cuánto cuesta viajar en el 27?", "El billete sencillo vale 1,50 €, y el abono de 10 viajes, 12,20 €.", BUS, True),
    w.faith("es-t43-007", "para.relative", "¿Por dónde va el 27?", "El 27, que une Embajadores con Plaza de Castilla, recorre el Paseo de la Castellana.", BUS, True),
    w.faith("es-t43-008", "fmt.time", "¿A qué hora empieza a funcionar la N26?", "La N26 empieza a las doce menos cuarto de la noche.", BUHO, True),
    w.faith("es-t43-009", "para.combine", "¿Con qué frecuencia pasa la N26?", "Los viernes, sábados y vísperas de festivo pasa cada cuarto de hora; el resto de las noches, cada 35 minutos.", BUHO, True),
    w.faith("es-t43-010", "para.synonym", "¿El búho es más caro que el bus normal?", "No, se paga lo mismo que en los autobuses de día.", BUHO, True),
    w.faith("es-t43-011", "fmt.unit", "¿Cuánto tarda el AVE de Madrid a Sevilla?", "Unos 150 minutos.", TREN, True),
    w.faith("es-t43-012", "para.passive", "¿Cuándo se inauguró la línea Madrid–Sevilla?", "La línea de alta velocidad Madrid–Sevilla fue inaugurada en 1992.", TREN, True),
    w.faith("es-t43-013", "para.part", "¿Dónde está la cafetería del AVE?", "En el coche 4.", TREN, True),
    w.faith("es-t43-014", "fmt.currency", "¿Cuánto cuesta el billete más barato del AVE?", "La ida básica sale desde cuarenta y cinco euros.", TREN, True),
    w.faith("es-t43-015", "fmt.thousands", "¿Cuántas bicis tiene BiciTuria?", "Tiene dos mil setecientas cincuenta bicicletas en 275 estaciones.", BICI, True),
    w.faith("es-t43-016", "para.synonym", "¿Puedo usar BiciTuria de madrugada?", "Sí, el servicio funciona día y noche, los 365 días del año.", BICI, True),
    w.faith("es-t43-017", "fmt.currency", "¿Cuánto cuesta pasarse de la media hora?", "Después de los 30 minutos gratis se pagan cincuenta céntimos por cada media hora.", BICI, True),
    w.faith("es-t43-018", "wrap.opener", "¿Cuánto vale el abono anual de BiciTuria?", "¡Hola! El abono anual de BiciTuria cuesta 29,95 €.", BICI, True),
    w.faith("es-t43-019", "para.pronoun", "¿Quién dirige la oficina del aeropuerto?", "Lucía Navarro; ella está al frente de la oficina del aeropuerto de Málaga.", ALQUILER, True),
    w.faith("es-t43-020", "para.except", "¿Puedo recoger el coche en María Zambrano un domingo?", "No, la oficina de la estación cierra los domingos; el resto de la semana abre de 8:00 a 20:00.", ALQUILER, True),
    w.faith("es-t43-021", "fmt.time", "¿A qué hora cierra la oficina de la estación?", "Cierra a las ocho de la tarde.", ALQUILER, True),
    w.faith("es-t43-022", "fmt.currency", "¿Cuánto cuesta aparcar en Moyúa?", "Cinco céntimos el minuto, y como mucho 24 euros al día.", PARKING, True),
    w.faith("es-t43-023", "wrap.hedge", "¿Dónde están las plazas para movilidad reducida?", "Por lo que indica la información, están en el sótano -1.", PARKING, True),
    w.faith("es-t43-024", "para.combine", "¿Quién fundó Autocares Ferreira?", "Manuel Ferreira la fundó en Lugo en 1946 al comprar su primer autobús, y desde 2010 la dirige su nieta Carmen.", HISTORIA, True),
    w.faith("es-t43-025", "value.time", "¿A qué hora sale el primer barco?", "El primer barco sale de Algeciras a las 8:00.", FERRY, False),
    w.faith("es-t43-026", "direction", "¿Cuándo debo llegar al puerto con el coche?", "Con vehículo, debe presentarse en el puerto como máximo 45 minutos antes de la salida.", FERRY, False),
    w.faith("es-t43-027", "added.fact", "¿Cuánto cuesta el billete a Ceuta?", "El billete de ida para un adulto cuesta 38 € e incluye el transporte de una bicicleta.", FERRY, False),
    w.faith("es-t43-028", "value.number", "¿Qué niños viajan gratis en el ferri?", "Los menores de 6 años viajan gratis.", FERRY, False),
    w.faith("es-t43-029", "value.number", "¿Cada cuánto pasa el 27 los sábados?", "Los sábados y festivos pasa cada 15 minutos.", BUS, False),
    w.faith("es-t43-030", "value.currency", "¿Cuánto cuesta un billete sencillo?", "El billete sencillo cuesta 12,20 €.", BUS, False),
    w.faith("es-t43-031", "added.entity", "¿Qué autobuses recorren la Castellana?", "Las líneas 27 y 150 recorren el Paseo de la Castellana entre Embajadores y Plaza de Castilla.", BUS, False),
    w.faith("es-t43-032", "value.time", "¿Hasta qué hora funciona la N26?", "La N26 funciona todas las noches de 23:45 a 6:30.", BUHO, False),
    w.faith("es-t43-033", "quantifier", "¿Cada cuánto pasa la N26?", "La N26 pasa cada 15 minutos todas las noches de la semana.", BUHO, False),
    w.faith("es-t43-034", "antonym", "¿Cuánto cuesta el búho?", "La tarifa de los búhos es más cara que la de los autobuses diurnos.", BUHO, False),
    w.faith("es-t43-035", "value.date", "¿Cuándo se inauguró la línea del AVE a Sevilla?", "La línea Madrid–Sevilla se inauguró en 1997.", TREN, False),
    w.faith("es-t43-036", "negation", "¿Paga billete un niño de tres años en el AVE?", "Sí, los menores de 4 años sin asiento también tienen que pagar billete.", TREN, False),
    w.faith("es-t43-037", "added.fact", "¿Hay cafetería en el AVE?", "Sí, cada tren lleva una cafetería en el coche 4, abierta durante todo el trayecto.", TREN, False),
    w.faith("es-t43-038", "value.number", "¿Cuántas estaciones tiene BiciTuria?", "BiciTuria cuenta con 375 estaciones.", BICI, False),
    w.faith("es-t43-039", "value.except", "¿Qué día cierra la oficina de la estación?", "La oficina de la estación abre todos los días excepto el sábado.", ALQUILER, False),
    w.faith("es-t43-040", "role.swap", "¿Quién dirige la oficina de la estación?", "La oficina de la estación María Zambrano la dirige Lucía Navarro.", ALQUILER, False),
    w.faith("es-t43-041", "modality", "¿Necesito dos años de carné para alquilar?", "Se recomienda tener dos años de carné, aunque no es obligatorio; la edad mínima es de 23 años.", ALQUILER, False),
    w.faith("es-t43-042", "value.currency", "¿Cuánto cuesta el abono mensual para residentes?", "Los residentes pueden contratar un abono mensual de 24 €.", PARKING, False),
    w.faith("es-t43-043", "value.date", "¿Cuándo abrió la empresa la línea Lugo–Santiago?", "Autocares Ferreira abrió la línea Lugo–Santiago de Compostela en 1946.", HISTORIA, False),
    w.faith("es-t43-044", "role.swap", "¿Quién fundó Autocares Ferreira y quién la dirige?", "Carmen Ferreira fundó la empresa en 1946, y desde 2010 la dirige su abuelo Manuel.", HISTORIA, False),
]

CORRECTNESS = [
    w.correct("es-t43-045", "correct.wordy", "¿Cuánto dura la travesía entre Algeciras y Ceuta?", "Si cruza con Naviera Estrecho de Algeciras a Ceuta, la travesía en ferri rápido dura una hora.", "Una hora", True),
    w.correct("es-t43-046", "correct.short", "¿Quién dirige la oficina de Costasol en la estación María Zambrano?", "Andrés Molina.", "La oficina de la estación la dirige Andrés Molina.", True),
    w.correct("es-t43-047", "correct.format", "¿Cuántas plazas tiene el aparcamiento de Moyúa?", "Cuatrocientas doce.", "412 plazas", True),
    w.correct("es-t43-048", "correct.format", "¿Cuánto cuesta el abono mensual para residentes en Moyúa?", "Ochenta y cinco euros al mes.", "85 €", True),
    w.correct("es-t43-049", "wrong.value", "¿En qué año abrió Autocares Ferreira la línea Lugo–Santiago?", "En 1993.", "En 1983.", False),
    w.correct("es-t43-050", "wrong.role", "¿Quién dirige la oficina de Costasol en el aeropuerto de Málaga?", "Andrés Molina.", "Lucía Navarro", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
