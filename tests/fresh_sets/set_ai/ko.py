"""Korean cases of set AI: a weekend bread-baking class, a car repair shop, a campsite and a
library book club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BAKE = (
    "해오름 제빵교실의 주말 식빵반은 4월 12일에 개강해 6주 동안 매주 토요일 오전 10시부터 오후 1시까지 수업합니다. "
    "수강료는 18만 원이며 재료비가 포함되어 있습니다. "
    "정원은 10명이고, 박은정 강사가 수업을 맡습니다."
)
GARAGE = (
    "한빛모터스 정비소는 월요일부터 토요일까지 오전 8시 30분부터 오후 7시까지 문을 열고, 일요일은 쉽니다. "
    "엔진오일 교환은 5만 5천 원이며 30분 정도 걸립니다. "
    "엔진 정비는 최민호 정비사가, 타이어 작업은 서지훈 정비사가 담당합니다. "
    "수리 후 3개월 또는 5,000킬로미터 안에 같은 고장이 나면 무상으로 다시 고쳐 줍니다."
)
CAMP = (
    "솔바람 캠핑장은 평창 읍내에서 북쪽으로 12킬로미터 떨어져 있으며, 사이트는 모두 32개입니다. "
    "1박 이용료는 4만 원이고, 전기를 쓰려면 5천 원을 더 내야 합니다. "
    "체크인은 오후 2시, 체크아웃은 다음 날 오전 11시입니다. "
    "밤 10시 이후에는 음악을 틀 수 없습니다."
)
CLUB = (
    "새봄도서관 독서모임은 매달 첫째 주 수요일 저녁 7시에 3층 세미나실에서 열립니다. "
    "참가비는 없지만 모임 일주일 전까지 신청해야 합니다. "
    "이번 달 함께 읽을 책은 한지우 작가의 《여름의 끝에서》이고, 진행은 사서 이도윤 씨가 맡습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ai-001", "para.reorder", "식빵반 수업은 언제 있나요?", "오전 10시부터 오후 1시까지, 매주 토요일에 수업이 있습니다.", BAKE, True),
    w.faith("ko-ai-002", "fmt.currency", "식빵반 수강료는 얼마예요?", "수강료는 180,000원이고 재료비도 여기에 포함돼 있어요.", BAKE, True),
    w.faith("ko-ai-003", "fmt.time", "체크아웃은 몇 시까지인가요?", "다음 날 11:00까지 체크아웃하시면 됩니다.", CAMP, True),
    w.faith("ko-ai-004", "fmt.number", "엔진오일 교환 비용이 얼마인가요?", "엔진오일 교환은 55,000원이고 30분쯤 걸립니다.", GARAGE, True),
    w.faith("ko-ai-005", "para.except", "정비소는 무슨 요일에 문을 여나요?", "일요일만 빼고 월요일부터 토요일까지 문을 엽니다.", GARAGE, True),
    w.faith("ko-ai-006", "para.pronoun", "이도윤 씨는 어떤 분인가요?", "그분은 독서모임 진행을 맡은 사서예요.", CLUB, True),
    w.faith("ko-ai-007", "wrap.attribution", "캠핑장에서 밤늦게 음악을 틀어도 되나요?", "캠핑장 안내에 따르면 밤 10시 이후에는 음악을 틀 수 없습니다.", CAMP, True),
    w.faith("ko-ai-008", "fmt.unit", "수리 후 보증은 어떻게 되나요?", "수리 후 3개월 또는 5,000km 안에 같은 고장이 나면 무상으로 다시 고쳐 줍니다.", GARAGE, True),
    w.faith("ko-ai-009", "wrap.opener", "캠핑장 사이트는 몇 개인가요?", "안내해 드릴게요. 사이트는 모두 32개입니다.", CAMP, True),
    # one clear error each
    w.faith("ko-ai-010", "value.number", "식빵반 정원은 몇 명인가요?", "정원은 12명입니다.", BAKE, False),
    w.faith("ko-ai-011", "value.date", "식빵반은 언제 개강하나요?", "식빵반은 4월 19일에 개강합니다.", BAKE, False),
    w.faith("ko-ai-012", "value.time", "체크인은 몇 시부터인가요?", "체크인은 오후 3시부터입니다.", CAMP, False),
    w.faith("ko-ai-013", "value.currency", "1박 이용료는 얼마예요?", "1박 이용료는 5만 원입니다.", CAMP, False),
    w.faith("ko-ai-014", "negation", "수강료에 재료비가 포함되나요?", "아니요, 재료비는 수강료에 포함되어 있지 않습니다.", BAKE, False),
    w.faith("ko-ai-015", "role.swap", "타이어 작업은 누가 하나요?", "타이어 작업은 최민호 정비사가, 엔진 정비는 서지훈 정비사가 맡습니다.", GARAGE, False),
    w.faith("ko-ai-016", "modality", "독서모임에 참가하려면 미리 신청해야 하나요?", "참가비는 없으며, 모임 일주일 전까지 신청하는 것은 선택 사항입니다.", CLUB, False),
    w.faith("ko-ai-017", "direction", "캠핑장은 어디에 있나요?", "평창 읍내에서 남쪽으로 12킬로미터 떨어진 곳에 있습니다.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ai-018", "refusal.plain", "캠핑장에 반려견을 데려가도 되나요?", "죄송하지만 그 부분은 제가 알 수 없습니다.", CAMP, True),
    w.refusal("ko-ai-019", "refusal.context", "정비소에서 세차도 해 주나요?", "제공된 자료에는 세차 서비스에 대한 내용이 없습니다.", GARAGE, True),
    w.refusal("ko-ai-020", "refusal.partial", "식빵반 수강료는 얼마이고, 주차는 가능한가요?", "수강료는 18만 원입니다. 주차 가능 여부는 자료에 나와 있지 않습니다.", BAKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ai-021", "correct.wordy", "엔진오일 교환 비용은 얼마인가요?", "한빛모터스에서 엔진오일을 교환하시면 5만 5천 원이 들고, 시간은 30분 정도 걸립니다.", "엔진오일 교환은 5만 5천 원입니다.", True),
    w.correct("ko-ai-022", "correct.wordy", "캠핑장 체크아웃은 몇 시인가요?", "하룻밤 묵으셨다면 다음 날 오전 11시까지 체크아웃을 마치시면 됩니다.", "체크아웃은 다음 날 오전 11시입니다.", True),
    w.correct("ko-ai-023", "correct.short", "독서모임은 몇 층에서 열리나요?", "3층이요.", "3층 세미나실에서 열립니다.", True),
    w.correct("ko-ai-024", "wrong.value", "식빵반은 몇 주 동안 진행되나요?", "8주 동안 진행됩니다.", "6주 동안 진행됩니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ai-025", "relevant.direct", "독서모임은 언제 모이나요?", "매달 첫째 주 수요일 저녁 7시예요.", CLUB, True),
    w.relevant("ko-ai-026", "relevant.direct", "캠핑장 위치가 어디예요?", "평창 읍내에서 북쪽으로 12km 가시면 됩니다.", CAMP, True),
    w.relevant("ko-ai-027", "relevant.direct", "식빵반 수강료가 얼마예요?", "18만 원이고, 재료비까지 포함된 금액이에요.", BAKE, True),
    w.relevant("ko-ai-028", "relevant.yesno", "일요일에도 정비소 문을 여나요?", "아니요, 일요일은 쉽니다.", GARAGE, True),
    w.relevant("ko-ai-029", "offtopic.true", "체크인은 몇 시부터예요?", "밤 10시 이후에는 음악을 틀 수 없습니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "ko-ai-030", "diag.pass", "이번 달 새봄도서관 독서모임에서 읽을 책은 무엇인가요?",
        "이번 달에는 한지우 작가의 《여름의 끝에서》를 함께 읽습니다.",
        {"club-info": CLUB, "lib-hours": "새봄도서관은 화요일부터 일요일까지 오전 9시부터 오후 6시까지 문을 엽니다."},
        ("club-info",), "pass",
    ),
    w.diag(
        "ko-ai-031", "diag.missed", "한빛모터스에서 타이어를 교체하면 비용이 얼마인가요?",
        "제공된 자료에는 타이어 교체 비용이 나와 있지 않습니다.",
        {"garage-hours": "한빛모터스 정비소는 월요일부터 토요일까지 오전 8시 30분부터 오후 7시까지 문을 엽니다.", "garage-oil": "한빛모터스의 엔진오일 교환은 5만 5천 원이며 30분 정도 걸립니다."},
        ("garage-tires",), "fix_retrieval",
    ),
    w.diag(
        "ko-ai-032", "diag.correct_refusal", "솔바람 캠핑장에서 장작을 파나요?",
        "자료에는 캠핑장에서 장작을 파는지에 대한 내용이 없습니다.",
        {"camp-info": CAMP, "camp-road": "솔바람 캠핑장 입구까지는 비포장도로가 2킬로미터 이어집니다."},
        (), "correct_refusal",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
