"""Korean cases of set AE: a farm's direct-sale shop, a hot-spring hotel, a vet's vaccination plan,
a Korean-Japanese language exchange meetup and a public bicycle sharing scheme."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FARM = "햇살농장 직매장은 화요일부터 일요일까지 오전 9시부터 오후 6시까지 문을 열며, 월요일은 휴무입니다. 유기농 달걀 한 판(30구)은 9,800원이고, 장바구니를 가져오는 손님에게는 500원을 할인해 줍니다. 매주 토요일 오전에는 딸기 따기 체험이 열리며 참가비는 1인당 15,000원입니다."
SPA = "온누리 온천호텔의 노천탕은 매일 오전 6시부터 밤 11시까지 운영합니다. 투숙객은 무료로 이용할 수 있고, 외부 방문객의 입장료는 성인 12,000원, 어린이 7,000원입니다. 만 5세 미만 어린이는 사우나에 들어갈 수 없습니다."
VET = "푸른숲 동물병원에서는 강아지의 첫 종합백신을 생후 6주에 접종하고, 이후 2주 간격으로 총 5회 접종합니다. 광견병 예방접종은 생후 3개월 이후에 한 번 맞히며 비용은 25,000원입니다. 접종 당일에는 강아지를 목욕시키면 안 됩니다."
LANG = "한일 언어교환 모임은 매주 수요일 저녁 7시 30분에 합정역 근처 '모퉁이 카페'에서 열립니다. 처음 45분은 한국어로, 다음 45분은 일본어로 대화합니다. 참가비는 음료 포함 8,000원이며 매번 25명 정도가 참석합니다."
BIKE = "초록바퀴 공유자전거는 시내 대여소 420곳에서 자전거 3,500대를 운영합니다. 1시간 이용권은 1,000원이고, 1년 정기권은 30,000원입니다. 전기자전거는 만 16세 이상만 대여할 수 있습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실한 바꿔 쓰기와 형식 바꾸기
    w.faith("ko-ae-001", "para.reorder", "직매장은 언제 쉬나요?", "월요일에는 햇살농장 직매장이 쉽니다.", FARM, True),
    w.faith("ko-ae-002", "para.passive", "노천탕은 몇 시부터 몇 시까지 하나요?", "노천탕은 매일 오전 6시부터 밤 11시까지 운영됩니다.", SPA, True),
    w.faith("ko-ae-003", "para.synonym", "호텔에 묵으면 노천탕은 돈을 내야 하나요?", "호텔에 묵는 손님은 노천탕을 돈을 내지 않고 이용할 수 있습니다.", SPA, True),
    w.faith("ko-ae-004", "fmt.currency", "광견병 예방접종은 얼마예요?", "광견병 예방접종 비용은 2만 5천 원입니다.", VET, True),
    w.faith("ko-ae-005", "fmt.time", "언어교환 모임은 몇 시에 시작해요?", "모임은 매주 수요일 19시 30분에 시작합니다.", LANG, True),
    w.faith("ko-ae-006", "fmt.period", "종합백신은 얼마 간격으로 맞히나요?", "첫 종합백신은 생후 6주에 맞히고, 그 뒤로는 14일 간격으로 접종합니다.", VET, True),
    w.faith("ko-ae-007", "para.except", "직매장은 무슨 요일에 문을 여나요?", "월요일만 빼고 매일 문을 엽니다.", FARM, True),
    w.faith("ko-ae-008", "wrap.opener", "자전거 1시간 이용권은 얼마인가요?", "좋은 질문이에요! 1시간 이용권은 1,000원입니다.", BIKE, True),
    w.faith("ko-ae-009", "fmt.thousands", "초록바퀴 자전거는 몇 대나 있나요?", "초록바퀴 공유자전거는 자전거 3500대를 운영합니다.", BIKE, True),
    # 한 가지 뚜렷한 오류
    w.faith("ko-ae-010", "value.number", "대여소는 몇 곳이에요?", "초록바퀴 공유자전거의 대여소는 시내 240곳입니다.", BIKE, False),
    w.faith("ko-ae-011", "value.time", "노천탕 운영 시간이 어떻게 되나요?", "노천탕은 매일 오전 6시부터 밤 10시까지 운영합니다.", SPA, False),
    w.faith("ko-ae-012", "role.swap", "외부 방문객 입장료는 얼마예요?", "외부 방문객 입장료는 성인 7,000원, 어린이 12,000원입니다.", SPA, False),
    w.faith("ko-ae-013", "negation", "장바구니를 가져가면 할인이 되나요?", "장바구니를 가져와도 할인은 받을 수 없습니다.", FARM, False),
    w.faith("ko-ae-014", "antonym", "장바구니를 가져가면 어떻게 되나요?", "장바구니를 가져오는 손님에게는 500원을 더 받습니다.", FARM, False),
    w.faith("ko-ae-015", "modality", "접종한 날 목욕시켜도 되나요?", "접종 당일에도 강아지를 목욕시켜도 괜찮습니다.", VET, False),
    w.faith("ko-ae-016", "quantifier", "전기자전거는 누가 빌릴 수 있나요?", "전기자전거는 나이와 상관없이 누구나 대여할 수 있습니다.", BIKE, False),
    w.faith("ko-ae-017", "added.fact", "언어교환 모임 참가비는 얼마예요?", "참가비는 음료 포함 8,000원이고, 처음 오는 사람은 무료입니다.", LANG, False),
    w.faith("ko-ae-018", "direction", "광견병 예방접종은 언제 맞히나요?", "광견병 예방접종은 생후 3개월 이전에 한 번 맞힙니다.", VET, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ae-019", "refusal.plain", "노천탕에서 수건을 빌려주나요?", "죄송하지만 그건 잘 모르겠습니다.", SPA, True),
    w.refusal("ko-ae-020", "refusal.context", "직매장에 주차장이 있나요?", "주어진 자료에는 주차장에 관한 내용이 없어서 답변드리기 어렵습니다.", FARM, True),
    w.refusal("ko-ae-021", "refusal.hedged", "딸기 따기 체험은 언제 하나요?", "확실하지는 않지만, 자료를 보면 매주 토요일 오전에 열리는 것 같습니다.", FARM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ae-022", "correct.wordy", "광견병 예방접종 비용은 얼마인가요?", "푸른숲 동물병원에서 광견병 예방접종을 맞히려면 2만 5천 원을 내시면 됩니다.", "25,000원입니다.", True),
    w.correct("ko-ae-023", "correct.wordy", "언어교환 모임은 무슨 요일에 열리나요?", "한일 언어교환 모임은 매주 수요일 저녁마다 열리니까 그날 오시면 됩니다.", "수요일에 열립니다.", True),
    w.correct("ko-ae-024", "correct.short", "자전거 1시간 이용권은 얼마인가요?", "1,000원이요.", "1시간 이용권은 1,000원입니다.", True),
    w.correct("ko-ae-025", "wrong.value", "노천탕은 몇 시에 문을 닫나요?", "노천탕은 밤 9시에 문을 닫습니다.", "밤 11시에 닫습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ae-026", "relevant.direct", "언어교환 모임 장소가 어디예요?", "합정역 근처 '모퉁이 카페'입니다.", LANG, True),
    w.relevant("ko-ae-027", "relevant.direct", "딸기 따기 체험하려면 얼마 내야 돼요?", "한 사람당 15,000원입니다.", FARM, True),
    w.relevant("ko-ae-028", "relevant.direct", "강아지 첫 종합백신은 언제 맞혀요?", "생후 6주가 되면 맞힙니다.", VET, True),
    w.relevant("ko-ae-029", "relevant.yesno", "투숙객도 노천탕 입장료를 내야 하나요?", "아니요, 묵고 계신 분은 무료예요.", SPA, True),
    w.relevant("ko-ae-030", "offtopic.true", "전기자전거는 누가 빌릴 수 있나요?", "1년 정기권은 30,000원입니다.", BIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ae-031", "diag.pass", "직매장 유기농 달걀 한 판은 얼마인가요?", "유기농 달걀 한 판(30구)은 9,800원입니다.", {"farm": FARM, "bike": BIKE}, ("farm",), "pass"),
    w.diag("ko-ae-032", "diag.missed", "광견병 예방접종은 언제 맞히나요?", "제공된 자료에는 광견병 예방접종에 관한 정보가 없습니다.", {"spa": SPA, "lang": LANG}, ("vet",), "fix_retrieval"),
    w.diag("ko-ae-033", "diag.correct_refusal", "온천호텔 체크아웃 시간은 몇 시인가요?", "자료에 체크아웃 시간은 나와 있지 않아 알려 드릴 수 없습니다.", {"spa": SPA}, (), "correct_refusal"),
    w.diag("ko-ae-034", "diag.offtopic", "언어교환 모임 참가비는 얼마인가요?", "모임은 합정역 근처 카페에서 열립니다.", {"lang": LANG}, ("lang",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
