"""Spanish cases of set AH: a salsa class at a dance academy, a car repair garage and a
municipal swimming pool."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAILE = (
    "La academia de baile Compás, en la calle Goya 14, ofrece clases de salsa para principiantes los lunes y los miércoles de 19:00 a 20:30. "
    "La matrícula cuesta 30 euros y la cuota mensual, 45 euros. "
    "Cada grupo admite un máximo de 16 alumnos y no hace falta venir con pareja. "
    "Las clases las imparte la profesora Lucía Ferrer."
)
TALLER = (
    "El taller mecánico Hermanos Ruiz abre de lunes a viernes de 8:00 a 18:00, y los sábados por la mañana hasta las 13:00. "
    "Un cambio de aceite cuesta 55 euros e incluye la revisión de los frenos. "
    "Todas las reparaciones tienen una garantía de 12 meses. "
    "Para cualquier reparación es necesario pedir cita previa."
)
PISCINA = (
    "La piscina municipal de Valdelagua abre del 15 de junio al 10 de septiembre, de 11:00 a 20:30. "
    "La entrada general cuesta 4 euros; los menores de 14 años y los mayores de 65 pagan la mitad. "
    "El gorro de baño es obligatorio en la piscina cubierta, pero no en la exterior. "
    "Los bonos de 10 baños se venden solo en taquilla."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ah-001", "para.reorder", "¿Cuándo son las clases de salsa?", "De 19:00 a 20:30, los lunes y los miércoles.", BAILE, True),
    w.faith("es-ah-002", "para.passive", "¿Quién da las clases de salsa?", "Las clases son impartidas por la profesora Lucía Ferrer.", BAILE, True),
    w.faith("es-ah-003", "para.synonym", "¿Tengo que ir con pareja?", "No, no es necesario traer pareja.", BAILE, True),
    w.faith("es-ah-004", "fmt.time", "¿Hasta qué hora abre el taller los sábados?", "Los sábados abre hasta la una de la tarde.", TALLER, True),
    w.faith("es-ah-005", "fmt.currency", "¿Cuánto cuesta un cambio de aceite?", "Cuesta 55 €, con la revisión de frenos incluida.", TALLER, True),
    w.faith("es-ah-006", "fmt.period", "¿Cuánto dura la garantía de las reparaciones?", "Las reparaciones tienen un año de garantía.", TALLER, True),
    w.faith("es-ah-007", "wrap.attribution", "¿Hace falta cita previa para una reparación?", "Según la información del taller, sí: para cualquier reparación hay que pedir cita previa.", TALLER, True),
    w.faith("es-ah-008", "fmt.date", "¿En qué fechas abre la piscina?", "Del 15/06 al 10/09.", PISCINA, True),
    w.faith("es-ah-009", "fmt.share", "¿Cuánto pagan los niños?", "Los menores de 14 años pagan el 50 % de la entrada general.", PISCINA, True),
    w.faith("es-ah-010", "para.except", "¿Cuánto cuesta la entrada?", "Todos pagan 4 euros salvo los menores de 14 años y los mayores de 65, que pagan la mitad.", PISCINA, True),
    w.faith("es-ah-011", "wrap.closer", "¿Dónde se compran los bonos de 10 baños?", "Solo en taquilla. ¡Que disfrutes del verano!", PISCINA, True),
    # single clear errors
    w.faith("es-ah-012", "value.number", "¿Cuántos alumnos caben en cada grupo?", "Cada grupo admite un máximo de 20 alumnos.", BAILE, False),
    w.faith("es-ah-013", "value.currency", "¿Cuánto cuesta la matrícula?", "La matrícula cuesta 35 euros.", BAILE, False),
    w.faith("es-ah-014", "role.swap", "¿Cuánto cuestan la matrícula y la cuota?", "La matrícula cuesta 45 euros y la cuota mensual, 30 euros.", BAILE, False),
    w.faith("es-ah-015", "quantifier", "¿Qué días hay clase de salsa?", "Hay clase de salsa todos los días de la semana.", BAILE, False),
    w.faith("es-ah-016", "modality", "¿Puedo ir a clase sin pareja?", "No, hay que venir con pareja.", BAILE, False),
    w.faith("es-ah-017", "added.fact", "¿Dónde está la academia?", "En la calle Goya 14, justo enfrente del mercado central.", BAILE, False),
    w.faith("es-ah-018", "negation", "¿Qué incluye el cambio de aceite?", "El cambio de aceite cuesta 55 euros y no incluye la revisión de los frenos.", TALLER, False),
    w.faith("es-ah-019", "direction", "¿Qué horario tiene el taller los sábados?", "Los sábados el taller abre a partir de las 13:00.", TALLER, False),
    w.faith("es-ah-020", "value.date", "¿Hasta cuándo abre la piscina?", "Hasta el 10 de octubre.", PISCINA, False),
    w.faith("es-ah-021", "value.time", "¿A qué hora abre la piscina?", "La piscina abre a las 10:00.", PISCINA, False),
    w.faith("es-ah-022", "antonym", "¿Quién paga la mitad de la entrada?", "Los mayores de 14 años pagan la mitad.", PISCINA, False),
]

REFUSAL = [
    w.refusal("es-ah-023", "refusal.plain", "¿La piscina tiene socorrista?", "Lo siento, no lo sé.", PISCINA, True),
    w.refusal("es-ah-024", "refusal.context", "¿El taller repara motos?", "La información disponible no indica si el taller repara motos.", TALLER, True),
    w.refusal("es-ah-025", "refusal.hedged", "¿Cuánto dura la garantía del taller?", "No lo puedo asegurar del todo, pero parece que las reparaciones tienen 12 meses de garantía.", TALLER, False),
]

CORRECTNESS = [
    w.correct("es-ah-026", "correct.wordy", "¿Cuánto cuesta la entrada general a la piscina?", "Una entrada general te costará 4 euros; si tienes menos de 14 años o más de 65, pagas solo la mitad.", "4 euros.", True),
    w.correct("es-ah-027", "correct.wordy", "¿Quién imparte las clases de salsa?", "De las clases de salsa para principiantes se encarga Lucía Ferrer, la profesora de la academia Compás.", "La profesora Lucía Ferrer.", True),
    w.correct("es-ah-028", "correct.format", "¿A qué hora cierra el taller entre semana?", "A las seis de la tarde.", "A las 18:00.", True),
    w.correct("es-ah-029", "wrong.value", "¿Cuánto cuesta la cuota mensual de salsa?", "La cuota es de 54 euros al mes.", "45 euros al mes.", False),
]

RELEVANCY = [
    w.relevant("es-ah-030", "relevant.direct", "¿Qué días puedo llevar el coche al taller?", "De lunes a viernes, y también el sábado por la mañana.", TALLER, True),
    w.relevant("es-ah-031", "relevant.direct", "¿Cuánto pagaría mi abuela de 70 años por entrar?", "La mitad: 2 euros.", PISCINA, True),
    w.relevant("es-ah-032", "relevant.direct", "¿Cómo consigo un bono de 10 baños?", "Se compra únicamente en taquilla.", PISCINA, True),
    w.relevant("es-ah-033", "relevant.yesno", "¿Puedo apuntarme a salsa sin pareja?", "Sí, no hace falta.", BAILE, True),
    w.relevant("es-ah-034", "offtopic.true", "¿Cuánto cuesta un cambio de aceite?", "Las reparaciones tienen una garantía de 12 meses.", TALLER, False),
]

DIAGNOSIS = [
    w.diag("es-ah-035", "diag.pass", "¿Qué incluye el cambio de aceite en el taller Hermanos Ruiz?", "Incluye la revisión de los frenos y cuesta 55 euros.", {"taller": TALLER, "piscina": PISCINA}, ("taller",), "pass"),
    w.diag("es-ah-036", "diag.missed", "¿Cuántos alumnos caben en un grupo de salsa de la academia Compás?", "No encuentro esa información en los documentos.", {"taller": TALLER, "piscina": PISCINA}, ("academia",), "fix_retrieval"),
    w.diag("es-ah-037", "diag.correct_refusal", "¿La piscina de Valdelagua tiene cafetería?", "Los documentos no dicen nada sobre una cafetería en la piscina.", {"piscina": PISCINA, "academia": BAILE}, (), "correct_refusal"),
    w.diag("es-ah-038", "diag.unfaithful", "¿Hasta qué hora abre la piscina de Valdelagua?", "La piscina abre hasta las 22:00.", {"piscina": PISCINA, "taller": TALLER}, ("piscina",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
