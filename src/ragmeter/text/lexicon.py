"""Small word lists the verifier checks that lexical overlap cannot see: antonyms,
hedges, opinions, and a light English stemmer so that "returned" meets "return".

The lists are deliberately short and general (no domain vocabulary); they feed
features, never a verdict on their own.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["ANTONYMS", "HAN_ANTONYM_WORDS", "HEDGES", "OPINION", "antonym_of", "stem"]

_PAIRS = """
increase decrease; increased decreased; increases decreases; rise fall; rose fell;
risen fallen; higher lower; high low; more less; most least; larger smaller;
large small; big small; bigger smaller; largest smallest; biggest smallest;
longer shorter; long short; longest shortest; older younger; oldest youngest;
old young; old new; first last; before after; earlier later; early late;
win lose; won lost; winner loser; victory defeat; success failure; successful unsuccessful;
accept reject; accepted rejected; allow forbid; allowed forbidden; allowed prohibited;
permitted prohibited; legal illegal; include exclude; included excluded; includes excludes;
open closed; opened closed; open close; start end; started ended; begin end; began ended;
above below; up down; inside outside; north south; east west; northern southern;
eastern western; left right; top bottom; front back; male female; men women; man woman;
husband wife; father mother; son daughter; brother sister; king queen; boy girl;
alive dead; born died; birth death; living dead; true false; correct incorrect;
right wrong; possible impossible; likely unlikely; always never; all none;
positive negative; public private; rich poor; strong weak; stronger weaker; hot cold;
warm cool; fast slow; faster slower; heavy light; full empty; cheap expensive;
cheaper costlier; gain loss; profit loss; buy sell; bought sold; import export;
imported exported; entrance exit; arrive depart; arrived departed; maximum minimum;
majority minority; internal external; domestic foreign; ancient modern; same different;
similar different; agree disagree; agreed disagreed; support oppose; supported opposed;
like dislike; love hate; happy sad; easy difficult; easy hard; safe dangerous;
friend enemy; peace war; guilty innocent; increase reduce; increased reduced;
add remove; added removed; join leave; joined left; hired fired; appoint dismiss;
appointed dismissed; elected defeated; married divorced; create destroy; created destroyed;
built destroyed; win lost; won lose; passed failed; pass fail; approve veto; approved vetoed;
wet dry; light dark; day night; summer winter; spring autumn; before since;
welcome banned; welcome prohibited; allowed banned; free paid;
steigt sinkt; steigen sinken; stieg sank; gestiegen gesunken; erhöht senkt; erhöhen senken;
erhöht gesenkt; höher niedriger; zunehmen abnehmen;
augmente baisse; augmentée réduite; augmenté réduit; augmentées réduites; augmente réduit;
erhöht reduziert; erhöht gekürzt; aumentada reducida; aumentado reducido;
augmentent baissent; augmenter baisser; augmenté baissé; augmentera baissera;
hausse baisse; monte descend; supérieur inférieur;
sube baja; suben bajan; subir bajar; subió bajó; subirá bajará; aumenta disminuye;
aumentan disminuyen; aumentará disminuirá; aumentó disminuyó; aumento disminución; subida bajada;
grand petit; grande petite; grands petits; grandes petites; groß klein; große kleine; größte kleinste;
größten kleinsten; größer kleiner; pequeño grande; pequeña grande; pequeños grandes; pequeñas grandes;
最大 最小; 最多 最少; 最高 最低; 最早 最晚; 最长 最短; 큰 작은; 가장큰 가장작은; 많은 적은;
lendemain veille; víspera siguiente; 次日 前一天; 第二天 前一天; 다음날 전날;
beginning end; début fin; anfang ende; beginn ende; inicio final; principio final; comienzo final;
开始 结束; 年初 年底; 月初 月底; 시작 끝; 초 말;
mayor menor; lleno vacío; llena vacía; plein vide; pleine vide; voll leer; vollgetankt leer;
上涨 下降; 上升 下降; 增加 减少; 提高 降低; 涨价 降价; 增长 下降;
인상 인하; 오르 내리; 올라 내려; 이전 이후; 전에 후에; 전 후;
운영 휴관; 개장 휴장; 개장 폐장; 개점 폐점; 영업 휴업; 가능 불가능; 허용 금지; 포함 제외;
증가 감소; 상승 하락; 승리 패배; 찬성 반대; 합격 불합격; 흑자 적자; 최대 최소;
upper lower; inner outer; new used; neuf occasion; neuve occasion; neufs occasion; neuves occasion;
nuevo usado; nueva usada; nuevos usados; nuevas usadas; neu gebraucht; neue gebrauchte; kauft verkauft;
kaufen verkaufen; oberen unteren; obere untere;
surcharge discount; aufschlag rabatt; zuschlag rabatt; supplément réduction; recargo descuento;
할증 할인; 가산 할인; 加价 折扣; 附加费 折扣; 유료 무료; 일찍 늦게; 빨리 늦게; 먼저 나중에;
출발 도착; 시작 종료; 남성 여성; 입학 졸업; 수입 수출;
newest oldest; latest earliest; latest oldest; newest earliest; recent oldest; 最新 最早; 最新 最旧;
neueste älteste; neuesten ältesten; neuestes ältestes; récent ancien; récente ancienne; reciente antiguo;
reciente antigua; 최신 최초;
시작 마감; 시작되 마감되; 畅销 滞销; 最畅销 最滞销; empezar terminar; empieza termina; comenzar terminar;
comienza termina; starts finishes; start finish; begins ends; commencer finir; commence finit;
저렴 비싸; 저렴 비쌉니; 저렴 비싼; 저렴하 비싸; 싸 비싸; 早于 晚于; 便宜 贵; 提前 推迟;
rose fell; rise fall; rises falls; risen fallen; increased decreased; increase decrease;
increases decreases; dropped rose; dropped increased; dropped grew; fell grew; grew shrank;
taller shorter; tallest shortest; 多了 少了; 加收 少收; 多收 少收; 加收 减收; 更多 更少;
morning evening; morning afternoon; flat hilly; flat steep; calm rough; quiet noisy; indoor outdoor;
indoors outdoors; beginner advanced; beginners advanced; upstairs downstairs; smallest largest;
smallest biggest; lowest highest;
morgens abends; vormittags nachmittags; vormittags abends; früh spät; frühestens spätestens;
erste letzte; ersten letzten; erstes letztes; ruhig stürmisch; flach hügelig; flach steil;
drinnen draußen; anfänger fortgeschrittene; hallenplätzen außenplätzen; hallenplätze außenplätze;
hallenplatz außenplatz; hallenbad freibad; covered uncovered; couvert découvert; couverts découverts;
couverte découverte; couvertes découvertes; couverts extérieurs; couvert extérieur; cubierta descubierta;
cubiertas descubiertas; cubierto descubierto; cubiertos descubiertos; cubiertas exteriores; cubierta exterior;
실내 야외; 室内 户外; 室内 露天;
matin soir; matin après-midi; tôt tard; premier dernier; première dernière; premiers derniers;
premières dernières; calme agitée; calme agité; plat vallonné; intérieur extérieur; débutants confirmés;
débutant confirmé; maintenue annulée; maintenu annulé;
temprano tarde; primero último; primera última; primeros últimos; primeras últimas; tranquilo agitado;
tranquila agitada; llano montañoso; interior exterior; principiantes avanzados; principiante avanzado;
작 큰; 크 작; 좋 나쁘; 낮 높; 많 적; 길 짧; 빠르 느리; 이르 늦; 쉽 어렵; 무겁 가볍; 넓 좁; 오전 오후;
첫 마지막; 처음 마지막; 초급 고급; 실내 실외; 좋으면 나쁘면; 좋은 나쁜; 높으면 낮으면; 많으면 적으면;
第一 最后; 初级 高级; 室内 室外; 平坦 陡峭;
start stop; started stopped; starts stops; begin stop; begins stops; 첫째 마지막;
늘었 줄었; 늘어났 줄어들었; 늘어 줄어; 증가했 감소했; 상승했 하락했; 올랐 내렸; 대형 소형; 대형견 소형견;
大型 小型; 大型犬 小型犬; neuf d'occasion; neuve d'occasion; neufs d'occasion; neuves d'occasion;
débutantes confirmées; débutante confirmée; débutants confirmées; débutantes confirmés;
北门 南门; 东门 西门; 北侧 南侧; 东侧 西侧; 北边 南边; 东边 西边; 北口 南口; 东口 西口; 北岸 南岸; 东岸 西岸;
북문 남문; 동문 서문; 북쪽 남쪽; 동쪽 서쪽; 북측 남측; 동측 서측; 북쪽으로 남쪽으로; 동쪽으로 서쪽으로;
nord süd; nördlich südlich; nordseite südseite; osten westen; östlich westlich; nord sud; norte sur;
northern southern; northbound southbound; eastbound westbound; north south; east west; eastern western;
l'est l'ouest; 以北 以南; 以东 以西; 北部 南部; 东部 西部; 北面 南面; 东面 西面;
dropped risen; fallen rose; dropped climbed; fell climbed; bajado subido; bajado aumentado; baissé augmenté;
baissé monté; gesunken gestiegen; zurückgegangen gestiegen; gesunken zugenommen;
heavier lighter; heaviest lightest; schwerer leichter; schwerste leichteste; lourd léger; lourds légers;
lourde légère; lourdes légères; pesado ligero; pesados ligeros; pesada ligera; pesadas ligeras;
무거운 가벼운; 更重 更轻; 重于 轻于;
최근 오래된; 최신 오래된; 최근 처음; 最近 最早; 最新 最老; 最近 最老;
할인 추가; 할인됩니 추가됩니; 할인돼 추가돼; 할인되 추가되; 할인된 추가된;
sommer winter; été hiver; verano invierno; 여름 겨울; 夏天 冬天; 夏季 冬季; frühling herbst;
printemps automne;
primavera otoño; 봄 가을; 春天 秋天; 春季 秋季; günstiger teurer; billiger teurer; 上午 下午;
faible élevé; faible élevée; faibles élevés; faibles élevées; bas haut; basse haute; bajo alto; baja alta;
bajos altos; bajas altas; niedrig hoch; niedrige hohe; niedrigen hohen;
refunded charged; refund charge; refunds charges; remboursée facturée; remboursé facturé;
remboursées facturées; remboursés facturés; rembourse facture; remboursent facturent; erstattet berechnet;
zurückerstattet berechnet; erstattet verrechnet; devuelven cobran; devuelve cobra; reembolsan cobran;
reembolsa cobra; reembolsada cobrada; reembolsado cobrado; devuelto cobrado; devuelta cobrada;
환불 청구; 환불되 청구되; 환불됩니 청구됩니; 환불된 청구된; 환불해 청구해;
退款 收费; 退费 收费; 退还 收取; 退款 收取;
top ground; dernier rez-de-chaussée; obersten erdgeschoss; oberste erdgeschoss;
꼭대기 1층; 顶层 一层; 顶楼 一楼;
intérieurs extérieurs; intérieures extérieures; interiores exteriores; 室内 露天; 실내 야외; 실내 노천
"""


def _build_antonyms() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for pair in _PAIRS.replace("\n", " ").split(";"):
        words = pair.split()
        if len(words) != 2:
            continue
        a, b = words
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in out.items()}


ANTONYMS: dict[str, frozenset[str]] = _build_antonyms()
#: the Chinese words of the pairs (Chinese text is read by character, so these are
#: looked for inside it)
HAN_ANTONYM_WORDS = tuple(sorted(w for w in ANTONYMS if "\u4e00" <= w[0] <= "\u9fff"))

HEDGES = frozenset(
    """
    may might could possibly perhaps probably likely unlikely reportedly allegedly
    apparently seemingly suggest suggests suggested rumored rumoured believed estimated
    approximately about around roughly nearly almost some several maybe
    """.split()
)

OPINION = frozenset(
    """
    love loves loved like likes liked enjoy enjoys enjoyed favorite favourite favorites
    think thought believe feel felt hope wish prefer awesome amazing great cool fun nice
    interesting wonderful beautiful best worst boring sad glad sorry wow lol haha yeah
    """.split()
)


def antonym_of(token: str) -> frozenset[str]:
    """The antonyms of ``token``; for a German compound of a bound ("Höchstaufenthaltsdauer",
    "Mindestalter") or of a side ("Innenbecken", "Außenbecken"), the same compound with the
    other one."""
    # (canonical text writes "ß" as "ss": "aussenplätzen" is "Außenplätzen")
    found = ANTONYMS.get(token) or ANTONYMS.get(token.replace("ss", "ß"), frozenset())
    for pair in _OPPOSITE_PREFIXES:
        for a, b in (pair, pair[::-1]):
            if token.startswith(a) and len(token) > len(a) + 3:
                found = found | {b + token[len(a) :]}
                break
    return found | {w.replace("ß", "ss") for w in found if "ß" in w}


#: the German prefixes of two opposite compound nouns, bounds or sides (read each way)
_OPPOSITE_PREFIXES = (("höchst", "mindest"), ("maximal", "minimal"), ("innen", "außen"), ("innen", "aussen"))


_SUFFIXES = (
    ("ational", "ate"),
    ("ization", "ize"),
    ("ations", "ate"),
    ("ation", "ate"),
    ("iness", "y"),
    ("ingly", ""),
    ("fully", "ful"),
    ("ously", "ous"),
    ("ments", "ment"),
    ("ness", ""),
    ("ings", ""),
    ("ing", ""),
    ("ies", "y"),
    ("ied", "y"),
    ("ers", "er"),
    ("edly", ""),
    ("ed", ""),
    ("ly", ""),
    ("es", ""),
    ("s", ""),
)


#: a word of four letters, consonant, vowel, consonant and a silent "e" ("take", "rate")
_CVCE = re.compile(r"[b-df-hj-np-tv-z][aeiou][b-df-hj-np-tv-xz]e")


@lru_cache(maxsize=1 << 16)  # a vocabulary: the dev files have 48,000 distinct tokens
def stem(token: str) -> str:
    """A light, deterministic English suffix stripper (keeps at least 3 letters);
    non-Latin tokens are returned unchanged."""
    if len(token) <= 3 or not token.isascii() or not token.isalpha():
        return token
    for suf, rep in _SUFFIXES:
        if token.endswith(suf) and len(token) - len(suf) + len(rep) >= 3:
            base = token[: -len(suf)] + rep
            if suf in ("ing", "ed", "edly", "ings") and len(base) > 3 and base[-1] == base[-2]:
                base = base[:-1]  # "stopped" -> "stopp" -> "stop"
            if suf == "s" and token.endswith("ss"):
                return token
            return base.rstrip("e") if len(base) > 4 else base
    if len(token) == 4 and _CVCE.match(token):
        return token[:3]  # "take" as "takes" is read ("tak"), "Tage" as "Tag" (not "eine")
    return token.rstrip("e") if len(token) > 4 else token
