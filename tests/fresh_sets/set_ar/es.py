"""Spanish cases of set AR: a youth football academy, a pottery workshop, a mountain refuge and
a charity street market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FOOTBALL = (
    "La Academia de Fútbol Los Pinos entrena a los alevines los martes y jueves de 17:30 a 19:00 en el campo municipal de Vallehermoso. "
    "La cuota es de 35 € al mes y la equipación se paga aparte: 48 €. "
    "El director deportivo es Andrés Molina, y el entrenador de alevines, Raúl Ibáñez."
)
POTTERY = (
    "El taller de cerámica Barro Vivo ofrece un curso de torno de seis sesiones, los sábados de 10:00 a 13:00. "
    "Cuesta 150 €, con el barro y dos cocciones incluidos. "
    "Los grupos son de ocho personas como máximo y no hace falta experiencia previa."
)
REFUGE = (
    "El refugio de Collado Alto está a 2.140 metros de altitud y tiene 36 plazas en literas. "
    "Abre del 1 de junio al 15 de octubre y la cena se sirve a las 20:00. "
    "La media pensión cuesta 52 €, y los socios de la federación tienen un descuento del 50 % en la pernocta."
)
MARKET = (
    "El mercadillo solidario del barrio de San Lorenzo se celebra el segundo sábado de cada mes en la plaza del Mercado, de 9:00 a 14:00. "
    "Cada puesto cuesta 5 € y todo lo recaudado se destina al comedor social. "
    "Solo se pueden vender objetos usados; la comida está prohibida."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ar-001", "para.nominal", "¿A qué hora se cena en el refugio?", "El servicio de la cena es a las 20:00.", REFUGE, True),
    w.faith("es-ar-002", "para.combine", "¿Qué me puedes contar del refugio de Collado Alto?", "El refugio, que abre del 1 de junio al 15 de octubre, tiene 36 plazas en literas.", REFUGE, True),
    w.faith("es-ar-003", "fmt.thousands", "¿A qué altitud está el refugio?", "Está a 2140 metros de altitud.", REFUGE, True),
    w.faith("es-ar-004", "fmt.date", "¿Hasta cuándo abre el refugio?", "Abre hasta el 15/10.", REFUGE, True),
    w.faith("es-ar-005", "fmt.share", "¿Qué descuento tienen los socios de la federación?", "Los socios de la federación pagan la mitad por la pernocta.", REFUGE, True),
    w.faith("es-ar-006", "fmt.currency", "¿Cuánto cuesta la equipación de Los Pinos?", "La equipación cuesta 48 euros y se paga aparte.", FOOTBALL, True),
    w.faith("es-ar-007", "wrap.opener", "¿Cuánto cuesta el curso de torno?", "¡Claro! El curso de torno cuesta 150 € e incluye el barro y dos cocciones.", POTTERY, True),
    w.faith("es-ar-008", "para.capital", "¿Cuándo y dónde es el mercadillo?", "EL MERCADILLO SE CELEBRA EL SEGUNDO SÁBADO DE CADA MES EN LA PLAZA DEL MERCADO.", MARKET, True),
    w.faith("es-ar-009", "wrap.question", "¿Qué días entrenan los alevines?", "Los alevines entrenan los martes y jueves de 17:30 a 19:00. ¿Quieres saber también cuánto cuesta la cuota?", FOOTBALL, True),
    # one clear error each
    w.faith("es-ar-010", "value.number", "¿Cuántas sesiones tiene el curso de torno?", "El curso de torno tiene ocho sesiones.", POTTERY, False),
    w.faith("es-ar-011", "value.time", "¿A qué hora es la cena en el refugio?", "La cena se sirve a las 21:00.", REFUGE, False),
    w.faith("es-ar-012", "value.unit", "¿A qué altitud está Collado Alto?", "El refugio está a 2.140 pies de altitud.", REFUGE, False),
    w.faith("es-ar-013", "role.swap", "¿Quién es el director deportivo de Los Pinos?", "El director deportivo es Raúl Ibáñez, y Andrés Molina entrena a los alevines.", FOOTBALL, False),
    w.faith("es-ar-014", "negation", "¿Necesito experiencia para apuntarme al curso de torno?", "Sí, hace falta tener experiencia previa con el torno.", POTTERY, False),
    w.faith("es-ar-015", "quantifier", "¿Adónde va el dinero del mercadillo?", "La mitad de lo recaudado va al comedor social.", MARKET, False),
    w.faith("es-ar-016", "antonym", "¿Se puede vender comida en el mercadillo?", "Sí, en el mercadillo la comida está permitida.", MARKET, False),
    w.faith("es-ar-017", "direction", "¿Pagan algo distinto los socios de la federación en el refugio?", "Los socios de la federación tienen un recargo del 50 % en la pernocta.", REFUGE, False),
    w.faith("es-ar-018", "added.fact", "¿Cuánto es la cuota de la academia?", "La cuota es de 35 € al mes e incluye un seguro deportivo.", FOOTBALL, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ar-019", "refusal.context", "¿El refugio tiene wifi?", "El texto habla de la altitud, las plazas, las fechas y los precios del refugio, pero no menciona el wifi, así que no puedo responder.", REFUGE, True),
    w.refusal("es-ar-020", "refusal.short", "¿Hay aparcamiento junto al taller Barro Vivo?", "No tengo esa información.", POTTERY, True),
    w.refusal("es-ar-021", "refusal.hedged", "¿Cuánto cuesta un puesto en el mercadillo?", "Si no me equivoco, cada puesto cuesta 5 €.", MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ar-022", "correct.wordy", "¿Dónde entrenan los alevines de Los Pinos?", "Los alevines de la academia entrenan en el campo municipal de Vallehermoso, los martes y jueves por la tarde.", "En el campo municipal de Vallehermoso.", True),
    w.correct("es-ar-023", "correct.wordy", "¿Cuántas plazas tiene el refugio?", "Pues el refugio de Collado Alto dispone de un total de 36 plazas, todas ellas en literas.", "36 plazas en literas.", True),
    w.correct("es-ar-024", "correct.format", "¿A qué hora abre el mercadillo?", "A las nueve de la mañana.", "A las 9:00.", True),
    w.correct("es-ar-025", "wrong.role", "¿Quién es el director deportivo de Los Pinos?", "Raúl Ibáñez.", "Andrés Molina.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ar-026", "relevant.direct", "¿Qué me cuesta apuntarme al curso de torno?", "150 €, con barro y dos cocciones incluidos.", POTTERY, True),
    w.relevant("es-ar-027", "relevant.direct", "¿Qué día hay mercadillo en San Lorenzo?", "El segundo sábado de cada mes.", MARKET, True),
    w.relevant("es-ar-028", "relevant.direct", "¿Cuántos alumnos caben en cada grupo del taller?", "Ocho como máximo.", POTTERY, True),
    w.relevant("es-ar-029", "relevant.yesno", "¿Está abierto el refugio en julio?", "Sí, abre del 1 de junio al 15 de octubre.", REFUGE, True),
    w.relevant("es-ar-030", "offtopic.true", "¿Cuánto cuesta la cuota mensual de la academia?", "El entrenador de alevines es Raúl Ibáñez.", FOOTBALL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ar-031", "diag.pass", "¿Cuánto cuesta la media pensión en Collado Alto?", "La media pensión cuesta 52 €.", {"refugio": REFUGE, "ceramica": POTTERY}, ("refugio",), "pass"),
    w.diag("es-ar-032", "diag.missed", "¿A qué hora empieza el curso de torno?", "No encuentro el horario del curso de torno en la información disponible.", {"futbol": FOOTBALL, "mercadillo": MARKET}, ("ceramica",), "fix_retrieval"),
    w.diag("es-ar-033", "diag.refused", "¿A qué se destina el dinero recaudado en el mercadillo?", "Lo siento, no dispongo de esa información.", {"mercadillo": MARKET, "refugio": REFUGE}, ("mercadillo",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
