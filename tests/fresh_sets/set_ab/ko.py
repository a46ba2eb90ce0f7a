"""Korean cases of set AB. Scenarios: a mobile phone plan (한빛모바일 스마트 라이트), a weekend
allotment farm (솔빛 주말농장), a dance academy (리듬업 댄스학원) and a self-service car wash
(맑은손 셀프세차장)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

PLAN = "한빛모바일의 '스마트 라이트' 요금제는 월 39,000원이며 데이터 30GB와 음성통화 무제한이 포함됩니다. 데이터를 다 쓰면 최대 1Mbps 속도로 계속 이용할 수 있습니다. 약정 기간은 24개월이고, 약정 기간 중에 해지하면 위약금이 발생합니다."
FARM = "솔빛 주말농장은 한 구획당 10평 크기의 텃밭 60개를 분양합니다. 분양료는 1년에 12만 원이며 3월 2일부터 선착순으로 신청을 받습니다. 농기구와 물은 무료로 제공되지만 비료는 각자 준비해야 합니다. 화학 농약은 사용할 수 없습니다."
DANCE = "리듬업 댄스학원의 K-팝 방송댄스 초급반은 매주 화요일과 목요일 저녁 7시 30분에 수업합니다. 수업은 한 번에 80분이고, 한 달 수강료는 15만 원입니다. 첫 수업은 무료 체험으로 들을 수 있습니다. 초급반 강사는 김소연 선생님입니다."
WASH = "맑은손 셀프세차장은 연중무휴 24시간 운영합니다. 고압수 세차는 5분에 3,000원이고, 실내 진공청소기는 1,000원에 4분간 사용할 수 있습니다. 높이가 2.3미터를 넘는 차량은 세차 부스에 들어갈 수 없습니다. 회원 카드를 충전하면 충전 금액의 10%가 추가로 적립됩니다."

# fmt: off
FAITHFULNESS = [
    w.faith("ko-ab-001", "para.reorder", "스마트 라이트 요금제에는 뭐가 포함되나요?", "음성통화 무제한과 데이터 30GB가 포함되어 있습니다.", PLAN, True),
    w.faith("ko-ab-002", "para.passive", "주말농장에서 농기구는 따로 챙겨 가야 하나요?", "아니요, 농장에서 농기구와 물을 무료로 제공합니다.", FARM, True),
    w.faith("ko-ab-003", "para.synonym", "세차장은 쉬는 날이 있나요?", "맑은손 셀프세차장은 1년 내내 쉬는 날 없이 24시간 영업합니다.", WASH, True),
    w.faith("ko-ab-004", "fmt.number", "스마트 라이트 요금제는 한 달에 얼마예요?", "요금은 한 달에 3만 9천 원입니다.", PLAN, True),
    w.faith("ko-ab-005", "fmt.time", "초급반 수업은 몇 시에 시작하나요?", "초급반 수업은 화요일과 목요일 19:30에 시작합니다.", DANCE, True),
    w.faith("ko-ab-006", "fmt.unit", "세차 부스에 높이 제한이 있나요?", "네, 높이가 230cm를 넘는 차는 세차 부스에 들어갈 수 없습니다.", WASH, True),
    w.faith("ko-ab-007", "fmt.period", "약정 기간은 얼마나 되나요?", "약정 기간은 2년입니다.", PLAN, True),
    w.faith("ko-ab-008", "wrap.attribution", "체험 수업이 있나요?", "안내문에 따르면 첫 수업은 무료로 체험할 수 있습니다.", DANCE, True),
    w.faith("ko-ab-009", "para.except", "주말농장에서 무료로 주는 건 뭐가 있나요?", "비료만 빼고 농기구와 물은 무료로 제공됩니다.", FARM, True),
    w.faith("ko-ab-010", "wrap.opener", "수업은 한 번에 얼마나 하나요?", "좋은 질문이에요! 수업은 한 번에 80분 동안 진행됩니다.", DANCE, True),
    w.faith("ko-ab-011", "value.number", "스마트 라이트 요금제 데이터는 몇 기가인가요?", "스마트 라이트 요금제에는 데이터 50GB가 포함됩니다.", PLAN, False),
    w.faith("ko-ab-012", "value.currency", "텃밭 분양료는 얼마인가요?", "분양료는 1년에 21만 원입니다.", FARM, False),
    w.faith("ko-ab-013", "value.time", "초급반 수업은 몇 시에 하나요?", "초급반 수업은 저녁 8시 30분에 시작합니다.", DANCE, False),
    w.faith("ko-ab-014", "negation", "텃밭에 화학 농약을 써도 되나요?", "네, 화학 농약을 사용할 수 있습니다.", FARM, False),
    w.faith("ko-ab-015", "antonym", "세차 부스에 높이 제한이 있나요?", "높이가 2.3미터보다 낮은 차량은 세차 부스에 들어갈 수 없습니다.", WASH, False),
    w.faith("ko-ab-016", "quantifier", "무료로 들을 수 있는 수업이 있나요?", "초급반 수업은 모두 무료로 들을 수 있습니다.", DANCE, False),
    w.faith("ko-ab-017", "added.fact", "고압수 세차는 얼마인가요?", "고압수 세차는 5분에 3,000원이며, 왁스 코팅도 함께 해 줍니다.", WASH, False),
    w.faith("ko-ab-018", "value.date", "텃밭 분양 신청은 언제부터인가요?", "4월 2일부터 선착순으로 신청을 받습니다.", FARM, False),
    w.faith("ko-ab-019", "role.swap", "세차장 이용 요금이 어떻게 되나요?", "고압수 세차는 4분에 1,000원이고, 실내 진공청소기는 5분에 3,000원입니다.", WASH, False),
]

REFUSAL = [
    w.refusal("ko-ab-020", "refusal.plain", "리듬업 댄스학원에 주차장이 있나요?", "죄송하지만 그건 잘 모르겠습니다.", DANCE, True),
    w.refusal("ko-ab-021", "refusal.context", "고급반 수강료는 얼마인가요?", "제공된 자료에는 고급반 수강료에 대한 내용이 없습니다.", DANCE, True),
    w.refusal("ko-ab-022", "refusal.hedged", "초급반 강사는 누구인가요?", "정확하지 않을 수도 있지만, 자료에 따르면 김소연 선생님입니다.", DANCE, False),
]

CORRECTNESS = [
    w.correct("ko-ab-023", "correct.wordy", "스마트 라이트 요금제의 약정 기간은 얼마인가요?", "한빛모바일 스마트 라이트 요금제에 가입하시면 약정 기간은 24개월로 정해져 있습니다.", "24개월입니다.", True),
    w.correct("ko-ab-024", "correct.wordy", "주말농장 텃밭 한 구획은 몇 평인가요?", "솔빛 주말농장에서 분양하는 텃밭은 한 구획마다 10평 크기로 나뉘어 있어요.", "10평입니다.", True),
    w.correct("ko-ab-025", "correct.format", "실내 진공청소기는 한 번에 얼마예요?", "천 원이에요.", "1,000원입니다.", True),
    w.correct("ko-ab-026", "wrong.value", "초급반 한 달 수강료는 얼마인가요?", "한 달 수강료는 25만 원입니다.", "한 달 수강료는 15만 원입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-ab-027", "relevant.direct", "방송댄스 초급반은 무슨 요일에 하나요?", "화·목 저녁 7시 반입니다.", DANCE, True),
    w.relevant("ko-ab-028", "relevant.direct", "텃밭 하나 빌리려면 돈이 얼마나 드나요?", "1년에 12만 원입니다.", FARM, True),
    w.relevant("ko-ab-029", "relevant.direct", "세차할 때 적립을 더 받으려면 어떻게 해야 하나요?", "회원 카드를 충전하면 충전액의 10%가 더 쌓입니다.", WASH, True),
    w.relevant("ko-ab-030", "relevant.yesno", "주말농장에서 화학 농약 써도 되나요?", "아니요, 안 됩니다.", FARM, True),
    w.relevant("ko-ab-031", "offtopic.true", "스마트 라이트 요금제는 한 달에 얼마인가요?", "데이터를 다 쓰면 최대 1Mbps 속도로 계속 이용할 수 있습니다.", PLAN, False),
]

DIAGNOSIS = [
    w.diag("ko-ab-032", "diag.pass", "세차장에 높이 제한이 있나요?", "네, 높이가 2.3미터를 넘는 차량은 세차 부스에 들어갈 수 없습니다.", {"wash": WASH, "farm": FARM}, ("wash",), "pass"),
    w.diag("ko-ab-033", "diag.missed", "리듬업 댄스학원 초급반 강사는 누구인가요?", "제공된 정보로는 강사가 누구인지 알 수 없습니다.", {"plan": PLAN, "wash": WASH}, ("dance",), "fix_retrieval"),
    w.diag("ko-ab-034", "diag.correct_refusal", "맑은손 셀프세차장에서 현금으로도 결제할 수 있나요?", "자료에는 현금 결제가 되는지 나와 있지 않습니다.", {"wash": WASH, "plan": PLAN}, (), "correct_refusal"),
    w.diag("ko-ab-035", "diag.unfaithful", "텃밭 분양 신청은 언제부터 받나요?", "5월 2일부터 선착순으로 신청을 받습니다.", {"farm": FARM, "dance": DANCE}, ("farm",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
