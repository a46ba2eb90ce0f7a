"""Fresh set cr, Spanish: punto limpio, salas de estudio de la biblioteca, vinoteca, sauna pública, parque canino, sastrería, radio universitaria, festival de escalada, cafetería de museo y oficina de pasaportes."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

RECYCLE = (
    "El punto limpio de Villaverde, en el camino de la Cantera, abre todos los días excepto los martes, de 8:00 a 18:00. "
    "La alcaldesa Rut Ocaña inauguró el punto limpio en marzo de 2009, y Dionisio Hidalgo lo dirige desde 2015. "
    "Los vecinos pueden dejar gratis hasta 200 kilos de restos de poda por visita. "
    "Los colchones viejos se aceptan por 12 € cada uno. "
    "Los visitantes deben mostrar un justificante de domicilio en la entrada. "
    "Aproximadamente una cuarta parte de los 48 contenedores está reservada para aparatos electrónicos."
)
STUDY = (
    "La biblioteca pública de la calle del Puerto tiene 14 salas de estudio en la segunda planta. "
    "Cada sala se puede reservar un máximo de tres horas al día. "
    "Las reservas se abren con siete días de antelación, por internet o en el mostrador. "
    "Está prohibido comer en todas las salas, pero se permiten bebidas en botellas cerradas. "
    "Las salas cierran a las 21:00 de lunes a viernes y a las 17:00 los sábados. "
    "La directora de la biblioteca, Pilar Navarro, debe aprobar las reservas de grupos de más de seis personas."
)
WINE = (
    "La vinoteca El Sacacorchos, en la calle de los Olmos, fue fundada en 1998 por Marta Ruiz. "
    "Tiene 1.250 vinos distintos, la mitad de los cuales proceden de La Rioja. "
    "Para comprar alcohol hay que tener al menos 18 años, y se puede pedir el DNI. "
    "Todos los viernes hay una cata gratuita de 17:00 a 19:00. "
    "Al comprar una caja de 12 botellas se obtiene un 10 % de descuento. "
    "El sumiller de la tienda, Jonás Bermejo, recomienda un albariño de 18,50 €."
)
SAUNA = (
    "La sauna pública del Lago abre todos los días excepto los lunes. "
    "Su cabina principal se calienta a 85 °C y tiene capacidad para 30 personas. "
    "La entrada cuesta 9 € para adultos y 5 € para niños menores de 12 años. "
    "El bañador es opcional en las cabinas, pero obligatorio en la piscina de agua fría. "
    "Se recomienda, aunque no es obligatorio, traer toalla propia. "
    "Los martes de 18:00 a 22:00 la sauna está reservada a mujeres."
)
DOGPARK = (
    "El parque canino Los Abedules es un recinto vallado de 2,5 hectáreas junto al río. "
    "Abre todos los días desde el amanecer hasta las 22:00. "
    "Todos los perros deben estar vacunados y llevar una placa identificativa visible. "
    "Los perros menores de seis meses no pueden entrar en la zona principal. "
    "Hay un recinto aparte para perros pequeños de menos de 10 kilos. "
    "Cada sábado por la mañana, un grupo de voluntarios dirigido por Carla Méndez limpia el parque."
)
TAILOR = (
    "La sastrería Hilo Fino la lleva Andrés Quiroga desde 2012. "
    "Coger el bajo de un pantalón cuesta 15 € y tarda dos días. "
    "Los arreglos de trajes tardan hasta diez días laborables. "
    "La sastrería cierra los domingos y los lunes. "
    "La aprendiz de Andrés Quiroga, Lucía Chacón, se encarga de todas las pruebas de vestidos de novia. "
    "Al encargar un traje a medida hay que pagar una señal del 50 %."
)
RADIO = (
    "Onda Campus 89.3 FM es la radio estudiantil de la Universidad de Valnorte. "
    "Emite 18 horas al día, desde las 6:00 hasta la medianoche. "
    "Cuenta con 65 voluntarios estudiantes y su director es Tomás Rivera. "
    "Los nuevos locutores deben completar un curso de formación de cuatro semanas antes de salir al aire. "
    "El programa matinal, presentado por Aitana Bello, se emitió por primera vez el 14 de septiembre de 2020. "
    "El periódico local El Heraldo de Valnorte donó el equipo del estudio."
)
CLIMB = (
    "El festival de escalada Pico de Granito se celebra del 7 al 9 de junio de 2024 en Oviedo, la capital de Asturias. "
    "Se esperan unos 3.000 escaladores. "
    "El abono de fin de semana cuesta 85 € y la entrada de un día, 40 €. "
    "Los menores de 14 años solo pueden escalar si los acompaña un adulto. "
    "La competición de búlder la juzga la excampeona Lena Vogt. "
    "El muro principal mide 18 metros de altura."
)
CAFE = (
    "La cafetería del Museo de Arte de la Ribera está en la planta baja y tiene 40 plazas. "
    "Abre de 9:30 a 17:00. "
    "No hace falta entrada del museo para ir a la cafetería. "
    "El chef, Pablo Guerrero, hornea todas las tartas allí mismo cada mañana. "
    "Una porción de tarta de zanahoria cuesta 4,75 € y una tetera, 3 €. "
    "Los socios del museo tienen un 15 % de descuento."
)
PASSPORT = (
    "La oficina de pasaportes de la avenida del Rey, 12, abre de lunes a viernes de 8:30 a 14:00. "
    "Hay que pedir cita por internet con al menos 48 horas de antelación. "
    "El pasaporte ordinario para adultos cuesta 30 € y es válido durante diez años. "
    "La tramitación normal tarda tres semanas; la urgente tarda cinco días laborables y cuesta 20 € más. "
    "Los solicitantes deben traer dos fotos recientes y su pasaporte anterior. "
    "La oficina está dirigida por la inspectora Elena Parra."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cr-001", "para.reorder", "¿Qué horario tiene el punto limpio de Villaverde?", "Abre de 8:00 a 18:00 todos los días, excepto los martes.", RECYCLE, True),
    w.faith("es-cr-002", "para.passive", "¿Quién inauguró el punto limpio?", "El punto limpio fue inaugurado en marzo de 2009 por la alcaldesa Rut Ocaña.", RECYCLE, True),
    w.faith("es-cr-003", "para.synonym", "¿Cuántas salas de estudio hay en la biblioteca de la calle del Puerto?", "La biblioteca dispone de 14 salas de estudio, todas en la segunda planta.", STUDY, True),
    w.faith("es-cr-004", "para.nominal", "¿Cómo consigo cita en la oficina de pasaportes?", "La solicitud de cita se hace por internet, con una antelación mínima de 48 horas.", PASSPORT, True),
    w.faith("es-cr-005", "para.capital", "¿Dónde se celebra el festival de escalada Pico de Granito?", "La capital asturiana, Oviedo, es la sede del festival.", CLIMB, True),
    w.faith("es-cr-006", "para.pronoun", "¿Qué cargo tiene Tomás Rivera en Onda Campus?", "Es el director de la emisora.", RADIO, True),
    w.faith("es-cr-007", "para.relative", "¿Quién fundó la vinoteca El Sacacorchos?", "Marta Ruiz fundó en 1998 El Sacacorchos, una vinoteca que está en la calle de los Olmos.", WINE, True),
    w.faith("es-cr-008", "para.part", "¿Cuánto pagan los niños en la sauna?", "Los niños menores de 12 años pagan 5 €.", SAUNA, True),
    w.faith("es-cr-009", "para.combine", "¿Dónde está el parque canino Los Abedules y cuándo puedo ir?", "Es un recinto vallado de 2,5 hectáreas junto al río que abre todos los días desde el amanecer hasta las 22:00.", DOGPARK, True),
    w.faith("es-cr-010", "fmt.number", "¿Cuánto tardan en Hilo Fino en cogerle el bajo a un pantalón?", "Coger el bajo de un pantalón tarda 2 días.", TAILOR, True),
    w.faith("es-cr-011", "fmt.thousands", "¿Cuántos vinos tiene El Sacacorchos?", "Tiene 1250 vinos distintos.", WINE, True),
    w.faith("es-cr-012", "fmt.scale", "¿Qué superficie tiene el parque canino Los Abedules?", "El recinto vallado ocupa 25.000 metros cuadrados.", DOGPARK, True),
    w.faith("es-cr-013", "fmt.date", "¿Cuándo se emitió por primera vez el programa matinal de Onda Campus?", "Se emitió por primera vez el 14/09/2020.", RADIO, True),
    w.faith("es-cr-014", "fmt.time", "¿Qué horario tiene la cafetería del museo?", "Abre de las nueve y media de la mañana a las cinco de la tarde.", CAFE, True),
    w.faith("es-cr-015", "fmt.unit", "¿A qué temperatura está la cabina principal de la sauna?", "La cabina principal se calienta a 85 grados centígrados.", SAUNA, True),
    w.faith("es-cr-016", "fmt.abbrev", "¿Dónde está la oficina de pasaportes?", "Está en la Avda. del Rey, 12.", PASSPORT, True),
    w.faith("es-cr-017", "fmt.currency", "¿Cuánto cuesta una porción de tarta de zanahoria en la cafetería del museo?", "Una porción de tarta de zanahoria cuesta 4 euros con 75 céntimos.", CAFE, True),
    w.faith("es-cr-018", "fmt.range", "¿Cuánto tiempo puedo reservar una sala de estudio?", "Puedes reservar una sala hasta 3 horas al día.", STUDY, True),
    w.faith("es-cr-019", "fmt.period", "¿Cuánto tarda la tramitación normal del pasaporte?", "La tramitación normal tarda 21 días.", PASSPORT, True),
    w.faith("es-cr-020", "fmt.share", "¿Qué parte de los vinos de El Sacacorchos procede de La Rioja?", "El 50 % de sus vinos procede de La Rioja.", WINE, True),
    w.faith("es-cr-021", "para.except", "¿Puedo llevar residuos al punto limpio un martes?", "No, el punto limpio cierra los martes.", RECYCLE, True),
    w.faith("es-cr-022", "wrap.opener", "¿Qué días cierra la sastrería Hilo Fino?", "¡Buena pregunta! La sastrería Hilo Fino cierra los domingos y los lunes.", TAILOR, True),
    w.faith("es-cr-023", "wrap.closer", "¿Cuánto cuesta la entrada de un día para el festival de escalada?", "La entrada de un día cuesta 40 €. ¡Espero que te sirva!", CLIMB, True),
    w.faith("es-cr-024", "wrap.attribution", "¿Es obligatorio el bañador en la piscina de agua fría?", "Según la información de la sauna pública del Lago, el bañador es obligatorio en la piscina de agua fría.", SAUNA, True),
    w.faith("es-cr-025", "wrap.hedge", "¿Quién limpia el parque canino?", "Creo que lo limpia cada sábado por la mañana un grupo de voluntarios dirigido por Carla Méndez.", DOGPARK, True),
    w.faith("es-cr-026", "wrap.question", "¿Necesito entrada del museo para ir a la cafetería?", "No, no hace falta entrada del museo para ir a la cafetería. ¿Quieres saber también cuánto cuestan las tartas?", CAFE, True),
    w.faith("es-cr-027", "value.number", "¿Cuántas salas de estudio tiene la biblioteca?", "La biblioteca tiene 16 salas de estudio en la segunda planta.", STUDY, False),
    w.faith("es-cr-028", "value.date", "¿Cuándo es el festival de escalada?", "Se celebra del 7 al 9 de julio de 2024 en Oviedo.", CLIMB, False),
    w.faith("es-cr-029", "value.time", "¿A qué hora cierran las salas de estudio?", "Cierran a las 21:00 de lunes a viernes y a las 18:00 los sábados.", STUDY, False),
    w.faith("es-cr-030", "value.unit", "¿Qué altura tiene el muro principal del festival?", "El muro principal mide 18 pies de altura.", CLIMB, False),
    w.faith("es-cr-031", "value.currency", "¿Cuánto cuesta el pasaporte ordinario para adultos?", "El pasaporte ordinario para adultos cuesta 35 € y es válido durante diez años.", PASSPORT, False),
    w.faith("es-cr-032", "role.swap", "¿Quién lleva la sastrería Hilo Fino?", "La lleva Lucía Chacón, y Andrés Quiroga es su aprendiz.", TAILOR, False),
    w.faith("es-cr-033", "negation", "¿Puedo ir a la cafetería sin entrada del museo?", "No, para ir a la cafetería hace falta entrada del museo.", CAFE, False),
    w.faith("es-cr-034", "antonym", "¿Hay que pagar por dejar restos de poda?", "Sí, dejar restos de poda es de pago, con un máximo de 200 kilos por visita.", RECYCLE, False),
    w.faith("es-cr-035", "modality", "¿Tengo que llevar toalla a la sauna?", "Sí, es obligatorio traer toalla propia.", SAUNA, False),
    w.faith("es-cr-036", "quantifier", "¿Cuántos contenedores son para aparatos electrónicos?", "La mayoría de los 48 contenedores está reservada para aparatos electrónicos.", RECYCLE, False),
    w.faith("es-cr-037", "value.except", "¿La sauna pública del Lago abre los lunes?", "Sí, la sauna pública del Lago abre los lunes.", SAUNA, False),
    w.faith("es-cr-038", "direction", "¿Para qué perros es el recinto aparte?", "El recinto aparte es para perros de más de 10 kilos.", DOGPARK, False),
    w.faith("es-cr-039", "added.fact", "¿En qué horario emite Onda Campus?", "Emite desde las 6:00 hasta la medianoche, y todos sus programas se pueden escuchar también en pódcast.", RADIO, False),
    w.faith("es-cr-040", "added.entity", "¿Quién hace las tartas de la cafetería del museo?", "Las hornea cada mañana allí mismo el chef Pablo Guerrero junto con su ayudante, Nuria Campos.", CAFE, False),
    w.faith("es-cr-041", "mixed", "¿Cuánto cuestan las entradas del festival de escalada?", "El abono de fin de semana cuesta 85 € y la entrada de un día, 45 €.", CLIMB, False),
]
REFUSAL = [
    w.refusal("es-cr-042", "refusal.plain", "¿El Sacacorchos hace envíos a domicilio?", "Lo siento, no tengo esa información.", WINE, True),
    w.refusal("es-cr-043", "refusal.context", "¿Hay agua potable para los perros en el parque canino?", "Los documentos proporcionados no indican si hay agua potable en el parque.", DOGPARK, True),
    w.refusal("es-cr-044", "refusal.short", "¿Cuánto cuesta anunciarse en Onda Campus?", "Ni idea.", RADIO, True),
    w.refusal("es-cr-045", "refusal.long", "¿Puedo sacar el pasaporte de mi bebé recién nacido en el mismo día?", "Gracias por tu pregunta. Por desgracia, la información de la que dispongo no trata los pasaportes para bebés ni la expedición en el mismo día, así que no puedo responderte. Los documentos solo recogen el precio del pasaporte ordinario para adultos y los plazos de la tramitación normal y la urgente. Te recomiendo que llames directamente a la oficina de pasaportes antes de ir.", PASSPORT, True),
    w.refusal("es-cr-046", "refusal.hedged", "¿Cuánto cuesta la entrada de adulto en la sauna?", "No estoy del todo seguro, pero creo que la entrada de adulto cuesta 9 €.", SAUNA, False),
    w.refusal("es-cr-047", "refusal.partial", "¿Cuánto cuestan una porción de tarta de zanahoria y un café con leche en la cafetería del museo?", "La porción de tarta de zanahoria cuesta 4,75 €, pero los documentos no dicen el precio del café con leche.", CAFE, False),
]
CORRECTNESS = [
    w.correct("es-cr-048", "correct.wordy", "¿Quién fundó la vinoteca El Sacacorchos?", "La vinoteca El Sacacorchos, en la calle de los Olmos, la fundó Marta Ruiz allá por 1998.", "Marta Ruiz.", True),
    w.correct("es-cr-049", "correct.short", "¿Cuánto tiempo es válido el pasaporte ordinario para adultos?", "Diez años.", "El pasaporte ordinario para adultos es válido durante diez años.", True),
    w.correct("es-cr-050", "correct.format", "¿Qué día empieza el festival de escalada?", "Empieza el 07/06/2024.", "El 7 de junio de 2024.", True),
    w.correct("es-cr-051", "wrong.value", "¿Cuántos voluntarios estudiantes tiene Onda Campus?", "Onda Campus tiene 56 voluntarios estudiantes.", "65 voluntarios estudiantes.", False),
    w.correct("es-cr-052", "wrong.echo", "¿Qué altura tiene el muro principal del festival de escalada?", "El muro principal del festival de escalada tiene bastante altura.", "18 metros.", False),
    w.correct("es-cr-053", "wrong.role", "¿Quién es la aprendiz de la sastrería Hilo Fino?", "Es Andrés Quiroga.", "Lucía Chacón.", False),
]
RELEVANCY = [
    w.relevant("es-cr-054", "relevant.direct", "¿Con cuánta antelación se puede reservar una sala de estudio?", "Las reservas se abren siete días antes.", STUDY, True),
    w.relevant("es-cr-055", "relevant.yesno", "¿Mi cachorro de cuatro meses puede entrar en la zona principal del parque?", "No, los perros menores de seis meses no pueden entrar en la zona principal.", DOGPARK, True),
    w.relevant("es-cr-056", "offtopic.true", "¿Es obligatorio el bañador en las cabinas de la sauna?", "La entrada cuesta 9 € para adultos y 5 € para niños menores de 12 años.", SAUNA, False),
    w.relevant("es-cr-057", "offtopic.other", "¿Cuánto cuesta dejar un colchón viejo en el punto limpio?", "El punto limpio abre de 8:00 a 18:00.", RECYCLE, False),
]
DIAGNOSIS = [
    w.diag("es-cr-058", "diag.pass", "¿Qué señal hay que pagar por un traje a medida en Hilo Fino?", "Al encargar un traje a medida se paga una señal del 50 %.", {"tailor": TAILOR, "radio": RADIO}, ("tailor",), "pass"),
    w.diag("es-cr-059", "diag.offtopic", "¿Cuánto cuesta una tetera en la cafetería del museo?", "La cafetería está en la planta baja y tiene 40 plazas.", {"cafe": CAFE}, ("cafe",), "fix_generation"),
    w.diag("es-cr-060", "diag.unfaithful", "¿Quién juzga la competición de búlder del festival?", "La competición de búlder la juzga Marcos Lorente.", {"climb": CLIMB, "wine": WINE}, ("climb",), "fix_generation"),
    w.diag("es-cr-061", "diag.refused", "¿Qué tengo que llevar a la cita del pasaporte?", "Lo siento, no encuentro esa información.", {"passport": PASSPORT}, ("passport",), "fix_generation"),
    w.diag("es-cr-062", "diag.missed", "¿Qué superficie tiene el parque canino Los Abedules?", "Lo siento, no he encontrado la superficie del parque canino.", {"sauna": SAUNA, "wine": WINE}, ("dogpark",), "fix_retrieval"),
    w.diag("es-cr-063", "diag.correct_refusal", "¿El punto limpio acepta neumáticos de coche?", "Los documentos no dicen si el punto limpio acepta neumáticos de coche.", {"recycle": RECYCLE, "study": STUDY}, (), "correct_refusal"),
    w.diag("es-cr-064", "diag.should_refuse", "¿Cuántos oyentes tiene Onda Campus?", "Onda Campus llega a unos 12.000 oyentes cada semana.", {"radio": RADIO, "cafe": CAFE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
