"""Spanish cases of set t27: fundadores e inversores de una empresa emergente valenciana, un
inversor en una aplicación de huertos, la junta y una donación de una fundación sevillana, las
fiestas de San Roque de un pueblo, conservadora y donantes de un museo provincial, una sala de
museo pagada por una empresaria, una cervecera comprada por un grupo y los directores de una
orquesta sinfónica con su concierto inaugural."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BRISA = (
    "La empresa emergente Brisa Datos fue fundada en 2018 en Valencia por Lucía Ferrer y Andrés Molina. "
    "Ferrer es la consejera delegada y Molina dirige el área de ingeniería. "
    "En febrero de 2022, Brisa Datos captó 5 millones de euros en una ronda de serie A liderada por el fondo Atalaya Ventures. "
    "Tras la ronda, Marta Ibáñez, socia de Atalaya, entró en el consejo de administración."
)
HUERTO = (
    "El inversor Jorge Salvatierra aportó 300.000 euros a la aplicación Huerto Vecino en mayo de 2020 a cambio del 9 % de las acciones. "
    "La fundadora de Huerto Vecino, Elena Ortiz, había trabajado antes como diseñadora en la consultora de Salvatierra. "
    "Salvatierra se reúne con el equipo una vez al mes."
)
JUNTA = (
    "La junta directiva de la Fundación Puente Solidario se reúne el último jueves de cada mes a las 19:00 en su sede de Sevilla. "
    "La presidenta, Carmen Delgado, fue elegida en 2021; el tesorero, Luis Navarro, presenta las cuentas en cada reunión. "
    "Las reuniones están abiertas a los socios, salvo la de agosto, que es a puerta cerrada."
)
COMEDOR = (
    "En 2023, la Fundación Puente Solidario recibió una donación de 40.000 euros de la empresa Aceites Robledo. "
    "La junta decidió destinarla a un programa de comedor para 60 niños durante el curso escolar. "
    "Los voluntarios del comedor deben tener el certificado de manipulador de alimentos."
)
SAN_ROQUE = (
    "Las fiestas de San Roque de Valdelosa se celebran del 14 al 17 de agosto. "
    "Las organiza la comisión de fiestas junto con la asociación de mujeres del pueblo. "
    "La verbena de la plaza empieza cada noche a las 23:00. "
    "La paella popular del día 16 cuesta 5 euros por persona; los menores de 12 años comen gratis."
)
CERAMICA = (
    "La colección de cerámica del Museo Provincial de Alcorza está a cargo de la conservadora Pilar Cuesta. "
    "En 2016, el coleccionista Ramón Vidal donó al museo 150 piezas de loza de Talavera. "
    "Pilar Cuesta eligió 35 para la exposición «Barro y azul», que puede visitarse del 2 de marzo al 30 de junio. "
    "El museo abre todos los días excepto los lunes."
)
SALA = (
    "La nueva sala de fotografía del Museo Provincial de Alcorza se pagó con los 2 millones de euros que donó la empresaria Rosa Quintana en 2019. "
    "La diseñó el arquitecto Daniel Soler y se inauguró en abril de 2022. "
    "En ella se expone el archivo fotográfico de la provincia."
)
MONTENEGRA = (
    "La cervecera Montenegra fue fundada en 2001 por los hermanos Iñaki y Jon Arrieta en Vitoria. "
    "En 2018 la compró el grupo Cervezas del Norte por 12 millones de euros. "
    "El grupo mantuvo la fábrica de Vitoria y conservó a los 29 trabajadores. "
    "Jon Arrieta siguió como maestro cervecero hasta 2022."
)
CASTELLAR = (
    "La Orquesta Sinfónica de Castellar está dirigida desde 2020 por su director titular, Álvaro Reyes. "
    "Su antecesora, Isabel Montero, ocupó el cargo durante 16 años y hoy es directora honoraria. "
    "El contrato de Reyes se renovó en 2024 hasta el final de la temporada 2028-2029. "
    "El director asistente, Pablo Gil, dirige los conciertos familiares."
)
INAUGURAL = (
    "El concierto inaugural de la temporada de la Orquesta Sinfónica de Castellar será el viernes 17 de octubre a las 20:00 en el Auditorio Municipal de Castellar. "
    "La directora invitada Ingrid Solberg dirigirá la Quinta Sinfonía de Shostakóvich. "
    "Las entradas cuestan entre 10 y 45 euros, y los estudiantes tienen un 50 % de descuento. "
    "El concierto dura unas dos horas, con un descanso de 20 minutos."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t27-001", "para.relative", "¿Quién fundó Brisa Datos y cuándo cerró su serie A?", "Brisa Datos, que Lucía Ferrer y Andrés Molina crearon en Valencia en 2018, cerró su serie A en febrero de 2022.", BRISA, True),
    w.faith("es-t27-002", "para.combine", "¿Quién entró en el consejo después de la ronda?", "Atalaya Ventures lideró la ronda de 5 millones de euros y, después, su socia Marta Ibáñez pasó a formar parte del consejo de Brisa Datos.", BRISA, True),
    w.faith("es-t27-003", "para.pronoun", "¿Qué hace Andrés Molina?", "Andrés Molina es uno de los dos fundadores de Brisa Datos. Él está al frente del área de ingeniería.", BRISA, True),
    w.faith("es-t27-004", "role.swap", "¿Quién hace qué en Brisa Datos?", "En Brisa Datos, Andrés Molina es el consejero delegado y Lucía Ferrer lleva la ingeniería.", BRISA, False),
    w.faith("es-t27-005", "added.fact", "¿Cuánto captó Brisa Datos?", "Brisa Datos captó 5 millones de euros en febrero de 2022 y usará el dinero para abrir una oficina en Lisboa.", BRISA, False),
    w.faith("es-t27-006", "fmt.scale", "¿Cuánto invirtió Jorge Salvatierra?", "Jorge Salvatierra invirtió 0,3 millones de euros en Huerto Vecino en mayo de 2020.", HUERTO, True),
    w.faith("es-t27-007", "para.relative", "¿Quién es Elena Ortiz?", "Elena Ortiz, que antes había sido diseñadora en la consultora de Salvatierra, es quien fundó Huerto Vecino.", HUERTO, True),
    w.faith("es-t27-008", "value.number", "¿Qué porcentaje obtuvo Salvatierra?", "A cambio de su inversión, Salvatierra se quedó con el 19 % de las acciones.", HUERTO, False),
    w.faith("es-t27-009", "added.fact", "¿Participa Salvatierra en la empresa?", "Salvatierra se reúne una vez al mes con el equipo y además preside el consejo de Huerto Vecino.", HUERTO, False),
    w.faith("es-t27-010", "fmt.time", "¿Cuándo se reúne la junta?", "La junta se reúne el último jueves de cada mes a las 7 de la tarde en la sede de Sevilla.", JUNTA, True),
    w.faith("es-t27-011", "para.except", "¿Pueden los socios asistir a las reuniones?", "Sí, los socios pueden asistir a todas las reuniones de la junta menos a la de agosto, que no es pública.", JUNTA, True),
    w.faith("es-t27-012", "value.except", "¿Pueden los socios asistir a las reuniones?", "Las reuniones están abiertas a los socios, salvo la de diciembre, que se celebra a puerta cerrada.", JUNTA, False),
    w.faith("es-t27-013", "para.pronoun", "¿Qué hace Luis Navarro?", "Luis Navarro es el tesorero de la fundación. Él expone las cuentas en todas las reuniones de la junta.", JUNTA, True),
    w.faith("es-t27-014", "added.fact", "¿Cuándo fue elegida Carmen Delgado?", "Carmen Delgado fue elegida presidenta en 2021 por unanimidad.", JUNTA, False),
    w.faith("es-t27-015", "para.relative", "¿A qué se destina la donación de Aceites Robledo?", "Los 40.000 euros que Aceites Robledo donó en 2023 se destinarán a un comedor para 60 niños durante el curso escolar.", COMEDOR, True),
    w.faith("es-t27-016", "fmt.number", "¿A cuántos niños atenderá el comedor?", "El programa de comedor dará de comer a sesenta niños a lo largo del curso.", COMEDOR, True),
    w.faith("es-t27-017", "modality", "¿Qué necesitan los voluntarios?", "Se recomienda que los voluntarios del comedor tengan el certificado de manipulador de alimentos, aunque no es obligatorio.", COMEDOR, False),
    w.faith("es-t27-018", "added.fact", "¿Qué hará la fundación con la donación?", "El comedor, financiado con la donación de Aceites Robledo, atenderá a 60 niños y también les servirá el desayuno.", COMEDOR, False),
    w.faith("es-t27-019", "quantifier", "¿Qué necesitan los voluntarios?", "Solo algunos voluntarios del comedor necesitan el certificado de manipulador de alimentos.", COMEDOR, False),
    w.faith("es-t27-020", "fmt.date", "¿Cuándo son las fiestas?", "Las fiestas de San Roque son del 14/08 al 17/08.", SAN_ROQUE, True),
    w.faith("es-t27-021", "fmt.period", "¿Cuánto duran las fiestas?", "Las fiestas de San Roque duran cuatro días, del 14 al 17 de agosto.", SAN_ROQUE, True),
    w.faith("es-t27-022", "fmt.time", "¿A qué hora empieza la verbena?", "La verbena de la plaza arranca todas las noches a las once.", SAN_ROQUE, True),
    w.faith("es-t27-023", "value.time", "¿A qué hora empieza la verbena?", "La verbena de la plaza empieza cada noche a las 22:00.", SAN_ROQUE, False),
    w.faith("es-t27-024", "added.fact", "¿Cuánto cuesta la paella?", "La paella popular del día 16 cuesta 5 euros y se sirve a las dos de la tarde.", SAN_ROQUE, False),
    w.faith("es-t27-025", "para.combine", "¿Cuándo es la paella popular?", "La paella popular es el 16 de agosto, el penúltimo día de las fiestas, y cuesta 5 euros; los menores de 12 no pagan.", SAN_ROQUE, True),
    w.faith("es-t27-026", "para.relative", "¿De dónde salen las piezas de «Barro y azul»?", "Las 35 piezas de «Barro y azul» las escogió Pilar Cuesta entre las 150 de loza de Talavera que Ramón Vidal donó al museo en 2016.", CERAMICA, True),
    w.faith("es-t27-027", "role.swap", "¿Cómo se montó la exposición?", "Pilar Cuesta donó 150 piezas al museo y Ramón Vidal escogió 35 de ellas para la exposición.", CERAMICA, False),
    w.faith("es-t27-028", "added.fact", "¿Hasta cuándo se puede ver «Barro y azul»?", "«Barro y azul» se puede ver del 2 de marzo al 30 de junio, y la entrada cuesta 3 euros.", CERAMICA, False),
    w.faith("es-t27-029", "para.except", "¿Qué día cierra el museo?", "El museo cierra los lunes; el resto de la semana está abierto.", CERAMICA, True),
    w.faith("es-t27-030", "wrap.attribution", "¿Quién pagó la sala de fotografía?", "Según la información disponible, la sala de fotografía se costeó con los 2 millones de euros donados por Rosa Quintana en 2019.", SALA, True),
    w.faith("es-t27-031", "para.passive", "¿Quién diseñó la sala?", "La sala fue diseñada por el arquitecto Daniel Soler y abrió sus puertas en abril de 2022.", SALA, True),
    w.faith("es-t27-032", "added.fact", "¿Cuándo se inauguró la sala?", "La sala pagada por Rosa Quintana se inauguró en abril de 2022 y lleva su nombre.", SALA, False),
    w.faith("es-t27-033", "value.date", "¿Cuándo se inauguró la sala?", "La sala de fotografía abrió al público en abril de 2020.", SALA, False),
    w.faith("es-t27-034", "para.relative", "¿Qué pasó con la cervecera Montenegra?", "La cervecera que los hermanos Iñaki y Jon Arrieta fundaron en Vitoria en 2001 fue adquirida en 2018 por el grupo Cervezas del Norte.", MONTENEGRA, True),
    w.faith("es-t27-035", "para.pronoun", "¿Qué hizo el grupo tras la compra?", "Cervezas del Norte pagó 12 millones de euros por Montenegra en 2018. Después, mantuvo abierta la fábrica de Vitoria y conservó a sus 29 empleados.", MONTENEGRA, True),
    w.faith("es-t27-036", "negation", "¿Qué pasó con los trabajadores?", "El grupo no conservó a los 29 trabajadores de la fábrica.", MONTENEGRA, False),
    w.faith("es-t27-037", "antonym", "¿Qué pasó con la fábrica de Vitoria?", "Tras la compra, el grupo cerró la fábrica de Vitoria.", MONTENEGRA, False),
    w.faith("es-t27-038", "added.fact", "¿Hasta cuándo siguió Jon Arrieta?", "Jon Arrieta siguió como maestro cervecero hasta 2022 y después abrió un bar en San Sebastián.", MONTENEGRA, False),
    w.faith("es-t27-039", "para.combine", "¿Quién dirige la orquesta?", "Álvaro Reyes es el director titular desde 2020; sustituyó a Isabel Montero, que había estado 16 años en el puesto.", CASTELLAR, True),
    w.faith("es-t27-040", "wrap.hedge", "¿Hasta cuándo tiene contrato Reyes?", "Parece que el contrato de Reyes, renovado en 2024, se extiende hasta el final de la temporada 2028-2029.", CASTELLAR, True),
    w.faith("es-t27-041", "added.fact", "¿Qué hace Pablo Gil?", "Pablo Gil, el director asistente, dirige los conciertos familiares y también el coro infantil de la orquesta.", CASTELLAR, False),
    w.faith("es-t27-042", "fmt.time", "¿Cuándo es el concierto inaugural?", "El concierto inaugural es el viernes 17 de octubre a las 8 de la tarde en el Auditorio Municipal.", INAUGURAL, True),
    w.faith("es-t27-043", "fmt.share", "¿Tienen descuento los estudiantes?", "Sí, los estudiantes pagan la mitad del precio de la entrada.", INAUGURAL, True),
    w.faith("es-t27-044", "added.fact", "¿Qué se va a tocar?", "Ingrid Solberg dirigirá la Quinta de Shostakóvich, y antes del concierto habrá una charla introductoria.", INAUGURAL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t27-045", "correct.wordy", "¿Quién compró la cervecera Montenegra?", "La cervecera vitoriana Montenegra pasó a manos del grupo Cervezas del Norte, que la compró en 2018.", "El grupo Cervezas del Norte.", True),
    w.correct("es-t27-046", "correct.format", "¿A qué hora empieza el concierto inaugural?", "A las ocho de la tarde.", "A las 20:00.", True),
    w.correct("es-t27-047", "correct.format", "¿Cuánto donó Rosa Quintana?", "2.000.000 €.", "2 millones de euros", True),
    w.correct("es-t27-048", "correct.wordy", "¿Quién es el director titular de la Orquesta Sinfónica de Castellar?", "El director titular de la Orquesta Sinfónica de Castellar es Álvaro Reyes, que ocupa el cargo desde 2020.", "Álvaro Reyes", True),
    w.correct("es-t27-049", "wrong.value", "¿Cuántas piezas donó Ramón Vidal?", "Donó 510 piezas de loza.", "150", False),
    w.correct("es-t27-050", "wrong.role", "¿Quién es la consejera delegada de Brisa Datos?", "El consejero delegado es Andrés Molina.", "Lucía Ferrer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
