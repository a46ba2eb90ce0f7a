"""Korean cases of set AU. Scenarios: a pottery workshop's one-day class, an auto campsite in
Hongcheon, a children's coding class and a small bicycle repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POTTERY = (
    "'흙과손' 도자기 공방의 원데이 클래스는 매주 토요일 오후 2시부터 5시까지 진행됩니다. "
    "수강료는 1인당 45,000원이며 재료비와 가마 소성비가 포함되어 있습니다. "
    "한 반 정원은 8명이고, 완성된 작품은 3주 뒤에 택배로 받을 수 있습니다. "
    "초등학생은 반드시 보호자와 함께 참여해야 합니다."
)
CAMPING = (
    "솔바람 캠핑장은 강원도 홍천에 있으며 오토캠핑 사이트 24개를 운영합니다. "
    "입실은 오후 2시, 퇴실은 다음 날 오전 11시입니다. "
    "사이트 이용료는 평일 1박 5만 원, 주말 1박 7만 원입니다. "
    "반려견은 소형견에 한해 동반할 수 있습니다."
)
CODING = (
    "별빛 어린이 코딩 교실은 초등학교 3학년부터 6학년까지를 대상으로 합니다. "
    "수업은 매주 수요일 오후 4시 30분에 시작해 90분 동안 진행되며, 강사는 정하린 선생님입니다. "
    "한 학기는 12주이고 수강료는 24만 원입니다. "
    "노트북은 교실에서 빌려 줍니다."
)
BIKE = (
    "두바퀴 자전거 수리점은 마포구청역 2번 출구 앞에 있습니다. "
    "펑크 수리는 8천 원이고, 브레이크 점검은 무료입니다. "
    "월요일을 제외하고 매일 오전 10시부터 오후 7시까지 문을 엽니다. "
    "사장 김도윤 씨와 직원 박세진 씨가 함께 일합니다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-au-001", "para.reorder", "원데이 클래스 수강료에는 무엇이 포함되나요?", "가마 소성비와 재료비가 수강료에 포함되어 있습니다.", POTTERY, True),
    w.faith("ko-au-002", "para.synonym", "노트북을 따로 챙겨 가야 하나요?", "아니요, 노트북은 교실에서 대여해 줍니다.", CODING, True),
    w.faith("ko-au-003", "fmt.currency", "펑크 수리 비용은 얼마인가요?", "펑크 수리는 8,000원입니다.", BIKE, True),
    w.faith("ko-au-004", "fmt.time", "캠핑장 입실 시간은 언제인가요?", "입실 시간은 14시입니다.", CAMPING, True),
    w.faith("ko-au-005", "fmt.period", "원데이 클래스는 언제 열리나요?", "토요일마다 오후 2시부터 5시까지 열립니다.", POTTERY, True),
    w.faith("ko-au-006", "para.except", "수리점은 언제 문을 여나요?", "월요일만 쉬고, 나머지 요일에는 오전 10시부터 오후 7시까지 영업합니다.", BIKE, True),
    w.faith("ko-au-007", "wrap.opener", "코딩 교실 강사는 누구인가요?", "좋은 질문이에요! 강사는 정하린 선생님입니다.", CODING, True),
    w.faith("ko-au-008", "fmt.unit", "코딩 수업은 한 번에 얼마나 걸리나요?", "수업 한 번은 1시간 30분 동안 진행됩니다.", CODING, True),
    w.faith("ko-au-009", "wrap.attribution", "캠핑장에 강아지를 데려가도 되나요?", "캠핑장 안내에 따르면 소형견만 동반할 수 있습니다.", CAMPING, True),
    # one clear error each
    w.faith("ko-au-010", "value.number", "원데이 클래스 한 반 정원은 몇 명인가요?", "한 반 정원은 10명입니다.", POTTERY, False),
    w.faith("ko-au-011", "value.time", "캠핑장 퇴실 시간은 언제인가요?", "퇴실은 다음 날 오후 1시입니다.", CAMPING, False),
    w.faith("ko-au-012", "value.currency", "주말에 1박 하면 얼마인가요?", "주말에는 1박에 9만 원입니다.", CAMPING, False),
    w.faith("ko-au-013", "role.swap", "자전거 수리점 사장님은 누구인가요?", "사장은 박세진 씨이고, 김도윤 씨가 직원으로 일합니다.", BIKE, False),
    w.faith("ko-au-014", "negation", "브레이크 점검은 얼마인가요?", "브레이크 점검은 무료가 아닙니다.", BIKE, False),
    w.faith("ko-au-015", "modality", "초등학생은 꼭 보호자와 와야 하나요?", "초등학생은 원한다면 보호자와 함께 참여할 수 있습니다.", POTTERY, False),
    w.faith("ko-au-016", "quantifier", "누가 보호자와 함께 와야 하나요?", "모든 참가자가 보호자와 함께 참여해야 합니다.", POTTERY, False),
    w.faith("ko-au-017", "antonym", "캠핑장에 어떤 반려견을 데려갈 수 있나요?", "반려견은 대형견에 한해 동반할 수 있습니다.", CAMPING, False),
    w.faith("ko-au-018", "added.fact", "코딩 교실 수강료는 얼마인가요?", "한 학기 수강료는 24만 원이며 교재비도 포함되어 있습니다.", CODING, False),
]

REFUSAL = [
    w.refusal("ko-au-019", "refusal.plain", "도자기 공방에 주차장이 있나요?", "죄송하지만 주차 가능 여부는 알 수 없습니다.", POTTERY, True),
    w.refusal("ko-au-020", "refusal.context", "캠핑장에 샤워실이 있나요?", "제공된 자료에는 샤워 시설에 관한 내용이 없어 답변드리기 어렵습니다.", CAMPING, True),
    w.refusal("ko-au-021", "refusal.hedged", "코딩 수업은 무슨 요일에 하나요?", "확실하지는 않지만, 매주 수요일에 수업이 열리는 것 같습니다.", CODING, False),
]

CORRECTNESS = [
    w.correct("ko-au-022", "correct.wordy", "두바퀴 자전거 수리점은 어디에 있나요?", "두바퀴 자전거 수리점은 마포구청역 2번 출구 바로 앞에 자리하고 있어서 지하철로 찾아가기 편합니다.", "마포구청역 2번 출구 앞에 있습니다.", True),
    w.correct("ko-au-023", "correct.wordy", "솔바람 캠핑장 평일 요금은 얼마인가요?", "평일에 묵으신다면 오토캠핑 사이트 하나에 하룻밤 5만 원을 내시면 됩니다.", "평일 1박 5만 원입니다.", True),
    w.correct("ko-au-024", "correct.short", "코딩 교실 한 학기는 몇 주인가요?", "12주.", "한 학기는 12주입니다.", True),
    w.correct("ko-au-025", "wrong.value", "원데이 클래스 수강료는 얼마인가요?", "1인당 54,000원입니다.", "1인당 45,000원입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-au-026", "relevant.direct", "바퀴에 구멍이 났는데 고치려면 돈이 얼마나 들어요?", "펑크 수리는 8천 원입니다.", BIKE, True),
    w.relevant("ko-au-027", "relevant.direct", "아이들 코딩은 누가 가르치나요?", "정하린 선생님이 맡고 있습니다.", CODING, True),
    w.relevant("ko-au-028", "relevant.direct", "만든 그릇은 언제쯤 손에 들어오나요?", "3주 뒤에 택배로 받아 보실 수 있습니다.", POTTERY, True),
    w.relevant("ko-au-029", "relevant.yesno", "월요일에 자전거를 맡길 수 있나요?", "아니요, 월요일은 휴무입니다.", BIKE, True),
    w.relevant("ko-au-030", "offtopic.true", "캠핑장 주말 요금은 얼마인가요?", "솔바람 캠핑장은 강원도 홍천에 있습니다.", CAMPING, False),
]

DIAGNOSIS = [
    w.diag("ko-au-031", "diag.pass", "코딩 수업은 몇 시에 시작하나요?", "매주 수요일 오후 4시 30분에 시작합니다.", {"coding-01": CODING, "pottery-01": POTTERY}, ("coding-01",), "pass"),
    w.diag("ko-au-032", "diag.missed", "솔바람 캠핑장의 퇴실 시간은 언제인가요?", "죄송하지만 퇴실 시간에 대한 정보를 찾을 수 없습니다.", {"bike-01": BIKE, "pottery-01": POTTERY}, ("camping-01",), "fix_retrieval"),
    w.diag("ko-au-033", "diag.correct_refusal", "두바퀴 자전거 수리점에서 새 자전거도 파나요?", "제공된 정보로는 새 자전거를 판매하는지 알 수 없습니다.", {"bike-01": BIKE}, (), "correct_refusal"),
    w.diag("ko-au-034", "diag.unfaithful", "원데이 클래스 정원은 몇 명인가요?", "한 반 정원은 12명입니다.", {"pottery-01": POTTERY, "coding-01": CODING}, ("pottery-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
