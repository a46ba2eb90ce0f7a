"""Korean cases of set AV: a pottery wheel workshop, a village bookmobile, a sunset kayak tour
and a clothing alteration shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POTTERY = (
    "흙빛공방은 매주 목요일 저녁 7시부터 9시까지 초급 물레 수업을 연다. "
    "수업은 8회 과정이며 수강료는 32만 원이고, 흙과 유약 값이 포함되어 있다. "
    "완성된 작품은 가마에 구운 뒤 2주 후에 찾아갈 수 있다. "
    "강사는 15년 경력의 도예가 한서윤이고, 가마 관리는 보조강사 오민재가 맡는다."
)
BOOKBUS = (
    "마을 이동도서관 버스 '책마루'는 매주 화요일 오전 10시에 솔내초등학교 앞에 도착해 오후 1시까지 머문다. "
    "한 사람이 한 번에 최대 5권까지 빌릴 수 있고, 대출 기간은 3주이다. "
    "도서관 회원증이 없으면 대출할 수 없으며, 회원증은 버스 안에서 무료로 만들 수 있다."
)
KAYAK = (
    "물결카약클럽의 일몰 카약 투어는 6월 1일부터 8월 31일까지 매일 오후 6시 30분에 출발한다. "
    "투어는 약 2시간 걸리며 요금은 1인당 4만 5천 원이다. "
    "구명조끼 착용은 의무이고, 만 10세 미만 어린이는 참가할 수 없다. "
    "비가 오면 투어는 취소되고 전액 환불된다."
)
REPAIR = (
    "솜씨수선은 바지 기장 줄이기를 1만 2천 원에 해 준다. "
    "맡긴 옷은 보통 3일 뒤에 찾을 수 있지만, 급하면 5천 원을 더 내고 당일에 받을 수 있다. "
    "가게는 일요일을 빼고 매일 오전 9시부터 오후 8시까지 문을 연다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-av-001", "para.reorder", "초급 물레 수업은 언제 있나요?", "목요일마다 저녁 7시에서 9시까지 흙빛공방에서 초급 물레 수업이 열립니다.", POTTERY, True),
    w.faith("ko-av-002", "para.passive", "만든 작품은 언제 받을 수 있나요?", "작품은 가마에서 구워진 뒤 2주 후에 찾아갈 수 있습니다.", POTTERY, True),
    w.faith("ko-av-003", "para.synonym", "수강료에 재료비도 들어가 있나요?", "네, 32만 원의 수강료에 흙과 유약 비용이 포함돼 있습니다.", POTTERY, True),
    w.faith("ko-av-004", "fmt.number", "한 번에 책을 몇 권까지 빌릴 수 있나요?", "한 사람당 한 번에 다섯 권까지 빌릴 수 있습니다.", BOOKBUS, True),
    w.faith("ko-av-005", "fmt.currency", "카약 투어 요금은 얼마인가요?", "1인당 45,000원입니다.", KAYAK, True),
    w.faith("ko-av-006", "fmt.time", "카약 투어는 몇 시에 출발하나요?", "투어는 매일 18시 30분에 출발합니다.", KAYAK, True),
    w.faith("ko-av-007", "fmt.range", "일몰 카약 투어는 언제 운영하나요?", "6월 1일~8월 31일 매일 운영합니다.", KAYAK, True),
    w.faith("ko-av-008", "fmt.period", "책은 얼마 동안 빌릴 수 있나요?", "빌린 책은 21일 동안 볼 수 있습니다.", BOOKBUS, True),
    w.faith("ko-av-009", "para.except", "솜씨수선은 언제 문을 여나요?", "월요일부터 토요일까지 오전 9시부터 오후 8시까지 영업하고, 일요일에는 쉽니다.", REPAIR, True),
    w.faith("ko-av-010", "wrap.attribution", "구명조끼를 꼭 입어야 하나요?", "클럽 안내에 따르면 구명조끼 착용은 의무입니다.", KAYAK, True),
    # single clear errors
    w.faith("ko-av-011", "value.number", "초급 물레 수업은 몇 회 과정인가요?", "초급 물레 수업은 10회 과정입니다.", POTTERY, False),
    w.faith("ko-av-012", "value.time", "이동도서관 버스는 언제까지 학교 앞에 있나요?", "버스는 오후 3시까지 솔내초등학교 앞에 머뭅니다.", BOOKBUS, False),
    w.faith("ko-av-013", "value.date", "카약 투어는 언제까지 하나요?", "일몰 카약 투어는 9월 30일까지 운영합니다.", KAYAK, False),
    w.faith("ko-av-014", "role.swap", "가마 관리는 누가 하나요?", "가마 관리는 한서윤 씨가 맡고, 수업은 보조강사 오민재 씨가 가르칩니다.", POTTERY, False),
    w.faith("ko-av-015", "negation", "회원증이 없어도 책을 빌릴 수 있나요?", "네, 회원증이 없어도 책을 빌릴 수 있습니다.", BOOKBUS, False),
    w.faith("ko-av-016", "antonym", "한 번에 몇 권을 빌릴 수 있나요?", "한 번에 최소 5권은 빌려야 합니다.", BOOKBUS, False),
    w.faith("ko-av-017", "modality", "구명조끼는 입어야 하나요?", "구명조끼는 원하는 사람만 입으면 됩니다.", KAYAK, False),
    w.faith("ko-av-018", "added.fact", "바지 기장 줄이는 데 얼마예요?", "1만 2천 원이고, 단골손님은 10% 할인을 받습니다.", REPAIR, False),
    w.faith("ko-av-019", "value.except", "솜씨수선은 무슨 요일에 쉬나요?", "솜씨수선은 월요일을 빼고 매일 문을 엽니다.", REPAIR, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-av-020", "refusal.plain", "카약 클럽에 주차장이 있나요?", "죄송하지만 주차장에 대해서는 알 수 없습니다.", KAYAK, True),
    w.refusal("ko-av-021", "refusal.context", "흙빛공방에서 개인 레슨도 하나요?", "주어진 자료에는 개인 레슨에 관한 내용이 없어서 답변드리기 어렵습니다.", POTTERY, True),
    w.refusal("ko-av-022", "refusal.hedged", "책 대출 기간은 얼마나 되나요?", "확실하지는 않지만 3주인 것 같습니다.", BOOKBUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-av-023", "correct.wordy", "수선 맡긴 옷은 보통 언제 찾을 수 있나요?", "솜씨수선에 옷을 맡기시면 급한 경우가 아니라면 대개 사흘 뒤에 찾아가실 수 있어요.", "보통 3일 뒤에 찾을 수 있습니다.", True),
    w.correct("ko-av-024", "correct.wordy", "물레 수업 강사는 누구예요?", "초급 물레 수업은 15년 동안 도자기를 빚어 온 도예가 한서윤 선생님이 가르치십니다.", "한서윤입니다.", True),
    w.correct("ko-av-025", "correct.format", "카약 투어 요금은 1인당 얼마인가요?", "45,000원.", "1인당 4만 5천 원입니다.", True),
    w.correct("ko-av-026", "wrong.value", "한 번에 최대 몇 권까지 빌릴 수 있나요?", "한 번에 최대 3권까지 빌릴 수 있습니다.", "최대 5권입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-av-027", "relevant.direct", "책마루 버스는 언제 학교에 오나요?", "화요일마다 오전 10시에 도착해요.", BOOKBUS, True),
    w.relevant("ko-av-028", "relevant.direct", "옷을 당일에 받으려면 돈이 얼마나 더 드나요?", "5천 원을 추가로 내시면 됩니다.", REPAIR, True),
    w.relevant("ko-av-029", "relevant.direct", "회원증은 어떻게 만들 수 있나요?", "버스에 올라가서 신청하시면 무료로 발급해 드립니다.", BOOKBUS, True),
    w.relevant("ko-av-030", "relevant.yesno", "비 오는 날에도 카약 투어를 하나요?", "아니요, 비가 오면 취소되고 전액 환불됩니다.", KAYAK, True),
    w.relevant("ko-av-031", "offtopic.true", "물레 수업 수강료는 얼마인가요?", "완성된 작품은 가마에 구운 뒤 2주 후에 찾아갈 수 있습니다.", POTTERY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-av-032", "diag.pass", "카약 투어는 시간이 얼마나 걸리나요?", "투어는 약 2시간 걸립니다.", {"kayak-tour": KAYAK, "book-bus": BOOKBUS}, ("kayak-tour",), "pass"),
    w.diag("ko-av-033", "diag.missed", "바지 기장 줄이기는 얼마인가요?", "제공된 정보에는 바지 수선 비용이 나와 있지 않습니다.", {"pottery": POTTERY, "kayak-tour": KAYAK}, ("repair-shop",), "fix_retrieval"),
    w.diag("ko-av-034", "diag.correct_refusal", "이동도서관에서 DVD도 빌릴 수 있나요?", "자료에 DVD 대출에 관한 내용이 없어서 알 수 없습니다.", {"book-bus": BOOKBUS}, (), "correct_refusal"),
    w.diag("ko-av-035", "diag.unfaithful", "물레 수업은 무슨 요일에 있나요?", "초급 물레 수업은 매주 토요일 오전에 있습니다.", {"pottery": POTTERY, "repair-shop": REPAIR}, ("pottery",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
