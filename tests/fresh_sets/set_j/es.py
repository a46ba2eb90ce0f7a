"""Fresh set J, Spanish: ice rink, camping, boat rental, licence fee, piano tuner, tax
firm, publisher, car inspection (ITV) and gallery documents."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ICE_RINK = (
    "La pista de hielo Polar abre todos los días excepto los lunes, de 10:00 a 22:00. "
    "La entrada cuesta 9 € e incluye el alquiler de patines. "
    "Los menores de 12 años deben llevar casco."
)
CAMPING = (
    "El camping Los Almendros dispone de 200 parcelas, la mitad de ellas con sombra. "
    "La parcela cuesta 32 € por noche para dos personas. "
    "El horario de silencio es de 23:00 a 8:00. "
    "No se admiten perros de más de 20 kg."
)
BOATS = (
    "Náutica Bahía alquila barcos sin licencia por 120 € la media jornada de cuatro horas. "
    "Cada barco admite un máximo de cinco personas. "
    "Se exige una fianza de 300 €. "
    "El combustible no está incluido en el precio."
)
LICENCE = (
    "La tasa anual de la Radiotelevisión Pública de Valdoria es de 96 € por hogar. "
    "Puede pagarse en un único pago o en cuatro plazos trimestrales de 24 €. "
    "En total, la tasa recauda unos 48 millones de euros al año. "
    "Los hogares en los que todos los miembros tienen más de 75 años están exentos."
)
PIANO = (
    "El afinador Luis Ortega afina pianos en Sevilla y alrededores. "
    "Una afinación estándar cuesta 90 € y dura unos 75 minutos. "
    "Recomienda afinar el piano una vez al año."
)
TAX = (
    "La asesoría fiscal Ramos y Vidal cobra 70 € por la declaración de la renta individual. "
    "Los clientes deben entregar la documentación antes del 15 de junio. "
    "La oficina abre de lunes a viernes, de 9:00 a 14:00."
)
PUBLISHER = (
    "La editorial Alba Roja fue fundada en 1946 en Barcelona por Teresa Camps. "
    "En 1988 se fusionó con Ediciones Sur. "
    "En 2011 fue adquirida por el grupo Mirador."
)
CAR_CHECK = (
    "La estación de ITV de Alcorcón inspecciona turismos y motocicletas. "
    "La inspección de un turismo de gasolina cuesta 45,50 € y dura unos 20 minutos. "
    "Los turismos con más de 10 años deben pasar la ITV cada año."
)
GALLERY = (
    "La galería Luz del Norte expone obras de artistas locales. "
    "Abre de miércoles a domingo, de 11:00 a 20:00. "
    "La entrada general cuesta 6 € y es gratuita los domingos. "
    "Las visitas guiadas deben reservarse con una semana de antelación."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("es-j-001", "para.passive", "¿Quién fundó la editorial Alba Roja?", "Teresa Camps fundó la editorial Alba Roja en Barcelona en 1946.", PUBLISHER, True),
    w.faith("es-j-002", "para.nominal", "¿Hasta cuándo puedo entregar mis papeles?", "La entrega de la documentación por parte de los clientes debe hacerse antes del 15 de junio.", TAX, True),
    w.faith("es-j-003", "para.relative", "¿Cuánto cuesta una afinación?", "Luis Ortega, que afina pianos en Sevilla y alrededores, cobra 90 € por una afinación estándar.", PIANO, True),
    w.faith("es-j-004", "fmt.share", "¿Cuántas parcelas tienen sombra?", "El 50 % de las 200 parcelas tiene sombra.", CAMPING, True),
    w.faith("es-j-005", "fmt.time", "¿Cuál es el horario de la pista?", "La pista de hielo Polar abre todos los días excepto los lunes, de las 10 de la mañana a las 10 de la noche.", ICE_RINK, True),
    w.faith("es-j-006", "fmt.period", "¿Con cuánta antelación hay que reservar una visita guiada?", "Las visitas guiadas deben reservarse con siete días de antelación.", GALLERY, True),
    w.faith("es-j-007", "fmt.number", "¿Cuántas personas caben en un barco?", "Cada barco admite un máximo de 5 personas.", BOATS, True),
    w.faith("es-j-008", "fmt.currency", "¿Cuánto cuesta la tasa de la radiotelevisión?", "La tasa anual es de 96 euros por hogar.", LICENCE, True),
    w.faith("es-j-009", "fmt.scale", "¿Cuánto recauda la tasa?", "La tasa recauda unos 48.000.000 € al año.", LICENCE, True),
    w.faith("es-j-010", "wrap.opener", "¿Se puede pagar la tasa a plazos?", "¡Claro! La tasa puede pagarse en un único pago o en cuatro plazos trimestrales de 24 €.", LICENCE, True),
    w.faith("es-j-011", "wrap.question", "¿Cuánto cuesta la entrada a la galería?", "La entrada general cuesta 6 € y es gratuita los domingos. ¿Quiere que le indique también el horario?", GALLERY, True),
    w.faith("es-j-012", "para.except", "¿Qué días abre la pista de hielo?", "Salvo los lunes, la pista de hielo Polar abre todos los días de 10:00 a 22:00.", ICE_RINK, True),
    # one clear error each
    w.faith("es-j-013", "value.number", "¿Cuánto dura una afinación?", "Una afinación estándar cuesta 90 € y dura unos 45 minutos.", PIANO, False),
    w.faith("es-j-014", "value.date", "¿Cuál es el plazo para entregar la documentación?", "Los clientes deben entregar la documentación antes del 15 de julio.", TAX, False),
    w.faith("es-j-015", "value.unit", "¿Puedo llevar a mi perro?", "No se admiten perros de más de 20 libras.", CAMPING, False),
    w.faith("es-j-016", "role.swap", "¿Qué pasó con Alba Roja en 2011?", "En 2011, Alba Roja adquirió el grupo Mirador.", PUBLISHER, False),
    w.faith("es-j-017", "modality", "¿Cada cuánto hay que pasar la ITV con un coche de 12 años?", "Los turismos con más de 10 años pueden pasar la ITV cada año si lo desean, pero no es obligatorio.", CAR_CHECK, False),
    w.faith("es-j-018", "quantifier", "¿Qué coches tienen que pasar la ITV cada año?", "Todos los turismos deben pasar la ITV cada año.", CAR_CHECK, False),
    w.faith("es-j-019", "direction", "¿Cuándo hay que entregar la documentación?", "Los clientes deben entregar la documentación después del 15 de junio.", TAX, False),
    w.faith("es-j-020", "mixed", "¿Cuánto cuesta alquilar un barco y qué fianza piden?", "Náutica Bahía alquila barcos sin licencia por 120 € la media jornada y exige una fianza de 500 €.", BOATS, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-j-021", "refusal.plain", "¿Tiene la galería cafetería?", "No lo sé.", GALLERY, True),
    w.refusal("es-j-022", "refusal.long", "¿Ofrece Náutica Bahía cursos de vela?", "Gracias por su consulta. He revisado la información disponible sobre Náutica Bahía, que incluye el precio del alquiler de barcos sin licencia, el número máximo de personas por barco, la fianza y el combustible, pero no aparece ninguna referencia a cursos de vela. Por eso no puedo responder a su pregunta. Le recomiendo ponerse en contacto directamente con la empresa.", BOATS, True),
    w.refusal("es-j-023", "refusal.hedged", "¿Cuánto cuesta la entrada a la pista?", "No estoy del todo seguro, pero según la información la entrada cuesta 9 € e incluye el alquiler de patines.", ICE_RINK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-j-024", "correct.wordy", "¿Con qué editorial se fusionó Alba Roja en 1988?", "Según la historia de la editorial, en 1988 Alba Roja se fusionó con Ediciones Sur, un paso importante en su trayectoria.", "Con Ediciones Sur.", True),
    w.correct("es-j-025", "correct.format", "¿Cuánto dura una afinación estándar?", "Una hora y cuarto, aproximadamente.", "Unos 75 minutos.", True),
    w.correct("es-j-026", "wrong.echo", "¿Cuánto cobra Ramos y Vidal por la declaración de la renta?", "Quiere saber cuánto cobra Ramos y Vidal por la declaración de la renta.", "70 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-j-027", "relevant.direct", "¿Qué dinero tengo que dejar de garantía?", "300 €.", BOATS, True),
    w.relevant("es-j-028", "offtopic.true", "¿A qué hora abre la galería?", "La galería Luz del Norte expone obras de artistas locales.", GALLERY, False),
    w.relevant("es-j-029", "offtopic.other", "¿Cuánto cuesta una parcela para dos personas?", "La asesoría Ramos y Vidal abre de lunes a viernes, de 9:00 a 14:00.", CAMPING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-j-030", "diag.pass", "¿Están exentos los hogares de mayores de 75 años?", "Sí, los hogares en los que todos los miembros tienen más de 75 años están exentos.", {"licence-1": LICENCE, "piano-1": PIANO}, ("licence-1",), "pass"),
    w.diag("es-j-031", "diag.unfaithful", "¿Cuál es el horario de silencio del camping?", "El horario de silencio es de 22:00 a 7:00.", {"camping-1": CAMPING}, ("camping-1",), "fix_generation"),
    w.diag("es-j-032", "diag.missed", "¿Cada cuánto recomienda Luis Ortega afinar el piano?", "Lo siento, no encuentro esa información en los documentos.", {"gallery-1": GALLERY, "boats-1": BOATS}, ("piano-1",), "fix_retrieval"),
    w.diag("es-j-033", "diag.correct_refusal", "¿La pista de hielo ofrece clases de patinaje?", "Los documentos no indican si la pista ofrece clases de patinaje.", {"ice-1": ICE_RINK}, (), "correct_refusal"),
    w.diag("es-j-034", "diag.should_refuse", "¿Hay piscina en el camping Los Almendros?", "Sí, el camping tiene una piscina abierta de junio a septiembre.", {"camping-1": CAMPING}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
