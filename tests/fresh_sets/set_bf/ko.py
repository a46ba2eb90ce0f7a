"""Korean cases of set BF: a dental clinic, a ski school, a public library, a bike-sharing
scheme, an animal hospital, a language school, a farmers' market, a co-working space, a small
theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTAL = "밝은미소치과는 평일 오전 9시부터 오후 6시까지 진료합니다. 정기 검진 비용은 30,000원이고, 스케일링은 15,000원입니다. 김서연 원장이 일반 진료를 맡고, 이준호 선생님이 교정 진료를 담당합니다. 예약을 취소하려면 진료 하루 전까지 연락해야 합니다."
SKI = "설악스키학교는 매일 오전 10시부터 12시까지 초보자 단체 강습을 운영합니다. 3일 단체 강습 비용은 180,000원이며, 만 13세 미만 수강생은 반드시 헬멧을 착용해야 합니다. 개인 강습은 오후에 박지훈 강사와 최유나 강사가 진행합니다. 풍속이 초속 15미터를 넘으면 강습이 취소됩니다."
LIBRARY = "한빛구립도서관에서는 회원증 하나로 책을 최대 7권까지 2주 동안 빌릴 수 있습니다. 대출 기간은 한 번 연장할 수 있지만, 다른 회원이 예약한 책은 연장할 수 없습니다. 도서관은 매주 월요일에 휴관하며, 열람실은 화요일부터 일요일까지 오전 9시에 문을 엽니다. 정미경 사서가 매주 수요일 오후 4시에 어린이 동화 구연 시간을 진행합니다."
BIKE = "누리자전거는 시내 120곳의 대여소에서 빌릴 수 있습니다. 1시간 이용권은 1,000원이고, 한 달 정기권은 5,000원입니다. 만 15세 이상만 이용할 수 있습니다. 전기자전거의 최고 속도는 시속 25킬로미터입니다."
VET = "행복한동물병원은 개, 고양이, 토끼를 진료하지만 조류와 파충류는 진료하지 않습니다. 기본 진료비는 15,000원이고, 예방접종은 1회에 25,000원입니다. 수술은 윤재석 수의사가 맡고, 체중 관리 상담은 한소희 간호사가 진행합니다. 수술 전에는 반려견을 12시간 동안 금식시켜야 합니다."
LANGSCHOOL = "세계어학원은 성인을 대상으로 스페인어, 일본어, 프랑스어를 가르칩니다. 저녁반은 일주일에 두 번, 한 번에 90분씩 수업하며, 10주 과정의 수강료는 450,000원입니다. 한 반의 정원은 최대 8명입니다. 초급반 수강생에게 레벨 테스트는 권장 사항이지만 필수는 아닙니다."
MARKET = "강변농부시장은 매주 토요일 오전 8시부터 오후 1시까지 구청 앞 광장에서 열립니다. 약 40개의 판매대에서 지역 농산물을 팔며, 시 안에서 직접 농사를 짓는 농부만 판매할 수 있습니다. 반려견은 목줄을 하면 함께 입장할 수 있습니다. 시장 운영은 오민수 씨가 맡고 있습니다."
COWORK = "다리길 공유오피스는 회원에게 24시간 개방됩니다. 자유석은 한 달에 250,000원, 고정석은 한 달에 350,000원입니다. 모든 회원권에는 매달 회의실 이용 5시간이 포함됩니다. 방문객은 무료로 들어올 수 있지만 안내데스크에서 방문 등록을 해야 합니다."
THEATRE = "등불소극장의 객석은 120석입니다. 봄 공연 '유리 과수원'은 4월 3일부터 4월 27일까지 화요일부터 토요일까지 오후 7시 30분에 공연합니다. 관람료는 30,000원이며, 학생은 20% 할인을 받습니다. 연출은 강은비 씨가 맡았고, 주인공은 서도윤 씨가 연기합니다."
FERRY = "바다누리호는 한바다항에서 갈매기섬까지 하루 여섯 번 운항합니다. 첫 배는 오전 6시 45분, 마지막 배는 오후 8시 15분에 한바다항을 출발합니다. 운항 시간은 40분이고, 거리는 14킬로미터입니다. 성인 왕복 요금은 12,000원이며, 자전거는 무료로 실을 수 있지만 차량은 실을 수 없습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bf-001", "para.reorder", "밝은미소치과는 언제 진료하나요?", "오전 9시부터 오후 6시까지, 평일에 밝은미소치과가 진료합니다.", DENTAL, True),
    w.faith("ko-bf-002", "para.passive", "행복한동물병원에서 수술은 누가 하나요?", "수술은 윤재석 수의사에 의해 진행됩니다.", VET, True),
    w.faith("ko-bf-003", "fmt.time", "어린이 동화 구연은 언제 하나요?", "매주 수요일 16시에 진행돼요.", LIBRARY, True),
    w.faith("ko-bf-004", "fmt.thousands", "누리자전거 한 달 정기권은 얼마인가요?", "한 달 정기권은 5천 원입니다.", BIKE, True),
    w.faith("ko-bf-005", "fmt.period", "저녁반 수업은 얼마나 자주, 얼마 동안 하나요?", "일주일에 두 번, 한 번에 한 시간 반씩 수업합니다.", LANGSCHOOL, True),
    w.faith("ko-bf-006", "para.combine", "공유오피스 좌석 이용료는 얼마인가요?", "자유석은 월 25만 원, 고정석은 월 35만 원이에요.", COWORK, True),
    w.faith("ko-bf-007", "fmt.number", "배는 하루에 몇 번 운항하나요?", "바다누리호는 하루 6회 운항합니다.", FERRY, True),
    w.faith("ko-bf-008", "fmt.share", "학생 할인이 있나요?", "네, 학생은 관람료의 5분의 1을 할인받습니다.", THEATRE, True),
    w.faith("ko-bf-009", "fmt.unit", "전기자전거의 최고 속도는 얼마인가요?", "전기자전거는 최고 25km/h까지 달립니다.", BIKE, True),
    w.faith("ko-bf-010", "wrap.opener", "농부시장이 언제 열리는지 알려 주실 수 있나요?", "물론입니다. 매주 토요일 오전 8시부터 오후 1시까지 구청 앞 광장에서 열려요.", MARKET, True),
    w.faith("ko-bf-011", "wrap.attribution", "스케일링 비용은 얼마인가요?", "치과 안내 자료에 따르면 스케일링은 15,000원입니다.", DENTAL, True),
    w.faith("ko-bf-012", "para.synonym", "어린이는 헬멧을 꼭 써야 하나요?", "네, 만 13세가 안 된 수강생은 헬멧을 꼭 써야 해요.", SKI, True),
    w.faith("ko-bf-013", "para.except", "대출 기간을 연장할 수 있나요?", "네, 한 번 연장할 수 있어요. 다만 다른 회원이 예약한 책은 예외입니다.", LIBRARY, True),
    w.faith("ko-bf-014", "value.number", "정기 검진 비용은 얼마인가요?", "정기 검진 비용은 35,000원입니다.", DENTAL, False),
    w.faith("ko-bf-015", "value.date", "'유리 과수원'은 언제까지 공연하나요?", "'유리 과수원'은 4월 20일까지 공연합니다.", THEATRE, False),
    w.faith("ko-bf-016", "value.time", "마지막 배는 몇 시에 출발하나요?", "마지막 배는 오후 9시 15분에 한바다항을 출발합니다.", FERRY, False),
    w.faith("ko-bf-017", "value.unit", "풍속이 얼마일 때 스키 강습이 취소되나요?", "풍속이 시속 15킬로미터를 넘으면 강습이 취소됩니다.", SKI, False),
    w.faith("ko-bf-018", "value.currency", "고정석은 한 달에 얼마인가요?", "고정석은 한 달에 350,000엔입니다.", COWORK, False),
    w.faith("ko-bf-019", "role.swap", "교정 진료는 누가 담당하나요?", "교정 진료는 김서연 원장이 담당하고, 일반 진료는 이준호 선생님이 맡습니다.", DENTAL, False),
    w.faith("ko-bf-020", "negation", "반려견과 함께 시장에 가도 되나요?", "아니요, 반려견은 시장에 들어갈 수 없습니다.", MARKET, False),
    w.faith("ko-bf-021", "antonym", "도서관은 월요일에 문을 여나요?", "네, 도서관은 매주 월요일에도 문을 엽니다.", LIBRARY, False),
    w.faith("ko-bf-022", "modality", "초급반도 레벨 테스트를 봐야 하나요?", "네, 초급반 수강생도 레벨 테스트를 반드시 봐야 합니다.", LANGSCHOOL, False),
    w.faith("ko-bf-023", "quantifier", "회원권에 회의실 이용이 포함되나요?", "일부 회원권에만 매달 회의실 이용 5시간이 포함됩니다.", COWORK, False),
    w.faith("ko-bf-024", "value.except", "행복한동물병원은 어떤 동물을 진료하나요?", "개, 고양이, 토끼와 조류를 진료하고, 파충류만 진료하지 않습니다.", VET, False),
    w.faith("ko-bf-025", "direction", "누리자전거는 누가 이용할 수 있나요?", "만 15세 이하만 이용할 수 있습니다.", BIKE, False),
    w.faith("ko-bf-026", "added.fact", "자전거를 배에 실을 수 있나요?", "네, 자전거는 무료로 실을 수 있고, 반려동물도 무료로 탈 수 있습니다.", FERRY, False),
    w.faith("ko-bf-027", "added.entity", "'유리 과수원'의 주인공은 누가 연기하나요?", "주인공은 서도윤 씨가 연기하고, 상대역은 임하늘 씨가 맡았습니다.", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bf-028", "refusal.plain", "밝은미소치과에서 임플란트 시술도 하나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", DENTAL, True),
    w.refusal("ko-bf-029", "refusal.context", "배 안에 매점이 있나요?", "제공된 자료에는 배 안에 매점이 있는지에 대한 내용이 없습니다.", FERRY, True),
    w.refusal("ko-bf-030", "refusal.long", "도서관에 주차장이 있나요?", "죄송합니다. 제가 가진 도서관 안내 자료에는 주차 시설에 관한 내용이 나와 있지 않아서 정확히 답변드리기 어렵습니다. 도서관에 직접 문의해 보시기 바랍니다.", LIBRARY, True),
    w.refusal("ko-bf-031", "refusal.partial", "전기자전거의 요금과 최고 속도를 알려 주세요.", "전기자전거의 최고 속도는 시속 25킬로미터입니다. 다만 전기자전거 요금은 자료에 나와 있지 않습니다.", BIKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bf-032", "correct.wordy", "바다누리호 첫 배는 몇 시에 출발하나요?", "한바다항에서 갈매기섬으로 가는 바다누리호의 첫 배는 아침 일찍, 오전 6시 45분에 출발하니 조금 여유 있게 항구에 도착하시는 것이 좋습니다.", "오전 6시 45분에 출발합니다.", True),
    w.correct("ko-bf-033", "correct.wordy", "밝은미소치과의 정기 검진 비용은 얼마인가요?", "밝은미소치과에서 정기 검진을 받으시면 한 번에 30,000원, 즉 삼만 원의 비용이 듭니다.", "30,000원입니다.", True),
    w.correct("ko-bf-034", "correct.short", "행복한동물병원에서 예방접종은 한 번에 얼마인가요?", "25,000원이요.", "예방접종은 1회에 25,000원입니다.", True),
    w.correct("ko-bf-035", "wrong.value", "등불소극장의 객석은 몇 석인가요?", "등불소극장의 객석은 150석입니다.", "120석입니다.", False),
    w.correct("ko-bf-036", "wrong.echo", "세계어학원 10주 과정의 수강료는 얼마인가요?", "세계어학원 10주 과정에는 수강료가 있습니다.", "450,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bf-037", "relevant.direct", "수술 전에 반려견을 얼마나 굶겨야 하나요?", "12시간이요.", VET, True),
    w.relevant("ko-bf-038", "relevant.direct", "강변농부시장 운영은 누가 하나요?", "오민수 씨가 맡고 있어요.", MARKET, True),
    w.relevant("ko-bf-039", "relevant.yesno", "차를 배에 실을 수 있나요?", "아니요, 차량은 실을 수 없습니다.", FERRY, True),
    w.relevant("ko-bf-040", "offtopic.true", "고정석은 한 달에 얼마인가요?", "방문객은 안내데스크에서 방문 등록을 해야 합니다.", COWORK, False),
    w.relevant("ko-bf-041", "offtopic.other", "세계어학원에서는 어떤 언어를 가르치나요?", "이번 주말에는 비가 온다고 하니 우산을 꼭 챙기세요.", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bf-042", "diag.pass", "누리자전거 대여소는 몇 곳인가요?", "누리자전거 대여소는 시내에 120곳 있습니다.", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("ko-bf-043", "diag.offtopic", "스키학교 개인 강습은 누가 하나요?", "초보자 단체 강습은 매일 오전 10시부터 12시까지 운영됩니다.", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("ko-bf-044", "diag.unfaithful", "수술 전에 반려견을 몇 시간 금식시켜야 하나요?", "수술 전에는 반려견을 6시간 동안 금식시켜야 합니다.", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("ko-bf-045", "diag.missed", "도서관 열람실은 몇 시에 여나요?", "제공된 자료에는 도서관 열람실 운영 시간에 대한 정보가 없습니다.", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("ko-bf-046", "diag.should_refuse", "농부시장에서 카드 결제가 되나요?", "네, 모든 판매대에서 카드 결제가 가능합니다.", {"market-01": MARKET, "ferry-01": FERRY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
