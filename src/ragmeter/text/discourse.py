"""What in an answer is talk around the claims, not a claim: polite openers ("Sure!",
"Great question!"), closing courtesies ("I hope this helps."), questions back to the
user ("Would you like to know more?"), standalone hedges ("I might be wrong."), and the
frames in front of a statement: attributions ("According to the policy, ...") and
hedges ("As far as I know, ...").

:func:`aside_kind` says whether a whole sentence is such talk; :func:`strip_frame`
removes a leading opener, attribution or hedge from a sentence and returns what it
removed, so the caller can say so. English, Korean, Chinese, German, French and Spanish.
The lists are short and general: a sentence is only set aside when it is nothing but
such talk, and a frame is only removed when a statement remains behind it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from ragmeter.text.questions import ZH_LIKELY_YES, bare_reply

__all__ = ["SOURCE", "THANKS_LEAD", "Aside", "SetAside", "aside_kind", "strip_frame"]


class Aside(str, Enum):
    """Why a piece of text is not judged as a claim."""

    OPENER = "polite opener"
    CLOSER = "closing courtesy"
    QUESTION = "question to the user"
    HEDGE = "hedge"
    ATTRIBUTION = "attribution"
    #: an exclamation that asserts nothing ("Wow!", "How interesting.", "대박!")
    INTERJECTION = "interjection"
    #: a bare yes or no ("Nein.", "아니요.", "不用。"): said only with its question, as the
    #: claims after it say
    REPLY = "bare yes or no"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class SetAside:
    """A sentence, or the frame in front of one, that is not judged, and why."""

    text: str
    kind: Aside

    def describe(self) -> str:
        return f"{self.text.strip()!r} ({self.kind.value})"


def _alt(*parts: str) -> str:
    return "(?:" + "|".join(parts) + ")"


# ------------------------------------------------------------------ whole sentences
# Openers: the whole sentence (its final punctuation and an emoji or two aside).
_OPENERS = _alt(
    # en
    r"(?:oh,? )?(?:sure(?: thing)?|of course|certainly|absolutely|definitely|gladly|okay|ok|alright|"
    r"no problem|hello|hi(?: there)?|good news)",
    r"(?:(?:what an?|that'?s an?|a) )?(?:great|good|excellent|interesting|fair) question",
    r"(?:i'?d be |i'?m |i am |i would be )?(?:happy|glad|pleased) to (?:help|assist)(?: (?:you )?with that)?",
    r"thanks? (?:you )?for (?:asking|your question|the question|reaching out)",
    r"let me (?:help(?: you)?(?: with that)?|check|explain|see|look (?:that|this|it) up)",
    r"here(?:'s| is) (?:what i found|the (?:short )?answer|what the documents say|what you need to know)",
    r"(?:let me|i'?ll|i will) (?:tell you|explain(?: it)?|walk you through (?:it|this)|break it down)",
    # ko
    r"물론(?:이죠|입니다|이에요)?|좋은 질문(?:입니다|이에요|이네요)|네|예|알겠습니다|안녕하세요",
    r"(?:질문|문의)(?:해)? 주셔서 감사합니다|좋은 질문 감사합니다",
    # "알려 드릴게요", "말씀드리겠습니다", "자세히 설명해 드릴께요": only a verb of telling,
    # explaining, informing or checking and the polite "I will (do it for you)"
    r"(?:(?:제가|바로|자세히|간단히|지금|그럼|그러면|이제|쉽게|차근차근|기꺼이|한번|정확히) )*"
    r"(?:알려|말씀|설명(?:을|해)?|안내(?:를|해)?|확인(?:을|해)?|정리(?:를|해)?|소개(?:를|해)?|답변(?:을|해)?"
    r"|답(?:을|해)?|요약(?:을|해)?|찾아|알아봐|살펴봐|말해|도와) ?"
    r"(?:드릴게요|드릴께요|드리겠습니다|드릴게|드릴께|드리죠|드릴 ?게요|줄게요|줄께요|주겠습니다)",
    # zh
    r"当然(?:可以|了)?|好问题|这是(?:一)?个好问题|(?:这个)?问题问得(?:很|真|非常)?好|好的|没问题|您好|你好|简单(?:来|地)说|简而言之|总的来说|总之|"
    r"很(?:高兴|乐意)(?:为您|为你)?(?:解答|帮忙|帮助您?|回答)|(?:感谢|谢谢)(?:您|你)?的提问",
    # "我来为您解答", "我来告诉您", "下面为您介绍一下", "以下是答案"
    r"(?:下面|接下来|现在|那么)?(?:由)?(?:我|让我)?(?:来)?(?:为|给|帮|向)?(?:您|你)?(?:详细|简单)?地?"
    r"(?:解答|回答|介绍|说明|解释|查(?:一下|查)|看(?:一下|看)|告诉(?:您|你)|讲(?:一下|讲))(?:一下)?吧?",
    r"(?:以下|下面|这)(?:就)?是(?:答案|回答|我的回答|相关(?:信息|内容)|我找到的(?:信息|内容)|详细(?:信息|说明))",
    # de
    r"klar|natürlich|gerne?|sicher|selbstverständlich|hallo|kein problem|(?:sehr )?gute frage",
    r"(?:vielen )?(?:dank|danke) für (?:ihre|deine|die) (?:frage|anfrage|nachricht)|danke fürs fragen"
    r"|(?:ich helfe|da helfe ich) (?:ihnen |dir )?gerne?(?: weiter)?",
    # "Gern helfe ich Ihnen weiter!", "Gerne erkläre ich es Ihnen.", "Hier ist die Antwort:"
    r"(?:sehr )?gerne? (?:helfe|erkläre|beantworte|sage) ich(?: (?:es|das|ihnen|dir|ihre frage|deine frage))*"
    r"(?: weiter)?|ich (?:erkläre|beantworte|sage) (?:es |das |ihnen |dir |ihre frage |deine frage )*gerne?",
    r"hier (?:ist|sind) (?:die|meine) (?:antwort|informationen|infos|details|übersicht)"
    r"|hier (?:ist|sind),? was ich (?:gefunden habe|weiß|dazu weiß)",
    # fr
    r"bien s[uû]r|avec plaisir|certainement|volontiers|absolument|bonjour|pas de probl[eè]me",
    r"(?:tr[eè]s )?(?:bonne|excellente) question|merci (?:pour|de) (?:votre|ta|la) question"
    r"|merci de (?:demander|nous [eé]crire|votre message)",
    # "Je vous explique :", "Voici la réponse :", "Je vais vous expliquer."
    r"(?:je (?:vais )?(?:vous |te |t')(?:l')?(?:explique|expliquer|réponds|répondre|dis tout|dire tout"
    r"|pr[eé]sente|pr[eé]senter)|laissez-moi vous (?:expliquer|r[eé]pondre)"
    r"|permettez-moi de vous (?:expliquer|r[eé]pondre))"
    r"(?: (?:volontiers|avec plaisir|tout de suite|cela|ça))?",
    r"voici (?:la r[eé]ponse|ma r[eé]ponse|les informations|les d[eé]tails|ce que j'ai trouv[eé]"
    r"|ce que (?:je sais|disent les documents))",
    # es
    r"claro(?: que s[ií])?|por supuesto|desde luego|con (?:mucho )?gusto|hola|sin problema",
    r"(?:muy )?(?:buena|excelente) pregunta|gracias por (?:tu|su|la) pregunta"
    r"|gracias por (?:preguntar|consultar|escribir(?:nos)?)|encantad[oa] de ayudar(?:te|le)?",
    # "¡Con gusto te lo explico!", "Te cuento:", "Aquí tienes la respuesta:"
    r"(?:con (?:mucho )?gusto |encantad[oa] |yo )?(?:te|le|os|les) (?:lo |la )?(?:explico|cuento|respondo"
    r"|resumo|aclaro|ayudo)(?: con gusto| encantad[oa])?"
    r"|(?:d[eé]jame|perm[ií]teme) (?:explic|contest|respond)\w+",
    r"aqu[ií] (?:tienes|tiene|est[aá]|va) (?:la respuesta|mi respuesta|lo que (?:he encontrado|encontr[eé])"
    r"|la informaci[oó]n|los detalles)",
)
# Closers may run on ("Let me know if you have any other questions.").
_CLOSERS = _alt(
    # en
    r"(?:i )?hope (?:this|that|it) (?:helps|was helpful|answers your question)",
    r"(?:i )?hope you (?:enjoy|have fun|have a (?:great|good|lovely|nice))\b[^.!?,\d]{0,40}[!.]?\s*$",
    # a wish to the reader ("I hope you get clear skies!", "I wish you a pleasant flight.")
    r"(?:i |we )?(?:hope|wish) you (?:get|have|enjoy|find|a|an)\b[^.!?\d]{0,50}!\s*$"
    r"|(?:i |we )wish you (?:a|an)\b[^.!?\d]{0,40}[!.]\s*$",
    r"(?:please )?(?:let me know|feel free|don'?t hesitate|do not hesitate)\b",
    r"enjoy(?: (?:your|the) [a-z]+(?: [a-z]+)?)?\b[\s.!]*$",
    r"have an? (?:nice|great|good|wonderful|lovely|pleasant)\b",
    r"(?:is there )?anything else (?:i can|you would like|you'?d like)\b",
    r"(?:glad|happy) (?:i could|to have) help",
    # ("Thanks for asking!"; not "Thank you for your question, the barn holds 150 guests.")
    r"good luck\b|you'?re welcome\b|thanks?(?: you)?[\s.!]*$|thanks?(?: you)? for\b[^.!?\d,;:]{0,50}[.!]*\s*$"
    r"|have (?:fun|a (?:blast|good time))\b",
    # an apology for not helping more, in the six languages
    r"(?:i'?m )?sorry (?:i|that i) (?:couldn'?t|can'?t|could not|cannot|wasn'?t able to) "
    r"(?:be of more help|help (?:more|further)|give you (?:a )?(?:more|better))"
    r"|i wish i could (?:help|say) more",
    r"if you have (?:any )?(?:other|more|further|additional) questions\b",
    # congratulations to the reader, in the six languages ("Congratulations on your wedding!")
    r"(?:and )?(?:congratulations|congrats)\b[^.!?\d]{0,60}[!.]?\s*$"
    r"|(?:und )?(?:herzlichen |herzliche |alles gute und )?(?:glückwunsch|glückwünsche)\b"
    r"[^.!?\d]{0,60}[!.]?\s*$"
    r"|(?:et )?(?:toutes (?:mes|nos) |sinc[eè]res )?f[eé]licitations\b[^.!?\d]{0,60}[!.]?\s*$"
    r"|(?:y )?(?:muchas )?(?:felicidades|enhorabuena|felicitaciones)\b[^.!?\d]{0,60}[!.]?\s*$"
    r"|[^.!?\d]{0,30}축하(?:드립니다|합니다|드려요|해요|드릴게요)[\s.!~]*$",
    # an apology for the inconvenience, thanks for the reader's patience, in the six languages
    r"(?:(?:i'?m |we'?re )?sorry|(?:my |our )?apologies) for (?:the|any) inconvenience"
    r"|thank you for your (?:understanding|patience)",
    r"불편을 드려 (?:죄송|양해)|양해(?:를)? 부탁드립니다|양해해 주셔서 감사합니다",
    r"(?:给您带来(?:的)?不便[，,]?\s*)?敬请(?:谅解|原谅)|(?:感谢|谢谢)(?:您|你)的(?:理解|耐心)",
    r"ich bitte um (?:ihr|dein|euer) verständnis|(?:vielen )?dank für (?:ihr|dein|euer) verständnis"
    r"|entschuldigen sie (?:bitte )?die unannehmlichkeiten",
    r"(?:je vous remercie|merci) (?:de|pour) votre (?:compréhension|patience)"
    r"|(?:désolée?|veuillez m'excuser|veuillez nous excuser) pour (?:le|ce|les)"
    r" (?:désagrément|dérangement)s?",
    r"disculpe(?:n)? las molestias|(?:perdone|perdón por) las molestias"
    r"|gracias por su (?:comprensión|paciencia)",
    # ko
    r"도움이 (?:되었|되셨|됐)?(?:기를|길|으면|으면 좋겠습니다)",
    r"(?:더 |추가로 )?궁금한 (?:점|사항|것)이 있으(?:시)?면",
    r"추가 (?:질문|문의)(?:이|가)? 있으(?:시)?면",
    r"즐거운 (?:시간|하루|여행|관람|숙박)",
    # a wish ("맑은 날 방문하시길 바랄게요!", "즐거운 비행 되시기를 기원합니다")
    r"[^.!?]{0,40}(?:길|기를) (?:바랄게요|바라요|바래요|빌게요|빌어요|기원합니다|기원할게요)[\s.!~]*$",
    r"좋은 하루 (?:보내세요|되세요)|감사합니다[\s.!]*$",
    # "즐거운 동물원 나들이 되세요!", "행복한 주말 보내세요!"
    r"(?:즐거운|좋은|행복한|멋진|편안한|안전한) [가-힣 ]{1,20}(?:되세요|보내세요)[\s.!~]*$",
    r"(?:더 )?도움(?:이|을)? ?(?:되지|드리지) 못해 (?:죄송|아쉽)",
    # zh
    r"希望(?:这|以上|这些)?(?:信息|回答|内容)?(?:对您|对你)?有(?:所)?帮助",
    r"如(?:果)?(?:您|你)?(?:还)?有(?:其他|任何|更多)?(?:问题|疑问)",
    r"(?:也|并|同时)?(?:提前)?(?:祝|恭喜|祝贺)(?:您|你)|欢迎(?:随时|您|你|大家)?(?:再来|来玩|光临|提问|咨询|参加|报名)|(?:谢谢|感谢)[\s.!。！]*$",
    r"希望(?:您|你)的[^。！]{0,12}(?:早日|顺利|愉快)|(?:很)?抱歉(?:没能|没有|不能|无法)(?:帮上忙|提供更多)",
    # de
    r"ich hoffe,? (?:das|dies|es) (?:hilft|war hilfreich)|hoffentlich hilft (?:das|dies|es)",
    r"(?:melden sie sich|sagen sie bescheid|fragen sie gerne?|zögern sie nicht)\b",
    r"ich wünsche (?:ihnen|dir|euch) (?:einen|eine|ein|viel|gute)\b[^.!?\d]{0,50}[!.]\s*$",
    r"viel spaß\b|(?:ich wünsche (?:ihnen|dir|euch) )?(?:einen )?(?:schönen|angenehmen|tollen)"
    r" (?:tag|aufenthalt|besuch|abend)\b"
    r"|viel (?:freude|erfolg|vergnügen)\b[^.!?]{0,30}[!.]?\s*$|gute (?:fahrt|reise|besserung)\b",
    r"(?:es )?tut mir leid,? dass ich (?:ihnen |dir )?nicht (?:weiter|mehr|besser) helfen kann",
    r"wenn sie (?:noch )?(?:weitere|andere|mehr) fragen haben\b|gern geschehen[\s.!]*$",
    # fr
    r"(?:j'esp[eè]re|en esp[eé]rant) que (?:cela|ça|ceci) (?:vous |t')?(?:aide|aidera|a aidé|est utile"
    r"|soit utile|vous sera utile)",
    r"je vous souhaite (?:un|une|de|d')\b[^.!?\d]{0,50}!\s*$",
    r"n'h[eé]sitez pas\b|bon(?:ne)? (?:s[eé]jour|journ[eé]e|visite|soir[eé]e)\b"
    r"|je vous souhaite (?:un |une |de |d'|une tr[eè]s )?(?:(?:excellent|excellente|agr[eé]able|bon|bonne"
    r"|tr[eè]s bon|tr[eè]s bonne|beau|belle) )?(?:s[eé]jour|journ[eé]e|visite|soir[eé]e|s[eé]ance|voyage)\b"
    r"|bon(?:ne)?s? [a-zéèêàç]+(?: [a-zéèêàç'’]+){0,3} ?!\s*$",
    r"d[eé]sol[eé]e? de ne pas (?:pouvoir|avoir pu) (?:vous |t')?(?:aider|en dire|r[eé]pondre)",
    r"si vous avez (?:d'autres|des|besoin d'autres) (?:questions|informations)\b|dites-moi si\b",
    # es
    r"espero que (?:esto |eso )?(?:te |le |les )?(?:sirva|ayude|haya servido|haya ayudado)",
    r"¡?ojal[aá] (?:que )?(?:te|le|les|os|tenga|tengas|disfrute|disfrutes)\b[^.!?\d]{0,50}!\s*$",
    r"no (?:dudes|dude|duden) en\b|av[ií]same si\b"
    r"|que (?:lo |la |los |las )?(?:disfrutes|disfrute|disfrutéis|disfruten|tengas|tenga|tengáis|tengan)\b"
    r"|¡?buen(?:a|os|as)? [a-záéíóúñ]+(?: [a-záéíóúñ]+){0,3} ?!\s*$",
    r"(?:siento|lamento) no poder (?:darte|darle|ayudarte|ayudarle|ofrecerte)"
    r"|seguro que (?:te |le )?(?:pueden|podr[aá]n) ayudar",
    r"si (?:tienes|tiene) (?:m[aá]s|alguna|otras) (?:preguntas|dudas)\b|buen (?:viaje|d[ií]a)\b"
    r"|disfrut(?:a|e|en)\b",
)
# Standalone hedges: a sentence that only says the writer may be wrong.
_HEDGES = _alt(
    r"(?:i'?m|i am) not (?:completely |entirely |totally |100% |quite )?sure(?: about (?:this|that))?",
    r"i (?:might|may|could) be wrong|correct me if i'?m wrong",
    r"please (?:double-check|verify|confirm)\b|(?:this|that) (?:may|might) (?:have changed|not be up to"
    r" date)",
    r"정확하지 않을 수 있습니다|확실하지 않습니다|다시 확인해 보시기 바랍니다",
    r"我不太确定|可能不准确|仅供参考",
    r"ich bin mir nicht (?:ganz |völlig )?sicher|ohne gewähr|bitte überprüfen sie das",
    r"je ne suis pas (?:tout à fait |enti[eè]rement |compl[eè]tement )?s[uû]re?|je peux me tromper",
    r"no estoy (?:del todo |completamente |totalmente )?segur[oa]|puedo equivocarme",
)
# Interjections: an exclamation or a word of wonder that asserts nothing about the
# documents (not "yes" or "no", which answer a question, nor "true", which agrees).
_INTERJECTIONS = _alt(
    r"(?:oh,? |ah,? |well,? )?(?:wow|whoa|woah|oh wow|nice|cool|awesome|amazing|incredible|fascinating"
    r"|interesting|neat|great|wonderful|fantastic|excellent|lovely|exactly|indeed|haha|hah|lol|hmm+"
    r"|oh|ah|gosh|oh my|oh dear|how (?:cool|nice|interesting|fascinating|amazing|fun|great)"
    r"|(?:that'?s|that is|this is|it'?s|it is) (?:so |really |very |pretty |quite )?(?:cool|nice|interesting"
    r"|fascinating|amazing|awesome|great|wonderful|fun|neat|incredible))",
    r"와+|우와|대박|멋지네요|멋져요|신기하네요|흥미롭네요|哇|哇塞|太棒了|真有意思|有意思|厉害",
    r"wahnsinn|toll|super|krass|interessant|spannend|wow",
    r"génial|super|incroyable|intéressant|fascinant|oh là là",
    r"genial|increíble|interesante|fascinante|qué (?:bien|interesante|guay|genial)",
)
_TRAIL = r"[\s.!。！…~:：;,，)）\"'”’\U0001F300-\U0001FAFF\u2600-\u27BF]*"
_WHOLE_INTERJECTION = re.compile(rf"^[\s¡(\"'“]*(?:{_INTERJECTIONS}{_TRAIL})+$", re.IGNORECASE)
_WHOLE_OPENER = re.compile(rf"^[\s¡(\"'“]*(?:{_OPENERS}{_TRAIL})+$", re.IGNORECASE)
_WHOLE_CLOSER = re.compile(rf"^[\s¡(\"'“]*{_CLOSERS}", re.IGNORECASE)
_WHOLE_HEDGE = re.compile(rf"^[\s¡(\"'“]*{_HEDGES}{_TRAIL}$", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_QUESTION_END = re.compile(r"[?？][\s\"'”’)）]*$")
#: "Did you know that X?" asserts X (handled by the claim splitter, not set aside)
_DID_YOU_KNOW = re.compile(r"^(?:did|do) you know\b", re.IGNORECASE)


def _plain(text: str) -> str:
    return text.replace("’", "'").replace("‘", "'").strip()


def aside_kind(sentence: str) -> Aside | None:
    """Why a whole sentence is no claim (an opener, a closer, a question back to the
    user, a standalone hedge), or ``None`` when it may assert something."""
    s = _plain(sentence)
    if not s:
        return None
    if _QUESTION_END.search(s) and not _DID_YOU_KNOW.match(s):
        return Aside.QUESTION
    if _WHOLE_OPENER.match(s):
        return Aside.OPENER
    if bare_reply(s):
        return Aside.REPLY
    if _WHOLE_INTERJECTION.match(s):
        return Aside.INTERJECTION
    if _WHOLE_HEDGE.match(s):
        return Aside.HEDGE
    if _WHOLE_CLOSER.match(s) and not _DIGIT.search(s):
        # (a closer with a number says something: "If you have other questions, call 555-0100.")
        return Aside.CLOSER
    framed = THANKS_LEAD.match(s)  # "Thank you for your question, and congratulations on ...!"
    if framed and _WHOLE_CLOSER.match(s[framed.end() :]):
        return Aside.CLOSER
    return None


#: thanks for the question, before a courtesy joined to it
THANKS_LEAD = re.compile(
    r"^[\s¡]*(?:(?:thank you|thanks) for (?:your|the) question,?\s+"
    r"|(?:vielen )?dank für (?:ihre|deine) frage,?\s+"
    r"|merci (?:pour|de) votre question,?\s+|(?:muchas )?gracias por (?:tu|su) pregunta,?\s+"
    r"|(?:非常)?(?:感谢|谢谢)(?:您|你)的(?:提问|问题)[，,]?)",
    re.IGNORECASE,
)

# ------------------------------------------------------------------ frames in front of a claim
_SEP = r"(?:\s*[,，、:：!！]\s*|\s+)"
_OPENER_FRAME = re.compile(rf"^[\s¡]*{_OPENERS}\s*[,，!！:：]\s*", re.IGNORECASE)
#: the English words of a source an answer cites ("the provided documents", "the policy")
SOURCE = (
    r"(?:information|info|documents?|docs|context|texts?|passages?|sources?|policy|policies|rules?|"
    r"regulations?|guidelines?|handbook|manual|website|site|page|faq|terms|contract|agreement|data|"
    r"records?|reports?|articles?|schedule|notice|materials?|excerpts?|details|description|"
    r"documentation|answer|search results?)"
)
_ATTRIBUTIONS = [
    # en: "According to X,", "Based on the provided information,", "The policy says that"
    r"according to [^,.;]{1,60},\s*",
    rf"(?:based on|going by|judging (?:by|from)|from|in line with|as (?:stated|mentioned|described|"
    rf"noted|shown|outlined|indicated|explained|specified|set out|listed) (?:in|by|on)) "
    rf"(?:[\w'-]+ ){{0,4}}{SOURCE}\b[^,.;]{{0,30}},\s*",
    rf"(?:the |this |our |your )?(?:provided |given |retrieved |available |attached )?{SOURCE} "
    r"(?:says?|states?|mentions?|indicates?|shows?|notes?|explains?|confirms?|specif(?:y|ies)|"
    r"tells? (?:us|me))(?: that|:)?\s+",
    # ko: "회사 규정에 따르면", "제공된 정보를 바탕으로 말씀드리면,"
    r"[^,.。]{1,30}?(?:에 따르면|에 의하면|에 근거하면|에 따라 말씀드리면)\s*,?\s*",
    # ("... 기준으로" of a source only: "120평짜리 지붕을 기준으로 하며" is what a price is based on)
    r"[^,.。]{0,24}?(?:자료|정보|문서|규정|안내문?|내용|공지|약관|설명|정책|지침|문맥|데이터|기록|답변)"
    r"(?:을|를) (?:바탕으로|토대로|기준으로|참고하면|근거로)"
    r"(?: (?:말씀드리면|보면|하면|답변드리면|살펴보면))?\s*,?\s*",
    # zh: "根据公司规定，", "根据所提供的信息，"
    r"(?:根据|依据|按照|依照|据(?!我所知))[^，,。]{1,25}[，,]\s*|从[^，,。]{1,20}(?:来看|看来)[，,]?\s*",
    # fr / es
    r"(?:selon|d'apr[eè]s|conform[eé]ment [aà]|sur la base d(?:e|es|u)|en me basant sur) [^,.;]{1,60},\s*",
    r"(?:seg[uú]n|de acuerdo con|conforme a|con base en|en base a|bas[aá]ndome en) [^,.;]{1,60},\s*",
]
# de: "Laut der Richtlinie dürfen ...": the noun phrase after the preposition is read by
# capitalisation (German nouns are capitalised), then the verb follows
_DE_NP = (
    r"(?:(?i:de[nmrs]|die|das|einer?|eine[mnrs]?|unsere[mnrs]?|ihre[mnrs]?|diese[mnrs]?) )?"
    r"(?:[a-zäöüß-]+ ){0,2}[A-ZÄÖÜ][\wäöüß-]*"
    r"(?: (?:de[rs]|eine[rs]|unserer?) (?:[a-zäöüß-]+ ){0,2}[A-ZÄÖÜ][\wäöüß-]*)?"
)
_DE_ATTRIBUTION = re.compile(
    rf"^(?:(?:[Ll]aut|[Gg]emäß|[Bb]asierend auf|[Aa]usgehend von|[Ee]ntsprechend|[Nn]ach [Aa]ngaben) {_DE_NP}"
    rf"|{_DE_NP} zufolge)\s*,?\s+(?=[a-zäöüß])"
)
_HEDGE_FRAMES = [
    r"(?:(?:i'?m|i am) not (?:completely |entirely |totally |100% |quite )?sure|"
    r"i (?:might|may|could) be wrong|not sure|i (?:do not|don't) know for sure)[\s,.!]*(?:but|however)[\s,]+",
    r"(?:as far as i (?:know|can tell|can see)|to (?:the best of )?my knowledge|if i'?m not mistaken|"
    r"if i (?:read|understand|remember) (?:[\w'-]+ ){0,3}correctly|from what i (?:can see|know|understand"
    r"|read))"
    rf"(?: (?:from|in) (?:[\w'-]+ ){{0,3}}{SOURCE})?"
    r"\s*,\s*",
    r"(?:i think|i believe|i know|i heard|i read|it seems|it appears|apparently)(?: like| that)?[\s,]+",
    # regret before a plain statement ("Unfortunately, water damage is not covered", "很遗憾，...")
    r"(?:unfortunately|sadly|regrettably|leider|malheureusement|lamentablemente|desafortunadamente"
    r"|por desgracia|很遗憾|遗憾的是|可惜|아쉽게도|안타깝게도|유감스럽게도)\s*[,，]\s*",
    r"(?:제가 확인한 바로는|자료를 보면|제가 알기로는|제가 아는 바로는|확실하지는 않지만|제 생각에는"
    r"|아마도?)\s*,?\s*",
    r"(?:(?:我想|我猜|我估计)(?=应该)|据我所知|就我所知|就我所见|从资料上看|我认为|我觉得|如果我没记错的话|如果我没理解错的话|如果我没看错的话|不太确定，但)[，,]?\s*",
    r"(?:soweit ich (?:[\wäöüß]+ ){0,3}(?:entnehmen kann|erkennen kann|sehen kann)|"
    r"soweit ich (?:weiß|sehe|das sehe)|meines wissens|wenn ich mich nicht irre|ich glaube|ich denke|"
    r"ich bin mir nicht (?:ganz |völlig )?sicher,? aber)\s*,?\s*",
    r"(?:d'apr[eè]s ce que je (?:vois|lis|comprends)(?: dans (?:[\w'-]+ ){0,3}documents?)?|"
    r"[àa] ma connaissance|si je ne me trompe pas|si je comprends bien|je crois que|je pense que|"
    r"il me semble que|je ne suis pas (?:tout [àa] fait |enti[eè]rement )?s[uû]re?,? mais)\s*,?\s*",
    r"(?:por lo que (?:veo|leo|puedo ver)(?: en (?:[\w'-]+ ){0,3}documentos?)?|"
    r"que yo sepa|hasta donde s[eé]|por lo que s[eé]|si no me equivoco|creo que|me parece que|"
    r"no estoy (?:del todo |completamente )?segur[oa],? pero)\s*,?\s*",
]
_ATTRIBUTION_FRAME = re.compile("^(?:" + "|".join(_ATTRIBUTIONS) + ")", re.IGNORECASE)
_HEDGE_FRAME = re.compile("^(?:" + "|".join(_HEDGE_FRAMES) + ")", re.IGNORECASE)
#: a Chinese yes or no said by echoing the verb ("不包括，该计划不包括牙科治疗", "需要，您需要
#:提前预约"): the echo is read by :func:`_echo`
_ECHO = re.compile(r"^((?:不|没有?)?[\u4e00-\u9fff]{1,3})[，,]\s*")


def _echo(text: str) -> re.Match[str] | None:
    """The echoed verb that opens a Chinese answer, where the rest says it again."""
    m = _ECHO.match(text)
    return m if m is not None and m.group(1) in text[m.end() :] else None


#: a Chinese likely yes before the statement ("应该可以，球拍是免费借用的")
_LIKELY_YES = re.compile(
    rf"^(?:{ZH_LIKELY_YES}"
    # a yes said as the verb with "的" ("包括的，学费里已含…", "需要的，…")
    r"|(?:包括|包含|需要|可以|提供|允许|接受|接收|开放|收|有|会|能|要)的)[，,]\s*"
)
#: a yes or a no before a colon, what follows says it ("Soweit ich sehe, nicht: Schwimmwesten
#: werden kostenlos gestellt.", "No: the vests are free.")
_REPLY_COLON = re.compile(r"^(?:yes|no|not|ja|nein|nicht|oui|non|pas|sí|si|no)\s*:\s*", re.IGNORECASE)
_FRAMES = (
    (_ECHO, Aside.OPENER),
    (_LIKELY_YES, Aside.REPLY),
    (_REPLY_COLON, Aside.REPLY),
    (_OPENER_FRAME, Aside.OPENER),
    (_ATTRIBUTION_FRAME, Aside.ATTRIBUTION),
    (_HEDGE_FRAME, Aside.HEDGE),
)
#: a frame is removed only when this much of the sentence remains behind it
_MIN_REST = 6


# German puts the verb second: after a frame ("Laut der Richtlinie dürfen Beschäftigte
# ...") the rest starts with the verb; the subject goes back in front of it.
_DE_FRAME = re.compile(
    r"^(?:laut|gemäß|basierend|ausgehend|entsprechend|nach angaben|soweit|meines|wenn ich|ich glaube|"
    r"ich denke|ich bin mir)\b|zufolge$",
    re.IGNORECASE,
)
_DE_VERB_FIRST = re.compile(
    # (not an article or a pronoun: "Ich glaube, der Eintritt kostet 3 €" has its subject first)
    r"^(?!(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|es|er|sie|wir|ich|man|ihr)\b)"
    r"([a-zäöüß]+) ((?:(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|unser\w*|ihr\w*) )?"
    r"(?:[a-zäöüß-]+ ){0,2}[A-ZÄÖÜ][\wäöüß-]*) (.+)$"
)


def _verb_second(rest: str, frame: str) -> str:
    m = _DE_VERB_FIRST.match(rest) if _DE_FRAME.search(frame.strip(" ,")) else None
    if m is None:
        return rest
    subject = m.group(2)
    return f"{subject[:1].upper()}{subject[1:]} {m.group(1)} {m.group(3)}"


def _recase(rest: str, original: str) -> str:
    if rest[:1].islower() and original[:1].isupper():
        return rest[:1].upper() + rest[1:]
    return rest


#: a Korean attribution at the end of a statement ("빌릴 수 있다고 되어 있습니다": it says
#: one can borrow; "… 무료라고 나와 있어요"): the statement keeps its own ending
_KO_SAID_END = re.compile(
    r"(?<=[가-힣])(다|라)고 (?:되어|돼|나와|적혀|쓰여) 있(?:습니다|어요|다)(?=[.!。]?\s*$)"
)


def strip_frame(sentence: str) -> tuple[str, tuple[SetAside, ...]]:
    """The sentence without its leading opener, attribution or hedge frames, and the
    frames removed (in order). A frame stays when too little would remain."""
    out = _plain(sentence) if "’" in sentence or "‘" in sentence else sentence.strip()
    removed: list[SetAside] = []
    said = _KO_SAID_END.search(out)
    if said is not None:
        removed.append(SetAside(said.group(0), Aside.ATTRIBUTION))
        out = out[: said.start()] + ("다" if said.group(1) == "다" else "이다") + out[said.end() :]
    for _ in range(4):
        for pattern, kind in _FRAMES:
            m = pattern.match(out) if pattern is not _ECHO else _echo(out)
            if m is None and kind is Aside.ATTRIBUTION:
                m = _DE_ATTRIBUTION.match(out)
            if m is None or m.end() == 0:
                continue
            rest = out[m.end() :].strip()
            if len(rest) < _MIN_REST:
                continue
            frame = out[: m.end()].strip(" ,，:：")
            removed.append(SetAside(frame, kind))
            out = _recase(_verb_second(rest, frame), out)
            break
        else:
            break
    return out, tuple(removed)
