"""Fresh set P, Spanish: a zoo pass, a tile shop, a bus tour, a rowing club, a sauna, sports
rental, an escape room, a vaccination schedule, an adult education centre and a chocolate factory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ZOO = (
    "El abono anual del Zoológico Municipal de Valdeluz cuesta 89 € para adultos y 45 € para niños de 4 a 14 "
    "años. Los menores de 4 años entran gratis. El abono es válido durante 12 meses desde la fecha de compra."
)
TILE = (
    "Azulejos Puente vende la baldosa «Marina» a 32 € el metro cuadrado. Cada caja cubre 1,5 m² y pesa 22 kg."
)
BUS = (
    "Autocares Costa Azul ofrece una excursión de un día a Cabo Mero todos los sábados. El autobús sale de la "
    "estación central a las 8:30 y regresa a las 19:00. El billete cuesta 55 € e incluye la comida."
)
ROWING = (
    "El Club de Remo Ribera se fundó en 1921. Los nuevos socios pagan una cuota de inscripción de 50 € y una "
    "cuota anual de 240 €. Los socios deben aprobar una prueba de natación antes de remar en el río."
)
SAUNA = (
    "La sauna pública de Molinar abre todos los días excepto los lunes, de 10:00 a 22:00. La entrada de día "
    "cuesta 26 € y el alquiler de toalla, 3 €."
)
RENTAL = (
    "Deportes Cumbre alquila bicicletas de montaña por 35 € al día. Se exige una fianza de 100 € por cada "
    "alquiler. Las reservas se pueden hacer con un máximo de 14 días de antelación."
)
ESCAPE = (
    "La sala de escape Candado ofrece tres salas temáticas. Cada sala admite de 2 a 6 jugadores y la partida "
    "dura 60 minutos. Algunas salas tienen acceso para sillas de ruedas."
)
VACCINE = (
    "En el consultorio médico Los Olmos, la vacuna de la gripe se pone los jueves de 14:00 a 17:00, de "
    "octubre a diciembre. Los mayores de 60 años se vacunan gratis. Es necesario pedir cita."
)
ADULT_ED = (
    "El Centro de Educación de Adultos Puerta Este ofrece inglés para principiantes los lunes de 18:30 a "
    "20:00. El curso dura 12 semanas y cuesta 140 €. La inscripción cierra el 15 de septiembre."
)
CHOCOLATE = (
    "La fábrica de chocolate Vander fue fundada en 1887 por Augustin Vander en Lieja. En 1932 la heredó su "
    "hija Elise, que en 1968 la vendió a la empresa neerlandesa Kroon Foods."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-p-001", "fmt.range", "¿Cuánto cuesta el abono para niños?", "El abono anual para niños (4-14 años) cuesta 45 €.", ZOO, True),
    w.faith("es-p-002", "fmt.abbrev", "¿Cuánto cubre una caja?", "Cada caja cubre 1,5 metros cuadrados.", TILE, True),
    w.faith("es-p-003", "para.synonym", "¿Qué incluye el billete?", "El pasaje cuesta 55 € y la comida está incluida.", BUS, True),
    w.faith("es-p-004", "para.combine", "¿Cuánto pagan los nuevos socios?", "Los nuevos socios del Club de Remo Ribera, fundado en 1921, pagan una cuota de inscripción de 50 € y una cuota anual de 240 €.", ROWING, True),
    w.faith("es-p-005", "wrap.opener", "¿Cuánto cuesta la entrada de día?", "¡Claro! La entrada de día a la sauna de Molinar cuesta 26 €.", SAUNA, True),
    w.faith("es-p-006", "fmt.period", "¿Con cuánta antelación puedo reservar?", "Las reservas se pueden hacer con un máximo de dos semanas de antelación.", RENTAL, True),
    w.faith("es-p-007", "fmt.unit", "¿Cuánto pesa cada caja?", "Cada caja pesa 22.000 gramos.", TILE, True),
    w.faith("es-p-008", "value.currency", "¿Cuánto cuesta alquilar una toalla?", "El alquiler de toalla cuesta 3 dólares.", SAUNA, False),
    w.faith("es-p-009", "quantifier", "¿Las salas son accesibles en silla de ruedas?", "Sí, todas las salas tienen acceso para sillas de ruedas.", ESCAPE, False),
    w.faith("es-p-010", "negation", "¿Hace falta cita para vacunarse?", "No, no es necesario pedir cita.", VACCINE, False),
    w.faith("es-p-011", "value.date", "¿Cuándo cierra la inscripción?", "La inscripción cierra el 25 de septiembre.", ADULT_ED, False),
    w.faith("es-p-012", "mixed", "¿A qué hora sale y regresa el autobús?", "El autobús sale de la estación central a las 8:30 y regresa a las 21:00.", BUS, False),
    w.faith("es-p-013", "added.entity", "¿A quién vendió Elise la fábrica?", "En 1968 Elise vendió la fábrica a la empresa neerlandesa Kroon Foods, propiedad de la familia Van Dijk.", CHOCOLATE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-p-014", "refusal.context", "¿El club tiene equipo juvenil?", "Los documentos proporcionados no indican si el club tiene un equipo juvenil.", ROWING, True),
    w.refusal("es-p-015", "refusal.plain", "¿Se admiten perros en el autobús?", "No lo sé.", BUS, True),
    w.refusal("es-p-016", "refusal.hedged", "¿Cuánto cuesta el curso de inglés?", "No estoy del todo seguro, pero parece que el curso cuesta 140 €.", ADULT_ED, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-p-017", "correct.wordy", "¿Quién fundó la fábrica de chocolate Vander?", "¡Buena pregunta! Según la historia de la empresa, la fábrica de chocolate Vander fue fundada por Augustin Vander en el año 1887, en la ciudad de Lieja.", "Augustin Vander, en 1887.", True),
    w.correct("es-p-018", "wrong.echo", "¿Cuánto cuesta el abono anual para adultos del zoológico?", "Quiere saber cuánto cuesta el abono anual para adultos del zoológico.", "89 €.", False),
    w.correct("es-p-019", "correct.short", "¿Cuánto dura una partida en la sala de escape Candado?", "60 minutos.", "La partida dura 60 minutos.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("es-p-020", "relevant.direct", "¿Qué día de la semana ponen la vacuna de la gripe?", "Los jueves.", VACCINE, True),
    w.relevant("es-p-021", "offtopic.other", "¿Cuánto cuesta el abono anual para adultos?", "Los leones son los animales más populares entre los visitantes de los zoológicos.", ZOO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-p-022", "diag.should_refuse", "¿Hay aparcamiento en la sauna de Molinar?", "Sí, hay un aparcamiento gratuito con 40 plazas junto a la sauna.", {"sauna-1": SAUNA}, (), "should_refuse"),
    w.diag("es-p-023", "diag.refused", "¿Cuánto cuesta la entrada de día a la sauna de Molinar?", "Lo siento, los documentos no indican el precio de la entrada de día.", {"sauna-1": SAUNA}, ("sauna-1",), "fix_generation"),
    w.diag("es-p-024", "diag.offtopic", "¿A qué hora sale el autobús a Cabo Mero?", "El abono anual del zoológico cuesta 89 € para adultos.", {"bus-1": BUS, "zoo-1": ZOO}, ("bus-1",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
