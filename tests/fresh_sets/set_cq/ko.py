"""Fresh set cq, Korean: 안경원, 온천, 스쿠버 다이빙 스쿨, 유치원, 가구 공방, 케이블카, 빈티지 의류 장터, 공연장 매표소, 양봉 강좌, 휴대폰 수리점."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

OPTICIAN = (
    "맑은눈안경원은 안경사 박소연 원장이 운영한다. "
    "시력 검사는 20분 정도 걸리고 비용은 1만 원이며, 초등학생은 무료다. "
    "단초점 안경은 5일 안에 완성되고, 누진다초점 안경은 최대 2주가 걸린다. "
    "안경원은 일요일을 제외하고 매일 오전 10시부터 오후 8시까지 문을 연다. "
    "검사를 받으러 올 때는 지금 쓰는 안경을 반드시 가져와야 하며, 예전 처방전은 가져오면 좋지만 필수는 아니다."
)
SPA = (
    "온양하늘온천에는 실내 탕 5개와 노천탕 2개가 있으며, 원천 온도는 42°C다. "
    "입장료는 어른 12,000원, 어린이 6,000원이다. "
    "온천은 매일 새벽 5시 30분에 문을 열고 오후 9시에 닫는다. "
    "만 7세 미만 어린이는 사우나실에 들어갈 수 없다. "
    "수건은 1장에 1,000원을 내고 빌릴 수 있다."
)
DIVING = (
    "제주 블루씨 다이빙스쿨의 오픈워터 과정은 4일 동안 진행되며 수강료는 65만 원이다. "
    "수강생은 만 12세 이상이어야 하고, 첫 다이빙 전에 200m 수영 테스트를 통과해야 한다. "
    "과정에는 수영장 교육 2회와 바다 다이빙 4회가 포함되며, 최대 수심은 18m다. "
    "주말반은 이태호 강사가, 평일반은 한지민 강사가 맡는다. "
    "장비 대여료는 수강료에 포함되지만, 마스크는 35,000원에 따로 사야 한다."
)
KINDERGARTEN = (
    "햇살유치원에는 원아 60명이 3개 반에 20명씩 다닌다. "
    "운영 시간은 월요일부터 금요일까지 오전 7시 30분부터 오후 7시까지다. "
    "점심은 원내에서 직접 조리하며 급식비는 하루 3천 원이다. "
    "아이가 아프면 보호자는 오전 9시 전까지 원에 연락해야 한다. "
    "2020년에 부임한 최은영 원장은 설립자인 정민호 전 원장의 뒤를 이었다. "
    "최 원장은 서울대학교에서 유아교육을 전공했다."
)
WORKSHOP = (
    "목수 강도윤이 2012년에 세운 나무결공방에서는 현재 목수 7명이 일한다. "
    "원목 식탁 하나를 만드는 데는 약 6주가 걸리고 가격은 180만 원이다. "
    "주문할 때 가격의 30%를 계약금으로 낸다. "
    "공방은 인증받은 숲에서 나온 목재만 쓴다. "
    "30km 이내는 무료로 배송하고, 그보다 멀면 1km당 2,000원을 받는다."
)
CABLE_CAR = (
    "설악하늘 케이블카는 하부 정류장에서 정상까지 1,200m 구간을 6분 만에 오른다. "
    "캐빈 한 대에는 최대 40명이 탈 수 있다. "
    "왕복 요금은 어른 15,000원이고, 어린이는 어른 요금의 절반을 낸다. "
    "케이블카는 오전 9시부터 오후 6시까지 15분 간격으로 운행한다. "
    "풍속이 초속 15m를 넘으면 운행하지 않는다."
)
MARKET = (
    "빈티지 의류 장터 '두번째 옷장'은 대한민국의 수도인 서울의 성수동에서 매달 마지막 토요일에 열린다. "
    "약 80개의 매대에서 1960년대부터 1990년대까지의 옷을 판다. "
    "입장료는 2천 원이고, 초등학생 이하는 무료다. "
    "판매자는 적어도 열흘 전에 자리를 예약해야 하며, 자리 하나는 3만 원이다. "
    "이 장터는 2016년에 디자이너 윤하나가 시작했다."
)
BOX_OFFICE = (
    "한빛아트홀 매표소는 화요일부터 토요일까지 오전 11시부터 오후 7시까지 운영한다. "
    "티켓은 공연 48시간 전까지 반납하면 전액 환불되며, 그 이후에는 환불되지 않는다. "
    "학생은 유효한 학생증을 보여 주면 20% 할인을 받는다. "
    "공연장의 좌석 수는 1,500석이다. "
    "한 사람이 한 공연에 최대 4장까지 살 수 있다."
)
BEES = (
    "꿀벌농원 양봉 강좌는 2025년 4월 5일부터 다섯 번의 토요일에 걸쳐 진행되며 수강료는 25만 원이다. "
    "강의는 양봉가 오상철이 맡고, 그의 딸 오유진이 보조한다. "
    "수강생에게는 방충망 모자와 장갑이 지급되지만, 긴소매 옷은 각자 준비해야 한다. "
    "정원은 12명이다. "
    "벌독 알레르기가 있는 사람은 벌통 실습에 참여할 수 없다."
)
PHONE = (
    "폰닥터 수리점은 역삼역 2번 출구 앞에 있다. "
    "액정 교체는 약 40분이 걸리고, 비용은 기종에 따라 15만 원부터다. "
    "배터리 교체는 5만 5천 원이며 6개월 동안 보증된다. "
    "수리점은 월요일을 빼고 매일 오전 10시부터 오후 9시까지 연다. "
    "물에 빠진 휴대폰도 맡길 수 있지만, 수리가 된다는 보장은 없다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cq-001", "para.reorder", "온천 어른 입장료가 얼마예요?", "12,000원이 어른 입장료예요.", SPA, True),
    w.faith("ko-cq-002", "para.passive", "나무결공방은 누가 세웠나요?", "나무결공방은 2012년에 목수 강도윤에 의해 설립되었습니다.", WORKSHOP, True),
    w.faith("ko-cq-003", "para.synonym", "햇살유치원 아이들은 몇 명이에요?", "원생은 모두 60명입니다.", KINDERGARTEN, True),
    w.faith("ko-cq-004", "para.nominal", "티켓 환불은 어떻게 되나요?", "공연 48시간 전까지 반납 시 전액 환불이 가능합니다.", BOX_OFFICE, True),
    w.faith("ko-cq-005", "para.capital", "'두번째 옷장' 장터는 어디서 열려요?", "서울 성수동에서 열려요. 서울은 대한민국의 수도죠.", MARKET, True),
    w.faith("ko-cq-006", "para.pronoun", "이태호 강사는 어느 반을 맡고 있나요?", "주말반을 담당합니다.", DIVING, True),
    w.faith("ko-cq-007", "para.relative", "양봉 강좌는 누가 가르치나요?", "딸 오유진의 보조를 받는 양봉가 오상철이 강의를 맡습니다.", BEES, True),
    w.faith("ko-cq-008", "para.part", "케이블카 어른 요금 좀 알려 주세요.", "어른 왕복 요금은 15,000원입니다.", CABLE_CAR, True),
    w.faith("ko-cq-009", "para.combine", "액정 교체는 얼마나 걸려요?", "역삼역 2번 출구 앞에 있는 폰닥터에서는 액정 교체에 40분 정도 걸립니다.", PHONE, True),
    w.faith("ko-cq-010", "fmt.number", "판매자는 언제까지 자리를 예약해야 하나요?", "늦어도 10일 전까지는 자리를 예약해야 합니다.", MARKET, True),
    w.faith("ko-cq-011", "fmt.thousands", "한빛아트홀 좌석은 몇 석인가요?", "한빛아트홀은 1500석 규모입니다.", BOX_OFFICE, True),
    w.faith("ko-cq-012", "fmt.scale", "유치원 점심값은 얼마예요?", "급식비는 하루에 3,000원입니다.", KINDERGARTEN, True),
    w.faith("ko-cq-013", "fmt.date", "양봉 강좌는 언제 시작하나요?", "강좌는 2025. 4. 5.에 시작합니다.", BEES, True),
    w.faith("ko-cq-014", "fmt.time", "폰닥터는 몇 시까지 해요?", "21시까지 영업합니다.", PHONE, True),
    w.faith("ko-cq-015", "fmt.unit", "온천물 온도가 몇 도예요?", "원천 온도는 섭씨 42도입니다.", SPA, True),
    w.faith("ko-cq-016", "fmt.abbrev", "최은영 원장은 어디서 무엇을 전공했나요?", "서울대에서 유아교육을 전공했습니다.", KINDERGARTEN, True),
    w.faith("ko-cq-017", "fmt.currency", "다이빙 마스크는 얼마예요?", "마스크는 따로 사야 하고, 가격은 ₩35,000입니다.", DIVING, True),
    w.faith("ko-cq-018", "fmt.range", "한 번에 티켓을 몇 장까지 살 수 있어요?", "한 사람이 한 공연에 살 수 있는 티켓은 4장이 상한입니다.", BOX_OFFICE, True),
    w.faith("ko-cq-019", "fmt.period", "누진다초점 안경은 얼마나 걸려요?", "길게는 14일까지 걸립니다.", OPTICIAN, True),
    w.faith("ko-cq-020", "fmt.share", "케이블카 어린이 요금은 어떻게 돼요?", "어린이는 어른 요금의 50%를 냅니다.", CABLE_CAR, True),
    w.faith("ko-cq-021", "para.except", "일요일에도 맑은눈안경원 문 여나요?", "아니요, 일요일에는 쉽니다.", OPTICIAN, True),
    w.faith("ko-cq-022", "wrap.opener", "오픈워터 과정은 몇 살부터 들을 수 있나요?", "좋은 질문이에요! 수강생은 만 12세 이상이어야 합니다.", DIVING, True),
    w.faith("ko-cq-023", "wrap.closer", "계약금은 얼마나 내야 하나요?", "주문할 때 가격의 30%를 계약금으로 내시면 됩니다. 도움이 되셨길 바랍니다!", WORKSHOP, True),
    w.faith("ko-cq-024", "wrap.attribution", "장터 입장료가 있나요?", "안내 자료에 따르면 입장료는 2천 원이고, 초등학생 이하는 무료입니다.", MARKET, True),
    w.faith("ko-cq-025", "wrap.hedge", "온천에서 수건 빌릴 수 있나요?", "제가 알기로는 한 장에 1,000원을 내면 수건을 빌릴 수 있어요.", SPA, True),
    w.faith("ko-cq-026", "wrap.question", "양봉 강좌 정원이 몇 명인가요?", "정원은 12명입니다. 수강료도 알려 드릴까요?", BEES, True),
    w.faith("ko-cq-027", "value.number", "온천에 탕이 몇 개 있나요?", "실내 탕 5개와 노천탕 3개가 있습니다.", SPA, False),
    w.faith("ko-cq-028", "value.date", "'두번째 옷장'은 언제 시작됐나요?", "디자이너 윤하나가 2018년에 시작했습니다.", MARKET, False),
    w.faith("ko-cq-029", "value.time", "케이블카 운행 시간이 어떻게 돼요?", "오전 9시부터 오후 8시까지 15분 간격으로 운행합니다.", CABLE_CAR, False),
    w.faith("ko-cq-030", "value.unit", "바다 다이빙은 얼마나 깊이 들어가나요?", "최대 수심은 18피트입니다.", DIVING, False),
    w.faith("ko-cq-031", "value.currency", "원목 식탁은 얼마인가요?", "원목 식탁은 만드는 데 약 6주가 걸리고 가격은 210만 원입니다.", WORKSHOP, False),
    w.faith("ko-cq-032", "role.swap", "지금 햇살유치원 원장은 누구예요?", "현재 원장은 정민호 원장으로, 설립자인 최은영 전 원장의 뒤를 이었습니다.", KINDERGARTEN, False),
    w.faith("ko-cq-033", "negation", "양봉 강좌에서 장갑은 주나요?", "아니요, 장갑은 지급되지 않습니다.", BEES, False),
    w.faith("ko-cq-034", "antonym", "장비 대여료는 수강료에 들어 있나요?", "아니요, 장비 대여료는 수강료와 별도입니다.", DIVING, False),
    w.faith("ko-cq-035", "modality", "시력 검사 받을 때 뭘 가져가야 하나요?", "지금 쓰는 안경과 예전 처방전을 꼭 가져와야 합니다.", OPTICIAN, False),
    w.faith("ko-cq-036", "quantifier", "나무결공방은 어떤 목재를 쓰나요?", "공방 목재 중 일부만 인증받은 숲에서 나온 것입니다.", WORKSHOP, False),
    w.faith("ko-cq-037", "value.except", "월요일에 폰닥터에 가도 되나요?", "네, 월요일에도 오전 10시부터 영업합니다.", PHONE, False),
    w.faith("ko-cq-038", "direction", "아이도 사우나실에 들어갈 수 있나요?", "만 7세 이상 어린이는 사우나실에 들어갈 수 없습니다.", SPA, False),
    w.faith("ko-cq-039", "added.fact", "케이블카 캐빈 하나에 몇 명 타요?", "캐빈 한 대에 최대 40명이 탈 수 있고, 모든 캐빈에 냉방이 됩니다.", CABLE_CAR, False),
    w.faith("ko-cq-040", "added.entity", "학생 할인이 있나요?", "학생은 학생증을 보여 주면 20% 할인을 받고, 인터파크에서 예매해도 같은 할인이 적용됩니다.", BOX_OFFICE, False),
    w.faith("ko-cq-041", "mixed", "장터에 매대가 몇 개나 돼요?", "매대는 약 80개이고, 2000년대 옷도 판매합니다.", MARKET, False),
]
REFUSAL = [
    w.refusal("ko-cq-042", "refusal.plain", "온천 안에 식당이 있나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", SPA, True),
    w.refusal("ko-cq-043", "refusal.context", "블루씨 다이빙스쿨에서 야간 다이빙도 하나요?", "제공된 자료에는 야간 다이빙에 관한 내용이 없습니다.", DIVING, True),
    w.refusal("ko-cq-044", "refusal.short", "강좌 끝나고 꿀도 가져갈 수 있나요?", "모르겠어요.", BEES, True),
    w.refusal("ko-cq-045", "refusal.long", "폰닥터에서 태블릿도 고쳐 주나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에는 폰닥터의 휴대폰 액정 교체와 배터리 교체 안내만 있고, 태블릿 수리에 관한 내용은 없습니다. 매장에 직접 전화하시거나 역삼역 매장을 방문해서 확인해 보시길 권해 드립니다. 더 도움을 드리지 못해 죄송합니다.", PHONE, True),
    w.refusal("ko-cq-046", "refusal.hedged", "케이블카 어른 왕복 요금이 얼마예요?", "확실하지는 않지만, 어른 왕복은 15,000원인 것 같아요.", CABLE_CAR, False),
    w.refusal("ko-cq-047", "refusal.partial", "시력 검사 비용하고 콘택트렌즈 처방 비용이 얼마예요?", "시력 검사는 1만 원입니다. 다만 콘택트렌즈 처방 비용은 자료에 나와 있지 않네요.", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("ko-cq-048", "correct.wordy", "햇살유치원 원장은 누구인가요?", "햇살유치원의 원장은 2020년에 부임한 최은영 원장으로, 설립자의 뒤를 이어 유치원을 이끌고 있습니다.", "최은영.", True),
    w.correct("ko-cq-049", "correct.short", "나무결공방에서 원목 식탁을 만드는 데 얼마나 걸리나요?", "6주쯤요.", "나무결공방에서 원목 식탁 하나를 만드는 데는 약 6주가 걸립니다.", True),
    w.correct("ko-cq-050", "correct.format", "한빛아트홀 매표소는 몇 시에 닫나요?", "19시에 닫습니다.", "오후 7시.", True),
    w.correct("ko-cq-051", "wrong.value", "오픈워터 과정 수강료는 얼마인가요?", "56만 원입니다.", "65만 원.", False),
    w.correct("ko-cq-052", "wrong.echo", "판매자 자리 하나의 비용은 얼마인가요?", "판매자 자리 하나의 비용은 판매자가 자리 하나에 내는 비용입니다.", "3만 원.", False),
    w.correct("ko-cq-053", "wrong.role", "꿀벌농원 양봉 강좌의 강사는 누구인가요?", "오상철 씨의 딸인 오유진 씨입니다.", "오상철.", False),
]
RELEVANCY = [
    w.relevant("ko-cq-054", "relevant.direct", "케이블카가 멈추는 건 어떤 경우예요?", "바람이 초속 15m보다 세게 불면 운행하지 않아요.", CABLE_CAR, True),
    w.relevant("ko-cq-055", "relevant.yesno", "티켓 환불 돼요?", "네, 공연 48시간 전까지 반납하면 전액 돌려받습니다.", BOX_OFFICE, True),
    w.relevant("ko-cq-056", "offtopic.true", "온천 어린이 입장료는 얼마예요?", "온천은 매일 새벽 5시 30분에 문을 엽니다.", SPA, False),
    w.relevant("ko-cq-057", "offtopic.other", "시력 검사는 얼마나 걸려요?", "시력 검사 비용은 1만 원입니다.", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("ko-cq-058", "diag.pass", "폰닥터 배터리 교체 비용은 얼마예요?", "5만 5천 원이고, 6개월 동안 보증됩니다.", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("ko-cq-059", "diag.offtopic", "햇살유치원은 몇 시에 문을 닫아요?", "점심은 원내에서 직접 조리합니다.", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("ko-cq-060", "diag.unfaithful", "나무결공방 무료 배송은 어디까지 되나요?", "100km 이내는 무료로 배송해 줍니다.", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("ko-cq-061", "diag.refused", "벌독 알레르기가 있어도 벌통 실습을 할 수 있나요?", "죄송하지만 그 내용은 찾을 수 없습니다.", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("ko-cq-062", "diag.missed", "첫 다이빙 전에 어떤 테스트를 통과해야 하나요?", "그건 잘 모르겠습니다.", {"cable_car": CABLE_CAR, "market": MARKET}, ("diving",), "fix_retrieval"),
    w.diag("ko-cq-063", "diag.correct_refusal", "장터 근처에 주차장이 있나요?", "죄송하지만 주차에 관한 정보는 자료에 없습니다.", {"market": MARKET}, (), "correct_refusal"),
    w.diag("ko-cq-064", "diag.should_refuse", "한빛아트홀에 물품 보관소가 있나요?", "네, 1층에 무료 물품 보관소가 있습니다.", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
