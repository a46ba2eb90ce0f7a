"""Is an answer a refusal ("I don't know", "The documents don't say")?

An answer is a refusal when some part of it says the writer cannot answer and no part
of it answers: every clause is either a refusal ("I'm sorry, I don't have that
information.", "Les documents ne le précisent pas.", "No tengo esa información."), or
talk around it (an apology, thanks, an opener or closer, a remark about what the
documents do cover, advice to ask someone else). A clause that states anything else is
content, so a hedged answer ("I'm not completely sure, but it opens at 9 a.m.") and a
partial one ("The documents don't mention Sundays, but on weekdays it opens at 9.") are
answers. English, Korean, Chinese, German, French and Spanish (and a little Japanese).
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache

from ragmeter.text.discourse import THANKS_LEAD, aside_kind
from ragmeter.text.refusal_advice import ADVICE as _ADVICE
from ragmeter.text.refusal_advice import ADVICE_LEAD as _ADVICE_LEAD
from ragmeter.text.refusal_words import DOCS, PHRASES
from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import normalize

__all__ = ["Part", "expects_refusal", "is_refusal", "refusal_parts"]


class Part(str, Enum):
    """What one clause of an answer does, for refusal detection."""

    REFUSAL = "refusal"
    TALK = "talk"  # apology, thanks, opener, closer, remark on the documents, advice
    CONTENT = "content"


_REFUSAL = re.compile("|".join(PHRASES))
# The same phrases anywhere in a text (a clause's start and end are not the text's):
# a superset, so that an answer it does not match has no refusing clause.
_REFUSAL_ANYWHERE = re.compile(
    "|".join(
        re.sub(r"(?<![\[\\])\$", r"(?:$|(?=[\\s,.;:!?。，]))", re.sub(r"(?<![\[\\])\^", r"\\b", p))
        for p in PHRASES
    )
)

# Talk around a refusal: thanks, apologies, remarks on what the documents do hold, advice.
_THANKS = re.compile(
    r"^(?:(?:many )?thanks?|thank you)(?: (?:so|very) much)?(?: for (?:your|the|asking|reaching)\b.*)?$"
    r"|^(?:danke|vielen dank|danke schön|herzlichen dank)"
    r"(?: für (?:ihre|deine|die|eure) (?:\w+ )?(?:frage|anfrage"
    r"|nachricht))?$"
    r"|^merci(?: beaucoup)?(?: (?:pour|de) (?:votre|ta|cette) (?:question|demande|message))?$"
    r"|^(?:muchas )?gracias(?: por (?:tu|su|la) (?:pregunta|consulta|mensaje))?$"
    r"|^(?:좋은 )?(?:질문|문의)?(?:을|를)? ?(?:해 ?주셔서|주셔서)? ?(?:감사|고맙)"
    r"(?:합니다|드립니다|해요|습니다)$"
    r"|^(?:非常)?(?:感谢|谢谢)(?:您|你)?(?:的)?(?:提问|问题|咨询|来信)?$|^还?请(?:您)?(?:谅解|见谅)$"
)
# What the documents at hand do cover, when it is not what was asked: "the policy excerpt
# I have only talks about water damage", "la información de la que dispongo solo habla
# del peso", "l'extrait ... ne parle que des dégâts des eaux", "der mir vorliegende Auszug
# behandelt nur ...", "약관 발췌본에는 수해에 대한 내용만 있", "保单摘录只提到了水损"
_SOURCE = (
    r"(?:documents?|docs|context|sources?|texts?|passages?|materials?|information|info|data|excerpts?|"
    r"extracts?|snippets?|sections?|notes?)"
)
_ONLY_COVERS = re.compile(
    rf"\b{_SOURCE}\b.{{0,200}}\b(?:only|mainly|just|merely) (?:covers?|describes?|deals? with|talks? about"
    r"|speaks? about|mentions?|lists?|discuss(?:es)?|refers? to|contains?|includes?|says? something about"
    r"|addresses|gives)\b"
    rf"|\b{_SOURCE} (?:\w+ ){{0,4}}?(?:covers?|talks? about|mentions?|deals? with|describes?) only\b"
    r"|^(?=.{0,200}\b(?:auszug|dokument|unterlage|text|kontext|quelle|information|material|abschnitt|angabe)\w*)"
    r"(?=.{0,200}\b(?:nur|lediglich|ausschließlich)\b)"
    r"(?=.{0,200}\b(?:behandel|beschreib|erwähn|enthält|enthalten|nenn|geht|sprich|sprech|befass|bezieh|informier"
    r"|deck|beinhalt|handel)\w*)"
    r"|\b(?:extraits?|documents?|textes?|contexte|informations?|sources?|passages?|données)\b.{0,200}"
    r"\bne (?:\w+ )?(?:parle|parlent|traite|traitent|mentionne|mentionnent|couvre"
    r"|couvrent|porte|portent|décrit|décrivent|contient|contiennent|évoque|évoquent|aborde|abordent|indique"
    r"|indiquent|concerne|concernent) que\b"
    r"|\b(?:parle|parlent|traite|traitent|porte|portent|mentionne|mentionnent|couvre|couvrent) (?:uniquement"
    r"|seulement) (?:de|des|du|d'|sur)"
    r"|\b(?:décrit|décrivent|indique|indiquent|précise|précisent|liste|listent|donne|donnent|couvre|couvrent"
    r"|mentionne|mentionnent|contient|contiennent) (?:uniquement|seulement)\b"
    r"|^(?:solo|sólo|solamente|únicamente) (?:se )?(?:mencionan?|habla|hablan|describen?|indican?|recogen?"
    r"|detallan?|incluyen?|tratan?|contienen?|cubren?)\b"
    r"|\b(?:informaci[oó]n|documentos?|textos?|extractos?|fragmentos?|contexto|datos|fichas?|fuentes?"
    r"|materiales?)\b.{0,200}\b(?:solo|sólo|solamente|únicamente) (?:habla|hablan|trata|tratan"
    r"|menciona|mencionan|cubre|cubren|describe|describen|incluye|incluyen|contiene|contienen|recoge|recogen"
    r"|se refiere|se refieren|detalla|detallan)\b"
    r"|(?:자료|문서|정보|발췌본?|본문|텍스트|내용|맥락|출처)\S*\s.{0,200}(?:에 대한|에 관한|관련(?:된)?) ?"
    r"(?:내용|정보|설명|언급)(?:만|뿐)"
    r"|(?:자료|문서|정보|발췌본?|본문|텍스트)\S*\s.{0,200}(?:만|뿐) ?(?:있|나와|담겨|다루|언급|설명|포함)"
    r"|(?:资料|文件|文档|摘录|摘要|材料|信息|文本|内容|上下文|段落)[^，。,]{0,6}?"
    r"(?:只|仅|只是|仅仅|主要)(?:有|提到|提及|涉及|讲|说|谈|包含|介绍|描述|覆盖|写|列|包括|关于)"
)
_APOLOGY_WORDS = re.compile(
    r"(?:i'?m |i am )?(?:so |very |really |truly )?(?:sorry|afraid)|unfortunately|regrettably|i apologi[sz]e|"
    r"\b(?:hmm+|hm|um+|uh+|ah+|oh|well|ok|okay|äh|ähm|euh|bueno|pues)\b|음|글쎄요?|嗯|唔|"
    r"apologies|sadly|번거로우시겠(?:지만)?|죄송(?:합니다|하지만|해요|하)?|안타깝게도|유감스럽게도|아쉽게도|抱歉|对不起|很遗憾|不好意思|遗憾的是|"
    r"(?:es |das )?tut mir leid|leider|entschuldigung|bedauerlicherweise|(?:je suis )?(?:désolée?|navrée?)"
    r"|malheureusement|"
    r"lo siento|lamentablemente|disculpa|disculpe|perdón|perdona|desafortunadamente|por desgracia"
    # (a connective left with the apology: "그래서 죄송하지만", "so, sorry")
    r"|\b(?:so|therefore|thus|daher|deshalb|also|donc|alors|por eso|así que|por lo tanto)\b|그래서|따라서"
    r"|그러므로|所以|因此"
    r"|[\s,.!;:。，！、]+",
)
#: an apology or hedge word opening a clause ("Unfortunately, the excerpt ...")
_APOLOGY_LEAD = re.compile(
    r"^(?:unfortunately|sadly|regrettably|leider|malheureusement|por desgracia|lamentablemente"
    r"|desafortunadamente|안타깝게도|아쉽게도|유감스럽게도|죄송하지만|很遗憾|遗憾的是|可惜)[\s,，]*"
)
_META = re.compile(
    r"^(?:i'?ve |i have |i )(?:carefully |thoroughly )?(?:looked|checked|searched|read|reviewed|gone|went"
    r"|scanned)\b"
    # what the assistant looked through: "Ich habe die Informationen ... durchgesehen", "J'ai
    # consulté les documents", "He revisado la información", "我仔细查阅了…资料", "자료를 살펴보았"
    r"|^(?:dort|darin|hier|in (?:den|diesen) (?:dokumenten|unterlagen|informationen))"
    r" (?:stehen|steht|finden sich|findet sich|gibt es|geht es) nur\b"
    r"|^(?:sie|diese|die unterlagen|die informationen|die dokumente)"
    r" (?:enthalten|behandeln|beschreiben|nennen) (?:\w+ )?(?:angaben|informationen|hinweise|details)"
    r" (?:zu|über|zum|zur)\b"
    r"|^ich habe .{0,200}\b(?:durchgesehen|geprüft|überprüft|durchsucht|gelesen|angesehen|angeschaut"
    r"|nachgesehen|durchgegangen|gesichtet)\b"
    r"|^j'ai (?:bien |attentivement |soigneusement )?(?:consulté|vérifié|parcouru|lu|relu|examiné|regardé"
    r"|cherché|passé en revue)\b"
    r"|^(?:he|hemos) (?:revisado|consultado|leído|buscado|mirado|comprobado|examinado)\b"
    r"|^我(?:已经|仔细|认真)*(?:查阅|查看|查找|翻阅|阅读|检查|浏览|核对)了?"
    r"|(?:살펴보았|살펴봤|확인해 ?보았|확인해 ?봤|확인했|검토했|검토해 ?보았|찾아보았|찾아봤)"
    rf"|\b{DOCS} (?:(?:i|we) (?:have|got|was given|can see) )?(?:only |mainly |mostly )?"
    r"(?:covers?|describes?|deals? with|"
    r"(?:is|are) (?:only |mainly )?about|talks? about|focus(?:es)? on)\b"
    r"|\b(?:it|they|these|this) (?:only|mainly|just) (?:covers?|describes?|talks? about|mentions?|lists?"
    r"|deals? with)\b"
    r"|(?:자료|문서|정보)(?:는|에는|에서는)? .*(?:다루고|설명하고|만 있)|(?:资料|文件|文档)(?:只|仅|主要)"
    r"|\b(?:dokumente|unterlagen|informationen) (?:\w+ )?(?:behandeln|beschreiben|enthalten nur)\b"
    r"|\b(?:documents|informations) (?:\w+ )?(?:portent|traitent|décrivent) (?:uniquement|seulement)?"
    r"|\b(?:documentos|informaci[oó]n) (?:\w+ )?(?:solo |sólo )?(?:tratan|describen|cubren|hablan de"
    r"|hablan del|mencionan solo|mencionan sólo)\b"
    r"|\b(?:documents|informations) (?:\w+ )?(?:parlent|parlent uniquement|parlent seulement) d",
)
# Where a sentence joins two clauses that may differ ("..., but on weekdays it opens at 9").
_CLAUSE = re.compile(
    r";|；|,?\s+(?:but|however|though|although|so|yet|whereas|while)\s+|,\s*(?:and|so that|which means)\s+"
    r"|,\s*(?:aber|doch|jedoch|daher|deshalb|also|sondern)\s+|,\s*(?:mais|donc|cependant|toutefois)\s+"
    r"|,\s*(?:pero|sino|así que|por lo que|aunque|sin embargo)\s+|[，,]\s*(?:但是?|不过|所以|因此|可是|然而)"
    r"|(?<=[가-힣])(?:지만|는데|어서|아서|므로|으므로|니까)\s*,?\s+"
    # "수강료는 42만 원이며, 주차 가능 여부는 ...": a clause joined by "-(이)며," / "-고,"
    r"|(?<=[가-힣])(?:이며|며|이고|고),\s+"
)


#: regret at not helping more ("I'm sorry I can't be more helpful here", "désolé de ne pas
#: pouvoir vous aider davantage", "siento no poder ayudarte más", "很抱歉这次没能帮上忙",
#: "도움이 되지 못해 죄송합니다"): talk around a refusal, about the writer, never an answer.
#: Read anywhere in one clause ("Unfortunately, I can't be more helpful"); the closers of
#: discourse.py read a whole sentence from its start, since a sentence that goes on past
#: them may still hold a claim of its own
_NOT_HELPING = re.compile(
    r"\b(?:can ?not|can't|could not|couldn't|am unable to|unable to|not able to) be"
    r" (?:more |very |much |any |of (?:more |much |any |further )?)?(?:help(?:ful)?|use|assistance)\b"
    r"|\b(?:sorry|apologi[sz]e)\b.{0,40}\b(?:can ?not|can't|could not|couldn't|unable to|not able to)"
    r" (?:help|assist)(?: you)?(?: (?:more|further|any further|with this|here))?(?=$|[\s,.!;])"
    r"|\bde ne (?:pas )?pouvoir (?:pas )?(?:vous |t')?(?:aider|être (?:plus )?utile|en dire plus)\b"
    r"|\bno poder (?:ayudar(?:te|le|les)?|ser(?: de)? más útil|decir(?:te|le)? más)\b"
    r"|(?:没能|没有能|未能|无法|不能)(?:帮上|帮到)(?:您|你)?(?:更多)?(?:的)?忙?|帮不上(?:什么)?忙"
    r"|도움이 (?:되지|돼 드리지|되어 드리지) 못|도움을 (?:더 )?(?:드리지|못 드)"
)


def _part(clause: str) -> Part:
    text = normalize(clause).strip(" ,.;:!?¡¿。，！？")
    if not text:
        return Part.TALK
    if _REFUSAL.search(text):
        return Part.REFUSAL
    if not _APOLOGY_WORDS.sub("", text) or aside_kind(clause) is not None:
        return Part.TALK
    if _META.search(text) or _ADVICE.search(_ADVICE_LEAD.sub("", text)) or _THANKS.match(text):
        return Part.TALK
    thanked = THANKS_LEAD.match(text)  # "Vielen Dank für Ihre Frage und herzlichen Glückwunsch ...!"
    if thanked and aside_kind(text[thanked.end() :]) is not None:
        return Part.TALK
    if _ONLY_COVERS.search(_APOLOGY_LEAD.sub("", text)):
        return Part.TALK
    if (_NOT_HELPING.search(text) or _MY_SOURCES.search(text)) and not any(ch.isdigit() for ch in text):
        return Part.TALK
    return Part.CONTENT


#: what the writer's own sources describe, said of them ("The information I have describes
#: the station's frequency, ...", "我手头的资料介绍了...", "La información de la que dispongo
#: describe ..."): what they cover, not an answer (with no value in it)
_MY_SOURCES = re.compile(
    r"\b(?:information|documents?|details|data|material|notes) (?:that )?i (?:have|was given)\b"
    r"|\b(?:informations?|documents?|données) dont je dispose\b|\bde (?:la|las|los) que dispongo\b"
    r"|\b(?:informaci[oó]n|datos|documentos) que tengo\b"
    r"|\b(?:informationen|unterlagen|angaben|dokumente),? die mir vorliegen\b"
    r"|(?:我)?手头的(?:资料|信息|材料)|제가 (?:가진|가지고 있는) (?:[가-힣]+ ){0,2}(?:자료|정보)"
)


@lru_cache(maxsize=8192)
def refusal_parts(answer: str) -> tuple[tuple[str, Part], ...]:
    """The answer's clauses, each with what it does (refusal, talk or content)."""
    out: list[tuple[str, Part]] = []
    named = False  # the sentence before named the sources and said nothing else
    for sentence in sentences(answer[:20_000]) or [answer]:
        looked = named  # the sentence (or the one before) says what the assistant looked through
        at, start_of = 0, len(out)
        for clause in _CLAUSE.split(sentence):
            start = sentence.find(clause, at) if clause else -1
            joint, at = sentence[at:start] if start >= 0 else "", max(at, start + len(clause))
            if clause and clause.strip():
                out.append((clause.strip(), _read_part(clause, joint, looked, out)))
                said = normalize(clause).strip()
                looked = looked or bool(
                    _META.search(said)
                    or _ONLY_COVERS.search(_APOLOGY_LEAD.sub("", said))
                    or _MY_SOURCES.search(said)
                )
        mine = out[start_of:]
        named = (
            bool(mine)
            and all(p is not Part.CONTENT for _, p in mine)
            and bool(_SOURCE_WORD.search(normalize(sentence)))
        )
    return _covers_before_refusal(out)


