"""Questions that ask for the conditions to meet ("What are the requirements for drivers?",
"Welche Voraussetzungen gelten?", "Quelles conditions faut-il remplir ?", "¿Qué requisitos
hay?", "조건이 뭐예요?", "有什么要求？"), and the answers that state one: an obligation or a
minimum ("Drivers must be at least 21", "Sie müssen mindestens 21 sein", "il faut avoir
21 ans", "hay que tener 21 años", "21세 이상이어야 합니다", "必须年满21岁"). Such an
answer names no "requirement" and answers the question all the same. Pure."""

from __future__ import annotations

import re

from ragmeter.text.tokenize import normalize

__all__ = ["ASKS_REQUIREMENT", "states_requirement"]

#: the nouns of a condition to meet, in a question (read by :mod:`ragmeter.text.questions`)
ASKS_REQUIREMENT = (
    r"\b(?:requirements?|prerequisites?|conditions|criteria|eligibility|qualifications)\b"
    r"|\b(?:voraussetzung(?:en)?|bedingungen|anforderungen|kriterien)\b"
    r"|\b(?:conditions|exigences|critères|prérequis)\b"
    r"|\b(?:requisitos?|condiciones|exigencias|criterios)\b"
    r"|조건|자격|요건|要求|条件|资格"
)

#: an obligation or a minimum, anywhere in an answer
_STATES = re.compile(
    r"\b(?:must|need to|needs to|have to|has to|required|requires|at least|minimum|no younger than"
    r"|muss|müssen|musst|mindestens|erforderlich|benötig\w*|brauch\w*|vorausgesetzt"
    r"|doit|doivent|dois|devez|il faut|au moins|minimum|obligatoire|exigée?s?|nécessaire"
    r"|debe|deben|debes|hay que|tiene que|tienen que|tienes que|al menos|como mínimo|mínimo"
    r"|obligatori[oa]s?|necesari[oa]s?)\b"
    r"|해야|하여야|있어야|이어야|여야|필요|이상|必须|必需|需要|须|至少|以上|满\d|年满"
)


def states_requirement(answer: str) -> bool:
    """``answer`` states an obligation or a minimum (see the module's docstring)."""
    return _STATES.search(normalize(answer)) is not None
