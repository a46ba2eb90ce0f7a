"""Spanish cases of set t37: una sauna pública, una zapatería de reparaciones, las catas de
una vinoteca, la matrícula de un colegio comunitario, las pistas de un club de tenis y las
tarifas de los puestos de un rastro."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SAUNA_HOURS = (
    "La sauna pública del Polideportivo La Alameda abre todos los días salvo los miércoles, de 9:00 a 21:30. "
    "La entrada general cuesta 8 €, y los mayores de 65 años pagan la mitad. "
    "Las toallas se alquilan en recepción por 2 €. "
    "No se permite la entrada en la última media hora antes del cierre."
)
SAUNA_STAFF = (
    "La encargada de la sauna, Lucía Serrano, dirige las sesiones de vapor con hierbas a las 12:00 y a las 18:00. "
    "Antes de cada sesión, su ayudante Rubén Castaño prepara los cubos y la infusión de romero. "
    "Quien llegue con la sesión ya empezada tendrá que esperar a la siguiente."
)
SHOE_PRICES = (
    "En la zapatería Remiendos Paco, en la calle Mayor, cambiar la suela de unos zapatos de piel cuesta 30 € y tarda una semana. "
    "Las tapas de los tacones se cambian al momento, en unos cinco minutos. "
    "No se arreglan zapatillas deportivas con suela de espuma pegada."
)
SHOE_STAFF = (
    "El dueño de Remiendos Paco, Paco Jiménez, hace personalmente todos los cosidos. "
    "Su sobrina, Marta Jiménez, se encarga de las copias de llaves y del abrillantado. "
    "Los zapatos que no se recogen en dos meses se donan a Cáritas."
)
WINE_TASTING = (
    "La vinoteca El Lagar organiza una cata cada jueves a las 20:30, conducida por el sumiller Álvaro Prieto. "
    "En cada cata se prueban seis vinos de una misma denominación de origen; cuesta 22 € por persona, con tabla de quesos incluida. "
    "El aforo es de 15 personas y hay que reservar."
)
WINE_GUEST = (
    "El 17 de mayo, la bodeguera Carmen Ruiz presentará sus albariños en El Lagar. "
    "Álvaro Prieto le hará una entrevista sobre la vendimia de 2023. "
    "Los socios tienen un 50 % de descuento en la entrada de 24 €."
)
COLLEGE_DATES = (
    "La matrícula del semestre de otoño en el Colegio Comunitario de Río Claro se abre el 15 de julio y se cierra el 30 de agosto. "
    "Los alumnos nuevos deben llevar un documento de identidad con foto y un comprobante de domicilio a la Oficina de Admisiones. "
    "La cuota de solicitud es de 20 dólares; los mayores de 62 años no la pagan."
)
COLLEGE_STAFF = (
    "En el Colegio Comunitario de Río Claro, la orientadora académica Gabriela Medina aprueba el plan de cursos de cada alumno nuevo. "
    "Después, el registrador, Héctor Salinas, confirma la matrícula por correo electrónico. "
    "Los alumnos a tiempo parcial pueden inscribirse como máximo en dos cursos por semestre."
)
TENNIS = (
    "El Club de Tenis Los Pinos tiene diez pistas: seis de tierra batida y cuatro duras. "
    "Los socios pueden reservar pista con un máximo de tres días de antelación, en turnos de hora y media. "
    "La entrenadora jefa, Nuria Vidal, entrena al equipo juvenil, y el capitán del club, Jorge Esteban, elige a los jugadores para los partidos de liga. "
    "Las pistas de tierra batida cierran de diciembre a febrero."
)
MARKET = (
    "El rastro de la plaza del Carmen se monta todos los domingos de marzo a noviembre, de 8:00 a 14:00. "
    "Un puesto pequeño cuesta 15 € al día y uno grande, 25 €. "
    "El encargado del mercado, Ramón Gil, cobra las tarifas a las 9:00 y se las entrega a la tesorera, Pilar Ortega. "
    "Si se cancela con menos de 48 horas de antelación, no se devuelve el dinero."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("es-t37-001", "para.combine", "¿Hasta qué hora puedo entrar a la sauna un viernes?", "Cierra a las 21:30 y en la última media hora ya no dejan pasar, así que como muy tarde tienes que entrar a las 21:00.", SAUNA_HOURS, True),
    w.faith("es-t37-002", "para.combine", "¿Qué hace Rubén Castaño?", "Rubén Castaño, el ayudante de Lucía Serrano, deja listos los cubos y la infusión de romero antes de cada sesión.", SAUNA_STAFF, True),
    w.faith("es-t37-003", "para.combine", "¿Qué hay el 17 de mayo en El Lagar?", "La bodeguera Carmen Ruiz viene a presentar sus albariños, y Álvaro Prieto la entrevistará sobre la vendimia de 2023.", WINE_GUEST, True),
    w.faith("es-t37-004", "para.combine", "¿Cómo se confirma la matrícula?", "Cuando la orientadora Gabriela Medina da el visto bueno a tu plan de cursos, el registrador Héctor Salinas te confirma la matrícula por correo.", COLLEGE_STAFF, True),
    w.faith("es-t37-005", "para.combine", "¿En qué pistas puedo jugar en enero?", "En enero la tierra batida está cerrada, así que solo quedan las cuatro pistas duras.", TENNIS, True),
    w.faith("es-t37-006", "para.combine", "¿Cuánto cuesta un puesto grande y a quién se le paga?", "Son 25 € al día, y te los cobra el encargado, Ramón Gil, a las nueve.", MARKET, True),
    w.faith("es-t37-007", "para.pronoun", "¿Quién hace los cosidos en Remiendos Paco?", "El dueño, Paco Jiménez. Los hace todos él mismo.", SHOE_STAFF, True),
    w.faith("es-t37-008", "para.pronoun", "¿Quién es Álvaro Prieto?", "Es el sumiller de El Lagar; él conduce las catas de los jueves.", WINE_TASTING, True),
    w.faith("es-t37-009", "para.pronoun", "¿Qué hace Jorge Esteban en el club?", "Es el capitán, y es él quien decide qué jugadores van a los partidos de liga.", TENNIS, True),
    w.faith("es-t37-010", "para.synonym", "¿Me pueden arreglar unas deportivas con la suela de espuma pegada?", "No, en Remiendos Paco no reparan calzado deportivo con suela de espuma pegada.", SHOE_PRICES, True),
    w.faith("es-t37-011", "para.synonym", "¿Qué tengo que llevar a Admisiones si soy alumno nuevo?", "Necesitas una identificación con fotografía y un justificante de tu domicilio.", COLLEGE_DATES, True),
    w.faith("es-t37-012", "para.synonym", "¿Puedo entrar si la sesión de vapor ya ha empezado?", "No, si llegas tarde te toca aguardar a la próxima sesión.", SAUNA_STAFF, True),
    w.faith("es-t37-013", "para.synonym", "Si cancelo el sábado por la tarde, ¿me devuelven el dinero?", "No; si anulas con menos de 48 horas de margen, el importe no se reembolsa.", MARKET, True),
    w.faith("es-t37-014", "para.except", "¿Qué día cierra la sauna?", "Solo cierra los miércoles.", SAUNA_HOURS, True),
    w.faith("es-t37-015", "para.except", "¿Cuándo se puede jugar en tierra batida?", "Las pistas de tierra batida están abiertas de marzo a noviembre.", TENNIS, True),
    w.faith("es-t37-016", "fmt.time", "¿A qué hora empieza la cata?", "A las ocho y media de la noche.", WINE_TASTING, True),
    w.faith("es-t37-017", "fmt.currency", "¿Cuánto cuesta cambiar la suela de unos zapatos de piel?", "Treinta euros.", SHOE_PRICES, True),
    w.faith("es-t37-018", "fmt.period", "¿Cuánto tarda el cambio de suela?", "Siete días.", SHOE_PRICES, True),
    w.faith("es-t37-019", "fmt.share", "¿Qué descuento tienen los socios en la presentación de albariños?", "Los socios pagan la mitad de los 24 € de la entrada, o sea, 12 €.", WINE_GUEST, True),
    w.faith("es-t37-020", "fmt.date", "¿Cuándo se cierra la matrícula de otoño?", "El 30/08.", COLLEGE_DATES, True),
    w.faith("es-t37-021", "para.passive", "¿Quién cobra las tarifas de los puestos?", "Las tarifas son cobradas a las 9:00 por el encargado del mercado, Ramón Gil.", MARKET, True),
    w.faith("es-t37-022", "para.relative", "¿En cuántos cursos se puede inscribir un alumno a tiempo parcial?", "Los alumnos que estudian a tiempo parcial no pueden matricularse en más de dos cursos por semestre.", COLLEGE_STAFF, True),
    w.faith("es-t37-023", "para.nominal", "¿Tardan mucho en cambiar las tapas?", "El cambio de tapas se hace en el acto y lleva unos cinco minutos.", SHOE_PRICES, True),
    w.faith("es-t37-024", "wrap.attribution", "¿Cuántas plazas hay en la cata?", "Según El Lagar, el aforo es de 15 personas.", WINE_TASTING, True),
    # unfaithful: exactly one error
    w.faith("es-t37-025", "role.swap", "¿Quién dirige las sesiones de vapor?", "Las dirige Rubén Castaño, y su ayudante, Lucía Serrano, prepara antes los cubos y el romero.", SAUNA_STAFF, False),
    w.faith("es-t37-026", "role.swap", "¿Quién hará la entrevista el 17 de mayo?", "Carmen Ruiz le hará las preguntas a Álvaro Prieto sobre la vendimia de 2023.", WINE_GUEST, False),
    w.faith("es-t37-027", "role.swap", "¿Quién aprueba el plan de cursos?", "Lo aprueba el registrador Héctor Salinas, y luego Gabriela Medina confirma la matrícula por correo.", COLLEGE_STAFF, False),
    w.faith("es-t37-028", "role.swap", "¿Quién hace qué en Remiendos Paco?", "Marta, la sobrina, se ocupa de todos los cosidos, y Paco Jiménez hace las llaves y abrillanta los zapatos.", SHOE_STAFF, False),
    w.faith("es-t37-029", "role.swap", "¿Qué pasa con el dinero de los puestos?", "La tesorera Pilar Ortega lo recauda a las 9:00 y luego se lo pasa a Ramón Gil.", MARKET, False),
    w.faith("es-t37-030", "added.fact", "¿Se pueden alquilar toallas en la sauna?", "Sí, en recepción por 2 €, y las chanclas te las prestan gratis.", SAUNA_HOURS, False),
    w.faith("es-t37-031", "added.fact", "¿Cuánto tarda el cambio de suela?", "Una semana, y el trabajo tiene seis meses de garantía.", SHOE_PRICES, False),
    w.faith("es-t37-032", "added.fact", "¿Qué incluye la cata de 22 €?", "Se prueban seis vinos de una misma denominación con tabla de quesos, y al terminar te regalan una botella.", WINE_TASTING, False),
    w.faith("es-t37-033", "added.fact", "¿Quién no paga la cuota de solicitud?", "Los mayores de 62 años y los veteranos del ejército están exentos de los 20 dólares.", COLLEGE_DATES, False),
    w.faith("es-t37-034", "added.fact", "¿Cómo se reserva pista?", "Los socios reservan por la web del club, hasta tres días antes y en turnos de noventa minutos.", TENNIS, False),
    w.faith("es-t37-035", "negation", "¿Me cambian las tapas mientras espero?", "No, las tapas no se cambian al momento.", SHOE_PRICES, False),
    w.faith("es-t37-036", "antonym", "¿Hace falta reservar para la cata?", "No, reservar es opcional.", WINE_TASTING, False),
    w.faith("es-t37-037", "modality", "¿Qué documentos debo llevar a Admisiones?", "Se recomienda llevar identificación con foto y comprobante de domicilio, aunque no es obligatorio.", COLLEGE_DATES, False),
    w.faith("es-t37-038", "quantifier", "¿Qué pistas tiene el club?", "Las diez pistas son todas de tierra batida.", TENNIS, False),
    w.faith("es-t37-039", "direction", "¿Cuándo no me devuelven el dinero si cancelo?", "Si cancelas con más de 48 horas de antelación, pierdes el dinero.", MARKET, False),
    w.faith("es-t37-040", "value.number", "¿Cuántos vinos se prueban en la cata?", "Se catan ocho vinos de la misma denominación de origen.", WINE_TASTING, False),
    w.faith("es-t37-041", "value.time", "¿A qué hora son las sesiones de vapor?", "Lucía Serrano las dirige a las doce del mediodía y a las siete de la tarde.", SAUNA_STAFF, False),
    w.faith("es-t37-042", "value.except", "¿Abre la sauna los lunes?", "No, los lunes está cerrada; el resto de días abre de 9:00 a 21:30.", SAUNA_HOURS, False),
    w.faith("es-t37-043", "value.currency", "¿Cuánto vale un puesto pequeño en el rastro?", "Quince dólares al día.", MARKET, False),
    w.faith("es-t37-044", "added.entity", "¿Quién confirma la matrícula?", "El registrador Héctor Salinas la confirma por correo junto con la directora del colegio, Elena Fuentes.", COLLEGE_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t37-045", "correct.wordy", "¿Cuánto tarda Remiendos Paco en cambiar una suela?", "Si dejas unos zapatos de piel para cambiarles la suela, podrás recogerlos al cabo de una semana.", "Una semana.", True),
    w.correct("es-t37-046", "correct.wordy", "¿Quién conduce las catas de El Lagar?", "Las catas de los jueves las conduce el sumiller de la casa, que se llama Álvaro Prieto.", "El sumiller Álvaro Prieto.", True),
    w.correct("es-t37-047", "correct.format", "¿Cuánto cuesta la entrada general a la sauna de La Alameda?", "Ocho euros.", "8 €.", True),
    w.correct("es-t37-048", "correct.format", "¿A qué hora termina el rastro de la plaza del Carmen?", "A las dos de la tarde.", "A las 14:00.", True),
    w.correct("es-t37-049", "wrong.value", "¿Cuántas pistas tiene el Club de Tenis Los Pinos?", "El club tiene doce pistas.", "Diez.", False),
    w.correct("es-t37-050", "wrong.role", "¿Quién entrena al equipo juvenil de Los Pinos?", "Lo entrena el capitán del club, Jorge Esteban.", "La entrenadora jefa, Nuria Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
