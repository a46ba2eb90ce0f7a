"""The phrases that refuse, in the six languages (and a little Japanese): "I don't have
that information", "Die Unterlagen erwähnen keinen ...", "Les documents ne précisent pas
...", "No tengo esa información", "자료에 나와 있지 않습니다", "文档中没有提到". Read by
:mod:`ragmeter.text.refusal`, which decides what a whole answer does.
"""

from __future__ import annotations

__all__ = ["DOCS", "PHRASES"]

_DOCS = (
    r"(?:documents?|docs|context|sources?|texts?|passages?|materials?|information|info|data|records?|details|"
    r"excerpts?|search results?|knowledge base|files?|notes?|resources?)"
)
#: the end of a clause, or a source named after a verb of finding ("not given in the text")
_OF_SOURCE = (
    r"(?=\s*(?:[.!,;]|$)|\s+anywhere\b|\s+(?:in|by|within) (?:the |any |these |those |my )?"
    rf"(?:provided |given |available |retrieved )?{_DOCS})"
)
_EN = [
    # a short answer that says the documents do not give it: "Not mentioned.", "Not specified."
    r"^(?:it'?s |that'?s |it is |that is )?not (?:mentioned|specified|stated|listed|given|said|indicated)"
    r"(?: anywhere| there| in (?:the )?(?:documents?|text|context|information))?$",
    r"\bi (?:really |honestly )?(?:do not|don't|dont) know\b",
    # "There's nothing about parking in what I was given."
    r"\bthere(?:'s| is) nothing (?:about|on|regarding|concerning) (?:\w+ ){1,4}?in "
    rf"(?:what i (?:was given|have)|(?:the |these |my )?(?:provided |given |available )?{_DOCS})",
    r"^(?:i )?(?:don't|do not|dont) know\b",
    r"\bno (?:idea|clue)\b|\bnot a clue\b|\bwho knows\b",
    r"\b(?:i'?m|i am) not (?:completely |entirely |totally |100% |quite |really )?(?:sure|certain)\b",
    r"^not sure\b",
    r"\b(?:can ?not|can't|could not|couldn't|am unable to|was unable to|unable to|am not able to|"
    r"wasn't able to|was not able to|not able to|won't be able to) (?:\w+ ){0,2}?(?:find|answer|determine|"
    r"locate|provide|say|tell|confirm|see|help(?: you)? with|give|know|share|verify|identify|look up)\b"
    # "I couldn't find anything wrong with it" is a finding
    r"(?! (?:anything|nothing|much) (?:wrong|unusual|odd|strange|amiss|suspicious)| any (?:problems?|issues?"
    r"|errors?|faults?|defects?|damage)\b)",
    r"\bi (?:do not|don't|dont) (?:have|see|find) (?:that|this|the|any|enough|such|those|these|specific|"
    r"relevant|an|information|details|data)\b",
    r"\b(?:no|not enough|insufficient|not any) (?:relevant |specific |such |further )?(?:information|details|"
    r"data|mention)(?: (?:about|on|regarding|concerning|of|in|available|to|given|provided|that)\b|[.!,;]|$)",
    # "covered" and "included" say what the documents hold only of information or with the
    # documents named: "Breakfast is not included." and "Theft is not covered by the
    # policy." are answers
    # ("provided" only of information: "Towels are not provided." is an answer)
    r"\b(?:is|are|was|were) not (?:mentioned|specified|stated|described|addressed)\b",
    # ("given", "listed", "found" only at the end or of a source: "Members are not given the
    # first 30 minutes free" is an answer)
    rf"\b(?:is|are|was|were) not (?:given|listed|found){_OF_SOURCE}",
    r"\b(?:that|this|it|information|details?|data|answer|such|those|these) (?:is|are|was|were|isn't|aren't"
    r"|wasn't) (?:not )?provided\b",
    r"\b(?:that|this|it|information|details?|data|answer|such|those|these) (?:is|are|was|were) not "
    r"(?:included|covered)\b",
    rf"\b(?:is|are|was|were) not (?:included|covered) (?:anywhere )?(?:in|by|within) (?:the |any |these "
    rf"|those |my )?(?:provided |given |available |retrieved )?{_DOCS}",
    r"\b(?:isn't|aren't|wasn't) (?:mentioned|specified|stated|described|addressed|in the)\b",
    rf"\b(?:isn't|aren't|wasn't) (?:given|listed|found){_OF_SOURCE}",
    r"\b(?:that|this|it|information|details?|data|answer|such|those|these) (?:isn't|aren't|wasn't) "
    r"(?:included|covered)\b",
    rf"\b(?:isn't|aren't|wasn't) (?:included|covered) (?:anywhere )?(?:in|by|within) (?:the |any |these "
    rf"|those |my )?(?:provided |given |available |retrieved )?{_DOCS}",
    r"\b(?:information|details|data|that|this|it|answer) (?:is|are|isn't|aren't) (?:not )?(?:available"
    r"|known)\b",
    rf"\b(?:isn't|is not|aren't|are not|wasn't) (?:something|anything) (?:that )?(?:the |these |my )?{_DOCS}",
    rf"\bnot (?:mentioned|covered|found|stated|specified|included|given|addressed) (?:in|by) (?:the |any |"
    rf"these |those |my )?(?:provided |given |available |retrieved )?{_DOCS}",
    rf"\b(?:the |these |those |my |your )?(?:provided |given |available |retrieved |attached )?{_DOCS} "
    r"(?:\w+ ){0,5}?(?:do|does|did)(?: not|n't) (?:\w+ )?(?:mention|contain|say|include|specify|provide"
    r"|cover|"
    r"answer|tell|state|address|describe|give|list|show|discuss)\b",
    r"\b(?:it|they|this|these|that) (?:do|does|did)(?: not|n't) (?:say|mention|specify|cover|address|tell"
    r"|state)\b",
    rf"\b(?:nothing|none of the|no part of the) (?:\w+ ){{0,3}}?{_DOCS}",
    r"\bthere (?:is|was|'s) (?:nothing|no (?:mention|information|data|record|detail|answer))\b",
    rf"\bnothing (?:in|about) (?:\w+ ){{0,4}}?{_DOCS}|\bnothing (?:\w+ ){{0,3}}?(?:answers|covers"
    rf"|mentions|says)\b",
    r"\bno answer\b|\bcan(?:not|'t) be (?:answered|determined|found)\b",
    r"\bbeyond (?:the scope of )?(?:what|the) (?:\w+ ){0,3}?(?:documents?|context|information)\b",
    r"\bi (?:have|'ve) no (?:information|idea|details|data|knowledge)\b",
    # "I haven't been able to find any information about X", "I didn't find anything on X"
    r"\b(?:have not|haven't|has not|hasn't) been able to (?:\w+ ){0,2}?(?:find|locate|determine|confirm"
    r"|answer|say|tell)\b",
    r"\b(?:did not|didn't|have not|haven't|never) (?:manage to )?(?:find|locate|come across|see) "
    r"(?:anything(?! (?:wrong|unusual|odd|strange|amiss|suspicious))|any "
    r"(?:\w+ )?(?:information|details|data|mention|reference|record|answer)|information|details|mention)\b",
    r"\b(?:i|my search(?: \w+){0,4}?|the search|searching(?: \w+){0,4}?) (?:turned up|came up with|yielded"
    r"|returned) nothing\b|\bi found nothing (?:about|on|regarding|concerning|in)\b|\bcame up empty\b",
]
_KO = [
    r"모르겠|모릅니다|몰라요|잘 모르|알지 ?못(?:합|해|하|했|함)",
    r"알 ?수 ?(?:없|가 없)|찾을 ?수 ?(?:없|가 없)|확인할 ?수 ?(?:없|가 없)|파악할 ?수 ?없",
    r"답(?:변|해)?(?:을|를)? ?(?:하기|드리기|드릴|할|해 드리기) ?(?:어렵|어려[운워웠움]|수 ?없|가 어렵)",
    r"(?:알려|말씀|안내해?) ?(?:드리기|드릴|드릴 ?수) ?(?:어렵|수 ?없|가 어렵)|알려 드릴 수 없",
    r"정보(?:가|는|를)? ?(?:전혀 )?(?:없|부족|가지고 있지 않|갖고 있지 않)",
    r"(?:내용|언급|설명|자료|정보)(?:이|은|가|는)? ?(?:전혀 |따로 )?"
    r"(?:없습|없어|없네|없다|없고|없으|없는|없$)",
    # ("제공되지 않", "포함되어 있지 않" only of information: "수건은 제공되지 않습니다" is an answer)
    r"언급(?:되어 ?있지 ?않|되지 ?않|하지 ?않|이 없)|나와 ?있지 ?않|명시되어 ?있지 ?않",
    r"(?:정보|내용|자료|답변)(?:은|는|이|가)? ?(?:제공되지 ?않|포함되어 ?있지 ?않)",
    r"가지고 ?있지 ?않|갖고 ?있지 ?않",
    # "... but it says nothing about a penalty": the documents, or "it" after them
    r"\b(?:says?|mentions?|tells? (?:me|us)) nothing(?: at all| whatsoever)? (?:about|on|regarding|of)\b"
    r"|\bno mention of\b",
    # "... beschreiben nur X, aber nicht, ob ...": the documents, elided, do not say whether
    # ("No, si la clase se cancela, ..." is an answer: "No, if ...")
    r"^(?:not|pas|no) (?:whether|if|si)\b|^nicht,? ob\b",
    # "... nur Angaben zur Eröffnung, aber nichts zu Parkmöglichkeiten": the documents, elided,
    # hold nothing on it (a short clause that ends there)
    r"^(?:nothing (?:about|on|regarding)|nichts (?:zu|über|zum|zur|bezüglich)"
    r"|rien (?:sur|concernant|à propos de)"
    r"|nada (?:sobre|acerca de|respecto a)) (?:\S+ ){0,3}\S+$",
    # "... but none of it mentions a T-shirt"
    r"\bnone of (?:it|them|this|these|that|those|the \w+) (?:mentions?|says? (?:anything|whether|if)|covers?"
    r"|refers? to"
    r"|talks? about|includes?|addresses|specif(?:y|ies))\b",
    # "the information I have about the pool doesn't mention a sauna": the documents as subject
    rf"\b(?:the|my|these|those|this) {_DOCS}\b[^.,;!?]{{0,60}}? (?:do|does|did)(?: not|n't) (?:say|mention"
    r"|specify|cover|address|include|contain|state)\b",
    # "The documents mention no storage service"
    rf"\b(?:the|my|these|those|this) {_DOCS}\b[^.,;!?]{{0,60}}? (?:mentions?|says?|lists?|specif(?:y|ies)) "
    r"(?:no|nothing)\b",
    r"찾지 ?못했|찾지 ?못하|찾아 ?볼 ?수 ?(?:없|가 없)|찾아보지 ?못",
    # "가능한지는 확인해 드리기 어렵습니다": hard to confirm for the asker
    r"(?:확인|답변|안내|말씀)(?:해|을|를)? ?드리기 ?(?:어렵|어려[운워웠움]|힘들|곤란)",
    # "... 정보는 제공된 자료에 없습니다": the documents hold nothing on it
    r"(?:자료|문서|발췌본?|본문|텍스트|맥락|정보)(?:에|에는|에도|에서는|상에는?) ?(?:전혀 |따로 )?"
    r"(?:없(?:습|어|네|다|고|으|는)|나와 ?있지 ?않|포함되어 ?있지 ?않)",
    # "자료에 반려동물 관련 규정이 없어서": what the documents lack named before "없"
    r"(?:자료|문서|발췌본?|본문|텍스트)(?:에|에는|에도|에서는|상에는?) (?:\S+ ){0,4}?\S+(?:이|가|은|는|도) "
    r"?(?:전혀 |따로 )?없(?:습|어|네|다|고|으|는|$)",
]
_ZH = [
    r"不知道|不清楚|不确定|不了解|没有头绪",
    r"(?:无法|不能|没法|没办法)[^，,。]{0,12}?(?:回答|确定|告诉|得知|判断|确认|答复)|回答不了|答不上",
    r"(?:无法|不能|没法)(?:提供|找到|说明)(?:相关|这方面|具体)?的?(?:信息|答案|内容|资料)",
    r"(?:没有|并无|暂无|缺少|没)(?:任何)?(?:相关|这方面的|该|这个|此|具体|有关)?(?:的)?(?:信息|资料|内容|记录|数据|说明)",
    r"没有(?:任何)?(?:关于|有关|提到|提及|说明|涉及|找到)|未(?:提及|提到|说明|涉及|找到)|并未(?:提及|提到|说明)",
    # "资料里没提到", "文件没说"
    r"没(?:提到|提及|涉及|写到|讲到|说到)|没(?:写|说)(?=$|[。，,.!！？])",
    r"找不到|没(?:有)?找到|没有说|没有写|查不到|没(?:有)?查到",
    r"(?:无法|没能|未能|没有能)[^，,。]{0,10}?(?:找到|查到|找出|得知|查询到)",
    r"わかりません|分かりません|知りません",
]
_DE = [
    r"^(?:dazu |hierzu )?keine (?:angabe|angaben|information|informationen)(?: dazu| hierzu| vorhanden)?$"
    r"|^nicht (?:angegeben|erwähnt|genannt)$",
    # "Wer den Garten gegründet hat, wird nirgends erwähnt"
    r"\b(?:nirgends|nirgendwo) (?:erwähnt|genannt|angegeben|aufgeführt|beschrieben|steht)\b",
    r"\b(?:ich )?wei(?:ß|ss) (?:ich |es )?(?:leider )?nicht\b|\bkeine ahnung\b"
    r"|\bwei(?:ß|ss) ich (?:das |es )?(?:leider )?nicht\b",
    r"\bich bin mir nicht (?:ganz |völlig )?sicher\b",
    r"\b(?:information|informationen|angaben|daten|details?)(?: dazu)? (?:habe|hab|liegen?) (?:ich |mir"
    r" )?(?:leider )?"
    r"(?:nicht|keine)\b",
    r"\b(?:ich habe|mir liegen|es gibt|es liegen|enthalten|nennen|machen) (?:\w+ ){0,5}?kein(?:e|erlei)"
    r" (?:\w+ )?(?:informationen|information|angaben|daten|hinweise|details)\b",
    r"\bkein(?:e|erlei) (?:informationen|information|angaben|daten|hinweise)\b",
    r"\b(?:sagen|sagt|steht|stehen|enthalten|enthält|erwähnen|erwähnt|nennen|nennt|schreiben|verraten"
    r"|verrät) (?:\w+ ){0,4}?(?:dazu |darüber )?"
    r"(?:leider )?nichts\b|\bsagen (?:dazu )?nichts\b|\bnichts (?:dazu|darüber)\b",
    r"\bnicht (?:\w+ )?(?:beantworten|sagen|finden|feststellen|bestimmen|herausfinden|angeben|bestätigen)\b",
    r"\b(?:kann|könnte|lässt sich|konnte) (?:\w+ ){0,5}?nicht (?:\w+ )?(?:beantworten|sagen|finden"
    r"|feststellen|"
    r"entnehmen|bestimmen|angeben)\b",
    # ("enthalten" only of the documents: "EU-Roaming ist nicht enthalten." is an answer)
    r"\bnicht (?:erwähnt|angegeben|aufgeführt|genannt|beschrieben|vermerkt)\b",
    # "Les documents fournis n'indiquent pas le prix": the documents as subject, in French
    r"\b(?:documents?|informations?|sources?|textes?|extraits?)\b[^.;!?]{0,40}?\b(?:ne |n')(?:pr[eé]cisent"
    r"|indiquent|mentionnent|disent|parlent|pr[eé]cise|indique|mentionne|dit|parle)"
    r" (?:pas|rien|d?'?aucune?)\b",
    # ("..., mais elles ne parlent d'aucun café": the sources named before, as a pronoun)
    r"\b(?:elles|ils) ne (?:parlent|mentionnent|indiquent|précisent|disent) (?:d'aucune?|aucune?|rien)\b",
    r"\bje ne (?:peux|pourrai|saurais) (?:donc |malheureusement )?pas (?:vous )?r[eé]pondre\b",
    # "Ob es eine Sauna gibt, geht daraus nicht hervor."
    r"\bgeht (?:\w+ ){0,6}?nicht hervor\b|\bgeht (?:daraus|aus (?:den|diesen|meinen) \w+) nicht hervor\b",
    # "In den Unterlagen findet sich kein Hinweis auf ein Café"
    r"\b(?:findet sich|finden sich|gibt es|steht) (?:\w+ ){0,3}?kein(?:en)? (?:hinweis|vermerk|angabe)\b",
    # "dazu habe ich in den Unterlagen nichts gefunden", "ich finde dazu nichts"
    r"\bnichts(?! (?:auffällig|ungewöhnlich|besonder|falsch|verdächtig|schlimm)) (?:\w+ ){0,2}?(?:gefunden"
    r"|finden|entdeckt|entnehmen)\b"
    r"|\b(?:finde|fand|sehe) ich (?:\w+ ){0,6}?nichts\b|\bich (?:finde|fand|sehe) (?:\w+ ){0,6}?nichts\b",
    r"\b(?:ich (?:kann|konnte|könnte|habe)|(?:kann|konnte|könnte|habe) ich) (?:\w+ ){0,6}?nichts"
    r"(?! (?:auffällig|ungewöhnlich|besonder|falsch|verdächtig|schlimm)) (?:[\w-]+ ){0,8}?(?:finden|gefunden"
    r"|herausfinden|herausgefunden|entnehmen|ermitteln)\b",
    r"\b(?:dokumente?n?|unterlagen|kontext|texte?|quellen?|informationen|materialien)\b.*\b(?:erwähn\w*"
    r"|nenn\w*|"
    r"enthalt\w*|enthält|sag\w*|beschreib\w*|angeb\w*|steht|stehen)\b.*\bnicht\b",
    # "Die Unterlagen erwähnen keinen Lagerservice", "In den Dokumenten wird kein ... erwähnt"
    r"\b(?:dokumente?n?|unterlagen|kontext|texte?|quellen?|informationen|materialien)\b[^.;!?]{0,40}?"
    r"\b(?:erwähn\w*|nenn\w*|enthalt\w*|enthält)\b (?:\w+ )?kein\w*\b",
    # "Leider erwähnen meine Unterlagen zum Bürgerchor keine Tourneen": the verb before them
    r"\b(?:erwähn\w*|nenn\w*|enthalt\w*|enthält) (?:meine|die|diese|unsere) (?:unterlagen|dokumente"
    r"|informationen|quellen|texte)\b[^.;!?]{0,60}?\b(?:kein\w*|nicht)\b",
    r"\bwird (?:\w+ ){0,2}?kein\w* (?:[\w-]+ ){0,3}?(?:erwähnt|genannt|angegeben|aufgeführt)\b",
    # "Darüber geben die Unterlagen keine Auskunft.", "..., steht nicht in den Unterlagen."
    r"\bkein(?:e|erlei) (?:verlässliche |genaue |sichere )?auskunft\b"
    r"|\bsteht (?:\w+ ){0,3}?nicht (?:in|im) (?:den |dem |diesen |meinen )?(?:\w+ )?"
    r"(?:unterlagen|dokumente\w*|texte?n?|informationen|angaben|kontext|quellen)\b",
    # "In den mir vorliegenden Informationen steht nicht, ob ...", "In den Unterlagen steht kein
    # WLAN-Passwort", "Leider steht in den Unterlagen nicht, ob ..."
    r"\b(?:in|im) (?:den |dem |meinen |diesen )?(?:mir vorliegenden |vorliegenden )?(?:unterlagen"
    r"|informationen|dokumenten|angaben|quellen|texten|kontext) steht (?:leider |aber )?(?:nicht|kein\w*)\b"
    r"|\bsteht (?:leider )?in (?:den |dem |meinen |diesen )?(?:mir vorliegenden |vorliegenden )?(?:unterlagen"
    r"|informationen|dokumenten|angaben|quellen|texten|kontext) (?:nicht|kein\w*)\b",
    # "darin steht nicht, ob es eine Garderobe gibt"
    r"\b(?:darin|dort|dazu|hier|darüber) steht (?:leider |aber |jedoch )?nicht,?"
    r" (?:ob|wann|wie|wo|was|welche\w*|wer)\b",
    # "..., erwähnen Massagen aber mit keinem Wort"
    r"\b(?:erwähn\w*|nenn\w*|geh\w* auf|sag\w*) (?:\w+ ){0,4}?mit keinem wort\b",
    # "Dazu kann ich leider nichts sagen."
    r"\b(?:kann|könnte) ich (?:\w+ ){0,3}?nichts (?:\w+ )?sagen\b",
]
_FR = [
    # "Le fondateur n'y est mentionné nulle part"
    r"\bn'(?:y |en )?(?:est|sont) (?:mentionnée?s?|précisée?s?|indiquée?s?|évoquée?s?|abordée?s?)"
    r" nulle part\b",
    r"^(?:non|pas) (?:précisée?s?|mentionnée?s?|indiquée?s?|spécifiée?s?|renseignée?s?)$",
    r"\bje (?:ne )?(?:le )?sais pas\b|\baucune idée\b|\bje n'en sais rien\b|\bje l'ignore\b",
    r"\bje ne suis pas (?:tout à fait |entièrement |complètement )?s[uû]re?\b",
    r"\bje n'ai (?:pas|aucune?) (?:\w+ )?(?:cette information|cette info|d'informations?|l'information|les "
    r"informations|de données|de détails|la réponse|information|idée|données)",
    r"\bn'ai pas (?:cette|l'|les|d')\w*",
    # "je ne dispose pas de cette information", "je ne dispose d'aucune information"
    r"\bne dispos\w* (?:pas (?:de cette|de ces|de l'|des|d')|d'aucune?) ?(?:\w+ )?"
    r"(?:informations?|données|détails?|réponse)\b",
    r"\bne (?:le |l'|les |en )?(?:précisent|précise|mentionnent|mentionne|disent|dit|indiquent|indique|"
    r"abordent|aborde|évoquent|évoque)\b(?: \w+)? ?(?:pas|rien|nulle part|aucunement|jamais)\b",
    # (containing, giving, speaking: of the sources, or of what is said about it; "Le prix ne
    # contient pas le petit-déjeuner" and "Le guide ne parle pas allemand" are answers)
    r"\b(?:documents?|informations?|sources?|textes?|extraits?|passages?|contexte|données|fiches?)\b"
    r"[^.;!?]{0,60}?\bne (?:le |l'|les |en )?(?:contiennent|contient|donnent|donne|parlent|parle)\b(?: \w+)?"
    r" ?(?:pas|rien|nulle part|aucunement|jamais)\b",
    r"\bne (?:le |l'|les |en )?(?:parlent|parle)\b(?: \w+)? ?(?:(?:pas|jamais) (?:de |du |des |d')|rien\b"
    r"|nulle part\b|aucunement\b)",
    r"\bne (?:le |l'|les |en )?(?:contiennent|contient|donnent|donne)\b(?: \w+)? ?(?:(?:pas|jamais|aucune?)"
    r" (?:d'|de |l'|les |la |le |cette |ces |une? )?(?:informations?|précisions?|détails?|indications?"
    r"|renseignements?|données|réponses?|chiffres?|prix|tarifs?|horaires?)\b|rien\b|nulle part\b)",
    r"\bne (?:peux|pourrais|puis|sais) (?:donc |malheureusement |hélas )?pas (?:\w+ ){0,2}?"
    r"(?:répondre|dire|trouver|indiquer|confirmer"
    r"|préciser|"
    r"déterminer|vous dire)\b|\bpas en mesure de\b|\bimpossible de (?:répondre|dire|savoir|trouver"
    r"|déterminer)\b",
    # ("fournies" only of information: "Les serviettes ne sont pas fournies." is an answer)
    r"\b(?:n'est|ne sont) pas (?:mentionnée?s?|précisée?s?|indiquée?s?|abordée?s?)\b",
    r"\b(?:information|informations|détails?|précisions?|réponse)s? (?:n'est|ne sont) pas (?:fournie?s?"
    r"|disponibles?)\b",
    r"\baucune (?:information|mention|indication|donnée|précision)\b|\bne trouve pas\b|\bn'ai pas trouvé\b",
    r"\bn'ai rien trouvé\b|\bne trouve rien\b",
    # "je n'ai pas pu trouver", "je ne suis pas parvenu à trouver", "rien dans les documents"
    r"\bn'(?:ai|avons) (?:pas|rien|malheureusement pas) (?:pu|réussi à|su) (?:\w+ )?(?:trouver|répondre"
    r"|déterminer|dire|confirmer|localiser|préciser)\b",
    r"\bne (?:suis|sommes) pas (?:parvenue?s?|arrivée?s?) à (?:\w+ )?(?:trouver|répondre|déterminer|dire)\b",
    r"\brien (?:dans|parmi) (?:les |ces |mes |la )?(?:documents?|sources?|informations?|textes?|extraits?"
    r"|données|documentation)\b",
    r"\brien (?:sur|à ce sujet|concernant|de tel)\b.*\b(?:documents?|contexte|informations?)\b",
    # "elles n'indiquent pas si le théâtre dispose d'un vestiaire"
    r"\bn'(?:y )?(?:indiquent|indique|évoquent|évoque|abordent|aborde|précisent|précise"
    r"|mentionnent|mentionne) (?:pas|rien|nulle part|aucunement|jamais)\b",
    # "Le texte n'en dit rien", "le document n'en parle pas"; "il n'y est question ni de ..."
    r"\bn'(?:en|y) (?:dit|disent|parle|parlent|souffle|soufflent) (?:pas|rien|mot)\b"
    r"|\bn'y est (?:pas |nullement |jamais )?question\b",
    # "rien n'y est dit sur des casiers"
    r"\brien n'(?:y |en )?est (?:dit|mentionné|précisé|indiqué)\b",
    # "elles ... ne parlent à aucun moment de massages"
    r"\bne (?:\w+ )?(?:parlent|parle|mentionnent|mentionne|disent|dit|évoquent|évoque|abordent|aborde"
    r"|précisent|précise|indiquent|indique) (?:\w+ )?à aucun moment\b",
    # "rien n'y indique si le salon s'occupe aussi des chats"
    r"\brien n'(?:y |en )?(?:indique|précise|dit|mentionne|parle)\b",
]
#: the documents an answer may say something is missing from ("los documentos", "el
#: contexto", "la información proporcionada")
_ES_DOCS = (
    r"(?:\s)?(?:el|los|la|las|este|estos|esta|estas|mis) (?:documentos?|textos?|contexto|información|fuentes?"
    r"|datos|fragmentos?|extractos?)\b"
)
_ES = [
    r"^no (?:se )?(?:menciona|indica|especifica|consta|dice)$"
    r"|^no (?:está )?(?:especificad|indicad|mencionad)[oa]$",
    # "no se dice nada de una cocina", "no se menciona si ..."
    r"\bno se (?:dice|menciona|indica|especifica|habla|aclara|detalla) "
    r"(?:nada (?:de|del|sobre|acerca)|si|de|sobre)\b",
    # "Nada en los documentos habla de un guardamuebles"
    r"\bnada en (?:los|las|el|la|estos|estas|mis) "
    r"(?:documentos?|contexto|textos?|fuentes?|información|datos)\b",
    # "no sé"; written without its accent only where nothing follows ("no se puede
    # devolver" is "it cannot be returned", not "I don't know")
    r"\bno (?:lo )?sé\b|\bno (?:lo )?se(?=\s*(?:$|[.,!?;:…]))|\bni idea\b|\bno tengo (?:ni )?idea\b",
    r"\bno estoy (?:del todo |completamente |totalmente )?segur[oa]\b",
    r"\bno (?:tengo|dispongo de|cuento con) (?:esa|esta|la|las|los|ese|ningún|ninguna|suficiente|información|"
    r"datos|detalles|informaci[oó]n)\b",
    r"\bno (?:lo |la |los |las )?(?:dicen|dice|mencionan|menciona|especifican|especifica|precisan|precisa|"
    r"indican|indica|aclaran|aclara|detallan|detalla)\b",
    # "no lo incluyen", "no lo contiene el documento": of the documents; "no incluye la
    # revisión de los frenos" is an answer
    r"\bno (?:lo|la|los|las) (?:incluyen|incluye|contienen|contiene)(?=\s*(?:$|[.,;:!?]|" + _ES_DOCS + r"))",
    r"\bno (?:puedo|podría|sé si puedo) (?:\w+ ){0,2}?(?:responder|decir|contestar|encontrar|confirmar|"
    r"determinar|ayudar|indicar|dar|decír)\w*",
    r"\b(?:no hay|sin) (?:ninguna |suficiente )?(?:información|datos|detalles|menci[oó]n)\b",
    r"\bno (?:se )?(?:menciona|especifica|indica)\b|\bno encuentro\b|\bno (?:he )?encontr"
    # "no aparece en los documentos" ("no se encuentra en el centro" is an answer)
    r"|\bno (?:se )?aparecen?(?=\s*(?:$|[.,;:!?]))"
    r"|\bno (?:se )?(?:aparecen?|encuentra|incluye)(?=\s(?:en|entre) "
    + _ES_DOCS
    + r"|\s(?:ninguna|ningún|nada|información|referencia|mención|datos)\b)",
    r"\bno (?:he podido|pude|pudimos|hemos podido|logré|he logrado|conseguí|he conseguido|fui capaz de"
    r"|he sido capaz de) (?:\w+ ){0,2}?(?:encontrar|hallar|localizar|responder|determinar|confirmar|dar con"
    r"|decir)\b",
    r"\bno est[aá] (?:mencionad[oa]|especificad[oa]|indicad[oa])\b|\bnada sobre\b"
    # "no está disponible en los documentos" ("no está incluida en el alquiler" is an answer)
    r"|\bno est[aá] (?:disponible|incluid[oa])(?=\s(?:en|entre) " + _ES_DOCS + r")"
    r"|\b(?:informaci[oó]n|dato|datos|detalle|detalles)\b[^.;]{0,40}\bno (?:est[aá]n?|se encuentran?) "
    r"(?:disponibles?|incluid[oa]s?)\b",
]

