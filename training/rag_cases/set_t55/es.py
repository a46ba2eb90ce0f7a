"""Spanish cases of set t55: un punto limpio de Zaragoza, la licencia de vado para una
entrada de garaje, un club de pádel y un club ciclista, una empresa de paquetería y unas
taquillas inteligentes, una relojería y un taller de bicicletas, un túnel de lavado y un
lavacoches a mano."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PUNTO_LIMPIO = (
    "El Punto Limpio de Delicias, en Zaragoza, abre de martes a domingo de 8:00 a 20:00; los lunes permanece cerrado. "
    "Cada vecino puede llevar hasta 50 kg de escombros al día sin coste. "
    "Los electrodomésticos grandes se recogen a domicilio gratis llamando al 010. "
    "El encargado, Javier Lacasa, trabaja allí desde 2014."
)
VADO = (
    "La tasa anual del vado es de 120 €, y la placa oficial cuesta 35 € más. "
    "El Ayuntamiento resuelve la solicitud en un plazo máximo de dos meses. "
    "La placa debe colocarse en un lugar visible de la puerta."
)
PADEL = (
    "El Club de Pádel Ebro se fundó en 1998 y en 2009 se trasladó a las instalaciones del Parque Grande. "
    "La cuota mensual es de 45 € para adultos y de 25 € para menores de 16 años. "
    "La entrenadora Lucía Gimeno dirige la escuela infantil los sábados por la mañana, y Raúl Pardo imparte las clases de adultos los miércoles por la tarde."
)
CICLISTA = (
    "El Club Ciclista Moncayo sale todos los domingos a las 8:30 desde la plaza del Pilar. "
    "Las rutas tienen entre 60 y 90 km. "
    "El casco es obligatorio, y se recomienda llevar luz trasera. "
    "El presidente del club es Ángel Sanz."
)
PAQUETERIA = (
    "RápidoEnvío reparte en Zaragoza de lunes a viernes. "
    "Enviar un paquete de hasta 2 kg cuesta 4,50 €, y uno de 2 a 10 kg, 7,95 €. "
    "Los envíos entregados antes de las 13:00 llegan al día siguiente a cualquier capital de provincia peninsular."
)
TAQUILLAS = (
    "Las taquillas inteligentes de la estación Delicias funcionan las 24 horas. "
    "El paquete se guarda durante cinco días; después se devuelve al remitente. "
    "El código de recogida llega por SMS y por correo electrónico."
)
RELOJERIA = (
    "La Relojería Ferrer, en la calle Alfonso I, la abrió Manuel Ferrer en 1962; desde 2017 la lleva su nieto Pablo. "
    "Cambiar la pila de un reloj cuesta 8 € y se hace al momento. "
    "Las reparaciones tienen tres meses de garantía."
)
BICIS = (
    "Bicicletas Cierzo hace revisiones básicas por 35 € y completas por 70 €. "
    "Las bicis que se dejan antes de las 11:00 suelen estar listas por la tarde. "
    "El taller cierra los domingos y los lunes por la mañana."
)
TUNEL = (
    "El túnel de lavado AutoBrillo, en la avenida de Navarra, abre todos los días de 8:00 a 22:00. "
    "El lavado básico cuesta 7 € y el completo con encerado, 12 €. "
    "Los vehículos no pueden superar los 2,20 m de altura."
)
LAVACOCHES = (
    "En Lavacoches Sara, un lavado integral a mano cuesta 40 € y tarda unas dos horas. "
    "Es necesario pedir cita con al menos un día de antelación. "
    "Sara Moreno abrió el negocio en 2019 con su hermano Iván."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t55-001", "para.except", "¿Puedo ir al Punto Limpio un lunes?", "No, el lunes es el único día en que el Punto Limpio de Delicias está cerrado.", PUNTO_LIMPIO, True),
    w.faith("es-t55-002", "fmt.time", "¿Qué horario tiene el Punto Limpio?", "Abre de martes a domingo, de 8 de la mañana a 8 de la tarde.", PUNTO_LIMPIO, True),
    w.faith("es-t55-003", "fmt.number", "¿Cuántos escombros puedo llevar gratis?", "Cada vecino puede llevar hasta cincuenta kilos de escombros al día sin pagar nada.", PUNTO_LIMPIO, True),
    w.faith("es-t55-004", "para.passive", "¿Cómo me deshago de una lavadora vieja?", "Si llamas al 010, te recogen gratis los electrodomésticos grandes en tu domicilio.", PUNTO_LIMPIO, True),
    w.faith("es-t55-005", "fmt.currency", "¿Cuánto es la tasa del vado?", "La tasa anual del vado es de ciento veinte euros.", VADO, True),
    w.faith("es-t55-006", "para.nominal", "¿Cuánto tardan en darme el vado?", "La resolución de la solicitud por parte del Ayuntamiento tarda como máximo dos meses.", VADO, True),
    w.faith("es-t55-007", "para.synonym", "¿Dónde tengo que poner la placa?", "Tienes que colocar la placa en un sitio bien visible de la puerta.", VADO, True),
    w.faith("es-t55-008", "para.combine", "¿Desde cuándo existe el club y dónde está?", "El Club de Pádel Ebro nació en 1998 y desde 2009 está en las instalaciones del Parque Grande.", PADEL, True),
    w.faith("es-t55-009", "para.pronoun", "¿Quién lleva la escuela infantil?", "Lucía Gimeno; ella dirige la escuela infantil los sábados por la mañana.", PADEL, True),
    w.faith("es-t55-010", "wrap.opener", "¿Cuánto paga un chico de 12 años?", "¡Buena pregunta! Los menores de 16 años pagan una cuota de 25 € al mes.", PADEL, True),
    w.faith("es-t55-011", "fmt.time", "¿A qué hora salen los del club ciclista?", "Salen cada domingo a las ocho y media de la mañana desde la plaza del Pilar.", CICLISTA, True),
    w.faith("es-t55-012", "fmt.range", "¿Qué distancia tienen las rutas?", "Las rutas son de 60–90 km.", CICLISTA, True),
    w.faith("es-t55-013", "para.combine", "¿Qué equipo necesito para salir con el club?", "El casco es imprescindible, y además se aconseja llevar luz trasera.", CICLISTA, True),
    w.faith("es-t55-014", "fmt.unit", "¿Cuánto cuesta enviar un paquete pequeño?", "Los paquetes de hasta 2000 g cuestan 4,50 €.", PAQUETERIA, True),
    w.faith("es-t55-015", "para.except", "¿Reparten los sábados?", "No, RápidoEnvío solo reparte en Zaragoza entre semana, de lunes a viernes.", PAQUETERIA, True),
    w.faith("es-t55-016", "fmt.time", "¿Hasta qué hora puedo entregar el paquete para que llegue mañana?", "Si lo entregas antes de la una de la tarde, llega al día siguiente a cualquier capital de provincia peninsular.", PAQUETERIA, True),
    w.faith("es-t55-017", "para.synonym", "¿Puedo recoger el paquete de noche?", "Sí, las taquillas de la estación Delicias están operativas día y noche.", TAQUILLAS, True),
    w.faith("es-t55-018", "fmt.number", "¿Cuánto tiempo guardan el paquete?", "El paquete se guarda 5 días y después vuelve al remitente.", TAQUILLAS, True),
    w.faith("es-t55-019", "para.combine", "¿Quién lleva la Relojería Ferrer?", "Manuel Ferrer la abrió en 1962, y desde 2017 está al frente su nieto Pablo.", RELOJERIA, True),
    w.faith("es-t55-020", "fmt.period", "¿Tienen garantía las reparaciones?", "Sí, las reparaciones están garantizadas durante un trimestre.", RELOJERIA, True),
    w.faith("es-t55-021", "wrap.attribution", "¿Cuánto cuesta la revisión completa?", "Según Bicicletas Cierzo, la revisión completa cuesta 70 €.", BICIS, True),
    w.faith("es-t55-022", "fmt.time", "¿Cuándo estará lista mi bici?", "Si la dejas antes de las 11 de la mañana, normalmente está lista esa misma tarde.", BICIS, True),
    w.faith("es-t55-023", "fmt.unit", "¿Cabe mi furgoneta en el túnel?", "AutoBrillo admite vehículos de hasta 220 cm de altura.", TUNEL, True),
    w.faith("es-t55-024", "wrap.closer", "¿Cuánto cuesta un lavado a mano?", "Un lavado integral a mano cuesta 40 € y dura unas dos horas. ¡Espero que te sirva!", LAVACOCHES, True),
    w.faith("es-t55-025", "value.except", "¿Qué día cierra el Punto Limpio?", "El Punto Limpio cierra los martes; el resto de la semana abre de 8:00 a 20:00.", PUNTO_LIMPIO, False),
    w.faith("es-t55-026", "added.fact", "¿Quién es el encargado del Punto Limpio?", "Javier Lacasa es el encargado desde 2014; antes trabajaba en la brigada de limpieza municipal.", PUNTO_LIMPIO, False),
    w.faith("es-t55-027", "value.unit", "¿Cuántos escombros se pueden llevar?", "Cada vecino puede llevar hasta 50 litros de escombros al día sin coste.", PUNTO_LIMPIO, False),
    w.faith("es-t55-028", "value.currency", "¿Cuánto cuesta la placa del vado?", "La placa oficial cuesta 53 € además de la tasa anual.", VADO, False),
    w.faith("es-t55-029", "modality", "¿Tengo que poner la placa a la vista?", "No es obligatorio, pero se recomienda colocar la placa en un lugar visible de la puerta.", VADO, False),
    w.faith("es-t55-030", "value.date", "¿Cuándo se fundó el club de pádel?", "El Club de Pádel Ebro se fundó en 2009.", PADEL, False),
    w.faith("es-t55-031", "role.swap", "¿Quién da las clases de adultos?", "Lucía Gimeno imparte las clases de adultos los miércoles, y Raúl Pardo dirige la escuela infantil.", PADEL, False),
    w.faith("es-t55-032", "value.number", "¿Qué distancia tienen las rutas?", "Las rutas del club tienen entre 60 y 120 km.", CICLISTA, False),
    w.faith("es-t55-033", "negation", "¿Es obligatorio el casco?", "No, el casco no es obligatorio en las salidas del club.", CICLISTA, False),
    w.faith("es-t55-034", "added.entity", "¿Quién preside el club ciclista?", "El presidente del club es Ángel Sanz, y la vicepresidenta, Marta Gil.", CICLISTA, False),
    w.faith("es-t55-035", "value.time", "¿Hasta qué hora hay que entregar el envío?", "Los envíos entregados antes de las 15:00 llegan al día siguiente.", PAQUETERIA, False),
    w.faith("es-t55-036", "quantifier", "¿Llega al día siguiente a Tenerife?", "Sí, llega al día siguiente a cualquier destino de España.", PAQUETERIA, False),
    w.faith("es-t55-037", "value.except", "¿Qué días reparte RápidoEnvío?", "RápidoEnvío reparte en Zaragoza de lunes a sábado.", PAQUETERIA, False),
    w.faith("es-t55-038", "role.swap", "¿Quién abrió la Relojería Ferrer?", "Pablo Ferrer la abrió en 1962, y desde 2017 la lleva su abuelo Manuel.", RELOJERIA, False),
    w.faith("es-t55-039", "added.fact", "¿Cuánto cuesta cambiar la pila?", "Cambiar la pila cuesta 8 €, se hace al momento e incluye una prueba de estanqueidad.", RELOJERIA, False),
    w.faith("es-t55-040", "antonym", "¿Cuándo cierra el taller de bicis?", "El taller abre los domingos y los lunes por la mañana.", BICIS, False),
    w.faith("es-t55-041", "direction", "¿Cuándo estará lista mi bici?", "Las bicis que se dejan después de las 11:00 suelen estar listas por la tarde.", BICIS, False),
    w.faith("es-t55-042", "role.swap", "¿Qué precios tiene AutoBrillo?", "El lavado básico cuesta 12 € y el completo con encerado, 7 €.", TUNEL, False),
    w.faith("es-t55-043", "added.entity", "¿Qué horario tiene AutoBrillo?", "El túnel de lavado AutoBrillo y su gasolinera abren todos los días de 8:00 a 22:00.", TUNEL, False),
    w.faith("es-t55-044", "added.fact", "¿Hay que pedir cita en Lavacoches Sara?", "Sí, hay que pedir cita con al menos un día de antelación y pagar por adelantado.", LAVACOCHES, False),
]

CORRECTNESS = [
    w.correct("es-t55-045", "correct.wordy", "¿Qué día cierra el Punto Limpio de Delicias?", "Si piensas ir a tirar escombros, evita el lunes: es el único día de la semana en que no abre.", "Los lunes", True),
    w.correct("es-t55-046", "correct.format", "¿Cuánto cuesta el lavado completo con encerado en AutoBrillo?", "Doce euros.", "12 €", True),
    w.correct("es-t55-047", "correct.short", "¿Quién lleva hoy la Relojería Ferrer?", "Pablo Ferrer.", "Desde 2017 la relojería la lleva Pablo Ferrer, nieto del fundador.", True),
    w.correct("es-t55-048", "correct.format", "¿Cuánto tarda un lavado integral en Lavacoches Sara?", "Unos 120 minutos.", "Unas dos horas", True),
    w.correct("es-t55-049", "wrong.value", "¿Cuál es la cuota mensual para adultos del Club de Pádel Ebro?", "Los adultos pagan 60 € al mes.", "45 € al mes", False),
    w.correct("es-t55-050", "wrong.role", "¿Quién dirige la escuela infantil del Club de Pádel Ebro?", "La dirige Raúl Pardo.", "Lucía Gimeno", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
