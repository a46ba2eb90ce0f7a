"""Spanish cases of fresh set bs: a notary office in Zaragoza, an outdoor boot camp, an
aquarium, a bicycle repair shop, a dance school, a regional airport's car parks, a
sailing course, a pet insurance plan, a city tourist office and a market hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

NOTARY = "La notaría Ortega, en la calle Mayor 12 de Zaragoza, abre de lunes a viernes de 8:30 a 17:00, y los jueves hasta las 19:00. La notaria Elena Ortega autoriza las escrituras de compraventa de inmuebles, mientras que su oficial, Pablo Ruiz, prepara los borradores y comprueba los documentos de identidad de los clientes. Legitimar una firma cuesta 28 €, y otorgar un poder, 115 €. Los clientes deben presentar un DNI o un pasaporte en vigor; el carné de conducir no se acepta como documento de identidad. A partir del 14 de marzo de 2025, la notaría también tramitará apostillas, que tardan hasta cinco días hábiles."

BOOTCAMP = "El campamento de entrenamiento Fuerza Verde entrena en el parque de la Ribera los lunes, miércoles y viernes a las 6:15, y cada sesión dura 45 minutos. Las sesiones se hacen al aire libre con cualquier tiempo y solo se cancelan cuando hay aviso de tormenta eléctrica; en ese caso se avisa a los participantes por SMS antes de las 5:30. Todas las sesiones las dirige la entrenadora Lucía Campos, y cada grupo tiene como máximo doce participantes. El bono de 10 sesiones cuesta 90 € y una sesión suelta, 11 €. Cada participante debe llevar su propia esterilla y al menos un litro de agua."

AQUARIUM = "El acuario Mar Abierto abre todos los días de 9:30 a 18:30, y la última entrada es a las 17:45. Su tanque principal contiene 1.800.000 litros de agua de mar y alberga tiburones, rayas y una tortuga verde. Las rayas se alimentan a las 11:00 y a las 15:00, y los sábados a las 14:00 unos buzos dan de comer a los tiburones. La entrada de adulto cuesta 20 €, la infantil (de 4 a 15 años) 12 €, y los menores de 4 años entran gratis. La bióloga marina Marta Gil dirige el programa de rescate de tortugas marinas del acuario, que desde 2019 ha devuelto al mar 39 tortugas."

BIKESHOP = "El taller de bicicletas Radio y Cadena, en la calle del Molino, abre de martes a sábado de 10:00 a 18:00. Una revisión estándar cuesta 45 € e incluye el ajuste de frenos y cambios; montar una cubierta nueva cuesta 8 € por rueda, más el precio de la cubierta. El taller repara todo tipo de bicicletas excepto las eléctricas. El jefe de taller, Andrés Molina, tiene 15 años de experiencia y monta y centra personalmente todas las ruedas. La mayoría de las reparaciones tardan de dos a tres días laborables, y las bicicletas que no se recogen en los 30 días siguientes a la reparación pagan 2 € por día de depósito."

DANCE = "La escuela de danza Compás ofrece ballet infantil para niños de 6 a 12 años los sábados a las 10:00. Las clases de salsa para adultos son los martes y jueves a las 20:00: Carmen Díaz enseña al grupo de principiantes y Javier Soler al grupo avanzado. El trimestre de otoño va del 8 de septiembre al 15 de diciembre de 2025, la cuota es de 240 € por trimestre y la primera clase de prueba es gratuita. Cada grupo tiene entre 8 y 16 alumnos. Las zapatillas de ballet son obligatorias en ballet, y no se permite el calzado de calle sobre el suelo flotante. La función anual de la escuela se celebrará el 20 de junio de 2026."

PARKING = "Los aparcamientos del aeropuerto regional de Valdecierzo dan servicio a su única terminal, desde la que salen cada día dos vuelos directos a Lisboa. El aparcamiento de corta estancia P1 está junto a la terminal y cuesta 3,50 € la hora, mientras que el de larga estancia P3 cuesta 14 € al día. Para viajes de más de un día, el P3 es más barato que el P1. Un autobús lanzadera gratuito une el P3 con la terminal cada 15 minutos, de 4:30 a medianoche. Los conductores deben pagar el tique en un cajero automático antes de volver al coche, porque en las barreras de salida no se puede pagar."

SAILING = "La escuela de vela Rumbo Norte, en Cambados, ofrece un curso de iniciación de cinco días, de 9:00 a 16:00 cada día. Los alumnos navegan en botes de vela ligera de 7 m, con un máximo de tres alumnos por barco, y el curso cuesta 650 €, con el alquiler de chaleco salvavidas y neopreno incluido. Los participantes deben tener al menos 14 años y saber nadar 200 m. El curso lo imparte el monitor Diego Arrieta, y el último día el grupo navega 12 millas náuticas, ida y vuelta, hasta la isla de las Gaviotas. Las sesiones en el agua se cancelan si el viento supera los 25 nudos."

PETINSURANCE = "El seguro para mascotas Huella Segura tiene dos planes: el Básico cuesta 18 € al mes para un gato y 26 € para un perro, y el Plus cuesta 39 € al mes para ambos. Los accidentes están cubiertos desde el primer día, pero las enfermedades solo tras un periodo de carencia de dos semanas. El Básico reembolsa hasta 5.000 € al año y el Plus hasta 12.000 € al año, con una franquicia de 100 € por siniestro. El tratamiento dental solo lo cubre el plan Plus. La mascota debe tener entre 8 semanas y 8 años al darse de alta, y las reclamaciones deben presentarse en los 90 días siguientes al tratamiento junto con la factura del veterinario."

TOURIST = "La oficina de turismo de Villaclara, en la plaza Mayor, abre todos los días excepto los lunes de 9:00 a 17:00, y hasta las 19:00 en julio y agosto. En el mostrador se puede recoger un plano gratuito de la ciudad. La visita guiada por el casco antiguo sale a las 11:00, dura 90 minutos y cuesta 15 €; algunas de las visitas se ofrecen en inglés. La tarjeta turística Villaclara Card de 48 horas cuesta 32 €. Incluye viajes ilimitados en autobús urbano y la entrada a seis museos."

MARKET = "El mercado de abastos de San Lázaro abre de lunes a sábado de 7:00 a 18:00. Sus 48 puestos se reparten en dos plantas: los de alimentación en la planta baja y los de artesanía en la planta alta. La mitad de los puestos vende productos frescos de granjas situadas a menos de 50 km de la ciudad. El pescado llega los martes y viernes a las 5:30, y los sábados la panadera Rosa Iglesias vende hogazas de centeno de 1,5 kg. El mercado lo gestiona el servicio municipal de mercados, y el alquiler de un puesto es de 210 € al mes."

# fmt: off
FAITHFULNESS = [
    w.faith("es-bs-001", "para.reorder", "¿Cuánto cuestan legitimar una firma y otorgar un poder?", "Otorgar un poder cuesta 115 €, y legitimar una firma, 28 €.", NOTARY, True),
    w.faith("es-bs-002", "para.passive", "¿Qué hace Pablo Ruiz en la notaría?", "Los borradores son preparados por Pablo Ruiz, el oficial, y los documentos de identidad de los clientes también son comprobados por él.", NOTARY, True),
    w.faith("es-bs-003", "para.synonym", "¿Qué pasa si hay aviso de tormenta eléctrica?", "La sesión se suspende, y los participantes reciben un SMS antes de las 5:30.", BOOTCAMP, True),
    w.faith("es-bs-004", "para.nominal", "¿Cuál es el papel de Marta Gil en el acuario?", "A ella le corresponde la dirección del programa de rescate de tortugas marinas, cuyo balance desde 2019 es la devolución de 39 tortugas al mar.", AQUARIUM, True),
    w.faith("es-bs-005", "para.capital", "¿Adónde van los vuelos directos que salen de la terminal de Valdecierzo?", "Dos veces al día salen vuelos directos a la capital portuguesa.", PARKING, True),
    w.faith("es-bs-006", "para.pronoun", "¿Quién da la clase de salsa para principiantes?", "Carmen Díaz. Ella se encarga de los principiantes, y Javier Soler lleva el grupo avanzado.", DANCE, True),
    w.faith("es-bs-007", "para.relative", "¿Quién monta las ruedas en Radio y Cadena?", "Las ruedas las monta Andrés Molina, el jefe de taller, que tiene 15 años de experiencia.", BIKESHOP, True),
    w.faith("es-bs-008", "para.part", "¿Qué hay en la planta baja del mercado de San Lázaro?", "En la planta baja, una de las dos plantas del mercado, están los puestos de alimentación.", MARKET, True),
    w.faith("es-bs-009", "para.combine", "¿Cuánto cuesta la Villaclara Card y qué incluye?", "La Villaclara Card de 48 horas cuesta 32 € e incluye viajes ilimitados en autobús urbano y la entrada a seis museos.", TOURIST, True),
    w.faith("es-bs-010", "fmt.number", "¿Cuántas personas caben en un grupo?", "Cada grupo tiene como máximo 12 participantes.", BOOTCAMP, True),
    w.faith("es-bs-011", "fmt.thousands", "¿Cuánta agua contiene el tanque principal?", "El tanque principal contiene 1800000 litros de agua de mar.", AQUARIUM, True),
    w.faith("es-bs-012", "fmt.scale", "¿Cuánto pesan las hogazas de centeno de los sábados?", "Cada hogaza de centeno de Rosa Iglesias pesa 1.500 gramos.", MARKET, True),
    w.faith("es-bs-013", "fmt.date", "¿Desde cuándo tramita apostillas la notaría?", "Desde el 14/03/2025, y cada apostilla tarda hasta cinco días hábiles.", NOTARY, True),
    w.faith("es-bs-014", "fmt.time", "¿A qué hora cierra el acuario?", "Cierra a las seis y media de la tarde, y la última entrada es a las seis menos cuarto.", AQUARIUM, True),
    w.faith("es-bs-015", "fmt.unit", "¿En qué barcos navegan los alumnos?", "Navegan en botes de vela ligera de siete metros, con tres alumnos como máximo por barco.", SAILING, True),
    w.faith("es-bs-016", "fmt.abbrev", "¿Qué horario tiene Radio y Cadena?", "De mar. a sáb., de 10:00 a 18:00.", BIKESHOP, True),
    w.faith("es-bs-017", "fmt.currency", "¿Cuánto cuesta una revisión estándar?", "Una revisión estándar cuesta 45 euros e incluye el ajuste de frenos y cambios.", BIKESHOP, True),
    w.faith("es-bs-018", "fmt.range", "¿Cuántos alumnos hay en cada grupo?", "Cada grupo tiene un mínimo de 8 y un máximo de 16 alumnos.", DANCE, True),
    w.faith("es-bs-019", "fmt.period", "¿Desde cuándo están cubiertas las enfermedades?", "Las enfermedades quedan cubiertas tras una carencia de 14 días, mientras que los accidentes lo están desde el primer día.", PETINSURANCE, True),
    w.faith("es-bs-020", "fmt.share", "¿Qué parte de los puestos vende productos frescos?", "El 50 % de los puestos vende productos frescos de granjas situadas a menos de 50 km de la ciudad.", MARKET, True),
    w.faith("es-bs-021", "para.except", "¿Cuándo abre la oficina de turismo?", "Los lunes está cerrada; el resto de días abre de 9:00 a 17:00, y en julio y agosto hasta las 19:00.", TOURIST, True),
    w.faith("es-bs-022", "wrap.opener", "¿Cuánto cuesta el aparcamiento de larga estancia?", "¡Con mucho gusto! El aparcamiento de larga estancia P3 cuesta 14 € al día.", PARKING, True),
    w.faith("es-bs-023", "wrap.closer", "¿Qué requisitos hay para apuntarse al curso de iniciación?", "Hay que tener al menos 14 años y saber nadar 200 m. Espero que le sirva, ¡y buena navegación!", SAILING, True),
    w.faith("es-bs-024", "wrap.attribution", "¿De cuánto es la franquicia?", "Según el documento, la franquicia es de 100 € por siniestro.", PETINSURANCE, True),
    w.faith("es-bs-025", "wrap.hedge", "¿Cuándo empieza el trimestre de otoño?", "Creo que el trimestre de otoño empieza el 8 de septiembre de 2025 y termina el 15 de diciembre.", DANCE, True),
    w.faith("es-bs-026", "wrap.question", "¿Cuándo son las sesiones de Fuerza Verde?", "Son los lunes, miércoles y viernes a las 6:15 y duran 45 minutos. ¿Quiere saber qué tiene que llevar?", BOOTCAMP, True),
    w.faith("es-bs-027", "value.number", "¿Cuántas tortugas ha devuelto al mar el programa de rescate?", "Desde 2019, el programa ha devuelto al mar 93 tortugas.", AQUARIUM, False),
    w.faith("es-bs-028", "value.date", "¿Cuándo es la función anual?", "La función anual se celebrará el 27 de junio de 2026.", DANCE, False),
    w.faith("es-bs-029", "value.time", "¿Cuándo llega el pescado al mercado?", "El pescado llega los martes y viernes a las 6:30.", MARKET, False),
    w.faith("es-bs-030", "value.unit", "¿Qué distancia recorre el grupo hasta la isla de las Gaviotas?", "El último día el grupo navega 12 kilómetros, ida y vuelta, hasta la isla de las Gaviotas.", SAILING, False),
    w.faith("es-bs-031", "value.currency", "¿Cuánto cuesta aparcar en el P1?", "El P1, junto a la terminal, cuesta 5,50 € la hora.", PARKING, False),
    w.faith("es-bs-032", "role.swap", "¿Quién autoriza las escrituras de compraventa en la notaría Ortega?", "Las escrituras de compraventa las autoriza el oficial, Pablo Ruiz, mientras que Elena Ortega prepara los borradores.", NOTARY, False),
    w.faith("es-bs-033", "negation", "¿Los accidentes están cubiertos desde el principio?", "No, los accidentes no están cubiertos desde el primer día.", PETINSURANCE, False),
    w.faith("es-bs-034", "antonym", "¿Dónde se hacen las sesiones de Fuerza Verde?", "Las sesiones se hacen bajo techo, haga el tiempo que haga.", BOOTCAMP, False),
    w.faith("es-bs-035", "modality", "¿Tengo que pagar en el cajero automático?", "Puede pagar el tique en un cajero automático antes de volver al coche si lo desea, pero no es obligatorio.", PARKING, False),
    w.faith("es-bs-036", "quantifier", "¿La visita por el casco antiguo se ofrece en inglés?", "Sí, todas las visitas se ofrecen en inglés.", TOURIST, False),
    w.faith("es-bs-037", "value.except", "¿Qué bicicletas repara Radio y Cadena?", "El taller solo repara bicicletas eléctricas.", BIKESHOP, False),
    w.faith("es-bs-038", "direction", "¿Qué aparcamiento conviene para un viaje de una semana?", "Para viajes de más de un día, el P3 es más caro que el P1.", PARKING, False),
    w.faith("es-bs-039", "added.fact", "¿Qué documento de identidad tengo que llevar a la notaría?", "Tiene que llevar un DNI o un pasaporte en vigor y, además, un certificado de empadronamiento reciente.", NOTARY, False),
    w.faith("es-bs-040", "added.entity", "¿Quién gestiona el mercado de San Lázaro?", "Lo gestiona el servicio municipal de mercados junto con la Asociación de Comerciantes de San Lázaro.", MARKET, False),
    w.faith("es-bs-041", "mixed", "¿Cuánto reembolsa el plan Plus?", "El Plus reembolsa hasta 12.000 € al año y además cubre la acupuntura y la fisioterapia.", PETINSURANCE, False),
]

REFUSAL = [
    w.refusal("es-bs-042", "refusal.plain", "¿Hay una cafetería dentro del acuario?", "No sé si hay una cafetería en el acuario.", AQUARIUM, True),
    w.refusal("es-bs-043", "refusal.context", "¿Radio y Cadena vende también bicicletas nuevas?", "El texto proporcionado no indica si Radio y Cadena vende bicicletas nuevas, así que no puedo responder.", BIKESHOP, True),
    w.refusal("es-bs-044", "refusal.short", "¿Rumbo Norte tiene descuento para estudiantes?", "Ni idea.", SAILING, True),
    w.refusal("es-bs-045", "refusal.long", "¿Se puede reservar una habitación de hotel en la oficina de turismo?", "Muchas gracias por su pregunta. He revisado con atención la información de la que dispongo sobre la oficina de turismo de Villaclara, pero no dice nada sobre reservas de hotel, así que lamentablemente no puedo decirle si allí se puede reservar una habitación. Siento no poder ayudarle más en este punto; le recomiendo que pregunte directamente al personal de la oficina.", TOURIST, True),
    w.refusal("es-bs-046", "refusal.hedged", "¿Cuánto es la cuota trimestral en Compás?", "No estoy del todo seguro, pero me parece que son 240 € por trimestre.", DANCE, False),
    w.refusal("es-bs-047", "refusal.partial", "¿Cuánto cuesta otorgar un poder y se puede aparcar delante de la notaría?", "Otorgar un poder cuesta 115 €. Sobre el aparcamiento no puedo decirle nada, porque mi información no lo menciona.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("es-bs-048", "correct.wordy", "¿Cuánto cuesta el bono de 10 sesiones en Fuerza Verde?", "¡Buena pregunta! Si piensa entrenar con regularidad, lo que le interesa es el bono de diez sesiones, que cuesta 90 € en total por todas las sesiones.", "El bono de 10 sesiones cuesta 90 €.", True),
    w.correct("es-bs-049", "correct.short", "¿Cada cuánto pasa la lanzadera entre el P3 y la terminal?", "Cada 15 minutos.", "El autobús lanzadera gratuito une el P3 con la terminal cada 15 minutos, de 4:30 a medianoche.", True),
    w.correct("es-bs-050", "correct.format", "¿Cuánto cuesta alquilar un puesto en el mercado de San Lázaro?", "Doscientos diez euros al mes.", "El alquiler de un puesto es de 210 € al mes.", True),
    w.correct("es-bs-051", "wrong.value", "¿Cuánto cuesta la entrada de adulto en el acuario Mar Abierto?", "La entrada de adulto cuesta 25 €.", "La entrada de adulto cuesta 20 €.", False),
    w.correct("es-bs-052", "wrong.echo", "¿Qué día del curso va el grupo a la isla de las Gaviotas?", "El grupo va a la isla de las Gaviotas el primer día del curso.", "El último día (el quinto), el grupo navega 12 millas náuticas, ida y vuelta, hasta la isla de las Gaviotas.", False),
    w.correct("es-bs-053", "wrong.role", "¿Quién enseña al grupo avanzado de salsa en Compás?", "Carmen Díaz enseña al grupo avanzado, y Javier Soler a los principiantes.", "Javier Soler enseña al grupo avanzado, y Carmen Díaz a los principiantes.", False),
]

RELEVANCY = [
    w.relevant("es-bs-054", "relevant.direct", "¿Cuánto suele tardar una reparación en Radio y Cadena?", "La mayoría de las reparaciones tardan de dos a tres días laborables.", BIKESHOP, True),
    w.relevant("es-bs-055", "relevant.yesno", "¿La notaría abre los jueves por la tarde?", "Sí, los jueves abre hasta las 19:00.", NOTARY, True),
    w.relevant("es-bs-056", "offtopic.true", "¿Cuánto cuesta el plan Básico para un perro?", "Las reclamaciones deben presentarse en los 90 días siguientes al tratamiento, junto con la factura del veterinario.", PETINSURANCE, False),
    w.relevant("es-bs-057", "offtopic.other", "¿Cuánto dura la visita guiada por el casco antiguo?", "La Villaclara Card cuesta 32 € y es válida durante 48 horas.", TOURIST, False),
]

DIAGNOSIS = [
    w.diag("es-bs-058", "diag.pass", "¿Hasta qué hora funciona la lanzadera del P3?", "La lanzadera funciona hasta medianoche.", {"parking": PARKING, "dance": DANCE}, ("parking",), "pass"),
    w.diag("es-bs-059", "diag.offtopic", "¿A qué hora abre el mercado de San Lázaro?", "La mitad de los puestos vende productos frescos de granjas situadas a menos de 50 km de la ciudad.", {"market": MARKET, "aquarium": AQUARIUM}, ("market",), "fix_generation"),
    w.diag("es-bs-060", "diag.unfaithful", "¿A qué hora se alimenta a las rayas en el acuario Mar Abierto?", "Las rayas se alimentan a las 10:00 y a las 16:00.", {"aquarium": AQUARIUM, "market": MARKET}, ("aquarium",), "fix_generation"),
    w.diag("es-bs-061", "diag.refused", "¿Para qué edades es el ballet infantil de Compás?", "Lo siento, no he encontrado información sobre eso.", {"dance": DANCE, "tourist": TOURIST}, ("dance",), "fix_generation"),
    w.diag("es-bs-062", "diag.missed", "¿A partir de qué viento se cancelan las sesiones de Rumbo Norte?", "Los documentos encontrados no indican a partir de qué viento se cancelan las sesiones de vela.", {"petinsurance": PETINSURANCE, "tourist": TOURIST}, ("sailing",), "fix_retrieval"),
    w.diag("es-bs-063", "diag.correct_refusal", "¿La notaría Ortega ofrece traducciones juradas?", "Lo siento, los documentos no dicen si la notaría Ortega ofrece traducciones juradas.", {"notary": NOTARY, "bikeshop": BIKESHOP}, (), "correct_refusal"),
    w.diag("es-bs-064", "diag.should_refuse", "¿Cuánto cuesta la cuota anual en Fuerza Verde?", "La cuota anual en Fuerza Verde cuesta 690 €.", {"bootcamp": BOOTCAMP, "sailing": SAILING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