#: declining to guess ("I'd rather not guess", "추측으로 말씀드릴 수는 없", "我不想凭猜测",
#: "Raten möchte ich nicht", "je préfère ne pas deviner", "prefiero no dar una respuesta a ciegas")
_NO_GUESS = [
    r"\b(?:i'?d|i would) rather not (?:guess|speculate)\b|\bi (?:don't|do not|won't|will not|can't|cannot)"
    r" (?:want to )?(?:guess|speculate)\b",
    r"추측(?:으로|해서|만으로)? ?(?:말씀드릴|답변드릴|답해 드릴|답할|말할) 수(?:는)? 없",
    r"不(?:想|能|便|愿)(?:凭|靠)?(?:空)?猜测|不想乱猜",
    r"\braten möchte ich nicht\b|\bich (?:möchte|will) nicht (?:raten|spekulieren)\b",
    r"\bje (?:préfère|ne veux|ne souhaite) (?:ne )?pas (?:deviner|spéculer|avancer de réponse)",
    r"\bprefiero no (?:dar una respuesta a ciegas|adivinar|especular)\b|\bno (?:quiero|puedo) (?:adivinar"
    r"|especular)\b",
    # ... and what any answer would be ("any number I gave you would only be a guess")
    r"\bwould (?:only |just |merely )?be (?:a |pure )?(?:guess|guesswork|speculation)\b"
    r"|추측에 (?:불과|지나지)|(?:都|也)?只(?:是|能是|会是)猜测"
    r"|\bwäre (?:deshalb |daher |also )?(?:nur |bloß |reine )?(?:geraten|spekulation|eine vermutung)\b"
    r"|\bne serait qu'une (?:supposition|hypothèse|spéculation)\b"
    r"|\bsería (?:una )?(?:simple |mera |pura )?(?:suposición|especulación|conjetura)\b",
    # "je ne peux pas vous donner de chiffre", "eine Hörerzahl kann ich Ihnen nicht nennen"
    r"\bje ne (?:peux|pourrai|saurais) (?:pas )?vous (?:donner|indiquer|communiquer|fournir|dire)\b"
    r"|\bkann ich (?:ihnen|dir) (?:leider )?nicht (?:nennen|sagen|mitteilen|beantworten)\b"
    r"|\bkann ich (?:ihnen|dir) (?:leider )?kein(?:en|e)? (?:\w+ ){0,3}(?:nennen|sagen|mitteilen|angeben)\b",
]

#: every refusing phrase, as regular expressions on normalised text
PHRASES: tuple[str, ...] = (*_EN, *_KO, *_ZH, *_DE, *_FR, *_ES, *_NO_GUESS)
DOCS = _DOCS
