"""Word tables of :mod:`ragmeter.text.polarity`: what negates a clause, and the two
poles of the states a clause may assert (open / closed, allowed / forbidden, free /
paid, required / optional), in English, German, French, Spanish, Korean and Chinese.

Every entry is a regular expression over text already passed through
:func:`ragmeter.text.tokenize.normalize` (lower case, NFKC, ``ß`` folded to ``ss``).
Latin entries are whole words (inflected forms written out); Korean and Chinese
entries are matched inside words, with the look-arounds that keep them apart from
words that merely contain them ("열렸" is "was held", not "opened"; "非常" is "very").
"""

from __future__ import annotations

import re

__all__ = [
    "BANS",
    "COMPARATIVE_AFTER",
    "EVERY_DAY",
    "EXCEPT",
    "EXCEPT_KO",
    "EXCEPT_LATIN",
    "FOCUS_AFTER",
    "NEGATORS",
    "ONLY_WORDS",
    "STATES",
    "STATE_NAMES",
    "UNTIL",
    "WEEKDAYS",
    "menos_bound",
]

#: an exception turns a state round for what it names ("prohibited everywhere except on
#: the terrace"): a clause with one is no evidence of the other pole
EXCEPT_LATIN = (
    r"except(?: for)?|excepting|apart from|other than|with the exception of|ausser|außer|ausgenommen|bis auf"
    r"|abgesehen von|mit ausnahme (?:von|des|der)|sauf|excepté|hormis|à l'exception (?:de|du|des)|"
    r"excepto|salvo|menos|a excepción de|con excepción de"
)
EXCEPT_KO = (
    r"제외|빼고|빼면|뺀|(?<=[가-힣] )말고|(?<=[가-힣])만 말고|(?<=[은는] )예외(?=입니다|이다|예요|이에요|로)"
)
EXCEPT = rf"(?<![\w'])(?:{EXCEPT_LATIN})(?![\w'])|{EXCEPT_KO}|除了|除外|除(?=[^，。,.]{{1,12}}外)"
#: "only" in English, German, French and Spanish (the French "ne ... que" apart)
ONLY_WORDS = frozenset(
    """only solely exclusively nur ausschließlich lediglich einzige einzigen seul seuls seule seules seulement
    uniquement solo sólo solamente únicamente únicos únicas""".split()
)
#: verbs of going past an amount, per language: negated before an amount they give an
#: upper bound ("never exceeds $30", "überschreitet nie 30 €", "ne dépasse pas 30 €", "no
#: supera los 30 €"); read by the canonical rewrite (text/short_forms) and by the negation
#: reader (text/polarity_read), which must agree
EXCEED_VERBS = {
    "en": (
        "exceed", "exceeds", "exceeded", "surpass", "surpasses", "surpassed", "go over", "goes over",
        "went over",
    ),
    "de": ("überschreitet", "überschreiten", "übersteigt", "übersteigen"),
    "fr": ("dépasse", "dépassent", "excède", "excèdent", "dépasser", "excéder"),
    "es": (
        "supera", "superan", "excede", "exceden", "sobrepasa", "sobrepasan", "superar", "exceder",
        "sobrepasar",
    ),
}  # fmt: skip
#: "menos de 5 años", "menos que": a bound ("under", "fewer than"), not an exception
_MENOS_BOUND = re.compile(r"\s+(?:de|del|que)\b")


#: "al menos", "por lo menos", "a lo menos", "cuando menos": "at least", no exception
_MENOS_LEAST = re.compile(r"(?:\bal|\blo|\bcuando)\s+$")


def menos_bound(text: str, match: re.Match[str]) -> bool:
    """The exception word ``match`` of ``text`` is the Spanish "menos" of a bound ("menos
    de 5 años", "al menos dos")."""
    if match.group(0).strip() != "menos":
        return False
    before = text[max(0, match.start() - 8) : match.start()]
    return _MENOS_BOUND.match(text, match.end()) is not None or _MENOS_LEAST.search(before) is not None


