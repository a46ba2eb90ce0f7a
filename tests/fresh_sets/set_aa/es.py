"""Spanish cases of set AA: a boat rental on a reservoir, a neighbourhood cinema and a city
marathon."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BARCAS = (
    "El alquiler de barcas del embalse de San Julián abre de martes a domingo, de 10:00 a 19:00. "
    "Una barca de remos cuesta 12 € la media hora y un kayak doble, 20 € la hora. "
    "Es obligatorio llevar chaleco salvavidas, y los menores de 14 años deben ir acompañados de un adulto. "
    "El encargado, Tomás Ibarra, da una breve explicación de seguridad antes de cada salida."
)
CINE_SALAS = "El cine Mirador tiene cuatro salas; la más grande, la sala 2, tiene 210 butacas."
CINE_PRECIOS = (
    "La entrada general del cine Mirador cuesta 8,50 € y los miércoles, día del espectador, baja a 5 €."
)
CINE_HORARIO = "En el cine Mirador, la última sesión empieza a las 22:45."
CINE = f"{CINE_SALAS} {CINE_PRECIOS} Los mayores de 65 años tienen un descuento del 25 % cualquier día. {CINE_HORARIO}"
MARATON = (
    "La Maratón de Valdeluz se corre el domingo 16 de marzo de 2025 y la salida es a las 8:00 desde la plaza Mayor. "
    "La inscripción cuesta 45 € hasta el 31 de enero y 60 € a partir del 1 de febrero. "
    "Hay avituallamiento cada 5 kilómetros y el tiempo máximo para terminar es de 5 horas y media. "
    "En la edición anterior participaron 2.800 corredores."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # paráfrasis y formatos fieles
    w.faith("es-aa-001", "para.synonym", "¿Hay que llevar chaleco en la barca?", "Sí, el chaleco salvavidas es imprescindible.", BARCAS, True),
    w.faith("es-aa-002", "fmt.share", "¿Qué descuento tienen los mayores de 65 años?", "Pagan una cuarta parte menos, cualquier día de la semana.", CINE, True),
    w.faith("es-aa-003", "fmt.time", "¿A qué hora empieza la última sesión?", "A las once menos cuarto de la noche.", CINE, True),
    w.faith("es-aa-004", "fmt.unit", "¿Cuánto cuesta una barca de remos?", "Cuesta 12 € cada 30 minutos.", BARCAS, True),
    w.faith("es-aa-005", "fmt.thousands", "¿Cuántos corredores participaron en la edición anterior?", "Participaron 2800 corredores.", MARATON, True),
    w.faith("es-aa-006", "fmt.date", "¿Qué día se corre la maratón?", "Se corre el domingo 16/03/2025.", MARATON, True),
    w.faith("es-aa-007", "para.passive", "¿Quién da la explicación de seguridad?", "Antes de cada salida, una breve explicación de seguridad es impartida por el encargado, Tomás Ibarra.", BARCAS, True),
    w.faith("es-aa-008", "wrap.opener", "¿Cuál es la sala más grande del cine?", "¡Claro! La sala 2 es la más grande, con 210 butacas.", CINE, True),
    w.faith("es-aa-009", "para.combine", "¿Cuánto cuesta la inscripción en la maratón?", "Cuesta 45 € hasta el 31 de enero; a partir del 1 de febrero sube a 60 €.", MARATON, True),
    # un error claro
    w.faith("es-aa-010", "value.number", "¿Cuántas butacas tiene la sala 2?", "La sala 2 tiene 120 butacas.", CINE, False),
    w.faith("es-aa-011", "value.currency", "¿Cuánto cuesta la entrada general?", "La entrada general cuesta 9,50 €.", CINE, False),
    w.faith("es-aa-012", "value.date", "¿Hasta cuándo cuesta 45 € la inscripción?", "La inscripción cuesta 45 € hasta el 28 de febrero.", MARATON, False),
    w.faith("es-aa-013", "negation", "¿Es obligatorio llevar chaleco salvavidas?", "No, no es obligatorio llevar chaleco salvavidas.", BARCAS, False),
    w.faith("es-aa-014", "direction", "¿Quién tiene que ir acompañado de un adulto en las barcas?", "Los mayores de 14 años deben ir acompañados de un adulto.", BARCAS, False),
    w.faith("es-aa-015", "antonym", "¿Cómo es la sala 2 del cine Mirador?", "La sala 2 es la más pequeña del cine, con 210 butacas.", CINE, False),
    w.faith("es-aa-016", "quantifier", "¿Cuántas butacas tienen las salas del cine?", "Todas las salas del cine Mirador tienen 210 butacas.", CINE, False),
    w.faith("es-aa-017", "added.fact", "¿Cuánto tiempo hay para terminar la maratón?", "El tiempo máximo es de 5 horas y media, y quien llegue más tarde recibe igualmente la medalla.", MARATON, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-aa-018", "refusal.plain", "¿Se puede pescar desde las barcas?", "Lo siento, no lo sé.", BARCAS, True),
    w.refusal("es-aa-019", "refusal.context", "¿Hay guardarropa en la salida de la maratón?", "La información disponible no menciona ningún guardarropa en la salida.", MARATON, True),
    w.refusal("es-aa-020", "refusal.hedged", "¿A qué hora empieza la última sesión?", "No estoy del todo seguro, pero creo que la última sesión empieza a las 22:45.", CINE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-aa-021", "correct.wordy", "¿Cuánto cuesta un kayak doble?", "Si quieres alquilar un kayak doble en el embalse, te costará 20 euros por cada hora.", "20 € la hora.", True),
    w.correct("es-aa-022", "correct.wordy", "¿Desde dónde sale la maratón?", "La salida de la Maratón de Valdeluz se da en la plaza Mayor, a las ocho de la mañana.", "Desde la plaza Mayor.", True),
    w.correct("es-aa-023", "correct.format", "¿Cuál es el tiempo máximo para terminar la maratón?", "5 h 30 min.", "5 horas y media.", True),
    w.correct("es-aa-024", "wrong.value", "¿Cuántos corredores participaron en la edición anterior?", "Participaron 3.800 corredores.", "2.800 corredores.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-aa-025", "relevant.direct", "¿Hasta qué hora se pueden alquilar barcas?", "Hasta las siete de la tarde.", BARCAS, True),
    w.relevant("es-aa-026", "relevant.direct", "¿Quién explica las normas de seguridad?", "Tomás Ibarra, el encargado.", BARCAS, True),
    w.relevant("es-aa-027", "relevant.direct", "¿Qué precio tiene ir al cine un miércoles?", "5 €, por ser el día del espectador.", CINE, True),
    w.relevant("es-aa-028", "relevant.yesno", "¿Puede mi hijo de 10 años ir solo en una barca?", "No, los menores de 14 años tienen que ir con un adulto.", BARCAS, True),
    w.relevant("es-aa-029", "offtopic.true", "¿Cuánto cuesta la inscripción en la maratón?", "Hay avituallamiento cada 5 kilómetros.", MARATON, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-aa-030", "diag.pass", "¿Cuánto cuesta la entrada general?", "La entrada general cuesta 8,50 €.",
           {"cine-precios": CINE_PRECIOS, "cine-salas": CINE_SALAS}, ("cine-precios",), "pass"),
    w.diag("es-aa-031", "diag.missed", "¿A qué hora empieza la última sesión?", "En los documentos recuperados no aparece el horario de la última sesión.",
           {"cine-salas": CINE_SALAS, "cine-precios": CINE_PRECIOS}, ("cine-horario",), "fix_retrieval"),
    w.diag("es-aa-032", "diag.correct_refusal", "¿El cine Mirador tiene aparcamiento?", "Los documentos no dicen nada sobre aparcamiento, así que no puedo responder.",
           {"cine-salas": CINE_SALAS, "cine-precios": CINE_PRECIOS}, (), "correct_refusal"),
    w.diag("es-aa-033", "diag.offtopic", "¿Cuántas butacas tiene la sala más grande?", "Los miércoles la entrada cuesta 5 €.",
           {"cine-salas": CINE_SALAS, "cine-precios": CINE_PRECIOS}, ("cine-salas",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
