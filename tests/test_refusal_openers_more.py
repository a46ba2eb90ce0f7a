"""Long polite refusals ("Thank you for your question. Unfortunately, I couldn't find any
information about X in the documents available to me. I'd recommend contacting ...") and
polite openers that are no claims ("네, 알려 드릴게요!", "我来告诉您。", "Te cuento:").

Written from the phenomena in six languages: a refusal is made of thanks, a sentence that
says nothing about X was found, and advice to ask someone (who "will be able to tell
you"); each part is varied and recombined. A real fact next to the same caveat or advice
keeps the answer an answer.
"""

from __future__ import annotations

import itertools

import pytest

import ragmeter
from ragmeter.text.discourse import Aside, aside_kind, strip_frame
from ragmeter.text.refusal import is_refusal, refusal_parts

ISSUE_REFUSAL = (
    "Thank you for your question. Unfortunately, I couldn't find any information about paying the fee in "
    "instalments in the documents available to me. I'd recommend contacting the city office directly, as "
    "they will be able to tell you whether an instalment plan is possible."
)

# language: (thanks, "found nothing about X" sentences, advice sentences)
PARTS: dict[str, tuple[list[str], list[str], list[str]]] = {
    "en": (
        ["Thank you for your question.", "Thanks for reaching out!", "Thanks for asking."],
        [
            "Unfortunately, I couldn't find any information about paying the annual fee in monthly "
            "instalments in the documents available to me.",
            "I could not find any information about whether the fee can be paid in instalments in the "
            "material available to me.",
            "I was unable to find any information about instalment plans in what I have.",
            "Sadly, I wasn't able to find details on late payment of the fee in the provided documents.",
            "I haven't been able to find any information about instalment payments in the documents I have.",
            "I didn't find any information regarding paying the fee in instalments.",
            "My search of the documents turned up nothing about instalment payments.",
        ],
        [
            "I'd recommend contacting the city office directly, as they will be able to tell you whether an "
            "instalment plan is possible.",
            "I would suggest getting in touch with the membership office, who should be able to help.",
            "It's best to contact the city office directly.",
            "For more information, please contact the city office.",
            "I'd suggest you contact the city office, and they can tell you whether it's possible.",
            "The city office should be able to tell you whether an instalment plan is possible.",
            "It might be worth asking the city office directly.",
            "If you need a definite answer, please contact the city office.",
        ],
    ),
    "de": (
        ["Vielen Dank für Ihre Frage.", "Danke für Ihre Frage!"],
        [
            "Leider konnte ich in den mir vorliegenden Unterlagen keine Informationen zu einer Ratenzahlung "
            "der Jahresgebühr finden.",
            "In den verfügbaren Dokumenten habe ich leider keine Angaben dazu gefunden, ob die Gebühr in "
            "Raten bezahlt werden kann.",
            "Zu einer Ratenzahlung konnte ich in den mir zur Verfügung stehenden Dokumenten leider nichts "
            "finden.",
            "Ich konnte in den Dokumenten leider nichts über eine Ratenzahlung der Gebühr herausfinden.",
        ],
        [
            "Wenden Sie sich am besten direkt an das Bürgeramt, dort kann man Ihnen sagen, ob eine "
            "Ratenzahlung möglich ist.",
            "Ich empfehle Ihnen, sich direkt an die Stadtverwaltung zu wenden.",
            "Das Bürgeramt kann Ihnen sicher weiterhelfen.",
            "Für genauere Informationen kontaktieren Sie bitte das Bürgeramt.",
            "Es empfiehlt sich, direkt bei der Stadtverwaltung nachzufragen.",
        ],
    ),
    "fr": (
        ["Merci pour votre question.", "Merci de votre question !"],
        [
            "Malheureusement, je n'ai trouvé aucune information sur le paiement échelonné des frais dans "
            "les documents dont je dispose.",
            "Je n'ai pas trouvé d'information concernant le paiement des frais en plusieurs fois dans les "
            "documents à ma disposition.",
            "Je n'ai pas pu trouver d'informations sur le paiement en plusieurs fois.",
            "Je ne suis pas parvenu à trouver d'informations sur le paiement échelonné des frais.",
        ],
        [
            "Je vous conseille de contacter directement la mairie.",
            "Je vous recommande de contacter la mairie, qui pourra vous dire si un échéancier est possible.",
            "Le mieux est de vous adresser directement à la mairie.",
            "Je vous invite à contacter la mairie.",
            "La mairie pourra vous renseigner.",
            "Il serait préférable de vous renseigner directement auprès de la mairie.",
        ],
    ),
    "es": (
        ["Gracias por tu pregunta.", "Gracias por su consulta."],
        [
            "Lamentablemente, no he encontrado información sobre el pago a plazos de la tasa en los "
            "documentos disponibles.",
            "No he podido encontrar ninguna información sobre el pago de la tasa a plazos en los documentos "
            "de los que dispongo.",
            "Lo siento, pero no pude encontrar información acerca del pago a plazos en la documentación "
            "disponible.",
            "No logré encontrar información sobre el pago a plazos en los documentos.",
        ],
        [
            "Le recomiendo contactar directamente con el ayuntamiento.",
            "Te recomiendo ponerte en contacto con el ayuntamiento, que podrá decirte si es posible.",
            "Lo mejor es que consulte directamente con el ayuntamiento.",
            "Para más información, contacte con el ayuntamiento.",
            "El ayuntamiento podrá informarle al respecto.",
            "Sería mejor que preguntara directamente en el ayuntamiento.",
        ],
    ),
    "ko": (
        ["질문 감사합니다.", "문의해 주셔서 감사합니다."],
        [
            "죄송하지만 제공된 자료에서 수수료 분할 납부에 대한 정보를 찾을 수 없습니다.",
            "아쉽게도 제가 가진 자료에서는 수수료를 분할로 납부할 수 있는지에 관한 정보를 찾지 못했습니다.",
            "분할 납부에 관해서는 자료에서 찾아볼 수 없었습니다.",
            "분할 납부 여부에 대한 정보는 제공된 자료에 없습니다.",
        ],
        [
            "자세한 내용은 시청에 문의해 주세요.",
            "시청에 직접 문의하시면 분할 납부 가능 여부를 안내받으실 수 있을 것입니다.",
            "시청 민원실로 직접 문의하시는 것을 권해 드립니다.",
            "정확한 내용은 시청에 확인해 보시는 것이 좋겠습니다.",
            "담당 부서에 연락하시면 자세히 안내해 드릴 것입니다.",
            "번거로우시겠지만 시청 홈페이지를 참고하시거나 민원실에 문의하세요.",
        ],
    ),
    "zh": (
        ["感谢您的提问。", "谢谢你的问题。"],
        [
            "抱歉，我在现有资料中没有找到关于分期缴费的信息。",
            "不好意思，我手头的文件里找不到有关分期付款的任何信息。",
            "很抱歉，根据我目前掌握的资料，无法找到关于分期缴费的相关信息。",
            "我未能在资料中找到有关分期缴费的信息。",
        ],
        [
            "建议您直接联系市政府办公室，他们可以告诉您是否可以分期付款。",
            "你可以直接打电话问一下市政厅。",
            "如需了解详情，请联系市政府。",
            "最好直接向市政府咨询。",
            "市政府工作人员会为您解答。",
            "具体情况建议向相关部门确认。",
        ],
    ),
}


