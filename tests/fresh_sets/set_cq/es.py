"""Fresh set cq, Spanish: óptica, balneario, escuela de buceo, escuela infantil, taller de muebles, teleférico, mercadillo vintage, taquilla de auditorio, curso de apicultura y reparación de móviles."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

OPTICIAN = (
    "Óptica Miranda, en la calle Mayor, la dirige el óptico Javier Miranda. "
    "Un examen de la vista dura 20 minutos y cuesta 20 €; para los menores de 12 años es gratis. "
    "Las gafas monofocales están listas en 5 días y las progresivas tardan hasta dos semanas. "
    "La óptica abre todos los días excepto el domingo, de 9:30 a 20:30. "
    "Hay que traer las gafas actuales al examen; una receta antigua es bienvenida, pero no es obligatoria."
)
SPA = (
    "El Balneario de Aguasclaras tiene tres piscinas interiores y dos exteriores, alimentadas por un manantial a 39 °C. "
    "La entrada de tres horas cuesta 21 € y la de día completo, 32 €. "
    "El balneario abre a las 10:00 y cierra a las 21:00. "
    "Los menores de 6 años no pueden entrar en la zona de saunas. "
    "Se pueden alquilar albornoces por 5 €."
)
DIVING = (
    "La escuela de buceo Mar Azul, en Cartagena, imparte el curso Open Water en cuatro días por 430 €. "
    "Los alumnos deben tener al menos 12 años y superar una prueba de natación de 200 metros antes de la primera inmersión. "
    "El curso incluye dos sesiones en piscina y cuatro inmersiones en el mar hasta una profundidad máxima de 18 metros. "
    "El instructor Diego Navarro lleva los grupos de fin de semana y la instructora Lucía Romero, los de entre semana. "
    "El alquiler del equipo está incluido en el precio, pero la máscara se compra aparte por 30 €."
)
KINDERGARTEN = (
    "La escuela infantil Los Peques atiende a 60 niños repartidos en cuatro grupos de 15. "
    "Abre de lunes a viernes de 7:30 a 17:00. "
    "La comida se cocina en el propio centro y cuesta 4,50 € al día. "
    "Si un niño está enfermo, los padres deben avisar a la oficina antes de las 9:00. "
    "La directora, Carmen Ortega, llegó en 2018 y sustituyó al fundador, Manuel Ruiz."
)
WORKSHOP = (
    "El ebanista Pablo Herrera fundó el taller de muebles La Veta en 2010, y hoy trabajan en él ocho artesanos. "
    "Una mesa de comedor de roble macizo tarda unas seis semanas en hacerse y cuesta 2.200 €. "
    "Al hacer el pedido se paga una señal del 30 %. "
    "El taller solo utiliza madera de bosques certificados. "
    "El envío es gratuito en un radio de 30 kilómetros; más allá, cuesta 1,20 € por kilómetro."
)
CABLE_CAR = (
    "El teleférico de Peña Alta salva un desnivel de 1.200 metros entre la estación base y la cumbre en 7 minutos. "
    "Cada cabina lleva como máximo 25 pasajeros. "
    "El billete de ida y vuelta cuesta 28 € para adultos, y los niños de 4 a 12 años pagan la mitad. "
    "Las cabinas salen cada 15 minutos de 9:00 a 18:00. "
    "El teleférico no funciona cuando el viento supera los 70 km/h."
)
MARKET = (
    "El mercadillo de ropa vintage «Segunda Piel» se celebra en Madrid, la capital de España, el primer sábado de cada mes. "
    "Unos 70 puestos venden ropa de los años cincuenta a los noventa. "
    "Muchas de las prendas llegan de EE. UU. "
    "La entrada cuesta 2 €, y los menores de 12 años entran gratis. "
    "Los vendedores deben reservar su puesto con al menos diez días de antelación; cada puesto cuesta 40 €. "
    "La diseñadora Marta Solís fundó el mercadillo en 2015."
)
BOX_OFFICE = (
    "La taquilla del Auditorio Ribera abre de martes a sábado, de 11:00 a 19:00. "
    "Las entradas se pueden devolver con reembolso completo hasta 48 horas antes del concierto; después ya no se devuelve el dinero. "
    "Los estudiantes tienen un 20 % de descuento si presentan un carné de estudiante válido. "
    "El auditorio tiene 1.900 butacas. "
    "Cada cliente puede comprar como máximo 6 entradas por concierto."
)
BEES = (
    "El curso de apicultura de la Granja El Romeral empieza el 5 de abril de 2025, dura cinco sábados y cuesta 150 €. "
    "Lo imparte el apicultor Andrés Molina, con la ayuda de su hija Irene. "
    "Cada participante recibe un velo y unos guantes, pero debe traer su propia ropa de manga larga. "
    "El grupo está limitado a 12 personas. "
    "Las personas alérgicas a las picaduras de abeja no pueden participar en las sesiones junto a las colmenas."
)
PHONE = (
    "TeleFix repara teléfonos móviles en su tienda de la avenida de la Constitución. "
    "Cambiar una pantalla lleva unos 45 minutos y cuesta desde 79 €, según el modelo. "
    "Una batería nueva cuesta 49 € y tiene seis meses de garantía. "
    "La tienda abre todos los días excepto los lunes, de 10:00 a 20:00. "
    "Se aceptan móviles mojados, pero no se garantiza la reparación."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cq-001", "para.reorder", "¿Cuánto cuesta la entrada de día completo al balneario?", "32 € cuesta en el Balneario de Aguasclaras la entrada de día completo.", SPA, True),
    w.faith("es-cq-002", "para.passive", "¿Quién fundó el taller La Veta?", "El taller La Veta fue fundado en 2010 por el ebanista Pablo Herrera.", WORKSHOP, True),
    w.faith("es-cq-003", "para.synonym", "¿Cuántos niños van a Los Peques?", "Los Peques cuida de 60 niños.", KINDERGARTEN, True),
    w.faith("es-cq-004", "para.nominal", "¿Me devuelven el dinero si no puedo ir al concierto?", "La devolución de las entradas con reembolso completo es posible hasta 48 horas antes del concierto.", BOX_OFFICE, True),
    w.faith("es-cq-005", "para.capital", "¿Dónde se celebra el mercadillo «Segunda Piel»?", "Se celebra en Madrid, que es la capital de España.", MARKET, True),
    w.faith("es-cq-006", "para.pronoun", "¿Qué grupos lleva Lucía Romero?", "Lleva los grupos de entre semana.", DIVING, True),
    w.faith("es-cq-007", "para.relative", "¿Quién imparte el curso de apicultura?", "Lo imparte Andrés Molina, un apicultor al que ayuda su hija Irene.", BEES, True),
    w.faith("es-cq-008", "para.part", "¿Cuánto se tarda en subir a la cumbre?", "De la estación base a la cumbre se tarda 7 minutos.", CABLE_CAR, True),
    w.faith("es-cq-009", "para.combine", "¿Cuánto tarda TeleFix en cambiar una pantalla?", "TeleFix, en la avenida de la Constitución, cambia una pantalla en unos 45 minutos.", PHONE, True),
    w.faith("es-cq-010", "fmt.number", "¿Cómo se reparten los niños en Los Peques?", "Están repartidos en 4 grupos de quince niños.", KINDERGARTEN, True),
    w.faith("es-cq-011", "fmt.thousands", "¿Cuántas butacas tiene el Auditorio Ribera?", "El auditorio tiene 1900 butacas.", BOX_OFFICE, True),
    w.faith("es-cq-012", "fmt.scale", "¿Qué desnivel salva el teleférico de Peña Alta?", "Salva un desnivel de 1,2 kilómetros entre la estación base y la cumbre.", CABLE_CAR, True),
    w.faith("es-cq-013", "fmt.date", "¿Cuándo empieza el curso de apicultura?", "El curso empieza el 05/04/2025.", BEES, True),
    w.faith("es-cq-014", "fmt.time", "¿A qué hora cierra el balneario?", "Cierra a las 9 de la noche.", SPA, True),
    w.faith("es-cq-015", "fmt.unit", "¿Hasta qué distancia es gratis el envío de La Veta?", "El envío es gratuito en un radio de 30 km.", WORKSHOP, True),
    w.faith("es-cq-016", "fmt.abbrev", "¿De dónde vienen las prendas del mercadillo?", "Muchas de las prendas llegan de Estados Unidos.", MARKET, True),
    w.faith("es-cq-017", "fmt.currency", "¿Cuánto cuesta la comida en Los Peques?", "La comida cuesta 4 euros con 50 céntimos al día.", KINDERGARTEN, True),
    w.faith("es-cq-018", "fmt.range", "¿Cuántas entradas puedo comprar para un concierto?", "Puedes comprar hasta seis entradas por concierto.", BOX_OFFICE, True),
    w.faith("es-cq-019", "fmt.period", "¿Cuánto tardan las gafas progresivas en Óptica Miranda?", "Las progresivas tardan hasta 14 días.", OPTICIAN, True),
    w.faith("es-cq-020", "fmt.share", "¿Cuánto pagan los niños en el teleférico?", "Los niños de 4 a 12 años pagan el 50 % del billete de adulto.", CABLE_CAR, True),
    w.faith("es-cq-021", "para.except", "¿Abre TeleFix los lunes?", "No, los lunes TeleFix está cerrado.", PHONE, True),
    w.faith("es-cq-022", "wrap.opener", "¿Qué edad hay que tener para el curso Open Water?", "¡Buena pregunta! Los alumnos tienen que tener al menos 12 años.", DIVING, True),
    w.faith("es-cq-023", "wrap.closer", "¿Cuánto cuesta un examen de la vista en Óptica Miranda?", "Cuesta 20 € y dura 20 minutos. ¡Espero que te sirva!", OPTICIAN, True),
    w.faith("es-cq-024", "wrap.attribution", "¿Hay que pagar para entrar al mercadillo?", "Según la información del mercadillo, la entrada cuesta 2 € y los menores de 12 años no pagan.", MARKET, True),
    w.faith("es-cq-025", "wrap.hedge", "¿Se pueden alquilar albornoces en el balneario?", "Creo que sí: se pueden alquilar albornoces por 5 €.", SPA, True),
    w.faith("es-cq-026", "wrap.question", "¿Cuántas personas caben en el curso de apicultura?", "El grupo está limitado a 12 personas. ¿Quieres que te diga también el precio del curso?", BEES, True),
    w.faith("es-cq-027", "value.number", "¿Cuántas piscinas tiene el balneario?", "Tiene tres piscinas interiores y cuatro exteriores.", SPA, False),
    w.faith("es-cq-028", "value.date", "¿Cuándo se fundó el mercadillo «Segunda Piel»?", "La diseñadora Marta Solís lo fundó en 2012.", MARKET, False),
    w.faith("es-cq-029", "value.time", "¿Cuál es el horario del teleférico?", "Las cabinas salen cada 15 minutos de 9:00 a 20:00.", CABLE_CAR, False),
    w.faith("es-cq-030", "value.unit", "¿A qué profundidad se bucea en el curso?", "Las inmersiones en el mar llegan hasta una profundidad máxima de 18 pies.", DIVING, False),
    w.faith("es-cq-031", "value.currency", "¿Cuánto cuesta el curso de apicultura?", "El curso cuesta 250 € y dura cinco sábados.", BEES, False),
    w.faith("es-cq-032", "role.swap", "¿Quién dirige Los Peques?", "El director, Manuel Ruiz, llegó en 2018 y sustituyó a la fundadora, Carmen Ortega.", KINDERGARTEN, False),
    w.faith("es-cq-033", "negation", "¿Dan equipo de protección en el curso de apicultura?", "No, los participantes no reciben velo ni guantes.", BEES, False),
    w.faith("es-cq-034", "antonym", "¿El equipo está incluido en el precio del curso de buceo?", "No, el alquiler del equipo se paga aparte del precio del curso.", DIVING, False),
    w.faith("es-cq-035", "modality", "¿Qué tengo que llevar al examen de la vista?", "Es obligatorio llevar las gafas actuales y una receta antigua.", OPTICIAN, False),
    w.faith("es-cq-036", "quantifier", "¿De dónde sale la madera del taller La Veta?", "Solo una parte de la madera procede de bosques certificados.", WORKSHOP, False),
    w.faith("es-cq-037", "value.except", "¿Puedo ir a Óptica Miranda un domingo?", "Sí, Óptica Miranda abre también los domingos, de 9:30 a 20:30.", OPTICIAN, False),
    w.faith("es-cq-038", "direction", "¿Pagan entrada los niños en el mercadillo?", "Los mayores de 12 años entran gratis.", MARKET, False),
    w.faith("es-cq-039", "added.fact", "¿Cuántas personas caben en una cabina?", "Cada cabina lleva como máximo 25 pasajeros y tiene calefacción.", CABLE_CAR, False),
    w.faith("es-cq-040", "added.entity", "¿Hay descuento para estudiantes?", "Sí, los estudiantes tienen un 20 % de descuento con carné válido, también si compran en Ticketmaster.", BOX_OFFICE, False),
    w.faith("es-cq-041", "mixed", "¿Cuánto cuesta una batería nueva en TeleFix?", "Una batería nueva cuesta 49 €, y el cambio se hace en diez minutos.", PHONE, False),
]
REFUSAL = [
    w.refusal("es-cq-042", "refusal.plain", "¿Tiene restaurante el balneario?", "Lo siento, no tengo esa información.", SPA, True),
    w.refusal("es-cq-043", "refusal.context", "¿Hacen inmersiones nocturnas en Mar Azul?", "Los documentos proporcionados no dicen si hay inmersiones nocturnas.", DIVING, True),
    w.refusal("es-cq-044", "refusal.short", "¿Nos podemos llevar miel al terminar el curso?", "Ni idea.", BEES, True),
    w.refusal("es-cq-045", "refusal.long", "¿TeleFix repara también tabletas?", "Gracias por tu pregunta. Por desgracia, la información que tengo solo trata de la reparación de móviles en TeleFix, como el cambio de pantalla o de batería, y no menciona las tabletas. Te recomiendo llamar a la tienda o pasarte por la avenida de la Constitución para preguntar. Siento no poder ayudarte más.", PHONE, True),
    w.refusal("es-cq-046", "refusal.hedged", "¿Cuánto cuesta el billete de ida y vuelta para adultos?", "No estoy del todo seguro, pero creo que son 28 €.", CABLE_CAR, False),
    w.refusal("es-cq-047", "refusal.partial", "¿Cuánto cuestan el examen de la vista y la adaptación de lentillas?", "El examen de la vista cuesta 20 €; sobre la adaptación de lentillas, los documentos no dicen nada.", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("es-cq-048", "correct.wordy", "¿Quién dirige la escuela infantil Los Peques?", "La escuela infantil Los Peques está dirigida por Carmen Ortega, que llegó en 2018 y sustituyó al fundador.", "Carmen Ortega.", True),
    w.correct("es-cq-049", "correct.short", "¿Cuánto se tarda en hacer una mesa de roble en La Veta?", "Unas seis semanas.", "En el taller La Veta, una mesa de comedor de roble macizo tarda unas seis semanas en hacerse.", True),
    w.correct("es-cq-050", "correct.format", "¿A qué hora cierra la taquilla del Auditorio Ribera?", "A las 7 de la tarde.", "A las 19:00.", True),
    w.correct("es-cq-051", "wrong.value", "¿Cuánto cuesta el curso Open Water en Mar Azul?", "340 €.", "430 €.", False),
    w.correct("es-cq-052", "wrong.echo", "¿Cuánto cuesta un puesto para los vendedores?", "Un puesto les cuesta a los vendedores lo que cuesta un puesto de vendedor.", "40 €.", False),
    w.correct("es-cq-053", "wrong.role", "¿Quién imparte el curso de apicultura de El Romeral?", "Irene, la hija de Andrés Molina.", "Andrés Molina.", False),
]
RELEVANCY = [
    w.relevant("es-cq-054", "relevant.direct", "¿Cuándo deja de funcionar el teleférico?", "Cuando el viento sopla a más de 70 km/h.", CABLE_CAR, True),
    w.relevant("es-cq-055", "relevant.yesno", "¿Puedo devolver mis entradas?", "Sí, con reembolso completo hasta 48 horas antes del concierto.", BOX_OFFICE, True),
    w.relevant("es-cq-056", "offtopic.true", "¿Cuánto cuesta la entrada de tres horas al balneario?", "El balneario cierra a las 21:00.", SPA, False),
    w.relevant("es-cq-057", "offtopic.other", "¿Cuánto dura un examen de la vista?", "Un examen de la vista cuesta 20 €.", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("es-cq-058", "diag.pass", "¿Cuánto cuesta una batería nueva en TeleFix?", "49 €, con seis meses de garantía.", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("es-cq-059", "diag.offtopic", "¿A qué hora abre la escuela infantil Los Peques?", "La comida se cocina en el propio centro.", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("es-cq-060", "diag.unfaithful", "¿Hasta qué distancia es gratis el envío de La Veta?", "El envío es gratis hasta 80 kilómetros.", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("es-cq-061", "diag.refused", "¿Puede alguien alérgico a las picaduras de abeja participar en las sesiones junto a las colmenas?", "Lo siento, no encuentro esa información.", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("es-cq-062", "diag.missed", "¿Qué prueba hay que superar antes de la primera inmersión?", "No lo sé.", {"cable_car": CABLE_CAR, "spa": SPA}, ("diving",), "fix_retrieval"),
    w.diag("es-cq-063", "diag.correct_refusal", "¿Hay aparcamiento cerca del mercadillo «Segunda Piel»?", "Lo siento, la información disponible no menciona el aparcamiento.", {"market": MARKET}, (), "correct_refusal"),
    w.diag("es-cq-064", "diag.should_refuse", "¿Tiene guardarropa el Auditorio Ribera?", "Sí, hay un guardarropa gratuito en la planta baja.", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
