"""Spanish cases of set t3: a regional train operator (Sierra Plus pass, track works), a
recycling point (opening hours, rules, school visits), a language academy (French course,
payment), a hotel spa (opening hours, massage), software release notes (the Ordena task
manager) and a tax office (appointments, income tax campaign)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ABONO = "El abono Sierra Plus de Ferrocarriles del Norte cuesta 38 € al mes y permite viajar sin límite entre todas las estaciones de la línea Sierra. Los menores de 14 años viajan gratis si van acompañados de un adulto con abono. El abono no es válido en los trenes nocturnos de los sábados. Se puede recargar en las máquinas de las estaciones o en la app Norte+."
OBRAS = "Del 10 al 23 de noviembre no circularán trenes entre Villaluz y Peñascal por obras en la vía. Durante esos días habrá autobuses cada 15 minutos desde la puerta principal de cada estación. La jefa de obra, Carmen Ruiz, supervisa los trabajos, y el portavoz Daniel Ortega atiende a la prensa."
PUNTO = "El punto limpio de Las Acacias abre de lunes a sábado de 9:00 a 14:00 y de 16:30 a 20:00; los domingos solo abre de 9:00 a 14:00. Cada vecino puede dejar hasta 5 kg de aceite usado por visita. Los colchones se recogen gratis a domicilio pidiendo cita por teléfono. No se admiten residuos de obra."
VISITAS = "El encargado, Luis Navarro, revisa los contenedores cada mañana, y la educadora ambiental Irene Salas organiza las visitas escolares. Las visitas escolares son gratuitas y duran una hora y media. Los grupos deben reservar con al menos dos semanas de antelación."
CURSO = "La academia de idiomas Babel Norte ofrece un curso de francés de 60 horas, con clases de dos horas los martes y jueves. Cada grupo tiene como máximo 10 alumnos. La matrícula cuesta 45 € y no se devuelve. Quienes aprueban el examen final reciben un certificado de nivel."
PAGO = "El curso completo cuesta 420 € y se puede pagar en tres plazos iguales sin recargo. Los antiguos alumnos de la academia tienen un 15 % de descuento. La jefa de estudios, Lucía Ferrer, asigna los grupos, y el profesor Andrés Molina corrige las pruebas de nivel."
SPA = "El spa del Hotel Mirador abre todos los días de 10:00 a 22:00, salvo los lunes, que abre a las 15:00. Los huéspedes tienen acceso libre al circuito de aguas; el público externo paga 25 € por una sesión de dos horas. Es obligatorio usar gorro y chanclas. Los menores de 16 años solo pueden entrar los fines de semana por la mañana."
MASAJE = "El masaje «Brisa del Mar», creado por la fisioterapeuta jefa Marta Gil, dura 50 minutos y cuesta 70 €. Las cancelaciones con menos de 12 horas de antelación se cobran al 100 %. Los jueves por la tarde todos los tratamientos tienen un 20 % de descuento."
ORDENA = "La versión 9.4 del gestor de tareas Ordena salió el 7 de abril de 2025. Incluye sincronización con el calendario y reduce el consumo de batería en un 30 %. Deja de ser compatible con iOS 15. El error que borraba las etiquetas lo detectó el usuario Pablo Vidal y lo corrigió la programadora Sara Campos."
RENTA = "La oficina de la Agencia Tributaria en Alcorín atiende solo con cita previa, de lunes a viernes de 9:00 a 14:00. La campaña de la renta 2024 termina el 30 de junio de 2025, pero si la declaración sale a pagar y se domicilia el pago, el plazo acaba el 25 de junio. Las citas se piden por teléfono o por internet y duran 10 minutos."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t3-001", "fmt.currency", "¿Cuánto cuesta el abono Sierra Plus?", "Sale por treinta y ocho euros mensuales, con viajes ilimitados en toda la línea Sierra.", ABONO, True),
    w.faith("es-t3-002", "para.synonym", "¿Pagan los niños?", "Los menores de 14 años no pagan nada si van con un adulto que tenga abono.", ABONO, True),
    w.faith("es-t3-003", "para.part", "¿Dónde se recarga el abono?", "Puedes recargarlo en la app Norte+.", ABONO, True),
    w.faith("es-t3-004", "value.number", "¿Qué precio tiene el abono?", "El abono Sierra Plus cuesta 48 € al mes y permite viajar sin límite por la línea Sierra.", ABONO, False),
    w.faith("es-t3-005", "value.number", "¿Hasta qué edad viajan gratis los niños?", "Los menores de 12 años viajan gratis si los acompaña un adulto con abono.", ABONO, False),
    w.faith("es-t3-006", "value.except", "¿Hay algún tren en el que no valga el abono?", "Sí, el abono no sirve en los trenes nocturnos de los viernes.", ABONO, False),
    w.faith("es-t3-007", "fmt.period", "¿Cuánto duran las obras entre Villaluz y Peñascal?", "La línea estará cortada dos semanas, del 10 al 23 de noviembre.", OBRAS, True),
    w.faith("es-t3-008", "para.relative", "¿Quién supervisa las obras?", "Las supervisa Carmen Ruiz, que es la jefa de obra.", OBRAS, True),
    w.faith("es-t3-009", "value.date", "¿Cuándo se cortan los trenes entre Villaluz y Peñascal?", "No habrá trenes del 10 al 23 de diciembre.", OBRAS, False),
    w.faith("es-t3-010", "role.swap", "¿Quién atiende a la prensa?", "A la prensa la atiende la jefa de obra, Carmen Ruiz, mientras que el portavoz Daniel Ortega supervisa los trabajos.", OBRAS, False),
    w.faith("es-t3-011", "para.except", "¿Abre el punto limpio los domingos por la tarde?", "No, los domingos por la tarde está cerrado; ese día solo abre por la mañana, de 9:00 a 14:00.", PUNTO, True),
    w.faith("es-t3-012", "fmt.time", "¿Cuál es el horario de tarde entre semana?", "De lunes a sábado, por la tarde abre de cuatro y media a ocho.", PUNTO, True),
    w.faith("es-t3-013", "fmt.abbrev", "¿Cuánto aceite usado puedo llevar?", "Hasta cinco kilos por visita.", PUNTO, True),
    w.faith("es-t3-014", "value.time", "¿Qué horario tiene el punto limpio los domingos?", "Los domingos solo abre de 9:00 a 12:00.", PUNTO, False),
    w.faith("es-t3-015", "negation", "¿Puedo llevar los escombros de una reforma?", "Sí, en el punto limpio se admiten residuos de obra.", PUNTO, False),
    w.faith("es-t3-016", "value.unit", "¿Hay límite para el aceite usado?", "Sí, cada vecino puede dejar hasta 5 litros de aceite usado por visita.", PUNTO, False),
    w.faith("es-t3-017", "para.reorder", "¿Quién organiza las visitas escolares?", "De las visitas escolares se encarga la educadora ambiental Irene Salas.", VISITAS, True),
    w.faith("es-t3-018", "fmt.period", "¿Cuánto dura una visita escolar?", "Noventa minutos, y no cuesta nada.", VISITAS, True),
    w.faith("es-t3-019", "wrap.attribution", "¿Con cuánta antelación hay que reservar la visita?", "Según el punto limpio, los grupos tienen que reservar como mínimo con 14 días de antelación.", VISITAS, True),
    w.faith("es-t3-020", "role.swap", "¿Quién revisa los contenedores?", "Los revisa cada mañana la educadora Irene Salas, y el encargado Luis Navarro organiza las visitas escolares.", VISITAS, False),
    w.faith("es-t3-021", "modality", "¿Hace falta reservar las visitas con tiempo?", "Se recomienda reservar con dos semanas de antelación, aunque no es obligatorio.", VISITAS, False),
    w.faith("es-t3-022", "para.combine", "¿Cómo es el curso de francés?", "Son 60 horas en total, con clases de dos horas los martes y los jueves, y grupos de no más de 10 alumnos.", CURSO, True),
    w.faith("es-t3-023", "wrap.hedge", "¿Dan certificado al terminar?", "Creo que sí: quien aprueba el examen final recibe un certificado de nivel.", CURSO, True),
    w.faith("es-t3-024", "antonym", "¿Cuántos alumnos hay por grupo?", "Cada grupo tiene como mínimo 10 alumnos.", CURSO, False),
    w.faith("es-t3-025", "added.fact", "¿Qué incluye la matrícula?", "La matrícula cuesta 45 €, no se devuelve e incluye el libro de texto.", CURSO, False),
    w.faith("es-t3-026", "fmt.number", "¿Puedo pagar el curso a plazos?", "Sí, los 420 € se pueden dividir en tres pagos de 140 € sin recargo.", PAGO, True),
    w.faith("es-t3-027", "para.passive", "¿Quién corrige las pruebas de nivel?", "Las pruebas de nivel son corregidas por el profesor Andrés Molina, y los grupos los asigna la jefa de estudios, Lucía Ferrer.", PAGO, True),
    w.faith("es-t3-028", "quantifier", "¿Hay descuentos en el curso?", "Sí, todos los alumnos, nuevos o antiguos, tienen un 15 % de descuento.", PAGO, False),
    w.faith("es-t3-029", "added.entity", "¿Quién asigna los grupos?", "Los grupos los asignan la jefa de estudios, Lucía Ferrer, y la directora, Rosa Prieto.", PAGO, False),
    w.faith("es-t3-030", "para.except", "¿Qué días abre el spa por la mañana?", "Todos menos el lunes, que no abre hasta las tres de la tarde.", SPA, True),
    w.faith("es-t3-031", "wrap.opener", "Soy huésped del hotel, ¿tengo que pagar el circuito?", "¡Hola! No, como huésped tienes acceso libre al circuito de aguas.", SPA, True),
    w.faith("es-t3-032", "fmt.unit", "¿Cuánto paga alguien que no se aloja en el hotel?", "El público externo paga 25 euros por una sesión de 120 minutos.", SPA, True),
    w.faith("es-t3-033", "value.time", "¿A qué hora abre el spa los lunes?", "Los lunes el spa abre a las 17:00.", SPA, False),
    w.faith("es-t3-034", "modality", "¿Hay que llevar gorro?", "Se recomienda llevar gorro y chanclas, pero no es obligatorio.", SPA, False),
    w.faith("es-t3-035", "fmt.share", "¿Hay descuentos en los tratamientos?", "Sí, los jueves por la tarde pagas solo el 80 % del precio en cualquier tratamiento.", MASAJE, True),
    w.faith("es-t3-036", "wrap.closer", "¿Cuánto dura el masaje Brisa del Mar?", "Dura 50 minutos y cuesta 70 €. ¡Que lo disfrutes!", MASAJE, True),
    w.faith("es-t3-037", "direction", "¿Qué pasa si cancelo un masaje?", "Si cancelas con más de 12 horas de antelación, se cobra el 100 % del precio.", MASAJE, False),
    w.faith("es-t3-038", "fmt.date", "¿Cuándo salió Ordena 9.4?", "Salió el 07/04/2025.", ORDENA, True),
    w.faith("es-t3-039", "para.relative", "¿Quién arregló el error de las etiquetas?", "La programadora Sara Campos corrigió el error, que había detectado el usuario Pablo Vidal.", ORDENA, True),
    w.faith("es-t3-040", "para.nominal", "¿Qué mejora la versión 9.4 en la batería?", "La versión 9.4 trae una reducción del 30 % en el consumo de batería.", ORDENA, True),
    w.faith("es-t3-041", "value.date", "¿Cuándo se publicó la versión 9.4?", "La versión 9.4 de Ordena salió el 7 de mayo de 2025.", ORDENA, False),
    w.faith("es-t3-042", "antonym", "¿Gasta menos batería la nueva versión?", "No, la versión 9.4 aumenta el consumo de batería en un 30 %.", ORDENA, False),
    w.faith("es-t3-043", "wrap.question", "¿Puedo ir sin cita a la oficina de Alcorín?", "¿Quieres ir en persona? Necesitarás cita previa: la oficina solo atiende así, de lunes a viernes de 9:00 a 14:00.", RENTA, True),
    w.faith("es-t3-044", "direction", "Si domicilio el pago, ¿cuándo acaba el plazo?", "Si la declaración sale a pagar y domicilias el pago, tienes más margen: el plazo acaba más tarde que el de la campaña general.", RENTA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t3-045", "correct.format", "¿A qué hora cierra el spa del Hotel Mirador?", "Cierra a las diez de la noche.", "A las 22:00.", True),
    w.correct("es-t3-046", "correct.wordy", "¿Cuántas horas tiene el curso de francés de Babel Norte?", "Gracias por tu pregunta. El curso de francés de la academia Babel Norte tiene una duración total de sesenta horas de clase.", "60 horas.", True),
    w.correct("es-t3-047", "correct.wordy", "¿Quién creó el masaje Brisa del Mar?", "El masaje «Brisa del Mar» fue creado por Marta Gil, que es la fisioterapeuta jefa del spa.", "Marta Gil, la fisioterapeuta jefa.", True),
    w.correct("es-t3-048", "correct.format", "¿Cuánto cuesta el abono Sierra Plus?", "38 euros mensuales.", "38 € al mes.", True),
    w.correct("es-t3-049", "wrong.value", "¿Cuándo termina la campaña de la renta 2024?", "Termina el 30 de julio de 2025.", "El 30 de junio de 2025.", False),
    w.correct("es-t3-050", "wrong.role", "¿Quién detectó el error que borraba las etiquetas en Ordena?", "Lo detectó la programadora Sara Campos.", "El usuario Pablo Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
