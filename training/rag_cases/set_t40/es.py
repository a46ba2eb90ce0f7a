"""Spanish cases of set t40: los días de consulta de un centro de salud y de una clínica
dental, los profesores y asignaturas de un departamento de Química, un seminario de
doctorado, los gerentes de un grupo de restaurantes y sus normas, el reparto y las entradas
de una compañía de teatro, los capitanes de una naviera y los jefes de sección de un
periódico."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CENTRO = (
    "En el Centro de Salud San Roque, la doctora Lucía Herrera pasa consulta los lunes y miércoles, y el doctor Andrés Molina los martes y jueves. "
    "Los viernes solo se atienden urgencias. "
    "El horario de citas es de 8:00 a 15:00. "
    "La consulta privada cuesta 40 euros."
)
DENTAL = (
    "La clínica dental Sonrisa está dirigida por la doctora Marta Vidal, y el doctor Pablo Ortega es su adjunto. "
    "El doctor Ortega atiende a niños un sábado sí y otro no, de 10:00 a 14:00. "
    "Las citas deben cancelarse con al menos 48 horas de antelación."
)
QUIMICA = (
    "En el Departamento de Química de la Universidad del Levante, la profesora Elena Ruiz imparte Química Orgánica I en el primer cuatrimestre y el profesor Javier Navarro imparte Bioquímica en el segundo. "
    "La profesora Ruiz es además coordinadora del grado. "
    "Para matricularse en Bioquímica hay que haber aprobado Química Orgánica I. "
    "Ambas asignaturas tienen 6 créditos."
)
SEMINARIO = (
    "El seminario de doctorado de Economía se celebra los viernes de 12:00 a 14:00 en el aula 3.05. "
    "Lo coordina el profesor Raúl Castro, y la profesora Inés Blanco evalúa las presentaciones finales. "
    "Las plazas están limitadas a 18. "
    "El plazo de inscripción termina el 20 de septiembre."
)
GRUPO = (
    "El grupo Sabores del Norte tiene tres restaurantes en Bilbao. "
    "Iker Etxeberria gestiona el de Abando y Ane Zubiri el de Deusto; el de Indautxu lo lleva Carlos Pérez desde mayo de 2021. "
    "Ane Zubiri depende directamente de la directora de operaciones, Nerea Goikoetxea."
)
NORMAS = (
    "El restaurante de Deusto abre todos los días salvo el martes, de 13:00 a 23:30. "
    "Los gerentes cobran un bonus trimestral de 1.000 euros si alcanzan el objetivo de ventas. "
    "Deben renovar el curso de manipulador de alimentos cada 12 meses."
)
OBRA = (
    "En el montaje de «Bodas de sangre» de la compañía Teatro del Alba, Carmen Soler interpreta a la Novia y Diego Fuentes a Leonardo. "
    "La dirección corre a cargo de Rosa Medina. "
    "La obra dura 95 minutos sin descanso."
)
ENTRADAS = (
    "Las funciones serán del 10 al 30 de octubre en el Teatro Principal. "
    "La entrada general cuesta 20 euros y la reducida, para estudiantes y mayores de 65 años, 12 euros. "
    "Los lunes no hay función. "
    "Una vez empezada la obra, no se permite el acceso a la sala."
)
NAVIERA = (
    "Naviera Atlántica une Vigo con las islas Cíes con dos barcos. "
    "La capitana Sara Domínguez está al mando del «Gaviota» y el capitán Manuel Rey, del «Albatros». "
    "El trayecto dura 40 minutos. "
    "Entre junio y septiembre hay salidas cada hora; el resto del año, solo tres al día."
)
REDACCION = (
    "En El Diario del Sur, Patricia Lozano es la jefa de la sección de Política y Sergio Campos dirige Deportes. "
    "Campos sustituyó en 2019 a Alberto Gil, que ahora se encarga de Cultura. "
    "La reunión de redacción es cada día a las 11:00 y deben asistir todos los jefes de sección."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t40-001", "para.combine", "¿Qué días pasa consulta la doctora Herrera y quién atiende los jueves?", "La doctora Herrera atiende los lunes y los miércoles; los jueves le toca al doctor Molina.", CENTRO, True),
    w.faith("es-t40-002", "para.synonym", "¿Puedo pedir cita normal para un viernes?", "No, los viernes el centro atiende únicamente urgencias.", CENTRO, True),
    w.faith("es-t40-003", "fmt.time", "¿En qué horario dan citas?", "Se dan citas desde las ocho de la mañana hasta las tres de la tarde.", CENTRO, True),
    w.faith("es-t40-004", "fmt.currency", "¿Cuánto cuesta una consulta privada?", "Una consulta privada sale por cuarenta euros.", CENTRO, True),
    w.faith("es-t40-005", "para.pronoun", "¿Quién es el doctor Ortega?", "Es el adjunto de la doctora Vidal, y atiende a niños un sábado de cada dos.", DENTAL, True),
    w.faith("es-t40-006", "fmt.period", "¿Con cuánto tiempo tengo que anular la cita?", "Hay que cancelarla con dos días de antelación como mínimo.", DENTAL, True),
    w.faith("es-t40-007", "para.passive", "¿Quién dirige la clínica Sonrisa?", "La doctora Marta Vidal dirige la clínica dental Sonrisa.", DENTAL, True),
    w.faith("es-t40-008", "para.combine", "¿Qué cargos tiene la profesora Ruiz?", "La profesora Ruiz, que da Química Orgánica I en el primer cuatrimestre, también coordina el grado.", QUIMICA, True),
    w.faith("es-t40-009", "para.relative", "¿Puedo matricularme directamente en Bioquímica?", "Bioquímica, que imparte el profesor Navarro en el segundo cuatrimestre, exige tener aprobada Química Orgánica I.", QUIMICA, True),
    w.faith("es-t40-010", "fmt.number", "¿Cuántos créditos tiene cada asignatura?", "Cada una de las dos asignaturas vale seis créditos.", QUIMICA, True),
    w.faith("es-t40-011", "para.nominal", "¿Quién coordina el seminario?", "La coordinación del seminario corre a cargo del profesor Raúl Castro.", SEMINARIO, True),
    w.faith("es-t40-012", "fmt.date", "¿Hasta cuándo me puedo inscribir?", "Puedes inscribirte hasta el 20/09.", SEMINARIO, True),
    w.faith("es-t40-013", "para.pronoun", "¿Cuántas plazas tiene el seminario?", "Sus plazas están limitadas a 18, y se reúne los viernes en el aula 3.05.", SEMINARIO, True),
    w.faith("es-t40-014", "para.synonym", "¿Quién lleva el restaurante de Abando?", "Iker Etxeberria está al frente del restaurante de Abando.", GRUPO, True),
    w.faith("es-t40-015", "para.synonym", "¿Quién gestiona el local de Indautxu?", "Carlos Pérez dirige el local de Indautxu desde mayo de 2021.", GRUPO, True),
    w.faith("es-t40-016", "para.combine", "¿De quién depende Ane Zubiri?", "Ane Zubiri, gerente del restaurante de Deusto, rinde cuentas directamente a Nerea Goikoetxea, la directora de operaciones.", GRUPO, True),
    w.faith("es-t40-017", "para.except", "¿Podemos cenar en el de Deusto un martes?", "Me temo que no: el restaurante de Deusto cierra los martes.", NORMAS, True),
    w.faith("es-t40-018", "fmt.period", "¿Cada cuánto hay que renovar el curso de manipulador?", "Los gerentes tienen que renovarlo una vez al año.", NORMAS, True),
    w.faith("es-t40-019", "wrap.attribution", "¿Los gerentes cobran algún incentivo?", "Según la normativa del grupo, los gerentes que alcanzan el objetivo de ventas reciben 1.000 euros cada trimestre.", NORMAS, True),
    w.faith("es-t40-020", "para.synonym", "¿Qué papel tiene Diego Fuentes?", "Diego Fuentes da vida a Leonardo.", OBRA, True),
    w.faith("es-t40-021", "fmt.unit", "¿Cuánto dura «Bodas de sangre»?", "La obra dura una hora y treinta y cinco minutos, sin intermedio.", OBRA, True),
    w.faith("es-t40-022", "wrap.closer", "¿Cuánto pagan los estudiantes?", "Los estudiantes pagan 12 euros con la entrada reducida. ¡Que disfrutes de la función!", ENTRADAS, True),
    w.faith("es-t40-023", "para.combine", "¿Quién manda el «Albatros» y cuánto se tarda en llegar a las Cíes?", "El «Albatros» está al mando del capitán Manuel Rey, y el trayecto desde Vigo hasta las Cíes dura 40 minutos.", NAVIERA, True),
    w.faith("es-t40-024", "para.pronoun", "¿Qué hace ahora Alberto Gil?", "Ahora se ocupa de Cultura, después de que Sergio Campos lo sustituyera en 2019.", REDACCION, True),
    w.faith("es-t40-025", "role.swap", "¿Quién pasa consulta los martes?", "Los martes y jueves pasa consulta la doctora Herrera.", CENTRO, False),
    w.faith("es-t40-026", "added.fact", "¿Cuánto cuesta la consulta privada?", "La consulta privada cuesta 40 euros y se puede pagar con tarjeta.", CENTRO, False),
    w.faith("es-t40-027", "role.swap", "¿Quién dirige la clínica?", "El doctor Ortega dirige la clínica y la doctora Vidal es su adjunta.", DENTAL, False),
    w.faith("es-t40-028", "added.fact", "¿Cuándo atienden a niños?", "El doctor Ortega atiende a niños un sábado sí y otro no, y esas consultas son gratuitas.", DENTAL, False),
    w.faith("es-t40-029", "value.number", "¿Con cuánta antelación hay que anular?", "Basta con avisar con 24 horas de antelación.", DENTAL, False),
    w.faith("es-t40-030", "role.swap", "¿Quién imparte Química Orgánica I?", "Química Orgánica I la imparte el profesor Navarro, y Bioquímica, la profesora Ruiz.", QUIMICA, False),
    w.faith("es-t40-031", "direction", "¿Hay requisitos previos?", "Sí: para cursar Química Orgánica I hay que haber aprobado antes Bioquímica.", QUIMICA, False),
    w.faith("es-t40-032", "added.fact", "¿La profesora Ruiz coordina el grado?", "Sí, lo coordina y además dirige el laboratorio de síntesis del departamento.", QUIMICA, False),
    w.faith("es-t40-033", "role.swap", "¿Quién evalúa las presentaciones finales?", "El seminario lo coordina la profesora Blanco, y el profesor Castro evalúa las presentaciones finales.", SEMINARIO, False),
    w.faith("es-t40-034", "value.time", "¿A qué hora es el seminario?", "El seminario es los viernes de diez a doce de la mañana.", SEMINARIO, False),
    w.faith("es-t40-035", "role.swap", "¿Quién lleva el restaurante de Deusto?", "Ane Zubiri se ocupa del restaurante de Abando, e Iker Etxeberria del de Deusto.", GRUPO, False),
    w.faith("es-t40-036", "added.fact", "¿Desde cuándo lleva Carlos Pérez el de Indautxu?", "Desde mayo de 2021; antes había sido jefe de cocina en el de Abando.", GRUPO, False),
    w.faith("es-t40-037", "modality", "¿Es obligatorio el curso de manipulador?", "Se recomienda renovarlo cada año, aunque no es obligatorio.", NORMAS, False),
    w.faith("es-t40-038", "value.except", "¿Qué día cierra el restaurante de Deusto?", "El de Deusto descansa los lunes; el resto de la semana abre de 13:00 a 23:30.", NORMAS, False),
    w.faith("es-t40-039", "added.fact", "¿Quién dirige el montaje?", "Lo dirige Rosa Medina, y el montaje ya se estrenó con éxito en Madrid.", OBRA, False),
    w.faith("es-t40-040", "negation", "¿Puedo entrar si llego tarde?", "Sí, aunque la obra ya haya empezado puedes entrar en la sala.", ENTRADAS, False),
    w.faith("es-t40-041", "quantifier", "¿Quién tiene derecho a la entrada reducida?", "La entrada reducida de 12 euros es solo para estudiantes.", ENTRADAS, False),
    w.faith("es-t40-042", "role.swap", "¿Quién es el capitán del «Gaviota»?", "El capitán Manuel Rey manda el «Gaviota», y la capitana Sara Domínguez, el «Albatros».", NAVIERA, False),
    w.faith("es-t40-043", "direction", "¿Hay más barcos en verano?", "No, entre junio y septiembre hay menos salidas que el resto del año.", NAVIERA, False),
    w.faith("es-t40-044", "antonym", "¿Cuándo es la reunión de redacción?", "La reunión de redacción termina cada día a las 11:00.", REDACCION, False),
]

CORRECTNESS = [
    w.correct("es-t40-045", "correct.wordy", "¿Qué días pasa consulta el doctor Molina?", "Si quieres que te vea el doctor Molina, tendrás que ir un martes o un jueves, que son los días en que pasa consulta.", "Martes y jueves.", True),
    w.correct("es-t40-046", "correct.format", "¿Cuánto cuesta la entrada general?", "Veinte euros.", "20 €", True),
    w.correct("es-t40-047", "correct.wordy", "¿Quién dirige la sección de Deportes?", "Al frente de la sección de Deportes de El Diario del Sur está Sergio Campos.", "Sergio Campos", True),
    w.correct("es-t40-048", "correct.format", "¿Cuánto dura la obra?", "Una hora y 35 minutos.", "95 minutos", True),
    w.correct("es-t40-049", "wrong.value", "¿A qué hora es la reunión de redacción?", "Es cada día a las doce del mediodía.", "A las 11:00", False),
    w.correct("es-t40-050", "wrong.role", "¿Quién interpreta a la Novia?", "A la Novia la interpreta Rosa Medina, la directora.", "Carmen Soler", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
