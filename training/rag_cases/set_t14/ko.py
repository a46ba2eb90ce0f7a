"""Korean cases of set t14: a neighbourhood dry cleaner with pickup, a rooftop bar in
Euljiro with a jazz season, a full-time backend bootcamp, an eye clinic with LASIK,
a riverside farmers' market and a snow-clearing service for shops."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

LAUNDRY_PRICES = (
    "깨끗한하루 세탁소의 와이셔츠 세탁 요금은 장당 2,500원이며, 10장 이상 맡기면 장당 2,000원으로 할인됩니다. "
    "오전 11시 이전에 맡긴 옷은 다음 날 오후 3시부터 찾아갈 수 있습니다. "
    "가죽 제품과 모피는 취급하지 않습니다. "
    "매주 월요일은 정기 휴무입니다."
)
LAUNDRY_PICKUP = (
    "깨끗한하루는 세탁소에서 반경 3km 이내 아파트 단지에 무료 수거·배달 서비스를 제공합니다. "
    "수거는 화요일과 금요일 오후 7시부터 9시 사이에 이루어지며, 기사 박준호 씨가 담당합니다. "
    "수거를 원하는 고객은 전날 밤 10시까지 카카오톡으로 신청해야 합니다."
)
BAR_HOURS = (
    "을지로 하늘정원 루프탑 바는 매일 오후 6시에 문을 열어 새벽 1시에 닫습니다. "
    "단, 비가 오는 날에는 야외 테라스를 운영하지 않습니다. "
    "입장료는 없지만 1인 1음료 주문이 원칙입니다. "
    "만 19세 미만은 출입할 수 없습니다."
)
BAR_EVENTS = (
    "하늘정원 점장 최민서 씨는 이번 가을 재즈 공연을 위해 피아니스트 한지우 씨를 섭외했습니다. "
    "공연은 9월 5일부터 10월 31일까지 매주 금요일 밤 9시에 열립니다. "
    "공연이 있는 날에는 좌석 예약 시 1만 원의 예약금을 받으며, 방문하시면 음료 값에서 차감해 드립니다."
)
BOOTCAMP_PROGRAM = (
    "코드브릿지 백엔드 부트캠프는 총 24주 과정이며 수강료는 480만 원입니다. "
    "수업은 평일 오전 9시부터 오후 6시까지 진행됩니다. "
    "다음 기수는 2025년 4월 7일에 개강하며 정원은 30명입니다. "
    "국민내일배움카드 소지자는 수강료의 80%를 지원받을 수 있습니다."
)
BOOTCAMP_STAFF = (
    "코드브릿지에서는 김도윤 강사가 자바와 스프링 수업을 맡고, 이서연 매니저가 취업 상담을 담당합니다. "
    "모든 수강생은 매주 금요일에 코드 리뷰를 받아야 합니다. "
    "결석이 5회를 넘으면 수료증이 발급되지 않습니다. "
    "수료 후 3개월 동안 온라인 강의를 무료로 다시 볼 수 있습니다."
)
EYE_HOURS = (
    "밝은눈안과는 평일 오전 9시부터 오후 6시 30분까지 진료하며, 토요일은 오후 1시까지 진료합니다. "
    "평일 점심시간은 오후 1시부터 2시까지입니다. "
    "일요일과 공휴일은 휴진합니다. "
    "시력 검사는 예약 없이 받을 수 있지만, 정밀 안저 검사는 반드시 예약해야 합니다."
)
EYE_SURGERY = (
    "밝은눈안과의 라식·라섹 수술은 정재훈 원장이 직접 집도하고, 수술 전 검사는 윤하은 검안사가 진행합니다. "
    "수술 전 검사에는 약 2시간이 걸리며, 검사 당일에는 운전을 하지 않는 것이 좋습니다. "
    "수술비는 양안 기준 150만 원이고, 수술 후 1년 동안 정기 검진은 무료입니다."
)
MARKET = (
    "한강 농부시장은 3월부터 11월까지 매달 둘째·넷째 일요일 오전 10시부터 오후 3시까지 열립니다. "
    "약 40개 농가가 참여해 채소, 과일, 잼, 빵을 판매합니다. "
    "장바구니를 가져오는 손님에게는 500원을 할인해 줍니다. "
    "반려동물은 동반할 수 없습니다."
)
SNOW = (
    "눈치움 제설 서비스는 적설량이 3cm를 넘으면 출동합니다. "
    "겨울철 정기 계약 기간은 12월 1일부터 다음 해 2월 28일까지이며, 요금은 월 9만 원입니다. "
    "출동 요청이 들어오면 4시간 안에 작업을 마치는 것을 원칙으로 합니다. "
    "상가 앞 인도 제설은 추가 요금 없이 해 드립니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 세탁 요금
    w.faith("ko-t14-001", "para.synonym", "와이셔츠 한 장 세탁비가 얼마예요?", "와이셔츠는 한 장에 2,500원이에요. 열 장 이상 맡기시면 한 장에 2,000원으로 깎아 드려요.", LAUNDRY_PRICES, True),
    w.faith("ko-t14-002", "para.except", "월요일에도 세탁소 문 여나요?", "아니요, 월요일마다 쉬고 나머지 요일에는 영업합니다.", LAUNDRY_PRICES, True),
    w.faith("ko-t14-003", "fmt.time", "오늘 아침에 맡기면 언제 찾을 수 있어요?", "11시 전에 맡기시면 다음 날 15시부터 찾아가실 수 있어요.", LAUNDRY_PRICES, True),
    w.faith("ko-t14-004", "negation", "가죽 재킷도 세탁되나요?", "가죽 제품은 맡기실 수 있지만 모피는 받지 않습니다.", LAUNDRY_PRICES, False),
    # 수거·배달
    w.faith("ko-t14-005", "fmt.unit", "저희 아파트도 수거해 주시나요?", "세탁소에서 반경 3,000m 안에 있는 아파트 단지라면 무료로 수거하고 배달해 드립니다.", LAUNDRY_PICKUP, True),
    w.faith("ko-t14-006", "value.date", "수거는 무슨 요일에 오나요?", "수거 기사님은 화요일과 목요일 저녁에 방문합니다.", LAUNDRY_PICKUP, False),
    w.faith("ko-t14-007", "modality", "수거 신청은 언제까지 하면 돼요?", "당일 신청도 가능하지만, 되도록 전날 밤 10시까지 카카오톡으로 신청해 주시면 좋습니다.", LAUNDRY_PICKUP, False),
    w.faith("ko-t14-008", "added.fact", "수거는 누가 오나요?", "박준호 기사님이 수거를 맡고 계시며, 도착 30분 전에 문자로 미리 알려 드립니다.", LAUNDRY_PICKUP, False),
    # 루프탑 바 영업
    w.faith("ko-t14-009", "fmt.time", "하늘정원 영업시간이 어떻게 돼요?", "매일 18시에 문을 열고 새벽 1시에 닫아요.", BAR_HOURS, True),
    w.faith("ko-t14-010", "para.except", "야외 테라스는 항상 열려 있나요?", "야외 테라스는 비가 오지 않는 날에만 운영해요.", BAR_HOURS, True),
    w.faith("ko-t14-011", "quantifier", "입장료가 있나요?", "입장료는 없고, 음료는 일행 중 한 명만 주문하면 됩니다.", BAR_HOURS, False),
    w.faith("ko-t14-012", "value.number", "나이 제한이 있어요?", "네, 만 20세 미만은 들어갈 수 없어요.", BAR_HOURS, False),
    w.faith("ko-t14-013", "wrap.attribution", "고등학생 동생을 데려가도 되나요?", "안내문에 따르면 만 19세가 안 된 손님은 입장이 불가합니다.", BAR_HOURS, True),
    # 재즈 공연
    w.faith("ko-t14-014", "role.swap", "재즈 공연에는 누가 나와요?", "점장 한지우 씨가 섭외한 피아니스트 최민서 씨가 무대에 섭니다.", BAR_EVENTS, False),
    w.faith("ko-t14-015", "fmt.date", "재즈 공연은 언제 해요?", "9/5부터 10/31까지 매주 금요일 밤에 공연이 열립니다.", BAR_EVENTS, True),
    w.faith("ko-t14-016", "para.nominal", "피아니스트는 어떻게 오게 된 건가요?", "한지우 씨는 최민서 점장님의 섭외로 이번 가을 재즈 공연 무대에 서게 됐어요.", BAR_EVENTS, True),
    w.faith("ko-t14-017", "fmt.currency", "공연 날 예약하면 돈을 따로 내야 하나요?", "공연 날 좌석을 예약하시면 예약금 10,000원을 받는데, 오시면 음료 값에서 빼 드려요.", BAR_EVENTS, True),
    w.faith("ko-t14-018", "antonym", "예약금은 어떻게 처리되나요?", "예약금은 방문하시면 음료 값에 더해서 계산됩니다.", BAR_EVENTS, False),
    # 부트캠프 과정
    w.faith("ko-t14-019", "fmt.thousands", "수강료가 얼마예요?", "백엔드 부트캠프 수강료는 4,800,000원입니다.", BOOTCAMP_PROGRAM, True),
    w.faith("ko-t14-020", "fmt.share", "내일배움카드가 있으면 지원이 되나요?", "네, 카드가 있으시면 수강료의 5분의 4를 지원받을 수 있어요.", BOOTCAMP_PROGRAM, True),
    w.faith("ko-t14-021", "value.date", "다음 기수는 언제 시작해요?", "다음 기수는 2025년 4월 14일에 개강합니다.", BOOTCAMP_PROGRAM, False),
    w.faith("ko-t14-022", "quantifier", "수강료 지원은 누가 받을 수 있나요?", "내일배움카드가 없어도 누구나 수강료의 80%를 지원받을 수 있습니다.", BOOTCAMP_PROGRAM, False),
    w.faith("ko-t14-023", "para.relative", "다음 기수 정원이 몇 명이에요?", "정원이 30명인 다음 기수는 2025년 4월 7일에 개강합니다.", BOOTCAMP_PROGRAM, True),
    # 부트캠프 운영
    w.faith("ko-t14-024", "role.swap", "자바 수업은 누가 가르쳐요?", "이서연 강사님이 자바와 스프링 수업을 맡고, 김도윤 매니저님이 취업 상담을 해 주세요.", BOOTCAMP_STAFF, False),
    w.faith("ko-t14-025", "para.synonym", "코드 리뷰는 선택인가요?", "아니요, 수강생이라면 누구나 매주 금요일마다 코드 리뷰를 꼭 받아야 합니다.", BOOTCAMP_STAFF, True),
    w.faith("ko-t14-026", "value.number", "몇 번까지 빠져도 되나요?", "결석이 3번을 넘으면 수료증을 받을 수 없어요.", BOOTCAMP_STAFF, False),
    w.faith("ko-t14-027", "fmt.period", "수료하고 나서도 강의를 볼 수 있나요?", "네, 수료 후 석 달 동안은 온라인 강의를 공짜로 다시 보실 수 있어요.", BOOTCAMP_STAFF, True),
    w.faith("ko-t14-028", "wrap.opener", "결석하면 불이익이 있나요?", "좋은 질문이에요! 결석이 다섯 번을 넘으면 수료증이 발급되지 않으니 주의하세요.", BOOTCAMP_STAFF, True),
    # 안과 진료
    w.faith("ko-t14-029", "para.except", "언제 진료를 안 하나요?", "일요일과 공휴일만 빼고 진료합니다.", EYE_HOURS, True),
    w.faith("ko-t14-030", "modality", "안저 검사도 그냥 가서 받을 수 있나요?", "정밀 안저 검사는 가능하면 예약하고 오시는 걸 권해 드려요.", EYE_HOURS, False),
    w.faith("ko-t14-031", "value.time", "토요일에도 진료하나요?", "네, 토요일은 오후 2시까지 진료합니다.", EYE_HOURS, False),
    w.faith("ko-t14-032", "wrap.hedge", "점심시간이 언제예요?", "제가 알기로는 평일 점심시간이 오후 1시부터 2시까지인 것 같아요.", EYE_HOURS, True),
    # 안과 수술
    w.faith("ko-t14-033", "role.swap", "라식 수술은 누가 해 주시나요?", "수술은 윤하은 원장님이 집도하시고, 수술 전 검사는 정재훈 검안사가 맡습니다.", EYE_SURGERY, False),
    w.faith("ko-t14-034", "fmt.thousands", "라식 수술비가 얼마인가요?", "양쪽 눈 기준으로 수술비는 1,500,000원입니다.", EYE_SURGERY, True),
    w.faith("ko-t14-035", "modality", "검사 날 차를 가져가도 될까요?", "검사 당일에는 절대로 운전을 하시면 안 됩니다.", EYE_SURGERY, False),
    w.faith("ko-t14-036", "wrap.closer", "수술 전 검사는 오래 걸려요?", "수술 전 검사는 두 시간쯤 걸립니다. 더 궁금한 점 있으시면 편하게 물어보세요!", EYE_SURGERY, True),
    # 농부시장
    w.faith("ko-t14-037", "fmt.time", "농부시장은 몇 시에 열어요?", "장은 10시에 열어서 15시까지 섭니다.", MARKET, True),
    w.faith("ko-t14-038", "para.except", "1월에도 시장이 열리나요?", "아니요, 12월부터 2월까지는 장이 서지 않아요.", MARKET, True),
    w.faith("ko-t14-039", "added.entity", "시장에서 뭘 팔아요?", "40곳 정도의 농가가 채소, 과일, 잼, 빵, 그리고 꿀을 팔아요.", MARKET, False),
    w.faith("ko-t14-040", "value.currency", "장바구니 할인은 얼마예요?", "장바구니를 챙겨 오시면 1,000원을 깎아 드려요.", MARKET, False),
    # 제설
    w.faith("ko-t14-041", "fmt.unit", "눈이 얼마나 와야 출동하나요?", "눈이 30mm 넘게 쌓이면 출동합니다.", SNOW, True),
    w.faith("ko-t14-042", "fmt.date", "정기 계약은 언제부터 언제까지예요?", "정기 계약 기간은 12/1부터 이듬해 2/28까지이고, 한 달에 9만 원이에요.", SNOW, True),
    w.faith("ko-t14-043", "direction", "눈이 조금만 와도 와 주시나요?", "네, 눈치움은 적설량이 3cm 이하일 때만 출동합니다.", SNOW, False),
    w.faith("ko-t14-044", "negation", "가게 앞 인도도 치워 주시나요?", "네, 다만 상가 앞 인도 제설에는 추가 요금이 붙습니다.", SNOW, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t14-045", "correct.wordy", "코드브릿지 백엔드 부트캠프 수강료는 얼마인가요?", "코드브릿지 백엔드 과정을 들으시려면 수강료로 총 480만 원을 내셔야 합니다.", "480만 원", True),
    w.correct("ko-t14-046", "correct.format", "하늘정원은 몇 시에 문을 닫나요?", "01:00에 닫습니다.", "새벽 1시", True),
    w.correct("ko-t14-047", "correct.format", "밝은눈안과 라식 수술비는 얼마인가요?", "두 눈 기준 1,500,000원입니다.", "양안 150만 원", True),
    w.correct("ko-t14-048", "correct.short", "밝은눈안과 라식 수술은 누가 집도하나요?", "정재훈 원장님.", "정재훈 원장이 직접 집도합니다.", True),
    w.correct("ko-t14-049", "wrong.value", "한강 농부시장에는 몇 개 농가가 참여하나요?", "약 60개 농가가 참여합니다.", "약 40개 농가", False),
    w.correct("ko-t14-050", "wrong.role", "가을 재즈 공연은 누가 누구를 섭외했나요?", "피아니스트 한지우 씨가 점장 최민서 씨를 섭외했습니다.", "점장 최민서 씨가 피아니스트 한지우 씨를 섭외했습니다.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
