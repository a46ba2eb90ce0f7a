"""Plain cases a person judges at a glance: does the context support the answer?

Written for ragmeter's tests (not taken from any data set). Each case is
``(id, answer, contexts, supported)``: ``supported`` is True when every statement of
the answer follows from the contexts. Groups: paraphrase, formats (numbers, times,
dates, ranges, money), negation, swapped names, added facts, changes over time,
scope words, Korean.
"""

from __future__ import annotations

Case = tuple[str, str, list[str], bool]

GYM = (
    "Members can cancel their membership at any time with 14 days written notice to the front desk. "
    "The gym is open from 6 am to 10 pm on weekdays."
)
STORE = (
    "Refunds are accepted within 30 days of purchase, "
    "provided the item is unused and in its original packaging."
)
APP = "The app is available for iOS 15 or later and for Android 10 or later. It is free to download."
PARK = (
    "Dogs are welcome in the park as long as they are kept on a leash. Bicycles are not allowed on the lawn."
)
FIRM = "The firm moved its headquarters from Boston to Denver in 2019. It employs about 1,200 people."
LIB = "The library lends up to 5 books at a time for three weeks. Late returns cost $0.25 per day."
MUSEUM = "The museum opens at 9:30 and closes at 17:00, Tuesday to Sunday. It is closed on Mondays."
CAFE = "Only customers who bought a drink may use the wifi. The password changes every week."
BOOK = "Marie Curie won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911."
MATCH = "Brazil beat Germany 2-1 in the final, played in Lisbon on 14 July 2022."

PARAPHRASE: list[Case] = [
    (
        "p1",
        "You need to give 14 days written notice to the front desk to cancel your membership.",
        [GYM],
        True,
    ),
    (
        "p2",
        "You can return an unused item in its original packaging within 30 days of purchase for a refund.",
        [STORE],
        True,
    ),
    ("p3", "Dogs have to be kept on a leash in the park.", [PARK], True),
    ("p4", "The app can be downloaded for free.", [APP], True),
    ("p5", "Marie Curie received the Nobel Prize in Chemistry in 1911.", [BOOK], True),
    ("p6", "The final was played in Lisbon.", [MATCH], True),
    ("p7", "The museum is closed on Mondays.", [MUSEUM], True),
    ("p8", "Bicycles may not be ridden on the lawn.", [PARK], True),
    ("p9", "The company has around 1,200 employees.", [FIRM], True),
    ("p10", "The wifi password is changed weekly.", [CAFE], True),
    ("p11", "Germany lost the final to Brazil.", [MATCH], True),
    ("p12", "Late returns are charged 25 cents a day.", [LIB], True),
]

FORMATS: list[Case] = [
    ("f1", "The laptop comes with a two-year warranty.", ["All laptops include a 2-year warranty."], True),
    ("f2", "The store closes at 4 pm on Saturday.", ["Opening hours: Saturday 10:00-16:00."], True),
    ("f3", "It runs on Android 10 and newer.", [APP], True),
    ("f4", "It needs at least iOS 15.", [APP], True),
    ("f5", "You can borrow up to five books.", [LIB], True),
    ("f6", "Books are lent for 3 weeks.", [LIB], True),
    ("f7", "The museum closes at 5 pm.", [MUSEUM], True),
    ("f8", "The museum opens at 9.30 am.", [MUSEUM], True),
    ("f9", "The final took place on July 14, 2022.", [MATCH], True),
    ("f10", "The final took place on 2022-07-14.", [MATCH], True),
    ("f11", "Late returns cost 25 cents per day.", ["Late returns cost $0.25 per day."], True),
    ("f12", "The gym opens at 6:00 on weekdays.", [GYM], True),
    ("f13", "The ticket costs 1200 dollars.", ["A ticket costs $1,200."], True),
    ("f14", "A box holds a dozen eggs.", ["Each box holds 12 eggs."], True),
    ("f15", "The museum closes at 4 pm.", [MUSEUM], False),
    (
        "f16",
        "The laptop comes with a three-year warranty.",
        ["All laptops include a 2-year warranty."],
        False,
    ),
    ("f17", "It runs on Android 9.", [APP], False),
    ("f18", "The final took place on 15 July 2022.", [MATCH], False),
    ("f19", "Late returns cost $0.50 per day.", [LIB], False),
    ("f20", "Refunds are accepted within 60 days of purchase.", [STORE], False),
]

