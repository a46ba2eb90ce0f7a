"""Korean cases of set AT: a neighbourhood bakery's bread subscription, a karaoke room, a city
bike-share and a first-aid class at a community centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BAKERY = (
    "햇살제빵소의 식빵 정기구독은 매주 수요일 아침에 우유식빵 한 덩이를 배달해 주며, 한 달 요금은 24,000원입니다. "
    "구독은 최소 3개월부터 신청할 수 있습니다. "
    "배달 전날 오후 6시까지 연락하면 그 주 배달을 건너뛸 수 있습니다."
)
KARAOKE = (
    "별빛노래연습장은 매일 오후 2시에 문을 열고 새벽 3시에 닫습니다. "
    "대형 룸은 최대 12명까지 들어갈 수 있으며 요금은 시간당 35,000원입니다. "
    "평일 오후 6시 이전에는 모든 룸 요금이 30% 할인됩니다."
)
BIKE = (
    "한강시 공공자전거 '씽씽'은 1시간 이용권이 1,000원이고, 1년 정기권은 30,000원입니다. "
    "만 15세 이상만 회원으로 가입할 수 있습니다. "
    "대여소는 시내에 모두 210곳이 있습니다."
)
FIRSTAID = (
    "구민회관 응급처치 교육은 5월 17일 토요일 오전 10시부터 오후 4시까지 진행됩니다. "
    "강의는 소방관 출신 강사 김도윤 씨가 맡고, 간호사 이서연 씨가 심폐소생술 실습을 돕습니다. "
    "수강료는 무료이지만 선착순 40명까지만 받으며, 실습이 있으니 편한 복장을 권장합니다."
)

BAKERY_PRICE = "햇살제빵소 식빵 정기구독의 한 달 요금은 24,000원입니다."
BAKERY_SKIP = "햇살제빵소 정기구독은 배달 전날 오후 6시까지 연락하면 그 주 배달을 건너뛸 수 있습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-at-001", "para.reorder", "응급처치 교육은 언제 하나요?", "오전 10시부터 오후 4시까지, 5월 17일 토요일에 진행됩니다.", FIRSTAID, True),
    w.faith("ko-at-002", "para.synonym", "대형 룸에는 몇 명까지 들어가요?", "대형 룸은 최대 12명까지 수용할 수 있습니다.", KARAOKE, True),
    w.faith("ko-at-003", "fmt.number", "구독은 최소 몇 개월부터 되나요?", "최소 석 달부터 신청할 수 있어요.", BAKERY, True),
    w.faith("ko-at-004", "fmt.time", "노래방은 몇 시에 문을 닫아요?", "오전 3시에 문을 닫습니다.", KARAOKE, True),
    w.faith("ko-at-005", "fmt.currency", "씽씽 1년 정기권은 얼마예요?", "1년 정기권은 3만 원입니다.", BIKE, True),
    w.faith("ko-at-006", "fmt.share", "평일 낮에 할인이 있나요?", "네, 평일 오후 6시 전에는 모든 룸 요금이 30퍼센트 할인됩니다.", KARAOKE, True),
    w.faith("ko-at-007", "wrap.attribution", "응급처치 교육 수강료가 있나요?", "안내문에 따르면 수강료는 무료이고, 선착순 40명까지 받습니다.", FIRSTAID, True),
    w.faith("ko-at-008", "wrap.opener", "씽씽 회원 가입은 몇 살부터 돼요?", "좋은 질문이에요! 만 15세 이상이면 회원으로 가입할 수 있습니다.", BIKE, True),
    w.faith("ko-at-009", "fmt.date", "교육 날짜가 언제예요?", "5/17(토)에 있습니다.", FIRSTAID, True),
    w.faith("ko-at-010", "value.number", "씽씽 대여소는 몇 곳이에요?", "대여소는 시내에 모두 120곳이 있습니다.", BIKE, False),
    w.faith("ko-at-011", "value.time", "별빛노래연습장은 몇 시에 문을 열어요?", "매일 오후 4시에 문을 엽니다.", KARAOKE, False),
    w.faith("ko-at-012", "role.swap", "응급처치 교육은 누가 강의하나요?", "강의는 간호사 이서연 씨가 맡고, 김도윤 씨가 심폐소생술 실습을 돕습니다.", FIRSTAID, False),
    w.faith("ko-at-013", "negation", "이번 주 빵 배달을 건너뛸 수 있나요?", "배달 전날 오후 6시까지 연락해도 그 주 배달은 건너뛸 수 없습니다.", BAKERY, False),
    w.faith("ko-at-014", "antonym", "노래방 할인은 언제 되나요?", "평일 오후 6시 이후에는 모든 룸 요금이 30% 할인됩니다.", KARAOKE, False),
    w.faith("ko-at-015", "modality", "교육 때 옷은 어떻게 입고 가야 하나요?", "실습이 있어서 반드시 편한 복장을 입고 와야 합니다.", FIRSTAID, False),
    w.faith("ko-at-016", "added.fact", "식빵 정기구독 요금은 얼마예요?", "한 달에 24,000원이며, 배송비는 별도입니다.", BAKERY, False),
    w.faith("ko-at-017", "value.date", "응급처치 교육은 며칠에 있나요?", "5월 24일 토요일에 진행됩니다.", FIRSTAID, False),
    w.faith("ko-at-018", "quantifier", "평일 낮 할인은 어떤 룸에 적용되나요?", "평일 오후 6시 이전에는 일부 룸만 30% 할인됩니다.", KARAOKE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-at-019", "refusal.plain", "씽씽에 전기자전거도 있나요?", "죄송하지만 그 부분은 잘 모르겠습니다.", BIKE, True),
    w.refusal("ko-at-020", "refusal.context", "식빵 말고 다른 빵도 고를 수 있나요?", "제공된 자료에는 다른 빵을 고를 수 있는지에 대한 내용이 없습니다.", BAKERY, True),
    w.refusal("ko-at-021", "refusal.partial", "대형 룸 요금이랑 음료 가격이 어떻게 되나요?", "음료 가격은 자료에 나와 있지 않지만, 대형 룸은 시간당 35,000원입니다.", KARAOKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-at-022", "correct.wordy", "식빵은 무슨 요일에 배달되나요?", "햇살제빵소 구독을 하시면 매주 수요일 아침마다 우유식빵 한 덩이가 집으로 배달됩니다.", "수요일에 배달됩니다.", True),
    w.correct("ko-at-023", "correct.wordy", "씽씽 1시간 이용권은 얼마인가요?", "한 시간 동안 씽씽 자전거를 타려면 천 원짜리 이용권을 사시면 됩니다.", "1,000원입니다.", True),
    w.correct("ko-at-024", "correct.short", "응급처치 교육 정원은 몇 명인가요?", "40명.", "선착순으로 40명까지 받습니다.", True),
    w.correct("ko-at-025", "wrong.value", "노래방 대형 룸은 시간당 얼마예요?", "시간당 25,000원입니다.", "시간당 35,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-at-026", "relevant.direct", "응급처치 교육은 어디서 열려요?", "구민회관입니다.", FIRSTAID, True),
    w.relevant("ko-at-027", "relevant.direct", "한 해 동안 자전거를 마음껏 타려면 돈이 얼마나 들어요?", "정기권 3만 원이면 됩니다.", BIKE, True),
    w.relevant("ko-at-028", "relevant.direct", "빵은 언제 받을 수 있어요?", "매주 수요일 아침입니다.", BAKERY, True),
    w.relevant("ko-at-029", "relevant.yesno", "만 13세인 우리 아이도 씽씽에 가입할 수 있나요?", "아니요, 만 15세 이상만 가능합니다.", BIKE, True),
    w.relevant("ko-at-030", "offtopic.true", "노래방은 몇 시에 닫나요?", "대형 룸은 최대 12명까지 들어갈 수 있습니다.", KARAOKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-at-031", "diag.pass", "식빵 구독 요금이 얼마예요?", "한 달에 24,000원입니다.", {"bakery-price": BAKERY_PRICE, "bakery-skip": BAKERY_SKIP}, ("bakery-price",), "pass"),
    w.diag("ko-at-032", "diag.missed", "구독은 최소 몇 개월부터 신청할 수 있나요?", "죄송하지만 찾은 자료에는 최소 구독 기간이 나와 있지 않습니다.", {"bakery-price": BAKERY_PRICE, "bakery-skip": BAKERY_SKIP}, ("bakery-terms",), "fix_retrieval"),
    w.diag("ko-at-033", "diag.correct_refusal", "햇살제빵소에 주차장이 있나요?", "주차장에 대한 정보는 찾을 수 없습니다.", {"bakery-price": BAKERY_PRICE, "bakery-skip": BAKERY_SKIP}, (), "correct_refusal"),
    w.diag("ko-at-034", "diag.unfaithful", "배달을 건너뛰려면 언제까지 연락해야 하나요?", "배달 당일 오전 9시까지만 연락하면 됩니다.", {"bakery-skip": BAKERY_SKIP, "bakery-price": BAKERY_PRICE}, ("bakery-skip",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
