"""Spanish cases of set t41: los horarios, el préstamo y el equipo de una biblioteca municipal de
Vigo, las entradas y la historia de un museo de cerámica, la ruta guiada por el Albaicín y
una ruta nocturna de leyendas, las sesiones y el equipo de un observatorio de montaña, y las
entradas, exhibiciones y cuidadores de un bioparque."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BIBLIOTECA = (
    "La Biblioteca Municipal Rosalía de Castro, en Vigo, abre de lunes a viernes de 8:30 a 21:00 y los sábados de 10:00 a 14:00; los domingos permanece cerrada. "
    "El carné de lector es gratuito. "
    "Se pueden llevar en préstamo hasta 6 libros durante 15 días, y el préstamo puede renovarse una vez."
)
BIBLIOTECA_EQUIPO = (
    "La directora de la biblioteca es Marta Iglesias desde 2018, y Diego Pardo coordina la sala infantil. "
    "La biblioteca se inauguró en 1972 y se trasladó al edificio de la calle Policarpo Sanz en 2004. "
    "Diego Pardo también organiza el club de lectura juvenil, que se reúne los jueves a las 18:00."
)
MUSEO = (
    "El Museo de la Cerámica de Talavera abre de martes a domingo, de 10:00 a 19:00. "
    "La entrada general cuesta 5 euros y la reducida 3 euros; los miércoles por la tarde la entrada es gratuita. "
    "Las visitas guiadas para grupos deben reservarse con una semana de antelación."
)
MUSEO_EQUIPO = (
    "La conservadora Pilar Jiménez reunió la colección de azulejos del siglo XVI, y el restaurador Álvaro Sanz dirige el taller de restauración. "
    "El museo se fundó en 1908 y ocupa desde 1985 el antiguo convento de San Agustín."
)
RUTA = (
    "La ruta guiada por el Albaicín sale todos los días a las 10:00 y a las 17:00 desde la plaza Nueva de Granada. "
    "Dura unas dos horas y media y recorre unos 4 km con bastantes cuestas. "
    "El precio es de 15 euros; los menores de 12 años no pagan. "
    "La guía de la mañana es Carmen Ortega y el de la tarde, Javier Ruiz."
)
NOCTURNA = (
    "La ruta de leyendas nocturnas se hace solo los viernes y sábados a las 22:00. "
    "Las plazas están limitadas a 30 personas y es obligatorio reservar. "
    "No se recomienda para menores de 10 años."
)
OBSERVATORIO = (
    "El Observatorio de la Sierra de Gredos está a 1.700 metros de altitud. "
    "Las sesiones nocturnas de observación se celebran de jueves a sábado a las 22:30 y duran aproximadamente dos horas. "
    "La entrada cuesta 18 euros. "
    "Se recomienda llevar ropa de abrigo, incluso en verano."
)
OBSERVATORIO_EQUIPO = (
    "El observatorio fue fundado en 1999 por la Agrupación Astronómica de Ávila y abrió al público en 2010. "
    "El astrónomo Luis Moreno imparte los talleres de astrofotografía y la divulgadora Sara Domínguez dirige las visitas escolares. "
    "Si el cielo está nublado, la sesión se sustituye por una charla en el planetario."
)
ZOO = (
    "Bioparc Costa Azahar abre todos los días del año de 10:00 a 18:00. "
    "La entrada de adulto cuesta 25 euros y la infantil (de 3 a 12 años) 19 euros; los menores de 3 años entran gratis. "
    "La exhibición de aves rapaces es a las 12:30 y la alimentación de los hipopótamos a las 16:00. "
    "No se permite la entrada con animales de compañía."
)
CUIDADORES = (
    "En Bioparc Costa Azahar, el cuidador jefe Rubén Castillo está a cargo de los grandes felinos, y la cuidadora Lucía Navarro se ocupa de los hipopótamos. "
    "La jirafa Nala llegó desde el zoo de Lisboa en 2014 y dio a luz a su cría Kibo en 2019."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t41-001", "para.except", "¿La biblioteca abre el domingo?", "No, los domingos está cerrada; el resto de la semana sí abre.", BIBLIOTECA, True),
    w.faith("es-t41-002", "fmt.time", "¿Hasta qué hora abre entre semana?", "De lunes a viernes cierra a las nueve de la noche.", BIBLIOTECA, True),
    w.faith("es-t41-003", "fmt.number", "¿Cuántos libros puedo llevarme y por cuánto tiempo?", "Puedes llevarte hasta seis libros durante quince días.", BIBLIOTECA, True),
    w.faith("es-t41-004", "para.synonym", "¿Hay que pagar por el carné?", "No, el carné de lector no cuesta nada.", BIBLIOTECA, True),
    w.faith("es-t41-005", "para.combine", "¿Desde cuándo está la biblioteca en Policarpo Sanz?", "La biblioteca, inaugurada en 1972, se mudó al edificio de la calle Policarpo Sanz en 2004.", BIBLIOTECA_EQUIPO, True),
    w.faith("es-t41-006", "para.pronoun", "¿Quién organiza el club de lectura juvenil?", "Lo organiza Diego Pardo; él también coordina la sala infantil.", BIBLIOTECA_EQUIPO, True),
    w.faith("es-t41-007", "para.except", "¿El museo abre los lunes?", "No, el lunes es el día que el museo está cerrado.", MUSEO, True),
    w.faith("es-t41-008", "fmt.currency", "¿Cuánto cuesta la entrada reducida?", "La entrada reducida cuesta tres euros.", MUSEO, True),
    w.faith("es-t41-009", "para.synonym", "¿Hay algún momento en que la entrada sea gratis?", "Sí, los miércoles por la tarde no se paga entrada.", MUSEO, True),
    w.faith("es-t41-010", "para.passive", "¿Quién reunió los azulejos del siglo XVI?", "La colección de azulejos del siglo XVI fue reunida por la conservadora Pilar Jiménez.", MUSEO_EQUIPO, True),
    w.faith("es-t41-011", "para.relative", "¿Dónde está el museo?", "El museo está en el antiguo convento de San Agustín, que ocupa desde 1985.", MUSEO_EQUIPO, True),
    w.faith("es-t41-012", "wrap.attribution", "¿Cuándo se fundó el museo?", "Según la información del museo, se fundó en 1908.", MUSEO_EQUIPO, True),
    w.faith("es-t41-013", "fmt.time", "¿A qué hora sale la ruta por el Albaicín?", "Sale a las diez de la mañana y a las cinco de la tarde desde la plaza Nueva.", RUTA, True),
    w.faith("es-t41-014", "fmt.unit", "¿Cuánto se camina en la ruta?", "Se recorren unos 4.000 metros, con bastantes cuestas.", RUTA, True),
    w.faith("es-t41-015", "para.combine", "¿Quién guía la ruta de la tarde?", "Por la tarde guía Javier Ruiz, mientras que la de la mañana la lleva Carmen Ortega.", RUTA, True),
    w.faith("es-t41-016", "fmt.period", "¿Cuánto dura la ruta?", "Dura unos 150 minutos.", RUTA, True),
    w.faith("es-t41-017", "fmt.number", "¿Cuántas plazas tiene la ruta nocturna?", "Hay un máximo de treinta plazas.", NOCTURNA, True),
    w.faith("es-t41-018", "fmt.thousands", "¿A qué altitud está el observatorio?", "El observatorio se encuentra a 1700 m de altitud.", OBSERVATORIO, True),
    w.faith("es-t41-019", "wrap.hedge", "¿Qué ropa debo llevar al observatorio?", "Probablemente convenga llevar ropa de abrigo, incluso en verano.", OBSERVATORIO, True),
    w.faith("es-t41-020", "fmt.time", "¿A qué hora empiezan las sesiones?", "Las sesiones empiezan a las diez y media de la noche y duran unas dos horas.", OBSERVATORIO, True),
    w.faith("es-t41-021", "wrap.opener", "¿Y si está nublado?", "¡Buena pregunta! Con el cielo nublado, la sesión se cambia por una charla en el planetario.", OBSERVATORIO_EQUIPO, True),
    w.faith("es-t41-022", "para.reorder", "¿Quién fundó el observatorio?", "Fue la Agrupación Astronómica de Ávila quien fundó el observatorio, en 1999.", OBSERVATORIO_EQUIPO, True),
    w.faith("es-t41-023", "fmt.currency", "¿Cuánto cuesta la entrada infantil?", "Los niños de 3 a 12 años pagan diecinueve euros, y los menores de 3 no pagan.", ZOO, True),
    w.faith("es-t41-024", "para.synonym", "¿Quién cuida de los hipopótamos?", "De los hipopótamos se encarga la cuidadora Lucía Navarro.", CUIDADORES, True),
    w.faith("es-t41-025", "role.swap", "¿Quién dirige la biblioteca?", "Diego Pardo dirige la biblioteca desde 2018 y Marta Iglesias coordina la sala infantil.", BIBLIOTECA_EQUIPO, False),
    w.faith("es-t41-026", "value.date", "¿Cuándo se inauguró la biblioteca?", "La Biblioteca Rosalía de Castro se inauguró en 2004.", BIBLIOTECA_EQUIPO, False),
    w.faith("es-t41-027", "value.number", "¿Cuántos libros me puedo llevar?", "Se pueden llevar en préstamo hasta 15 libros a la vez.", BIBLIOTECA, False),
    w.faith("es-t41-028", "value.except", "¿Qué días cierra la biblioteca?", "La biblioteca cierra los sábados y los domingos.", BIBLIOTECA, False),
    w.faith("es-t41-029", "added.fact", "¿Puedo renovar el préstamo?", "Sí, el préstamo puede renovarse una vez, también por teléfono o en la web.", BIBLIOTECA, False),
    w.faith("es-t41-030", "value.currency", "¿Cuánto cuesta la entrada general del museo?", "La entrada general cuesta 3 euros.", MUSEO, False),
    w.faith("es-t41-031", "modality", "¿Hay que reservar las visitas de grupo?", "Para los grupos se aconseja reservar con una semana de antelación, aunque no es obligatorio.", MUSEO, False),
    w.faith("es-t41-032", "role.swap", "¿Quién dirige el taller de restauración?", "El taller de restauración lo dirige Pilar Jiménez, y Álvaro Sanz reunió la colección de azulejos.", MUSEO_EQUIPO, False),
    w.faith("es-t41-033", "value.date", "¿En qué año se fundó el museo?", "El Museo de la Cerámica se fundó en 1985.", MUSEO_EQUIPO, False),
    w.faith("es-t41-034", "quantifier", "¿Cuándo es gratis la entrada?", "La entrada al museo es gratuita todas las tardes.", MUSEO, False),
    w.faith("es-t41-035", "value.time", "¿A qué hora sale la ruta de la tarde?", "La ruta de la tarde sale a las 18:00 desde la plaza Nueva.", RUTA, False),
    w.faith("es-t41-036", "added.entity", "¿Qué recorre la ruta guiada?", "La ruta guiada por el Albaicín y la Alhambra sale todos los días a las 10:00 y a las 17:00 desde la plaza Nueva.", RUTA, False),
    w.faith("es-t41-037", "value.except", "¿Qué días se hace la ruta nocturna?", "La ruta de leyendas nocturnas se hace de jueves a sábado a las 22:00.", NOCTURNA, False),
    w.faith("es-t41-038", "negation", "¿Hay que reservar la ruta nocturna?", "No es necesario reservar la ruta de leyendas nocturnas.", NOCTURNA, False),
    w.faith("es-t41-039", "direction", "¿Pueden ir niños a la ruta nocturna?", "La ruta nocturna no se recomienda para mayores de 10 años.", NOCTURNA, False),
    w.faith("es-t41-040", "antonym", "¿Qué pasa si hace mal tiempo?", "Si el cielo está despejado, la sesión se sustituye por una charla en el planetario.", OBSERVATORIO_EQUIPO, False),
    w.faith("es-t41-041", "added.fact", "¿Quién imparte los talleres de astrofotografía?", "Los imparte el astrónomo Luis Moreno, que también fue uno de los fundadores de la Agrupación Astronómica de Ávila.", OBSERVATORIO_EQUIPO, False),
    w.faith("es-t41-042", "role.swap", "¿Quién dirige las visitas escolares?", "Las visitas escolares las dirige Luis Moreno, y Sara Domínguez imparte los talleres de astrofotografía.", OBSERVATORIO_EQUIPO, False),
    w.faith("es-t41-043", "direction", "¿Cuándo es la exhibición de rapaces?", "La exhibición de aves rapaces es a las 12:30, después de la alimentación de los hipopótamos.", ZOO, False),
    w.faith("es-t41-044", "value.date", "¿Cuándo llegó la jirafa Nala?", "La jirafa Nala llegó desde el zoo de Lisboa en 2019.", CUIDADORES, False),
]

CORRECTNESS = [
    w.correct("es-t41-045", "correct.wordy", "¿A qué altitud está el Observatorio de la Sierra de Gredos?", "El Observatorio de la Sierra de Gredos se encuentra a una altitud de 1.700 metros.", "1.700 metros", True),
    w.correct("es-t41-046", "correct.short", "¿Quién dirige la Biblioteca Rosalía de Castro?", "Marta Iglesias.", "Marta Iglesias es la directora de la biblioteca desde 2018.", True),
    w.correct("es-t41-047", "correct.format", "¿A qué hora es la alimentación de los hipopótamos?", "A las cuatro de la tarde.", "16:00", True),
    w.correct("es-t41-048", "correct.format", "¿Cuánto cuesta la entrada de adulto a Bioparc Costa Azahar?", "Veinticinco euros.", "25 €", True),
    w.correct("es-t41-049", "wrong.value", "¿Cuánto cuesta la sesión de observación?", "Cuesta 25 euros.", "18 euros", False),
    w.correct("es-t41-050", "wrong.role", "¿Quién dirige las visitas escolares del observatorio?", "El astrónomo Luis Moreno.", "La divulgadora Sara Domínguez.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
