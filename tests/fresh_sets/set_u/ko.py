"""Korean cases of set U: a farmers market, a physiotherapy clinic, a campsite and a
children's library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

MARKET = "햇살 농부장터는 4월부터 10월까지 매주 토요일 오전 8시부터 오후 1시까지 시청 앞 광장에서 열린다. 현재 참가 농가는 36곳이며, 농산물은 참가 농가가 직접 재배한 것만 팔 수 있다. 장바구니를 가져오는 손님에게는 500원을 할인해 준다."
PHYSIO = "바른몸 물리치료센터의 도수치료는 1회 50분이며 비용은 8만 원이다. 첫 방문 때는 반드시 의사 진료를 먼저 받아야 한다. 예약은 전화로만 받고, 취소는 방문 하루 전까지 해야 한다. 평일에는 김도윤 원장이, 토요일에는 박서연 치료사가 진료를 맡는다."
CAMP = "솔바람 캠핑장에는 오토캠핑 사이트 42개와 글램핑 텐트 8동이 있다. 오토캠핑 사이트는 1박에 4만 5천 원이고, 글램핑 텐트는 1박에 12만 원이다. 체크인은 오후 2시, 체크아웃은 다음 날 오전 11시이며, 밤 10시 이후에는 차량 출입이 금지된다. 반려견은 오토캠핑 사이트에서만 동반할 수 있다."
LIB = "새싹 어린이도서관은 2021년 3월 2일에 문을 열었으며 소장 도서는 약 18,000권이다. 한 번에 최대 5권까지 14일 동안 빌릴 수 있다. 매월 둘째 주 수요일은 정기 휴관일이다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("ko-u-001", "para.reorder", "햇살 농부장터는 언제 어디서 열리나요?", "시청 앞 광장에서, 4월부터 10월까지 매주 토요일 오전 8시부터 오후 1시까지 열립니다.", MARKET, True),
    w.faith("ko-u-002", "para.synonym", "장바구니를 가져가면 혜택이 있나요?", "장바구니를 챙겨 오는 손님은 500원을 할인받습니다.", MARKET, True),
    w.faith("ko-u-003", "para.passive", "예약은 어떻게 하나요?", "예약은 전화로만 접수됩니다.", PHYSIO, True),
    w.faith("ko-u-004", "fmt.thousands", "도서관에 책이 몇 권 있나요?", "약 18000권의 책을 소장하고 있습니다.", LIB, True),
    w.faith("ko-u-005", "fmt.currency", "도수치료 비용이 얼마인가요?", "1회에 80,000원입니다.", PHYSIO, True),
    w.faith("ko-u-006", "fmt.time", "체크인은 몇 시부터예요?", "체크인은 14시부터입니다.", CAMP, True),
    w.faith("ko-u-007", "fmt.date", "도서관은 언제 개관했나요?", "2021. 3. 2.에 문을 열었습니다.", LIB, True),
    w.faith("ko-u-008", "wrap.attribution", "책은 얼마나 빌릴 수 있나요?", "자료에 따르면 한 번에 최대 5권까지 14일 동안 빌릴 수 있습니다.", LIB, True),
    w.faith("ko-u-009", "para.except", "글램핑 텐트에 반려견을 데려가도 되나요?", "아니요, 반려견은 오토캠핑 사이트에서만 동반할 수 있어서 글램핑 텐트에는 데려갈 수 없습니다.", CAMP, True),
    w.faith("ko-u-010", "wrap.opener", "도수치료는 한 번에 얼마나 하나요?", "좋은 질문이에요! 도수치료는 한 번에 50분 동안 진행됩니다.", PHYSIO, True),
    # unfaithful: one clear error
    w.faith("ko-u-011", "value.number", "오토캠핑 사이트는 몇 개인가요?", "오토캠핑 사이트는 24개입니다.", CAMP, False),
    w.faith("ko-u-012", "value.time", "장터는 몇 시에 시작하나요?", "오전 9시에 시작합니다.", MARKET, False),
    w.faith("ko-u-013", "value.date", "도서관은 언제 문을 열었나요?", "2021년 5월 2일에 문을 열었습니다.", LIB, False),
    w.faith("ko-u-014", "role.swap", "토요일에는 누가 진료하나요?", "토요일에는 김도윤 원장이, 평일에는 박서연 치료사가 진료합니다.", PHYSIO, False),
    w.faith("ko-u-015", "negation", "장바구니를 가져가면 할인되나요?", "장바구니를 가져와도 따로 할인은 해 주지 않습니다.", MARKET, False),
    w.faith("ko-u-016", "modality", "처음 가면 의사 진료를 받아야 하나요?", "첫 방문 때 원하면 의사 진료를 먼저 받을 수도 있습니다.", PHYSIO, False),
    w.faith("ko-u-017", "quantifier", "반려견을 데려갈 수 있나요?", "네, 반려견은 캠핑장 어디서나 동반할 수 있습니다.", CAMP, False),
    w.faith("ko-u-018", "direction", "차량 출입 제한이 있나요?", "밤 10시 이전에는 차량 출입이 금지됩니다.", CAMP, False),
    w.faith("ko-u-019", "added.fact", "책은 몇 권까지 빌릴 수 있나요?", "한 번에 최대 5권까지 14일 동안 빌릴 수 있고, 대출 기간은 한 번 연장할 수 있습니다.", LIB, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-u-020", "refusal.plain", "캠핑장에 매점이 있나요?", "죄송하지만 잘 모르겠습니다.", CAMP, True),
    w.refusal("ko-u-021", "refusal.context", "도서관에 주차장이 있나요?", "제공된 자료에는 주차장에 관한 내용이 없어서 답변드리기 어렵습니다.", LIB, True),
    w.refusal("ko-u-022", "refusal.hedged", "밤에 차를 가지고 들어갈 수 있나요?", "확실하지는 않지만, 안내에 따르면 밤 10시 이후에는 차량 출입이 안 되는 것 같습니다.", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-u-023", "correct.wordy", "글램핑 텐트 1박 요금은 얼마인가요?", "솔바람 캠핑장의 글램핑 텐트는 하룻밤 묵는 데 12만 원이 듭니다.", "1박에 12만 원입니다.", True),
    w.correct("ko-u-024", "correct.format", "장터는 몇 시에 끝나나요?", "13시요.", "오후 1시에 끝납니다.", True),
    w.correct("ko-u-025", "wrong.value", "책은 며칠 동안 빌릴 수 있나요?", "7일 동안 빌릴 수 있습니다.", "14일 동안 빌릴 수 있습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-u-026", "relevant.direct", "도수치료 한 번 받으면 시간이 얼마나 걸려요?", "한 회에 50분입니다.", PHYSIO, True),
    w.relevant("ko-u-027", "relevant.yesno", "장터에서 다른 곳에서 사 온 채소를 팔아도 되나요?", "아니요, 참가 농가가 직접 기른 것만 팔 수 있습니다.", MARKET, True),
    w.relevant("ko-u-028", "offtopic.true", "체크아웃은 몇 시인가요?", "솔바람 캠핑장에는 글램핑 텐트가 8동 있습니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-u-029", "diag.pass", "도서관 정기 휴관일은 언제인가요?", "매월 둘째 주 수요일이 정기 휴관일입니다.", {"lib-04": LIB, "market-01": MARKET}, ("lib-04",), "pass"),
    w.diag("ko-u-030", "diag.missed", "예약 취소는 언제까지 해야 하나요?", "제공된 자료에서는 예약 취소 기한을 찾을 수 없습니다.", {"camp-03": CAMP, "lib-04": LIB}, ("physio-02",), "fix_retrieval"),
    w.diag("ko-u-031", "diag.correct_refusal", "장터에 반려동물을 데려가도 되나요?", "제공된 자료에는 장터에 반려동물을 데려갈 수 있는지에 대한 정보가 없습니다.", {"market-01": MARKET}, (), "correct_refusal"),
    w.diag("ko-u-032", "diag.unfaithful", "오토캠핑 사이트 1박 요금은 얼마인가요?", "오토캠핑 사이트는 1박에 5만 5천 원입니다.", {"camp-03": CAMP}, ("camp-03",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
