"""Korean cases of set t22: a bicycle courier service and its riders, an urban allotment
club, a smart band's user guide, a guesthouse's shared-kitchen rules, a volunteer fire
brigade and a chocolate factory tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

COURIER = (
    "페달퀵은 주말과 공휴일을 제외한 매일 오전 8시부터 오후 7시까지 강남구와 서초구에서 자전거 배송을 합니다. "
    "기본 요금은 5,000원이며, 무게가 5kg을 넘는 물건은 3,000원이 추가됩니다. "
    "서류 봉투는 접수 후 1시간 안에 배달하는 것이 원칙입니다. "
    "수령인이 부재하면 경비실에 맡기지 않고 발송인에게 연락합니다."
)
COURIER_TEAM = (
    "배차 담당 박서연 팀장이 매일 아침 기사들에게 배송 구역을 나눠 줍니다. "
    "기사 김도윤 씨는 2023년 11월 한 달 동안 1,240건을 배달해 사내 최다 기록을 세웠습니다. "
    "헬멧과 방수 가방은 회사에서 무상으로 지급합니다. "
    "기사는 매주 금요일에 자전거 점검을 받아야 합니다."
)
ALLOTMENT = (
    "햇살텃밭회는 회원 40명이 한 구획씩 밭을 나눠 씁니다. "
    "한 구획의 크기는 10제곱미터이고, 연회비는 6만 원입니다. "
    "회비는 3월 15일까지 내야 합니다. "
    "농약과 화학 비료는 사용할 수 없습니다."
)
ALLOTMENT_RULES = (
    "회장 이정숙 씨는 구획 배정을 맡고, 총무 최민호 씨는 회비를 관리합니다. "
    "공동 창고는 주말에만, 오전 7시부터 11시까지 엽니다. "
    "두 달 넘게 밭을 돌보지 않은 회원은 구획을 반납해야 합니다."
)
BAND = (
    "핏링 S2는 한 번 충전하면 최대 10일 동안 사용할 수 있습니다. "
    "완전히 충전하는 데는 약 2시간이 걸립니다. "
    "5기압 방수를 지원하지만 뜨거운 물로 샤워할 때는 착용하지 마세요. "
    "화면 밝기를 최대로 하면 배터리 사용 시간이 절반으로 줄어듭니다."
)
BAND_DATA = (
    "심박수가 분당 150회를 넘으면 밴드가 진동으로 알려 줍니다. "
    "수면 기록은 앱의 '건강' 탭에서 확인할 수 있습니다. "
    "걸음 수 데이터는 30일 동안 밴드에 저장되고, 그 이후에는 앱과 동기화해야 합니다."
)
KITCHEN = (
    "공용 주방은 오전 6시부터 밤 10시까지 이용할 수 있습니다. "
    "냉장고에 넣는 음식에는 이름과 퇴실 날짜를 적은 스티커를 붙여야 합니다. "
    "이름이 없는 음식은 매주 월요일 아침에 폐기합니다. "
    "라면 냄비는 프런트에서 빌릴 수 있으며 보증금은 없습니다."
)
KITCHEN_NIGHT = (
    "주방 청소는 매일 밤 10시에 야간 매니저 정하늘 씨가 합니다. "
    "음주는 옥상 테라스에서만 허용되며 주방에서는 금지입니다. "
    "쌀, 소금, 식용유는 투숙객 누구나 무료로 사용할 수 있습니다."
)
FIRE = (
    "한빛면 의용소방대에는 대원 35명이 있으며 그중 12명이 여성입니다. "
    "대장 오상철 씨가 출동을 지휘하고, 부대장 윤미경 씨가 장비 관리를 맡습니다. "
    "정기 훈련은 매월 둘째 주 토요일 오후 2시에 열립니다. "
    "신입 대원은 만 20세 이상이어야 합니다."
)
TOUR = (
    "달콤초콜릿 공장 견학은 화요일부터 일요일까지 하루 네 번, 오전 10시, 11시 30분, 오후 2시, 3시 30분에 시작합니다. "
    "관람료는 성인 12,000원, 초등학생 8,000원이며 미취학 아동은 무료입니다. "
    "견학은 약 1시간 동안 진행되고, 마지막에 초콜릿 만들기 체험이 있습니다. "
    "생산 라인에서는 사진 촬영이 금지됩니다."
)
TOUR_GROUPS = (
    "견학 안내는 해설사 한지민 씨가 맡고, 체험 수업은 쇼콜라티에 서준호 씨가 진행합니다. "
    "단체 예약은 20명 이상부터 가능하며 최소 일주일 전에 해야 합니다. "
    "단체는 관람료의 10%를 할인받습니다."
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("ko-t22-001", "para.except", "페달퀵은 주말에도 배송하나요?", "아니요, 주말과 공휴일에는 쉬고 그 외의 날에만 오전 8시부터 오후 7시까지 배송합니다.", COURIER, True),
    w.faith("ko-t22-002", "value.except", "페달퀵은 언제 쉬나요?", "일요일과 공휴일만 빼고 매일 배송합니다.", COURIER, False),
    w.faith("ko-t22-003", "fmt.currency", "무거운 물건은 요금이 더 붙나요?", "네, 5kg이 넘으면 기본요금 5천 원에 3천 원을 더 내셔야 해요.", COURIER, True),
    w.faith("ko-t22-004", "negation", "받는 사람이 집에 없으면 어떻게 하나요?", "수령인이 없을 때는 물건을 경비실에 맡겨 둡니다.", COURIER, False),
    w.faith("ko-t22-005", "fmt.period", "서류는 얼마나 빨리 배달되나요?", "서류 봉투는 접수하고 60분 이내에 배달하는 게 원칙이에요.", COURIER, True),
    w.faith("ko-t22-006", "role.swap", "배송 구역은 누가 정하나요?", "매일 아침 김도윤 씨가 박서연 팀장에게 배송 구역을 나눠 줍니다.", COURIER_TEAM, False),
    w.faith("ko-t22-007", "fmt.thousands", "사내 최다 배달 기록은 누가 가지고 있나요?", "김도윤 기사님이 2023년 11월 한 달에 1천240건을 배달해서 최다 기록을 세웠어요.", COURIER_TEAM, True),
    w.faith("ko-t22-008", "antonym", "헬멧은 어떻게 받나요?", "헬멧과 방수 가방은 회사에서 유료로 지급합니다.", COURIER_TEAM, False),
    w.faith("ko-t22-009", "para.passive", "기사들이 장비를 직접 사야 하나요?", "아니요, 헬멧과 방수 가방은 회사에서 무료로 제공됩니다.", COURIER_TEAM, True),
    w.faith("ko-t22-010", "fmt.abbrev", "텃밭 한 구획은 얼마나 큰가요?", "한 구획은 10㎡입니다.", ALLOTMENT, True),
    w.faith("ko-t22-011", "value.date", "회비는 언제까지 내야 하나요?", "연회비 6만 원은 4월 15일까지 납부하면 됩니다.", ALLOTMENT, False),
    w.faith("ko-t22-012", "modality", "농약을 써도 되나요?", "농약과 화학 비료는 가급적 쓰지 않는 것이 권장됩니다.", ALLOTMENT, False),
    w.faith("ko-t22-013", "para.nominal", "화학 비료를 써도 되나요?", "햇살텃밭회에서는 농약과 화학 비료의 사용이 금지되어 있습니다.", ALLOTMENT, True),
    w.faith("ko-t22-014", "role.swap", "텃밭회에서 누가 무슨 일을 맡고 있나요?", "최민호 씨가 구획 배정을 맡고, 이정숙 씨가 회비를 관리합니다.", ALLOTMENT_RULES, False),
    w.faith("ko-t22-015", "para.except", "평일에도 공동 창고를 쓸 수 있나요?", "아니요, 창고는 평일에는 닫혀 있고 토요일과 일요일 아침 7시부터 11시까지만 열어요.", ALLOTMENT_RULES, True),
    w.faith("ko-t22-016", "value.time", "공동 창고는 몇 시까지 여나요?", "창고는 주말 오전 7시부터 오후 1시까지 엽니다.", ALLOTMENT_RULES, False),
    w.faith("ko-t22-017", "para.synonym", "밭을 오래 비워 두면 어떻게 되나요?", "밭을 두 달 넘게 내버려 둔 회원은 구획을 돌려줘야 합니다.", ALLOTMENT_RULES, True),
    w.faith("ko-t22-018", "fmt.period", "핏링 S2는 한 번 충전하면 얼마나 쓰나요?", "한 번 충전으로 최대 열흘까지 쓸 수 있습니다.", BAND, True),
    w.faith("ko-t22-019", "value.number", "충전은 얼마나 걸려요?", "완전히 충전하려면 약 3시간이 걸립니다.", BAND, False),
    w.faith("ko-t22-020", "fmt.share", "밝기가 배터리에 영향을 주나요?", "네, 화면 밝기를 최대로 올리면 배터리 사용 시간이 50%로 줄어들어요.", BAND, True),
    w.faith("ko-t22-021", "direction", "밝기가 배터리에 영향을 주나요?", "화면 밝기를 최대로 하면 배터리가 두 배 더 오래 갑니다.", BAND, False),
    w.faith("ko-t22-022", "wrap.hedge", "핏링 S2는 방수가 되나요?", "설명서를 보면 아마 5기압 방수를 지원하는 것 같아요.", BAND, True),
    w.faith("ko-t22-023", "para.relative", "수면 기록은 어디서 보나요?", "앱의 '건강' 탭이 수면 기록을 확인할 수 있는 곳입니다.", BAND_DATA, True),
    w.faith("ko-t22-024", "direction", "밴드는 언제 진동하나요?", "심박수가 분당 150회 아래로 떨어지면 밴드가 진동으로 알려 줍니다.", BAND_DATA, False),
    w.faith("ko-t22-025", "added.fact", "수면 기록은 어디서 보나요?", "앱의 '건강' 탭에서 볼 수 있고, PDF 파일로 내보낼 수도 있습니다.", BAND_DATA, False),
    w.faith("ko-t22-026", "fmt.time", "주방은 몇 시부터 몇 시까지 쓸 수 있나요?", "공용 주방은 06:00부터 22:00까지 이용하실 수 있어요.", KITCHEN, True),
    w.faith("ko-t22-027", "wrap.opener", "냉장고에 음식을 넣을 때 주의할 점이 있나요?", "좋은 질문이에요! 이름과 체크아웃 날짜를 적은 스티커를 꼭 붙여 주셔야 해요.", KITCHEN, True),
    w.faith("ko-t22-028", "value.date", "이름 없는 음식은 어떻게 되나요?", "이름이 안 적힌 음식은 매주 금요일 아침에 버립니다.", KITCHEN, False),
    w.faith("ko-t22-029", "wrap.closer", "냄비를 빌릴 수 있나요?", "라면 냄비는 프런트에서 보증금 없이 빌리실 수 있어요. 맛있게 드세요!", KITCHEN, True),
    w.faith("ko-t22-030", "para.reorder", "주방 청소는 누가 하나요?", "야간 매니저 정하늘 씨가 매일 밤 10시에 주방을 청소합니다.", KITCHEN_NIGHT, True),
    w.faith("ko-t22-031", "para.except", "주방에서 맥주를 마셔도 되나요?", "안 됩니다. 술은 옥상 테라스가 아닌 곳에서는 마실 수 없어요.", KITCHEN_NIGHT, True),
    w.faith("ko-t22-032", "quantifier", "쌀이나 소금은 공짜인가요?", "쌀, 소금, 식용유는 장기 투숙객만 무료로 쓸 수 있습니다.", KITCHEN_NIGHT, False),
    w.faith("ko-t22-033", "added.entity", "주방 청소는 누가 하나요?", "매일 밤 10시에 정하늘 씨와 청소 아르바이트생이 함께 주방을 청소합니다.", KITCHEN_NIGHT, False),
    w.faith("ko-t22-034", "role.swap", "출동 지휘는 누가 하나요?", "대장 윤미경 씨가 출동을 지휘하고, 부대장 오상철 씨가 장비를 관리합니다.", FIRE, False),
    w.faith("ko-t22-035", "fmt.number", "의용소방대 대원은 몇 명인가요?", "대원은 모두 서른다섯 명이고, 그 가운데 여성 대원이 열두 명입니다.", FIRE, True),
    w.faith("ko-t22-036", "direction", "신입 대원 나이 제한이 있나요?", "신입 대원은 만 20세 이하여야 합니다.", FIRE, False),
    w.faith("ko-t22-037", "wrap.attribution", "출동은 누가 지휘하나요?", "안내문에 따르면 출동 지휘는 오상철 대장이 맡고 있습니다.", FIRE, True),
    w.faith("ko-t22-038", "para.except", "월요일에 견학할 수 있나요?", "아쉽지만 견학은 월요일을 빼고 매일 있습니다.", TOUR, True),
    w.faith("ko-t22-039", "fmt.currency", "관람료는 얼마예요?", "성인은 1만 2천 원, 초등학생은 8천 원이고 미취학 아동은 돈을 내지 않아요.", TOUR, True),
    w.faith("ko-t22-040", "value.currency", "성인 관람료는 얼마인가요?", "성인 관람료는 15,000원입니다.", TOUR, False),
    w.faith("ko-t22-041", "negation", "공장 안에서 사진을 찍어도 되나요?", "네, 생산 라인에서도 사진을 찍을 수 있습니다.", TOUR, False),
    w.faith("ko-t22-042", "wrap.question", "견학은 얼마나 걸리나요?", "견학 시간이 궁금하세요? 한 시간쯤 걸리고, 끝날 때 초콜릿 만들기 체험을 합니다.", TOUR, True),
    w.faith("ko-t22-043", "role.swap", "견학 안내는 누가 하나요?", "견학 안내는 서준호 씨가, 체험 수업은 한지민 씨가 맡습니다.", TOUR_GROUPS, False),
    w.faith("ko-t22-044", "fmt.period", "단체 예약은 언제까지 해야 하나요?", "단체 예약은 적어도 7일 전까지는 하셔야 합니다.", TOUR_GROUPS, True),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("ko-t22-045", "correct.wordy", "핏링 S2를 완전히 충전하는 데 얼마나 걸리나요?", "설명서 기준으로 보면, 배터리를 가득 채우려면 대략 두 시간 정도 잡으시면 됩니다.", "약 2시간.", True),
    w.correct("ko-t22-046", "correct.short", "한빛면 의용소방대의 대장은 누구인가요?", "오상철 씨요.", "대장은 오상철 씨입니다.", True),
    w.correct("ko-t22-047", "correct.format", "달콤초콜릿 공장 견학의 성인 관람료는 얼마인가요?", "1만 2천 원입니다.", "12,000원", True),
    w.correct("ko-t22-048", "correct.format", "단체 예약은 며칠 전까지 해야 하나요?", "최소 7일 전까지 하시면 됩니다.", "일주일 전", True),
    w.correct("ko-t22-049", "wrong.value", "햇살텃밭회의 연회비는 얼마인가요?", "연회비는 8만 원입니다.", "6만 원", False),
    w.correct("ko-t22-050", "wrong.role", "햇살텃밭회에서 회비를 관리하는 사람은 누구인가요?", "회장 이정숙 씨가 회비를 관리합니다.", "총무 최민호 씨", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