def _read_part(clause: str, joint: str, looked: bool, before: list[tuple[str, Part]]) -> Part:
    """What ``clause`` does, read with what came before it (``looked``: the sources were
    named; ``before``: the parts so far)."""
    part = _part(clause)
    if part is not Part.CONTENT:
        return part
    said = normalize(clause).strip()
    # "..., also die Öffnungszeiten, die Eintrittspreise ...": what it looked through
    if looked and _LISTING.search(normalize(joint + clause[:20])):
        return Part.TALK
    if before and _covers_after_refusal(said, before):
        return Part.TALK
    # "..., aber sie beschreiben nur die Fläche, ...": the documents named before; "...; it
    # covers the pools, the ticket prices and ...": they, what they hold
    if looked and (_ONLY_COVERS.search(f"{_NAMED_BEFORE} {said}") or _THEY_COVER.match(said)):
        return Part.TALK
    # "..., mais pas sur les voyages", "..., pero no de viajes": what they do not cover;
    # "... 안내는 있지만 해외 이사는 다루지 않습니다": the documents' verb, their name left out
    if (
        looked
        and before
        and before[-1][1] is Part.TALK
        and (_NOT_ABOUT.match(said) or _KO_NOT_COVERED.search(said))
    ):
        return Part.REFUSAL
    return Part.CONTENT


