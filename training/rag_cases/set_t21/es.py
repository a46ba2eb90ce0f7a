"""Spanish cases of set t21: calendario de recogida de basuras de un municipio y punto limpio móvil,
días gratuitos de un museo de historia y de una casa-museo, horarios de un centro de salud y
vacaciones de una clínica dental, normas de devolución de una zapatería y de una tienda online,
normas de préstamo de una biblioteca municipal, servicio de fin de semana de una línea de autobús."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BASURA = (
    "En Villanueva del Río, la recogida de residuos orgánicos se hace todas las noches salvo los sábados. "
    "El contenedor amarillo se vacía los martes y los viernes. Durante las fiestas patronales, del 14 al "
    "18 de agosto, la recogida se adelanta a las 20:00 en el centro histórico. Los muebles y enseres se "
    "recogen gratis el primer jueves de cada mes, llamando antes al 010."
)
PUNTO = (
    "El punto limpio móvil visita el barrio de San Roque el segundo sábado de cada mes, de 10:00 a 14:00. "
    "Admite pilas, aceite usado, pequeños electrodomésticos y bombillas, pero no escombros ni neumáticos."
)
MUSEO = (
    "El Museo de Historia de Alcaraz abre gratis los domingos de 10:00 a 14:00 y los miércoles a partir de "
    "las 17:00. El 1 de enero y el 25 de diciembre el museo permanece cerrado, aunque caigan en domingo. "
    "Los grupos de más de 15 personas deben reservar con una semana de antelación."
)
CASA = (
    "La Casa-Museo Lorenzana es gratuita para jubilados y menores de 14 años todos los días. Para el resto "
    "del público, la entrada cuesta 4 € y es gratuita el 18 de mayo, Día Internacional de los Museos. La "
    "guía Marta Sanz dirige las visitas de los sábados, y el conserje Julián Ortega se encarga de abrir y "
    "cerrar la sala de tapices."
)
CENTRO = (
    "El Centro de Salud Los Olivos atiende de lunes a viernes de 8:00 a 20:00. Los sábados, domingos y "
    "festivos solo funciona el servicio de urgencias, de 9:00 a 21:00. El 24 y el 31 de diciembre la "
    "consulta ordinaria cierra a las 15:00."
)
DENTAL = (
    "La clínica dental Sonrisa cierra por vacaciones del 1 al 15 de agosto. Durante ese periodo, las "
    "urgencias las atiende la doctora Elena Ruiz en la clínica Dentalia, calle Mayor 8. Los pacientes con "
    "cita en esas fechas recibirán un SMS de la recepcionista Lucía Gómez para cambiarla."
)
ZAPATOS = (
    "En Zapaterías Paredes puedes devolver el calzado en un plazo de 30 días si conservas el tique y la caja "
    "original. El dinero se devuelve en el mismo medio de pago. Los artículos de rebajas solo se pueden "
    "cambiar por otra talla, y la ropa interior y los calcetines no admiten devolución."
)
HOGAR = (
    "MercaHogar permite devolver los pedidos online durante 15 días naturales. La recogida a domicilio "
    "cuesta 3,99 €, pero es gratis si devuelves el artículo en tienda. No se aceptan devoluciones de "
    "colchones desprecintados ni de productos de alimentación."
)
BIBLIO = (
    "La Biblioteca Municipal Rosalía de Castro presta hasta 6 libros durante 21 días y hasta 3 películas "
    "durante 7 días. Los préstamos de libros se pueden renovar una vez, salvo que otro usuario los haya "
    "reservado. Por cada día de retraso se suspende el carné un día por documento. En julio y agosto, el "
    "préstamo de libros se amplía a 30 días."
)
BUS = (
    "La línea L4 funciona los sábados cada 15 minutos entre las 7:00 y las 23:30. Los domingos y festivos "
    "pasa cada media hora de 8:00 a 22:00. Las noches de viernes y sábado hay un búho, el N4, que sale de la "
    "Plaza Mayor a la 1:00, a las 2:30 y a las 4:00. El billete sencillo cuesta 1,40 € y los menores de 10 "
    "años viajan gratis."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fieles: todo lo que se afirma está en el contexto, dicho con otras palabras
    w.faith("es-t21-001", "para.except", "¿Se recoge la basura orgánica los sábados?",
            "No, el sábado es la única noche en que no pasa la recogida de orgánico.", BASURA, True),
    w.faith("es-t21-002", "para.synonym", "¿Qué días vacían el contenedor amarillo?",
            "El amarillo lo vacían dos días a la semana: martes y viernes.", BASURA, True),
    w.faith("es-t21-003", "fmt.time", "¿A qué hora recogen la basura en el casco antiguo durante las fiestas?",
            "En fiestas, en el centro histórico la recogida se adelanta a las 8 de la tarde.", BASURA, True),
    w.faith("es-t21-004", "wrap.attribution", "¿Cómo me deshago de un sofá viejo?",
            "Según el aviso, los muebles se recogen sin coste el primer jueves de cada mes si llamas antes al 010.", BASURA, True),
    w.faith("es-t21-005", "fmt.range", "¿Cuándo pasa el punto limpio por San Roque?",
            "Pasa el segundo sábado del mes, de 10 a 14 h.", PUNTO, True),
    w.faith("es-t21-006", "para.except", "¿Puedo llevar unos neumáticos al punto limpio móvil?",
            "No. Acepta pilas, aceite, bombillas y pequeños electrodomésticos, pero los neumáticos y los escombros se quedan fuera.", PUNTO, True),
    w.faith("es-t21-007", "fmt.time", "¿Cuándo es gratis el museo entre semana?",
            "Los miércoles la entrada es libre desde las 5 de la tarde.", MUSEO, True),
    w.faith("es-t21-008", "para.except", "¿Abre el museo si el 25 de diciembre cae en domingo?",
            "No. Los domingos suele abrir gratis, pero el 25 de diciembre permanece cerrado aunque caiga en domingo.", MUSEO, True),
    w.faith("es-t21-009", "fmt.period", "¿Con cuánta antelación tiene que reservar un grupo de 20 personas?",
            "Los grupos de más de 15 personas tienen que reservar con siete días de antelación.", MUSEO, True),
    w.faith("es-t21-010", "para.passive", "¿Quién dirige las visitas de los sábados en la Casa-Museo?",
            "Las visitas de los sábados son dirigidas por la guía Marta Sanz.", CASA, True),
    w.faith("es-t21-011", "fmt.date", "¿Hay algún día en que la Casa-Museo sea gratis para todos?",
            "Sí, el 18/05, Día Internacional de los Museos, nadie paga entrada.", CASA, True),
    w.faith("es-t21-012", "fmt.currency", "¿Cuánto cuesta la entrada normal a la Casa-Museo Lorenzana?",
            "El público general paga cuatro euros.", CASA, True),
    w.faith("es-t21-013", "para.except", "¿Puedo ir a consulta normal un sábado?",
            "No, los fines de semana y festivos no hay consulta ordinaria; solo abren urgencias, de 9 a 21 h.", CENTRO, True),
    w.faith("es-t21-014", "fmt.time", "¿Hasta qué hora hay consulta el 31 de diciembre?",
            "El 24 y el 31 de diciembre la consulta ordinaria cierra a las 3 de la tarde.", CENTRO, True),
    w.faith("es-t21-015", "wrap.opener", "¿Qué horario tiene el Centro de Salud Los Olivos entre semana?",
            "¡Hola! De lunes a viernes el centro atiende de 8 de la mañana a 8 de la tarde.", CENTRO, True),
    w.faith("es-t21-016", "para.relative", "Si tengo una urgencia dental el 5 de agosto, ¿adónde voy?",
            "Del 1 al 15 de agosto, quien atiende las urgencias es la doctora Elena Ruiz, en la clínica Dentalia de la calle Mayor 8.", DENTAL, True),
    w.faith("es-t21-017", "fmt.period", "¿Cuándo cierra la clínica Sonrisa por vacaciones?",
            "Cierra la primera quincena de agosto.", DENTAL, True),
    w.faith("es-t21-018", "wrap.hedge", "Tenía cita el 10 de agosto, ¿qué pasa ahora?",
            "Creo que la recepcionista, Lucía Gómez, te mandará un SMS para cambiarla de fecha.", DENTAL, True),
    w.faith("es-t21-019", "para.combine", "¿Cómo devuelvo unas botas en Zapaterías Paredes?",
            "Tienes 30 días, siempre que guardes el tique y la caja original, y te devuelven el dinero por el mismo medio con el que pagaste.", ZAPATOS, True),
    w.faith("es-t21-020", "para.part", "¿Puedo devolver unos calcetines?",
            "Los calcetines no se pueden devolver.", ZAPATOS, True),
    w.faith("es-t21-021", "fmt.currency", "¿Cuánto cuesta que recojan la devolución en casa?",
            "Si quieres que pasen a buscarla a domicilio, son 3 euros con 99.", HOGAR, True),
    w.faith("es-t21-022", "para.nominal", "¿Me cobran si devuelvo el pedido en la tienda?",
            "No, la devolución en tienda es gratuita.", HOGAR, True),
    w.faith("es-t21-023", "fmt.period", "¿Cuánto tiempo me puedo quedar un libro en octubre?",
            "Fuera de julio y agosto, los libros se prestan tres semanas.", BIBLIO, True),
    w.faith("es-t21-024", "wrap.closer", "¿Cada cuánto pasa la L4 los sábados?",
            "Los sábados la L4 pasa cada cuarto de hora, de 7 de la mañana a once y media de la noche. ¡Buen viaje!", BUS, True),
    # no fieles: exactamente una afirmación no está respaldada
    w.faith("es-t21-025", "value.except", "¿Qué noche no hay recogida de orgánico?",
            "Se recoge todas las noches menos los domingos.", BASURA, False),
    w.faith("es-t21-026", "value.date", "¿Cuándo son las fiestas en las que cambia la recogida?",
            "Durante las fiestas patronales, del 14 al 20 de agosto, la recogida del centro histórico se adelanta a las 20:00.", BASURA, False),
    w.faith("es-t21-027", "direction", "¿Cambia el horario de recogida en fiestas?",
            "Sí, en el centro histórico la recogida se retrasa a las 20:00 durante las fiestas patronales.", BASURA, False),
    w.faith("es-t21-028", "quantifier", "¿Qué residuos admite el punto limpio móvil?",
            "Admite todo tipo de residuos, sin excepción.", PUNTO, False),
    w.faith("es-t21-029", "value.time", "¿A qué hora se va el punto limpio de San Roque?",
            "Está en el barrio de 10:00 a 13:00.", PUNTO, False),
    w.faith("es-t21-030", "value.time", "¿Desde qué hora es gratis el museo los miércoles?",
            "Los miércoles se entra gratis a partir de las 18:00.", MUSEO, False),
    w.faith("es-t21-031", "modality", "¿Tienen que reservar los grupos grandes?",
            "A los grupos de más de 15 personas se les recomienda reservar, pero no es obligatorio.", MUSEO, False),
    w.faith("es-t21-032", "role.swap", "¿Quién dirige las visitas de los sábados?",
            "El conserje Julián Ortega dirige las visitas de los sábados, y Marta Sanz abre y cierra la sala de tapices.", CASA, False),
    w.faith("es-t21-033", "value.number", "¿Hasta qué edad entran gratis los niños?",
            "Los menores de 16 años no pagan ningún día.", CASA, False),
    w.faith("es-t21-034", "added.fact", "¿Qué incluye la entrada de 4 €?",
            "La entrada general cuesta 4 € e incluye una audioguía.", CASA, False),
    w.faith("es-t21-035", "antonym", "¿Cómo es el horario del 24 de diciembre?",
            "El 24 y el 31 de diciembre la consulta ordinaria abre a las 15:00.", CENTRO, False),
    w.faith("es-t21-036", "value.time", "¿Hasta qué hora funciona urgencias el fin de semana?",
            "El servicio de urgencias funciona de 9:00 a 22:00.", CENTRO, False),
    w.faith("es-t21-037", "role.swap", "¿Quién atiende las urgencias en agosto?",
            "La recepcionista Lucía Gómez atenderá las urgencias, y la doctora Elena Ruiz enviará los SMS para cambiar las citas.", DENTAL, False),
    w.faith("es-t21-038", "added.entity", "¿Dónde me atienden una urgencia durante las vacaciones?",
            "En Dentalia, calle Mayor 8, donde atienden las urgencias la doctora Elena Ruiz y el doctor Pablo Marín.", DENTAL, False),
    w.faith("es-t21-039", "negation", "¿Se puede devolver la ropa interior?",
            "Sí, la ropa interior también admite devolución si guardas el tique.", ZAPATOS, False),
    w.faith("es-t21-040", "value.number", "¿Cuánto plazo hay para devolver calzado?",
            "Tienes hasta 60 días si conservas el tique y la caja.", ZAPATOS, False),
    w.faith("es-t21-041", "value.currency", "¿Cuánto cuesta la recogida a domicilio?",
            "La recogida en casa cuesta 3,99 libras.", HOGAR, False),
    w.faith("es-t21-042", "direction", "¿Cambia el plazo de préstamo en verano?",
            "Sí, en julio y agosto el préstamo de libros es más corto que el resto del año.", BIBLIO, False),
    w.faith("es-t21-043", "value.number", "¿Cuántos libros puedo llevarme?",
            "Puedes llevarte hasta 8 libros a la vez.", BIBLIO, False),
    w.faith("es-t21-044", "value.time", "¿A qué hora sale el último búho N4?",
            "El N4 sale de la Plaza Mayor a la 1:00, a las 2:30 y a las 4:30.", BUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t21-045", "correct.wordy", "¿Cuánto tiempo se pueden tener las películas de la Biblioteca Rosalía de Castro?",
              "Las películas se prestan durante siete días, así que tienes una semana para devolverlas.", "7 días", True),
    w.correct("es-t21-046", "correct.format", "¿Cuánto cuesta el billete sencillo de la L4?",
              "Un euro con cuarenta.", "1,40 €", True),
    w.correct("es-t21-047", "correct.format", "¿A qué hora cierra la consulta ordinaria de Los Olivos el 24 de diciembre?",
              "A las tres de la tarde.", "A las 15:00", True),
    w.correct("es-t21-048", "correct.wordy", "¿Quién dirige las visitas de los sábados en la Casa-Museo Lorenzana?",
              "Los sábados, las visitas de la Casa-Museo las dirige Marta Sanz, que trabaja allí como guía.",
              "La guía Marta Sanz", True),
    w.correct("es-t21-049", "wrong.value", "¿Cuántos días hay para devolver un pedido online en MercaHogar?",
              "Tienes 30 días.", "15 días naturales", False),
    w.correct("es-t21-050", "wrong.role", "¿Quién envía los SMS para cambiar las citas de agosto en la clínica Sonrisa?",
              "Se los envía la doctora Elena Ruiz.", "La recepcionista Lucía Gómez", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
