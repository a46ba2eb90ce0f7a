"""Korean cases of set AN: an auto camping ground, a piano tuner, a pottery studio's one-day
class and a small neighbourhood library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CAMP = (
    "솔바람 오토캠핑장은 3월부터 11월까지 운영합니다. "
    "사이트 이용료는 1박에 45,000원이며, 체크인은 오후 2시, 체크아웃은 오전 11시입니다. "
    "반려견은 한 사이트당 최대 두 마리까지 동반할 수 있습니다. "
    "밤 10시부터 오전 7시까지는 정숙 시간입니다."
)
PIANO = (
    "피아노 조율사 한지훈 씨는 업라이트 피아노 조율을 회당 12만 원, 그랜드 피아노 조율을 18만 원에 해 줍니다. "
    "조율에는 보통 1시간 30분이 걸립니다. "
    "예약은 최소 일주일 전에 해야 하며, 일요일을 제외한 모든 요일에 방문합니다."
)
POTTERY = (
    "흙담 도자기 공방의 원데이 클래스는 매주 토요일 오전 10시에 시작해 3시간 동안 진행됩니다. "
    "수강료는 재료비를 포함해 1인당 6만 원입니다. "
    "완성된 작품은 가마에 구운 뒤 약 3주 후에 찾아갈 수 있습니다. "
    "강사는 박서윤 선생님이고, 보조 강사는 이도현 씨입니다."
)
LIBRARY = (
    "햇살마을 작은도서관은 화요일부터 일요일까지 오전 9시에서 오후 6시까지 문을 엽니다. "
    "한 사람당 책을 5권까지 2주 동안 빌릴 수 있습니다. "
    "반납이 늦으면 늦은 날짜만큼 대출이 정지됩니다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-an-001", "para.reorder", "체크인과 체크아웃은 몇 시인가요?", "체크아웃은 오전 11시, 체크인은 오후 2시입니다.", CAMP, True),
    w.faith("ko-an-002", "para.synonym", "피아노 조율은 시간이 얼마나 걸리나요?", "조율에는 대개 1시간 30분 정도가 소요됩니다.", PIANO, True),
    w.faith("ko-an-003", "fmt.currency", "업라이트 피아노 조율 비용은 얼마인가요?", "업라이트 피아노는 한 번 조율하는 데 120,000원입니다.", PIANO, True),
    w.faith("ko-an-004", "fmt.time", "체크인, 체크아웃 시간이 어떻게 되나요?", "체크인은 14:00, 체크아웃은 11:00입니다.", CAMP, True),
    w.faith("ko-an-005", "fmt.number", "강아지를 데려가도 되나요?", "네, 반려견은 사이트 하나에 2마리까지 데려올 수 있습니다.", CAMP, True),
    w.faith("ko-an-006", "wrap.opener", "원데이 클래스 수강료는 얼마예요?", "좋은 질문이에요! 원데이 클래스 수강료는 재료비 포함 1인당 6만 원입니다.", POTTERY, True),
    w.faith("ko-an-007", "para.except", "조율사님은 무슨 요일에 방문하시나요?", "한지훈 씨는 일요일만 빼고 매일 방문합니다.", PIANO, True),
    w.faith("ko-an-008", "fmt.period", "조율 예약은 언제까지 해야 하나요?", "예약은 적어도 7일 전에는 해야 합니다.", PIANO, True),
    w.faith("ko-an-009", "para.combine", "원데이 클래스에 대해 알려 주세요.", "흙담 공방의 원데이 클래스는 토요일 오전 10시에 시작해 3시간 동안 진행되며, 수강료는 재료비를 포함해 1인당 6만 원입니다.", POTTERY, True),
    w.faith("ko-an-010", "wrap.attribution", "캠핑장 정숙 시간은 언제인가요?", "안내문에 따르면 정숙 시간은 밤 10시부터 오전 7시까지입니다.", CAMP, True),
    w.faith("ko-an-011", "value.number", "반려견은 몇 마리까지 데려갈 수 있나요?", "반려견은 한 사이트당 최대 세 마리까지 동반할 수 있습니다.", CAMP, False),
    w.faith("ko-an-012", "value.currency", "그랜드 피아노 조율비는 얼마인가요?", "그랜드 피아노 조율비는 15만 원입니다.", PIANO, False),
    w.faith("ko-an-013", "role.swap", "원데이 클래스 강사는 누구인가요?", "강사는 이도현 씨이고, 보조 강사는 박서윤 선생님입니다.", POTTERY, False),
    w.faith("ko-an-014", "negation", "캠핑장에 반려견을 데려가도 되나요?", "솔바람 오토캠핑장에는 반려견을 데려갈 수 없습니다.", CAMP, False),
    w.faith("ko-an-015", "antonym", "원데이 클래스는 몇 시에 시작하나요?", "원데이 클래스는 매주 토요일 오전 10시에 끝납니다.", POTTERY, False),
    w.faith("ko-an-016", "modality", "조율 예약은 미리 해야 하나요?", "예약은 일주일 전에 하는 것이 좋지만 꼭 그래야 하는 것은 아닙니다.", PIANO, False),
    w.faith("ko-an-017", "value.time", "체크아웃은 몇 시인가요?", "체크아웃은 낮 12시입니다.", CAMP, False),
    w.faith("ko-an-018", "value.except", "조율사님은 무슨 요일에 방문하시나요?", "한지훈 씨는 토요일을 제외한 모든 요일에 방문합니다.", PIANO, False),
]

REFUSAL = [
    w.refusal("ko-an-019", "refusal.context", "캠핑장에 샤워실이 있나요?", "주어진 자료에는 샤워실에 대한 정보가 없습니다.", CAMP, True),
    w.refusal("ko-an-020", "refusal.short", "한지훈 조율사님 연락처가 어떻게 되나요?", "알 수 없습니다.", PIANO, True),
    w.refusal("ko-an-021", "refusal.partial", "원데이 클래스 수강료와 주차 요금은 얼마인가요?", "수강료는 1인당 6만 원이고, 주차 요금은 자료에 나와 있지 않습니다.", POTTERY, False),
]

CORRECTNESS = [
    w.correct("ko-an-022", "correct.wordy", "솔바람 오토캠핑장의 1박 이용료는 얼마인가요?", "솔바람 오토캠핑장에서 사이트를 하룻밤 이용하시려면 45,000원을 내시면 됩니다.", "1박에 45,000원입니다.", True),
    w.correct("ko-an-023", "correct.wordy", "그랜드 피아노 조율 비용은 얼마인가요?", "그랜드 피아노를 조율하실 경우, 비용은 한 번에 18만 원으로 안내되어 있습니다.", "18만 원입니다.", True),
    w.correct("ko-an-024", "correct.format", "캠핑장 체크아웃은 몇 시인가요?", "11:00입니다.", "오전 11시입니다.", True),
    w.correct("ko-an-025", "wrong.value", "완성된 도자기는 언제 찾아갈 수 있나요?", "약 5주 후에 찾아가실 수 있습니다.", "가마에 구운 뒤 약 3주 후에 찾아갈 수 있습니다.", False),
]

RELEVANCY = [
    w.relevant("ko-an-026", "relevant.direct", "캠핑장은 일 년 중 언제 문을 여나요?", "3월부터 11월까지 운영합니다.", CAMP, True),
    w.relevant("ko-an-027", "relevant.direct", "도자기 수업 하나 듣는 데 돈이 얼마나 드나요?", "재료비 포함 1인당 6만 원입니다.", POTTERY, True),
    w.relevant("ko-an-028", "relevant.direct", "피아노 조율은 누구에게 맡기면 되나요?", "한지훈 조율사님께 부탁하시면 됩니다.", PIANO, True),
    w.relevant("ko-an-029", "relevant.yesno", "개를 데리고 가도 되나요?", "네, 한 사이트당 두 마리까지 가능합니다.", CAMP, True),
    w.relevant("ko-an-030", "offtopic.true", "조율 예약은 얼마나 미리 해야 하나요?", "그랜드 피아노 조율은 18만 원입니다.", PIANO, False),
]

DIAGNOSIS = [
    w.diag("ko-an-031", "diag.pass", "작은도서관에서 책을 몇 권까지 빌릴 수 있나요?", "한 사람당 5권까지 빌릴 수 있습니다.", {"library-rules": LIBRARY, "camp-info": CAMP}, ("library-rules",), "pass"),
    w.diag("ko-an-032", "diag.missed", "흙담 공방 원데이 클래스는 몇 시에 시작하나요?", "제공된 문서로는 알 수 없습니다.", {"camp-info": CAMP, "library-rules": LIBRARY}, ("pottery-class",), "fix_retrieval"),
    w.diag("ko-an-033", "diag.correct_refusal", "작은도서관 회원증 재발급 비용은 얼마인가요?", "문서에 회원증 재발급 비용은 나와 있지 않습니다.", {"library-rules": LIBRARY, "piano-tuning": PIANO}, (), "correct_refusal"),
    w.diag("ko-an-034", "diag.unfaithful", "작은도서관은 몇 시에 문을 닫나요?", "작은도서관은 오후 8시에 문을 닫습니다.", {"library-rules": LIBRARY, "camp-info": CAMP}, ("library-rules",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
