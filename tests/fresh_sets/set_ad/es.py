"""Spanish cases of set AD: a surf school, a language academy, a rural holiday house and a dry
cleaner's."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = "La escuela de surf Ola Norte, en Zarautz, ofrece cursos de cinco días de lunes a viernes. Cada clase dura dos horas y el curso completo cuesta 150 €, con tabla y neopreno incluidos. Los grupos tienen un máximo de ocho alumnos por monitor. Los menores de 16 años necesitan una autorización firmada por sus padres."
BABEL = "La academia Babel imparte clases de alemán para adultos los martes y jueves de 18:00 a 19:30. La matrícula cuesta 40 € y la mensualidad, 85 €. El curso empieza el 2 de octubre y termina el 18 de junio. Los alumnos que se inscriban antes del 15 de septiembre no pagan matrícula."
CASA = "La casa rural El Encinar, cerca de Cáceres, tiene cuatro habitaciones dobles y una piscina que abre de junio a septiembre. El alquiler completo cuesta 260 € por noche entre semana y 320 € los fines de semana. Se admiten perros pequeños con un suplemento de 10 € por noche. La entrada es a partir de las 16:00 y la salida, antes de las 12:00."
TINTO = "La tintorería Blanco Nuclear limpia trajes en 48 horas por 12 €. Los edredones tardan una semana y cuestan 25 €. Los clientes con tarjeta de fidelidad tienen un 50 % de descuento en su décima prenda. La tienda cierra los domingos y festivos."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-ad-001", "para.reorder", "¿Cuánto cuesta el curso de surf?", "Con tabla y neopreno incluidos, el curso completo sale por 150 €.", SURF, True),
    w.faith("es-ad-002", "wrap.closer", "¿Cuánto dura cada clase?", "Cada clase dura dos horas. ¡Que disfrutes de las olas!", SURF, True),
    w.faith("es-ad-003", "fmt.time", "¿A qué hora son las clases de alemán?", "Las clases son los martes y jueves de seis a siete y media de la tarde.", BABEL, True),
    w.faith("es-ad-004", "wrap.attribution", "¿Cuánto es la mensualidad?", "Según la academia, la mensualidad es de 85 €.", BABEL, True),
    w.faith("es-ad-005", "fmt.date", "¿Cuándo empieza y termina el curso?", "El curso va del 2/10 al 18/6.", BABEL, True),
    w.faith("es-ad-006", "para.synonym", "¿Puedo llevar a mi perro?", "Sí, se aceptan perros pequeños pagando 10 € más por noche.", CASA, True),
    w.faith("es-ad-007", "para.part", "¿Cuándo abre la piscina?", "La piscina de El Encinar abre en junio.", CASA, True),
    w.faith("es-ad-008", "fmt.share", "¿Qué ventaja tiene la tarjeta de fidelidad?", "Con la tarjeta de fidelidad, la décima prenda sale a mitad de precio.", TINTO, True),
    w.faith("es-ad-009", "fmt.unit", "¿Cuánto tardan en limpiar un traje?", "Los trajes están listos en dos días y cuestan 12 €.", TINTO, True),
    w.faith("es-ad-010", "value.number", "¿Cuánto dura cada clase de surf?", "Cada clase dura tres horas.", SURF, False),
    w.faith("es-ad-011", "modality", "¿Qué necesitan los menores de 16 años?", "Se recomienda que los menores de 16 años traigan una autorización firmada por sus padres, aunque no es obligatoria.", SURF, False),
    w.faith("es-ad-012", "value.currency", "¿Cuánto es la mensualidad en Babel?", "La mensualidad cuesta 58 €.", BABEL, False),
    w.faith("es-ad-013", "negation", "¿Pagan matrícula los que se inscriben pronto?", "Sí, los alumnos que se inscriban antes del 15 de septiembre también pagan matrícula.", BABEL, False),
    w.faith("es-ad-014", "role.swap", "¿Cuánto cuesta alquilar la casa?", "El alquiler cuesta 320 € por noche entre semana y 260 € los fines de semana.", CASA, False),
    w.faith("es-ad-015", "added.fact", "¿La casa tiene piscina?", "Sí, tiene una piscina climatizada que abre de junio a septiembre.", CASA, False),
    w.faith("es-ad-016", "antonym", "¿La tintorería abre los domingos?", "Sí, la tienda abre los domingos y festivos.", TINTO, False),
    w.faith("es-ad-017", "quantifier", "¿Quién tiene descuento en la décima prenda?", "Todos los clientes tienen un 50 % de descuento en su décima prenda.", TINTO, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ad-018", "refusal.plain", "¿La escuela de surf ofrece clases particulares?", "Lo siento, no tengo información para responder a eso.", SURF, True),
    w.refusal("es-ad-019", "refusal.long", "¿Hay barbacoa en la casa rural El Encinar?", "He revisado la descripción de la casa rural, pero no dice nada sobre una barbacoa. Con estos datos no puedo confirmarte si hay una; te recomiendo preguntar directamente a los propietarios.", CASA, True),
    w.refusal("es-ad-020", "refusal.hedged", "¿Cuánto cuesta limpiar un edredón?", "Creo que son 25 €, y tarda una semana.", TINTO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ad-021", "correct.wordy", "¿Qué días hay clase de alemán?", "En la academia Babel, las clases de alemán para adultos se dan dos días a la semana: los martes y los jueves.", "Los martes y los jueves.", True),
    w.correct("es-ad-022", "correct.wordy", "¿Cuánto cuesta el curso de surf?", "Por el curso completo en Ola Norte se pagan 150 euros, y el material, es decir, la tabla y el neopreno, ya va incluido.", "150 €, con tabla y neopreno incluidos.", True),
    w.correct("es-ad-023", "correct.short", "¿Cuántas habitaciones tiene la casa rural?", "Cuatro.", "Cuatro habitaciones dobles.", True),
    w.correct("es-ad-024", "wrong.value", "¿Hasta qué hora hay que dejar la casa el día de salida?", "Antes de las 10:00.", "Antes de las 12:00.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ad-025", "relevant.direct", "¿Cuándo arranca el curso de alemán?", "El 2 de octubre.", BABEL, True),
    w.relevant("es-ad-026", "relevant.direct", "¿Qué me cobran por llevar a mi perro?", "Diez euros extra cada noche, siempre que sea pequeño.", CASA, True),
    w.relevant("es-ad-027", "relevant.direct", "¿Qué tengo que hacer para ahorrarme la matrícula?", "Apuntarte antes del 15 de septiembre.", BABEL, True),
    w.relevant("es-ad-028", "relevant.yesno", "¿Puedo pasar a recoger mi abrigo un domingo?", "No, los domingos está cerrado.", TINTO, True),
    w.relevant("es-ad-029", "offtopic.true", "¿Cuánto dura cada clase de surf?", "Los menores de 16 años necesitan una autorización firmada por sus padres.", SURF, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ad-030", "diag.pass", "¿En cuánto tiempo limpian un traje?", "En 48 horas, por 12 €.", {"tintoreria": TINTO, "casa-rural": CASA}, ("tintoreria",), "pass"),
    w.diag("es-ad-031", "diag.missed", "¿Cuánto cuesta la matrícula en la academia Babel?", "No he encontrado el precio de la matrícula en la información disponible.", {"escuela-surf": SURF, "tintoreria": TINTO}, ("academia-babel",), "fix_retrieval"),
    w.diag("es-ad-032", "diag.correct_refusal", "¿La escuela de surf tiene duchas?", "La información de Ola Norte no menciona si hay duchas, así que no puedo decírtelo.", {"escuela-surf": SURF}, (), "correct_refusal"),
    w.diag("es-ad-033", "diag.unfaithful", "¿Cuándo está abierta la piscina de la casa rural?", "La piscina está abierta todo el año.", {"casa-rural": CASA}, ("casa-rural",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
