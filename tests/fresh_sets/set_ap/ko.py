"""Korean cases of set AP: a district swimming pool, a weekend baking class, a second-hand
bookshop and a pine-forest campsite."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POOL = (
    "한빛구민수영장은 화요일부터 일요일까지 오전 6시부터 밤 9시 30분까지 운영하며, 매주 월요일은 휴관합니다. "
    "성인 1회 이용료는 4,500원이고, 65세 이상 어르신은 2,000원입니다. "
    "수영장 안에서는 수영모를 반드시 착용해야 합니다. "
    "초급 강습은 김서연 강사가 맡고 있습니다."
)
BAKING = (
    "달콤공방의 주말 제빵 클래스는 2025년 11월 8일에 시작해 6주 동안 진행됩니다. "
    "수업료는 18만 원이며 재료비가 포함되어 있습니다. "
    "수업은 제빵사 이하은 씨가 진행하고, 보조 강사 정민수 씨가 재료 준비를 돕습니다. "
    "한 반의 정원은 8명이고, 수강생은 직접 만든 빵을 집에 가져갈 수 있습니다."
)
BOOKS = (
    "중고서점 책숲은 2016년에 박지훈 대표가 문을 열었습니다. "
    "작년에 판매한 중고책은 12,400권으로, 재작년의 9,800권보다 늘었습니다. "
    "회원은 모든 책을 10% 할인된 가격에 살 수 있지만, 희귀본은 할인에서 제외됩니다."
)
CAMPING = (
    "솔바람캠핑장의 체크인은 오후 2시, 체크아웃은 오전 11시입니다. "
    "한 사이트에는 최대 4명까지 머물 수 있고, 반려견은 소형견에 한해 한 마리까지 동반할 수 있습니다. "
    "전체 40개 사이트 가운데 일부에만 전기가 공급됩니다. "
    "밤 10시 이후에는 음악을 틀 수 없습니다."
)

# fmt: off
FAITHFULNESS = [
    # 충실한 바꿔 쓰기와 형식
    w.faith("ko-ap-001", "para.reorder", "수영장 운영 시간이 어떻게 되나요?", "매주 월요일은 쉬고, 화요일부터 일요일까지는 오전 6시부터 밤 9시 30분까지 문을 엽니다.", POOL, True),
    w.faith("ko-ap-002", "para.synonym", "초급반은 어떤 강사가 가르치나요?", "초급반 수업은 김서연 강사님이 담당하고 계세요.", POOL, True),
    w.faith("ko-ap-003", "wrap.opener", "수영장에서 수영모를 꼭 써야 하나요?", "좋은 질문이에요! 수영장 안에서는 수영모를 반드시 써야 합니다.", POOL, True),
    w.faith("ko-ap-004", "fmt.currency", "제빵 클래스 수업료는 얼마예요?", "수업료는 180,000원이고 재료비도 포함되어 있어요.", BAKING, True),
    w.faith("ko-ap-005", "fmt.date", "주말 제빵 클래스는 언제 시작하나요?", "2025. 11. 8.에 시작해서 6주 동안 진행됩니다.", BAKING, True),
    w.faith("ko-ap-006", "fmt.thousands", "책숲은 작년에 중고책을 몇 권 팔았나요?", "작년에 중고책을 12400권 팔았습니다.", BOOKS, True),
    w.faith("ko-ap-007", "para.except", "책숲 회원은 어떤 책을 할인받을 수 있나요?", "희귀본만 빼면 회원은 어떤 책이든 10% 싸게 살 수 있습니다.", BOOKS, True),
    w.faith("ko-ap-008", "fmt.time", "캠핑장 체크인과 체크아웃은 몇 시인가요?", "체크인은 14시, 체크아웃은 11시입니다.", CAMPING, True),
    w.faith("ko-ap-009", "wrap.attribution", "한 사이트에 몇 명까지 잘 수 있나요?", "캠핑장 안내에 따르면 한 사이트에는 최대 4명까지 머물 수 있습니다.", CAMPING, True),
    # 뚜렷한 오류 하나
    w.faith("ko-ap-010", "value.number", "제빵 클래스 한 반은 몇 명인가요?", "한 반의 정원은 10명입니다.", BAKING, False),
    w.faith("ko-ap-011", "role.swap", "제빵 클래스 수업은 누가 진행하나요?", "수업은 정민수 씨가 진행하고, 이하은 씨가 재료 준비를 돕습니다.", BAKING, False),
    w.faith("ko-ap-012", "negation", "만든 빵은 가져갈 수 있나요?", "수강생은 직접 만든 빵을 집에 가져갈 수 없습니다.", BAKING, False),
    w.faith("ko-ap-013", "antonym", "반려견을 데려가도 되나요?", "반려견은 대형견에 한해 한 마리까지 데려올 수 있습니다.", CAMPING, False),
    w.faith("ko-ap-014", "modality", "수강생이 만든 빵은 어떻게 되나요?", "수강생은 직접 만든 빵을 반드시 집에 가져가야 합니다.", BAKING, False),
    w.faith("ko-ap-015", "quantifier", "캠핑장 사이트에서 전기를 쓸 수 있나요?", "40개 사이트 모두에 전기가 공급됩니다.", CAMPING, False),
    w.faith("ko-ap-016", "direction", "책숲의 중고책 판매량은 어떻게 변했나요?", "작년 판매량은 12,400권으로, 재작년의 9,800권보다 줄었습니다.", BOOKS, False),
    w.faith("ko-ap-017", "added.fact", "수영장 성인 이용료는 얼마인가요?", "성인 1회 이용료는 4,500원이고, 주차는 무료입니다.", POOL, False),
    w.faith("ko-ap-018", "value.except", "회원 할인은 어떤 책에 적용되나요?", "회원은 잡지를 제외한 모든 책을 10% 할인받을 수 있습니다.", BOOKS, False),
]

REFUSAL = [
    w.refusal("ko-ap-019", "refusal.plain", "수영장에 사우나가 있나요?", "죄송하지만 그 부분은 제가 알지 못합니다.", POOL, True),
    w.refusal("ko-ap-020", "refusal.context", "제빵 클래스에 주차할 곳이 있나요?", "주어진 자료에는 주차에 관한 내용이 없어서 답을 드리기 어렵습니다.", BAKING, True),
    w.refusal("ko-ap-021", "refusal.hedged", "캠핑장 체크아웃은 몇 시인가요?", "확실하지는 않지만, 안내문을 보면 체크아웃은 오전 11시인 것 같습니다.", CAMPING, False),
]

CORRECTNESS = [
    w.correct("ko-ap-022", "correct.wordy", "제빵 클래스 수업료는 얼마인가요?", "주말 제빵 클래스 수업료는 18만 원인데, 재료비도 그 안에 다 들어 있어요.", "수업료는 18만 원입니다.", True),
    w.correct("ko-ap-023", "correct.wordy", "책숲은 누가 열었나요?", "중고서점 책숲은 2016년에 박지훈 대표가 처음 문을 연 곳입니다.", "박지훈 대표가 열었습니다.", True),
    w.correct("ko-ap-024", "correct.format", "캠핑장 체크인 시간은 언제인가요?", "14:00", "체크인은 오후 2시입니다.", True),
    w.correct("ko-ap-025", "wrong.value", "수영장 성인 1회 이용료는 얼마인가요?", "성인은 한 번 이용할 때 5,400원을 냅니다.", "성인 1회 이용료는 4,500원입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-ap-026", "relevant.direct", "캠핑장에는 몇 시부터 들어갈 수 있어요?", "오후 2시부터요.", CAMPING, True),
    w.relevant("ko-ap-027", "relevant.direct", "어르신은 수영장 요금이 얼마예요?", "65세 이상은 2,000원입니다.", POOL, True),
    w.relevant("ko-ap-028", "relevant.direct", "초급반은 누가 가르치나요?", "김서연 강사님이요.", POOL, True),
    w.relevant("ko-ap-029", "relevant.yesno", "직접 만든 빵은 가져가도 되나요?", "네, 집에 가져가실 수 있어요.", BAKING, True),
    w.relevant("ko-ap-030", "offtopic.true", "제빵 클래스는 몇 주 동안 하나요?", "한 반의 정원은 8명입니다.", BAKING, False),
]

DIAGNOSIS = [
    w.diag("ko-ap-031", "diag.pass", "캠핑장에서 밤에 음악은 언제까지 틀 수 있나요?", "밤 10시 이후에는 음악을 틀 수 없습니다.", {"camping-rules": CAMPING, "pool-info": POOL}, ("camping-rules",), "pass"),
    w.diag("ko-ap-032", "diag.missed", "책숲 회원 할인율은 얼마인가요?", "회원 할인에 대한 정보는 찾을 수 없습니다.", {"pool-info": POOL, "baking-class": BAKING}, ("bookshop",), "fix_retrieval"),
    w.diag("ko-ap-033", "diag.correct_refusal", "수영장에 샤워실 수건이 제공되나요?", "제공된 자료에는 수건 제공 여부가 나와 있지 않습니다.", {"pool-info": POOL}, (), "correct_refusal"),
    w.diag("ko-ap-034", "diag.unfaithful", "수영장은 무슨 요일에 쉬나요?", "수영장은 매주 일요일에 휴관합니다.", {"pool-info": POOL, "camping-rules": CAMPING}, ("pool-info",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
