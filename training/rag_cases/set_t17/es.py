"""Spanish cases of set t17: a children's hospital play programme, a scuba diving centre,
a sewing café, a trade fair, a senior citizens' centre and a funicular railway."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PLAY_ROOM = (
    "La sala de juegos del Hospital Infantil Virgen del Mar abre de martes a domingo, de 10:00 a 18:00. "
    "La coordina la terapeuta ocupacional Lucía Herrera, con el apoyo de cuatro voluntarios. "
    "Los niños en aislamiento no pueden entrar en la sala, pero Lucía les lleva una caja de juegos a la habitación. "
    "Los padres pueden acompañar a sus hijos, aunque los hermanos menores de siete años no pueden pasar."
)
PUPPETS = (
    "Todos los lunes por la tarde, el grupo de títeres «Los Cachivaches» actúa en la planta de oncología infantil. "
    "La función dura 35 minutos y la paga la Fundación Sonrisas, que ha aportado 6.000 euros este año. "
    "Antes de cada función, la supervisora de enfermería Carmen Ruiz comprueba qué niños están en condiciones de asistir. "
    "Los niños que no pueden levantarse ven la función desde la cama a través de una tableta."
)
DIVE_COURSE = (
    "El centro de buceo Aguas Claras, en Cabo de Palos, imparte el curso Open Water en cinco días, y empieza cada jueves. "
    "El curso cuesta 395 €, con el alquiler del equipo y tres inmersiones desde barco incluidos; el manual se paga aparte y cuesta 30 €. "
    "Hay que tener al menos 15 años y entregar un certificado médico antes de la primera sesión en piscina. "
    "Las clases las da el instructor Álvaro Méndez, y la divemaster Irene Castro ayuda bajo el agua."
)
DIVE_RULES = (
    "Nadie puede sumergirse a más de 18 metros sin la certificación Advanced. "
    "Todas las inmersiones deben anotarse en recepción en los 20 minutos siguientes a la salida del agua. "
    "Las botellas de alquiler se devuelven antes de las 19:00. "
    "Las inmersiones nocturnas solo se hacen los martes y los sábados."
)
SEWING_CAFE = (
    "El café de costura «La Aguja Feliz», en la calle Mayor, abre de martes a sábado de 11:00 a 20:30. "
    "El alquiler de un puesto con máquina de coser cuesta 7 € la hora e incluye un café. "
    "La dueña, Marta Sanz, da un taller para principiantes el primer domingo de cada mes, con un máximo de diez plazas. "
    "La tela la trae cada cliente, pero el hilo y las agujas son gratis."
)
REPAIR_DAY = (
    "Los sábados de 10:00 a 13:00, en el «Rincón del Arreglo», unos voluntarios arreglan ropa sin cobrar nada. "
    "Cada persona puede traer como máximo dos prendas. "
    "Los botones y los bajos se arreglan en el momento, pero no se aceptan prendas de piel. "
    "El coordinador de voluntarios, Pablo Ortega, pide que la ropa venga lavada."
)
FAIR = (
    "La Feria Internacional del Turismo Rural se celebrará del 22 al 25 de mayo de 2026 en el pabellón 5 del recinto ferial de Madrid. "
    "Se esperan unos 500 expositores, una cuarta parte de ellos extranjeros. "
    "La entrada de un día cuesta 25 € para profesionales; los estudiantes entran gratis presentando el carné. "
    "La organiza Ferias Centro S.A. por encargo de la Asociación Española de Turismo Rural."
)
FAIR_LOGISTICS = (
    "Los expositores pueden montar sus estands el 20 y el 21 de mayo, de 8:00 a 22:00. "
    "El desmontaje no puede empezar antes de las 18:00 del último día. "
    "Las carretillas elevadoras deben reservarse con al menos siete días hábiles de antelación a través de LogiMad, la empresa de logística de la feria."
)
SENIOR_CENTRE = (
    "El Hogar del Jubilado San Isidro ofrece comida caliente de lunes a viernes a las 13:30, por 5 €. "
    "Los socios mayores de 85 años comen gratis los miércoles. "
    "El taller de baile en línea, con la monitora Pilar Navarro, es los lunes y jueves a las 11:00 y dura una hora y cuarto. "
    "El voluntario Antonio Gil recoge en coche a los socios con problemas de movilidad, pero hay que avisarle antes de las 18:00 del día anterior."
)
FUNICULAR = (
    "El funicular de Monte Alto recorre 560 metros y salva un desnivel de 180 metros; el trayecto dura seis minutos. "
    "En verano funciona de 8:00 a 23:00, con salidas cada 20 minutos; en invierno la última salida es a las 19:30. "
    "El billete sencillo cuesta 3 € y el de ida y vuelta, 5 €; los menores de 5 años viajan gratis. "
    "Cada año cierra por mantenimiento durante las dos últimas semanas de octubre."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("es-t17-001", "para.synonym", "¿Quién se encarga de la sala de juegos?", "La sala la dirige la terapeuta ocupacional Lucía Herrera, a la que ayudan cuatro voluntarios.", PLAY_ROOM, True),
    w.faith("es-t17-002", "para.except", "¿Qué día cierra la sala de juegos?", "La sala de juegos cierra los lunes.", PLAY_ROOM, True),
    w.faith("es-t17-003", "fmt.time", "¿A qué hora abre la sala?", "Abre de diez de la mañana a seis de la tarde.", PLAY_ROOM, True),
    w.faith("es-t17-004", "para.relative", "¿Quién decide qué niños ven la función?", "La persona que comprueba qué niños pueden asistir es la supervisora de enfermería Carmen Ruiz.", PUPPETS, True),
    w.faith("es-t17-005", "wrap.hedge", "¿Cuándo vienen los títeres?", "Creo que «Los Cachivaches» actúan los lunes por la tarde en la planta de oncología infantil.", PUPPETS, True),
    w.faith("es-t17-006", "fmt.thousands", "¿Cuánto ha aportado la Fundación Sonrisas?", "Este año la Fundación Sonrisas ha aportado 6000 euros.", PUPPETS, True),
    w.faith("es-t17-007", "para.combine", "¿Quién da el curso y cuánto dura?", "El curso lo imparte Álvaro Méndez en cinco días, a partir de un jueves.", DIVE_COURSE, True),
    w.faith("es-t17-008", "para.nominal", "¿Qué necesito antes de la primera sesión?", "Antes de la primera sesión en piscina es obligatoria la entrega de un certificado médico.", DIVE_COURSE, True),
    w.faith("es-t17-009", "para.passive", "¿Quién da las clases?", "Las clases son impartidas por el instructor Álvaro Méndez.", DIVE_COURSE, True),
    w.faith("es-t17-010", "fmt.currency", "¿El manual está incluido?", "No, el manual cuesta treinta euros aparte.", DIVE_COURSE, True),
    w.faith("es-t17-011", "para.except", "¿Puedo hacer una inmersión nocturna el viernes?", "No, las inmersiones nocturnas no se hacen ningún día que no sea martes o sábado.", DIVE_RULES, True),
    w.faith("es-t17-012", "wrap.attribution", "¿Cuándo tengo que anotar la inmersión?", "Según las normas del centro, cada inmersión hay que anotarla en recepción como mucho 20 minutos después de salir del agua.", DIVE_RULES, True),
    w.faith("es-t17-013", "wrap.opener", "¿Cuánto cuesta un puesto con máquina?", "¡Hola! Un puesto con máquina de coser sale a 7 € la hora, con un café incluido.", SEWING_CAFE, True),
    w.faith("es-t17-014", "para.synonym", "¿Tengo que llevar hilo?", "No: cada uno se trae su tela, pero el hilo y las agujas no cuestan nada.", SEWING_CAFE, True),
    w.faith("es-t17-015", "para.part", "¿Me cosen un botón?", "Sí, los botones se arreglan en el momento.", REPAIR_DAY, True),
    w.faith("es-t17-016", "wrap.closer", "¿Cuántas prendas puedo llevar?", "Puedes llevar hasta dos prendas. ¡Que te vaya bien!", REPAIR_DAY, True),
    w.faith("es-t17-017", "fmt.date", "¿Cuándo es la feria?", "La feria será del 22/05/2026 al 25/05/2026.", FAIR, True),
    w.faith("es-t17-018", "fmt.share", "¿Cuántos expositores vienen de fuera?", "Alrededor del 25 % de los expositores son extranjeros.", FAIR, True),
    w.faith("es-t17-019", "fmt.number", "¿Con cuánta antelación hay que reservar una carretilla?", "Las carretillas hay que reservarlas a través de LogiMad con 7 días hábiles de antelación como mínimo.", FAIR_LOGISTICS, True),
    w.faith("es-t17-020", "para.combine", "¿Cuánto cuesta la comida en el hogar?", "La comida cuesta 5 € entre semana, aunque los socios de más de 85 años no pagan los miércoles.", SENIOR_CENTRE, True),
    w.faith("es-t17-021", "fmt.period", "¿Cuánto dura el baile en línea?", "El taller de baile en línea con Pilar Navarro dura 75 minutos.", SENIOR_CENTRE, True),
    w.faith("es-t17-022", "fmt.unit", "¿Qué longitud tiene el recorrido del funicular?", "El recorrido del funicular de Monte Alto es de 0,56 km.", FUNICULAR, True),
    w.faith("es-t17-023", "wrap.question", "¿Cuánto se tarda en subir?", "El trayecto en funicular dura seis minutos. ¿Quieres saber también los horarios?", FUNICULAR, True),
    w.faith("es-t17-024", "para.except", "¿Los niños pagan billete?", "A partir de los 5 años hay que pagar billete.", FUNICULAR, True),
    # unfaithful
    w.faith("es-t17-025", "role.swap", "¿Quién da las clases del Open Water?", "Las clases las da Irene Castro, y Álvaro Méndez ayuda bajo el agua.", DIVE_COURSE, False),
    w.faith("es-t17-026", "role.swap", "¿Quién organiza la feria?", "La Asociación Española de Turismo Rural organiza la feria por encargo de Ferias Centro S.A.", FAIR, False),
    w.faith("es-t17-027", "role.swap", "¿Quién hace qué en el hogar?", "El baile en línea lo dirige Antonio Gil, y Pilar Navarro recoge en coche a los socios con problemas de movilidad.", SENIOR_CENTRE, False),
    w.faith("es-t17-028", "antonym", "¿El hilo está incluido?", "El hilo y las agujas se cobran aparte.", SEWING_CAFE, False),
    w.faith("es-t17-029", "antonym", "¿Qué horario tiene en invierno?", "En invierno la primera salida es a las 19:30.", FUNICULAR, False),
    w.faith("es-t17-030", "negation", "¿Puedo quedarme con mi hija en la sala?", "No, los padres no pueden acompañar a sus hijos en la sala de juegos.", PLAY_ROOM, False),
    w.faith("es-t17-031", "negation", "¿Los estudiantes entran gratis?", "No, los estudiantes pagan la entrada aunque presenten el carné.", FAIR, False),
    w.faith("es-t17-032", "modality", "¿Es obligatorio el certificado médico?", "Se recomienda entregar un certificado médico, pero no es obligatorio.", DIVE_COURSE, False),
    w.faith("es-t17-033", "modality", "¿Hay que avisar a Antonio con antelación?", "Conviene avisarle antes de las 18:00 del día anterior, aunque también se le puede llamar el mismo día.", SENIOR_CENTRE, False),
    w.faith("es-t17-034", "quantifier", "¿Hay que anotar todas las inmersiones?", "No, solo algunas inmersiones tienen que anotarse en recepción.", DIVE_RULES, False),
    w.faith("es-t17-035", "quantifier", "¿De dónde son los expositores?", "Todos los expositores de la feria son extranjeros.", FAIR, False),
    w.faith("es-t17-036", "direction", "¿Cuándo podemos desmontar el estand?", "El último día, el desmontaje no puede empezar después de las 18:00.", FAIR_LOGISTICS, False),
    w.faith("es-t17-037", "direction", "¿Puede entrar el hermano mayor?", "Los hermanos mayores de siete años no pueden pasar a la sala.", PLAY_ROOM, False),
    w.faith("es-t17-038", "value.number", "¿Quién come gratis?", "Los socios mayores de 75 años comen gratis los miércoles.", SENIOR_CENTRE, False),
    w.faith("es-t17-039", "value.date", "¿Cuándo cierra el funicular?", "Cada año cierra por mantenimiento las dos últimas semanas de noviembre.", FUNICULAR, False),
    w.faith("es-t17-040", "value.time", "¿A qué hora abre el Rincón del Arreglo?", "El Rincón del Arreglo funciona los sábados de 10:00 a 14:00.", REPAIR_DAY, False),
    w.faith("es-t17-041", "value.currency", "¿Cuánto cuesta el billete de ida y vuelta?", "El billete de ida y vuelta cuesta 6 €.", FUNICULAR, False),
    w.faith("es-t17-042", "value.except", "¿Qué días abre la sala de juegos?", "La sala abre todos los días menos los domingos.", PLAY_ROOM, False),
    w.faith("es-t17-043", "added.fact", "¿Qué incluye el precio del puesto?", "El puesto cuesta 7 € la hora e incluye un café y un bollo.", SEWING_CAFE, False),
    w.faith("es-t17-044", "added.entity", "¿Quién paga la función de títeres?", "La función la pagan la Fundación Sonrisas y el Ayuntamiento.", PUPPETS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t17-045", "correct.wordy", "¿Cuánto dura el trayecto en funicular?", "Subir en el funicular de Monte Alto, de la estación de abajo a la de arriba, lleva seis minutos en total.", "Seis minutos.", True),
    w.correct("es-t17-046", "correct.format", "¿Cuánto cuesta la entrada de un día?", "Veinticinco euros.", "25 €", True),
    w.correct("es-t17-047", "correct.wordy", "¿Quién da el taller de baile en línea?", "El taller de baile en línea del hogar lo imparte la monitora Pilar Navarro.", "Pilar Navarro", True),
    w.correct("es-t17-048", "correct.format", "¿A qué hora se sirve la comida?", "A la una y media de la tarde.", "A las 13:30.", True),
    w.correct("es-t17-049", "wrong.value", "¿Hasta qué profundidad se puede bajar sin la certificación Advanced?", "Sin la Advanced se puede bajar hasta 30 metros.", "18 metros.", False),
    w.correct("es-t17-050", "wrong.role", "¿Quién da el taller para principiantes?", "Lo da Pablo Ortega, el coordinador de voluntarios.", "La dueña, Marta Sanz.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