#: what the sources do not cover, its verb left out after what they do ("mais pas sur les
#: voyages", "pero no de viajes", "but nothing about trips")
_NOT_ABOUT = re.compile(
    r"^(?:(?:but|mais|pero|aber)\s+)?(?:not|nothing|pas|rien|no|nada|nicht|nichts|(?:no|keine?n?)(?:\s+\w+){1,3})\s+"
    r"(?:about|on|sur|de|du|des|d'|sobre|del|über|zu|zum|zur)(?![\w'])"
)
_KO_NOT_COVERED = re.compile(
    r"^[^\d]*(?:은|는) (?:다루지 않|나와 있지 않|언급되어 있지 않|언급하지 않|설명하지 않)"
)
#: the documents looked through, as a pronoun, and what they hold: a list of topics, no
#: value ("it covers the pools, the ticket prices and the opening hours", "elles décrivent
#: les bassins, les tarifs ...")
_THEY_COVER = re.compile(
    r"^(?:(?:it|they|sie|elles?|ils|ellos|ellas)\s+(?:\w+\s+)?)?(?:covers?|describes?|lists?|deals? with"
    r"|talks? about|beschreib\w*|behandel\w*|nenn\w*|enthalt\w*|enthält|décriv\w*|décrit|présent\w*"
    r"|détaill\w*|abord\w*|port\w* sur|indiqu\w*|mentionn\w*|précis\w*|énum\w*|describ\w*|detall\w*|trat\w*"
    r"|habla\w*|recoge\w*|incluye\w*|indica\w*|menciona\w*)\b[^\d]*$"
    # ("Dort stehen die Beobachtungszeiten, ...", "관측회 시간, 입장료에 대한 정보는 있지만")
    r"|^(?:dort|darin)\s+(?:stehen|steht|finden sich|findet sich)\b[^\d]*$"
    # ("Dort sind nur Termine, Gebühr und Kursleitung beschrieben.")
    r"|^(?:dort|darin|hier)\s+(?:sind|werden|ist|wird)\s+[^\d]*(?:beschrieben|genannt|aufgeführt|erwähnt"
    r"|angegeben)[.!]?$"
    # ("Beschrieben werden nur der Grundkurs, sein Preis ...")
    r"|^(?:beschrieben|genannt|aufgeführt|erwähnt|behandelt|angegeben)\s+(?:werden|wird|sind|ist)\b[^\d]*$"
    r"|^[^\d]*(?:에 대한|에 관한|관련) (?:정보|내용|안내)(?:는|은|가|이)? ?(?:있|나와)[^\d]*$"
)
#: a source named in each language, read before a clause whose subject is a pronoun of
#: the documents named in the clause before it ("sie", "elles", "solo trata de ...")
_NAMED_BEFORE = "information información 자료 资料"
#: what the documents cover: the verb, read before a refusal (with the documents named)
#: and after one (:data:`_COVERS`, with a pronoun for them too)
_COVER_VERB = (
    r"(?:only |just |mainly )?(?:covers?|describes?|lists?|mentions?|talks? about|deals? with|is about"
    r"|are about)\b"
)
#: what the documents cover, said before the refusal ("the information I have about the
#: hostel covers its beds, prices and breakfast, and it says nothing about lockers")
_COVERS_BEFORE = re.compile(
    rf"^(?:the |my |these |this |all )?(?:\w+ )?{_SOURCE}\b[^.;:\d]{{0,80}}?\b{_COVER_VERB}[^\d:]*$"
)


