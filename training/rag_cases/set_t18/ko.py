"""Korean cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CASTLE_VISIT = "청운성 박물관은 월요일을 제외한 매일 오전 10시에 문을 열어 오후 6시에 닫습니다. 입장 마감은 폐관 1시간 전입니다. 성인 관람료는 8,000원이고, 65세 이상 어르신은 50% 할인을 받습니다. 성벽 산책로는 비가 오는 날에는 폐쇄됩니다."
CASTLE_PROGRAM = "매주 토요일 오후 2시에는 학예사 박지윤이 진행하는 '성주의 하루' 해설 프로그램이 열립니다. 프로그램은 90분 동안 진행되며 정원은 25명입니다. 참가 신청은 방문 3일 전까지 홈페이지에서 해야 합니다. 프로그램 중에는 음식물을 반입할 수 없습니다."
CATERING_ORDERS = "맛나래 케이터링은 최소 50인분부터 주문을 받습니다. 주문은 행사 7일 전까지 확정해야 하며, 확정할 때 총액의 30%를 계약금으로 냅니다. 메뉴 구성은 김도현 셰프가 담당하고, 현장 서빙 인력 배치는 이수민 실장이 맡습니다."
CATERING_POLICY = "행사 48시간 전까지 취소하면 계약금을 전액 돌려받을 수 있지만, 그 이후에는 돌려받을 수 없습니다. 서울 시내 배송은 무료이고, 경기 지역은 배송비 5만 원이 추가됩니다. 음식은 행사 시작 1시간 전에 도착하도록 배송됩니다."
LICENCE_TESTS = "강남운전면허시험장의 기능시험은 평일 오전 9시부터 오후 5시까지 치러집니다. 응시자는 신분증을 반드시 지참해야 하며, 시험 시작 30분 전까지 도착해야 합니다. 기능시험 응시료는 25,000원입니다. 불합격한 경우 3일이 지난 뒤에 다시 응시할 수 있습니다."
LICENCE_RENEWAL = "운전면허증은 10년마다 갱신해야 하며, 만 75세 이상은 3년마다 갱신해야 합니다. 갱신 신청은 시험장 방문이나 온라인으로 할 수 있습니다. 갱신 수수료는 9,000원이며, 시험장에 방문해 신청하면 새 면허증이 당일 발급됩니다."
YOGA_PROGRAM = "숲결 요가 리트릿은 10월 12일부터 15일까지 3박 4일 일정으로 진행됩니다. 아침 수련은 오전 6시에 시작하며 한소희 강사가 이끌고, 저녁 명상은 정우진 강사가 맡습니다. 참가비는 1인 48만 원이며 숙박과 식사가 포함됩니다. 요가 매트는 각자 준비해야 합니다."
YOGA_RULES = "리트릿 기간 동안 숙소 안에서의 음주는 금지됩니다. 2인실이 기본이며, 1인실을 원하면 12만 원을 추가로 내야 합니다. 시작일 14일 전까지 취소하면 전액 환불되고, 그 이후에는 환불되지 않습니다."
BOX_OFFICE = "한울 콘서트홀 매표소는 화요일부터 일요일까지 낮 12시부터 오후 8시까지 운영합니다. 온라인으로 예매한 티켓은 공연 시작 2시간 전부터 매표소에서 찾을 수 있습니다. 만 24세 이하 관객은 신분증을 제시하면 R석을 40% 할인받을 수 있습니다."
BOX_RULES = "공연이 시작된 후에는 1부가 끝날 때까지 입장할 수 없습니다. 예매 취소는 공연 전날 오후 5시까지 가능하며, 취소 수수료는 티켓 가격의 10%입니다. 미취학 아동은 입장할 수 없습니다."
ROWING_CLUB = "한강조정클럽 신입 회원은 첫 한 달 동안 반드시 코치와 함께 보트를 타야 합니다. 정기 훈련은 매주 화요일과 목요일 오전 6시 30분에 시작하며, 최민호 코치가 지도합니다. 연회비는 60만 원이고, 대학생은 절반만 냅니다."
ROWING_RACE = "클럽 대항 조정 대회는 5월 24일에 2킬로미터 코스에서 열립니다. 참가 신청은 5월 10일에 마감되며, 참가비는 팀당 3만 원입니다. 출전 선수 선발은 주장 윤서연이 하고, 참가비 수납은 총무 강태호가 맡습니다."

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("ko-t18-001", "para.except", "청운성 박물관은 언제 쉬나요?", "매주 월요일에 휴관합니다.", CASTLE_VISIT, True),
    w.faith("ko-t18-002", "fmt.time", "박물관 관람 시간이 어떻게 되나요?", "10:00부터 18:00까지 관람하실 수 있습니다.", CASTLE_VISIT, True),
    w.faith("ko-t18-003", "fmt.share", "어르신 할인이 있나요?", "네, 65세 이상이시면 관람료의 절반만 내시면 됩니다.", CASTLE_VISIT, True),
    w.faith("ko-t18-004", "para.nominal", "해설 프로그램은 누가 진행하나요?", "'성주의 하루' 해설 프로그램 진행은 박지윤 학예사 담당입니다.", CASTLE_PROGRAM, True),
    w.faith("ko-t18-005", "fmt.period", "해설 프로그램은 얼마나 걸리고 몇 명까지 들을 수 있나요?", "한 시간 반 동안 이어지고, 최대 25명까지 참가할 수 있어요.", CASTLE_PROGRAM, True),
    w.faith("ko-t18-006", "wrap.question", "해설 프로그램 참가 신청은 어떻게 하나요?", "신청 방법이 궁금하시죠? 방문하시기 사흘 전까지 홈페이지에서 신청하시면 됩니다.", CASTLE_PROGRAM, True),
    w.faith("ko-t18-007", "para.reorder", "계약금은 얼마나 내야 하나요?", "계약금은 총액의 30%이고, 주문을 확정할 때 냅니다.", CATERING_ORDERS, True),
    w.faith("ko-t18-008", "para.combine", "맛나래 케이터링에서는 누가 어떤 일을 맡나요?", "김도현 셰프는 메뉴를 짜고, 이수민 실장은 행사 현장에 서빙 인력을 배치합니다.", CATERING_ORDERS, True),
    w.faith("ko-t18-009", "para.synonym", "몇 인분부터 주문할 수 있나요?", "50인분 이상이어야 주문이 가능합니다.", CATERING_ORDERS, True),
    w.faith("ko-t18-010", "fmt.currency", "경기 지역에도 배송되나요?", "네, 다만 경기 지역은 배송비 50,000원이 따로 붙습니다.", CATERING_POLICY, True),
    w.faith("ko-t18-011", "fmt.period", "취소하면 계약금을 돌려받을 수 있나요?", "행사 이틀 전까지 취소하시면 계약금을 모두 돌려받으실 수 있습니다.", CATERING_POLICY, True),
    w.faith("ko-t18-012", "wrap.attribution", "음식은 언제 도착하나요?", "업체 안내에 따르면, 음식은 행사가 시작되기 한 시간 전에 도착하도록 배송된다고 합니다.", CATERING_POLICY, True),
    w.faith("ko-t18-013", "fmt.range", "기능시험은 언제 볼 수 있나요?", "월요일부터 금요일까지, 9시~17시 사이에 치러집니다.", LICENCE_TESTS, True),
    w.faith("ko-t18-014", "fmt.number", "기능시험에 떨어지면 언제 다시 볼 수 있나요?", "불합격하시면 사흘이 지난 후에 재응시하실 수 있어요.", LICENCE_TESTS, True),
    w.faith("ko-t18-015", "wrap.opener", "기능시험 보러 갈 때 뭘 챙겨야 하나요?", "좋은 질문이에요. 신분증은 꼭 가져오셔야 하고, 시험 시작 30분 전까지는 도착하셔야 합니다.", LICENCE_TESTS, True),
    w.faith("ko-t18-016", "para.relative", "나이가 많으면 면허 갱신 주기가 달라지나요?", "만 75세 이상인 운전자는 3년에 한 번씩 면허증을 갱신해야 합니다.", LICENCE_RENEWAL, True),
    w.faith("ko-t18-017", "wrap.hedge", "갱신하면 새 면허증은 언제 받나요?", "아마 시험장에 직접 가서 신청하시면 새 면허증을 그날 바로 받으실 수 있을 거예요.", LICENCE_RENEWAL, True),
    w.faith("ko-t18-018", "fmt.date", "요가 리트릿 일정이 어떻게 되나요?", "10/12부터 10/15까지, 3박 4일 일정입니다.", YOGA_PROGRAM, True),
    w.faith("ko-t18-019", "para.part", "아침 수련은 몇 시에 시작하나요?", "아침 수련은 오전 여섯 시에 시작합니다.", YOGA_PROGRAM, True),
    w.faith("ko-t18-020", "wrap.closer", "1인실도 쓸 수 있나요?", "네, 12만 원을 더 내시면 1인실을 쓰실 수 있습니다. 즐거운 수련 되세요!", YOGA_RULES, True),
    w.faith("ko-t18-021", "fmt.number", "온라인으로 예매한 표는 언제부터 찾을 수 있나요?", "공연 두 시간 전부터 매표소에서 받으실 수 있습니다.", BOX_OFFICE, True),
    w.faith("ko-t18-022", "fmt.share", "대학생 회원은 연회비가 얼마인가요?", "대학생은 연회비의 반값인 30만 원만 내면 됩니다.", ROWING_CLUB, True),
    w.faith("ko-t18-023", "para.synonym", "신입 회원은 혼자 보트를 타도 되나요?", "아니요, 새로 들어온 회원은 처음 한 달간은 꼭 코치와 같이 보트에 올라야 합니다.", ROWING_CLUB, True),
    w.faith("ko-t18-024", "para.combine", "대회 준비는 누가 맡나요?", "대회에 나갈 선수는 주장 윤서연이 뽑고, 팀당 3만 원인 참가비는 총무 강태호가 걷습니다.", ROWING_RACE, True),
    # unfaithful: exactly one claim is not supported
    w.faith("ko-t18-025", "value.time", "박물관은 몇 시에 닫나요?", "오전 10시에 열어서 오후 7시에 문을 닫습니다.", CASTLE_VISIT, False),
    w.faith("ko-t18-026", "value.except", "박물관은 무슨 요일에 쉬나요?", "화요일만 빼고 매일 문을 엽니다.", CASTLE_VISIT, False),
    w.faith("ko-t18-027", "antonym", "비가 오면 성벽 산책로를 걸을 수 있나요?", "네, 비가 오는 날에는 성벽 산책로가 개방됩니다.", CASTLE_VISIT, False),
    w.faith("ko-t18-028", "modality", "해설 프로그램은 미리 신청해야 하나요?", "홈페이지 사전 신청은 권장 사항일 뿐 필수는 아닙니다.", CASTLE_PROGRAM, False),
    w.faith("ko-t18-029", "value.number", "해설 프로그램 정원은 몇 명인가요?", "한 회에 최대 서른 명까지 참가할 수 있습니다.", CASTLE_PROGRAM, False),
    w.faith("ko-t18-030", "role.swap", "메뉴는 누가 정하나요?", "메뉴는 이수민 실장이 짜고, 서빙 인력 배치는 김도현 셰프가 맡습니다.", CATERING_ORDERS, False),
    w.faith("ko-t18-031", "direction", "주문 수량에 제한이 있나요?", "맛나래 케이터링은 최대 50인분까지만 주문을 받습니다.", CATERING_ORDERS, False),
    w.faith("ko-t18-032", "negation", "행사 사흘 전에 취소하면 계약금은 어떻게 되나요?", "48시간 전보다 일찍 취소하더라도 계약금은 돌려받을 수 없습니다.", CATERING_POLICY, False),
    w.faith("ko-t18-033", "value.currency", "경기 지역 배송비는 얼마인가요?", "경기 지역은 배송비로 50달러가 추가됩니다.", CATERING_POLICY, False),
    w.faith("ko-t18-034", "direction", "음식은 언제 도착하나요?", "음식은 행사가 시작되고 1시간 뒤에 도착합니다.", CATERING_POLICY, False),
    w.faith("ko-t18-035", "modality", "신분증이 꼭 있어야 하나요?", "신분증은 가져오시면 좋지만 꼭 필요한 것은 아닙니다.", LICENCE_TESTS, False),
    w.faith("ko-t18-036", "value.unit", "불합격하면 언제 재응시할 수 있나요?", "불합격하면 3주가 지난 뒤에 다시 응시할 수 있습니다.", LICENCE_TESTS, False),
    w.faith("ko-t18-037", "quantifier", "면허 갱신은 어디서 신청하나요?", "갱신 신청은 온라인으로만 받습니다.", LICENCE_RENEWAL, False),
    w.faith("ko-t18-038", "added.fact", "갱신 수수료는 얼마인가요?", "수수료는 9,000원이고, 만 75세 이상은 수수료가 면제됩니다.", LICENCE_RENEWAL, False),
    w.faith("ko-t18-039", "value.date", "리트릿은 언제 열리나요?", "10월 13일부터 16일까지 진행됩니다.", YOGA_PROGRAM, False),
    w.faith("ko-t18-040", "role.swap", "수련은 어떤 강사가 맡나요?", "아침 수련은 정우진 강사가, 저녁 명상은 한소희 강사가 이끕니다.", YOGA_PROGRAM, False),
    w.faith("ko-t18-041", "negation", "숙소에서 술을 마셔도 되나요?", "네, 리트릿 기간에도 숙소에서 음주가 허용됩니다.", YOGA_RULES, False),
    w.faith("ko-t18-042", "quantifier", "R석 할인은 누가 받을 수 있나요?", "모든 관객이 R석을 40% 할인된 가격에 살 수 있습니다.", BOX_OFFICE, False),
    w.faith("ko-t18-043", "added.entity", "정기 훈련은 누가 지도하나요?", "정기 훈련은 최민호 코치와 오세진 코치가 함께 지도합니다.", ROWING_CLUB, False),
    w.faith("ko-t18-044", "antonym", "대회 참가 신청은 언제까지인가요?", "참가 신청은 5월 10일부터 시작됩니다.", ROWING_RACE, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("ko-t18-045", "correct.wordy", "청운성 박물관의 성인 관람료는 얼마인가요?", "청운성 박물관은 어른 한 분이 관람하실 때 8천 원을 내시면 됩니다.", "8,000원", True),
    w.correct("ko-t18-046", "correct.format", "조정 대회 코스의 길이는 얼마인가요?", "2,000미터입니다.", "2km", True),
    w.correct("ko-t18-047", "correct.wordy", "한강조정클럽 정기 훈련은 누가 지도하나요?", "정기 훈련은 클럽의 최민호 코치님이 맡아서 지도하고 계십니다.", "최민호 코치", True),
    w.correct("ko-t18-048", "correct.format", "한울 콘서트홀의 예매 취소 수수료는 얼마인가요?", "티켓 값의 10분의 1입니다.", "티켓 가격의 10%", True),
    w.correct("ko-t18-049", "wrong.value", "숲결 요가 리트릿의 1인실 추가 요금은 얼마인가요?", "1인실을 쓰려면 15만 원을 더 내야 합니다.", "12만 원", False),
    w.correct("ko-t18-050", "wrong.role", "조정 대회 출전 선수는 누가 뽑나요?", "출전 선수는 총무 강태호가 선발합니다.", "주장 윤서연", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