NEGATION: list[Case] = [
    ("n1", "No, dogs are not allowed in the park.", [PARK], False),
    ("n2", "Refunds are not accepted.", [STORE], False),
    ("n3", "The museum is open on Mondays.", [MUSEUM], False),
    ("n4", "Bicycles are allowed on the lawn.", [PARK], False),
    ("n5", "The app is not free to download.", [APP], False),
    ("n6", "Members cannot cancel their membership.", [GYM], False),
    ("n7", "Bicycles are not allowed on the lawn.", [PARK], True),
    ("n8", "The museum does not open on Mondays.", [MUSEUM], True),
]

SWAPS: list[Case] = [
    ("s1", "Germany beat Brazil 2-1 in the final.", [MATCH], False),
    ("s2", "The final was played in Madrid.", [MATCH], False),
    ("s3", "Pierre Curie won the Nobel Prize in Chemistry in 1911.", [BOOK], False),
    ("s4", "Marie Curie won the Nobel Prize in Physics in 1911.", [BOOK], False),
    ("s5", "Marie Curie won the Nobel Prize in Chemistry in 1903.", [BOOK], False),
]

ADDED: list[Case] = [
    ("a1", "Refunds are accepted within 30 days, and shipping is free on all orders.", [STORE], False),
    ("a2", "The app is free to download and has over 10 million users.", [APP], False),
    ("a3", "Dogs must be on a leash, and owners must pick up after them.", [PARK], False),
    ("a4", "The museum opens at 9:30 and offers free guided tours.", [MUSEUM], False),
    ("a5", "Marie Curie won the Nobel Prize in Physics in 1903 with Albert Einstein.", [BOOK], False),
    ("a6", "The firm moved to Denver in 2019 because of lower taxes.", [FIRM], False),
    ("a7", "The gym has a swimming pool.", [GYM], False),
    ("a8", "Late returns cost $0.25 per day, up to a maximum of $10.", [LIB], False),
]

CHANGES: list[Case] = [
    ("c1", "Its headquarters are in Boston.", [FIRM], False),
    ("c2", "Its headquarters are in Denver.", [FIRM], True),
    ("c3", "The firm used to have its headquarters in Boston.", [FIRM], True),
    (
        "c4",
        "The ticket price is $12.",
        ["In March the museum raised the ticket price from $12 to $15."],
        False,
    ),
    (
        "c5",
        "The ticket price is $15.",
        ["In March the museum raised the ticket price from $12 to $15."],
        True,
    ),
]

SCOPE: list[Case] = [
    ("o1", "Anyone can use the wifi.", [CAFE], False),
    ("o2", "Only customers who bought a drink can use the wifi.", [CAFE], True),
    ("o3", "The gym is always open.", [GYM], False),
    ("o4", "Only members who give notice by email can cancel.", [GYM], False),
]

KOREAN: list[Case] = [
    (
        "k1",
        "환불은 구매 후 30일 이내에 가능합니다.",
        ["구매일로부터 30일 이내에 미사용 제품에 한해 환불이 가능합니다."],
        True,
    ),
    (
        "k2",
        "환불은 구매 후 60일 이내에 가능합니다.",
        ["구매일로부터 30일 이내에 미사용 제품에 한해 환불이 가능합니다."],
        False,
    ),
    (
        "k3",
        "서울 본사는 2019년에 부산으로 이전했다.",
        ["회사는 2019년에 본사를 서울에서 부산으로 이전했다."],
        True,
    ),
    (
        "k4",
        "박물관은 월요일에 휴관합니다.",
        ["박물관은 화요일부터 일요일까지 운영하며 월요일에는 휴관합니다."],
        True,
    ),
    (
        "k5",
        "박물관은 월요일에도 운영합니다.",
        ["박물관은 화요일부터 일요일까지 운영하며 월요일에는 휴관합니다."],
        False,
    ),
    (
        "k6",
        "이순신 장군은 한산도 대첩에서 승리했다.",
        ["이순신 장군은 1592년 한산도 대첩에서 일본 수군을 크게 무찔렀다."],
        True,
    ),
    (
        "k7",
        "강감찬 장군은 한산도 대첩에서 승리했다.",
        ["이순신 장군은 1592년 한산도 대첩에서 일본 수군을 크게 무찔렀다."],
        False,
    ),
    (
        "k8",
        "앱은 무료로 다운로드할 수 있고 사용자가 천만 명이 넘는다.",
        ["이 앱은 무료로 다운로드할 수 있습니다."],
        False,
    ),
]

ALL_CASES: list[Case] = PARAPHRASE + FORMATS + NEGATION + SWAPS + ADDED + CHANGES + SCOPE + KOREAN
