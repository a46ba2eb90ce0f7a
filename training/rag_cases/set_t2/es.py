"""Spanish cases of set t2: a university registrar's office (enrolment, credit transfer), a dog
grooming salon (hours, house rules), a bakery chain (shops, Twelfth Night cakes), an e-scooter
rental (rates, monthly pass), home insurance claims (broken glass) and a museum shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MATRICULA = "El plazo de matrícula para el curso 2024-2025 va del 10 al 26 de julio. La matrícula se formaliza por internet, salvo para los estudiantes de nuevo ingreso, que deben acudir a la Secretaría en persona. El primer pago, del 40 % del importe total, se carga en el momento de matricularse. Quienes tengan una beca del Ministerio no pagan la matrícula."
CONVALIDACION = "Las solicitudes de convalidación se presentan en la Secretaría de la Facultad, planta baja, ventanilla 3. Hay que adjuntar el programa de cada asignatura sellado por la universidad de origen. La comisión académica resuelve en un plazo máximo de dos meses, y la Secretaría comunica la resolución por correo electrónico. La tasa es de 35 euros por asignatura."
PELUQUERIA = "La peluquería canina Guau Guau abre de lunes a sábado, de 9:30 a 19:00. El baño con corte para perros pequeños cuesta 40 euros y dura una hora aproximadamente. Los perros de razas peligrosas deben venir con bozal. Los lunes, la peluquera jefa, Carmen Ortiz, atiende solo a cachorros."
NORMAS = "Si no puede acudir, avise con al menos 12 horas de antelación; de lo contrario, se cobrará una penalización de 10 euros. El corte de uñas está incluido en todos los servicios. Los gatos se atienden únicamente con cita previa. Aceptamos pago con tarjeta y Bizum, pero no en efectivo."
PANADERIA = "La cadena Horno San Blas tiene 27 tiendas en la Comunidad Valenciana. Todas abren los domingos de 8:00 a 14:00. El pan integral se elabora con masa madre y sin levadura industrial. A partir de las 20:00, las barras que sobran se venden a mitad de precio."
ROSCON = "Los roscones de Reyes por encargo deben pedirse antes del 3 de enero. El roscón mediano cuesta 18 euros y el grande, 26 euros. La maestra pastelera, Lucía Ferrer, prepara la masa, y los dependientes se encargan de rellenar los roscones con nata o trufa. Los encargos se recogen el 5 o el 6 de enero."
PATINETE = "Los patinetes de RodaYa cuestan 0,50 euros por desbloqueo y 0,20 euros por minuto. Para usarlos hay que ser mayor de edad. Está prohibido circular por las aceras y llevar auriculares durante el trayecto. La velocidad máxima es de 25 km/h."
BONO = "El bono mensual de RodaYa cuesta 24,99 euros e incluye 40 minutos diarios. Si un día se superan los 40 minutos, el tiempo extra se cobra a la tarifa normal. El bono se renueva automáticamente cada mes, salvo que se cancele desde la app. Los menores de 25 años tienen un 20 % de descuento en el bono."
CRISTALES = "Los daños por rotura de cristales deben comunicarse a la aseguradora en un plazo máximo de 7 días. El asegurado tiene que enviar fotos de los daños y, si la tiene, la factura del cristal. Para reparaciones de menos de 600 euros, la aseguradora envía directamente a un cristalero de su red, sin perito. El perito solo interviene en siniestros de mayor importe y elabora un informe para el tramitador. Esta cobertura no tiene franquicia."
TIENDA = "La tienda del museo está en la planta baja y abre de martes a domingo, de 10:00 a 20:00. Los Amigos del Museo tienen un 15 % de descuento en todos los productos, excepto en las reproducciones de cuadros. Las láminas de la colección Sorolla las imprime el taller Estampa y las firma el director del museo, Javier Lozano. Los envíos a domicilio cuestan 6 euros a cualquier punto de España."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("es-t2-001", "fmt.date", "¿Cuándo me puedo matricular?", "El plazo de matrícula del curso 2024-2025 va del 10/07 al 26/07.", MATRICULA, True),
    w.faith("es-t2-002", "para.except", "¿Me puedo matricular por internet?", "Si eres de nuevo ingreso, tendrás que ir en persona a la Secretaría; el resto de estudiantes se matricula por internet.", MATRICULA, True),
    w.faith("es-t2-003", "para.synonym", "¿Pagan matrícula los becarios?", "No, los estudiantes con beca del Ministerio están exentos de pagar la matrícula.", MATRICULA, True),
    w.faith("es-t2-004", "para.combine", "¿Cuánto tardan en resolver una convalidación?", "La comisión académica tiene como mucho dos meses para resolver, y después la Secretaría te avisa del resultado por correo electrónico.", CONVALIDACION, True),
    w.faith("es-t2-005", "fmt.currency", "¿Cuánto cuesta convalidar una asignatura?", "Por cada asignatura se pagan 35 €.", CONVALIDACION, True),
    w.faith("es-t2-006", "para.except", "¿Abre la peluquería los domingos?", "No, Guau Guau cierra los domingos.", PELUQUERIA, True),
    w.faith("es-t2-007", "fmt.time", "¿Qué horario tiene Guau Guau?", "Abre a las nueve y media de la mañana y cierra a las siete de la tarde.", PELUQUERIA, True),
    w.faith("es-t2-008", "fmt.period", "¿Cuánto se tarda en bañar y cortar a un perro pequeño?", "Unos sesenta minutos, y el servicio cuesta 40 €.", PELUQUERIA, True),
    w.faith("es-t2-009", "para.pronoun", "¿Quién atiende a los cachorros los lunes?", "La peluquera jefa, Carmen Ortiz: ese día ella solo se ocupa de cachorros.", PELUQUERIA, True),
    w.faith("es-t2-010", "fmt.period", "¿Qué pasa si anulo la cita a última hora?", "Si avisas con menos de medio día de antelación, te cobran una penalización de 10 €.", NORMAS, True),
    w.faith("es-t2-011", "wrap.hedge", "¿Puedo llevar a mi gato sin cita?", "Creo que no: los gatos solo se atienden con cita previa.", NORMAS, True),
    w.faith("es-t2-012", "fmt.number", "¿Cuántas tiendas tiene Horno San Blas?", "Horno San Blas cuenta con veintisiete tiendas en la Comunidad Valenciana.", PANADERIA, True),
    w.faith("es-t2-013", "fmt.share", "¿Hay descuento en el pan por la noche?", "Sí, desde las ocho de la tarde las barras que sobran cuestan un 50 % menos.", PANADERIA, True),
    w.faith("es-t2-014", "wrap.attribution", "¿Cómo hacen el pan integral?", "Según la panadería, el pan integral lleva masa madre y no lleva levadura industrial.", PANADERIA, True),
    w.faith("es-t2-015", "para.synonym", "¿Quién hace los roscones?", "De la masa se ocupa la maestra pastelera, Lucía Ferrer, mientras que los dependientes les ponen el relleno de nata o trufa.", ROSCON, True),
    w.faith("es-t2-016", "fmt.currency", "¿Cuánto vale el roscón grande?", "El grande sale por 26 €.", ROSCON, True),
    w.faith("es-t2-017", "fmt.currency", "¿Cuánto cuesta usar un patinete de RodaYa?", "Desbloquearlo cuesta 50 céntimos y cada minuto, 20 céntimos.", PATINETE, True),
    w.faith("es-t2-018", "fmt.unit", "¿A qué velocidad van los patinetes?", "Como máximo van a 25 kilómetros por hora.", PATINETE, True),
    w.faith("es-t2-019", "fmt.share", "¿Hay descuento para jóvenes en el bono?", "Sí, si tienes menos de 25 años te descuentan la quinta parte del precio del bono.", BONO, True),
    w.faith("es-t2-020", "wrap.opener", "¿Qué incluye el bono mensual?", "¡Claro! El bono mensual cuesta 24,99 € y te da 40 minutos al día.", BONO, True),
    w.faith("es-t2-021", "fmt.period", "¿Cuánto tiempo tengo para dar parte de un cristal roto?", "Tienes una semana como máximo para comunicárselo a la aseguradora.", CRISTALES, True),
    w.faith("es-t2-022", "para.relative", "¿Vendrá un perito a ver mi ventana?", "En las reparaciones que no llegan a 600 €, la aseguradora manda directamente a un cristalero de su red, sin que intervenga un perito.", CRISTALES, True),
    w.faith("es-t2-023", "para.passive", "¿Quién hace las láminas de Sorolla?", "Las láminas de Sorolla son impresas por el taller Estampa y firmadas por el director del museo, Javier Lozano.", TIENDA, True),
    w.faith("es-t2-024", "wrap.question", "¿Hacéis envíos a casa?", "Sí, el envío a domicilio cuesta 6 € a cualquier punto de España. ¿Quieres que te explique algo más?", TIENDA, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t2-025", "value.date", "¿Hasta cuándo puedo matricularme?", "El plazo de matrícula termina el 31 de julio.", MATRICULA, False),
    w.faith("es-t2-026", "value.number", "¿Cuánto se paga al matricularse?", "En el momento de matricularte se carga un primer pago del 50 % del importe total.", MATRICULA, False),
    w.faith("es-t2-027", "negation", "¿Los becados del Ministerio pagan matrícula?", "Sí, quienes tienen beca del Ministerio también pagan la matrícula.", MATRICULA, False),
    w.faith("es-t2-028", "role.swap", "¿Quién decide sobre las convalidaciones?", "La Secretaría resuelve las solicitudes y la comisión académica comunica la resolución por correo electrónico.", CONVALIDACION, False),
    w.faith("es-t2-029", "modality", "¿Tengo que adjuntar el programa de las asignaturas?", "Adjuntar el programa sellado es opcional.", CONVALIDACION, False),
    w.faith("es-t2-030", "value.currency", "¿Cuál es la tasa de convalidación?", "La tasa es de 35 dólares por asignatura.", CONVALIDACION, False),
    w.faith("es-t2-031", "value.except", "¿Qué día cierra Guau Guau?", "La peluquería cierra los lunes.", PELUQUERIA, False),
    w.faith("es-t2-032", "value.time", "¿Hasta qué hora abre la peluquería?", "Guau Guau abre de 9:30 a 21:00.", PELUQUERIA, False),
    w.faith("es-t2-033", "direction", "¿Cuándo cobráis penalización?", "Si avisas con más de 12 horas de antelación, te cobramos 10 euros.", NORMAS, False),
    w.faith("es-t2-034", "negation", "¿Puedo pagar en efectivo?", "Sí, además de tarjeta y Bizum, también aceptamos efectivo.", NORMAS, False),
    w.faith("es-t2-035", "quantifier", "¿Abren las tiendas los domingos?", "Solo algunas tiendas abren los domingos, de 8:00 a 14:00.", PANADERIA, False),
    w.faith("es-t2-036", "antonym", "¿El pan integral lleva levadura?", "Sí, el pan integral se hace con masa madre y con levadura industrial.", PANADERIA, False),
    w.faith("es-t2-037", "role.swap", "¿Quién prepara la masa del roscón?", "Los dependientes preparan la masa y Lucía Ferrer rellena los roscones.", ROSCON, False),
    w.faith("es-t2-038", "value.date", "¿Cuándo se recogen los roscones?", "Los encargos se recogen el 4 o el 5 de enero.", ROSCON, False),
    w.faith("es-t2-039", "added.fact", "¿Cuánto cuesta el roscón grande?", "El grande cuesta 26 euros y también se puede pedir sin gluten.", ROSCON, False),
    w.faith("es-t2-040", "value.unit", "¿Qué velocidad alcanzan los patinetes?", "La velocidad máxima es de 25 millas por hora.", PATINETE, False),
    w.faith("es-t2-041", "direction", "¿Quién tiene descuento en el bono?", "Los mayores de 25 años tienen un 20 % de descuento en el bono.", BONO, False),
    w.faith("es-t2-042", "role.swap", "¿Qué hace el perito?", "El tramitador elabora un informe para el perito en los siniestros de mayor importe.", CRISTALES, False),
    w.faith("es-t2-043", "value.except", "¿Tienen descuento los Amigos del Museo?", "Sí, un 15 % en todo excepto en los libros.", TIENDA, False),
    w.faith("es-t2-044", "added.entity", "¿Quién imprime las láminas de Sorolla?", "Las imprimen el taller Estampa y la imprenta Gráficas Levante, y las firma Javier Lozano.", TIENDA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t2-045", "correct.wordy", "¿Cuánto cuesta el roscón mediano?", "El roscón de tamaño mediano tiene un precio de 18 euros; el grande es algo más caro.", "18 euros", True),
    w.correct("es-t2-046", "correct.format", "¿Cuál es la velocidad máxima de los patinetes de RodaYa?", "Veinticinco kilómetros por hora.", "25 km/h", True),
    w.correct("es-t2-047", "correct.format", "¿Cuándo termina el plazo de matrícula?", "26/07", "El 26 de julio.", True),
    w.correct("es-t2-048", "correct.wordy", "¿Quién firma las láminas de Sorolla?", "Cada lámina de la colección Sorolla va firmada por Javier Lozano, que es el director del museo.", "El director del museo, Javier Lozano.", True),
    w.correct("es-t2-049", "wrong.value", "¿Cuánto cuesta el bono mensual de RodaYa?", "Cuesta 29,99 euros al mes.", "24,99 euros", False),
    w.correct("es-t2-050", "wrong.role", "¿Quién resuelve las convalidaciones?", "Las resuelve la Secretaría de la Facultad.", "La comisión académica.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
