"""Word tables of :mod:`ragmeter.judges.offline.quantifiers`: the quantifiers of a
clause by what they say of its set, in English, German, French, Spanish, Korean and
Chinese. Regular expressions over :func:`ragmeter.text.tokenize.normalize`-d text;
Latin entries are whole words, Korean and Chinese entries are matched inside words.
"""

from __future__ import annotations

__all__ = ["ALL", "CONFLICTS", "MINORITY", "MOST", "NONE", "ONLY", "PART", "QUANTIFIERS", "SOME"]

ALL, SOME, ONLY, NONE = "all", "some", "only", "none"
#: more than half ("most", "die meisten", "대부분"); a stated share of half or less
#: ("20 %", "50 %": not most); a part, not all: a share above half ("80 %") or a part
#: said as one ("ein Teil der", "일부")
MOST, MINORITY, PART = "most", "minority", "part"

#: class -> (Latin words, a Korean / Chinese pattern)
QUANTIFIERS: dict[str, tuple[str, str]] = {
    ALL: (
        r"all|every|each|everyone|everybody|everything|alle|aller|allen|jede|jeder|jedes|jeden|jedem|"
        r"sämtliche|sämtlichen|tous|toutes|chaque|chacun|chacune|todos|todas|cada|anyone|anybody|jeder"
        r"|cualquiera|n'importe qui",
        # ("모두 42개", "전부 3곳": in all, a total; not every one of them)
        r"모든|모두(?!\s?\d)|전부(?!\s?\d)|전원|누구나|누구든지|所有|全部|全体|全都|一切|凡是|任何人|谁都",
    ),
    SOME: (
        r"some|several|certain|few|many|einige|einigen|einiger|manche|manchen|mehrere|mehreren|"
        r"wenige|bestimmte|ein paar|certains|certaines|quelques|plusieurs|"
        r"algunos|algunas|algún|alguna|varios|varias|ciertos|ciertas|pocos|pocas|some of the",
        r"몇몇|一些|有些|某些|少数|个别|有的",
    ),
    # a part, said as one: not all ("ein Teil der Teilnehmenden", "일부 관람객", "部分学员")
    PART: (
        r"(?:a |one )?part of the|ein teil der|ein teil des|une partie des|une partie de|"
        r"(?:una )?parte de los|(?:una )?parte de las",
        r"일부|(?<!大)部分|一部分|그중|그 중|其中",
    ),
    MOST: (
        r"most|the majority of|a majority of|die meisten|den meisten|der meisten|der grossteil|der großteil"
        r"|die mehrheit|der mehrheit|die überwiegende mehrheit|mehrheitlich"
        r"|la plupart|"
        r"la majorité|la mayoría|la mayor parte",
        r"대부분|대다수|大多数|大部分|多数",
    ),
    # a share of half or less said as a fraction ("half of the routes", "절반", "一半")
    MINORITY: (
        r"half of the|half of all|half of its|half the|a third of|one third of|a quarter of|one quarter of|"
        r"die hälfte der|die hälfte aller|die hälfte des|ein drittel der|ein viertel der|la moitié des|"
        r"la moitié de|un tiers des|un quart des|la mitad de|un tercio de|una tercera parte de|un cuarto de",
        r"절반|반수|一半|半数|三分之一|四分之一",
    ),
    ONLY: (
        # ("nur E-Bikes nicht" is "all but e-bikes")
        r"only|solely|exclusively|nur(?!\s+(?:[\w-]+\s+){0,3}nicht\b)|ausschliesslich|lediglich|"
        # (not "une seule journée", "un solo día": one of a thing)
        r"(?<!un )(?<!une )(?:seul|seule|seuls|seules)|seulement|uniquement|(?<!un )(?:solo|sólo)|solamente|"
        r"únicamente|exclusivamente",
        # Korean "만" after a noun of two syllables or more ("3학년 학생만"), not "하지만",
        # "5만", "만나다"; Chinese 只有 / 仅 / 唯有 / 只
        # ("텐트만 빼면" is "but the tents")
        r"(?<=[가-힣]{2})(?<!지)만(?=$|[ 이은을의에,.])(?!\s?(?:빼|뺀|제외))"
        r"|오직|只有|仅限|仅|唯有|只(?!是|要)",
    ),
    NONE: (
        r"no|none|nobody|nothing|kein|keine|keiner|keinen|keinem|niemand|aucun|aucune|nul|nulle|"
        r"ningún|ninguno|ninguna|nadie",
        r"아무(?:도|것도)|没有任何|无一|没有一",
    ),
}

#: a claim's quantifier -> the premise quantifiers that say otherwise of the same set
#: ("all" against "some", "only" against "all"); "some" against "all" is not one
#: (what all do, some do)
CONFLICTS: dict[str, frozenset[str]] = {
    ALL: frozenset({SOME, ONLY, NONE, MOST, MINORITY, PART}),
    NONE: frozenset({ALL, SOME, ONLY, MOST, MINORITY, PART}),
    ONLY: frozenset({ALL, NONE}),
    SOME: frozenset({NONE}),
    MOST: frozenset({NONE, MINORITY}),
    PART: frozenset({ALL, NONE}),
    MINORITY: frozenset({ALL, NONE, MOST}),
}
