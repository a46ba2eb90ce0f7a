"""Korean cases of set t15: 방탈출 카페 테마, 지역 라디오 편성, 약국 영업시간과 예외,
여객선 운항 시간표와 예외, 중학교 급식실 규칙, 시립체육센터 코트 예약."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

ESCAPE_THEME = (
    "홍대 방탈출 카페 '미스터리하우스'의 '사라진 교수' 테마는 2~5인이 참여할 수 있으며 제한 시간은 70분이다. "
    "이용료는 1인당 22,000원이고, 평일 오후 4시 이전에는 1인당 3,000원이 할인된다. "
    "힌트는 최대 다섯 번까지 받을 수 있다. "
    "공포 요소가 있어 만 14세 미만은 입장할 수 없다."
)
ESCAPE_BOOKING = (
    "미스터리하우스의 '검은 열차' 테마는 이용일 하루 전까지 예약 변경이 가능하다. "
    "당일 취소 시 예약금 10,000원은 환불되지 않는다. "
    "이 테마는 김도윤 실장이 기획했으며 2022년 9월 15일에 문을 열었다."
)
RADIO_MORNING = (
    "한빛FM의 아침 프로그램 '굿모닝 한빛'은 월요일부터 금요일까지 오전 7시부터 9시까지 방송되며, 진행은 박서연 아나운서가 맡는다. "
    "주말에는 같은 시간에 '주말 음악여행'이 나가고 DJ 최민호가 진행한다. "
    "청취자 사연은 문자 #0909로 보낼 수 있으며 건당 50원의 정보이용료가 부과된다."
)
RADIO_NIGHT = (
    "11월 4일부터 심야 프로그램 '별밤 라디오'의 방송 시작 시간이 밤 11시에서 자정으로 옮겨진다. "
    "방송 시간은 기존과 같이 1시간이다. "
    "새 진행자 이하늘은 가수 출신으로, 3년간 이 프로그램을 진행해 온 정우진의 뒤를 잇는다."
)
PHARMACY_HOURS = (
    "온누리약국은 평일 오전 9시부터 오후 8시까지, 토요일은 오전 9시부터 오후 3시까지 문을 연다. "
    "일요일과 공휴일은 휴무다. "
    "점심시간인 오후 1시부터 2시까지는 조제가 되지 않지만 일반 의약품은 살 수 있다. "
    "약국장은 정미경 약사다."
)
PHARMACY_NOTICE = (
    "온누리약국은 이번 달 18일 수요일에 내부 공사로 하루 쉰다. "
    "대신 그 주 일요일인 22일에는 오전 10시부터 오후 4시까지 문을 연다. "
    "급한 경우에는 길 건너 새봄약국을 이용하면 되는데, 새봄약국은 밤 12시까지 운영한다."
)
FERRY_TIMES = (
    "목포항에서 출발하는 흑산도행 쾌속선은 매일 오전 7시 50분과 오후 1시에 출항한다. "
    "소요 시간은 약 2시간이다. "
    "성인 편도 요금은 38,000원이며, 만 65세 이상은 20% 할인을 받는다. "
    "승선 시 신분증을 반드시 지참해야 한다."
)
FERRY_EXCEPTIONS = (
    "기상 특보가 발효되면 모든 여객선 운항이 통제된다. "
    "매월 둘째 주 화요일은 선박 정기 점검일이라 오후 1시 배가 운항하지 않는다. "
    "출항 30분 전까지는 수수료 없이 환불받을 수 있다."
)
CANTEEN_MENU = (
    "새솔중학교 급식실은 낮 12시 10분부터 1시까지 운영하며, 1학년부터 먼저 배식한다. "
    "매주 수요일은 '잔반 없는 날'로 디저트가 나온다. "
    "급식실 안에서는 휴대전화를 사용할 수 없다."
)
CANTEEN_RULES = (
    "급식을 원하지 않는 학생은 학기 시작 2주 전까지 보호자가 신청서를 내야 한다. "
    "영양교사 윤지혜 선생님이 매달 식단을 짜고, 조리실무사 한정숙 씨가 배식을 책임진다. "
    "외부 음식은 급식실에 반입할 수 없다."
)
TENNIS = (
    "시립체육센터 테니스장은 센터 홈페이지에서 이용일 2주 전부터 예약할 수 있다. "
    "1회 이용 시간은 2시간이며 요금은 주간 16,000원, 야간(오후 6시 이후) 24,000원이다. "
    "한 사람이 한 달에 최대 4회까지 예약할 수 있다."
)
BADMINTON = (
    "시립체육센터 배드민턴장은 매주 월요일 휴관하며, 그 외 요일에는 오전 6시부터 밤 10시까지 이용할 수 있다. "
    "예약 시간에서 10분이 지나도록 오지 않으면 예약이 자동 취소된다. "
    "코트에서는 실내 전용 운동화를 신어야 한다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("ko-t15-001", "fmt.period", "사라진 교수 테마는 몇 분 동안 할 수 있나요?", "제한 시간은 1시간 10분이에요.", ESCAPE_THEME, True),
    w.faith("ko-t15-002", "fmt.currency", "평일 낮에 가면 할인이 되나요?", "네, 평일 오후 4시 전에 오시면 한 사람당 3천 원씩 깎아 드려요.", ESCAPE_THEME, True),
    w.faith("ko-t15-003", "para.except", "나이 제한이 있나요?", "공포 요소가 있어서 만 14세 이상만 입장하실 수 있습니다.", ESCAPE_THEME, True),
    w.faith("ko-t15-004", "para.passive", "검은 열차 테마는 누가 만들었어요?", "'검은 열차'는 김도윤 실장의 기획으로 만들어져 2022년 9월에 오픈했습니다.", ESCAPE_BOOKING, True),
    w.faith("ko-t15-005", "fmt.date", "검은 열차는 언제 처음 열었나요?", "2022. 9. 15.에 처음 문을 열었어요.", ESCAPE_BOOKING, True),
    w.faith("ko-t15-006", "fmt.currency", "당일에 취소하면 예약금을 돌려받을 수 있나요?", "아니요, 당일에 취소하시면 예약금 만 원은 돌려드리지 않습니다.", ESCAPE_BOOKING, True),
    w.faith("ko-t15-007", "fmt.range", "굿모닝 한빛은 언제 하나요?", "평일 아침 7~9시에 방송되고, 박서연 아나운서가 진행합니다.", RADIO_MORNING, True),
    w.faith("ko-t15-008", "para.relative", "주말 아침에는 무슨 방송이 나와요?", "주말 같은 시간대에는 DJ 최민호가 진행하는 '주말 음악여행'이 나갑니다.", RADIO_MORNING, True),
    w.faith("ko-t15-009", "wrap.attribution", "사연은 어떻게 보내면 되나요?", "방송국 안내에 따르면 #0909로 문자를 보내면 되고, 한 건에 50원이 듭니다.", RADIO_MORNING, True),
    w.faith("ko-t15-010", "fmt.time", "별밤 라디오 시간이 바뀌나요?", "네, 11월 4일부터는 23시가 아니라 0시에 시작합니다.", RADIO_NIGHT, True),
    w.faith("ko-t15-011", "para.combine", "별밤 라디오 새 DJ는 누구예요?", "가수 출신 이하늘 씨가 3년 동안 프로그램을 맡아 온 정우진 씨 후임으로 진행을 맡게 됐어요.", RADIO_NIGHT, True),
    w.faith("ko-t15-012", "para.except", "일요일에도 온누리약국 열어요?", "아니요, 온누리약국은 월요일부터 토요일까지만 열고 공휴일에도 쉽니다.", PHARMACY_HOURS, True),
    w.faith("ko-t15-013", "para.nominal", "점심시간에 가도 약을 살 수 있나요?", "1시에서 2시 사이에는 조제는 안 되지만 일반 의약품 구매는 가능합니다.", PHARMACY_HOURS, True),
    w.faith("ko-t15-014", "wrap.opener", "18일에 약국 문 여나요?", "문의 감사합니다. 18일 수요일은 내부 공사 때문에 하루 휴무입니다.", PHARMACY_NOTICE, True),
    w.faith("ko-t15-015", "para.synonym", "약국이 쉬는 날 급하면 어디로 가야 해요?", "맞은편에 있는 새봄약국에 가시면 되고, 그곳은 자정까지 영업해요.", PHARMACY_NOTICE, True),
    w.faith("ko-t15-016", "fmt.unit", "흑산도까지 얼마나 걸려요?", "대략 120분 정도 소요됩니다.", FERRY_TIMES, True),
    w.faith("ko-t15-017", "fmt.share", "어르신 할인이 있나요?", "만 65세 이상이시면 요금의 5분의 1을 할인받으실 수 있어요.", FERRY_TIMES, True),
    w.faith("ko-t15-018", "wrap.hedge", "기상 특보가 내려지면 배가 뜨나요?", "아마 뜨지 않을 거예요. 특보가 발효되면 여객선 운항이 전부 통제되거든요.", FERRY_EXCEPTIONS, True),
    w.faith("ko-t15-019", "para.synonym", "매달 둘째 주 화요일에 오후 배를 탈 수 있나요?", "아니요, 그날은 선박 정기 점검 때문에 오후 1시 배가 결항합니다.", FERRY_EXCEPTIONS, True),
    w.faith("ko-t15-020", "fmt.period", "급식실은 얼마 동안 운영하나요?", "12시 10분에 열어서 50분 동안 운영합니다.", CANTEEN_MENU, True),
    w.faith("ko-t15-021", "wrap.closer", "수요일 급식은 뭐가 특별해요?", "수요일은 '잔반 없는 날'이라 디저트가 나와요. 도움이 되셨길 바랍니다!", CANTEEN_MENU, True),
    w.faith("ko-t15-022", "para.pronoun", "급식 식단은 누가 짜나요?", "윤지혜 영양교사입니다. 그분이 매달 식단을 짜세요.", CANTEEN_RULES, True),
    w.faith("ko-t15-023", "fmt.period", "테니스장은 며칠 전부터 예약할 수 있어요?", "이용일 14일 전부터 홈페이지에서 예약이 가능합니다.", TENNIS, True),
    w.faith("ko-t15-024", "para.except", "배드민턴장 쉬는 날이 언제예요?", "월요일만 빼고 매일 문을 엽니다.", BADMINTON, True),
    # unfaithful: exactly one claim is not supported
    w.faith("ko-t15-025", "value.number", "사라진 교수는 몇 명까지 할 수 있어요?", "2명부터 6명까지 함께 참여할 수 있어요.", ESCAPE_THEME, False),
    w.faith("ko-t15-026", "direction", "할인은 언제 받을 수 있나요?", "평일 오후 4시 이후에 오시면 1인당 3,000원 할인해 드립니다.", ESCAPE_THEME, False),
    w.faith("ko-t15-027", "value.currency", "당일 취소하면 얼마를 잃나요?", "당일 취소하시면 예약금 1만 5천 원은 환불되지 않아요.", ESCAPE_BOOKING, False),
    w.faith("ko-t15-028", "role.swap", "굿모닝 한빛 진행자는 누구예요?", "박서연 아나운서는 주말 음악여행을, DJ 최민호는 평일 굿모닝 한빛을 진행해요.", RADIO_MORNING, False),
    w.faith("ko-t15-029", "value.time", "굿모닝 한빛은 몇 시에 시작해요?", "평일 오전 6시에 시작해서 9시까지 방송됩니다.", RADIO_MORNING, False),
    w.faith("ko-t15-030", "added.fact", "사연은 어떻게 보내요?", "#0909로 문자 사연을 보내면 되고, 사연이 소개되면 선물을 드립니다.", RADIO_MORNING, False),
    w.faith("ko-t15-031", "role.swap", "별밤 라디오 진행자가 바뀌나요?", "네, 정우진 씨가 이하늘 씨의 뒤를 이어 별밤 라디오를 진행하게 됩니다.", RADIO_NIGHT, False),
    w.faith("ko-t15-032", "value.date", "별밤 라디오는 언제부터 자정에 시작하나요?", "11월 14일부터 자정에 방송을 시작합니다.", RADIO_NIGHT, False),
    w.faith("ko-t15-033", "negation", "점심시간에 감기약을 살 수 있나요?", "오후 1시부터 2시까지는 조제는 물론 일반 의약품 판매도 하지 않아요.", PHARMACY_HOURS, False),
    w.faith("ko-t15-034", "value.except", "온누리약국은 언제 쉬어요?", "일요일에는 쉬지만 공휴일에는 평소처럼 영업합니다.", PHARMACY_HOURS, False),
    w.faith("ko-t15-035", "value.time", "22일 일요일에는 몇 시까지 열어요?", "22일에는 오전 10시부터 오후 6시까지 문을 엽니다.", PHARMACY_NOTICE, False),
    w.faith("ko-t15-036", "added.entity", "약국 쉬는 날 급하면 어떻게 해요?", "길 건너 새봄약국이나 근처 보건소를 이용하시면 됩니다.", PHARMACY_NOTICE, False),
    w.faith("ko-t15-037", "modality", "배 탈 때 신분증이 꼭 있어야 하나요?", "신분증은 챙겨 오시면 좋지만 꼭 필요한 건 아니에요.", FERRY_TIMES, False),
    w.faith("ko-t15-038", "value.number", "경로 할인은 얼마나 돼요?", "만 65세 이상은 요금의 30%를 할인받습니다.", FERRY_TIMES, False),
    w.faith("ko-t15-039", "quantifier", "기상 특보 때 여객선은 어떻게 되나요?", "특보가 발효되면 일부 여객선만 운항이 통제됩니다.", FERRY_EXCEPTIONS, False),
    w.faith("ko-t15-040", "direction", "수수료 없이 환불받으려면 언제까지 해야 해요?", "출항하고 30분 이내라면 수수료 없이 환불해 드려요.", FERRY_EXCEPTIONS, False),
    w.faith("ko-t15-041", "antonym", "배식은 어떤 순서로 하나요?", "1학년은 가장 나중에 배식을 받습니다.", CANTEEN_MENU, False),
    w.faith("ko-t15-042", "modality", "급식실에 간식을 가져가도 돼요?", "외부 음식은 가져와도 되지만 되도록 자제해 달라고 합니다.", CANTEEN_RULES, False),
    w.faith("ko-t15-043", "role.swap", "배식은 누가 담당해요?", "한정숙 씨가 식단을 짜고, 윤지혜 선생님이 배식을 맡고 있어요.", CANTEEN_RULES, False),
    w.faith("ko-t15-044", "value.number", "테니스장은 한 달에 몇 번 예약할 수 있나요?", "한 사람당 한 달에 최대 6번까지 예약할 수 있습니다.", TENNIS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t15-045", "correct.wordy", "흑산도행 쾌속선 오후 배는 몇 시에 출발하나요?", "목포항에서 흑산도로 가는 쾌속선 가운데 오후 편은 낮 1시에 출항하니 늦지 않게 나오세요.", "오후 1시", True),
    w.correct("ko-t15-046", "correct.format", "테니스장 야간 요금은 얼마인가요?", "2만 4천 원입니다.", "24,000원", True),
    w.correct("ko-t15-047", "correct.wordy", "온누리약국 약국장은 누구인가요?", "온누리약국을 책임지고 있는 약국장은 정미경 약사님이에요.", "정미경 약사", True),
    w.correct("ko-t15-048", "correct.format", "11월 4일부터 별밤 라디오는 몇 시에 시작하나요?", "밤 12시, 그러니까 0시부터 시작해요.", "자정", True),
    w.correct("ko-t15-049", "wrong.value", "사라진 교수 테마의 제한 시간은 얼마인가요?", "제한 시간은 딱 1시간입니다.", "70분", False),
    w.correct("ko-t15-050", "wrong.role", "새솔중학교 급식 배식은 누가 책임지나요?", "영양교사 윤지혜 선생님이 배식을 책임지세요.", "조리실무사 한정숙 씨", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
