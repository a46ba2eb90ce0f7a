# ruff: noqa: E501
"""Fresh set F, Spanish: plain cases over invented organisation documents, with Spanish number,
money, date and time formats (1.200 €, 6,5 %, 5 de marzo de 2024)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

POOL = (
    "La piscina municipal de San Roque abre todos los días excepto los lunes, de 8:00 a 21:00. "
    "La entrada individual cuesta 4,50 € y el bono de diez baños, 38 €. "
    "Los menores de 14 años deben ir acompañados de un adulto."
)
HIKE = (
    "El club de senderismo Cumbres organiza una ruta guiada el último domingo de cada mes. "
    "Las rutas tienen unos 12 kilómetros y salen a las 8:00 de la estación de autobuses. "
    "Los socios participan gratis y los no socios pagan 5 € por ruta."
)
TAX = (
    "La asesoría fiscal Martín y Asociados ayuda a particulares con la declaración de la renta. "
    "La primera consulta, de 30 minutos, es gratuita. "
    "Después, la asesoría cobra 70 € por hora. "
    "La documentación debe entregarse antes del 15 de junio."
)
DORM = (
    "La residencia universitaria Santa Clara tiene 250 habitaciones individuales. "
    "El precio es de 650 € al mes e incluye pensión completa. "
    "Las visitas pueden quedarse hasta las 23:00."
)
MUSEUM = (
    "El Museo de la Ciudad de Toledo inauguró su nueva sala de arqueología el 5 de marzo de 2024. "
    "La sala expone unas 600 piezas de época romana. "
    "La entrada general cuesta 6 € y los domingos por la tarde es gratuita. "
    "El año pasado, el museo recibió 1,5 millones de visitas."
)
DRIVE = (
    "La autoescuela Volante Seguro ofrece un curso completo de 25 clases prácticas por 1.200 €. "
    "Cada clase dura 45 minutos. "
    "Los alumnos deben aprobar el examen teórico antes de presentarse al examen práctico."
)
MARKET = (
    "El mercado de agricultores de la Plaza Mayor se celebra todos los sábados de 9:00 a 14:00. "
    "Participan unos 35 productores locales que venden fruta, verdura, queso y miel. "
    "El 20 % de los puestos está reservado a productores ecológicos."
)
PHONE = (
    "TecnoFix repara pantallas de móvil en unas tres horas. "
    "Todas las reparaciones tienen una garantía de tres meses. "
    "Los móviles mojados se envían a un taller asociado en Sevilla."
)
CINEMA = (
    "Los cines Alameda tienen seis salas. "
    "La entrada cuesta 8 €, y 5 € los miércoles, que es el día del espectador. "
    "Los mayores de 65 años pagan siempre 5 €."
)
BREW = (
    "La cervecería artesanal Lúpulo Rojo fue fundada en 2013 en Valencia por las hermanas Lucía y Marta Ortega. "
    "En 2021, las hermanas vendieron la cervecería al grupo Cervezas del Sur. "
    "Su cerveza más conocida es una IPA con un 6,5 % de alcohol."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-f-001", "para.reorder", "¿A qué hora y desde dónde salen las rutas?", "Desde la estación de autobuses, a las 8:00.", HIKE, True),
    w.faith("es-f-002", "para.passive", "¿Quién fundó Lúpulo Rojo?", "Las hermanas Lucía y Marta Ortega fundaron Lúpulo Rojo en Valencia en 2013.", BREW, True),
    w.faith("es-f-003", "para.synonym", "¿Hay que pagar la primera consulta?", "No, la primera consulta, de 30 minutos, no tiene ningún coste.", TAX, True),
    w.faith("es-f-004", "para.combine", "¿Qué ofrece la residencia Santa Clara?", "Santa Clara tiene 250 habitaciones individuales, y el precio, de 650 € al mes, incluye pensión completa.", DORM, True),
    w.faith("es-f-005", "para.except", "¿Qué días abre la piscina?", "La piscina abre de martes a domingo, de 8:00 a 21:00.", POOL, True),
    w.faith("es-f-006", "fmt.number", "¿Cuántas clases prácticas incluye el curso completo?", "El curso completo incluye veinticinco clases prácticas.", DRIVE, True),
    w.faith("es-f-007", "fmt.date", "¿Cuándo se inauguró la sala de arqueología?", "La sala de arqueología se inauguró el 05/03/2024.", MUSEUM, True),
    w.faith("es-f-008", "fmt.currency", "¿Cuánto cuesta el bono de diez baños?", "El bono de diez baños cuesta 38 euros.", POOL, True),
    w.faith("es-f-009", "fmt.share", "¿Hay puestos para productores ecológicos?", "Sí, una quinta parte de los puestos está reservada a productores ecológicos.", MARKET, True),
    w.faith("es-f-010", "fmt.scale", "¿Cuántas visitas tuvo el museo el año pasado?", "El año pasado el museo recibió 1.500.000 visitas.", MUSEUM, True),
    w.faith("es-f-011", "wrap.hedge", "¿Cuánto tarda la reparación de una pantalla?", "Si no me equivoco, TecnoFix repara las pantallas de móvil en unas tres horas.", PHONE, True),
    w.faith("es-f-012", "wrap.question", "¿Cuánto cuesta la entrada en los cines Alameda?", "La entrada cuesta 8 €, y los miércoles, 5 €. ¿Quieres que te diga también el precio para mayores de 65 años?", CINEMA, True),
    w.faith("es-f-013", "value.date", "¿Cuándo vendieron la cervecería?", "Las hermanas Ortega vendieron Lúpulo Rojo al grupo Cervezas del Sur en 2019.", BREW, False),
    w.faith("es-f-014", "value.number", "¿Cuántas habitaciones tiene Santa Clara?", "La residencia tiene 205 habitaciones individuales.", DORM, False),
    w.faith("es-f-015", "role.swap", "¿A quién vendieron la cervecería?", "En 2021, el grupo Cervezas del Sur vendió la cervecería a las hermanas Ortega.", BREW, False),
    w.faith("es-f-016", "negation", "¿Pueden los menores de 14 años ir solos a la piscina?", "Sí, los menores de 14 años no necesitan ir acompañados de un adulto.", POOL, False),
    w.faith("es-f-017", "modality", "¿Cuándo hay que entregar la documentación?", "Se recomienda entregar la documentación antes del 15 de junio, aunque no es obligatorio.", TAX, False),
    w.faith("es-f-018", "direction", "¿Cuándo se puede hacer el examen teórico?", "Los alumnos pueden presentarse al examen teórico después de aprobar el práctico.", DRIVE, False),
    w.faith("es-f-019", "added.fact", "¿Cuánto pagan los no socios?", "Los no socios pagan 5 € por ruta, y el precio incluye un bocadillo.", HIKE, False),
    w.faith("es-f-020", "mixed", "¿Cuándo es el mercado de agricultores?", "Se celebra todos los sábados de 9:00 a 14:00 y participan unos 50 productores locales.", MARKET, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-f-021", "refusal.plain", "¿Reparan también tabletas?", "Lo siento, no lo sé.", PHONE, True),
    w.refusal("es-f-022", "refusal.context", "¿Tiene el museo cafetería?", "Los documentos que tengo no indican si el museo tiene cafetería.", MUSEUM, True),
    w.refusal("es-f-023", "refusal.hedged", "¿Hasta qué hora pueden quedarse las visitas?", "No estoy del todo seguro, pero según la información disponible las visitas pueden quedarse hasta las 23:00.", DORM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-f-024", "correct.wordy", "¿Cuánto dura una clase práctica en Volante Seguro?", "¡Claro! En la autoescuela Volante Seguro, el curso completo incluye 25 clases prácticas, y cada una de esas clases tiene una duración de 45 minutos.", "45 minutos.", True),
    w.correct("es-f-025", "wrong.value", "¿Cuánto cobra la asesoría por hora después de la primera consulta?", "Cobra 90 € por hora.", "70 € por hora.", False),
    w.correct("es-f-026", "wrong.role", "¿Quién compró Lúpulo Rojo?", "La cervecería Lúpulo Rojo adquirió el grupo Cervezas del Sur.", "El grupo Cervezas del Sur compró Lúpulo Rojo a las hermanas Ortega.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-f-027", "relevant.direct", "¿Qué distancia recorren las rutas?", "Unos 12 km.", HIKE, True),
    w.relevant("es-f-028", "relevant.yesno", "¿Sale más barato ir al cine un miércoles?", "Sí, ese día la entrada cuesta 5 € en lugar de 8 €.", CINEMA, True),
    w.relevant("es-f-029", "offtopic.true", "¿Qué garantía tienen las reparaciones?", "Los móviles mojados se envían a un taller asociado en Sevilla.", PHONE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-f-030", "diag.pass", "¿Cuánto cuesta la entrada individual en la piscina?", "La entrada individual cuesta 4,50 €.", {"piscina-1": POOL, "cine-1": CINEMA}, ("piscina-1",), "pass"),
    w.diag("es-f-031", "diag.unfaithful", "¿Cuántas piezas expone la sala de arqueología?", "La sala expone unas 900 piezas de época romana.", {"museo-1": MUSEUM}, ("museo-1",), "fix_generation"),
    w.diag("es-f-032", "diag.missed", "¿Qué garantía tienen las reparaciones de TecnoFix?", "No encuentro información sobre la garantía de las reparaciones de TecnoFix.", {"asesoria-1": TAX, "mercado-1": MARKET}, ("tecnofix-1",), "fix_retrieval"),
    w.diag("es-f-033", "diag.should_refuse", "¿Tiene la residencia Santa Clara gimnasio?", "Sí, la residencia tiene un gimnasio abierto las 24 horas.", {"residencia-1": DORM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
