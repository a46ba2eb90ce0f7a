"""Fresh set L, Korean: 합니다/해요 style, Korean number, money and time forms, on a transit
day pass, a hair salon, kayak rental, a science museum, an office kitchen, a language club
and a bakery's history."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DAYPASS = (
    "한빛교통 1일 이용권은 8,500원이며, 구매한 날 자정까지 모든 시내버스와 지하철에서 사용할 수 있습니다. "
    "만 6세 미만 어린이는 보호자와 함께 타면 무료입니다. "
    "이용권은 역 매표기나 한빛교통 앱에서 살 수 있으며, 버스 기사에게서는 살 수 없습니다."
)
HAIR = (
    "헤어살롱 소이는 화요일부터 토요일까지 오전 10시부터 오후 7시까지 영업합니다. "
    "여성 커트는 3만 원, 남성 커트는 2만 원입니다. "
    "예약 시간 24시간 이내에 취소하면 요금의 절반이 부과됩니다."
)
KAYAK = (
    "푸른강 카약은 1인용 카약을 시간당 1만 5천 원, 2인용 카약을 시간당 2만 5천 원에 대여합니다. "
    "모든 이용객은 구명조끼를 반드시 착용해야 하며, 구명조끼는 무료로 빌려 드립니다. "
    "예정 시간보다 늦게 반납하면 30분마다 5천 원이 추가됩니다. "
    "대여는 5월 1일부터 9월 30일까지 가능합니다."
)
BAKERY = (
    "햇살제과는 1962년 김영수 씨가 전주에서 창업했습니다. "
    "1990년 김영수 씨는 제과점을 아들 김민호 씨에게 물려주었습니다. "
    "김민호 씨는 2018년 오랜 제자였던 박지은 씨에게 가게를 팔았습니다."
)
LANGCLUB = (
    "언어교환 모임 토크브릿지는 매주 목요일 오후 7시부터 9시까지 시립도서관 3층에서 열립니다. "
    "회비는 한 학기에 2만 원이며, 첫 방문은 무료입니다. "
    "회원마다 배우고 싶은 언어를 모국어로 쓰는 짝이 정해집니다."
)
MUSEUM = (
    "누리 과학관은 월요일을 제외하고 매일 오전 10시부터 오후 6시까지 문을 엽니다. "
    "성인 입장료는 1만 2천 원이고, 초등학생 이하 어린이는 무료입니다. "
    "천체투영관 관람은 이틀 전까지 온라인으로 예약해야 합니다."
)
KITCHEN = (
    "공용 냉장고에 보관하는 모든 음식에는 이름과 날짜를 적어야 합니다. "
    "냉장고는 매주 금요일 오후 3시에 비우며, 이름이 없는 음식은 버립니다. "
    "커피와 차는 무료이지만 자판기 간식은 돈을 내야 합니다."
)

KAYAK_PRICE = "푸른강 카약은 1인용 카약을 시간당 1만 5천 원, 2인용 카약을 시간당 2만 5천 원에 대여합니다."
KAYAK_SAFETY = "푸른강 카약의 모든 이용객은 구명조끼를 반드시 착용해야 하며, 구명조끼는 무료로 빌려 드립니다."
KAYAK_SEASON = "푸른강 카약 대여는 5월 1일부터 9월 30일까지 가능합니다."
MUSEUM_HOURS = "누리 과학관은 월요일을 제외하고 매일 오전 10시부터 오후 6시까지 문을 엽니다."
MUSEUM_TICKETS = "누리 과학관 성인 입장료는 1만 2천 원이고, 초등학생 이하 어린이는 무료입니다."
MUSEUM_PLANETARIUM = "누리 과학관 천체투영관 관람은 이틀 전까지 온라인으로 예약해야 합니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-l-001", "para.reorder", "2018년에 햇살제과는 어떻게 되었나요?", "2018년에 김민호 씨는 가게를 오랜 제자였던 박지은 씨에게 팔았습니다.", BAKERY, True),
    w.faith("ko-l-002", "para.passive", "햇살제과는 누가 창업했나요?", "햇살제과는 1962년 전주에서 김영수 씨에 의해 창업되었습니다.", BAKERY, True),
    w.faith("ko-l-003", "para.synonym", "이름을 안 적은 음식은 어떻게 되나요?", "매주 금요일 오후 3시에 냉장고를 비울 때 이름이 없는 음식은 폐기됩니다.", KITCHEN, True),
    w.faith("ko-l-004", "fmt.time", "토크브릿지 모임은 언제 하나요?", "매주 목요일 19시부터 21시까지 시립도서관 3층에서 열립니다.", LANGCLUB, True),
    w.faith("ko-l-005", "fmt.currency", "여성 커트 가격이 얼마예요?", "여성 커트는 30,000원입니다.", HAIR, True),
    w.faith("ko-l-006", "fmt.period", "천체투영관은 언제까지 예약해야 하나요?", "천체투영관은 관람 2일 전까지 온라인으로 예약해야 합니다.", MUSEUM, True),
    w.faith("ko-l-007", "wrap.opener", "2인용 카약은 얼마인가요?", "좋은 질문이에요! 2인용 카약 대여료는 시간당 2만 5천 원입니다.", KAYAK, True),
    w.faith("ko-l-008", "para.except", "과학관은 무슨 요일에 문을 여나요?", "누리 과학관은 화요일부터 일요일까지 오전 10시부터 오후 6시까지 문을 엽니다.", MUSEUM, True),
    w.faith("ko-l-009", "value.number", "어린이는 몇 살까지 무료인가요?", "만 8세 미만 어린이는 보호자와 함께 타면 무료입니다.", DAYPASS, False),
    w.faith("ko-l-010", "value.time", "공용 냉장고는 언제 비우나요?", "냉장고는 매주 금요일 오후 5시에 비웁니다.", KITCHEN, False),
    w.faith("ko-l-011", "role.swap", "1990년에 제과점은 누구에게 넘어갔나요?", "1990년에 김민호 씨가 아버지 김영수 씨에게 제과점을 물려주었습니다.", BAKERY, False),
    w.faith("ko-l-012", "negation", "이용권은 어디서 살 수 있나요?", "역 매표기나 한빛교통 앱에서 살 수 있고, 버스 기사에게서도 살 수 있습니다.", DAYPASS, False),
    w.faith("ko-l-013", "modality", "구명조끼를 꼭 입어야 하나요?", "구명조끼는 원하시는 경우에만 착용하시면 되고, 무료로 빌려 드립니다.", KAYAK, False),
    w.faith("ko-l-014", "added.fact", "토크브릿지 회비는 얼마인가요?", "회비는 한 학기에 2만 원이며, 첫 방문은 무료이고 음료도 무료로 제공됩니다.", LANGCLUB, False),
    w.faith("ko-l-015", "direction", "카약 대여에 추가 요금이 있나요?", "예정 시간보다 일찍 반납하면 30분마다 5천 원이 추가됩니다.", KAYAK, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-l-016", "refusal.plain", "1일 이용권으로 공항철도도 탈 수 있나요?", "죄송하지만 그건 잘 모르겠습니다.", DAYPASS, True),
    w.refusal("ko-l-017", "refusal.context", "과학관에 주차장이 있나요?", "제공된 자료에는 주차장에 관한 내용이 없어서 답변드리기 어렵습니다.", MUSEUM, True),
    w.refusal("ko-l-018", "refusal.hedged", "남성 커트는 얼마예요?", "정확하지 않을 수도 있지만, 자료에 따르면 남성 커트는 2만 원입니다.", HAIR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-l-019", "correct.wordy", "햇살제과를 처음 세운 사람은 누구인가요?", "햇살제과의 역사를 살펴보면, 이 제과점은 1962년 전주에서 김영수 씨가 창업했습니다. 이후 아들에게 가게를 물려주었습니다.", "김영수 씨입니다.", True),
    w.correct("ko-l-020", "wrong.value", "1인용 카약은 시간당 얼마인가요?", "1인용 카약은 시간당 2만 원입니다.", "시간당 1만 5천 원입니다.", False),
    w.correct("ko-l-021", "wrong.role", "2018년에 누가 누구에게 햇살제과를 팔았나요?", "박지은 씨가 김민호 씨에게 가게를 팔았습니다.", "김민호 씨가 박지은 씨에게 팔았습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-l-022", "relevant.direct", "카약은 언제 빌릴 수 있어요?", "5월 1일부터 9월 30일까지예요.", KAYAK, True),
    w.relevant("ko-l-023", "relevant.yesno", "처음 가는 날도 회비를 내야 하나요?", "아니요, 첫 방문은 무료입니다.", LANGCLUB, True),
    w.relevant("ko-l-024", "offtopic.true", "남성 커트는 얼마예요?", "헤어살롱 소이는 화요일부터 토요일까지 영업합니다.", HAIR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-l-025", "diag.pass", "2인용 카약 대여료는 얼마인가요?", "2인용 카약은 시간당 2만 5천 원입니다.", {"kayak-price": KAYAK_PRICE, "kayak-safety": KAYAK_SAFETY}, ("kayak-price",), "pass"),
    w.diag("ko-l-026", "diag.offtopic", "카약은 언제 대여할 수 있나요?", "1인용 카약은 시간당 1만 5천 원입니다.", {"kayak-season": KAYAK_SEASON, "kayak-price": KAYAK_PRICE}, ("kayak-season",), "fix_generation"),
    w.diag("ko-l-027", "diag.missed", "과학관 성인 입장료는 얼마인가요?", "죄송하지만 찾은 자료에는 입장료 정보가 없습니다.", {"museum-hours": MUSEUM_HOURS, "museum-planetarium": MUSEUM_PLANETARIUM}, ("museum-tickets",), "fix_retrieval"),
    w.diag("ko-l-028", "diag.correct_refusal", "푸른강 카약에서 단체 할인을 해 주나요?", "자료에서 단체 할인에 대한 정보를 찾을 수 없습니다.", {"kayak-price": KAYAK_PRICE, "kayak-season": KAYAK_SEASON}, (), "correct_refusal"),
    w.diag("ko-l-029", "diag.should_refuse", "과학관에 카페가 있나요?", "네, 과학관 1층에 카페가 있으며 오후 5시까지 운영합니다.", {"museum-hours": MUSEUM_HOURS, "museum-tickets": MUSEUM_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
