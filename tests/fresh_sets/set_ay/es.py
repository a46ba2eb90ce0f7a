"""Spanish cases of set AY: a surf school, a heritage train ride, a blood donation centre and a
coworking space in an old textile factory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = "La escuela de surf Ola Norte, en la playa de Arenal Chico, ofrece clases para principiantes todos los días excepto los lunes, de 10:00 a 12:00. Cada clase cuesta 35 €, con tabla y neopreno incluidos. Los alumnos deben tener al menos 8 años y saber nadar. La escuela la fundó en 2015 la surfista Irene Olabarria."
TREN = "El tren histórico Valle Dorado recorre los 18 kilómetros entre San Mamés de la Sierra y Villalba del Río en una hora y diez minutos. Circula los sábados de marzo a junio, con salida a las 10:15 desde San Mamés. El billete de ida y vuelta cuesta 24 € para adultos y 12 € para niños de 4 a 12 años."
SANGRE = "El centro de donación de sangre de la calle Alameda abre de lunes a viernes de 8:30 a 20:30. Pueden donar las personas de entre 18 y 65 años que pesen más de 50 kilos. Los hombres pueden donar hasta cuatro veces al año y las mujeres, hasta tres. Para donar no hace falta estar en ayunas."
COWORK = "El coworking La Nave ocupa la antigua fábrica de tejidos del barrio. Un puesto flexible cuesta 150 € al mes y uno fijo, 230 €. Todos los socios disponen de 5 horas al mes de sala de reuniones y de café gratis."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-ay-001", "para.reorder", "¿Cuánto cuesta el billete de ida y vuelta del tren histórico?", "Los niños de 4 a 12 años pagan 12 € y los adultos, 24 €.", TREN, True),
    w.faith("es-ay-002", "para.passive", "¿Quién fundó la escuela Ola Norte?", "La escuela fue fundada en 2015 por la surfista Irene Olabarria.", SURF, True),
    w.faith("es-ay-003", "para.except", "¿Qué días hay clases de surf para principiantes?", "Hay clases a diario, menos los lunes.", SURF, True),
    w.faith("es-ay-004", "fmt.time", "¿A qué hora sale el tren de San Mamés?", "Sale a las diez y cuarto de la mañana.", TREN, True),
    w.faith("es-ay-005", "fmt.unit", "¿Cuánto dura el trayecto del tren histórico?", "El trayecto dura 70 minutos.", TREN, True),
    w.faith("es-ay-006", "para.synonym", "¿Hay que ir en ayunas a donar sangre?", "No, no es necesario acudir sin haber comido.", SANGRE, True),
    w.faith("es-ay-007", "wrap.opener", "¿Cuánto cuesta un puesto fijo en La Nave?", "¡Claro! Un puesto fijo cuesta 230 € al mes.", COWORK, True),
    w.faith("es-ay-008", "fmt.range", "¿Qué edad hay que tener para donar sangre?", "Hay que tener de 18 a 65 años.", SANGRE, True),
    w.faith("es-ay-009", "wrap.closer", "¿Qué incluye la clase de surf?", "La clase incluye la tabla y el neopreno. ¡Que disfrutes de las olas!", SURF, True),
    w.faith("es-ay-010", "value.number", "¿Cuántas horas de sala de reuniones tienen los socios?", "Los socios disponen de 8 horas al mes.", COWORK, False),
    w.faith("es-ay-011", "value.currency", "¿Cuánto cuesta un puesto flexible en La Nave?", "Cuesta 150 dólares al mes.", COWORK, False),
    w.faith("es-ay-012", "role.swap", "¿Cuántas veces al año pueden donar hombres y mujeres?", "Las mujeres pueden donar hasta cuatro veces al año y los hombres, hasta tres.", SANGRE, False),
    w.faith("es-ay-013", "negation", "¿Hay que saber nadar para las clases de surf?", "No, no hace falta saber nadar.", SURF, False),
    w.faith("es-ay-014", "quantifier", "¿Tienen café gratis los socios de La Nave?", "Solo algunos socios tienen café gratis.", COWORK, False),
    w.faith("es-ay-015", "direction", "¿Desde dónde sale el tren de las 10:15?", "Sale a las 10:15 desde Villalba del Río.", TREN, False),
    w.faith("es-ay-016", "added.fact", "¿Cuál es el horario del centro de donación?", "Abre de lunes a viernes de 8:30 a 20:30 y también los sábados por la mañana.", SANGRE, False),
    w.faith("es-ay-017", "antonym", "¿Cuánto deben pesar los donantes?", "Deben pesar menos de 50 kilos.", SANGRE, False),
    w.faith("es-ay-018", "value.except", "¿Qué días hay clases de surf?", "Hay clases todos los días excepto los domingos.", SURF, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ay-020", "refusal.short", "¿Se puede llevar la bicicleta en el tren histórico?", "No lo sé.", TREN, True),
    w.refusal("es-ay-021", "refusal.long", "¿La Nave tiene aparcamiento?", "Lo siento, pero la información de la que dispongo sobre La Nave no dice nada del aparcamiento, así que no puedo responder a tu pregunta.", COWORK, True),
    w.refusal("es-ay-022", "refusal.hedged", "¿Cuánto cuesta una clase de surf?", "No estoy del todo seguro, pero parece que cada clase cuesta 35 €.", SURF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ay-030", "correct.wordy", "¿A qué hora abre el centro de donación?", "Entre semana, el centro de la calle Alameda abre sus puertas a las 8:30 de la mañana.", "A las 8:30, de lunes a viernes.", True),
    w.correct("es-ay-031", "correct.wordy", "¿Cuántas veces al año puede donar una mujer?", "En el caso de las mujeres, el límite está en tres donaciones cada año.", "Hasta tres veces al año.", True),
    w.correct("es-ay-032", "correct.format", "¿Cuánto cuesta el billete de ida y vuelta para un adulto?", "Veinticuatro euros.", "24 €.", True),
    w.correct("es-ay-033", "wrong.value", "¿Cuántos kilómetros recorre el tren histórico?", "Recorre 28 kilómetros.", "18 kilómetros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ay-040", "relevant.direct", "¿Qué precio tiene un puesto flexible?", "150 € mensuales.", COWORK, True),
    w.relevant("es-ay-041", "relevant.direct", "¿Quién puso en marcha la escuela Ola Norte?", "Irene Olabarria, en 2015.", SURF, True),
    w.relevant("es-ay-042", "relevant.direct", "¿En qué meses funciona el tren histórico?", "De marzo a junio, solo los sábados.", TREN, True),
    w.relevant("es-ay-043", "relevant.yesno", "¿Puede donar sangre alguien de 70 años?", "No, el límite son los 65.", SANGRE, True),
    w.relevant("es-ay-044", "offtopic.true", "¿Cuánto cuesta un puesto fijo en La Nave?", "La Nave ocupa la antigua fábrica de tejidos del barrio.", COWORK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ay-050", "diag.pass", "¿Cuánto hay que pesar para donar sangre?", "Hay que pesar más de 50 kilos.", {"sangre-1": SANGRE, "tren-1": TREN}, ("sangre-1",), "pass"),
    w.diag("es-ay-051", "diag.missed", "¿Cuánto cuesta una clase en la escuela Ola Norte?", "No encuentro esa información en los documentos.", {"tren-1": TREN, "cowork-1": COWORK}, ("surf-1",), "fix_retrieval"),
    w.diag("es-ay-052", "diag.correct_refusal", "¿El tren Valle Dorado tiene vagón restaurante?", "Los documentos no dicen si el tren tiene vagón restaurante.", {"tren-1": TREN, "sangre-1": SANGRE}, (), "correct_refusal"),
    w.diag("es-ay-053", "diag.unfaithful", "¿A qué hora cierra el centro de donación?", "Cierra a las 18:30.", {"sangre-1": SANGRE, "surf-1": SURF}, ("sangre-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
