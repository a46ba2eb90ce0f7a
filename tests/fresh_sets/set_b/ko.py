# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set B, Korean (한국어): new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CARWASH = (
    "반짝세차장은 월요일을 제외하고 매일 영업합니다. 손세차 요금은 소형차 15,000원, 대형차 25,000원입니다. "
    "세차에는 약 40분이 걸립니다."
)
DENTIST = (
    "한빛치과는 월요일부터 목요일까지 오전 9시부터 오후 6시까지 진료합니다. 정기 검진 비용은 3만 원입니다. "
    "예약은 진료 하루 전까지 무료로 취소할 수 있습니다."
)
COOKING = (
    "김서연 셰프는 2015년에 요리 교실 '한상'을 열었습니다. 2021년부터는 그의 제자 박준호가 교실을 운영하고 "
    "있습니다. 수업 정원은 한 반에 12명입니다."
)
PHONE = "알뜰 요금제는 매달 데이터 10GB를 제공하며 요금은 월 33,000원입니다. 남은 데이터는 다음 달로 이월되지 않습니다."
ZOO = "시립 동물원에는 약 2,300마리의 동물이 살고 있습니다. 코끼리관은 리모델링을 마치고 2022년 3월에 다시 문을 열었습니다."
HOSPITAL = (
    "일반 병동 면회 시간은 오후 2시부터 오후 8시까지입니다. 환자 한 명당 동시에 면회할 수 있는 인원은 최대 "
    "2명입니다. 중환자실에는 꽃을 반입할 수 없습니다."
)
SKI = (
    "초급반 스키 강습은 2024년 12월 14일에 시작합니다. 16세 미만 수강생은 반드시 헬멧을 착용해야 합니다. "
    "단체 강습은 한 번에 2시간 동안 진행됩니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-p4-001", "para.relative", "요리 교실 '한상'은 누가 열었나요?",
            "'한상'은 김서연 셰프가 2015년에 연 요리 교실입니다.", COOKING, True),
    w.faith("ko-p4-002", "fmt.scale", "한빛치과 정기 검진은 얼마인가요?",
            "정기 검진 비용은 30,000원입니다.", DENTIST, True),
    w.faith("ko-p4-003", "fmt.time", "일반 병동 면회 시간이 어떻게 되나요?",
            "일반 병동 면회는 14시부터 20시까지 가능합니다.", HOSPITAL, True),
    w.faith("ko-p4-004", "para.except", "반짝세차장은 월요일에 문을 여나요?",
            "아니요, 월요일에는 쉽니다.", CARWASH, True),
    w.faith("ko-p4-005", "fmt.date", "초급반 스키 강습은 언제 시작하나요?",
            "초급반 강습은 2024. 12. 14.에 시작합니다.", SKI, True),
    w.faith("ko-p4-006", "para.synonym", "알뜰 요금제에서 남은 데이터는 어떻게 되나요?",
            "쓰고 남은 데이터는 다음 달로 넘어가지 않습니다.", PHONE, True),
    w.faith("ko-p4-007", "fmt.number", "'한상' 수업은 한 반에 몇 명까지 들을 수 있나요?",
            "한 반 정원은 열두 명입니다.", COOKING, True),
    w.faith("ko-p4-008", "wrap.opener", "세차하는 데 얼마나 걸리나요?",
            "좋은 질문이에요! 세차에는 약 40분이 걸립니다.", CARWASH, True),
    w.faith("ko-p4-009", "fmt.period", "단체 스키 강습은 얼마 동안 하나요?",
            "단체 강습은 한 번에 120분 동안 진행됩니다.", SKI, True),
    # ---------------------------------------------------------------- not supported
    w.faith("ko-p4-010", "role.swap", "요리 교실 '한상'을 연 사람은 누구인가요?",
            "'한상'은 박준호가 2015년에 열었습니다.", COOKING, False),
    w.faith("ko-p4-011", "value.currency", "대형차 손세차 요금은 얼마인가요?",
            "대형차 손세차 요금은 15,000원입니다.", CARWASH, False),
    w.faith("ko-p4-012", "negation", "중환자실에 꽃을 가져가도 되나요?",
            "네, 중환자실에도 꽃을 가져갈 수 있습니다.", HOSPITAL, False),
    w.faith("ko-p4-013", "direction", "스키 강습에서 누가 헬멧을 써야 하나요?",
            "16세 이상 수강생은 반드시 헬멧을 착용해야 합니다.", SKI, False),
    w.faith("ko-p4-014", "value.date", "코끼리관은 언제 다시 문을 열었나요?",
            "코끼리관은 2023년 3월에 다시 문을 열었습니다.", ZOO, False),
    w.faith("ko-p4-015", "value.except", "반짝세차장은 무슨 요일에 쉬나요?",
            "반짝세차장은 화요일에 쉽니다.", CARWASH, False),
    w.faith("ko-p4-016", "added.fact", "알뜰 요금제는 얼마인가요?",
            "알뜰 요금제는 월 33,000원이며 국내 통화가 무제한으로 포함됩니다.", PHONE, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("ko-p4-017", "refusal.context", "한빛치과에 주차장이 있나요?",
              "제공된 자료에는 주차와 관련된 내용이 없습니다.", DENTIST, True),
    w.refusal("ko-p4-018", "refusal.short", "반짝세차장에 셀프 진공청소기가 있나요?", "잘 모르겠어요.", CARWASH,
              True),
    w.refusal("ko-p4-019", "refusal.hedged", "일반 병동 면회 시간이 언제예요?",
              "확실하지는 않지만, 오후 2시부터 8시까지인 것 같습니다.", HOSPITAL, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("ko-p4-020", "correct.short", "2021년부터 '한상'을 운영하는 사람은 누구인가요?", "박준호입니다.",
              "2021년부터 김서연 셰프의 제자 박준호가 요리 교실 '한상'을 운영하고 있습니다.", True),
    w.correct("ko-p4-021", "correct.format", "한빛치과 정기 검진 비용은 얼마인가요?", "30,000원입니다.",
              "3만 원.", True),
    w.correct("ko-p4-022", "wrong.value", "알뜰 요금제는 데이터를 얼마나 주나요?",
              "매달 20GB를 제공합니다.", "월 10GB.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("ko-p4-023", "relevant.direct", "세차하는 데 시간이 얼마나 걸리나요?", "40분쯤이요.", CARWASH, True),
    w.relevant("ko-p4-024", "offtopic.true", "코끼리관은 언제 다시 문을 열었나요?",
               "시립 동물원에는 약 2,300마리의 동물이 살고 있습니다.", ZOO, False),
    w.relevant("ko-p4-029", "relevant.yesno", "한빛치과 예약을 취소하면 돈을 내야 하나요?",
               "아니요, 진료 하루 전까지는 무료예요.", DENTIST, True),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("ko-p4-025", "diag.pass", "중환자실에 꽃을 가져가도 되나요?",
           "아니요, 중환자실에는 꽃을 반입할 수 없습니다.", {"h1": HOSPITAL}, ("h1",), "pass"),
    w.diag("ko-p4-026", "diag.refused", "대형차 손세차는 얼마인가요?",
           "죄송하지만 그 정보는 가지고 있지 않습니다.", {"c1": CARWASH}, ("c1",), "fix_generation"),
    w.diag("ko-p4-027", "diag.missed", "알뜰 요금제 요금은 한 달에 얼마인가요?",
           "죄송하지만 알 수 없습니다.", {"z1": ZOO}, ("p1",), "fix_retrieval"),
    w.diag("ko-p4-028", "diag.should_refuse", "한빛치과에서 임플란트 비용은 얼마인가요?",
           "임플란트 비용은 개당 120만 원입니다.", {"d1": DENTIST}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