def _covers_before_refusal(parts: list[tuple[str, Part]]) -> tuple[tuple[str, Part], ...]:
    """``parts`` with a clause that says what the documents cover, before a refusal, read
    as talk (no number in it, no "that": it lists topics, it answers nothing)."""
    out = list(parts)
    for i, (clause, part) in enumerate(out):
        if (
            part is Part.CONTENT
            and any(p is Part.REFUSAL for _, p in out[i + 1 :])
            and _COVERS_BEFORE.match(normalize(clause))
            and not _THAT.search(normalize(clause))
        ):
            out[i] = (clause, Part.TALK)
    return tuple(out)


_THAT = re.compile(r"\b(?:that|whether|if)\b")


def _covers_after_refusal(said: str, before: list[tuple[str, Part]]) -> bool:
    """What the documents cover, after a refusal; or the thing they leave out, said alone
    right after what they cover."""
    if _COVERS.match(said):
        return any(p is Part.REFUSAL and _SOURCE_WORD.search(normalize(c)) for c, p in before)
    return (
        before[-1][1] is not Part.CONTENT
        and bool(_NONE_OF.match(said))
        and ":" not in said
        and len(said.split()) <= _SHORT
        and any(p is Part.REFUSAL for _, p in before)
    )


#: the list after a sentence that says what the assistant looked through
_LISTING = re.compile(
    r"\b(?:also|nämlich|d\. ?h\.|namely|including|that is|notamment|c'est-à-dire|es decir|como)\b"
)


