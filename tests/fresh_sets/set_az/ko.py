"""Korean cases of set AZ: a tea house (다온 찻집), a language school's summer English camp
(한빛어학원) and a monthly flea market (망원 벼룩시장)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

TEA = (
    "다온 찻집은 화요일부터 일요일까지 오전 11시부터 오후 9시까지 문을 엽니다. "
    "대표 메뉴인 제주 녹차는 한 잔에 6,500원이고, 다과 세트를 곁들이면 4,000원이 추가됩니다. "
    "2층 다실은 최대 8명까지 이용할 수 있으며, 방문 이틀 전까지 예약해야 합니다."
)
CAMP = (
    "한빛어학원 여름 영어캠프는 7월 21일부터 8월 1일까지 가평 청소년수련원에서 열립니다. "
    "초등학교 4~6학년 학생이 참가할 수 있으며, 정원은 60명입니다. "
    "참가비는 89만 원이고, 7월 5일까지 신청하면 10% 할인을 받습니다. "
    "참가자는 캠프 기간 동안 휴대전화를 인솔 교사에게 맡겨야 합니다."
)
MARKET = (
    "망원 벼룩시장은 매달 첫째 주 토요일 오전 10시부터 오후 4시까지 망원유수지 주차장에서 열립니다. "
    "판매자 자리는 모두 45개이며, 한 자리 이용료는 15,000원입니다. "
    "음식과 동물을 제외한 물건은 무엇이든 팔 수 있습니다. "
    "비가 오면 시장은 다음 주 토요일로 미뤄집니다."
)

TEA_MENU_DOC = "다온 찻집의 제주 녹차는 한 잔에 6,500원이고, 다과 세트를 곁들이면 4,000원이 추가됩니다."
TEA_HOURS_DOC = "다온 찻집은 화요일부터 일요일까지 오전 11시부터 오후 9시까지 문을 엽니다."
CAMP_PLACE_DOC = "한빛어학원 여름 영어캠프는 7월 21일부터 8월 1일까지 가평 청소년수련원에서 열립니다."
CAMP_PHONE_DOC = "캠프 참가자는 캠프 기간 동안 휴대전화를 인솔 교사에게 맡겨야 합니다."
MARKET_DATE_DOC = (
    "망원 벼룩시장은 매달 첫째 주 토요일 오전 10시부터 오후 4시까지 망원유수지 주차장에서 열립니다."
)
MARKET_STALLS_DOC = "망원 벼룩시장의 판매자 자리는 모두 45개이며, 한 자리 이용료는 15,000원입니다."
MARKET_RULES_DOC = "망원 벼룩시장에서는 음식과 동물을 제외한 물건은 무엇이든 팔 수 있습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-az-001", "para.reorder", "다온 찻집은 언제 문을 여나요?", "오전 11시부터 오후 9시까지, 화요일에서 일요일 사이에 문을 엽니다.", TEA, True),
    w.faith("ko-az-002", "para.synonym", "비가 오면 벼룩시장은 어떻게 되나요?", "비가 오는 날에는 시장이 다음 주 토요일로 연기됩니다.", MARKET, True),
    w.faith("ko-az-003", "para.nominal", "캠프 중에 휴대전화는 어떻게 하나요?", "캠프 기간에는 휴대전화를 인솔 교사에게 맡기는 것이 의무입니다.", CAMP, True),
    w.faith("ko-az-004", "fmt.number", "캠프 참가비는 얼마인가요?", "참가비는 890,000원입니다.", CAMP, True),
    w.faith("ko-az-005", "fmt.time", "다온 찻집 영업시간이 어떻게 되나요?", "화요일부터 일요일까지 11:00부터 21:00까지 영업합니다.", TEA, True),
    w.faith("ko-az-006", "fmt.date", "캠프는 언제 열리나요?", "캠프 기간은 7/21부터 8/1까지입니다.", CAMP, True),
    w.faith("ko-az-007", "fmt.share", "캠프를 일찍 신청하면 얼마나 할인되나요?", "7월 5일까지 신청하면 참가비의 10분의 1을 할인받습니다.", CAMP, True),
    w.faith("ko-az-008", "wrap.attribution", "2층 다실은 몇 명까지 쓸 수 있나요?", "안내에 따르면 2층 다실은 최대 8명까지 이용할 수 있습니다.", TEA, True),
    w.faith("ko-az-009", "wrap.opener", "벼룩시장 판매자 자리 이용료는 얼마예요?", "좋은 질문이에요! 한 자리 이용료는 15,000원입니다.", MARKET, True),
    w.faith("ko-az-010", "para.except", "벼룩시장에서 팔 수 없는 물건이 있나요?", "음식과 동물만 팔 수 없고, 나머지 물건은 무엇이든 팔 수 있습니다.", MARKET, True),
    w.faith("ko-az-011", "fmt.currency", "제주 녹차는 한 잔에 얼마인가요?", "제주 녹차는 한 잔에 ₩6,500입니다.", TEA, True),
    w.faith("ko-az-012", "value.number", "2층 다실은 몇 명까지 이용할 수 있나요?", "2층 다실은 최대 12명까지 이용할 수 있습니다.", TEA, False),
    w.faith("ko-az-013", "value.date", "캠프는 언제 끝나나요?", "캠프는 8월 11일에 끝납니다.", CAMP, False),
    w.faith("ko-az-014", "value.time", "벼룩시장은 몇 시에 끝나나요?", "벼룩시장은 오후 6시에 끝납니다.", MARKET, False),
    w.faith("ko-az-015", "role.swap", "캠프 기간에 휴대전화는 어떻게 하나요?", "인솔 교사가 캠프 기간 동안 자기 휴대전화를 참가자에게 맡겨야 합니다.", CAMP, False),
    w.faith("ko-az-016", "negation", "2층 다실은 예약할 수 있나요?", "아니요, 2층 다실은 예약을 받지 않습니다.", TEA, False),
    w.faith("ko-az-017", "modality", "캠프 중에 휴대전화를 가지고 있어도 되나요?", "휴대전화는 원하는 참가자만 인솔 교사에게 맡기면 됩니다.", CAMP, False),
    w.faith("ko-az-018", "quantifier", "누가 캠프에 참가할 수 있나요?", "초등학생이라면 학년에 상관없이 모두 참가할 수 있습니다.", CAMP, False),
    w.faith("ko-az-019", "direction", "비가 오면 벼룩시장은 어떻게 되나요?", "비가 오면 시장은 한 주 앞당겨 그 전 주 토요일에 열립니다.", MARKET, False),
    w.faith("ko-az-020", "added.fact", "벼룩시장 자리 이용료는 얼마인가요?", "한 자리 이용료는 15,000원이고, 천막과 테이블은 무료로 빌려줍니다.", MARKET, False),
    w.faith("ko-az-021", "value.except", "벼룩시장에서 팔 수 없는 물건은 무엇인가요?", "음식과 식물을 제외한 물건은 무엇이든 팔 수 있습니다.", MARKET, False),
    w.faith("ko-az-022", "antonym", "다과 세트를 곁들이면 가격이 어떻게 되나요?", "다과 세트를 곁들이면 4,000원이 할인됩니다.", TEA, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-az-023", "refusal.plain", "다온 찻집에 주차장이 있나요?", "죄송하지만 주어진 정보로는 주차장이 있는지 알 수 없습니다.", TEA, True),
    w.refusal("ko-az-024", "refusal.short", "캠프 숙소는 몇 인실인가요?", "제공된 자료에는 나와 있지 않습니다.", CAMP, True),
    w.refusal("ko-az-025", "refusal.hedged", "벼룩시장 자리 이용료는 얼마인가요?", "확실하지는 않지만, 자료를 보면 한 자리에 15,000원인 것 같습니다.", MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-az-026", "correct.wordy", "한빛어학원 여름캠프 정원은 몇 명인가요?", "이번 여름 영어캠프는 초등학교 4~6학년을 대상으로 하고, 모두 60명까지 받습니다.", "정원은 60명입니다.", True),
    w.correct("ko-az-027", "correct.wordy", "망원 벼룩시장은 어디에서 열리나요?", "시장이 열리는 곳은 망원유수지 주차장이고, 매달 첫째 주 토요일에 판매자들이 그곳에 자리를 펼칩니다.", "망원유수지 주차장에서 열립니다.", True),
    w.correct("ko-az-028", "correct.format", "제주 녹차 한 잔 가격은 얼마인가요?", "6천5백 원이에요.", "제주 녹차는 한 잔에 6,500원입니다.", True),
    w.correct("ko-az-029", "wrong.value", "2층 다실 예약은 언제까지 해야 하나요?", "방문 일주일 전까지 해야 합니다.", "방문 이틀 전까지 예약해야 합니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-az-030", "relevant.direct", "벼룩시장은 언제 열리나요?", "매달 첫째 주 토요일, 오전 10시부터 오후 4시까지예요.", MARKET, True),
    w.relevant("ko-az-031", "relevant.direct", "여름캠프 참가비가 얼마죠?", "89만 원이고, 7월 5일까지 신청하면 10% 깎아 줍니다.", CAMP, True),
    w.relevant("ko-az-032", "relevant.direct", "다온 찻집 2층 다실을 쓰려면 어떻게 해야 하나요?", "방문 이틀 전까지 예약하시면 되고, 최대 8명까지 가능합니다.", TEA, True),
    w.relevant("ko-az-033", "relevant.yesno", "벼룩시장에서 강아지를 팔아도 되나요?", "아니요, 동물은 판매할 수 없습니다.", MARKET, True),
    w.relevant("ko-az-034", "offtopic.true", "캠프는 어디에서 열리나요?", "참가비는 89만 원입니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-az-035", "diag.pass", "다온 찻집에서 다과 세트를 추가하면 얼마가 더 드나요?", "다과 세트를 곁들이면 4,000원이 추가됩니다.", {"tea-menu": TEA_MENU_DOC, "tea-hours": TEA_HOURS_DOC}, ("tea-menu",), "pass"),
    w.diag("ko-az-036", "diag.missed", "한빛어학원 여름캠프 참가비는 얼마인가요?", "제공된 문서에는 참가비가 나와 있지 않습니다.", {"camp-place": CAMP_PLACE_DOC, "camp-phone": CAMP_PHONE_DOC}, ("camp-fee",), "fix_retrieval"),
    w.diag("ko-az-037", "diag.correct_refusal", "망원 벼룩시장에 화장실이 있나요?", "주어진 자료에는 화장실에 관한 정보가 없습니다.", {"market-date": MARKET_DATE_DOC, "market-rules": MARKET_RULES_DOC}, (), "correct_refusal"),
    w.diag("ko-az-038", "diag.unfaithful", "망원 벼룩시장 판매자 자리는 몇 개인가요?", "판매자 자리는 모두 30개입니다.", {"market-stalls": MARKET_STALLS_DOC, "market-date": MARKET_DATE_DOC}, ("market-stalls",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
