"""Korean cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BAKERY_HISTORY = (
    "한빛제과는 1971년 박만수 씨가 전주 남부시장 앞에 처음 문을 연 빵집이다. "
    "1998년 그의 맏딸 박은정 씨가 가게를 물려받았고, 2021년부터는 박은정 씨의 아들 최도윤 씨가 운영을 맡고 있다. "
    "창업 당시부터 만들어 온 단팥빵은 지금도 하루 300개만 굽는다."
)
BAKERY_ORDERS = (
    "한빛제과는 매일 오전 8시부터 오후 9시까지 영업하며, 매주 화요일은 쉰다. "
    "케이크는 최소 이틀 전까지 전화로 예약해야 하고, 예약금 1만 원을 먼저 내야 한다. "
    "그날 팔지 못한 빵은 다음 날 판매하지 않는다."
)
KAYAK_PRICES = (
    "청풍카약은 1인용 카약을 1시간에 2만 원, 2인용 카약을 1시간에 3만 5천 원에 빌려준다. "
    "요금에는 구명조끼와 노 대여가 포함된다. "
    "초등학생 이하 어린이는 보호자와 함께 2인용 카약에만 탈 수 있다."
)
KAYAK_HOURS = (
    "대여소는 4월부터 10월까지 운영하며, 운영 시간은 오전 9시부터 오후 6시까지다. "
    "마지막 출발은 오후 4시 30분이다. "
    "풍속이 초속 10미터를 넘으면 모든 운항이 중단되고 요금은 전액 환불된다."
)
JOINERY_TEAM = (
    "나무결공방은 2009년 목수 정현우 씨와 그의 처남 한지석 씨가 함께 세운 목공 회사다. "
    "정현우 씨는 제작을 총괄하고, 한지석 씨는 견적과 현장 상담을 맡는다. "
    "직원은 모두 7명이며 그중 2명은 견습생이다."
)
JOINERY_TERMS = (
    "붙박이장을 주문하면 현장 실측 후 3영업일 안에 무료 견적서를 보내 준다. "
    "계약할 때 총액의 40%를 계약금으로 내고, 나머지는 설치가 끝난 뒤에 낸다. "
    "모든 제품의 몸체는 5년간 무상 수리해 주지만, 경첩과 손잡이는 제외된다."
)
HOTEL_HOUSE = (
    "소담재는 1930년대 한옥을 고쳐 만든, 객실 9개짜리 부티크 호텔이다. "
    "2013년 윤서영 씨가 문을 열었고, 2022년 강태호 씨에게 호텔을 넘겼다. "
    "체크인은 오후 3시부터, 체크아웃은 오전 11시까지다."
)
HOTEL_SERVICES = (
    "조식은 오전 7시 30분부터 10시까지 제공되며, 숙박 요금에 포함되지 않은 경우 1인당 18,000원이다. "
    "반려견은 마당이 딸린 객실 3곳에서만 1박에 3만 원을 내고 함께 묵을 수 있다. "
    "옥상 찻집은 투숙객만 이용할 수 있다."
)
FLOWER_SHOP = (
    "꽃다움은 이미나 씨가 소유한 꽃집이며, 점장은 이미나 씨의 조카 송하늘 씨가 맡고 있다. "
    "오후 1시 이전에 주문하면 시내 당일 배송이 가능하고, 배송비는 5,000원이다. "
    "웨딩 부케는 예식 4주 전까지 상담 예약을 해야 한다."
)
MUSIC_SCHOOL = (
    "소리나무음악학원은 1995년 바이올리니스트 오정민 씨가 세웠다. "
    "2018년부터는 그의 제자였던 배수진 씨가 원장을 맡고 있다. "
    "수업은 한 번에 50분이며, 월 4회 수업료는 16만 원이다. "
    "수업 하루 전까지 알리지 않고 빠지면 보강을 해 주지 않는다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("ko-t25-001", "para.relative", "한빛제과는 누가 물려받았나요?",
            "박만수 씨가 1971년에 연 한빛제과는 1998년에 그의 맏딸 박은정 씨가 물려받았습니다.",
            BAKERY_HISTORY, True),
    w.faith("ko-t25-002", "para.combine", "지금 한빛제과는 누가 운영해요?",
            "2021년부터는 최도윤 씨가 운영하고 있어요. 1998년에 가게를 이어받은 박은정 씨의 아들이에요.",
            BAKERY_HISTORY, True),
    w.faith("ko-t25-003", "para.pronoun", "한빛제과를 처음 연 사람이 누구예요?",
            "처음 가게를 연 사람은 박만수 씨입니다. 그는 1971년 전주 남부시장 앞에서 빵집을 시작했습니다.",
            BAKERY_HISTORY, True),
    w.faith("ko-t25-004", "para.except", "한빛제과 쉬는 날이 있나요?",
            "화요일 하루만 빼고 일주일 내내 문을 열어요.",
            BAKERY_ORDERS, True),
    w.faith("ko-t25-005", "fmt.time", "한빛제과 영업시간이 어떻게 되나요?",
            "영업시간은 08:00부터 21:00까지입니다.",
            BAKERY_ORDERS, True),
    w.faith("ko-t25-006", "fmt.period", "케이크는 언제까지 예약해야 하나요?",
            "늦어도 48시간 전까지는 전화로 예약하셔야 하고, 예약금 만 원을 먼저 내셔야 합니다.",
            BAKERY_ORDERS, True),
    w.faith("ko-t25-007", "para.combine", "2인용 카약 빌리면 뭐가 포함돼요?",
            "2인용은 한 시간에 3만 5천 원이고, 그 요금에 구명조끼와 노 대여까지 들어 있어요.",
            KAYAK_PRICES, True),
    w.faith("ko-t25-008", "para.pronoun", "초등학생 아이 혼자 카약을 탈 수 있나요?",
            "초등학생 이하 어린이는 혼자 탈 수 없습니다. 이들은 보호자와 함께 2인용 카약에만 탈 수 있어요.",
            KAYAK_PRICES, True),
    w.faith("ko-t25-009", "fmt.time", "대여소는 언제 운영하나요?",
            "4월부터 10월까지, 아침 9시부터 18시까지 문을 엽니다.",
            KAYAK_HOURS, True),
    w.faith("ko-t25-010", "para.combine", "오후 5시에 가도 카약을 탈 수 있을까요?",
            "대여소는 6시에 닫지만 마지막 출발이 4시 30분이라서, 5시에는 탈 수 없어요.",
            KAYAK_HOURS, True),
    w.faith("ko-t25-011", "para.relative", "견적 문의는 누구에게 하면 되나요?",
            "2009년에 나무결공방을 함께 세운 한지석 씨가 견적과 현장 상담을 담당하고 있습니다.",
            JOINERY_TEAM, True),
    w.faith("ko-t25-012", "para.pronoun", "정현우 씨는 공방에서 무슨 일을 하나요?",
            "정현우 씨는 2009년에 처남과 함께 공방을 차린 목수입니다. 지금은 그가 제작 전체를 책임지고 있어요.",
            JOINERY_TEAM, True),
    w.faith("ko-t25-013", "fmt.share", "붙박이장 대금은 어떻게 나눠 내나요?",
            "계약할 때 계약금으로 40퍼센트를 내고, 나머지 60퍼센트는 설치가 끝난 다음에 내시면 됩니다.",
            JOINERY_TERMS, True),
    w.faith("ko-t25-014", "para.synonym", "손잡이가 고장 나도 무료로 고쳐 주나요?",
            "아니요. 몸체는 5년 동안 무료로 수리해 주지만, 경첩과 손잡이는 그 대상에서 빠집니다.",
            JOINERY_TERMS, True),
    w.faith("ko-t25-015", "para.relative", "소담재 주인이 바뀌었나요?",
            "네, 2013년 윤서영 씨가 문을 연 소담재는 2022년에 강태호 씨에게 넘어갔습니다.",
            HOTEL_HOUSE, True),
    w.faith("ko-t25-016", "fmt.time", "체크인, 체크아웃 시간이 궁금해요.",
            "체크인은 15시부터 가능하고, 체크아웃은 오전 11시 전에 하셔야 해요.",
            HOTEL_HOUSE, True),
    w.faith("ko-t25-017", "para.combine", "강아지를 데려가도 되나요?",
            "마당이 있는 객실 세 곳 중 하나로 잡으시면 1박에 3만 원을 더 내고 함께 묵을 수 있어요.",
            HOTEL_SERVICES, True),
    w.faith("ko-t25-018", "wrap.attribution", "숙박하지 않아도 옥상 찻집에 갈 수 있나요?",
            "호텔 안내에 따르면 옥상 찻집은 묵고 계신 손님만 쓰실 수 있습니다.",
            HOTEL_SERVICES, True),
    w.faith("ko-t25-019", "para.synonym", "꽃다움은 누가 운영하는 곳인가요?",
            "가게 주인은 이미나 씨이고, 가게 관리는 점장인 조카 송하늘 씨가 하고 있어요.",
            FLOWER_SHOP, True),
    w.faith("ko-t25-020", "fmt.currency", "오늘 꽃을 받을 수 있을까요?",
            "13시 전에 주문하시면 시내는 당일 배송되고, 배송비는 5천 원입니다.",
            FLOWER_SHOP, True),
    w.faith("ko-t25-021", "wrap.hedge", "웨딩 부케 상담은 언제까지 잡아야 해요?",
            "제가 알기로는 예식 4주 전까지는 상담 예약을 하셔야 할 거예요.",
            FLOWER_SHOP, True),
    w.faith("ko-t25-022", "para.relative", "소리나무음악학원 원장님은 누구예요?",
            "학원을 세운 오정민 씨의 제자였던 배수진 씨가 2018년부터 원장을 맡고 계십니다.",
            MUSIC_SCHOOL, True),
    w.faith("ko-t25-023", "fmt.currency", "한 달 수업료가 얼마예요?",
            "한 달에 네 번 수업을 받는 데 160,000원입니다.",
            MUSIC_SCHOOL, True),
    w.faith("ko-t25-024", "wrap.opener", "1인용 카약은 얼마예요?",
            "좋은 질문이에요! 1인용 카약은 한 시간에 2만 원입니다.",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("ko-t25-025", "added.fact", "박은정 씨는 언제 가게를 물려받았나요?",
            "1998년에 가게를 물려받았고, 그전에는 서울의 호텔 제과부에서 일했습니다.",
            BAKERY_HISTORY, False),
    w.faith("ko-t25-026", "added.fact", "케이크 예약은 어떻게 하나요?",
            "이틀 전까지 전화로 예약하고 예약금 1만 원을 내면 되는데, 예약금은 케이크를 찾을 때 돌려드려요.",
            BAKERY_ORDERS, False),
    w.faith("ko-t25-027", "added.fact", "대여 요금에 뭐가 포함돼요?",
            "요금에는 구명조끼와 노는 물론이고 휴대폰용 방수팩까지 포함돼 있어요.",
            KAYAK_PRICES, False),
    w.faith("ko-t25-028", "added.fact", "조식은 몇 시에 먹을 수 있나요?",
            "조식은 7시 반부터 10시까지 나오고, 한식 상차림으로 준비됩니다.",
            HOTEL_SERVICES, False),
    w.faith("ko-t25-029", "added.fact", "소담재는 어떤 호텔인가요?",
            "1930년대 한옥을 고친 객실 9개의 호텔로, 모든 객실에 개별 욕조가 있습니다.",
            HOTEL_HOUSE, False),
    w.faith("ko-t25-030", "added.fact", "당일 배송은 어떻게 되나요?",
            "오후 1시 전에 주문하면 배송비 5,000원에 시내 당일 배송이 되고, 저녁 6시 전에는 도착합니다.",
            FLOWER_SHOP, False),
    w.faith("ko-t25-031", "added.fact", "나무결공방 직원은 몇 명이에요?",
            "직원은 7명이고, 그중 견습생 2명은 정현우 씨가 직접 가르칩니다.",
            JOINERY_TEAM, False),
    w.faith("ko-t25-032", "added.fact", "수업료가 어떻게 되나요?",
            "월 4회에 16만 원이고, 형제자매가 함께 다니면 10% 할인해 줍니다.",
            MUSIC_SCHOOL, False),
    w.faith("ko-t25-033", "role.swap", "공방에서 누가 무슨 일을 맡고 있나요?",
            "한지석 씨가 제작을 총괄하고, 정현우 씨가 견적과 현장 상담을 맡습니다.",
            JOINERY_TEAM, False),
    w.faith("ko-t25-034", "role.swap", "학원을 세운 사람은 누구인가요?",
            "1995년 배수진 씨가 세운 학원이고, 그의 제자였던 오정민 씨가 2018년부터 원장을 맡고 있습니다.",
            MUSIC_SCHOOL, False),
    w.faith("ko-t25-035", "role.swap", "2022년에 소담재에 무슨 일이 있었나요?",
            "2022년에 강태호 씨가 윤서영 씨에게 호텔을 넘겼습니다.",
            HOTEL_HOUSE, False),
    w.faith("ko-t25-036", "value.date", "최도윤 씨는 언제부터 가게를 운영했나요?",
            "최도윤 씨는 2012년부터 한빛제과를 운영해 오고 있습니다.",
            BAKERY_HISTORY, False),
    w.faith("ko-t25-037", "value.time", "마지막 출발은 몇 시예요?",
            "마지막 카약은 오후 5시 30분에 출발합니다.",
            KAYAK_HOURS, False),
    w.faith("ko-t25-038", "value.number", "반려견과 묵을 수 있는 방은 몇 개예요?",
            "마당이 딸린 객실 다섯 곳에서 반려견과 함께 묵을 수 있어요.",
            HOTEL_SERVICES, False),
    w.faith("ko-t25-039", "negation", "구명조끼는 따로 빌려야 하나요?",
            "네, 구명조끼는 요금에 포함되지 않아서 따로 빌리셔야 해요.",
            KAYAK_PRICES, False),
    w.faith("ko-t25-040", "antonym", "옥상 찻집은 아무나 이용할 수 있나요?",
            "네, 옥상 찻집은 투숙객이 아니어도 누구나 이용할 수 있어요.",
            HOTEL_SERVICES, False),
    w.faith("ko-t25-041", "modality", "케이크는 꼭 미리 예약해야 하나요?",
            "이틀 전에 예약해 두면 좋지만, 꼭 그래야 하는 건 아니에요.",
            BAKERY_ORDERS, False),
    w.faith("ko-t25-042", "quantifier", "아이들은 보호자와 같이 타야 하나요?",
            "네, 나이와 상관없이 모든 어린이는 보호자와 함께 2인용 카약에만 탈 수 있어요.",
            KAYAK_PRICES, False),
    w.faith("ko-t25-043", "value.except", "무상 수리는 어디까지 해 주나요?",
            "5년 무상 수리는 경첩과 손잡이를 포함해 제품 전체에 적용됩니다.",
            JOINERY_TERMS, False),
    w.faith("ko-t25-044", "direction", "바람이 불면 운항이 중단되나요?",
            "풍속이 초속 10미터보다 약해지면 모든 운항이 중단되고 요금은 전액 돌려받습니다.",
            KAYAK_HOURS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t25-045", "correct.wordy", "한빛제과는 언제 문을 열었나요?",
              "가게 역사를 보면, 한빛제과는 1971년에 박만수 씨가 전주 남부시장 앞에서 처음 시작했어요.",
              "1971년.", True),
    w.correct("ko-t25-046", "correct.format", "1인용 카약 한 시간 요금은 얼마인가요?",
              "20,000원입니다.",
              "2만 원.", True),
    w.correct("ko-t25-047", "correct.format", "소담재 체크아웃은 몇 시까지인가요?",
              "11:00까지예요.",
              "오전 11시.", True),
    w.correct("ko-t25-048", "correct.wordy", "소리나무음악학원을 세운 사람은 누구인가요?",
              "1995년에 바이올리니스트 오정민 씨가 세운 학원이에요.",
              "오정민.", True),
    w.correct("ko-t25-049", "wrong.value", "소담재의 객실은 몇 개인가요?",
              "객실은 모두 12개입니다.",
              "9개.", False),
    w.correct("ko-t25-050", "wrong.role", "나무결공방에서 제작을 총괄하는 사람은 누구인가요?",
              "한지석 씨가 제작을 총괄합니다.",
              "정현우.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