#: "every day": a state given daily is given on each weekday ("open daily" says it is
#: open on Mondays)
EVERY_DAY = (
    r"(?<![\w'])(?:daily|every day|each day|any day|seven days a week|7 days a week|24/7|täglich"
    r"|taglich|jeden tag|an jedem tag|7 tage die woche|tous les jours|chaque jour|7 jours sur 7"
    r"|todos los días|cada día|a diario|7 días a la semana)(?![\w'])"
    r"|매일|날마다|每天|天天|每日"
)
#: the weekdays, in the six languages (singular and plural, German "montags")
WEEKDAYS = (
    r"(?<![\w'])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:montag|dienstag|mittwoch|donnerstag|"
    r"freitag|samstag|sonntag)s?|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?|lunes|martes|"
    r"miércoles|jueves|viernes|sábados?|domingos?)(?![\w'])|[월화수목금토일]요일|(?:周|星期|礼拜)[一二三四五六日天]"
)

#: negating words, per language; a French "ne" counts only with its second part
#: (``ne ... pas``), which the reader checks itself
NEGATORS: dict[str, str] = {
    "en": r"not|no(?! ser que)|never|none|nobody|nothing|neither|nor|cannot|can't|don't|doesn't|didn't|isn't"
    r"|aren't|wasn't|weren't|won't|wouldn't|shouldn't|couldn't|hasn't|haven't|hadn't|mustn't|needn't",
    "de": r"nicht|kein|keine|keinen|keinem|keiner|keines|nie|niemals|nichts|niemand|weder|nirgends",
    "fr": r"pas|jamais|aucun|aucune|aucuns|aucunes|rien|personne|nullement|guère|non|ni",
    # ("a no ser que" is "unless": an exception, not a negation)
    "es": r"no(?! ser que)|nunca|jamás|ningún|ninguno|ninguna|ningunos|ningunas|nadie|nada|tampoco|ni",
    # Korean: "-지 않", "없", "못", "아니", the adverb "안" standing alone, "-지 마"
    # ("없이": "without", an adverb; it negates no clause)
    # ("텃밭 안 어디에서도": inside; a verb never ends in a place's particle)
    "ko": r"않|없(?!이)|못(?!하게)|아니|아닙"
    r"|(?<![가-힣])안(?= [가-힣])(?! [가-힣]*(?:에서|에서도|에서는|에는)(?![가-힣]))"
    r"|지 ?마(?:세요|십시오|라)",
    # Chinese: 不 / 没 / 未 / 无 / 非 / 勿 / 别, minus the words that only contain them
    "zh": r"不(?!仅|但|过|断|少|久|管|论|错|同|光|只|单)|没|未(?!来)|无(?!论|线|人机|限)"
    r"|(?<!除)非(?!常)|勿|莫",
}

#: French "ne" / "n'" is a negation only with one of these within a few words
FR_NE_PARTNERS = frozenset("pas plus jamais rien personne aucun aucune guère point nullement ni".split())

#: a negator right before one of these bounds a number ("not more than 4", "nicht mehr
#: als", "不超过"): a comparison, not a negated statement
COMPARATIVE_AFTER = frozenset(
    """more less fewer later earlier over under above below exceed exceeding beyond longer shorter
    mehr weniger länger später früher über unter plus moins davantage más menos después antes""".split()
)
#: a negator right before one of these is focus, not negation ("not only", "nicht nur")
FOCUS_AFTER = frozenset(
    "only just merely simply solely doubt nur bloss bloß allein seulement uniquement que solo sólo "
    "solamente únicamente".split()
)
#: a ban in so many words, which denies what it governs ("sind verboten", "一律禁止生火") and
#: which an exception lifts ("verboten, außer in ...")
BANS = (
    r"(?<![\w'])(?:prohibited|forbidden|banned|verboten|untersagt|interdite?s?|prohibid[oa]s?)(?![\w'])"
    r"|禁止|不准|금지"
)
#: Chinese bounds written with 不 ("不超过", "不到", "不满", "不少于"): comparisons
ZH_BOUND = r"不(?:得|能|可以|可|会|应)?(?:超过|超出|到|满|足|少于|多于|低于|高于|大于|小于)|未(?:满|足|超过)"

