"""Korean cases of set AR: a line-dance academy, a mountain hut, a neighbourhood flea market and
a public observatory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DANCE = (
    "하늘빛 댄스 아카데미는 화요일과 목요일 저녁 7시부터 8시 30분까지 라인댄스 수업을 엽니다. "
    "한 달 수강료는 8만 원이며, 첫 수업은 무료 체험으로 들을 수 있습니다. "
    "강사는 박지유 씨로 2016년부터 이곳에서 가르치고 있고, 보조 강사 최민호 씨가 초급반을 돕습니다."
)
HUT = (
    "설봉 산장은 해발 1,420미터에 있으며 침상은 모두 32개입니다. "
    "산장은 5월 1일부터 10월 31일까지 운영되고, 예약은 방문 3일 전까지 해야 합니다. "
    "취사는 산장 밖 취사장에서만 가능하며, 1박 요금은 1만 5천 원입니다."
)
FLEA = (
    "망원 나눔 벼룩시장은 매달 마지막 토요일 오전 10시부터 오후 4시까지 망원초등학교 운동장에서 열립니다. "
    "판매 자리는 한 칸에 1만 원이고, 판매자는 오전 9시까지 도착해야 합니다. "
    "수익금의 10%는 지역 아동센터에 기부됩니다."
)
OBSERVATORY = (
    "별누리 천문대는 월요일을 제외하고 매일 오후 2시부터 밤 10시까지 문을 엽니다. "
    "관람료는 어른 6,000원, 초등학생 3,000원이며, 야간 관측 프로그램은 하루 40명까지만 참여할 수 있습니다. "
    "비가 오거나 구름이 많은 날에는 야간 관측이 취소됩니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ar-001", "para.reorder", "라인댄스 수업은 언제 있나요?", "저녁 7시부터 8시 30분까지, 화요일과 목요일에 라인댄스 수업이 열립니다.", DANCE, True),
    w.faith("ko-ar-002", "para.synonym", "날씨가 나쁘면 야간 관측은 어떻게 되나요?", "비가 내리거나 흐린 날에는 야간 관측을 하지 않습니다.", OBSERVATORY, True),
    w.faith("ko-ar-003", "fmt.number", "설봉 산장에는 침상이 몇 개 있나요?", "침상은 모두 서른두 개입니다.", HUT, True),
    w.faith("ko-ar-004", "fmt.time", "천문대는 몇 시까지 문을 여나요?", "천문대는 14시부터 22시까지 문을 엽니다.", OBSERVATORY, True),
    w.faith("ko-ar-005", "fmt.currency", "산장 1박 요금은 얼마인가요?", "1박에 15,000원입니다.", HUT, True),
    w.faith("ko-ar-006", "para.except", "천문대는 무슨 요일에 여나요?", "화요일부터 일요일까지 매일 엽니다.", OBSERVATORY, True),
    w.faith("ko-ar-007", "wrap.attribution", "첫 수업은 돈을 내야 하나요?", "안내에 따르면 첫 수업은 무료 체험으로 들을 수 있습니다.", DANCE, True),
    w.faith("ko-ar-008", "fmt.share", "벼룩시장 수익금은 어디에 쓰이나요?", "수익금의 10분의 1이 지역 아동센터에 기부됩니다.", FLEA, True),
    w.faith("ko-ar-009", "wrap.closer", "벼룩시장 판매자는 몇 시까지 가야 하나요?", "판매자는 오전 9시까지 도착해야 합니다. 즐거운 장터 되세요!", FLEA, True),
    # one clear error each
    w.faith("ko-ar-010", "value.number", "야간 관측 프로그램은 몇 명까지 참여할 수 있나요?", "야간 관측 프로그램은 하루 60명까지 참여할 수 있습니다.", OBSERVATORY, False),
    w.faith("ko-ar-011", "value.date", "설봉 산장은 언제까지 운영하나요?", "산장은 5월 1일부터 10월 15일까지 운영됩니다.", HUT, False),
    w.faith("ko-ar-012", "role.swap", "하늘빛 댄스 아카데미의 강사는 누구인가요?", "강사는 최민호 씨이고, 보조 강사 박지유 씨가 초급반을 돕습니다.", DANCE, False),
    w.faith("ko-ar-013", "negation", "산장 안에서 밥을 해 먹을 수 있나요?", "네, 산장 안에서도 취사할 수 있습니다.", HUT, False),
    w.faith("ko-ar-014", "modality", "첫 수업은 어떻게 진행되나요?", "첫 수업은 반드시 무료 체험으로 들어야 합니다.", DANCE, False),
    w.faith("ko-ar-015", "quantifier", "벼룩시장 수익금은 어디로 가나요?", "수익금 전부가 지역 아동센터에 기부됩니다.", FLEA, False),
    w.faith("ko-ar-016", "value.except", "천문대 휴관일은 언제인가요?", "천문대는 화요일을 제외하고 매일 문을 엽니다.", OBSERVATORY, False),
    w.faith("ko-ar-017", "antonym", "망원 나눔 벼룩시장은 언제 열리나요?", "벼룩시장은 매달 첫째 토요일에 열립니다.", FLEA, False),
    w.faith("ko-ar-018", "added.fact", "산장에서 하룻밤 묵으면 얼마인가요?", "1박 요금은 1만 5천 원이며 아침 식사가 포함됩니다.", HUT, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ar-019", "refusal.plain", "설봉 산장에 와이파이가 있나요?", "죄송하지만 주어진 정보로는 알 수 없습니다.", HUT, True),
    w.refusal("ko-ar-020", "refusal.long", "벼룩시장에 차를 대고 갈 수 있나요?", "안내문에는 벼룩시장이 열리는 날짜와 장소, 판매 자리 가격은 나와 있지만 주차에 대한 내용은 없어서 답변드리기 어렵습니다.", FLEA, True),
    w.refusal("ko-ar-021", "refusal.hedged", "천문대 초등학생 관람료는 얼마인가요?", "확실하지는 않지만, 초등학생 관람료는 3,000원으로 나와 있습니다.", OBSERVATORY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ar-022", "correct.wordy", "라인댄스 한 달 수강료는 얼마인가요?", "하늘빛 댄스 아카데미의 라인댄스 수업은 한 달에 8만 원이고, 첫 수업은 무료로 체험해 볼 수 있어요.", "8만 원", True),
    w.correct("ko-ar-023", "correct.wordy", "벼룩시장은 어디에서 열리나요?", "망원 나눔 벼룩시장은 매달 마지막 토요일마다 망원초등학교 운동장에서 열립니다.", "망원초등학교 운동장", True),
    w.correct("ko-ar-024", "correct.format", "설봉 산장은 해발 몇 미터에 있나요?", "1420m입니다.", "해발 1,420미터", True),
    w.correct("ko-ar-025", "wrong.value", "천문대 어른 관람료는 얼마인가요?", "어른은 9,000원입니다.", "6,000원", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ar-026", "relevant.direct", "벼룩시장은 언제 열려요?", "매달 마지막 토요일, 오전 10시부터 오후 4시까지예요.", FLEA, True),
    w.relevant("ko-ar-027", "relevant.direct", "라인댄스는 누가 가르치나요?", "박지유 씨가 맡고 있습니다.", DANCE, True),
    w.relevant("ko-ar-028", "relevant.direct", "산장에 묵으려면 어떻게 해야 하나요?", "방문 3일 전까지 예약하시면 됩니다.", HUT, True),
    w.relevant("ko-ar-029", "relevant.yesno", "비 오는 날에도 야간 관측을 하나요?", "아니요, 비가 오면 취소됩니다.", OBSERVATORY, True),
    w.relevant("ko-ar-030", "offtopic.true", "천문대 관람료는 얼마인가요?", "천문대는 월요일에는 문을 열지 않습니다.", OBSERVATORY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ar-031", "diag.pass", "설봉 산장 1박 요금은 얼마인가요?", "1박에 1만 5천 원입니다.", {"hut": HUT, "flea": FLEA}, ("hut",), "pass"),
    w.diag("ko-ar-032", "diag.missed", "라인댄스 수업은 무슨 요일에 있나요?", "제공된 자료에서는 수업 요일을 찾을 수 없습니다.", {"observatory": OBSERVATORY, "flea": FLEA}, ("dance",), "fix_retrieval"),
    w.diag("ko-ar-033", "diag.correct_refusal", "별누리 천문대에서 망원경을 빌릴 수 있나요?", "자료에는 망원경 대여에 관한 내용이 없어 답할 수 없습니다.", {"observatory": OBSERVATORY, "hut": HUT}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
