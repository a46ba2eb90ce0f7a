"""Fresh set cx, Korean: a snowshoe tour, an advice centre, a driving range, carpet cleaning, a cider mill, a robotics club, a bike park, a food truck festival, a hearing aid shop and a kids' café."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SNOWSHOE = (
    "설원트레킹은 12월 15일부터 3월 20일까지 화요일을 제외하고 매일 오대산 설피 투어를 운영한다. "
    "투어는 오전 9시 30분에 진고개 휴게소에서 출발하며, 약 세 시간 동안 6km를 걷는다. "
    "가이드 최은정 씨가 각 그룹을 이끌며, 한 그룹은 최대 12명이다. "
    "참가비는 성인 1인당 65,000원이며 설피와 스틱 대여가 포함된다. "
    "10세 미만 어린이는 투어에 참가할 수 없다."
)
ADVICE = (
    "퇴임 판사 윤정숙 씨가 1987년에 수원에 한빛시민상담센터를 설립했다. "
    "센터는 주거, 부채, 노동 문제에 대해 무료로 상담해 준다. "
    "센터는 월요일부터 금요일까지 오전 10시부터 오후 4시까지 문을 열며, 예약은 권장되지만 필수는 아니다. "
    "자원봉사자 약 40명이 유급 상담원 2명의 지원을 받으며 일한다. "
    "지난해 접수된 상담 3,600건 가운데 절반이 주거 문제였다."
)
RANGE = (
    "푸른들 골프연습장에는 2개 층에 걸쳐 지붕이 있는 타석 28개가 있다. "
    "공 50개 한 바구니는 8,000원, 공 100개 한 바구니는 14,000원이다. "
    "연습장은 매일 오전 7시부터 오후 10시까지 운영한다. "
    "가장 먼 목표 깃발은 타석에서 250야드 떨어져 있다. "
    "헤드 프로 강태윤 씨가 30분 레슨을 45,000원에 진행한다."
)
CARPET = (
    "깨끗한결 카펫클리닝은 성남 지역의 가정과 사무실 카펫을 세탁한다. "
    "20제곱미터 이하의 일반 방 한 칸은 35,000원이고, 계단은 한 칸에 2,000원이다. "
    "기사들은 고온수 추출 방식을 사용하며, 카펫은 보통 4~6시간 안에 마른다. "
    "예약은 최소 48시간 전에 해야 한다. "
    "대표 배수진 씨가 2011년에 회사를 세웠으며, 현재 기사 9명을 고용하고 있다."
)
CIDER = (
    "사과향 양조장은 충주에 있다. "
    "양조장은 1964년에 지어졌으며 1992년부터 한씨 가족이 운영하고 있다. "
    "양조장은 매년 가을 사과주를 약 15,000리터 빚는다. "
    "착즙장 견학은 토요일 오전 11시와 오후 2시에 있으며 45분 동안 진행된다. "
    "갓 짠 사과즙 1리터 한 병은 7,500원이며, 19세 미만 방문객은 사과주를 시음할 수 없다."
)
ROBOTICS = (
    "꼬마로봇 코딩클럽은 매주 수요일 오후 4시부터 5시 30분까지 느티나무 도서관에서 모인다. "
    "8세부터 12세까지의 어린이가 참여할 수 있으며, 한 학기 수강료는 교구를 포함해 12만 원이다. "
    "정지후 코치가 자원봉사 보조교사 2명과 함께 수업을 진행한다. "
    "보호자는 아이가 들어올 때와 나갈 때 반드시 서명해야 한다. "
    "2023년 3월에 클럽 팀이 경기도 어린이 로봇 대회에서 우승했다."
)
BIKEPARK = (
    "능선 산악자전거 파크에는 트레일이 14개 있으며, 그중 4개는 최상급 코스다. "
    "1일 이용권은 49,000원이고, 리프트는 오전 9시부터 오후 5시까지 운행한다. "
    "모든 최상급 코스에서는 풀페이스 헬멧을 반드시 착용해야 한다. "
    "파크는 5월 1일부터 10월 15일까지 운영한다. "
    "대여 자전거는 주행이 끝날 때마다 정비 책임자 문태호 씨가 점검한다."
)
FESTIVAL = (
    "한강 푸드트럭 페스티벌은 2024년 8월 17일과 18일에 대한민국의 수도 서울의 여의도 한강공원에서 열린다. "
    "푸드트럭 약 35대가 이틀 모두 낮 12시부터 오후 9시까지 음식을 판매한다. "
    "입장료는 5,000원이며 12세 미만 어린이는 무료로 입장한다. "
    "목줄을 한 반려견은 식사용 천막을 제외한 모든 구역에 들어갈 수 있다. "
    "축제는 여의도상인연합회가 주최하며, 메인 게스트는 백은서 셰프다."
)
HEARING = (
    "소리맑은 보청기센터는 천안에 있으며 세 개 브랜드의 보청기를 판매한다. "
    "무료 청력 검사는 약 40분이 걸린다. "
    "청능사 이하나 씨가 새 보청기를 모두 직접 맞춰 준다. "
    "모든 보청기에는 60일의 체험 기간이 있다. "
    "등록 청각장애인은 국민건강보험공단에서 보청기 구입비를 지원받을 수 있다. "
    "배터리는 8개들이 한 팩에 6,000원이고, 매장은 화요일부터 토요일까지 오전 9시부터 오후 6시까지 영업한다."
)
PLAYGROUND = (
    "정글점프 키즈카페는 11세 이하 어린이가 이용할 수 있다. "
    "입장료는 어린이 1명당 2시간에 12,000원이며, 보호자는 무료로 입장한다. "
    "놀이 공간에서는 모든 사람이 양말을 신어야 한다. "
    "유아 존은 3세 미만 어린이 전용이다. "
    "키즈카페는 월요일을 제외하고 매일 오전 10시부터 오후 7시까지 문을 연다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cx-001", "para.reorder", "설피 투어는 어디서 몇 시에 출발하나요?", "진고개 휴게소에서 오전 9시 30분에 출발합니다.", SNOWSHOE, True),
    w.faith("ko-cx-002", "para.passive", "한빛시민상담센터는 누가 세웠나요?", "한빛시민상담센터는 1987년에 퇴임 판사 윤정숙 씨에 의해 설립되었습니다.", ADVICE, True),
    w.faith("ko-cx-003", "para.synonym", "푸른들 골프연습장 타석은 몇 개인가요?", "지붕 있는 타석을 두 개 층에 총 28개 갖추고 있습니다.", RANGE, True),
    w.faith("ko-cx-004", "para.nominal", "카펫 세탁 후 마르는 데 얼마나 걸리나요?", "건조에는 보통 4~6시간이 소요됩니다.", CARPET, True),
    w.faith("ko-cx-005", "para.capital", "한강 푸드트럭 페스티벌은 어느 도시에서 열려요?", "축제 장소는 서울 여의도 한강공원인데, 서울은 대한민국의 수도입니다.", FESTIVAL, True),
    w.faith("ko-cx-006", "para.pronoun", "꼬마로봇 코딩클럽 수업은 누가 맡고 있나요?", "정지후 코치예요. 자원봉사 보조교사 2명과 함께 수업을 진행합니다.", ROBOTICS, True),
    w.faith("ko-cx-007", "para.relative", "대여 자전거 점검은 누가 하나요?", "정비 책임자인 문태호 씨가 주행이 끝날 때마다 대여 자전거를 점검합니다.", BIKEPARK, True),
    w.faith("ko-cx-008", "para.part", "페스티벌 입장료는 얼마예요?", "입장료는 5,000원입니다.", FESTIVAL, True),
    w.faith("ko-cx-009", "para.combine", "어떤 보청기를 파는지, 써 보고 결정할 수 있는지 알려 주세요.", "세 개 브랜드의 보청기를 판매하며, 모든 보청기에 60일 체험 기간이 있습니다.", HEARING, True),
    w.faith("ko-cx-010", "fmt.number", "12,000원 입장권으로 얼마 동안 놀 수 있나요?", "어린이 1명이 두 시간 동안 놀 수 있어요.", PLAYGROUND, True),
    w.faith("ko-cx-011", "fmt.thousands", "사과향 양조장은 가을마다 사과주를 얼마나 빚나요?", "매년 가을 약 15000리터를 빚습니다.", CIDER, True),
    w.faith("ko-cx-012", "fmt.scale", "지난해 센터에 접수된 상담은 몇 건이었나요?", "지난해에는 상담이 3천6백 건 접수되었습니다.", ADVICE, True),
    w.faith("ko-cx-013", "fmt.date", "푸드트럭 페스티벌 날짜가 언제죠?", "축제 기간은 2024. 8. 17.~8. 18.입니다.", FESTIVAL, True),
    w.faith("ko-cx-014", "fmt.time", "골프연습장 운영 시간이 어떻게 되나요?", "매일 7시부터 22시까지 운영합니다.", RANGE, True),
    w.faith("ko-cx-015", "fmt.unit", "설피 투어 코스는 몇 킬로미터인가요?", "코스 길이는 6킬로미터입니다.", SNOWSHOE, True),
    w.faith("ko-cx-016", "fmt.abbrev", "보청기 구입비는 어디서 지원받을 수 있나요?", "등록 청각장애인이라면 건보공단에서 구입비를 지원받을 수 있습니다.", HEARING, True),
    w.faith("ko-cx-017", "fmt.currency", "사과즙 1리터 한 병은 얼마예요?", "₩7,500입니다.", CIDER, True),
    w.faith("ko-cx-018", "fmt.range", "설피 투어 한 그룹은 몇 명까지 가능한가요?", "한 그룹은 12명을 넘을 수 없습니다.", SNOWSHOE, True),
    w.faith("ko-cx-019", "fmt.period", "카펫 청소 예약은 얼마나 미리 해야 하나요?", "적어도 이틀 전에는 예약하셔야 합니다.", CARPET, True),
    w.faith("ko-cx-020", "fmt.share", "지난해 상담 중 주거 문제는 어느 정도였나요?", "지난해 상담의 50%가 주거 문제였습니다.", ADVICE, True),
    w.faith("ko-cx-021", "para.except", "정글점프 키즈카페 휴무일이 언제예요?", "월요일은 쉽니다.", PLAYGROUND, True),
    w.faith("ko-cx-022", "wrap.opener", "능선 파크 1일 이용권 가격이 궁금해요.", "좋은 질문이에요! 1일 이용권은 49,000원입니다.", BIKEPARK, True),
    w.faith("ko-cx-023", "wrap.closer", "코딩클럽은 몇 살 아이들이 다닐 수 있나요?", "8세부터 12세까지 참여할 수 있어요. 도움이 되셨길 바랍니다!", ROBOTICS, True),
    w.faith("ko-cx-024", "wrap.attribution", "강아지를 데리고 축제에 가도 되나요?", "축제 안내에 따르면 목줄을 한 반려견은 식사용 천막을 제외한 모든 구역에 들어갈 수 있습니다.", FESTIVAL, True),
    w.faith("ko-cx-025", "wrap.hedge", "일반 방 한 칸 세탁 비용은 얼마인가요?", "제가 알기로는 20제곱미터 이하 일반 방 한 칸이 35,000원입니다.", CARPET, True),
    w.faith("ko-cx-026", "wrap.question", "보청기 배터리 가격이 얼마예요?", "배터리 8개들이 한 팩이 6,000원입니다. 매장 영업시간도 알려 드릴까요?", HEARING, True),
    w.faith("ko-cx-027", "value.number", "14,000원짜리 바구니에는 공이 몇 개 들어 있나요?", "14,000원 바구니에는 공이 120개 들어 있습니다.", RANGE, False),
    w.faith("ko-cx-028", "value.date", "산악자전거 파크는 언제까지 운영하나요?", "파크는 5월 1일부터 10월 31일까지 운영합니다.", BIKEPARK, False),
    w.faith("ko-cx-029", "value.time", "착즙장 견학은 몇 시에 있나요?", "토요일 오전 11시와 오후 3시에 견학이 있습니다.", CIDER, False),
    w.faith("ko-cx-030", "value.unit", "설피 투어에서는 얼마나 걷나요?", "약 세 시간 동안 6마일을 걷습니다.", SNOWSHOE, False),
    w.faith("ko-cx-031", "value.currency", "키즈카페 어린이 입장료가 얼마죠?", "어린이 1명당 2시간에 15,000원입니다.", PLAYGROUND, False),
    w.faith("ko-cx-032", "role.swap", "푸드트럭 페스티벌 주최는 누가 하나요?", "축제는 백은서 셰프가 주최합니다.", FESTIVAL, False),
    w.faith("ko-cx-033", "negation", "청력 검사는 돈을 내야 하나요?", "네, 소리맑은 보청기센터의 청력 검사는 무료가 아닙니다.", HEARING, False),
    w.faith("ko-cx-034", "antonym", "보호자도 입장료를 내나요?", "네, 보호자도 입장료를 내야 합니다.", PLAYGROUND, False),
    w.faith("ko-cx-035", "modality", "상담을 받으려면 예약이 꼭 필요한가요?", "네, 방문 전에 반드시 예약을 하셔야 합니다.", ADVICE, False),
    w.faith("ko-cx-036", "quantifier", "풀페이스 헬멧은 어디서 써야 하나요?", "파크의 트레일 14개 모두에서 풀페이스 헬멧을 써야 합니다.", BIKEPARK, False),
    w.faith("ko-cx-037", "value.except", "화요일에도 설피 투어를 할 수 있나요?", "네, 화요일에도 투어가 있습니다.", SNOWSHOE, False),
    w.faith("ko-cx-038", "direction", "사과주 시음이 안 되는 사람은 누구인가요?", "19세 이상 방문객은 사과주를 시음할 수 없습니다.", CIDER, False),
    w.faith("ko-cx-039", "added.fact", "청력 검사는 얼마나 걸리나요?", "무료 청력 검사는 약 40분이 걸리며, 결과지는 당일에 바로 받을 수 있습니다.", HEARING, False),
    w.faith("ko-cx-040", "added.entity", "코딩클럽 수업은 누가 진행하나요?", "정지후 코치가 로봇공학자 한소희 씨와 함께 수업을 진행합니다.", ROBOTICS, False),
    w.faith("ko-cx-041", "mixed", "깨끗한결은 누가 세웠고 기사는 몇 명인가요?", "2011년에 배수진 대표가 세웠고, 현재 기사는 25명입니다.", CARPET, False),
]
REFUSAL = [
    w.refusal("ko-cx-042", "refusal.plain", "진고개 휴게소에 주차할 수 있나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", SNOWSHOE, True),
    w.refusal("ko-cx-043", "refusal.context", "센터에서 이민 관련 상담도 하나요?", "제공된 자료에는 센터가 이민 상담을 하는지 나와 있지 않습니다.", ADVICE, True),
    w.refusal("ko-cx-044", "refusal.short", "연습장에서 골프채를 빌릴 수 있나요?", "모르겠어요.", RANGE, True),
    w.refusal("ko-cx-045", "refusal.long", "사과향 양조장 사과주를 택배로 받을 수 있나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에는 배송에 관한 내용이 없어서 택배 주문이 가능한지는 알려 드릴 수 없습니다. 자료에는 양조장의 역사와 토요일 견학, 사과즙 가격 정도만 나와 있습니다. 정확한 내용은 양조장에 직접 문의해 보시길 권해 드립니다.", CIDER, True),
    w.refusal("ko-cx-046", "refusal.hedged", "리프트는 몇 시부터 운행하나요?", "확실하지는 않지만 리프트는 오전 9시부터 운행하는 것으로 알고 있어요.", BIKEPARK, False),
    w.refusal("ko-cx-047", "refusal.partial", "푸드트럭 운영 시간이랑 주차 가능 여부를 알려 주세요.", "푸드트럭은 이틀 모두 낮 12시부터 오후 9시까지 운영하지만, 주차에 관한 정보는 자료에 나와 있지 않습니다.", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("ko-cx-048", "correct.wordy", "보청기 체험 기간은 얼마나 되나요?", "소리맑은 보청기센터에서 구입하는 모든 보청기에는 체험 기간이 주어지는데, 그 기간은 60일입니다.", "60일", True),
    w.correct("ko-cx-049", "correct.short", "유아 존은 누가 이용할 수 있나요?", "3세 미만 아이들만요.", "유아 존은 3세 미만 어린이 전용이다.", True),
    w.correct("ko-cx-050", "correct.format", "코딩클럽 수업은 몇 시에 시작하나요?", "16시에 시작합니다.", "오후 4시", True),
    w.correct("ko-cx-051", "wrong.value", "계단 청소 비용은 얼마인가요?", "계단 한 칸에 5,000원입니다.", "계단 한 칸에 2,000원", False),
    w.correct("ko-cx-052", "wrong.echo", "능선 산악자전거 파크에는 트레일이 몇 개 있나요?", "능선 산악자전거 파크에는 트레일이 여러 개 있습니다.", "14개", False),
    w.correct("ko-cx-053", "wrong.role", "한강 푸드트럭 페스티벌의 메인 게스트는 누구인가요?", "여의도상인연합회입니다.", "백은서 셰프", False),
]
RELEVANCY = [
    w.relevant("ko-cx-054", "relevant.direct", "정글점프는 언제 가면 되나요?", "화요일부터 일요일까지, 오전 10시에서 오후 7시 사이에 이용하실 수 있어요.", PLAYGROUND, True),
    w.relevant("ko-cx-055", "relevant.yesno", "여덟 살 아이도 설피 투어에 참가할 수 있나요?", "아니요, 10세 미만 어린이는 참가할 수 없습니다.", SNOWSHOE, True),
    w.relevant("ko-cx-056", "offtopic.true", "소리맑은 보청기센터 영업시간이 어떻게 되나요?", "소리맑은 보청기센터는 세 개 브랜드의 보청기를 판매합니다.", HEARING, False),
    w.relevant("ko-cx-057", "offtopic.other", "일반 방 한 칸 세탁비가 얼마예요?", "예약은 최소 48시간 전에 하셔야 합니다.", CARPET, False),
]
DIAGNOSIS = [
    w.diag("ko-cx-058", "diag.pass", "강태윤 프로 레슨비는 얼마인가요?", "강태윤 프로의 30분 레슨은 45,000원입니다.", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("ko-cx-059", "diag.offtopic", "코딩클럽 한 학기 수강료는 얼마예요?", "클럽은 느티나무 도서관에서 모입니다.", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("ko-cx-060", "diag.unfaithful", "리프트는 몇 시까지 운행하나요?", "리프트는 오후 7시까지 운행합니다.", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("ko-cx-061", "diag.refused", "설피 투어 참가비는 얼마인가요?", "죄송합니다. 투어 참가비에 대한 정보는 찾을 수 없습니다.", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("ko-cx-062", "diag.missed", "정글점프에서는 양말을 꼭 신어야 하나요?", "그 부분은 확인되지 않습니다.", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("ko-cx-063", "diag.correct_refusal", "한빛시민상담센터에 휠체어 출입로가 있나요?", "제공된 자료에서는 휠체어 출입로에 관한 내용을 찾을 수 없습니다.", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("ko-cx-064", "diag.should_refuse", "깨끗한결에서 소파 청소도 하나요?", "네, 깨끗한결은 소파 한 개당 50,000원에 청소해 드립니다.", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
