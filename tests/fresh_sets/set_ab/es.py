"""Spanish cases of set AB. Scenarios: a dance school (Escuela de Baile Compás), a public swimming
lake (lago de Valdemora), a mobile phone plan (tarifa Conecta 25 de Movisol) and a youth hostel
(albergue juvenil Camino Norte)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAILE = "La Escuela de Baile Compás ofrece clases de bachata y salsa para adultos los lunes y miércoles a las 21:00. Cada clase dura una hora y la cuota mensual es de 45 euros. La matrícula, de 20 euros, se paga una sola vez. La profesora de bachata es Lucía Ferrer y el profesor de salsa, Diego Ramos."
LAGO = "La zona de baño del lago de Valdemora abre del 20 de junio al 15 de septiembre, de 11:00 a 20:00. La entrada cuesta 3 euros y los menores de 5 años entran gratis. Hay socorristas todos los días de 12:00 a 19:00. Está prohibido hacer barbacoas en la orilla."
MOVIL = "La tarifa Conecta 25 de Movisol cuesta 25 euros al mes e incluye 50 GB de datos y llamadas ilimitadas a fijos y móviles nacionales. Los gigas que no se gastan se acumulan para el mes siguiente. No tiene permanencia, y el roaming en la UE está incluido sin coste adicional."
ALBERGUE = "El albergue juvenil Camino Norte tiene 58 plazas repartidas en 9 habitaciones. La noche en habitación compartida cuesta 19 euros y el desayuno se paga aparte, a 5 euros. La recepción cierra a medianoche. Se admiten grupos de hasta 20 personas con reserva previa."

# fmt: off
FAITHFULNESS = [
    w.faith("es-ab-001", "para.reorder", "¿Qué incluye la tarifa Conecta 25?", "Incluye llamadas ilimitadas a fijos y móviles nacionales y 50 GB de datos.", MOVIL, True),
    w.faith("es-ab-002", "para.passive", "¿Quién da las clases de salsa?", "Las clases de salsa son impartidas por Diego Ramos.", BAILE, True),
    w.faith("es-ab-003", "para.synonym", "¿Se puede hacer barbacoa en el lago?", "No, en la orilla no se permiten las barbacoas.", LAGO, True),
    w.faith("es-ab-004", "fmt.time", "¿A qué hora cierra la recepción del albergue?", "La recepción cierra a las doce de la noche.", ALBERGUE, True),
    w.faith("es-ab-005", "fmt.date", "¿Cuándo abre la zona de baño del lago?", "La zona de baño abre del 20/06 al 15/09.", LAGO, True),
    w.faith("es-ab-006", "fmt.currency", "¿Cuánto cuesta la entrada al lago?", "La entrada cuesta 3 €; los menores de 5 años no pagan.", LAGO, True),
    w.faith("es-ab-007", "fmt.unit", "¿Cuánto dura cada clase?", "Cada clase dura 60 minutos.", BAILE, True),
    w.faith("es-ab-008", "para.except", "¿Quién paga entrada en el lago?", "Todo el mundo paga 3 euros de entrada, salvo los menores de 5 años, que entran gratis.", LAGO, True),
    w.faith("es-ab-009", "wrap.opener", "¿El roaming en la UE se paga aparte?", "¡Buena pregunta! No: el roaming en la UE está incluido sin coste adicional.", MOVIL, True),
    w.faith("es-ab-010", "para.combine", "¿Cuántas plazas tiene el albergue y cuánto cuesta la noche?", "El albergue Camino Norte tiene 58 plazas en 9 habitaciones, y la noche en habitación compartida sale a 19 euros.", ALBERGUE, True),
    w.faith("es-ab-011", "value.number", "¿Cuántos datos incluye la tarifa Conecta 25?", "La tarifa Conecta 25 incluye 30 GB de datos.", MOVIL, False),
    w.faith("es-ab-012", "value.currency", "¿Cuánto cuesta la matrícula en la escuela de baile?", "La matrícula cuesta 30 euros y se paga una sola vez.", BAILE, False),
    w.faith("es-ab-013", "value.time", "¿A qué hora hay socorristas en el lago?", "Hay socorristas todos los días de 10:00 a 19:00.", LAGO, False),
    w.faith("es-ab-014", "role.swap", "¿Quién enseña cada baile?", "Lucía Ferrer da las clases de salsa y Diego Ramos las de bachata.", BAILE, False),
    w.faith("es-ab-015", "negation", "¿Qué pasa con los gigas que no gasto?", "Los gigas que no se gastan no se acumulan para el mes siguiente.", MOVIL, False),
    w.faith("es-ab-016", "antonym", "¿Quién entra gratis en la zona de baño?", "Los mayores de 5 años entran gratis.", LAGO, False),
    w.faith("es-ab-017", "modality", "¿Se pueden hacer barbacoas en la orilla del lago?", "Se desaconseja hacer barbacoas en la orilla, pero están permitidas.", LAGO, False),
    w.faith("es-ab-018", "added.fact", "¿Cuánto cuesta la noche en el albergue?", "La noche en habitación compartida cuesta 19 euros e incluye toalla.", ALBERGUE, False),
    w.faith("es-ab-019", "quantifier", "¿Qué días hay clases en la Escuela Compás?", "Hay clases todos los días de la semana a las 21:00.", BAILE, False),
]

REFUSAL = [
    w.refusal("es-ab-020", "refusal.short", "¿El albergue tiene aparcamiento?", "No lo sé.", ALBERGUE, True),
    w.refusal("es-ab-021", "refusal.long", "¿Hay cocina para los huéspedes en el albergue Camino Norte?", "Lo siento, pero en la información que tengo sobre el albergue no se dice nada de una cocina para huéspedes, así que no puedo responder a esa pregunta.", ALBERGUE, True),
    w.refusal("es-ab-022", "refusal.partial", "¿Cuánto cuestan la noche y el desayuno? ¿Hay descuento para estudiantes?", "La noche cuesta 19 euros y el desayuno 5 euros; sobre descuentos para estudiantes no tengo información.", ALBERGUE, False),
]

CORRECTNESS = [
    w.correct("es-ab-023", "correct.wordy", "¿Cuánto cuesta al mes la tarifa Conecta 25?", "Si contratas la tarifa Conecta 25 de Movisol, pagarás 25 euros cada mes.", "25 euros al mes.", True),
    w.correct("es-ab-024", "correct.wordy", "¿Cuántas plazas tiene el albergue Camino Norte?", "En total, entre sus 9 habitaciones, el albergue juvenil Camino Norte dispone de 58 plazas.", "58 plazas.", True),
    w.correct("es-ab-025", "correct.format", "¿Hasta qué hora abre la zona de baño del lago?", "Hasta las ocho de la tarde.", "Hasta las 20:00.", True),
    w.correct("es-ab-026", "wrong.role", "¿Quién enseña bachata en la Escuela Compás?", "Las clases de bachata las da Diego Ramos.", "Lucía Ferrer.", False),
]

RELEVANCY = [
    w.relevant("es-ab-027", "relevant.direct", "¿Qué días hay clase de bachata?", "Los lunes y miércoles a las nueve de la noche.", BAILE, True),
    w.relevant("es-ab-028", "relevant.direct", "¿Cuánto me costaría bañarme en el lago con mi hijo de 3 años?", "3 euros: los menores de 5 años entran gratis.", LAGO, True),
    w.relevant("es-ab-029", "relevant.direct", "¿Con cuántas personas como máximo puede ir un grupo al albergue?", "Hasta 20, siempre que reserven antes.", ALBERGUE, True),
    w.relevant("es-ab-030", "relevant.yesno", "¿La tarifa Conecta 25 tiene permanencia?", "No, no tiene.", MOVIL, True),
    w.relevant("es-ab-031", "offtopic.true", "¿Cuánto dura cada clase en la Escuela Compás?", "La matrícula, de 20 euros, se paga una sola vez.", BAILE, False),
]

DIAGNOSIS = [
    w.diag("es-ab-032", "diag.pass", "¿Cuánto cuesta el desayuno en el albergue Camino Norte?", "El desayuno se paga aparte y cuesta 5 euros.", {"albergue": ALBERGUE, "lago": LAGO}, ("albergue",), "pass"),
    w.diag("es-ab-033", "diag.missed", "¿Cuántos gigas incluye la tarifa Conecta 25?", "La información disponible no indica cuántos gigas incluye.", {"baile": BAILE, "lago": LAGO}, ("movil",), "fix_retrieval"),
    w.diag("es-ab-034", "diag.correct_refusal", "¿Se pueden alquilar hamacas en el lago de Valdemora?", "Los documentos no dicen si se pueden alquilar hamacas.", {"lago": LAGO, "albergue": ALBERGUE}, (), "correct_refusal"),
    w.diag("es-ab-035", "diag.unfaithful", "¿Cuánto es la cuota mensual de la Escuela de Baile Compás?", "La cuota mensual es de 55 euros.", {"baile": BAILE, "movil": MOVIL}, ("baile",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