#: what the documents cover, said after a refusal ("It covers the kiln days and the
#: cooling time", "They list the prices"), and the thing they leave out, said alone after
#: it (", aber keinen Imbiss"): talk around the refusal
_COVERS = re.compile(
    rf"^(?:it|they|this|these|the (?:material|document|text|context|excerpt|information)s?) {_COVER_VERB}"
)
_NONE_OF = re.compile(r"^(?:keine[nmrs]?|kein|nothing about|no|not|pas de|aucune?|ningún|ninguna|nada de)\b")
_SHORT = 4
_SOURCE_WORD = re.compile(
    rf"\b{_SOURCE}\b|\b(?:angaben|unterlagen|dokumente\w*|documents?|documentos?|informations|informationen"
    r"|informaci[oó]n)\b"
    r"|자료|资料"
)


def is_refusal(answer: str) -> bool:
    """An honest "I don't know" in any ordinary phrasing: some clause refuses and none
    answers (see the module docstring)."""
    if not answer or not answer.strip():
        return False
    if not _REFUSAL_ANYWHERE.search(normalize(answer[:20_000])):
        return False  # no clause can refuse: most answers stop here, at one search
    found = refusal_parts(answer)
    parts = [p for _, p in found]
    if Part.REFUSAL not in parts:
        return False
    # (what the documents do say, beside the refusal: "The context gives the office's
    # address but says nothing about parking, so I can't answer that"; one with a value
    # gives an answer: "The documents list $5 for parking, but ...")
    return all(
        p is not Part.CONTENT
        or (_SOURCE_SAYS.search(_APOLOGY_LEAD.sub("", normalize(c))) and not any(ch.isdigit() for ch in c))
        for c, p in found
    )


