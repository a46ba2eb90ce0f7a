"""Spanish cases of set t13: un premio de novela, la elección de la presidencia de un club de
ajedrez, los cambios en una banda, los fundadores y gerentes de un hospital, una finca vendida de
una familia a otra, los directores de un periódico, un premio folk al artista revelación, las
elecciones de un club de remo, un hospital infantil y una medalla científica compartida."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ALAMEDA = (
    "El Premio Alameda de Novela 2020 fue para Lucía Ferrer por «La casa de los vientos». "
    "Se impuso a los otros dos finalistas, Andrés Solano y Marta Ibarra. "
    "Su candidatura la presentó la editorial Ríos de Tinta. "
    "El premio está dotado con 30.000 euros y se entregó el 23 de abril en Valladolid."
)

TORRE_BLANCA = (
    "En la asamblea general del 12 de enero de 2023, el Club de Ajedrez Torre Blanca eligió presidente a Ramón Ortiz, "
    "que sustituye a Elena Cuesta, presidenta durante siete años. "
    "Ortiz obtuvo 34 de los 50 votos emitidos. "
    "La tesorera, Nuria Pardo, fue reelegida sin rival. "
    "El local abre todas las tardes salvo los domingos, de 17:00 a 22:00."
)

FAROLES = (
    "La banda Los Faroles se formó en Sevilla en 2009 con el cantante Diego Marín, la guitarrista Paula Vidal, "
    "el bajista Iker Etxeberria y el batería Toni Roca. "
    "Roca dejó el grupo en 2012 y lo sustituyó la batería Carla Núñez. "
    "En 2017, Paula Vidal se marchó para dedicarse a su carrera en solitario; no la reemplazaron y desde entonces tocan como trío. "
    "Su segundo disco, «Marea», vendió 50.000 copias el primer año."
)

SAN_LAZARO = (
    "El Hospital de San Lázaro de Almendral fue fundado en 1889 por el médico Tomás Aguirre y la comerciante Dolores Barrios, "
    "quien costeó el primer edificio. "
    "Aguirre fue el primer director médico hasta 1911. "
    "Abrió con 28 camas; hoy tiene 460. "
    "Desde marzo de 2019 lo dirige la gerente Beatriz Molina, que relevó a Jorge Salas."
)

ALMENDROS = (
    "La finca Los Almendros ocupa 20 hectáreas en la Ribera del Duero. "
    "La familia Cabrera plantó sus viñas en 1948 y en 1990 la vendió a la familia Ugarte. "
    "En 2016, Ana Ugarte arrendó la cuarta parte de las parcelas a su sobrino Pablo Mendoza, que elabora allí un vino blanco. "
    "El rosado de la finca solo se vende en la bodega, a 12 euros la botella."
)

HERALDO = (
    "«El Heraldo del Puerto» se fundó en 1952 y su primer director fue Julián Osorio. "
    "Osorio contrató como redactora a Carmen Vega en 1963, y ella lo sucedió en la dirección en 1979. "
    "Vega se jubiló en 2001 y le cedió el puesto a su subdirector, Fernando Gil. "
    "Desde 2013 el periódico ya no es diario: sale cada viernes."
)

FOLK_NORTE = (
    "En los Premios de Música Folk del Norte 2022, el galardón al artista revelación se decidió por votación popular. "
    "Los candidatos los eligió un jurado de ocho personas presidido por Irene Lago. "
    "Ganó la gaitera Uxía Castro, con el 47 % de los votos, por delante del dúo Nordés. "
    "El trofeo se lo entregó el ganador del año anterior, Xabier Otero."
)

REMO = (
    "El Club de Remo Ría Alta renueva su junta directiva cada cuatro años. "
    "En las elecciones de junio de 2022, Sergio Llanos derrotó al presidente saliente, Miguel Arranz, por 45 votos a 30. "
    "Después, Arranz se presentó a vicepresidente y salió elegido sin oposición. "
    "Para ser candidato hay que llevar al menos dos años como socio de número."
)

ACACIAS = (
    "El Hospital Infantil Las Acacias abrió el 4 de octubre de 1975. "
    "Lo fundaron la pediatra Rosa Almagro y el enfermero Luis Peña; Almagro fue su primera directora. "
    "El horario de visitas es de 12:00 a 21:00 todos los días, excepto en la UCI neonatal, donde las visitas se conciertan por teléfono. "
    "Atiende a unos 15.000 pacientes al año."
)

POSIDONIA = (
    "La Sociedad Ibérica de Oceanografía concede la Medalla Posidonia cada tres años. "
    "La edición de 2021 la compartieron la doctora Laura Benítez y el doctor Samuel Okoro por sus estudios sobre praderas marinas. "
    "Los 24.000 euros del premio se repartieron a partes iguales. "
    "Solo los socios pueden presentar candidaturas, y el plazo termina el 15 de febrero del año de concesión."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Premio Alameda
    w.faith("es-t13-001", "para.passive", "¿Quién ganó el Premio Alameda de Novela 2020?", "El premio le fue otorgado a Lucía Ferrer por su novela «La casa de los vientos».", ALAMEDA, True),
    w.faith("es-t13-002", "fmt.currency", "¿De cuánto es el premio?", "Está dotado con 30.000 €.", ALAMEDA, True),
    w.faith("es-t13-003", "role.swap", "¿Quién se llevó el premio?", "Andrés Solano, que se impuso a Lucía Ferrer y a Marta Ibarra.", ALAMEDA, False),
    w.faith("es-t13-004", "added.fact", "¿Quién presentó la candidatura de Lucía Ferrer?", "La editorial Ríos de Tinta, que también había publicado su primer libro.", ALAMEDA, False),
    # Club de Ajedrez Torre Blanca
    w.faith("es-t13-005", "para.synonym", "¿Quién reemplazó a Elena Cuesta?", "Ramón Ortiz la relevó al frente del club tras la asamblea de enero de 2023.", TORRE_BLANCA, True),
    w.faith("es-t13-006", "para.except", "¿Se puede ir al club un sábado por la tarde?", "Sí, abre de lunes a sábado; el único día que cierra es el domingo.", TORRE_BLANCA, True),
    w.faith("es-t13-007", "fmt.time", "¿A qué hora abre el local?", "Abre de cinco de la tarde a diez de la noche.", TORRE_BLANCA, True),
    w.faith("es-t13-008", "value.number", "¿Cuántos votos sacó Ramón Ortiz?", "Consiguió 24 de los 50 votos.", TORRE_BLANCA, False),
    w.faith("es-t13-009", "value.except", "¿Qué día cierra el club?", "Cierra los lunes; el resto de la semana abre por la tarde.", TORRE_BLANCA, False),
    # Los Faroles
    w.faith("es-t13-010", "para.combine", "¿Qué pasó con el primer batería?", "Toni Roca abandonó la banda en 2012 y Carla Núñez ocupó su puesto.", FAROLES, True),
    w.faith("es-t13-011", "fmt.scale", "¿Cuánto vendió «Marea»?", "Vendió 50 mil copias en su primer año.", FAROLES, True),
    w.faith("es-t13-012", "role.swap", "¿Quién sustituyó a quién a la batería?", "Carla Núñez dejó el grupo en 2012 y Toni Roca entró en su lugar.", FAROLES, False),
    w.faith("es-t13-013", "value.date", "¿Cuándo se fue Paula Vidal?", "Se marchó en 2019 para seguir en solitario.", FAROLES, False),
    # Hospital de San Lázaro
    w.faith("es-t13-014", "para.relative", "¿Quién fundó el hospital?", "Lo fundaron en 1889 Dolores Barrios, una comerciante que pagó el primer edificio, y el médico Tomás Aguirre.", SAN_LAZARO, True),
    w.faith("es-t13-015", "fmt.number", "¿Cuántas camas tiene?", "Empezó con veintiocho y hoy tiene cuatrocientas sesenta.", SAN_LAZARO, True),
    w.faith("es-t13-016", "fmt.abbrev", "¿Quién dirige el hospital?", "Beatriz Molina, gerente desde mar. 2019, en sustitución de Jorge Salas.", SAN_LAZARO, True),
    w.faith("es-t13-017", "role.swap", "¿Quién dirige hoy el hospital?", "Jorge Salas, que sustituyó a Beatriz Molina en marzo de 2019.", SAN_LAZARO, False),
    w.faith("es-t13-018", "added.entity", "¿Quiénes fundaron el hospital?", "Tomás Aguirre, Dolores Barrios y el obispo Anselmo Prieto, en 1889.", SAN_LAZARO, False),
    # Finca Los Almendros
    w.faith("es-t13-019", "fmt.unit", "¿Qué extensión tiene la finca?", "Ocupa 20 ha en la Ribera del Duero.", ALMENDROS, True),
    w.faith("es-t13-020", "para.passive", "¿Quiénes han sido los dueños de la finca?", "Sus viñas fueron plantadas por los Cabrera en 1948, y en 1990 la finca fue comprada por los Ugarte.", ALMENDROS, True),
    w.faith("es-t13-021", "fmt.share", "¿Qué parte de la finca arrendó Ana Ugarte?", "En 2016 le arrendó el 25 % de las parcelas a su sobrino Pablo Mendoza.", ALMENDROS, True),
    w.faith("es-t13-022", "role.swap", "¿Quién vendió la finca en 1990?", "La familia Ugarte se la vendió a la familia Cabrera.", ALMENDROS, False),
    w.faith("es-t13-023", "value.unit", "¿Qué tamaño tiene la finca?", "Ocupa 20 acres en la Ribera del Duero.", ALMENDROS, False),
    w.faith("es-t13-024", "value.currency", "¿Cuánto cuesta el rosado?", "12 dólares la botella, y solo se vende en la bodega.", ALMENDROS, False),
    # El Heraldo del Puerto
    w.faith("es-t13-025", "para.pronoun", "¿Quién sucedió a Julián Osorio?", "Carmen Vega. Él la había contratado como redactora en 1963, y ella ocupó su puesto en 1979.", HERALDO, True),
    w.faith("es-t13-026", "fmt.period", "¿Con qué frecuencia sale el periódico?", "Desde 2013 es semanal y sale los viernes.", HERALDO, True),
    w.faith("es-t13-027", "wrap.opener", "¿Quién fue el primer director?", "¡Buena pregunta! Cuando se fundó el periódico, en 1952, lo dirigía Julián Osorio.", HERALDO, True),
    w.faith("es-t13-028", "direction", "¿Qué cambió en 2013?", "En 2013 el periódico pasó de salir una vez por semana a salir a diario.", HERALDO, False),
    # Premios de Música Folk del Norte
    w.faith("es-t13-029", "wrap.hedge", "¿Quién ganó el premio revelación?", "Por lo que veo, lo ganó la gaitera Uxía Castro, que quedó por delante del dúo Nordés.", FOLK_NORTE, True),
    w.faith("es-t13-030", "wrap.closer", "¿Quién eligió a los candidatos?", "Un jurado de ocho miembros presidido por Irene Lago. ¡Espero que te sirva!", FOLK_NORTE, True),
    w.faith("es-t13-031", "role.swap", "¿Quién entregó el trofeo?", "Uxía Castro se lo entregó a Xabier Otero, el ganador del año anterior.", FOLK_NORTE, False),
    w.faith("es-t13-032", "antonym", "¿Qué tal le fue a Uxía Castro?", "Con el 47 % de los votos, perdió frente al dúo Nordés.", FOLK_NORTE, False),
    # Club de Remo Ría Alta
    w.faith("es-t13-033", "para.reorder", "¿Quién ganó las elecciones de 2022?", "Por 45 votos a 30, fue Sergio Llanos quien venció al presidente saliente, Miguel Arranz, en junio de 2022.", REMO, True),
    w.faith("es-t13-034", "fmt.period", "¿Quién puede presentarse?", "Hace falta ser socio de número desde hace 24 meses como mínimo.", REMO, True),
    w.faith("es-t13-035", "modality", "¿Hay requisitos para ser candidato?", "Se recomienda llevar al menos dos años como socio de número, aunque no es obligatorio.", REMO, False),
    w.faith("es-t13-036", "negation", "¿Qué hizo Miguel Arranz tras perder?", "Se presentó a vicepresidente, pero no salió elegido.", REMO, False),
    # Hospital Infantil Las Acacias
    w.faith("es-t13-037", "fmt.time", "¿Cuál es el horario de visitas?", "Todos los días de 12 del mediodía a 9 de la noche; en la UCI neonatal hay que concertar la visita por teléfono.", ACACIAS, True),
    w.faith("es-t13-038", "para.nominal", "¿Cuándo abrió el hospital?", "Su apertura fue el 4 de octubre de 1975, y sus fundadores, la pediatra Rosa Almagro y el enfermero Luis Peña.", ACACIAS, True),
    w.faith("es-t13-039", "value.time", "¿Hasta qué hora se puede visitar?", "Se puede visitar todos los días de 12:00 a 19:00.", ACACIAS, False),
    w.faith("es-t13-040", "value.except", "¿En qué unidad hay que pedir cita para visitar?", "En la planta de oncología, donde las visitas se conciertan por teléfono.", ACACIAS, False),
    # Medalla Posidonia
    w.faith("es-t13-041", "wrap.question", "¿Quién recibió la Medalla Posidonia en 2021?", "¿Que quién la recibió en 2021? La compartieron la doctora Laura Benítez y el doctor Samuel Okoro.", POSIDONIA, True),
    w.faith("es-t13-042", "wrap.attribution", "¿Cómo se repartió el dinero del premio?", "Según la Sociedad, cada uno de los dos galardonados recibió la mitad de los 24.000 euros.", POSIDONIA, True),
    w.faith("es-t13-043", "quantifier", "¿Quién puede presentar candidaturas?", "Cualquier persona puede presentarlas, hasta el 15 de febrero del año de concesión.", POSIDONIA, False),
    w.faith("es-t13-044", "value.number", "¿Cuánto recibió cada uno?", "Cada uno se llevó 8.000 euros.", POSIDONIA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t13-045", "correct.wordy", "¿Quién sustituyó a Elena Cuesta en la presidencia del Club de Ajedrez Torre Blanca?", "En la asamblea de enero de 2023 los socios eligieron a Ramón Ortiz, así que fue él quien tomó el relevo de Elena Cuesta.", "Ramón Ortiz", True),
    w.correct("es-t13-046", "correct.format", "¿En qué año se fundó el Hospital de San Lázaro?", "En mil ochocientos ochenta y nueve.", "1889", True),
    w.correct("es-t13-047", "correct.wordy", "¿A quién vendió la familia Cabrera la finca?", "Los Cabrera se deshicieron de la finca en 1990, y quienes la compraron fueron los Ugarte.", "A la familia Ugarte.", True),
    w.correct("es-t13-048", "correct.format", "¿Cuántas copias vendió «Marea» el primer año?", "Cincuenta mil copias.", "50.000 copias", True),
    w.correct("es-t13-049", "wrong.value", "¿Cuántos votos obtuvo Ramón Ortiz?", "Ramón Ortiz obtuvo 43 de los 50 votos.", "34 de 50", False),
    w.correct("es-t13-050", "wrong.role", "¿Quién le entregó el trofeo a Uxía Castro?", "Uxía Castro le entregó el trofeo a Xabier Otero.", "Xabier Otero, el ganador del año anterior", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
