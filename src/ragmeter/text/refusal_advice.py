"""Advice to ask someone else, in the six languages, read by :mod:`ragmeter.text.refusal`
as talk around a refusal: "I'd recommend contacting the city office directly, as they
will be able to tell you whether ...", "Wenden Sie sich am besten ...", "Je vous
conseille de contacter ...", "Le recomiendo contactar ...", "시청에 문의해 주세요",
"建议您直接联系……". :data:`ADVICE_LEAD` is a lead-in to take off first ("For more
information, ...", "If you need a definite answer, ..."). Patterns only."""

from __future__ import annotations

import re

__all__ = ["ADVICE", "ADVICE_LEAD"]

# Advice to ask someone else, and what that someone can do for the user: "I'd recommend
# contacting the city office directly, as they will be able to tell you whether ...",
# "Wenden Sie sich am besten ...", "Je vous conseille de contacter ...", "Le recomiendo
# contactar ...", "시청에 문의해 주세요", "建议您直接联系……". A lead-in ("For more
# information, ...", "If you need a definite answer, ...") goes first.
ADVICE_LEAD = re.compile(
    r"^(?:(?:for|to get) (?:more|further|additional|exact|accurate|precise|definite|the latest|up-to-date"
    r"|detailed|specific) (?:\w+ )?(?:information|info|details|answer|help)\b(?:[^,;]{0,40},)?\s*"
    r"|for (?:questions|queries|enquiries|inquiries|anything) (?:about|on|regarding|concerning)"
    r" [^,;]{1,60},\s*|(?:bei|für) fragen (?:zu|zum|zur|über) [^,;]{1,60},\s*"
    r"|pour (?:toute question|les questions) (?:sur|concernant) [^,;]{1,60},\s*"
    r"|para (?:preguntas|consultas|dudas) sobre [^,;]{1,60},\s*"
    r"|if you (?:need|want|would like|'d like|require|have)\b[^,;]{0,80},\s*|(?:alternatively|otherwise"
    r"|in that case|to be sure|to be safe|in the meantime),?\s*"
    r"|(?:für|um) (?:genauere|weitere|nähere|verbindliche|aktuelle|mehr) (?:\w+ )?(?:informationen|auskünfte"
    r"|details|angaben|auskunft)\b(?:[^,;]{0,30},)?\s*"
    r"|pour (?:plus|davantage) d'(?:informations|précisions|détails)(?:[^,;]{0,30},)?\s*"
    r"|pour en savoir plus,?\s*"
    r"|para (?:más|mayor|obtener más) (?:información|detalles|precisión)(?:[^,;]{0,30},)?\s*"
    r"|(?:자세한|정확한|구체적인|더 자세한) (?:내용|사항|정보|안내)(?:은|는|을|를)? ?"
    r"|如需(?:了解)?(?:详情|更多信息|具体信息)[，,]?|具体(?:情况|信息)?[，,]?)"
)
#: verbs of getting in touch or looking something up ("visit" only a place that informs;
#: "check in", "ask for a late checkout" are content)
_CONTACT_EN = (
    r"(?:contact|check(?!(?:-| )?(?:in|out)\b)|ask(?:ing)? (?:the|your|a|an|at|them|him|her|someone|staff"
    r"|about|directly|there|whether|if)\b|call|e-?mail|phone|ring|reach(?:ing)? out|consult"
    r"|get(?:ting)? in touch"
    r"|visit(?:ing)? (?:\w+ ){0,3}?(?:website|site|web ?page|homepage|office|desk|reception|faq|help ?centre"
    r"|help ?center|portal)|look(?:ing)? (?:at|up)|refer(?:ring)? to|speak|talk|enquir|inquir|write to"
    r"|writing to|verify|confirm|double-check)\w*"
)
_WHAT_THEY_CAN_SAY = (
    r"(?=$|[.!,;]| (?:more|whether|if|what|how|when|where|which|who|why|exactly|for sure|for certain"
    r"|precisely|further|the details|in detail|about (?:this|that|it|your)))"
)
_INFO = r"(?:\w+ )?(?:information|info|details|answer|figures?|advice|guidance)"
_REFERRAL_EN = (
    rf"(?:(?:tell|advise|inform) you|let you know|confirm|clarify|explain|answer){_WHAT_THEY_CAN_SAY}"
    r"|answer (?:this|that|it|your)|confirm (?:this|that|it)"
    r"|help(?: you)?(?: further| with (?:this|that|it|your (?:question|request|enquiry|inquiry|query"
    r"|concern)))?"
    r"(?=$|[.!])|assist you(?: further)?(?=$|[.!])"
    r"|(?:give you|provide(?: you with)?) (?:more|further|accurate|precise|exact|detailed|definitive|specific"
    rf"|up-to-date|the (?:exact|precise|latest|correct|right|full|current)|an? (?:definitive|accurate|exact"
    rf"|precise|clear)) {_INFO}\b"
)
_ADVICE_PARTS = [
    # en: "(please) (you may want to | I'd recommend | it's best to | your best bet is to) contact ..."
    r"^(?:please |maybe |perhaps |kindly )?(?:you (?:may|might|could|should|can|would|will) (?:want|wish|need"
    r"|like) to |you (?:may|might|could|should|can|will) (?:also |always |first )?|i(?:'d| would)? "
    r"(?:strongly )?(?:recommend|suggest|advise|encourage)(?: that)?(?: you)?(?: to)? "
    r"|it(?:'s| is| would be| might be| may be| could be| will be) (?:best|better|a good idea|worth|advisable"
    r"|wise|helpful|recommended)(?: to)? |(?:your|the) best (?:bet|option|way|course of action|approach"
    r"|step|thing to do) (?:is|would be|will be) (?:to )?|you(?:'d| would) (?:best|better) "
    r"|i(?:'d| would) (?:encourage|invite) you to )?(?:try(?:ing)? (?:to )?)?(?:directly )?" + _CONTACT_EN,
    # en: "they'll be able to tell you", "the city office should be able to tell you whether ..."
    r"^(?:(?:and|as|since|because|who|which|where|so) )?(?:[^\W\d][\w'-]* ){0,6}?(?:(?:will|should|can"
    r"|could|may|might|would)(?: surely| certainly| probably| definitely| likely)? (?:be (?:able|happy|glad"
    r"|pleased|in a position) to )?|(?:is|are) (?:(?:best|well) placed|able|in a (?:better )?position) to "
    r"|\w+'ll (?:be (?:able|happy|glad) to )?)(?:" + _REFERRAL_EN + ")",
    # en: "the visitor desk would be the best place to ask"
    r"^(?:[^\W\d][\w'-]* ){0,8}?(?:would be|is|will be|might be|may be) (?:the |your )?(?:best|right)"
    r" (?:place|person|people|ones?|contact|source) to (?:ask|check|contact|confirm|find out|get)\b",
    # de
    r"\b(?:wenden sie sich|wende dich|sich (?:\w+ ){0,9}?(?:zu wenden|in verbindung zu setzen|zu erkundigen"
    r"|zu informieren)|(?:erkundigen|informieren|melden) sie sich|kontaktieren sie|kontaktiere|rufen sie"
    r"|fragen sie|frag (?:am besten|doch|bitte)|(?:nach)?zufragen|nachfragen|anzurufen|zu kontaktieren"
    r"|auskunft geben|weiterhelfen)\b|\bkann man ihnen\b"
    r"|\b(?:kann|können|wird|werden) (?:ihnen|dir) (?:\w+ ){0,3}?(?:helfen|sagen|mitteilen|bestätigen)\b"
    r"|^(?:bitte )?(?:prüfen|lesen|sehen|schauen|konsultieren|kontaktieren|überprüfen|fragen) sie\b",
    # fr
    r"^(?:veuillez |merci de )?(?:consulter|consultez|vérifiez|vérifier|adressez-vous|contacter)\b"
    r"|je vous (?:conseille|recommande|invite|suggère) (?:de|d'|à)|le mieux (?:est|serait) de"
    r"|il (?:serait|est) (?:préférable|conseillé|recommandé|plus sûr) de|contactez|contacter"
    r"|renseignez-vous|vous renseigner|vous adresser|vous rapprocher|n'hésitez pas à (?:contacter|vous"
    r" adresser|appeler|vous renseigner)|(?:pourra|pourront|saura|sauront) vous (?:renseigner|dire|répondre"
    r"|informer|aider|confirmer|indiquer)",
    # es
    r"^(?:por favor,? )?(?:consulte|consulta|revise|revisa|pregunte|pregunta|llame|llama|contacte|contacta"
    r"|acuda|acude)\b|(?:te|le|les) (?:recomiendo|sugiero|aconsejo)|p[oó]ngase en contacto"
    r"|ponte en contacto|ponerse en contacto|ponerte en contacto|contactar|comun[ií](?:quese|cate)"
    r"|se comunique|dir[ií](?:jase|gete)|consulta directamente|lo (?:mejor|más (?:fiable|seguro"
    r"|recomendable|sensato|práctico)) (?:es|ser[ií]a)"
    r"|ser[ií]a (?:mejor|conveniente|recomendable|aconsejable)|podr[aá]n? (?:informarle|informarte|decirle"
    r"|decirte|indicarle|indicarte|ayudarle|ayudarte|orientarle|orientarte|confirm\w*|aclar\w*)"
    r"|^(?:usted )?(?:puede|puedes|podría|podrías) (?:consultar|preguntar|llamar|contactar|ponerse|ponerte"
    r"|dirigirse|dirigirte|acudir|escribir)\b",
    # ko
    r"(?:문의|연락|상담|확인|참고|참조|방문|전화)(?:를|을)? ?(?:해|하여|하셔서)? ?(?:보시|하시|주시)"
    r"(?:기 바랍니다|는 (?:것|게)(?:을|이|가)? ?(?:좋|권|추천|가장|바람직|정확|확실)"
    r"|길 (?:바랍니다|권|추천)|기를 (?:바랍니다|권|추천)|면)"
    r"|(?:문의|연락|상담|확인|참고|전화)(?:를|을)? ?(?:해|하여)? ?"
    r"(?:보세요|하세요|주세요|바랍니다|부탁드립니다)"
    r"|안내(?:를)? ?받으실 ?수|(?:안내해|알려) ?(?:드릴|줄|주실) (?:것|수)|도움을 받으실 ?수",
    # zh
    r"(?:建议|请|不妨|推荐)[^，,。]{0,12}?(?:联系|咨询|查看|询问|问一下|问问|致电|打电话|前往|确认|查阅|参考|拨打)"
    r"|^(?:您|你)(?:也)?(?:可以|不妨|最好|需要)[^，,。]{0,12}?(?:联系|咨询|查看|询问|问一下|问问|致电|打电话"
    r"|前往|查阅|拨打)|^最好[^，,。]{0,12}?(?:联系|咨询|询问|问一下|致电|打电话)"
    r"|(?:会|可以|能够?|将)(?:为|给|向)?(?:您|你)(?:提供|解答|答复|说明|告知|确认|介绍)|(?:会|可以|能够?)告诉(?:您|你)",
]
ADVICE = re.compile("|".join(_ADVICE_PARTS), re.IGNORECASE)
