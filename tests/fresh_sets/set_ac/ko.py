"""Korean cases of set AC: a kindergarten (해바라기유치원), a sauna (온천마을 사우나) and a
print shop (한빛인쇄소)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

YUCHIWON = (
    "해바라기유치원에는 만 3세부터 5세까지 아이들 60명이 네 개 반으로 나뉘어 다니고 있습니다. "
    "등원 시간은 오전 8시 30분부터 9시 30분까지이며, 하원은 오후 4시까지 해야 합니다. "
    "별님반은 김하늘 선생님이, 달님반은 박지수 선생님이 맡고 있습니다. "
    "급식비는 한 달에 5만 원입니다."
)
SAUNA = (
    "온천마을 사우나는 매일 오전 6시부터 밤 10시까지 운영하며, 매달 첫째 주 화요일은 휴무입니다. "
    "입장료는 성인 9,000원, 어린이 5,000원입니다. "
    "수건은 무료로 두 장씩 제공되고, 세면도구는 프런트에서 살 수 있습니다."
)
PRINT = (
    "한빛인쇄소는 명함 100장을 1만 2천 원에 인쇄해 줍니다. "
    "주문은 이메일로도 받으며, 오후 2시 전에 들어온 주문은 다음 날 받아볼 수 있습니다. "
    "토요일에는 오후 1시까지만 문을 엽니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실: 바꿔 말하기, 형식, 덧붙인 말
    w.faith("ko-ac-001", "para.reorder", "사우나 입장료가 얼마예요?", "어린이는 5,000원이고 성인은 9,000원입니다.", SAUNA, True),
    w.faith("ko-ac-002", "fmt.thousands", "명함 100장 인쇄하는 데 얼마인가요?", "명함 100장은 12,000원입니다.", PRINT, True),
    w.faith("ko-ac-003", "fmt.time", "사우나는 몇 시까지 하나요?", "22시까지 운영합니다.", SAUNA, True),
    w.faith("ko-ac-004", "para.synonym", "수건은 돈을 따로 내야 하나요?", "아니요, 수건은 공짜로 두 장씩 줍니다.", SAUNA, True),
    w.faith("ko-ac-005", "para.pronoun", "김하늘 선생님은 어느 반을 맡고 계신가요?", "그분은 별님반을 맡고 계십니다.", YUCHIWON, True),
    w.faith("ko-ac-006", "fmt.currency", "유치원 급식비는 얼마인가요?", "급식비는 한 달에 50,000원입니다.", YUCHIWON, True),
    w.faith("ko-ac-007", "para.except", "사우나는 언제 운영하나요?", "매달 첫째 주 화요일만 빼고 날마다 오전 6시부터 밤 10시까지 운영합니다.", SAUNA, True),
    w.faith("ko-ac-008", "wrap.attribution", "이메일로 주문해도 되나요?", "안내에 따르면 한빛인쇄소는 이메일로도 주문을 받습니다.", PRINT, True),
    w.faith("ko-ac-009", "fmt.number", "유치원에는 반이 몇 개 있나요?", "반은 모두 4개입니다.", YUCHIWON, True),
    # 불충실: 분명한 오류 하나씩
    w.faith("ko-ac-010", "value.currency", "어린이 입장료는 얼마인가요?", "어린이 입장료는 3,000원입니다.", SAUNA, False),
    w.faith("ko-ac-011", "role.swap", "달님반은 어느 선생님이 맡고 있나요?", "달님반은 김하늘 선생님이, 별님반은 박지수 선생님이 맡고 있습니다.", YUCHIWON, False),
    w.faith("ko-ac-012", "negation", "한빛인쇄소는 토요일에도 문을 여나요?", "아니요, 토요일에는 문을 열지 않습니다.", PRINT, False),
    w.faith("ko-ac-013", "antonym", "수건은 어떻게 제공되나요?", "수건은 유료로 두 장씩 제공됩니다.", SAUNA, False),
    w.faith("ko-ac-014", "modality", "세면도구는 어디서 구할 수 있나요?", "세면도구는 반드시 프런트에서 사야 합니다.", SAUNA, False),
    w.faith("ko-ac-015", "quantifier", "사우나 휴무일이 언제인가요?", "매주 화요일이 휴무입니다.", SAUNA, False),
    w.faith("ko-ac-016", "direction", "명함을 주문하면 언제 받을 수 있나요?", "오후 2시 이후에 들어온 주문은 다음 날 받아볼 수 있습니다.", PRINT, False),
    w.faith("ko-ac-017", "added.fact", "명함 100장은 얼마인가요?", "명함 100장은 1만 2천 원이고, 디자인은 무료로 해 줍니다.", PRINT, False),
    w.faith("ko-ac-018", "value.time", "등원은 몇 시부터 할 수 있나요?", "등원은 오전 7시 30분부터 할 수 있습니다.", YUCHIWON, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ac-019", "refusal.plain", "유치원에 통학 버스가 있나요?", "죄송하지만 잘 모르겠습니다.", YUCHIWON, True),
    w.refusal("ko-ac-020", "refusal.context", "사우나에 주차장이 있나요?", "제공된 자료에는 주차장에 관한 내용이 없어서 답변드리기 어렵습니다.", SAUNA, True),
    w.refusal("ko-ac-021", "refusal.hedged", "명함 100장 가격이 얼마인가요?", "확실하지는 않지만 12,000원인 것 같습니다.", PRINT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ac-022", "correct.wordy", "사우나 성인 입장료는 얼마인가요?", "온천마을 사우나에 성인이 입장하려면 9,000원을 내시면 되고, 수건은 두 장까지 무료로 받을 수 있어요.", "9,000원입니다.", True),
    w.correct("ko-ac-023", "correct.wordy", "해바라기유치원에는 아이들이 몇 명 다니나요?", "해바라기유치원에는 만 3세부터 5세까지의 아이들이 다니는데, 모두 합쳐 60명입니다.", "60명입니다.", True),
    w.correct("ko-ac-024", "correct.format", "토요일에는 인쇄소가 몇 시까지 하나요?", "13시까지요.", "오후 1시까지입니다.", True),
    w.correct("ko-ac-025", "wrong.value", "급식비는 한 달에 얼마인가요?", "급식비는 한 달에 8만 원입니다.", "5만 원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ac-026", "relevant.direct", "아이를 몇 시까지 데리러 가야 하나요?", "오후 네 시까지입니다.", YUCHIWON, True),
    w.relevant("ko-ac-027", "relevant.direct", "아이랑 같이 가면 애 표는 얼마예요?", "어린이는 5,000원입니다.", SAUNA, True),
    w.relevant("ko-ac-028", "relevant.direct", "명함 주문은 어떻게 하면 되나요?", "이메일로 보내셔도 접수됩니다.", PRINT, True),
    w.relevant("ko-ac-029", "relevant.yesno", "사우나에서 수건을 주나요?", "네, 두 장씩 무료로 드립니다.", SAUNA, True),
    w.relevant("ko-ac-030", "offtopic.true", "사우나 운영 시간이 어떻게 되나요?", "세면도구는 프런트에서 살 수 있습니다.", SAUNA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ac-031", "diag.pass", "별님반은 어느 선생님이 맡고 있나요?", "별님반은 김하늘 선생님이 맡고 있습니다.", {"yuchiwon": YUCHIWON, "sauna": SAUNA}, ("yuchiwon",), "pass"),
    w.diag("ko-ac-032", "diag.missed", "한빛인쇄소는 토요일에 몇 시까지 여나요?", "죄송하지만 자료에서 한빛인쇄소의 토요일 영업시간을 찾을 수 없습니다.", {"sauna": SAUNA, "yuchiwon": YUCHIWON}, ("print",), "fix_retrieval"),
    w.diag("ko-ac-033", "diag.correct_refusal", "해바라기유치원 원장님 성함이 무엇인가요?", "자료에는 원장님 성함이 나와 있지 않습니다.", {"yuchiwon": YUCHIWON, "print": PRINT}, (), "correct_refusal"),
    w.diag("ko-ac-034", "diag.offtopic", "사우나 입장료가 얼마인가요?", "온천마을 사우나는 매달 첫째 주 화요일에 쉽니다.", {"sauna": SAUNA, "print": PRINT}, ("sauna",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
