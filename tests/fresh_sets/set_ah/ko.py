"""Korean cases of set AH: a weekend bread-baking class, a pine-forest campsite and a public
bike rental station."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BAKERY = (
    "한빛제빵학교의 주말 식빵반은 3월 8일에 개강하며, 매주 토요일 오전 10시부터 3시간 동안 수업합니다. "
    "수강료는 총 32만 원으로 재료비가 포함되어 있습니다. "
    "한 반 정원은 12명이고, 앞치마는 각자 준비해야 합니다. "
    "수업은 윤서진 강사가 맡습니다."
)
CAMP = (
    "솔숲캠핑장은 40개 사이트를 운영하며, 그중 10개 사이트에는 전기가 들어옵니다. "
    "1박 요금은 평일 4만 원, 주말 5만 5천 원입니다. "
    "입실은 오후 2시부터, 퇴실은 다음 날 오전 11시까지입니다. "
    "밤 10시 이후에는 음악을 틀 수 없습니다."
)
BIKE = (
    "시청역 앞 공공자전거 대여소에는 자전거 25대가 있습니다. "
    "요금은 첫 1시간에 1,000원이고, 이후 30분마다 500원이 추가됩니다. "
    "대여는 앱으로만 할 수 있으며, 반납은 시내 어느 대여소에서나 가능합니다. "
    "만 13세 미만은 보호자 없이 자전거를 빌릴 수 없습니다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ah-001", "para.reorder", "식빵반은 언제 시작하나요?", "매주 토요일 오전 10시에 수업이 있고, 첫 수업은 3월 8일입니다.", BAKERY, True),
    w.faith("ko-ah-002", "para.synonym", "식빵반 강사는 누구인가요?", "윤서진 강사가 수업을 담당합니다.", BAKERY, True),
    w.faith("ko-ah-003", "fmt.currency", "식빵반 수강료는 얼마인가요?", "총 320,000원이고 재료비도 포함돼 있습니다.", BAKERY, True),
    w.faith("ko-ah-004", "para.passive", "캠핑장에 사이트가 몇 개 있나요?", "모두 40개 사이트가 운영되고 있고, 그중 10곳에는 전기가 들어옵니다.", CAMP, True),
    w.faith("ko-ah-005", "fmt.time", "체크인은 몇 시부터 되나요?", "14시부터 입실할 수 있습니다.", CAMP, True),
    w.faith("ko-ah-006", "fmt.thousands", "주말에 1박 하면 얼마인가요?", "주말 1박 요금은 55,000원입니다.", CAMP, True),
    w.faith("ko-ah-007", "wrap.closer", "캠핑장에서 밤에 음악을 틀어도 되나요?", "밤 10시가 넘으면 음악을 틀 수 없어요. 즐거운 캠핑 되세요!", CAMP, True),
    w.faith("ko-ah-008", "wrap.attribution", "자전거는 어떻게 빌리나요?", "안내문에 따르면 대여는 앱으로만 할 수 있습니다.", BIKE, True),
    w.faith("ko-ah-009", "wrap.opener", "자전거는 어디에 반납하면 되나요?", "네, 알려 드릴게요. 시내에 있는 대여소라면 어디에 반납해도 됩니다.", BIKE, True),
    w.faith("ko-ah-010", "fmt.number", "대여소에 자전거가 몇 대 있나요?", "자전거는 스물다섯 대 있습니다.", BIKE, True),
    # single clear errors
    w.faith("ko-ah-011", "value.number", "식빵반 한 반 정원은 몇 명인가요?", "한 반 정원은 15명입니다.", BAKERY, False),
    w.faith("ko-ah-012", "value.date", "식빵반은 언제 개강하나요?", "3월 15일에 개강합니다.", BAKERY, False),
    w.faith("ko-ah-013", "antonym", "수강료에 재료비가 들어 있나요?", "수강료는 총 32만 원이고, 재료비는 별도입니다.", BAKERY, False),
    w.faith("ko-ah-014", "modality", "앞치마를 가져가야 하나요?", "앞치마는 원하면 가져와도 되지만 꼭 필요하지는 않습니다.", BAKERY, False),
    w.faith("ko-ah-015", "value.time", "퇴실은 언제까지 해야 하나요?", "다음 날 오후 1시까지 퇴실하면 됩니다.", CAMP, False),
    w.faith("ko-ah-016", "role.swap", "평일과 주말 1박 요금이 각각 얼마인가요?", "평일은 5만 5천 원, 주말은 4만 원입니다.", CAMP, False),
    w.faith("ko-ah-017", "quantifier", "모든 사이트에서 전기를 쓸 수 있나요?", "네, 40개 사이트 모두에 전기가 들어옵니다.", CAMP, False),
    w.faith("ko-ah-018", "negation", "밤 10시 이후에도 음악을 틀 수 있나요?", "네, 밤 10시 이후에도 음악을 틀 수 있습니다.", CAMP, False),
    w.faith("ko-ah-019", "value.number", "자전거 첫 1시간 요금은 얼마인가요?", "첫 1시간 요금은 2,000원입니다.", BIKE, False),
    w.faith("ko-ah-020", "added.fact", "자전거는 어디에 반납하나요?", "시내 어느 대여소에서나 반납할 수 있고, 늦게 반납하면 벌금 5,000원이 부과됩니다.", BIKE, False),
]

REFUSAL = [
    w.refusal("ko-ah-021", "refusal.plain", "캠핑장에 샤워실이 있나요?", "죄송하지만 잘 모르겠습니다.", CAMP, True),
    w.refusal("ko-ah-022", "refusal.context", "제빵학교에 주차할 수 있나요?", "제공된 자료에는 주차에 관한 내용이 없어서 답변드리기 어렵습니다.", BAKERY, True),
    w.refusal("ko-ah-023", "refusal.hedged", "대여소에 자전거가 몇 대 있나요?", "확실하지는 않지만, 자료상으로는 25대가 있는 것 같습니다.", BIKE, False),
]

CORRECTNESS = [
    w.correct("ko-ah-024", "correct.wordy", "식빵반 수업은 한 번에 몇 시간인가요?", "토요일 오전 10시에 시작해서 오후 1시에 끝나니까, 한 번 수업은 3시간이에요.", "3시간입니다.", True),
    w.correct("ko-ah-025", "correct.wordy", "캠핑장 평일 1박 요금은 얼마인가요?", "평일에 하룻밤 묵으시면 4만 원을 내시면 되고, 주말에는 요금이 더 비쌉니다.", "평일 1박은 4만 원입니다.", True),
    w.correct("ko-ah-026", "correct.format", "퇴실은 몇 시까지인가요?", "다음 날 11:00까지요.", "다음 날 오전 11시까지입니다.", True),
    w.correct("ko-ah-027", "wrong.value", "대여소에 자전거가 몇 대 있나요?", "자전거는 모두 52대입니다.", "25대입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-ah-028", "relevant.direct", "식빵반 첫 수업은 언제예요?", "3월 8일 토요일입니다.", BAKERY, True),
    w.relevant("ko-ah-029", "relevant.direct", "주말에 하룻밤 묵으면 얼마 내야 해요?", "5만 5천 원입니다.", CAMP, True),
    w.relevant("ko-ah-030", "relevant.direct", "자전거를 빌리려면 어떻게 해야 하나요?", "앱을 통해서만 대여할 수 있어요.", BIKE, True),
    w.relevant("ko-ah-031", "relevant.yesno", "열두 살 아이 혼자 자전거를 빌릴 수 있나요?", "아니요, 만 13세 미만은 보호자가 있어야 빌릴 수 있어요.", BIKE, True),
    w.relevant("ko-ah-032", "offtopic.true", "캠핑장 체크인은 몇 시인가요?", "캠핑장에는 사이트가 40개 있습니다.", CAMP, False),
]

DIAGNOSIS = [
    w.diag("ko-ah-033", "diag.pass", "솔숲캠핑장 퇴실 시간은 언제인가요?", "다음 날 오전 11시까지 퇴실하면 됩니다.", {"camp-rules": CAMP, "bike-rental": BIKE}, ("camp-rules",), "pass"),
    w.diag("ko-ah-034", "diag.missed", "한빛제빵학교 식빵반 수강료는 얼마인가요?", "자료에서 수강료 정보를 찾을 수 없습니다.", {"camp-rules": CAMP, "bike-rental": BIKE}, ("bakery-class",), "fix_retrieval"),
    w.diag("ko-ah-035", "diag.correct_refusal", "한빛제빵학교 주차장에는 차를 몇 대 댈 수 있나요?", "제공된 자료에는 주차장에 대한 정보가 없습니다.", {"bakery-class": BAKERY, "camp-rules": CAMP}, (), "correct_refusal"),
    w.diag("ko-ah-036", "diag.offtopic", "공공자전거는 어디에 반납하나요?", "솔숲캠핑장에서는 밤 10시 이후에 음악을 틀 수 없습니다.", {"bike-rental": BIKE, "camp-rules": CAMP}, ("bike-rental",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
