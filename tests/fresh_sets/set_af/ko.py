"""Korean cases of set AF: a district swimming pool, a ski rental shop, a tax advice office and a
weekend allotment farm."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POOL = (
    "한빛구민수영장은 화요일부터 일요일까지 오전 6시부터 오후 9시까지 운영하며, 매주 월요일은 휴관합니다. "
    "성인 1회 이용료는 5,000원이고, 65세 이상 어르신은 2,500원입니다. "
    "수영모는 반드시 착용해야 하며, 초등학생 이하 어린이는 보호자와 함께 입장해야 합니다."
)
SKI = (
    "눈꽃스키렌탈은 스키 세트(스키, 부츠, 폴)를 하루 35,000원에 대여합니다. "
    "보드 세트는 하루 40,000원이며, 헬멧은 무료로 대여됩니다. "
    "장비를 빌릴 때는 신분증을 맡겨야 하고, 장비는 당일 오후 5시 30분까지 반납해야 합니다."
)
TAX = (
    "바른세무상담소에서는 김도윤 세무사가 종합소득세 신고 상담을 진행합니다. "
    "상담은 예약제로 운영되며, 예약은 이수진 사무장이 전화로 받습니다. "
    "1회 상담은 50분이고 비용은 60,000원입니다. "
    "5월 한 달 동안은 토요일에도 오전 10시부터 오후 2시까지 상담합니다."
)
FARM = (
    "초록뜰 주말농장은 10㎡ 크기의 텃밭 한 구획을 1년에 120,000원에 분양합니다. "
    "올해 분양은 2025년 3월 4일에 시작했으며, 전체 80개 구획 가운데 절반이 이미 신청되었습니다. "
    "농장 안에서는 농약과 화학비료를 사용할 수 없습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실한 바꿔 쓰기와 형식
    w.faith("ko-af-001", "para.reorder", "한빛구민수영장 이용료가 얼마예요?", "65세 이상 어르신은 2,500원, 성인은 1회에 5,000원입니다.", POOL, True),
    w.faith("ko-af-002", "para.passive", "헬멧은 따로 돈을 내야 하나요?", "아니요, 눈꽃스키렌탈은 헬멧을 무료로 빌려 줍니다.", SKI, True),
    w.faith("ko-af-003", "para.synonym", "수영장은 언제 쉬나요?", "매주 월요일에 문을 닫습니다.", POOL, True),
    w.faith("ko-af-004", "fmt.time", "장비는 몇 시까지 돌려줘야 하나요?", "당일 17시 30분까지 반납하셔야 합니다.", SKI, True),
    w.faith("ko-af-005", "fmt.scale", "스키 세트를 하루 빌리면 얼마인가요?", "하루에 3만 5천 원입니다.", SKI, True),
    w.faith("ko-af-006", "fmt.share", "주말농장 구획은 얼마나 신청됐나요?", "전체 구획의 50%가 이미 신청되었습니다.", FARM, True),
    w.faith("ko-af-007", "fmt.date", "올해 텃밭 분양은 언제 시작했나요?", "분양은 2025.03.04에 시작됐습니다.", FARM, True),
    w.faith("ko-af-008", "wrap.attribution", "세무 상담 비용은 얼마인가요?", "안내에 따르면 50분짜리 1회 상담 비용은 60,000원입니다.", TAX, True),
    w.faith("ko-af-009", "para.except", "수영장은 무슨 요일에 운영하나요?", "월요일을 제외하고 매일 운영합니다.", POOL, True),
    w.faith("ko-af-010", "wrap.closer", "아이 혼자 수영장에 보내도 되나요?", "초등학생 이하 어린이는 보호자와 함께 입장해야 합니다. 즐거운 시간 보내세요!", POOL, True),
    w.faith("ko-af-011", "fmt.unit", "텃밭 한 구획은 얼마나 넓어요?", "한 구획은 10제곱미터입니다.", FARM, True),
    # 분명한 오류 하나씩
    w.faith("ko-af-012", "value.number", "주말농장에는 구획이 모두 몇 개인가요?", "전체 구획은 100개입니다.", FARM, False),
    w.faith("ko-af-013", "value.currency", "보드 세트 대여료는 얼마인가요?", "보드 세트는 하루 45,000원입니다.", SKI, False),
    w.faith("ko-af-014", "value.time", "5월에 토요일 상담은 몇 시까지 하나요?", "5월에는 토요일에도 오전 10시부터 오후 4시까지 상담합니다.", TAX, False),
    w.faith("ko-af-015", "role.swap", "예약은 누가 받고 상담은 누가 하나요?", "예약은 김도윤 세무사가 받고, 상담은 이수진 사무장이 진행합니다.", TAX, False),
    w.faith("ko-af-016", "negation", "장비 빌릴 때 신분증이 필요한가요?", "장비를 빌릴 때 신분증을 맡기지 않아도 됩니다.", SKI, False),
    w.faith("ko-af-017", "modality", "수영모를 꼭 써야 하나요?", "수영모는 원하는 경우에만 쓰면 됩니다.", POOL, False),
    w.faith("ko-af-018", "antonym", "헬멧은 어떻게 빌리나요?", "헬멧은 유료로 대여됩니다.", SKI, False),
    w.faith("ko-af-019", "quantifier", "구획 신청 현황은 어떤가요?", "80개 구획이 모두 이미 신청되었습니다.", FARM, False),
    w.faith("ko-af-020", "added.fact", "수영장 운영 시간은 어떻게 되나요?", "화요일부터 일요일까지 오전 6시부터 오후 9시까지 운영하고, 사우나도 함께 이용할 수 있습니다.", POOL, False),
    w.faith("ko-af-021", "direction", "어르신 요금은 몇 살부터 적용되나요?", "65세 미만 어르신은 2,500원입니다.", POOL, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-af-022", "refusal.context", "눈꽃스키렌탈에서 스키 강습도 받을 수 있나요?", "죄송하지만 제공된 정보에는 스키 강습에 대한 내용이 없습니다.", SKI, True),
    w.refusal("ko-af-023", "refusal.short", "법인세 신고 상담도 하나요?", "잘 모르겠습니다.", TAX, True),
    w.refusal("ko-af-024", "refusal.hedged", "어르신은 이용료가 얼마예요?", "확실하지는 않지만, 65세 이상 어르신은 2,500원인 것 같습니다.", POOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-af-025", "correct.wordy", "눈꽃스키렌탈에서 보드 세트를 하루 빌리면 얼마예요?", "보드 세트를 하루 동안 빌리시면 4만 원을 내시면 되고, 헬멧은 따로 돈을 받지 않습니다.", "보드 세트는 하루 40,000원입니다.", True),
    w.correct("ko-af-026", "correct.wordy", "종합소득세 신고 상담은 누가 해 주나요?", "바른세무상담소에서는 종합소득세 신고 상담을 김도윤 세무사님이 직접 맡아 진행하고 계십니다.", "김도윤 세무사가 상담합니다.", True),
    w.correct("ko-af-027", "correct.format", "텃밭 한 구획은 1년에 얼마인가요?", "연 12만 원.", "1년에 120,000원입니다.", True),
    w.correct("ko-af-028", "wrong.value", "스키 장비는 언제까지 반납해야 하나요?", "당일 오후 7시까지 반납하면 됩니다.", "당일 오후 5시 30분까지 반납해야 합니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-af-029", "relevant.direct", "텃밭 분양은 언제부터였어요?", "2025년 3월 4일에 시작했습니다.", FARM, True),
    w.relevant("ko-af-030", "relevant.direct", "할머니가 수영장에 가시면 얼마를 내셔야 해요?", "65세 이상 어르신은 2,500원입니다.", POOL, True),
    w.relevant("ko-af-031", "relevant.direct", "장비 빌리러 갈 때 뭘 챙겨 가야 하나요?", "신분증을 맡겨야 하니 꼭 가져오세요.", SKI, True),
    w.relevant("ko-af-032", "relevant.yesno", "5월에는 주말에도 세무 상담을 받을 수 있나요?", "네, 5월에는 토요일 오전 10시부터 오후 2시까지 상담합니다.", TAX, True),
    w.relevant("ko-af-033", "offtopic.true", "보드 세트 대여료는 얼마예요?", "장비는 당일 오후 5시 30분까지 반납해야 합니다.", SKI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-af-034", "diag.pass", "수영장 성인 1회 이용료는 얼마인가요?", "성인 1회 이용료는 5,000원입니다.", {"pool-info": POOL, "ski-rental": SKI}, ("pool-info",), "pass"),
    w.diag("ko-af-035", "diag.correct_refusal", "한빛구민수영장에 주차장이 있나요?", "제공된 자료에는 주차장에 관한 내용이 없어서 답변드리기 어렵습니다.", {"pool-info": POOL, "farm-plots": FARM}, (), "correct_refusal"),
    w.diag("ko-af-036", "diag.missed", "바른세무상담소 1회 상담 비용은 얼마인가요?", "제공된 문서에서는 상담 비용을 찾을 수 없습니다.", {"ski-rental": SKI, "pool-info": POOL}, ("tax-office",), "fix_retrieval"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
