"""Spanish cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ZOO = "El Zoo de Vallehermoso, en Valladolid, abre todos los días de 10:00 a 19:00, excepto el 25 de diciembre. La entrada general cuesta 22 €, y los niños de 3 a 12 años pagan 15 €; los menores de 3 años entran gratis. El zoo alberga unos 1.300 animales de 210 especies. La exhibición de leones marinos es a las 13:00 en el Anfiteatro del Mar. Está prohibido entrar con perros, salvo perros de asistencia."
TAX = "La oficina de la Agencia Tributaria de Getafe atiende de lunes a viernes de 9:00 a 14:00, y solo con cita previa. La campaña de la renta 2023 termina el 1 de julio de 2024; si la declaración sale a pagar y se domicilia el pago, el plazo acaba el 26 de junio. Presentarla fuera de plazo sin requerimiento previo supone un recargo del 1 % por cada mes de retraso. La declaración se puede presentar por internet, por teléfono o en persona."
BAKERY = "La cadena de panaderías Horno San Blas fue fundada en 1972 por Antonio Ruiz en Zaragoza; en 2003, su nieta Lucía Ruiz asumió la dirección. Hoy tiene 53 tiendas en Aragón y Navarra y da empleo a unas 380 personas. Su producto estrella es la trenza de Almudévar de 400 g, que cuesta 9,50 €. Todas las tiendas donan al cierre el pan que no se ha vendido al Banco de Alimentos."
CAMP = "El camping Playa Dorada, en Cambrils, está a 300 metros del mar y tiene 220 parcelas. Una parcela para tienda cuesta 32 € por noche, y una para autocaravana con electricidad, 45 € por noche. La estancia máxima es de 30 noches seguidas. Hay que guardar silencio de 0:00 a 8:00, y no se permite hacer fuego en las parcelas; las barbacoas solo están permitidas en la zona común habilitada. El camping abre del 15 de marzo al 31 de octubre."
HOSPITAL = "En el Hospital Doctor Castro Valls, las visitas en planta son de 12:00 a 20:00 todos los días. Cada paciente puede recibir como máximo dos visitas a la vez. Los menores de 12 años solo pueden entrar acompañados de un adulto. En la UCI, las visitas se limitan a dos turnos diarios de media hora, a las 13:00 y a las 19:00. Se permite llevar flores a todas las plantas salvo a la UCI."
WARRANTY = "La tienda ElectroSur ofrece tres años de garantía en todos los portátiles y móviles que vende, y un año en accesorios como cargadores y auriculares. La garantía cubre defectos de fabricación, pero no daños por agua ni pantallas rotas. Por 79 € se puede ampliar la garantía de los portátiles a cinco años. Las reparaciones en garantía suelen tardar como máximo 20 días hábiles. Para cualquier reclamación es imprescindible presentar el tique de compra o el número de pedido."
POOL = "La piscina municipal de verano El Olivar abre del 1 de junio al 8 de septiembre, todos los días de 11:00 a 21:00. La entrada de adulto cuesta 4,50 € y el abono de 15 baños, 45 €. El vaso principal mide 50 metros y el infantil tiene una profundidad máxima de 60 centímetros. El gorro de baño no es obligatorio, pero sí lo es ducharse antes de entrar al agua. Los menores de 14 años deben ir acompañados de un adulto."
MOVING = "Mudanzas Hermanos Ortega trabaja en la Comunidad de Madrid desde 1995. Un equipo de dos operarios con camión cuesta 65 € la hora, con un mínimo de cuatro horas. Hay que reservar con al menos 15 días de antelación. No transportan pianos, animales ni productos inflamables. Las cajas de cartón se entregan gratis una semana antes de la mudanza."
MARATHON = "El Maratón del Guadalquivir se celebrará el domingo 24 de noviembre de 2024, con salida a las 8:30 desde la Plaza de las Tendillas de Córdoba. Las inscripciones se cierran el 31 de octubre o cuando se alcancen los 8.000 corredores. La cuota es de 60 €, y los participantes deben tener al menos 18 años el día de la carrera. El tiempo máximo para terminar es de cinco horas y media. Quien cancele antes del 1 de octubre recupera la mitad de la cuota."
ARCHIVE = "El Archivo Municipal de Mérida, capital de Extremadura, conserva documentos desde 1480, entre ellos actas del pleno, planos y unas 18.000 fotografías. La sala de consulta abre de lunes a viernes de 8:30 a 14:30. En la primera visita es obligatorio registrarse con el DNI o el pasaporte. Se pueden hacer fotos sin flash, pero los documentos anteriores a 1900 solo pueden consultarse con guantes que facilita el personal. Las fotocopias cuestan 0,15 € por página."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bi-001", "para.reorder", "¿Qué horario tiene el Zoo de Vallehermoso?", "Salvo el 25 de diciembre, abre a diario de 10:00 a 19:00.", ZOO, True),
    w.faith("es-bi-002", "para.passive", "¿Quién fundó Horno San Blas?", "Antonio Ruiz fundó la cadena en Zaragoza en 1972.", BAKERY, True),
    w.faith("es-bi-003", "para.synonym", "¿Cuántos empleados tiene Horno San Blas?", "Su plantilla ronda las 380 personas.", BAKERY, True),
    w.faith("es-bi-004", "para.nominal", "¿Hasta cuándo se puede presentar la declaración de la renta 2023?", "El plazo de presentación termina el 1 de julio de 2024, salvo que salga a pagar y se domicilie el pago: en ese caso, acaba el 26 de junio.", TAX, True),
    w.faith("es-bi-005", "para.capital", "¿En qué ciudad está este archivo municipal?", "Está en la capital extremeña, Mérida.", ARCHIVE, True),
    w.faith("es-bi-006", "para.pronoun", "¿Pueden los niños visitar a un paciente en el Hospital Doctor Castro Valls?", "Sí, pero si tienen menos de 12 años, solo pueden entrar acompañados de un adulto.", HOSPITAL, True),
    w.faith("es-bi-007", "para.relative", "¿Cuál es el producto estrella de Horno San Blas?", "La trenza de Almudévar, que pesa 400 g y cuesta 9,50 €.", BAKERY, True),
    w.faith("es-bi-008", "para.part", "¿Cuántas parcelas tiene el camping Playa Dorada?", "Tiene 220 parcelas.", CAMP, True),
    w.faith("es-bi-009", "para.combine", "¿Qué normas hay que cumplir en la piscina El Olivar?", "Hay que ducharse antes de entrar al agua, y los menores de 14 años deben ir con un adulto.", POOL, True),
    w.faith("es-bi-010", "fmt.number", "¿Cuántos operarios incluye el servicio de 65 € la hora de Mudanzas Hermanos Ortega?", "Incluye un equipo de 2 operarios con camión.", MOVING, True),
    w.faith("es-bi-011", "fmt.thousands", "¿Cuándo se cierran las inscripciones del Maratón del Guadalquivir?", "El 31 de octubre, o antes si se llega a 8000 corredores.", MARATHON, True),
    w.faith("es-bi-012", "fmt.scale", "¿Cuánto pesa la trenza de Almudévar de Horno San Blas?", "Pesa 0,4 kg.", BAKERY, True),
    w.faith("es-bi-013", "fmt.date", "¿Cuándo se celebra el Maratón del Guadalquivir?", "El domingo 24/11/2024.", MARATHON, True),
    w.faith("es-bi-014", "fmt.time", "¿A qué hora cierra la piscina El Olivar?", "A las 9 de la noche.", POOL, True),
    w.faith("es-bi-015", "fmt.unit", "¿A qué distancia del mar está el camping Playa Dorada?", "Está a 300 m del mar.", CAMP, True),
    w.faith("es-bi-016", "fmt.abbrev", "¿Cuál es el horario de visitas en planta del hospital?", "En el Hospital Dr. Castro Valls, las visitas en planta son de 12:00 a 20:00 todos los días.", HOSPITAL, True),
    w.faith("es-bi-017", "fmt.currency", "¿Cuánto cuestan las fotocopias en el Archivo Municipal de Mérida?", "15 céntimos por página.", ARCHIVE, True),
    w.faith("es-bi-018", "fmt.range", "¿Cuánto tiempo puedo quedarme en el camping Playa Dorada?", "Como mucho, 30 noches seguidas.", CAMP, True),
    w.faith("es-bi-019", "fmt.period", "¿Cuándo entrega las cajas Mudanzas Hermanos Ortega?", "Las cajas se entregan gratis siete días antes de la mudanza.", MOVING, True),
    w.faith("es-bi-020", "fmt.share", "¿Me devuelven la cuota del maratón si cancelo en septiembre?", "Sí, si cancelas antes del 1 de octubre recuperas el 50 % de la cuota.", MARATHON, True),
    w.faith("es-bi-021", "para.except", "¿Puedo llevarle flores a mi abuela, que está en la UCI?", "No, a la UCI no se pueden llevar flores.", HOSPITAL, True),
    w.faith("es-bi-022", "wrap.opener", "¿La garantía de ElectroSur cubre una pantalla rota?", "¡Buena pregunta! No, las pantallas rotas no entran en la garantía.", WARRANTY, True),
    w.faith("es-bi-023", "wrap.closer", "¿Mudanzas Hermanos Ortega me puede llevar el piano?", "No, no transportan pianos. ¡Espero que te sirva!", MOVING, True),
    w.faith("es-bi-024", "wrap.attribution", "¿Puedo ir a la oficina de Getafe sin cita?", "Según la Agencia Tributaria, esa oficina solo atiende con cita previa, así que no.", TAX, True),
    w.faith("es-bi-025", "wrap.hedge", "¿Cuándo abre la sala de consulta del archivo?", "Por lo que veo, abre de lunes a viernes de 8:30 a 14:30.", ARCHIVE, True),
    w.faith("es-bi-026", "wrap.question", "¿Cuánto cuesta una parcela para tienda en Playa Dorada?", "Cuesta 32 € por noche. ¿Quiere saber también el precio de las parcelas para autocaravana?", CAMP, True),
    w.faith("es-bi-027", "value.number", "¿Cuántas especies hay en el Zoo de Vallehermoso?", "Hay animales de 120 especies.", ZOO, False),
    w.faith("es-bi-028", "value.date", "¿Qué temporada abre el camping Playa Dorada?", "Del 15 de marzo al 30 de septiembre.", CAMP, False),
    w.faith("es-bi-029", "value.time", "¿A qué hora es la exhibición de leones marinos?", "A las 12:00, en el Anfiteatro del Mar.", ZOO, False),
    w.faith("es-bi-030", "value.unit", "¿Cuánto cobra Mudanzas Hermanos Ortega por un equipo de dos operarios con camión?", "Cobra 65 € al día.", MOVING, False),
    w.faith("es-bi-031", "value.currency", "¿Cuánto cuesta ampliar la garantía de un portátil en ElectroSur?", "Ampliarla a cinco años cuesta 99 €.", WARRANTY, False),
    w.faith("es-bi-032", "role.swap", "¿Qué papel tuvo Lucía Ruiz en Horno San Blas?", "Lucía Ruiz fundó la cadena en Zaragoza en 1972, y su abuelo Antonio asumió la dirección en 2003.", BAKERY, False),
    w.faith("es-bi-033", "negation", "¿Mudanzas Hermanos Ortega transporta animales?", "Sí, transportan animales, aunque no pianos ni productos inflamables.", MOVING, False),
    w.faith("es-bi-034", "antonym", "¿Se pueden hacer fotos en el Archivo Municipal de Mérida?", "No, está prohibido hacer fotos, incluso sin flash.", ARCHIVE, False),
    w.faith("es-bi-035", "modality", "¿Es obligatorio ducharse antes de bañarse en El Olivar?", "No, solo se recomienda.", POOL, False),
    w.faith("es-bi-036", "quantifier", "¿Necesito el tique para reclamar la garantía en ElectroSur?", "Solo para los portátiles; en móviles y accesorios no hace falta.", WARRANTY, False),
    w.faith("es-bi-037", "value.except", "¿Puedo entrar al zoo con mi perro de asistencia?", "No, no se permite entrar con ningún perro, tampoco con perros de asistencia.", ZOO, False),
    w.faith("es-bi-038", "direction", "¿Hay algún requisito de edad para correr el Maratón del Guadalquivir?", "Sí, los participantes no pueden tener más de 18 años el día de la carrera.", MARATHON, False),
    w.faith("es-bi-039", "added.fact", "¿Cuánto cuesta la entrada a la piscina El Olivar?", "La entrada de adulto cuesta 4,50 €; los mayores de 65 años entran gratis.", POOL, False),
    w.faith("es-bi-040", "added.entity", "¿Cuándo se puede visitar a un paciente en la UCI?", "En dos turnos diarios de media hora, a las 13:00 y a las 19:00; la supervisora, Carmen Vidal, puede autorizar excepciones.", HOSPITAL, False),
    w.faith("es-bi-041", "mixed", "¿Con cuánta antelación hay que reservar la mudanza?", "Hay que reservar con al menos 15 días de antelación, y en agosto con un mes.", MOVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bi-042", "refusal.plain", "¿Hay restaurante en el Zoo de Vallehermoso?", "Lo siento, no tengo esa información.", ZOO, True),
    w.refusal("es-bi-043", "refusal.context", "¿La oficina de Getafe tiene aparcamiento?", "Los documentos proporcionados no dicen nada sobre aparcamiento.", TAX, True),
    w.refusal("es-bi-044", "refusal.short", "¿Mudanzas Hermanos Ortega ofrece guardamuebles?", "Ni idea.", MOVING, True),
    w.refusal("es-bi-045", "refusal.hedged", "¿A qué hora abre la piscina El Olivar los sábados?", "No estoy del todo seguro, pero creo que abre a las 11:00.", POOL, False),
    w.refusal("es-bi-046", "refusal.partial", "¿Cuánto cuestan las fotocopias y los escaneos en el archivo?", "No se menciona el precio de los escaneos, pero las fotocopias cuestan 0,15 € por página.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bi-047", "correct.wordy", "¿Quién fundó Horno San Blas?", "Horno San Blas lo fundó Antonio Ruiz en Zaragoza en 1972, y más tarde su nieta se puso al frente de la cadena.", "Antonio Ruiz.", True),
    w.correct("es-bi-048", "correct.short", "¿Cuánta garantía tienen los móviles comprados en ElectroSur?", "Tres años.", "ElectroSur ofrece tres años de garantía en todos los móviles y portátiles que vende.", True),
    w.correct("es-bi-049", "correct.format", "¿A qué hora sale el Maratón del Guadalquivir?", "A las ocho y media de la mañana.", "A las 8:30.", True),
    w.correct("es-bi-050", "wrong.value", "¿Cuánto cuesta una parcela para autocaravana en Playa Dorada?", "54 € por noche.", "45 € por noche.", False),
    w.correct("es-bi-051", "wrong.echo", "¿Cubre la garantía de ElectroSur los daños por agua?", "Sí, la garantía de ElectroSur cubre los daños por agua.", "No, los daños por agua no están cubiertos.", False),
    w.correct("es-bi-052", "wrong.role", "¿Quién asumió la dirección de Horno San Blas en 2003?", "Antonio Ruiz.", "Lucía Ruiz, la nieta del fundador.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bi-053", "relevant.direct", "¿Qué tengo que llevar la primera vez que vaya al archivo?", "El DNI o el pasaporte, para registrarte.", ARCHIVE, True),
    w.relevant("es-bi-054", "relevant.direct", "¿Hasta qué hora se puede visitar a un paciente en planta?", "Hasta las 20:00.", HOSPITAL, True),
    w.relevant("es-bi-055", "relevant.yesno", "¿Se puede hacer barbacoa en el camping Playa Dorada?", "Sí, pero solo en la zona común habilitada.", CAMP, True),
    w.relevant("es-bi-056", "offtopic.true", "¿Cuánto paga un niño de 5 años en el Zoo de Vallehermoso?", "La exhibición de leones marinos es a las 13:00 en el Anfiteatro del Mar.", ZOO, False),
    w.relevant("es-bi-057", "offtopic.other", "¿Qué horario tiene la oficina de la Agencia Tributaria de Getafe?", "La declaración se puede presentar por internet, por teléfono o en persona.", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bi-058", "diag.pass", "¿Cuánto cuesta la inscripción al Maratón del Guadalquivir?", "La cuota es de 60 €.", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("es-bi-059", "diag.offtopic", "¿Cuánta garantía tienen los auriculares en ElectroSur?", "Por 79 € se puede ampliar la garantía de los portátiles a cinco años.", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("es-bi-060", "diag.unfaithful", "¿Cuánto tiempo hay para terminar el Maratón del Guadalquivir?", "El tiempo máximo es de cuatro horas.", {"marathon-01": MARATHON, "camp-01": CAMP}, ("marathon-01",), "fix_generation"),
    w.diag("es-bi-061", "diag.refused", "¿Cuánto cuesta la entrada general al Zoo de Vallehermoso?", "Lo siento, no he encontrado el precio de la entrada.", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("es-bi-062", "diag.missed", "¿Cuánto cuestan las fotocopias en el Archivo Municipal de Mérida?", "No lo sé, lo siento.", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("es-bi-063", "diag.correct_refusal", "¿Tiene aparcamiento la piscina El Olivar?", "Lo siento, los documentos no dicen nada sobre aparcamiento.", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("es-bi-064", "diag.should_refuse", "¿Cuánto cuesta aparcar en el Hospital Doctor Castro Valls?", "El aparcamiento para visitas cuesta 1,80 € la hora.", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
