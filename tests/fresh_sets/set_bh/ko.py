"""Korean cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling centre, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CARS = "한빛렌터카 제주공항점은 매일 오전 7시부터 오후 10시까지 영업합니다. 만 21세 이상이면서 운전면허를 딴 지 1년이 넘은 분만 차를 빌릴 수 있습니다. 완전자차 보험은 하루 1만 5천 원이며 가입은 선택입니다. 반납할 때 연료가 부족하면 리터당 2,100원을 받습니다."
ADMISSIONS = "한결대학교 입학처는 2025학년도 수시모집 원서를 2024년 9월 9일부터 9월 13일까지 받습니다. 전형료는 5만 원이고, 기초생활수급자는 전형료를 내지 않습니다. 학교생활기록부는 반드시 제출해야 하지만 추천서는 내지 않아도 됩니다. 합격자는 12월 13일 오후 5시에 입학처 홈페이지에서 발표합니다."
PHARMACY = "새봄약국은 평일에는 오전 9시부터 오후 8시까지, 토요일에는 오전 9시부터 오후 2시까지 문을 열고 일요일과 공휴일에는 쉽니다. 김하늘 약사가 일반의약품 복용법을 무료로 상담해 줍니다. 처방전 약은 보통 15분 안에 조제됩니다. 약국 매출의 절반이 처방 조제에서 나옵니다."
CLIMBING = "클라임온 성수점에는 로프 루트 40개와 높이 4.2m 볼더링 벽이 있습니다. 1일 이용권은 2만 2천 원이고 암벽화는 3천 원에 빌릴 수 있습니다. 처음 오는 사람은 누구나 20분짜리 안전 교육을 받아야 합니다. 초등학생은 보호자가 함께 있을 때만 운동할 수 있습니다."
WEDDING = "라온웨딩홀 그랜드홀은 최대 300명까지 앉을 수 있습니다. 대관료는 토요일 1,200만 원, 일요일과 평일 800만 원입니다. 식대는 1인당 6만 5천 원이고 최소 보증 인원은 200명입니다. 대관료의 10%를 계약금으로 내면 예약이 확정됩니다."
RECYCLING = "푸른구 자원순환센터는 화요일부터 일요일까지 오전 9시부터 오후 6시까지 운영하며 월요일에는 쉽니다. 종이, 유리병, 캔, 페트병은 무료로 받습니다. 매트리스는 개당 1만 원의 처리 수수료를 내야 합니다. 2015년에 문을 연 이 센터는 하루 평균 12톤의 재활용품을 처리합니다."
PIANO = "박서연 선생님은 망원동 자택 연습실에서 피아노를 가르칩니다. 레슨은 한 번에 50분이고, 주 1회 기준 한 달 레슨비는 20만 원입니다. 만 5세부터 배울 수 있고 성인 취미반도 있습니다. 레슨 전날 오후 9시 이후에 취소하면 보강을 해 주지 않습니다. 매년 12월에는 마포아트센터에서 학생 발표회를 엽니다."
CINEMA = "별빛시네마는 상영관 4개를 운영하며, 가장 큰 1관은 210석입니다. 일반 관람료는 1만 4천 원이고, 매달 마지막 수요일 '문화가 있는 날'에는 7천 원입니다. 마지막 회차는 밤 11시 20분에 시작합니다. 외부 음식은 가지고 들어올 수 없지만 생수는 예외입니다. 1978년 최동수 씨가 세운 이 극장을 2019년 한솔문화재단이 인수해 새로 단장했습니다."
NIGHT_TRAIN = "관광 야간열차 '은하수호'는 대한민국의 수도 서울에서 밤 11시에 출발해 다음 날 오전 6시 40분에 강릉에 도착합니다. 2인실 침대칸은 1인당 18만 원이며 아침 식사가 포함됩니다. 승객 한 명당 짐은 2개까지, 개당 20kg까지 실을 수 있습니다. 반려동물은 탈 수 없지만 안내견은 예외입니다."
INTERNET = "누리넷 기가 인터넷은 1Gbps 속도에 월 3만 3천 원이며, 3년 약정이 조건입니다. 온라인으로 가입하면 설치비 3만 6천 원이 면제됩니다. 공유기는 임대 장비라서 해지 후 14일 안에 반납해야 합니다. 고객센터는 연중무휴로 오전 8시부터 오후 10시까지 전화 상담을 합니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bh-001", "para.reorder", "한빛렌터카 제주공항점 영업시간이 어떻게 되나요?", "오전 7시부터 오후 10시까지, 하루도 빠짐없이 매일 영업합니다.", CARS, True),
    w.faith("ko-bh-002", "para.passive", "별빛시네마는 2019년에 어떻게 됐나요?", "2019년에 한솔문화재단에 인수되어 새로 단장되었습니다.", CINEMA, True),
    w.faith("ko-bh-003", "para.synonym", "클라임온 성수점에서 암벽화 대여가 되나요?", "네, 암벽화 대여료는 3천 원입니다.", CLIMBING, True),
    w.faith("ko-bh-004", "para.nominal", "피아노 레슨을 늦게 취소하면 어떻게 되나요?", "레슨 전날 오후 9시 이후의 취소에는 보강이 제공되지 않습니다.", PIANO, True),
    w.faith("ko-bh-005", "para.capital", "은하수호는 어디에서 출발하나요?", "한국의 수도인 서울에서 밤 11시에 출발합니다.", NIGHT_TRAIN, True),
    w.faith("ko-bh-006", "para.pronoun", "새봄약국에서는 누가 상담해 주나요?", "김하늘 약사입니다. 일반의약품 복용법을 무료로 알려 줍니다.", PHARMACY, True),
    w.faith("ko-bh-007", "para.relative", "별빛시네마는 어떤 극장인가요?", "1978년 최동수 씨가 세운 극장으로, 지금은 상영관 4개를 운영합니다.", CINEMA, True),
    w.faith("ko-bh-008", "para.part", "누리넷 기가 인터넷 속도는 얼마나 되나요?", "1Gbps입니다.", INTERNET, True),
    w.faith("ko-bh-009", "para.combine", "페트병이랑 매트리스를 버리려면 돈이 드나요?", "페트병은 무료로 받지만, 매트리스는 개당 1만 원의 수수료를 내야 합니다.", RECYCLING, True),
    w.faith("ko-bh-010", "fmt.number", "은하수호에 짐은 몇 개까지 가져갈 수 있나요?", "한 사람당 두 개까지 실을 수 있습니다.", NIGHT_TRAIN, True),
    w.faith("ko-bh-011", "fmt.thousands", "연료를 덜 채워서 반납하면 얼마를 내나요?", "부족한 연료는 리터당 2100원으로 계산됩니다.", CARS, True),
    w.faith("ko-bh-012", "fmt.scale", "자원순환센터는 하루에 얼마나 처리하나요?", "하루 평균 1만 2천 킬로그램 정도를 처리합니다.", RECYCLING, True),
    w.faith("ko-bh-013", "fmt.date", "한결대학교 수시 원서 접수는 언제 마감돼요?", "접수 마감일은 2024. 9. 13.입니다.", ADMISSIONS, True),
    w.faith("ko-bh-014", "fmt.time", "별빛시네마 마지막 회차는 몇 시에 시작해요?", "23시 20분에 시작합니다.", CINEMA, True),
    w.faith("ko-bh-015", "fmt.unit", "볼더링 벽 높이가 어떻게 되나요?", "볼더링 벽은 높이가 4.2미터입니다.", CLIMBING, True),
    w.faith("ko-bh-016", "fmt.abbrev", "한결대학교 전형료가 얼마예요?", "한결대 전형료는 5만 원이고, 기초생활수급자는 내지 않아도 됩니다.", ADMISSIONS, True),
    w.faith("ko-bh-017", "fmt.currency", "박서연 선생님 레슨비는 한 달에 얼마인가요?", "주 1회 기준으로 한 달에 ₩200,000입니다.", PIANO, True),
    w.faith("ko-bh-018", "fmt.range", "그랜드홀에는 몇 명까지 앉을 수 있나요?", "그랜드홀에는 300명 이내로 앉을 수 있습니다.", WEDDING, True),
    w.faith("ko-bh-019", "fmt.period", "누리넷 기가 인터넷은 약정 기간이 얼마나 되나요?", "36개월 약정을 해야 합니다.", INTERNET, True),
    w.faith("ko-bh-020", "fmt.share", "새봄약국 매출에서 처방 조제가 차지하는 비중은 어느 정도인가요?", "매출의 50%가 처방 조제에서 나옵니다.", PHARMACY, True),
    w.faith("ko-bh-021", "para.except", "영화관에 물을 가지고 들어가도 되나요?", "네, 생수는 가지고 들어갈 수 있습니다. 다른 외부 음식은 안 됩니다.", CINEMA, True),
    w.faith("ko-bh-022", "wrap.opener", "클라임온 1일 이용권 가격이 궁금해요.", "좋은 질문이에요! 1일 이용권은 2만 2천 원입니다.", CLIMBING, True),
    w.faith("ko-bh-023", "wrap.closer", "자원순환센터는 무슨 요일에 쉬나요?", "월요일에 쉽니다. 도움이 되셨길 바랍니다.", RECYCLING, True),
    w.faith("ko-bh-024", "wrap.attribution", "수시 합격자 발표는 언제 하나요?", "입학처 안내에 따르면 12월 13일 오후 5시에 입학처 홈페이지에서 발표합니다.", ADMISSIONS, True),
    w.faith("ko-bh-025", "wrap.hedge", "박서연 선생님 학생 발표회는 언제, 어디서 하나요?", "제가 알기로는 매년 12월 마포아트센터에서 열립니다.", PIANO, True),
    w.faith("ko-bh-026", "wrap.question", "누리넷 고객센터 운영 시간이 어떻게 되나요?", "연중무휴로 오전 8시부터 오후 10시까지 전화 상담을 합니다. 공유기 반납 기한도 알려 드릴까요?", INTERNET, True),
    w.faith("ko-bh-027", "value.number", "클라임온 성수점에는 로프 루트가 몇 개 있나요?", "로프 루트가 14개 있습니다.", CLIMBING, False),
    w.faith("ko-bh-028", "value.date", "한결대학교 수시 원서 접수는 언제 시작하나요?", "2024년 9월 2일부터 받습니다.", ADMISSIONS, False),
    w.faith("ko-bh-029", "value.time", "은하수호는 강릉에 몇 시에 도착하나요?", "다음 날 오후 6시 40분에 도착합니다.", NIGHT_TRAIN, False),
    w.faith("ko-bh-030", "value.unit", "박서연 선생님 레슨비는 얼마인가요?", "주 1회 레슨 기준으로 일주일에 20만 원입니다.", PIANO, False),
    w.faith("ko-bh-031", "value.currency", "완전자차 보험료는 얼마예요?", "하루 1만 8천 원이고 가입은 선택입니다.", CARS, False),
    w.faith("ko-bh-032", "role.swap", "별빛시네마는 누가 세웠나요?", "한솔문화재단이 1978년에 세웠습니다.", CINEMA, False),
    w.faith("ko-bh-033", "negation", "누리넷에 온라인으로 가입하면 설치비가 면제되나요?", "아니요, 온라인으로 가입해도 설치비 3만 6천 원은 면제되지 않습니다.", INTERNET, False),
    w.faith("ko-bh-034", "antonym", "유리병을 버리는 데 돈이 드나요?", "네, 유리병은 유료로 받습니다.", RECYCLING, False),
    w.faith("ko-bh-035", "modality", "한결대학교 수시에 추천서를 꼭 내야 하나요?", "네, 추천서는 반드시 제출해야 합니다.", ADMISSIONS, False),
    w.faith("ko-bh-036", "quantifier", "클라임온 안전 교육은 누가 받아야 하나요?", "처음 오는 사람 가운데 초등학생만 받으면 됩니다.", CLIMBING, False),
    w.faith("ko-bh-037", "value.except", "안내견도 은하수호에 탈 수 있나요?", "아니요, 안내견을 포함해 어떤 동물도 탈 수 없습니다.", NIGHT_TRAIN, False),
    w.faith("ko-bh-038", "direction", "레슨을 언제 취소하면 보강을 못 받나요?", "레슨 전날 오후 9시 이전에 취소하면 보강을 받을 수 없습니다.", PIANO, False),
    w.faith("ko-bh-039", "added.fact", "라온웨딩홀 식대는 얼마인가요?", "1인당 6만 5천 원이고, 주류와 음료는 무제한 무료로 제공됩니다.", WEDDING, False),
    w.faith("ko-bh-040", "added.entity", "새봄약국에서 복약 상담은 어느 약사님이 해 주시나요?", "김하늘 약사와 이도윤 약사가 번갈아 가며 상담해 줍니다.", PHARMACY, False),
    w.faith("ko-bh-041", "mixed", "누리넷 공유기는 해지하면 어떻게 해야 하나요?", "임대 장비라서 반납해야 하는데, 해지 후 30일 안에만 돌려주면 됩니다.", INTERNET, False),
    w.faith("ko-bh-042", "value.number", "라온웨딩홀 최소 보증 인원은 몇 명인가요?", "최소 보증 인원은 250명입니다.", WEDDING, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bh-043", "refusal.plain", "한빛렌터카에 전기차도 있나요?", "죄송하지만 그건 잘 모르겠습니다.", CARS, True),
    w.refusal("ko-bh-044", "refusal.context", "라온웨딩홀 주차는 몇 대까지 가능한가요?", "주차에 관한 내용은 자료에 나와 있지 않습니다.", WEDDING, True),
    w.refusal("ko-bh-045", "refusal.short", "별빛시네마에 4DX관이 있나요?", "잘 모르겠어요.", CINEMA, True),
    w.refusal("ko-bh-046", "refusal.long", "박서연 선생님이 온라인 레슨도 하시나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에는 온라인 레슨에 대한 내용이 없어서 답변드리기 어렵습니다. 선생님께 직접 연락해 보시길 권해 드립니다.", PIANO, True),
    w.refusal("ko-bh-047", "refusal.hedged", "클라임온 암벽화 대여료가 얼마예요?", "확실하지는 않지만 3천 원인 것 같아요.", CLIMBING, False),
    w.refusal("ko-bh-048", "refusal.partial", "새봄약국 토요일 영업시간이랑 택배 배송 여부 좀 알려 주세요.", "토요일에는 오전 9시부터 오후 2시까지 엽니다. 택배 배송을 하는지는 자료에 나와 있지 않습니다.", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bh-049", "correct.wordy", "망원동에서 피아노를 가르치는 선생님은 누구인가요?", "망원동 자택 연습실에서 피아노를 가르치시는 분은 박서연 선생님입니다.", "박서연 선생님", True),
    w.correct("ko-bh-050", "correct.short", "은하수호는 강릉에 언제 도착하나요?", "다음 날 오전 6시 40분이요.", "은하수호는 서울에서 밤 11시에 출발해 다음 날 오전 6시 40분에 강릉에 도착합니다.", True),
    w.correct("ko-bh-051", "correct.format", "한결대학교 전형료는 얼마인가요?", "50,000원입니다.", "5만 원", True),
    w.correct("ko-bh-052", "wrong.value", "별빛시네마 '문화가 있는 날' 관람료는 얼마인가요?", "9천 원입니다.", "7천 원", False),
    w.correct("ko-bh-053", "wrong.echo", "자원순환센터에서 매트리스를 받나요?", "자원순환센터에서는 매트리스를 받지 않습니다.", "네, 개당 1만 원의 처리 수수료를 내면 받습니다.", False),
    w.correct("ko-bh-054", "wrong.role", "별빛시네마를 세운 사람은 누구인가요?", "한솔문화재단이 세웠습니다.", "1978년에 최동수 씨가 세웠습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bh-055", "relevant.direct", "처방전 약 받으려면 얼마나 기다려야 해요?", "보통 15분 안에 조제됩니다.", PHARMACY, True),
    w.relevant("ko-bh-056", "relevant.yesno", "초등학생 아이를 클라임온에 혼자 보내도 되나요?", "아니요, 보호자가 함께 있어야만 운동할 수 있습니다.", CLIMBING, True),
    w.relevant("ko-bh-057", "offtopic.true", "누리넷 기가 인터넷 월 요금이 얼마예요?", "고객센터는 연중무휴로 오전 8시부터 오후 10시까지 운영합니다.", INTERNET, False),
    w.relevant("ko-bh-058", "offtopic.other", "그랜드홀에 몇 명까지 앉을 수 있나요?", "대관료의 10%를 계약금으로 내면 예약이 확정됩니다.", WEDDING, False),
    w.relevant("ko-bh-059", "relevant.direct", "은하수호 침대칸 요금에 뭐가 포함돼 있나요?", "아침 식사가 들어 있습니다.", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bh-060", "diag.pass", "클라임온 1일 이용권은 얼마인가요?", "2만 2천 원입니다.", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("ko-bh-061", "diag.offtopic", "박서연 선생님 피아노 레슨은 한 번에 몇 분인가요?", "매년 12월에 마포아트센터에서 학생 발표회를 엽니다.", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("ko-bh-062", "diag.unfaithful", "한빛렌터카 제주공항점은 몇 시에 문을 여나요?", "오전 9시에 문을 엽니다.", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("ko-bh-063", "diag.refused", "라온웨딩홀 토요일 대관료는 얼마인가요?", "죄송하지만 자료에 나와 있지 않습니다.", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("ko-bh-064", "diag.missed", "누리넷 고객센터는 몇 시까지 전화를 받나요?", "잘 모르겠습니다.", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("ko-bh-065", "diag.correct_refusal", "별빛시네마 와이파이 비밀번호가 뭐예요?", "죄송하지만 그 정보는 자료에 없습니다.", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("ko-bh-066", "diag.should_refuse", "은하수호 침대칸에 샤워실이 있나요?", "네, 모든 침대칸에 개별 샤워실이 있습니다.", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
