"""Spanish cases of set t34: a canning company's merger and managing directors, a supermarket
chain's takeover of a fruit wholesaler, a Ribera del Duero winery's heirs and their family
protocol, a football stadium's owner and tenants, a matchday notice, a school founded by a
foundation, a choir's conductors and its rehearsals, and a marine biochemistry lab's
principal investigators."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ARRIETA = (
    "Conservas Arrieta fue fundada en 1974 en Vigo por Manuel Arrieta. "
    "En 2006 se fusionó con Pescados del Cantábrico, y la nueva empresa adoptó el nombre de Arrieta Cantábrico. "
    "Manuel Arrieta dejó la dirección general en 2010 y le sucedió Lucía Ferrer. "
    "Ella estuvo al frente hasta 2019, cuando el consejo de administración nombró a Diego Salvatierra."
)

OLMO = (
    "En abril de 2023, la cadena Supermercados Olmo compró a su competidor más pequeño, Frutas Beltrán, por 9,5 millones de euros. "
    "El fundador de Frutas Beltrán, Ramón Beltrán, siguió dirigiendo el área de compras durante un año. "
    "La consejera delegada de Olmo, Marta Iglesias, aseguró que no habría despidos en el almacén de Murcia. "
    "La Comisión Nacional de los Mercados y la Competencia (CNMC) autorizó la operación el 30 de mayo de 2023."
)

QUINTANA = (
    "La bodega Casa Quintana, en la Ribera del Duero, tiene 28 hectáreas de viñedo y pertenece a la familia Quintana desde 1948. "
    "Tras la muerte de Alfonso Quintana en 2015, sus hijos Elena y Andrés heredaron la bodega a partes iguales. "
    "Elena se encarga de la elaboración del vino y Andrés, de la comercialización y el enoturismo. "
    "Su prima Carmen no tiene participación en la bodega, pero alquila el antiguo lagar para un restaurante."
)

QUINTANA_PROTOCOLO = (
    "Según el protocolo familiar firmado en 2020, el heredero que quiera vender su participación debe ofrecerla primero a los demás herederos. "
    "La oferta tiene una validez de 45 días. "
    "Solo se puede vender a terceros si todos los herederos lo autorizan por escrito."
)

NUEVO_PINAR = (
    "El estadio Nuevo Pinar es propiedad del Ayuntamiento de San Julián, que lo compró a la constructora Hermanos Robles en 1993. "
    "Desde 2008, el CD San Julián lo tiene arrendado por 30 años y paga 180.000 euros anuales. "
    "El equipo femenino Atlético Pinar subarrienda el estadio al CD San Julián para doce partidos en casa por temporada. "
    "El aforo es de 15.000 espectadores."
)

AVISO_PARTIDO = (
    "Aviso para el día de partido: las puertas se abren a las 19:00 y el partido empieza a las 20:30. "
    "Los socios acceden por las puertas 1 a 4; el resto del público, por las puertas 5 a 9. "
    "No se permite entrar con comida, salvo alimentos infantiles."
)

VALDES = (
    "El Colegio Valdés fue fundado en 2012 por la Fundación Valdés-Roig, creada por la empresaria Pilar Valdés. "
    "La fundación aportó 7 millones de euros para el edificio y todavía designa a tres de los diez miembros de la junta directiva del colegio. "
    "La primera directora fue Rosa Medina, que se jubiló en 2020; la sustituyó su jefe de estudios, Iván Cortés."
)

CANTABILE = (
    "El Coro Cantabile fue fundado en 1995 por el compositor Luis Ortega, que lo dirigió durante 15 años. "
    "En 2010 cedió la batuta a su antigua alumna Irene Soler. "
    "Con Soler el coro hizo dos giras por Argentina y grabó cinco discos. "
    "Desde 2018 comparte la dirección con el subdirector Pablo Nieto, que se ocupa de los conciertos de Semana Santa."
)

ENSAYOS = (
    "Los ensayos son todos los jueves de 20:00 a 22:00 en el salón parroquial, excepto en julio. "
    "Los nuevos cantores deben hacer una breve prueba de voz con la directora. "
    "La cuota anual es de 90 euros; los estudiantes pagan 45."
)

MOLINA = (
    "El Laboratorio de Bioquímica Marina de la Universidad de Cádiz lo puso en marcha en 2007 la catedrática Teresa Molina. "
    "Cuando ella se trasladó a Lisboa en 2017, su posdoctoral Javier Ruiz asumió la dirección como investigador principal. "
    "Ruiz amplió el equipo de cuatro a once personas. "
    "Molina sigue codirigiendo dos tesis doctorales en el laboratorio."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("es-t34-001", "para.combine", "¿Quién dirigió Arrieta Cantábrico después de Manuel Arrieta?", "Le sucedió Lucía Ferrer, que llevó las riendas de la empresa fusionada hasta que el consejo nombró a Diego Salvatierra en 2019.", ARRIETA, True),
    w.faith("es-t34-002", "para.synonym", "¿Qué pasó con Conservas Arrieta en 2006?", "Se unió a Pescados del Cantábrico y la compañía resultante pasó a llamarse Arrieta Cantábrico.", ARRIETA, True),
    w.faith("es-t34-003", "para.pronoun", "¿Quién fundó Conservas Arrieta?", "Manuel Arrieta. La creó en Vigo en 1974 y abandonó la dirección general en 2010.", ARRIETA, True),
    w.faith("es-t34-004", "fmt.currency", "¿Cuánto pagó Olmo por Frutas Beltrán?", "La compra costó nueve millones y medio de euros.", OLMO, True),
    w.faith("es-t34-005", "para.combine", "¿Qué hizo Ramón Beltrán tras la compra?", "Después de que Olmo adquiriera en abril de 2023 la empresa que él había fundado, Ramón Beltrán se quedó un año más al frente del área de compras.", OLMO, True),
    w.faith("es-t34-006", "fmt.date", "¿Cuándo se aprobó la operación?", "La CNMC le dio luz verde el 30/05/2023.", OLMO, True),
    w.faith("es-t34-007", "fmt.share", "¿Cómo se repartió la herencia de Alfonso Quintana?", "Elena y Andrés recibieron la bodega al 50 % cada uno.", QUINTANA, True),
    w.faith("es-t34-008", "para.combine", "¿Quién hace qué en Casa Quintana?", "Los dos hermanos que heredaron la bodega en 2015 se reparten el trabajo: Elena elabora el vino y Andrés lleva la venta y el enoturismo.", QUINTANA, True),
    w.faith("es-t34-009", "para.synonym", "¿Carmen es dueña de parte de la bodega?", "No. Carmen no posee ninguna participación; solo tiene arrendado el antiguo lagar, donde funciona un restaurante.", QUINTANA, True),
    w.faith("es-t34-010", "fmt.period", "¿Cuánto tiempo tienen los demás herederos para aceptar la oferta?", "45 días, o sea, aproximadamente un mes y medio.", QUINTANA_PROTOCOLO, True),
    w.faith("es-t34-011", "para.except", "¿Puede un heredero vender su parte a alguien de fuera?", "Está prohibido, a menos que todos los herederos den su autorización por escrito.", QUINTANA_PROTOCOLO, True),
    w.faith("es-t34-012", "para.passive", "¿De quién es el estadio Nuevo Pinar?", "El estadio fue adquirido por el Ayuntamiento de San Julián a Hermanos Robles en 1993 y es de propiedad municipal.", NUEVO_PINAR, True),
    w.faith("es-t34-013", "para.combine", "¿Qué equipos juegan en el Nuevo Pinar?", "El CD San Julián, que lo tiene arrendado desde 2008, y el equipo femenino Atlético Pinar, subarrendatario del club para doce partidos en casa por temporada.", NUEVO_PINAR, True),
    w.faith("es-t34-014", "fmt.time", "¿A qué hora abren las puertas?", "A las siete de la tarde, hora y media antes de que empiece el partido a las 20:30.", AVISO_PARTIDO, True),
    w.faith("es-t34-015", "para.except", "¿Puedo llevar un bocadillo al estadio?", "No; la única comida que se admite es la infantil.", AVISO_PARTIDO, True),
    w.faith("es-t34-016", "para.pronoun", "¿Quién fundó el Colegio Valdés?", "La Fundación Valdés-Roig. Esta entidad, creada por la empresaria Pilar Valdés, fundó el colegio en 2012.", VALDES, True),
    w.faith("es-t34-017", "para.combine", "¿Quién sustituyó a la primera directora?", "Cuando Rosa Medina, la primera directora, se jubiló en 2020, su jefe de estudios Iván Cortés ocupó su puesto.", VALDES, True),
    w.faith("es-t34-018", "wrap.attribution", "¿Cuánto peso tiene la fundación en el colegio?", "Según la información disponible, la fundación sigue nombrando a tres de los diez miembros de la junta directiva.", VALDES, True),
    w.faith("es-t34-019", "para.synonym", "¿Quién dirigía el coro antes de Irene Soler?", "Su fundador, el compositor Luis Ortega, lo condujo durante quince años y en 2010 traspasó la batuta a su exalumna Irene Soler.", CANTABILE, True),
    w.faith("es-t34-020", "para.pronoun", "¿Qué ha hecho el coro bajo la dirección de Irene Soler?", "Con ella ha recorrido Argentina en dos giras y ha grabado cinco álbumes.", CANTABILE, True),
    w.faith("es-t34-021", "para.relative", "¿Quién dirige los conciertos de Semana Santa?", "Pablo Nieto, el subdirector con quien Irene Soler comparte la dirección desde 2018.", CANTABILE, True),
    w.faith("es-t34-022", "fmt.share", "¿Cuánto cuesta la cuota?", "90 euros al año; los estudiantes pagan la mitad.", ENSAYOS, True),
    w.faith("es-t34-023", "wrap.hedge", "¿Quién dirige ahora el laboratorio?", "Por lo que indica el texto, parece que es Javier Ruiz, antiguo posdoctoral de Teresa Molina, que asumió la dirección cuando ella se fue a Lisboa en 2017.", MOLINA, True),
    w.faith("es-t34-024", "wrap.opener", "¿Teresa Molina sigue vinculada al laboratorio?", "¡Buena pregunta! Sí, todavía codirige allí dos tesis doctorales.", MOLINA, True),
    # unfaithful: exactly one clear error
    w.faith("es-t34-025", "role.swap", "¿Quién sucedió a quién en la dirección general en 2010?", "En 2010 Lucía Ferrer dejó la dirección general y la asumió Manuel Arrieta.", ARRIETA, False),
    w.faith("es-t34-026", "added.fact", "¿Quién dirige la empresa desde 2019?", "Diego Salvatierra, al que el consejo nombró en 2019 tras la dimisión de Lucía Ferrer por motivos de salud.", ARRIETA, False),
    w.faith("es-t34-027", "role.swap", "¿Quién compró a quién en 2023?", "Frutas Beltrán se hizo con su competidor Supermercados Olmo por 9,5 millones de euros.", OLMO, False),
    w.faith("es-t34-028", "added.fact", "¿Qué dijo Marta Iglesias sobre el empleo?", "Prometió que nadie perdería su puesto en el almacén de Murcia y anunció la contratación de 25 personas más.", OLMO, False),
    w.faith("es-t34-029", "antonym", "¿Qué tipo de empresa era Frutas Beltrán?", "Era un competidor de mayor tamaño que Olmo, que lo compró en abril de 2023.", OLMO, False),
    w.faith("es-t34-030", "role.swap", "¿Cómo se reparten el trabajo Elena y Andrés?", "Andrés se ocupa de elaborar el vino y Elena, de la venta y el enoturismo.", QUINTANA, False),
    w.faith("es-t34-031", "added.fact", "¿Para qué usa Carmen el antiguo lagar?", "Lo tiene alquilado para un restaurante que cuenta con una estrella Michelin.", QUINTANA, False),
    w.faith("es-t34-032", "modality", "¿Qué tiene que hacer un heredero antes de vender su parte?", "Puede ofrecerla primero a los demás herederos si quiere, pero no está obligado a hacerlo.", QUINTANA_PROTOCOLO, False),
    w.faith("es-t34-033", "quantifier", "¿Se puede vender una participación a terceros?", "Sí, siempre que la mayoría de los herederos lo autorice por escrito.", QUINTANA_PROTOCOLO, False),
    w.faith("es-t34-034", "role.swap", "¿Quién alquila el estadio a quién?", "El Atlético Pinar tiene el contrato de arrendamiento con el Ayuntamiento, y el CD San Julián juega allí como subarrendatario doce partidos por temporada.", NUEVO_PINAR, False),
    w.faith("es-t34-035", "value.number", "¿Cuánto dura el arrendamiento del CD San Julián?", "El CD San Julián tiene el estadio arrendado desde 2008 por 20 años.", NUEVO_PINAR, False),
    w.faith("es-t34-036", "added.entity", "¿Qué equipos juegan en el Nuevo Pinar?", "Allí juegan el CD San Julián, el Atlético Pinar y el filial San Julián B.", NUEVO_PINAR, False),
    w.faith("es-t34-037", "value.time", "¿A partir de qué hora se puede entrar?", "Las puertas se abren a las 20:00, media hora antes del partido.", AVISO_PARTIDO, False),
    w.faith("es-t34-038", "direction", "¿Qué cambió en el laboratorio con Javier Ruiz?", "Con Ruiz, el equipo se redujo de once a cuatro personas.", MOLINA, False),
    w.faith("es-t34-039", "role.swap", "¿Cómo llegó Javier Ruiz a dirigir el laboratorio?", "Javier Ruiz fundó el laboratorio en 2007 y Teresa Molina, que era su posdoctoral, tomó el relevo en 2017.", MOLINA, False),
    w.faith("es-t34-040", "added.fact", "¿Por qué cambió la dirección en 2017?", "Porque Teresa Molina aceptó dirigir un instituto de investigación en Lisboa; entonces su posdoctoral Javier Ruiz tomó el relevo.", MOLINA, False),
    w.faith("es-t34-041", "value.date", "¿Cuándo asumió Irene Soler la dirección del coro?", "Luis Ortega le cedió la batuta en 2012.", CANTABILE, False),
    w.faith("es-t34-042", "added.fact", "¿Cuándo y dónde ensaya el coro?", "Los jueves de ocho a diez de la noche en el salón parroquial, y antes de cada concierto también los domingos por la mañana.", ENSAYOS, False),
    w.faith("es-t34-043", "negation", "¿Hay que hacer alguna prueba para entrar en el coro?", "No hace falta ninguna prueba: los nuevos cantores entran directamente.", ENSAYOS, False),
    w.faith("es-t34-044", "value.except", "¿Se ensaya todo el año?", "Sí, todos los jueves del año, salvo en diciembre.", ENSAYOS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t34-045", "correct.wordy", "¿Quién es el investigador principal del Laboratorio de Bioquímica Marina?", "Desde que Teresa Molina se marchó a Lisboa en 2017, el laboratorio lo dirige su antiguo posdoctoral, Javier Ruiz, como investigador principal.", "Javier Ruiz", True),
    w.correct("es-t34-046", "correct.wordy", "¿De quién es el estadio Nuevo Pinar?", "El propietario es el Ayuntamiento de San Julián, que lo compró en 1993 y lo tiene arrendado al CD San Julián.", "Del Ayuntamiento de San Julián.", True),
    w.correct("es-t34-047", "correct.format", "¿En qué año se fundó el Coro Cantabile?", "En mil novecientos noventa y cinco.", "1995", True),
    w.correct("es-t34-048", "correct.format", "¿Cuánto pagó Olmo por Frutas Beltrán?", "9.500.000 €.", "9,5 millones de euros", True),
    w.correct("es-t34-049", "wrong.value", "¿A cuántos miembros de la junta directiva designa la fundación?", "La fundación designa a cinco de los diez miembros de la junta directiva.", "A tres de diez.", False),
    w.correct("es-t34-050", "wrong.role", "¿A quién cedió Luis Ortega la batuta en 2010?", "En 2010 fue Irene Soler quien cedió la batuta a Luis Ortega.", "A Irene Soler.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
