"""What an answer gives of the slot its question asks for: the answer's tokens that fill
it (days, dates, times, durations, amounts, counts, names, places, how often, an
instruction), by the kind :func:`~ragmeter.text.questions.question_type` reads ("When
is the museum closed?" - "It is closed on Sundays.": "sundays"); the question's nouns
that name the slot ("How much is the *fee*?"), and the Korean and German question words
with their endings.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ragmeter.text.bounds import BOUND_MARKERS
from ragmeter.text.canon import canonical
from ragmeter.text.dates import MONTH_NAMES
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.price_shares import FREE, FREE_PHRASE, share_of_price
from ragmeter.text.questions import QuestionType
from ragmeter.text.requirements import states_requirement
from ragmeter.text.tokenize import content_tokens, has_han, normalize, words
from ragmeter.text.ways import says_a_way

__all__ = ["NUMERIC_KINDS", "ZH_SURNAME", "filler_tokens", "is_question_word", "slot_noun"]


# ------------------------------------------------------------------ slot fillers
_DAYS = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|mon|tue|tues|wed|thu|thur|thurs|fri"
    r"|sat|sun|"
    r"weekend|weekends|weekday|weekdays|today|tomorrow|tonight|yesterday|daily|noon|midnight|morning|"
    r"mornings|afternoon|evening|evenings|night|nights|holiday|holidays|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:morgen|vormittag|mittag|nachmittag"
    r"|abend|nacht)s?|"
    r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|montags|dienstags|mittwochs|donnerstags|"
    r"freitags|samstags|sonntags|wochenende|werktags|werktage|werktagen|feiertag|feiertags|feiertage|feiertagen|morgens|abends|"
    r"mittags|uhr|férié|fériés|"
    r"januar|februar|märz|mai|juni|juli|oktober|dezember|heute|morgen|"
    r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end|matin|soir|midi|heures?|h|"
    r"janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|aujourd'hui|demain|"
    r"lunes|martes|miércoles|jueves|viernes|sábado|sábados|domingo|domingos|mañana|tarde|noche|mediodía|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|hoy|"
    r"hora|horas|festivos?|feriados?"
)
_DAY_RE = re.compile(rf"^(?:{_DAYS})$")
#: a time counted from an event: "an hour before the concert", "eine Stunde vor", "une heure
#: avant", "una hora antes", "1시간 전", "开始前一小时"
_RELATIVE_TIME = re.compile(
    r"\b(?:\d+|an?|one|two|three|half an|eine[mn]?|einer|zwei|drei|une|deux|trois|una|un|dos|tres|media)\s+"
    r"(?:minutes?|hours?|days?|weeks?|months?|minuten?|stunden?|tagen?|wochen?|monate[n]?|heures?|jours?"
    r"|semaines?|mois|minutos?|horas?|días?|semanas?|mes(?:es)?)\s+"
    r"(?:before|after|prior to|vor|nach|avant|après|antes|después)\b"
    r"|(?:\d+|한|두|세)\s?(?:분|시간|일|주|달|개월)\s?(?:전|후)|前\d+(?:分钟|小时|天)|前[一二三四五六七八九十半两]+(?:个)?(?:分钟|小时|天)"
)
#: how soon: "within", "in", "innerhalb", "dans", "en un máximo de", "이내", "以内"
_WITHIN = re.compile(
    r"\b(?:within|in|after|innerhalb(?: von)?|binnen|nach|dans|sous|d'ici|en|dentro de|en un máximo de"
    r"|en un plazo de|tras)\b[^.]{0,20}\d|\d+\s?(?:일|주|시간|분|개월)\s?(?:이내|안에|내에|후)"
    r"|\d+\s?(?:天|周|小时|个月)(?:内|以内|后)"
)
_DAY_OF_MONTH = re.compile(
    r"\b(?:first|second|third|fourth|fifth|last|\d{1,2}(?:st|nd|rd|th)) (?:working |business )?day of"
    r" (?:the|each|every) month\b|\b(?:end|beginning|start) of (?:the|each|every) month\b|\bwerktag\w*"
    r"|\bmonats(?:ende|anfang|beginn)\b"
    r"|\b(?:premier|dernier) jour (?:ouvrable )?du mois\b|\b(?:début|fin) du mois\b"
    r"|\b(?:primer|último) día (?:hábil )?del mes\b|\b(?:principio|inicio|final|fin) de mes\b"
)
#: a span from one date or day to another ("from 4 October to 30 November", "vom ... bis")
_SPAN_OF_DATES = re.compile(
    r"\b(?:from|vom|von|du|del|de)\b.{1,40}\b(?:to|until|till|bis|au|al|hasta)\b.{1,40}"
    r"\b(?:\d{1,2}|january|february|march|april|may|june|july|august|september|october|november|december)\b"
    r"|부터.{1,20}까지|[至到]"
)
_KO_TIME = re.compile(
    r"요일|주말|평일|공휴일|휴일|오전|오후|저녁|아침|새벽|정오|자정|[0-9]+(?:시|분|월|일|년)|^(?:시|분|월|일|년|매일|오늘|내일)$"
)
# Chinese is read by character: the characters of a matched span fill the slot.
_ZH_TIME = re.compile(
    r"(?:周|星期|礼拜)[一二三四五六日天]|[0-9一二三四五六七八九十两半]+(?:点|时|月|日|号|年|分)|"
    r"上午|下午|晚上|早上|中午|凌晨|傍晚|今天|明天|每天|周末|工作日|节假日"
)
#: (not the parts of a date: "2025年3月7日" says when, not how long)
_ZH_UNIT_SPAN = re.compile(
    r"(?<![0-9])(?![0-9]{4}年)[0-9一二三四五六七八九十两半几]+(?:个)?"
    r"(?:工作日|天|周|星期|个月|月(?![0-9]{1,2}[日号])|年(?![0-9]{1,2}月)|小时|分钟|晚)"
)
#: the common Chinese surnames, as a character class: a person's name opens with one
ZH_SURNAME = (
    r"[李王张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶"
    r"余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文朴]"
)
_ZH_PERSON = re.compile(
    ZH_SURNAME
    + r"[\u4e00-\u9fff]{1,2}(?=[，。、,.!！在于是从和与被将已就讲教带]|$|先生|女士|老师|经理|设计|创"
    r"|负责|管理|教练|师傅|医生|主任|厨师|律师|教授|助理|导游)"
    r"|建筑师|设计师|老板|经理|创始人|先生|女士"
)
_ZH_PLACE = re.compile(
    r"[\u4e00-\u9fff]{0,4}(?:市|区|路|楼|层|街|省|县|站|旁边|附近|对面|里|门|公园|广场|中心|码头|港|机场|大厅|入口|出口)"
    # where a thing is done, online too ("在微信公众号上", "在官网上"), not a time ("在周六上午")
    r"|在[\u4e00-\u9fff]{2,8}?(?:上|里|内)(?![午])"
)
#: a Korean full name: a common surname and a given name of two syllables ("김철수",
#: "박지원"), not a word that ends like a place or an office ("도서관", "한국어")
_KO_PERSON = re.compile(
    r"^[김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국]"
    r"[가-힣](?<![관실점회청팀과국어])[가-힣](?<![관실점회청팀과국어])$"
)
_KO_PLACE = re.compile(
    r"(?:층|역|시청|구청|건물|센터|옆|앞|뒤|뒤편|뒤쪽|앞쪽|옆쪽|왼쪽|오른쪽|위층|아래층|근처|건너편|맞은편|안|로|길|동|시|구|공원|광장|터미널|공항|항구|정류장"
    r"|주차장|호텔|학교|병원|도서관|박물관|시장|마을|해변|입구|출구|매장|지점|본점|사무실|쪽|읍내|읍"
    r"|회관|문화원|복지관|체육관|강당|교실|성당|교회|캠핑장|공방|카페|식당|홀)(?:이에|예|입니|이고|이며)?$"
)
_UNITS = re.compile(
    r"^(?:minutes?|hours?|days?|weeks?|months?|years?|nights?|mins?|hrs?|"
    r"minuten?|stunden?|std|tage?n?|wochen?|monate?n?|jahre?n?|nächte|werktagen?|arbeitstagen?|"
    r"jours?|semaines?|mois|ans?|années?|nuits?|heures?|"
    r"minutos?|horas?|días?|dias?|semanas?|mes(?:es)?|años?|noches?"
    # a length answers "how long" too ("How long is the pool?" - "25 metres")
    r"|metres?|meters?|metre|km|kilometres?|kilometers?|kilometern?|miles?|feet|foot|ft|yards?|metern?"
    r"|mètres?|kilomètres?|metros?|kilómetros?|미터|킬로미터|米|公里)$"
)
#: the verbs of lasting and taking that a duration answer and question share in meaning
#: ("lasts 30 hours", "hält 30 Stunden", "tient 30 heures", "dura 30 horas", "30시간
#: 지속됩니다", "续航30小时")
_DURATION_VERBS = re.compile(
    r"^(?:last|lasts|lasted|take|takes|took|run|runs|dauert|dauern|hält|halten|reicht|reichen|dure|durent|"
    r"tient|tiennent|prend|prennent|dura|duran|tarda|tardan|aguanta|aguantan|지속|유지|걸리|걸립|가나|가요|"
    r"갑니|续|航|持|用|撑)\w*$"
)
_KO_UNIT = re.compile(
    r"[0-9]+(?:분|시간|일|주|개월|달|년|박)|^(?:이틀|사흘|나흘|하루|일주일|한 ?달|주|개월|시간|년|분|박|달)$"
)
_MONEY = re.compile(
    r"^(?:usd|eur|gbp|jpy|krw|cny|chf|dollars?|euros?|pounds?|cents?|yuan|won|yen|francs?|franken|kr|free|gratis|gratuit"
    r"|gratuite|"
    r"kostenlos|gratuito|gratuita|원|무료|元|块|免费)$"
)
_NUMBER = re.compile(r"^\d+(?:[.,:]\d+)*$")
#: an age: years old ("21 years old", "21 Jahre alt", "21 ans", "21 años", "21세", "21岁")
_AGE_WORDS = re.compile(
    r"^(?:years?|yrs?|old|aged|ages|adults?|minors?|jahre?n?|alt|volljährig|erwachsene?|minderjährig|ans|âge|majeurs?|"
    r"mineurs?|adultes?|años|edad|mayores?|menores?|adultos?|세|살|성인|미성년자?|岁|周岁|成|年人|满|周)$"
)
_PRICED = re.compile(r"[$€£¥₩]|\d\s?(?:usd|eur|euros?|dollars?|pounds?|원|元|块)\b", re.IGNORECASE)
_KO_AGE = re.compile(r"[0-9]+(?:세|살)|^(?:만|세|살)$")
_ZH_AGE = re.compile(r"[0-9一二三四五六七八九十两]+(?:周)?岁|成年")
#: years for which something has gone on: a length of time, no age ("depuis 25 ans",
#: "seit 25 Jahren", "for 25 years", "desde hace 25 años", "25년째", "25年来")
_YEARS_SINCE = re.compile(
    r"\b(?:depuis|seit|for|since|desde hace|hace|il y a|vor)\s+\d+\s+(?:ans|années|jahren?|years?|años)\b"
    r"|\d+\s?년(?:째|간|동안)|\d+年(?:来|了)",
    re.IGNORECASE,
)
#: the kinds of question a number answers
NUMERIC_KINDS = frozenset({QuestionType.AGE, QuestionType.AMOUNT, QuestionType.COUNT, QuestionType.DURATION})
_NUMBER_WORDS = frozenset(
    """
    one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred
    thousand dozen eins zwei drei vier fünf sechs sieben acht neun zehn un une deux trois quatre cinq
    six sept huit neuf dix uno una dos tres cuatro cinco seis siete ocho nueve diez
    하나 둘 셋 넷 다섯 한 두 세 네 一 二 两 三 四 五 六 七 八 九 十 百 千 万
    """.split()
)
_PERSON_WORDS = re.compile(
    r"^(?:mr|mrs|ms|dr|prof|nephew|niece|son|daughter|owner|founder|manager|director|ceo|chef|"
    r"neffe|nichte|inhaber|inhaberin|gründer|gründerin|leiter|leiterin|neveu|nièce|propriétaire|fondateur|"
    r"fondatrice|directeur|directrice|sobrino|sobrina|dueño|dueña|fundador|fundadora|director|directora|"
    r"씨|님|대표|사장|창업자|조카|선생님|女士|先生|老师|经理|老板|创始人|侄子"
    # who may do it, by what they are ("People aged 18 to 68", "Personen zwischen 18 und 68")
    r"|people|persons|anyone|everyone|personen|menschen|leute|jeder|personnes|tout le monde|personas"
    r"|cualquiera|사람|누구나)$"
)
_PLACE_WORDS = re.compile(
    r"^(?:street|road|avenue|floor|building|city|town|downtown|centre|center|lobby|entrance|station|next"
    r"|near|"
    r"opposite|behind|beside|between|across|upstairs|downstairs|basement|ground|first|second|third|fourth|"
    r"lifts?|elevators?|stairs|reception|exit|corner|door|left|right|"
    # a gate, a counter, a room: where one goes in a building or a station
    r"gates?|platforms?|counters?|desks?|halls?|rooms?|offices?|piers?|docks?|terminals?|kiosks?|booths?|"
    r"gleis|schalter|halle|raum|zimmer|büro|quai|guichet|salle|bureau|porte|andén|taquilla|sala|oficina"
    r"|puerta|"
    r"neben|gegenüber|hinter|erdgeschoss|aufzug|eingang|ersten|zweiten|dritten|"
    r"près|côté|face|derrière|ascenseurs?|accueil|entrée|sortie|escaliers?|premier|deuxième|troisième|"
    r"rez-de-chaussée|junto|lado|frente|detrás|ascensores?|recepción|entrada|salida|primera?|segunda?|"
    r"tercera?|"
    r"straße|strasse|stock|etage|stadt|zentrum|bahnhof|rue|étage|ville|centre-ville|gare|calle|piso|planta|"
    r"ciudad|centro|estación|층|역|시내|도심|로비|입구|市|区|路|楼|层|街|省|县|站|"
    # a road, a square, a direction from somewhere ("on Route 9", "place de l'Église",
    # "drei Kilometer östlich von Weilheim")
    r"route|highway|lane|square|plaza|platz|place|weg|allee|gasse|north|south|east|west|northern|southern"
    r"|nördlich|südlich|östlich|westlich|nord|sud|est|ouest|norte|sur|este|oeste"
    # a building or a place one goes to ("to the new hospital", "hasta el nuevo hospital")
    r"|hospital|hôpital|krankenhaus|klinikum|church|kirche|église|iglesia|airport|flughafen|aéroport"
    r"|aeropuerto|beach|strand|plage|playa|village|dorf|pueblo)$"
)
_KO_AT = re.compile(r"[가-힣]+(?=에서(?:는|도|만)?(?:\s|$|[.,!?]))")
_PLACE_PREP = re.compile(
    r"\b(?:in|at|near|on|im|am|bei|nach|à|au|aux|dans|près|en|cerca)\s+"
    r"(?:(?:the|der|dem|den|die|la|le|les|el|los|las|l')\s*)?$",
    re.IGNORECASE,
)
#: the noun after a preposition of place, a place whatever its case ("au stade municipal",
#: "devant la mairie", "en el ayuntamiento", "vor dem Rathaus", "at the town hall")
_AT_NOUN = re.compile(
    r"(?<![\w'])(?:at the|in the|on the|outside the|au|aux|à la|à l'|devant (?:la |le |l')"
    r"|dans (?:le |la |l')|sur (?:le |la )|près de (?:la |l')?|en face de (?:la |l')?"
    r"|al|a la|en el|en la|junto al?"
    r"|delante del?|im|am|beim|vor dem|vor der|in der|auf dem|neben dem|neben der"
    r"|auf die|auf den|auf das|auf der|in die|in den|ins|zum|zur|an der|an den|an die"
    # where a way starts ("Desde la playa de Burriana", "from the old harbour", "vom Rathaus")
    r"|desde (?:la|el)|from the|vom|von der|depuis (?:la|le|l'))\s*([a-zà-ÿäöüß'-]{3,})"
)
#: a capitalised place preposition that opens a name span ("In Portland")
_LEAD_PREP = re.compile(
    r"(?:In|At|Near|To|Im|Am|An|Auf|Bei|Nach|Zum|Zur|À|Au|Aux|Dans|Près de|En|Cerca de|Hacia)\s+(?=\S)"
)
_NAME = re.compile(r"(?<![\w'’])[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)*")


#: a time of day in canonical form ("9:00"): its hour and minutes
_HOUR = re.compile(r"(?<![\d:.,])(\d{1,2}):(\d{2})(?![\d:])")
_CLOCK = re.compile(
    r"\d{1,2}[:h]\d{2}|\d\s*(?:a\.?m\b|p\.?m\b|uhr\b|h\b|heures?\b|horas?\b|시|点|時)"
    r"|\ba las? \d|\b[àa] \d{1,2}\b"
)


#: a bound on a number of things ("at most 10 students"; not a currency, nor a unit)
_COUNTED = re.compile(
    r"(?<![\d.,])\d+(?:\.\d+)?\s+(?!(?:per|each|a|an|pro|par|por|je|usd|eur|gbp|cny|krw"
    r"|jpy|chf|cents?|euros?|dollars?|pounds?|minute|gram|metre|millilitre|watt|percent|days?"
    r"|weeks?|months?|years?|nights?|hours?)(?![a-z]))[a-zà-ÿ]{3,} (?:atmost|atleast)(?![a-z])"
)
#: the question's nouns that name the slot it asks for ("How much is the *fee*?", "Ab
#: welchem *Alter*?", "¿Qué *edad mínima*?", "*요금*은 얼마?", "*费用*多少?"): an answer
#: that fills the slot answers them, without naming them
_SLOT_NOUNS: dict[QuestionType, re.Pattern[str]] = {
    QuestionType.AGE: re.compile(
        r"^(?:age|ages|old|years?|alter|alt|jahre?|âge|ans|edad|años|나이|연령|살|세|年|龄|岁|数|纪|大"
        r"|mindestalter|höchstalter)$"
    ),
    QuestionType.AMOUNT: re.compile(
        r"^(?:price|prices|cost|costs|fee|fees|charge|charges|charged|rate|rates|fare|fares|amount|pay|paid"
        # (what "set me back" asks: a price)
        r"|set|back|"
        r"preis|preise|kosten|kostet|gebühr|gebühren|tarif|betrag|aufpreis|zuschlag|hoch|teuer|zahlen|bezahlen|"
        r"prix|coût|coûte|coûtent|tarifs?|frais|montant|payer|paie|"
        r"precio|precios|costo|coste|cuesta|cuestan|tarifas?|importe|cobran|pagar|pago|paga|"
        r"요금|비용|가격|수수료|금액|운임|价|格|费|用|钱|收)$"
    ),
    QuestionType.DURATION: re.compile(
        r"^(?:duration|time|dauer|lange|durée|temps|duración|tiempo|기간|동안|时|间|长|久"
        # the unit it is asked in ("how many days", "combien d'heures")
        r"|days|weeks|months|years|hours|minutes|nights|tage|wochen|monate|jahre|stunden|minuten|jours"
        r"|semaines|mois|ans|années|heures|nuits|días|semanas|meses|años|horas|minutos|noches)$"
    ),
    QuestionType.FREQUENCY: re.compile(
        r"^(?:frequency|frequently|often|häufigkeit|häufig|oft|fréquence|frecuencia|빈도|자주|频率|频繁)$"
    ),
    QuestionType.WHEN: re.compile(
        r"^(?:day|days|date|dates|time|times|tag|tagen|tage|datum|uhrzeit|jour|jours|heure|heures|día|días"
        r"|fecha|fechas|hora|horas|날|날짜|요일|시간|日期|时间|哪天)$"
    ),
    QuestionType.COUNT: re.compile(
        r"^(?:number|anzahl|nombre|número|수|개수|数|量|weight|gewicht|poids|peso|무게|重|size|größe|taille"
        r"|tamaño|크기|规模|capacity|kapazität|capacité|capacidad)$"
    ),
}
#: what qualifies the slot: "the *minimum* age", "edad *mínima*", "*최소* 나이", "*最低*年龄"
_SLOT_QUALIFIER = re.compile(
    r"^(?:minimum|maximum|min|max|minimal|maximal|mindest|höchst|minimale?|maximale?|m[ií]nim[ao]s?|"
    r"m[aá]xim[ao]s?|최소|최대|最|低|高|少)$"
)
#: the question words of Korean, with the ending they take ("얼마인가요", "언제인가요")
_KO_QUESTION_WORD = re.compile(r"^(?:얼마|언제|어디|누구|누가|누$|무엇|뭐|몇|어떻게|어떤|왜|어느|무슨)")


def slot_noun(token: str, kind: QuestionType) -> bool:
    """Whether a token of the question names, or qualifies, the slot a ``kind``
    question asks for ("fee" in "How much is the fee?", "Alter", "edad mínima")."""
    pattern = _SLOT_NOUNS.get(kind)
    if pattern is not None and pattern.match(token):
        return True
    if kind is QuestionType.DURATION and _DURATION_VERBS.match(token):
        return True
    return kind in NUMERIC_KINDS and bool(_SLOT_QUALIFIER.match(token))


def is_question_word(token: str) -> bool:
    """A question word with its Korean ending ("얼마인가", "언제인가요"), or one of the
    German and French words that make one ("ab welchem", "à partir de quel")."""
    return bool(_KO_QUESTION_WORD.match(token)) or token in ("ab", "welchem", "welchen", "welches", "quel")


_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:[,.'’]\d{3})+(?![\d.,]\d)")


#: how often, said in an answer: a period after "every" (with a count or not), a count of
#: times per period, the words of :mod:`ragmeter.text.frequency`
_PERIOD = (
    r"(?:days?|weeks?|months?|years?|hours?|jours|semaines|mois|ans|années|días|semanas|meses|años|horas"
    r"|tage?n?|wochen?|monate?n?|jahre?n?|stunden?)"
)
_OFTEN = re.compile(
    rf"(?:every|each|tous les|toutes les|cada|alle|jede[nrs]?)\s+(?:\d+\s+|[a-zäéèíóúñ]+\s+)?{_PERIOD}\b"
    rf"|\b(?:once|twice|\d+ times|einmal|zweimal|\d+-?mal|une fois|deux fois|\d+ fois|una vez|dos veces"
    rf"|\d+ veces)\b[^.,;]{{0,20}}"
    r"|\b(?:daily|weekly|monthly|yearly|annually|täglich|wöchentlich|monatlich|jährlich|quotidien\w*"
    r"|hebdomadaire\w*|mensuel\w*|annuel\w*|diari\w*|semanal\w*|mensual\w*|anual\w*)\b"
    r"|매(?:일|주|월|달|년)|\d+ ?(?:번|회)|每(?:天|日|周|星期|月|个月|年)|\d+ ?次|[一二两三四五六七八九十]次"
    # (read on canonical text too: "four sailings a day", "quatre fois par jour", "viermal am Tag")
    r"|(?<![€$£¥₩.,])\b\d+ (?!(?:eur|usd|gbp|krw|cny|jpy|chf|euros?|dollars?|pounds?|won|yuan|yen)\b)"
    r"(?:[a-zäöüßéèàáíóúñ]+ )?(?:a|per|par|al|am|pro|por|an|im)"
    r" (?:day|tag|jour|día|dia|week|woche"
    r"|semaine|semana|month|monat|mois|mes)\b|\b\d+ ?(?:fois|veces|mal)\b"
)
_OFTEN_WORDS = frozenset("every each tous toutes cada alle jeden jede jedes".split())


def _often(answer: str) -> set[str]:
    """The words that say how often, as written and with numbers as digits."""
    return _spans(_OFTEN, answer) | _spans(_OFTEN, canonical(normalize(answer)))


def _is_year(tok: str) -> bool:
    return tok.isdigit() and len(tok) == 4 and 1500 <= int(tok) <= 2199


_ARTICLE = frozenset("the der die das den dem le la les el los las".split())


def _names(answer: str, places: bool) -> set[str]:
    """Tokens of capitalised names; ``places``: only those after a place preposition,
    else only those not after one."""
    out: set[str] = set()
    last_place = -1  # where the last place name ended ("Portland, Maine": Maine goes on)
    for m in _NAME.finditer(answer):
        name, begin = m.group(0), m.start()
        lead = _LEAD_PREP.match(name)
        if lead is not None:  # "In Portland": the capitalised preposition opens the answer
            name, begin = name[lead.end() :], begin + lead.end()
        after_prep = lead is not None or bool(_PLACE_PREP.search(answer[max(0, begin - 14) : begin]))
        if places and not after_prep and last_place >= 0 and answer[last_place:begin].strip() == ",":
            after_prep = True
        i = begin - 1  # the last non-space character before the name (no copy of the text)
        while i >= 0 and answer[i].isspace():
            i -= 1
        start = i < 0 or answer[i] in ".!?¡¿"
        # (an article and one noun opening the answer is a thing: "Die Halle liegt ...")
        single = len(name.split()) == 1 or (len(name.split()) == 2 and name.split()[0].lower() in _ARTICLE)
        if after_prep != places or (start and single and lead is None):
            continue
        out.update(words(name))
        last_place = m.end()
    return out


def _spans(pattern: re.Pattern[str], answer: str) -> set[str]:
    """The characters (and digit runs) of every match: the tokens of Chinese text."""
    out: set[str] = set()
    for m in pattern.finditer(normalize(answer)):
        out.update(words(m.group(0)))
    return out


def filler_tokens(answer: str, kind: QuestionType) -> set[str]:
    """The answer's tokens (as :func:`~ragmeter.text.tokenize.content_tokens` gives
    them) that give what a ``kind`` question asks for."""
    return _fillers(answer, kind) & set(content_tokens(answer))


def _when(answer: str, toks: list[str], numbers: set[str], years: set[str], nested: bool = False) -> set[str]:
    """The tokens that say when: a day, a date, a year, a clock time, a day of the
    month in words, a time from an event; how soon, where nothing says when (unless
    ``nested``: read for a duration already)."""
    found = {t for t in toks if _DAY_RE.match(t) or _KO_TIME.search(t)} | _spans(_ZH_TIME, answer)
    found |= {t for t in numbers if t in years}
    # a day of the month said in words ("the first day of each month", "dritter Werktag"),
    # a time said from an event ("eine Stunde vor Konzertbeginn", "30 minutes before")
    found |= _spans(_DAY_OF_MONTH, answer) | _spans(_RELATIVE_TIME, answer)
    # a clock time as written or as the value rules read it ("7 in the morning")
    norm = normalize(answer)
    if _CLOCK.search(norm) or _CLOCK.search(canonical(norm)):
        found |= {t for t in numbers if t not in years} | {t for t in toks if t in ("a.m", "p.m", "am", "pm")}
    elif found:
        # the numbers of a date beside its day or month ("Friday 14 March"), not a count
        # elsewhere in the sentence ("The two kilns are fired every Friday")
        near = {i for i, t in enumerate(toks) if t in found}
        found |= {
            t
            for i, t in enumerate(toks)
            if t in numbers and t not in years and near & {i - 2, i - 1, i + 1, i + 2}
        }
    if not found and not nested and (_WITHIN.search(norm) or _WITHIN.search(canonical(norm))):
        # "when will I get my money back?" answered by how soon ("within 10 working days")
        return _fillers(answer, QuestionType.DURATION, nested=True)
    return found


def _fillers(answer: str, kind: QuestionType, nested: bool = False) -> set[str]:
    """(``nested``: read for the other of when and how long already, which never reads
    this one again: "within" and a span of dates would send each to the other)"""
    toks = content_tokens(answer)
    numbers = {t for t in toks if _NUMBER.match(t) or t in _NUMBER_WORDS}
    # "1,500 spaces" is a count, not the year 1500: a year has no thousands separator
    grouped = {re.sub(r"\D", "", g) for g in _GROUPED.findall(answer)}
    years = {t for t in numbers if _is_year(t) and t not in grouped}
    if kind is QuestionType.WHEN:
        return _when(answer, toks, numbers, years, nested)
    bound = {t for t in toks if t in BOUND_MARKERS} if numbers else set()
    if kind is QuestionType.AGE:
        if _YEARS_SINCE.search(answer):  # "apicultrice depuis 25 ans": how long, not how old
            return _fillers(_YEARS_SINCE.sub(" ", answer), kind)
        ages = {t for t in toks if _AGE_WORDS.match(t) or _KO_AGE.search(t)} | _spans(_ZH_AGE, answer)
        # (an amount of money is no age: "Each session costs $300.")
        counts = {t for t in numbers if t not in years} if not _PRICED.search(answer) else set()
        if ages and (counts or ages - {"old", "alt", "edad", "âge"}):
            return ages | counts | bound
        return counts | bound if counts and len(toks) <= 4 else set()
    if kind is QuestionType.DURATION:
        units = {t for t in toks if _UNITS.match(t) or _KO_UNIT.search(t)} | _spans(_ZH_UNIT_SPAN, answer)
        # ("일주일" reads "7 일": a Korean unit as its own token after its number)
        units |= {t for i, t in enumerate(toks[1:]) if t in ("일", "주") and toks[i].isdigit()}
        verbs = {t for t in toks if _DURATION_VERBS.match(t)}
        if not units and not nested and _SPAN_OF_DATES.search(normalize(answer)):
            # "how long does it run?" answered by its first and last day ("Vom 4. Oktober bis
            # zum 30. November")
            return _fillers(answer, QuestionType.WHEN, nested=True)
        return units | _counting(toks, numbers, units) | bound | verbs if units else set()
    if kind is QuestionType.AMOUNT:
        # (nothing to pay is an amount: "70岁以上老人免费。", "Kinder sind kostenlos.")
        money = {t for t in toks if _MONEY.match(t) or FREE.match(t)} | _spans(FREE_PHRASE, answer)
        if money or re.search(r"[$€£¥₩]", answer):
            return money | {t for t in numbers if t not in years} | bound
        # (a share of a price is an amount: "Die Anzahlung beträgt 20 Prozent der Saalmiete.")
        if share_of_price(answer):
            # ... and so is a share said alone: "El recargo es del 25 %."
            return {t for t in numbers if t not in years} | bound
        if len(toks) > 4 or any(rx.search(canonical(normalize(answer))) for rx in (_CLOCK, _COUNTED)):
            return set()  # (no time of day, "opens at 6 a.m.", nor count, "at most 10 students")
        return {t for t in numbers if t not in years} | bound
    if kind is QuestionType.FREQUENCY:  # "tous les trois mois", "twice a week", "매주", "每月一次"
        return _often(answer) | {t for t in toks if t in _OFTEN_WORDS}
    if kind in (QuestionType.METHOD, QuestionType.REQUIREMENT):  # a way; "Drivers must be at least 21"
        says = says_a_way if kind is QuestionType.METHOD else states_requirement
        return set(toks) if says(answer) else set()
    if kind is QuestionType.COUNT:
        count = {t for t in numbers if t not in years} - _clock_numbers(answer) - _dates_and_prices(answer)
        return count | bound if count else set()
    if kind is QuestionType.WHO:
        people = {t for t in toks if _PERSON_WORDS.match(t) or _KO_PERSON.match(t)} | _spans(
            _ZH_PERSON, answer
        )
        return _names(answer, places=False) | people
    places = {t for t in toks if _PLACE_WORDS.match(t) or (not t.isascii() and _KO_PLACE.search(t))}
    places |= _spans(_ZH_PLACE, answer)
    places |= {t for m in _AT_NOUN.finditer(normalize(answer)) for t in content_tokens(m.group(1))}
    # a Korean noun with the particle of place ("3번 부두에서 출발합니다")
    places |= {t for m in _KO_AT.finditer(answer) for t in content_tokens(m.group(0))}
    if places:  # "on the second floor", "2층": the numbers that go with it
        places |= numbers
    return {t for t in _names(answer, places=True) | places if not _DAY_RE.match(t)}  # ("An Werktagen")


def _counting(toks: list[str], numbers: set[str], units: set[str]) -> set[str]:
    """The numbers right before a unit, or before such a number ("2 to 3 days"): "10 solar
    panels ... in one day" says one day, and 10 is no duration."""
    kept: set[str] = set()
    after: list[str] = []  # the tokens after the one read, nearest first
    for t in reversed(toks):
        nxt = next((a for a in after[:2] if a not in _RANGE_WORDS), "")
        if t in numbers and (nxt in units or nxt in kept):
            kept.add(t)
        after.insert(0, t)
    return kept


#: what joins the two ends of a range of numbers ("3 bis 5 Werktage", "3到5天")
_RANGE_WORDS = frozenset("to bis à a au hasta y und and or oder ou o ~ - – 到 至".split())


def _dates_and_prices(answer: str) -> set[str]:
    """The numbers of the answer that are a day of a month or an amount of money ("Der
    Kurs beginnt am 2. September.", "Ein Glas kostet 7 Euro." to "Wie viele ...?"): they
    count nothing."""
    toks = words(answer)
    # (a Chinese "多少" asks for a count or a price alike, and "块" counts plots as well as yuan)
    money = frozenset() if has_han(answer) else CURRENCY_CODES
    return {t for t, nxt in pairwise(toks) if t[:1].isdigit() and (nxt in MONTH_NAMES or nxt in money)}


def _clock_numbers(answer: str) -> set[str]:
    """The numbers of the answer's times of day, as its tokens write them ("9", "00"): a
    time of day counts nothing ("Le centre ouvre à 9 heures." to "combien de poneys ?")."""
    text = canonical(normalize(answer))
    clock = {int(t) for m in _HOUR.finditer(text) for t in m.groups()}
    return {t for t in words(text) if t.isdigit() and int(t) in clock}
