"""Spanish cases of set t38: los planes y la facturación de Facturín, el plan de almacenamiento
Nube Plus y la cuenta de equipo de la gestoría Ríos, el plan Familiar de Pantalla Viva y la
familia Navarro, las comisiones y reclamaciones de tarjeta del banco Brisa, el horario de
soporte de Alojanet y las notas de la versión 7.3 de CasaLista."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SUB_TIERS = (
    "Facturín ofrece tres planes: Autónomo, Pyme y Corporativo. "
    "Autónomo cuesta 6 € al mes para un solo usuario; Pyme cuesta 14 € por usuario al mes y exige un mínimo de tres usuarios. "
    "El precio de Corporativo lo fija el equipo comercial con un presupuesto a medida. "
    "Todos los planes salvo Corporativo incluyen una prueba gratuita de 30 días."
)
SUB_BILLING = (
    "En Facturín, con el pago anual se ahorra un 20 % respecto al pago mensual. "
    "El titular de la cuenta puede pasar del pago mensual al anual en cualquier momento, pero el cambio de anual a mensual no se aplica hasta la siguiente renovación. "
    "Solo se devuelve el dinero si se solicita en los primeros 10 días de un plan anual."
)
STORAGE_PLAN = (
    "El plan Nube Plus ofrece 100 GB de almacenamiento por 1,49 € al mes. "
    "Los archivos que se envían a la papelera se conservan 20 días y después se eliminan para siempre. "
    "Las carpetas compartidas solo ocupan espacio de quien las crea, no de los miembros invitados."
)
STORAGE_TEAM = (
    "En la cuenta de equipo de la gestoría Ríos, Lucía Fernández es la administradora y Andrés Gil es el contacto de facturación. "
    "Lucía aprueba a los nuevos miembros y Andrés recibe las facturas mensuales por correo electrónico. "
    "Los enlaces de subida que crean los miembros caducan a los 2 días, salvo que Lucía los amplíe."
)
FAMILY_PLAN = (
    "El plan Familiar de Pantalla Viva cuesta 15,99 € al mes y permite hasta siete perfiles. "
    "Se puede ver contenido en dos pantallas a la vez como máximo. "
    "Los miembros tienen que recibir una invitación del titular de la cuenta y vivir todos en el mismo domicilio que él. "
    "Los perfiles infantiles no pueden alquilar películas."
)
FAMILY_HOUSEHOLD = (
    "En casa de los Navarro, Elena Navarro es la titular de la cuenta y su hijo Pablo es miembro. "
    "Elena paga la cuota mensual y Pablo solo puede borrar su propio perfil. "
    "Desde el 1 de febrero de 2025, las descargas están limitadas a 10 títulos por dispositivo."
)
BANK_FEES = (
    "La tarjeta Básica del banco online Brisa no tiene comisión mensual. "
    "Las compras en divisa extranjera cuestan un 2,5 % del importe y cada retirada de efectivo en el extranjero, 3 €. "
    "La tarjeta Oro cuesta 5 € al mes y elimina ambas comisiones. "
    "La primera reposición de tarjeta del año es gratuita; las siguientes cuestan 4 €."
)
BANK_DISPUTE = (
    "Para reclamar un pago con tarjeta, el cliente debe comunicarlo en un plazo de 90 días desde la operación. "
    "El equipo de reclamaciones de Brisa estudia el caso y puede abonar el importe de forma provisional en 10 días hábiles. "
    "El comercio dispone después de 20 días para responder."
)
HOST_SUPPORT = (
    "El chat de soporte de Alojanet atiende de lunes a sábado, de 8:00 a 23:00. "
    "Los domingos solo hay soporte por correo, con respuesta en un máximo de 24 horas. "
    "Los clientes del plan Empresa tienen además atención telefónica las 24 horas."
)
SMART_RELEASE = (
    "La versión 7.3 de la app CasaLista, publicada el 28 de abril de 2025, añade compatibilidad con cerraduras inteligentes Z-Wave. "
    "Ahora cada automatización puede tener hasta 25 condiciones. "
    "Se ha eliminado la función beta de control por gestos. "
    "El modo noche lo ha rediseñado el equipo de diseño a partir de las sugerencias del consejo de usuarios."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t38-001", "para.combine", "¿Cuánto cuesta Autónomo y se puede probar?", "Autónomo sale por 6 € al mes y, igual que Pyme, se puede probar gratis durante 30 días.", SUB_TIERS, True),
    w.faith("es-t38-002", "para.except", "¿Qué planes tienen prueba gratuita?", "Autónomo y Pyme traen la prueba gratuita de 30 días; Corporativo es el único que no la incluye.", SUB_TIERS, True),
    w.faith("es-t38-003", "fmt.number", "¿Cuánto cuesta el plan Pyme?", "Pyme cuesta catorce euros por usuario y mes, con un mínimo de tres usuarios.", SUB_TIERS, True),
    w.faith("es-t38-004", "value.number", "¿Cuántos usuarios hay que contratar en Pyme?", "Pyme cuesta 14 € por usuario al mes y hay que contratar al menos cinco usuarios.", SUB_TIERS, False),
    w.faith("es-t38-005", "fmt.share", "¿Cuánto me ahorro pagando al año?", "Pagando por año te ahorras una quinta parte frente al pago mensual.", SUB_BILLING, True),
    w.faith("es-t38-006", "para.pronoun", "¿Puedo pasarme ya al pago anual?", "Sí, el titular de la cuenta puede hacerlo cuando quiera.", SUB_BILLING, True),
    w.faith("es-t38-007", "negation", "¿Me devuelven el dinero de un plan anual?", "Los planes anuales no se reembolsan en ningún caso, ni siquiera en los primeros 10 días.", SUB_BILLING, False),
    w.faith("es-t38-008", "added.fact", "¿Qué gano con el pago anual?", "El pago anual supone un ahorro del 20 % y además incluye soporte prioritario.", SUB_BILLING, False),
    w.faith("es-t38-009", "fmt.currency", "¿Cuánto cuesta Nube Plus?", "Nube Plus cuesta 1,49 euros mensuales y da 100 GB de espacio.", STORAGE_PLAN, True),
    w.faith("es-t38-010", "role.swap", "¿De quién es el espacio que ocupa una carpeta compartida?", "Las carpetas compartidas consumen el espacio de los miembros invitados, no el de quien las crea.", STORAGE_PLAN, False),
    w.faith("es-t38-011", "para.relative", "Si me invitan a una carpeta compartida, ¿pierdo espacio?", "No, el espacio que ocupa la carpeta se le descuenta solo a la persona que la creó; a los invitados no se les resta nada.", STORAGE_PLAN, True),
    w.faith("es-t38-012", "value.number", "¿Cuánto tiempo se guardan los archivos en la papelera?", "Lo que mandas a la papelera se guarda un mes antes de borrarse definitivamente.", STORAGE_PLAN, False),
    w.faith("es-t38-013", "para.pronoun", "¿Quién recibe las facturas de la cuenta de equipo?", "Andrés Gil lleva la facturación, así que es él quien recibe las facturas mensuales por correo.", STORAGE_TEAM, True),
    w.faith("es-t38-014", "role.swap", "¿Quién aprueba a los nuevos miembros?", "A los nuevos miembros los aprueba Andrés Gil, el contacto de facturación.", STORAGE_TEAM, False),
    w.faith("es-t38-015", "fmt.period", "¿Cuándo caducan los enlaces de subida?", "Los enlaces de subida de los miembros caducan a las 48 horas, a no ser que Lucía los amplíe.", STORAGE_TEAM, True),
    w.faith("es-t38-016", "role.swap", "¿Se pueden ampliar los enlaces de subida?", "Los enlaces de subida que crea Lucía caducan a los 2 días, salvo que un miembro los amplíe.", STORAGE_TEAM, False),
    w.faith("es-t38-017", "para.combine", "¿Quién hace qué en la cuenta de la gestoría?", "Lucía Fernández, como administradora, da el visto bueno a los nuevos miembros, mientras que Andrés Gil, contacto de facturación, recibe cada mes las facturas por correo.", STORAGE_TEAM, True),
    w.faith("es-t38-018", "added.fact", "¿De qué se encarga Andrés Gil?", "Andrés recibe las facturas mensuales por correo y también puede cambiar el plan contratado.", STORAGE_TEAM, False),
    w.faith("es-t38-019", "para.combine", "¿Cuántas personas pueden usar el plan Familiar?", "El plan Familiar admite hasta siete perfiles y deja ver contenido en un máximo de dos pantallas simultáneamente.", FAMILY_PLAN, True),
    w.faith("es-t38-020", "quantifier", "¿Qué perfiles pueden alquilar películas?", "Todos los perfiles, incluidos los infantiles, pueden alquilar películas.", FAMILY_PLAN, False),
    w.faith("es-t38-021", "role.swap", "¿Cómo se entra en el plan Familiar?", "En el plan Familiar son los miembros quienes envían la invitación al titular.", FAMILY_PLAN, False),
    w.faith("es-t38-022", "para.nominal", "¿Mi hijo puede alquilar una película desde su perfil infantil?", "El alquiler de películas no está disponible en los perfiles infantiles.", FAMILY_PLAN, True),
    w.faith("es-t38-023", "para.pronoun", "¿Quién paga la cuenta en casa de los Navarro?", "La titular es Elena Navarro y es ella quien paga la cuota mensual.", FAMILY_HOUSEHOLD, True),
    w.faith("es-t38-024", "role.swap", "¿Quién paga la cuota mensual de los Navarro?", "La cuota mensual la paga Pablo, el hijo de Elena.", FAMILY_HOUSEHOLD, False),
    w.faith("es-t38-025", "fmt.date", "¿Desde cuándo están limitadas las descargas?", "Desde el 01/02/2025 cada dispositivo puede tener como mucho 10 títulos descargados.", FAMILY_HOUSEHOLD, True),
    w.faith("es-t38-026", "para.combine", "¿Qué me da la tarjeta Oro?", "Por 5 € al mes, la tarjeta Oro te quita tanto el 2,5 % de las compras en divisa como los 3 € por retirada en el extranjero.", BANK_FEES, True),
    w.faith("es-t38-027", "para.synonym", "¿La tarjeta Básica cobra algo cada mes?", "No, la tarjeta Básica no cobra ninguna cuota mensual.", BANK_FEES, True),
    w.faith("es-t38-028", "fmt.currency", "¿Cuánto cuesta una segunda reposición en el mismo año?", "A partir de la segunda reposición del año, cada tarjeta nueva cuesta cuatro euros.", BANK_FEES, True),
    w.faith("es-t38-029", "antonym", "¿Cuánto cuesta sacar efectivo con la Básica?", "Con la Básica, cada retirada de efectivo en territorio nacional cuesta 3 €.", BANK_FEES, False),
    w.faith("es-t38-030", "added.fact", "¿Merece la pena la tarjeta Oro?", "La tarjeta Oro cuesta 5 € al mes, elimina las dos comisiones e incluye un seguro de viaje.", BANK_FEES, False),
    w.faith("es-t38-031", "role.swap", "¿Qué plazos hay en una reclamación?", "Es el comercio quien debe comunicar la reclamación en 90 días, y el cliente tiene luego 20 días para responder.", BANK_DISPUTE, False),
    w.faith("es-t38-032", "para.passive", "¿Qué pasa después de reclamar un pago?", "La reclamación es estudiada por el equipo de reclamaciones de Brisa, y el importe puede ser abonado provisionalmente en 10 días hábiles.", BANK_DISPUTE, True),
    w.faith("es-t38-033", "modality", "¿Me devuelven el dinero mientras se estudia el caso?", "El equipo de reclamaciones está obligado a abonar el importe provisionalmente en 10 días hábiles.", BANK_DISPUTE, False),
    w.faith("es-t38-034", "para.pronoun", "¿Y el comercio, cuánto tiempo tiene?", "En cuanto al comercio, este dispone después de 20 días para contestar.", BANK_DISPUTE, True),
    w.faith("es-t38-035", "added.fact", "¿Cómo reclamo un pago con tarjeta?", "Tienes 90 días desde la operación para comunicarlo, y hay que hacerlo en persona en una oficina.", BANK_DISPUTE, False),
    w.faith("es-t38-036", "fmt.time", "¿En qué horario atiende el chat de Alojanet?", "El chat atiende de lunes a sábado entre las 8 de la mañana y las 11 de la noche.", HOST_SUPPORT, True),
    w.faith("es-t38-037", "para.except", "¿Hay chat los domingos?", "No, el chat funciona todos los días menos el domingo; ese día solo hay soporte por correo.", HOST_SUPPORT, True),
    w.faith("es-t38-038", "value.time", "¿Hasta qué hora funciona el chat?", "El chat de Alojanet está disponible de lunes a sábado, de 8:00 a 21:00.", HOST_SUPPORT, False),
    w.faith("es-t38-039", "added.fact", "¿Qué tienen de más los clientes del plan Empresa?", "Los clientes del plan Empresa tienen atención telefónica las 24 horas y un gestor personal asignado.", HOST_SUPPORT, False),
    w.faith("es-t38-040", "para.combine", "¿Qué trae la versión 7.3?", "La versión 7.3, que salió el 28 de abril de 2025, es compatible con cerraduras Z-Wave y ya no trae el control por gestos en beta.", SMART_RELEASE, True),
    w.faith("es-t38-041", "role.swap", "¿Quién rediseñó el modo noche?", "El consejo de usuarios rediseñó el modo noche a partir de las sugerencias del equipo de diseño.", SMART_RELEASE, False),
    w.faith("es-t38-042", "para.synonym", "¿Cuántas condiciones admite una automatización?", "Cada automatización admite ya un máximo de 25 condiciones.", SMART_RELEASE, True),
    w.faith("es-t38-043", "added.fact", "¿Qué novedades trae la 7.3?", "La 7.3 añade soporte para cerraduras Z-Wave y mejora la duración de la batería en Android.", SMART_RELEASE, False),
    w.faith("es-t38-044", "wrap.question", "¿Cuándo salió la versión 7.3?", "¿La fecha de la 7.3? Se publicó el 28 de abril de 2025.", SMART_RELEASE, True),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t38-045", "correct.wordy", "¿Cuánto cuesta la tarjeta Oro del banco Brisa?", "La tarjeta Oro del banco Brisa cuesta 5 euros cada mes y, a cambio, elimina las comisiones por compras en divisa y por retiradas en el extranjero.", "5 € al mes", True),
    w.correct("es-t38-046", "correct.format", "¿Cuándo se publicó la versión 7.3 de CasaLista?", "El 28/04/2025.", "28 de abril de 2025", True),
    w.correct("es-t38-047", "correct.wordy", "¿Cuántos perfiles permite el plan Familiar de Pantalla Viva?", "El plan Familiar de Pantalla Viva deja crear hasta 7 perfiles, uno para cada persona de la casa.", "Siete", True),
    w.correct("es-t38-048", "correct.format", "¿Hasta qué hora atiende el chat de Alojanet?", "Hasta las 11 de la noche.", "Hasta las 23:00", True),
    w.correct("es-t38-049", "wrong.value", "¿Cuánto tiempo se guardan los archivos en la papelera de Nube Plus?", "Se conservan 30 días.", "20 días", False),
    w.correct("es-t38-050", "wrong.role", "¿Quién aprueba a los nuevos miembros en la cuenta de la gestoría Ríos?", "Andrés Gil, el contacto de facturación.", "Lucía Fernández, la administradora", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
