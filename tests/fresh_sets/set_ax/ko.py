"""Korean cases of set AX: a night bus line, a dog grooming salon, a city archive and a pottery
workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

NIGHT_BUS = (
    "심야버스 N62번은 매일 밤 11시 50분부터 새벽 4시 30분까지 20분 간격으로 운행합니다. "
    "요금은 카드 기준 2,500원이며, 만 6세 미만 어린이는 무료로 탈 수 있습니다. "
    "2024년 3월부터 노선이 시립병원까지 4킬로미터 연장되었고, 그 뒤로 주말 이용객이 약 20% 늘었습니다."
)
GROOMING = (
    "멍멍살롱은 소형견 전체 미용을 5만 5천 원, 대형견 전체 미용을 9만 원에 해 드립니다. "
    "미용은 보통 두 시간 정도 걸립니다. "
    "원장 한지민 씨가 2021년에 미용사 오태준 씨를 채용했습니다. "
    "예방접종을 마치지 않은 강아지는 미용을 받을 수 없습니다."
)
ARCHIVE = (
    "해솔시 기록관은 약 180만 건의 기록물을 소장하고 있으며, 가장 오래된 기록은 1897년에 작성되었습니다. "
    "열람실은 화요일부터 토요일까지 오전 9시부터 오후 6시까지 엽니다. "
    "열람증은 무료로 발급되며 3년 동안 유효합니다. "
    "개인 연구 목적의 사진 촬영은 허용되지만 플래시는 사용할 수 없습니다."
)
POTTERY = (
    "흙빛공방의 물레 체험 수업은 1회 90분이며 수강료는 4만 원입니다. "
    "한 수업의 정원은 8명이고, 완성한 작품은 가마에서 구운 뒤 약 3주 후에 받을 수 있습니다. "
    "수업은 매주 토요일과 일요일 오후 2시에 시작합니다. "
    "유약을 제외한 모든 재료비는 수강료에 포함되어 있습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ax-001", "para.reorder", "물레 체험 수업은 몇 분이고 수강료는 얼마인가요?", "수강료는 4만 원이고, 수업은 한 번에 90분 동안 진행됩니다.", POTTERY, True),
    w.faith("ko-ax-002", "para.passive", "오태준 씨는 언제 들어왔나요?", "오태준 씨는 2021년에 원장 한지민 씨에게 채용되었습니다.", GROOMING, True),
    w.faith("ko-ax-003", "para.synonym", "기록관에서 플래시를 써도 되나요?", "아니요, 개인 연구용 사진 촬영은 가능하지만 플래시 사용은 금지되어 있습니다.", ARCHIVE, True),
    w.faith("ko-ax-004", "fmt.scale", "기록관에는 기록물이 몇 건 있나요?", "약 1,800,000건의 기록물을 소장하고 있습니다.", ARCHIVE, True),
    w.faith("ko-ax-005", "fmt.time", "N62번은 몇 시부터 몇 시까지 다니나요?", "23시 50분부터 다음 날 4시 30분까지 운행합니다.", NIGHT_BUS, True),
    w.faith("ko-ax-006", "fmt.currency", "N62번 요금은 얼마인가요?", "카드 기준 ₩2,500입니다.", NIGHT_BUS, True),
    w.faith("ko-ax-007", "fmt.period", "N62번은 얼마나 자주 오나요?", "한 시간에 세 대꼴로 다닙니다.", NIGHT_BUS, True),
    w.faith("ko-ax-008", "fmt.unit", "미용 시간은 얼마나 걸려요?", "보통 120분 정도 걸립니다.", GROOMING, True),
    w.faith("ko-ax-009", "para.except", "수강료에 재료비도 들어가나요?", "유약 외의 재료비는 전부 수강료에 들어 있습니다.", POTTERY, True),
    w.faith("ko-ax-010", "wrap.opener", "열람증은 얼마 동안 쓸 수 있나요?", "좋은 질문이에요! 열람증은 3년 동안 유효합니다.", ARCHIVE, True),
    # single clear errors
    w.faith("ko-ax-011", "value.number", "한 수업 정원은 몇 명인가요?", "한 수업에 최대 12명까지 들을 수 있습니다.", POTTERY, False),
    w.faith("ko-ax-012", "value.date", "N62번 노선은 언제 연장됐나요?", "2023년 3월에 연장되었습니다.", NIGHT_BUS, False),
    w.faith("ko-ax-013", "value.time", "물레 수업은 몇 시에 시작하나요?", "매주 토요일과 일요일 오후 4시에 시작합니다.", POTTERY, False),
    w.faith("ko-ax-014", "value.currency", "대형견 전체 미용은 얼마예요?", "대형견 전체 미용은 6만 원입니다.", GROOMING, False),
    w.faith("ko-ax-015", "role.swap", "멍멍살롱에서는 누가 누구를 채용했나요?", "미용사 오태준 씨가 2021년에 한지민 씨를 채용했습니다.", GROOMING, False),
    w.faith("ko-ax-016", "negation", "예방접종을 안 한 강아지도 미용을 받을 수 있나요?", "네, 예방접종을 마치지 않은 강아지도 미용을 받을 수 있습니다.", GROOMING, False),
    w.faith("ko-ax-017", "antonym", "기록관의 가장 오래된 기록은 언제 작성됐나요?", "가장 최근의 기록은 1897년에 작성되었습니다.", ARCHIVE, False),
    w.faith("ko-ax-018", "direction", "노선 연장 뒤 주말 이용객은 어떻게 바뀌었나요?", "주말 이용객이 약 20% 줄었습니다.", NIGHT_BUS, False),
    w.faith("ko-ax-019", "added.fact", "N62번 요금은 얼마예요?", "카드 기준 2,500원이고, 현금으로 내면 2,700원입니다.", NIGHT_BUS, False),
    w.faith("ko-ax-020", "value.except", "수강료에 포함되지 않는 재료비가 있나요?", "점토를 제외한 모든 재료비가 수강료에 포함되어 있습니다.", POTTERY, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ax-021", "refusal.context", "흙빛공방에 주차장이 있나요?", "주어진 자료에는 주차 시설에 관한 내용이 없어서 답변드리기 어렵습니다.", POTTERY, True),
    w.refusal("ko-ax-022", "refusal.plain", "멍멍살롱은 고양이 미용도 하나요?", "죄송하지만 그 부분은 알 수 없습니다.", GROOMING, True),
    w.refusal("ko-ax-023", "refusal.hedged", "열람실은 토요일에도 여나요?", "확실하지는 않지만, 자료를 보면 토요일에도 오전 9시부터 오후 6시까지 여는 것 같습니다.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ax-024", "correct.wordy", "물레 체험 수업 수강료는 얼마인가요?", "흙빛공방의 물레 체험 수업은 한 번 들으실 때마다 수강료로 4만 원을 내시면 됩니다.", "4만 원입니다.", True),
    w.correct("ko-ax-025", "correct.wordy", "작품은 언제 받을 수 있나요?", "직접 만든 작품은 가마에서 굽는 과정을 거쳐야 해서, 대략 3주쯤 지나야 받아 가실 수 있어요.", "약 3주 뒤에 받을 수 있습니다.", True),
    w.correct("ko-ax-026", "correct.format", "기록관에 기록물이 몇 건 있나요?", "대략 1,800,000건이에요.", "약 180만 건입니다.", True),
    w.correct("ko-ax-027", "wrong.value", "열람증은 몇 년 동안 유효한가요?", "열람증은 5년 동안 유효합니다.", "3년 동안 유효합니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ax-028", "relevant.direct", "N62번 노선이 어디까지 늘어났어요?", "이제 시립병원까지 갑니다.", NIGHT_BUS, True),
    w.relevant("ko-ax-029", "relevant.direct", "소형견 미용 비용이 궁금해요.", "5만 5천 원입니다.", GROOMING, True),
    w.relevant("ko-ax-030", "relevant.direct", "수업은 언제 열리나요?", "주말마다 오후 2시에 시작해요.", POTTERY, True),
    w.relevant("ko-ax-031", "relevant.yesno", "열람증을 만들 때 돈이 드나요?", "아니요, 무료입니다.", ARCHIVE, True),
    w.relevant("ko-ax-032", "offtopic.true", "대형견 미용은 얼마예요?", "원장 한지민 씨가 2021년에 미용사 오태준 씨를 채용했습니다.", GROOMING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "ko-ax-033", "diag.pass", "N62번 요금은 얼마인가요?",
        "카드로 타면 2,500원입니다.",
        {
            "n62-fare": "심야버스 N62번 요금은 카드 기준 2,500원이며, 만 6세 미만 어린이는 무료입니다.",
            "n62-route": "N62번 노선은 2024년 3월부터 시립병원까지 4킬로미터 연장되었습니다.",
        },
        ("n62-fare",), "pass",
    ),
    w.diag(
        "ko-ax-034", "diag.missed", "흙빛공방 수업 정원은 몇 명인가요?",
        "한 수업에 20명까지 들을 수 있습니다.",
        {
            "pottery-time": "흙빛공방 물레 수업은 매주 토요일과 일요일 오후 2시에 시작합니다.",
        },
        ("pottery-class",), "fix_retrieval",
    ),
    w.diag(
        "ko-ax-035", "diag.correct_refusal", "멍멍살롱에 주차할 수 있나요?",
        "제공된 자료에는 주차 관련 정보가 없습니다.",
        {
            "salon-prices": "멍멍살롱은 소형견 전체 미용을 5만 5천 원, 대형견 전체 미용을 9만 원에 해 드립니다.",
            "salon-staff": "멍멍살롱 원장 한지민 씨가 2021년에 미용사 오태준 씨를 채용했습니다.",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "ko-ax-036", "diag.unfaithful", "열람실은 몇 시에 문을 닫나요?",
        "열람실은 오후 8시에 문을 닫습니다.",
        {
            "archive-hours": "해솔시 기록관 열람실은 화요일부터 토요일까지 오전 9시부터 오후 6시까지 엽니다.",
        },
        ("archive-hours",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