def _combined() -> list[str]:
    """Each "found nothing" sentence and each piece of advice at least once, with thanks."""
    out: list[str] = []
    for thanks, cores, advice in PARTS.values():
        n = max(len(cores), len(advice))
        rows = zip(
            itertools.islice(itertools.cycle(thanks), n), itertools.cycle(cores), itertools.cycle(advice)
        )
        out += [" ".join(row) for row, _ in zip(rows, range(n), strict=False)]
    return out


@pytest.mark.parametrize("answer", [ISSUE_REFUSAL, *_combined()])
def test_thanks_found_nothing_and_advice_is_a_refusal(answer: str) -> None:
    assert is_refusal(answer), refusal_parts(answer)


@pytest.mark.parametrize("answer", [core for _, cores, _ in PARTS.values() for core in cores])
def test_found_nothing_about_x_alone_is_a_refusal(answer: str) -> None:
    assert is_refusal(answer), refusal_parts(answer)


# A real fact with the same caveat or advice; a hedged answer.
ANSWERS = [
    "The fee is €40; I couldn't find whether instalments are possible.",
    "I believe it opens at 9, but please check.",
    "The fee is €40. I couldn't find any information about paying it in instalments. Please contact the "
    "city office for details.",
    "Thank you for your question. The fee is €40 and can be paid in two instalments. For more "
    "information, please contact the city office.",
    "I didn't find any information about instalments; the fee is due by 1 March.",
    "The fee is €40. The city office will be able to tell you whether instalments are possible.",
    "I believe instalments are possible. Please confirm with the city office.",
    "Die Gebühr beträgt 40 €; ob eine Ratenzahlung möglich ist, konnte ich nicht finden.",
    "Die Gebühr beträgt 40 €. Zur Ratenzahlung habe ich leider keine Informationen gefunden. Wenden Sie "
    "sich bitte an das Bürgeramt.",
    "Ich glaube, es öffnet um 9 Uhr, aber prüfen Sie das bitte.",
    "Les frais sont de 40 € ; je n'ai pas trouvé si le paiement échelonné est possible.",
    "Les frais s'élèvent à 40 €. Je n'ai trouvé aucune information sur le paiement échelonné. Je vous "
    "conseille de contacter la mairie.",
    "Je crois que ça ouvre à 9 h, mais vérifiez.",
    "La tasa es de 40 €; no encontré si se puede pagar a plazos.",
    "La tasa es de 40 €. No he encontrado información sobre el pago a plazos. Le recomiendo contactar "
    "con el ayuntamiento.",
    "Creo que abre a las 9, pero compruébalo.",
    "수수료는 4만 원입니다. 분할 납부에 대한 정보는 찾을 수 없습니다. 자세한 내용은 시청에 문의해 주세요.",
    "아마 9시에 열 것 같지만 확인해 보세요.",
    "费用是40欧元。我没有找到能否分期的信息，建议您联系市政府。",
    "我觉得是九点开门，不过请再确认一下。",
    # advice-like words that are content: checking in, visiting, what staff do, a finding
    "I'm not sure about parking, but you can check in from 3 pm.",
    "I don't know the opening hours, but you can visit the museum for free on Sundays.",
    "I don't know about parking, but the staff will help you with your luggage.",
    "I couldn't find the price, but the office will confirm your booking by email within 2 days.",
    "I couldn't find the price. You can ask for a late checkout until noon.",
    "I couldn't find anything wrong with the form.",
    "Ich konnte nichts Auffälliges finden, das Gerät ist in Ordnung.",
    "부작용은 확인되지 않았습니다.",
]


