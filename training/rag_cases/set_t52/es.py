"""Spanish cases of set t52: un albergue de peregrinos en Sarria y sus dueños, una finca
para bodas en Carmona, una churrería junto a la Plaza Mayor de Madrid, el mercado navideño
de la Plaza Mayor, un tablao flamenco de Triana y la Fiesta del Albariño de Cambados."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ALBERGUE = (
    "El albergue O Peregrino, en Sarria, tiene 48 plazas en literas repartidas en cuatro habitaciones. "
    "La cama cuesta 14 € por noche y el menú del peregrino, 12 €. "
    "La recepción abre a las 13:00 y las puertas se cierran a las 22:00. "
    "Solo se admiten peregrinos con credencial."
)
ALB_STAFF = (
    "El albergue lo abrió en 2009 Carmen Vázquez, que antes fue hospitalera en Portomarín. "
    "Su marido, Xosé Rivas, cocina la cena comunitaria, que se sirve a las 19:30. "
    "El edificio es una antigua casa de labranza de 1880 que se restauró en 2008."
)
FINCA = (
    "La Finca El Almendral, en Carmona (Sevilla), celebra bodas de marzo a junio y de septiembre a noviembre. "
    "El patio admite hasta 250 invitados y el salón de invierno, 120. "
    "El alquiler cuesta 8.000 € los sábados y 5.500 € los viernes y domingos. "
    "La música debe terminar a las 4:00, y no se permiten fuegos artificiales."
)
FINCA_STAFF = (
    "La wedding planner Rocío Márquez acompaña a cada pareja desde la primera visita hasta el día de la boda, y el chef Antonio Luque diseña los menús. "
    "La prueba de menú se hace dos meses antes de la boda. "
    "La finca pertenece a la familia Osuna desde 1952 y empezó a organizar bodas en 2011."
)
CHURRERIA = (
    "La churrería Los Porches, junto a la Plaza Mayor de Madrid, la abrió Manuel Prieto en 1957; hoy la lleva su nieta Lucía, y el maestro churrero es Ramón Gil. "
    "Una ración de churros con chocolate cuesta 5,50 €, y la de porras, 6 €. "
    "Abre de lunes a sábado de 8:00 a 23:00; el domingo cierra. "
    "Con tarjeta solo se puede pagar a partir de 10 €."
)
NAVIDAD = (
    "El mercado navideño de la Plaza Mayor de Madrid se celebra del 27 de noviembre al 31 de diciembre. "
    "Cuenta con 104 casetas de belenes, adornos y artículos de broma. "
    "Abre de 10:00 a 21:00 de domingo a jueves, y hasta las 22:00 los viernes, sábados y vísperas de festivo. "
    "Las casetas se adjudican por sorteo, que organiza la Junta Municipal de Centro."
)
TABLAO = (
    "El tablao La Soleá, en el barrio de Triana (Sevilla), abrió en 1968, y desde 2005 lo dirige la bailaora Pastora Vidal. "
    "Hay dos pases diarios, a las 19:00 y a las 21:30, de una hora de duración. "
    "La entrada cuesta 35 € con una bebida y 60 € con cena. "
    "El cuadro fijo lo encabeza el guitarrista Curro Montoya."
)
ALBARINO = (
    "La Fiesta del Albariño se celebra en Cambados el primer fin de semana de agosto. "
    "Participan unas 30 bodegas de la comarca de O Salnés. "
    "La entrada es libre, y la copa de degustación cuesta 4 €, con dos vinos incluidos. "
    "El pregón lo da cada año una figura conocida; este año, la actriz Luisa Castro."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t52-001", "fmt.currency", "¿Cuánto cuesta dormir en el albergue?", "La cama sale a catorce euros la noche.", ALBERGUE, True),
    w.faith("es-t52-002", "fmt.number", "¿Cuántas plazas tiene el albergue?", "Tiene cuarenta y ocho plazas en literas, repartidas en cuatro habitaciones.", ALBERGUE, True),
    w.faith("es-t52-003", "fmt.time", "¿A qué hora abre la recepción?", "La recepción abre a la una de la tarde, y las puertas se cierran a las diez de la noche.", ALBERGUE, True),
    w.faith("es-t52-004", "para.synonym", "¿Puedo dormir allí sin credencial?", "No, el albergue solo acepta a peregrinos que tengan credencial.", ALBERGUE, True),
    w.faith("es-t52-005", "para.relative", "¿Quién abrió el albergue?", "Lo abrió en 2009 Carmen Vázquez, que antes había sido hospitalera en Portomarín.", ALB_STAFF, True),
    w.faith("es-t52-006", "para.pronoun", "¿Quién hace la cena?", "Xosé Rivas, el marido de Carmen: él cocina la cena comunitaria, que se sirve a las 19:30.", ALB_STAFF, True),
    w.faith("es-t52-007", "para.combine", "¿Es un edificio antiguo?", "Sí, es una casa de labranza de 1880 que se restauró en 2008.", ALB_STAFF, True),
    w.faith("es-t52-008", "fmt.thousands", "¿Cuánto cuesta alquilar la finca?", "Son 8000 € los sábados y 5500 € los viernes y domingos.", FINCA, True),
    w.faith("es-t52-009", "fmt.number", "¿Cuántos invitados caben en el patio?", "El patio admite hasta doscientos cincuenta invitados.", FINCA, True),
    w.faith("es-t52-010", "fmt.time", "¿Hasta qué hora puede sonar la música?", "La música tiene que acabar a las cuatro de la madrugada.", FINCA, True),
    w.faith("es-t52-011", "para.except", "¿Podemos casarnos en la finca en agosto?", "No: las bodas se celebran de marzo a junio y de septiembre a noviembre, así que agosto queda fuera.", FINCA, True),
    w.faith("es-t52-012", "para.passive", "¿Quién prepara el menú de la boda?", "Los menús son diseñados por el chef Antonio Luque.", FINCA_STAFF, True),
    w.faith("es-t52-013", "para.combine", "¿Desde cuándo se hacen bodas en la finca?", "La familia Osuna es dueña de la finca desde 1952, y las bodas empezaron allí en 2011.", FINCA_STAFF, True),
    w.faith("es-t52-014", "para.combine", "¿Quién lleva la churrería Los Porches?", "La abrió Manuel Prieto en 1957; ahora la lleva su nieta Lucía, y Ramón Gil es el maestro churrero.", CHURRERIA, True),
    w.faith("es-t52-015", "fmt.currency", "¿Cuánto cuesta una ración de churros con chocolate?", "Cinco euros con cincuenta la ración.", CHURRERIA, True),
    w.faith("es-t52-016", "para.except", "¿Abren los domingos?", "No, el domingo está cerrada; el resto de la semana abre de 8:00 a 23:00.", CHURRERIA, True),
    w.faith("es-t52-017", "wrap.closer", "¿Puedo pagar con tarjeta?", "Con tarjeta se puede pagar a partir de 10 €. ¡Que aproveche!", CHURRERIA, True),
    w.faith("es-t52-018", "fmt.date", "¿Cuándo es el mercado navideño de la Plaza Mayor?", "Se celebra del 27/11 al 31/12.", NAVIDAD, True),
    w.faith("es-t52-019", "para.synonym", "¿Cuántos puestos hay?", "Hay 104 puestos de belenes, adornos y artículos de broma.", NAVIDAD, True),
    w.faith("es-t52-020", "wrap.attribution", "¿Cómo se consigue una caseta?", "Según la información del mercado, las casetas se reparten por sorteo, organizado por la Junta Municipal de Centro.", NAVIDAD, True),
    w.faith("es-t52-021", "para.passive", "¿Quién dirige La Soleá?", "Desde 2005, La Soleá, abierto en 1968, está dirigido por la bailaora Pastora Vidal.", TABLAO, True),
    w.faith("es-t52-022", "fmt.time", "¿A qué hora son los pases?", "Hay dos pases al día, a las siete de la tarde y a las nueve y media de la noche, de una hora cada uno.", TABLAO, True),
    w.faith("es-t52-023", "wrap.question", "¿Cuánto cuesta la entrada?", "La entrada con una bebida cuesta 35 €, y con cena, 60 €. ¿Quiere que le diga también el horario de los pases?", TABLAO, True),
    w.faith("es-t52-024", "fmt.number", "¿Cuántas bodegas participan en la fiesta?", "Participan unas treinta bodegas de la comarca de O Salnés.", ALBARINO, True),
    w.faith("es-t52-025", "value.currency", "¿Cuánto cuesta el menú del peregrino?", "El menú del peregrino cuesta 14 €.", ALBERGUE, False),
    w.faith("es-t52-026", "antonym", "¿A qué hora se cierran las puertas?", "Las puertas del albergue se abren a las 22:00.", ALBERGUE, False),
    w.faith("es-t52-027", "added.fact", "¿Cuánto cuesta la cama?", "La cama cuesta 14 € por noche e incluye el desayuno.", ALBERGUE, False),
    w.faith("es-t52-028", "role.swap", "¿Quién abrió el albergue?", "Xosé Rivas abrió el albergue en 2009, y su mujer, Carmen, cocina la cena comunitaria.", ALB_STAFF, False),
    w.faith("es-t52-029", "value.date", "¿Cuándo abrió el albergue?", "Carmen Vázquez abrió el albergue en 2008.", ALB_STAFF, False),
    w.faith("es-t52-030", "value.number", "¿Cuántos invitados caben en el salón de invierno?", "El salón de invierno admite hasta 250 invitados.", FINCA, False),
    w.faith("es-t52-031", "value.currency", "¿Cuánto cuesta un sábado en la finca?", "El alquiler de la finca cuesta 5.500 € los sábados.", FINCA, False),
    w.faith("es-t52-032", "modality", "¿A qué hora tiene que acabar la música?", "Se recomienda terminar la música hacia las 4:00, pero no es obligatorio.", FINCA, False),
    w.faith("es-t52-033", "negation", "¿Se pueden lanzar fuegos artificiales?", "Sí, en la Finca El Almendral se permiten fuegos artificiales.", FINCA, False),
    w.faith("es-t52-034", "role.swap", "¿Quién es la wedding planner?", "Antonio Luque acompaña a las parejas como wedding planner, y la chef Rocío Márquez diseña los menús.", FINCA_STAFF, False),
    w.faith("es-t52-035", "value.date", "¿Desde cuándo organiza bodas la finca?", "La Finca El Almendral organiza bodas desde 1952.", FINCA_STAFF, False),
    w.faith("es-t52-036", "value.except", "¿Qué día cierra la churrería?", "Los Porches abre todos los días menos el lunes.", CHURRERIA, False),
    w.faith("es-t52-037", "role.swap", "¿Quién es el maestro churrero?", "Hoy la churrería la lleva Ramón Gil, y Lucía es la maestra churrera.", CHURRERIA, False),
    w.faith("es-t52-038", "direction", "¿Aceptan tarjeta?", "Con tarjeta solo se puede pagar por debajo de 10 €.", CHURRERIA, False),
    w.faith("es-t52-039", "value.date", "¿Hasta cuándo está el mercado navideño?", "El mercado de la Plaza Mayor se celebra del 27 de noviembre al 6 de enero.", NAVIDAD, False),
    w.faith("es-t52-040", "added.fact", "¿Qué se vende en el mercado?", "Hay 104 casetas de belenes, adornos y artículos de broma, y la entrada al mercado cuesta 2 €.", NAVIDAD, False),
    w.faith("es-t52-041", "value.time", "¿A qué hora es el segundo pase?", "Los pases son a las 19:00 y a las 22:30.", TABLAO, False),
    w.faith("es-t52-042", "role.swap", "¿Quién encabeza el cuadro fijo?", "El cuadro fijo lo encabeza Pastora Vidal, y el guitarrista Curro Montoya dirige el tablao desde 2005.", TABLAO, False),
    w.faith("es-t52-043", "added.entity", "¿Qué bodegas participan?", "Participan unas 30 bodegas de O Salnés y del Ribeiro.", ALBARINO, False),
    w.faith("es-t52-044", "quantifier", "¿Qué incluye la copa de degustación?", "La copa cuesta 4 € e incluye todos los vinos que quiera probar.", ALBARINO, False),
]

CORRECTNESS = [
    w.correct("es-t52-045", "correct.wordy", "¿Cuánto cuesta una cama en el albergue O Peregrino?", "En el albergue O Peregrino de Sarria, dormir una noche en litera le cuesta 14 euros.", "14 € por noche", True),
    w.correct("es-t52-046", "correct.short", "¿Quién encabeza el cuadro fijo de La Soleá?", "Curro Montoya.", "El cuadro fijo lo encabeza el guitarrista Curro Montoya.", True),
    w.correct("es-t52-047", "correct.format", "¿Cuánto cuesta alquilar la Finca El Almendral un sábado?", "Ocho mil euros.", "8.000 €", True),
    w.correct("es-t52-048", "correct.wordy", "¿Cuándo se celebra la Fiesta del Albariño?", "Se celebra en Cambados durante el primer fin de semana del mes de agosto.", "El primer fin de semana de agosto.", True),
    w.correct("es-t52-049", "wrong.value", "¿Cuántas casetas tiene el mercado navideño de la Plaza Mayor?", "Tiene 140 casetas.", "104 casetas", False),
    w.correct("es-t52-050", "wrong.role", "¿Quién dirige el tablao La Soleá?", "Lo dirige Curro Montoya.", "La bailaora Pastora Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
