"""Spanish cases of fresh set bq. Scenarios: Centro Auditivo Oírbien (a hearing-aid shop),
Puerto Deportivo Punta Gaviota, the Oficina de Escolarización de Villaserena, Tejados
Herrera e Hijos (a roofer), the Noche en el Museo at the Museo de Ciencias Naturales, the
university Oficina de Alojamiento, the Villaserena blood donation centre, Escuela de
Equitación El Encinar, Imprenta La Tinta and the cargo ferry Estrella de Brea."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

HEARING = "El Centro Auditivo Oírbien, en la calle Mayor de Villaserena, lo dirige la audióloga Marta Salcedo, y su ayudante, Raúl Ibáñez, se encarga de todas las reparaciones. Una prueba auditiva completa dura 50 minutos y cuesta 30 €, aunque es gratuita para los clientes de 65 años en adelante. Todos los audífonos tienen un periodo de prueba de 30 días, y quien devuelva el aparato en ese plazo recupera el importe íntegro, salvo 20 € de gastos de adaptación. El centro abre de martes a sábado, de 9:00 a 17:30. Las pilas se venden en paquetes de 6 a 5,50 € y cada cliente puede comprar como máximo 10 paquetes por visita."

MARINA = "El Puerto Deportivo Punta Gaviota tiene 220 amarres para embarcaciones de hasta 14 metros de eslora. Un amarre de verano, del 1 de mayo al 30 de septiembre, cuesta 2.100 €, y uno de invierno, 950 €. El capitán de puerto, Javier Roldán, asigna los amarres, y la gasolinera del puerto la gestiona Lucía Ferrer. La gasolinera abre de 7:00 a 19:00 todos los días excepto los domingos. Dentro de los espigones, las embarcaciones deben navegar a menos de 3 nudos."

KINDERGARTEN = "La Oficina de Escolarización de Villaserena recibe las solicitudes para el primer curso de infantil del 2 al 21 de abril de 2025. Los niños deben cumplir 3 años antes del 31 de diciembre de 2025. Las familias deben presentar el libro de familia y un certificado de empadronamiento expedido hace menos de 3 meses. Las plazas se asignan por sorteo el 12 de mayo, y las familias tienen después 7 días para aceptarlas. Los hermanos de alumnos del centro tienen prioridad, salvo que el hermano mayor deje la escuela ese mismo verano."

ROOFING = "Tejados Herrera e Hijos renueva tejados de teja en toda la comarca de Villaserena. La renovación estándar de un tejado de 120 m² tarda unos 8 días laborables y cuesta desde 13.900 €. El dueño, Manuel Herrera, hace personalmente todas las visitas de obra, y su hija, Alba Herrera, prepara los presupuestos por escrito. La empresa da 10 años de garantía sobre la mano de obra y traslada al cliente la garantía del fabricante de 25 años sobre las tejas. No se empieza ninguna obra cuando el viento supera los 50 km/h."

MUSEUM = "El Museo de Ciencias Naturales de Villaserena celebra su «Noche en el Museo» el viernes 14 de noviembre de 2025, de 19:00 a 24:00. Las entradas cuestan 12 € para adultos y 6 € para estudiantes; los menores de 12 años no pueden entrar. La conservadora Elena Castro da una charla sobre ballenas fósiles a las 20:30 en la Sala Azul, junto al esqueleto de ballena cedido por el Gobierno argentino. La cafetería sirve comida hasta las 22:45 y la última entrada es a las 23:00. Solo se venden 600 entradas, que salen a la venta el 20 de octubre."

HOUSING = "La Oficina de Alojamiento de la Universidad de Villaserena gestiona 3.120 habitaciones repartidas en cuatro residencias. Una habitación individual cuesta 450 € al mes, y una plaza en habitación doble, 300 € por persona y mes. Los estudiantes pagan una fianza de 400 €, que se devuelve en un plazo de 21 días tras la salida si la habitación no tiene daños. La técnica de alojamiento Sara Molina se ocupa de los cambios de habitación, y el jefe de la oficina, Diego Navarro, aprueba las rescisiones anticipadas. La oficina abre de lunes a viernes de 10:00 a 16:00, excepto los festivos."

BLOOD = "El Centro de Donación de Sangre de Villaserena acepta donantes de 18 a 65 años que pesen al menos 50 kg. Una donación de sangre total dura unos 10 minutos y se extraen 450 ml. Los hombres pueden donar cada 8 semanas y las mujeres cada 12 semanas. Quien se haya hecho un tatuaje en los últimos 4 meses no puede donar. El centro abre todos los días excepto los lunes, de 8:00 a 14:00, y la enfermera jefa Carmen Vidal atiende personalmente a todos los donantes primerizos."

RIDING = "La Escuela de Equitación El Encinar ofrece clases en grupo para jinetes a partir de 8 años. Una clase en grupo de una hora cuesta 30 €, y un bono de 10 clases, 270 €. Cada grupo tiene como máximo 6 jinetes. El casco es obligatorio en todo momento; las botas con tacón también son obligatorias, aunque en la primera clase se permiten zapatillas deportivas. La instructora jefa, Nuria Campos, enseña a los principiantes, y su compañero Álvaro Gil imparte salto."

PRINT = "La Imprenta La Tinta imprime folletos A4 a 10 céntimos por hoja en pedidos de hasta 999 hojas y a 7 céntimos por hoja a partir de 1.000 hojas. Los pedidos normales están listos en 2 días laborables; los urgentes que se encargan antes de las 11:00 están listos el mismo día y cuestan un 50 % más. Los archivos deben enviarse en PDF con una resolución mínima de 300 ppp. La encargada, Beatriz Ortega, aprueba todos los pedidos de más de 500 €. La imprenta cierra los domingos."

FERRY = "El ferry de carga Estrella de Brea une Puerto Alto, en la península, con la isla de Brea. Sale de Puerto Alto a las 6:15 los lunes, miércoles y viernes y regresa desde Brea a las 14:30 del mismo día. La travesía dura 3 horas y 10 minutos. El flete cuesta 40 € por palé de hasta 800 kg, y los vehículos de más de 7,5 toneladas deben reservarse con al menos 48 horas de antelación. El capitán Andrés Mendoza manda el barco, y la jefa de carga, Rocío Prieto, decide el orden de carga."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bq-001", "para.reorder", "¿Cuánto dura la prueba auditiva y cuánto cuesta?", "Por 30 € se hace una prueba auditiva completa, que dura 50 minutos.", HEARING, True),
    w.faith("es-bq-002", "para.passive", "¿Quién hace las reparaciones en Oírbien?", "Todas las reparaciones son realizadas por Raúl Ibáñez, el ayudante de Marta Salcedo.", HEARING, True),
    w.faith("es-bq-003", "para.synonym", "¿A qué velocidad se puede navegar dentro del puerto?", "Dentro de los espigones, los barcos tienen que ir por debajo de 3 nudos.", MARINA, True),
    w.faith("es-bq-004", "para.nominal", "¿Cómo se reparten las plazas de infantil?", "La asignación de plazas se hace mediante sorteo el 12 de mayo.", KINDERGARTEN, True),
    w.faith("es-bq-005", "para.capital", "¿Quién cedió el esqueleto de ballena de la Sala Azul?", "El esqueleto de ballena de la Sala Azul es una cesión de Buenos Aires.", MUSEUM, True),
    w.faith("es-bq-006", "para.pronoun", "¿Quién hace las visitas de obra en Tejados Herrera?", "El dueño, Manuel Herrera. Él las hace todas personalmente.", ROOFING, True),
    w.faith("es-bq-007", "para.relative", "¿Quién aprueba una rescisión anticipada del contrato?", "La aprueba Diego Navarro, que es el jefe de la oficina.", HOUSING, True),
    w.faith("es-bq-008", "para.part", "¿Hay salida desde Puerto Alto los miércoles?", "Sí, los miércoles el ferry sale de Puerto Alto a las 6:15.", FERRY, True),
    w.faith("es-bq-009", "para.combine", "¿Cuánto cuesta una clase en grupo y cuántos jinetes hay por grupo?", "Una clase en grupo de una hora, con un máximo de 6 jinetes, cuesta 30 €.", RIDING, True),
    w.faith("es-bq-010", "fmt.number", "¿Cuánto tarda un pedido normal?", "Los pedidos normales están listos en dos días laborables.", PRINT, True),
    w.faith("es-bq-011", "fmt.thousands", "¿Cuántas habitaciones gestiona la Oficina de Alojamiento?", "Gestiona 3120 habitaciones en cuatro residencias.", HOUSING, True),
    w.faith("es-bq-012", "fmt.scale", "¿Cuánto puede pesar un palé?", "Por 40 €, un palé puede pesar hasta 0,8 toneladas.", FERRY, True),
    w.faith("es-bq-013", "fmt.date", "¿Cuándo se pueden presentar las solicitudes de infantil?", "Las solicitudes se reciben del 02/04/2025 al 21/04/2025.", KINDERGARTEN, True),
    w.faith("es-bq-014", "fmt.time", "¿A qué hora es la Noche en el Museo?", "Es el viernes 14 de noviembre de 2025, desde las siete de la tarde hasta medianoche.", MUSEUM, True),
    w.faith("es-bq-015", "fmt.unit", "¿Cuánta sangre se extrae en una donación?", "En una donación de sangre total se extraen 450 mililitros.", BLOOD, True),
    w.faith("es-bq-016", "fmt.abbrev", "¿Cuándo abre la Oficina de Alojamiento?", "La Oficina de Alojamiento de la Univ. abre de lun. a vie., de 10:00 a 16:00, salvo festivos.", HOUSING, True),
    w.faith("es-bq-017", "fmt.currency", "¿Cuánto cuesta un paquete de pilas?", "Un paquete de 6 pilas cuesta 5 euros con 50 céntimos.", HEARING, True),
    w.faith("es-bq-018", "fmt.range", "¿Qué edad hay que tener para donar sangre?", "Hay que tener como mínimo 18 años y como máximo 65.", BLOOD, True),
    w.faith("es-bq-019", "fmt.period", "¿Cuándo se devuelve la fianza?", "Si la habitación no tiene daños, los 400 € se devuelven en un plazo de tres semanas tras la salida.", HOUSING, True),
    w.faith("es-bq-020", "fmt.share", "¿Cuánto más cuesta un pedido urgente?", "Un pedido urgente cuesta una vez y media el precio normal, y si se encarga antes de las 11:00 está listo el mismo día.", PRINT, True),
    w.faith("es-bq-021", "para.except", "¿Qué días abre el centro de donación?", "Los lunes está cerrado; el resto de los días abre de 8:00 a 14:00.", BLOOD, True),
    w.faith("es-bq-022", "wrap.opener", "¿Cuánto cuesta un amarre de verano?", "¡Buena pregunta! Un amarre de verano, del 1 de mayo al 30 de septiembre, cuesta 2.100 €.", MARINA, True),
    w.faith("es-bq-023", "wrap.closer", "¿Cuántos años de garantía tiene la mano de obra?", "Tejados Herrera e Hijos da 10 años de garantía sobre la mano de obra. ¡Espero que le sirva!", ROOFING, True),
    w.faith("es-bq-024", "wrap.attribution", "¿Necesito botas para montar?", "Según el documento, las botas con tacón son obligatorias, aunque en la primera clase se permiten zapatillas deportivas.", RIDING, True),
    w.faith("es-bq-025", "wrap.hedge", "¿Cuánto dura la travesía?", "Creo que la travesía dura 3 horas y 10 minutos.", FERRY, True),
    w.faith("es-bq-026", "wrap.question", "¿En qué formato debo enviar los archivos?", "En PDF, con una resolución mínima de 300 ppp. ¿Quiere que le indique también los precios?", PRINT, True),
    w.faith("es-bq-027", "value.number", "¿Cuántos amarres tiene Punta Gaviota?", "El Puerto Deportivo Punta Gaviota tiene 320 amarres para embarcaciones de hasta 14 metros.", MARINA, False),
    w.faith("es-bq-028", "value.date", "¿Cuándo salen a la venta las entradas de la Noche en el Museo?", "Las entradas de la Noche en el Museo salen a la venta el 20 de septiembre.", MUSEUM, False),
    w.faith("es-bq-029", "value.time", "¿A qué hora regresa el ferry desde Brea?", "Regresa desde Brea a las 15:30 del mismo día.", FERRY, False),
    w.faith("es-bq-030", "value.unit", "¿Para qué superficie de tejado es la renovación estándar?", "La renovación estándar es para un tejado de 120 pies cuadrados y tarda unos 8 días laborables.", ROOFING, False),
    w.faith("es-bq-031", "value.currency", "¿Desde cuánto cuesta una renovación estándar?", "Una renovación estándar cuesta desde 13.900 dólares.", ROOFING, False),
    w.faith("es-bq-032", "role.swap", "¿Quién se ocupa de los cambios de habitación y quién aprueba las rescisiones?", "De los cambios de habitación se ocupa Diego Navarro, y las rescisiones anticipadas las aprueba Sara Molina.", HOUSING, False),
    w.faith("es-bq-033", "negation", "¿Puedo ir a la Noche en el Museo con mi hija de 10 años?", "Sí, los menores de 12 años pueden entrar en la Noche en el Museo.", MUSEUM, False),
    w.faith("es-bq-034", "antonym", "¿Puedo recoger mi pedido un domingo?", "Sí, la Imprenta La Tinta abre los domingos.", PRINT, False),
    w.faith("es-bq-035", "modality", "¿Es obligatorio llevar casco?", "El casco es opcional: cada jinete puede llevarlo si quiere.", RIDING, False),
    w.faith("es-bq-036", "quantifier", "¿Puedo probar un audífono antes de comprarlo?", "Solo algunos audífonos tienen un periodo de prueba de 30 días.", HEARING, False),
    w.faith("es-bq-037", "value.except", "¿Cuándo abre la gasolinera del puerto?", "La gasolinera abre de 7:00 a 19:00 todos los días, domingos incluidos.", MARINA, False),
    w.faith("es-bq-038", "direction", "¿Desde dónde sale el ferry de las 6:15?", "El ferry de las 6:15 sale de la isla de Brea con destino a Puerto Alto.", FERRY, False),
    w.faith("es-bq-039", "added.fact", "¿Qué hay que presentar con la solicitud de infantil?", "El libro de familia y un certificado de empadronamiento de menos de 3 meses; además, hay que pagar una tasa de 15 €.", KINDERGARTEN, False),
    w.faith("es-bq-040", "added.entity", "¿Quién atiende a los donantes primerizos?", "A los donantes primerizos los atienden la enfermera jefa Carmen Vidal y el doctor Luis Serrano.", BLOOD, False),
    w.faith("es-bq-041", "mixed", "¿Quién aprueba los pedidos grandes?", "Los pedidos de más de 500 € los aprueba la encargada, Beatriz Ortega, y además se entregan a domicilio gratis.", PRINT, False),
]

REFUSAL = [
    w.refusal("es-bq-042", "refusal.plain", "¿Venden audífonos para niños?", "No lo sé.", HEARING, True),
    w.refusal("es-bq-043", "refusal.context", "¿Tiene duchas el puerto deportivo?", "El contexto proporcionado no menciona duchas, así que no puedo responder.", MARINA, True),
    w.refusal("es-bq-044", "refusal.short", "¿Instala Tejados Herrera placas solares?", "Ni idea.", ROOFING, True),
    w.refusal("es-bq-045", "refusal.long", "¿Hay guardarropa en la Noche en el Museo?", "Muchas gracias por su pregunta. Lamentablemente, la información de la que dispongo sobre la Noche en el Museo no dice nada sobre si hay guardarropa, por lo que no puedo darle una respuesta fiable. Le recomiendo que consulte directamente con el museo. Disculpe las molestias.", MUSEUM, True),
    w.refusal("es-bq-046", "refusal.hedged", "¿Cuánto dura una donación de sangre total?", "No estoy del todo seguro, pero parece que dura unos 10 minutos.", BLOOD, False),
    w.refusal("es-bq-047", "refusal.partial", "¿Cuánto cuesta el bono de 10 clases y hay descuento para hermanos?", "El bono de 10 clases cuesta 270 €. Sobre el descuento para hermanos no he encontrado información.", RIDING, False),
]

CORRECTNESS = [
    w.correct("es-bq-048", "correct.wordy", "¿Cuánto tarda el Estrella de Brea en llegar a la isla?", "En cuanto a la travesía, el Estrella de Brea tarda en total tres horas y diez minutos desde que sale de Puerto Alto hasta que llega a la isla de Brea, algo que conviene tener en cuenta al planificar el día.", "La travesía dura 3 horas y 10 minutos.", True),
    w.correct("es-bq-049", "correct.short", "¿Qué resolución mínima deben tener los archivos?", "300 ppp.", "Los archivos deben enviarse en PDF con una resolución mínima de 300 ppp.", True),
    w.correct("es-bq-050", "correct.format", "¿A qué hora es la charla sobre ballenas fósiles?", "A las ocho y media de la tarde, en la Sala Azul.", "Elena Castro da la charla a las 20:30 en la Sala Azul.", True),
    w.correct("es-bq-051", "wrong.value", "¿Cuánto cuesta una plaza en habitación doble?", "Una plaza en habitación doble cuesta 350 € por persona y mes.", "Una plaza en habitación doble cuesta 300 € por persona y mes.", False),
    w.correct("es-bq-052", "wrong.echo", "¿Qué documentos deben presentar las familias con la solicitud?", "Las familias deben presentar los documentos que se piden con la solicitud.", "El libro de familia y un certificado de empadronamiento expedido hace menos de 3 meses.", False),
    w.correct("es-bq-053", "wrong.role", "¿Quién prepara los presupuestos en Tejados Herrera?", "Los presupuestos los prepara el dueño, Manuel Herrera, y su hija Alba hace las visitas de obra.", "Alba Herrera, la hija del dueño, prepara los presupuestos por escrito.", False),
]

RELEVANCY = [
    w.relevant("es-bq-054", "relevant.direct", "¿Quién decide el orden de carga en el Estrella de Brea?", "Lo decide la jefa de carga, Rocío Prieto.", FERRY, True),
    w.relevant("es-bq-055", "relevant.yesno", "¿Puede un niño de 8 años apuntarse a las clases en grupo?", "Sí, las clases en grupo son para jinetes a partir de 8 años.", RIDING, True),
    w.relevant("es-bq-056", "offtopic.true", "¿Cuándo es el sorteo de plazas?", "Los niños deben cumplir 3 años antes del 31 de diciembre de 2025.", KINDERGARTEN, False),
    w.relevant("es-bq-057", "offtopic.other", "¿De cuánto es la fianza?", "Para cambiar de habitación, hable con Sara Molina y dígale a qué residencia quiere mudarse.", HOUSING, False),
]

DIAGNOSIS = [
    w.diag("es-bq-058", "diag.pass", "¿Cuánto cuesta un amarre de invierno en Punta Gaviota?", "Un amarre de invierno cuesta 950 €.", {"marina": MARINA, "ferry": FERRY}, ("marina",), "pass"),
    w.diag("es-bq-059", "diag.offtopic", "¿Cuál es el peso mínimo para donar sangre?", "El centro abre todos los días excepto los lunes, de 8:00 a 14:00.", {"blood": BLOOD, "riding": RIDING}, ("blood",), "fix_generation"),
    w.diag("es-bq-060", "diag.unfaithful", "¿Cuántos jinetes hay como máximo por grupo?", "Cada grupo tiene como máximo 10 jinetes.", {"riding": RIDING, "print": PRINT}, ("riding",), "fix_generation"),
    w.diag("es-bq-061", "diag.refused", "¿Cuánto cuesta la entrada de estudiante para la Noche en el Museo?", "Lo siento, no he encontrado el precio para estudiantes en los documentos.", {"museum": MUSEUM, "housing": HOUSING}, ("museum",), "fix_generation"),
    w.diag("es-bq-062", "diag.missed", "¿A partir de qué velocidad del viento no empieza obras Tejados Herrera?", "Los documentos que tengo no indican a partir de qué velocidad del viento se aplazan las obras de tejado.", {"marina": MARINA, "ferry": FERRY}, ("roofing",), "fix_retrieval"),
    w.diag("es-bq-063", "diag.correct_refusal", "¿La imprenta hace encuadernaciones?", "Los documentos no mencionan la encuadernación, así que no puedo decírselo.", {"print": PRINT, "hearing": HEARING}, (), "correct_refusal"),
    w.diag("es-bq-064", "diag.should_refuse", "¿Cuánto cuesta el aparcamiento del centro de donación?", "El aparcamiento del centro de donación cuesta 1,20 € la hora.", {"blood": BLOOD, "kindergarten": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
