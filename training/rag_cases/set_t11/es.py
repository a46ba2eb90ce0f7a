"""Spanish cases of set t11: the Valencia bike scheme BiciRuta, the tutoring academy Aprende+,
the Peluquería Tijeras de Oro, the Camping Sierra Azul, the translation agency Traducciones
Puente and the tour of the Cervecera Lúpulo Sur."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BICI = (
    "BiciRuta, el servicio de bicicleta compartida de Valencia, cuesta 40 € al año e incluye los primeros 30 minutos de cada trayecto. "
    "Cada media hora adicional cuesta 0,75 €. "
    "Los mayores de 65 años pagan solo la mitad del abono anual. "
    "Las bicicletas pueden devolverse en cualquier estación salvo en la de la Ciudad de las Artes, que está en obras. "
    "El servicio está disponible de 6:00 a 24:00."
)
ACAD_TARIFAS = (
    "La academia Aprende+ ofrece clases particulares de 55 minutos a 25 € en primaria y a 30 € en bachillerato. "
    "La primera clase de prueba es gratuita y la organiza la coordinadora, Marta Solís. "
    "Quien contrata un bono de 12 clases paga solo 10. "
    "Las clases canceladas con menos de 12 horas de antelación se cobran enteras."
)
ACAD_PROFES = (
    "El profesor Javier Ortega da clases de inglés a Lucía Navarro los lunes y jueves de 18:00 a 19:00. "
    "Todos los profesores de Aprende+ tienen un título universitario y al menos dos años de experiencia. "
    "Cada trimestre, el profesor redacta un informe que se envía a la familia. "
    "Las clases presenciales solo se imparten en los barrios de Ruzafa y Benimaclet; en el resto, las clases son en línea."
)
PELU_PRECIOS = (
    "En la Peluquería Tijeras de Oro, un corte de señora con lavado y secado cuesta 32 € y uno de caballero, 16 €. "
    "Abrimos de martes a sábado de 10:00 a 20:00, salvo los sábados, que cerramos a las 14:00. "
    "Para los tintes es obligatorio hacer una prueba de alergia 48 horas antes. "
    "Si se llega con más de 10 minutos de retraso, es posible que haya que cambiar la cita."
)
PELU_EQUIPO = (
    "La dueña, Carmen Ruiz, se encarga únicamente de los tintes y las mechas. "
    "Los cortes infantiles los hace su aprendiz, Diego Marín, y cuestan 10 € para menores de 10 años. "
    "Los martes y miércoles, los jubilados tienen un 15 % de descuento."
)
CAMPING_NORMAS = (
    "El Camping Sierra Azul dispone de 75 parcelas, 25 de ellas con sombra natural. "
    "La entrada es a partir de las 13:00 y la salida, antes de las 12:00. "
    "El horario de silencio va de 23:00 a 8:00. "
    "Se admiten perros en todas las zonas excepto en la piscina y el restaurante, y deben ir siempre atados."
)
CAMPING_RESERVAS = (
    "En temporada alta, del 1 de julio al 31 de agosto, la parcela cuesta 28 € por noche y la estancia mínima es de cuatro noches. "
    "Al reservar se paga una señal del 20 %. "
    "Si se cancela con más de 15 días de antelación, se devuelve íntegramente la señal. "
    "La electricidad cuesta 4,50 € al día."
)
TRAD = (
    "Traducciones Puente cobra 0,09 € por palabra en traducciones generales y 0,13 € en traducciones médicas. "
    "Las traducciones juradas cuestan 40 € por página. "
    "Cada texto lo traduce un profesional nativo de la lengua de destino y después lo revisa otro traductor. "
    "La gestora de proyectos, Beatriz Campos, envía los presupuestos en un plazo máximo de tres horas."
)
CERVE_VISITA = (
    "La Cervecera Lúpulo Sur organiza visitas guiadas los viernes a las 19:00 y los domingos a las 12:00; cada visita dura 50 minutos. "
    "La entrada cuesta 14 € e incluye tres cervezas de 33 cl y una tapa. "
    "La maestra cervecera, Alba Herrera, guía la visita del domingo, y su ayudante, Rubén Castro, la del viernes."
)
CERVE_NORMAS = (
    "Solo los mayores de 18 años pueden participar en la cata; se pedirá el DNI. "
    "Los menores pueden hacer la visita acompañados de un adulto y reciben un refresco. "
    "Los grupos de más de 12 personas deben reservar con al menos diez días de antelación. "
    "Está prohibido fotografiar la sala de fermentación."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("es-t11-001", "fmt.share", "¿Hay descuento en el abono para los mayores de 65?",
            "Sí, quienes tienen más de 65 años pagan el 50 % del abono anual.",
            BICI, True),
    w.faith("es-t11-002", "para.except", "¿Puedo dejar la bici en la estación de la Ciudad de las Artes?",
            "No, esa estación está en obras; en cualquier otra sí puedes devolverla.",
            BICI, True),
    w.faith("es-t11-003", "fmt.time", "¿En qué horario funciona BiciRuta?",
            "Puedes usar BiciRuta desde las seis de la mañana hasta medianoche.",
            BICI, True),
    w.faith("es-t11-004", "wrap.attribution", "¿Puedo probar antes de contratar?",
            "Según la academia, la primera clase de prueba no tiene coste, y de organizarla se encarga la coordinadora, Marta Solís.",
            ACAD_TARIFAS, True),
    w.faith("es-t11-005", "fmt.number", "Si contrato el bono de 12 clases, ¿cuántas me salen gratis?",
            "Dos, porque con el bono de 12 clases solo pagas 10.",
            ACAD_TARIFAS, True),
    w.faith("es-t11-006", "para.synonym", "¿Quién le da inglés a Lucía?",
            "Lucía Navarro recibe las clases de inglés de Javier Ortega.",
            ACAD_PROFES, True),
    w.faith("es-t11-007", "fmt.time", "¿Cuándo tiene inglés Lucía?",
            "Los lunes y los jueves, de seis a siete de la tarde.",
            ACAD_PROFES, True),
    w.faith("es-t11-008", "para.except", "Vivo en el barrio del Carmen, ¿puedo tener clases presenciales?",
            "No: fuera de Ruzafa y Benimaclet, las clases se dan en línea.",
            ACAD_PROFES, True),
    w.faith("es-t11-009", "para.relative", "¿Quién redacta los informes de seguimiento?",
            "La familia recibe cada trimestre un informe que redacta el propio profesor.",
            ACAD_PROFES, True),
    w.faith("es-t11-010", "para.except", "¿Abrís los lunes?",
            "No, lunes y domingos está cerrado; abrimos de martes a sábado.",
            PELU_PRECIOS, True),
    w.faith("es-t11-011", "fmt.time", "¿Hasta qué hora abrís el sábado?",
            "Los sábados cerramos a las dos de la tarde.",
            PELU_PRECIOS, True),
    w.faith("es-t11-012", "fmt.period", "¿Tengo que hacerme alguna prueba antes del tinte?",
            "Sí, la prueba de alergia es obligatoria y hay que hacerla dos días antes del tinte.",
            PELU_PRECIOS, True),
    w.faith("es-t11-013", "para.pronoun", "¿Quién les corta el pelo a los niños?",
            "Se lo corta Diego Marín, el aprendiz de Carmen Ruiz.",
            PELU_EQUIPO, True),
    w.faith("es-t11-014", "fmt.share", "¿Tenéis descuento para jubilados?",
            "Sí, los martes y miércoles los jubilados pagan el 85 % del precio.",
            PELU_EQUIPO, True),
    w.faith("es-t11-015", "fmt.time", "¿Cuándo hay que guardar silencio en el camping?",
            "El silencio se guarda desde las once de la noche hasta las ocho de la mañana.",
            CAMPING_NORMAS, True),
    w.faith("es-t11-016", "para.except", "¿Puedo llevar al perro a la piscina?",
            "No, en la piscina y en el restaurante no se admiten perros; en el resto del camping sí, siempre atados.",
            CAMPING_NORMAS, True),
    w.faith("es-t11-017", "fmt.date", "¿Cuándo es temporada alta?",
            "La temporada alta va del 1/7 al 31/8, y en esas fechas hay que quedarse un mínimo de cuatro noches.",
            CAMPING_RESERVAS, True),
    w.faith("es-t11-018", "wrap.hedge", "¿Me devuelven la señal si cancelo con un mes de antelación?",
            "Parece que sí: si cancelas con más de 15 días de antelación, te devuelven la señal completa.",
            CAMPING_RESERVAS, True),
    w.faith("es-t11-019", "fmt.currency", "¿Cuánto cuesta traducir un informe médico?",
            "Las traducciones médicas salen a trece céntimos la palabra.",
            TRAD, True),
    w.faith("es-t11-020", "para.combine", "¿Quién traduce y quién revisa los textos?",
            "Un traductor nativo de la lengua de destino hace la traducción, y luego otro traductor la revisa.",
            TRAD, True),
    w.faith("es-t11-021", "wrap.closer", "¿Cuánto tardáis en enviar un presupuesto?",
            "Beatriz Campos, la gestora de proyectos, te lo envía en tres horas como mucho. ¡Un saludo!",
            TRAD, True),
    w.faith("es-t11-022", "wrap.opener", "¿Quién guía la visita del viernes?",
            "¡Hola! La del viernes la guía Rubén Castro, el ayudante de la maestra cervecera.",
            CERVE_VISITA, True),
    w.faith("es-t11-023", "fmt.unit", "¿Qué incluye la entrada?",
            "La entrada de 14 € incluye tres cervezas de 330 ml y una tapa.",
            CERVE_VISITA, True),
    w.faith("es-t11-024", "wrap.question", "¿Puede venir mi hija de 14 años?",
            "¿Que si puede venir tu hija? Sí, puede hacer la visita con un adulto, aunque en lugar de cerveza le darán un refresco.",
            CERVE_NORMAS, True),
    # unfaithful: exactly one clear error
    w.faith("es-t11-025", "negation", "¿Qué incluye el abono anual?",
            "El abono de 40 € no incluye los primeros 30 minutos de cada trayecto.",
            BICI, False),
    w.faith("es-t11-026", "value.unit", "¿Qué pasa si me paso de los 30 minutos?",
            "A partir de ahí, cada hora adicional cuesta 0,75 €.",
            BICI, False),
    w.faith("es-t11-027", "negation", "¿La clase de prueba es gratis?",
            "No, la primera clase de prueba no es gratuita; la organiza la coordinadora, Marta Solís.",
            ACAD_TARIFAS, False),
    w.faith("es-t11-028", "direction", "¿Qué pasa si cancelo una clase?",
            "Las clases que se cancelan con más de 12 horas de antelación se cobran enteras.",
            ACAD_TARIFAS, False),
    w.faith("es-t11-029", "role.swap", "¿Quién da clases de inglés los lunes y jueves?",
            "Lucía Navarro le da clases de inglés a Javier Ortega los lunes y jueves por la tarde.",
            ACAD_PROFES, False),
    w.faith("es-t11-030", "quantifier", "¿Los profesores tienen título universitario?",
            "Solo algunos profesores de Aprende+ tienen título universitario.",
            ACAD_PROFES, False),
    w.faith("es-t11-031", "value.except", "¿Qué días abre la peluquería?",
            "La Peluquería Tijeras de Oro abre todos los días menos el domingo.",
            PELU_PRECIOS, False),
    w.faith("es-t11-032", "modality", "¿Hace falta una prueba antes del tinte?",
            "Para los tintes se recomienda hacer una prueba de alergia 48 horas antes.",
            PELU_PRECIOS, False),
    w.faith("es-t11-033", "role.swap", "¿Quién hace los tintes y quién los cortes infantiles?",
            "Los cortes infantiles los hace la dueña, Carmen Ruiz, y su aprendiz, Diego Marín, se encarga de los tintes.",
            PELU_EQUIPO, False),
    w.faith("es-t11-034", "quantifier", "¿Las parcelas tienen sombra?",
            "Sí, todas las parcelas del Camping Sierra Azul tienen sombra natural.",
            CAMPING_NORMAS, False),
    w.faith("es-t11-035", "direction", "¿A qué hora hay que dejar la parcela?",
            "La parcela se deja a partir de las 12:00.",
            CAMPING_NORMAS, False),
    w.faith("es-t11-036", "value.date", "¿Cuándo es temporada alta?",
            "La temporada alta va del 15 de junio al 31 de agosto.",
            CAMPING_RESERVAS, False),
    w.faith("es-t11-037", "antonym", "¿Qué pasa con la señal si cancelo con tiempo?",
            "Si cancelas con más de 15 días de antelación, pierdes la señal.",
            CAMPING_RESERVAS, False),
    w.faith("es-t11-038", "added.entity", "¿Cómo se paga la señal?",
            "Al reservar se abona una señal del 20 % a través de la agencia Viajes Levante.",
            CAMPING_RESERVAS, False),
    w.faith("es-t11-039", "value.currency", "¿Cuánto cuesta una traducción jurada?",
            "Las traducciones juradas cuestan 40 dólares por página.",
            TRAD, False),
    w.faith("es-t11-040", "added.fact", "¿Cuánto tardan en mandar el presupuesto?",
            "Beatriz Campos envía los presupuestos en un máximo de tres horas, y son gratuitos.",
            TRAD, False),
    w.faith("es-t11-041", "value.number", "¿Qué incluye la entrada de la visita?",
            "La entrada de 14 € incluye cuatro cervezas de 33 cl y una tapa.",
            CERVE_VISITA, False),
    w.faith("es-t11-042", "value.time", "¿A qué hora es la visita del domingo?",
            "Los domingos la visita empieza a las 13:00.",
            CERVE_VISITA, False),
    w.faith("es-t11-043", "antonym", "¿Se pueden hacer fotos en la sala de fermentación?",
            "Sí, está permitido fotografiar la sala de fermentación.",
            CERVE_NORMAS, False),
    w.faith("es-t11-044", "modality", "¿Los grupos grandes tienen que reservar?",
            "A los grupos de más de 12 personas se les aconseja reservar con diez días de antelación.",
            CERVE_NORMAS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t11-045", "correct.wordy", "¿Cuánto dura la visita a la Cervecera Lúpulo Sur?",
              "La visita guiada dura cincuenta minutos en total, de principio a fin.",
              "50 minutos.", True),
    w.correct("es-t11-046", "correct.format", "¿A qué hora cierra la Peluquería Tijeras de Oro los sábados?",
              "A las dos de la tarde.",
              "A las 14:00.", True),
    w.correct("es-t11-047", "correct.wordy", "¿Quién organiza la clase de prueba en Aprende+?",
              "De organizar esa primera clase se encarga Marta Solís, que es la coordinadora de la academia.",
              "La coordinadora, Marta Solís.", True),
    w.correct("es-t11-048", "correct.format", "¿Cuánto cuesta el abono anual de BiciRuta?",
              "40 €.",
              "40 euros.", True),
    w.correct("es-t11-049", "wrong.value", "¿Cuánto cuesta un corte de caballero en Tijeras de Oro?",
              "Un corte de caballero cuesta 32 €.",
              "16 €.", False),
    w.correct("es-t11-050", "wrong.role", "¿Quién guía la visita del domingo en la Cervecera Lúpulo Sur?",
              "La guía el ayudante, Rubén Castro.",
              "La maestra cervecera, Alba Herrera.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
