"""Korean cases of set AM. Scenarios: a neighbourhood woodworking workshop, a district public
swimming pool and a campsite."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

WOOD = (
    "한결목공방은 매주 목요일 저녁 7시부터 9시 30분까지 초급 도마 만들기 수업을 연다. "
    "수강료는 재료비를 포함해 4만 5천 원이고, 정원은 8명이다. "
    "수업은 박서윤 강사가 진행하고, 보조는 최민호 씨가 맡는다. "
    "앞치마와 보안경은 공방에서 빌려준다."
)
POOL = (
    "새빛구립수영장의 자유수영은 평일 오전 6시부터 밤 9시까지 운영한다. "
    "1회 이용료는 성인 3,500원, 어린이 2,000원이다. "
    "매월 둘째 주 월요일은 정기 휴장일이며, 수영모를 쓰지 않으면 입장할 수 없다."
)
CAMP = (
    "솔바람캠핑장은 3월 2일부터 11월 30일까지 문을 연다. "
    "사이트는 모두 42개이고, 그중 절반에는 전기가 들어온다. "
    "체크인은 오후 2시, 체크아웃은 다음 날 오전 11시이며, 반려견은 사이트당 한 마리까지 데려올 수 있다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-am-001", "para.reorder", "수강료는 얼마고 몇 명까지 들을 수 있어요?", "정원은 8명이고, 수강료는 재료비를 포함해 4만 5천 원입니다.", WOOD, True),
    w.faith("ko-am-002", "fmt.number", "도마 만들기 수업 수강료가 얼마예요?", "재료비 포함 45,000원입니다.", WOOD, True),
    w.faith("ko-am-003", "para.passive", "앞치마랑 보안경은 어떻게 하나요?", "앞치마와 보안경은 공방에서 대여됩니다.", WOOD, True),
    w.faith("ko-am-004", "fmt.time", "평일 자유수영은 몇 시부터 몇 시까지예요?", "평일 06:00부터 21:00까지입니다.", POOL, True),
    w.faith("ko-am-005", "fmt.share", "전기가 들어오는 사이트는 얼마나 되나요?", "전체 42개 사이트 중 50%에 전기가 들어옵니다.", CAMP, True),
    w.faith("ko-am-006", "para.except", "평일이면 언제든 자유수영을 할 수 있나요?", "매월 둘째 주 월요일만 빼면, 평일 오전 6시부터 밤 9시까지 자유수영을 할 수 있습니다.", POOL, True),
    w.faith("ko-am-007", "wrap.attribution", "체크아웃은 몇 시까지예요?", "안내문에 따르면 체크아웃은 다음 날 오전 11시입니다.", CAMP, True),
    w.faith("ko-am-008", "para.synonym", "초급 수업은 누가 가르치나요?", "박서윤 선생님이 수업을 이끕니다.", WOOD, True),
    # one clear error each
    w.faith("ko-am-009", "value.number", "한 수업에 몇 명까지 들을 수 있나요?", "정원은 12명입니다.", WOOD, False),
    w.faith("ko-am-010", "value.time", "자유수영은 몇 시까지 하나요?", "평일 밤 10시까지 운영합니다.", POOL, False),
    w.faith("ko-am-011", "negation", "정기 휴장일이 있나요?", "매월 둘째 주 월요일에도 문을 닫지 않습니다.", POOL, False),
    w.faith("ko-am-012", "quantifier", "사이트에 전기가 들어오나요?", "모든 사이트에 전기가 들어옵니다.", CAMP, False),
    w.faith("ko-am-013", "modality", "수영모를 꼭 써야 하나요?", "수영모 착용은 권장 사항입니다.", POOL, False),
    w.faith("ko-am-014", "role.swap", "수업은 누가 진행하고 누가 보조하나요?", "최민호 씨가 수업을 진행하고, 박서윤 강사가 보조를 맡습니다.", WOOD, False),
    w.faith("ko-am-015", "value.date", "캠핑장은 언제까지 운영해요?", "11월 15일까지 문을 엽니다.", CAMP, False),
    w.faith("ko-am-016", "added.fact", "체크인과 체크아웃 시간은요?", "체크인은 오후 2시, 체크아웃은 다음 날 오전 11시이고, 늦은 체크아웃은 1시간에 1만 원입니다.", CAMP, False),
]

REFUSAL = [
    w.refusal("ko-am-017", "refusal.context", "공방에 주차할 곳이 있나요?", "주어진 안내에는 주차에 관한 내용이 없어서 답변드리기 어렵습니다.", WOOD, True),
    w.refusal("ko-am-018", "refusal.short", "수영장에 사우나도 있나요?", "그건 알 수 없습니다.", POOL, True),
    w.refusal("ko-am-019", "refusal.partial", "체크인 시간이랑 1박 요금 알려 주세요.", "체크인은 오후 2시입니다. 1박 요금은 안내에 나와 있지 않습니다.", CAMP, False),
]

CORRECTNESS = [
    w.correct("ko-am-020", "correct.wordy", "어린이 자유수영 1회 요금은 얼마인가요?", "새빛구립수영장에서 어린이가 자유수영을 한 번 하려면 2,000원을 내시면 됩니다.", "어린이 1회 이용료는 2,000원입니다.", True),
    w.correct("ko-am-021", "correct.wordy", "캠핑장은 언제까지 운영하나요?", "마지막 운영일이 11월 30일이니까, 그날까지는 캠핑장을 이용하실 수 있어요.", "솔바람캠핑장은 11월 30일까지 운영합니다.", True),
    w.correct("ko-am-022", "correct.format", "목공방 수업은 몇 시에 시작해요?", "19시에 시작해요.", "수업은 저녁 7시에 시작합니다.", True),
    w.correct("ko-am-023", "wrong.value", "캠핑장 사이트는 모두 몇 개인가요?", "모두 24개입니다.", "사이트는 모두 42개입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-am-024", "relevant.direct", "도마 만들기 초급반은 무슨 요일에 열려요?", "목요일 저녁입니다.", WOOD, True),
    w.relevant("ko-am-025", "relevant.direct", "어른이 수영 한 번 하려면 얼마 내야 해요?", "3,500원이요.", POOL, True),
    w.relevant("ko-am-026", "relevant.direct", "강아지는 몇 마리까지 데려갈 수 있어요?", "사이트 하나에 한 마리만 됩니다.", CAMP, True),
    w.relevant("ko-am-027", "relevant.yesno", "수영모 없이 들어가도 되나요?", "아니요, 수영모를 써야만 입장할 수 있습니다.", POOL, True),
    w.relevant("ko-am-028", "offtopic.true", "캠핑장 체크인은 몇 시예요?", "사이트는 모두 42개이고, 그중 절반에는 전기가 들어옵니다.", CAMP, False),
]

DIAGNOSIS = [
    w.diag("ko-am-029", "diag.pass", "한결목공방 수강료는 얼마예요?", "재료비를 포함해 4만 5천 원입니다.", {"wood-1": WOOD, "pool-1": POOL}, ("wood-1",), "pass"),
    w.diag("ko-am-030", "diag.missed", "새빛구립수영장 정기 휴장일은 언제예요?", "매주 일요일이 휴장일입니다.", {"camp-1": CAMP, "wood-1": WOOD}, ("pool-1",), "fix_retrieval"),
    w.diag("ko-am-031", "diag.unfaithful", "솔바람캠핑장 체크아웃은 몇 시예요?", "체크아웃은 다음 날 오후 1시입니다.", {"camp-1": CAMP}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
