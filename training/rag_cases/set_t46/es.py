"""Spanish cases of set t46: un horno de ensaimadas de Palma y su horario, una bodega de
Jerez y sus visitas con cata, un llagar de sidra de Villaviciosa, una cuchillería de
Albacete y un taller de cerámica de Talavera de la Reina."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FORN = (
    "El Forn de Can Salom, en el casco antiguo de Palma, abrió en 1911 de la mano de Bartomeu Salom. "
    "En 1964 lo heredó su nieta Catalina Salom, que lo llevó hasta jubilarse en 2005. "
    "Desde entonces lo regenta el sobrino de Catalina, Miquel Ferrer, con la ayuda de su mujer, Aina. "
    "La ensaimada mediana cuesta 9 € y la de cabello de ángel 12 €."
)
FORN_HORARIO = (
    "El horno abre de lunes a viernes de 8:00 a 14:00 y de 17:00 a 20:00, y los sábados solo por la mañana. "
    "Los domingos permanece cerrado. "
    "Las ensaimadas grandes deben encargarse con 24 horas de antelación."
)
JEREZ = (
    "Bodegas Lagares Ruiz, en Jerez de la Frontera, fue fundada en 1872 por José Lagares. "
    "En 1934 la compró la familia Ruiz, que sigue siendo su dueña. "
    "Hoy el capataz es Manuel Ruiz, y su hermana Rocío lleva la tienda y las visitas. "
    "La bodega guarda unas 4.000 botas de fino y oloroso."
)
JEREZ_VISITAS = (
    "Las visitas con cata se hacen de lunes a sábado a las 12:00, en español e inglés. "
    "Cuestan 18 € e incluyen tres vinos. "
    "Los domingos y festivos no hay visitas. "
    "Los grupos de más de quince personas deben reservar con una semana de antelación."
)
LLAGAR = (
    "Llagar Cortina, en Villaviciosa (Asturias), lo fundaron en 1952 Ramón Cortina y su mujer, Olvido. "
    "Su hija Begoña se hizo cargo del llagar en 1987 y, desde 2020, lo lleva Pelayo, nieto de los fundadores. "
    "Cada otoño mayan unos 300.000 kilos de manzana. "
    "La botella de sidra natural cuesta 3,20 €."
)
CUCHILLERIA = (
    "Cuchillería Navarro, en Albacete, es un taller familiar fundado en 1926 por Eusebio Navarro. "
    "Su bisnieto Álvaro Navarro dirige el taller desde 2012, y su prima Laura diseña los mangos. "
    "Cada navaja se hace a mano en unas seis horas, y la navaja clásica de asta cuesta 85 €. "
    "El taller cierra en agosto."
)
CERAMICA = (
    "Cerámica El Carmen, en Talavera de la Reina, nació en 1968 cuando Emilio Pardo abrió un pequeño horno. "
    "Desde 1999 la dirige su hija Pilar Pardo, que pinta a mano todas las piezas; su marido, Luis Gil, se ocupa del horno. "
    "Un azulejo pintado cuesta 15 € y un plato grande 60 €."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t46-001", "para.combine", "¿Quién fundó el Forn de Can Salom?", "Lo abrió Bartomeu Salom en 1911, y en 1964 pasó a manos de su nieta Catalina.", FORN, True),
    w.faith("es-t46-002", "para.relative", "¿Quién lleva hoy el horno?", "Lo regenta Miquel Ferrer, que es sobrino de Catalina Salom, con la ayuda de su mujer, Aina.", FORN, True),
    w.faith("es-t46-003", "fmt.currency", "¿Cuánto cuesta la ensaimada mediana?", "La ensaimada mediana cuesta nueve euros.", FORN, True),
    w.faith("es-t46-004", "para.synonym", "¿Hasta cuándo trabajó Catalina en el horno?", "Catalina estuvo al frente del horno hasta que se jubiló, en 2005.", FORN, True),
    w.faith("es-t46-005", "para.except", "¿Qué días abre el horno?", "Abre todos los días menos el domingo, aunque el sábado solo por la mañana.", FORN_HORARIO, True),
    w.faith("es-t46-006", "fmt.time", "¿A qué hora cierra por la tarde?", "Entre semana, por la tarde cierra a las ocho.", FORN_HORARIO, True),
    w.faith("es-t46-007", "fmt.period", "¿Con cuánta antelación hay que encargar una ensaimada grande?", "Las ensaimadas grandes se encargan con un día de antelación.", FORN_HORARIO, True),
    w.faith("es-t46-008", "para.passive", "¿Quién es el dueño de Bodegas Lagares Ruiz?", "La bodega fue comprada en 1934 por la familia Ruiz, que sigue siendo su propietaria.", JEREZ, True),
    w.faith("es-t46-009", "para.pronoun", "¿Quién es Rocío Ruiz?", "Es la hermana del capataz, Manuel Ruiz, y se encarga de la tienda y las visitas.", JEREZ, True),
    w.faith("es-t46-010", "fmt.thousands", "¿Cuántas botas guarda la bodega?", "La bodega guarda alrededor de cuatro mil botas de fino y oloroso.", JEREZ, True),
    w.faith("es-t46-011", "fmt.time", "¿A qué hora es la visita con cata?", "La visita con cata es a mediodía, de lunes a sábado.", JEREZ_VISITAS, True),
    w.faith("es-t46-012", "para.synonym", "¿Se puede visitar la bodega un domingo?", "No, ni los domingos ni los festivos se organizan visitas.", JEREZ_VISITAS, True),
    w.faith("es-t46-013", "fmt.currency", "¿Cuánto cuesta la visita?", "La visita cuesta dieciocho euros e incluye la cata de tres vinos.", JEREZ_VISITAS, True),
    w.faith("es-t46-014", "fmt.period", "Somos veinte personas, ¿tenemos que reservar?", "Sí, los grupos de más de quince personas tienen que reservar con siete días de antelación.", JEREZ_VISITAS, True),
    w.faith("es-t46-015", "para.reorder", "¿Quién fundó Llagar Cortina?", "En 1952, Ramón Cortina y su mujer, Olvido, fundaron el llagar en Villaviciosa.", LLAGAR, True),
    w.faith("es-t46-016", "fmt.unit", "¿Cuánta manzana mayan?", "Cada otoño mayan unas 300 toneladas de manzana.", LLAGAR, True),
    w.faith("es-t46-017", "para.combine", "¿Quién ha llevado el llagar después de los fundadores?", "Begoña, la hija de los fundadores, se hizo cargo en 1987, y desde 2020 lo lleva Pelayo, nieto de los fundadores.", LLAGAR, True),
    w.faith("es-t46-018", "para.nominal", "¿Quién fundó Cuchillería Navarro?", "La fundación del taller, en 1926, fue obra de Eusebio Navarro.", CUCHILLERIA, True),
    w.faith("es-t46-019", "fmt.unit", "¿Cuánto se tarda en hacer una navaja?", "Hacer cada navaja a mano lleva unos 360 minutos.", CUCHILLERIA, True),
    w.faith("es-t46-020", "para.combine", "¿Quién dirige el taller y quién diseña los mangos?", "Álvaro Navarro, bisnieto del fundador, dirige el taller desde 2012, y su prima Laura diseña los mangos.", CUCHILLERIA, True),
    w.faith("es-t46-021", "wrap.closer", "¿Puedo visitar el taller en agosto?", "En agosto el taller está cerrado, así que tendrá que ir en otro mes. ¡Espero que le sirva!", CUCHILLERIA, True),
    w.faith("es-t46-022", "para.part", "¿Quién pinta las piezas en Cerámica El Carmen?", "Todas las piezas las pinta a mano Pilar Pardo.", CERAMICA, True),
    w.faith("es-t46-023", "wrap.attribution", "¿Cuánto cuesta un plato grande?", "Según la información del taller, un plato grande cuesta 60 €.", CERAMICA, True),
    w.faith("es-t46-024", "wrap.opener", "¿Cuándo nació Cerámica El Carmen?", "¡Buena pregunta! Cerámica El Carmen nació en 1968, cuando Emilio Pardo abrió un pequeño horno.", CERAMICA, True),
    w.faith("es-t46-025", "value.date", "¿Cuándo heredó Catalina el horno?", "Catalina Salom heredó el horno en 1911.", FORN, False),
    w.faith("es-t46-026", "value.currency", "¿Cuánto cuesta la ensaimada de cabello de ángel?", "La ensaimada de cabello de ángel cuesta 9 €.", FORN, False),
    w.faith("es-t46-027", "role.swap", "¿Quién regenta el horno desde 2005?", "Desde 2005 lo regenta Catalina Salom, sobrina de Miquel Ferrer.", FORN, False),
    w.faith("es-t46-028", "value.except", "¿Qué días abre el horno?", "El horno abre de martes a domingo.", FORN_HORARIO, False),
    w.faith("es-t46-029", "value.time", "¿Cuál es el horario de mañana?", "Por la mañana el horno abre de 8:00 a 13:00.", FORN_HORARIO, False),
    w.faith("es-t46-030", "direction", "¿Con cuánta antelación hay que encargar?", "Las ensaimadas grandes se encargan como máximo con 24 horas de antelación.", FORN_HORARIO, False),
    w.faith("es-t46-031", "role.swap", "¿Quién es el capataz de la bodega?", "El capataz es Rocío Ruiz, y su hermano Manuel lleva la tienda y las visitas.", JEREZ, False),
    w.faith("es-t46-032", "value.date", "¿Cuándo compró la familia Ruiz la bodega?", "La familia Ruiz compró la bodega en 1872.", JEREZ, False),
    w.faith("es-t46-033", "antonym", "¿Sigue la bodega en manos de la familia Ruiz?", "La familia Ruiz compró la bodega en 1934, aunque ya la ha vendido.", JEREZ, False),
    w.faith("es-t46-034", "value.except", "¿Qué días hay visitas?", "Las visitas con cata se hacen de martes a domingo a las 12:00.", JEREZ_VISITAS, False),
    w.faith("es-t46-035", "modality", "¿Los grupos grandes tienen que reservar?", "A los grupos de más de quince personas se les aconseja reservar, pero no es obligatorio.", JEREZ_VISITAS, False),
    w.faith("es-t46-036", "added.entity", "¿En qué idiomas son las visitas?", "Las visitas se hacen en español, en inglés y en alemán.", JEREZ_VISITAS, False),
    w.faith("es-t46-037", "value.number", "¿Cuánta manzana mayan al año?", "Unos 30.000 kilos de manzana cada otoño.", LLAGAR, False),
    w.faith("es-t46-038", "role.swap", "¿Quién se hizo cargo del llagar en 1987?", "En 1987 se hizo cargo del llagar Pelayo, y desde 2020 lo lleva Begoña.", LLAGAR, False),
    w.faith("es-t46-039", "added.fact", "¿Cuánto cuesta la sidra?", "La botella de sidra natural cuesta 3,20 € y también se vende en los supermercados de Oviedo.", LLAGAR, False),
    w.faith("es-t46-040", "value.date", "¿Desde cuándo dirige Álvaro el taller?", "Álvaro Navarro dirige el taller desde 1926.", CUCHILLERIA, False),
    w.faith("es-t46-041", "quantifier", "¿Se hacen a mano las navajas?", "Solo algunas navajas se hacen a mano; el resto se fabrica a máquina.", CUCHILLERIA, False),
    w.faith("es-t46-042", "value.currency", "¿Cuánto cuesta la navaja clásica de asta?", "La navaja clásica de asta cuesta 58 €.", CUCHILLERIA, False),
    w.faith("es-t46-043", "role.swap", "¿Quién se ocupa del horno en Cerámica El Carmen?", "Pilar Pardo se ocupa del horno, y su marido, Luis Gil, pinta a mano todas las piezas.", CERAMICA, False),
    w.faith("es-t46-044", "negation", "¿Pinta Pilar las piezas?", "No, Pilar Pardo no pinta las piezas; ella solo dirige el taller.", CERAMICA, False),
]

CORRECTNESS = [
    w.correct("es-t46-045", "correct.wordy", "¿Quién fundó Cuchillería Navarro?", "El taller de Albacete lo fundó en el año 1926 Eusebio Navarro, bisabuelo del actual director.", "Eusebio Navarro", True),
    w.correct("es-t46-046", "correct.format", "¿Cuánto cuesta un azulejo pintado en Cerámica El Carmen?", "Quince euros.", "15 €", True),
    w.correct("es-t46-047", "correct.short", "¿Quién lleva Llagar Cortina desde 2020?", "Pelayo.", "Desde 2020 lo lleva Pelayo, nieto de los fundadores.", True),
    w.correct("es-t46-048", "correct.format", "¿A qué hora son las visitas con cata en Bodegas Lagares Ruiz?", "A las doce del mediodía.", "12:00", True),
    w.correct("es-t46-049", "wrong.value", "¿Cuánto cuesta la botella de sidra natural en Llagar Cortina?", "2,30 €.", "3,20 €", False),
    w.correct("es-t46-050", "wrong.role", "¿Quién pinta las piezas en Cerámica El Carmen?", "Luis Gil.", "Pilar Pardo", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
