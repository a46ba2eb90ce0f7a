"""Korean cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

GYM = "한빛 클라이밍짐은 평일에는 오전 6시 30분, 토요일과 일요일에는 오전 8시에 문을 열고, 매일 밤 11시에 문을 닫습니다. 성인 1일 이용권은 18,000원이고, 암벽화 대여는 4,000원입니다. 처음 오는 분은 모두 로프를 사용하기 전에 20분간 안전 교육을 받아야 합니다. 목요일 청소년반은 김서연 코치가 맡고, 보조 코치는 박준호입니다."
SPA = "호수호텔 스파는 매일 오전 9시부터 오후 8시까지 운영합니다. 투숙객은 수영장을 무료로 이용할 수 있고, 외부 방문객은 3시간 이용에 30,000원을 냅니다. 60분 딥티슈 마사지는 90,000원이며, 최소 24시간 전에 예약하는 것을 권장합니다. 16세 미만은 사우나에 들어갈 수 없습니다."
MUSEUM = "해안시립박물관은 화요일부터 일요일까지 오전 10시부터 오후 5시 30분까지 문을 열고, 월요일에는 휴관합니다. 입장료는 성인 5,000원이며, 18세 미만은 무료입니다. 1960년대 항구 사람들의 삶을 다룬 특별전은 2025년 3월 3일부터 9월 28일까지 열립니다. 플래시를 쓰지 않는 사진 촬영은 직물 전시실을 제외한 모든 전시실에서 허용됩니다."
RECYCLING = "북구 재활용센터는 주민이 가져오는 유리, 종이, 고철, 정원 폐기물을 무료로 받습니다. 매트리스는 개당 10,000원이며, 건축 폐자재는 한 번 방문할 때 3포대까지만 받습니다. 운영 시간은 4월부터 9월까지는 8시~18시, 10월부터 3월까지는 8시~16시입니다. 승합차나 트레일러로 오려면 허가가 필요하며, 허가는 반드시 온라인으로 예약해야 합니다."
DRIVING = "바른길 운전학원의 60분 도로 연수는 50,000원이고, 10회 묶음은 450,000원입니다. 수강생은 첫 연수 전에 반드시 학과 시험에 합격해야 합니다. 수동 차량은 이지은 강사가, 자동 차량은 최민수 강사가 가르칩니다. 실기 시험 약 2주 전에 모의 시험을 보는 것을 권장합니다."
WEDDING = "솔밭 웨딩홀은 착석 하객을 최대 120명까지 수용합니다. 대관료는 토요일 480만 원, 월요일부터 목요일까지는 320만 원입니다. 날짜를 예약할 때 계약금 25%를 내야 하고, 잔금은 예식 8주 전까지 내야 합니다. 음악은 밤 11시 30분까지만 틀 수 있으며, 불꽃놀이는 허용되지 않습니다."
REPAIR = "바이트픽스는 방앗간길 14번지에서 노트북, 휴대폰, 태블릿을 수리합니다. 진단 검사는 20,000원이며, 수리를 진행하면 이 금액은 수리비에서 차감됩니다. 화면 교체는 대부분 영업일 기준 2일 안에 끝납니다. 데이터 복구는 정현우 기사가, 침수 수리는 한예린 기사가 담당합니다. 모든 수리에는 90일 보증이 적용됩니다."
CAMP = "솔숲 여름캠프는 8세부터 14세까지의 어린이를 대상으로 7월 21일부터 8월 15일까지 열립니다. 1주 참가비는 35만 원이며, 형제자매는 10% 할인을 받습니다. 아이들은 오전 8시 30분에서 9시 사이에 데려다주고, 오후 4시 30분에 데려가면 됩니다. 수영 수업은 본관에서 1.5km 떨어진 호수에서 하며, 모든 어린이는 서명한 건강 확인서를 가져와야 합니다."
BAKERY = "느티나무길에 있는 로지 베이커리는 화요일부터 토요일까지 오전 7시에 문을 열고 오후 3시에 닫으며, 일요일과 월요일은 쉽니다. 사워도우 한 덩이는 6,500원, 시나몬롤은 3,500원입니다. 기념일 케이크는 최소 3일 전에 주문해야 합니다. 일부 빵에는 견과류가 들어가지만, 호밀빵에는 견과류가 들어가지 않습니다."
TRAIN = "골짜기선은 가람역과 솔내역 사이 42km 구간을 운행하며, 정차역은 6곳입니다. 열차는 6시부터 21시까지 30분마다 출발하고, 전 구간 소요 시간은 55분입니다. 비혼잡 시간대 편도 요금은 3,200원입니다. 자전거는 7시에서 9시 사이에 가람역에 도착하는 열차를 제외한 모든 열차에 실을 수 있습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bg-001", "para.reorder", "클라이밍짐은 몇 시에 문을 닫나요?", "문을 닫는 시간은 매일 밤 11시예요.", GYM, True),
    w.faith("ko-bg-002", "para.passive", "자동 차량 연수는 누가 해 주나요?", "자동 차량 연수는 최민수 강사에 의해 진행됩니다.", DRIVING, True),
    w.faith("ko-bg-003", "para.synonym", "열네 살 아이도 사우나를 쓸 수 있나요?", "아니요, 16세가 안 된 손님은 사우나를 이용할 수 없어요.", SPA, True),
    w.faith("ko-bg-004", "fmt.scale", "진단 검사 비용은 얼마인가요?", "진단 검사는 2만 원이고, 수리를 맡기면 그 금액은 수리비에서 빠져요.", REPAIR, True),
    w.faith("ko-bg-005", "fmt.period", "기념일 케이크는 언제까지 주문해야 하나요?", "기념일 케이크는 적어도 사흘 전에는 주문해야 해요.", BAKERY, True),
    w.faith("ko-bg-006", "fmt.time", "캠프에서 아이를 몇 시에 데려가면 되나요?", "16시 30분에 데려가시면 됩니다.", CAMP, True),
    w.faith("ko-bg-007", "fmt.unit", "수영 수업을 하는 호수는 본관에서 얼마나 떨어져 있나요?", "호수는 본관에서 1,500m 떨어져 있어요.", CAMP, True),
    w.faith("ko-bg-008", "para.pronoun", "정현우 기사는 어떤 일을 하나요?", "이분은 바이트픽스에서 데이터 복구를 맡고 있어요.", REPAIR, True),
    w.faith("ko-bg-009", "para.combine", "박물관 관람 시간이 어떻게 되나요?", "월요일을 빼고 매일 오전 10시부터 오후 5시 30분까지 열어요.", MUSEUM, True),
    w.faith("ko-bg-010", "fmt.share", "형제자매 할인은 얼마나 되나요?", "형제자매는 참가비의 10분의 1을 할인받아요.", CAMP, True),
    w.faith("ko-bg-011", "wrap.opener", "정원 폐기물도 무료로 받아 주나요?", "네, 물론이죠. 주민이 가져오는 정원 폐기물은 무료로 받습니다.", RECYCLING, True),
    w.faith("ko-bg-012", "wrap.attribution", "골짜기선 전 구간을 가는 데 얼마나 걸리나요?", "골짜기선 안내에 따르면 전 구간을 가는 데 55분이 걸립니다.", TRAIN, True),
    w.faith("ko-bg-013", "fmt.thousands", "토요일 대관료는 얼마인가요?", "토요일 대관료는 4,800,000원입니다.", WEDDING, True),
    w.faith("ko-bg-014", "value.number", "웨딩홀에는 하객이 몇 명까지 앉을 수 있나요?", "착석 하객은 최대 150명까지 받을 수 있어요.", WEDDING, False),
    w.faith("ko-bg-015", "value.date", "여름캠프는 언제 시작하나요?", "캠프는 6월 21일에 시작합니다.", CAMP, False),
    w.faith("ko-bg-016", "value.time", "토요일에는 클라이밍짐이 몇 시에 문을 여나요?", "토요일에는 오전 9시에 문을 엽니다.", GYM, False),
    w.faith("ko-bg-017", "value.unit", "골짜기선 운행 구간은 얼마나 긴가요?", "골짜기선은 42마일 구간을 운행합니다.", TRAIN, False),
    w.faith("ko-bg-018", "role.swap", "침수 수리는 누가 담당하나요?", "침수 수리는 정현우 기사가, 데이터 복구는 한예린 기사가 맡습니다.", REPAIR, False),
    w.faith("ko-bg-019", "negation", "호밀빵에 견과류가 들어가나요?", "네, 호밀빵에는 견과류가 들어갑니다.", BAKERY, False),
    w.faith("ko-bg-020", "antonym", "월요일에 박물관에 가도 되나요?", "네, 박물관은 월요일에도 문을 엽니다.", MUSEUM, False),
    w.faith("ko-bg-021", "modality", "모의 시험은 꼭 봐야 하나요?", "네, 실기 시험 약 2주 전에 모의 시험을 반드시 봐야 합니다.", DRIVING, False),
    w.faith("ko-bg-022", "quantifier", "처음 오는 사람은 모두 안전 교육을 받아야 하나요?", "아니요, 처음 오는 분 중 일부만 20분간 안전 교육을 받으면 됩니다.", GYM, False),
    w.faith("ko-bg-023", "value.except", "박물관 전시실에서 사진을 찍어도 되나요?", "플래시 없이 찍는다면 도자기 전시실을 빼고 모든 전시실에서 촬영할 수 있어요.", MUSEUM, False),
    w.faith("ko-bg-024", "direction", "사우나에 나이 제한이 있나요?", "네, 16세가 넘는 손님은 사우나에 들어갈 수 없어요.", SPA, False),
    w.faith("ko-bg-025", "added.fact", "1일 이용권은 얼마인가요?", "성인 1일 이용권은 18,000원이고, 암벽화 대여가 포함돼 있어요.", GYM, False),
    w.faith("ko-bg-026", "added.entity", "캠프에서 아이는 몇 시에 데려가나요?", "오후 4시 30분에 데려가면 되고, 아이 인계는 윤하늘 지도교사가 맡습니다.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bg-027", "refusal.plain", "클라이밍짐 안에 카페가 있나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", GYM, True),
    w.refusal("ko-bg-028", "refusal.context", "솔밭 웨딩홀에서 식사도 제공하나요?", "주어진 자료에는 식사 제공 여부가 나와 있지 않습니다.", WEDDING, True),
    w.refusal("ko-bg-029", "refusal.long", "바이트픽스는 일요일에도 문을 여나요?", "죄송합니다. 제가 가진 정보에는 바이트픽스의 영업일이나 영업시간이 나와 있지 않아서 일요일에 문을 여는지는 확인해 드릴 수 없습니다. 매장에 직접 문의해 보시는 것이 좋겠습니다.", REPAIR, True),
    w.refusal("ko-bg-030", "refusal.partial", "골짜기선 비혼잡 시간대 편도 요금과 왕복 요금은 얼마인가요?", "비혼잡 시간대 편도 요금은 3,200원이에요. 왕복 요금은 안내에 나와 있지 않습니다.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bg-031", "correct.wordy", "솔밭 웨딩홀의 토요일 대관료는 얼마인가요?", "솔밭 웨딩홀에서 토요일에 예식을 올리신다면 대관료는 480만 원이며, 이것이 토요일에 적용되는 기본 요금입니다.", "480만 원", True),
    w.correct("ko-bg-032", "correct.wordy", "솔숲 여름캠프에는 몇 살 어린이가 참가할 수 있나요?", "솔숲 여름캠프는 8세에서 14세 사이의 어린이를 대상으로 운영되는 캠프이므로, 이 나이대의 어린이가 참가할 수 있습니다.", "8세부터 14세까지의 어린이", True),
    w.correct("ko-bg-033", "correct.short", "바이트픽스 수리의 보증 기간은 얼마나 되나요?", "90일이요.", "모든 수리에는 90일 보증이 적용됩니다.", True),
    w.correct("ko-bg-034", "wrong.value", "골짜기선 전 구간 소요 시간은 얼마인가요?", "전 구간은 45분 걸립니다.", "55분", False),
    w.correct("ko-bg-035", "wrong.echo", "바른길 운전학원에서 수동 차량은 누가 가르치나요?", "수동 차량 연수는 수동 차량 담당 강사가 가르칩니다.", "이지은 강사", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bg-036", "relevant.direct", "케이크는 며칠 전에 주문해야 해요?", "적어도 사흘 전이요.", BAKERY, True),
    w.relevant("ko-bg-037", "relevant.direct", "스파 마사지 가격이 어떻게 돼요?", "60분에 9만 원입니다.", SPA, True),
    w.relevant("ko-bg-038", "relevant.yesno", "트레일러를 끌고 재활용센터에 가도 되나요?", "네, 온라인으로 허가를 예약하면 됩니다.", RECYCLING, True),
    w.relevant("ko-bg-039", "offtopic.true", "박물관은 무슨 요일에 쉬나요?", "18세 미만은 입장료가 무료입니다.", MUSEUM, False),
    w.relevant("ko-bg-040", "offtopic.other", "캠프에는 아침 몇 시부터 아이를 데려다줄 수 있나요?", "더운 여름에는 시원한 오이냉국이 입맛을 돋우는 데 좋습니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bg-041", "diag.pass", "로지 베이커리 시나몬롤은 얼마예요?", "시나몬롤은 3,500원이에요.", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("ko-bg-042", "diag.offtopic", "클라이밍짐은 몇 시에 문을 닫나요?", "암벽화 대여료는 4,000원입니다.", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("ko-bg-043", "diag.unfaithful", "예식 잔금은 언제까지 내야 하나요?", "잔금은 예식 4주 전까지 내면 됩니다.", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("ko-bg-044", "diag.missed", "재활용센터에 매트리스를 버리려면 얼마예요?", "죄송하지만 제공된 정보에는 매트리스 처리 비용이 나와 있지 않습니다.", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("ko-bg-045", "diag.correct_refusal", "골짜기선 열차에 와이파이가 있나요?", "죄송하지만 열차 안 와이파이에 관한 정보는 없습니다.", {"train-01": TRAIN, "driving-01": DRIVING}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
