# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, Korean (한국어): new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FLIGHT = "하늘항공 일반석 승객은 23kg 이하의 수하물 1개를 무료로 부칠 수 있다. 추가 수하물은 개당 8만 원이다."
PHARMACY = "행복약국은 일요일을 제외하고 매일 오전 9시부터 오후 8시까지 영업한다."
COMPANY = (
    "김민준과 이서연은 2010년에 누리소프트를 공동 창업했다. 누리소프트는 2018년에 결제 스타트업 페이온을 "
    "인수했다. 현재 대표이사는 박지훈이다."
)
BUS = (
    "7번 버스는 시청에서 한빛대학교까지 15분 간격으로 운행한다. 첫차는 오전 5시 40분, 막차는 오후 11시에 "
    "출발한다. 요금은 1,500원이다."
)
PHONE = "누리폰 X2의 무게는 180g이고 배터리 용량은 5,000mAh이다. 완전히 충전하는 데 약 1시간 30분이 걸린다."
ADMISSIONS = (
    "한빛대학교 2025학년도 수시 원서 접수는 9월 9일부터 9월 13일까지이다. 면접은 필수이며, 자기소개서 "
    "제출은 선택 사항이다."
)
CLINIC = "소망내과 진료 예약은 최소 이틀 전까지 취소해야 한다. 초진 환자는 신분증을 지참해야 한다."
INSURANCE = (
    "이 여행자 보험은 휴대품 도난 피해를 보상한다. 다만 휴대품을 단순히 분실한 경우는 보상하지 않는다. "
    "보험료는 1인당 2만 원이다."
)
RENTAL = "렌터카는 만 21세 이상만 빌릴 수 있다. 차량은 연료를 가득 채워 반납해야 한다."
RECIPE = "냄비에 물 500ml를 붓고 끓인다. 물이 끓으면 면을 넣고 4분간 더 끓인다."
APARTMENT = "이 아파트 단지는 일부 동에만 전기차 충전기가 설치되어 있다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("ko-p3-001", "para.reorder", "누리소프트는 언제 창업했나요?",
            "2010년에 김민준과 이서연이 누리소프트를 공동 창업했습니다.", COMPANY, True),
    w.faith("ko-p3-002", "para.passive", "페이온은 어떻게 되었나요?",
            "페이온은 2018년에 누리소프트에 인수되었습니다.", COMPANY, True),
    w.faith("ko-p3-003", "fmt.number", "예약은 언제까지 취소해야 하나요?",
            "진료 예약은 적어도 2일 전까지 취소해야 합니다.", CLINIC, True),
    w.faith("ko-p3-004", "fmt.scale", "여행자 보험료는 얼마인가요?", "보험료는 1인당 20,000원입니다.",
            INSURANCE, True),
    w.faith("ko-p3-005", "fmt.time", "7번 버스 막차는 몇 시인가요?", "막차는 23시에 출발합니다.", BUS, True),
    w.faith("ko-p3-006", "fmt.period", "누리폰 X2는 충전하는 데 얼마나 걸리나요?",
            "완전히 충전하는 데 약 90분이 걸립니다.", PHONE, True),
    w.faith("ko-p3-007", "para.except", "행복약국은 일요일에도 여나요?",
            "아니요, 행복약국은 일요일에 문을 닫습니다.", PHARMACY, True),
    w.faith("ko-p3-008", "wrap.opener", "7번 버스 요금은 얼마인가요?",
            "네, 안내해 드릴게요! 7번 버스 요금은 1,500원입니다.", BUS, True),
    # ---------------------------------------------------------------- not supported
    w.faith("ko-p3-009", "value.number", "수하물은 몇 개까지 무료인가요?",
            "일반석 승객은 23kg 이하의 수하물 2개를 무료로 부칠 수 있습니다.", FLIGHT, False),
    w.faith("ko-p3-010", "value.time", "7번 버스 막차는 몇 시인가요?", "막차는 오후 10시에 출발합니다.", BUS,
            False),
    w.faith("ko-p3-011", "value.currency", "추가 수하물 요금은 얼마인가요?", "추가 수하물은 개당 5만 원입니다.",
            FLIGHT, False),
    w.faith("ko-p3-012", "role.swap", "2018년에 무슨 일이 있었나요?",
            "2018년에 페이온이 누리소프트를 인수했습니다.", COMPANY, False),
    w.faith("ko-p3-013", "negation", "휴대품 도난도 보상되나요?",
            "아니요, 휴대품 도난 피해는 보상하지 않습니다.", INSURANCE, False),
    w.faith("ko-p3-014", "modality", "자기소개서를 내야 하나요?",
            "네, 자기소개서는 반드시 제출해야 합니다.", ADMISSIONS, False),
    w.faith("ko-p3-015", "quantifier", "전기차 충전기가 있나요?",
            "단지 내 모든 동에 전기차 충전기가 설치되어 있습니다.", APARTMENT, False),
    w.faith("ko-p3-016", "direction", "면은 언제 넣나요?", "물이 끓기 전에 면을 넣으면 됩니다.", RECIPE,
            False),
    w.faith("ko-p3-017", "mixed", "수시 전형에 대해 알려 주세요.",
            "원서 접수는 9월 9일부터 13일까지이고, 면접은 선택 사항입니다.", ADMISSIONS, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("ko-p3-018", "refusal.plain", "누리폰 X2는 방수가 되나요?",
              "죄송하지만 문서에서 그 내용을 찾을 수 없습니다.", PHONE, True),
    w.refusal("ko-p3-019", "refusal.short", "행복약국 전화번호가 뭔가요?", "모르겠어요.", PHARMACY, True),
    w.refusal("ko-p3-020", "refusal.hedged", "7번 버스 첫차는 언제인가요?",
              "확실하지는 않지만 오전 5시 40분인 것 같습니다.", BUS, False),
    w.refusal("ko-p3-021", "refusal.partial", "렌터카 나이 제한과 보험료를 알려 주세요.",
              "만 21세 이상이어야 빌릴 수 있습니다. 다만 보험료에 대한 내용은 문서에 없습니다.", RENTAL, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("ko-p3-022", "correct.wordy", "누리소프트의 현재 대표이사는 누구인가요?",
              "제공된 자료에 따르면 현재 누리소프트를 이끌고 있는 대표이사는 박지훈입니다.", "박지훈", True),
    w.correct("ko-p3-023", "correct.format", "추가 수하물 요금은 얼마인가요?", "개당 80,000원입니다.",
              "개당 8만 원", True),
    w.correct("ko-p3-024", "wrong.echo", "누리소프트가 2018년에 인수한 회사는 어디인가요?",
              "누리소프트는 2018년에 한 회사를 인수했습니다.", "페이온", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("ko-p3-025", "relevant.direct", "행복약국은 언제 쉬나요?", "일요일입니다.", PHARMACY, True),
    w.relevant("ko-p3-026", "relevant.yesno", "자기소개서를 꼭 내야 하나요?", "아니요, 선택 사항입니다.",
               ADMISSIONS, True),
    w.relevant("ko-p3-027", "offtopic.true", "7번 버스 막차는 몇 시인가요?", "요금은 1,500원입니다.", BUS,
               False),
    w.relevant("ko-p3-028", "offtopic.other", "여행자 보험료는 얼마인가요?",
               "보험 가입은 출발 전날까지 온라인으로 할 수 있습니다.", INSURANCE, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("ko-p3-029", "diag.pass", "추가 수하물 요금은 얼마인가요?", "추가 수하물은 개당 8만 원입니다.",
           {"f1": FLIGHT, "b1": BUS}, ("f1",), "pass"),
    w.diag("ko-p3-030", "diag.unfaithful", "렌터카는 몇 살부터 빌릴 수 있나요?",
           "만 18세 이상이면 빌릴 수 있습니다.", {"r1": RENTAL}, ("r1",), "fix_generation"),
    w.diag("ko-p3-031", "diag.missed", "누리폰 X2는 충전하는 데 얼마나 걸리나요?", "약 3시간 걸립니다.",
           {"b1": BUS}, ("p1",), "fix_retrieval"),
    w.diag("ko-p3-032", "diag.correct_refusal", "행복약국에서 독감 예방접종을 하나요?",
           "제공된 문서에는 예방접종에 대한 정보가 없습니다.", {"d1": PHARMACY}, (), "correct_refusal"),
    w.diag("ko-p3-033", "diag.should_refuse", "행복약국에 주차할 수 있나요?",
           "네, 약국 건물 뒤에 10대를 세울 수 있는 주차장이 있습니다.", {"d1": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