@pytest.mark.parametrize("answer", ANSWERS)
def test_a_fact_with_a_caveat_or_a_hedge_is_no_refusal(answer: str) -> None:
    assert not is_refusal(answer), refusal_parts(answer)


def test_the_run_flags_the_issue_refusal() -> None:
    run = ragmeter.evaluate(
        [{"question": "Can I pay in instalments?", "answer": ISSUE_REFUSAL, "contexts": ["The fee is €40."]}],
        metrics=["faithfulness"],
    )
    assert run.samples[0].refusal
    assert run.samples[0].scores["faithfulness"].value == 1.0


# ---------------------------------------------------------------- polite openers
OPENERS = [
    # ko: a verb of telling, explaining, informing or checking + 드릴게요 / 드리겠습니다 / 드릴께요
    "네, 알려 드릴게요!",
    "알려드릴게요.",
    "말씀드릴게요!",
    "설명해 드리겠습니다.",
    "안내해 드리겠습니다.",
    "확인해 드릴게요.",
    "예, 말씀드리겠습니다.",
    "네 알려드릴께요~",
    "바로 알려 드리겠습니다!",
    "자세히 설명해 드릴게요.",
    "제가 알려 드릴게요.",
    "답변 드릴게요.",
    "정리해 드릴게요.",
    # zh
    "好的，我来为您解答。",
    "我来告诉您。",
    "我来为你介绍一下。",
    "下面为您解答。",
    "以下是答案：",
    # de
    "Gern helfe ich Ihnen weiter!",
    "Hier ist die Antwort:",
    "Gerne erkläre ich es Ihnen.",
    "Hier sind die Informationen:",
    # fr
    "Je vous explique :",
    "Voici la réponse :",
    "Je vais vous expliquer.",
    "Voici ce que j'ai trouvé :",
    # es
    "¡Con gusto te lo explico!",
    "Te cuento:",
    "Le explico:",
    "Aquí tienes la respuesta:",
    # en
    "Let me explain.",
    "Let me tell you.",
    "I'll explain.",
]


@pytest.mark.parametrize("sentence", OPENERS)
def test_a_polite_opener_standing_alone_is_not_a_claim(sentence: str) -> None:
    assert aside_kind(sentence) is Aside.OPENER


@pytest.mark.parametrize(
    "sentence",
    [
        "네, 전형료는 5만 원입니다.",
        "결과는 12월에 알려 드릴게요.",
        "합격자에게 문자로 안내해 드리겠습니다.",
        "담당자가 내일 전화로 안내해 드리겠습니다.",
        "我来告诉您：费用是五十元。",
        "Hier ist der Eingang.",
        "Voici le musée.",
        "Te cuento que abre a las 9.",
        "Je vous explique pourquoi le musée ferme à 18 h.",
    ],
)
def test_a_sentence_with_content_is_still_judged(sentence: str) -> None:
    assert aside_kind(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "statement"),
    [
        ("我来告诉您：费用是五十元。", "费用是五十元。"),
        ("Te cuento: abre a las 9.", "Abre a las 9."),
        ("Voici la réponse : les frais sont de 50 euros.", "Les frais sont de 50 euros."),
        ("Hier ist die Antwort: Die Gebühr beträgt 50 Euro.", "Die Gebühr beträgt 50 Euro."),
    ],
)
def test_an_opener_in_front_of_a_statement_is_removed(sentence: str, statement: str) -> None:
    rest, removed = strip_frame(sentence)
    assert rest == statement
    assert [r.kind for r in removed] == [Aside.OPENER]


