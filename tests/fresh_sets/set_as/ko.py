"""Korean cases of set AS. Scenarios: a pottery workshop (도자기 공방), a district swimming pool
(구민 수영장), a campsite (캠핑장) and a neighbourhood library (동네 도서관)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POTTERY = "한빛 도자기 공방은 매주 토요일 오전 10시부터 오후 1시까지 물레 체험 수업을 연다. 수강료는 1인당 35,000원이며 흙과 유약 값이 포함되어 있다. 완성된 작품은 굽는 데 3주가 걸리고, 택배로 받으려면 배송비 4,000원을 따로 내야 한다. 수업은 김서연 강사가 진행한다."
POOL = "푸른물 구민 수영장은 평일 오전 6시부터 오후 10시까지 운영하며, 매월 둘째 주 월요일은 휴관한다. 자유 수영 1회 이용료는 성인 5,000원, 어린이 3,000원이다. 수영모는 반드시 착용해야 하고, 물안경은 선택이다. 레인은 모두 8개이며 길이는 25미터다."
CAMP = "솔숲 캠핑장은 체크인이 오후 2시, 체크아웃이 다음 날 오전 11시다. 오토캠핑 사이트는 1박에 45,000원이고 전기 사용료 5,000원이 추가된다. 밤 10시 이후에는 음악을 틀 수 없다. 관리동은 정문에서 북쪽으로 200미터 떨어져 있다."
LIBRARY = "새봄 동네 도서관에서는 한 사람이 한 번에 책을 최대 5권까지 14일 동안 빌릴 수 있다. 잡지를 제외한 모든 자료는 한 번 연장할 수 있다. 2023년 한 해 동안 도서관을 찾은 방문객은 12만 명이었다. 매달 사서 이수민 씨가 구입할 책 목록을 작성해 관장 박지훈 씨에게 제출한다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실한 바꿔 말하기와 형식 차이
    w.faith("ko-as-001", "para.reorder", "물레 체험 수업은 언제 해요?", "오전 10시부터 오후 1시까지, 매주 토요일에 물레 체험 수업이 열립니다.", POTTERY, True),
    w.faith("ko-as-002", "para.synonym", "수업은 누가 진행하나요?", "수업은 김서연 강사님이 맡고 있어요.", POTTERY, True),
    w.faith("ko-as-003", "fmt.number", "수강료가 얼마예요?", "1인당 3만 5천 원이고, 흙과 유약 값도 포함돼 있어요.", POTTERY, True),
    w.faith("ko-as-004", "fmt.scale", "2023년에 도서관 방문객은 몇 명이었나요?", "2023년 방문객은 120,000명이었습니다.", LIBRARY, True),
    w.faith("ko-as-005", "fmt.time", "체크아웃은 몇 시예요?", "체크아웃은 다음 날 11:00입니다.", CAMP, True),
    w.faith("ko-as-006", "fmt.period", "책은 얼마 동안 빌릴 수 있어요?", "한 번에 최대 5권까지, 2주 동안 빌릴 수 있어요.", LIBRARY, True),
    w.faith("ko-as-007", "para.except", "어떤 자료를 연장할 수 있나요?", "잡지만 빼고 나머지 자료는 모두 한 번 연장이 가능합니다.", LIBRARY, True),
    w.faith("ko-as-008", "wrap.attribution", "수영모를 꼭 써야 하나요?", "수영장 안내에 따르면 수영모는 반드시 착용해야 합니다.", POOL, True),
    w.faith("ko-as-009", "fmt.abbrev", "레인 길이는 얼마나 돼요?", "레인 길이는 25m입니다.", POOL, True),
    # 분명한 오류 하나씩
    w.faith("ko-as-010", "value.number", "레인이 몇 개예요?", "레인은 모두 6개이고 길이는 25미터입니다.", POOL, False),
    w.faith("ko-as-011", "value.time", "체크인은 몇 시부터예요?", "체크인은 오후 4시부터입니다.", CAMP, False),
    w.faith("ko-as-012", "negation", "밤늦게 음악을 틀어도 되나요?", "밤 10시 이후에도 음악을 틀 수 있습니다.", CAMP, False),
    w.faith("ko-as-013", "modality", "물안경은 꼭 써야 해요?", "네, 물안경은 반드시 착용해야 합니다.", POOL, False),
    w.faith("ko-as-014", "direction", "관리동은 어디에 있어요?", "관리동은 정문에서 남쪽으로 200미터 떨어져 있습니다.", CAMP, False),
    w.faith("ko-as-015", "value.except", "연장이 안 되는 자료는 뭐예요?", "신문을 제외한 모든 자료는 한 번 연장할 수 있어요.", LIBRARY, False),
    w.faith("ko-as-016", "added.fact", "완성된 작품은 언제 받을 수 있나요?", "작품을 굽는 데 3주가 걸리고, 다 구워지면 문자로 알려 드립니다.", POTTERY, False),
    w.faith("ko-as-017", "role.swap", "구입할 책 목록은 누가 작성하나요?", "관장 박지훈 씨가 구입할 책 목록을 작성해 사서 이수민 씨에게 제출합니다.", LIBRARY, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-as-018", "refusal.plain", "수영장에 주차장이 있나요?", "죄송하지만 주차장이 있는지는 알 수 없습니다.", POOL, True),
    w.refusal("ko-as-019", "refusal.context", "캠핑장에 반려견을 데려가도 되나요?", "제공된 자료에는 반려견 동반에 관한 내용이 없습니다.", CAMP, True),
    w.refusal("ko-as-020", "refusal.partial", "도자기 수업 수강료와 주차 가능 여부를 알려 주세요.", "수강료는 1인당 35,000원입니다. 주차에 대해서는 자료에 나와 있지 않습니다.", POTTERY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-as-021", "correct.wordy", "솔숲 캠핑장 체크인 시간은 언제인가요?", "솔숲 캠핑장에서는 오후 2시부터 체크인을 하실 수 있으니 그 시간에 맞춰 오시면 됩니다.", "오후 2시", True),
    w.correct("ko-as-022", "correct.wordy", "새봄 동네 도서관 관장은 누구인가요?", "새봄 동네 도서관의 관장을 맡고 있는 분은 박지훈 씨입니다.", "박지훈 씨입니다.", True),
    w.correct("ko-as-023", "correct.format", "어린이 자유 수영 이용료는 얼마예요?", "삼천 원이에요.", "3,000원", True),
    w.correct("ko-as-024", "wrong.value", "오토캠핑 사이트 1박 요금은 얼마예요?", "1박에 54,000원입니다.", "1박에 45,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-as-025", "relevant.direct", "언제 가면 물레를 돌려 볼 수 있어요?", "토요일 오전 10시부터 오후 1시까지예요.", POTTERY, True),
    w.relevant("ko-as-026", "relevant.direct", "어른이 자유 수영 한 번 하려면 얼마 내야 해요?", "5,000원입니다.", POOL, True),
    w.relevant("ko-as-027", "relevant.direct", "한 번에 책 몇 권까지 돼요?", "최대 다섯 권까지입니다.", LIBRARY, True),
    w.relevant("ko-as-028", "relevant.yesno", "밤늦게 캠핑장에서 음악 틀어도 돼요?", "아니요, 밤 10시 이후에는 안 됩니다.", CAMP, True),
    w.relevant("ko-as-029", "offtopic.true", "체크아웃은 몇 시까지예요?", "관리동은 정문에서 북쪽으로 200미터 떨어져 있습니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-as-030", "diag.pass", "작품을 굽는 데 얼마나 걸려요?", "완성된 작품을 굽는 데 3주가 걸립니다.", {"pottery-1": POTTERY, "pool-1": POOL}, ("pottery-1",), "pass"),
    w.diag("ko-as-031", "diag.missed", "수영장 휴관일은 언제예요?", "자료에서 수영장 휴관일을 찾을 수 없습니다.", {"camp-1": CAMP, "library-1": LIBRARY}, ("pool-1",), "fix_retrieval"),
    w.diag("ko-as-032", "diag.correct_refusal", "도서관에 스터디룸이 있나요?", "주어진 자료에는 스터디룸에 대한 정보가 없습니다.", {"library-1": LIBRARY}, (), "correct_refusal"),
    w.diag("ko-as-033", "diag.unfaithful", "전기 사용료는 얼마인가요?", "전기 사용료로 15,000원이 추가됩니다.", {"camp-1": CAMP}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
