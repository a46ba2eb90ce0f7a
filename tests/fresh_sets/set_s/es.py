"""Spanish cases of set S: a car repair shop, a music festival and a parcel locker service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TALLER = (
    "El taller mecánico Hermanos Vidal, en Zaragoza, abre de lunes a viernes de 8:00 a 18:00. "
    "El diagnóstico cuesta 45 €, pero no se cobra si el cliente decide hacer la reparación en el taller. "
    "Un cambio de aceite tarda unos 40 minutos y cuesta 69 €. "
    "El taller lo dirige Rosa Vidal, y su hermano Andrés se encarga de la chapa y pintura."
)
FEST = (
    "El festival Sonorama del Sur se celebra del 4 al 6 de septiembre de 2025 en el recinto ferial de Almería. "
    "El abono de tres días cuesta 95 € y la entrada de un día, 40 €. "
    "Las puertas abren a las 17:00 y los conciertos terminan a las 2:00. "
    "Los menores de 16 años solo pueden entrar acompañados de un adulto."
)
TAQ = (
    "Las taquillas de paquetería PaqBox guardan cada envío durante cinco días; pasado ese plazo, el paquete se devuelve al remitente. "
    "El código de recogida, de ocho cifras, llega por SMS. "
    "Las taquillas de la estación de Atocha están disponibles las 24 horas. "
    "PaqBox no admite paquetes de más de 20 kg."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-s-001", "para.reorder", "¿Cuánto cuestan las entradas de Sonorama del Sur?", "La entrada de un día cuesta 40 €, y el abono de tres días, 95 €.", FEST, True),
    w.faith("es-s-002", "para.passive", "¿Quién dirige el taller Hermanos Vidal?", "El taller está dirigido por Rosa Vidal.", TALLER, True),
    w.faith("es-s-003", "para.relative", "¿Quién se encarga de la chapa y pintura en el taller?", "Andrés, que es el hermano de Rosa Vidal, se encarga de la chapa y pintura.", TALLER, True),
    w.faith("es-s-004", "fmt.time", "¿A qué hora abren las puertas del festival?", "A las cinco de la tarde.", FEST, True),
    w.faith("es-s-005", "fmt.number", "¿Cuánto tiempo guarda PaqBox un paquete?", "Lo guarda durante 5 días y, si nadie lo recoge, vuelve al remitente.", TAQ, True),
    w.faith("es-s-006", "fmt.unit", "¿Hay un límite de peso para los paquetes de PaqBox?", "Sí, no se admiten paquetes de más de 20 kilos.", TAQ, True),
    w.faith("es-s-007", "fmt.date", "¿Cuándo se celebra Sonorama del Sur?", "Del 4/9/2025 al 6/9/2025, en el recinto ferial de Almería.", FEST, True),
    w.faith("es-s-008", "wrap.opener", "¿Cuánto cuesta un cambio de aceite en Hermanos Vidal?", "¡Claro! Un cambio de aceite cuesta 69 € y tarda unos 40 minutos.", TALLER, True),
    w.faith("es-s-009", "para.synonym", "¿Tengo que pagar el diagnóstico si reparo el coche allí?", "No, si decides hacer la reparación en el taller, el diagnóstico te sale gratis.", TALLER, True),
    w.faith("es-s-010", "fmt.abbrev", "¿Qué días abre el taller?", "Abre de lun. a vie., de 8:00 a 18:00.", TALLER, True),
    w.faith("es-s-011", "value.currency", "¿Cuánto cuesta el abono de tres días?", "El abono de tres días cuesta 95 dólares.", FEST, False),
    w.faith("es-s-012", "value.time", "¿A qué hora terminan los conciertos?", "Los conciertos terminan a las 3:00.", FEST, False),
    w.faith("es-s-013", "value.date", "¿Cuándo es Sonorama del Sur?", "El festival se celebra del 4 al 6 de octubre de 2025.", FEST, False),
    w.faith("es-s-014", "role.swap", "¿Quién hace qué en el taller Hermanos Vidal?", "El taller lo dirige Andrés Vidal, y su hermana Rosa se encarga de la chapa y pintura.", TALLER, False),
    w.faith("es-s-015", "negation", "¿Puedo usar las taquillas de Atocha de madrugada?", "No, las taquillas de Atocha no están disponibles las 24 horas.", TAQ, False),
    w.faith("es-s-016", "modality", "¿Pueden entrar solos los menores de 16 años?", "Sí, aunque se recomienda que los menores de 16 años vayan acompañados de un adulto.", FEST, False),
    w.faith("es-s-017", "direction", "¿Qué paquetes no admite PaqBox?", "PaqBox no admite paquetes de menos de 20 kg.", TAQ, False),
    w.faith("es-s-018", "added.entity", "¿Quién dirige el taller?", "El taller lo dirigen Rosa Vidal y su socio Marcos Gil.", TALLER, False),
    w.faith("es-s-019", "quantifier", "¿Están abiertas las taquillas PaqBox toda la noche?", "Sí, todas las taquillas de PaqBox están disponibles las 24 horas.", TAQ, False),
    w.faith("es-s-020", "antonym", "¿A qué hora abren las puertas del festival?", "Las puertas cierran a las 17:00.", FEST, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-s-021", "refusal.short", "¿Hay zona de acampada en Sonorama del Sur?", "No lo sé.", FEST, True),
    w.refusal("es-s-022", "refusal.context", "¿El taller ofrece coche de sustitución?", "La información que tengo no menciona si el taller ofrece coche de sustitución.", TALLER, True),
    w.refusal("es-s-023", "refusal.hedged", "¿Cuánto tarda un cambio de aceite?", "No estoy del todo seguro, pero parece que tarda unos 40 minutos.", TALLER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-s-024", "correct.wordy", "¿Cuánto cuesta el diagnóstico en el taller Hermanos Vidal?", "En el taller Hermanos Vidal el diagnóstico cuesta 45 euros, aunque no te lo cobran si después decides hacer la reparación con ellos.", "Cuesta 45 €, pero es gratis si se hace la reparación allí.", True),
    w.correct("es-s-025", "correct.short", "¿Cuántas cifras tiene el código de recogida de PaqBox?", "Ocho.", "El código de recogida tiene ocho cifras y llega por SMS.", True),
    w.correct("es-s-026", "wrong.role", "¿Quién dirige el taller Hermanos Vidal?", "Lo dirige Andrés Vidal.", "Lo dirige Rosa Vidal; su hermano Andrés se encarga de la chapa y pintura.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-s-027", "relevant.direct", "¿Hasta qué hora hay música en Sonorama del Sur?", "Hasta las dos de la madrugada.", FEST, True),
    w.relevant("es-s-028", "relevant.yesno", "¿Puedo recoger mi paquete en Atocha a las tres de la mañana?", "Sí, esas taquillas funcionan las 24 horas.", TAQ, True),
    w.relevant("es-s-029", "offtopic.true", "¿Cuánto cuesta un cambio de aceite en Hermanos Vidal?", "El taller abre de lunes a viernes de 8:00 a 18:00.", TALLER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-s-030", "diag.pass", "¿Cuánto cuesta la entrada de un día para Sonorama del Sur?", "La entrada de un día cuesta 40 €.", {"es-fest": FEST, "es-taq": TAQ}, ("es-fest",), "pass"),
    w.diag("es-s-031", "diag.missed", "¿Cuánto tiempo guarda PaqBox un paquete?", "Los documentos no indican cuánto tiempo se guardan los paquetes.", {"es-taller": TALLER, "es-fest": FEST}, ("es-taq",), "fix_retrieval"),
    w.diag("es-s-032", "diag.correct_refusal", "¿El taller Hermanos Vidal acepta pago con tarjeta?", "En la información disponible no se menciona si aceptan tarjeta, así que no puedo responder.", {"es-taller": TALLER}, (), "correct_refusal"),
    w.diag("es-s-033", "diag.unfaithful", "¿A qué hora abren las puertas de Sonorama del Sur?", "Las puertas abren a las 19:00.", {"es-fest": FEST}, ("es-fest",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
