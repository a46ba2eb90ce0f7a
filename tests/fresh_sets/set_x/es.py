"""Spanish cases of set X: a music school (Academia Allegro), a moving company (Mudanzas
Rápidas) and a farmers' market (mercado de productores de la plaza del Carmen)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MUSICA = (
    "La Academia Allegro ofrece clases de piano de 45 minutos por 28 euros y clases de guitarra de una hora por 32 euros. "
    "Las clases de piano las imparte Lucía Ferrer y las de guitarra, Andrés Molina. "
    "Hay dos audiciones de alumnos al año, en marzo y en octubre. "
    "Quien paga el trimestre completo recibe un 15 % de descuento."
)
MUDANZAS = (
    "Mudanzas Rápidas cobra 85 euros por hora por dos operarios y un camión, con un mínimo de tres horas. "
    "Las cajas de cartón cuestan 2,50 euros cada una. "
    "La mudanza debe reservarse con al menos diez días de antelación. "
    "No trasladan pianos ni cajas fuertes."
)
MERCADO = (
    "El mercado de productores de la plaza del Carmen se celebra todos los sábados de 9:00 a 14:00, de abril a noviembre. "
    "Participan unos 45 productores y un puesto cuesta 20 euros por jornada. "
    "Se admiten perros con correa, pero las bicicletas deben quedarse fuera. "
    "La Huerta de Rosa vende tomates y la Quesería El Roble vende quesos de oveja."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-x-001", "para.passive", "¿Quién da las clases de guitarra?", "Andrés Molina imparte las clases de guitarra.", MUSICA, True),
    w.faith("es-x-002", "para.reorder", "¿Cuándo se celebra el mercado?", "De abril a noviembre, todos los sábados de 9:00 a 14:00.", MERCADO, True),
    w.faith("es-x-003", "fmt.time", "¿A qué hora cierra el mercado?", "Cierra a las dos de la tarde.", MERCADO, True),
    w.faith("es-x-004", "fmt.currency", "¿Cuánto cuesta una caja de cartón?", "Cada caja de cartón cuesta 2,50 €.", MUDANZAS, True),
    w.faith("es-x-005", "fmt.unit", "¿Cuánto dura una clase de guitarra?", "Las clases de guitarra duran 60 minutos y cuestan 32 euros.", MUSICA, True),
    w.faith("es-x-006", "wrap.opener", "¿Puedo llevar a mi perro al mercado?", "¡Claro! Se admiten perros, siempre que vayan con correa.", MERCADO, True),
    w.faith("es-x-007", "wrap.attribution", "¿Trasladan cajas fuertes?", "Según la información disponible, Mudanzas Rápidas no traslada cajas fuertes.", MUDANZAS, True),
    w.faith("es-x-008", "para.nominal", "¿Con cuánta antelación hay que reservar la mudanza?", "La reserva de la mudanza debe hacerse con un mínimo de diez días de antelación.", MUDANZAS, True),
    w.faith("es-x-009", "value.number", "¿Cuántos productores participan?", "Participan unos 65 productores.", MERCADO, False),
    w.faith("es-x-010", "value.time", "¿A qué hora abre el mercado?", "El mercado abre a las 8:00.", MERCADO, False),
    w.faith("es-x-011", "value.currency", "¿Cuánto cuesta una clase de piano?", "Una clase de piano de 45 minutos cuesta 38 euros.", MUSICA, False),
    w.faith("es-x-012", "role.swap", "¿Quién vende quesos en el mercado?", "La Huerta de Rosa vende quesos de oveja y la Quesería El Roble, tomates.", MERCADO, False),
    w.faith("es-x-013", "negation", "¿Hay un mínimo de horas en la mudanza?", "No, no hay ningún mínimo de horas.", MUDANZAS, False),
    w.faith("es-x-014", "value.date", "¿Cuándo son las audiciones de alumnos?", "Las audiciones son en marzo y en noviembre.", MUSICA, False),
    w.faith("es-x-015", "modality", "¿Puedo entrar al mercado con la bici?", "Se recomienda dejar las bicicletas fuera, aunque no es obligatorio.", MERCADO, False),
    w.faith("es-x-016", "added.fact", "¿Cuánto cobra Mudanzas Rápidas?", "Cobra 85 euros por hora por dos operarios y un camión, y el embalaje de los muebles está incluido.", MUDANZAS, False),
]

REFUSAL = [
    w.refusal("es-x-017", "refusal.short", "¿La academia tiene clases de violín?", "No lo sé.", MUSICA, True),
    w.refusal("es-x-018", "refusal.long", "¿Mudanzas Rápidas hace mudanzas internacionales?", "Lo siento, pero con la información que tengo no puedo decirte si Mudanzas Rápidas hace mudanzas internacionales; solo se mencionan sus tarifas, las cajas y el plazo de reserva.", MUDANZAS, True),
    w.refusal("es-x-019", "refusal.hedged", "¿Cuánto cuesta un puesto en el mercado?", "Creo que un puesto cuesta 20 euros por jornada, aunque no lo puedo asegurar del todo.", MERCADO, False),
]

CORRECTNESS = [
    w.correct("es-x-020", "correct.wordy", "¿Quién da clases de piano?", "En la Academia Allegro, la profesora que se encarga de las clases de piano es Lucía Ferrer.", "Lucía Ferrer.", True),
    w.correct("es-x-021", "correct.wordy", "¿Cuántas audiciones hay al año?", "A lo largo del año, la academia organiza un total de dos audiciones de alumnos, una en marzo y otra en octubre.", "Dos.", True),
    w.correct("es-x-022", "correct.short", "¿Qué día de la semana se celebra el mercado?", "Sábados.", "Los sábados.", True),
    w.correct("es-x-023", "wrong.role", "¿Quién vende tomates en el mercado?", "La Quesería El Roble.", "La Huerta de Rosa.", False),
]

RELEVANCY = [
    w.relevant("es-x-024", "relevant.direct", "¿Cuánto tendría que pagar por una hora de guitarra?", "32 euros.", MUSICA, True),
    w.relevant("es-x-025", "relevant.direct", "¿Dónde se pone el mercado?", "En la plaza del Carmen.", MERCADO, True),
    w.relevant("es-x-026", "relevant.direct", "¿En qué época del año hay audiciones?", "En marzo y en octubre.", MUSICA, True),
    w.relevant("es-x-027", "relevant.yesno", "¿Me pueden llevar el piano?", "No, eso no lo hacen.", MUDANZAS, True),
    w.relevant("es-x-028", "offtopic.true", "¿A qué hora abre el mercado?", "La Quesería El Roble vende quesos de oveja.", MERCADO, False),
]

DIAGNOSIS = [
    w.diag("es-x-029", "diag.pass", "¿Cuánto cuesta una caja de cartón?", "Cada caja cuesta 2,50 euros.", {"mudanzas": MUDANZAS, "mercado": MERCADO}, ("mudanzas",), "pass"),
    w.diag("es-x-030", "diag.missed", "¿Quién imparte las clases de guitarra?", "No encuentro esa información en los documentos.", {"mercado": MERCADO, "mudanzas": MUDANZAS}, ("musica",), "fix_retrieval"),
    w.diag("es-x-031", "diag.correct_refusal", "¿El mercado tiene aparcamiento?", "Los documentos no dicen nada sobre aparcamiento.", {"mercado": MERCADO}, (), "correct_refusal"),
    w.diag("es-x-032", "diag.offtopic", "¿Cuánto cuesta un puesto en el mercado?", "Se admiten perros con correa.", {"mercado": MERCADO}, ("mercado",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
