"""Fresh set bv, Spanish: Aerostática Castilla (hot-air balloon flights, Segovia),
Relojería Almansa (watch repair, Valencia), BiciSur (Sevilla bike share), Barro Vivo
(pottery, Granada), Charla Mundo (language exchange, Zaragoza), cementerio de San Lázaro
(cemetery office), Voz de Neón (karaoke bar, Cádiz), asesoría Núñez & Prieto (tax
advice), hípica Los Almendros (riding stable) and Harina y Horno (baking school,
Bilbao)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BALLOON = (
    "Aerostática Castilla organiza vuelos en globo aerostático desde el prado de San Marcos, en Segovia. "
    "De marzo a noviembre, los vuelos de la mañana despegan a las 7:15, y los pasajeros deben llegar 45 minutos antes del despegue para la charla de seguridad. "
    "Un vuelo estándar dura alrededor de una hora y cuesta 190 € por persona; una cesta privada para dos cuesta 990 €. "
    "Los pasajeros deben tener al menos 7 años y medir al menos 1,20 m, y quien pese más de 110 kg debe avisar al hacer la reserva. "
    "Los vuelos se cancelan si el viento en superficie supera los 15 km/h, y los billetes cancelados pueden cambiarse de fecha gratis en un plazo de 12 meses. "
    "El piloto jefe, Javier Olmedo, que lleva 17 años volando, decide cada mañana si el vuelo se realiza."
)

WATCH = (
    "Relojería Almansa, en la calle Platería 9 de Valencia, repara relojes mecánicos y de cuarzo. "
    "Abre de martes a sábado, de 9:30 a 18:00; los domingos y lunes está cerrada. "
    "Una revisión completa de un reloj mecánico cuesta 210 € y tarda unas tres semanas, mientras que el cambio de pila de un reloj de cuarzo cuesta 12 € y se hace en el momento. "
    "Todas las reparaciones tienen 12 meses de garantía, excepto las de relojes dañados por agua, que no tienen garantía. "
    "El maestro relojero Ramón Almansa revisa cada movimiento, y su sobrino Pablo Almansa se encarga de las correas y los brazaletes. "
    "Los relojes que no se recojan en los 6 meses siguientes a la reparación podrán venderse para cubrir los gastos."
)

BIKE = (
    "El servicio de bicicleta pública BiciSur de Sevilla tiene 2.500 bicicletas repartidas en 180 estaciones. "
    "El abono anual cuesta 35 €, y los abonados circulan gratis los primeros 30 minutos de cada trayecto; después, cada media hora adicional cuesta 0,60 €. "
    "Los usuarios ocasionales pagan 1,50 € por desbloquear una bicicleta más 0,08 € por minuto. "
    "Hay que tener al menos 16 años, y las bicicletas deben devolverse en una estación y no dejarse en la calle. "
    "El servicio lo gestiona el ayuntamiento junto con la empresa operadora Ruedas del Sur S.L., que se encarga de todas las reparaciones. "
    "Las bicicletas están disponibles las 24 horas, salvo en las estaciones de la plaza Nueva, que cierran de medianoche a las 5:00."
)

POTTERY = (
    "El taller de cerámica Barro Vivo, en Granada, ofrece un curso de torno de seis semanas los miércoles de 19:00 a 21:30. "
    "El curso cuesta 220 € e incluye 10 kg de gres, esmaltes y dos cocciones. "
    "Cada grupo tiene como máximo 8 alumnos, y cada uno dispone de su propio torno. "
    "La profesora, Lucía Navarro, lleva 15 años enseñando cerámica, y el técnico del taller, Andrés Molina, carga el horno. "
    "Las piezas terminadas pueden recogerse unas dos semanas después de la última clase. "
    "Los socios pueden usar el taller abierto los sábados de 10:00 a 16:00, pero solo pueden esmaltar bajo supervisión."
)

LANGEX = (
    "El intercambio de idiomas Charla Mundo se reúne todos los jueves a las 19:30 en la sala del fondo del café La Tertulia, en la calle Libertad de Zaragoza. "
    "Cada encuentro se divide en dos mitades de 40 minutos: la primera en español y la segunda en otro idioma que elige el grupo. "
    "La entrada cuesta 3 € e incluye una bebida caliente, y la primera visita es gratis. "
    "La organizadora, Marta Giménez, recibe a los recién llegados en la puerta, y el voluntario Tom Fischer lleva la mesa de inglés. "
    "En agosto no hay encuentros. "
    "Su club hermano se reúne todos los martes en Roma."
)

CEMETERY = (
    "La oficina de administración del cementerio de San Lázaro está junto a la puerta principal, en la avenida de los Cipreses. "
    "Abre de lunes a viernes de 8:00 a 15:00, con una pausa de 11:00 a 11:30. "
    "La concesión de una sepultura dura 50 años y cuesta 2.100 €, y puede renovarse una sola vez por otros 25 años. "
    "Las lápidas no pueden superar 1,20 m de altura, y no se permiten flores de plástico en las tumbas. "
    "Las puertas del cementerio abren a las 8:00 y cierran al anochecer, pero nunca más tarde de las 20:00. "
    "La registradora, Carmen Ortega, tramita las solicitudes de concesión, y el jardinero, Luis Herrero, cuida los caminos."
)

KARAOKE = (
    "El karaoke Voz de Neón, en la calle Ancha de Cádiz, tiene 12 salas privadas. "
    "Las salas pequeñas, para un máximo de 6 personas, cuestan 24 € la hora, y las grandes, para un máximo de 15 personas, 55 € la hora. "
    "Abre de miércoles a domingo, de 20:00 a 3:00. "
    "A partir de las 22:00 solo pueden entrar mayores de 18 años; antes, los menores son bienvenidos si vienen con un adulto. "
    "Los viernes y sábados las salas deben reservarse por un mínimo de 2 horas. "
    "La encargada, Paula Serrano, mantiene al día la lista de más de 40.000 canciones, y el técnico de sonido, Sergio Rubio, revisa todos los micrófonos antes de abrir."
)

TAX = (
    "La asesoría fiscal Núñez & Prieto ayuda a particulares con la declaración de la renta. "
    "Una declaración estándar cuesta 120 €, y cada inmueble alquilado adicional suma 40 €. "
    "Los clientes deben enviar toda la documentación al menos 3 semanas antes del fin del plazo, el 30 de junio. "
    "La primera consulta telefónica de 20 minutos es gratuita. "
    "La asesora sénior, Elena Prieto, revisa cada declaración antes de presentarla, y el auxiliar Daniel Vidal recoge la documentación de los clientes. "
    "La oficina cierra del 24 de diciembre al 6 de enero."
)

RIDING = (
    "La hípica Los Almendros ofrece clases a jinetes a partir de 6 años. "
    "Una clase en grupo dura 45 minutos y cuesta 25 €, y una clase particular dura 30 minutos y cuesta 35 €. "
    "Es obligatorio llevar casco, que se presta gratis, y botas con un poco de tacón. "
    "Los jinetes de más de 90 kg solo pueden montar los dos caballos de tiro, Lucero y Trueno. "
    "La profesora Ana Castillo enseña a los principiantes, y el mozo de cuadra jefe, Manuel Ortiz, prepara los caballos. "
    "Hay clases todos los días salvo los martes, cuando los caballos descansan."
)

BAKING = (
    "La escuela de panadería Harina y Horno, en Bilbao, organiza un taller de pan de masa madre de un día el primer sábado de cada mes. "
    "El taller empieza a las 9:00 y termina a las 15:00, con la comida incluida. "
    "Cuesta 120 € por persona, y los participantes se llevan a casa una masa madre y dos panes. "
    "Cada grupo tiene como máximo 10 participantes. "
    "El panadero jefe, Iñaki Etxeberria, dirige el taller con la ayuda de la pastelera Sara Domínguez. "
    "Las reservas pueden cancelarse con reembolso total hasta 7 días antes del taller; después, se devuelve la mitad del precio."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bv-001", "para.reorder", "¿Qué requisitos de edad y estatura hay para los pasajeros?", "Los pasajeros deben medir al menos 1,20 m y tener como mínimo 7 años.", BALLOON, True),
    w.faith("es-bv-002", "para.passive", "¿Quién decide si se realiza el vuelo?", "La decisión de si se vuela es tomada cada mañana por el piloto jefe, Javier Olmedo.", BALLOON, True),
    w.faith("es-bv-003", "para.synonym", "¿Cuánto tarda una revisión completa de un reloj mecánico?", "Una puesta a punto integral de un reloj mecánico lleva aproximadamente tres semanas.", WATCH, True),
    w.faith("es-bv-004", "para.nominal", "¿Qué tengo que hacer con la bicicleta al terminar el trayecto?", "La devolución de la bicicleta debe hacerse en una estación; su abandono en la calle no está permitido.", BIKE, True),
    w.faith("es-bv-005", "para.capital", "¿Tiene Charla Mundo un club hermano?", "Sí, su club hermano se reúne todos los martes en la capital italiana.", LANGEX, True),
    w.faith("es-bv-006", "para.pronoun", "¿Quién es Lucía Navarro?", "Ella es la profesora del taller Barro Vivo, y lleva 15 años enseñando cerámica.", POTTERY, True),
    w.faith("es-bv-007", "para.relative", "¿Quién tramita las solicitudes de concesión?", "Las tramita Carmen Ortega, que es la registradora.", CEMETERY, True),
    w.faith("es-bv-008", "para.part", "¿El barro está incluido en el precio del curso?", "Sí, los 220 € del curso incluyen 10 kg de gres.", POTTERY, True),
    w.faith("es-bv-009", "para.combine", "¿Quién enseña a los principiantes y quién prepara los caballos?", "La profesora Ana Castillo enseña a los principiantes, mientras que el mozo de cuadra jefe, Manuel Ortiz, prepara los caballos.", RIDING, True),
    w.faith("es-bv-010", "fmt.number", "¿Cuántas personas caben en un grupo del taller de pan?", "Como máximo, diez participantes por grupo.", BAKING, True),
    w.faith("es-bv-011", "fmt.thousands", "¿Cuántas bicicletas tiene BiciSur?", "BiciSur tiene 2500 bicicletas repartidas en 180 estaciones.", BIKE, True),
    w.faith("es-bv-012", "fmt.scale", "¿Cuánto barro se incluye en el curso?", "El curso incluye 10.000 g de gres.", POTTERY, True),
    w.faith("es-bv-013", "fmt.date", "¿Cuándo termina el plazo de la declaración de la renta?", "El plazo termina el 30/06.", TAX, True),
    w.faith("es-bv-014", "fmt.time", "¿A qué hora despegan los vuelos de la mañana?", "Despegan a las siete y cuarto de la mañana.", BALLOON, True),
    w.faith("es-bv-015", "fmt.unit", "¿Tengo que avisar de mi peso al reservar?", "Si pesa más de 110 kilogramos, debe avisar al hacer la reserva.", BALLOON, True),
    w.faith("es-bv-016", "fmt.abbrev", "¿Quién se encarga de reparar las bicicletas?", "Todas las reparaciones corren a cargo de la operadora Ruedas del Sur, Sociedad Limitada.", BIKE, True),
    w.faith("es-bv-017", "fmt.currency", "¿Cuánto cuesta cambiar la pila de un reloj de cuarzo?", "El cambio de pila cuesta doce euros y se hace en el momento.", WATCH, True),
    w.faith("es-bv-018", "fmt.range", "¿Cuántas personas caben en una sala grande?", "En una sala grande caben hasta 15 personas.", KARAOKE, True),
    w.faith("es-bv-019", "fmt.period", "¿Cuánto dura la garantía de una reparación?", "Las reparaciones tienen un año de garantía, salvo las de relojes dañados por agua.", WATCH, True),
    w.faith("es-bv-020", "fmt.share", "Si cancelo tres días antes del taller, ¿cuánto me devuelven?", "Tres días antes ya es después del plazo de 7 días, así que se le devuelve el 50 % del precio.", BAKING, True),
    w.faith("es-bv-021", "para.except", "¿Qué días hay clases de equitación?", "Los martes no hay clases, porque los caballos descansan; el resto de los días sí hay clases.", RIDING, True),
    w.faith("es-bv-022", "wrap.opener", "¿Cuándo abre la oficina de administración del cementerio?", "¡Con mucho gusto le ayudo! La oficina abre de lunes a viernes de 8:00 a 15:00, con una pausa de 11:00 a 11:30.", CEMETERY, True),
    w.faith("es-bv-023", "wrap.closer", "¿Cuánto cuesta la entrada a Charla Mundo?", "La entrada cuesta 3 € con una bebida caliente incluida, y la primera visita es gratis. ¡Espero que le sirva de ayuda!", LANGEX, True),
    w.faith("es-bv-024", "wrap.attribution", "¿Es gratuita la primera consulta?", "Según el documento, la primera consulta telefónica de 20 minutos es gratuita.", TAX, True),
    w.faith("es-bv-025", "wrap.hedge", "¿Cuánto cuesta una clase particular?", "Creo que una clase particular cuesta 35 € y dura 30 minutos.", RIDING, True),
    w.faith("es-bv-026", "wrap.question", "¿A qué hora empieza el taller de pan de masa madre?", "Empieza a las 9:00 y termina a las 15:00, con la comida incluida. ¿Quiere saber algo más sobre el taller?", BAKING, True),
    w.faith("es-bv-027", "value.number", "¿Cuántas estaciones tiene BiciSur?", "BiciSur tiene 108 estaciones en Sevilla.", BIKE, False),
    w.faith("es-bv-028", "value.date", "¿Cuándo cierra la asesoría en Navidad?", "La oficina cierra del 24 de diciembre al 8 de enero.", TAX, False),
    w.faith("es-bv-029", "value.time", "¿Cuándo son las clases de torno?", "Son los miércoles de 19:00 a 22:30.", POTTERY, False),
    w.faith("es-bv-030", "value.unit", "¿Cuánto dura la concesión de una sepultura?", "La concesión de una sepultura dura 50 meses.", CEMETERY, False),
    w.faith("es-bv-031", "value.currency", "¿Cuánto cuesta la concesión de una sepultura?", "Una concesión de 50 años cuesta 2.100 dólares.", CEMETERY, False),
    w.faith("es-bv-032", "role.swap", "¿Quién hace qué en Relojería Almansa?", "Pablo Almansa revisa cada movimiento, y Ramón Almansa se encarga de las correas y los brazaletes.", WATCH, False),
    w.faith("es-bv-033", "negation", "¿Hay un mínimo de horas para reservar los viernes?", "No, los viernes y sábados no hay ningún mínimo de horas para reservar las salas.", KARAOKE, False),
    w.faith("es-bv-034", "antonym", "¿Dónde se reúne Charla Mundo?", "Todos los jueves a las 19:30, en la sala delantera del café La Tertulia.", LANGEX, False),
    w.faith("es-bv-035", "modality", "¿Pueden los socios usar el taller los sábados?", "Los socios están obligados a acudir al taller abierto todos los sábados de 10:00 a 16:00.", POTTERY, False),
    w.faith("es-bv-036", "quantifier", "¿Revisa la asesora las declaraciones?", "Elena Prieto solo revisa algunas de las declaraciones antes de presentarlas.", TAX, False),
    w.faith("es-bv-037", "value.except", "¿Tienen garantía las reparaciones de relojes dañados por agua?", "Sí, como todas las reparaciones, tienen 12 meses de garantía.", WATCH, False),
    w.faith("es-bv-038", "direction", "¿Qué pasajeros tienen que avisar de su peso?", "Los pasajeros que pesen menos de 110 kg deben avisar al hacer la reserva.", BALLOON, False),
    w.faith("es-bv-039", "added.fact", "¿Qué se llevan a casa los participantes del taller?", "Se llevan una masa madre, dos panes y un recetario impreso.", BAKING, False),
    w.faith("es-bv-040", "added.entity", "¿Quién enseña a los principiantes en la hípica Los Almendros?", "Los principiantes reciben clase de la profesora Ana Castillo y de su compañero Jorge Sanz.", RIDING, False),
    w.faith("es-bv-041", "mixed", "¿Cuándo se reúne Charla Mundo y para en verano?", "Se reúne todos los jueves a las 19:30 y descansa en julio.", LANGEX, False),
]

REFUSAL = [
    w.refusal("es-bv-042", "refusal.plain", "¿Hay aparcamiento en el prado de San Marcos?", "Lo siento, no puedo responder a esa pregunta.", BALLOON, True),
    w.refusal("es-bv-043", "refusal.context", "¿Relojería Almansa repara relojes de pared?", "El contexto proporcionado no indica si la relojería repara relojes de pared, así que no puedo decírselo.", WATCH, True),
    w.refusal("es-bv-044", "refusal.short", "¿Se puede llevar comida propia a las salas de karaoke?", "No lo sé.", KARAOKE, True),
    w.refusal("es-bv-045", "refusal.long", "¿La asesoría Núñez & Prieto lleva el impuesto de sociedades de empresas?", "Gracias por su pregunta. Lamentablemente, no puedo responderla. La información de la que dispongo solo trata de la declaración de la renta de particulares, sus precios, el plazo para enviar la documentación y el cierre de la oficina en Navidad, pero no dice nada sobre el impuesto de sociedades ni sobre empresas. Le recomiendo que se ponga en contacto directamente con la asesoría.", TAX, True),
    w.refusal("es-bv-046", "refusal.hedged", "¿Cuánto dura una clase en grupo?", "No estoy del todo seguro, pero creo que una clase en grupo dura 45 minutos.", RIDING, False),
    w.refusal("es-bv-047", "refusal.partial", "¿Cuánto cuesta el taller de pan y hay aparcamiento cerca?", "El taller cuesta 120 € por persona. La información no menciona el aparcamiento, así que sobre eso no puedo decirle nada.", BAKING, False),
]

CORRECTNESS = [
    w.correct("es-bv-048", "correct.wordy", "¿Cuánto pagan los usuarios ocasionales de BiciSur?", "Quien no tiene abono paga en dos partes: primero, 1,50 € cada vez que desbloquea una bicicleta, y además 0,08 € por cada minuto que pasa pedaleando.", "Los usuarios ocasionales pagan 1,50 € por desbloquear una bicicleta más 0,08 € por minuto.", True),
    w.correct("es-bv-049", "correct.short", "¿Cuántos alumnos como máximo tiene un grupo de torno?", "Ocho.", "Cada grupo tiene como máximo 8 alumnos.", True),
    w.correct("es-bv-050", "correct.format", "¿A qué hora abren las puertas del cementerio?", "A las ocho de la mañana.", "Las puertas del cementerio abren a las 8:00.", True),
    w.correct("es-bv-051", "wrong.value", "¿Cuánto cuesta una sala grande por hora?", "Una sala grande cuesta 45 € la hora.", "Una sala grande cuesta 55 € la hora.", False),
    w.correct("es-bv-052", "wrong.echo", "¿En qué idioma es la primera mitad del encuentro?", "La primera mitad del encuentro es en el idioma que elige el grupo.", "La primera mitad es en español.", False),
    w.correct("es-bv-053", "wrong.role", "¿Quién prepara los caballos en la hípica?", "La profesora Ana Castillo prepara los caballos.", "El mozo de cuadra jefe, Manuel Ortiz, prepara los caballos.", False),
]

RELEVANCY = [
    w.relevant("es-bv-054", "relevant.direct", "¿Qué horario tiene Relojería Almansa?", "Abre de martes a sábado de 9:30 a 18:00, y cierra los domingos y lunes.", WATCH, True),
    w.relevant("es-bv-055", "relevant.yesno", "Si cancelan mi vuelo por el viento, ¿puedo cambiarlo de fecha gratis?", "Sí, puede cambiarlo de fecha gratis en un plazo de 12 meses.", BALLOON, True),
    w.relevant("es-bv-056", "offtopic.true", "¿Quién dirige el taller de pan de masa madre?", "El taller cuesta 120 € por persona y la comida está incluida.", BAKING, False),
    w.relevant("es-bv-057", "offtopic.other", "¿Se puede pedir prestado un casco en la hípica?", "Una clase en grupo dura 45 minutos y cuesta 25 €.", RIDING, False),
]

DIAGNOSIS = [
    w.diag("es-bv-058", "diag.pass", "¿Cuánto cuesta el abono anual de BiciSur?", "El abono anual cuesta 35 €.", {"bike-share": BIKE, "karaoke-bar": KARAOKE}, ("bike-share",), "pass"),
    w.diag("es-bv-059", "diag.offtopic", "¿Qué horario tiene el karaoke Voz de Neón?", "Voz de Neón tiene una lista de más de 40.000 canciones.", {"karaoke-bar": KARAOKE, "tax-office": TAX}, ("karaoke-bar",), "fix_generation"),
    w.diag("es-bv-060", "diag.unfaithful", "¿A qué hora es la pausa de la oficina del cementerio?", "La pausa de la oficina es de 13:00 a 14:00.", {"cemetery-office": CEMETERY, "watch-repair": WATCH}, ("cemetery-office",), "fix_generation"),
    w.diag("es-bv-061", "diag.refused", "¿Cuánto cuesta el curso de torno de Barro Vivo?", "Lo siento, no he encontrado el precio del curso en los documentos.", {"pottery-studio": POTTERY, "baking-school": BAKING}, ("pottery-studio",), "fix_generation"),
    w.diag("es-bv-062", "diag.missed", "¿Desde qué edad se puede dar clase en la hípica Los Almendros?", "Los documentos que tengo no mencionan la hípica ni una edad mínima.", {"language-exchange": LANGEX, "tax-office": TAX}, ("riding-stables",), "fix_retrieval"),
    w.diag("es-bv-063", "diag.correct_refusal", "¿Tiene Charla Mundo un grupo de chat en línea?", "Los documentos no dicen si Charla Mundo tiene un grupo de chat en línea.", {"language-exchange": LANGEX, "karaoke-bar": KARAOKE}, (), "correct_refusal"),
    w.diag("es-bv-064", "diag.should_refuse", "¿Vende Aerostática Castilla vales regalo?", "Sí, los vales regalo cuestan 170 € y son válidos durante 2 años.", {"balloon-flights": BALLOON, "bike-share": BIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
