# ruff: noqa: E501  (data: one case per line)
"""Fresh set G, Korean: native chatbot-style faithful paraphrases (endings, number words,
units, synonyms, passive/active, nominal style), some unfaithful answers and refusals."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTIST = "미소치과는 평일 오전 9시부터 오후 6시까지 진료합니다. 토요일에는 오후 1시까지 진료하며, 일요일과 공휴일은 휴진입니다. 스케일링은 1년에 한 번 건강보험이 적용됩니다."
GYM = "튼튼피트니스의 월 회원권은 5만 5천 원이며, 3개월권은 15만 원입니다. 신규 회원은 첫 방문 시 개인 트레이너와 30분 무료 상담을 받을 수 있습니다. 샤워실은 밤 11시에 문을 닫습니다."
CITY = "한빛구청 민원실은 평일 오전 9시부터 오후 6시까지 운영됩니다. 여권 발급에는 신분증과 최근 6개월 이내에 촬영한 여권 사진 1매가 필요합니다. 여권은 신청일로부터 보통 4일 후에 수령할 수 있습니다."
MUSIC = "소리음악학원은 2009년에 설립되었습니다. 피아노 개인 레슨은 주 2회, 회당 50분이며 수강료는 월 18만 원입니다. 첫 수업 전에 무료 체험 레슨을 한 번 받을 수 있습니다."
HOTEL = "바다호텔의 체크인은 오후 3시, 체크아웃은 오전 11시입니다. 조식은 1층 식당에서 오전 7시부터 10시 30분까지 제공됩니다. 반려동물은 동반할 수 없습니다."
BAKERY = "밀알베이커리는 매주 월요일에 쉽니다. 화요일부터 일요일까지는 오전 8시에 문을 열고 오후 8시에 문을 닫습니다. 케이크 주문은 최소 이틀 전에 해야 합니다."
MUSEUM = "시립역사박물관의 입장료는 성인 3천 원, 청소년 1천 5백 원이며, 만 6세 이하 어린이는 무료입니다. 매월 마지막 수요일에는 모든 관람객이 무료로 입장할 수 있습니다. 관람 시간은 오전 10시부터 오후 6시까지입니다."
MUSEUM2 = "시립역사박물관은 2024년 12월 31일부터 2025년 1월 2일까지 휴관합니다. 지난해 박물관을 찾은 관람객은 3만 5천 명이었습니다."
BIKE = "강변자전거대여소에서는 1시간에 2천 원으로 자전거를 빌릴 수 있습니다. 대여 시 신분증을 맡겨야 합니다. 전기자전거는 한 번 충전으로 약 40km를 달릴 수 있습니다."
PHARMACY = "온누리약국은 매일 밤 10시까지 영업합니다. 65세 이상 어르신은 일반의약품을 10% 할인받을 수 있습니다. 처방전은 사진으로 미리 보내실 수 있습니다."
LANGUAGE = "한글어학원의 초급 과정은 10주 동안 진행되며, 수업은 월요일과 목요일 저녁 7시에 시작합니다. 한 반의 정원은 12명입니다. 수강료는 교재비를 포함해 32만 원입니다."
PARKING = "중앙주차장의 주차 요금은 처음 30분에 1천 원이고, 이후 10분마다 500원이 추가됩니다. 하루 최대 요금은 1만 2천 원입니다. 주차장은 24시간 운영됩니다."
FURNITURE = "나무가구에서 구매한 제품은 구매 후 14일 이내에 반품할 수 있습니다. 배송은 서울 지역에 한해 무료입니다. 조립 서비스를 원하시면 3만 원의 비용이 추가됩니다."
KINDER = "햇살유치원은 만 3세부터 5세까지의 어린이를 받습니다. 등원 시간은 오전 8시 30분부터 9시 30분까지입니다. 점심 식사는 유치원에서 제공합니다."
INTERNET = "빠른넷의 기가 인터넷 요금은 월 3만 3천 원이며, 3년 약정이 필요합니다. 설치는 신청 후 사흘 이내에 이루어집니다. 설치비는 무료입니다."
FAMILY = "김씨네 양조장은 1952년 김영수 씨가 설립했습니다. 1988년에는 그의 아들 김철민 씨가 사업을 물려받았습니다. 현재 직원은 25명입니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("ko-g-001", "para.synonym", "밀알베이커리는 언제 문을 여나요?", "월요일은 휴무이고, 화요일부터 일요일까지 오전 8시부터 오후 8시까지 영업합니다.", BAKERY, True),
    w.faith("ko-g-002", "para.passive", "김씨네 양조장은 누가 세웠나요?", "김씨네 양조장은 1952년에 김영수 씨에 의해 설립되었습니다.", FAMILY, True),
    w.faith("ko-g-003", "fmt.time", "체크인과 체크아웃 시간이 어떻게 되나요?", "체크인은 오후 세 시, 체크아웃은 오전 열한 시입니다.", HOTEL, True),
    w.faith("ko-g-004", "fmt.time", "조식은 몇 시에 먹을 수 있어요?", "조식은 1층 식당에서 아침 7시부터 10시 반까지 드실 수 있어요.", HOTEL, True),
    w.faith("ko-g-005", "fmt.thousands", "회원권 가격이 얼마예요?", "한 달 회원권은 55,000원이고, 3개월 회원권은 150,000원이에요.", GYM, True),
    w.faith("ko-g-006", "fmt.period", "인터넷 설치는 언제 해 주나요?", "설치는 신청하신 뒤 3일 안에 해 드려요.", INTERNET, True),
    w.faith("ko-g-007", "fmt.period", "반품은 언제까지 가능한가요?", "구매하신 뒤 2주 안에 반품하실 수 있어요.", FURNITURE, True),
    w.faith("ko-g-008", "fmt.number", "몇 살 아이가 다닐 수 있나요?", "햇살유치원에는 만 세 살부터 다섯 살까지의 어린이가 다닐 수 있습니다.", KINDER, True),
    w.faith("ko-g-009", "para.synonym", "여권을 만들려면 뭐가 필요해요?", "여권을 발급받으시려면 신분증과 최근 6개월 안에 찍은 여권 사진 한 장을 준비하셔야 해요.", CITY, True),
    w.faith("ko-g-010", "para.nominal", "자전거를 빌릴 때 뭘 맡겨야 하나요?", "자전거를 빌리실 때 신분증을 맡기셔야 합니다.", BIKE, True),
    w.faith("ko-g-011", "wrap.opener", "박물관 입장료가 얼마예요?", "네, 안내해 드릴게요! 성인은 3천 원, 청소년은 1천 5백 원이고, 만 6세 이하 어린이는 무료입니다.", MUSEUM, True),
    w.faith("ko-g-012", "wrap.closer", "케이크 주문은 언제까지 해야 하나요?", "케이크는 적어도 이틀 전에는 주문해 주셔야 해요. 도움이 되셨길 바랍니다!", BAKERY, True),
    w.faith("ko-g-013", "wrap.attribution", "피아노 레슨은 얼마나 자주 하나요?", "학원 안내문에 따르면 피아노 개인 레슨은 일주일에 두 번, 한 번에 50분씩입니다.", MUSIC, True),
    w.faith("ko-g-014", "wrap.hedge", "조립 서비스는 따로 돈을 내야 하나요?", "제가 알기로는 조립 서비스를 이용하시면 3만 원이 추가로 듭니다.", FURNITURE, True),
    w.faith("ko-g-015", "wrap.question", "기가 인터넷 요금이 얼마예요?", "빠른넷 기가 인터넷은 월 3만 3천 원이고, 설치비는 받지 않아요. 신청을 도와드릴까요?", INTERNET, True),
    w.faith("ko-g-016", "para.except", "미소치과는 언제 진료하나요?", "미소치과는 일요일과 공휴일을 빼고 매일 진료합니다.", DENTIST, True),
    w.faith("ko-g-017", "para.combine", "초급 과정은 어떻게 진행돼요?", "초급 과정은 10주짜리이고, 월요일과 목요일 저녁 7시에 수업이 시작되며, 한 반은 최대 12명입니다.", LANGUAGE, True),
    w.faith("ko-g-018", "para.part", "매달 마지막 수요일에 혜택이 있나요?", "네, 매달 마지막 수요일에는 모든 관람객이 무료로 들어갈 수 있어요.", MUSEUM, True),
    w.faith("ko-g-019", "para.pronoun", "1988년에 양조장을 물려받은 사람은 누구예요?", "1988년에는 김영수 씨의 아들인 김철민 씨가 양조장을 물려받았습니다.", FAMILY, True),
    w.faith("ko-g-020", "para.relative", "처음 가입하면 뭘 받을 수 있어요?", "신규 회원이 첫 방문 때 받을 수 있는 것은 개인 트레이너와의 30분 무료 상담입니다.", GYM, True),
    w.faith("ko-g-021", "fmt.time", "샤워실은 몇 시까지 이용할 수 있나요?", "샤워실은 23시에 문을 닫아요.", GYM, True),
    w.faith("ko-g-022", "fmt.unit", "전기자전거는 얼마나 멀리 갈 수 있어요?", "전기자전거는 한 번 충전하면 약 40킬로미터를 달릴 수 있어요.", BIKE, True),
    w.faith("ko-g-023", "fmt.range", "등원 시간이 어떻게 되나요?", "등원 시간은 오전 8:30~9:30입니다.", KINDER, True),
    w.faith("ko-g-024", "fmt.share", "어르신 할인이 있나요?", "네, 65세 이상 어르신은 일반의약품을 10퍼센트 할인받으실 수 있어요.", PHARMACY, True),
    w.faith("ko-g-025", "fmt.date", "박물관은 언제 휴관하나요?", "박물관은 2024. 12. 31.부터 2025. 1. 2.까지 휴관해요.", MUSEUM2, True),
    w.faith("ko-g-026", "fmt.scale", "작년에 관람객이 몇 명이었어요?", "작년에 박물관을 찾은 관람객은 3.5만 명이었습니다.", MUSEUM2, True),
    # unfaithful answers
    w.faith("ko-g-027", "value.number", "한 반에 몇 명까지 들을 수 있나요?", "한 반의 정원은 15명입니다.", LANGUAGE, False),
    w.faith("ko-g-028", "value.time", "토요일에도 진료하나요?", "네, 토요일에는 오후 3시까지 진료합니다.", DENTIST, False),
    w.faith("ko-g-029", "value.currency", "주차 요금이 어떻게 되나요?", "처음 30분은 1천 원이고, 이후 10분마다 1천 원씩 추가됩니다.", PARKING, False),
    w.faith("ko-g-030", "value.date", "양조장은 언제 설립되었나요?", "김씨네 양조장은 1962년에 설립되었습니다.", FAMILY, False),
    w.faith("ko-g-031", "value.unit", "자전거 대여료가 얼마예요?", "자전거는 하루에 2천 원으로 빌리실 수 있어요.", BIKE, False),
    w.faith("ko-g-032", "role.swap", "양조장의 역사를 알려 주세요.", "1952년에 김철민 씨가 양조장을 세웠고, 1988년에 그의 아버지 김영수 씨가 사업을 물려받았습니다.", FAMILY, False),
    w.faith("ko-g-033", "negation", "강아지를 데리고 가도 되나요?", "네, 바다호텔에서는 반려동물과 함께 투숙하실 수 있습니다.", HOTEL, False),
    w.faith("ko-g-034", "antonym", "배송비가 있나요?", "배송은 서울 지역에 한해 유료입니다.", FURNITURE, False),
    w.faith("ko-g-035", "modality", "약정을 꼭 해야 하나요?", "아니요, 3년 약정은 선택 사항이에요.", INTERNET, False),
    w.faith("ko-g-036", "quantifier", "무료 입장하는 날이 있나요?", "네, 매주 수요일에는 모든 관람객이 무료로 입장할 수 있어요.", MUSEUM, False),
    w.faith("ko-g-037", "direction", "체험 레슨은 언제 받을 수 있나요?", "첫 수업을 들으신 후에 무료 체험 레슨을 한 번 받으실 수 있어요.", MUSIC, False),
    w.faith("ko-g-038", "added.fact", "약국은 몇 시까지 하나요?", "온누리약국은 매일 밤 10시까지 영업하며, 약국 앞 주차장도 무료로 이용하실 수 있습니다.", PHARMACY, False),
    w.faith("ko-g-039", "added.entity", "신규 회원 혜택이 있나요?", "신규 회원은 첫 방문 때 개인 트레이너와 30분 무료 상담을 받을 수 있고, 영양사 상담도 함께 받을 수 있어요.", GYM, False),
    w.faith("ko-g-040", "mixed", "유치원 입학 나이와 점심은 어떻게 되나요?", "만 2세부터 5세까지 받으며, 점심은 집에서 도시락을 싸 와야 합니다.", KINDER, False),
]
REFUSAL: list[Case] = [
    w.refusal("ko-g-041", "refusal.plain", "미소치과의 임플란트 비용은 얼마인가요?", "죄송하지만 그 질문에는 답변드리기 어렵습니다. 제가 가진 정보로는 알 수 없어요.", DENTIST, True),
    w.refusal("ko-g-042", "refusal.context", "중앙주차장 월 정기권은 얼마예요?", "제공된 문서에는 주차장 월 정기권 가격에 대한 내용이 없습니다.", PARKING, True),
    w.refusal("ko-g-043", "refusal.hedged", "체크아웃은 몇 시예요?", "정확하지는 않을 수 있지만, 안내문에 따르면 체크아웃은 오전 11시입니다.", HOTEL, False),
    w.refusal("ko-g-044", "refusal.partial", "민원실 운영 시간과 토요일 운영 여부를 알려 주세요.", "민원실은 평일 오전 9시부터 오후 6시까지 운영됩니다. 토요일 운영 여부는 문서에 나와 있지 않습니다.", CITY, False),
]
CORRECTNESS: list[Case] = []
RELEVANCY: list[Case] = []
DIAGNOSIS: list[Case] = []
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
