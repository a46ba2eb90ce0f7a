"""Spanish cases of set AT: a city bike-share, a rock climbing festival and a first-aid course
at a civic centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BICI = (
    "BiciMar, el servicio de bicicletas compartidas de Puerto Alto, tiene 95 estaciones repartidas por la ciudad. "
    "El abono anual cuesta 40 € e incluye los primeros 45 minutos de cada trayecto; cada media hora adicional cuesta 0,60 €. "
    "Para darse de alta hay que tener al menos 16 años."
)
ESCALADA = (
    "El Festival de Escalada de Peña Roja se celebra del 12 al 14 de septiembre en el barranco de Valdeluz. "
    "La entrada para los tres días cuesta 60 €, y los menores de 10 años entran gratis si van acompañados de un adulto. "
    "El año pasado participaron 2.300 escaladores."
)
AUXILIOS = (
    "El curso de primeros auxilios del centro cívico La Alameda dura ocho horas repartidas en dos sábados, el 8 y el 15 de noviembre. "
    "Lo imparte la enfermera Marta Ibáñez con la ayuda del socorrista Álvaro Ruiz. "
    "Cuesta 30 € y las plazas están limitadas a 20 personas. Se recomienda llevar ropa cómoda."
)

BICI_RED = "BiciMar tiene 95 estaciones repartidas por Puerto Alto."
BICI_EDAD = "Para darse de alta en BiciMar hay que tener al menos 16 años."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-at-001", "para.reorder", "¿Dónde y cuándo es el festival de escalada?", "En el barranco de Valdeluz, del 12 al 14 de septiembre.", ESCALADA, True),
    w.faith("es-at-002", "para.passive", "¿Quién imparte el curso de primeros auxilios?", "El curso es impartido por la enfermera Marta Ibáñez, con la ayuda del socorrista Álvaro Ruiz.", AUXILIOS, True),
    w.faith("es-at-003", "fmt.thousands", "¿Cuántos escaladores participaron el año pasado?", "Participaron 2300 escaladores.", ESCALADA, True),
    w.faith("es-at-004", "fmt.period", "¿Cuánto cuesta el tiempo extra con el abono?", "Cada 30 minutos adicionales cuestan 0,60 €.", BICI, True),
    w.faith("es-at-005", "fmt.currency", "¿Cuánto cuesta el abono anual de BiciMar?", "El abono anual cuesta 40 euros.", BICI, True),
    w.faith("es-at-006", "para.synonym", "¿Pagan los niños en el festival?", "Los menores de 10 años no pagan si van con un adulto.", ESCALADA, True),
    w.faith("es-at-007", "fmt.date", "¿Qué días es el curso?", "Los sábados 8/11 y 15/11.", AUXILIOS, True),
    w.faith("es-at-008", "wrap.opener", "¿Cuántas plazas hay en el curso?", "¡Claro! Las plazas están limitadas a 20 personas.", AUXILIOS, True),
    w.faith("es-at-009", "para.combine", "¿Qué incluye el abono anual?", "Por 40 € al año, el abono incluye los primeros 45 minutos de cada trayecto.", BICI, True),
    w.faith("es-at-010", "value.number", "¿Cuántas estaciones tiene BiciMar?", "BiciMar tiene 59 estaciones repartidas por la ciudad.", BICI, False),
    w.faith("es-at-011", "value.date", "¿Cuándo se celebra el festival?", "Se celebra del 12 al 14 de octubre.", ESCALADA, False),
    w.faith("es-at-012", "role.swap", "¿Quién imparte el curso?", "Lo imparte el socorrista Álvaro Ruiz con la ayuda de la enfermera Marta Ibáñez.", AUXILIOS, False),
    w.faith("es-at-013", "negation", "¿Entran gratis los niños pequeños?", "No, los menores de 10 años no entran gratis.", ESCALADA, False),
    w.faith("es-at-014", "antonym", "¿Quién entra gratis al festival?", "Los mayores de 10 años entran gratis si van con un adulto.", ESCALADA, False),
    w.faith("es-at-015", "modality", "¿Hay que llevar algo especial al curso?", "Es obligatorio llevar ropa cómoda.", AUXILIOS, False),
    w.faith("es-at-016", "added.fact", "¿Cuánto cuesta el curso de primeros auxilios?", "Cuesta 30 € e incluye un manual de primeros auxilios.", AUXILIOS, False),
    w.faith("es-at-017", "value.unit", "¿Cuánto dura el curso?", "El curso dura ocho días en total.", AUXILIOS, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-at-018", "refusal.plain", "¿Hay zona de acampada en el festival?", "Lo siento, no tengo esa información.", ESCALADA, True),
    w.refusal("es-at-019", "refusal.long", "¿Tiene BiciMar bicicletas eléctricas?", "En la información disponible sobre BiciMar no se menciona si hay bicicletas eléctricas, así que no puedo confirmarlo; solo se habla de las estaciones, los precios y la edad mínima.", BICI, True),
    w.refusal("es-at-020", "refusal.partial", "¿Cuánto cuesta el curso y dan certificado?", "No se dice si dan certificado, pero el curso cuesta 30 €.", AUXILIOS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-at-021", "correct.wordy", "¿Qué edad mínima hay que tener para usar BiciMar?", "Para poder darte de alta en BiciMar necesitas haber cumplido como mínimo los 16 años.", "16 años.", True),
    w.correct("es-at-022", "correct.wordy", "¿Cuánto cuesta la entrada del festival?", "Si quieres ir al Festival de Escalada de Peña Roja, la entrada que cubre los tres días te sale por 60 euros.", "60 € por los tres días.", True),
    w.correct("es-at-023", "correct.short", "¿Cuánto cuesta el curso de primeros auxilios?", "30 €.", "El curso de primeros auxilios cuesta 30 €.", True),
    w.correct("es-at-024", "wrong.value", "¿Cuántas estaciones tiene BiciMar?", "Tiene 65 estaciones.", "95 estaciones.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-at-025", "relevant.direct", "¿Cuánta gente fue a escalar el año pasado?", "2.300 escaladores.", ESCALADA, True),
    w.relevant("es-at-026", "relevant.direct", "¿Dónde se hace el curso de primeros auxilios?", "En el centro cívico La Alameda.", AUXILIOS, True),
    w.relevant("es-at-027", "relevant.direct", "¿Qué precio tiene el abono de un año?", "40 €.", BICI, True),
    w.relevant("es-at-028", "relevant.yesno", "¿Puede apuntarse un grupo de 25 personas?", "No, solo hay 20 plazas.", AUXILIOS, True),
    w.relevant("es-at-029", "offtopic.true", "¿Cuánto cuesta la entrada del festival?", "El año pasado participaron 2.300 escaladores.", ESCALADA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-at-030", "diag.pass", "¿Cuántas estaciones tiene BiciMar?", "BiciMar tiene 95 estaciones.", {"bici-red": BICI_RED, "bici-edad": BICI_EDAD}, ("bici-red",), "pass"),
    w.diag("es-at-031", "diag.missed", "¿Cuánto cuesta el abono anual de BiciMar?", "No encuentro el precio del abono anual en la información disponible.", {"bici-red": BICI_RED, "bici-edad": BICI_EDAD}, ("bici-tarifas",), "fix_retrieval"),
    w.diag("es-at-032", "diag.correct_refusal", "¿Se pueden llevar perros en las bicis de BiciMar?", "La información disponible no dice nada sobre llevar perros.", {"bici-red": BICI_RED, "bici-edad": BICI_EDAD}, (), "correct_refusal"),
    w.diag("es-at-033", "diag.unfaithful", "¿Qué edad mínima hay que tener para darse de alta?", "Basta con tener 14 años.", {"bici-edad": BICI_EDAD, "bici-red": BICI_RED}, ("bici-edad",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
