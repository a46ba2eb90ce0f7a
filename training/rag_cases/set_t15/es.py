"""Spanish cases of set t15: una sala de escape en Valencia, la programación de una radio
local, el horario y las guardias de una farmacia, el ferry Dénia – Ibiza y sus
excepciones, las normas del comedor de un colegio y la reserva de pistas de pádel en un
polideportivo municipal."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ESCAPE_ROOM = (
    "La sala de escape «El Manicomio», de Enigma Rooms en Valencia, admite grupos de 2 a 6 personas. "
    "Los jugadores tienen 70 minutos para salir. "
    "El precio es de 60 € para un grupo de dos y 12 € más por cada persona adicional. "
    "La directora de juego, Marta Ibáñez, puede dar hasta tres pistas."
)
ESCAPE_RULES = (
    "«El Manicomio» fue diseñada por Álvaro Requena e inaugurada el 20 de octubre de 2021. "
    "No se permite la entrada a menores de 16 años, ni siquiera acompañados. "
    "Las reservas pueden cambiarse sin coste hasta 24 horas antes; después se cobra una penalización de 15 €."
)
RADIO_MORNING = (
    "En Onda Marina, el magacín «Buenos días, costa» se emite de lunes a viernes de 7:00 a 11:00 y lo presentan Carmen Salas y Raúl Prieto. "
    "Los sábados, en la misma franja, suena «Vermú musical», con Toni Ferrer. "
    "Cada media hora hay un boletín informativo."
)
RADIO_CHANGES = (
    "A partir del 15 de septiembre, el programa deportivo «Tiempo de juego local» pasa del domingo al lunes por la noche, a las 22:00. "
    "Durará 90 minutos. "
    "Lo dirigirá la periodista Elena Quiroga, que sustituye a Paco Márquez tras su jubilación. "
    "El 24 de diciembre no habrá emisión."
)
PHARMACY_HOURS = (
    "La Farmacia Alameda abre de lunes a viernes de 9:00 a 14:00 y de 17:00 a 20:30, y los sábados de 10:00 a 14:00. "
    "Los domingos y festivos permanece cerrada. "
    "La farmacéutica titular es Rosa Medina. "
    "Los pedidos por WhatsApp se preparan en el día si llegan antes de las 12:00."
)
PHARMACY_AUGUST = (
    "Durante agosto, la Farmacia Alameda abre solo por las mañanas, de 9:00 a 14:00. "
    "El 15 de agosto está de guardia las 24 horas. "
    "Fuera de su horario, la farmacia de guardia más cercana es la del Mercado Central, que abre hasta las 23:00."
)
FERRY_TIMES = (
    "El ferry de Dénia a Ibiza sale todos los días a las 8:00 y a las 18:00. "
    "La travesía dura unas dos horas y media. "
    "El billete de ida para adultos cuesta 55 €, y los niños de 2 a 11 años pagan la mitad. "
    "Los coches deben estar en el puerto una hora antes de la salida."
)
FERRY_EXCEPTIONS = (
    "De noviembre a marzo se suprime la salida de las 18:00, excepto los viernes. "
    "El 25 de diciembre y el 1 de enero no hay servicio. "
    "Si se cancela una salida por mal tiempo, la naviera ofrece plaza en el siguiente barco o la devolución íntegra del billete."
)
CANTEEN = (
    "El comedor del CEIP Los Almendros funciona de octubre a mayo, de 14:00 a 15:30. "
    "El menú diario cuesta 4,90 € y el fijo mensual, 92 €. "
    "Los jueves hay siempre pescado, y cada día se ofrece fruta de temporada de postre. "
    "No se permite traer comida de casa, salvo en caso de alergia justificada."
)
CANTEEN_RULES = (
    "El menú lo elabora la nutricionista Lucía Ortega, y la empresa Cocinas del Sur lo cocina en el propio centro. "
    "Los monitores acompañan a los alumnos de Infantil durante toda la comida. "
    "Las bajas del comedor deben comunicarse por escrito antes del día 25 del mes anterior."
)
PADEL = (
    "En el polideportivo municipal de San Blas, las pistas de pádel se reservan por la app con un máximo de 5 días de antelación. "
    "La hora y media cuesta 14 € con luz natural y 18 € con luz artificial. "
    "Los empadronados tienen un 30 % de descuento. "
    "Cada usuario puede tener como máximo una reserva activa."
)
PADEL_RULES = (
    "Las pistas de San Blas están abiertas todos los días de 8:00 a 23:00, salvo los domingos por la tarde, cuando se juega la liga municipal que coordina Jorge Lerma. "
    "Si no llegas en los primeros 10 minutos, la pista queda libre para otros usuarios. "
    "Es obligatorio usar calzado de pádel o de suela lisa."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t15-001", "fmt.period", "¿Cuánto tiempo tenemos para salir?", "Contáis con una hora y diez minutos para escapar.", ESCAPE_ROOM, True),
    w.faith("es-t15-002", "para.relative", "¿Nos pueden ayudar si nos atascamos?", "Sí, Marta Ibáñez, que es quien dirige el juego, os puede dar como mucho tres pistas.", ESCAPE_ROOM, True),
    w.faith("es-t15-003", "fmt.currency", "¿Cuánto cuesta si vamos dos?", "Para un grupo de dos son sesenta euros.", ESCAPE_ROOM, True),
    w.faith("es-t15-004", "para.passive", "¿Quién diseñó «El Manicomio»?", "Álvaro Requena diseñó la sala, que se inauguró en octubre de 2021.", ESCAPE_RULES, True),
    w.faith("es-t15-005", "fmt.date", "¿Desde cuándo está abierta la sala?", "Se inauguró el 20/10/2021.", ESCAPE_RULES, True),
    w.faith("es-t15-006", "para.except", "¿Puede venir mi hijo de 14 años si voy yo con él?", "No: solo pueden entrar personas de 16 años en adelante, vayan o no acompañadas.", ESCAPE_RULES, True),
    w.faith("es-t15-007", "fmt.time", "¿A qué hora es «Buenos días, costa»?", "De lunes a viernes, de siete a once de la mañana.", RADIO_MORNING, True),
    w.faith("es-t15-008", "para.combine", "¿Quién presenta las mañanas de Onda Marina?", "De lunes a viernes, Carmen Salas y Raúl Prieto están al frente del magacín; los sábados, en la misma franja, se pone Toni Ferrer con «Vermú musical».", RADIO_MORNING, True),
    w.faith("es-t15-009", "fmt.period", "¿Cuánto durará «Tiempo de juego local»?", "Hora y media.", RADIO_CHANGES, True),
    w.faith("es-t15-010", "para.synonym", "¿Quién llevará el programa deportivo?", "La periodista Elena Quiroga toma el relevo de Paco Márquez, que se ha jubilado.", RADIO_CHANGES, True),
    w.faith("es-t15-011", "fmt.time", "¿Cuándo se emitirá ahora el programa?", "Desde el 15 de septiembre, los lunes a las diez de la noche.", RADIO_CHANGES, True),
    w.faith("es-t15-012", "para.except", "¿Abre la Farmacia Alameda el domingo?", "No, solo abre de lunes a sábado, y los festivos tampoco.", PHARMACY_HOURS, True),
    w.faith("es-t15-013", "wrap.attribution", "¿Puedo hacer un pedido por WhatsApp?", "Según la farmacia, si el pedido por WhatsApp llega antes del mediodía, lo tienen preparado ese mismo día.", PHARMACY_HOURS, True),
    w.faith("es-t15-014", "wrap.opener", "¿Qué horario tiene la farmacia en agosto?", "¡Buena pregunta! En agosto la Farmacia Alameda solo abre de mañana, de 9:00 a 14:00.", PHARMACY_AUGUST, True),
    w.faith("es-t15-015", "fmt.unit", "¿Cuánto dura la travesía a Ibiza?", "Alrededor de 150 minutos.", FERRY_TIMES, True),
    w.faith("es-t15-016", "fmt.share", "¿Cuánto pagan los niños en el ferry?", "Los niños de 2 a 11 años pagan el 50 % del billete de adulto.", FERRY_TIMES, True),
    w.faith("es-t15-017", "para.except", "¿Hay ferry de tarde un martes de enero?", "No; de noviembre a marzo, la salida de las 18:00 solo se mantiene los viernes.", FERRY_EXCEPTIONS, True),
    w.faith("es-t15-018", "wrap.hedge", "¿Qué pasa si cancelan el barco por temporal?", "Por lo que parece, te ofrecen sitio en el siguiente barco o te devuelven el importe entero del billete.", FERRY_EXCEPTIONS, True),
    w.faith("es-t15-019", "fmt.currency", "¿Cuánto cuesta el comedor?", "Cuatro euros con noventa el menú de un día, o noventa y dos euros al mes con el fijo.", CANTEEN, True),
    w.faith("es-t15-020", "para.except", "¿Puede mi hija llevarse la tartera de casa?", "Solo si tiene una alergia justificada; en los demás casos no se puede traer comida de casa.", CANTEEN, True),
    w.faith("es-t15-021", "wrap.closer", "¿Qué días hay pescado en el comedor?", "El pescado toca siempre los jueves. ¡Que aproveche!", CANTEEN, True),
    w.faith("es-t15-022", "para.pronoun", "¿Quién hace el menú del comedor?", "Lucía Ortega, la nutricionista. Ella lo elabora, y Cocinas del Sur lo cocina en el colegio.", CANTEEN_RULES, True),
    w.faith("es-t15-023", "para.except", "¿Se puede jugar al pádel el domingo por la tarde?", "No, esas tardes las pistas se reservan para la liga municipal que coordina Jorge Lerma.", PADEL_RULES, True),
    w.faith("es-t15-024", "wrap.question", "¿Qué calzado necesito para la pista?", "¿Que qué calzado necesitas? Zapatillas de pádel o de suela lisa; es obligatorio.", PADEL_RULES, True),
    # unfaithful: exactly one claim is not supported
    w.faith("es-t15-025", "value.number", "¿Cuántos podemos jugar?", "La sala admite grupos de dos a ocho personas.", ESCAPE_ROOM, False),
    w.faith("es-t15-026", "value.currency", "¿Cuánto paga cada persona de más?", "Por cada persona adicional se pagan 15 € más.", ESCAPE_ROOM, False),
    w.faith("es-t15-027", "negation", "¿Pueden jugar menores de 16 años?", "Sí, los menores de 16 pueden entrar siempre que vayan con un adulto.", ESCAPE_RULES, False),
    w.faith("es-t15-028", "role.swap", "¿Quién presenta «Buenos días, costa»?", "Entre semana lo presenta Toni Ferrer, y Carmen Salas y Raúl Prieto se encargan del «Vermú musical» de los sábados.", RADIO_MORNING, False),
    w.faith("es-t15-029", "added.fact", "¿Hay informativos por la mañana?", "Sí, cada media hora hay un boletín informativo, seguido siempre del parte del tiempo.", RADIO_MORNING, False),
    w.faith("es-t15-030", "role.swap", "¿Quién dirigirá «Tiempo de juego local»?", "Paco Márquez sustituye a Elena Quiroga al frente del programa.", RADIO_CHANGES, False),
    w.faith("es-t15-031", "value.date", "¿Desde cuándo cambia de día el programa?", "El cambio se aplica a partir del 5 de septiembre.", RADIO_CHANGES, False),
    w.faith("es-t15-032", "direction", "¿A qué día se mueve el programa deportivo?", "Pasa del lunes al domingo por la noche, a las 22:00.", RADIO_CHANGES, False),
    w.faith("es-t15-033", "negation", "¿Se emite el programa el 24 de diciembre?", "Sí, el 24 de diciembre se emitirá con normalidad.", RADIO_CHANGES, False),
    w.faith("es-t15-034", "value.time", "¿Qué horario tiene la farmacia los sábados?", "Los sábados abre de 10:00 a 13:00.", PHARMACY_HOURS, False),
    w.faith("es-t15-035", "value.except", "¿Cuándo está cerrada la Farmacia Alameda?", "Cierra los domingos; los festivos abre con el horario del sábado.", PHARMACY_HOURS, False),
    w.faith("es-t15-036", "antonym", "¿Abre la farmacia en agosto?", "Sí, pero durante agosto solo abre por las tardes.", PHARMACY_AUGUST, False),
    w.faith("es-t15-037", "added.entity", "¿Adónde voy si está cerrada?", "La farmacia de guardia más cercana es la del Mercado Central o la del hospital comarcal.", PHARMACY_AUGUST, False),
    w.faith("es-t15-038", "value.currency", "¿Cuánto cuesta el billete de ida a Ibiza?", "Un adulto paga 65 € por el billete de ida.", FERRY_TIMES, False),
    w.faith("es-t15-039", "quantifier", "¿Los niños pagan billete completo?", "No, todos los niños pagan la mitad, tengan la edad que tengan.", FERRY_TIMES, False),
    w.faith("es-t15-040", "value.except", "¿Hay salida de tarde en invierno?", "De noviembre a marzo, la salida de las 18:00 solo se mantiene los domingos.", FERRY_EXCEPTIONS, False),
    w.faith("es-t15-041", "quantifier", "¿Qué ofrece la naviera si se cancela por mal tiempo?", "La naviera solo devuelve el importe del billete, sin opción de cambiar de barco.", FERRY_EXCEPTIONS, False),
    w.faith("es-t15-042", "modality", "¿Cómo doy de baja a mi hijo del comedor?", "Se recomienda avisar por escrito antes del día 25 del mes anterior, aunque no es obligatorio.", CANTEEN_RULES, False),
    w.faith("es-t15-043", "role.swap", "¿Quién elabora el menú?", "La empresa Cocinas del Sur elabora el menú y la nutricionista Lucía Ortega lo cocina en el centro.", CANTEEN_RULES, False),
    w.faith("es-t15-044", "direction", "¿Cuándo sale más barata la pista?", "Con luz artificial la hora y media sale más barata que con luz natural.", PADEL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t15-045", "correct.wordy", "¿A qué hora sale el primer ferry de Dénia a Ibiza?", "El primer barco del día rumbo a Ibiza zarpa de Dénia a las ocho de la mañana, todos los días.", "A las 8:00.", True),
    w.correct("es-t15-046", "correct.format", "¿Cuánto cuesta el menú diario del comedor de Los Almendros?", "Cuatro euros con noventa céntimos.", "4,90 €", True),
    w.correct("es-t15-047", "correct.wordy", "¿Quién es la farmacéutica titular de la Farmacia Alameda?", "La titular de la Farmacia Alameda es la farmacéutica Rosa Medina; ella es quien está al frente.", "Rosa Medina", True),
    w.correct("es-t15-048", "correct.format", "¿Cuánto dura «Tiempo de juego local»?", "Hora y media.", "90 minutos", True),
    w.correct("es-t15-049", "wrong.value", "¿Cuánto tiempo hay para salir de «El Manicomio»?", "Hay 90 minutos para salir.", "70 minutos", False),
    w.correct("es-t15-050", "wrong.role", "¿Quién elabora el menú del comedor?", "Lo elabora la empresa Cocinas del Sur.", "La nutricionista Lucía Ortega", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
