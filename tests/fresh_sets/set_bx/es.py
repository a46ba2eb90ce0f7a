"""Fresh set bx, Spanish: la escuela infantil Los Girasoles, la Imprenta La Tinta, las Termas de
Fuente Clara, la Academia de Guitarra Tres Acordes, la Oficina de Objetos Perdidos, el Cine
Azotea Las Estrellas, el Refugio de Peña Alta, InfoArregla (reparación de ordenadores), el
Maratón del Río y la Floristería La Camelia."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

KINDERGARTEN = "La escuela infantil Los Girasoles, en la calle Alboraya de Valencia, acoge a niños de 3 a 6 años y tiene plazas para un máximo de 45 niños repartidos en tres grupos. Abre de lunes a viernes de 7:30 a 16:30. La cuota mensual es de 350 € por la jornada completa y de 210 € solo por las mañanas; el segundo hijo de una misma familia tiene un 10 % de descuento. La directora, Lucía Romero, contrató al cocinero Andrés Molina en enero de 2023. Durante la primera semana, los padres pueden quedarse en el aula hasta dos horas al día."

PRINT_SHOP = "La Imprenta La Tinta, en la calle Feria de Sevilla, imprime tarjetas de visita, folletos y carteles. Un paquete de 400 tarjetas de visita cuesta 45 €, y los pedidos hechos antes de las 10:00 están listos ese mismo día a las 17:00. Los carteles se imprimen hasta 110 cm de ancho, en papel de al menos 150 g/m². La dueña, Carmen Ortega, formó al aprendiz Diego Navarro, que ahora se encarga de la impresora de gran formato. La imprenta abre de lunes a sábado, de 9:00 a 20:00."

SPA = "Las Termas de Fuente Clara tienen tres piscinas exteriores alimentadas por un manantial cuya agua brota a 40 °C. La entrada de día cuesta 20 € para adultos; los menores de 12 años pagan la mitad, pero solo pueden entrar acompañados de un adulto. Las termas abren todos los días de 9:00 a 21:00, y los viernes hasta las 23:00. Es obligatorio ducharse antes de entrar en las piscinas. La zona de sauna es solo para clientes a partir de 16 años."

GUITAR_SCHOOL = "La Academia de Guitarra Tres Acordes enseña a alumnos a partir de 8 años. Una clase individual de 50 minutos cuesta 35 €, y un bono de diez clases, 300 €. Las clases se imparten de lunes a viernes de 16:00 a 21:00 y los sábados de 10:00 a 14:00. El fundador, Javier Ruiz, enseña guitarra clásica, y su antigua alumna Marta Gil, guitarra eléctrica. Las guitarras de alquiler las fabrica un pequeño taller de Praga. Quien cancele una clase con menos de 24 horas de antelación tiene que pagarla igualmente."

LOST_FOUND = "La Oficina de Objetos Perdidos del ayuntamiento está en la planta baja, despacho 012. Los objetos se guardan durante dos años y después se subastan o se donan. Los dueños pueden recogerlos los lunes y miércoles de 9:00 a 13:00, presentando un documento de identidad. Se cobra una tasa de 4 € por objeto, salvo las carteras y los documentos de identidad, que se devuelven gratis. Los objetos de más de 600 € se guardan en una caja fuerte y solo los entrega la jefa de la oficina, Pilar Castro."

CINEMA = "El Cine Azotea Las Estrellas, en la azotea del Edificio Atalaya, en la décima planta, funciona del 15 de junio al 15 de septiembre. Las películas empiezan a las 22:00 y el bar abre una hora antes. Hay 130 tumbonas y la entrada cuesta 9 €, manta incluida. Si llueve antes de que empiece la película, la sesión se cancela y se devuelve el dinero; una vez empezada, no hay devoluciones. Las películas se proyectan en versión original subtitulada, salvo los domingos, cuando se proyectan dobladas."

HUT = "El Refugio de Peña Alta está a 2.140 m de altitud y lo llevan el guarda Manuel Vidal y su hermana Rosa. Tiene 56 plazas en literas y abre desde mediados de junio hasta finales de septiembre. La noche cuesta 18 €, y la media pensión, con cena y desayuno, 45 €. La subida desde el aparcamiento de La Fonda dura unas tres horas y salva un desnivel de 900 m. La cena se sirve a las 19:30 y el silencio empieza a las 22:00."

REPAIR = "InfoArregla, una tienda de reparación de ordenadores en la calle Alfonso I de Zaragoza, cobra 30 € por el diagnóstico, que se descuentan de la factura si el cliente acepta la reparación. Cambiar la pantalla de un portátil suele llevar dos días laborables y cuesta entre 90 € y 220 €, según el modelo. Todas las reparaciones tienen 90 días de garantía, salvo los daños por agua. El técnico, Pablo Herrera, trabaja a las órdenes de la encargada, Elena Suárez. La tienda cierra los domingos y abre de 10:00 a 20:00 el resto de días."

MARATHON = "El Maratón del Río se celebra el domingo 23 de noviembre de 2025, con salida a las 8:30 desde la Plaza Mayor. El recorrido mide 42,195 kilómetros y hay que terminarlo en menos de seis horas. La inscripción cuesta 60 € hasta el 30 de septiembre y 75 € después; se cierra en cuanto se apuntan 9.000 corredores. Hay un avituallamiento cada 5 kilómetros. Todos los que terminan reciben una medalla, y los 800 primeros en llegar reciben además una camiseta. Los participantes deben tener al menos 18 años el día de la carrera."

FLOWERS = "La Floristería La Camelia es propiedad de Isabel Prieto desde 2019; su florista, Hugo Serrano, prepara los ramos de novia. Un ramo de doce rosas cuesta 32 €, y el envío dentro de la ciudad cuesta 6 €, aunque es gratis en pedidos de más de 50 €. Los pedidos hechos antes de las 13:00 se entregan el mismo día. La tienda abre de martes a sábado de 10:00 a 20:00 y los domingos de 10:00 a 14:00. Las flores cortadas tienen una garantía de frescura de siete días."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bx-001", "para.reorder", "¿Qué niños acoge Los Girasoles y cuántos?", "En tres grupos, Los Girasoles tiene plazas para un máximo de 45 niños, de entre 3 y 6 años.", KINDERGARTEN, True),
    w.faith("es-bx-002", "para.passive", "¿Quién contrató al cocinero de Los Girasoles?", "El cocinero, Andrés Molina, fue contratado en enero de 2023 por la directora, Lucía Romero.", KINDERGARTEN, True),
    w.faith("es-bx-003", "para.synonym", "¿Qué imprime la Imprenta La Tinta?", "Hace tarjetas de presentación, panfletos y pósteres.", PRINT_SHOP, True),
    w.faith("es-bx-004", "para.nominal", "¿Desde qué edad se puede estudiar en Tres Acordes?", "La edad mínima de admisión es de 8 años.", GUITAR_SCHOOL, True),
    w.faith("es-bx-005", "para.capital", "¿Dónde se fabrican las guitarras de alquiler de Tres Acordes?", "Las fabrica un pequeño taller de la República Checa.", GUITAR_SCHOOL, True),
    w.faith("es-bx-006", "para.pronoun", "¿Quién lleva el Refugio de Peña Alta?", "Manuel Vidal es el guarda, y lo lleva junto con su hermana Rosa.", HUT, True),
    w.faith("es-bx-007", "para.relative", "¿Qué hay que hacer antes de entrar en las piscinas de Fuente Clara?", "Los bañistas que quieran entrar en las piscinas deben ducharse antes.", SPA, True),
    w.faith("es-bx-008", "para.part", "¿Abre La Camelia los jueves?", "Sí, los jueves abre de 10:00 a 20:00.", FLOWERS, True),
    w.faith("es-bx-009", "para.combine", "¿Qué apoyo tienen los corredores durante el Maratón del Río?", "A lo largo de los 42,195 kilómetros del recorrido hay un avituallamiento cada 5 kilómetros.", MARATHON, True),
    w.faith("es-bx-010", "fmt.number", "¿Cuánto cuesta un paquete de tarjetas de visita en La Tinta?", "Un paquete de cuatrocientas tarjetas de visita cuesta cuarenta y cinco euros.", PRINT_SHOP, True),
    w.faith("es-bx-011", "fmt.thousands", "¿A qué altitud está el Refugio de Peña Alta?", "Está a 2140 metros de altitud.", HUT, True),
    w.faith("es-bx-012", "fmt.scale", "¿Qué desnivel tiene la subida desde el aparcamiento de La Fonda?", "La subida salva 0,9 km de desnivel y dura unas tres horas.", HUT, True),
    w.faith("es-bx-013", "fmt.date", "¿Cuándo funciona el Cine Azotea Las Estrellas?", "Del 15/06 al 15/09.", CINEMA, True),
    w.faith("es-bx-014", "fmt.time", "¿Cuál es el horario de Los Girasoles?", "De lunes a viernes, de siete y media de la mañana a cuatro y media de la tarde.", KINDERGARTEN, True),
    w.faith("es-bx-015", "fmt.unit", "¿A qué temperatura brota el agua en Fuente Clara?", "Brota a 40 grados centígrados.", SPA, True),
    w.faith("es-bx-016", "fmt.abbrev", "¿Cuánto mide el recorrido del Maratón del Río?", "Mide 42,195 km, con avituallamiento cada 5 km.", MARATHON, True),
    w.faith("es-bx-017", "fmt.currency", "¿Cuánto cuesta el diagnóstico en InfoArregla?", "El diagnóstico cuesta 30 euros, que se descuentan de la factura si se acepta la reparación.", REPAIR, True),
    w.faith("es-bx-018", "fmt.range", "¿Cuánto cuesta cambiar la pantalla de un portátil en InfoArregla?", "Como mínimo 90 € y como máximo 220 €, según el modelo.", REPAIR, True),
    w.faith("es-bx-019", "fmt.period", "¿Cuánto tiempo guarda los objetos la Oficina de Objetos Perdidos?", "Durante 24 meses; después se subastan o se donan.", LOST_FOUND, True),
    w.faith("es-bx-020", "fmt.share", "¿Cuánto pagan los menores de 12 años en las termas?", "Pagan el 50 % de la entrada de adulto y solo pueden entrar con un adulto.", SPA, True),
    w.faith("es-bx-021", "para.except", "¿Tengo que pagar para recuperar mi cartera perdida?", "No. Las carteras y los documentos de identidad se devuelven sin coste; por el resto de objetos se pagan 4 € por cada uno.", LOST_FOUND, True),
    w.faith("es-bx-022", "wrap.opener", "¿Cuánto cuesta la entrada del Cine Azotea Las Estrellas?", "¡Buena pregunta! La entrada cuesta 9 € y la manta está incluida.", CINEMA, True),
    w.faith("es-bx-023", "wrap.closer", "¿Qué día cierra InfoArregla?", "InfoArregla cierra los domingos. ¡Espero que le sirva de ayuda!", REPAIR, True),
    w.faith("es-bx-024", "wrap.attribution", "¿Dónde está la Oficina de Objetos Perdidos?", "Según el documento, está en la planta baja del ayuntamiento, en el despacho 012.", LOST_FOUND, True),
    w.faith("es-bx-025", "wrap.hedge", "¿Quién enseña guitarra eléctrica en Tres Acordes?", "Creo que es Marta Gil, antigua alumna del fundador, Javier Ruiz.", GUITAR_SCHOOL, True),
    w.faith("es-bx-026", "wrap.question", "¿Cuánto tiempo se mantienen frescas las flores cortadas de La Camelia?", "Tienen una garantía de frescura de siete días. ¿Quiere saber algo más sobre los envíos?", FLOWERS, True),
    w.faith("es-bx-027", "value.number", "¿Cuánto dura la garantía en InfoArregla?", "Todas las reparaciones tienen 180 días de garantía, salvo los daños por agua.", REPAIR, False),
    w.faith("es-bx-028", "value.date", "¿Hasta cuándo dura la temporada del Cine Azotea?", "La temporada dura hasta el 30 de septiembre.", CINEMA, False),
    w.faith("es-bx-029", "value.time", "¿Cuándo está listo un pedido del mismo día en La Tinta?", "Si se encarga antes de las 10:00, está listo ese mismo día a las 13:00.", PRINT_SHOP, False),
    w.faith("es-bx-030", "value.unit", "¿A qué altitud se encuentra el Refugio de Peña Alta?", "Se encuentra a 2.140 pies de altitud.", HUT, False),
    w.faith("es-bx-031", "value.currency", "¿Cuánto cuesta al mes la opción de solo mañanas en Los Girasoles?", "Solo por las mañanas son 250 € al mes.", KINDERGARTEN, False),
    w.faith("es-bx-032", "role.swap", "¿Quién es el dueño de La Camelia?", "El dueño es Hugo Serrano, e Isabel Prieto es su florista y prepara los ramos de novia.", FLOWERS, False),
    w.faith("es-bx-033", "negation", "¿Qué pasa si cancelo una clase de guitarra con menos de 24 horas de antelación?", "En ese caso no hay que pagar la clase.", GUITAR_SCHOOL, False),
    w.faith("es-bx-034", "antonym", "¿Qué piscinas tienen las Termas de Fuente Clara?", "Tienen tres piscinas interiores alimentadas por un manantial.", SPA, False),
    w.faith("es-bx-035", "modality", "¿Pueden los padres quedarse en el aula durante la primera semana?", "Sí, durante la primera semana los padres tienen que quedarse en el aula hasta dos horas al día.", KINDERGARTEN, False),
    w.faith("es-bx-036", "quantifier", "¿Qué reciben los que terminan el Maratón del Río?", "Todos los que terminan reciben una medalla y una camiseta.", MARATHON, False),
    w.faith("es-bx-037", "value.except", "¿Por qué objetos se cobra tasa en la Oficina de Objetos Perdidos?", "Solo se cobran 4 € por las carteras y los documentos de identidad; todos los demás objetos se devuelven gratis.", LOST_FOUND, False),
    w.faith("es-bx-038", "direction", "¿Cuándo abre el bar del Cine Azotea?", "El bar abre una hora después de que empiece la película.", CINEMA, False),
    w.faith("es-bx-039", "added.fact", "¿A qué hora se sirve la cena en el Refugio de Peña Alta?", "La cena se sirve a las 19:30 y es siempre vegetariana.", HUT, False),
    w.faith("es-bx-040", "added.entity", "¿Quién se encarga de la impresora de gran formato en La Tinta?", "El aprendiz Diego Navarro, al que formó Carmen Ortega, se encarga de ella junto con la diseñadora Laura Méndez.", PRINT_SHOP, False),
    w.faith("es-bx-041", "mixed", "¿Cuánto cuesta el envío en La Camelia?", "El envío dentro de la ciudad cuesta 6 €, y a los pueblos cercanos, 10 €.", FLOWERS, False),
]

REFUSAL = [
    w.refusal("es-bx-042", "refusal.plain", "¿Tiene La Tinta aparcamiento para clientes?", "No sé si La Tinta tiene aparcamiento para clientes.", PRINT_SHOP, True),
    w.refusal("es-bx-043", "refusal.context", "¿Hay premio en metálico para el ganador del Maratón del Río?", "El contexto proporcionado no menciona ningún premio en metálico, así que no puedo responder.", MARATHON, True),
    w.refusal("es-bx-044", "refusal.short", "¿Se puede ir con perro al Cine Azotea Las Estrellas?", "No lo sé.", CINEMA, True),
    w.refusal("es-bx-045", "refusal.long", "¿Ofrecen masajes en las Termas de Fuente Clara?", "Muchas gracias por su pregunta. He revisado la información sobre las Termas de Fuente Clara: describe las piscinas, los precios, los horarios y la edad mínima para la sauna, pero no menciona los masajes en ningún momento. Por eso, lamentablemente, no puedo decirle si ofrecen masajes. Le recomiendo que lo consulte directamente en la recepción de las termas.", SPA, True),
    w.refusal("es-bx-046", "refusal.hedged", "¿Cuánto cuesta la media pensión en el Refugio de Peña Alta?", "No estoy del todo seguro, pero creo que la media pensión cuesta 45 €, con cena y desayuno.", HUT, False),
    w.refusal("es-bx-047", "refusal.partial", "¿Cuánto cuesta la jornada completa en Los Girasoles y está incluida la comida?", "La jornada completa cuesta 350 € al mes; en cambio, la información no dice si la comida está incluida.", KINDERGARTEN, False),
]

CORRECTNESS = [
    w.correct("es-bx-048", "correct.wordy", "¿Quién entrega los objetos de más de 600 € en la Oficina de Objetos Perdidos?", "Los objetos de valor, los que superan los 600 €, se guardan en una caja fuerte, y la única persona que puede entregarlos es la jefa de la Oficina de Objetos Perdidos, Pilar Castro.", "Solo la jefa de la oficina, Pilar Castro.", True),
    w.correct("es-bx-049", "correct.short", "¿Quién es la jefa de Pablo Herrera en InfoArregla?", "Elena Suárez.", "Pablo Herrera, el técnico, trabaja a las órdenes de la encargada, Elena Suárez.", True),
    w.correct("es-bx-050", "correct.format", "¿Cuándo se celebra el Maratón del Río?", "El 23/11/2025.", "El domingo 23 de noviembre de 2025.", True),
    w.correct("es-bx-051", "wrong.value", "¿Cuánto cuesta el bono de diez clases en Tres Acordes?", "El bono de diez clases cuesta 350 €.", "El bono de diez clases cuesta 300 €.", False),
    w.correct("es-bx-052", "wrong.echo", "¿A qué hora abre el bar del Cine Azotea Las Estrellas?", "El bar del Cine Azotea Las Estrellas abre a las 22:00.", "A las 21:00, una hora antes de la película.", False),
    w.correct("es-bx-053", "wrong.role", "¿Qué relación hay entre Carmen Ortega y Diego Navarro?", "Diego Navarro es el dueño de la imprenta y formó a la aprendiza Carmen Ortega.", "Carmen Ortega es la dueña y formó al aprendiz Diego Navarro.", False),
]

RELEVANCY = [
    w.relevant("es-bx-054", "relevant.direct", "¿Antes de qué hora hay que pedir en La Camelia para recibir el pedido el mismo día?", "Antes de las 13:00.", FLOWERS, True),
    w.relevant("es-bx-055", "relevant.yesno", "¿Puede mi hija de 14 años entrar en la sauna de Fuente Clara?", "No, la zona de sauna es solo para clientes a partir de 16 años.", SPA, True),
    w.relevant("es-bx-056", "offtopic.true", "¿Cuánto cuesta la inscripción en el Maratón del Río?", "Hay un avituallamiento cada 5 kilómetros.", MARATHON, False),
    w.relevant("es-bx-057", "offtopic.other", "¿A qué hora cierra Los Girasoles?", "El segundo hijo de una misma familia tiene un 10 % de descuento.", KINDERGARTEN, False),
]

DIAGNOSIS = [
    w.diag("es-bx-058", "diag.pass", "¿Cuánto tarda InfoArregla en cambiar la pantalla de un portátil?", "Suele tardar dos días laborables.", {"infoarregla": REPAIR, "maraton-del-rio": MARATHON}, ("infoarregla",), "pass"),
    w.diag("es-bx-059", "diag.offtopic", "¿Cuántos días de frescura se garantizan para las flores cortadas de La Camelia?", "La Camelia es propiedad de Isabel Prieto desde 2019.", {"la-camelia": FLOWERS, "fuente-clara": SPA}, ("la-camelia",), "fix_generation"),
    w.diag("es-bx-060", "diag.unfaithful", "¿Cuántas tumbonas hay en el Cine Azotea Las Estrellas?", "Hay 230 tumbonas.", {"cine-azotea": CINEMA, "tres-acordes": GUITAR_SCHOOL}, ("cine-azotea",), "fix_generation"),
    w.diag("es-bx-061", "diag.refused", "¿Qué días se pueden recoger los objetos en la Oficina de Objetos Perdidos?", "Lo siento, los documentos no indican qué días se pueden recoger los objetos.", {"objetos-perdidos": LOST_FOUND, "pena-alta": HUT}, ("objetos-perdidos",), "fix_generation"),
    w.diag("es-bx-062", "diag.missed", "¿Cuánto se tarda en subir desde el aparcamiento de La Fonda hasta el Refugio de Peña Alta?", "Los documentos proporcionados no indican cuánto dura la subida.", {"fuente-clara": SPA, "la-tinta": PRINT_SHOP}, ("pena-alta",), "fix_retrieval"),
    w.diag("es-bx-063", "diag.correct_refusal", "¿Ofrece Tres Acordes clases en línea?", "Los documentos proporcionados no indican si la academia ofrece clases en línea.", {"tres-acordes": GUITAR_SCHOOL, "la-camelia": FLOWERS}, (), "correct_refusal"),
    w.diag("es-bx-064", "diag.should_refuse", "¿Hay aparcamiento para corredores cerca de la Plaza Mayor?", "Sí, el día de la carrera los corredores pueden aparcar gratis en el aparcamiento subterráneo de la Plaza Mayor.", {"maraton-del-rio": MARATHON, "los-girasoles": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
