"""Korean cases of set BB. Scenarios: a roller-skating rink, a weekend beekeeping class, a
hearing-aid counselling office and a small moving company."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

ROLLER = (
    "하늘롤러장은 화요일부터 일요일까지 오후 1시부터 밤 10시까지 운영하며, 월요일은 쉽니다. "
    "입장료는 성인 12,000원, 초등학생 8,000원이고 스케이트 대여료는 3,000원입니다. "
    "모든 이용객은 안전모를 반드시 착용해야 합니다. "
    "주말에는 강사 김민아 씨가 초보자에게 무료 강습을 해 줍니다."
)
BEES = (
    "초록벌 양봉학교의 주말 체험반은 6월 8일에 시작하며 4주 동안 매주 토요일에 진행됩니다. "
    "수업은 오전 9시부터 정오까지이고, 강사는 양봉 경력 15년의 박정호 씨입니다. "
    "수강료는 15만 원이며 방충복은 무료로 빌려 줍니다."
)
HEARING = (
    "소리샘 보청기 상담실은 청력 검사를 무료로 해 주며, 검사에는 약 30분이 걸립니다. "
    "새 보청기를 구입하면 2년 동안 무상 수리를 받을 수 있습니다. "
    "상담은 예약제로만 운영되고, 토요일에는 오전에만 문을 엽니다."
)
MOVING = (
    "바른이사는 원룸 이사를 기본 35만 원에 해 주며, 엘리베이터가 없는 건물은 층마다 2만 원이 추가됩니다. "
    "이사 날짜는 최소 일주일 전에 예약해야 합니다. "
    "작년 한 해 동안 이 회사는 1,240건의 이사를 처리했습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bb-001", "para.reorder", "롤러장 입장료가 얼마예요?", "초등학생은 8,000원, 성인은 12,000원입니다.", ROLLER, True),
    w.faith("ko-bb-002", "para.passive", "방충복은 따로 사야 하나요?", "아니요, 방충복은 무료로 대여됩니다.", BEES, True),
    w.faith("ko-bb-003", "para.synonym", "청력 검사에 돈이 드나요?", "청력 검사는 비용 없이 받을 수 있고, 30분 정도 소요됩니다.", HEARING, True),
    w.faith("ko-bb-004", "fmt.scale", "원룸 이사 기본 요금이 얼마인가요?", "원룸 이사 기본 요금은 350,000원입니다.", MOVING, True),
    w.faith("ko-bb-005", "fmt.time", "양봉 수업은 몇 시에 하나요?", "수업 시간은 09:00~12:00입니다.", BEES, True),
    w.faith("ko-bb-006", "para.except", "롤러장은 무슨 요일에 열어요?", "월요일만 빼고 매일 문을 엽니다.", ROLLER, True),
    w.faith("ko-bb-007", "wrap.attribution", "이사 예약은 언제까지 해야 하나요?", "안내문에 따르면 이사 날짜는 적어도 일주일 전에 예약해야 합니다.", MOVING, True),
    w.faith("ko-bb-008", "fmt.date", "주말 체험반은 언제 시작해요?", "체험반 첫 수업은 6/8입니다.", BEES, True),
    w.faith("ko-bb-009", "para.pronoun", "김민아 씨는 누구인가요?", "롤러장 강사로, 주말에 초보자들에게 무료로 강습을 해 주는 분입니다.", ROLLER, True),
    w.faith("ko-bb-010", "value.number", "바른이사는 작년에 이사를 몇 건 했나요?", "작년 한 해 동안 2,140건의 이사를 처리했습니다.", MOVING, False),
    w.faith("ko-bb-011", "value.time", "롤러장은 몇 시에 문을 여나요?", "롤러장은 오후 2시에 문을 엽니다.", ROLLER, False),
    w.faith("ko-bb-012", "negation", "상담실은 토요일에도 여나요?", "토요일에는 문을 열지 않습니다.", HEARING, False),
    w.faith("ko-bb-013", "antonym", "토요일 운영 시간은 어떻게 되나요?", "토요일에는 오후에만 문을 엽니다.", HEARING, False),
    w.faith("ko-bb-014", "role.swap", "주말 강습은 누가 하나요?", "주말에는 초보자들이 강사 김민아 씨에게 강습을 해 줍니다.", ROLLER, False),
    w.faith("ko-bb-015", "modality", "안전모를 꼭 써야 하나요?", "안전모 착용은 권장 사항일 뿐 의무는 아닙니다.", ROLLER, False),
    w.faith("ko-bb-016", "quantifier", "안전모는 누가 써야 하나요?", "안전모는 어린이 이용객만 착용하면 됩니다.", ROLLER, False),
    w.faith("ko-bb-017", "direction", "엘리베이터 없는 건물은 요금이 어떻게 되나요?", "엘리베이터가 없는 건물은 층마다 2만 원씩 요금을 깎아 줍니다.", MOVING, False),
    w.faith("ko-bb-018", "added.fact", "양봉 체험반 수강료는 얼마인가요?", "수강료는 15만 원이고, 수업을 마치면 수료증도 발급해 줍니다.", BEES, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bb-019", "refusal.plain", "롤러장에 주차장이 있나요?", "죄송하지만 그 부분은 잘 모르겠습니다.", ROLLER, True),
    w.refusal("ko-bb-020", "refusal.context", "보청기 가격은 얼마인가요?", "제공된 자료에는 보청기 가격에 관한 내용이 나와 있지 않습니다.", HEARING, True),
    w.refusal("ko-bb-021", "refusal.hedged", "양봉 수업은 몇 시에 시작하나요?", "확실하지는 않지만 오전 9시에 시작하는 것 같습니다.", BEES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bb-022", "correct.wordy", "롤러장 스케이트 대여료는 얼마인가요?", "스케이트를 따로 가져오지 않았다면 롤러장에서 빌릴 수 있는데, 이때 대여료로 3,000원을 내시면 됩니다.", "스케이트 대여료는 3,000원입니다.", True),
    w.correct("ko-bb-023", "correct.wordy", "양봉 체험반 강사는 누구인가요?", "초록벌 양봉학교 주말 체험반은 양봉을 15년 동안 해 온 박정호 씨가 맡아서 가르칩니다.", "강사는 박정호 씨입니다.", True),
    w.correct("ko-bb-024", "correct.format", "원룸 이사 기본 요금은 얼마예요?", "350,000원입니다.", "기본 요금은 35만 원입니다.", True),
    w.correct("ko-bb-025", "wrong.value", "청력 검사는 얼마나 걸리나요?", "검사는 1시간 정도 걸립니다.", "검사에는 약 30분이 걸립니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bb-026", "relevant.direct", "롤러장은 언제 가면 되나요?", "화요일에서 일요일 사이, 오후 1시부터 밤 10시까지예요.", ROLLER, True),
    w.relevant("ko-bb-027", "relevant.direct", "체험반 수강료가 얼마죠?", "15만 원이고, 방충복은 무료로 빌려 줍니다.", BEES, True),
    w.relevant("ko-bb-028", "relevant.direct", "보청기 상담은 어떻게 받을 수 있나요?", "미리 예약을 하셔야 합니다. 예약제로만 운영되거든요.", HEARING, True),
    w.relevant("ko-bb-029", "relevant.yesno", "엘리베이터 없는 건물로 이사하면 돈을 더 내야 하나요?", "네, 층마다 2만 원씩 더 붙습니다.", MOVING, True),
    w.relevant("ko-bb-030", "offtopic.true", "롤러장 입장료는 얼마예요?", "모든 이용객은 안전모를 반드시 착용해야 합니다.", ROLLER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bb-031", "diag.pass", "바른이사는 며칠 전에 예약해야 하나요?", "최소 일주일 전에 예약해야 합니다.", {"bareun-moving": MOVING, "haneul-roller": ROLLER}, ("bareun-moving",), "pass"),
    w.diag("ko-bb-032", "diag.missed", "양봉 주말 체험반은 언제 시작하나요?", "제공된 문서에서는 체험반 시작 날짜를 찾을 수 없습니다.", {"sorisaem-hearing": HEARING, "haneul-roller": ROLLER}, ("chorokbeol-bees",), "fix_retrieval"),
    w.diag("ko-bb-033", "diag.correct_refusal", "롤러장 연간 회원권은 얼마인가요?", "자료에 연간 회원권 가격은 나와 있지 않습니다.", {"haneul-roller": ROLLER}, (), "correct_refusal"),
    w.diag("ko-bb-034", "diag.offtopic", "새 보청기 무상 수리 기간은 얼마나 되나요?", "청력 검사는 무료이고 약 30분이 걸립니다.", {"sorisaem-hearing": HEARING}, ("sorisaem-hearing",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
