"""Korean cases of set AO: a ferry to an island, a spa hotel's open-air bath and a bread-baking
class."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FERRY = (
    "청솔항에서 미도섬으로 가는 여객선은 매일 오전 7시 40분과 오후 2시 10분에 출발합니다. "
    "편도 요금은 어른 12,000원, 어린이 6,000원이며, 차량은 최대 30대까지 실을 수 있습니다. "
    "운항 시간은 50분이고, 선장은 박정호 씨, 기관장은 오민재 씨입니다."
)
SPA = (
    "해온 스파호텔의 노천탕은 오전 6시부터 밤 11시까지 운영하며, 매주 수요일에는 청소를 위해 문을 닫습니다. "
    "투숙객은 노천탕을 무료로 이용할 수 있고, 외부 손님은 입장료 25,000원을 내야 합니다. "
    "마사지 예약은 프런트의 김서윤 매니저가 받습니다."
)
BREAD = (
    "달빛 제빵교실의 식빵 과정은 6월 14일에 시작해 총 8회 진행됩니다. "
    "수업은 매주 토요일 오후 1시부터 4시까지이며, 수강료는 재료비를 포함해 32만 원입니다. "
    "한 반은 최대 10명까지 받으며, 강사는 이하늘 제빵사입니다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-ao-001", "para.reorder", "미도섬행 여객선은 몇 시에 출발하나요?", "오전 7시 40분과 오후 2시 10분에 청솔항에서 미도섬으로 가는 여객선이 매일 출발합니다.", FERRY, True),
    w.faith("ko-ao-002", "para.passive", "마사지 예약은 누가 받나요?", "마사지 예약은 프런트의 김서윤 매니저를 통해 접수됩니다.", SPA, True),
    w.faith("ko-ao-003", "para.synonym", "투숙객은 노천탕 이용료를 내야 하나요?", "호텔에 묵는 손님은 노천탕을 공짜로 쓸 수 있습니다.", SPA, True),
    w.faith("ko-ao-004", "fmt.thousands", "어른 편도 요금은 얼마인가요?", "어른 편도 요금은 12000원입니다.", FERRY, True),
    w.faith("ko-ao-005", "fmt.time", "노천탕은 몇 시부터 몇 시까지 운영하나요?", "노천탕은 06:00부터 23:00까지 운영합니다.", SPA, True),
    w.faith("ko-ao-006", "fmt.currency", "식빵 과정 수강료는 얼마인가요?", "수강료는 재료비 포함 320,000원입니다.", BREAD, True),
    w.faith("ko-ao-007", "fmt.period", "토요일 수업은 한 번에 얼마 동안 하나요?", "수업은 한 번에 3시간씩 진행됩니다.", BREAD, True),
    w.faith("ko-ao-008", "para.except", "노천탕은 무슨 요일에 이용할 수 있나요?", "수요일을 제외한 모든 요일에 이용할 수 있습니다.", SPA, True),
    w.faith("ko-ao-009", "wrap.attribution", "식빵 과정 강사는 누구인가요?", "안내 내용에 따르면 강사는 이하늘 제빵사입니다.", BREAD, True),
    w.faith("ko-ao-010", "value.number", "여객선에 차량을 몇 대까지 실을 수 있나요?", "차량은 최대 20대까지 실을 수 있습니다.", FERRY, False),
    w.faith("ko-ao-011", "value.time", "오후 배는 몇 시에 출발하나요?", "오후 배는 2시 40분에 출발합니다.", FERRY, False),
    w.faith("ko-ao-012", "value.currency", "외부 손님의 노천탕 입장료는 얼마인가요?", "외부 손님은 입장료 35,000원을 내야 합니다.", SPA, False),
    w.faith("ko-ao-013", "role.swap", "여객선 선장은 누구인가요?", "선장은 오민재 씨이고, 기관장은 박정호 씨입니다.", FERRY, False),
    w.faith("ko-ao-014", "negation", "투숙객은 노천탕을 무료로 이용할 수 있나요?", "투숙객은 노천탕을 무료로 이용할 수 없습니다.", SPA, False),
    w.faith("ko-ao-015", "quantifier", "한 반에 몇 명까지 받나요?", "한 반은 최소 10명부터 받습니다.", BREAD, False),
    w.faith("ko-ao-016", "direction", "오전 7시 40분 배는 어디로 가나요?", "오전 7시 40분 배는 미도섬을 떠나 청솔항으로 갑니다.", FERRY, False),
    w.faith("ko-ao-017", "added.fact", "수강료에는 무엇이 포함되나요?", "수강료 32만 원에는 재료비와 앞치마 대여료가 포함됩니다.", BREAD, False),
]

REFUSAL = [
    w.refusal("ko-ao-018", "refusal.plain", "여객선에 반려동물을 태울 수 있나요?", "죄송하지만 반려동물을 태울 수 있는지는 모르겠습니다.", FERRY, True),
    w.refusal("ko-ao-019", "refusal.context", "해온 스파호텔의 체크아웃 시간은 몇 시인가요?", "제공된 자료에는 체크아웃 시간에 대한 내용이 없습니다.", SPA, True),
    w.refusal("ko-ao-020", "refusal.hedged", "미도섬까지 배로 얼마나 걸리나요?", "확실하지는 않지만 50분 정도 걸리는 것 같습니다.", FERRY, False),
]

CORRECTNESS = [
    w.correct("ko-ao-021", "correct.wordy", "식빵 과정 수강료는 얼마인가요?", "달빛 제빵교실 식빵 과정은 재료비까지 모두 포함해서 32만 원을 내시면 됩니다.", "재료비 포함 32만 원", True),
    w.correct("ko-ao-022", "correct.wordy", "마사지 예약은 누구에게 하면 되나요?", "마사지를 받고 싶으시면 프런트에 있는 김서윤 매니저에게 예약하시면 됩니다.", "프런트의 김서윤 매니저", True),
    w.correct("ko-ao-023", "correct.format", "첫 배는 몇 시에 출발하나요?", "07:40에 출발합니다.", "오전 7시 40분", True),
    w.correct("ko-ao-024", "wrong.value", "식빵 과정 한 반은 최대 몇 명인가요?", "한 반은 최대 15명입니다.", "10명", False),
]

RELEVANCY = [
    w.relevant("ko-ao-025", "relevant.direct", "빵 수업은 언제 열려요?", "매주 토요일 오후 1시부터 4시까지예요.", BREAD, True),
    w.relevant("ko-ao-026", "relevant.direct", "호텔에 안 묵는 사람이 노천탕에 들어가려면 얼마를 내야 해요?", "25,000원입니다.", SPA, True),
    w.relevant("ko-ao-027", "relevant.direct", "그 배는 누가 몰아요?", "박정호 선장입니다.", FERRY, True),
    w.relevant("ko-ao-028", "relevant.yesno", "여객선에 차를 싣고 갈 수 있나요?", "네, 최대 30대까지 가능합니다.", FERRY, True),
    w.relevant("ko-ao-029", "offtopic.true", "노천탕은 아침 몇 시에 열어요?", "마사지 예약은 프런트의 김서윤 매니저가 받습니다.", SPA, False),
]

DIAGNOSIS = [
    w.diag("ko-ao-030", "diag.pass", "어린이 편도 요금은 얼마인가요?", "어린이 편도 요금은 6,000원입니다.", {"ferry": FERRY, "spa": SPA}, ("ferry",), "pass"),
    w.diag("ko-ao-031", "diag.missed", "식빵 과정은 모두 몇 회인가요?", "제공된 문서에서는 식빵 과정의 횟수를 찾을 수 없습니다.", {"spa": SPA, "ferry": FERRY}, ("bread",), "fix_retrieval"),
    w.diag("ko-ao-032", "diag.correct_refusal", "해온 스파호텔에 주차장이 있나요?", "자료에는 주차장에 관한 정보가 없습니다.", {"spa": SPA}, (), "correct_refusal"),
    w.diag("ko-ao-033", "diag.unfaithful", "노천탕은 무슨 요일에 쉬나요?", "노천탕은 매주 월요일에 쉽니다.", {"spa": SPA}, ("spa",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