#: a clause that says what the documents hold (their subject a source word, its verb one of
#: saying or listing): talk around a refusal, never an answer on its own
_SOURCE_SAYS = re.compile(
    r"^(?:but |and |however,? )?(?:the |this |these |my )?(?:provided |given |available )?"
    r"(?:context|text|documents?|information|materials?|notice|page|excerpts?|passages?|sources?)"
    r" (?:only |just |mainly )?(?:gives?|lists?|mentions?|covers?|describes?|talks? about|includes?|contains?"
    r"|has|have|provides?|says?|explains?|is about|are about)\b"
    r"|^(?:in |laut )?(?:den|dem|der|die|diesen|diesem) (?:\w+ )?"
    r"(?:unterlagen|dokumente\w*|texte?s?|informationen|angaben|auszug|kontext|materialien)\b.{0,20}\b(?:stehen|steht|nennen|nennt|enthalten|enthält|beschreiben"
    r"|beschreibt|geht es|finden sich|findet sich|erwähnen|erwähnt)\b"
    r"|^(?:le |les |ce |ces |l')(?:texte|documents?|informations?|extraits?|contexte)\b.{0,40}"
    r"\b(?:parlent|parle|mentionnent|mentionne|indiquent|indique|décrivent|décrit|donnent|donne|contiennent|contient)\b"
    r"|^(?:elles|ils) ne (?:parlent|traitent|mentionnent|concernent) que\b"
    r"|^(?:el |los |la |las |este |estos )(?:texto|documentos?|información|fragmentos?|contexto)\b.{0,40}"
    r"\b(?:habla|hablan|menciona|mencionan|describe|describen|incluye|incluyen|trata|tratan|da|dan|recoge)\b"
    r"|^(?:안내문|자료|문서|본문|텍스트|정보|공지|안내)(?:에는|에서는|에|은|는).{0,80}"
    r"(?:나와 ?있|적혀 ?있|언급되어 ?있|설명되어 ?있|있지만|있으나)"
    r"|^(?:资料|文档|文中|上下文|材料|文本|通知)(?:中|里)?(?:只)?(?:提到|介绍|写了|列出|说明|包含)"
    # the documents with who holds them and what they are about: "the information I have
    # about the marathon covers ...", "les informations dont je dispose sur le marathon
    # portent sur ...", "la información que tengo sobre la piscina trata de ...", "Leider
    # enthalten die Informationen, die mir zur Fähre vorliegen, ..."
    r"|^(?:the |my )?(?:information|documents?|materials?|details|notes|excerpts?)"
    r"(?: (?:that )?(?:i|we) (?:have|was given|were given|got|can see)| available(?: to me)?)"
    r"(?: (?:about|on|for|regarding|concerning) [^,;]{1,80}?)? (?:only |just |mainly |mostly )?"
    r"(?:covers?|describes?|lists?|mentions?|talks? about|deals? with|includes?|contains?|gives?|is about"
    r"|are about)\b"
    r"|^(?:les|ces|mes) (?:informations|documents|données|extraits) (?:dont (?:je|nous) dispos(?:e|ons)"
    r"|que j'ai|fournie?s|à ma disposition)(?: (?:sur|concernant|au sujet de|à propos de) [^,;]{1,80}?)?"
    r" (?:ne )?"
    r"(?:portent|parlent|traitent|mentionnent|décrivent|couvrent|concernent|indiquent|donnent)\b"
    r"|^(?:la|esta|mi) información (?:que tengo|de la que dispongo|disponible|que me han dado)"
    r"(?: (?:sobre|acerca de|de|del) [^,;]{1,80}?)? (?:solo |sólo )?(?:trata|habla|menciona|describe|cubre"
    r"|incluye|recoge|se refiere)\b"
    r"|^(?:enthalten|nennen|beschreiben|behandeln|betreffen|umfassen) (?:die|diese|meine) (?:informationen"
    r"|unterlagen|dokumente|angaben)\b"
)


#: a reference that says the system should not answer ("Not in the documents; the system
#: should refuse.", "Unanswerable.", "Sin respuesta en los documentos.")
_EXPECTS_REFUSAL = re.compile(
    r"(?<![\w'])(?:should (?:refuse|decline|abstain)|(?:is )?unanswerable|not answerable|"
    r"cannot be answered|can't be answered|no answer (?:in|from)|"
    r"should say (?:that )?it (?:does not|doesn't) know|"
    r"sollte (?:ablehnen|verweigern)|nicht beantwortbar|keine antwort|"
    r"devrait refuser|sans réponse|pas de réponse|"
    r"debería (?:negarse|rechazar)|sin respuesta|no tiene respuesta)(?![\w'])"
    r"|거절해야|답할 수 없|답변 불가|응당 거절|应拒绝|应该拒绝|无法回答|无答案"
)


def expects_refusal(reference: str) -> bool:
    """Whether a reference answer says the right answer is a refusal: it is one itself
    ("I don't know", "The documents don't say"), or it says the system should refuse
    ("Not in the documents; the system should refuse.", "Unanswerable.")."""
    text = reference[:2_000]
    return bool(_EXPECTS_REFUSAL.search(normalize(text))) or is_refusal(text)
