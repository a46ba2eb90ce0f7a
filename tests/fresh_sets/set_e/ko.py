"""Fresh set E, Korean: a dental clinic, a ferry, a gym, a library, a hospital, a company
history, a car rental, a kindergarten, a parking lot and a marathon, with Korean number,
money and time forms."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTAL = (
    "하늘치과는 평일 오전 9시부터 오후 6시까지 진료합니다. "
    "토요일에는 오전 9시부터 오후 1시까지 진료하며, 일요일과 공휴일은 휴진입니다. "
    "스케일링 비용은 2만 원이고 약 30분이 걸립니다. "
    "예약을 취소하려면 하루 전까지 연락해 주셔야 합니다."
)
FERRY = (
    "바다누리 여객선은 목포항에서 하의도까지 하루 세 번 운항합니다. "
    "첫 배는 오전 7시 30분에, 마지막 배는 오후 4시에 출발합니다. "
    "운항 시간은 약 2시간이며, 승용차를 실으려면 반드시 미리 예약해야 합니다."
)
GYM = (
    "파워짐은 서울에 8개 지점을 운영하고 있습니다. "
    "월 회원권은 6만 원이며 모든 지점을 이용할 수 있습니다. "
    "운동복과 수건은 무료로 제공됩니다. "
    "회원권은 최대 30일까지 일시 정지할 수 있습니다."
)
LIBRARY = (
    "한빛대학교 도서관에서는 학생 한 명이 한 번에 최대 10권까지 빌릴 수 있습니다. "
    "대출 기간은 2주이며, 온라인으로 한 번 연장할 수 있습니다. "
    "반납이 늦어지면 하루에 100원의 연체료가 부과됩니다."
)
HOSPITAL = (
    "서울중앙병원의 면회 시간은 매일 14:00부터 19:00까지입니다. "
    "환자 한 명당 면회객은 한 번에 두 명까지 허용됩니다. "
    "중환자실 면회는 담당 간호사의 허락을 받아야 합니다."
)
COMPANY = (
    "한결전자는 1992년 김민수와 박지영이 공동으로 창업했습니다. "
    "2008년 한결전자는 프린터 사업부를 대성테크에 매각했습니다. "
    "김민수 대표는 2015년에 물러났고, 이정훈이 그 뒤를 이어 대표가 되었습니다."
)
CAR = (
    "스마트렌터카에서 차를 빌리려면 만 21세 이상이어야 하며 운전 경력이 1년 이상이어야 합니다. "
    "소형차 하루 대여료는 5만 원입니다. "
    "차량은 연료를 가득 채워 반납해야 하며, 그렇지 않으면 주유비 2만 원이 추가로 부과됩니다."
)
KINDER = (
    "해바라기유치원은 만 3세부터 5세까지의 어린이를 받습니다. "
    "운영 시간은 월요일부터 금요일까지 오전 8시부터 오후 5시까지입니다. "
    "점심은 매일 원내 조리실에서 직접 만듭니다."
)
PARKING = (
    "시청 공영주차장은 24시간 운영합니다. "
    "주차 요금은 10분에 500원이며, 하루 최대 요금은 2만 원입니다. "
    "경차는 주차 요금의 50%를 할인받습니다."
)
MARATHON = (
    "제10회 한강 마라톤 대회는 10월 12일 일요일에 열립니다. "
    "출발은 오전 8시 여의도공원에서 하며, 참가비는 5만 원입니다. "
    "참가 신청은 9월 20일에 마감됩니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-e-001", "para.reorder", "여객선은 하루에 몇 번 운항하나요?", "하루 세 번, 목포항에서 하의도까지 바다누리 여객선이 운항합니다.", FERRY, True),
    w.faith("ko-e-002", "para.synonym", "책은 얼마 동안 빌릴 수 있나요?", "책은 2주 동안 빌릴 수 있고, 온라인에서 한 번 기간을 늘릴 수 있습니다.", LIBRARY, True),
    w.faith("ko-e-003", "fmt.number", "파워짐 지점은 몇 개인가요?", "파워짐은 서울에 여덟 개 지점을 운영하고 있어요.", GYM, True),
    w.faith("ko-e-004", "fmt.time", "면회 시간은 언제인가요?", "면회는 매일 오후 2시부터 오후 7시까지 가능합니다.", HOSPITAL, True),
    w.faith("ko-e-005", "fmt.currency", "스케일링 비용이 얼마예요?", "스케일링 비용은 20,000원입니다.", DENTAL, True),
    w.faith("ko-e-006", "fmt.period", "책을 며칠 동안 빌릴 수 있나요?", "대출 기간은 14일입니다.", LIBRARY, True),
    w.faith("ko-e-007", "wrap.opener", "렌터카는 몇 살부터 빌릴 수 있나요?", "좋은 질문이에요! 스마트렌터카에서는 만 21세 이상이어야 하고, 운전 경력도 1년 이상이어야 합니다.", CAR, True),
    w.faith("ko-e-008", "wrap.question", "해바라기유치원은 몇 살 아이를 받나요?", "만 3세부터 5세까지의 어린이를 받습니다. 운영 시간도 알려 드릴까요?", KINDER, True),
    w.faith("ko-e-009", "value.number", "한 번에 몇 권까지 빌릴 수 있나요?", "학생 한 명이 한 번에 최대 15권까지 빌릴 수 있습니다.", LIBRARY, False),
    w.faith("ko-e-010", "value.time", "마지막 배는 몇 시에 출발하나요?", "마지막 배는 오후 5시에 출발합니다.", FERRY, False),
    w.faith("ko-e-011", "role.swap", "2008년에 프린터 사업부는 어떻게 되었나요?", "2008년 대성테크가 프린터 사업부를 한결전자에 매각했습니다.", COMPANY, False),
    w.faith("ko-e-012", "negation", "운동복과 수건을 주나요?", "아니요, 운동복과 수건은 제공되지 않습니다.", GYM, False),
    w.faith("ko-e-013", "modality", "승용차를 실으려면 예약해야 하나요?", "승용차는 예약 없이 바로 실을 수 있고, 예약은 선택 사항입니다.", FERRY, False),
    w.faith("ko-e-014", "added.fact", "스케일링 비용이 얼마예요?", "스케일링 비용은 2만 원이고 약 30분이 걸리며, 건강보험이 적용됩니다.", DENTAL, False),
    w.faith("ko-e-015", "mixed", "유치원 운영 시간과 점심은 어떻게 되나요?", "월요일부터 금요일까지 오전 8시부터 오후 5시까지 운영하며, 점심은 외부 업체에서 배달받습니다.", KINDER, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-e-016", "refusal.plain", "하늘치과에서 임플란트 시술도 하나요?", "잘 모르겠습니다.", DENTAL, True),
    w.refusal("ko-e-017", "refusal.context", "파워짐에 수영장이 있나요?", "제공된 문서에는 파워짐 수영장에 관한 내용이 없습니다.", GYM, True),
    w.refusal("ko-e-018", "refusal.hedged", "연체료는 얼마인가요?", "확실하지는 않지만, 자료에 따르면 하루에 100원이 부과되는 것 같습니다.", LIBRARY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-e-019", "correct.wordy", "한결전자를 창업한 사람은 누구인가요?", "한결전자는 1992년에 김민수 씨와 박지영 씨 두 사람이 함께 세운 회사입니다. 도움이 되셨길 바랍니다!", "김민수와 박지영입니다.", True),
    w.correct("ko-e-020", "correct.format", "마라톤 참가비는 얼마인가요?", "50,000원입니다.", "참가비는 5만 원입니다.", True),
    w.correct("ko-e-021", "wrong.value", "마라톤 참가 신청은 언제 마감되나요?", "참가 신청은 9월 30일에 마감됩니다.", "9월 20일에 마감됩니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-e-022", "relevant.direct", "주차비는 얼마나 나와요?", "10분에 500원이고, 하루 최대 2만 원입니다.", PARKING, True),
    w.relevant("ko-e-023", "relevant.yesno", "경차도 할인되나요?", "네, 경차는 주차 요금의 50%를 할인받습니다.", PARKING, True),
    w.relevant("ko-e-024", "offtopic.true", "주차장은 몇 시까지 운영하나요?", "경차는 주차 요금의 50%를 할인받습니다.", PARKING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-e-025", "diag.pass", "마라톤은 어디에서 출발하나요?", "오전 8시에 여의도공원에서 출발합니다.", {"ko-mar": MARATHON, "ko-gym": GYM}, ("ko-mar",), "pass"),
    w.diag("ko-e-026", "diag.refused", "면회객은 몇 명까지 가능한가요?", "죄송하지만 문서에서 해당 정보를 찾을 수 없습니다.", {"ko-hosp": HOSPITAL}, ("ko-hosp",), "fix_generation"),
    w.diag("ko-e-027", "diag.missed", "렌터카 소형차 하루 대여료는 얼마인가요?", "죄송합니다. 제공된 자료에는 렌터카 대여료에 대한 정보가 없습니다.", {"ko-park": PARKING, "ko-kg": KINDER}, ("ko-car",), "fix_retrieval"),
    w.diag("ko-e-028", "diag.should_refuse", "해바라기유치원에 통학 버스가 있나요?", "네, 해바라기유치원은 매일 아침 통학 버스를 운행합니다.", {"ko-kg": KINDER}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