_OPEN = (
    r"open|opens|opened|opening|reopens|geöffnet|geöffnete|geöffneten|offen|öffnet|öffnen|"
    r"ouvert|ouverte|ouverts|ouvertes|ouvre|ouvrent|abierto|abierta|abiertos|abiertas|abre|abren"
)
_CLOSED = (
    r"closed|closes|closing|shut|shuts|geschlossen|geschlossene|schliesst|schliessen|ruhetag|"
    r"fermé|fermée|fermés|fermées|ferme|ferment|cerrado|cerrada|cerrados|cerradas|cierra|cierran"
)
_ALLOWED = (
    r"allowed|permitted|admitted|welcome|can|may|erlaubt|gestattet|zugelassen|darf|dürfen|darfst|kann|"
    r"können|kannst|autorisé|autorisée|autorisés|autorisées|permis|permise|admis|admise|admises|peut|"
    r"peuvent|pouvez|pouvons|peux|permitido|permitida|permitidos|permitidas|autorizado|autorizada|"
    r"autorizados|autorizadas|admitido|admitidos|puede|pueden|puedes|podemos|permite|permiten"
)
_FORBIDDEN = (
    r"forbidden|prohibited|banned|disallowed|verboten|untersagt|interdit|interdite|interdits|interdites|"
    r"prohibido|prohibida|prohibidos|prohibidas|vetado|vetados|"
    # the verbs, as a state ("se prohíben las mascotas", "it prohibits", "verbietet")
    r"prohíbe|prohíben|prohibe|prohiben|prohibits|prohibit|forbids|verbietet|verbieten|interdisent|"
    # no admission ("Kinder unter 12 Jahren haben keinen Zutritt", "no admittance")
    r"kein(?:en)? (?:zutritt|einlass)|no admittance|no entry"
)
_FREE = (
    # "without" is no negator in general ("without notice"), but a charge it leaves out is free
    r"without (?:a |any |an |extra |additional |an extra |an additional )?(?:fees?|charges?|costs?)|"
    # "at no extra charge", "for no additional cost": no charge is free, not a negation
    r"(?:at |for |with )?no (?:extra |additional )?(?:charge|cost|fee)|"
    r"ohne (?:zusätzliche |weitere )?(?:gebühren|gebühr|kosten|aufpreis)|sans (?:aucuns? )?frais|"
    # no fee at all ("für Ehepartner fällt keine Gebühr an", "aucun frais n'est demandé")
    r"keine (?:zusätzlichen? |weiteren? )?(?:gebühren|gebühr|kosten)|aucuns? frais|"
    r"sin (?:ningún )?(?:costo|coste|cargo)(?: (?:adicional|alguno))?|"
    r"free of charge|free|complimentary|kostenlos|kostenfrei|versandkostenfrei|gratis|umsonst|"
    # costing nothing ("kostet nichts", "costs nothing"; "no cuesta nada", "ne coûte rien" are
    # a price denied, read by their negation)
    r"(?:costs?|kostet|kosten) (?:nothing|nichts)|"
    r"freien|freier|freie|(?:ist|sind|bleibt|bleiben) frei|eintritt frei|"
    r"gratuit|gratuite|gratuits|gratuites|gratuitement|gratuito|gratuita|gratuitos|gratuitas|"
    r"gratuitamente"
)
_PAID = (
    r"paid|charged|charge|costs|cost|fee|fees|pay|pays|paying|kostet|kosten|kostenpflichtig|"
    r"gebührenpflichtig|zahlen|zahlt|bezahlen|payer|payez|paient|pagar|paga|pagan|pagas|de pago|"
    r"payant|payante|payants|payantes|coûte|coûtent|cuesta|cuestan|cobra|cobran"
)
_REQUIRED = (
    r"required|mandatory|compulsory|obligatory|pflicht|verpflichtend|erforderlich|vorgeschrieben|"
    r"obligatoire|obligatoires|obligatorio|obligatoria|obligatorios|obligatorias|necessary|prerequisite|"
    r"notwendig|nötig|voraussetzung|nécessaire|nécessaires|requis|requise|requises|exigé|exigée|exigés|"
    r"exigées|necesario|necesaria|necesarios|necesarias|imprescindible|requisito|needed|benötigt|"
    r"demandé|demandée|demandés|demandées|exigido|exigida|exigidos|exigidas"
    # an appointment needed: "by appointment only", "nur mit Termin", "sur rendez-vous", "solo con cita"
    r"|by appointment only|only by appointment|nur mit (?:vorherigem )?termin|nur nach (?:vorheriger )?"
    r"(?:terminvereinbarung|anmeldung|vereinbarung)|(?:uniquement |seulement )?sur rendez-vous"
    r"(?: uniquement| seulement)?|(?:solo|sólo|únicamente) con cita(?: previa)?|con cita previa"
)
_OPTIONAL = (
    r"optional|voluntary|freiwillig|facultatif|facultative|facultatifs|facultatives|optionnel|"
    r"optionnelle|opcional|opcionales|voluntario|voluntaria|voluntarios"
    # no appointment needed: "without an appointment", "ohne Termin", "sans rendez-vous", "sin cita"
    r"|without (?:an? )?(?:appointment|booking|reservation)|ohne (?:termin|voranmeldung|anmeldung"
    r"|reservierung)|sans (?:rendez-vous|réservation)|sin (?:cita(?: previa)?|reserva)"
)

