"""Periods in other units and shares of a whole, in all six languages: "two years" is
"24 months", "two weeks" is "14 days", "half of the staff" is "50 % of the staff", and
"most" is not what a share below half says."""

from __future__ import annotations

from plain_suite.case import Case, Writer

# fmt: off
#: (lang, warranty context, answer), (notice context, answer),
#: (remote-work context, half answer, most answer)
_CASES: dict[str, tuple[tuple[str, str, str], tuple[str, str, str], tuple[str, str, str, str]]] = {
    "en": (
        ("How long is the warranty?", "Every device comes with a 24-month warranty.",
         "The warranty lasts two years."),
        ("How much notice do I need to give?", "Tenants must give two weeks' notice before moving out.",
         "You need to give 14 days' notice before moving out."),
        ("How many employees work remotely?", "50% of the company's employees work remotely.",
         "Half of the employees work remotely.", "Most employees work remotely."),
    ),
    "ko": (
        ("보증 기간은 얼마인가요?", "모든 제품의 보증 기간은 24개월이다.", "보증 기간은 2년입니다."),
        ("언제까지 알려야 하나요?", "회원은 2주 전에 통보하면 해지할 수 있다.",
         "해지하려면 14일 전에 통보해야 합니다."),
        ("재택근무를 하는 직원은 얼마나 되나요?", "이 회사 직원의 50%가 재택근무를 한다.",
         "직원의 절반이 재택근무를 합니다.", "직원 대부분이 재택근무를 합니다."),
    ),
    "zh": (
        ("保修期多长？", "所有产品的保修期为24个月。", "保修期为两年。"),
        ("多久能送到？", "订单将在两周内送达。", "订单14天内送达。"),
        ("有多少员工在家办公？", "公司50%的员工在家办公。", "一半的员工在家办公。", "大多数员工在家办公。"),
    ),
    "de": (
        ("Wie lange gilt die Garantie?", "Alle Geräte haben eine Garantie von 24 Monaten.",
         "Die Garantie gilt zwei Jahre."),
        ("Wie lang ist die Kündigungsfrist?", "Die Kündigungsfrist beträgt zwei Wochen.",
         "Die Kündigungsfrist beträgt 14 Tage."),
        ("Wie viele Mitarbeiter arbeiten im Homeoffice?",
         "50 % der Mitarbeiter des Unternehmens arbeiten im Homeoffice.",
         "Die Hälfte der Mitarbeiter arbeitet im Homeoffice.",
         "Die meisten Mitarbeiter arbeiten im Homeoffice."),
    ),
    "fr": (
        ("Combien de temps dure la garantie ?", "Tous les appareils sont garantis 24 mois.",
         "La garantie dure deux ans."),
        ("Quel est le préavis ?", "Le préavis est de deux semaines.", "Le préavis est de 14 jours."),
        ("Combien d'employés travaillent à domicile ?",
         "50 % des employés de l'entreprise travaillent à domicile.",
         "La moitié des employés travaillent à domicile.",
         "La plupart des employés travaillent à domicile."),
    ),
    "es": (
        ("¿Cuánto dura la garantía?", "Todos los aparatos tienen una garantía de 24 meses.",
         "La garantía dura dos años."),
        ("¿Cuál es el preaviso?", "El preaviso es de dos semanas.", "El preaviso es de 14 días."),
        ("¿Cuántos empleados trabajan desde casa?",
         "El 50 % de los empleados de la empresa trabaja desde casa.",
         "La mitad de los empleados trabaja desde casa.",
         "La mayoría de los empleados trabaja desde casa."),
    ),
}
# fmt: on


def _cases() -> list[Case]:
    out: list[Case] = []
    for lang, (warranty, notice, remote) in _CASES.items():
        w = Writer(lang)
        out.append(w.faith(f"{lang}-faith-301", "fmt.period", warranty[0], warranty[2], warranty[1], True))
        out.append(w.faith(f"{lang}-faith-302", "fmt.period", notice[0], notice[2], notice[1], True))
        out.append(w.faith(f"{lang}-faith-303", "fmt.share", remote[0], remote[2], remote[1], True))
        out.append(w.faith(f"{lang}-faith-304", "quantifier", remote[0], remote[3], remote[1], False))
    return out


CASES: list[Case] = _cases()
