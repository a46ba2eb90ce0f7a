"""Spanish cases of set AE: a bicycle sharing scheme, a bar's language exchange, a consumer
co-op's membership, a spa hotel's thermal circuit and a vet's puppy vaccinations."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BICI = "El servicio BiciValle cuenta con 950 bicicletas repartidas en 85 estaciones de Valladolid. El abono anual cuesta 40 € y la primera media hora de cada trayecto es gratuita; después se cobran 0,60 € por cada media hora adicional. Las bicicletas eléctricas solo pueden usarlas los mayores de 18 años."
INTER = "El intercambio de idiomas del bar La Tertulia se celebra todos los jueves de 20:00 a 22:00. Durante la primera hora se habla en español y durante la segunda, en inglés. La entrada es gratuita, aunque se pide consumir al menos una bebida. Suelen acudir unas 30 personas."
COOP = "La cooperativa de consumo El Granero cobra una cuota de alta de 30 € que se paga una sola vez. Los socios tienen un 8 % de descuento en todos los productos, excepto en las bebidas alcohólicas. La asamblea general se celebra cada año en el mes de abril."
BALNEARIO = "El Hotel Balneario Aguas Claras abre su circuito termal de 8:00 a 21:00 todos los días. Los huéspedes del hotel entran gratis y los visitantes externos pagan 25 € por una sesión de dos horas. Los menores de 16 años no pueden acceder a la zona de saunas. Los masajes deben reservarse con al menos un día de antelación."
VET = "En la Clínica Veterinaria San Roque, los cachorros reciben la primera vacuna a las 6 semanas y la segunda a las 9 semanas. La vacuna de la rabia se pone a partir de los 3 meses y cuesta 35 €. Tras cada vacuna, conviene no bañar al cachorro durante 5 días."

# fmt: off
FAITHFULNESS: list[Case] = [
    # paráfrasis y formatos fieles
    w.faith("es-ae-001", "para.reorder", "¿Cuándo es el intercambio de idiomas?", "Todos los jueves, de 20:00 a 22:00, se celebra el intercambio de idiomas del bar La Tertulia.", INTER, True),
    w.faith("es-ae-002", "para.passive", "¿Con cuánta antelación hay que pedir un masaje?", "Hay que reservar los masajes con un día de antelación como mínimo.", BALNEARIO, True),
    w.faith("es-ae-003", "para.synonym", "¿Cada cuánto se paga la cuota de alta?", "La cuota de alta, de 30 €, se abona una única vez.", COOP, True),
    w.faith("es-ae-004", "para.relative", "¿Cuántas bicicletas tiene BiciValle?", "BiciValle, que tiene 85 estaciones en Valladolid, ofrece 950 bicicletas.", BICI, True),
    w.faith("es-ae-005", "fmt.time", "¿A qué hora es el intercambio?", "El intercambio empieza a las ocho de la tarde y termina a las diez de la noche.", INTER, True),
    w.faith("es-ae-006", "fmt.share", "¿Cuánto tiempo se habla en cada idioma?", "La mitad de la sesión se habla en español y la otra mitad en inglés.", INTER, True),
    w.faith("es-ae-007", "fmt.currency", "¿Cuánto cuesta pasarse de la media hora gratis?", "Después de la primera media hora, cada media hora extra cuesta 60 céntimos.", BICI, True),
    w.faith("es-ae-008", "para.except", "¿En qué productos tienen descuento los socios?", "Salvo las bebidas alcohólicas, todos los productos tienen un 8 % de descuento para los socios.", COOP, True),
    w.faith("es-ae-009", "wrap.opener", "¿Cuánto cuesta la vacuna de la rabia?", "¡Claro! La vacuna de la rabia cuesta 35 €.", VET, True),
    w.faith("es-ae-010", "wrap.closer", "¿Mi hijo de 12 años puede entrar en las saunas?", "Los menores de 16 años no pueden entrar en la zona de saunas. ¡Espero que te sirva!", BALNEARIO, True),
    # un error claro
    w.faith("es-ae-011", "value.number", "¿Cuántas bicicletas hay?", "BiciValle cuenta con 590 bicicletas repartidas en 85 estaciones.", BICI, False),
    w.faith("es-ae-012", "value.time", "¿Qué horario tiene el circuito termal?", "El circuito termal abre de 9:00 a 21:00 todos los días.", BALNEARIO, False),
    w.faith("es-ae-013", "value.date", "¿Cuándo es la asamblea general?", "La asamblea general de El Granero se celebra cada año en mayo.", COOP, False),
    w.faith("es-ae-014", "role.swap", "¿En qué idioma se habla primero?", "En la primera hora se habla en inglés y en la segunda, en español.", INTER, False),
    w.faith("es-ae-015", "negation", "¿Hay que pagar entrada en el intercambio?", "Sí, la entrada no es gratuita.", INTER, False),
    w.faith("es-ae-016", "antonym", "¿Quién no puede entrar en las saunas?", "Los mayores de 16 años no pueden acceder a la zona de saunas.", BALNEARIO, False),
    w.faith("es-ae-017", "modality", "¿Es obligatorio reservar los masajes?", "Los masajes pueden reservarse con antelación, pero no es obligatorio.", BALNEARIO, False),
    w.faith("es-ae-018", "quantifier", "¿Quién puede usar las bicicletas eléctricas?", "Cualquier usuario puede usar las bicicletas eléctricas.", BICI, False),
    w.faith("es-ae-019", "direction", "¿Cuándo se pone la vacuna de la rabia?", "La vacuna de la rabia se pone antes de los 3 meses.", VET, False),
    w.faith("es-ae-020", "added.fact", "¿Qué ventajas tienen los socios?", "Los socios tienen un 8 % de descuento en todo salvo en las bebidas alcohólicas, y además reciben una revista mensual.", COOP, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ae-021", "refusal.plain", "¿El balneario tiene aparcamiento?", "Lo siento, no lo sé.", BALNEARIO, True),
    w.refusal("es-ae-022", "refusal.context", "¿Cuánto cuesta una cerveza en La Tertulia?", "La información disponible no indica el precio de las bebidas en La Tertulia, así que no puedo responder.", INTER, True),
    w.refusal("es-ae-023", "refusal.hedged", "¿Cuándo se pone la segunda vacuna?", "Si no me equivoco, la segunda vacuna se pone a las 9 semanas.", VET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ae-024", "correct.wordy", "¿Cuánto cuesta el abono anual de BiciValle?", "Si quieres usar BiciValle todo el año, el abono anual te sale por 40 euros.", "40 €.", True),
    w.correct("es-ae-025", "correct.wordy", "¿En qué mes se celebra la asamblea de El Granero?", "La asamblea general de la cooperativa El Granero tiene lugar una vez al año, en el mes de abril.", "En abril.", True),
    w.correct("es-ae-026", "correct.short", "¿Cuántas personas suelen ir al intercambio?", "Unas 30.", "Suelen acudir unas 30 personas.", True),
    w.correct("es-ae-027", "wrong.value", "¿Cuánto pagan los visitantes externos por el circuito termal?", "Pagan 45 € por una sesión de dos horas.", "25 € por una sesión de dos horas.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ae-028", "relevant.direct", "¿Cuántas estaciones tiene BiciValle?", "Hay 85 repartidas por Valladolid.", BICI, True),
    w.relevant("es-ae-029", "relevant.direct", "¿Cuándo le toca al cachorro la primera vacuna?", "A las 6 semanas de vida.", VET, True),
    w.relevant("es-ae-030", "relevant.direct", "¿Qué precio tiene hacerse socio de El Granero?", "30 €, y se pagan una sola vez.", COOP, True),
    w.relevant("es-ae-031", "relevant.yesno", "¿Pueden entrar los niños de 12 años en las saunas?", "No, los menores de 16 no pueden.", BALNEARIO, True),
    w.relevant("es-ae-032", "offtopic.true", "¿A qué hora empieza el intercambio de idiomas?", "Suelen acudir unas 30 personas.", INTER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ae-033", "diag.pass", "¿Qué descuento tienen los socios de El Granero?", "Los socios tienen un 8 % de descuento en todo, excepto en las bebidas alcohólicas.", {"cooperativa": COOP, "bici": BICI}, ("cooperativa",), "pass"),
    w.diag("es-ae-034", "diag.missed", "¿A qué hora cierra el circuito termal?", "Lo siento, en los documentos no aparece el horario del circuito termal.", {"intercambio": INTER, "veterinaria": VET}, ("balneario",), "fix_retrieval"),
    w.diag("es-ae-035", "diag.correct_refusal", "¿Cuál es el teléfono de la Clínica Veterinaria San Roque?", "Los documentos no incluyen el teléfono de la clínica, así que no puedo dártelo.", {"veterinaria": VET}, (), "correct_refusal"),
    w.diag("es-ae-036", "diag.unfaithful", "¿Cuánto cuesta la vacuna de la rabia?", "La vacuna de la rabia cuesta 53 €.", {"veterinaria": VET}, ("veterinaria",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
