"""Fresh set D, Korean: plain cases in 합니다/해요 style with Korean number, money, date and
time forms, written from the phenomena without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

ZOO = (
    "한빛동물원은 매주 월요일을 제외하고 매일 오전 9시부터 오후 6시까지 문을 엽니다. 어른 입장료는 1만 5천 "
    "원이고, 만 3세 미만 어린이는 무료로 입장할 수 있습니다. 사자 먹이 주기 체험은 오후 3시에 시작합니다."
)
POST = (
    "누리우편의 빠른우편으로 보낸 편지는 보통 이틀 안에 도착합니다. 2kg 이하 소포를 보내는 요금은 5천 "
    "원입니다. 누리우편 지점은 평일 오전 9시부터 오후 6시까지 운영합니다."
)
RENT = (
    "임차인 김민지는 임대인 박성호에게서 서울 마포구의 아파트를 빌립니다. 월세는 80만 원이며 매달 25일까지 "
    "내야 합니다. 계약 기간은 2년이고, 임차인이 계약을 해지하려면 두 달 전에 알려야 합니다."
)
CAMP = (
    "푸른숲 여름 캠프에는 만 8세부터 13세까지의 어린이가 참가할 수 있습니다. 캠프는 2주 동안 진행되며 "
    "참가비는 45만 원입니다. 모든 참가자는 출발 전에 건강 확인서를 내야 합니다."
)
DOG = (
    "멍멍 훈련학교 기초반은 일주일에 한 번씩 모두 6회 수업으로 진행됩니다. 수업 한 번은 50분입니다. 생후 "
    "4개월 이상이고 예방접종을 마친 개만 등록할 수 있습니다."
)
FAMILY = (
    "한결제과는 1965년에 이정순이 대전에서 세웠습니다. 1992년에는 그녀의 아들 최민수가 가게를 "
    "물려받았습니다. 최민수는 1988년에 제빵사 윤서영과 결혼했습니다."
)
SOLAR = (
    "해담솔라는 일반 주택에 태양광 패널 10장을 하루 만에 설치합니다. 패널의 성능 보증 기간은 25년이고, "
    "인버터의 보증 기간은 10년입니다. 설치 전 현장 방문 상담은 무료입니다."
)
CAR = (
    "씽씽카셰어 회원은 운행 10분마다 2,400원을 냅니다. 차량은 한 번에 최대 24시간까지 빌릴 수 있습니다. "
    "운전자는 만 21세 이상이어야 하고, 운전면허를 딴 지 1년이 지나야 합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "ko-d-001", "para.reorder",
        "한빛동물원은 언제 문을 여나요?",
        "오전 9시부터 오후 6시까지, 매주 월요일을 제외하고 매일 한빛동물원이 문을 엽니다.",
        ZOO, True,
    ),
    w.faith(
        "ko-d-002", "para.pronoun",
        "최민수는 누구와 결혼했나요?",
        "1988년에 제빵사 윤서영과 결혼했어요.",
        FAMILY, True,
    ),
    w.faith(
        "ko-d-003", "fmt.number",
        "빠른우편으로 보내면 편지가 언제 도착하나요?",
        "누리우편의 빠른우편으로 보낸 편지는 보통 2일 안에 도착합니다.",
        POST, True,
    ),
    w.faith(
        "ko-d-004", "fmt.time",
        "사자 먹이 주기 체험은 몇 시에 시작하나요?",
        "사자 먹이 주기 체험은 15시에 시작해요.",
        ZOO, True,
    ),
    w.faith(
        "ko-d-005", "fmt.scale",
        "푸른숲 여름 캠프 참가비는 얼마예요?",
        "푸른숲 여름 캠프의 참가비는 450,000원입니다.",
        CAMP, True,
    ),
    w.faith(
        "ko-d-006", "fmt.period",
        "캠프는 며칠 동안 진행되나요?",
        "푸른숲 여름 캠프는 14일 동안 진행됩니다.",
        CAMP, True,
    ),
    w.faith(
        "ko-d-007", "wrap.opener",
        "해담솔라 패널의 보증 기간은 어떻게 되나요?",
        "좋은 질문이에요! 해담솔라 패널의 성능 보증 기간은 25년입니다.",
        SOLAR, True,
    ),
    w.faith(
        "ko-d-008", "para.except",
        "월요일에도 한빛동물원에 갈 수 있나요?",
        "아니요, 한빛동물원은 매주 월요일에는 문을 닫습니다.",
        ZOO, True,
    ),
    w.faith(
        "ko-d-009", "value.number",
        "멍멍 훈련학교 기초반은 수업이 몇 번인가요?",
        "기초반은 일주일에 한 번씩 모두 8회 수업으로 진행됩니다.",
        DOG, False,
    ),
    w.faith(
        "ko-d-010", "value.time",
        "누리우편 지점은 몇 시까지 하나요?",
        "누리우편 지점은 평일 오전 9시부터 오후 5시까지 운영합니다.",
        POST, False,
    ),
    w.faith(
        "ko-d-011", "role.swap",
        "한결제과는 누가 세웠나요?",
        "한결제과는 1965년에 최민수가 대전에서 세웠습니다.",
        FAMILY, False,
    ),
    w.faith(
        "ko-d-012", "negation",
        "해담솔라의 현장 방문 상담은 무료인가요?",
        "설치 전 현장 방문 상담은 무료가 아닙니다.",
        SOLAR, False,
    ),
    w.faith(
        "ko-d-013", "modality",
        "캠프에 건강 확인서를 꼭 내야 하나요?",
        "건강 확인서는 선택 사항이라서 내지 않아도 됩니다.",
        CAMP, False,
    ),
    w.faith(
        "ko-d-014", "added.fact",
        "월세는 얼마이고 언제 내나요?",
        "월세는 80만 원이고 매달 25일까지 내야 하며, 관리비 10만 원은 따로 냅니다.",
        RENT, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "ko-d-015", "refusal.plain",
        "해담솔라 패널 한 장의 가격은 얼마인가요?",
        "죄송하지만 그 정보는 가지고 있지 않습니다.",
        SOLAR, True,
    ),
    w.refusal(
        "ko-d-016", "refusal.short",
        "씽씽카셰어 차량에 반려동물을 태워도 되나요?",
        "잘 모르겠습니다.",
        CAR, True,
    ),
    w.refusal(
        "ko-d-017", "refusal.partial",
        "누리우편 지점은 주말에도 여나요? 평일 운영 시간도 알려 주세요.",
        "주말 운영 여부는 문서에 나와 있지 않지만, 평일에는 오전 9시부터 오후 6시까지 운영합니다.",
        POST, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "ko-d-018", "correct.format",
        "한빛동물원 어른 입장료는 얼마인가요?",
        "어른 입장료는 15,000원입니다.",
        "1만 5천 원",
        True,
    ),
    w.correct(
        "ko-d-019", "wrong.value",
        "김민지가 내는 월세는 얼마인가요?",
        "월세는 60만 원입니다.",
        "월세는 80만 원입니다.",
        False,
    ),
    w.correct(
        "ko-d-020", "correct.short",
        "해담솔라는 패널 설치에 얼마나 걸리나요?",
        "하루면 끝나요.",
        "해담솔라는 일반 주택에 태양광 패널 10장을 하루 만에 설치합니다.",
        True,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "ko-d-021", "relevant.direct",
        "멍멍 훈련학교 수업 시간은 어느 정도인가요?",
        "한 번에 50분이에요.",
        DOG, True,
    ),
    w.relevant(
        "ko-d-022", "relevant.yesno",
        "제가 만 20세인데 씽씽카셰어 차를 운전할 수 있나요?",
        "아니요, 운전자는 만 21세 이상이어야 합니다.",
        CAR, True,
    ),
    w.relevant(
        "ko-d-023", "offtopic.true",
        "누리우편으로 2kg 소포를 보내려면 얼마예요?",
        "누리우편 지점은 평일 오전 9시부터 오후 6시까지 운영합니다.",
        POST, False,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "ko-d-024", "diag.pass",
        "아파트 계약 기간은 얼마나 되나요?",
        "계약 기간은 2년입니다.",
        {"rent-1": RENT, "post-1": POST},
        ("rent-1",), "pass",
    ),
    w.diag(
        "ko-d-025", "diag.refused",
        "푸른숲 여름 캠프 참가비는 얼마인가요?",
        "죄송합니다. 제공된 문서에서는 참가비를 찾을 수 없습니다.",
        {"camp-1": CAMP},
        ("camp-1",), "fix_generation",
    ),
    w.diag(
        "ko-d-026", "diag.missed",
        "한결제과는 누가 세웠나요?",
        "죄송하지만 문서에서 그 내용을 찾을 수 없습니다.",
        {"solar-1": SOLAR, "car-1": CAR},
        ("family-1",), "fix_retrieval",
    ),
    w.diag(
        "ko-d-027", "diag.correct_refusal",
        "멍멍 훈련학교 주차장에는 차를 몇 대 댈 수 있나요?",
        "제공된 자료에는 주차장에 관한 정보가 없습니다.",
        {"dog-1": DOG},
        (), "correct_refusal",
    ),
    w.diag(
        "ko-d-028", "diag.should_refuse",
        "한빛동물원 주차 요금은 얼마인가요?",
        "한빛동물원 주차 요금은 하루 5천 원입니다.",
        {"zoo-1": ZOO},
        (), "should_refuse",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
