"""Spanish cases of set t22: a bicycle courier service in Valencia and its team, an urban
allotment association and its board, an activity band's user guide, a pilgrims' hostel
kitchen rules, a volunteer fire brigade and a chocolate factory tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MENSAJERIA = (
    "Pedalea Mensajería reparte en bicicleta por el centro de Valencia de lunes a sábado, de 9:00 a 20:00. "
    "El envío estándar cuesta 6 € y el urgente, entregado en menos de 45 minutos, 10 €. "
    "No se aceptan paquetes de más de 12 kg. "
    "Si el destinatario no está, el mensajero vuelve a intentarlo una sola vez al día siguiente."
)
EQUIPO = (
    "La coordinadora Lucía Ferrer asigna las rutas cada mañana y el mensajero Álvaro Medina cubre el barrio de Ruzafa. "
    "En marzo de 2024 el equipo recorrió 9.800 kilómetros. "
    "Los mensajeros cobran 2,50 € por entrega más un fijo de 600 € al mes. "
    "La empresa presta una bicicleta eléctrica a quien no tenga la suya."
)
HUERTOS = (
    "La Asociación de Huertos Urbanos El Almendro tiene 50 parcelas de 40 m² cada una. "
    "La cuota anual es de 90 € y se paga en enero. "
    "Está prohibido usar pesticidas químicos. "
    "Cada socio debe asistir al menos a dos asambleas al año."
)
HUERTOS_JUNTA = (
    "El presidente, Ramón Ortega, adjudica las parcelas vacantes, y la secretaria, Marta Gil, lleva la lista de espera. "
    "El riego está permitido todos los días excepto los miércoles, cuando se limpian las acequias. "
    "El recinto abre de 8:00 a 21:00 en verano y de 9:00 a 18:00 en invierno."
)
PULSERA = (
    "La pulsera ActivaFit 2 tiene una autonomía de hasta 8 días. "
    "La carga completa tarda dos horas y media. "
    "Es resistente al agua hasta 50 metros, pero no se recomienda usarla en el mar. "
    "Para reiniciarla, mantén pulsados los dos botones a la vez durante 10 segundos."
)
PULSERA_DATOS = (
    "La medición del oxígeno en sangre solo funciona mientras duermes. "
    "La pulsera vibra cuando llevas 45 minutos sin moverte. "
    "El historial de entrenamientos se guarda durante 6 meses."
)
COCINA = (
    "La cocina del albergue Camino Norte está abierta de 8:00 a 22:30. "
    "Cada huésped debe marcar sus alimentos con su nombre y la fecha de salida. "
    "Los alimentos sin marcar se tiran los domingos por la noche. "
    "Está prohibido dejar platos sucios en el fregadero."
)
COCINA_USO = (
    "El aceite, la sal y el azúcar son gratis para todos los huéspedes. "
    "Se puede usar el microondas a cualquier hora, pero la vitrocerámica solo durante el horario de la cocina. "
    "La recepcionista de noche, Paula Serrano, cierra la cocina y revisa que los fogones estén apagados."
)
BOMBEROS = (
    "La Agrupación de Bomberos Voluntarios de Villarrubia cuenta con 24 voluntarios. "
    "El jefe, Andrés Molina, dirige las intervenciones, y la subjefa, Carmen Vidal, se encarga de la formación. "
    "Los entrenamientos son el último domingo de cada mes, de 10:00 a 13:00. "
    "Para entrar hay que tener entre 18 y 50 años y carné de conducir."
)
BOMBEROS_BALANCE = (
    "En 2023 la agrupación atendió 57 salidas, la mitad de ellas por incendios forestales. "
    "El nuevo camión cisterna llegó en octubre de 2023 y lleva 4.000 litros de agua. "
    "Los voluntarios no cobran por las salidas, pero el ayuntamiento paga su seguro."
)
FABRICA = (
    "La Fábrica de Chocolate Cacao Real ofrece visitas guiadas de martes a domingo a las 10:30, 12:30 y 17:00. "
    "La visita dura una hora y media e incluye una degustación de cuatro chocolates. "
    "La entrada cuesta 10 € para adultos y 5 € para menores de 12 años; los menores de 3 entran gratis. "
    "No se permite comer ni beber durante el recorrido. "
    "El guía Diego Navarro hace las visitas en español, y la guía Sofía Ramos, las visitas en inglés."
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("es-t22-001", "para.except", "¿Pedalea reparte los domingos?", "No, los domingos no hay reparto.", MENSAJERIA, True),
    w.faith("es-t22-002", "value.currency", "¿Cuánto cuesta un envío urgente?", "El envío urgente sale por 15 €.", MENSAJERIA, False),
    w.faith("es-t22-003", "fmt.period", "¿Qué tiene de especial el envío urgente?", "Se entrega en menos de tres cuartos de hora y cuesta 10 €.", MENSAJERIA, True),
    w.faith("es-t22-004", "quantifier", "¿Qué pasa si no estoy en casa?", "El mensajero volverá a intentarlo varias veces en los días siguientes.", MENSAJERIA, False),
    w.faith("es-t22-005", "negation", "¿Puedo enviar un paquete de 15 kg?", "Sí, se aceptan también paquetes de más de 12 kg.", MENSAJERIA, False),
    w.faith("es-t22-006", "role.swap", "¿Quién asigna las rutas?", "Álvaro Medina asigna las rutas cada mañana y Lucía Ferrer reparte en Ruzafa.", EQUIPO, False),
    w.faith("es-t22-007", "fmt.thousands", "¿Cuántos kilómetros hizo el equipo en marzo de 2024?", "Ese mes recorrieron 9800 kilómetros entre todos.", EQUIPO, True),
    w.faith("es-t22-008", "para.relative", "¿Necesito bicicleta propia para trabajar de mensajero?", "No: a quien no tiene bici, la empresa le deja una eléctrica.", EQUIPO, True),
    w.faith("es-t22-009", "fmt.abbrev", "¿Qué tamaño tienen las parcelas de El Almendro?", "Cada una de las 50 parcelas mide 40 metros cuadrados.", HUERTOS, True),
    w.faith("es-t22-010", "fmt.date", "¿Cuándo se paga la cuota?", "La cuota de 90 € se abona en el primer mes del año.", HUERTOS, True),
    w.faith("es-t22-011", "modality", "¿Se pueden usar pesticidas químicos?", "Se recomienda evitar los pesticidas químicos, aunque no están prohibidos.", HUERTOS, False),
    w.faith("es-t22-012", "direction", "¿A cuántas asambleas hay que ir?", "Cada socio debe asistir como máximo a dos asambleas al año.", HUERTOS, False),
    w.faith("es-t22-013", "para.nominal", "¿Se pueden usar pesticidas químicos?", "No, el uso de pesticidas químicos está prohibido en el huerto.", HUERTOS, True),
    w.faith("es-t22-014", "role.swap", "¿Quién adjudica las parcelas que quedan libres?", "Las adjudica la secretaria, Marta Gil, mientras que el presidente, Ramón Ortega, lleva la lista de espera.", HUERTOS_JUNTA, False),
    w.faith("es-t22-015", "para.except", "¿Se puede regar el miércoles?", "No, los miércoles no se riega porque toca limpiar las acequias.", HUERTOS_JUNTA, True),
    w.faith("es-t22-016", "value.except", "¿Qué días se puede regar?", "Se puede regar todos los días menos los lunes.", HUERTOS_JUNTA, False),
    w.faith("es-t22-017", "fmt.time", "¿Qué horario tiene el huerto en invierno?", "En invierno abre de nueve de la mañana a seis de la tarde.", HUERTOS_JUNTA, True),
    w.faith("es-t22-018", "fmt.number", "¿Cuánto dura la batería de la ActivaFit 2?", "Aguanta hasta ocho días sin cargarla.", PULSERA, True),
    w.faith("es-t22-019", "fmt.unit", "¿Cuánto tarda en cargarse?", "Una carga completa lleva 150 minutos.", PULSERA, True),
    w.faith("es-t22-020", "modality", "¿Puedo bañarme en el mar con la pulsera?", "No, está terminantemente prohibido usarla en el mar.", PULSERA, False),
    w.faith("es-t22-021", "wrap.hedge", "¿Cómo se reinicia la pulsera?", "Creo que hay que mantener pulsados los dos botones a la vez durante 10 segundos.", PULSERA, True),
    w.faith("es-t22-022", "para.except", "¿Mide la pulsera el oxígeno durante el día?", "No, mientras estás despierto la pulsera no mide el oxígeno en sangre.", PULSERA_DATOS, True),
    w.faith("es-t22-023", "fmt.period", "¿Cuánto tiempo se guarda el historial de entrenamientos?", "Se conserva durante medio año.", PULSERA_DATOS, True),
    w.faith("es-t22-024", "added.fact", "¿Se guardan mis entrenamientos?", "Sí, el historial se guarda durante 6 meses y se puede exportar a una hoja de Excel.", PULSERA_DATOS, False),
    w.faith("es-t22-025", "wrap.opener", "¿Tengo que marcar mi comida?", "¡Hola! Sí, tienes que poner en tu comida tu nombre y el día en que te vas.", COCINA, True),
    w.faith("es-t22-026", "value.date", "¿Cuándo se tira la comida sin marcar?", "Los alimentos sin marcar se tiran los sábados por la noche.", COCINA, False),
    w.faith("es-t22-027", "antonym", "¿Puedo dejar los platos en el fregadero?", "Sí, está permitido dejar los platos sucios en el fregadero.", COCINA, False),
    w.faith("es-t22-028", "para.synonym", "¿Tengo que comprar aceite?", "No hace falta: el aceite, la sal y el azúcar no les cuestan nada a los huéspedes.", COCINA_USO, True),
    w.faith("es-t22-029", "para.except", "¿Puedo cocinar de madrugada?", "La vitrocerámica no se puede usar fuera del horario de la cocina, aunque el microondas sí.", COCINA_USO, True),
    w.faith("es-t22-030", "added.entity", "¿Quién cierra la cocina por la noche?", "Paula Serrano y el cocinero del albergue cierran la cocina cada noche.", COCINA_USO, False),
    w.faith("es-t22-031", "wrap.attribution", "¿Quién revisa los fogones?", "Según las normas del albergue, la recepcionista de noche, Paula Serrano, cierra la cocina y comprueba que los fogones están apagados.", COCINA_USO, True),
    w.faith("es-t22-032", "quantifier", "¿La sal y el aceite son gratis?", "Solo los huéspedes con estancias largas tienen aceite, sal y azúcar gratis.", COCINA_USO, False),
    w.faith("es-t22-033", "role.swap", "¿Quién dirige las intervenciones?", "Carmen Vidal dirige las intervenciones y Andrés Molina se ocupa de la formación.", BOMBEROS, False),
    w.faith("es-t22-034", "fmt.range", "¿Qué requisitos hay para entrar en la agrupación?", "Pueden entrar personas de 18–50 años que tengan carné de conducir.", BOMBEROS, True),
    w.faith("es-t22-035", "wrap.question", "¿Cuándo entrenan los voluntarios?", "¿Que cuándo entrenan? El último domingo de cada mes, de diez a una.", BOMBEROS, True),
    w.faith("es-t22-036", "value.date", "¿Cuándo son los entrenamientos?", "Los entrenamientos son el primer domingo de cada mes.", BOMBEROS, False),
    w.faith("es-t22-037", "fmt.share", "¿Qué tipo de salidas hubo en 2023?", "El 50 % de las 57 salidas de 2023 fue por incendios forestales.", BOMBEROS_BALANCE, True),
    w.faith("es-t22-038", "negation", "¿Cobran los voluntarios por salir?", "Sí, los voluntarios cobran por cada salida.", BOMBEROS_BALANCE, False),
    w.faith("es-t22-039", "wrap.closer", "¿Cuándo llegó el camión cisterna nuevo?", "Llegó en octubre de 2023. ¡Gracias por interesarte por la agrupación!", BOMBEROS_BALANCE, True),
    w.faith("es-t22-040", "para.except", "¿Se puede visitar la fábrica un lunes?", "No, los lunes no hay visitas guiadas.", FABRICA, True),
    w.faith("es-t22-041", "value.time", "¿A qué hora es la última visita?", "La última visita del día empieza a las 18:00.", FABRICA, False),
    w.faith("es-t22-042", "fmt.unit", "¿Cuánto dura la visita?", "El recorrido dura 90 minutos e incluye probar cuatro chocolates.", FABRICA, True),
    w.faith("es-t22-043", "role.swap", "¿Quién hace las visitas en inglés?", "Las visitas en inglés las hace Diego Navarro, y las de español, Sofía Ramos.", FABRICA, False),
    w.faith("es-t22-044", "negation", "¿Se puede comer durante la visita?", "Sí, durante el recorrido se puede comer y beber.", FABRICA, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("es-t22-045", "correct.wordy", "¿Cuánto dura la visita a la fábrica Cacao Real?", "Si vas a hacer la visita guiada, cuenta con que el recorrido completo te llevará más o menos noventa minutos.", "Una hora y media.", True),
    w.correct("es-t22-046", "correct.short", "¿Quién dirige las intervenciones de los bomberos voluntarios de Villarrubia?", "Andrés Molina.", "El jefe, Andrés Molina, dirige las intervenciones.", True),
    w.correct("es-t22-047", "correct.format", "¿Cuánto cuesta el envío estándar de Pedalea Mensajería?", "Seis euros.", "6 €", True),
    w.correct("es-t22-048", "correct.format", "¿Cuánto tiempo se guarda el historial de entrenamientos de la ActivaFit 2?", "Medio año.", "6 meses", True),
    w.correct("es-t22-049", "wrong.value", "¿Cuántas parcelas tiene la Asociación El Almendro?", "Tiene 15 parcelas.", "50 parcelas", False),
    w.correct("es-t22-050", "wrong.role", "¿Quién lleva la lista de espera en El Almendro?", "El presidente, Ramón Ortega, lleva la lista de espera.", "La secretaria, Marta Gil.", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