_ADDED = (
    r"added|adds|introduced|introduces|brings|hinzugefügt|eingeführt|bringt|ajouté|ajoutée|ajoutés|ajoutées|ajoute|"
    r"introduit|introduite|añadido|añadida|añade|añadió|incorpora|incorporado|incorporada|introducido|"
    r"introducida"
)
_REMOVED = (
    r"removed|removes|dropped|drops|discontinued|discontinues|entfernt|gestrichen|abgeschafft|"
    r"supprimé|supprimée|supprimés|supprimées|supprime|retiré|retirée|retire|eliminado|eliminada|elimina|"
    r"eliminó|retirado|retirada|suprimido|suprimida|suprime"
)

_INCLUDED = (
    r"included|includes|inclusive|inbegriffen|enthalten|inklusive|inkl|compris|comprise|compris|inclus"
    r"|incluse|inclusa|incluido|incluida|incluidos|incluidas"
)
_EXTRA = (
    r"extra|at an extra cost|at additional cost|separately|zusätzlich|gegen aufpreis|en supplément|en sus"
    r"|aparte|por separado"
)

#: a thing handed back whole or damaged ("refunded when the bike is returned undamaged")
_INTACT = (
    r"undamaged|intact|in good condition|unbeschädigt|unbeschädigte|unbeschädigter|unbeschädigten"
    r"|unbeschädigtem|unversehrt|sans dommages?|sans dégâts?|en bon état|intacte|intactes|intacts|sin daños"
    r"|sin desperfectos|intacto|intacta|intactos|intactas|en buen estado"
)
_DAMAGED = (
    r"damaged|beschädigt|beschädigte|beschädigter|beschädigten|beschädigtem|endommagé|endommagée|endommagés"
    r"|endommagées|abîmé|abîmée|con daños|con desperfectos|dañado|dañada|dañados|dañadas"
)

#: the words before the end of a span of time ("open until 20:00", "bis", "hasta"; French
#: "jusqu'à" is read as "à" in a clause with "jusqu")
UNTIL = frozenset({"until", "till", "bis", "hasta"})

