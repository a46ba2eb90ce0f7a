# ruff: noqa: E501
"""Fresh set Q, Spanish: Spanish formats (9:30, 1,4 pulgadas, 25 %, 45 €)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

RESTAURANT = (
    "Cazo Verde es un restaurante vegano situado en la calle del Molino, 14. "
    "Abre de miércoles a domingo, de 12:00 a 22:00, y cierra lunes y martes. "
    "Todos los platos están libres de frutos secos, excepto el bol satay. "
    "Las reservas para grupos de más de 8 personas deben hacerse por teléfono."
)
TRACKER = (
    "La pulsera de actividad Pulso Band 3 pesa 28 g y tiene una pantalla de 1,4 pulgadas. "
    "La batería dura hasta 12 días con una sola carga, y la carga completa tarda unas 2 horas. "
    "Es resistente al agua hasta 50 metros y se puede usar para nadar."
)
SKI = (
    "La escuela de esquí Pinzón de Nieve, en Valbrún, ofrece clases en grupo para niños de 5 a 12 años. "
    "Una clase de medio día dura 3 horas y cuesta 45 €. "
    "Las clases empiezan a las 9:30 junto al telesilla Edelweiss. "
    "Las clases particulares deben reservarse con al menos 48 horas de antelación."
)
BREWERY = (
    "La cervecería familiar Olmedo fue fundada en 1874 por José Olmedo en Tudela. "
    "En 1921, su hija Marta se hizo cargo de la cervecería. "
    "En 1968, la familia Olmedo vendió la cervecería al grupo Cervemar."
)
BOX = (
    "Raíz Bio reparte cajas de verduras ecológicas cada jueves. "
    "La caja pequeña, para 1 o 2 personas, cuesta 24 € y la grande, 39 €. "
    "El 25 % de las verduras procede de la huerta propia de la cooperativa; el resto, de granjas vecinas. "
    "Los pedidos se pueden cambiar hasta el lunes a las 18:00."
)
LOCKER = (
    "Los casilleros PaqueBox guardan cada paquete durante 72 horas después de la entrega. "
    "Después, el paquete se devuelve al remitente. "
    "El peso máximo por paquete es de 20 kg. "
    "El casillero se abre con un código de seis cifras que llega por SMS."
)
AUDIO = (
    "El Museo de Historia Marítima ofrece una audioguía en seis idiomas. "
    "La audioguía está incluida en la entrada para adultos, pero cuesta 3 € para estudiantes. "
    "El recorrido completo tiene 42 paradas y dura unos 90 minutos. "
    "La próxima visita nocturna será el 14 de marzo."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-q-001", "para.part", "¿Qué ofrece la escuela de esquí Pinzón de Nieve?", "La escuela Pinzón de Nieve ofrece clases en grupo para niños de 5 a 12 años.", SKI, True),
    w.faith("es-q-002", "fmt.share", "¿De dónde vienen las verduras de Raíz Bio?", "Una cuarta parte de las verduras viene de la huerta propia de la cooperativa y el resto, de granjas vecinas.", BOX, True),
    w.faith("es-q-003", "fmt.unit", "¿Cuánto puede pesar un paquete como máximo?", "Cada paquete puede pesar como máximo 20.000 g.", LOCKER, True),
    w.faith("es-q-004", "wrap.question", "¿Cuándo abre Cazo Verde?", "Cazo Verde abre de miércoles a domingo, de 12:00 a 22:00. ¿Quieres que te explique también cómo reservar para un grupo?", RESTAURANT, True),
    w.faith("es-q-005", "para.synonym", "¿Cuánto dura la batería de la Pulso Band 3?", "La batería aguanta hasta 12 días con una sola carga.", TRACKER, True),
    w.faith("es-q-006", "fmt.date", "¿Cuándo es la próxima visita nocturna?", "La próxima visita nocturna será el 14/3.", AUDIO, True),
    w.faith("es-q-007", "para.reorder", "¿A qué hora y dónde empiezan las clases?", "Junto al telesilla Edelweiss, a las 9:30, empiezan las clases.", SKI, True),
    w.faith("es-q-008", "antonym", "¿Abre Cazo Verde los lunes?", "Sí, Cazo Verde abre los lunes y los martes.", RESTAURANT, False),
    w.faith("es-q-009", "added.entity", "¿Quién fundó la cervecería Olmedo?", "La cervecería Olmedo fue fundada en 1874 en Tudela por José Olmedo y su socio Andrés Ruiz.", BREWERY, False),
    w.faith("es-q-010", "mixed", "¿Cuánto dura y cuánto cuesta una clase de medio día?", "Una clase de medio día dura 3 horas y cuesta 55 €.", SKI, False),
    w.faith("es-q-011", "value.date", "¿Cuándo es la próxima visita nocturna del museo?", "La próxima visita nocturna será el 14 de mayo.", AUDIO, False),
    w.faith("es-q-012", "value.except", "¿Qué plato lleva frutos secos?", "Todos los platos están libres de frutos secos, excepto el curry de tofu.", RESTAURANT, False),
    w.faith("es-q-013", "value.unit", "¿Hasta qué profundidad es resistente al agua la pulsera?", "Es resistente al agua hasta 50 pies.", TRACKER, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-q-014", "refusal.context", "¿Tiene terraza Cazo Verde?", "Los documentos proporcionados no mencionan si Cazo Verde tiene terraza.", RESTAURANT, True),
    w.refusal("es-q-015", "refusal.hedged", "¿Cuánto tarda en cargarse la pulsera?", "No estoy del todo seguro, pero parece que la carga completa tarda unas 2 horas.", TRACKER, False),
    w.refusal("es-q-016", "refusal.partial", "¿Cuánto tiempo guardan el paquete y cuánto cuesta el servicio?", "El casillero guarda el paquete durante 72 horas después de la entrega. Sobre el precio del servicio, los documentos no dicen nada.", LOCKER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-q-017", "correct.wordy", "¿Cuántas paradas tiene el recorrido de la audioguía?", "El recorrido completo de la audioguía del Museo de Historia Marítima incluye en total 42 paradas, y recorrerlas todas lleva unos 90 minutos.", "El recorrido tiene 42 paradas.", True),
    w.correct("es-q-018", "wrong.echo", "¿Qué día reparte Raíz Bio las cajas?", "Raíz Bio reparte sus cajas de verduras ecológicas el día de reparto establecido.", "Raíz Bio reparte las cajas cada jueves.", False),
    w.correct("es-q-019", "wrong.role", "¿A quién vendió la familia Olmedo la cervecería?", "En 1968, el grupo Cervemar vendió la cervecería a la familia Olmedo.", "En 1968, la familia Olmedo vendió la cervecería al grupo Cervemar.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-q-020", "relevant.direct", "¿Qué tamaño tiene la pantalla?", "Mide 1,4 pulgadas.", TRACKER, True),
    w.relevant("es-q-021", "offtopic.true", "¿Cuánto cuesta la caja grande?", "Los pedidos se pueden cambiar hasta el lunes a las 18:00.", BOX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-q-022", "diag.unfaithful", "¿Con cuánta antelación hay que reservar una clase particular?", "Las clases particulares deben reservarse con al menos 24 horas de antelación.", {"ski-1": SKI}, ("ski-1",), "fix_generation"),
    w.diag("es-q-023", "diag.refused", "¿Cuánto pesa la pulsera Pulso Band 3?", "Lo siento, no encuentro el peso de la pulsera en la información disponible.", {"track-1": TRACKER, "rest-1": RESTAURANT}, ("track-1",), "fix_generation"),
    w.diag("es-q-024", "diag.correct_refusal", "¿Tiene PaqueBox casilleros en Valencia?", "La información disponible no indica dónde hay casilleros de PaqueBox, así que no puedo responder.", {"locker-1": LOCKER}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
