"""Korean cases of set t11: the 한강바이크 bike scheme, 바른길 과외센터 (a private tutoring
agency), the 헤어온 hair salon, 솔숲오토캠핑장 (a campsite), 한누리번역 (a translation agency)
and the 달빛브루어리 craft brewery tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BIKE_RENT = (
    "한강바이크 일일권은 1,000원이며 1회 대여 시 최대 1시간까지 이용할 수 있다. "
    "1시간을 넘기면 5분마다 200원의 추가 요금이 부과된다. "
    "만 15세 미만은 회원으로 가입할 수 없다. "
    "자전거는 모든 대여소에 반납할 수 있지만, 여의도 임시 대여소는 예외다."
)
BIKE_SERVICE = (
    "고장 난 자전거는 앱의 '고장 신고' 메뉴로 신고하면 되며, 정비팀이 48시간 이내에 수거한다. "
    "정비팀장 박민호 씨가 매주 월요일에 정비 현황을 운영본부에 보고한다. "
    "고장을 신고한 이용자에게는 다음 이용권 구매 때 쓸 수 있는 10% 할인 쿠폰이 발급된다."
)
TUTOR = (
    "바른길 과외센터는 첫 상담을 무료로 진행하며, 상담은 실장 이수진 씨가 맡는다. "
    "수업료는 주 2회 기준 월 40만 원이고, 수업은 회당 90분이다. "
    "강사 최준혁 씨는 고등학생 한지우 학생에게 매주 화요일과 목요일 오후 7시부터 수학을 가르친다. "
    "수업 하루 전까지 취소하지 않으면 해당 수업은 진행한 것으로 처리된다."
)
HAIR_PRICE = (
    "헤어온 미용실의 남성 커트는 18,000원, 여성 커트는 25,000원이다. "
    "펌과 염색은 예약 손님만 받는다. "
    "영업시간은 오전 10시부터 오후 8시까지이며, 매주 화요일은 정기 휴무다. "
    "예약 시간보다 10분 이상 늦으면 예약이 취소될 수 있다."
)
HAIR_STAFF = (
    "원장 김하늘 씨는 펌 시술만 담당하고, 염색은 실장 정유나 씨가 맡는다. "
    "신규 고객은 첫 방문 때 모든 시술을 20% 할인받는다. "
    "디자이너 오세진 씨는 수요일과 토요일에만 출근한다."
)
CAMP_RULES = (
    "솔숲오토캠핑장은 총 30개 사이트를 운영하며, 이 중 12개는 데크 사이트다. "
    "입실은 오후 2시, 퇴실은 다음 날 오전 11시다. "
    "밤 10시부터 다음 날 아침 7시까지는 매너타임으로, 음악 재생과 고성방가가 금지된다. "
    "반려견은 C구역을 제외한 모든 구역에서 동반할 수 있다."
)
CAMP_BOOKING = (
    "예약은 매월 1일 오전 10시에 다음 달 날짜가 열린다. "
    "주말 1박 요금은 5만 원이고, 평일에는 3만 5천 원이다. "
    "이용일 7일 전까지 취소하면 전액 환불되고, 그 이후에는 50%만 환불된다. "
    "전기를 쓰려면 사이트당 하루 5,000원이 추가된다."
)
TRANSLATION = (
    "한누리번역은 영한 번역을 단어당 120원에 제공하며, 공증 번역은 건당 3만 원이 추가된다. "
    "번역은 도착어가 모국어인 번역가가 맡고, 감수는 별도의 감수자가 진행한다. "
    "5,000단어 이하의 일반 문서는 영업일 기준 사흘 안에 납품된다. "
    "견적 문의에는 담당 매니저 윤서연 씨가 2시간 안에 답변한다."
)
BREWERY_TOUR = (
    "달빛브루어리 투어는 매주 토요일 오후 1시와 4시에 진행되며, 소요 시간은 약 1시간 30분이다. "
    "참가비는 1인 25,000원이고 시음 맥주 3잔(각 200ml)이 포함된다. "
    "오후 1시 투어는 양조 책임자 강태오 씨가, 4시 투어는 그의 조수 서민아 씨가 안내한다."
)
BREWERY_RULES = (
    "시음은 만 19세 이상 성인만 가능하며, 신분증을 반드시 지참해야 한다. "
    "미성년자는 보호자와 함께라면 투어에 참여할 수 있고, 시음 대신 탄산음료가 제공된다. "
    "10인 이상 단체는 최소 2주 전에 예약해야 한다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("ko-t11-001", "fmt.period", "한강바이크 일일권은 얼마고 한 번에 얼마나 탈 수 있어요?",
            "일일권은 천 원이고, 한 번 빌리면 최대 60분까지 탈 수 있어요.",
            BIKE_RENT, True),
    w.faith("ko-t11-002", "para.except", "여의도 임시 대여소에 반납해도 되나요?",
            "아니요. 여의도 임시 대여소만 빼면 어느 대여소에든 반납하실 수 있습니다.",
            BIKE_RENT, True),
    w.faith("ko-t11-003", "fmt.period", "고장 신고하면 자전거는 언제 가져가요?",
            "신고된 자전거는 정비팀이 이틀 안에 수거해 갑니다.",
            BIKE_SERVICE, True),
    w.faith("ko-t11-004", "para.passive", "정비 현황은 누가 보고하나요?",
            "정비 현황은 매주 월요일 정비팀장 박민호 씨에 의해 운영본부에 보고됩니다.",
            BIKE_SERVICE, True),
    w.faith("ko-t11-005", "fmt.share", "고장 신고하면 뭐 주는 거 있어요?",
            "네, 신고해 주신 분께는 다음 이용권을 살 때 가격의 10분의 1을 깎아 주는 쿠폰이 나옵니다.",
            BIKE_SERVICE, True),
    w.faith("ko-t11-006", "wrap.attribution", "첫 상담도 돈을 내야 하나요?",
            "센터 안내에 따르면 첫 상담은 무료이고, 이수진 실장님이 직접 상담해 주신다고 합니다.",
            TUTOR, True),
    w.faith("ko-t11-007", "fmt.time", "지우 수학 수업은 몇 시에 시작해요?",
            "최준혁 선생님의 수학 수업은 화요일과 목요일 19시에 시작합니다.",
            TUTOR, True),
    w.faith("ko-t11-008", "para.synonym", "한지우 학생은 누구한테 수학을 배워요?",
            "한지우 학생은 최준혁 강사에게서 수학을 배우고 있어요.",
            TUTOR, True),
    w.faith("ko-t11-009", "para.except", "수요일에 머리 자르러 가도 돼요?",
            "네, 화요일만 빼고 매일 오전 10시부터 오후 8시까지 문을 엽니다.",
            HAIR_PRICE, True),
    w.faith("ko-t11-010", "para.synonym", "펌은 그냥 가서 받아도 되나요?",
            "아니요, 펌과 염색은 미리 예약하신 분만 시술받으실 수 있어요.",
            HAIR_PRICE, True),
    w.faith("ko-t11-011", "para.relative", "염색은 누가 해 주세요?",
            "염색은 실장을 맡고 있는 정유나 씨가 담당합니다.",
            HAIR_STAFF, True),
    w.faith("ko-t11-012", "para.except", "오세진 디자이너한테 월요일에 받을 수 있을까요?",
            "어려울 것 같아요. 오세진 디자이너는 수요일과 토요일 말고는 출근하지 않거든요.",
            HAIR_STAFF, True),
    w.faith("ko-t11-013", "wrap.opener", "처음 가면 할인되나요?",
            "좋은 질문이에요! 처음 방문하시는 신규 고객은 어떤 시술이든 20% 저렴하게 받으실 수 있어요.",
            HAIR_STAFF, True),
    w.faith("ko-t11-014", "fmt.number", "데크가 아닌 사이트는 몇 개예요?",
            "전체 30개 사이트 가운데 데크가 아닌 사이트는 18개입니다.",
            CAMP_RULES, True),
    w.faith("ko-t11-015", "fmt.time", "매너타임이 몇 시부터예요?",
            "매너타임은 22시부터 이튿날 오전 7시까지예요.",
            CAMP_RULES, True),
    w.faith("ko-t11-016", "para.except", "강아지 데리고 가도 되나요?",
            "네, C구역만 아니면 어느 구역이든 반려견과 함께 지내실 수 있어요.",
            CAMP_RULES, True),
    w.faith("ko-t11-017", "wrap.hedge", "다음 달 예약은 언제 열려요?",
            "아마 매월 1일 오전 10시에 다음 달 예약이 열리는 것 같아요.",
            CAMP_BOOKING, True),
    w.faith("ko-t11-018", "fmt.share", "이용일 닷새 전에 취소하면 어떻게 돼요?",
            "7일 전을 넘겨서 취소하시면 요금의 절반만 돌려받으실 수 있어요.",
            CAMP_BOOKING, True),
    w.faith("ko-t11-019", "fmt.currency", "평일 요금은 얼마예요?",
            "평일에는 1박에 35,000원입니다.",
            CAMP_BOOKING, True),
    w.faith("ko-t11-020", "para.synonym", "번역이랑 감수는 누가 하나요?",
            "번역은 도착어를 모국어로 쓰는 번역가가 하고, 검토는 따로 있는 감수자가 맡습니다.",
            TRANSLATION, True),
    w.faith("ko-t11-021", "wrap.closer", "견적 문의하면 답이 언제 와요?",
            "담당 매니저 윤서연 씨가 두 시간 안에 답변을 드립니다. 편하게 문의해 주세요!",
            TRANSLATION, True),
    w.faith("ko-t11-022", "fmt.time", "투어는 몇 시에 있어요?",
            "매주 토요일 13시와 16시에 있고, 한 시간 반 정도 걸립니다.",
            BREWERY_TOUR, True),
    w.faith("ko-t11-023", "fmt.unit", "시음은 얼마나 할 수 있어요?",
            "한 잔에 0.2리터씩, 모두 세 잔이 나옵니다.",
            BREWERY_TOUR, True),
    w.faith("ko-t11-024", "wrap.question", "미성년자인 아이도 투어에 데려가도 되나요?",
            "아이도 함께 갈 수 있냐고요? 보호자와 같이 오면 투어에 참여할 수 있고, 시음 대신 탄산음료를 받게 됩니다.",
            BREWERY_RULES, True),
    # unfaithful: exactly one clear error
    w.faith("ko-t11-025", "value.except", "어느 대여소에 반납하면 되나요?",
            "잠실 임시 대여소만 빼고 모든 대여소에 반납할 수 있어요.",
            BIKE_RENT, False),
    w.faith("ko-t11-026", "added.entity", "정비 현황 보고는 누가 해요?",
            "정비팀장 박민호 씨와 부팀장 이도현 씨가 매주 월요일 운영본부에 정비 현황을 보고합니다.",
            BIKE_SERVICE, False),
    w.faith("ko-t11-027", "role.swap", "누가 누구에게 수학을 가르치나요?",
            "고등학생 한지우 학생이 매주 화요일과 목요일 저녁에 최준혁 씨에게 수학을 가르쳐요.",
            TUTOR, False),
    w.faith("ko-t11-028", "added.fact", "수업료가 어떻게 되나요?",
            "주 2회 기준으로 한 달에 40만 원이고, 교재비는 따로 받습니다.",
            TUTOR, False),
    w.faith("ko-t11-029", "negation", "펌은 예약해야 하나요?",
            "아니요, 펌과 염색은 예약 없이 오셔도 받으실 수 있어요.",
            HAIR_PRICE, False),
    w.faith("ko-t11-030", "modality", "예약 시간에 늦으면 어떻게 돼요?",
            "예약 시간보다 10분 넘게 늦으시면 예약이 자동으로 취소됩니다.",
            HAIR_PRICE, False),
    w.faith("ko-t11-031", "antonym", "예약 시간 관련해서 주의할 점이 있나요?",
            "예약 시간보다 10분 이상 일찍 오시면 예약이 취소될 수 있어요.",
            HAIR_PRICE, False),
    w.faith("ko-t11-032", "role.swap", "펌이랑 염색은 각각 누가 담당하나요?",
            "펌은 실장 정유나 씨가, 염색은 원장 김하늘 씨가 맡고 있습니다.",
            HAIR_STAFF, False),
    w.faith("ko-t11-033", "quantifier", "처음 가면 어떤 할인이 있나요?",
            "신규 고객은 첫 방문 때 커트에 한해서만 20% 할인을 받습니다.",
            HAIR_STAFF, False),
    w.faith("ko-t11-034", "quantifier", "데크 사이트가 있나요?",
            "네, 솔숲오토캠핑장의 30개 사이트는 전부 데크 사이트예요.",
            CAMP_RULES, False),
    w.faith("ko-t11-035", "antonym", "밤에 음악 틀어도 돼요?",
            "밤 10시부터 아침 7시까지는 매너타임이라 음악을 트셔도 괜찮습니다.",
            CAMP_RULES, False),
    w.faith("ko-t11-036", "value.date", "예약은 언제부터 할 수 있어요?",
            "매월 15일 오전 10시에 다음 달 예약이 열립니다.",
            CAMP_BOOKING, False),
    w.faith("ko-t11-037", "value.currency", "주말 요금은 얼마예요?",
            "주말에는 1박에 50달러입니다.",
            CAMP_BOOKING, False),
    w.faith("ko-t11-038", "direction", "취소하면 환불은 어떻게 되나요?",
            "이용일 7일 전이 지난 뒤에 취소하셔도 전액 돌려받으실 수 있어요.",
            CAMP_BOOKING, False),
    w.faith("ko-t11-039", "value.unit", "영한 번역 요금이 얼마예요?",
            "한누리번역의 영한 번역은 글자당 120원입니다.",
            TRANSLATION, False),
    w.faith("ko-t11-040", "direction", "일반 문서는 얼마나 빨리 받을 수 있어요?",
            "5,000단어가 넘는 일반 문서는 영업일 기준 3일 안에 납품됩니다.",
            TRANSLATION, False),
    w.faith("ko-t11-041", "value.time", "투어 시간이 어떻게 되나요?",
            "투어는 매주 토요일 오후 2시와 4시에 있습니다.",
            BREWERY_TOUR, False),
    w.faith("ko-t11-042", "value.number", "참가비에 뭐가 포함돼 있어요?",
            "1인 25,000원에 200ml짜리 시음 맥주 네 잔이 포함돼 있어요.",
            BREWERY_TOUR, False),
    w.faith("ko-t11-043", "negation", "시음할 때 챙겨 갈 게 있나요?",
            "시음은 만 19세 이상만 할 수 있고, 신분증은 따로 챙기지 않으셔도 됩니다.",
            BREWERY_RULES, False),
    w.faith("ko-t11-044", "modality", "10명 넘게 단체로 가려면요?",
            "10명 이상 단체라면 2주 전쯤 예약하시는 것을 권해 드립니다.",
            BREWERY_RULES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t11-045", "correct.wordy", "달빛브루어리 투어는 얼마나 걸리나요?",
              "대략 90분 정도 잡으시면 됩니다. 투어가 처음부터 끝까지 그 정도 걸리거든요.",
              "약 1시간 30분", True),
    w.correct("ko-t11-046", "correct.format", "솔숲오토캠핑장 퇴실 시간은 언제인가요?",
              "퇴실은 11:00까지입니다.",
              "오전 11시", True),
    w.correct("ko-t11-047", "correct.wordy", "바른길 과외센터에서 첫 상담은 누가 하나요?",
              "첫 상담은 센터 실장님이신 이수진 씨가 직접 맡아서 진행해 주십니다.",
              "이수진 실장", True),
    w.correct("ko-t11-048", "correct.format", "헤어온 미용실의 여성 커트 가격은 얼마인가요?",
              "25,000원이에요.",
              "2만 5천 원", True),
    w.correct("ko-t11-049", "wrong.value", "한강바이크 일일권 가격은 얼마인가요?",
              "일일권은 2,000원입니다.",
              "1,000원", False),
    w.correct("ko-t11-050", "wrong.role", "달빛브루어리의 오후 4시 투어는 누가 안내하나요?",
              "양조 책임자인 강태오 씨가 안내합니다.",
              "조수 서민아 씨", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
