"""An instruction or a means: what a "how do I ..." question asks for ("Call our hotline
...", "You need to give 14 days notice.", "Rufen Sie ... an.", "문의하세요.", "请拨打..."),
read by :func:`ragmeter.text.slots.filler_tokens`. Pure."""

from __future__ import annotations

import re

from ragmeter.text.tokenize import normalize

__all__ = ["says_a_way"]

#: where a sentence of an answer ends (and a Chinese clause: "预约就行，课在...")
_SENTENCE_END = re.compile(r"(?:(?<=[.!?。！？])|(?<=[\u4e00-\u9fff],))\s*")
_INSTRUCTION = re.compile(
    r"^(?:please |simply |just |first,? )?(?:call|email|e-mail|contact|visit|go|send|fill|complete|click"
    r"|open|log|"
    r"sign|give|bring|use|ask|press|select|choose|enter|pay|book|download|install|follow|take|write"
    r"|submit|return|"
    r"print|show|register|reply|text|phone|tap|apply|request|cancel|order|check|speak|talk|come|drop|mail|"
    r"leave|tell|let|make)\b"
    r"|^(?:you|members|customers|guests|staff|students|employees) (?:can|could|need to|must|should|have"
    r" to|will need to|"
    r"may)\b|^(?:to|by) \w+|^(?:sie|man) (?:können|müssen|sollten|kann|muss)\b|^(?:rufen|schicken|senden"
    r"|füllen|"
    r"geben|bringen|gehen|besuchen|melden|klicken|wählen|schreiben|kommen) sie\b|^(?:vous (?:pouvez|devez|"
    r"n'avez qu'à)|il (?:faut|suffit))\b|^\w+ez\b|^(?:puede|puedes|debe|debes|tiene que|tienes que|hay"
    r" que)\b|"
    r"^(?:llame|llama|envíe|envía|rellene|rellena|traiga|trae|vaya|ve|haga|haz|contacte|contacta|escriba|"
    r"escribe|pida|pide|dé|da)\b|(?:세요|십시오|주세요|면 됩니다|야 합니다|할 수 있습니다)[.!]?$|"
    r"^(?:请|您可以|你可以|需要|可以通过|拨打|发送|填写|联系|前往|登录)"
    # a way said as a means: "En prenant l'abonnement", "Llamando al 900...", "Indem Sie ...",
    # "Through the app", "충전하면 ... 쌓입니다", "下单时选……就行"
    r"|^en \w+ant\b|^\w+(?:ando|iendo)\b|^(?:indem|per|über die|über das|mit der|mit dem)\b"
    # ... or by its means ("Par carte bancaire", "Con tarjeta", "出示取件码")
    r"|^(?:through|via|using|par|avec|con|mit) \w+|^(?:出示|带上|扫码|关注|凭)"
    r"|(?:하면|으면|려면|하시면|시면) |(?:就行|就可以了?|即可)[。.!！]?$"
    # a Korean means, said as a statement ("홈페이지에서만 접수합니다", "앱을 통해서만 대여할 수 있어요")
    r"|(?:통해서?만?|에서만?|으로만?) [가-힣 ]{1,12}(?:합니다|해요|할 수 있어요|할 수 있습니다|됩니다)[.!]?$"
    # a step said by its infinitive ("Reservar un puesto ...", "Apuntarte antes del 15", "Réserver en
    # ligne", "Einfach anrufen")
    r"|^\w{2,}(?:ar|er|ir)(?:te|se|lo|la|los|las|le|les|me)?\b(?<!\bpor)"
    r"|^(?!notre\b|votre\b|entre\b|autre\b|chaque\b)\w{3,}(?:er|ir|re)\b|^(?:einfach|bitte|direkt) \w+"
    # the impersonal way ("Se compra en taquilla", "On réserve en ligne", "Man bucht online")
    r"|^se \w{3,}(?:a|e|an|en)\b|^on \w{3,}e\b|^man \w{3,}t\b"
)


def says_a_way(answer: str) -> bool:
    """An instruction or a means in any sentence of the answer ("미리 예약을 하셔야 합니다.
    예약제로만 운영되거든요.", "提前一天预约就行，课在周六下午2点。")."""
    parts = _SENTENCE_END.split(normalize(answer))
    return any(_INSTRUCTION.search(p.strip(" ¡\"',")) for p in parts if p.strip())