@pytest.mark.parametrize(
    ("question", "answer", "context", "score"),
    [
        (
            "전형료가 얼마예요?",
            "네, 알려 드릴게요! 전형료는 5만 원입니다.",
            "전형료는 5만 원이며, 합격자는 12월 13일에 발표합니다.",
            1.0,
        ),
        (
            "전형료가 얼마예요?",
            "말씀드릴게요! 전형료는 5만 원입니다.",
            "전형료는 5만 원이며, 합격자는 12월 13일에 발표합니다.",
            1.0,
        ),
        (
            "전형료가 얼마예요?",
            "네, 알려 드릴게요! 전형료는 7만 원입니다.",
            "전형료는 5만 원이며, 합격자는 12월 13일에 발표합니다.",
            0.0,
        ),
        ("费用是多少？", "好的，我来为您解答。费用是五十元。", "费用是五十元。", 1.0),
        (
            "Wie hoch ist die Gebühr?",
            "Gern helfe ich Ihnen weiter! Die Gebühr beträgt 50 Euro.",
            "Die Gebühr beträgt 50 Euro.",
            1.0,
        ),
        (
            "Quel est le prix ?",
            "Je vous explique : les frais sont de 50 euros.",
            "Les frais sont de 50 euros.",
            1.0,
        ),
        (
            "¿Cuánto cuesta?",
            "¡Con gusto te lo explico! La tasa es de 50 euros.",
            "La tasa es de 50 euros.",
            1.0,
        ),
    ],
)
def test_the_run_does_not_judge_the_opener(question: str, answer: str, context: str, score: float) -> None:
    run = ragmeter.evaluate(
        [{"question": question, "answer": answer, "contexts": [context]}], metrics=["faithfulness"]
    )
    assert run.samples[0].scores["faithfulness"].value == score


@pytest.mark.parametrize(
    "answer",
    [
        # an answer that something is not provided or included is no refusal
        "No, towels are not provided.",
        "아니요, 운동복과 수건은 제공되지 않습니다.",
        "Nein, EU-Roaming ist im Tarif Smart M nicht enthalten.",
        "Non, les serviettes ne sont pas fournies.",
        "조식은 포함되어 있지 않습니다.",
    ],
)
def test_not_provided_is_an_answer(answer: str) -> None:
    assert not is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Unfortunately, I wasn't able to find that. The information I have covers the data allowance and the "
        "monthly price, but it says nothing about a penalty for early cancellation. You may want to contact "
        "customer service.",
        "Leider kann ich diese Frage nicht beantworten. Die mir vorliegenden Informationen beschreiben "
        "nur die Öffnungszeiten. Ob es eine Sauna gibt, geht daraus nicht hervor. Am besten fragen Sie "
        "direkt im Studio nach.",
        "Lo siento, pero no puedo responder a esa pregunta con la información disponible. Los documentos "
        "hablan del horario, pero no mencionan si los gimnasios tienen piscina. Te recomiendo consultarlo.",
        "The information I have says nothing about parking.",
    ],
)
def test_a_refusal_that_lists_what_the_documents_cover(answer: str) -> None:
    assert is_refusal(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Thank you for your question! Unfortunately, the information I have doesn't cover parking. "
        "I'd recommend calling the practice directly. Sorry I couldn't be of more help!",
        "아쉽게도 제가 가진 자료에서는 물품 보관소에 대한 정보를 찾을 수 없었습니다. "
        "도움이 되지 못해 죄송합니다.",
        "很遗憾，我目前掌握的资料中没有提到医院是否接诊兔子。希望您的宠物早日健康！",
        "Les documents fournis n'indiquent pas le prix des billets, je ne peux donc pas répondre à "
        "cette question.",
        "Malheureusement, les informations dont je dispose ne précisent pas si la clinique prend en "
        "charge les chevaux. Désolé de ne pas pouvoir vous aider davantage.",
        "Por desgracia, la información de la que dispongo no menciona descuentos para estudiantes. Te "
        "recomiendo contactar con la taquilla; seguro que pueden ayudarte. Siento no poder darte una "
        "respuesta más concreta.",
        "Leider finde ich dazu nichts in den Unterlagen. Tut mir leid, dass ich nicht weiter helfen kann.",
    ],
)
def test_an_apology_for_not_helping_more_is_talk(answer: str) -> None:
    assert is_refusal(answer)


def test_a_real_answer_with_an_apology_stays_an_answer() -> None:
    assert not is_refusal("The fee is €40. Sorry I couldn't be of more help with the instalments.")
