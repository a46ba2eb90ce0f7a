"""Spanish cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CLINICA_EQUIPO = (
    "La clínica dental infantil «Dientecitos» está dirigida por la doctora Marta Iglesias. "
    "Los empastes los hace la propia doctora Iglesias, y las limpiezas corren a cargo del higienista Andrés Molina. "
    "La clínica atiende a niños de 3 a 14 años. "
    "La primera revisión es gratuita para los menores de 6 años."
)
CLINICA_CITAS = (
    "Dientecitos abre de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "Las citas deben anularse con al menos 24 horas de antelación; si no, se cobran 10 €. "
    "Al terminar la consulta, la recepcionista, Lucía Navarro, regala un globo a cada niño."
)
PARQUE_NORMAS = (
    "El parque de bolas «Saltarines» abre todos los días menos los martes, de 11:00 a 20:30. "
    "La entrada cuesta 7 € por niño y los adultos entran gratis. "
    "Los menores de 5 años deben estar acompañados por un adulto en todo momento. "
    "Es obligatorio llevar calcetines en la zona de juego."
)
PARQUE_CUMPLES = (
    "En Saltarines, los cumpleaños los reserva el encargado, Javier Ortega, y los anima la monitora Carmen Ruiz. "
    "Cada fiesta dura una hora y media y admite hasta 20 niños. "
    "La merienda cuesta 12 € por niño y se paga el día de la fiesta."
)
HORNO_OBRADOR = (
    "La panadería Horno San Roque indica los alérgenos de cada producto en una etiqueta junto al precio. "
    "Todos los productos se elaboran en el mismo obrador, por lo que no se puede garantizar que ninguno esté libre de frutos secos. "
    "El pan sin gluten se hornea solo los lunes y los jueves."
)
HORNO_EQUIPO = (
    "En Horno San Roque, la maestra panadera, Rosa Delgado, redacta las etiquetas de alérgenos, y el dependiente, Pablo Serrano, las revisa cada mañana antes de abrir. "
    "Se ruega a los clientes con alergias que avisen antes de hacer el pedido. "
    "Las tartas sin huevo se encargan con una semana de antelación."
)
MARATON_CATEGORIAS = (
    "El Maratón Ciudad de Valverde se celebra el 9 de marzo. "
    "Las categorías se asignan según la edad que tenga el corredor el día de la carrera. "
    "Para correr el maratón hay que tener al menos 18 años. "
    "Las categorías son: sénior (18-34), veterano A (35-44), veterano B (45-54) y veterano C (55 o más). "
    "Reciben trofeo los tres primeros de cada categoría."
)
MARATON_5K = (
    "La carrera de 5 km de Valverde está abierta a partir de los 12 años. "
    "Los menores de 18 años necesitan una autorización firmada por su padre, madre o tutor. "
    "La salida de los 5 km es a las 10:30, dos horas después que la del maratón. "
    "La inscripción cuesta 8 € para los 5 km y 30 € para el maratón."
)
AUTOBUS_ESCOLAR = (
    "El autobús escolar del colegio Los Almendros lo conduce Ramón Castillo y solo circula los días lectivos. "
    "Sale de la plaza Mayor a las 8:05 y llega al colegio a las 8:40. "
    "La monitora, Elena Vidal, pasa lista en cada trayecto. "
    "El servicio es gratuito para los alumnos que viven a más de 3 km del colegio; los demás pagan 25 € al mes."
)
CAMPAMENTO_PRECIOS = (
    "El campamento de verano «Pinar Alto» cuesta 390 € por quincena, con pensión completa. "
    "Los hermanos tienen un 20 % de descuento a partir del segundo. "
    "Si se cancela con más de 20 días de antelación, se devuelve todo el importe; después, solo se devuelve el 50 %. "
    "El pago se hace en la oficina del campamento, nunca a los monitores."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t35-001", "para.combine", "¿Quién hace los empastes y quién las limpiezas?", "Los empastes los hace la doctora Iglesias en persona, y de las limpiezas se encarga Andrés Molina, el higienista.", CLINICA_EQUIPO, True),
    w.faith("es-t35-002", "para.passive", "¿Quién dirige Dientecitos?", "La doctora Marta Iglesias es quien dirige la clínica.", CLINICA_EQUIPO, True),
    w.faith("es-t35-003", "para.synonym", "¿Tengo que pagar la primera revisión de mi hija de 4 años?", "No, para los niños que aún no han cumplido los 6 años la primera revisión no cuesta nada.", CLINICA_EQUIPO, True),
    w.faith("es-t35-004", "para.except", "¿Abren los domingos?", "No, el domingo es el único día de la semana en que la clínica no abre.", CLINICA_CITAS, True),
    w.faith("es-t35-005", "fmt.time", "¿Hasta qué hora atienden entre semana?", "De lunes a viernes atienden hasta las ocho de la tarde.", CLINICA_CITAS, True),
    w.faith("es-t35-006", "fmt.period", "¿Con cuánto tiempo tengo que anular la cita?", "Como mínimo con un día de antelación; si no, le cobran 10 €.", CLINICA_CITAS, True),
    w.faith("es-t35-007", "para.pronoun", "¿Les dan algo a los niños al salir?", "Sí, Lucía Navarro, la recepcionista, les regala un globo cuando terminan la consulta.", CLINICA_CITAS, True),
    w.faith("es-t35-008", "para.except", "¿Qué día cierra Saltarines?", "Solo cierra los martes; el resto de la semana está abierto.", PARQUE_NORMAS, True),
    w.faith("es-t35-009", "fmt.time", "¿A qué hora abre y cierra Saltarines?", "Abre a las once de la mañana y cierra a las ocho y media de la tarde.", PARQUE_NORMAS, True),
    w.faith("es-t35-010", "para.synonym", "¿Los padres pagan entrada?", "No, los adultos no pagan; la entrada de 7 € es solo para los niños.", PARQUE_NORMAS, True),
    w.faith("es-t35-011", "para.combine", "¿Con quién reservo el cumpleaños y quién lo anima?", "La reserva la gestiona Javier Ortega, el encargado, y la animación corre a cargo de Carmen Ruiz, la monitora.", PARQUE_CUMPLES, True),
    w.faith("es-t35-012", "fmt.period", "¿Cuánto dura una fiesta de cumpleaños?", "Cada fiesta dura 90 minutos.", PARQUE_CUMPLES, True),
    w.faith("es-t35-013", "para.relative", "¿Cuánto cuesta la merienda?", "La merienda, que se abona el mismo día de la fiesta, sale a 12 € por niño.", PARQUE_CUMPLES, True),
    w.faith("es-t35-014", "para.except", "¿Qué días hornean pan sin gluten?", "El pan sin gluten no se hornea ningún día salvo el lunes y el jueves.", HORNO_OBRADOR, True),
    w.faith("es-t35-015", "para.combine", "¿Puedo fiarme de que un producto no lleva frutos secos?", "No del todo: aunque cada etiqueta indica los alérgenos, todo se elabora en el mismo obrador y no se garantiza que ningún producto esté libre de frutos secos.", HORNO_OBRADOR, True),
    w.faith("es-t35-016", "para.relative", "¿Quién prepara las etiquetas de alérgenos?", "Las redacta Rosa Delgado, que es la maestra panadera, y Pablo Serrano, que atiende como dependiente, las revisa cada mañana antes de abrir.", HORNO_EQUIPO, True),
    w.faith("es-t35-017", "fmt.period", "¿Con cuánta antelación se encarga una tarta sin huevo?", "Con siete días de antelación.", HORNO_EQUIPO, True),
    w.faith("es-t35-018", "wrap.opener", "Tengo alergia, ¿qué debo hacer?", "¡Gracias por preguntar! Le pedimos que nos avise de su alergia antes de hacer el pedido.", HORNO_EQUIPO, True),
    w.faith("es-t35-019", "fmt.date", "¿Cuándo es el maratón de Valverde?", "El maratón se corre el 9/3.", MARATON_CATEGORIAS, True),
    w.faith("es-t35-020", "fmt.range", "¿En qué categoría corre alguien de 50 años?", "Con 50 años se compite en veterano B, la categoría de 45 a 54 años.", MARATON_CATEGORIAS, True),
    w.faith("es-t35-021", "fmt.time", "¿A qué hora salen los 5 km?", "La salida de los 5 km es a las diez y media de la mañana, 120 minutos después de la del maratón.", MARATON_5K, True),
    w.faith("es-t35-022", "para.combine", "¿Mi hijo de 13 años puede correr los 5 km?", "Sí, la prueba admite corredores desde los 12 años, aunque al ser menor de 18 necesitará una autorización firmada por su padre, madre o tutor.", MARATON_5K, True),
    w.faith("es-t35-023", "para.combine", "¿Qué adultos van en el autobús escolar?", "Lo conduce Ramón Castillo, y Elena Vidal, la monitora, va pasando lista en cada trayecto.", AUTOBUS_ESCOLAR, True),
    w.faith("es-t35-024", "fmt.share", "¿Hay descuento para hermanos?", "Sí, a partir del segundo hermano se paga una quinta parte menos.", CAMPAMENTO_PRECIOS, True),
    # unfaithful: exactly one error
    w.faith("es-t35-025", "role.swap", "¿Quién hace los empastes?", "Los empastes corren a cargo del higienista Andrés Molina, mientras que la doctora Iglesias se ocupa de las limpiezas.", CLINICA_EQUIPO, False),
    w.faith("es-t35-026", "added.fact", "¿A qué niños atienden en Dientecitos?", "Atienden a niños de 3 a 14 años y además ofrecen ortodoncia para adolescentes.", CLINICA_EQUIPO, False),
    w.faith("es-t35-027", "value.time", "¿Qué horario tienen los sábados?", "Los sábados abren de diez de la mañana a cuatro de la tarde.", CLINICA_CITAS, False),
    w.faith("es-t35-028", "value.currency", "¿Qué pasa si no anulo la cita a tiempo?", "Si no la anula con un día de antelación, le cobran 15 €.", CLINICA_CITAS, False),
    w.faith("es-t35-029", "value.except", "¿Qué día cierra Saltarines?", "Cierra los lunes; los demás días está abierto.", PARQUE_NORMAS, False),
    w.faith("es-t35-030", "modality", "¿Hay que llevar calcetines?", "Se recomienda llevar calcetines en la zona de juego, aunque no es obligatorio.", PARQUE_NORMAS, False),
    w.faith("es-t35-031", "added.fact", "¿Cuánto cuesta la entrada a Saltarines?", "Los niños pagan 7 € y los adultos entran gratis, y con la entrada se puede jugar un máximo de dos horas.", PARQUE_NORMAS, False),
    w.faith("es-t35-032", "role.swap", "¿Quién anima los cumpleaños?", "Los cumpleaños se reservan con la monitora, Carmen Ruiz, y los anima el encargado, Javier Ortega.", PARQUE_CUMPLES, False),
    w.faith("es-t35-033", "direction", "¿Cuántos niños pueden venir a la fiesta?", "Hacen falta como mínimo 20 niños para celebrar la fiesta.", PARQUE_CUMPLES, False),
    w.faith("es-t35-034", "added.fact", "¿Qué incluye la merienda?", "La merienda cuesta 12 € por niño e incluye bocadillo, zumo y tarta.", PARQUE_CUMPLES, False),
    w.faith("es-t35-035", "quantifier", "¿Indican los alérgenos en las etiquetas?", "Solo algunos productos llevan los alérgenos indicados en la etiqueta.", HORNO_OBRADOR, False),
    w.faith("es-t35-036", "negation", "¿Tienen productos garantizados sin frutos secos?", "Sí, aunque todo se hace en el mismo obrador, garantizan que los productos sin frutos secos en la receta están libres de ellos.", HORNO_OBRADOR, False),
    w.faith("es-t35-037", "role.swap", "¿Quién revisa las etiquetas de alérgenos?", "El dependiente, Pablo Serrano, escribe las etiquetas, y la maestra panadera, Rosa Delgado, las repasa cada mañana.", HORNO_EQUIPO, False),
    w.faith("es-t35-038", "added.fact", "¿Cómo encargo una tarta sin huevo?", "Con una semana de antelación y dejando una señal del 50 % al hacer el encargo.", HORNO_EQUIPO, False),
    w.faith("es-t35-039", "value.number", "¿Cuántos corredores reciben trofeo?", "Se llevan trofeo los cinco primeros de cada categoría.", MARATON_CATEGORIAS, False),
    w.faith("es-t35-040", "added.fact", "¿Qué se necesita para correr el maratón?", "Hace falta tener 18 años cumplidos y presentar un certificado médico.", MARATON_CATEGORIAS, False),
    w.faith("es-t35-041", "direction", "¿Los 5 km salen antes que el maratón?", "Sí, los 5 km salen a las 10:30, dos horas antes que el maratón.", MARATON_5K, False),
    w.faith("es-t35-042", "role.swap", "¿Quién conduce el autobús escolar?", "Al volante va Elena Vidal, y Ramón Castillo es quien pasa lista en cada trayecto.", AUTOBUS_ESCOLAR, False),
    w.faith("es-t35-043", "added.fact", "¿Cuánto cuesta el autobús escolar?", "Es gratis para quienes viven a más de 3 km; los demás pagan 25 € al mes, con descuento si van dos hermanos.", AUTOBUS_ESCOLAR, False),
    w.faith("es-t35-044", "role.swap", "¿A quién se paga el campamento?", "El pago se entrega a los monitores, no en la oficina del campamento.", CAMPAMENTO_PRECIOS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t35-045", "correct.wordy", "¿Cuánto cuesta una quincena en Pinar Alto?", "Una quincena en el campamento Pinar Alto sale por trescientos noventa euros, con la pensión completa incluida.", "390 €", True),
    w.correct("es-t35-046", "correct.format", "¿A qué hora llega el autobús al colegio?", "A las nueve menos veinte.", "8:40", True),
    w.correct("es-t35-047", "correct.format", "¿Cuánto dura una fiesta de cumpleaños en Saltarines?", "90 minutos.", "Una hora y media", True),
    w.correct("es-t35-048", "correct.wordy", "¿Quién conduce el autobús escolar de Los Almendros?", "El conductor del autobús escolar del colegio Los Almendros es Ramón Castillo.", "Ramón Castillo", True),
    w.correct("es-t35-049", "wrong.value", "¿Cuánto cuesta la entrada por niño en Saltarines?", "9 € por niño.", "7 €", False),
    w.correct("es-t35-050", "wrong.role", "¿Quién reserva los cumpleaños en Saltarines?", "La monitora, Carmen Ruiz.", "El encargado, Javier Ortega", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
