"""Spanish cases of set t10: an online grocery delivery (SuperCesta), a marathon's rules
(Maratón de la Ribera), a student dormitory (Colegio Mayor San Telmo), a dance school
(Escuela de Baile Duende), a solar panel installer (Solaria) and a botanical garden."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DELIVERY = (
    "SuperCesta reparte la compra a domicilio en Valencia capital de lunes a sábado, de 9:00 a 22:00. "
    "El envío es gratuito en pedidos a partir de 45 €; en pedidos menores cuesta 3,99 €. "
    "Los pedidos hechos antes de las 13:00 se entregan esa misma tarde. "
    "Los congelados llegan en bolsas isotérmicas que el repartidor recoge en el siguiente pedido."
)
REFUNDS = (
    "Si un producto llega en mal estado, hay que avisar por la aplicación en un plazo de 24 horas. "
    "SuperCesta devuelve el importe íntegro en la tarjeta de pago en un máximo de 10 días. "
    "Los productos sustitutos se pueden rechazar en la puerta sin ningún coste. "
    "Las bebidas alcohólicas solo se entregan a mayores de 18 años que muestren su DNI."
)
MARATHON_ENTRY = (
    "El Maratón de la Ribera se celebrará el domingo 30 de noviembre de 2025, con salida a las 8:15 desde la Plaza del Ayuntamiento. "
    "La inscripción cuesta 55 € hasta el 31 de agosto y 70 € a partir del 1 de septiembre. "
    "Pueden participar los mayores de 18 años cumplidos el día de la carrera. "
    "La inscripción no es reembolsable, pero puede cederse a otra persona hasta el 15 de noviembre."
)
MARATHON_COURSE = (
    "El tiempo máximo para completar el recorrido es de 5 horas y media. "
    "Hay avituallamiento líquido cada 5 kilómetros y sólido en los kilómetros 20, 30 y 35. "
    "Está prohibido correr acompañado de bicicletas o patinetes. "
    "Los corredores que se retiren deben entregar el dorsal al miembro de la organización más cercano."
)
DORM_RULES = (
    "El Colegio Mayor San Telmo ofrece 150 habitaciones individuales con baño propio y pensión completa. "
    "Las visitas pueden acceder a las habitaciones entre las 10:00 y las 22:00, siempre que se registren en conserjería. "
    "Está prohibido fumar en todo el edificio, incluidas las terrazas. "
    "La directora, Marta Ibáñez, asigna las habitaciones, y el subdirector, Jorge Luna, organiza las actividades culturales."
)
DORM_FEES = (
    "La mensualidad es de 1.150 € e incluye tres comidas al día, limpieza semanal de la habitación y wifi. "
    "Al reservar plaza se abona una fianza de 500 €, que se devuelve al terminar el curso si la habitación está en buen estado. "
    "Los residentes que se alojen todo el curso tienen un 5 % de descuento en la mensualidad. "
    "El colegio cierra en agosto."
)
DANCE_CLASSES = (
    "La Escuela de Baile Duende imparte flamenco, sevillanas y bachata para adultos. "
    "Las clases de flamenco de nivel inicial, con la profesora Lucía Moreno, son los lunes y miércoles de 19:30 a 21:00. "
    "La cuota mensual es de 50 € por una clase semanal y de 85 € por dos. "
    "La matrícula, de 20 €, se paga una sola vez al inscribirse."
)
DANCE_SHOW = (
    "El festival de fin de curso será el viernes 20 de junio a las 21:00 en el Teatro Principal. "
    "Pueden actuar todos los alumnos que hayan asistido al menos al 80 % de las clases. "
    "Los trajes de flamenco los aporta cada alumna, mientras que la escuela presta los mantones. "
    "Las entradas cuestan 12 € y se venden en la secretaría de la escuela."
)
SOLAR = (
    "Instalaciones Solaria monta placas solares en viviendas unifamiliares de la provincia de Murcia. "
    "El estudio previo es gratuito y el presupuesto se envía en un plazo de 48 horas. "
    "Una instalación de 4 kW con 10 placas suele quedar lista en un día. "
    "La empresa tramita la subvención y el alta en la distribuidora en nombre del cliente. "
    "Las placas tienen 30 años de garantía de producción y el inversor, 10 años."
)
GARDEN = (
    "El Jardín Botánico de la universidad abre de martes a domingo de 10:00 a 19:00; los lunes permanece cerrado. "
    "La entrada general cuesta 3 €, y los jubilados y los menores de 16 años entran gratis. "
    "Los domingos por la mañana hay visitas guiadas gratuitas a las 11:00 y a las 12:30. "
    "No está permitido entrar con bicicletas ni patines."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t10-001", "para.except", "¿Reparten los domingos?", "No, el domingo no hay reparto: SuperCesta solo lleva la compra de lunes a sábado.", DELIVERY, True),
    w.faith("es-t10-002", "fmt.time", "¿En qué horario reparten?", "Reparten de nueve de la mañana a diez de la noche.", DELIVERY, True),
    w.faith("es-t10-003", "fmt.currency", "¿Cuánto cuesta el envío?", "Si el pedido llega a 45 euros, el envío sale gratis; si no, pagas 3,99 EUR.", DELIVERY, True),
    w.faith("es-t10-004", "para.synonym", "¿Qué pasa con las bolsas de los congelados?", "El repartidor se lleva las bolsas isotérmicas de los congelados cuando te trae el próximo pedido.", DELIVERY, True),
    w.faith("es-t10-005", "fmt.period", "¿Cuánto tiempo tengo para reclamar un producto en mal estado?", "Tienes un día para avisar por la aplicación.", REFUNDS, True),
    w.faith("es-t10-006", "para.passive", "¿Cómo me devuelven el dinero?", "El importe completo se reintegra en tu tarjeta de pago en 10 días como máximo.", REFUNDS, True),
    w.faith("es-t10-007", "para.except", "¿Puede recoger la cerveza mi hijo de 16 años?", "No: a ningún menor de 18 años se le entregan bebidas alcohólicas, y los mayores tienen que enseñar el DNI.", REFUNDS, True),
    w.faith("es-t10-008", "fmt.date", "¿Cuándo es el maratón?", "Es el domingo 30/11/2025, con salida a las 8:15 desde la Plaza del Ayuntamiento.", MARATHON_ENTRY, True),
    w.faith("es-t10-009", "wrap.attribution", "¿Me devuelven la inscripción si no puedo correr?", "Según el reglamento, el dinero de la inscripción no se devuelve, aunque puedes cedérsela a otra persona hasta el 15 de noviembre.", MARATHON_ENTRY, True),
    w.faith("es-t10-010", "fmt.currency", "¿Cuánto cuesta inscribirse?", "Hasta finales de agosto son 55 euros; desde septiembre, 70.", MARATHON_ENTRY, True),
    w.faith("es-t10-011", "para.combine", "¿Dónde hay avituallamiento sólido?", "Hay bebida cada 5 km, y en los kilómetros 20, 30 y 35 también dan comida.", MARATHON_COURSE, True),
    w.faith("es-t10-012", "para.synonym", "¿Qué hago si me retiro?", "Si abandonas la carrera, tienes que dar tu dorsal a la persona de la organización que tengas más cerca.", MARATHON_COURSE, True),
    w.faith("es-t10-013", "wrap.opener", "¿Las habitaciones tienen baño?", "¡Claro! Las 150 habitaciones son individuales y cada una tiene su propio baño.", DORM_RULES, True),
    w.faith("es-t10-014", "para.except", "¿Se puede fumar en la terraza?", "No, en el edificio no se puede fumar en ningún sitio, y las terrazas no son una excepción.", DORM_RULES, True),
    w.faith("es-t10-015", "para.reorder", "¿Quién asigna las habitaciones?", "Las habitaciones las asigna la directora, Marta Ibáñez; de las actividades culturales se encarga el subdirector, Jorge Luna.", DORM_RULES, True),
    w.faith("es-t10-016", "fmt.thousands", "¿Cuánto cuesta al mes?", "Son 1150 euros al mes, con las tres comidas, la limpieza semanal y el wifi incluidos.", DORM_FEES, True),
    w.faith("es-t10-017", "fmt.share", "¿Hay algún descuento?", "Sí: si te quedas el curso entero, la mensualidad te sale un cinco por ciento más barata.", DORM_FEES, True),
    w.faith("es-t10-018", "wrap.hedge", "¿Me devuelven la fianza?", "Por lo que veo, sí: los 500 € de fianza se devuelven al acabar el curso, siempre que la habitación esté en buen estado.", DORM_FEES, True),
    w.faith("es-t10-019", "fmt.time", "¿Cuándo es flamenco inicial?", "Lucía Moreno da flamenco inicial los lunes y los miércoles, de siete y media a nueve de la noche.", DANCE_CLASSES, True),
    w.faith("es-t10-020", "fmt.share", "¿Quién puede actuar en el festival?", "Pueden actuar todos los alumnos que hayan ido como mínimo a cuatro de cada cinco clases.", DANCE_SHOW, True),
    w.faith("es-t10-021", "wrap.closer", "¿Dónde se compran las entradas?", "Las entradas, a 12 €, se venden en la secretaría de la escuela. ¡Que disfrutes del festival!", DANCE_SHOW, True),
    w.faith("es-t10-022", "para.synonym", "¿Quién se encarga de la subvención?", "La subvención y el alta en la distribuidora los gestiona Solaria por el cliente.", SOLAR, True),
    w.faith("es-t10-023", "fmt.period", "¿Cuánto tardan en mandar el presupuesto?", "El presupuesto llega en un plazo de dos días.", SOLAR, True),
    w.faith("es-t10-024", "wrap.question", "¿Qué garantía tienen?", "¿Te preguntas por la garantía? La producción de las placas está garantizada 30 años, y el inversor está cubierto 10 años.", SOLAR, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t10-025", "value.except", "¿Qué días reparten?", "SuperCesta reparte todos los días menos el lunes.", DELIVERY, False),
    w.faith("es-t10-026", "value.number", "¿Desde qué importe el envío es gratis?", "El envío no cuesta nada en pedidos a partir de 60 €.", DELIVERY, False),
    w.faith("es-t10-027", "negation", "¿Puedo rechazar un producto sustituto?", "No, los productos sustitutos no se pueden rechazar en la puerta.", REFUNDS, False),
    w.faith("es-t10-028", "quantifier", "¿Cuánto me devuelven si llega algo roto?", "SuperCesta te devuelve una parte del importe en la tarjeta en un máximo de 10 días.", REFUNDS, False),
    w.faith("es-t10-029", "value.currency", "¿Cuánto cuesta la inscripción?", "La inscripción cuesta 55 dólares hasta el 31 de agosto.", MARATHON_ENTRY, False),
    w.faith("es-t10-030", "direction", "¿Quién puede participar?", "Pueden participar los menores de 18 años.", MARATHON_ENTRY, False),
    w.faith("es-t10-031", "negation", "¿Se puede recuperar el dinero de la inscripción?", "Sí, la inscripción es reembolsable, y además puede cederse hasta el 15 de noviembre.", MARATHON_ENTRY, False),
    w.faith("es-t10-032", "value.number", "¿Dónde hay avituallamiento sólido?", "Hay avituallamiento sólido en los kilómetros 20, 25 y 35.", MARATHON_COURSE, False),
    w.faith("es-t10-033", "modality", "¿Puede acompañarme un amigo en bici?", "Se recomienda no correr acompañado de bicicletas o patinetes, aunque no está prohibido.", MARATHON_COURSE, False),
    w.faith("es-t10-034", "added.fact", "¿Qué pasa si me retiro?", "Tienes que entregar el dorsal al miembro de la organización más cercano, y un autobús te llevará de vuelta a la meta.", MARATHON_COURSE, False),
    w.faith("es-t10-035", "role.swap", "¿Quién asigna las habitaciones?", "El subdirector, Jorge Luna, asigna las habitaciones, y la directora, Marta Ibáñez, organiza las actividades culturales.", DORM_RULES, False),
    w.faith("es-t10-036", "antonym", "¿Cuándo se devuelve la fianza?", "La fianza de 500 € se devuelve al terminar el curso si la habitación está en mal estado.", DORM_FEES, False),
    w.faith("es-t10-037", "added.entity", "¿Qué incluye la mensualidad?", "La mensualidad de 1.150 € incluye tres comidas al día, limpieza semanal, wifi y gimnasio.", DORM_FEES, False),
    w.faith("es-t10-038", "direction", "¿Cuándo se paga la matrícula?", "La matrícula de 20 € se paga una sola vez, al terminar el curso.", DANCE_CLASSES, False),
    w.faith("es-t10-039", "quantifier", "¿Quién puede actuar en el festival?", "Todos los alumnos pueden actuar en el festival, hayan asistido o no a las clases.", DANCE_SHOW, False),
    w.faith("es-t10-040", "role.swap", "¿Quién pone el vestuario?", "Los mantones los aporta cada alumna, y la escuela presta los trajes de flamenco.", DANCE_SHOW, False),
    w.faith("es-t10-041", "value.date", "¿Cuándo es el festival?", "El festival será el viernes 27 de junio a las 21:00 en el Teatro Principal.", DANCE_SHOW, False),
    w.faith("es-t10-042", "value.unit", "¿Cuánto tardan en enviar el presupuesto?", "El presupuesto se envía en un plazo de 48 días.", SOLAR, False),
    w.faith("es-t10-043", "negation", "¿Puedo entrar en bici al jardín?", "Con bicicleta sí se puede entrar, pero con patines no.", GARDEN, False),
    w.faith("es-t10-044", "direction", "¿Quién entra gratis al jardín?", "Entran gratis los jubilados y los mayores de 16 años.", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t10-045", "correct.wordy", "¿Cuánto cuesta la entrada general al Jardín Botánico?", "Si pagas la entrada general del Jardín Botánico de la universidad, te cuesta tres euros.", "3 €.", True),
    w.correct("es-t10-046", "correct.format", "¿A qué hora sale el Maratón de la Ribera?", "A las ocho y cuarto de la mañana.", "A las 8:15.", True),
    w.correct("es-t10-047", "correct.short", "¿Quién da flamenco inicial en la Escuela Duende?", "Lucía Moreno.", "La profesora Lucía Moreno.", True),
    w.correct("es-t10-048", "correct.format", "¿Cuánto es la fianza del Colegio Mayor San Telmo?", "Quinientos euros.", "500 €.", True),
    w.correct("es-t10-049", "wrong.value", "¿Cuánto cuesta la mensualidad en San Telmo?", "La mensualidad es de 1.050 €.", "1.150 € al mes.", False),
    w.correct("es-t10-050", "wrong.role", "¿Quién asigna las habitaciones en San Telmo?", "El subdirector, Jorge Luna.", "La directora, Marta Ibáñez.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
