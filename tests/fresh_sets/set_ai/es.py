"""Spanish cases of set AI: a dance academy, an urban community garden, a veterinary clinic and a
pilgrims' hostel."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAILE = (
    "La academia de baile Compás, en la calle Alcalá 214 de Madrid, da clases de salsa los lunes y miércoles de 20:00 a 21:30. "
    "La matrícula cuesta 30 euros y la cuota mensual, 55 euros. "
    "Cada grupo tiene como máximo 16 alumnos, y la profesora es Lucía Ferrer."
)
HUERTO = (
    "El huerto urbano del barrio de San Isidro tiene 60 parcelas de 10 metros cuadrados cada una. "
    "El alquiler anual es de 45 euros e incluye el agua de riego. "
    "Está prohibido usar pesticidas químicos. "
    "La lista de espera se abre el 1 de marzo."
)
VET = (
    "La clínica veterinaria Huellitas atiende de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "La consulta general cuesta 35 euros y una urgencia nocturna, 90 euros. "
    "La doctora Marta Salas se ocupa de los gatos y el doctor Andrés Vidal, de los perros."
)
ALBERGUE = (
    "El albergue Camino Verde, en Astorga, tiene 48 camas repartidas en seis habitaciones. "
    "La noche cuesta 15 euros con el desayuno incluido. "
    "La recepción abre a las 13:00 y las puertas se cierran a las 22:30. "
    "Se admiten mascotas pequeñas, pero no en las habitaciones compartidas."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ai-001", "para.reorder", "¿Cuándo son las clases de salsa?", "De 20:00 a 21:30, los lunes y los miércoles.", BAILE, True),
    w.faith("es-ai-002", "fmt.time", "¿A qué hora abre la recepción?", "La recepción abre a la una de la tarde.", ALBERGUE, True),
    w.faith("es-ai-003", "para.passive", "¿Quién atiende a los gatos?", "Los gatos son atendidos por la doctora Marta Salas.", VET, True),
    w.faith("es-ai-004", "fmt.unit", "¿Qué tamaño tiene cada parcela?", "Cada parcela mide 10 m².", HUERTO, True),
    w.faith("es-ai-005", "para.combine", "¿Cuántas parcelas hay y cuánto cuestan?", "Hay 60 parcelas de 10 metros cuadrados, y el alquiler es de 45 euros al año.", HUERTO, True),
    w.faith("es-ai-006", "para.pronoun", "¿Quién es Lucía Ferrer?", "Ella es la profesora de las clases de salsa de Compás.", BAILE, True),
    w.faith("es-ai-007", "fmt.currency", "¿Cuánto cuesta la consulta general?", "La consulta general cuesta 35 €.", VET, True),
    w.faith("es-ai-008", "wrap.opener", "¿A qué hora cierran las puertas del albergue?", "¡Claro! Las puertas del albergue se cierran a las 22:30.", ALBERGUE, True),
    w.faith("es-ai-009", "para.except", "¿Qué días abre la clínica?", "Abre todos los días menos el domingo.", VET, True),
    # one clear error each
    w.faith("es-ai-010", "value.number", "¿Cuántos alumnos hay por grupo?", "Cada grupo tiene como máximo 20 alumnos.", BAILE, False),
    w.faith("es-ai-011", "value.currency", "¿Cuánto cuesta la noche en el albergue?", "La noche cuesta 18 euros con el desayuno incluido.", ALBERGUE, False),
    w.faith("es-ai-012", "value.date", "¿Cuándo se abre la lista de espera?", "La lista de espera se abre el 1 de abril.", HUERTO, False),
    w.faith("es-ai-013", "role.swap", "¿Quién se ocupa de los perros?", "El doctor Andrés Vidal se ocupa de los gatos y la doctora Marta Salas, de los perros.", VET, False),
    w.faith("es-ai-014", "negation", "¿El alquiler incluye el agua?", "No, el agua de riego no está incluida en el alquiler.", HUERTO, False),
    w.faith("es-ai-015", "modality", "¿Se pueden usar pesticidas químicos?", "Se recomienda no usar pesticidas químicos, aunque no está prohibido.", HUERTO, False),
    w.faith("es-ai-016", "added.fact", "¿Qué incluye el precio de la noche?", "La noche cuesta 15 euros e incluye el desayuno y la cena.", ALBERGUE, False),
    w.faith("es-ai-017", "value.time", "¿Qué horario tiene la clínica los sábados?", "Los sábados atiende de 10:00 a 16:00.", VET, False),
    w.faith("es-ai-018", "antonym", "¿Qué pasa a las 22:30 en el albergue?", "A las 22:30 se abren las puertas del albergue.", ALBERGUE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ai-019", "refusal.plain", "¿El albergue tiene aparcamiento?", "Lo siento, no lo sé.", ALBERGUE, True),
    w.refusal("es-ai-020", "refusal.context", "¿La academia ofrece clases de tango?", "La información proporcionada no menciona si la academia ofrece clases de tango.", BAILE, True),
    w.refusal("es-ai-021", "refusal.partial", "¿Cuánto cuesta la consulta general y se puede pagar con tarjeta?", "La consulta general cuesta 35 euros; sobre el pago con tarjeta no tengo información.", VET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ai-022", "correct.wordy", "¿Cuánto es la cuota mensual en la academia Compás?", "Si te apuntas a salsa en Compás, pagarás cada mes una cuota de 55 euros, además de la matrícula.", "La cuota mensual es de 55 euros.", True),
    w.correct("es-ai-023", "correct.wordy", "¿Dónde está el albergue Camino Verde?", "El albergue Camino Verde se encuentra en Astorga y dispone de 48 camas.", "Está en Astorga.", True),
    w.correct("es-ai-024", "correct.short", "¿Cuántas parcelas tiene el huerto de San Isidro?", "60.", "El huerto tiene 60 parcelas.", True),
    w.correct("es-ai-025", "wrong.value", "¿Cuánto cuesta una urgencia nocturna en Huellitas?", "Una urgencia nocturna cuesta 60 euros.", "Una urgencia nocturna cuesta 90 euros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ai-026", "relevant.direct", "¿Cuándo puedo apuntarme a la lista de espera del huerto?", "A partir del 1 de marzo.", HUERTO, True),
    w.relevant("es-ai-027", "relevant.direct", "¿Dónde está la academia?", "En la calle Alcalá 214, en Madrid.", BAILE, True),
    w.relevant("es-ai-028", "relevant.direct", "¿Cuánto sale dormir una noche en el albergue?", "15 euros, con el desayuno incluido.", ALBERGUE, True),
    w.relevant("es-ai-029", "relevant.yesno", "¿Puedo llevar a mi perrita pequeña?", "Sí, aunque no a las habitaciones compartidas.", ALBERGUE, True),
    w.relevant("es-ai-030", "offtopic.true", "¿Cuánto cuesta la consulta general?", "La doctora Marta Salas se ocupa de los gatos.", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "es-ai-031", "diag.pass", "¿Qué veterinario atiende a los perros en Huellitas?",
        "A los perros los atiende el doctor Andrés Vidal.",
        {"vet-equipo": VET, "vet-direccion": "La clínica veterinaria Huellitas está en la avenida del Puerto 8."},
        ("vet-equipo",), "pass",
    ),
    w.diag(
        "es-ai-032", "diag.missed", "¿Qué día se celebra la fiesta de la cosecha del huerto de San Isidro?",
        "No encuentro información sobre la fiesta de la cosecha en los documentos disponibles.",
        {"huerto-parcelas": "El huerto urbano del barrio de San Isidro tiene 60 parcelas de 10 metros cuadrados cada una.", "huerto-normas": "En el huerto urbano de San Isidro está prohibido usar pesticidas químicos."},
        ("huerto-fiestas",), "fix_retrieval",
    ),
    w.diag(
        "es-ai-033", "diag.offtopic", "¿A qué hora se cierran las puertas del albergue Camino Verde?",
        "El albergue tiene 48 camas repartidas en seis habitaciones.",
        {"albergue-info": ALBERGUE, "albergue-terraza": "El albergue Camino Verde tiene una terraza con vistas a la plaza mayor."},
        ("albergue-info",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
