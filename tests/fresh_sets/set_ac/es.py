"""Spanish cases of set AC: a flower shop (floristería Los Almendros), a public library
(Biblioteca Municipal de Valdeolmos) and an airport bus line (línea A1)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FLORES = (
    "La floristería Los Almendros, en la calle Mayor 21, abre todos los días excepto el domingo, de 9:00 a 20:00. "
    "Un ramo de temporada cuesta 25 euros, y el envío a domicilio dentro de la ciudad, 6 euros. "
    "Los pedidos hechos antes de las 12:00 se entregan el mismo día."
)
BIBLIO = (
    "La Biblioteca Municipal de Valdeolmos presta hasta seis libros por carné durante tres semanas, y el préstamo se puede renovar una vez por internet. "
    "Los martes por la tarde, la bibliotecaria Carmen Ruiz organiza un club de lectura para adolescentes. "
    "El acceso a internet en las salas es gratuito."
)
BUS = (
    "La línea A1 une la estación central con el aeropuerto cada 20 minutos, desde las 5:30 hasta las 23:30. "
    "El trayecto dura unos 35 minutos y el billete sencillo cuesta 4,20 euros. "
    "Los niños menores de seis años viajan gratis, y cada pasajero puede llevar una maleta grande."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fieles: paráfrasis, formatos y envoltorios
    w.faith("es-ac-001", "para.except", "¿Qué días abre la floristería?", "Abre de lunes a sábado.", FLORES, True),
    w.faith("es-ac-002", "fmt.time", "¿A qué hora cierra la floristería?", "Cierra a las ocho de la tarde.", FLORES, True),
    w.faith("es-ac-003", "para.passive", "¿Qué hace Carmen Ruiz en la biblioteca?", "El club de lectura para adolescentes de los martes por la tarde es organizado por la bibliotecaria Carmen Ruiz.", BIBLIO, True),
    w.faith("es-ac-004", "fmt.period", "¿Cuánto tiempo puedo quedarme los libros?", "El préstamo dura 21 días.", BIBLIO, True),
    w.faith("es-ac-005", "para.synonym", "¿Cuánto cuesta usar internet en la biblioteca?", "Conectarse a internet en las salas no cuesta nada.", BIBLIO, True),
    w.faith("es-ac-006", "fmt.currency", "¿Cuánto cuesta el billete del A1?", "El billete sencillo cuesta 4,20 €.", BUS, True),
    w.faith("es-ac-007", "fmt.range", "¿En qué horario funciona el autobús del aeropuerto?", "Funciona de 5:30 a 23:30, con una salida cada 20 minutos.", BUS, True),
    w.faith("es-ac-008", "wrap.opener", "¿Puedo llevar maleta en el autobús del aeropuerto?", "¡Claro! Cada pasajero puede llevar una maleta grande.", BUS, True),
    w.faith("es-ac-009", "para.combine", "¿Cuánto me cuesta un ramo de temporada con envío a casa dentro de la ciudad?", "El ramo cuesta 25 euros, y el envío a domicilio dentro de la ciudad son 6 euros más.", FLORES, True),
    # infieles: un error claro en cada uno
    w.faith("es-ac-010", "value.number", "¿Cuántos libros puedo sacar con mi carné?", "Puedes sacar hasta ocho libros por carné.", BIBLIO, False),
    w.faith("es-ac-011", "value.time", "¿A qué hora sale el primer autobús al aeropuerto?", "El primer autobús sale a las 6:30.", BUS, False),
    w.faith("es-ac-012", "negation", "¿Se puede renovar el préstamo?", "No, el préstamo no se puede renovar.", BIBLIO, False),
    w.faith("es-ac-013", "antonym", "¿Cuándo es el club de lectura?", "El club de lectura es los martes por la mañana.", BIBLIO, False),
    w.faith("es-ac-014", "modality", "¿Hay alguna norma sobre el equipaje en el A1?", "Sí, cada pasajero tiene que llevar una maleta grande.", BUS, False),
    w.faith("es-ac-015", "quantifier", "¿Quién viaja gratis en el A1?", "Todos los niños viajan gratis en el autobús.", BUS, False),
    w.faith("es-ac-016", "direction", "¿Qué pedidos se entregan el mismo día?", "Los pedidos hechos después de las 12:00 se entregan el mismo día.", FLORES, False),
    w.faith("es-ac-017", "added.fact", "¿Cuánto dura el trayecto al aeropuerto?", "El trayecto dura unos 35 minutos y el autobús tiene wifi gratis.", BUS, False),
    w.faith("es-ac-018", "value.except", "¿Qué día cierra la floristería?", "Abre todos los días excepto el lunes.", FLORES, False),
    w.faith("es-ac-019", "role.swap", "¿Quién organiza el club de lectura?", "Los adolescentes organizan un club de lectura para la bibliotecaria Carmen Ruiz.", BIBLIO, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ac-020", "refusal.plain", "¿La floristería vende plantas de interior?", "No tengo esa información.", FLORES, True),
    w.refusal("es-ac-021", "refusal.long", "¿Hay aparcamiento en la estación central?", "Lo siento, la información de la línea A1 solo habla de los horarios, la duración del trayecto, el precio y el equipaje; no dice si hay aparcamiento en la estación central.", BUS, True),
    w.refusal("es-ac-022", "refusal.partial", "¿Cuánto cuesta el billete y se puede pagar con tarjeta?", "El billete sencillo cuesta 4,20 euros, pero no sé si se puede pagar con tarjeta.", BUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ac-023", "correct.wordy", "¿Cuánto dura el trayecto en el A1?", "Desde la estación central hasta el aeropuerto, el autobús A1 tarda aproximadamente 35 minutos, así que conviene tenerlo en cuenta.", "Unos 35 minutos.", True),
    w.correct("es-ac-024", "correct.wordy", "¿Dónde está la floristería Los Almendros?", "La encontrarás en el número 21 de la calle Mayor; abre todos los días menos el domingo.", "En la calle Mayor 21.", True),
    w.correct("es-ac-025", "correct.format", "¿Cuánto tiempo dura el préstamo de libros?", "21 días.", "Tres semanas.", True),
    w.correct("es-ac-026", "wrong.value", "¿Cada cuánto pasa el autobús A1?", "El A1 pasa cada 45 minutos.", "Cada 20 minutos.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ac-027", "relevant.direct", "¿Qué me cobran por llevar un ramo a casa?", "6 euros dentro de la ciudad.", FLORES, True),
    w.relevant("es-ac-028", "relevant.direct", "¿Quién lleva el club de lectura juvenil?", "La bibliotecaria Carmen Ruiz.", BIBLIO, True),
    w.relevant("es-ac-029", "relevant.direct", "¿Cuántos libros me dejan llevar con mi carné?", "Hasta seis.", BIBLIO, True),
    w.relevant("es-ac-030", "relevant.yesno", "¿Mi hija de cuatro años paga billete en el A1?", "No, los menores de seis años viajan gratis.", BUS, True),
    w.relevant("es-ac-031", "offtopic.true", "¿Cuánto cuesta un ramo de temporada?", "La floristería abre todos los días excepto el domingo.", FLORES, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ac-032", "diag.pass", "¿Cuánto cuesta el billete sencillo del A1?", "El billete sencillo cuesta 4,20 euros.", {"bus": BUS, "biblio": BIBLIO}, ("bus",), "pass"),
    w.diag("es-ac-033", "diag.missed", "¿Cuánto cuesta el envío a domicilio de la floristería?", "No encuentro información sobre el precio del envío a domicilio.", {"biblio": BIBLIO, "bus": BUS}, ("flores",), "fix_retrieval"),
    w.diag("es-ac-034", "diag.correct_refusal", "¿La biblioteca abre los domingos?", "La información disponible no indica si la biblioteca abre los domingos.", {"biblio": BIBLIO, "flores": FLORES}, (), "correct_refusal"),
    w.diag("es-ac-035", "diag.unfaithful", "¿Cuántos libros se pueden sacar por carné?", "Se pueden sacar hasta diez libros por carné.", {"biblio": BIBLIO, "bus": BUS}, ("biblio",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
