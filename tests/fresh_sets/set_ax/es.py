"""Spanish cases of set AX: a climbing gym, a municipal archive, a wedding estate and a night
bus line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

ROCODROMO = (
    "El rocódromo Vertical Sur tiene 210 bloques y 30 vías de cuerda. "
    "La entrada de un día cuesta 12 euros y el bono de diez entradas, 100 euros. "
    "Quienes escalen por primera vez deben hacer un cursillo de seguridad de 45 minutos antes de usar las cuerdas. "
    "El rocódromo cierra el primer lunes de cada mes para cambiar las presas."
)
ARCHIVO = (
    "El Archivo Municipal de Villaseca conserva unos 3,5 millones de documentos, y el más antiguo es de 1493. "
    "La sala de consulta abre de lunes a viernes, de 8:00 a 14:30. "
    "Para consultar los fondos hace falta un carné de investigador, que es gratuito y vale un año. "
    "La archivera jefa, Lucía Morales, dirige el archivo desde 2015."
)
FINCA = (
    "La finca El Olivar celebra bodas de hasta 200 invitados en su jardín. "
    "El alquiler cuesta 6.000 euros los sábados y 4.200 euros entre semana. "
    "La música debe terminar a las 2:00 de la madrugada. "
    "Para reservar la fecha se paga una señal del 25 % del alquiler."
)
BUHO = (
    "El autobús nocturno N3 une la Plaza Mayor con el barrio de Los Almendros cada 15 minutos, desde las 23:30 hasta las 5:30. "
    "El billete sencillo cuesta 1,50 euros, y los menores de 4 años viajan gratis. "
    "En septiembre de 2023 el recorrido se amplió 1,8 kilómetros hasta el nuevo hospital. "
    "Desde entonces, el número de viajeros de fin de semana ha subido alrededor de un 10 %."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ax-001", "para.passive", "¿Quién dirige el archivo?", "El archivo está dirigido desde 2015 por la archivera jefa, Lucía Morales.", ARCHIVO, True),
    w.faith("es-ax-002", "para.synonym", "¿Qué tienen que hacer los que escalan por primera vez?", "Están obligados a realizar un cursillo de seguridad de 45 minutos antes de utilizar las cuerdas.", ROCODROMO, True),
    w.faith("es-ax-003", "para.reorder", "¿Cuánto cuesta alquilar la finca?", "Entre semana, el alquiler cuesta 4.200 euros, y los sábados, 6.000 euros.", FINCA, True),
    w.faith("es-ax-004", "fmt.scale", "¿Cuántos documentos conserva el archivo?", "Unos 3.500.000 documentos.", ARCHIVO, True),
    w.faith("es-ax-005", "fmt.time", "¿A qué hora tiene que acabar la música?", "A las dos de la madrugada.", FINCA, True),
    w.faith("es-ax-006", "fmt.share", "¿De cuánto es la señal para reservar?", "Una cuarta parte del alquiler.", FINCA, True),
    w.faith("es-ax-007", "fmt.period", "¿Cada cuánto pasa el N3?", "Cuatro veces por hora.", BUHO, True),
    w.faith("es-ax-008", "fmt.unit", "¿Cuánto se amplió el recorrido del N3?", "Se amplió 1800 metros.", BUHO, True),
    w.faith("es-ax-009", "fmt.range", "¿Cuál es el horario de la sala de consulta?", "De lunes a viernes, 8:00–14:30.", ARCHIVO, True),
    w.faith("es-ax-010", "wrap.attribution", "¿Cuánto cuesta el carné de investigador?", "Según la información disponible, el carné de investigador es gratuito y vale un año.", ARCHIVO, True),
    w.faith("es-ax-011", "wrap.opener", "¿Cuántas vías de cuerda tiene el rocódromo?", "¡Claro! Vertical Sur tiene 30 vías de cuerda.", ROCODROMO, True),
    # single clear errors
    w.faith("es-ax-012", "value.number", "¿Cuántos bloques tiene el rocódromo?", "Tiene 120 bloques.", ROCODROMO, False),
    w.faith("es-ax-013", "value.time", "¿A qué hora empieza a circular el N3?", "Empieza a circular a las 22:30.", BUHO, False),
    w.faith("es-ax-014", "value.currency", "¿Cuánto cuesta el bono de diez entradas?", "El bono de diez entradas cuesta 120 euros.", ROCODROMO, False),
    w.faith("es-ax-015", "negation", "¿Es gratuito el carné de investigador?", "No, el carné de investigador no es gratuito.", ARCHIVO, False),
    w.faith("es-ax-016", "antonym", "¿De cuándo es el documento más antiguo del archivo?", "El documento más reciente del archivo es de 1493.", ARCHIVO, False),
    w.faith("es-ax-017", "direction", "¿Cómo ha cambiado el número de viajeros de fin de semana?", "Ha bajado alrededor de un 10 %.", BUHO, False),
    w.faith("es-ax-018", "quantifier", "¿Quién tiene que hacer el cursillo de seguridad?", "Todos los escaladores deben hacer el cursillo de seguridad antes de usar las cuerdas.", ROCODROMO, False),
    w.faith("es-ax-019", "added.entity", "¿Quién dirige el archivo?", "Lo dirigen desde 2015 Lucía Morales y su adjunto, Andrés Vidal.", ARCHIVO, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ax-020", "refusal.context", "¿Se pueden alquilar pies de gato en el rocódromo?", "El texto no menciona si el rocódromo alquila pies de gato, así que no puedo responder.", ROCODROMO, True),
    w.refusal("es-ax-021", "refusal.plain", "¿Tiene aparcamiento la finca El Olivar?", "Lo siento, no dispongo de esa información.", FINCA, True),
    w.refusal("es-ax-022", "refusal.hedged", "¿Cuánto cuesta el billete sencillo del N3?", "No estoy del todo seguro, pero parece que el billete sencillo cuesta 1,50 euros.", BUHO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ax-023", "correct.wordy", "¿Cuándo cierra el rocódromo?", "Vertical Sur no abre el primer lunes de cada mes, porque ese día se dedica a cambiar las presas.", "El primer lunes de cada mes.", True),
    w.correct("es-ax-024", "correct.wordy", "¿Cuántos invitados caben en la finca?", "En el jardín de El Olivar se pueden celebrar bodas con un máximo de 200 invitados.", "Hasta 200 invitados.", True),
    w.correct("es-ax-025", "correct.format", "¿Hasta qué hora abre la sala de consulta?", "Hasta las dos y media de la tarde.", "Hasta las 14:30.", True),
    w.correct("es-ax-026", "wrong.value", "¿Cuánto tiempo vale el carné de investigador?", "Vale cinco años.", "Un año.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ax-027", "relevant.direct", "¿Qué precio tiene la entrada de un día?", "Son 12 euros.", ROCODROMO, True),
    w.relevant("es-ax-028", "relevant.direct", "¿Hasta dónde llega ahora el N3?", "Hasta el nuevo hospital.", BUHO, True),
    w.relevant("es-ax-029", "relevant.direct", "¿Cuántas personas pueden asistir a una boda en El Olivar?", "Un máximo de 200.", FINCA, True),
    w.relevant("es-ax-030", "relevant.yesno", "¿Paga billete un niño de 3 años en el N3?", "No, los menores de 4 años viajan gratis.", BUHO, True),
    w.relevant("es-ax-031", "offtopic.true", "¿A qué hora abre la sala de consulta?", "El Archivo Municipal de Villaseca conserva unos 3,5 millones de documentos.", ARCHIVO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "es-ax-032", "diag.pass", "¿Cuánto dura el cursillo de seguridad?",
        "Dura 45 minutos.",
        {
            "roco-normas": "Quienes escalen por primera vez en Vertical Sur deben hacer un cursillo de seguridad de 45 minutos antes de usar las cuerdas.",
            "roco-precios": "En Vertical Sur, la entrada de un día cuesta 12 euros y el bono de diez entradas, 100 euros.",
        },
        ("roco-normas",), "pass",
    ),
    w.diag(
        "es-ax-033", "diag.missed", "¿Cuánto cuesta el billete sencillo del N3?",
        "El billete sencillo cuesta 2 euros.",
        {
            "n3-horario": "El autobús nocturno N3 une la Plaza Mayor con el barrio de Los Almendros cada 15 minutos, desde las 23:30 hasta las 5:30.",
            "n3-recorrido": "En septiembre de 2023 el recorrido del N3 se amplió 1,8 kilómetros hasta el nuevo hospital.",
        },
        ("n3-tarifas",), "fix_retrieval",
    ),
    w.diag(
        "es-ax-034", "diag.correct_refusal", "¿Se puede celebrar una ceremonia religiosa en la finca?",
        "La información disponible no dice nada sobre ceremonias religiosas en la finca.",
        {
            "finca-precios": "El alquiler de la finca El Olivar cuesta 6.000 euros los sábados y 4.200 euros entre semana.",
            "finca-normas": "En la finca El Olivar, la música debe terminar a las 2:00 de la madrugada.",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "es-ax-035", "diag.unfaithful", "¿De cuánto es la señal para reservar la fecha?",
        "La señal es del 50 % del alquiler.",
        {
            "finca-senal": "El alquiler de la finca El Olivar cuesta 6.000 euros los sábados y 4.200 euros entre semana. Para reservar la fecha se paga una señal del 25 % del alquiler.",
        },
        ("finca-senal",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
