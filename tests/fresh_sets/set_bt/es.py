"""Spanish cases of fresh set bt: a beekeeping course (Colmenar Los Romeros), a municipal
swimming pool (Valdelagua), a violin repair workshop (Ruiz & Mendoza), a ski school (Cumbre
Blanca), a community garden with allotments (La Acequia), a notary office (Elena Vidal), a
planetarium (Orión), a moving company (Herrera e Hijos), a vineyard tour (Viña Alta) and a
coworking space (Colmena Cowork)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BEE = "El Colmenar Los Romeros, en la sierra de Aracena, ofrece un curso de apicultura para principiantes durante seis sábados por la mañana, de 9:00 a 12:30, a partir del 10 de mayo de 2025. El maestro apicultor Manuel Ortega imparte todas las clases, y su hija Lucía Ortega se encarga de las inscripciones y los pagos. El curso cuesta 175 € por persona e incluye un velo, un par de guantes y un manual impreso. Cada grupo está limitado a 12 participantes, y quien sea alérgico a las picaduras debe traer su propio autoinyector de adrenalina. El colmenar tiene 40 colmenas y cosecha unos 600 kilos de miel cada verano."

POOL = "La Piscina Municipal de Valdelagua abre todos los días excepto los lunes, de 7:00 a 22:00. El vaso principal mide 25 metros y tiene seis calles, y el agua se mantiene a 27 °C. La entrada de adulto cuesta 3,50 €, y los menores de 6 años acompañados de un adulto nadan gratis. Los miércoles a partir de las 19:00, la mitad de las calles se reserva para el Club Natación Valdelagua. El gorro de baño es obligatorio para todos, salvo para los niños menores de 3 años."

VIOLIN = "El taller de lutería Ruiz & Mendoza, en la calle Cervantes de Valencia, lo dirigen la lutier Carmen Ruiz y su socio Diego Mendoza. Carmen Ruiz talla y ajusta los puentes nuevos, mientras que Diego Mendoza restaura las tapas agrietadas y los barnices antiguos. Cambiar un puente estándar cuesta 85 € y suele tardar tres días laborables. El cambio de cerdas de un arco cuesta 60 € y se hace mientras el cliente espera, pero solo los sábados. El taller no repara violines eléctricos."

SKI = "La Escuela de Esquí Cumbre Blanca, en Baqueira, ofrece clases colectivas para niños de 5 a 12 años. Cada clase colectiva dura 2 horas y cuesta 60 € por niño; los grupos tienen entre 4 y 8 niños. Todos los monitores tienen el título de técnico deportivo en esquí y hablan español e inglés; algunos también hablan francés. La pista de prácticas junto a la escuela mide 300 m y cuenta con un telearrastre de 120 m. El casco es obligatorio para todos los niños en las pistas, y las clases particulares se reservan con el director técnico, Javier Solé."

GARDEN = "El Huerto Comunitario La Acequia, en Zaragoza, tiene 40 parcelas de 5 por 10 metros cada una. Las parcelas se alquilan por un año cada vez, con una cuota anual de 45 €. Cada hortelano recibe una llave de la verja, un compostador y un depósito para agua de lluvia. Los hortelanos pueden instalar en su parcela una caseta pequeña de 2 metros cuadrados como máximo. La coordinadora Rosa Jiménez revisa todas las parcelas el primer domingo de cada mes, y está prohibido hacer fuego en todo el huerto."

NOTARY = "La notaría de Elena Vidal está en la calle Colón, 14, de Sevilla. La notaria Elena Vidal legitima firmas y redacta escrituras de compraventa, y su oficial Álvaro Núñez gestiona todas las citas. Las citas deben pedirse con al menos 48 horas de antelación. La notaría cierra por vacaciones del 22 de diciembre de 2025 al 2 de enero de 2026. Legitimar una firma cuesta 30 €, y todos los clientes deben traer un documento de identidad con foto en vigor."

PLANETARIUM = "El Planetario Orión de Pamplona abrió en 1998; su cúpula mide 18 metros de diámetro y tiene 160 butacas. El proyector digital lo fabricó en Tokio la empresa Kosei Optics. La sesión de tarde «Viaje a Saturno» empieza a las 19:30 y dura 45 minutos; una vez empezada, no se deja entrar a quien llegue tarde. Las entradas cuestan 8 € para adultos y 5 € para estudiantes, y la primera fila está reservada para personas en silla de ruedas. La astrónoma Dra. Marta Iriarte da una breve charla en directo antes de cada sesión del fin de semana."

MOVING = "Mudanzas Herrera e Hijos lleva trasladando hogares desde 1987. Cada camión estándar carga hasta 1.200 kilos y lo conducen dos operarios. Una mudanza local en un radio de 30 kilómetros cuesta 1.150 € para un piso de tres dormitorios, con el material de embalaje incluido. Los clientes deben confirmar la fecha al menos 10 días antes de la mudanza. El dueño, Antonio Herrera, fundó la empresa, y revisa personalmente cada piano antes de cargarlo."

VINEYARD = "Bodegas Viña Alta, en La Rioja, organiza visitas guiadas a sus viñedos de mayo a octubre, todos los martes, jueves y sábados a las 11:00. La visita dura 90 minutos y termina con una cata de cuatro vinos en la bodega subterránea. Cuesta 22 € por persona; los menores de 12 años van gratis, pero no participan en la cata. Los sábados guía la visita la enóloga Irene Sáenz. Los martes y los jueves la guía su primo Pablo Sáenz. La finca tiene 14 hectáreas de tempranillo y garnacha."

COWORK = "Colmena Cowork es un espacio de coworking en la tercera planta del número 220 de la calle Alcalá, en Madrid. Los socios pueden usarlo las 24 horas, pero la recepción solo está atendida de lunes a viernes, de 8:00 a 18:00. Un puesto flexible cuesta 190 € al mes y un puesto fijo, 280 € al mes. Cada socio tiene 5 horas de sala de reuniones al mes, y cada hora adicional cuesta 12 €. La responsable de comunidad, Sara Domínguez, organiza un desayuno gratuito todos los viernes a las 9:00."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bt-001", "para.reorder", "¿Cuándo es el curso para principiantes?", "A partir del 10 de mayo de 2025, de 9:00 a 12:30, el curso se imparte durante seis sábados por la mañana.", BEE, True),
    w.faith("es-bt-002", "para.passive", "¿Quién da las clases y quién lleva las inscripciones?", "Todas las clases son impartidas por el maestro apicultor Manuel Ortega, y las inscripciones y los pagos son gestionados por su hija Lucía.", BEE, True),
    w.faith("es-bt-003", "para.synonym", "¿Cuánto se tarda en cambiar un puente?", "Por lo general, sustituir un puente estándar lleva tres días laborables.", VIOLIN, True),
    w.faith("es-bt-004", "para.nominal", "¿A qué se dedica Elena Vidal?", "Su trabajo consiste en la legitimación de firmas y la redacción de escrituras de compraventa.", NOTARY, True),
    w.faith("es-bt-005", "para.capital", "¿Dónde se fabricó el proyector del planetario?", "El proyector digital se fabricó en Japón, a cargo de la empresa Kosei Optics.", PLANETARIUM, True),
    w.faith("es-bt-006", "para.pronoun", "¿Quién gestiona las citas en la notaría?", "Álvaro Núñez. Él es el oficial de la notaría y se encarga de todas las citas.", NOTARY, True),
    w.faith("es-bt-007", "para.relative", "¿Quién revisa los pianos?", "Cada piano lo revisa antes de cargarlo Antonio Herrera, que es el dueño de la empresa y quien la fundó.", MOVING, True),
    w.faith("es-bt-008", "para.part", "¿Dan un compostador a los hortelanos?", "Sí, cada hortelano recibe un compostador.", GARDEN, True),
    w.faith("es-bt-009", "para.combine", "¿Quién guía las visitas a los viñedos?", "Los sábados las guía la enóloga Irene Sáenz, y los martes y jueves, su primo Pablo.", VINEYARD, True),
    w.faith("es-bt-010", "fmt.number", "¿Cuántas personas caben en un grupo?", "En cada grupo caben doce participantes como máximo.", BEE, True),
    w.faith("es-bt-011", "fmt.thousands", "¿Cuánto cuesta una mudanza local para un piso de tres dormitorios?", "Cuesta 1150 €, con el material de embalaje incluido.", MOVING, True),
    w.faith("es-bt-012", "fmt.scale", "¿Cuánto puede cargar un camión estándar?", "Un camión estándar carga hasta 1,2 toneladas.", MOVING, True),
    w.faith("es-bt-013", "fmt.date", "¿Cuándo cierra la notaría por vacaciones?", "La notaría cierra del 22/12/2025 al 02/01/2026.", NOTARY, True),
    w.faith("es-bt-014", "fmt.time", "¿A qué hora cierra la piscina?", "La piscina cierra a las diez de la noche.", POOL, True),
    w.faith("es-bt-015", "fmt.unit", "¿Cuánto mide la pista de prácticas?", "La pista de prácticas mide 300 metros.", SKI, True),
    w.faith("es-bt-016", "fmt.abbrev", "¿Quién da la charla en directo en el planetario?", "La da la doctora Marta Iriarte, astrónoma, antes de cada sesión del fin de semana.", PLANETARIUM, True),
    w.faith("es-bt-017", "fmt.currency", "¿Cuánto cuesta cambiar las cerdas de un arco?", "El cambio de cerdas de un arco cuesta 60 euros.", VIOLIN, True),
    w.faith("es-bt-018", "fmt.range", "¿Cuántos niños hay en un grupo de esquí?", "Un grupo tiene como mínimo cuatro niños y como máximo ocho.", SKI, True),
    w.faith("es-bt-019", "fmt.period", "¿Por cuánto tiempo se alquila una parcela?", "Cada parcela se alquila por doce meses cada vez.", GARDEN, True),
    w.faith("es-bt-020", "fmt.share", "¿Cuántas calles tiene el club los miércoles por la tarde?", "Los miércoles desde las 19:00, el 50 % de las calles se reserva para el Club Natación Valdelagua.", POOL, True),
    w.faith("es-bt-021", "para.except", "¿Qué día cierra la piscina?", "La piscina cierra los lunes.", POOL, True),
    w.faith("es-bt-022", "wrap.opener", "¿Pueden los niños ir a la visita de la bodega?", "¡Buena pregunta! Los menores de 12 años van gratis, aunque no participan en la cata.", VINEYARD, True),
    w.faith("es-bt-023", "wrap.closer", "¿Cuánto cuesta un puesto fijo en Colmena Cowork?", "Un puesto fijo cuesta 280 € al mes. ¡Espero que le sirva!", COWORK, True),
    w.faith("es-bt-024", "wrap.attribution", "¿Cuándo está atendida la recepción de Colmena Cowork?", "Según el documento, la recepción está atendida entre semana, de ocho de la mañana a seis de la tarde.", COWORK, True),
    w.faith("es-bt-025", "wrap.hedge", "¿Cuánto cuesta una parcela al año?", "Creo que la cuota anual es de 45 €.", GARDEN, True),
    w.faith("es-bt-026", "wrap.question", "¿Cuánto dura la sesión de tarde?", "«Viaje a Saturno» dura 45 minutos. ¿Quiere que le diga también el precio de las entradas?", PLANETARIUM, True),
    w.faith("es-bt-027", "value.number", "¿Cuántas colmenas tiene el colmenar?", "El colmenar tiene 60 colmenas.", BEE, False),
    w.faith("es-bt-028", "value.date", "¿Hasta cuándo está cerrada la notaría?", "La notaría está cerrada hasta el 12 de enero de 2026.", NOTARY, False),
    w.faith("es-bt-029", "value.time", "¿A qué hora abre la piscina por la mañana?", "La piscina abre a las 8:00 de la mañana.", POOL, False),
    w.faith("es-bt-030", "value.unit", "¿Cuánto mide el telearrastre?", "El telearrastre de la pista de prácticas mide 120 pies.", SKI, False),
    w.faith("es-bt-031", "value.currency", "¿Cuánto cuesta cambiar un puente estándar?", "Cambiar un puente estándar cuesta 58 €.", VIOLIN, False),
    w.faith("es-bt-032", "role.swap", "¿Quién hace qué en el taller?", "Diego Mendoza talla y ajusta los puentes nuevos, mientras que Carmen Ruiz restaura las tapas agrietadas y los barnices antiguos.", VIOLIN, False),
    w.faith("es-bt-033", "negation", "¿Se puede hacer fuego en el huerto?", "Sí, en el huerto está permitido hacer fuego.", GARDEN, False),
    w.faith("es-bt-034", "antonym", "¿Qué asientos están reservados para personas en silla de ruedas?", "La última fila está reservada para personas en silla de ruedas.", PLANETARIUM, False),
    w.faith("es-bt-035", "modality", "¿Se puede poner una caseta en la parcela?", "Los hortelanos tienen que instalar en su parcela una caseta de 2 metros cuadrados como máximo.", GARDEN, False),
    w.faith("es-bt-036", "quantifier", "¿Qué idiomas hablan los monitores?", "Todos los monitores hablan español, inglés y francés.", SKI, False),
    w.faith("es-bt-037", "value.except", "¿Quién tiene que llevar gorro de baño?", "Solo los niños menores de 3 años tienen que llevar gorro de baño.", POOL, False),
    w.faith("es-bt-038", "direction", "¿Cuándo hay que confirmar la fecha de la mudanza?", "Hay que confirmar la fecha al menos 10 días después de la mudanza.", MOVING, False),
    w.faith("es-bt-039", "added.fact", "¿Qué uvas se cultivan en la finca?", "La finca cultiva tempranillo y garnacha en 14 hectáreas, y toda la uva se vendimia a mano en septiembre.", VINEYARD, False),
    w.faith("es-bt-040", "added.entity", "¿Quién conduce los camiones?", "Cada camión lo conducen dos operarios, contratados a través de la agencia Transportes Ebro.", MOVING, False),
    w.faith("es-bt-041", "mixed", "¿Cuánto cuesta la visita y qué se llevan los participantes?", "La visita cuesta 22 € por persona, y cada participante se lleva de regalo una botella de vino.", VINEYARD, False),
]

REFUSAL = [
    w.refusal("es-bt-042", "refusal.plain", "¿Tiene Colmena Cowork aparcamiento para los socios?", "No sé si Colmena Cowork tiene aparcamiento para los socios.", COWORK, True),
    w.refusal("es-bt-043", "refusal.context", "¿Hay descuento para estudiantes en el curso de apicultura?", "La información del curso no menciona ningún descuento para estudiantes, así que no puedo decir si lo hay.", BEE, True),
    w.refusal("es-bt-044", "refusal.short", "¿Tiene cafetería el planetario?", "El texto no lo dice.", PLANETARIUM, True),
    w.refusal("es-bt-045", "refusal.long", "¿Puedo enviar vino al extranjero después de la visita?", "Muchas gracias por su pregunta. He revisado con atención la información sobre las visitas de Bodegas Viña Alta, pero solo trata de los horarios, el precio, quién guía las visitas y la cata; no dice nada sobre la compra de vino ni sobre envíos al extranjero. Lamento no poder ayudarle con esto, y le recomiendo que lo consulte directamente con la bodega.", VINEYARD, True),
    w.refusal("es-bt-046", "refusal.hedged", "¿Cuánto cuesta una clase particular con Javier Solé?", "No estoy del todo seguro, pero una clase particular debe de costar unos 75 € la hora.", SKI, False),
    w.refusal("es-bt-047", "refusal.partial", "¿Cuánto cuesta legitimar una firma y cuánto redactar una escritura de compraventa?", "Legitimar una firma cuesta 30 €; el precio de redactar una escritura de compraventa no aparece en el texto.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("es-bt-048", "correct.wordy", "¿Cuánto cuesta la entrada de adulto en la piscina de Valdelagua?", "Si usted es adulto, para entrar en la Piscina Municipal de Valdelagua pagará 3,50 €, que es lo que cuesta una entrada de adulto.", "La entrada de adulto cuesta 3,50 €.", True),
    w.correct("es-bt-049", "correct.short", "¿Cuántas parcelas tiene el Huerto Comunitario La Acequia?", "40.", "El Huerto Comunitario La Acequia tiene 40 parcelas.", True),
    w.correct("es-bt-050", "correct.format", "¿Cuánto puede cargar un camión estándar de Mudanzas Herrera e Hijos?", "Hasta 1,2 t.", "Un camión estándar carga hasta 1.200 kilos.", True),
    w.correct("es-bt-051", "wrong.value", "¿Cuánto cuesta una clase colectiva de esquí por niño?", "Una clase colectiva cuesta 40 € por niño.", "Una clase colectiva cuesta 60 € por niño.", False),
    w.correct("es-bt-052", "wrong.echo", "¿Qué días se pueden cambiar las cerdas de un arco mientras el cliente espera?", "Las cerdas de un arco se pueden cambiar mientras el cliente espera de lunes a viernes.", "El cambio de cerdas mientras el cliente espera solo se hace los sábados.", False),
    w.correct("es-bt-053", "wrong.role", "¿Quién legitima las firmas en la notaría y quién gestiona las citas?", "Álvaro Núñez legitima las firmas, y Elena Vidal gestiona las citas.", "La notaria Elena Vidal legitima las firmas, y su oficial Álvaro Núñez gestiona las citas.", False),
]

RELEVANCY = [
    w.relevant("es-bt-054", "relevant.direct", "¿Cuánto cuesta la entrada de estudiante en el Planetario Orión?", "La entrada de estudiante cuesta 5 €.", PLANETARIUM, True),
    w.relevant("es-bt-055", "relevant.yesno", "¿Incluye el precio del curso de apicultura los guantes?", "Sí, los 175 € del curso incluyen un par de guantes.", BEE, True),
    w.relevant("es-bt-056", "offtopic.true", "¿Cuánto cuesta la entrada de adulto en la piscina?", "El vaso principal mide 25 metros y tiene seis calles.", POOL, False),
    w.relevant("es-bt-057", "offtopic.other", "¿Repara el taller violines eléctricos?", "El cambio de cerdas de un arco cuesta 60 € y se hace los sábados mientras usted espera.", VIOLIN, False),
]

DIAGNOSIS = [
    w.diag("es-bt-058", "diag.pass", "¿Cuándo revisa la coordinadora las parcelas?", "Rosa Jiménez las revisa todas el primer domingo de cada mes.", {"garden": GARDEN, "apiary": BEE}, ("garden",), "pass"),
    w.diag("es-bt-059", "diag.offtopic", "¿Cuánto dura una clase colectiva de esquí?", "Todos los niños deben llevar casco en las pistas.", {"ski": SKI, "vineyard": VINEYARD}, ("ski",), "fix_generation"),
    w.diag("es-bt-060", "diag.unfaithful", "¿Cuántas horas de sala de reuniones tienen los socios al mes?", "Cada socio tiene 10 horas de sala de reuniones al mes.", {"cowork": COWORK, "ski": SKI}, ("cowork",), "fix_generation"),
    w.diag("es-bt-061", "diag.refused", "¿A qué hora empiezan las visitas a los viñedos?", "Lo siento, los documentos no indican a qué hora empiezan las visitas.", {"vineyard": VINEYARD, "notary": NOTARY}, ("vineyard",), "fix_generation"),
    w.diag("es-bt-062", "diag.missed", "¿A qué temperatura se mantiene el agua de la piscina de Valdelagua?", "Los documentos de que dispongo no mencionan la temperatura del agua de la piscina de Valdelagua.", {"moving": MOVING, "garden": GARDEN}, ("pool",), "fix_retrieval"),
    w.diag("es-bt-063", "diag.correct_refusal", "¿Tiene duchas Colmena Cowork?", "Los documentos no dicen si Colmena Cowork tiene duchas.", {"cowork": COWORK, "apiary": BEE}, (), "correct_refusal"),
    w.diag("es-bt-064", "diag.should_refuse", "¿Cuándo abre la tienda del planetario?", "La tienda abre todos los días de 10:00 a 18:00.", {"planetarium": PLANETARIUM, "vineyard": VINEYARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