#: state -> (the positive pole, the negative pole); each a pattern of Latin words
#: and a pattern matched inside Korean / Chinese text
STATES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "open": (
        (
            _OPEN,
            r"문을 ?(?:열|엽|연다)|(?<![가-힣])(?:엽니다|연다|열고|열어|열며)|개장|개관|영업|운영"
            r"|开放|开门|营业|开馆",
        ),
        (
            _CLOSED,
            # "쉬어요", "쉽니다", "쉰다", "쉬는 날": rests (a place "rests" on the days it is closed)
            r"문을 ?닫|닫|휴관|휴무|휴장|휴업|폐장|폐관|폐점|(?<![가-힣])쉬(?:어|는|고|며|었|ㅂ)"
            r"|(?<![가-힣])쉽니다|(?<![가-힣])쉰다|关闭|关门|闭馆|休馆|休息|停业|打烊",
        ),
    ),
    "allowed": (
        # "cannot" / "can't": "can", and the negation the reader finds in the same word
        (
            _ALLOWED,
            r"(?<![\w'])can(?=not(?!\w)|'t(?!\w))|수 ?(?=있|없)|허용|허락|(?<!불)가능"
            # ("피워도 됩니다", "가져와도 돼요": may)
            r"|(?<=[가-힣])도 ?(?:됩니|돼요|돼$|된다|되며|되고|되지만)"
            r"|可以|允许|准许|能够|能(?!力|源|量)|可(?!能|是|见|靠|爱|怕|惜|选)|接收",
        ),
        (_FORBIDDEN, r"금지|불가|禁止|严禁|不得(?!超|少|多|低|高|大|小)|不准|不许"),
    ),
    "free": (
        (_FREE, r"무료|免费|免运费|免收|免交|免缴|免付|(?:수수료|요금|비용|돈|추가 요금|추가 비용)\s?없이"),
        (
            _PAID,
            r"유료|요금을? ?(?:내|부과)|(?<=[비료금])(?:는|은|를|을)? ?(?:받|청구)|收费|收取|付费"
            # "交摊位费", "缴费": paying a fee ("免交" is free)
            r"|(?<!免)(?:交|缴)[\u4e00-\u9fff]{0,3}费|缴纳",
        ),
    ),
    "required": (
        (_REQUIRED, r"필수|의무|필요(?!에 따라)|必须|必需|强制|需要"),
        (_OPTIONAL, r"선택 ?사항|임의|예약 ?없이|可选|自愿|无需预约|不用预约"),
    ),
    # what a price covers ("Breakfast is included" / "inbegriffen"; "costs extra")
    "included": (
        (_INCLUDED, r"포함(?:되|돼|해|하|된|입)|包含|包括在内|含在"),
        (_EXTRA, r"별도(?:로|의|입| 요금)|另收|另外收费|额外收费|另付|另计|另算"),
    ),
    "intact": (
        (_INTACT, r"손상 ?없이|손상이 없|无损坏|完好|无损"),
        (_DAMAGED, r"손상된|손상되|파손된|有损坏|损坏了|(?<![无没])损坏"),
    ),
    # a feature a release brings or takes away ("adds a dark mode", "Support was dropped")
    "added": (
        (_ADDED, r"추가(?:되|했|한|합|됐|된)|新增|增加了|添加了|加入了"),
        (_REMOVED, r"삭제(?:되|했|한|합|됐|된)|제거(?:되|했|한|합|됐|된)|删除了|移除了|取消了"),
    ),
}
#: how a state's poles are named in a reason
STATE_NAMES: dict[str, tuple[str, str]] = {
    "open": ("open", "closed"),
    "allowed": ("allowed", "forbidden"),
    "free": ("free", "paid"),
    "required": ("required", "optional"),
    "added": ("added", "removed"),
    "included": ("included", "extra"),
    "intact": ("undamaged", "damaged"),
}
