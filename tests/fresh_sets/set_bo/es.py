"""Spanish cases of fresh set bo. Scenarios: the Farmacia Arroyo in Salamanca, the bus
company Autobuses del Bierzo in Ponferrada, the cooking school El Fogón in Valencia, the
municipal sauna of Jaca, the insurance broker Ibáñez y Soler in Madrid, Muebles Olmedo's
delivery service, the Conservatorio Santa Cecilia in Burgos, the Peña Blanca ski resort
in the Pyrenees, the dry cleaner Tintorería La Perla in Seville and the Jardín Botánico
La Alameda in Málaga."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PHARMACY = (
    "La Farmacia Arroyo, en la calle Mayor de Salamanca, abre de lunes a viernes de 9:00 a 21:00 y los sábados de 10:00 a 14:00; los domingos permanece cerrada. "
    "La farmacéutica titular es Lucía Romero, y su adjunto es Daniel Ortega. "
    "Las recetas entregadas antes de las 13:00 suelen estar listas esa misma tarde. "
    "La medición del colesterol cuesta 6 € y es gratuita para los mayores de 65 años. "
    "Cada cliente puede comprar como máximo dos cajas de ibuprofeno por visita."
)

BUS = (
    "Autobuses del Bierzo opera 11 líneas entre Ponferrada y los pueblos de la comarca. "
    "Un billete sencillo cuesta 1,60 € y un bono de un día, 4,80 €. "
    "Los niños menores de 4 años viajan gratis, y los titulares de la tarjeta dorada pagan la mitad de la tarifa general. "
    "Los días laborables, la línea 3 sale de la estación de autobuses de Ponferrada hacia Villafranca cada 25 minutos, pero los domingos solo pasa una vez cada hora. "
    "El último autobús de Villafranca de vuelta a la estación sale a las 22:30."
)

COOKING = (
    "La escuela de cocina El Fogón, en Valencia, ofrece un curso de arroces de cuatro semanas los lunes por la tarde, de 17:00 a 20:00. "
    "Imparte el curso el chef Javier Navarro, con la ayuda de la repostera Carmen Vidal. "
    "Cada grupo tiene un mínimo de 8 y un máximo de 14 alumnos. "
    "La matrícula de 260 € incluye todos los ingredientes y un delantal, pero cada alumno debe traer sus propios cuchillos. "
    "A quien cancele su plaza con al menos 7 días de antelación se le devuelve todo el importe."
)

SAUNA = (
    "La sauna municipal de Jaca abre todos los días excepto los lunes, de 10:00 a 22:00. "
    "La entrada para tres horas cuesta 12 €, y el alquiler de una toalla, 2 €. "
    "La sauna finlandesa se mantiene a 88 °C y el baño de vapor a 44 °C. "
    "Los miércoles están reservados a mujeres. "
    "Los menores de 14 años solo pueden entrar los domingos por la mañana y acompañados de un adulto."
)

INSURANCE = (
    "Ibáñez y Soler es una correduría de seguros independiente fundada en 2012, con su única oficina en Madrid. "
    "Sus cuatro asesores comparan seguros de hogar, coche y viaje de 21 aseguradoras. "
    "La primera consulta es gratuita, porque la correduría cobra una comisión de la aseguradora. "
    "Los clientes deben pedir cita con al menos dos días hábiles de antelación. "
    "La ayuda con los siniestros está incluida durante toda la vigencia de las pólizas contratadas a través de la correduría."
)

DELIVERY = (
    "Muebles Olmedo entrega gratis en un radio de 35 km alrededor de su almacén en los pedidos de más de 1.200 €; los pedidos menores pagan una tarifa fija de 39 €. "
    "Las entregas se hacen de lunes a sábado en una de dos franjas: de 9:00 a 13:00 o de 15:00 a 19:00. "
    "Cada entrega la realizan dos operarios, y el cliente recibe un mensaje de texto la víspera por la tarde. "
    "El montaje cuesta un 10 % adicional sobre el importe del pedido. "
    "El equipo también puede retirar un mueble viejo por 20 €."
)

CONSERVATORY = (
    "El Conservatorio Santa Cecilia de Burgos se fundó el 22 de noviembre de 1902 y hoy cuenta con unos 510 alumnos. "
    "Su directora es la clarinetista Elena Castro, y el jefe del departamento de piano es Raúl Medina. "
    "Las pruebas de acceso se celebran la primera semana de junio, y el plazo de inscripción termina el 15 de mayo. "
    "La matrícula cuesta 1.100 € al año, y una beca de excelencia cubre la mitad para un máximo de 12 alumnos. "
    "El auditorio principal tiene 560 butacas y se inauguró en 1979."
)

SKI = (
    "La estación de esquí Peña Blanca, en el Pirineo de Huesca, está a 1.900 metros de altitud y ofrece 62 km de pistas señalizadas con 15 remontes. "
    "La temporada va normalmente del 1 de diciembre al 13 de abril. "
    "Los remontes funcionan de 9:00 a 16:45, y la última subida del telecabina de la cima es a las 16:00. "
    "El forfait de día para adultos cuesta 49 €, y los niños menores de 6 años esquían gratis si van con un adulto que paga. "
    "El esquí nocturno en la pista Rebeco solo se ofrece los sábados, de 18:00 a 21:00."
)

DRYCLEAN = (
    "La Tintorería La Perla, en Sevilla, limpia una camisa por 3 € y un traje de dos piezas por 15 €. "
    "Los encargos normales están listos a las 48 horas. "
    "Las prendas entregadas antes de las 9:00 pueden limpiarse el mismo día con un recargo de 4 €, salvo los vestidos de novia, que siempre tardan una semana. "
    "El cuero y el ante no se limpian en el local, sino que se envían a un taller colaborador. "
    "Las prendas que no se recojan en un plazo de 90 días se donan a una organización benéfica."
)

GARDEN = (
    "El Jardín Botánico La Alameda, en Málaga, ocupa 18 hectáreas y alberga unas 4.200 especies vegetales. "
    "De abril a octubre abre de 9:00 a 20:00, y de noviembre a marzo de 9:30 a 17:30. "
    "La entrada cuesta 5 € para adultos y es gratuita para los menores de 12 años. "
    "El invernadero tropical, construido en 1925, se mantiene siempre a 27 °C. "
    "No se admiten perros, salvo los perros de asistencia."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bo-001", "para.reorder", "¿Quién está al frente de la Farmacia Arroyo?", "Daniel Ortega es el adjunto, y la farmacéutica titular es Lucía Romero.", PHARMACY, True),
    w.faith("es-bo-002", "para.passive", "¿Qué hacen los asesores de Ibáñez y Soler?", "Los seguros de hogar, coche y viaje de 21 aseguradoras son comparados por los cuatro asesores de la correduría.", INSURANCE, True),
    w.faith("es-bo-003", "para.synonym", "¿Cuándo es la temporada en Peña Blanca?", "La temporada suele durar desde el 1 de diciembre hasta el 13 de abril.", SKI, True),
    w.faith("es-bo-004", "para.nominal", "¿Me devuelven el dinero si cancelo el curso de arroces?", "Sí: la cancelación con al menos 7 días de antelación da derecho al reembolso íntegro.", COOKING, True),
    w.faith("es-bo-005", "para.capital", "¿Dónde tiene su oficina Ibáñez y Soler?", "Su única oficina está en la capital de España.", INSURANCE, True),
    w.faith("es-bo-006", "para.pronoun", "¿Quién dirige el Conservatorio Santa Cecilia?", "Lo dirige Elena Castro. Ella es clarinetista.", CONSERVATORY, True),
    w.faith("es-bo-007", "para.relative", "¿Cuántas butacas tiene el auditorio principal?", "El auditorio principal, que se inauguró en 1979, tiene 560 butacas.", CONSERVATORY, True),
    w.faith("es-bo-008", "para.part", "¿Cuáles son los precios de la Tintorería La Perla?", "Limpiar una camisa allí cuesta 3 €.", DRYCLEAN, True),
    w.faith("es-bo-009", "para.combine", "¿Cuánto cuesta una camisa en La Perla y cuándo está lista?", "Una camisa cuesta 3 €, y los encargos normales están listos a las 48 horas.", DRYCLEAN, True),
    w.faith("es-bo-010", "fmt.number", "¿Cuántos remontes tiene Peña Blanca?", "La estación tiene quince remontes.", SKI, True),
    w.faith("es-bo-011", "fmt.thousands", "¿Cuándo es gratis la entrega en Muebles Olmedo?", "La entrega es gratis en un radio de 35 km del almacén para pedidos de más de 1200 €.", DELIVERY, True),
    w.faith("es-bo-012", "fmt.scale", "¿Qué superficie tiene el Jardín Botánico La Alameda?", "El jardín ocupa 180.000 metros cuadrados.", GARDEN, True),
    w.faith("es-bo-013", "fmt.date", "¿Cuándo se fundó el Conservatorio Santa Cecilia?", "Se fundó el 22/11/1902.", CONSERVATORY, True),
    w.faith("es-bo-014", "fmt.time", "¿Qué horario tiene la Farmacia Arroyo entre semana?", "De lunes a viernes abre de nueve de la mañana a nueve de la noche.", PHARMACY, True),
    w.faith("es-bo-015", "fmt.unit", "¿A qué temperatura está la sauna finlandesa de Jaca?", "Se mantiene a 88 grados centígrados.", SAUNA, True),
    w.faith("es-bo-016", "fmt.abbrev", "¿Avisan antes de la entrega en Muebles Olmedo?", "Sí, el cliente recibe un SMS la víspera por la tarde.", DELIVERY, True),
    w.faith("es-bo-017", "fmt.currency", "¿Cuánto cuestan los billetes de Autobuses del Bierzo?", "El billete sencillo cuesta un euro con sesenta céntimos, y el bono de un día, cuatro euros con ochenta.", BUS, True),
    w.faith("es-bo-018", "fmt.range", "¿Cuántos alumnos hay en cada grupo del curso de arroces?", "Cada grupo tiene entre 8 y 14 alumnos.", COOKING, True),
    w.faith("es-bo-019", "fmt.period", "¿Cuánto tarda un encargo normal en La Perla?", "Un encargo normal está listo a los dos días.", DRYCLEAN, True),
    w.faith("es-bo-020", "fmt.share", "¿Tienen descuento los mayores en Autobuses del Bierzo?", "Sí, con la tarjeta dorada se paga el 50 % de la tarifa general.", BUS, True),
    w.faith("es-bo-021", "para.except", "¿Qué días abre la sauna municipal de Jaca?", "Cierra los lunes; el resto de los días abre de 10:00 a 22:00.", SAUNA, True),
    w.faith("es-bo-022", "wrap.opener", "¿La Perla limpia las chaquetas de cuero en su local?", "¡Con mucho gusto le ayudo! El cuero y el ante no se limpian en el local: se envían a un taller colaborador.", DRYCLEAN, True),
    w.faith("es-bo-023", "wrap.closer", "¿Cuánto cuesta la entrada al Jardín Botánico La Alameda?", "La entrada cuesta 5 € para adultos, y los menores de 12 años entran gratis. ¡Disfrute de la visita!", GARDEN, True),
    w.faith("es-bo-024", "wrap.attribution", "¿Hasta cuándo hay plazo de inscripción en el conservatorio?", "Según el documento, el plazo de inscripción termina el 15 de mayo.", CONSERVATORY, True),
    w.faith("es-bo-025", "wrap.hedge", "¿Cuánto cuesta el forfait de día para adultos en Peña Blanca?", "Creo que el forfait de día para adultos cuesta 49 €.", SKI, True),
    w.faith("es-bo-026", "wrap.question", "¿A qué temperatura está el invernadero tropical?", "El invernadero tropical se mantiene siempre a 27 °C. ¿Quiere saber también en qué año se construyó?", GARDEN, True),
    w.faith("es-bo-027", "value.number", "¿En qué radio entrega gratis Muebles Olmedo?", "La entrega es gratuita en un radio de 55 km del almacén para pedidos de más de 1.200 €.", DELIVERY, False),
    w.faith("es-bo-028", "value.date", "¿Cuándo termina el plazo de inscripción en el conservatorio?", "El plazo de inscripción termina el 15 de abril.", CONSERVATORY, False),
    w.faith("es-bo-029", "value.time", "¿Qué horario tiene la Farmacia Arroyo los sábados?", "Los sábados abre de 10:00 a 15:00.", PHARMACY, False),
    w.faith("es-bo-030", "value.unit", "¿A qué altitud está Peña Blanca?", "La estación está a 1.900 pies de altitud.", SKI, False),
    w.faith("es-bo-031", "value.currency", "¿Cuánto cuesta el bono de un día de Autobuses del Bierzo?", "El bono de un día cuesta 5,80 €.", BUS, False),
    w.faith("es-bo-032", "role.swap", "¿Quién imparte el curso de arroces en El Fogón?", "Imparte el curso la chef Carmen Vidal, con la ayuda del repostero Javier Navarro.", COOKING, False),
    w.faith("es-bo-033", "negation", "¿La Perla limpia el ante en su propio local?", "Sí, el cuero y el ante se limpian en el propio local.", DRYCLEAN, False),
    w.faith("es-bo-034", "antonym", "¿A qué hora es la última subida del telecabina de la cima?", "La primera subida del telecabina de la cima es a las 16:00.", SKI, False),
    w.faith("es-bo-035", "modality", "¿Hace falta pedir cita en Ibáñez y Soler?", "Puede pedir cita con antelación, pero no es obligatorio.", INSURANCE, False),
    w.faith("es-bo-036", "quantifier", "¿Pagan los niños en Autobuses del Bierzo?", "No, todos los niños viajan gratis.", BUS, False),
    w.faith("es-bo-037", "value.except", "¿Puedo llevar a mi perro al Jardín Botánico La Alameda?", "Sí, se admiten perros; solo los perros de asistencia no pueden entrar.", GARDEN, False),
    w.faith("es-bo-038", "direction", "¿A qué hora sale el último autobús?", "El último autobús de la estación hacia Villafranca sale a las 22:30.", BUS, False),
    w.faith("es-bo-039", "added.fact", "¿Qué es Ibáñez y Soler?", "Es una correduría de seguros independiente fundada en 2012 que ha recibido varios premios nacionales por su atención al cliente.", INSURANCE, False),
    w.faith("es-bo-040", "added.entity", "¿Quién da el curso de arroces de El Fogón?", "Lo imparte el chef Javier Navarro, con la ayuda de la repostera Carmen Vidal y del sumiller Pablo Ruiz.", COOKING, False),
    w.faith("es-bo-041", "mixed", "¿Cuánto cuesta el montaje en Muebles Olmedo?", "El montaje cuesta un 10 % adicional sobre el importe del pedido y siempre se termina en menos de una hora.", DELIVERY, False),
]

REFUSAL = [
    w.refusal("es-bo-042", "refusal.plain", "¿La Farmacia Arroyo vende productos veterinarios?", "No lo sé.", PHARMACY, True),
    w.refusal("es-bo-043", "refusal.context", "¿Cuánto cobra Ibáñez y Soler de comisión a las aseguradoras?", "El contexto proporcionado no indica a cuánto asciende la comisión.", INSURANCE, True),
    w.refusal("es-bo-044", "refusal.short", "¿La Perla recoge la ropa a domicilio?", "No se indica.", DRYCLEAN, True),
    w.refusal("es-bo-045", "refusal.long", "¿Quién fundó el Jardín Botánico La Alameda?", "Muchas gracias por su pregunta. He revisado con atención la información sobre el Jardín Botánico La Alameda, pero solo trata de su superficie, el número de especies, los horarios, el precio de la entrada, el invernadero tropical y la norma sobre los perros. No se menciona en ningún momento quién lo fundó, así que lamentablemente no puedo responderle. En la taquilla del jardín seguramente podrán informarle.", GARDEN, True),
    w.refusal("es-bo-046", "refusal.hedged", "¿Hasta qué hora funcionan los remontes de Peña Blanca?", "No estoy del todo seguro, pero parece que los remontes funcionan hasta las 16:45.", SKI, False),
    w.refusal("es-bo-047", "refusal.partial", "¿Cuánto cuesta la matrícula y tiene residencia el conservatorio?", "La matrícula cuesta 1.100 € al año. Sobre la residencia, la información de la que dispongo no dice nada, así que esa parte no puedo responderla.", CONSERVATORY, False),
]

CORRECTNESS = [
    w.correct("es-bo-048", "correct.wordy", "¿Cuántas aseguradoras compara Ibáñez y Soler?", "Si acude a Ibáñez y Soler, sus asesores le comparan seguros de hogar, coche y viaje de veintiuna compañías distintas; es decir, la comparación abarca en total 21 aseguradoras.", "Ibáñez y Soler compara los seguros de 21 aseguradoras.", True),
    w.correct("es-bo-049", "correct.short", "¿Cuánto cuesta limpiar un traje de dos piezas en La Perla?", "15 €.", "En la Tintorería La Perla, limpiar un traje de dos piezas cuesta 15 €.", True),
    w.correct("es-bo-050", "correct.format", "¿A qué hora sale el último autobús de Villafranca?", "A las diez y media de la noche.", "El último autobús de Villafranca a la estación sale a las 22:30.", True),
    w.correct("es-bo-051", "wrong.value", "¿Cuántas butacas tiene el auditorio principal del conservatorio?", "El auditorio principal tiene 650 butacas.", "El auditorio principal tiene 560 butacas.", False),
    w.correct("es-bo-052", "wrong.echo", "¿Cuántas cajas de ibuprofeno puede comprar como máximo cada cliente por visita?", "Cada cliente puede comprar como máximo cinco cajas de ibuprofeno por visita.", "Dos cajas como máximo.", False),
    w.correct("es-bo-053", "wrong.role", "¿Quién imparte el curso de arroces y quién ayuda?", "Lo imparte la repostera Carmen Vidal, con la ayuda del chef Javier Navarro.", "Lo imparte el chef Javier Navarro, con la ayuda de la repostera Carmen Vidal.", False),
]

RELEVANCY = [
    w.relevant("es-bo-054", "relevant.direct", "¿Cuántos kilómetros de pistas tiene Peña Blanca?", "Peña Blanca tiene 62 km de pistas señalizadas.", SKI, True),
    w.relevant("es-bo-055", "relevant.yesno", "¿Pueden ir hombres a la sauna municipal de Jaca los miércoles?", "No, los miércoles están reservados a mujeres.", SAUNA, True),
    w.relevant("es-bo-056", "offtopic.true", "¿Cuánto cuesta que Muebles Olmedo retire un mueble viejo?", "Cada entrega la realizan dos operarios.", DELIVERY, False),
    w.relevant("es-bo-057", "offtopic.other", "¿Cuándo se celebran las pruebas de acceso al conservatorio?", "La directora del conservatorio es la clarinetista Elena Castro.", CONSERVATORY, False),
]

DIAGNOSIS = [
    w.diag("es-bo-058", "diag.pass", "¿A qué hora abre la Farmacia Arroyo entre semana?", "De lunes a viernes abre a las 9:00.", {"pharmacy": PHARMACY, "bus": BUS}, ("pharmacy",), "pass"),
    w.diag("es-bo-059", "diag.offtopic", "¿Cuánto cuesta alquilar una toalla en la sauna municipal de Jaca?", "La sauna finlandesa se mantiene a 88 °C.", {"sauna": SAUNA, "garden": GARDEN}, ("sauna",), "fix_generation"),
    w.diag("es-bo-060", "diag.unfaithful", "¿Cuánto cuesta limpiar una camisa en La Perla?", "Limpiar una camisa cuesta 5 €.", {"dryclean": DRYCLEAN, "delivery": DELIVERY}, ("dryclean",), "fix_generation"),
    w.diag("es-bo-061", "diag.refused", "¿Cuántas especies vegetales alberga el Jardín Botánico La Alameda?", "Lo siento, los documentos no indican cuántas especies alberga el jardín.", {"garden": GARDEN, "ski": SKI}, ("garden",), "fix_generation"),
    w.diag("es-bo-062", "diag.missed", "¿Cuánto cuesta la medición del colesterol en la Farmacia Arroyo?", "Lo siento, los documentos de que dispongo no mencionan el precio de la medición del colesterol.", {"insurance": INSURANCE, "sauna": SAUNA}, ("pharmacy",), "fix_retrieval"),
    w.diag("es-bo-063", "diag.correct_refusal", "¿Vende Muebles Olmedo muebles de jardín?", "Los documentos no indican si Muebles Olmedo vende muebles de jardín.", {"delivery": DELIVERY, "cooking": COOKING}, (), "correct_refusal"),
    w.diag("es-bo-064", "diag.should_refuse", "¿Cuánto cuesta el aparcamiento en la estación de Peña Blanca?", "El aparcamiento de Peña Blanca cuesta 7 € al día.", {"ski": SKI, "bus": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
