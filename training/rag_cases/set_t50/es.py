"""Spanish cases of set t50: la admisión en un colegio concertado de Madrid, un curso de
español para extranjeros en Málaga, los cursos de verano de una universidad en Santander,
la beca Erasmus y una residencia universitaria en Salamanca, una escuela de música en
Granada y una academia de oposiciones en Murcia."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ADMISION = (
    "El colegio concertado Santa Teresa, en Chamberí (Madrid), abre el plazo de admisión para Infantil de 3 años del 9 al 22 de abril. "
    "La jornada de puertas abiertas es el sábado 15 de marzo a las 11:00. "
    "El colegio es bilingüe en inglés desde 2012, y su directora, Pilar Montes, dirige el centro desde 2019."
)
ELE = (
    "La escuela Málaga Idiomas ofrece cursos de español para extranjeros de 20 clases semanales de 50 minutos. "
    "Cada semana cuesta 195 euros, y la matrícula, 60 euros, se paga una sola vez. "
    "Los cursos empiezan todos los lunes del año excepto en diciembre. "
    "El jefe de estudios es Andrés Villalba."
)
VERANO = (
    "Los cursos de verano de la Universidad del Cantábrico se celebran en el Palacio de la Magdalena, en Santander, del 23 de junio al 12 de septiembre. "
    "Cada curso dura cinco días, y la matrícula cuesta 110 euros, o 60 euros para estudiantes y desempleados. "
    "La asistencia a un mínimo del 80 % de las sesiones es obligatoria para recibir el diploma."
)
ERASMUS = (
    "La Universidad de Salamanca completa la beca Erasmus+ con una ayuda propia de 150 euros al mes. "
    "Para solicitarla, el estudiante debe acreditar un nivel B2 del idioma del país de destino. "
    "La convocatoria se cierra el 28 de noviembre, y la coordinadora de movilidad de la Facultad de Filología es Rocío Hernández."
)
RESIDENCIA = (
    "La residencia universitaria Colegio Fonseca ofrece habitaciones individuales por 780 euros al mes con pensión completa. "
    "Las visitas están permitidas de 10:00 a 22:00 en las zonas comunes. "
    "El director es Ignacio Prieto, y la subdirectora es Carmen Rubio."
)
MUSICA = (
    "La escuela de música Manuel de Falla, en el Albaicín (Granada), imparte clases de guitarra flamenca, piano y cajón. "
    "La guitarra la enseña Antonio Heredia los lunes y jueves, y el piano, Clara Ortega los martes. "
    "La cuota mensual es de 48 euros por instrumento, y los alumnos menores de 12 años pagan 40 euros."
)
OPOSICIONES = (
    "La academia Método, en Murcia, prepara las oposiciones de maestro de Educación Primaria. "
    "Las clases son los sábados de 9:00 a 14:00, y el curso cuesta 130 euros al mes. "
    "El porcentaje de aprobados de sus alumnos en la última convocatoria fue del 35 %."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t50-001", "fmt.date", "¿Cuándo es el plazo de admisión para 3 años?", "Puede presentar la solicitud entre el 9 y el 22/04.", ADMISION, True),
    w.faith("es-t50-002", "fmt.time", "¿A qué hora es la jornada de puertas abiertas?", "Es el sábado 15 de marzo a las once de la mañana.", ADMISION, True),
    w.faith("es-t50-003", "para.combine", "¿Desde cuándo es bilingüe el colegio?", "El Santa Teresa es bilingüe en inglés desde 2012, y Pilar Montes lo dirige desde 2019.", ADMISION, True),
    w.faith("es-t50-004", "fmt.unit", "¿Cuánto dura cada clase de español?", "Cada clase dura 50 minutos, y hay 20 a la semana.", ELE, True),
    w.faith("es-t50-005", "para.synonym", "¿La matrícula se paga cada semana?", "No, los 60 euros de matrícula se abonan una única vez.", ELE, True),
    w.faith("es-t50-006", "para.except", "¿Puedo empezar el curso en diciembre?", "No, en diciembre no empiezan cursos; el resto del año comienzan cada lunes.", ELE, True),
    w.faith("es-t50-007", "para.passive", "¿Quién es el jefe de estudios?", "La jefatura de estudios la ocupa Andrés Villalba.", ELE, True),
    w.faith("es-t50-008", "fmt.period", "¿Cuánto dura cada curso de verano?", "Cada curso tiene una duración de cinco días.", VERANO, True),
    w.faith("es-t50-009", "fmt.currency", "¿Cuánto pagan los estudiantes?", "Los estudiantes y los desempleados pagan sesenta euros de matrícula.", VERANO, True),
    w.faith("es-t50-010", "fmt.share", "¿Qué asistencia se exige para el diploma?", "Hay que asistir como mínimo a cuatro de cada cinco sesiones para obtener el diploma.", VERANO, True),
    w.faith("es-t50-011", "wrap.attribution", "¿Dónde se celebran los cursos de verano?", "Según la universidad, los cursos tienen lugar en el Palacio de la Magdalena, en Santander.", VERANO, True),
    w.faith("es-t50-012", "para.nominal", "¿Qué idioma necesito para la ayuda Erasmus?", "Es requisito acreditar un B2 en la lengua del país de destino.", ERASMUS, True),
    w.faith("es-t50-013", "para.relative", "¿Con quién hablo en Filología sobre movilidad?", "Con Rocío Hernández, que es la coordinadora de movilidad de la Facultad de Filología.", ERASMUS, True),
    w.faith("es-t50-014", "wrap.opener", "¿Cuánto es la ayuda de la universidad?", "¡Gracias por preguntar! La Universidad de Salamanca añade 150 euros mensuales a la beca Erasmus+.", ERASMUS, True),
    w.faith("es-t50-015", "fmt.currency", "¿Cuánto cuesta la residencia Fonseca?", "La habitación individual sale por setecientos ochenta euros al mes, con pensión completa.", RESIDENCIA, True),
    w.faith("es-t50-016", "fmt.time", "¿Hasta qué hora se pueden recibir visitas?", "Se permiten visitas en las zonas comunes hasta las diez de la noche.", RESIDENCIA, True),
    w.faith("es-t50-017", "para.pronoun", "¿Quién dirige la residencia?", "Ignacio Prieto; él es el director, y Carmen Rubio es la subdirectora.", RESIDENCIA, True),
    w.faith("es-t50-018", "para.reorder", "¿Qué instrumentos se enseñan en la escuela?", "Piano, cajón y guitarra flamenca.", MUSICA, True),
    w.faith("es-t50-019", "para.combine", "¿Quién da guitarra y qué días?", "Antonio Heredia enseña guitarra flamenca los lunes y los jueves.", MUSICA, True),
    w.faith("es-t50-020", "wrap.hedge", "¿Cuánto paga mi hijo de 10 años?", "Si no me equivoco, al ser menor de 12 años pagaría 40 euros al mes.", MUSICA, True),
    w.faith("es-t50-021", "fmt.time", "¿Qué horario tienen las clases de oposiciones?", "Los sábados de nueve de la mañana a dos de la tarde.", OPOSICIONES, True),
    w.faith("es-t50-022", "fmt.unit", "¿Cuántas horas de clase hay a la semana?", "Hay cinco horas de clase cada sábado, de 9:00 a 14:00.", OPOSICIONES, True),
    w.faith("es-t50-023", "fmt.share", "¿Cuántos alumnos aprobaron?", "En la última convocatoria aprobó el treinta y cinco por ciento de sus alumnos.", OPOSICIONES, True),
    w.faith("es-t50-024", "wrap.closer", "¿Qué oposiciones prepara la academia Método?", "Prepara las oposiciones de maestro de Educación Primaria. ¡Mucho ánimo con el estudio!", OPOSICIONES, True),
    w.faith("es-t50-025", "value.date", "¿Desde cuándo dirige Pilar Montes el colegio?", "Pilar Montes dirige el Santa Teresa desde 2012.", ADMISION, False),
    w.faith("es-t50-026", "added.fact", "¿Cuándo es la jornada de puertas abiertas?", "Es el sábado 15 de marzo a las 11:00 y hay que inscribirse antes por teléfono.", ADMISION, False),
    w.faith("es-t50-027", "value.date", "¿Hasta cuándo puedo presentar la solicitud?", "El plazo de admisión termina el 15 de marzo.", ADMISION, False),
    w.faith("es-t50-028", "value.currency", "¿Cuánto cuesta una semana de curso?", "Cada semana cuesta 160 euros, más 60 de matrícula.", ELE, False),
    w.faith("es-t50-029", "value.except", "¿Cuándo empiezan los cursos?", "Los cursos empiezan todos los lunes del año excepto en agosto.", ELE, False),
    w.faith("es-t50-030", "quantifier", "¿Cuántas veces se paga la matrícula?", "La matrícula de 60 euros se paga cada semana junto con el curso.", ELE, False),
    w.faith("es-t50-031", "value.date", "¿Hasta cuándo duran los cursos de verano?", "Los cursos se celebran del 23 de junio al 12 de agosto.", VERANO, False),
    w.faith("es-t50-032", "direction", "¿Qué asistencia se pide para el diploma?", "Para recibir el diploma basta con asistir como máximo al 80 % de las sesiones.", VERANO, False),
    w.faith("es-t50-033", "added.entity", "¿Quién tiene descuento en la matrícula?", "Los estudiantes, los desempleados y los jubilados pagan 60 euros en lugar de 110.", VERANO, False),
    w.faith("es-t50-034", "value.currency", "¿De cuánto es la ayuda propia de la universidad?", "La universidad complementa la beca con 250 euros al mes.", ERASMUS, False),
    w.faith("es-t50-035", "modality", "¿Es obligatorio tener un B2?", "Tener un B2 del idioma de destino es recomendable, pero no imprescindible.", ERASMUS, False),
    w.faith("es-t50-036", "added.fact", "¿Cuándo se cierra la convocatoria?", "Se cierra el 28 de noviembre y la resolución se publica en enero.", ERASMUS, False),
    w.faith("es-t50-037", "role.swap", "¿Quién dirige la residencia Fonseca?", "La residencia la dirige Carmen Rubio, e Ignacio Prieto es el subdirector.", RESIDENCIA, False),
    w.faith("es-t50-038", "value.time", "¿Desde qué hora se permiten visitas?", "Las visitas se permiten de 9:00 a 22:00 en las zonas comunes.", RESIDENCIA, False),
    w.faith("es-t50-039", "negation", "¿La pensión completa está incluida?", "No, los 780 euros al mes no incluyen la comida.", RESIDENCIA, False),
    w.faith("es-t50-040", "role.swap", "¿Quién enseña piano?", "El piano lo enseña Antonio Heredia los martes.", MUSICA, False),
    w.faith("es-t50-041", "value.except", "¿Qué días hay clase de guitarra?", "Las clases de guitarra flamenca son los lunes y los miércoles.", MUSICA, False),
    w.faith("es-t50-042", "direction", "¿Quién paga la cuota reducida?", "Los alumnos mayores de 12 años pagan 40 euros al mes.", MUSICA, False),
    w.faith("es-t50-043", "value.number", "¿Qué porcentaje de aprobados tuvo la academia?", "El 53 % de sus alumnos aprobó en la última convocatoria.", OPOSICIONES, False),
    w.faith("es-t50-044", "added.fact", "¿Cuánto cuesta la academia?", "El curso cuesta 130 euros al mes, con el temario en papel incluido.", OPOSICIONES, False),
]

CORRECTNESS = [
    w.correct("es-t50-045", "correct.wordy", "¿Quién es el jefe de estudios de Málaga Idiomas?", "En la escuela Málaga Idiomas, el puesto de jefe de estudios lo ocupa Andrés Villalba.", "Andrés Villalba", True),
    w.correct("es-t50-046", "correct.format", "¿Cuánto cuesta al mes una habitación en el Colegio Fonseca?", "Setecientos ochenta euros.", "780 €", True),
    w.correct("es-t50-047", "correct.short", "¿Quién dirige el colegio Santa Teresa?", "Pilar Montes.", "La directora del colegio Santa Teresa es Pilar Montes.", True),
    w.correct("es-t50-048", "correct.format", "¿A qué hora terminan las clases de la academia Método?", "A las dos de la tarde.", "14:00", True),
    w.correct("es-t50-049", "wrong.value", "¿Cuándo se cierra la convocatoria de la ayuda Erasmus?", "El 28 de octubre.", "28 de noviembre", False),
    w.correct("es-t50-050", "wrong.role", "¿Quién enseña guitarra flamenca en la escuela Manuel de Falla?", "La enseña Clara Ortega.", "Antonio Heredia", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
