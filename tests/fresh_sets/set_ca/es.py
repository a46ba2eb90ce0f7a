"""Spanish cases of fresh set ca. Scenarios: the La Dársena coworking space in Valencia,
the Los Abedules riding stable near Segovia, the Navarro & Gil tax advice office in
Zaragoza, the N7 night bus between Toledo and Madrid, the Peña Gris mountain hut, the San
Roque veterinary clinic, the Cueva del Sauce wine cellar tastings in Haro, the choir
Voces del Barrio, the keeper talks at the Bosque Verde zoo and the Roble y Pino furniture
repair workshop in Seville."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

COWORK = "El espacio de coworking «La Dársena» está en la calle del Muelle 14, en Valencia, y lo gestiona Lucía Ferrer desde marzo de 2021. Un puesto flexible cuesta 15 € al día o 190 € al mes, y un puesto fijo, 260 € al mes. Los socios pueden usar la sala de reuniones hasta 10 horas al mes; cada hora adicional cuesta 10 €. Abre de lunes a viernes de 7:00 a 22:00 y los sábados de 9:00 a 17:00; los domingos permanece cerrado. Sus dos plantas suman 1.450 metros cuadrados, y solo los socios con puesto fijo tienen taquilla propia."

STABLE = "La hípica Los Abedules, cerca de Segovia, es propiedad de Elena Márquez y cuenta con 22 caballos; el instructor jefe es Tomás Vidal. Los jinetes no pueden pesar más de 95 kg, y los niños deben tener al menos 8 años para apuntarse a una clase en grupo. Una clase en grupo de una hora cuesta 30 €, y una clase particular de 45 minutos, 45 €. Todos los jinetes deben llevar casco, que la hípica presta gratis. Cada caballo come unos 9 kilos de heno al día, y los perros están prohibidos en las instalaciones."

TAX = "La asesoría fiscal Navarro & Gil, en la calle Mayor de Zaragoza, la dirige la socia Carmen Navarro; su compañero Jorge Gil atiende a los autónomos. La primera consulta dura 30 minutos y cuesta 50 €. Para que la declaración de la renta se presente antes del plazo del 30 de junio, los clientes deben entregar la documentación antes del 15 de junio de 2025, y a la primera consulta pueden venir acompañados de un familiar. La asesoría abre de lunes a viernes de 8:30 a 17:30, salvo los miércoles por la tarde. La documentación se acepta solo en papel o a través del portal seguro para clientes, nunca por correo electrónico."

NIGHTBUS = "El autobús nocturno N7, de la empresa Luna Bus, une Toledo con Madrid todas las noches de jueves a domingo. El primer autobús sale de la estación de Toledo a las 23:15 y el último a las 3:45; en sentido contrario, la última salida desde la Plaza Elíptica de Madrid es a las 4:10. El viaje dura 65 minutos y el billete sencillo cuesta 6,50 €, o 4 € para estudiantes con carné válido. Cada autobús lleva hasta 49 pasajeros, y no se permiten bicicletas a bordo. Según el jefe de operaciones, Marcos Novák, el servicio funciona también los festivos."

HUT = "El refugio de Peña Gris está a 2.310 metros de altitud, en la cresta del Caldero, y lo atiende la guarda Ana Fuentes de mediados de junio a finales de septiembre. Tiene 42 plazas en literas y cuatro habitaciones para dos personas. La noche cuesta 20 € para los federados y 28 € para los no federados, con desayuno incluido; la cena cuesta 18 € aparte. Hay que reservar con al menos dos días de antelación, y el refugio solo acepta efectivo, no tarjetas. La subida desde el aparcamiento de La Vega dura entre tres y cuatro horas."

VET = "La clínica veterinaria San Roque la dirige la doctora Marta Ruiz, y el auxiliar Óscar Prieto es el responsable de la sala de recuperación. Abre todos los días excepto el domingo, de 8:00 a 19:00, y hay un teléfono de urgencias atendido las 24 horas. Una revisión general cuesta 40 €, y cada dosis de vacuna, 30 €. Tras una operación, los animales tienen revisiones durante dos semanas, y los puntos se retiran el décimo día. Los dueños pueden esperar en la sala de espera durante los tratamientos cortos, pero no durante las operaciones."

WINE = "La bodega Cueva del Sauce, en Haro, ofrece catas guiadas de martes a sábado a las 15:00 y a las 18:00. Cada cata dura 90 minutos, incluye seis vinos y cuesta 25 € por persona; los grupos de diez o más personas tienen un 10 % de descuento. La mitad de los vinos que se sirven son tempranillos del viñedo propio, y el resto procede de bodegas vecinas. El enólogo Javier Sauce dirige las catas, mientras que su hermana Lidia Sauce se ocupa de las reservas. Los menores de 18 años pueden asistir, pero se les sirve mosto en lugar de vino."

CHOIR = "El coro «Voces del Barrio» ensaya todos los jueves de 19:30 a 21:30 en el salón de actos del colegio Cervantes. Tiene 64 cantantes y lo dirige Clara Domínguez; el pianista Raúl Pastor acompaña los ensayos. Los nuevos miembros pueden incorporarse al inicio de cada trimestre, en septiembre y en enero, y no hace falta hacer prueba de voz. La cuota anual es de 120 €, que se puede pagar en dos plazos de 60 €. El concierto de invierno será el 14 de diciembre de 2024 a las 20:00 en el Ayuntamiento."

ZOO = "En el zoo Bosque Verde, las charlas de los cuidadores se celebran cada día a las 11:00 en el estanque de los pingüinos y a las 14:30 en la casa de las jirafas. Cada charla dura unos 20 minutos y es gratuita con la entrada, que cuesta 22 € para adultos y 15 € para niños de 3 a 12 años. La cuidadora jefa María López da la charla de los pingüinos, y el cuidador Benito Adán, la de las jirafas. Después de la charla de las 14:30, hasta 12 visitantes pueden ayudar a dar de comer a las jirafas pagando 5 € más cada uno. Las charlas se suspenden si llueve con fuerza."

WORKSHOP = "El carpintero Daniel Herrero lleva «Roble y Pino», un taller de restauración de muebles en Sevilla; la tapicera Sofía Torres trabaja allí tres días a la semana. Los presupuestos son gratuitos, y la mayoría de las reparaciones se terminan en un plazo de tres a seis semanas. Volver a encolar una silla cuesta 40 €, y retapizar un sillón, desde 380 €. El taller recoge muebles en un radio de 25 kilómetros alrededor del centro por una tarifa fija de 25 €. No repara muebles de aglomerado."

# fmt: off
FAITHFULNESS = [
    w.faith("es-ca-001", "para.reorder", "¿Cuánto cuesta un puesto flexible en La Dársena?", "Por un mes entero se pagan 190 €, y por un solo día, 15 €.", COWORK, True),
    w.faith("es-ca-002", "para.passive", "¿Quién lleva el taller Roble y Pino?", "El taller es gestionado por el carpintero Daniel Herrero.", WORKSHOP, True),
    w.faith("es-ca-003", "para.synonym", "¿Tengo que llevar mi propio casco a la hípica Los Abedules?", "No. El casco es obligatorio, pero la hípica lo facilita sin coste alguno.", STABLE, True),
    w.faith("es-ca-004", "para.nominal", "¿Hasta cuándo tengo que entregar la documentación en Navarro & Gil?", "El plazo de entrega de la documentación termina el 15 de junio de 2025, para que la declaración se presente antes del 30 de junio.", TAX, True),
    w.faith("es-ca-005", "para.capital", "¿Qué ciudades une el autobús nocturno N7?", "Une Toledo con la capital de España.", NIGHTBUS, True),
    w.faith("es-ca-006", "para.pronoun", "¿Quién atiende el refugio de Peña Gris y en qué época?", "Ana Fuentes es la guarda; ella lo atiende de mediados de junio a finales de septiembre.", HUT, True),
    w.faith("es-ca-007", "para.relative", "¿Quién es el responsable de la sala de recuperación en San Roque?", "Óscar Prieto, que trabaja como auxiliar en la clínica, es el responsable de la sala de recuperación.", VET, True),
    w.faith("es-ca-008", "para.part", "¿Hay cata en la Cueva del Sauce los jueves por la tarde?", "Sí, los jueves hay una cata a las 18:00.", WINE, True),
    w.faith("es-ca-009", "para.combine", "¿Cuántos cantantes tiene Voces del Barrio y quién lo dirige?", "Clara Domínguez dirige a los 64 cantantes del coro.", CHOIR, True),
    w.faith("es-ca-010", "fmt.number", "¿Cuántas habitaciones tiene el refugio de Peña Gris?", "Además de las literas, tiene 4 habitaciones para 2 personas.", HUT, True),
    w.faith("es-ca-011", "fmt.thousands", "¿Qué superficie tiene La Dársena?", "Entre las dos plantas suma 1450 metros cuadrados.", COWORK, True),
    w.faith("es-ca-012", "fmt.scale", "¿Cuánto heno come un caballo en Los Abedules?", "Cada caballo come unos 9.000 gramos de heno al día.", STABLE, True),
    w.faith("es-ca-013", "fmt.date", "¿Cuál es la fecha límite para entregar la documentación en Navarro & Gil?", "Hay que entregarla antes del 15/06/2025.", TAX, True),
    w.faith("es-ca-014", "fmt.time", "¿A qué hora sale el primer N7 de Toledo?", "Sale de la estación de Toledo a las once y cuarto de la noche.", NIGHTBUS, True),
    w.faith("es-ca-015", "fmt.unit", "¿Hay un límite de peso para los jinetes en Los Abedules?", "Sí, no se puede montar si se pesa más de 95 kilogramos.", STABLE, True),
    w.faith("es-ca-016", "fmt.abbrev", "¿Desde dónde sale el último N7 de Madrid?", "Sale desde la Pza. Elíptica, a las 4:10.", NIGHTBUS, True),
    w.faith("es-ca-017", "fmt.currency", "¿Cuánto cuesta un puesto fijo en La Dársena?", "Un puesto fijo sale por 260 euros al mes.", COWORK, True),
    w.faith("es-ca-018", "fmt.range", "¿Cuánto se tarda en subir al refugio de Peña Gris?", "Desde el aparcamiento de La Vega se tarda como mínimo 3 horas y como máximo 4.", HUT, True),
    w.faith("es-ca-019", "fmt.period", "¿Cuánto tiempo duran las revisiones después de una operación en San Roque?", "Las revisiones duran 14 días después de la operación.", VET, True),
    w.faith("es-ca-020", "fmt.share", "¿De dónde son los vinos de la cata en la Cueva del Sauce?", "El 50 % son tempranillos del viñedo propio, y el otro 50 % viene de bodegas vecinas.", WINE, True),
    w.faith("es-ca-021", "para.except", "¿Puedo pasar por Navarro & Gil un miércoles por la tarde?", "No, los miércoles por la tarde la asesoría está cerrada.", TAX, True),
    w.faith("es-ca-022", "wrap.opener", "¿Cuándo ensaya el coro Voces del Barrio?", "¡Buena pregunta! El coro ensaya los jueves de 19:30 a 21:30 en el salón de actos del colegio Cervantes.", CHOIR, True),
    w.faith("es-ca-023", "wrap.closer", "¿Hay que hacer una prueba para entrar en Voces del Barrio?", "No hace falta prueba de voz; puedes incorporarte al inicio del trimestre, en septiembre o en enero. ¡Espero que te sirva!", CHOIR, True),
    w.faith("es-ca-024", "wrap.attribution", "¿Cuándo y dónde es la charla de los pingüinos en el zoo Bosque Verde?", "Según la información del zoo, la charla de los pingüinos es a las 11:00 en el estanque de los pingüinos.", ZOO, True),
    w.faith("es-ca-025", "wrap.hedge", "¿Cuánto dura una charla de los cuidadores?", "Creo que cada charla dura unos 20 minutos.", ZOO, True),
    w.faith("es-ca-026", "wrap.question", "¿Cuánto cuesta dar de comer a las jirafas?", "Después de la charla de las 14:30 pueden participar hasta 12 visitantes, pagando 5 € más cada uno. ¿Quieres saber también el precio de las entradas?", ZOO, True),
    w.faith("es-ca-027", "value.number", "¿Cuántas plazas en literas tiene el refugio de Peña Gris?", "El refugio tiene 48 plazas en literas.", HUT, False),
    w.faith("es-ca-028", "value.date", "¿Cuándo es el concierto de invierno de Voces del Barrio?", "El concierto de invierno será el 21 de diciembre de 2024 a las 20:00 en el Ayuntamiento.", CHOIR, False),
    w.faith("es-ca-029", "value.time", "¿A qué hora sale el primer N7 de Toledo?", "El primer autobús sale de la estación de Toledo a las 22:15.", NIGHTBUS, False),
    w.faith("es-ca-030", "value.unit", "¿Hay un límite de peso para los jinetes en Los Abedules?", "Sí, los jinetes no pueden pesar más de 95 libras.", STABLE, False),
    w.faith("es-ca-031", "value.currency", "¿Cuánto cuesta al mes un puesto flexible?", "Un puesto flexible cuesta 220 € al mes.", COWORK, False),
    w.faith("es-ca-032", "role.swap", "¿Quién hace qué en Navarro & Gil?", "Jorge Gil dirige la asesoría, y su compañera Carmen Navarro atiende a los autónomos.", TAX, False),
    w.faith("es-ca-033", "negation", "¿Se puede pagar con tarjeta en el refugio de Peña Gris?", "Sí, el refugio acepta pagos con tarjeta.", HUT, False),
    w.faith("es-ca-034", "antonym", "¿Puedo llevar a mi perro a la hípica Los Abedules?", "Sí, los perros están permitidos en las instalaciones.", STABLE, False),
    w.faith("es-ca-035", "modality", "¿Puedo ir acompañado a la primera consulta?", "A la primera consulta hay que ir obligatoriamente con un familiar.", TAX, False),
    w.faith("es-ca-036", "quantifier", "¿Tienen taquilla los socios de La Dársena?", "Sí, todos los socios tienen taquilla propia.", COWORK, False),
    w.faith("es-ca-037", "value.except", "¿Cuándo abre la clínica veterinaria San Roque?", "La clínica solo abre los domingos, de 8:00 a 19:00.", VET, False),
    w.faith("es-ca-038", "direction", "¿A qué hora sale el último N7 en dirección a Madrid?", "El último autobús hacia Madrid sale a las 4:10.", NIGHTBUS, False),
    w.faith("es-ca-039", "added.fact", "¿Qué incluye una cata en la Cueva del Sauce?", "Se prueban seis vinos durante 90 minutos, acompañados de una tabla de quesos.", WINE, False),
    w.faith("es-ca-040", "added.entity", "¿Quién dirige la clínica veterinaria San Roque?", "La dirigen la doctora Marta Ruiz y su socio, el doctor Luis Campos.", VET, False),
    w.faith("es-ca-041", "mixed", "¿Quién dirige las catas en la Cueva del Sauce?", "Las dirige el enólogo Javier Sauce, que se formó en Burdeos.", WINE, False),
]

REFUSAL = [
    w.refusal("es-ca-042", "refusal.plain", "¿Cuál es el horario de Roble y Pino?", "Lo siento, no puedo responder a esa pregunta.", WORKSHOP, True),
    w.refusal("es-ca-043", "refusal.context", "¿Quién fundó el coro Voces del Barrio?", "El texto proporcionado no dice quién fundó el coro.", CHOIR, True),
    w.refusal("es-ca-044", "refusal.short", "¿Cuánto cuesta el aparcamiento del zoo Bosque Verde?", "No lo sé.", ZOO, True),
    w.refusal("es-ca-045", "refusal.long", "¿Hay duchas con agua caliente en el refugio de Peña Gris?", "Gracias por tu pregunta. Por desgracia, la información que tengo sobre el refugio de Peña Gris no menciona las duchas en absoluto, así que no puedo decirte si hay agua caliente. Lo mejor sería preguntárselo directamente a la guarda antes de la salida.", HUT, True),
    w.refusal("es-ca-046", "refusal.hedged", "¿Cuánto cuesta una vacuna en la clínica San Roque?", "No estoy del todo seguro, pero parece que cada dosis cuesta 30 €.", VET, False),
    w.refusal("es-ca-047", "refusal.partial", "¿Cuánto cuesta el billete sencillo del N7 y se puede pagar con tarjeta a bordo?", "El billete sencillo cuesta 6,50 €, o 4 € para estudiantes con carné válido. Si se puede pagar con tarjeta a bordo, la información no lo dice.", NIGHTBUS, False),
]

CORRECTNESS = [
    w.correct("es-ca-048", "correct.wordy", "¿Cuánto cuesta por persona una cata en la Cueva del Sauce?", "¡Gracias por tu consulta! A día de hoy, el precio de una cata guiada asciende a veinticinco euros por cada una de las personas que participan en ella.", "Una cata cuesta 25 € por persona.", True),
    w.correct("es-ca-049", "correct.short", "¿Desde qué edad pueden los niños apuntarse a una clase en grupo en Los Abedules?", "Desde los 8 años.", "Los niños deben tener al menos 8 años para apuntarse a una clase en grupo.", True),
    w.correct("es-ca-050", "correct.format", "¿Cuándo es el concierto de invierno de Voces del Barrio?", "El 14/12/2024 a las 8 de la tarde.", "El 14 de diciembre de 2024 a las 20:00.", True),
    w.correct("es-ca-051", "wrong.value", "¿Cuántas horas de sala de reuniones tienen los socios de La Dársena al mes?", "Los socios tienen hasta 20 horas de sala de reuniones al mes.", "Hasta 10 horas al mes.", False),
    w.correct("es-ca-052", "wrong.echo", "¿Qué día después de la operación se retiran los puntos?", "Después de la operación, los puntos se retiran el mismo día de la operación.", "Los puntos se retiran el décimo día después de la operación.", False),
    w.correct("es-ca-053", "wrong.role", "¿Quién da la charla de los pingüinos en el zoo Bosque Verde?", "La charla de los pingüinos la da el cuidador Benito Adán, y María López se encarga de la de las jirafas.", "La cuidadora jefa María López da la charla de los pingüinos.", False),
]

RELEVANCY = [
    w.relevant("es-ca-054", "relevant.direct", "¿Cuánto cuesta la primera consulta en Navarro & Gil?", "La primera consulta cuesta 50 € y dura 30 minutos.", TAX, True),
    w.relevant("es-ca-055", "relevant.yesno", "¿Puede Roble y Pino recoger mi sofá en el centro?", "Sí. Recogen muebles en un radio de 25 kilómetros alrededor del centro por una tarifa fija de 25 €.", WORKSHOP, True),
    w.relevant("es-ca-056", "offtopic.true", "¿Cuánto cuesta la cena en el refugio de Peña Gris?", "El refugio lo atiende la guarda Ana Fuentes.", HUT, False),
    w.relevant("es-ca-057", "offtopic.other", "¿Cuánto suele tardar una reparación en Roble y Pino?", "Puedes pagar por transferencia o en efectivo al recoger tu mueble.", WORKSHOP, False),
]

DIAGNOSIS = [
    w.diag("es-ca-058", "diag.pass", "¿Cuánto cuesta la entrada infantil en el zoo Bosque Verde?", "Para niños de 3 a 12 años, la entrada cuesta 15 €.", {"zoo-talks": ZOO, "choir": CHOIR}, ("zoo-talks",), "pass"),
    w.diag("es-ca-059", "diag.offtopic", "¿Puedo quedarme en la sala de espera mientras operan a mi perro?", "Una revisión general cuesta 40 €.", {"vet-clinic": VET, "mountain-hut": HUT}, ("vet-clinic",), "fix_generation"),
    w.diag("es-ca-060", "diag.unfaithful", "¿Cuánto cuesta volver a encolar una silla en Roble y Pino?", "Volver a encolar una silla cuesta 80 €.", {"workshop": WORKSHOP, "wine-cellar": WINE}, ("workshop",), "fix_generation"),
    w.diag("es-ca-061", "diag.refused", "¿Qué horario tiene La Dársena los sábados?", "Lo siento, no he encontrado esa información.", {"coworking": COWORK, "night-bus": NIGHTBUS}, ("coworking",), "fix_generation"),
    w.diag("es-ca-062", "diag.missed", "¿Cuánto cuesta una revisión general en la clínica San Roque?", "Los documentos que tengo no mencionan el precio de una revisión.", {"tax-office": TAX, "stable": STABLE}, ("vet-clinic",), "fix_retrieval"),
    w.diag("es-ca-063", "diag.correct_refusal", "¿Hay wifi en el autobús nocturno N7?", "La información disponible no indica si los autobuses tienen wifi.", {"night-bus": NIGHTBUS, "choir": CHOIR}, (), "correct_refusal"),
    w.diag("es-ca-064", "diag.should_refuse", "¿Cuál es el teléfono de la hípica Los Abedules?", "Puedes llamar a la hípica al 921 44 87 15.", {"stable": STABLE, "wine-cellar": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
