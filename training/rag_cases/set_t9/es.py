"""Spanish cases of set t9: a veterinary clinic, a youth orchestra, a car-sharing service, a
cinema subscription, a blood transfusion centre and a ceramics workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VET_HORARIO = (
    "La Clínica Veterinaria Los Almendros abre de lunes a viernes de 9:30 a 20:30 y los sábados de 10:00 a 14:00; los domingos permanece cerrada. "
    "La primera consulta cuesta 35 € y la desparasitación se cobra aparte. "
    "Para urgencias fuera de horario hay que llamar al servicio 24 horas de la clínica Vetsur."
)
VET_HOSPITAL = (
    "Los animales hospitalizados en Los Almendros pueden recibir visitas de 12:00 a 13:00 y de 18:00 a 19:00. "
    "Cada visita está limitada a dos personas. "
    "El doctor Andrés Ibarra revisa a los hospitalizados cada mañana, y la enfermera Lucía Prieto informa a los dueños por teléfono a mediodía."
)
ORQUESTA = (
    "La Joven Orquesta de Castellón admite a músicos de entre 14 y 24 años tras una prueba de acceso. "
    "Los ensayos son los viernes de 18:00 a 21:00 en el Auditorio Municipal. "
    "La cuota es de 25 € al mes, y los alumnos del conservatorio pagan solo 15 €."
)
ORQUESTA_GIRA = (
    "En Semana Santa, la orquesta viajará a Oporto del 14 al 18 de abril. "
    "El director titular, Ramón Esteve, dirigirá los dos conciertos, y la concertino Marta Llorens se encargará de los ensayos de cuerda. "
    "Los menores de 18 años deberán ir acompañados de un tutor o de un monitor de la orquesta."
)
COCHE_TARIFAS = (
    "MuéveteYa cobra 0,26 € por minuto de conducción y 0,10 € por minuto con el coche aparcado. "
    "Las tarifas incluyen seguro, combustible y aparcamiento en zona regulada. "
    "Para registrarse hay que tener al menos 20 años y un año de carné."
)
COCHE_NORMAS = (
    "Si el depósito de un coche de MuéveteYa queda por debajo del 20 %, el usuario puede repostar con la tarjeta del coche y recibe 10 minutos gratis. "
    "Está prohibido fumar en los vehículos, con una multa de 60 €. "
    "Las mascotas solo pueden viajar en transportín."
)
CINE_ABONO = (
    "El abono Cinesa Club cuesta 14,99 € al mes y permite ver una película al día, excepto en las salas iSens. "
    "La permanencia mínima es de tres meses. "
    "Los miércoles, los socios pueden llevar a un acompañante gratis."
)
CINE_PUNTOS = (
    "Cada euro gastado en el bar del cine suma 2 puntos en la tarjeta de socio. "
    "Con 300 puntos se obtiene un menú de palomitas mediano. "
    "Los puntos caducan a los 18 meses."
)
SANGRE_REQUISITOS = (
    "Para donar sangre en el Centro de Transfusión de Valladolid hay que tener entre 18 y 65 años y pesar más de 50 kilos. "
    "No se puede donar si se ha tenido fiebre en los últimos 15 días. "
    "Entre dos donaciones deben pasar al menos dos meses."
)
SANGRE_HORARIO = (
    "El Centro de Transfusión abre de lunes a viernes de 8:30 a 21:00 y el primer sábado de cada mes de 9:00 a 14:00. "
    "No hace falta pedir cita. "
    "Después de donar se ofrece un tentempié, y se recomienda beber abundante agua durante el resto del día."
)
CERAMICA_CURSO = (
    "El taller de cerámica Barro Vivo ofrece un curso intensivo de torno de cinco días, de lunes a viernes, de 10:00 a 13:00. "
    "Cuesta 190 € e incluye el material y la cocción de hasta seis piezas. "
    "Lo imparte el ceramista Diego Salvatierra, con la ayuda de su hija Irene en el esmaltado."
)
CERAMICA_NORMAS = (
    "En Barro Vivo, las piezas se pueden recoger a partir de las tres semanas posteriores a la cocción final. "
    "Las que no se recojan en dos meses pasan a la tienda del taller. "
    "El taller cierra todo el mes de agosto."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("es-t9-001", "para.except", "¿Qué días abre la clínica Los Almendros?",
            "Abre todos los días menos el domingo.", VET_HORARIO, True),
    w.faith("es-t9-002", "fmt.time", "¿A qué hora cierra la clínica entre semana?",
            "De lunes a viernes cierra a las ocho y media de la tarde.", VET_HORARIO, True),
    w.faith("es-t9-003", "para.synonym", "¿Cuánto me costará llevar a mi perro por primera vez?",
            "La primera consulta sale por 35 €, y si hay que desparasitarlo, eso se paga por separado.", VET_HORARIO, True),
    w.faith("es-t9-004", "para.nominal", "¿Podemos ir toda la familia a ver a nuestra gata ingresada?",
            "No, el número de visitantes está limitado a dos personas por visita.", VET_HOSPITAL, True),
    w.faith("es-t9-005", "para.reorder", "¿Quién me llamará para contarme cómo está mi perro?",
            "Quien llama a los dueños a mediodía es la enfermera Lucía Prieto; el doctor Andrés Ibarra, por su parte, revisa a los animales ingresados cada mañana.", VET_HOSPITAL, True),
    w.faith("es-t9-006", "fmt.range", "¿Quién puede tocar en la Joven Orquesta?",
            "Pueden entrar músicos de 14-24 años que superen la prueba de acceso.", ORQUESTA, True),
    w.faith("es-t9-007", "fmt.period", "¿Cuánto duran los ensayos?",
            "Ensayan tres horas cada viernes en el Auditorio Municipal.", ORQUESTA, True),
    w.faith("es-t9-008", "para.combine", "¿Hay descuento para los alumnos del conservatorio?",
            "Sí, pagan 10 € menos al mes que el resto, es decir, 15 € en lugar de 25 €.", ORQUESTA, True),
    w.faith("es-t9-009", "fmt.date", "¿Cuándo es la gira a Oporto?",
            "La orquesta estará en Oporto del 14/4 al 18/4, en Semana Santa.", ORQUESTA_GIRA, True),
    w.faith("es-t9-010", "para.passive", "¿Quién dirigirá los conciertos de la gira?",
            "Los dos conciertos serán dirigidos por Ramón Esteve, el director titular.", ORQUESTA_GIRA, True),
    w.faith("es-t9-011", "wrap.attribution", "Mi hijo tiene 16 años, ¿puede ir solo a la gira?",
            "Según la información de la gira, los menores de 18 tienen que ir acompañados por un tutor o por un monitor de la orquesta.", ORQUESTA_GIRA, True),
    w.faith("es-t9-012", "fmt.currency", "¿Cuánto cuesta MuéveteYa?",
            "Conducir cuesta 26 céntimos el minuto, y con el coche aparcado, 10 céntimos.", COCHE_TARIFAS, True),
    w.faith("es-t9-013", "para.passive", "¿Tengo que pagar la gasolina aparte?",
            "No, el combustible va incluido en la tarifa, igual que el seguro y el aparcamiento en zona regulada.", COCHE_TARIFAS, True),
    w.faith("es-t9-014", "para.except", "Tengo 19 años, ¿puedo registrarme?",
            "Todavía no: con menos de 20 años o con menos de un año de carné no es posible registrarse.", COCHE_TARIFAS, True),
    w.faith("es-t9-015", "fmt.share", "¿Cuándo puedo repostar con la tarjeta del coche?",
            "Cuando queda menos de una quinta parte del depósito; además, te regalan 10 minutos.", COCHE_NORMAS, True),
    w.faith("es-t9-016", "wrap.hedge", "¿Se puede fumar en los coches?",
            "Creo que no: está prohibido, y quien lo haga se arriesga a una multa de 60 €.", COCHE_NORMAS, True),
    w.faith("es-t9-017", "wrap.opener", "¿Qué incluye el Cinesa Club?",
            "¡Hola! El Cinesa Club cuesta 14,99 € al mes y te deja ver una película al día, salvo en las salas iSens.", CINE_ABONO, True),
    w.faith("es-t9-018", "fmt.period", "¿Puedo darme de baja al mes de apuntarme?",
            "No, hay que quedarse como mínimo un trimestre.", CINE_ABONO, True),
    w.faith("es-t9-019", "wrap.closer", "¿Puedo ir al cine con mi pareja?",
            "Sí, los miércoles puedes llevar a un acompañante sin pagar nada. ¡Que disfrutéis de la película!", CINE_ABONO, True),
    w.faith("es-t9-020", "fmt.period", "¿Los puntos caducan?",
            "Sí, caducan al cabo de año y medio.", CINE_PUNTOS, True),
    w.faith("es-t9-021", "fmt.number", "¿Cuántos puntos necesito para las palomitas?",
            "Con trescientos puntos te llevas un menú mediano de palomitas.", CINE_PUNTOS, True),
    w.faith("es-t9-022", "para.part", "¿Hay un peso mínimo para donar sangre?",
            "Sí, hay que pesar más de 50 kilos para poder donar.", SANGRE_REQUISITOS, True),
    w.faith("es-t9-023", "fmt.time", "¿En qué horario es el curso de torno?",
            "Son cinco mañanas, de lunes a viernes, de 10 a 1.", CERAMICA_CURSO, True),
    w.faith("es-t9-024", "para.relative", "¿Quién da el curso intensivo?",
            "Lo imparte Diego Salvatierra, cuya hija Irene le ayuda con el esmaltado.", CERAMICA_CURSO, True),
    # unfaithful: exactly one clear error
    w.faith("es-t9-025", "value.except", "¿La clínica abre los domingos?",
            "Sí, Los Almendros abre todos los días de la semana, domingos incluidos.", VET_HORARIO, False),
    w.faith("es-t9-026", "value.number", "¿Cuánto cuesta la primera consulta?",
            "La primera visita cuesta 45 €, y la desparasitación se cobra aparte.", VET_HORARIO, False),
    w.faith("es-t9-027", "role.swap", "¿Quién cuida de los animales ingresados?",
            "La enfermera Lucía Prieto los revisa cada mañana, y el doctor Andrés Ibarra llama a los dueños a mediodía.", VET_HOSPITAL, False),
    w.faith("es-t9-028", "value.time", "¿Cuándo puedo visitar a mi perro ingresado?",
            "Las visitas son de 12:00 a 13:00 y de 17:00 a 18:00.", VET_HOSPITAL, False),
    w.faith("es-t9-029", "quantifier", "¿Cuántas personas pueden entrar a la visita?",
            "Puede pasar toda la familia a la vez, sin límite de personas.", VET_HOSPITAL, False),
    w.faith("es-t9-030", "direction", "¿Pagan lo mismo los alumnos del conservatorio?",
            "No, los alumnos del conservatorio pagan 10 € más al mes que los demás.", ORQUESTA, False),
    w.faith("es-t9-031", "negation", "¿Hay que hacer alguna prueba para entrar en la orquesta?",
            "No, basta con tener entre 14 y 24 años; no se hace ninguna prueba de acceso.", ORQUESTA, False),
    w.faith("es-t9-032", "value.date", "¿Qué día ensaya la orquesta?",
            "Los ensayos son los sábados de 18:00 a 21:00 en el Auditorio Municipal.", ORQUESTA, False),
    w.faith("es-t9-033", "role.swap", "¿Quién se ocupa de qué durante la gira?",
            "Marta Llorens dirigirá los conciertos, y Ramón Esteve se encargará de los ensayos de cuerda.", ORQUESTA_GIRA, False),
    w.faith("es-t9-034", "added.entity", "¿Adónde viaja la orquesta en Semana Santa?",
            "La orquesta viajará a Oporto y a Lisboa del 14 al 18 de abril.", ORQUESTA_GIRA, False),
    w.faith("es-t9-035", "modality", "¿Los menores tienen que ir acompañados?",
            "Se recomienda que los menores de 18 vayan con un tutor o un monitor, aunque no es obligatorio.", ORQUESTA_GIRA, False),
    w.faith("es-t9-036", "value.unit", "¿Cuánto se paga por conducir?",
            "MuéveteYa cobra 0,26 € por hora de conducción.", COCHE_TARIFAS, False),
    w.faith("es-t9-037", "antonym", "¿El combustible está incluido?",
            "No, el combustible corre por cuenta del usuario; solo el seguro y el aparcamiento van incluidos.", COCHE_TARIFAS, False),
    w.faith("es-t9-038", "direction", "¿Cuándo se puede repostar con la tarjeta del coche?",
            "Cuando el depósito está por encima del 20 %, y a cambio recibes 10 minutos gratis.", COCHE_NORMAS, False),
    w.faith("es-t9-039", "added.fact", "¿Qué pasa si fumo en el coche?",
            "Fumar está prohibido: te multan con 60 € y te suspenden la cuenta durante un mes.", COCHE_NORMAS, False),
    w.faith("es-t9-040", "value.except", "¿Puedo usar el abono en las salas iSens?",
            "Sí, el abono vale para una película al día en cualquier sala, iSens incluidas.", CINE_ABONO, False),
    w.faith("es-t9-041", "negation", "¿El Cinesa Club tiene permanencia?",
            "No hay permanencia mínima, así que puedes darte de baja cuando quieras.", CINE_ABONO, False),
    w.faith("es-t9-042", "modality", "¿Qué tengo que hacer después de donar?",
            "Después de donar es obligatorio beber abundante agua durante el resto del día; además te dan un tentempié.", SANGRE_HORARIO, False),
    w.faith("es-t9-043", "value.number", "¿Cuántas piezas entran en el precio del curso?",
            "Los 190 € incluyen el material y la cocción de hasta diez piezas.", CERAMICA_CURSO, False),
    w.faith("es-t9-044", "antonym", "¿Puedo ir al taller en agosto?",
            "Sí, el taller abre todo el mes de agosto.", CERAMICA_NORMAS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t9-045", "correct.wordy", "¿Cuánto cuesta el abono Cinesa Club?",
              "El abono Cinesa Club tiene un precio de 14,99 euros mensuales.", "14,99 € al mes", True),
    w.correct("es-t9-046", "correct.format", "¿A qué hora terminan los ensayos de la Joven Orquesta?",
              "A las nueve de la noche.", "A las 21:00", True),
    w.correct("es-t9-047", "correct.format", "¿Cuántos días dura el curso intensivo de torno?",
              "5 días.", "Cinco días", True),
    w.correct("es-t9-048", "correct.wordy", "¿Quién dirige los conciertos de la gira?",
              "Los dos conciertos de la gira por Oporto los dirigirá el director titular de la orquesta, Ramón Esteve.", "Ramón Esteve", True),
    w.correct("es-t9-049", "wrong.value", "¿Cuánto cuesta el minuto de conducción en MuéveteYa?",
              "El minuto de conducción cuesta 0,36 €.", "0,26 €", False),
    w.correct("es-t9-050", "wrong.role", "¿Quién informa por teléfono a los dueños de los animales hospitalizados?",
              "Los informa por teléfono el doctor Andrés Ibarra.", "La enfermera Lucía Prieto", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
