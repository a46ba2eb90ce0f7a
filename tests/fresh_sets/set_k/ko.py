"""Fresh set K, Korean: a botanical garden, a courier company, a student loan, a youth
hostel, a cheese farm's history, a cable car, a stadium, a dance school and an
observatory, with Korean number, money and time forms."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

GARDEN = (
    "한빛 식물원은 월요일을 제외한 매일 오전 9시부터 오후 6시까지 문을 엽니다. "
    "성인 입장료는 8천 원이고, 7세 미만 어린이는 무료입니다. "
    "온실 투어는 매주 토요일 오후 2시에 시작합니다."
)
COURIER = (
    "바로택배는 무게 20kg 이하의 소포만 접수합니다. "
    "당일 배송 요금은 1만 2천 원이며, 오전 11시 이전에 접수해야 합니다. "
    "배송되지 않은 소포는 영업소에서 7일 동안 보관한 뒤 보낸 사람에게 반송합니다."
)
LOAN = (
    "희망 학자금 대출은 한 학기에 최대 500만 원까지 빌릴 수 있습니다. "
    "상환은 졸업 후 1년이 지나면 시작됩니다. "
    "신청 마감일은 3월 15일입니다."
)
HOSTEL = (
    "솔숲 유스호스텔에는 객실 18개, 침대 72개가 있습니다. "
    "체크인은 오후 3시부터 가능하고, 체크아웃은 오전 11시까지입니다. "
    "조식은 숙박 요금에 포함되어 있습니다."
)
DAIRY = (
    "산마루 치즈 목장은 1958년에 김영수 씨가 세웠습니다. "
    "1985년 김영수 씨는 목장을 박정호 씨에게 팔았습니다. "
    "2010년에는 박정호 씨의 딸 박은지 씨가 목장을 물려받았습니다."
)
CABLE = (
    "설악 케이블카는 해발 700m 지점까지 올라가며, 편도 운행에 약 6분이 걸립니다. "
    "왕복 요금은 성인 1만 5천 원입니다. "
    "풍속이 초속 15m를 넘으면 운행하지 않습니다."
)
STADIUM = (
    "푸른 경기장은 2002년에 문을 열었으며 관람석은 4만 2천 석입니다. "
    "경기 시작 2시간 전에 출입문이 열립니다. "
    "경기장 안에는 병과 캔 음료를 가지고 들어갈 수 없습니다."
)
DANCE = (
    "별빛 댄스학원의 성인 살사 수업은 매주 화요일과 목요일 저녁 7시 30분에 시작합니다. "
    "한 달 수강료는 12만 원입니다. "
    "처음 오시는 분은 첫 수업을 무료로 들을 수 있습니다."
)
OBSERVATORY = (
    "별마루 천문대는 매주 금요일과 토요일 밤에 일반인 관측 행사를 엽니다. "
    "관측 행사는 밤 8시에 시작해 두 시간 동안 진행됩니다. "
    "예약은 방문 이틀 전까지 해야 합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-k-001", "para.reorder", "식물원은 언제 문을 열어요?", "오전 9시부터 오후 6시까지, 월요일을 제외한 매일 한빛 식물원이 문을 엽니다.", GARDEN, True),
    w.faith("ko-k-002", "para.synonym", "배송되지 않은 소포는 어떻게 되나요?", "배달하지 못한 소포는 영업소에서 7일간 보관했다가 발송인에게 돌려보냅니다.", COURIER, True),
    w.faith("ko-k-003", "para.part", "조식이 포함되어 있나요?", "네, 조식은 숙박 요금에 포함되어 있습니다.", HOSTEL, True),
    w.faith("ko-k-004", "fmt.time", "체크인은 몇 시부터 할 수 있어요?", "체크인은 15시부터 가능합니다.", HOSTEL, True),
    w.faith("ko-k-005", "fmt.currency", "당일 배송 요금은 얼마인가요?", "당일 배송 요금은 12,000원입니다.", COURIER, True),
    w.faith("ko-k-006", "fmt.period", "관측 행사 예약은 언제까지 해야 하나요?", "방문 2일 전까지 예약해야 합니다.", OBSERVATORY, True),
    w.faith("ko-k-007", "fmt.scale", "학자금 대출은 한 학기에 얼마까지 빌릴 수 있나요?", "한 학기에 최대 5,000,000원까지 빌릴 수 있습니다.", LOAN, True),
    w.faith("ko-k-008", "wrap.opener", "경기장 출입문은 언제 열려요?", "좋은 질문이에요! 출입문은 경기 시작 2시간 전에 열립니다.", STADIUM, True),
    w.faith("ko-k-009", "value.number", "유스호스텔에 침대가 몇 개 있나요?", "솔숲 유스호스텔에는 침대가 27개 있습니다.", HOSTEL, False),
    w.faith("ko-k-010", "value.time", "살사 수업은 몇 시에 시작해요?", "성인 살사 수업은 매주 화요일과 목요일 저녁 8시 30분에 시작합니다.", DANCE, False),
    w.faith("ko-k-011", "role.swap", "1985년에 목장은 어떻게 되었나요?", "1985년에 박정호 씨가 김영수 씨에게 목장을 팔았습니다.", DAIRY, False),
    w.faith("ko-k-012", "negation", "첫 수업은 무료인가요?", "아니요, 처음 오시는 분도 첫 수업을 무료로 들을 수는 없습니다.", DANCE, False),
    w.faith("ko-k-013", "direction", "학자금 대출 상환은 언제 시작되나요?", "상환은 졸업 1년 전부터 시작됩니다.", LOAN, False),
    w.faith("ko-k-014", "added.fact", "케이블카 왕복 요금은 얼마예요?", "성인 왕복 요금은 1만 5천 원이고, 어린이는 반값입니다.", CABLE, False),
    w.faith("ko-k-015", "quantifier", "어린이 입장료는 얼마인가요?", "어린이는 나이와 관계없이 모두 무료로 입장할 수 있습니다.", GARDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-k-016", "refusal.plain", "식물원에 주차장이 있나요?", "식물원에 주차장이 있는지는 잘 모르겠습니다.", GARDEN, True),
    w.refusal("ko-k-017", "refusal.context", "케이블카에 반려견을 데리고 탈 수 있나요?", "제공된 문서에는 반려동물 탑승에 관한 내용이 없어서 답변드리기 어렵습니다.", CABLE, True),
    w.refusal("ko-k-018", "refusal.hedged", "케이블카로 올라가는 데 얼마나 걸려요?", "정확하지는 않지만, 자료에 따르면 편도로 약 6분 정도 걸리는 것 같습니다.", CABLE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-k-019", "correct.wordy", "산마루 치즈 목장은 누가 세웠나요?", "산마루 치즈 목장의 역사를 살펴보면, 1958년에 이 목장을 처음 세운 분은 김영수 씨입니다. 더 궁금한 점이 있으면 말씀해 주세요!", "김영수 씨가 세웠습니다.", True),
    w.correct("ko-k-020", "correct.format", "당일 배송 요금은 얼마인가요?", "12,000원입니다.", "1만 2천 원입니다.", True),
    w.correct("ko-k-021", "wrong.value", "경기장 관람석은 몇 석인가요?", "관람석은 2만 4천 석입니다.", "4만 2천 석입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-k-022", "relevant.direct", "천문대 관측 행사는 얼마나 길어요?", "두 시간 동안 진행됩니다.", OBSERVATORY, True),
    w.relevant("ko-k-023", "relevant.yesno", "경기장에 캔 음료를 가지고 들어가도 되나요?", "아니요, 병과 캔 음료는 가지고 들어갈 수 없습니다.", STADIUM, True),
    w.relevant("ko-k-024", "offtopic.true", "케이블카 왕복 요금은 얼마예요?", "풍속이 초속 15m를 넘으면 케이블카는 운행하지 않습니다.", CABLE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-k-025", "diag.pass", "체크아웃은 몇 시까지예요?", "체크아웃은 오전 11시까지입니다.", {"hostel-1": HOSTEL, "garden-1": GARDEN}, ("hostel-1",), "pass"),
    w.diag("ko-k-026", "diag.unfaithful", "소포는 몇 kg까지 보낼 수 있나요?", "무게 30kg 이하의 소포까지 보낼 수 있습니다.", {"courier-1": COURIER}, ("courier-1",), "fix_generation"),
    w.diag("ko-k-027", "diag.missed", "댄스학원 한 달 수강료는 얼마예요?", "죄송하지만, 찾은 자료에는 댄스학원 수강료에 대한 정보가 없습니다.", {"obs-1": OBSERVATORY, "cable-1": CABLE}, ("dance-1",), "fix_retrieval"),
    w.diag("ko-k-028", "diag.correct_refusal", "천문대 관측 행사 참가비는 얼마인가요?", "자료에 관측 행사 참가비가 나와 있지 않아서 알 수 없습니다.", {"obs-1": OBSERVATORY}, (), "correct_refusal"),
    w.diag("ko-k-029", "diag.should_refuse", "식물원에서 연간 회원권을 판매하나요?", "네, 연간 회원권은 5만 원에 판매하고 있습니다.", {"garden-1": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
