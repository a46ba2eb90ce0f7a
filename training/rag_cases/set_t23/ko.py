"""Korean cases of set t23: a maritime museum (admission, a restored wheelhouse), a riding
club (trial rides, staff and cancellations), a pottery fair, an ice rink (sessions, rules),
a window cleaning firm (prices, quotes and rework) and a lifelong learning centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

MUSEUM = (
    "국립해양유물관은 월요일을 제외한 매일 오전 9시부터 오후 6시까지 문을 연다. "
    "관람료는 성인 3,000원, 청소년 1,500원이며, 65세 이상과 7세 미만은 무료다."
)

WHEELHOUSE = (
    "2층 특별전시실에서는 1970년대 원양어선 '한바다호'의 조타실을 복원해 전시하고 있다. "
    "복원 작업은 학예연구사 박지훈이 맡았고, 자원봉사자 이수민이 자료 조사를 도왔다. "
    "전시 해설은 매일 오전 11시와 오후 3시에 30분간 진행되며, 사전 신청은 필요 없다."
)

RIDING = (
    "푸른들 승마클럽의 체험 승마는 만 10세 이상이면 누구나 참여할 수 있다. "
    "1회 체험 비용은 4만 원이며, 10회 정기권은 35만 원이다. "
    "안전모와 조끼는 클럽에서 무료로 빌려주지만, 신발은 운동화 대신 굽이 있는 것을 신어야 한다. "
    "비가 오는 날에는 실내 마장에서 수업한다."
)

RIDING_STAFF = (
    "초급반은 김하늘 교관이 지도하고, 말 관리는 마필관리사 정태규가 담당한다. "
    "수업 하루 전까지 취소하면 전액 환불되지만, 당일 취소는 환불되지 않는다."
)

POTTERY = (
    "여주 도자기 장터는 매년 5월 첫째 주 금요일부터 일요일까지 사흘간 도자기마을 광장에서 열린다. "
    "올해는 도예가 120여 명이 참여하며, 입장료는 없다. "
    "장터 안에서는 물레 체험을 1인당 1만 원에 할 수 있고, 체험은 선착순 200명까지 받는다. "
    "일부 부스에서는 카드 결제가 되지 않으니 현금을 준비하는 것이 좋다."
)

RINK = (
    "한빛 아이스링크의 자유 스케이팅은 평일 오후 1시부터 5시까지, 주말에는 오전 10시부터 오후 6시까지 운영된다. "
    "매시 정각부터 15분 동안은 빙판 정비 시간이라 입장할 수 없다. "
    "입장료는 성인 7,000원, 어린이 5,000원이며 스케이트 대여료는 3,000원이다."
)

RINK_RULES = (
    "링크 안에서는 장갑과 헬멧 착용이 의무다. "
    "초등학생 이하 어린이는 보호자와 함께 입장해야 한다. "
    "음식물은 2층 매점에서만 먹을 수 있다."
)

WINDOWS = (
    "맑은창 청소는 아파트와 상가의 유리창 청소를 전문으로 하는 업체로, 2015년 오세진 대표가 설립했다. "
    "30평대 아파트 외부 유리창 청소는 25만 원이며, 고층 작업에는 로프 작업자 2명이 한 조로 투입된다. "
    "비나 강풍이 예보된 날에는 작업을 연기한다."
)

WINDOWS_SERVICE = (
    "견적은 전화나 홈페이지로 신청할 수 있고, 현장 방문 견적은 무료다. "
    "작업 후 7일 이내에 얼룩이 남아 있으면 한 번 무료로 재시공해 준다. "
    "결제는 계좌이체와 카드로만 가능하다."
)

HISTORY_COURSE = (
    "새봄 평생교육원의 '생활 속 한국사' 강좌는 3월 4일부터 6월 24일까지 매주 화요일 저녁 7시부터 9시까지 열린다. "
    "수강료는 12만 원이며, 기초생활수급자는 전액 면제된다. "
    "강의는 역사학 박사 윤서영 강사가 맡고, 수강 인원은 25명으로 제한된다."
)

CENTRE = (
    "교육원은 수강생에게 3층 자습실을 무료로 개방하며, 이용 시간은 평일 오전 10시부터 오후 8시까지다. "
    "출석률이 80% 이상인 수강생에게는 수료증이 발급된다. "
    "주차는 2시간까지 무료이며, 그 이후에는 30분마다 1,000원이 부과된다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("ko-t23-001", "para.except", "해양유물관은 언제 쉬나요?", "월요일에는 휴관하고, 그 밖의 요일에는 오전 9시부터 오후 6시까지 관람할 수 있어요.", MUSEUM, True),
    w.faith("ko-t23-002", "fmt.time", "유물관 운영 시간이 어떻게 되나요?", "09:00에 문을 열어서 18:00에 닫습니다.", MUSEUM, True),
    w.faith("ko-t23-003", "fmt.currency", "관람료가 얼마예요?", "어른은 삼천 원, 청소년은 천오백 원을 내시면 됩니다.", MUSEUM, True),
    w.faith("ko-t23-004", "para.part", "일흔 살 되신 할머니도 입장료를 내야 하나요?", "아니요, 65세 이상이시면 무료로 관람하실 수 있습니다.", MUSEUM, True),
    w.faith("ko-t23-005", "para.passive", "한바다호 조타실은 누가 복원했나요?", "조타실은 학예연구사 박지훈에 의해 복원되었고, 자원봉사자 이수민이 자료 조사로 힘을 보탰습니다.", WHEELHOUSE, True),
    w.faith("ko-t23-006", "wrap.attribution", "전시 해설을 들으려면 신청해야 하나요?", "안내문에 따르면 해설은 미리 신청하지 않아도 들을 수 있다고 합니다.", WHEELHOUSE, True),
    w.faith("ko-t23-007", "fmt.time", "해설은 몇 시에 있나요?", "해설은 날마다 11:00과 15:00에 시작해서 30분 동안 진행돼요.", WHEELHOUSE, True),
    w.faith("ko-t23-008", "para.synonym", "초등학교 4학년 아이인데 만 열 살이에요. 체험 승마 할 수 있나요?", "네, 만 열 살부터는 누구든 체험 승마에 참가할 수 있어요.", RIDING, True),
    w.faith("ko-t23-009", "para.synonym", "장비는 챙겨 가야 하나요?", "안전모와 조끼는 돈을 내지 않고 빌릴 수 있고, 신발은 운동화가 아니라 굽 있는 걸로 신으셔야 해요.", RIDING, True),
    w.faith("ko-t23-010", "wrap.hedge", "비가 오면 수업이 취소되나요?", "제가 알기로는 비 오는 날에도 실내 마장에서 수업이 진행됩니다.", RIDING, True),
    w.faith("ko-t23-011", "para.relative", "초급반 담당자는 누구예요?", "초급반을 가르치는 분은 김하늘 교관이고, 말을 돌보는 일은 마필관리사 정태규 씨가 맡고 있어요.", RIDING_STAFF, True),
    w.faith("ko-t23-012", "fmt.date", "도자기 장터는 언제 열려요?", "해마다 5월 첫째 주 금·토·일 사흘 동안 열립니다.", POTTERY, True),
    w.faith("ko-t23-013", "fmt.number", "장터에 도예가가 몇 명이나 오나요?", "올해는 120명 남짓한 도예가가 참여하고, 입장은 무료예요.", POTTERY, True),
    w.faith("ko-t23-014", "para.synonym", "물레 체험은 아무 때나 할 수 있나요?", "한 사람당 만 원이고, 먼저 온 200명까지만 받아요.", POTTERY, True),
    w.faith("ko-t23-015", "fmt.time", "자유 스케이팅 시간이 언제예요?", "평일엔 13시부터 17시까지, 주말엔 10시부터 18시까지 타실 수 있어요.", RINK, True),
    w.faith("ko-t23-016", "para.reorder", "정각에 바로 들어갈 수 있나요?", "아니요, 빙판을 정비하느라 매 정각부터 15분 동안은 입장이 안 됩니다.", RINK, True),
    w.faith("ko-t23-017", "wrap.opener", "링크에서 꼭 착용해야 하는 게 있나요?", "좋은 질문이에요! 링크 안에서는 장갑과 헬멧을 반드시 착용해야 합니다.", RINK_RULES, True),
    w.faith("ko-t23-018", "para.relative", "맑은창 청소는 어떤 회사예요?", "2015년에 오세진 대표가 세운 맑은창 청소는 아파트와 상가 유리창 청소를 전문으로 합니다.", WINDOWS, True),
    w.faith("ko-t23-019", "para.combine", "고층 아파트도 작업하나요?", "고층은 로프 작업자 두 명이 한 조가 되어 작업하고, 비나 강풍 예보가 있는 날에는 일정을 미룹니다.", WINDOWS, True),
    w.faith("ko-t23-020", "fmt.period", "청소 후에 얼룩이 남으면 어떻게 하나요?", "작업한 날로부터 일주일 안에 얼룩이 보이면 한 번은 무료로 다시 해 드립니다.", WINDOWS_SERVICE, True),
    w.faith("ko-t23-021", "wrap.closer", "견적 받는 데 돈이 드나요?", "현장에 방문해서 견적을 내 드리는 건 무료예요. 궁금한 점 있으면 언제든 물어보세요!", WINDOWS_SERVICE, True),
    w.faith("ko-t23-022", "fmt.date", "한국사 강좌는 언제 시작하고 끝나요?", "3월 4일에 개강해서 6월 24일에 종강하고, 수업은 매주 화요일에 있습니다.", HISTORY_COURSE, True),
    w.faith("ko-t23-023", "fmt.share", "수료증은 어떻게 받나요?", "전체 수업의 5분의 4 이상 출석하면 수료증이 나옵니다.", CENTRE, True),
    w.faith("ko-t23-024", "wrap.question", "자습실은 언제 쓸 수 있어요?", "자습실은 평일 오전 10시부터 저녁 8시까지 수강생에게 무료로 열려 있어요. 더 궁금하신 점 있으신가요?", CENTRE, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("ko-t23-025", "value.number", "청소년 관람료는 얼마예요?", "청소년은 2,000원이고, 성인은 3,000원입니다.", MUSEUM, False),
    w.faith("ko-t23-026", "value.except", "해양유물관은 언제 쉬나요?", "화요일만 빼고 매일 오전 9시부터 오후 6시까지 문을 엽니다.", MUSEUM, False),
    w.faith("ko-t23-027", "direction", "누가 무료로 들어갈 수 있나요?", "65세 이하와 7세 미만은 관람료를 내지 않아도 됩니다.", MUSEUM, False),
    w.faith("ko-t23-028", "role.swap", "한바다호 조타실은 누가 복원했나요?", "조타실 복원은 자원봉사자 이수민이 맡았고, 학예연구사 박지훈은 자료 조사를 도왔습니다.", WHEELHOUSE, False),
    w.faith("ko-t23-029", "modality", "전시 해설을 들으려면 신청해야 하나요?", "네, 해설을 들으시려면 미리 신청하셔야 합니다.", WHEELHOUSE, False),
    w.faith("ko-t23-030", "value.number", "몇 살부터 체험 승마를 할 수 있나요?", "체험 승마는 만 12세 이상부터 참여할 수 있어요.", RIDING, False),
    w.faith("ko-t23-031", "negation", "안전모를 빌릴 수 있나요?", "안전모는 빌려주지 않으니 직접 챙겨 오셔야 해요.", RIDING, False),
    w.faith("ko-t23-032", "antonym", "비가 오면 수업이 취소되나요?", "비 오는 날에는 야외 마장에서 수업을 진행합니다.", RIDING, False),
    w.faith("ko-t23-033", "role.swap", "초급반은 누가 가르쳐요?", "초급반은 정태규 씨가 가르치고, 말 관리는 김하늘 교관이 맡고 있어요.", RIDING_STAFF, False),
    w.faith("ko-t23-034", "value.date", "도자기 장터는 언제 열려요?", "매년 5월 마지막 주 금요일부터 일요일까지 사흘간 열립니다.", POTTERY, False),
    w.faith("ko-t23-035", "quantifier", "장터에서 카드 결제가 되나요?", "네, 장터의 모든 부스에서 카드로 결제하실 수 있어요.", POTTERY, False),
    w.faith("ko-t23-036", "value.number", "물레 체험은 몇 명까지 할 수 있어요?", "물레 체험은 1인당 1만 원이고, 선착순 300명까지 받습니다.", POTTERY, False),
    w.faith("ko-t23-037", "value.time", "주말에는 몇 시부터 탈 수 있나요?", "주말 자유 스케이팅은 오전 9시부터 오후 6시까지예요.", RINK, False),
    w.faith("ko-t23-038", "added.entity", "링크에서 꼭 착용해야 하는 게 있나요?", "링크 안에서는 장갑과 헬멧, 그리고 무릎 보호대를 꼭 착용해야 합니다.", RINK_RULES, False),
    w.faith("ko-t23-039", "modality", "아이 혼자 스케이트를 타도 되나요?", "초등학생 이하 어린이는 보호자와 함께 입장하는 것을 권장합니다.", RINK_RULES, False),
    w.faith("ko-t23-040", "value.unit", "아파트 유리창 청소 비용은 얼마예요?", "30제곱미터대 아파트의 외부 유리창 청소는 25만 원입니다.", WINDOWS, False),
    w.faith("ko-t23-041", "negation", "견적 받는 데 돈이 드나요?", "현장 방문 견적은 무료가 아니라 별도 비용이 있습니다.", WINDOWS_SERVICE, False),
    w.faith("ko-t23-042", "added.fact", "청소 후에 얼룩이 남으면 어떻게 하나요?", "7일 안에 얼룩이 남아 있으면 한 번 무료로 재시공해 주고, 작업 전후 사진도 보내 드립니다.", WINDOWS_SERVICE, False),
    w.faith("ko-t23-043", "quantifier", "수료증은 누가 받나요?", "수강생이라면 출석률과 상관없이 전원 수료증을 받습니다.", CENTRE, False),
    w.faith("ko-t23-044", "direction", "수료증 발급 기준이 뭔가요?", "출석률이 80% 이하인 수강생에게 수료증이 발급됩니다.", CENTRE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t23-045", "correct.wordy", "한바다호는 언제 만들어진 배인가요?", "한바다호는 1970년대에 활동한 원양어선으로, 지금은 그 조타실이 복원되어 있어요.", "1970년대", True),
    w.correct("ko-t23-046", "correct.format", "물레 체험 비용은 얼마인가요?", "10,000원", "1만 원", True),
    w.correct("ko-t23-047", "correct.wordy", "초급반 교관은 누구인가요?", "초급반은 김하늘 교관님이 지도하고 계십니다.", "김하늘", True),
    w.correct("ko-t23-048", "correct.format", "'생활 속 한국사' 수업은 언제 하나요?", "매주 화요일 19:00~21:00", "화요일 저녁 7시부터 9시까지", True),
    w.correct("ko-t23-049", "wrong.value", "해양유물관 성인 관람료는 얼마인가요?", "성인은 5,000원입니다.", "3,000원", False),
    w.correct("ko-t23-050", "wrong.role", "한바다호 조타실을 복원한 사람은 누구인가요?", "자원봉사자 이수민이 복원했습니다.", "학예연구사 박지훈", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
