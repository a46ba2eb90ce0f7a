"""Spanish cases of set t7: los fundadores y consejeros delegados de Talleres Ibarra, la compra de
Hornos Medina por el grupo Sierra Verde, la historia del CD Río Tajuña, los directores del
Instituto de Ciencias del Mar de Cabo Lince, la ferretería familiar Soler, la editorial Alcázar &
Vidal y su convocatoria de manuscritos, las normas y los dueños del gimnasio Fuerza Sur y la fusión
de Nubia Sistemas con Datacor."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

IBARRA = (
    "Talleres Ibarra fue fundada en 1964 en Bilbao por los ingenieros Josu Ibarra y Carmen Olaizola, en un local alquilado. "
    "Ibarra dirigió la empresa hasta 1990, año en que cedió el cargo de consejero delegado a Olaizola. "
    "En 2005, Andrés Lozano se convirtió en el primer consejero delegado contratado fuera de la empresa. "
    "Durante su mandato, la plantilla pasó de 260 a 1.480 trabajadores."
)
SIERRA_VERDE = (
    "En octubre de 2015, el grupo alimentario Sierra Verde compró la cadena regional de panaderías Hornos Medina por 54 millones de euros. "
    "Su fundador, Rafael Medina, siguió como asesor durante tres años tras la venta. "
    "En 2020, Sierra Verde fue adquirida a su vez por el grupo mexicano Altamar. "
    "La marca Hornos Medina desapareció en 2022."
)
TAJUNA = (
    "El Club Deportivo Río Tajuña fue fundado en 1921 por trabajadores de la fábrica de harinas del pueblo. "
    "Desde 1957 juega en el estadio de La Vega, con capacidad para 9.300 espectadores. "
    "Ganó la copa regional tres veces entre 1970 y 1992, pero nunca ha conseguido un título nacional. "
    "Su entrenador más longevo fue Manuel Prieto, que dirigió al equipo de 1978 a 1994."
)
CABO_LINCE = (
    "El Instituto de Ciencias del Mar de Cabo Lince abrió sus puertas en 1981 bajo la dirección de la oceanógrafa Elena Ruiz. "
    "Ruiz estuvo al frente durante quince años y en 1996 le sucedió el químico Jorge Salas. "
    "Desde 2020 lo dirige la doctora Marta Quintero, que antes encabezaba el laboratorio de plancton. "
    "El patronato nombra a los directores por un periodo de cinco años, renovable una sola vez."
)
SOLER = (
    "La ferretería Soler, en la calle Mayor, la abrió Vicente Soler en 1950. "
    "En 1979 se la traspasó a su hija Pilar, que añadió un servicio de copia de llaves. "
    "Desde 2014 la lleva el hijo de Pilar, Daniel. "
    "Abre de lunes a sábado de 9:00 a 14:00 y de 17:00 a 20:30; los domingos está cerrada."
)
ALCAZAR = (
    "La editorial Alcázar & Vidal fue fundada en Barcelona en 1935 por el librero Joan Alcázar y la traductora Mercè Vidal. "
    "Se dio a conocer con traducciones al castellano de novela negra escandinava. "
    "En 2007 la compró el grupo editorial Planella, mucho mayor, aunque conservó su propio sello. "
    "Hoy publica unos 35 títulos al año."
)
ALCAZAR_ENVIOS = (
    "Alcázar & Vidal solo acepta manuscritos no solicitados entre el 1 de mayo y el 30 de junio. "
    "Los originales deben enviarse a través del formulario web; los que llegan por correo postal no se leen. "
    "El equipo editorial intenta responder en un plazo de ocho semanas. "
    "Cada autor puede presentar un solo manuscrito por convocatoria."
)
FUERZA = (
    "El gimnasio Fuerza Sur abre de lunes a viernes de 7:00 a 23:00 y los fines de semana de 9:00 a 15:00. "
    "La cuota mensual es de 42 €, o 30 € para estudiantes con carné. "
    "Los nuevos socios tienen que reservar una sesión de iniciación antes de usar la zona de peso libre. "
    "La sala de entrenamiento tiene 850 metros cuadrados."
)
FUERZA_DUENOS = (
    "Fuerza Sur lo abrieron en 2015 la exjugadora de balonmano Lucía Ferrer y su marido, Óscar Gil. "
    "En 2022 la cadena Activa les compró el 25 % del gimnasio, y el matrimonio conserva el resto. "
    "Las clases colectivas están incluidas en todas las cuotas excepto en la de mañanas. "
    "Cada clase admite como máximo 22 personas."
)
NUBIA = (
    "La empresa de software Nubia Sistemas la fundaron en 2008 Álvaro Peña e Irene Castro. "
    "En 2016 se fusionó con su competidora Datacor, y la nueva compañía pasó a llamarse Nubia Datacor. "
    "Irene Castro asumió la dirección general de la empresa fusionada, mientras que Álvaro Peña presidió el consejo de administración hasta 2023. "
    "Hoy cuenta con unos 1.400 empleados en cinco países."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t7-001", "para.synonym", "¿Quién fundó Talleres Ibarra?", "La empresa la pusieron en marcha en 1964 dos ingenieros, Josu Ibarra y Carmen Olaizola.", IBARRA, True),
    w.faith("es-t7-002", "para.relative", "¿Quién fue el primer consejero delegado externo?", "Fue Andrés Lozano, que llegó al cargo en 2005 y que fue el primero contratado de fuera de la empresa.", IBARRA, True),
    w.faith("es-t7-003", "fmt.thousands", "¿Cómo cambió la plantilla con Andrés Lozano?", "Con Lozano al frente, la plantilla creció de 260 a 1480 trabajadores.", IBARRA, True),
    w.faith("es-t7-004", "role.swap", "¿Qué pasó en la dirección de la empresa en 1990?", "En 1990, Carmen Olaizola le cedió el puesto de consejera delegada a Josu Ibarra.", IBARRA, False),
    w.faith("es-t7-005", "value.date", "¿Cuándo se fundó Talleres Ibarra?", "Josu Ibarra y Carmen Olaizola la fundaron en 1946, en un local alquilado de Bilbao.", IBARRA, False),
    w.faith("es-t7-006", "para.passive", "¿Qué le pasó a Hornos Medina en octubre de 2015?", "La cadena de panaderías Hornos Medina fue comprada por el grupo Sierra Verde.", SIERRA_VERDE, True),
    w.faith("es-t7-007", "fmt.scale", "¿Cuánto pagó Sierra Verde por Hornos Medina?", "La operación se cerró por 54.000.000 €.", SIERRA_VERDE, True),
    w.faith("es-t7-008", "fmt.period", "¿Cuánto tiempo se quedó Rafael Medina tras la venta?", "Rafael Medina siguió de asesor 36 meses más tras la venta.", SIERRA_VERDE, True),
    w.faith("es-t7-009", "role.swap", "¿Qué ocurrió con Sierra Verde en 2020?", "En 2020, Sierra Verde adquirió el grupo mexicano Altamar.", SIERRA_VERDE, False),
    w.faith("es-t7-010", "direction", "¿Qué papel tuvo Rafael Medina?", "Rafael Medina fue asesor durante los tres años anteriores a la venta a Sierra Verde.", SIERRA_VERDE, False),
    w.faith("es-t7-011", "value.currency", "¿Por cuánto se vendió Hornos Medina?", "Sierra Verde pagó 54 millones de pesos mexicanos por la cadena.", SIERRA_VERDE, False),
    w.faith("es-t7-012", "fmt.abbrev", "¿Cuándo se fundó el Club Deportivo Río Tajuña?", "El CD Río Tajuña nació en 1921 de la mano de trabajadores de la fábrica de harinas del pueblo.", TAJUNA, True),
    w.faith("es-t7-013", "para.nominal", "¿Desde cuándo juega el club en La Vega?", "Su llegada al estadio de La Vega data de 1957.", TAJUNA, True),
    w.faith("es-t7-014", "fmt.range", "¿Cuándo entrenó Manuel Prieto al equipo?", "Manuel Prieto dirigió al equipo en el periodo 1978-1994; nadie ha durado más en el cargo.", TAJUNA, True),
    w.faith("es-t7-015", "negation", "¿Qué títulos ha ganado el Río Tajuña?", "Ganó la copa regional tres veces entre 1970 y 1992 y también se llevó un título nacional.", TAJUNA, False),
    w.faith("es-t7-016", "value.number", "¿Cuántos espectadores caben en La Vega?", "El estadio de La Vega tiene capacidad para 3.900 espectadores.", TAJUNA, False),
    w.faith("es-t7-017", "para.combine", "¿Quién dirigió primero el instituto y quién vino después?", "La oceanógrafa Elena Ruiz fue la primera directora y estuvo quince años al frente; en 1996 tomó el relevo el químico Jorge Salas.", CABO_LINCE, True),
    w.faith("es-t7-018", "para.pronoun", "¿Quién dirige hoy el instituto?", "La doctora Marta Quintero. Ella encabezaba antes el laboratorio de plancton y dirige el centro desde 2020.", CABO_LINCE, True),
    w.faith("es-t7-019", "role.swap", "¿Qué cambió en el instituto en 1996?", "En 1996, el químico Jorge Salas le cedió la dirección a Elena Ruiz.", CABO_LINCE, False),
    w.faith("es-t7-020", "modality", "¿Se puede renovar el mandato de un director?", "Sí; de hecho, al cabo de cinco años el patronato está obligado a renovarlo una vez.", CABO_LINCE, False),
    w.faith("es-t7-021", "added.entity", "¿Quién nombra a los directores del instituto?", "Los nombra el patronato, junto con la consejería autonómica de universidades, por cinco años.", CABO_LINCE, False),
    w.faith("es-t7-022", "para.except", "¿Qué días abre la ferretería Soler?", "Todos los días menos el domingo.", SOLER, True),
    w.faith("es-t7-023", "fmt.time", "¿Cuál es el horario de la ferretería?", "De lunes a sábado, de nueve de la mañana a dos de la tarde y de cinco de la tarde a ocho y media de la noche.", SOLER, True),
    w.faith("es-t7-024", "added.fact", "¿Qué cambió Pilar al hacerse cargo de la ferretería?", "Pilar añadió un servicio de copia de llaves y empezó a vender también por internet.", SOLER, False),
    w.faith("es-t7-025", "value.time", "¿A qué hora cierra la ferretería por la tarde?", "Por la tarde cierra a las nueve y media.", SOLER, False),
    w.faith("es-t7-026", "value.except", "¿Abre la ferretería los sábados?", "No, los sábados y los domingos está cerrada.", SOLER, False),
    w.faith("es-t7-027", "wrap.opener", "¿Quién fundó la editorial Alcázar & Vidal?", "¡Claro! La fundaron en Barcelona en 1935 el librero Joan Alcázar y la traductora Mercè Vidal.", ALCAZAR, True),
    w.faith("es-t7-028", "wrap.attribution", "¿Por qué es conocida Alcázar & Vidal?", "Según su historia, la editorial se hizo un nombre traduciendo al castellano novela negra de Escandinavia.", ALCAZAR, True),
    w.faith("es-t7-029", "fmt.number", "¿Cuántos libros publica Alcázar & Vidal al año?", "Actualmente saca unos treinta y cinco títulos cada año.", ALCAZAR, True),
    w.faith("es-t7-030", "antonym", "¿A quién pertenece Alcázar & Vidal?", "En 2007 la compró el grupo Planella, mucho más pequeño, aunque conservó su propio sello.", ALCAZAR, False),
    w.faith("es-t7-031", "value.date", "¿Cuándo compró Planella la editorial?", "Planella la adquirió en 2017.", ALCAZAR, False),
    w.faith("es-t7-032", "fmt.date", "¿Cuándo puedo mandar un manuscrito a Alcázar & Vidal?", "Se aceptan originales del 1/5 al 30/6.", ALCAZAR_ENVIOS, True),
    w.faith("es-t7-033", "para.part", "¿Puedo enviar el manuscrito por correo postal?", "No, tiene que mandarse a través del formulario web.", ALCAZAR_ENVIOS, True),
    w.faith("es-t7-034", "quantifier", "¿Cuántos manuscritos puedo presentar?", "Puedes presentar varios manuscritos en cada convocatoria, siempre a través del formulario web.", ALCAZAR_ENVIOS, False),
    w.faith("es-t7-035", "fmt.time", "¿Qué horario tiene Fuerza Sur entre semana?", "De lunes a viernes se puede entrenar de siete de la mañana a once de la noche.", FUERZA, True),
    w.faith("es-t7-036", "fmt.currency", "¿Cuánto pagan los estudiantes en Fuerza Sur?", "Con carné de estudiante, la cuota sale a 30 euros al mes.", FUERZA, True),
    w.faith("es-t7-037", "value.unit", "¿Qué tamaño tiene la sala de entrenamiento?", "La sala de entrenamiento mide 850 pies cuadrados.", FUERZA, False),
    w.faith("es-t7-038", "fmt.share", "¿Qué parte del gimnasio compró Activa?", "Activa compró una cuarta parte del gimnasio; el resto sigue en manos de Lucía Ferrer y Óscar Gil.", FUERZA_DUENOS, True),
    w.faith("es-t7-039", "para.except", "¿La cuota de mañanas incluye clases colectivas?", "No; es la única cuota sin clases colectivas.", FUERZA_DUENOS, True),
    w.faith("es-t7-040", "direction", "¿Cuántas personas caben en una clase?", "Cada clase necesita un mínimo de 22 personas.", FUERZA_DUENOS, False),
    w.faith("es-t7-041", "wrap.closer", "¿Quién fundó Nubia Sistemas?", "Nubia Sistemas la fundaron Álvaro Peña e Irene Castro en 2008. ¡Espero que te sirva!", NUBIA, True),
    w.faith("es-t7-042", "wrap.hedge", "¿Cuántos empleados tiene Nubia Datacor?", "Si no me equivoco, unos 1.400, repartidos en cinco países.", NUBIA, True),
    w.faith("es-t7-043", "role.swap", "¿Quién dirigió la empresa tras la fusión?", "Tras la fusión, Álvaro Peña asumió la dirección general e Irene Castro presidió el consejo de administración.", NUBIA, False),
    w.faith("es-t7-044", "added.entity", "¿Con quién se fusionó Nubia Sistemas?", "En 2016 se fusionó con Datacor y con Redlog para formar Nubia Datacor.", NUBIA, False),
]

CORRECTNESS = [
    w.correct("es-t7-045", "correct.wordy", "¿Quién fundó la editorial Alcázar & Vidal?", "La editorial Alcázar & Vidal la fundaron en Barcelona, allá por 1935, el librero Joan Alcázar y la traductora Mercè Vidal.", "Joan Alcázar y Mercè Vidal.", True),
    w.correct("es-t7-046", "correct.format", "¿Cuánto pagó Sierra Verde por Hornos Medina?", "54.000.000 €", "54 millones de euros", True),
    w.correct("es-t7-047", "correct.format", "¿Cuántos espectadores caben en el estadio de La Vega?", "Nueve mil trescientos.", "9.300", True),
    w.correct("es-t7-048", "correct.wordy", "¿En qué año se fundó Nubia Sistemas?", "Nubia Sistemas la fundaron Álvaro Peña e Irene Castro en el año 2008.", "2008", True),
    w.correct("es-t7-049", "wrong.value", "¿Cuándo abrió Fuerza Sur?", "Fuerza Sur abrió en 2012.", "En 2015.", False),
    w.correct("es-t7-050", "wrong.role", "¿Quién compró Hornos Medina?", "Hornos Medina compró el grupo Sierra Verde.", "El grupo Sierra Verde compró Hornos Medina.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
