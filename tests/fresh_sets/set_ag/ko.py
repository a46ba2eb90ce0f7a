"""Korean cases of set AG: a neighbourhood pharmacy and a dance studio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

PHARMACY = (
    "햇살약국은 평일 오전 9시부터 오후 9시까지, 토요일은 오후 3시까지 문을 엽니다. "
    "일요일과 공휴일에는 쉽니다. "
    "처방전 조제에는 보통 15분 정도 걸리며, 약사 김민지 씨가 복약 상담을 무료로 해 줍니다."
)
PHARMACY_SERVICES = (
    "햇살약국은 2018년 5월 2일에 개업했습니다. "
    "독감 예방접종은 10월부터 12월까지 진행하며 1회 비용은 35,000원입니다. "
    "만 65세 이상은 무료로 접종받을 수 있습니다."
)
DANCE = (
    "리듬댄스스튜디오는 강남역 3번 출구에서 걸어서 5분 거리에 있습니다. "
    "초급 살사 수업은 매주 화요일과 목요일 저녁 7시 30분에 시작하며 한 번에 60분 동안 진행됩니다. "
    "한 달 수강료는 12만 원이고, 첫 수업은 무료로 체험할 수 있습니다. "
    "원장 이수진 씨가 스튜디오를 운영하고, 강사 박준호 씨가 2015년부터 초급 살사 수업을 맡고 있습니다."
)
DANCE_FACILITY = (
    "스튜디오에는 연습실이 세 개 있고, 가장 큰 연습실은 80제곱미터입니다. "
    "수강생은 실내 전용 신발을 신어야 합니다. "
    "탈의실과 샤워실은 수업 시작 30분 전부터 이용할 수 있습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ag-001", "para.reorder", "초급 살사 수업은 언제 하나요?", "매주 목요일과 화요일 저녁 7시 30분에 시작합니다.", DANCE, True),
    w.faith("ko-ag-002", "para.passive", "첫 수업도 돈을 내야 하나요?", "아니요, 첫 수업은 무료 체험으로 제공됩니다.", DANCE, True),
    w.faith("ko-ag-003", "para.synonym", "일요일에도 약국이 문을 여나요?", "아니요, 일요일과 공휴일은 휴무입니다.", PHARMACY, True),
    w.faith("ko-ag-004", "fmt.time", "평일에는 약국이 몇 시에 닫나요?", "평일에는 21시에 문을 닫습니다.", PHARMACY, True),
    w.faith("ko-ag-005", "fmt.currency", "살사 수업 한 달 수강료는 얼마예요?", "한 달 수강료는 120,000원입니다.", DANCE, True),
    w.faith("ko-ag-006", "fmt.date", "햇살약국은 언제 개업했나요?", "2018-05-02에 개업했습니다.", PHARMACY_SERVICES, True),
    w.faith("ko-ag-007", "fmt.unit", "살사 수업은 한 번에 얼마 동안 하나요?", "수업은 한 시간 동안 진행됩니다.", DANCE, True),
    w.faith("ko-ag-008", "wrap.opener", "탈의실은 언제부터 쓸 수 있나요?", "좋은 질문이에요! 탈의실은 수업 시작 30분 전부터 이용할 수 있습니다.", DANCE_FACILITY, True),
    w.faith("ko-ag-009", "para.except", "약국은 어느 날에 문을 여나요?", "일요일과 공휴일만 빼고 문을 엽니다.", PHARMACY, True),
    w.faith("ko-ag-010", "wrap.hedge", "스튜디오가 역에서 먼가요?", "강남역 3번 출구에서 걸어서 5분 정도 걸리는 것 같습니다.", DANCE, True),
    # one clear error each
    w.faith("ko-ag-011", "value.number", "스튜디오에 연습실이 몇 개 있나요?", "연습실은 다섯 개 있습니다.", DANCE_FACILITY, False),
    w.faith("ko-ag-012", "value.time", "토요일에는 약국이 몇 시까지 하나요?", "토요일에는 오후 5시까지 엽니다.", PHARMACY, False),
    w.faith("ko-ag-013", "value.currency", "독감 예방접종 비용은 얼마인가요?", "1회 비용은 45,000원입니다.", PHARMACY_SERVICES, False),
    w.faith("ko-ag-014", "role.swap", "스튜디오 운영과 살사 수업은 누가 맡고 있나요?", "이수진 씨가 초급 살사 수업을 가르치고, 박준호 씨가 스튜디오를 운영합니다.", DANCE, False),
    w.faith("ko-ag-015", "negation", "수업 때 아무 신발이나 신어도 되나요?", "네, 실내 전용 신발을 신지 않아도 됩니다.", DANCE_FACILITY, False),
    w.faith("ko-ag-016", "modality", "만 65세 이상도 독감 접종 비용을 내나요?", "만 65세 이상은 반드시 무료 접종을 받아야 합니다.", PHARMACY_SERVICES, False),
    w.faith("ko-ag-017", "quantifier", "독감 예방접종을 무료로 받을 수 있는 사람은 누구인가요?", "모든 사람이 무료로 접종받을 수 있습니다.", PHARMACY_SERVICES, False),
    w.faith("ko-ag-018", "antonym", "연습실 크기는 어느 정도인가요?", "가장 작은 연습실이 80제곱미터입니다.", DANCE_FACILITY, False),
    w.faith("ko-ag-019", "added.fact", "처방전 조제는 얼마나 걸리나요?", "보통 15분 정도 걸리며, 조제비는 3,000원입니다.", PHARMACY, False),
    w.faith("ko-ag-020", "value.date", "독감 예방접종은 언제 하나요?", "9월부터 11월까지 진행합니다.", PHARMACY_SERVICES, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ag-021", "refusal.plain", "햇살약국에 주차장이 있나요?", "주차장이 있는지는 잘 모르겠습니다.", PHARMACY, True),
    w.refusal("ko-ag-022", "refusal.context", "살사 중급반도 있나요?", "주어진 자료에는 중급반에 대한 정보가 없습니다.", DANCE, True),
    w.refusal("ko-ag-023", "refusal.partial", "독감 예방접종 비용과 접종 시간은 어떻게 되나요?", "1회 비용은 35,000원이지만, 접종에 걸리는 시간은 자료에 나와 있지 않습니다.", PHARMACY_SERVICES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ag-024", "correct.wordy", "초급 살사 수업은 몇 시에 시작하나요?", "초급 살사 수업은 매주 화요일과 목요일 저녁 7시 30분에 시작하니, 그 시간에 맞춰 오시면 됩니다.", "저녁 7시 30분에 시작합니다.", True),
    w.correct("ko-ag-025", "correct.wordy", "처방전 조제는 얼마나 걸리나요?", "처방전을 내시면 약이 나오기까지 보통 15분쯤 걸린다고 보시면 됩니다.", "보통 15분 정도 걸립니다.", True),
    w.correct("ko-ag-026", "correct.short", "한 달 수강료는 얼마인가요?", "12만 원", "한 달 수강료는 12만 원입니다.", True),
    w.correct("ko-ag-027", "wrong.value", "가장 큰 연습실은 몇 제곱미터인가요?", "가장 큰 연습실은 50제곱미터입니다.", "80제곱미터입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ag-028", "relevant.direct", "댄스 스튜디오는 어디에 있나요?", "강남역 3번 출구로 나와서 5분만 걸으면 도착해요.", DANCE, True),
    w.relevant("ko-ag-029", "relevant.direct", "살사 선생님이 누구예요?", "박준호 강사님이 2015년부터 가르치고 계세요.", DANCE, True),
    w.relevant("ko-ag-030", "relevant.direct", "독감 주사 맞으려면 얼마 내야 돼요?", "한 번에 35,000원이고, 만 65세 이상은 무료예요.", PHARMACY_SERVICES, True),
    w.relevant("ko-ag-031", "relevant.yesno", "첫 수업은 공짜인가요?", "네, 무료로 체험할 수 있어요.", DANCE, True),
    w.relevant("ko-ag-032", "offtopic.true", "약국은 토요일에 몇 시까지 해요?", "약사 김민지 씨가 복약 상담을 무료로 해 줍니다.", PHARMACY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ag-033", "diag.pass", "탈의실은 언제부터 이용할 수 있나요?", "수업 시작 30분 전부터 이용할 수 있습니다.", {"dance-facility": DANCE_FACILITY, "dance-class": DANCE}, ("dance-facility",), "pass"),
    w.diag("ko-ag-034", "diag.missed", "햇살약국은 언제 개업했나요?", "제공된 자료에는 개업일이 나와 있지 않습니다.", {"pharmacy-hours": PHARMACY}, ("pharmacy-services",), "fix_retrieval"),
    w.diag("ko-ag-035", "diag.correct_refusal", "스튜디오에서 탱고 수업도 하나요?", "주어진 자료에는 탱고 수업에 대한 내용이 없습니다.", {"dance-class": DANCE, "dance-facility": DANCE_FACILITY}, (), "correct_refusal"),
    w.diag("ko-ag-036", "diag.offtopic", "처방전 조제는 얼마나 걸리나요?", "햇살약국은 일요일과 공휴일에 쉽니다.", {"pharmacy-hours": PHARMACY}, ("pharmacy-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
