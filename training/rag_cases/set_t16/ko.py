"""Korean cases of set t16: a regional airport (limousine bus, security check), a legal
and civic advice office (consultations, a deposit claim), an art college's graduate
exhibition, a plant nursery, a hand car wash and an observatory's night programme."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

AIRPORT_BUS = (
    "남해안공항과 시내를 잇는 리무진 버스는 첫차가 오전 5시 40분, 막차가 오후 9시 50분이며 20분 간격으로 운행합니다. "
    "요금은 성인 6,000원, 초등학생 3,000원이고, 만 6세 미만은 무료입니다. "
    "교통카드로 결제하면 500원이 할인됩니다."
)

AIRPORT_SECURITY = (
    "국내선 보안검색은 항공기 출발 30분 전에 마감됩니다. "
    "100ml를 넘는 액체류는 기내에 반입할 수 없으며, 보조배터리는 반드시 기내에 휴대해야 합니다. "
    "올해 3월 입사한 검색요원 한소희는 보안팀장 윤재석에게 교육을 받았습니다."
)

ADVICE_HOURS = (
    "구민 생활법률 상담소는 매주 월요일과 수요일 오후 2시부터 5시까지 무료 상담을 진행합니다. "
    "상담은 전화(02-555-0134)로 예약해야 하며, 1인당 30분으로 제한됩니다. "
    "임대차 분쟁 상담은 변호사 강민우가, 노동 문제 상담은 노무사 오지현이 담당합니다."
)

ADVICE_DEPOSIT = (
    "상담소 자원봉사자 박은정 씨는 지난 9월 세입자 이동훈 씨의 보증금 반환 신청서 작성을 도왔습니다. "
    "집주인은 10월 17일에 보증금 1,500만 원을 전액 돌려주었습니다. "
    "서류 작성 지원은 금요일을 제외한 평일에 받을 수 있습니다."
)

ART_SHOW = (
    "한결미술대학 졸업작품전은 11월 8일부터 11월 20일까지 본관 1층 갤러리에서 열립니다. "
    "관람료는 없으며, 관람 시간은 오전 10시부터 오후 6시까지이고 일요일은 휴관합니다. "
    "회화과, 조소과, 디자인과 학생 57명이 참여하며, 출품작의 절반가량은 현장에서 구매할 수 있습니다."
)

ART_OPENING = (
    "전시 기획은 조소과 정하윤 교수가 맡았고, 포스터는 디자인과 4학년 김도윤 학생이 만들었습니다. "
    "개막식은 11월 8일 오후 4시에 열리며, 개막식에 참석한 관람객에게는 도록을 무료로 나눠 줍니다. "
    "전시장 안에서는 음식물 섭취가 금지됩니다."
)

NURSERY = (
    "푸른들 농원은 4월과 5월에 토마토, 고추, 가지 모종을 판매합니다. "
    "모종은 한 포트에 1,200원이며, 30포트 이상 사면 10% 할인됩니다. "
    "농원은 월요일을 제외하고 매일 문을 엽니다."
)

CAR_WASH = (
    "반짝 손세차장의 기본 외부 세차는 중형차 기준 25,000원이고, 실내 청소를 추가하면 15,000원이 더 붙습니다. "
    "작업 시간은 약 1시간 30분입니다. "
    "비 오는 날 세차한 차량은 3일 안에 다시 오면 무료로 재세차해 드립니다. "
    "예약은 홈페이지에서만 받습니다."
)

OBS_PROGRAM = (
    "별빛마루 천문대의 야간 관측 프로그램은 매주 금요일과 토요일 저녁 8시에 시작해 약 2시간 동안 진행됩니다. "
    "참가비는 어른 12,000원, 청소년 8,000원입니다. "
    "흐리거나 비가 와서 관측이 어려운 날에는 천체 영상 강의로 대체되며, 참가비는 환불되지 않습니다."
)

OBS_STAFF = (
    "관측 해설은 천문대장 서윤호 박사와 연구원 문가은이 번갈아 맡습니다. "
    "주망원경은 구경 800mm 반사망원경이며, 한 회 정원은 25명입니다. "
    "관측동까지는 주차장에서 걸어서 10분이 걸리므로 손전등을 챙기는 것이 좋습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("ko-t16-001", "fmt.time", "리무진 버스 막차는 몇 시예요?", "마지막 버스는 21시 50분입니다.", AIRPORT_BUS, True),
    w.faith("ko-t16-002", "fmt.currency", "초등학생은 버스비가 얼마인가요?", "초등학생은 3천 원을 내면 됩니다.", AIRPORT_BUS, True),
    w.faith("ko-t16-003", "para.synonym", "교통카드 쓰면 혜택이 있나요?", "네, 교통카드로 내시면 요금에서 500원을 깎아 줍니다.", AIRPORT_BUS, True),
    w.faith("ko-t16-004", "fmt.period", "버스가 얼마나 자주 다니나요?", "리무진은 한 시간에 세 대꼴로 운행합니다.", AIRPORT_BUS, True),
    w.faith("ko-t16-005", "para.passive", "한소희 요원은 누구한테 교육을 받았어요?", "윤재석 보안팀장이 올해 3월에 들어온 검색요원 한소희를 교육했습니다.", AIRPORT_SECURITY, True),
    w.faith("ko-t16-006", "fmt.unit", "물병을 들고 탈 수 있나요?", "0.1리터가 넘는 액체류는 기내에 가지고 탈 수 없습니다.", AIRPORT_SECURITY, True),
    w.faith("ko-t16-007", "fmt.period", "보안검색은 언제 마감돼요?", "국내선은 출발 반 시간 전에 보안검색이 끝납니다.", AIRPORT_SECURITY, True),
    w.faith("ko-t16-008", "fmt.time", "무료 상담은 언제 하나요?", "상담 시간은 월·수 14시부터 17시까지입니다.", ADVICE_HOURS, True),
    w.faith("ko-t16-009", "para.relative", "노동 문제는 누구와 상담하나요?", "노동 문제 상담을 맡고 있는 사람은 노무사 오지현 씨입니다.", ADVICE_HOURS, True),
    w.faith("ko-t16-010", "wrap.opener", "상담 받으려면 어떻게 해야 하죠?", "안녕하세요! 상담은 전화로 미리 예약하셔야 하고, 한 분당 30분까지 가능합니다.", ADVICE_HOURS, True),
    w.faith("ko-t16-011", "para.passive", "신청서는 누가 도와줬나요?", "이동훈 씨의 보증금 반환 신청서는 자원봉사자 박은정 씨의 도움을 받아 작성되었습니다.", ADVICE_DEPOSIT, True),
    w.faith("ko-t16-012", "fmt.thousands", "보증금은 얼마나 돌려받았어요?", "집주인이 10월 17일에 보증금 15,000,000원을 한 푼도 빠짐없이 돌려주었습니다.", ADVICE_DEPOSIT, True),
    w.faith("ko-t16-013", "para.except", "서류 작성 도움은 무슨 요일에 받을 수 있나요?", "서류 작성 지원은 월요일부터 목요일까지 받을 수 있습니다.", ADVICE_DEPOSIT, True),
    w.faith("ko-t16-014", "fmt.range", "졸업작품전 기간이 어떻게 되나요?", "졸업작품전은 11월 8~20일에 열립니다.", ART_SHOW, True),
    w.faith("ko-t16-015", "para.except", "토요일에도 전시를 볼 수 있나요?", "네, 월요일부터 토요일까지는 관람하실 수 있어요.", ART_SHOW, True),
    w.faith("ko-t16-016", "fmt.share", "작품을 살 수도 있나요?", "출품작의 50% 정도는 현장에서 살 수 있습니다.", ART_SHOW, True),
    w.faith("ko-t16-017", "para.combine", "전시 포스터는 누가 만들었어요?", "조소과 정하윤 교수가 기획한 이번 전시의 포스터는 디자인과 4학년 김도윤 학생의 작품입니다.", ART_OPENING, True),
    w.faith("ko-t16-018", "wrap.attribution", "도록은 어떻게 받을 수 있나요?", "학교 안내에 따르면 개막식에 오신 분들께 도록을 무료로 드린다고 합니다.", ART_OPENING, True),
    w.faith("ko-t16-019", "fmt.share", "모종을 많이 사면 할인되나요?", "30포트 이상 구입하시면 가격의 10분의 1을 깎아 드립니다.", NURSERY, True),
    w.faith("ko-t16-020", "para.except", "농원 쉬는 날이 언제예요?", "월요일이 휴무입니다.", NURSERY, True),
    w.faith("ko-t16-021", "wrap.hedge", "비 온 날 세차했는데 어떡하죠?", "제가 알기로는 사흘 안에 다시 가시면 무료로 한 번 더 세차해 준다고 해요.", CAR_WASH, True),
    w.faith("ko-t16-022", "fmt.time", "관측 프로그램은 몇 시에 시작해요?", "금요일과 토요일 20시에 시작해서 두 시간쯤 진행됩니다.", OBS_PROGRAM, True),
    w.faith("ko-t16-023", "fmt.unit", "주망원경 구경이 얼마나 돼요?", "주망원경은 구경 80cm짜리 반사망원경입니다.", OBS_STAFF, True),
    w.faith("ko-t16-024", "wrap.closer", "한 번에 몇 명까지 참가할 수 있나요?", "한 회에 25명까지 참가할 수 있습니다. 즐거운 관측 되세요!", OBS_STAFF, True),
    # unfaithful
    w.faith("ko-t16-025", "role.swap", "신입 검색요원 교육은 누가 했나요?", "올해 3월 입사한 한소희 씨가 윤재석 팀장을 교육했습니다.", AIRPORT_SECURITY, False),
    w.faith("ko-t16-026", "role.swap", "임대차 분쟁은 누구한테 상담받나요?", "임대차 분쟁은 노무사 오지현 씨가, 노동 문제는 변호사 강민우 씨가 상담해 줍니다.", ADVICE_HOURS, False),
    w.faith("ko-t16-027", "role.swap", "전시 기획자는 누구예요?", "전시 기획은 김도윤 학생이 맡았고, 포스터는 정하윤 교수가 만들었습니다.", ART_OPENING, False),
    w.faith("ko-t16-028", "antonym", "첫차는 몇 시에 있나요?", "리무진 막차는 오전 5시 40분에 있습니다.", AIRPORT_BUS, False),
    w.faith("ko-t16-029", "antonym", "전시장에서 간식 먹어도 돼요?", "전시장 안에서는 음식물을 먹는 것이 허용됩니다.", ART_OPENING, False),
    w.faith("ko-t16-030", "negation", "날씨 때문에 관측을 못 하면 환불되나요?", "관측이 어려운 날에는 영상 강의로 바뀌고, 참가비는 전액 돌려받을 수 있습니다.", OBS_PROGRAM, False),
    w.faith("ko-t16-031", "negation", "보조배터리는 어떻게 해야 하나요?", "보조배터리는 기내에 가지고 탈 수 없습니다.", AIRPORT_SECURITY, False),
    w.faith("ko-t16-032", "modality", "손전등이 필요한가요?", "관측동까지 10분을 걸어야 하니 손전등을 반드시 가져오셔야 합니다.", OBS_STAFF, False),
    w.faith("ko-t16-033", "modality", "상담 예약은 필수인가요?", "예약은 원하시면 전화로 하실 수 있고, 상담은 1인당 30분입니다.", ADVICE_HOURS, False),
    w.faith("ko-t16-034", "quantifier", "전시 작품을 살 수 있나요?", "출품된 작품은 모두 현장에서 구매할 수 있습니다.", ART_SHOW, False),
    w.faith("ko-t16-035", "quantifier", "어떤 모종을 파나요?", "푸른들 농원은 4~5월에 토마토 모종만 판매합니다.", NURSERY, False),
    w.faith("ko-t16-036", "direction", "아이도 버스 요금을 내나요?", "만 6세 이상 어린이는 무료로 탈 수 있습니다.", AIRPORT_BUS, False),
    w.faith("ko-t16-037", "value.number", "한 번에 몇 명이 관측할 수 있어요?", "한 회 정원은 35명입니다.", OBS_STAFF, False),
    w.faith("ko-t16-038", "value.date", "보증금은 언제 돌려받았나요?", "집주인은 10월 7일에 보증금을 전액 돌려주었습니다.", ADVICE_DEPOSIT, False),
    w.faith("ko-t16-039", "value.time", "전시는 몇 시까지 볼 수 있어요?", "관람 시간은 오전 10시부터 오후 8시까지입니다.", ART_SHOW, False),
    w.faith("ko-t16-040", "value.currency", "외부 세차 가격이 얼마예요?", "기본 외부 세차는 중형차 기준 2만 원입니다.", CAR_WASH, False),
    w.faith("ko-t16-041", "value.except", "농원은 언제 쉬나요?", "농원은 화요일만 빼고 매일 문을 엽니다.", NURSERY, False),
    w.faith("ko-t16-042", "value.unit", "주망원경 크기는요?", "주망원경은 구경 800cm 반사망원경입니다.", OBS_STAFF, False),
    w.faith("ko-t16-043", "added.fact", "세차는 얼마나 걸려요?", "작업은 1시간 30분 정도 걸리고, 기다리는 동안 무료 커피를 드립니다.", CAR_WASH, False),
    w.faith("ko-t16-044", "added.entity", "관측 해설은 누가 하나요?", "서윤호 박사, 문가은 연구원, 그리고 자원봉사자 최민준 씨가 번갈아 해설을 맡습니다.", OBS_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t16-045", "correct.wordy", "천문대 야간 관측은 몇 시에 시작하나요?", "별빛마루 천문대의 야간 관측 프로그램은 금요일과 토요일 저녁 여덟 시에 시작해요.", "저녁 8시", True),
    w.correct("ko-t16-046", "correct.format", "리무진 버스 성인 요금은 얼마예요?", "육천 원입니다.", "6,000원", True),
    w.correct("ko-t16-047", "correct.format", "이동훈 씨는 보증금을 얼마 돌려받았나요?", "15,000,000원을 돌려받았습니다.", "1,500만 원", True),
    w.correct("ko-t16-048", "correct.wordy", "졸업작품전 기획은 누가 했나요?", "이번 졸업작품전은 조소과의 정하윤 교수님께서 기획을 맡아 주셨습니다.", "정하윤 교수", True),
    w.correct("ko-t16-049", "wrong.value", "손세차 작업 시간은 얼마나 걸리나요?", "대략 30분이면 끝납니다.", "약 1시간 30분", False),
    w.correct("ko-t16-050", "wrong.role", "노동 문제 상담은 누가 하나요?", "변호사 강민우 씨가 노동 문제 상담을 맡고 있습니다.", "노무사 오지현", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
