"""Spanish cases of fresh set bk. Scenarios: Clínica Dental Sonrisa (dental clinic),
Piscina Municipal Las Acacias (public swimming pool), AutoSol (car rental), Biblioteca de la
Universidad de Altamira (university library), Bodegas Viña Alta (wine tasting tour),
Naviera Estrella del Mar (ferry line), Colmena Coworking (coworking space), Residencia
Canina Huellitas (pet boarding kennel), Maratón Ribera del Tajo (marathon race) and the
return policy of ElectroMundo (electronics store)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DENTAL = "La Clínica Dental Sonrisa, en Valencia, abre de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. La Dra. Lucía Martín es la ortodoncista de la clínica, y el Dr. Álvaro Ruiz realiza todas las endodoncias. Una revisión con limpieza cuesta 45 €, y cada radiografía cuesta 20 € más. Quien cancele una cita con menos de 24 horas de antelación paga 15 €, salvo que presente un justificante médico. Los pacientes nuevos deben llegar 10 minutos antes para rellenar una ficha médica."

POOL = "La Piscina Municipal Las Acacias, en Zaragoza, tiene una piscina olímpica de 50 metros con diez calles y una piscina infantil de 50 cm de profundidad. Abre todos los días salvo los lunes, de 7:00 a 22:00. La entrada de adulto cuesta 4,20 €, y los menores de 14 años pagan la mitad. El gorro de baño es obligatorio en todas las piscinas. El socorrista Javier Soto vigila el turno de mañana, y la socorrista Marta Gil el de tarde."

RENTAL = "AutoSol, en Málaga, solo alquila coches a conductores de al menos 25 años con un mínimo de dos años de carné. Un utilitario cuesta 38 € al día y un monovolumen 72 € al día, con kilometraje ilimitado. El coche debe devolverse con el depósito lleno; de lo contrario, se cobran 2,10 € por cada litro que falte. Añadir un conductor adicional cuesta 7 € al día, excepto si es el cónyuge, que se añade gratis. La oficina del aeropuerto abre las 24 horas, mientras que la del centro cierra a las 21:00."

LIBRARY = "En la Biblioteca de la Universidad de Altamira, los estudiantes pueden llevarse hasta 8 libros durante 15 días, y cada préstamo se puede renovar dos veces. El personal docente puede llevarse hasta 30 libros. Por cada día de retraso en la devolución, el usuario queda un día sin poder pedir préstamos. La biblioteca abre de lunes a viernes de 8:00 a 21:30, y la sala de la segunda planta es de estudio en silencio. Los portátiles se prestan durante 3 horas en el mostrador presentando el carné universitario."

WINE = "Bodegas Viña Alta, en La Rioja, organiza visitas con cata los viernes, sábados y domingos a las 12:00 y a las 17:30. La visita dura dos horas e incluye la cata de tres vinos acompañados de tapas. Cuesta 22 € por persona y solo pueden participar mayores de 18 años. Los grupos son de 25 personas como máximo. La guía es la enóloga Carmen Ibáñez, que fundó la bodega en 1995 junto con su marido, Pablo Ortega."

FERRY = "La Naviera Estrella del Mar une Puerto Claro con la isla de Sal Blanca cinco veces al día. La primera salida desde Puerto Claro es a las 8:00, y la última vuelta desde la isla sale a las 20:30. La travesía dura 50 minutos y recorre 24 kilómetros. El billete sencillo cuesta 16 € para adultos y 8 € para niños, y llevar un coche cuesta 45 € adicionales; las bicicletas viajan gratis. La naviera tiene su sede en la capital portuguesa."

COWORK = "Colmena Coworking, en Sevilla, ofrece un puesto flexible por 150 € al mes y un puesto fijo por 240 € al mes. Los miembros pueden entrar las 24 horas con su tarjeta, pero los invitados solo pueden acceder de 9:00 a 19:00. Cada plan incluye 6 horas de sala de reuniones al mes, y cada hora extra cuesta 12 €. Irene Castro, la community manager, gestiona las altas de miembros, y Raúl Navarro, el técnico de mantenimiento, se encarga de las reparaciones. El café es gratuito para los miembros."

KENNEL = "La Residencia Canina Huellitas, en Granada, acoge perros y gatos durante un máximo de 45 noches. La noche cuesta 22 € por perro y 14 € por gato. Todos los animales deben estar vacunados, y hay que presentar la cartilla de vacunación al ingresar. Los perros salen a pasear tres veces al día: a las 8:00, a las 14:00 y a las 20:00. La entrega y la recogida son posibles de 9:00 a 20:00 todos los días, excepto los domingos, cuando solo se puede de 10:00 a 13:00."

MARATHON = "El Maratón Ribera del Tajo se celebrará el domingo 23 de noviembre de 2025, con salida a las 8:30 desde la Plaza Mayor. El recorrido mide 42,195 km, y el tiempo máximo para terminar es de 5 horas y 30 minutos. La inscripción cuesta 55 € hasta el 31 de agosto y 70 € a partir de entonces, con un límite de 7.500 corredores. Hay un avituallamiento cada 5 km. Para participar hay que tener 18 años cumplidos el día de la carrera."

RETURNS = "ElectroMundo acepta devoluciones en un plazo de 30 días desde la compra, siempre que se presente el tique. Los móviles, sin embargo, solo pueden devolverse en un plazo de 15 días. Los portátiles y tabletas abiertos tienen un cargo de reposición del 10 %, mientras que los productos sin abrir se reembolsan íntegramente. El reembolso se hace en el mismo método de pago en un plazo de 3 a 5 días hábiles. Las tarjetas regalo y las descargas de software no admiten devolución."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bk-001", "para.passive", "¿Quién hace las endodoncias en la clínica?", "Todas las endodoncias de la clínica son realizadas por el Dr. Álvaro Ruiz.", DENTAL, True),
    w.faith("es-bk-002", "fmt.time", "¿A qué hora cierra la clínica entre semana?", "De lunes a viernes cierra a las ocho de la tarde.", DENTAL, True),
    w.faith("es-bk-003", "fmt.abbrev", "¿Quién es la ortodoncista de la clínica?", "La ortodoncista es la doctora Lucía Martín.", DENTAL, True),
    w.faith("es-bk-004", "added.entity", "¿Cuánto cuesta una revisión con limpieza?", "Según la higienista Elena Vidal, una revisión con limpieza cuesta 45 €.", DENTAL, False),
    w.faith("es-bk-005", "para.reorder", "¿Qué horario tiene la piscina?", "De 7:00 a 22:00 abre la piscina, todos los días menos los lunes.", POOL, True),
    w.faith("es-bk-006", "fmt.unit", "¿Qué profundidad tiene la piscina infantil?", "La piscina infantil tiene 50 centímetros de profundidad.", POOL, True),
    w.faith("es-bk-007", "fmt.share", "¿Cuánto pagan los menores de 14 años?", "Los menores de 14 años pagan el 50 % de la entrada de adulto.", POOL, True),
    w.faith("es-bk-008", "value.except", "¿Qué días abre la piscina?", "Abre todos los días salvo los domingos.", POOL, False),
    w.faith("es-bk-009", "fmt.range", "¿Qué edad hay que tener para alquilar en AutoSol?", "La edad mínima es de 25 años, y hay que tener el carné desde hace dos años como mínimo.", RENTAL, True),
    w.faith("es-bk-010", "para.except", "¿Cuánto cuesta añadir a mi mujer como conductora adicional?", "Nada: el cónyuge se añade sin coste; los demás conductores adicionales cuestan 7 € al día.", RENTAL, True),
    w.faith("es-bk-011", "antonym", "¿Cuál es el horario de la oficina del centro?", "La oficina del centro abre a las 21:00.", RENTAL, False),
    w.faith("es-bk-012", "value.currency", "¿Cuánto cuesta alquilar un utilitario?", "Un utilitario cuesta 38 dólares al día.", RENTAL, False),
    w.faith("es-bk-013", "fmt.period", "¿Cuánto tiempo puedo tener un portátil prestado?", "Los portátiles se prestan durante 180 minutos, presentando el carné universitario.", LIBRARY, True),
    w.faith("es-bk-014", "para.nominal", "¿Se pueden renovar los préstamos?", "Sí, la renovación de cada préstamo es posible hasta dos veces.", LIBRARY, True),
    w.faith("es-bk-015", "quantifier", "¿Dónde se puede estudiar en silencio?", "Todas las salas de la biblioteca son de estudio en silencio.", LIBRARY, False),
    w.faith("es-bk-016", "wrap.closer", "¿Cuántos libros puede llevarse el personal docente?", "El personal docente puede llevarse hasta 30 libros. ¡Espero que te sirva!", LIBRARY, True),
    w.faith("es-bk-017", "para.pronoun", "¿Quién guía la visita?", "La guía es Carmen Ibáñez. Ella es enóloga y fundó la bodega en 1995 con su marido, Pablo Ortega.", WINE, True),
    w.faith("es-bk-018", "fmt.number", "¿Cuántos vinos se catan?", "Se catan 3 vinos, acompañados de tapas.", WINE, True),
    w.faith("es-bk-019", "value.date", "¿Cuándo se fundó la bodega?", "Carmen Ibáñez y su marido, Pablo Ortega, la fundaron en 2005.", WINE, False),
    w.faith("es-bk-020", "wrap.opener", "¿Cuánto dura la visita?", "¡Buena pregunta! La visita dura dos horas.", WINE, True),
    w.faith("es-bk-021", "para.capital", "¿Dónde tiene su sede la naviera?", "La Naviera Estrella del Mar tiene su sede en Lisboa.", FERRY, True),
    w.faith("es-bk-022", "fmt.scale", "¿Qué distancia recorre la travesía?", "La travesía recorre 24.000 metros en 50 minutos.", FERRY, True),
    w.faith("es-bk-023", "value.time", "¿A qué hora sale el primer barco de Puerto Claro?", "El primer barco sale de Puerto Claro a las 9:00.", FERRY, False),
    w.faith("es-bk-024", "wrap.attribution", "¿Cuánto cuesta llevar un coche en el ferri?", "Según la información disponible, llevar un coche cuesta 45 € adicionales.", FERRY, True),
    w.faith("es-bk-025", "direction", "¿A qué hora sale el último barco?", "El último barco sale de Puerto Claro hacia la isla a las 20:30.", FERRY, False),
    w.faith("es-bk-026", "para.relative", "¿Quién se encarga de las reparaciones?", "Raúl Navarro, que es el técnico de mantenimiento de Colmena, se encarga de las reparaciones.", COWORK, True),
    w.faith("es-bk-027", "fmt.currency", "¿Cuánto cuesta el puesto fijo?", "El puesto fijo cuesta 240 euros al mes.", COWORK, True),
    w.faith("es-bk-028", "role.swap", "¿Quién gestiona las altas de miembros?", "Las altas las gestiona Raúl Navarro, y las reparaciones son cosa de Irene Castro.", COWORK, False),
    w.faith("es-bk-029", "value.number", "¿Cuántas horas de sala de reuniones incluye cada plan?", "Cada plan incluye 10 horas de sala de reuniones al mes.", COWORK, False),
    w.faith("es-bk-030", "para.synonym", "¿Cuánto tiempo puede quedarse un perro en la residencia?", "Los animales pueden alojarse allí como mucho 45 noches.", KENNEL, True),
    w.faith("es-bk-031", "negation", "¿Hay que vacunar a los animales?", "No, los animales no tienen que estar vacunados.", KENNEL, False),
    w.faith("es-bk-032", "modality", "¿Tengo que llevar la cartilla de vacunación?", "No es obligatorio; puedes presentar la cartilla al ingresar si quieres.", KENNEL, False),
    w.faith("es-bk-033", "wrap.question", "¿Cuánto cuesta una noche para un gato?", "Una noche para un gato cuesta 14 €. ¿Cuántas noches necesitarías?", KENNEL, True),
    w.faith("es-bk-034", "wrap.hedge", "¿A qué hora salen a pasear los perros?", "Creo que los perros salen a pasear a las 8:00, a las 14:00 y a las 20:00.", KENNEL, True),
    w.faith("es-bk-035", "fmt.date", "¿Cuándo se celebra el maratón?", "El maratón se celebra el 23/11/2025.", MARATHON, True),
    w.faith("es-bk-036", "fmt.thousands", "¿Cuántos corredores pueden inscribirse?", "El límite es de 7500 corredores.", MARATHON, True),
    w.faith("es-bk-037", "value.unit", "¿Cada cuánto hay avituallamiento?", "Hay un avituallamiento cada 5 millas.", MARATHON, False),
    w.faith("es-bk-038", "para.part", "¿Desde dónde sale el maratón?", "La salida es desde la Plaza Mayor.", MARATHON, True),
    w.faith("es-bk-039", "para.combine", "¿En qué plazo puedo devolver un móvil?", "Aunque en general hay 30 días para devolver una compra con el tique, los móviles solo se pueden devolver en 15 días.", RETURNS, True),
    w.faith("es-bk-040", "added.fact", "¿Qué cargo tiene devolver una tableta abierta?", "Las tabletas abiertas tienen un cargo de reposición del 10 %, y solo se aceptan si conservan todos sus accesorios.", RETURNS, False),
    w.faith("es-bk-041", "mixed", "¿Se reembolsan los productos sin abrir?", "Sí, se reembolsan íntegramente, y además te regalan un vale de 5 € para tu próxima compra.", RETURNS, False),
]

REFUSAL = [
    w.refusal("es-bk-042", "refusal.plain", "¿AutoSol ofrece sillas infantiles?", "No sé si AutoSol ofrece sillas infantiles.", RENTAL, True),
    w.refusal("es-bk-043", "refusal.context", "¿Hay guardarropa en la salida del maratón?", "El texto proporcionado no menciona ningún guardarropa, así que no puedo responder a eso.", MARATHON, True),
    w.refusal("es-bk-044", "refusal.short", "¿Tiene Colmena aparcamiento?", "No lo sé.", COWORK, True),
    w.refusal("es-bk-045", "refusal.long", "¿La piscina ofrece clases de natación para bebés?", "Muchas gracias por tu consulta. Lamentablemente, la información que tengo sobre la Piscina Municipal Las Acacias trata del tamaño de las piscinas, el horario, los precios de la entrada y las normas de uso, pero no menciona ninguna clase de natación para bebés. Por eso no puedo darte una respuesta fiable sobre este punto. Te recomiendo que lo consultes directamente con la piscina.", POOL, True),
    w.refusal("es-bk-046", "refusal.hedged", "¿Cuánto cuesta el billete de niño?", "No estoy del todo seguro, pero parece que el billete sencillo de niño cuesta 8 €.", FERRY, False),
    w.refusal("es-bk-047", "refusal.partial", "¿Cuántos libros puede llevarse un estudiante y hay servicio de impresión?", "Un estudiante puede llevarse hasta 8 libros. Sobre el servicio de impresión no encuentro información.", LIBRARY, False),
]

CORRECTNESS = [
    w.correct("es-bk-048", "correct.wordy", "¿Cuánto cuesta la visita con cata en Bodegas Viña Alta?", "Si quieres hacer la visita con cata en Bodegas Viña Alta, el precio que tendrás que pagar es de 22 € por cada persona que participe en ella.", "Cuesta 22 € por persona.", True),
    w.correct("es-bk-049", "correct.short", "¿Cuánto dura la travesía de la Naviera Estrella del Mar?", "50 minutos.", "La travesía dura 50 minutos.", True),
    w.correct("es-bk-050", "correct.format", "¿A qué hora cierra la oficina del centro de AutoSol?", "A las nueve de la noche.", "Cierra a las 21:00.", True),
    w.correct("es-bk-051", "wrong.value", "¿Cuánto cuesta la noche para un perro en la Residencia Canina Huellitas?", "32 € por noche.", "La noche cuesta 22 € por perro.", False),
    w.correct("es-bk-052", "wrong.echo", "¿Se pueden devolver las tarjetas regalo en ElectroMundo?", "Sí, las tarjetas regalo se pueden devolver en ElectroMundo.", "No, las tarjetas regalo no admiten devolución.", False),
    w.correct("es-bk-053", "wrong.role", "¿Quién es la ortodoncista de la Clínica Dental Sonrisa?", "El ortodoncista es el Dr. Álvaro Ruiz, y las endodoncias las hace la Dra. Lucía Martín.", "La Dra. Lucía Martín es la ortodoncista; el Dr. Álvaro Ruiz hace las endodoncias.", False),
]

RELEVANCY = [
    w.relevant("es-bk-054", "relevant.direct", "¿Cuánto cuesta la inscripción al maratón?", "Cuesta 55 € hasta el 31 de agosto y 70 € a partir de entonces.", MARATHON, True),
    w.relevant("es-bk-055", "relevant.yesno", "¿Pueden participar menores de edad en la visita a la bodega?", "No, solo pueden participar mayores de 18 años.", WINE, True),
    w.relevant("es-bk-056", "offtopic.true", "¿Cuánto cuesta cancelar una cita con poca antelación?", "Los pacientes nuevos deben llegar 10 minutos antes.", DENTAL, False),
    w.relevant("es-bk-057", "offtopic.other", "¿Cuánto tarda el reembolso?", "Los móviles solo pueden devolverse en un plazo de 15 días.", RETURNS, False),
]

DIAGNOSIS = [
    w.diag("es-bk-058", "diag.pass", "¿Hasta qué hora pueden entrar los invitados en Colmena Coworking?", "Los invitados pueden acceder hasta las 19:00.", {"coworking": COWORK, "piscina": POOL}, ("coworking",), "pass"),
    w.diag("es-bk-059", "diag.offtopic", "¿Cuántas veces se puede renovar un préstamo en la biblioteca de Altamira?", "La biblioteca abre de lunes a viernes de 8:00 a 21:30.", {"biblioteca": LIBRARY, "bodega": WINE}, ("biblioteca",), "fix_generation"),
    w.diag("es-bk-060", "diag.unfaithful", "¿Cuánto tiempo hay para terminar el Maratón Ribera del Tajo?", "El tiempo máximo es de 6 horas y 30 minutos.", {"maraton": MARATHON, "naviera": FERRY}, ("maraton",), "fix_generation"),
    w.diag("es-bk-061", "diag.refused", "¿Cuánto cuesta la entrada de adulto en la Piscina Municipal Las Acacias?", "Lo siento, no dispongo de información sobre el precio de la entrada.", {"piscina": POOL, "residencia": KENNEL}, ("piscina",), "fix_generation"),
    w.diag("es-bk-062", "diag.missed", "¿Cuánto cuesta una radiografía en la Clínica Dental Sonrisa?", "Los documentos que tengo no indican el precio de una radiografía.", {"coworking": COWORK, "devoluciones": RETURNS}, ("clinica",), "fix_retrieval"),
    w.diag("es-bk-063", "diag.correct_refusal", "¿Se admiten perros en el ferri de la Naviera Estrella del Mar?", "La información disponible no dice si se admiten perros en el ferri.", {"naviera": FERRY, "alquiler": RENTAL}, (), "correct_refusal"),
    w.diag("es-bk-064", "diag.should_refuse", "¿Cuánto cuesta el menú del restaurante de Bodegas Viña Alta?", "El menú del restaurante cuesta 35 € por persona.", {"bodega": WINE, "maraton": MARATHON}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
