"""Korean cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

ZOO = "청주 푸른숲동물원은 매일 오전 9시 30분부터 오후 6시까지 운영하며, 설날과 추석 당일에는 휴장한다. 입장료는 어른 6천 원, 어린이 3천 원이고 만 3세 미만은 무료다. 동물원에는 160종 1,200여 마리의 동물이 살고 있다. 2023년에는 몽골의 수도 울란바토르의 동물원에서 눈표범 한 쌍을 들여왔다. 안내견을 제외한 반려동물은 입장할 수 없다."
TAX = "동남세무서 민원실은 평일 오전 9시부터 오후 6시까지 문을 연다. 2024년 귀속 종합소득세는 2025년 6월 2일까지 신고·납부해야 하며, 기한을 넘기면 무신고 가산세 20%가 부과된다. 신고는 홈택스에서 온라인으로 할 수 있다. 방문 상담은 사전 예약을 권장하지만 필수는 아니다."
BAKERY = "밀과보리 베이커리는 1992년 박정숙 씨가 전주에서 처음 문을 연 제과 체인이다. 2008년에는 아들 김도현 씨가 경영을 이어받았다. 현재 전국에 58개 매장이 있으며 직원은 약 700명이다. 가장 잘 팔리는 제품은 1.2kg짜리 통밀 식빵으로, 가격은 7,500원이다. 모든 매장은 마감 후 남은 빵을 지역 푸드뱅크에 기부한다."
CAMP = "솔바람 캠핑장은 가평 청평호에서 북쪽으로 4km 떨어진 곳에 있으며 사이트는 모두 72개다. 텐트 사이트는 1박에 4만 원, 전기를 쓸 수 있는 카라반 사이트는 1박에 6만 5천 원이다. 연속 숙박은 최대 5박까지 가능하다. 밤 11시부터 아침 7시까지는 매너타임이며, 모닥불은 지정된 화로대에서만 피울 수 있다. 캠핑장은 3월 1일부터 11월 30일까지 운영한다."
HOSPITAL = "한강대학교병원 일반 병동의 면회 시간은 평일 오후 6시부터 8시까지, 주말과 공휴일은 오전 10시부터 12시까지와 오후 6시부터 8시까지다. 환자 한 명당 면회객은 한 번에 2명까지 허용된다. 만 13세 미만 어린이는 감염 예방을 위해 면회할 수 없다. 중환자실 면회는 하루 한 번 30분 동안만 가능하며 보호자 1명만 들어갈 수 있다."
WARRANTY = "누리전자에서 구입한 노트북과 스마트폰은 구입일로부터 1년간 무상 수리를 받을 수 있고, 충전기와 이어폰 같은 액세서리는 6개월간 보증된다. 보증은 제조상 결함에만 적용되며 침수나 액정 파손은 보증 대상에서 제외된다. 노트북은 9만 9천 원을 내면 보증 기간을 3년으로 연장할 수 있다. 보증 수리는 보통 영업일 기준 7일 이내에 끝난다. 모든 보증 청구에는 영수증이나 주문 번호가 필요하다."
POOL = "구립 한내수영장은 월요일을 제외하고 매일 문을 연다. 화요일부터 금요일까지는 오전 6시, 주말에는 오전 8시에 열고 매일 밤 9시에 닫는다. 1회 이용료는 성인 5천 원, 청소년 3천 원이다. 25m 레인 8개가 있으며 수온은 28°C로 유지된다. 수영모 착용은 필수다."
MOVING = "한결이사는 2005년부터 수도권에서 가정 이사를 해 온 업체다. 포장이사는 원룸 기준 55만 원부터이며, 5톤 트럭 한 대와 직원 3명이 배정된다. 예약은 이사 날짜 최소 2주 전까지 해야 한다. 피아노와 대형 수족관은 운반하지 않는다. 손 없는 날에는 요금이 20% 추가된다."
MARATHON = "2024 춘천 호반마라톤은 10월 27일 일요일 오전 8시에 공지천 광장에서 출발한다. 참가 신청은 8월 31일까지 받으며, 참가자가 1만 5천 명에 이르면 조기 마감된다. 풀코스 참가비는 5만 원이고, 풀코스는 만 18세 이상만 신청할 수 있다. 제한 시간은 5시간 30분이다. 9월 30일 이전에 참가를 취소하면 참가비의 절반을 돌려받는다."
ARCHIVE = "수원시 기록관은 1949년 이후의 시정 기록과 사진 약 4만 점을 보관하고 있다. 열람실은 화요일부터 토요일까지 오전 10시부터 오후 5시까지 운영한다. 처음 방문하는 이용자는 신분증을 제시하고 이용자 등록을 해야 한다. 플래시를 쓰지 않는 촬영은 허용되지만, 1960년 이전 문서는 직원이 제공하는 장갑을 끼고만 만질 수 있다. 복사는 한 장에 100원이다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bi-001", "para.reorder", "푸른숲동물원 입장료가 얼마예요?", "어린이는 3천 원, 어른은 6천 원이고 만 3세 미만은 무료예요.", ZOO, True),
    w.faith("ko-bi-002", "para.passive", "밀과보리 베이커리 경영은 누가 이어받았나요?", "2008년에 아들 김도현 씨에게 경영이 승계되었습니다.", BAKERY, True),
    w.faith("ko-bi-003", "para.synonym", "밀과보리 베이커리에는 직원이 몇 명이나 있나요?", "700명가량이 일하고 있습니다.", BAKERY, True),
    w.faith("ko-bi-004", "para.nominal", "종합소득세는 언제까지 내야 하나요?", "2024년 귀속 종합소득세의 신고·납부 기한은 2025년 6월 2일입니다.", TAX, True),
    w.faith("ko-bi-005", "para.capital", "푸른숲동물원 눈표범은 어디서 데려왔어요?", "울란바토르가 몽골의 수도인데, 2023년에 그곳 동물원에서 한 쌍을 들여왔습니다.", ZOO, True),
    w.faith("ko-bi-006", "para.pronoun", "한강대학교병원 중환자실 면회는 어떻게 하나요?", "하루 한 번, 30분 동안만 가능하고 보호자 1명만 들어갈 수 있어요.", HOSPITAL, True),
    w.faith("ko-bi-007", "para.relative", "밀과보리에서 제일 잘 팔리는 빵이 뭐예요?", "가격이 7,500원인 1.2kg짜리 통밀 식빵입니다.", BAKERY, True),
    w.faith("ko-bi-008", "para.part", "솔바람 캠핑장에는 사이트가 몇 개 있나요?", "모두 72개입니다.", CAMP, True),
    w.faith("ko-bi-009", "para.combine", "한내수영장은 언제 운영하나요?", "월요일만 빼고 매일 열며, 문 닫는 시간은 매일 밤 9시입니다.", POOL, True),
    w.faith("ko-bi-010", "fmt.number", "환자 한 명을 동시에 몇 명까지 면회할 수 있나요?", "한 번에 두 명까지 가능합니다.", HOSPITAL, True),
    w.faith("ko-bi-011", "fmt.thousands", "동물원에 동물이 몇 마리나 있어요?", "160종, 1200여 마리가 살고 있습니다.", ZOO, True),
    w.faith("ko-bi-012", "fmt.scale", "호반마라톤 참가 신청은 언제 마감되나요?", "8월 31일까지 받는데, 참가자가 15,000명이 되면 그 전에 마감됩니다.", MARATHON, True),
    w.faith("ko-bi-013", "fmt.date", "호반마라톤은 언제 열려요?", "2024. 10. 27.(일)에 열립니다.", MARATHON, True),
    w.faith("ko-bi-014", "fmt.time", "한내수영장은 몇 시에 닫나요?", "매일 21시에 문을 닫습니다.", POOL, True),
    w.faith("ko-bi-015", "fmt.unit", "솔바람 캠핑장은 청평호에서 얼마나 떨어져 있어요?", "청평호에서 북쪽으로 4킬로미터 거리에 있습니다.", CAMP, True),
    w.faith("ko-bi-016", "fmt.abbrev", "한강대병원 평일 면회 시간이 어떻게 되나요?", "한강대병원 일반 병동은 평일 오후 6시부터 8시까지 면회할 수 있습니다.", HOSPITAL, True),
    w.faith("ko-bi-017", "fmt.currency", "기록관에서 복사하면 얼마예요?", "한 장에 ₩100입니다.", ARCHIVE, True),
    w.faith("ko-bi-018", "fmt.range", "캠핑장에서 연속으로 며칠까지 묵을 수 있나요?", "연속 숙박은 5박을 넘길 수 없습니다.", CAMP, True),
    w.faith("ko-bi-019", "fmt.period", "한결이사 예약은 얼마나 미리 해야 하나요?", "이사 날짜로부터 최소 14일 전까지는 예약하셔야 합니다.", MOVING, True),
    w.faith("ko-bi-020", "fmt.share", "9월 중순에 마라톤 참가를 취소하면 환불되나요?", "네, 9월 30일 이전에 취소하면 참가비의 50%를 돌려받습니다.", MARATHON, True),
    w.faith("ko-bi-021", "para.except", "안내견도 푸른숲동물원에 들어갈 수 있나요?", "네, 안내견은 입장할 수 있습니다.", ZOO, True),
    w.faith("ko-bi-022", "wrap.opener", "누리전자 보증으로 액정 깨진 것도 고쳐 주나요?", "좋은 질문이에요! 아쉽게도 액정 파손은 보증 대상이 아닙니다.", WARRANTY, True),
    w.faith("ko-bi-023", "wrap.closer", "한결이사는 피아노도 옮겨 주나요?", "아니요, 피아노는 운반하지 않습니다. 도움이 되셨길 바랍니다.", MOVING, True),
    w.faith("ko-bi-024", "wrap.attribution", "세무서에 상담하러 갈 때 꼭 예약해야 하나요?", "세무서 안내에 따르면 사전 예약을 권장하지만 필수는 아닙니다.", TAX, True),
    w.faith("ko-bi-025", "wrap.hedge", "기록관 열람실은 언제 열어요?", "제가 알기로는 화요일부터 토요일까지, 오전 10시부터 오후 5시까지 운영합니다.", ARCHIVE, True),
    w.faith("ko-bi-026", "wrap.question", "텐트 사이트는 1박에 얼마예요?", "1박에 4만 원입니다. 카라반 사이트 요금도 알려 드릴까요?", CAMP, True),
    w.faith("ko-bi-027", "value.number", "푸른숲동물원에는 몇 종의 동물이 있나요?", "180종의 동물이 있습니다.", ZOO, False),
    w.faith("ko-bi-028", "value.date", "솔바람 캠핑장 운영 기간은 어떻게 되나요?", "4월 1일부터 11월 30일까지 운영합니다.", CAMP, False),
    w.faith("ko-bi-029", "value.time", "호반마라톤은 몇 시에 출발해요?", "오전 9시에 공지천 광장에서 출발합니다.", MARATHON, False),
    w.faith("ko-bi-030", "value.unit", "누리전자 보증 수리는 얼마나 걸리나요?", "보통 7주 안에 끝납니다.", WARRANTY, False),
    w.faith("ko-bi-031", "value.currency", "누리전자 노트북 보증 연장은 얼마예요?", "19만 9천 원을 내면 보증 기간을 3년으로 늘릴 수 있습니다.", WARRANTY, False),
    w.faith("ko-bi-032", "role.swap", "밀과보리 베이커리는 누가 처음 열었나요?", "1992년에 김도현 씨가 전주에서 처음 문을 열었습니다.", BAKERY, False),
    w.faith("ko-bi-033", "negation", "아이를 데리고 한강대학교병원 병문안을 가도 되나요?", "네, 만 13세 미만 어린이도 면회할 수 있습니다.", HOSPITAL, False),
    w.faith("ko-bi-034", "antonym", "수원시 기록관에서 사진 찍어도 돼요?", "아니요, 플래시를 쓰지 않더라도 촬영은 금지되어 있습니다.", ARCHIVE, False),
    w.faith("ko-bi-035", "modality", "한내수영장에서 수영모를 꼭 써야 하나요?", "수영모는 권장 사항일 뿐 필수는 아닙니다.", POOL, False),
    w.faith("ko-bi-036", "quantifier", "보증 수리를 받으려면 영수증이 있어야 하나요?", "노트북만 영수증이나 주문 번호가 필요하고, 스마트폰과 액세서리는 없어도 됩니다.", WARRANTY, False),
    w.faith("ko-bi-037", "value.except", "월요일에 한내수영장 가도 되나요?", "네, 한내수영장은 월요일에도 문을 엽니다.", POOL, False),
    w.faith("ko-bi-038", "direction", "호반마라톤 풀코스에 나이 제한이 있나요?", "네, 풀코스는 만 18세 이하만 신청할 수 있습니다.", MARATHON, False),
    w.faith("ko-bi-039", "added.fact", "한내수영장 이용료는 얼마예요?", "1회에 성인 5천 원, 청소년 3천 원이고, 65세 이상은 무료입니다.", POOL, False),
    w.faith("ko-bi-040", "added.entity", "솔바람 캠핑장은 어디에 있어요?", "가평 청평호에서 북쪽으로 4km 떨어져 있고, 바로 옆에 쁘띠프랑스가 있습니다.", CAMP, False),
    w.faith("ko-bi-041", "mixed", "손 없는 날에 이사하면 비용이 달라지나요?", "네, 손 없는 날에는 요금이 20% 추가되고, 평일에는 10% 할인됩니다.", MOVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bi-042", "refusal.plain", "푸른숲동물원 안에 식당이 있나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", ZOO, True),
    w.refusal("ko-bi-043", "refusal.context", "동남세무서 주차장은 무료인가요?", "제공된 자료에는 주차에 관한 내용이 나와 있지 않습니다.", TAX, True),
    w.refusal("ko-bi-044", "refusal.short", "한결이사는 짐 보관 서비스도 하나요?", "잘 모르겠어요.", MOVING, True),
    w.refusal("ko-bi-045", "refusal.hedged", "한내수영장은 토요일에 몇 시에 열어요?", "확실하지는 않지만, 주말에는 오전 8시에 여는 것 같아요.", POOL, False),
    w.refusal("ko-bi-046", "refusal.partial", "기록관 복사비랑 스캔 비용은 얼마인가요?", "스캔 비용은 자료에 나와 있지 않지만, 복사는 한 장에 100원입니다.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bi-047", "correct.wordy", "밀과보리 베이커리 창업자는 누구인가요?", "밀과보리 베이커리는 1992년 박정숙 씨가 전주에서 처음 문을 연 곳으로, 나중에 아들이 경영을 물려받았습니다.", "박정숙 씨입니다.", True),
    w.correct("ko-bi-048", "correct.short", "누리전자 스마트폰 보증 기간은 얼마나 되나요?", "1년이요.", "누리전자에서 산 스마트폰은 구입일로부터 1년 동안 무상 수리를 받을 수 있습니다.", True),
    w.correct("ko-bi-049", "correct.format", "호반마라톤 풀코스 참가비는 얼마예요?", "50,000원입니다.", "5만 원", True),
    w.correct("ko-bi-050", "wrong.value", "솔바람 캠핑장 카라반 사이트는 1박에 얼마인가요?", "1박에 5만 5천 원입니다.", "6만 5천 원", False),
    w.correct("ko-bi-051", "wrong.echo", "한결이사는 대형 수족관도 운반하나요?", "네, 한결이사는 대형 수족관도 운반합니다.", "아니요, 피아노와 대형 수족관은 운반하지 않습니다.", False),
    w.correct("ko-bi-052", "wrong.role", "2008년에 밀과보리 베이커리 경영을 이어받은 사람은 누구인가요?", "박정숙 씨가 이어받았습니다.", "아들 김도현 씨", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bi-053", "relevant.direct", "기록관에 처음 가면 뭘 챙겨 가야 하나요?", "신분증이요. 첫 방문 때 그걸로 이용자 등록을 합니다.", ARCHIVE, True),
    w.relevant("ko-bi-054", "relevant.direct", "주말에 한강대학교병원 병문안은 언제 가면 되나요?", "오전 10시~12시, 그리고 오후 6시~8시입니다.", HOSPITAL, True),
    w.relevant("ko-bi-055", "relevant.yesno", "솔바람 캠핑장에서 모닥불 피워도 되나요?", "네, 지정된 화로대에서만 가능합니다.", CAMP, True),
    w.relevant("ko-bi-056", "offtopic.true", "푸른숲동물원 어린이 입장료는 얼마예요?", "2023년에 몽골 울란바토르의 동물원에서 눈표범 한 쌍을 들여왔습니다.", ZOO, False),
    w.relevant("ko-bi-057", "offtopic.other", "동남세무서 민원실은 몇 시까지 하나요?", "종합소득세 신고는 홈택스에서 온라인으로 할 수 있습니다.", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bi-058", "diag.pass", "호반마라톤 제한 시간은 얼마인가요?", "제한 시간은 5시간 30분입니다.", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("ko-bi-059", "diag.offtopic", "누리전자 이어폰 보증 기간은 얼마나 되나요?", "노트북은 9만 9천 원을 내면 보증 기간을 3년으로 연장할 수 있습니다.", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("ko-bi-060", "diag.unfaithful", "한결이사 포장이사 요금은 얼마부터인가요?", "원룸 기준 35만 원부터입니다.", {"moving-01": MOVING, "camp-01": CAMP}, ("moving-01",), "fix_generation"),
    w.diag("ko-bi-061", "diag.refused", "푸른숲동물원은 몇 시에 문을 여나요?", "죄송하지만 운영 시간에 관한 정보는 찾을 수 없습니다.", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("ko-bi-062", "diag.missed", "수원시 기록관 복사비는 얼마인가요?", "잘 모르겠습니다.", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("ko-bi-063", "diag.correct_refusal", "한내수영장에 주차장이 있나요?", "죄송하지만 제공된 자료에는 주차장에 대한 내용이 없습니다.", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("ko-bi-064", "diag.should_refuse", "한강대학교병원 주차 요금은 얼마인가요?", "면회객은 시간당 2천 원입니다.", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
