"""Spanish cases of set t20: la última jornada de la Liga del Sur, un relevo en el banquillo de
un club de baloncesto, un fichaje de verano, un consejo de administración y un director financiero,
los directores de un instituto, una panadería que pasó de la madre al hijo y su horario, los
directores y estrenos de un teatro, y las ventas de una familia."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LEAGUE = (
    "En la última jornada de la temporada 2023-24 de la Liga del Sur, disputada el 26 de mayo de 2024, el "
    "Atlético Costaverde derrotó 1-0 al Real Sierra Alta. Con ese triunfo, el Costaverde cerró la temporada "
    "con 74 puntos, tres más que el Sierra Alta, segundo clasificado. El único gol lo marcó el delantero "
    "del Costaverde Álvaro Nieto en el minuto 82."
)
COACH = (
    "Ramón Ibarra dirigió al Club Baloncesto Alcores entre 2010 y 2019 y, en esa etapa, formó al joven base "
    "Diego Salas. Cuando Ibarra se marchó a la selección nacional sub-20, su ayudante Marta Quiroga asumió el "
    "cargo de entrenadora principal. Con Quiroga en el banquillo, el Alcores terminó séptimo en 2020."
)
TRANSFER = (
    "El 8 de julio de 2024, el centrocampista Iker Mendaro dejó el Deportivo Puerto Real para fichar por el "
    "CD Altamira a cambio de 2,8 millones de euros. Firmó un contrato de tres temporadas. En sentido "
    "contrario, el extremo del Altamira Brian Okoye se marchó cedido al Puerto Real por un año."
)
BOARD = (
    "El 30 de marzo de 2022, el consejo de administración de Grupo Veloz nombró presidenta a Carmen Ortega, "
    "en sustitución de Luis Navarro, que ocupaba el cargo desde 2011. Navarro seguirá en el consejo como "
    "vocal. El consejo pasa de ocho a diez miembros con la incorporación de dos consejeros independientes."
)
CFO = (
    "Conservas Maresme ha comunicado que su director financiero, Jordi Puig, dejará el cargo el 31 de "
    "octubre. Le sustituirá Elena Vidal, actual responsable de tesorería. Hasta el relevo, Vidal reportará "
    "directamente a Puig."
)
SCHOOL = (
    "El Instituto Miguel Hernández de Elche ha tenido cuatro directores desde su apertura en 1970. Rosario "
    "Pastor lo dirigió durante 18 años, hasta 1988. Le siguieron Andrés Molina (1988-2004) y Pilar Sanz, que "
    "se jubiló en 2019. El actual director, Javier Rubio, era antes subdirector con Pilar Sanz."
)
BAKERY = (
    "Dolores Campos abrió la panadería Horno Campos en la calle Mayor en 1989. En febrero de 2022 se la "
    "traspasó a su hijo Sergio, aunque ella sigue amasando cada viernes las tortas de aceite. Sergio ha "
    "habilitado en el local un rincón de café con 6 mesas."
)
HOURS = (
    "El Horno Campos abre todos los días de 8:00 a 20:00, salvo los jueves, que cierra por descanso. La "
    "barra de pan cuesta 1,10 €. Los encargos de más de 50 piezas deben hacerse con un mínimo de 24 horas de "
    "antelación."
)
THEATRE = (
    "El Teatro del Puerto estuvo dirigido por Inés Arbeloa de 2002 a 2012; desde enero de 2013 lo dirige "
    "Tomás Echeverri. Con Arbeloa al frente se estrenó allí en 2006 'El camino de la sal', de Lucía Serrano. "
    "El primer estreno de Echeverri, 'Barca de noche', de Mateo Galán, subió al escenario el 22 de marzo de "
    "2013 y alcanzó las 61 funciones."
)
PROPERTY = (
    "En 2018, la familia Ferrer vendió su casa de campo en Olot a Pablo y Nuria Soler por 310.000 euros. De "
    "la venta se encargó la hija mayor, Laura Ferrer, en nombre de su madre. La familia conservó la finca "
    "contigua de 5 hectáreas, que vendió en 2023 a un vecino, Josep Vila."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("es-t20-001", "para.synonym", "¿Quién ganó el último partido de la liga?", "El Atlético Costaverde se impuso 1-0 al Real Sierra Alta.", LEAGUE, True),
    w.faith("es-t20-002", "para.passive", "¿Qué le pasó al Real Sierra Alta en la última jornada?", "El Real Sierra Alta fue vencido 1-0 por el Costaverde.", LEAGUE, True),
    w.faith("es-t20-003", "fmt.number", "¿Con cuántos puntos terminó el Costaverde?", "Terminó con setenta y cuatro puntos, tres por delante del Sierra Alta.", LEAGUE, True),
    w.faith("es-t20-004", "para.relative", "¿Quién sustituyó a Ramón Ibarra en el Alcores?", "Marta Quiroga, que había sido ayudante de Ibarra, pasó a ser la entrenadora principal cuando él se fue a la sub-20.", COACH, True),
    w.faith("es-t20-005", "fmt.period", "¿Cuánto tiempo entrenó Ibarra al Alcores?", "Nueve años: de 2010 a 2019.", COACH, True),
    w.faith("es-t20-006", "fmt.thousands", "¿Cuánto pagó el Altamira por Iker Mendaro?", "Pagó 2.800.000 euros por él.", TRANSFER, True),
    w.faith("es-t20-007", "para.nominal", "¿En qué condiciones llega Brian Okoye al Puerto Real?", "La llegada de Okoye al Puerto Real es una cesión de un año.", TRANSFER, True),
    w.faith("es-t20-008", "para.synonym", "¿Quién preside ahora Grupo Veloz?", "Carmen Ortega ha relevado a Luis Navarro al frente del consejo.", BOARD, True),
    w.faith("es-t20-009", "fmt.number", "¿Cuántos miembros tiene ahora el consejo?", "El consejo tiene ahora 10 miembros en lugar de 8.", BOARD, True),
    w.faith("es-t20-010", "wrap.attribution", "¿Sigue Luis Navarro en el consejo?", "Según el texto, Navarro, que presidía el consejo desde 2011, continuará en él como vocal.", BOARD, True),
    w.faith("es-t20-011", "fmt.abbrev", "¿Quién sustituirá a Jordi Puig?", "La nueva CFO será Elena Vidal, hasta ahora responsable de tesorería.", CFO, True),
    w.faith("es-t20-012", "para.pronoun", "¿A quién reportará Elena Vidal hasta el relevo?", "Hasta el relevo, ella rendirá cuentas directamente a Jordi Puig, a quien luego sustituirá.", CFO, True),
    w.faith("es-t20-013", "fmt.date", "¿Cuándo deja Jordi Puig el cargo?", "A finales de octubre, el día 31.", CFO, True),
    w.faith("es-t20-014", "para.relative", "¿Qué cargo tenía antes Javier Rubio?", "El director actual es Javier Rubio, quien antes había sido subdirector con Pilar Sanz.", SCHOOL, True),
    w.faith("es-t20-015", "para.synonym", "¿Quién lleva hoy la panadería?", "Desde febrero de 2022 la lleva Sergio, el hijo de Dolores Campos, que le cedió el negocio.", BAKERY, True),
    w.faith("es-t20-016", "wrap.opener", "¿Cuántas mesas tiene el rincón de café?", "¡Claro! El rincón de café que montó Sergio tiene seis mesas.", BAKERY, True),
    w.faith("es-t20-017", "para.except", "¿Abre el Horno Campos los domingos?", "Sí, solo cierra los jueves; el resto de la semana abre.", HOURS, True),
    w.faith("es-t20-018", "fmt.time", "¿A qué hora abre el Horno Campos?", "Abre a las ocho de la mañana.", HOURS, True),
    w.faith("es-t20-019", "wrap.hedge", "¿Hay que avisar antes para un encargo grande?", "Parece que sí: los encargos de más de 50 piezas hay que pedirlos con al menos un día de antelación.", HOURS, True),
    w.faith("es-t20-020", "para.synonym", "¿Cuándo se estrenó 'El camino de la sal'?", "La obra de Lucía Serrano 'El camino de la sal' se representó por primera vez en el Teatro del Puerto en 2006, cuando lo dirigía Inés Arbeloa.", THEATRE, True),
    w.faith("es-t20-021", "fmt.date", "¿Cuándo se estrenó 'Barca de noche'?", "El 22/03/2013.", THEATRE, True),
    w.faith("es-t20-022", "fmt.scale", "¿Por cuánto se vendió la casa de campo?", "Los Soler la compraron por 310 mil euros.", PROPERTY, True),
    w.faith("es-t20-023", "wrap.closer", "¿Quién se ocupó de la venta de la casa?", "La gestionó la hija mayor, Laura Ferrer, en nombre de su madre. ¡Espero que te sirva!", PROPERTY, True),
    w.faith("es-t20-024", "fmt.unit", "¿Qué extensión tiene la finca contigua?", "La finca mide 50.000 metros cuadrados.", PROPERTY, True),
    # unfaithful: exactly one clear error
    w.faith("es-t20-025", "role.swap", "¿Quién ganó el último partido de la liga?", "El Real Sierra Alta ganó 1-0 al Atlético Costaverde en la última jornada.", LEAGUE, False),
    w.faith("es-t20-026", "direction", "¿Cómo quedó el Costaverde en la clasificación?", "El Costaverde acabó con 74 puntos, tres menos que el Sierra Alta.", LEAGUE, False),
    w.faith("es-t20-027", "value.number", "¿Cuándo llegó el gol del partido?", "Álvaro Nieto marcó el único tanto en el minuto 28.", LEAGUE, False),
    w.faith("es-t20-028", "role.swap", "¿Quién tomó las riendas del Alcores?", "Marta Quiroga se fue a la sub-20 y su ayudante Ramón Ibarra la sustituyó en el banquillo.", COACH, False),
    w.faith("es-t20-029", "value.date", "¿Hasta cuándo entrenó Ibarra al Alcores?", "Ibarra estuvo al frente del Alcores de 2010 a 2017.", COACH, False),
    w.faith("es-t20-030", "role.swap", "¿A qué club fichó Iker Mendaro?", "Iker Mendaro dejó el CD Altamira para fichar por el Deportivo Puerto Real.", TRANSFER, False),
    w.faith("es-t20-031", "value.currency", "¿Cuánto costó el traspaso de Mendaro?", "El traspaso costó 2,8 millones de libras.", TRANSFER, False),
    w.faith("es-t20-032", "antonym", "¿En qué condiciones se fue Brian Okoye al Puerto Real?", "Brian Okoye fichó en propiedad por el Puerto Real.", TRANSFER, False),
    w.faith("es-t20-033", "negation", "¿Sigue Navarro en el consejo?", "No, Luis Navarro ya no forma parte del consejo.", BOARD, False),
    w.faith("es-t20-034", "quantifier", "¿Cómo queda el consejo de Grupo Veloz?", "El consejo pasa a diez miembros, y todos ellos son independientes.", BOARD, False),
    w.faith("es-t20-035", "added.entity", "¿Quién sustituirá a Jordi Puig?", "Elena Vidal sustituirá a Jordi Puig, y el consejero delegado Xavier Font supervisará el relevo.", CFO, False),
    w.faith("es-t20-036", "modality", "¿Tiene Vidal que reportar a Puig hasta el relevo?", "Hasta el relevo, Vidal puede reportar a Puig si lo desea, pero no está obligada.", CFO, False),
    w.faith("es-t20-037", "value.number", "¿Cuántos directores ha tenido el instituto?", "El instituto ha tenido cinco directores desde 1970.", SCHOOL, False),
    w.faith("es-t20-038", "role.swap", "¿Quién abrió el Horno Campos?", "Sergio abrió el Horno Campos en 1989 y en 2022 se lo traspasó a su madre, Dolores.", BAKERY, False),
    w.faith("es-t20-039", "added.fact", "¿Sigue trabajando Dolores en la panadería?", "Sí, sigue amasando las tortas de aceite los viernes y además atiende el rincón de café.", BAKERY, False),
    w.faith("es-t20-040", "value.except", "¿Qué día cierra el Horno Campos?", "El Horno Campos cierra los martes por descanso.", HOURS, False),
    w.faith("es-t20-041", "value.time", "¿A qué hora cierra el Horno Campos?", "El horno cierra a las nueve de la noche.", HOURS, False),
    w.faith("es-t20-042", "role.swap", "¿Quién dirigió primero el Teatro del Puerto?", "Tomás Echeverri dirigió el teatro de 2002 a 2012, y luego lo sustituyó Inés Arbeloa.", THEATRE, False),
    w.faith("es-t20-043", "direction", "¿Cuándo se estrenó 'Barca de noche'?", "'Barca de noche' se estrenó antes de que Echeverri asumiera la dirección del teatro.", THEATRE, False),
    w.faith("es-t20-044", "value.unit", "¿Qué extensión tiene la finca que conservó la familia?", "La finca contigua mide cinco acres.", PROPERTY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t20-045", "correct.wordy", "¿Quién sucedió a Inés Arbeloa al frente del teatro?", "Tras la etapa de Inés Arbeloa, la dirección del Teatro del Puerto pasó a manos de Tomás Echeverri en enero de 2013.", "Tomás Echeverri", True),
    w.correct("es-t20-046", "correct.format", "¿Por cuánto se vendió la casa de campo?", "310 000 €.", "310.000 euros", True),
    w.correct("es-t20-047", "correct.short", "¿Cómo acabó el último partido?", "1-0 para el Costaverde.", "El Atlético Costaverde ganó 1-0 al Real Sierra Alta.", True),
    w.correct("es-t20-048", "correct.wordy", "¿En qué año se traspasó la panadería?", "Dolores Campos le traspasó el Horno Campos a su hijo Sergio en el año 2022.", "2022", True),
    w.correct("es-t20-049", "wrong.value", "¿Cuántas mesas tiene el rincón de café?", "Tiene 9 mesas.", "6", False),
    w.correct("es-t20-050", "wrong.role", "¿Quién reporta a quién hasta el relevo?", "Jordi Puig reporta a Elena Vidal hasta el relevo.", "Elena Vidal reporta a Jordi Puig.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
