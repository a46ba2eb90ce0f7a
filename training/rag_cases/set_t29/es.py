"""Spanish cases of set t29: a coffee roastery (tostadero), a veterinary emergency service,
a toy library (ludoteca), a bike-sharing scheme, a hot-air balloon company and a crematorium's visiting rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ROAST_ORIGIN = (
    "Café Alborada fue fundado en 2014 por Lucía Ferrer en un antiguo almacén de naranjas del barrio de Benimaclet, en Valencia. "
    "En 2021 lo compró el Grupo Mediterránea, y Ferrer siguió como jefa de tueste hasta 2023. "
    "Hoy el tostadero produce unas 30 toneladas de café al año."
)
ROAST_SHOP = (
    "La tienda abre todos los días salvo el domingo, de 9:00 a 20:00. "
    "Se tuesta los lunes y los jueves, y no se vende ningún café con más de 20 días desde el tueste. "
    "Los suscriptores tienen un 12 % de descuento en cada pedido, y el envío es gratuito a partir de 25 €."
)
VET_HOURS = (
    "Urgencias Veterinarias Sur atiende los días laborables de 21:00 a 9:00, y los fines de semana las 24 horas. "
    "A su llegada, un auxiliar técnico veterinario evalúa a cada animal, y los casos más graves pasan primero, sin importar el orden de llegada. "
    "La consulta de urgencia cuesta 90 € y debe pagarse antes del alta del animal."
)
VET_STAFF = (
    "La Dra. Carmen Ruiz, que fundó el centro en 2011, formó al Dr. Pablo Ortega cuando este llegó recién licenciado en 2015. "
    "Ortega es director clínico desde 2022. "
    "El centro cuenta con dos quirófanos y una zona de aislamiento con cinco jaulas."
)
TOY_RULES = (
    "La ludoteca El Trompo presta juguetes a familias con niños menores de nueve años. "
    "Cada socio puede llevarse hasta tres juguetes a la vez durante 14 días. "
    "La cuota anual es de 18 €, pero las familias numerosas se hacen socias gratis. "
    "Las piezas perdidas no se cobran, pero hay que avisar al devolver el juguete."
)
TOY_HISTORY = (
    "La ludoteca nació en 2001 gracias a un grupo de madres encabezado por Rosa Blanco. "
    "En 2012 se trasladó al antiguo mercado municipal, que el ayuntamiento le cede sin coste. "
    "La gestionan voluntarios; la única empleada con sueldo es la coordinadora, Marta Gil, que trabaja 15 horas a la semana."
)
BIKE_RULES = (
    "BiciRuta ofrece 2.000 bicicletas en 150 estaciones de la ciudad. "
    "Cada viaje cuesta 0,75 € los primeros 30 minutos y 0,60 € por cada media hora adicional. "
    "Para usar el servicio hay que tener al menos 16 años. "
    "Las bicicletas que no se devuelven en 24 horas se denuncian como robadas."
)
BIKE_EBIKES = (
    "Las bicicletas eléctricas se incorporaron a BiciRuta en octubre de 2019, después de una prueba piloto del ayuntamiento con la universidad. "
    "Un viaje en bici eléctrica cuesta el doble que en una bici convencional. "
    "Las eléctricas no pueden dejarse en las cuatro estaciones del casco antiguo, que no tienen puntos de carga."
)
BALLOON = (
    "Globos Sierra Azul vuela de septiembre a junio desde el prado de La Lastrilla, siempre al amanecer. "
    "El vuelo dura alrededor de una hora, y la experiencia completa, con el inflado y la recogida, unas cuatro horas. "
    "Los pasajeros deben medir al menos 1,40 m, y los menores de ocho años no pueden volar. "
    "Si el piloto cancela el vuelo por el tiempo, se cambia la fecha sin coste."
)
CREM_VISITS = (
    "Los jardines del Crematorio Los Almendros abren de lunes a sábado de 8:00 a 18:00, y los domingos y festivos de 9:00 a 14:00. "
    "Se admiten perros con correa en los jardines, pero no en la sala de despedida. "
    "Se pueden dejar flores junto al muro del recuerdo; las flores artificiales y los adornos se retiran pasados diez días. "
    "La sala de despedida se reserva para las ceremonias y solo se puede visitar acompañado de un empleado."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: combining, relative clauses, pronouns and other rewordings
    w.faith("es-t29-001", "para.combine", "¿Quién fundó Café Alborada y quién lo compró?", "Lucía Ferrer fundó Café Alborada en 2014, y en 2021 el Grupo Mediterránea se hizo con él.", ROAST_ORIGIN, True),
    w.faith("es-t29-002", "para.relative", "¿Qué pasó con el tostadero en 2021?", "El tostadero que Lucía Ferrer montó en 2014 en un antiguo almacén de naranjas pasó a manos del Grupo Mediterránea en 2021.", ROAST_ORIGIN, True),
    w.faith("es-t29-003", "para.pronoun", "¿La fundadora se quedó tras la venta?", "Sí, Lucía Ferrer no se marchó después de la compra. Ella siguió como jefa de tueste hasta 2023.", ROAST_ORIGIN, True),
    w.faith("es-t29-004", "para.except", "¿Qué día cierra la tienda?", "La tienda cierra los domingos; el resto de la semana puedes pasarte de nueve de la mañana a ocho de la tarde.", ROAST_SHOP, True),
    w.faith("es-t29-005", "fmt.currency", "¿Cuándo es gratis el envío?", "El envío sale gratis en los pedidos de veinticinco euros o más.", ROAST_SHOP, True),
    w.faith("es-t29-006", "para.combine", "¿Cuándo tuestan y qué ventaja tienen los suscriptores?", "Tuestan los lunes y los jueves, y quien está suscrito se ahorra un 12 % en cada pedido.", ROAST_SHOP, True),
    w.faith("es-t29-007", "para.relative", "¿Cuándo se paga la consulta?", "La consulta de urgencia, que cuesta 90 €, hay que pagarla antes de que le den el alta a tu mascota.", VET_HOURS, True),
    w.faith("es-t29-008", "fmt.time", "¿Qué horario tienen entre semana?", "Los días laborables atienden desde las nueve de la noche hasta las nueve de la mañana, y los fines de semana, las 24 horas.", VET_HOURS, True),
    w.faith("es-t29-009", "para.relative", "¿Quién es el director clínico?", "El Dr. Pablo Ortega, a quien formó la Dra. Carmen Ruiz cuando llegó recién licenciado en 2015, es director clínico desde 2022.", VET_STAFF, True),
    w.faith("es-t29-010", "para.pronoun", "¿Quién fundó el centro?", "La Dra. Carmen Ruiz fundó el centro en 2011. Ella fue también quien formó al Dr. Pablo Ortega cuando este entró en 2015.", VET_STAFF, True),
    w.faith("es-t29-011", "para.relative", "¿Puedo entrar solo en la sala de despedida?", "No. La sala de despedida, que está reservada para las ceremonias, solo puede visitarse en compañía de un empleado.", CREM_VISITS, True),
    w.faith("es-t29-012", "para.combine", "¿Quién puede pedir juguetes y cuántos?", "El Trompo presta a familias con hijos menores de nueve años, y cada socio puede llevarse hasta tres juguetes a la vez.", TOY_RULES, True),
    w.faith("es-t29-013", "fmt.period", "¿Por cuánto tiempo se prestan los juguetes?", "Los juguetes se prestan durante dos semanas, como mucho tres a la vez.", TOY_RULES, True),
    w.faith("es-t29-014", "para.pronoun", "¿Y si perdemos una pieza?", "Si se pierde una pieza, no te la cobran. Eso sí, tienes que avisar cuando devuelvas el juguete.", TOY_RULES, True),
    w.faith("es-t29-015", "para.relative", "¿Dónde está la ludoteca?", "La ludoteca, que un grupo de madres encabezado por Rosa Blanco puso en marcha en 2001, se mudó al antiguo mercado municipal en 2012.", TOY_HISTORY, True),
    w.faith("es-t29-016", "para.combine", "¿Quién lleva la ludoteca?", "La llevan voluntarios, y su única empleada con sueldo, la coordinadora Marta Gil, trabaja 15 horas semanales.", TOY_HISTORY, True),
    w.faith("es-t29-017", "fmt.number", "¿Cuántas bicis tiene BiciRuta?", "BiciRuta tiene dos mil bicicletas repartidas en 150 estaciones.", BIKE_RULES, True),
    w.faith("es-t29-018", "fmt.currency", "¿Cuánto cuesta un viaje?", "Los primeros 30 minutos cuestan 75 céntimos. Después se pagan 60 céntimos por cada media hora más.", BIKE_RULES, True),
    w.faith("es-t29-019", "para.relative", "¿Desde cuándo hay bicis eléctricas?", "Las bicis eléctricas llegaron en octubre de 2019, tras una prueba piloto que el ayuntamiento hizo con la universidad.", BIKE_EBIKES, True),
    w.faith("es-t29-020", "para.synonym", "¿Puedo dejar una eléctrica en el casco antiguo?", "No, en las cuatro estaciones del casco antiguo no se pueden aparcar bicis eléctricas, porque allí no hay puntos de carga.", BIKE_EBIKES, True),
    w.faith("es-t29-021", "wrap.attribution", "¿Puedo ir con mi perro?", "Según las normas del crematorio, los perros con correa pueden entrar en los jardines, pero no en la sala de despedida.", CREM_VISITS, True),
    w.faith("es-t29-022", "para.combine", "¿Cuándo y desde dónde salen los globos?", "Globos Sierra Azul despega del prado de La Lastrilla entre septiembre y junio, siempre al salir el sol.", BALLOON, True),
    w.faith("es-t29-023", "para.pronoun", "¿Qué pasa si hace mal tiempo?", "Si el piloto cancela tu vuelo por el tiempo, tranquilo. Se le cambia la fecha sin ningún coste.", BALLOON, True),
    w.faith("es-t29-024", "fmt.unit", "¿Hay una altura mínima?", "Sí, hay que medir como mínimo 140 centímetros.", BALLOON, True),
    # unfaithful: one clear error each, mostly an extra detail the context does not give
    w.faith("es-t29-025", "added.fact", "¿Dónde empezó Café Alborada?", "Lucía Ferrer fundó Café Alborada en 2014 en un antiguo almacén de naranjas que había sido de su familia.", ROAST_ORIGIN, False),
    w.faith("es-t29-026", "role.swap", "¿Quién fundó el tostadero?", "El Grupo Mediterránea fundó Café Alborada en 2014, y Lucía Ferrer lo compró en 2021.", ROAST_ORIGIN, False),
    w.faith("es-t29-027", "added.fact", "¿Qué ventajas tienen los suscriptores?", "Los suscriptores tienen un 12 % de descuento en cada pedido y reciben el café en casa en 24 horas.", ROAST_SHOP, False),
    w.faith("es-t29-028", "value.except", "¿Qué días abre la tienda?", "La tienda abre todos los días menos el lunes, de 9:00 a 20:00.", ROAST_SHOP, False),
    w.faith("es-t29-029", "added.fact", "¿Qué incluye la consulta de urgencia?", "La consulta de urgencia cuesta 90 € e incluye una analítica básica de sangre.", VET_HOURS, False),
    w.faith("es-t29-030", "direction", "¿Cuándo hay que pagar?", "La consulta se paga después de que le den el alta al animal.", VET_HOURS, False),
    w.faith("es-t29-031", "value.time", "¿A qué hora abren los días laborables?", "Los días laborables abren a las 22:00 y atienden hasta las 9:00.", VET_HOURS, False),
    w.faith("es-t29-032", "role.swap", "¿Quién formó a quién?", "El Dr. Pablo Ortega, que fundó el centro en 2011, formó a la Dra. Carmen Ruiz cuando ella llegó recién licenciada en 2015.", VET_STAFF, False),
    w.faith("es-t29-033", "added.fact", "¿Cuándo pasó Ortega a director clínico?", "Ortega pasó a ser director clínico en 2022, cuando la Dra. Ruiz se jubiló.", VET_STAFF, False),
    w.faith("es-t29-034", "quantifier", "¿Hay que pagar cuota?", "No, todas las familias se hacen socias gratis; nadie paga cuota.", TOY_RULES, False),
    w.faith("es-t29-035", "added.fact", "¿Cuánto tiempo puedo tener los juguetes?", "Puedes llevarte hasta tres juguetes durante 14 días y renovar el préstamo una vez por teléfono.", TOY_RULES, False),
    w.faith("es-t29-036", "added.fact", "¿Por qué se mudó la ludoteca?", "En 2012 la ludoteca se trasladó al antiguo mercado municipal porque su local anterior se había quedado pequeño.", TOY_HISTORY, False),
    w.faith("es-t29-037", "value.number", "¿Cuántas horas trabaja la coordinadora?", "La coordinadora Marta Gil, la única empleada con sueldo, trabaja 25 horas a la semana.", TOY_HISTORY, False),
    w.faith("es-t29-038", "modality", "¿Qué edad hay que tener?", "Se recomienda tener al menos 16 años, aunque los más jóvenes también pueden usar el servicio.", BIKE_RULES, False),
    w.faith("es-t29-039", "added.fact", "¿El precio incluye seguro?", "Los primeros 30 minutos cuestan 0,75 €, y el seguro de accidentes va incluido en el precio.", BIKE_RULES, False),
    w.faith("es-t29-040", "value.date", "¿Cuándo llegaron las bicis eléctricas?", "Las bicis eléctricas se incorporaron a BiciRuta en octubre de 2018, tras la prueba piloto.", BIKE_EBIKES, False),
    w.faith("es-t29-041", "antonym", "¿La eléctrica es más cara?", "No, un viaje en bici eléctrica sale más barato que en una convencional.", BIKE_EBIKES, False),
    w.faith("es-t29-042", "added.fact", "¿Cuánto dura todo?", "La experiencia completa dura unas cuatro horas y termina con un almuerzo campero después del aterrizaje.", BALLOON, False),
    w.faith("es-t29-043", "negation", "¿Pueden volar los niños pequeños?", "Sí, los menores de ocho años también pueden volar.", BALLOON, False),
    w.faith("es-t29-044", "added.fact", "¿Qué pasa con los adornos del muro del recuerdo?", "Las flores artificiales y los adornos se retiran pasados diez días y después se entregan a la familia.", CREM_VISITS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t29-045", "correct.wordy", "¿Cuántos juguetes puede llevarse a la vez un socio de El Trompo?", "¡Buena pregunta! Cada socio de El Trompo puede llevarse como máximo tres juguetes al mismo tiempo.", "Tres.", True),
    w.correct("es-t29-046", "correct.format", "¿Cuánto cuesta la consulta de urgencia en Urgencias Veterinarias Sur?", "Noventa euros.", "90 €.", True),
    w.correct("es-t29-047", "correct.wordy", "¿Quién fundó Café Alborada?", "Café Alborada lo fundó Lucía Ferrer.", "Lucía Ferrer.", True),
    w.correct("es-t29-048", "correct.format", "¿A qué hora cierran los jardines del crematorio los domingos?", "A las dos de la tarde.", "A las 14:00.", True),
    w.correct("es-t29-049", "wrong.value", "¿Qué edad mínima hay que tener para usar BiciRuta?", "Hay que tener al menos 18 años.", "16 años.", False),
    w.correct("es-t29-050", "wrong.role", "¿Quién formó al Dr. Pablo Ortega?", "Fue el Dr. Pablo Ortega quien formó a la Dra. Carmen Ruiz.", "La Dra. Carmen Ruiz.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
