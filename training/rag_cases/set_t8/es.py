"""Spanish cases of set t8: una escuela infantil, un aparcamiento, un turoperador, un estudio de
fotografía, una oficina de Correos y un club de ajedrez (quién forma a quién, quién depende de
quién, quién sustituyó a quién y quién le prestó qué a quién)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ESCUELA_CUOTAS = (
    "La escuela infantil Los Peques abre de lunes a viernes de 8:00 a 17:00. La cuota mensual es de 390 €, "
    "y el comedor cuesta 95 € más al mes. Los hermanos tienen un 15 % de descuento en la cuota. "
    "En agosto permanece cerrada todo el mes."
)
ESCUELA_EQUIPO = (
    "La directora, Marta Gil, sustituyó a Ramón Ortega en septiembre de 2021. La clase de los Delfines (2 años) la lleva "
    "Lucía Santos, y la de los Pingüinos (3 años), Andrés Vidal. Lucía Santos formó el curso pasado a la nueva técnica, Paula Rey. "
    "Las familias deben avisar por la aplicación antes de las 9:30 si el niño va a faltar."
)
APARCAMIENTO_TARIFAS = (
    "El aparcamiento de la Plaza Mayor tiene 300 plazas en tres plantas y abre todos los días de 7:00 a 23:00. "
    "La primera hora cuesta 2,20 € y cada hora adicional, 1,90 €. El máximo diario es de 18 €. "
    "No se admiten vehículos de más de 2 metros de altura."
)
APARCAMIENTO_EQUIPO = (
    "El encargado del aparcamiento es Jorge Navarro; el vigilante nocturno, Iván Molina, depende de él. "
    "El abono mensual cuesta 85 € y solo se puede comprar en la oficina de la planta -1. "
    "Los abonados pueden aparcar en cualquier planta menos en la -3, reservada a vecinos."
)
EXCURSION = (
    "Viajes Sol y Mar organiza una excursión de un día a Ronda los jueves y los domingos. "
    "El autobús sale de Málaga a las 8:30 y vuelve hacia las 19:30. El billete cuesta 55 € para adultos y 30 € para "
    "menores de 12 años; la comida no está incluida. Se puede cancelar gratis hasta 24 horas antes de la salida."
)
EXCURSION_EQUIPO = (
    "La guía Carmen Ruiz explica la visita y el conductor, Pedro Gómez, lleva el autobús. Carmen formó en primavera al nuevo "
    "guía, Diego Herrera. Desde entonces Diego se encarga de las salidas del jueves y Carmen de las del domingo. "
    "Cada grupo tiene un máximo de 35 personas."
)
ESTUDIO_TARIFAS = (
    "El estudio Enfoque ofrece una sesión de fotos de recién nacido por 220 €, que incluye 12 fotos editadas. "
    "Cada foto extra cuesta 10 €. La sesión dura unas tres horas y conviene hacerla en los primeros 15 días de vida del bebé. "
    "Para reservar hay que pagar una señal de 60 €."
)
ESTUDIO_EQUIPO = (
    "El fotógrafo Álvaro Prieto hace las sesiones y su ayudante, Nuria Campos, prepara la iluminación. "
    "Cuando a Álvaro se le estropeó el trípode en abril, Nuria le prestó el suyo. "
    "La edición la hace Elena Fuentes, y las fotos se entregan en un plazo de tres semanas."
)
CORREOS = (
    "La oficina de Correos de la calle Alcalá abre de lunes a viernes de 8:30 a 20:30 y los sábados de 9:30 a 13:00. "
    "Una carta nacional de hasta 20 g cuesta 0,80 €. Los envíos no recogidos se guardan 15 días y después se devuelven al remitente. "
    "Para recoger un paquete hay que presentar el DNI y el aviso de llegada."
)
CLUB_AJEDREZ = (
    "El Club de Ajedrez Alfil se reúne todos los martes a las 18:30 en el centro cívico del barrio. "
    "La cuota anual es de 70 €, y de 35 € para menores de 16 años. "
    "Las clases infantiles las da Sergio Blanco, y el primer equipo lo dirige la capitana Irene Castro."
)
CLUB_ROLES = (
    "Irene Castro sustituyó a Manuel Delgado como capitana en enero de 2024. Manuel da ahora el taller de iniciación "
    "el último sábado de cada mes. Para el torneo infantil, Irene le prestó a Sergio Blanco su tablero mural. "
    "El club tiene 22 juegos y 14 relojes, y los socios pueden llevarse un juego prestado durante un máximo de diez días."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t8-001", "fmt.time", "¿Hasta qué hora abre la escuela infantil?", "Abre de lunes a viernes hasta las cinco de la tarde.", ESCUELA_CUOTAS, True),
    w.faith("es-t8-002", "para.synonym", "¿La escuela abre en agosto?", "No, en agosto no abre ningún día.", ESCUELA_CUOTAS, True),
    w.faith("es-t8-003", "para.synonym", "¿Cuánto cuesta con comedor?", "La cuota es de 390 € al mes y el comedor suma otros 95 € mensuales.", ESCUELA_CUOTAS, True),
    w.faith("es-t8-004", "para.relative", "¿Quién dirige la escuela?", "Marta Gil, que llegó a la dirección en septiembre de 2021 en sustitución de Ramón Ortega.", ESCUELA_EQUIPO, True),
    w.faith("es-t8-005", "para.passive", "¿Quién formó a Paula Rey?", "Paula Rey, la nueva técnica, fue formada el curso pasado por Lucía Santos.", ESCUELA_EQUIPO, True),
    w.faith("es-t8-006", "fmt.time", "¿Hasta cuándo se puede avisar de una falta?", "Hay que avisar por la aplicación antes de las nueve y media de la mañana.", ESCUELA_EQUIPO, True),
    w.faith("es-t8-007", "fmt.time", "¿Qué horario tiene el aparcamiento de la Plaza Mayor?", "Abre a diario de siete de la mañana a once de la noche.", APARCAMIENTO_TARIFAS, True),
    w.faith("es-t8-008", "fmt.unit", "¿Puedo entrar con una furgoneta alta?", "Solo si no supera los 200 centímetros de altura.", APARCAMIENTO_TARIFAS, True),
    w.faith("es-t8-009", "fmt.currency", "¿Cuánto cuesta aparcar?", "La primera hora sale por 2,20 euros y cada hora extra por 1,90, con un tope de 18 euros al día.", APARCAMIENTO_TARIFAS, True),
    w.faith("es-t8-010", "para.synonym", "¿De quién depende el vigilante nocturno?", "Iván Molina, que vigila de noche, está a las órdenes del encargado, Jorge Navarro.", APARCAMIENTO_EQUIPO, True),
    w.faith("es-t8-011", "para.except", "¿Puedo aparcar con el abono en la planta -3?", "No, la -3 es la única planta vetada a los abonados, porque es para los vecinos.", APARCAMIENTO_EQUIPO, True),
    w.faith("es-t8-012", "wrap.attribution", "¿Qué días hay excursión a Ronda?", "Según Viajes Sol y Mar, se sale los jueves y los domingos.", EXCURSION, True),
    w.faith("es-t8-013", "fmt.period", "¿Hasta cuándo puedo cancelar sin pagar?", "Puedes anular sin coste hasta un día antes de la salida.", EXCURSION, True),
    w.faith("es-t8-014", "wrap.closer", "¿La comida entra en el precio?", "No, la comida no está incluida en el billete. ¡Que disfrutes de Ronda!", EXCURSION, True),
    w.faith("es-t8-015", "para.reorder", "¿Quién conduce el autobús?", "El autobús lo lleva Pedro Gómez, y las explicaciones corren a cargo de Carmen Ruiz.", EXCURSION_EQUIPO, True),
    w.faith("es-t8-016", "para.combine", "¿Quién lleva las salidas del jueves?", "Diego Herrera, a quien Carmen Ruiz formó en primavera.", EXCURSION_EQUIPO, True),
    w.faith("es-t8-017", "para.synonym", "¿Cuándo es mejor hacer la sesión de recién nacido?", "Se recomienda hacerla dentro de los primeros quince días de vida del bebé.", ESTUDIO_TARIFAS, True),
    w.faith("es-t8-018", "wrap.opener", "¿Cuánto cuesta la sesión de recién nacido?", "¡Hola! La sesión cuesta 220 € e incluye una docena de fotos editadas.", ESTUDIO_TARIFAS, True),
    w.faith("es-t8-019", "para.synonym", "¿Qué pasó cuando se estropeó el trípode de Álvaro?", "En abril, Álvaro tomó prestado el trípode de su ayudante, Nuria Campos.", ESTUDIO_EQUIPO, True),
    w.faith("es-t8-020", "wrap.hedge", "¿Cuánto tardan en entregar las fotos?", "Si no me equivoco, las fotos se entregan en un plazo de tres semanas.", ESTUDIO_EQUIPO, True),
    w.faith("es-t8-021", "fmt.time", "¿Qué horario tiene Correos los sábados?", "Los sábados abre de nueve y media de la mañana a una de la tarde.", CORREOS, True),
    w.faith("es-t8-022", "fmt.currency", "¿Cuánto cuesta enviar una carta nacional?", "Una carta nacional de hasta 20 gramos cuesta 80 céntimos.", CORREOS, True),
    w.faith("es-t8-023", "fmt.share", "¿Cuánto pagan los menores de 16 años?", "Pagan la mitad de la cuota anual general, es decir, 35 €.", CLUB_AJEDREZ, True),
    w.faith("es-t8-024", "para.synonym", "¿Qué le prestó Irene Castro a Sergio Blanco?", "Sergio Blanco tomó prestado el tablero mural de Irene Castro para el torneo infantil.", CLUB_ROLES, True),
    # unfaithful: exactly one clear error
    w.faith("es-t8-025", "value.time", "¿A qué hora abre la escuela infantil?", "Abre a las nueve de la mañana, de lunes a viernes.", ESCUELA_CUOTAS, False),
    w.faith("es-t8-026", "value.number", "¿Hay descuento para hermanos?", "Sí, los hermanos tienen un 20 % de descuento en la cuota.", ESCUELA_CUOTAS, False),
    w.faith("es-t8-027", "role.swap", "¿A quién sustituyó Marta Gil?", "Ramón Ortega sustituyó a Marta Gil como director en septiembre de 2021.", ESCUELA_EQUIPO, False),
    w.faith("es-t8-028", "added.fact", "¿Cómo se avisa de una falta?", "Las familias tienen que avisar antes de las 9:30 por la aplicación o por teléfono.", ESCUELA_EQUIPO, False),
    w.faith("es-t8-029", "value.currency", "¿Cuál es el máximo diario del aparcamiento?", "Como mucho se pagan 18 dólares al día.", APARCAMIENTO_TARIFAS, False),
    w.faith("es-t8-030", "direction", "¿Hay límite de altura?", "No se admiten vehículos de menos de 2 metros de altura.", APARCAMIENTO_TARIFAS, False),
    w.faith("es-t8-031", "role.swap", "¿Quién es el encargado del aparcamiento?", "El encargado es Iván Molina, y el vigilante nocturno, Jorge Navarro, depende de él.", APARCAMIENTO_EQUIPO, False),
    w.faith("es-t8-032", "value.except", "¿En qué plantas pueden aparcar los abonados?", "En todas salvo en la -2, que está reservada a los vecinos.", APARCAMIENTO_EQUIPO, False),
    w.faith("es-t8-033", "value.time", "¿A qué hora sale el autobús a Ronda?", "El autobús sale de Málaga a las nueve y media.", EXCURSION, False),
    w.faith("es-t8-034", "negation", "¿La comida va incluida?", "Sí, el billete de adulto cuesta 55 € con la comida incluida.", EXCURSION, False),
    w.faith("es-t8-035", "role.swap", "¿Quién formó a quién en primavera?", "En primavera, Diego Herrera formó a la nueva guía, Carmen Ruiz.", EXCURSION_EQUIPO, False),
    w.faith("es-t8-036", "direction", "¿Cuántas personas van en cada grupo?", "Cada grupo tiene un mínimo de 35 personas.", EXCURSION_EQUIPO, False),
    w.faith("es-t8-037", "modality", "¿Cuándo hay que hacer la sesión de recién nacido?", "Es obligatorio hacerla dentro de los primeros 15 días de vida del bebé.", ESTUDIO_TARIFAS, False),
    w.faith("es-t8-038", "value.number", "¿Cuántas fotos editadas incluye la sesión?", "La sesión de 220 € incluye quince fotos editadas.", ESTUDIO_TARIFAS, False),
    w.faith("es-t8-039", "role.swap", "¿Quién le prestó el trípode a quién?", "Cuando a Nuria se le estropeó el trípode en abril, Álvaro le prestó el suyo.", ESTUDIO_EQUIPO, False),
    w.faith("es-t8-040", "added.entity", "¿Quién edita las fotos?", "La edición la hace Elena Fuentes con la ayuda de su socio, Raúl Ibáñez.", ESTUDIO_EQUIPO, False),
    w.faith("es-t8-041", "quantifier", "¿Qué necesito para recoger un paquete?", "Basta con el aviso de llegada; no hace falta nada más.", CORREOS, False),
    w.faith("es-t8-042", "value.unit", "¿Cuánto cuesta una carta nacional?", "Una carta nacional de hasta 20 kg cuesta 0,80 €.", CORREOS, False),
    w.faith("es-t8-043", "value.date", "¿Qué día se reúne el club de ajedrez?", "Se reúne todos los miércoles a las seis y media de la tarde en el centro cívico.", CLUB_AJEDREZ, False),
    w.faith("es-t8-044", "role.swap", "¿Quién prestó el tablero mural para el torneo infantil?", "Sergio Blanco le prestó su tablero mural a Irene Castro para el torneo infantil.", CLUB_ROLES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t8-045", "correct.wordy", "¿Cuánto cuesta el abono mensual del aparcamiento de la Plaza Mayor?", "Si aparcas allí a menudo, te conviene el abono: son 85 euros al mes y se compra en la oficina de la planta -1.", "85 € al mes.", True),
    w.correct("es-t8-046", "correct.format", "¿A qué hora sale el autobús a Ronda?", "Sale a las ocho y media de la mañana.", "A las 8:30.", True),
    w.correct("es-t8-047", "correct.format", "¿Cuánto cuesta una carta nacional de hasta 20 g?", "80 céntimos.", "0,80 €", True),
    w.correct("es-t8-048", "correct.wordy", "¿A quién sustituyó Irene Castro como capitana?", "Irene Castro tomó el relevo de Manuel Delgado en enero de 2024 y desde entonces dirige el primer equipo.", "A Manuel Delgado.", True),
    w.correct("es-t8-049", "wrong.value", "¿Cuántas plazas tiene el aparcamiento de la Plaza Mayor?", "Tiene 3.000 plazas repartidas en tres plantas.", "300.", False),
    w.correct("es-t8-050", "wrong.role", "¿Quién da las clases infantiles en el Club Alfil?", "Las clases infantiles las da la capitana, Irene Castro.", "Sergio Blanco.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
