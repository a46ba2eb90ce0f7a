"""Spanish cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

HOSPITAL_VISITAS = (
    "En el Hospital San Rafael, el horario de visitas en planta es de 12:00 a 14:00 y de 17:00 a 21:00. "
    "Solo se permite un acompañante por paciente durante la noche. "
    "Los menores de 14 años deben ir acompañados de un adulto. "
    "En la UCI las visitas duran como máximo 30 minutos y solo pueden entrar familiares directos."
)
HOSPITAL_SERVICIOS = (
    "La cafetería del Hospital San Rafael abre de lunes a domingo de 8:00 a 22:00. "
    "El aparcamiento para visitas cuesta 1,80 € la hora, con un máximo de 12 € al día. "
    "Los pacientes ingresados más de siete días tienen un bono de aparcamiento gratuito para un familiar."
)
ZOO_ENTRADAS = (
    "El Zoo de Valdemora abre todos los días del año de 10:00 a 19:00, salvo el 1 de enero. "
    "La entrada general cuesta 24 € y la infantil (de 3 a 12 años), 17 €. "
    "Los mayores de 65 años tienen un 30 % de descuento. "
    "No está permitido dar de comer a los animales."
)
ZOO_OSOS = (
    "La cuidadora Lucía Serrano se encarga de los dos osos pardos del zoo, Bruno y Greta. "
    "Bruno llegó al zoo en 2015 procedente de un centro de rescate. "
    "La exhibición de los leones marinos empieza a las 12:30 y dura media hora."
)
GARANTIA_NUEVOS = (
    "Automóviles Ortega ofrece en todos sus coches nuevos una garantía de 3 años o 100.000 km, lo que ocurra primero. "
    "La garantía cubre motor, caja de cambios y sistema eléctrico, pero no los neumáticos ni las pastillas de freno. "
    "Para mantenerla es obligatorio pasar las revisiones en un taller oficial."
)
GARANTIA_USADOS = (
    "Los coches de segunda mano de Automóviles Ortega tienen una garantía de un año. "
    "Por 350 € se puede ampliar doce meses más. "
    "Las averías deben comunicarse en un plazo de diez días. "
    "El jefe de taller, Andrés Molina, revisa cada reclamación antes de aprobarla."
)
FESTIVAL = (
    "El festival Sonidos del Sur se celebra del 25 al 27 de junio en el recinto ferial de Almarena. "
    "El abono de tres días cuesta 95 € y la entrada de un día, 45 €. "
    "Las puertas se abren a las 18:00 y los conciertos terminan a las 3:00. "
    "Los menores de 16 años solo pueden entrar acompañados de su padre, madre o tutor legal."
)
FESTIVAL_CARTEL = (
    "Este año cierra el festival el grupo Los Faros, que sustituye a la cantante Marta Vidal tras la cancelación de su gira. "
    "El 20 % de la recaudación se destinará a un comedor social de la ciudad. "
    "No se permite entrar con comida ni bebida de fuera."
)
ALQUILER = (
    "La propietaria, Carmen Ruiz, alquila un piso de dos habitaciones en la calle Olivo 12 a Diego Navarro. "
    "El alquiler es de 850 € al mes y se paga los cinco primeros días de cada mes; la fianza equivale a una mensualidad. "
    "El contrato dura un año y se renueva automáticamente si ninguna de las partes avisa con 30 días de antelación. "
    "Se admiten mascotas pequeñas."
)
TALLER_BICIS = (
    "El taller de bicis «Pedalea» abre de lunes a viernes de 9:30 a 14:00 y de 16:30 a 20:00; los sábados, solo por la mañana. "
    "Arreglar un pinchazo cuesta 8 € y se hace en el momento. "
    "La puesta a punto completa cuesta 45 € y tarda unos tres días. "
    "El dueño, Rubén Castillo, enseñó el oficio a su sobrina Irene."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("es-t4-001", "fmt.time", "¿A qué hora puedo visitar a mi padre en planta?", "Puedes ir de doce a dos del mediodía o de cinco de la tarde a nueve de la noche.", HOSPITAL_VISITAS, True),
    w.faith("es-t4-002", "fmt.abbrev", "¿Cuánto dura una visita en la UCI?", "En la unidad de cuidados intensivos las visitas no pueden pasar de media hora, y solo entran familiares directos.", HOSPITAL_VISITAS, True),
    w.faith("es-t4-003", "para.synonym", "¿Puede quedarse alguien conmigo por la noche?", "Sí, pero por la noche solo una persona puede acompañar al paciente.", HOSPITAL_VISITAS, True),
    w.faith("es-t4-004", "fmt.currency", "¿Cuánto cuesta aparcar en el hospital?", "La hora sale a 1 euro con 80 céntimos, y nunca pagarás más de 12 euros en un día.", HOSPITAL_SERVICIOS, True),
    w.faith("es-t4-005", "para.relative", "¿Hay aparcamiento gratis para los familiares?", "Sí, los pacientes que llevan ingresados más de una semana tienen un bono gratuito para un familiar.", HOSPITAL_SERVICIOS, True),
    w.faith("es-t4-006", "para.except", "¿Qué día cierra el zoo?", "El único día del año en que el Zoo de Valdemora no abre es el 1 de enero.", ZOO_ENTRADAS, True),
    w.faith("es-t4-007", "fmt.share", "¿Hay descuento para los mayores?", "Sí, los mayores de 65 años pagan solo el 70 % del precio de la entrada.", ZOO_ENTRADAS, True),
    w.faith("es-t4-008", "para.passive", "¿Quién cuida a los osos?", "Bruno y Greta, los dos osos pardos, están a cargo de la cuidadora Lucía Serrano.", ZOO_OSOS, True),
    w.faith("es-t4-009", "fmt.thousands", "¿Cuántos kilómetros cubre la garantía de un coche nuevo?", "La garantía llega hasta los 100 000 km o los 3 años, lo que se cumpla antes.", GARANTIA_NUEVOS, True),
    w.faith("es-t4-010", "para.nominal", "¿Qué tengo que hacer para no perder la garantía?", "El mantenimiento de la garantía exige pasar las revisiones en un taller oficial.", GARANTIA_NUEVOS, True),
    w.faith("es-t4-011", "fmt.period", "¿Cuánto dura la garantía de un coche de segunda mano?", "Doce meses, y por 350 € puedes ampliarla un año más.", GARANTIA_USADOS, True),
    w.faith("es-t4-012", "wrap.attribution", "¿En cuánto tiempo hay que avisar de una avería?", "Según las condiciones del concesionario, las averías hay que comunicarlas en un máximo de diez días.", GARANTIA_USADOS, True),
    w.faith("es-t4-013", "para.synonym", "¿Quién revisa las reclamaciones?", "Todas las reclamaciones pasan por las manos del jefe de taller, Andrés Molina, antes de que él las apruebe.", GARANTIA_USADOS, True),
    w.faith("es-t4-014", "fmt.date", "¿Cuándo es Sonidos del Sur?", "Se celebra del 25/06 al 27/06 en el recinto ferial de Almarena.", FESTIVAL, True),
    w.faith("es-t4-015", "wrap.hedge", "¿Mi hijo de 15 años puede ir solo al festival?", "Me temo que no: por lo que indica la organización, los menores de 16 solo entran con su padre, madre o tutor legal.", FESTIVAL, True),
    w.faith("es-t4-016", "fmt.share", "¿A dónde va el dinero que se recauda?", "Una quinta parte de la recaudación irá a parar a un comedor social de la ciudad.", FESTIVAL_CARTEL, True),
    w.faith("es-t4-017", "para.reorder", "¿Por qué no actúa Marta Vidal?", "Marta Vidal canceló su gira, así que el grupo Los Faros la sustituye y es quien cierra el festival.", FESTIVAL_CARTEL, True),
    w.faith("es-t4-018", "wrap.opener", "¿Puedo entrar con un bocadillo?", "¡Buena pregunta! No, no se puede entrar al festival con comida ni bebida de fuera.", FESTIVAL_CARTEL, True),
    w.faith("es-t4-019", "para.synonym", "¿Quién es la dueña del piso de la calle Olivo?", "El piso es de Carmen Ruiz, que se lo alquila a Diego Navarro.", ALQUILER, True),
    w.faith("es-t4-020", "wrap.closer", "¿Cuánto es la fianza?", "La fianza es de una mensualidad, es decir, 850 €. ¡Espero que te sirva!", ALQUILER, True),
    w.faith("es-t4-021", "para.except", "¿Hay que renovar el contrato cada año?", "No hace falta: el contrato es anual y se prorroga solo, salvo que una de las partes avise con 30 días de antelación.", ALQUILER, True),
    w.faith("es-t4-022", "para.except", "¿Pedalea abre el sábado por la tarde?", "No; el sábado por la tarde está cerrado, ese día solo abre por la mañana.", TALLER_BICIS, True),
    w.faith("es-t4-023", "wrap.question", "¿Cuánto cuesta arreglar un pinchazo?", "¿Un pinchazo? Son 8 € y te lo arreglan en el momento.", TALLER_BICIS, True),
    w.faith("es-t4-024", "para.synonym", "¿Quién le enseñó el oficio a Irene?", "Irene aprendió el oficio de su tío, Rubén Castillo, que es el dueño del taller.", TALLER_BICIS, True),
    # unfaithful: exactly one unsupported claim
    w.faith("es-t4-025", "value.time", "¿Cuál es el horario de visitas en planta?", "Se puede visitar de 12:00 a 14:00 y de 18:00 a 21:00.", HOSPITAL_VISITAS, False),
    w.faith("es-t4-026", "direction", "¿Los niños pueden visitar solos?", "Los mayores de 14 años tienen que ir acompañados de un adulto.", HOSPITAL_VISITAS, False),
    w.faith("es-t4-027", "quantifier", "¿Quién puede entrar en la UCI?", "En la UCI puede entrar cualquier visitante, eso sí, durante 30 minutos como máximo.", HOSPITAL_VISITAS, False),
    w.faith("es-t4-028", "value.currency", "¿Cuánto cuesta el aparcamiento?", "Aparcar cuesta 1,80 dólares la hora, con un máximo de 12 al día.", HOSPITAL_SERVICIOS, False),
    w.faith("es-t4-029", "added.fact", "¿Cuándo abre la cafetería del hospital?", "Abre todos los días de 8:00 a 22:00 y ofrece menú del día por 9 €.", HOSPITAL_SERVICIOS, False),
    w.faith("es-t4-030", "value.except", "¿Qué día está cerrado el zoo?", "El zoo abre todos los días salvo el 25 de diciembre.", ZOO_ENTRADAS, False),
    w.faith("es-t4-031", "value.number", "¿Qué descuento tienen los jubilados?", "Los mayores de 65 años tienen un 20 % de descuento en la entrada.", ZOO_ENTRADAS, False),
    w.faith("es-t4-032", "modality", "¿Puedo dar de comer a los animales?", "Se recomienda no dar de comer a los animales, aunque no está prohibido.", ZOO_ENTRADAS, False),
    w.faith("es-t4-033", "value.date", "¿Cuándo llegó Bruno al zoo?", "Bruno llegó al zoo en 2018, procedente de un centro de rescate.", ZOO_OSOS, False),
    w.faith("es-t4-034", "added.entity", "¿Quién se ocupa de los osos pardos?", "De Bruno y Greta se ocupan la cuidadora Lucía Serrano y su compañero Pablo Gil.", ZOO_OSOS, False),
    w.faith("es-t4-035", "negation", "¿La garantía cubre la caja de cambios?", "No, la caja de cambios no está cubierta por la garantía.", GARANTIA_NUEVOS, False),
    w.faith("es-t4-036", "modality", "¿Tengo que pasar las revisiones en un taller oficial?", "Es recomendable hacerlo en un taller oficial, pero no es obligatorio para mantener la garantía.", GARANTIA_NUEVOS, False),
    w.faith("es-t4-037", "value.unit", "¿Cuánto dura la garantía de un coche nuevo?", "Dura 3 años o 100.000 millas, lo que ocurra primero.", GARANTIA_NUEVOS, False),
    w.faith("es-t4-038", "antonym", "¿Qué hace Andrés Molina con las reclamaciones?", "El jefe de taller, Andrés Molina, revisa cada reclamación antes de rechazarla.", GARANTIA_USADOS, False),
    w.faith("es-t4-039", "value.date", "¿Qué días es el festival?", "Sonidos del Sur se celebra del 26 al 28 de junio en Almarena.", FESTIVAL, False),
    w.faith("es-t4-040", "antonym", "¿A qué hora se puede entrar al festival?", "Las puertas se cierran a las 18:00 y los conciertos terminan a las 3:00.", FESTIVAL, False),
    w.faith("es-t4-041", "role.swap", "¿Quién cierra el festival este año?", "La cantante Marta Vidal cierra el festival, en sustitución del grupo Los Faros, que canceló su gira.", FESTIVAL_CARTEL, False),
    w.faith("es-t4-042", "role.swap", "¿Quién alquila el piso de la calle Olivo 12?", "Diego Navarro, el propietario, le alquila el piso a Carmen Ruiz.", ALQUILER, False),
    w.faith("es-t4-043", "negation", "¿Puedo tener un gato pequeño en el piso?", "No, en el piso no se admiten mascotas, ni siquiera pequeñas.", ALQUILER, False),
    w.faith("es-t4-044", "role.swap", "¿Cómo aprendió Rubén Castillo el oficio?", "Se lo enseñó su sobrina Irene, que le transmitió el oficio al dueño del taller.", TALLER_BICIS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t4-045", "correct.wordy", "¿Cuánto cuesta el abono de tres días de Sonidos del Sur?", "Si quieres ir los tres días, el abono completo te sale por 95 euros.", "95 €", True),
    w.correct("es-t4-046", "correct.format", "¿A qué hora empieza la exhibición de leones marinos?", "A las doce y media del mediodía.", "12:30", True),
    w.correct("es-t4-047", "correct.format", "¿Cuánto cuesta el alquiler del piso de la calle Olivo 12?", "Ochocientos cincuenta euros mensuales.", "850 € al mes", True),
    w.correct("es-t4-048", "correct.wordy", "¿Quién cuida a los osos pardos del Zoo de Valdemora?", "De los osos pardos, Bruno y Greta, se encarga la cuidadora Lucía Serrano.", "Lucía Serrano", True),
    w.correct("es-t4-049", "wrong.value", "¿Cuánto cuesta la puesta a punto completa en Pedalea?", "La puesta a punto completa cuesta 54 €.", "45 €", False),
    w.correct("es-t4-050", "wrong.role", "¿Quién es el inquilino del piso de la calle Olivo 12?", "La inquilina es Carmen Ruiz.", "El inquilino es Diego Navarro; Carmen Ruiz es la propietaria.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
