"""Training set t1, Korean: 하얀미소치과 (진료 시간, 의료진과 비용), 설봉 스키학교 (강습, 헬멧과
환불), 햇살마을 공동텃밭 (분양, 이용 규칙), 한바다호 여객선 (운항, 운임), 온더데스크 코워킹
스페이스와 라온가든 웨딩홀."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTAL_HOURS = (
    "하얀미소치과는 평일 오전 9시 30분부터 오후 7시까지 진료합니다. "
    "토요일은 오후 2시까지만 진료하며, 일요일과 공휴일은 휴진입니다. "
    "점심시간은 오후 1시부터 2시까지입니다."
)
DENTAL_STAFF = (
    "임플란트 상담은 김도윤 원장이, 교정 상담은 박서연 원장이 맡고 있습니다. "
    "스케일링은 만 19세 이상이면 1년에 한 번 건강보험이 적용되며, 이때 본인부담금은 1만 5천 원입니다. "
    "예약을 변경하려면 최소 하루 전까지 전화로 알려 주셔야 합니다."
)
SKI_LESSONS = (
    "설봉 스키학교의 초급 단체강습은 매일 오전 10시와 오후 2시에 시작하며, 한 번에 2시간씩 진행됩니다. "
    "한 반 정원은 6명이고, 만 7세 미만 어린이는 단체강습 대신 개인강습만 받을 수 있습니다. "
    "개인강습료는 2시간에 18만 원입니다."
)
SKI_RULES = (
    "강습 중 헬멧 착용은 필수이며, 헬멧은 스키학교에서 무료로 빌려 드립니다. "
    "올 시즌에는 이준호 강사가 신입 강사 최하은을 지도했습니다. "
    "강습 시작 24시간 전까지 취소하면 전액 환불되고, 그 이후에는 환불되지 않습니다."
)
GARDEN_PLOTS = (
    "햇살마을 공동텃밭은 구민을 대상으로 모두 60구획을 분양하며, 한 구획의 넓이는 6제곱미터입니다. "
    "분양 신청은 3월 4일부터 3월 15일까지 구청 홈페이지에서 받습니다. "
    "연간 이용료는 3만 원이며, 전체 구획의 20%는 어르신과 장애인 가구에 우선 배정됩니다."
)
GARDEN_RULES = (
    "텃밭에서는 화학비료와 농약을 사용할 수 없습니다. "
    "공용 농기구는 관리실에서 빌릴 수 있으며, 사용 후 당일 반납해야 합니다. "
    "한 달 이상 작물을 돌보지 않은 구획은 관리 담당자 정민수 씨가 회수할 수 있습니다."
)
FERRY_SCHEDULE = (
    "청파항에서 모래섬으로 가는 한바다호는 하루 네 번, 오전 7시와 10시, 오후 1시와 4시에 출항합니다. "
    "편도 운항 시간은 1시간 10분입니다. "
    "풍랑주의보가 내려지면 모든 배편이 결항됩니다."
)
FERRY_TICKETS = (
    "여객 운임은 편도 기준 어른 12,000원, 초등학생 6,000원이며 만 3세 미만은 무료입니다. "
    "승선할 때는 반드시 신분증을 제시해야 합니다. "
    "차량은 출항 30분 전까지 선적을 마쳐야 합니다."
)
COWORK = (
    "온더데스크 코워킹 스페이스의 자유석 월 이용권은 25만 원, 고정석 월 이용권은 35만 원입니다. "
    "회의실은 회원이라면 하루 2시간까지 무료로 쓸 수 있고, 초과하면 시간당 1만 원이 부과됩니다. "
    "월 이용권 회원은 연중무휴 24시간 출입할 수 있습니다."
)
WEDDING = (
    "라온가든 웨딩홀의 그랜드홀은 착석 기준 250명까지 수용할 수 있습니다. "
    "예식은 1시간 30분 간격으로 배정되며, 계약금은 총 비용의 10%입니다. "
    "보증 인원은 최소 150명이고, 식대는 1인당 58,000원입니다. "
    "하객 주차는 3시간까지 무료입니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("ko-t1-001", "para.synonym", "일요일에도 진료하나요?", "아니요, 일요일과 공휴일에는 병원이 쉽니다.", DENTAL_HOURS, True),
    w.faith("ko-t1-002", "fmt.time", "평일에는 몇 시까지 진료해요?", "평일 진료는 19시에 끝나요.", DENTAL_HOURS, True),
    w.faith("ko-t1-003", "para.except", "하얀미소치과는 무슨 요일에 진료하나요?", "일요일을 뺀 모든 요일에 진료하고, 공휴일에는 문을 닫습니다.", DENTAL_HOURS, True),
    w.faith("ko-t1-004", "para.reorder", "원장님별로 어떤 상담을 맡고 계신가요?", "교정 상담은 박서연 원장님이, 임플란트 상담은 김도윤 원장님이 하십니다.", DENTAL_STAFF, True),
    w.faith("ko-t1-005", "fmt.thousands", "스케일링 본인부담금이 얼마예요?", "건강보험이 적용되면 스케일링 본인부담금은 15,000원입니다.", DENTAL_STAFF, True),
    w.faith("ko-t1-006", "para.nominal", "예약을 바꾸고 싶은데 어떻게 해야 하나요?", "예약 변경 시에는 적어도 하루 전까지 전화 연락이 필요합니다.", DENTAL_STAFF, True),
    w.faith("ko-t1-007", "fmt.time", "초급 단체강습은 몇 시에 시작해요?", "매일 10시와 14시, 두 번 시작합니다.", SKI_LESSONS, True),
    w.faith("ko-t1-008", "fmt.period", "단체강습 한 번은 얼마 동안 하나요?", "한 번 강습은 120분 동안 진행됩니다.", SKI_LESSONS, True),
    w.faith("ko-t1-009", "para.relative", "어린아이도 단체강습을 들을 수 있나요?", "만 7세가 안 된 어린이가 들을 수 있는 건 개인강습뿐이에요.", SKI_LESSONS, True),
    w.faith("ko-t1-010", "wrap.attribution", "헬멧을 꼭 써야 하나요?", "스키학교 안내에 따르면 강습 중에는 헬멧을 반드시 써야 하고, 헬멧은 무료로 빌릴 수 있습니다.", SKI_RULES, True),
    w.faith("ko-t1-011", "para.passive", "최하은 강사는 누구에게 배웠나요?", "최하은 강사는 올 시즌 이준호 강사에게 지도를 받았습니다.", SKI_RULES, True),
    w.faith("ko-t1-012", "wrap.hedge", "강습을 취소하면 환불받을 수 있나요?", "제가 알기로는 강습 시작 하루 전까지 취소하시면 전액 돌려받으실 수 있어요.", SKI_RULES, True),
    w.faith("ko-t1-013", "fmt.number", "텃밭은 몇 구획이나 분양하나요?", "모두 예순 구획을 분양합니다.", GARDEN_PLOTS, True),
    w.faith("ko-t1-014", "fmt.date", "텃밭 분양 신청은 언제 받아요?", "3/4~3/15에 구청 홈페이지에서 신청하시면 됩니다.", GARDEN_PLOTS, True),
    w.faith("ko-t1-015", "fmt.share", "어르신 가구는 우선 배정을 받을 수 있나요?", "네, 전체 구획의 5분의 1이 어르신과 장애인 가구에 먼저 돌아갑니다.", GARDEN_PLOTS, True),
    w.faith("ko-t1-016", "para.synonym", "텃밭에 농약을 뿌려도 되나요?", "안 됩니다. 화학비료든 농약이든 텃밭에서는 쓰는 게 금지돼 있어요.", GARDEN_RULES, True),
    w.faith("ko-t1-017", "para.part", "공용 농기구는 어디서 빌려요?", "관리실에서 빌릴 수 있습니다.", GARDEN_RULES, True),
    w.faith("ko-t1-018", "wrap.opener", "모래섬 가는 배는 언제 있어요?", "안녕하세요! 한바다호는 하루 4회, 오전 7시·10시와 오후 1시·4시에 출항합니다.", FERRY_SCHEDULE, True),
    w.faith("ko-t1-019", "fmt.period", "모래섬까지 배로 얼마나 걸려요?", "편도로 70분 걸립니다.", FERRY_SCHEDULE, True),
    w.faith("ko-t1-020", "fmt.currency", "초등학생 배삯은 얼마예요?", "초등학생은 편도 6천 원입니다.", FERRY_TICKETS, True),
    w.faith("ko-t1-021", "wrap.closer", "차를 배에 싣고 가려면 어떻게 해야 하나요?", "출항 30분 전까지 차량 선적을 끝내셔야 합니다. 즐거운 여행 되세요!", FERRY_TICKETS, True),
    w.faith("ko-t1-022", "wrap.question", "회의실은 돈을 내야 하나요?", "회의실 요금이 궁금하시죠? 회원은 하루 두 시간까지 무료이고, 그보다 오래 쓰면 시간당 1만 원이 붙습니다.", COWORK, True),
    w.faith("ko-t1-023", "fmt.share", "웨딩홀 계약금은 얼마나 내야 하나요?", "총 비용의 10분의 1을 계약금으로 내시면 됩니다.", WEDDING, True),
    w.faith("ko-t1-024", "fmt.currency", "그랜드홀 식대는 얼마예요?", "식대는 한 분당 5만 8천 원입니다.", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("ko-t1-025", "role.swap", "올 시즌 신입 강사 교육은 누가 했나요?", "신입이었던 이준호 강사가 이번 시즌 최하은 강사에게 지도를 받았어요.", SKI_RULES, False),
    w.faith("ko-t1-026", "role.swap", "교정 상담은 어느 원장님이 하세요?", "교정 상담은 김도윤 원장님이 해 주십니다.", DENTAL_STAFF, False),
    w.faith("ko-t1-027", "antonym", "오후 2시에 시작하는 강습은 어떤 강습이에요?", "오후 2시에는 상급자 단체강습이 시작됩니다.", SKI_LESSONS, False),
    w.faith("ko-t1-028", "antonym", "헬멧은 어떻게 구하나요?", "헬멧은 스키학교에서 유료로 대여하실 수 있습니다.", SKI_RULES, False),
    w.faith("ko-t1-029", "negation", "기상이 나쁘면 배가 안 뜨나요?", "풍랑주의보가 내려져도 한바다호는 평소대로 운항합니다.", FERRY_SCHEDULE, False),
    w.faith("ko-t1-030", "negation", "강습 이틀 전에 취소하면 환불되나요?", "강습 시작 24시간 전까지 취소하셔도 환불은 되지 않습니다.", SKI_RULES, False),
    w.faith("ko-t1-031", "modality", "배 탈 때 신분증이 필요한가요?", "신분증은 가능하면 챙겨 오시는 게 좋습니다.", FERRY_TICKETS, False),
    w.faith("ko-t1-032", "modality", "텃밭에서 농약을 써도 되나요?", "농약은 되도록 쓰지 않으시길 권장합니다.", GARDEN_RULES, False),
    w.faith("ko-t1-033", "quantifier", "풍랑주의보가 내려지면 배는 어떻게 되나요?", "풍랑주의보가 내려지면 일부 배편만 결항됩니다.", FERRY_SCHEDULE, False),
    w.faith("ko-t1-034", "quantifier", "어르신 가구 우선 배정이 있나요?", "네, 텃밭의 모든 구획이 어르신과 장애인 가구에 우선 배정됩니다.", GARDEN_PLOTS, False),
    w.faith("ko-t1-035", "direction", "보증 인원은 몇 명인가요?", "그랜드홀의 보증 인원은 최대 150명입니다.", WEDDING, False),
    w.faith("ko-t1-036", "direction", "어린이는 어떤 강습을 받을 수 있나요?", "만 7세 이상 어린이는 개인강습만 받을 수 있어요.", SKI_LESSONS, False),
    w.faith("ko-t1-037", "value.number", "단체강습은 한 반에 몇 명이에요?", "한 반에 여덟 명까지 받습니다.", SKI_LESSONS, False),
    w.faith("ko-t1-038", "value.time", "토요일에는 몇 시까지 진료하나요?", "토요일에는 오후 3시까지 진료합니다.", DENTAL_HOURS, False),
    w.faith("ko-t1-039", "value.currency", "자유석 월 이용권은 얼마예요?", "자유석은 한 달에 30만 원입니다.", COWORK, False),
    w.faith("ko-t1-040", "value.date", "분양 신청은 언제부터예요?", "4월 4일부터 구청 홈페이지에서 신청을 받습니다.", GARDEN_PLOTS, False),
    w.faith("ko-t1-041", "value.unit", "텃밭 한 구획은 얼마나 넓어요?", "한 구획의 넓이는 6평입니다.", GARDEN_PLOTS, False),
    w.faith("ko-t1-042", "value.except", "치과는 언제 쉬나요?", "하얀미소치과는 월요일만 빼고 매일 진료합니다.", DENTAL_HOURS, False),
    w.faith("ko-t1-043", "added.fact", "하객 주차는 무료인가요?", "주차는 3시간까지 무료이고, 역에서 오는 하객용 셔틀버스도 운행합니다.", WEDDING, False),
    w.faith("ko-t1-044", "added.entity", "임플란트 상담은 누가 해 주세요?", "임플란트 상담은 김도윤 원장님과 이지훈 실장님이 함께 맡고 있습니다.", DENTAL_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t1-045", "correct.wordy", "청파항에서 모래섬까지 배로 얼마나 걸리나요?", "청파항을 떠난 한바다호가 모래섬에 닿기까지 편도로 1시간 10분이 걸리니, 일정 짜실 때 참고하세요.", "1시간 10분", True),
    w.correct("ko-t1-046", "correct.format", "그랜드홀 식대는 1인당 얼마인가요?", "한 분당 오만 팔천 원입니다.", "58,000원", True),
    w.correct("ko-t1-047", "correct.short", "스키 강습 중에 헬멧을 꼭 써야 하나요?", "네, 필수예요.", "네, 강습 중 헬멧 착용은 필수입니다.", True),
    w.correct("ko-t1-048", "correct.format", "텃밭 분양 신청은 언제 시작하나요?", "3/4부터입니다.", "3월 4일", True),
    w.correct("ko-t1-049", "wrong.value", "단체강습 한 반 정원은 몇 명인가요?", "한 반에 10명까지 들어갈 수 있습니다.", "6명", False),
    w.correct("ko-t1-050", "wrong.role", "올 시즌 신입 강사를 지도한 사람은 누구인가요?", "최하은 강사가 신입 강사 이준호를 지도했습니다.", "이준호 강사가 신입 강사 최하은을 지도했습니다.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
