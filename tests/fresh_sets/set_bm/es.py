"""Spanish cases of fresh set bm. Scenarios: la Clínica Veterinaria Los Olivos, el Pase
Tren Norte, el taller de fotografía «Luz de Lavapiés» en Madrid, la aplicación de libros
electrónicos «LeoNube» de la Biblioteca Pública de Valdeluz, el rocódromo La Pared, Catering
El Buen Mantel, la Autoescuela Vía Libre, el Camping Río Claro, la tienda de reparación
ReparaYa Móviles y el Auditorio del Puerto."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VET = "La Clínica Veterinaria Los Olivos, en Sevilla, abre de lunes a sábado de 9:00 a 20:00 y cierra los domingos. La Dra. Lucía Romero es la cirujana jefa de la clínica, y el Dr. Pablo Herrera se encarga de la odontología. Una consulta general cuesta 40 €, y la vacuna para perros y gatos cuesta 35 € por dosis. Los perros de más de 25 kg deben pesarse en recepción antes de cualquier anestesia. Fuera del horario de apertura, las llamadas de urgencia se desvían al Hospital Veterinario Guadalquivir, a 11 km."

TRAIN = "El Pase Tren Norte cuesta 199 € y permite viajar sin límite en segunda clase durante 10 días por el norte de España. Los viajeros menores de 26 años tienen un 20 % de descuento en el pase. La reserva de asiento solo es obligatoria en los trenes AVE y cuesta 6,50 € por trayecto. El pase debe activarse en una taquilla de estación antes del primer viaje. Es válido en todos los trenes regionales y de media distancia, excepto en el tren nocturno a Lisboa."

WORKSHOP = "El taller de fotografía «Luz de Lavapiés» se celebra en Madrid del 7 al 9 de noviembre de 2025. La fotógrafa Carmen Vidal dirige el taller, y el técnico de iluminación Diego Navarro la asiste. La matrícula cuesta 380 € e incluye tres almuerzos, pero no el alojamiento. Los participantes necesitan una cámara con ajustes manuales de exposición; no se admiten teléfonos móviles. El grupo está limitado a 14 personas, y la inscripción se cierra el 20 de octubre."

LIBRARY = "La Biblioteca Pública de Valdeluz presta libros electrónicos a través de su aplicación gratuita «LeoNube». Cada socio puede tener hasta 7 libros electrónicos prestados a la vez, y cada préstamo dura 14 días. Un título puede renovarse una vez, salvo que otro lector lo haya reservado. Los audiolibros cuentan dentro del mismo límite de 7 títulos. Los menores de 14 años necesitan el consentimiento de su padre, madre o tutor para abrir una cuenta. No hay multas por retraso, porque los préstamos caducan automáticamente."

GYM = "El rocódromo La Pared abre a las 7:00 entre semana y a las 10:00 los fines de semana, y cierra a las 23:00 todos los días. Una entrada suelta cuesta 12 €, y un bono de 10 entradas cuesta 100 €. Quienes vienen por primera vez deben hacer una introducción de seguridad de 20 minutos antes de escalar. La escalada con cuerda solo está permitida con un compañero que tenga el certificado de asegurador; la zona de búlder no tiene este requisito. Los pies de gato se alquilan por 3 €."

CATERING = "Catering El Buen Mantel atiende eventos de 30 a 400 invitados. Su menú bufé cuesta 26 € por persona, y una cena servida de tres platos cuesta 45 € por persona. Todos los menús incluyen al menos un plato vegano. Los pedidos deben confirmarse con al menos 10 días de antelación, y al reservar se paga la mitad del precio total como señal. La empresa fue fundada en 2013 por el chef Andrés Molina y Marta Iglesias. Marta Iglesias dirige además el departamento comercial."

DRIVING = "La Autoescuela Vía Libre ofrece un paquete de 15 clases prácticas de 45 minutos por 525 €. Las clases se imparten de lunes a viernes, de 8:00 a 21:00. Los alumnos deben haber aprobado el examen teórico antes de su primera clase práctica. El profesor Javier Ortega enseña con coche manual, y la profesora Sofía Castro con coche automático. Las clases canceladas con menos de 24 horas de antelación se cobran completas."

CAMPSITE = "El Camping Río Claro abre del 1 de junio al 15 de septiembre. Una parcela para tienda cuesta 25 € por noche para un máximo de 4 personas, y cada persona adicional paga 6 € por noche. El horario de silencio va de 23:00 a 8:00. Las hogueras solo se permiten en los anillos metálicos y quedan totalmente prohibidas cuando el riesgo de incendio es alto. El río está a 200 metros de la recepción, y se admiten perros con correa."

REPAIR = "ReparaYa Móviles repara teléfonos en su tienda de la calle Mayor. Cambiar una pantalla lleva unas 2 horas y cuesta entre 70 € y 210 €, según el modelo. El cambio de batería cuesta 45 € y se hace mientras usted espera. Todas las reparaciones tienen 3 meses de garantía, salvo las de daños por agua, que no tienen garantía. La tienda la lleva Raúl Cabrera. La técnica Elena Suárez se encarga de la recuperación de datos."

CONCERT = "El Auditorio del Puerto tiene 2.050 localidades: 1.400 en el patio de butacas y 650 en el anfiteatro. Las puertas se abren 30 minutos antes de cada función, y quienes llegan tarde solo pueden entrar en el primer descanso. Las entradas del ciclo sinfónico de los viernes cuestan entre 20 € y 85 €. Los estudiantes con carné válido pueden comprar entradas de última hora por 10 € una hora antes de la función. La orquesta residente está dirigida por Isabel Fuentes, y su concertino es Tomás Herrero."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bm-001", "para.reorder", "¿Cuándo abre la Clínica Veterinaria Los Olivos?", "Los domingos está cerrada; de lunes a sábado puede ir entre las 9:00 y las 20:00.", VET, True),
    w.faith("es-bm-002", "para.passive", "¿Quién dirige el taller «Luz de Lavapiés»?", "El taller es dirigido por la fotógrafa Carmen Vidal, y ella es asistida por el técnico de iluminación Diego Navarro.", WORKSHOP, True),
    w.faith("es-bm-003", "para.synonym", "¿Cuántos libros electrónicos puedo tener prestados a la vez en LeoNube?", "Cada socio puede sacar como máximo 7 libros electrónicos al mismo tiempo.", LIBRARY, True),
    w.faith("es-bm-004", "para.nominal", "¿Qué tiene que hacer quien va por primera vez a La Pared antes de escalar?", "Para quien va por primera vez, la realización de una introducción de seguridad de 20 minutos es obligatoria antes de escalar.", GYM, True),
    w.faith("es-bm-005", "para.capital", "¿En qué ciudad se celebra el taller «Luz de Lavapiés»?", "En la capital española.", WORKSHOP, True),
    w.faith("es-bm-006", "para.pronoun", "¿Con qué tipo de coche enseña Sofía Castro?", "Ella enseña con coche automático.", DRIVING, True),
    w.faith("es-bm-007", "para.relative", "¿Quién fundó Catering El Buen Mantel?", "La fundaron en 2013 el chef Andrés Molina y Marta Iglesias, quien dirige además el departamento comercial.", CATERING, True),
    w.faith("es-bm-008", "para.part", "¿Cuántas localidades tiene el anfiteatro del Auditorio del Puerto?", "650 de las localidades están en el anfiteatro.", CONCERT, True),
    w.faith("es-bm-009", "para.combine", "¿Quién lleva ReparaYa Móviles y quién se encarga allí de la recuperación de datos?", "Raúl Cabrera lleva la tienda, donde la técnica Elena Suárez se ocupa de la recuperación de datos.", REPAIR, True),
    w.faith("es-bm-010", "fmt.number", "¿Para cuántas personas vale la tarifa básica de una parcela en Río Claro?", "La tarifa de 25 € por noche sirve para cuatro personas como máximo.", CAMPSITE, True),
    w.faith("es-bm-011", "fmt.thousands", "¿Cuántas localidades tiene el Auditorio del Puerto en total?", "Tiene 2050 localidades en total.", CONCERT, True),
    w.faith("es-bm-012", "fmt.scale", "¿A qué distancia está el río de la recepción del camping?", "El río está a solo 0,2 km de la recepción.", CAMPSITE, True),
    w.faith("es-bm-013", "fmt.date", "¿Cuándo se celebra el taller «Luz de Lavapiés»?", "Del 07/11/2025 al 09/11/2025.", WORKSHOP, True),
    w.faith("es-bm-014", "fmt.time", "¿A qué hora cierra el rocódromo La Pared?", "Cierra todos los días a las once de la noche.", GYM, True),
    w.faith("es-bm-015", "fmt.unit", "¿Qué perros deben pesarse antes de una anestesia en Los Olivos?", "Los perros de más de 25 kilogramos deben pesarse en recepción antes de cualquier anestesia.", VET, True),
    w.faith("es-bm-016", "fmt.abbrev", "¿Cuándo se imparten las clases en la Autoescuela Vía Libre?", "De lun. a vie., de 8:00 a 21:00.", DRIVING, True),
    w.faith("es-bm-017", "fmt.currency", "¿Cuánto cuesta el menú bufé de El Buen Mantel?", "El bufé cuesta 26 euros por persona.", CATERING, True),
    w.faith("es-bm-018", "fmt.range", "¿Cuánto cuestan las entradas del ciclo sinfónico de los viernes?", "La entrada más barata cuesta 20 € y la más cara, 85 €.", CONCERT, True),
    w.faith("es-bm-019", "fmt.period", "¿Cuánto dura un préstamo en LeoNube?", "Cada préstamo dura dos semanas.", LIBRARY, True),
    w.faith("es-bm-020", "fmt.share", "¿Cuánto hay que pagar al reservar en El Buen Mantel?", "Al reservar se paga el 50 % del precio total como señal.", CATERING, True),
    w.faith("es-bm-021", "para.except", "¿Qué reparaciones tienen garantía en ReparaYa Móviles?", "Todas las reparaciones tienen 3 meses de garantía; las de daños por agua son las únicas que no la tienen.", REPAIR, True),
    w.faith("es-bm-022", "wrap.opener", "¿Cuánto cuesta el Pase Tren Norte?", "¡Buena pregunta! El Pase Tren Norte cuesta 199 € y permite viajar sin límite en segunda clase durante 10 días.", TRAIN, True),
    w.faith("es-bm-023", "wrap.closer", "¿Cuál es el horario de silencio en el Camping Río Claro?", "El horario de silencio es de 23:00 a 8:00. ¡Que disfrute de su estancia!", CAMPSITE, True),
    w.faith("es-bm-024", "wrap.attribution", "¿Hay multas por retraso en LeoNube?", "Según la información de la biblioteca, no hay multas por retraso, ya que los préstamos caducan automáticamente.", LIBRARY, True),
    w.faith("es-bm-025", "wrap.hedge", "¿Cuánto cuesta el bono de 10 entradas en La Pared?", "Creo que el bono de 10 entradas cuesta 100 €.", GYM, True),
    w.faith("es-bm-026", "wrap.question", "¿Cuánto cuesta vacunar a mi perro en Los Olivos?", "La vacuna para perros cuesta 35 € por dosis. ¿Quiere saber también cuánto cuesta una consulta general?", VET, True),
    w.faith("es-bm-027", "value.number", "¿Cuánto dura la introducción de seguridad en La Pared?", "La introducción de seguridad para quienes van por primera vez dura 30 minutos.", GYM, False),
    w.faith("es-bm-028", "value.date", "¿Cuándo abre el Camping Río Claro?", "El camping abre del 1 de junio al 30 de septiembre.", CAMPSITE, False),
    w.faith("es-bm-029", "value.time", "¿Hasta qué hora hay clases en Vía Libre?", "Hay clases de lunes a viernes hasta las 22:00.", DRIVING, False),
    w.faith("es-bm-030", "value.unit", "¿Adónde se desvían las llamadas de urgencia fuera del horario de la clínica?", "Se desvían al Hospital Veterinario Guadalquivir, que está a 11 millas.", VET, False),
    w.faith("es-bm-031", "value.currency", "¿Cuánto cuesta reservar asiento en un AVE con el pase?", "La reserva de asiento cuesta 6,50 dólares por trayecto.", TRAIN, False),
    w.faith("es-bm-032", "role.swap", "¿Quién enseña con coche manual en Vía Libre?", "Sofía Castro enseña con coche manual, y Javier Ortega con coche automático.", DRIVING, False),
    w.faith("es-bm-033", "negation", "¿Puedo participar en el taller solo con mi teléfono móvil?", "Sí, en el taller se admiten teléfonos móviles.", WORKSHOP, False),
    w.faith("es-bm-034", "antonym", "¿Cuándo están totalmente prohibidas las hogueras en Río Claro?", "Quedan totalmente prohibidas cuando el riesgo de incendio es bajo.", CAMPSITE, False),
    w.faith("es-bm-035", "modality", "¿Tengo que activar el Pase Tren Norte antes de viajar?", "La activación es opcional: puede activar el pase en una taquilla de estación antes del primer viaje, pero no está obligado a hacerlo.", TRAIN, False),
    w.faith("es-bm-036", "quantifier", "¿Los menús de El Buen Mantel incluyen algún plato vegano?", "Solo algunos menús incluyen un plato vegano.", CATERING, False),
    w.faith("es-bm-037", "value.except", "¿Tiene garantía una reparación por daños por agua en ReparaYa Móviles?", "Sí, la garantía de 3 meses solo cubre las reparaciones de daños por agua.", REPAIR, False),
    w.faith("es-bm-038", "direction", "¿Cuándo se cobra completa una clase cancelada en Vía Libre?", "Una clase se cobra completa si se cancela con más de 24 horas de antelación.", DRIVING, False),
    w.faith("es-bm-039", "added.fact", "¿Puedo renovar un préstamo en LeoNube?", "Sí, un título puede renovarse una vez si nadie lo ha reservado, y la renovación añade otros 7 días.", LIBRARY, False),
    w.faith("es-bm-040", "added.entity", "¿Quién dirige la orquesta residente del Auditorio del Puerto?", "La dirige Isabel Fuentes, junto con su director adjunto, Marcos Peña.", CONCERT, False),
    w.faith("es-bm-041", "mixed", "¿Se pueden alquilar pies de gato en La Pared?", "Sí, los pies de gato se alquilan por 3 €, y también se alquilan bolsas de magnesio por 2 €.", GYM, False),
]

REFUSAL = [
    w.refusal("es-bm-042", "refusal.plain", "¿La Clínica Veterinaria Los Olivos atiende reptiles?", "Lo siento, no sé si la clínica atiende reptiles.", VET, True),
    w.refusal("es-bm-043", "refusal.context", "¿Se puede devolver el Pase Tren Norte y recuperar el dinero?", "El contexto proporcionado no dice nada sobre devoluciones, así que no puedo responder con esta información.", TRAIN, True),
    w.refusal("es-bm-044", "refusal.short", "¿Hay wifi en el Camping Río Claro?", "No lo sé.", CAMPSITE, True),
    w.refusal("es-bm-045", "refusal.long", "¿ReparaYa Móviles repara también tabletas?", "Gracias por su pregunta. Lamentablemente, la información de la que dispongo sobre ReparaYa Móviles solo trata de la reparación de teléfonos, como el cambio de pantalla o de batería, la garantía y la recuperación de datos, y no menciona las tabletas en absoluto. Por eso no puedo decirle si las reparan. Lo más fiable sería preguntar directamente en la tienda. Siento no poder ayudarle más en este caso.", REPAIR, True),
    w.refusal("es-bm-046", "refusal.hedged", "¿Con cuánta antelación se abren las puertas del Auditorio del Puerto?", "No estoy del todo seguro, pero creo que las puertas se abren 30 minutos antes de cada función.", CONCERT, False),
    w.refusal("es-bm-047", "refusal.partial", "¿Cuánto cuesta el paquete de 15 clases de Vía Libre y hay descuento para estudiantes?", "El paquete de 15 clases cuesta 525 €. No puedo decirle si hay descuento para estudiantes, porque la información no lo menciona.", DRIVING, False),
]

CORRECTNESS = [
    w.correct("es-bm-048", "correct.wordy", "¿Cuánto cuesta cambiar la batería en ReparaYa Móviles?", "¡Gracias por preguntar! Si su teléfono necesita una batería nueva, en ReparaYa Móviles le cobrarán 45 € por el cambio, así que esa es la cantidad que debe tener en cuenta.", "El cambio de batería en ReparaYa Móviles cuesta 45 €.", True),
    w.correct("es-bm-049", "correct.short", "¿Para cuántos invitados como máximo trabaja Catering El Buen Mantel?", "400.", "Catering El Buen Mantel atiende eventos de hasta 400 invitados.", True),
    w.correct("es-bm-050", "correct.format", "¿Qué día empieza el taller «Luz de Lavapiés»?", "El 7-11-2025.", "El taller empieza el 7 de noviembre de 2025.", True),
    w.correct("es-bm-051", "wrong.value", "¿Cuánto dura un préstamo de libro electrónico en la Biblioteca Pública de Valdeluz?", "Un préstamo de libro electrónico dura 30 días.", "Un préstamo de libro electrónico dura 14 días.", False),
    w.correct("es-bm-052", "wrong.echo", "¿Con cuántos días de antelación como mínimo hay que confirmar un pedido en El Buen Mantel?", "Un pedido en El Buen Mantel hay que confirmarlo con 3 días de antelación como mínimo.", "Los pedidos deben confirmarse con al menos 10 días de antelación.", False),
    w.correct("es-bm-053", "wrong.role", "¿Quién dirige la orquesta residente del Auditorio del Puerto y quién es su concertino?", "Tomás Herrero dirige la orquesta, e Isabel Fuentes es su concertino.", "La orquesta residente está dirigida por Isabel Fuentes, y su concertino es Tomás Herrero.", False),
]

RELEVANCY = [
    w.relevant("es-bm-054", "relevant.direct", "¿A qué hora abre La Pared los fines de semana?", "Los fines de semana abre a las 10:00.", GYM, True),
    w.relevant("es-bm-055", "relevant.direct", "¿Cuánto paga una persona adicional en una parcela de Río Claro?", "Cada persona adicional paga 6 € por noche.", CAMPSITE, True),
    w.relevant("es-bm-056", "relevant.yesno", "¿Los audiolibros cuentan dentro del límite de préstamo de LeoNube?", "Sí, los audiolibros cuentan dentro del mismo límite de 7 títulos.", LIBRARY, True),
    w.relevant("es-bm-057", "offtopic.true", "¿Cuánto cuesta una consulta general en Los Olivos?", "El Dr. Pablo Herrera se encarga de la odontología en la clínica.", VET, False),
    w.relevant("es-bm-058", "offtopic.other", "¿Quién tiene descuento en el Pase Tren Norte?", "El pase debe activarse en una taquilla de estación antes del primer viaje.", TRAIN, False),
]

DIAGNOSIS = [
    w.diag("es-bm-059", "diag.pass", "¿Cuánto cuesta la cena servida de tres platos en El Buen Mantel?", "La cena servida de tres platos cuesta 45 € por persona.", {"catering": CATERING, "concert": CONCERT}, ("catering",), "pass"),
    w.diag("es-bm-060", "diag.offtopic", "¿Cuánto tarda el cambio de pantalla en ReparaYa Móviles?", "ReparaYa Móviles está en la calle Mayor y la tienda la lleva Raúl Cabrera.", {"repair": REPAIR, "library": LIBRARY}, ("repair",), "fix_generation"),
    w.diag("es-bm-061", "diag.unfaithful", "¿Cuánto cuesta una entrada suelta en La Pared?", "Una entrada suelta cuesta 15 €.", {"gym": GYM, "campsite": CAMPSITE}, ("gym",), "fix_generation"),
    w.diag("es-bm-062", "diag.refused", "¿Cuántas personas pueden participar en el taller «Luz de Lavapiés»?", "Lo siento, los documentos no indican cuántas personas pueden participar en el taller.", {"workshop": WORKSHOP, "driving": DRIVING}, ("workshop",), "fix_generation"),
    w.diag("es-bm-063", "diag.missed", "¿Tiene garantía una reparación por daños por agua en ReparaYa Móviles?", "Los documentos que tengo no tratan las condiciones de garantía de ReparaYa Móviles, así que no puedo responder.", {"vet": VET, "train": TRAIN}, ("repair",), "fix_retrieval"),
    w.diag("es-bm-064", "diag.correct_refusal", "¿Cuánto cuesta el aparcamiento del Auditorio del Puerto?", "La información disponible no menciona el aparcamiento del auditorio, así que no puedo decirle cuánto cuesta.", {"concert": CONCERT, "catering": CATERING}, (), "correct_refusal"),
    w.diag("es-bm-065", "diag.should_refuse", "¿Se pueden alquilar kayaks en el Camping Río Claro?", "Sí, en recepción se alquilan kayaks por 10 € la hora.", {"campsite": CAMPSITE, "gym": GYM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
