# ruff: noqa: E501
"""Fresh set N, Spanish: plain cases over invented organisation documents, with Spanish number,
date and currency formats."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

HUT = (
    "El refugio de Peña Blanca está a 2.100 metros de altitud y tiene 30 plazas. "
    "Abre del 1 de junio al 15 de septiembre. "
    "La cena cuesta 18 € por persona. "
    "No se admiten perros dentro del refugio."
)
PASSPORT = (
    "La oficina de expedición de pasaportes de la calle Mayor solo atiende con cita previa. "
    "Expedir un pasaporte cuesta 30 €. "
    "El solicitante debe presentar el DNI en vigor y una fotografía reciente. "
    "La oficina abre de lunes a viernes de 9:00 a 14:00."
)
PET = (
    "La peluquería canina Patitas ofrece un baño y corte completo para perros pequeños por 35 €. "
    "El servicio dura aproximadamente una hora y media. "
    "Los gatos solo se atienden los jueves. "
    "Si se cancela la cita con menos de 24 horas de antelación, se cobra el 50 % del precio."
)
STREAM = (
    "El plan Familiar de StreamSol cuesta 15,99 € al mes y permite ver contenido en cuatro pantallas a la vez. "
    "Se pueden crear hasta seis perfiles. "
    "Las descargas están disponibles en todos los planes salvo el Básico."
)
BOTTLE = (
    "Con el sistema de depósito, cada botella de plástico devuelta se reembolsa con 10 céntimos. "
    "Las botellas se pueden devolver en cualquier supermercado adherido. "
    "Las botellas aplastadas no se aceptan."
)
COURIER = (
    "Mensajería Pedal reparte paquetes en bicicleta dentro del casco urbano de Valencia. "
    "Los paquetes pueden pesar hasta 15 kg. "
    "Los pedidos realizados antes de las 12:00 se entregan el mismo día. "
    "El envío estándar cuesta 5,50 €."
)
KARAOKE = (
    "El karaoke La Voz abre de jueves a domingo, de 21:00 a 3:00. "
    "Las salas privadas admiten hasta diez personas y cuestan 25 € la hora."
)
CHARGE = (
    "La red de recarga CargaYa cuenta con 850 puntos de carga en Andalucía. "
    "La carga rápida cuesta 0,55 € por kWh. "
    "Los socios del plan Plus pagan 0,42 € por kWh y una cuota mensual de 7 €."
)
VINEYARD = (
    "La bodega Viñas Ortega fue fundada en 1948 por Tomás Ortega. "
    "En 1975, Tomás Ortega arrendó la bodega a su sobrino Luis Navarro. "
    "En 2004, Luis Navarro traspasó la bodega a su hija Lucía."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-n-001", "para.nominal", "¿Cuándo abre el refugio de Peña Blanca?", "El periodo de apertura del refugio va del 1 de junio al 15 de septiembre.", HUT, True),
    w.faith("es-n-002", "para.pronoun", "¿Cuánto cuesta un baño y corte completo en Patitas?", "Patitas lo ofrece por 35 € para perros pequeños.", PET, True),
    w.faith("es-n-003", "para.combine", "¿Qué incluye el plan Familiar de StreamSol?", "El plan Familiar permite ver contenido en cuatro pantallas a la vez y crear hasta seis perfiles.", STREAM, True),
    w.faith("es-n-004", "fmt.number", "¿Cuántas personas caben en una sala privada de La Voz?", "Las salas privadas admiten hasta 10 personas.", KARAOKE, True),
    w.faith("es-n-005", "fmt.date", "¿En qué fechas abre el refugio?", "Está abierto del 1/6 al 15/9.", HUT, True),
    w.faith("es-n-006", "fmt.currency", "¿Cuánto cuesta expedir un pasaporte?", "Expedir un pasaporte cuesta 30 euros.", PASSPORT, True),
    w.faith("es-n-007", "fmt.unit", "¿Cuánto pueden pesar los paquetes de Mensajería Pedal?", "Los paquetes pueden pesar hasta 15.000 gramos.", COURIER, True),
    w.faith("es-n-008", "fmt.share", "¿Qué pasa si cancelo la cita en Patitas con poca antelación?", "Si cancelas con menos de 24 horas de antelación, se cobra la mitad del precio.", PET, True),
    w.faith("es-n-009", "wrap.attribution", "¿Cuánto me devuelven por cada botella?", "Según la información disponible, cada botella de plástico devuelta se reembolsa con 10 céntimos.", BOTTLE, True),
    w.faith("es-n-010", "wrap.opener", "¿Qué días abre La Voz?", "¡Claro! El karaoke La Voz abre de jueves a domingo, de 21:00 a 3:00.", KARAOKE, True),
    w.faith("es-n-011", "value.date", "¿Cuándo abre el refugio de Peña Blanca?", "El refugio abre del 1 de julio al 15 de septiembre.", HUT, False),
    w.faith("es-n-012", "value.number", "¿Cuántos puntos de carga tiene CargaYa?", "CargaYa cuenta con 580 puntos de carga en Andalucía.", CHARGE, False),
    w.faith("es-n-013", "negation", "¿Se aceptan botellas aplastadas?", "Sí, las botellas aplastadas se aceptan.", BOTTLE, False),
    w.faith("es-n-014", "role.swap", "¿Quién arrendó la bodega en 1975?", "En 1975, Luis Navarro arrendó la bodega a Tomás Ortega.", VINEYARD, False),
    w.faith("es-n-015", "direction", "¿Qué pedidos entrega Mensajería Pedal el mismo día?", "Los pedidos realizados después de las 12:00 se entregan el mismo día.", COURIER, False),
    w.faith("es-n-016", "added.entity", "¿Qué documentos debo presentar para el pasaporte?", "Debes presentar el DNI en vigor, una fotografía reciente y el libro de familia.", PASSPORT, False),
    w.faith("es-n-017", "modality", "¿Necesito cita previa en la oficina de pasaportes?", "La cita previa es opcional; también puedes ir sin cita.", PASSPORT, False),
]
REFUSAL: list[Case] = [
    w.refusal("es-n-018", "refusal.plain", "¿Se puede pagar con el móvil en CargaYa?", "No lo sé.", CHARGE, True),
    w.refusal("es-n-019", "refusal.long", "¿StreamSol tiene un periodo de prueba gratuito?", "Lo siento, no he encontrado nada sobre un periodo de prueba en la documentación disponible. Los textos solo describen el precio del plan Familiar, el número de pantallas y perfiles y la disponibilidad de descargas. Te recomiendo consultar directamente con el servicio de atención al cliente de StreamSol.", STREAM, True),
    w.refusal("es-n-020", "refusal.partial", "¿Cuánto cuestan la cena y el desayuno en el refugio?", "La cena cuesta 18 € por persona. Sobre el precio del desayuno, la información disponible no dice nada.", HUT, False),
]
CORRECTNESS: list[Case] = [
    w.correct("es-n-021", "correct.wordy", "¿Cuánto cuesta el plan Familiar de StreamSol?", "¡Buena pregunta! Si te interesa el plan Familiar de StreamSol, debes saber que su precio es de 15,99 euros cada mes.", "Cuesta 15,99 € al mes.", True),
    w.correct("es-n-022", "correct.short", "¿En qué año se fundó la bodega Viñas Ortega?", "En 1948.", "Se fundó en 1948.", True),
    w.correct("es-n-023", "wrong.role", "¿A quién traspasó Luis Navarro la bodega en 2004?", "En 2004, Lucía traspasó la bodega a su padre, Luis Navarro.", "Luis Navarro traspasó la bodega a su hija Lucía.", False),
]
RELEVANCY: list[Case] = [
    w.relevant("es-n-024", "relevant.direct", "¿A qué altura está el refugio de Peña Blanca?", "A 2.100 metros.", HUT, True),
    w.relevant("es-n-025", "relevant.yesno", "¿Puedo llevar a mi perro al refugio?", "No, no se admiten.", HUT, True),
    w.relevant("es-n-026", "offtopic.other", "¿Cuánto cuesta el envío estándar de Mensajería Pedal?", "El karaoke La Voz abre de jueves a domingo.", COURIER, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("es-n-027", "diag.pass", "¿Cuánto pagan por kWh los socios del plan Plus de CargaYa?", "Los socios del plan Plus pagan 0,42 € por kWh.", {"carga-1": CHARGE, "karaoke-1": KARAOKE}, ("carga-1",), "pass"),
    w.diag("es-n-028", "diag.missed", "¿Cuánto cuesta expedir un pasaporte en la oficina de la calle Mayor?", "Lo siento, no encuentro esa información en los documentos.", {"pedal-1": COURIER, "patitas-1": PET}, ("pasaporte-1",), "fix_retrieval"),
    w.diag("es-n-029", "diag.unfaithful", "¿Qué días se atienden gatos en Patitas?", "En Patitas los gatos se atienden los lunes y los jueves.", {"patitas-1": PET}, ("patitas-1",), "fix_generation"),
    w.diag("es-n-030", "diag.should_refuse", "¿Cuántas salas privadas tiene el karaoke La Voz?", "El karaoke La Voz tiene doce salas privadas.", {"karaoke-1": KARAOKE}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
