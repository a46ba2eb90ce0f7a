"""Korean cases of set AK: a cheese-making farm, a night bus, a piano academy and a campsite."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CHEESE = (
    "햇살목장 치즈 만들기 체험은 매주 토요일 오전 10시 30분에 시작하며 약 90분 동안 진행됩니다. "
    "참가비는 1인당 25,000원이고, 직접 만든 모차렐라 치즈 200g을 가져갈 수 있습니다. "
    "한 회에 최대 20명까지 참여할 수 있으며, 7세 미만 어린이는 보호자와 함께해야 합니다."
)
BUS = (
    "심야버스 N26번은 매일 밤 11시 40분부터 새벽 4시까지 운행합니다. "
    "배차 간격은 25분이고, 요금은 카드 기준 2,500원입니다. "
    "이 버스는 강서 차고지에서 출발해 중랑 차고지까지 갑니다."
)
PIANO = (
    "도레미 피아노 학원은 평일 오후 2시부터 저녁 8시까지 문을 엽니다. "
    "수강료는 주 3회 기준으로 한 달에 16만 원이며, 김선영 원장님이 초등부를, 박지호 선생님이 중등부를 가르칩니다. "
    "일요일과 공휴일에는 쉽니다."
)
CAMP = (
    "솔바람 캠핑장은 4월부터 10월까지 운영합니다. "
    "사이트는 모두 48개이며, 그중 절반에 전기가 들어옵니다. "
    "입실은 오후 2시, 퇴실은 다음 날 오전 11시까지이고, 밤 10시 이후에는 소음을 내면 안 됩니다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-ak-001", "para.reorder", "치즈 만들기 체험은 언제 시작하고 얼마나 걸리나요?", "약 90분 동안 진행되며, 매주 토요일 오전 10시 30분에 시작합니다.", CHEESE, True),
    w.faith("ko-ak-002", "para.synonym", "피아노 학원은 일요일에도 수업하나요?", "아니요, 일요일은 휴원입니다.", PIANO, True),
    w.faith("ko-ak-003", "fmt.currency", "피아노 학원 한 달 수강료는 얼마인가요?", "주 3회 기준으로 월 160,000원입니다.", PIANO, True),
    w.faith("ko-ak-004", "fmt.share", "전기를 쓸 수 있는 사이트는 얼마나 되나요?", "전체 사이트의 50%에 전기가 들어옵니다.", CAMP, True),
    w.faith("ko-ak-005", "fmt.time", "N26번 버스는 언제 다니나요?", "23:40부터 04:00까지 운행합니다.", BUS, True),
    w.faith("ko-ak-006", "wrap.opener", "캠핑장 입실은 몇 시부터인가요?", "좋은 질문이에요! 입실은 오후 2시부터입니다.", CAMP, True),
    w.faith("ko-ak-007", "wrap.attribution", "치즈 체험 참가비는 얼마인가요?", "안내문에 따르면 참가비는 1인당 25,000원입니다.", CHEESE, True),
    w.faith("ko-ak-008", "fmt.range", "캠핑장은 언제 운영하나요?", "4~10월에 운영합니다.", CAMP, True),
    w.faith("ko-ak-009", "fmt.unit", "체험 후에 치즈를 얼마나 가져갈 수 있나요?", "직접 만든 모차렐라 치즈 0.2kg을 가져갈 수 있습니다.", CHEESE, True),
    # single clear errors
    w.faith("ko-ak-010", "value.number", "체험에는 몇 명까지 참여할 수 있나요?", "한 회에 최대 30명까지 참여할 수 있습니다.", CHEESE, False),
    w.faith("ko-ak-011", "value.currency", "N26번 요금은 얼마인가요?", "카드로 내면 2,800원입니다.", BUS, False),
    w.faith("ko-ak-012", "role.swap", "중등부는 누가 가르치나요?", "중등부는 김선영 원장님이, 초등부는 박지호 선생님이 가르칩니다.", PIANO, False),
    w.faith("ko-ak-013", "negation", "밤 10시 이후에 캠핑장에서 떠들어도 되나요?", "네, 밤 10시 이후에도 소음을 내도 됩니다.", CAMP, False),
    w.faith("ko-ak-014", "direction", "N26번은 어디서 어디로 가나요?", "중랑 차고지에서 출발해 강서 차고지까지 갑니다.", BUS, False),
    w.faith("ko-ak-015", "quantifier", "캠핑장 사이트에 전기가 들어오나요?", "네, 모든 사이트에 전기가 들어옵니다.", CAMP, False),
    w.faith("ko-ak-016", "modality", "7세 미만 어린이도 체험할 수 있나요?", "네, 7세 미만 어린이는 원하면 보호자와 함께 참여할 수 있습니다.", CHEESE, False),
    w.faith("ko-ak-017", "added.fact", "치즈 체험 참가비는 얼마인가요?", "1인당 25,000원이며, 점심 식사도 포함되어 있습니다.", CHEESE, False),
]

REFUSAL = [
    w.refusal("ko-ak-018", "refusal.plain", "캠핑장에 반려견을 데려가도 되나요?", "반려견 동반이 가능한지는 잘 모르겠습니다.", CAMP, True),
    w.refusal("ko-ak-019", "refusal.short", "피아노 학원에 주차할 수 있나요?", "그 정보는 없습니다.", PIANO, True),
    w.refusal("ko-ak-020", "refusal.partial", "캠핑장 퇴실 시간과 샤워장 이용료를 알려 주세요.", "퇴실은 다음 날 오전 11시까지입니다. 샤워장 이용료는 안내되어 있지 않습니다.", CAMP, False),
]

CORRECTNESS = [
    w.correct("ko-ak-021", "correct.wordy", "N26번 버스는 몇 분마다 오나요?", "심야버스 N26번은 운행 시간 동안 대략 25분에 한 대꼴로 정류장에 들어옵니다.", "25분마다 옵니다.", True),
    w.correct("ko-ak-022", "correct.wordy", "캠핑장 퇴실은 언제까지인가요?", "입실한 다음 날 오전 11시까지는 짐을 정리하고 사이트를 비워 주셔야 합니다.", "다음 날 오전 11시까지입니다.", True),
    w.correct("ko-ak-023", "correct.short", "치즈 만들기 체험은 무슨 요일에 하나요?", "토요일.", "매주 토요일에 합니다.", True),
    w.correct("ko-ak-024", "wrong.value", "피아노 학원은 평일 몇 시에 문을 닫나요?", "평일에는 저녁 6시에 문을 닫습니다.", "저녁 8시에 닫습니다.", False),
]

RELEVANCY = [
    w.relevant("ko-ak-025", "relevant.direct", "캠핑장 체크인 가능 시간이 어떻게 되나요?", "오후 2시부터 들어오실 수 있어요.", CAMP, True),
    w.relevant("ko-ak-026", "relevant.direct", "치즈 만들기 하려면 돈이 얼마나 드나요?", "한 사람당 25,000원입니다.", CHEESE, True),
    w.relevant("ko-ak-027", "relevant.direct", "중학생 아이는 어느 선생님한테 배우게 되나요?", "박지호 선생님이 맡습니다.", PIANO, True),
    w.relevant("ko-ak-028", "relevant.yesno", "공휴일에도 학원 수업이 있나요?", "아니요, 공휴일에는 쉽니다.", PIANO, True),
    w.relevant("ko-ak-029", "offtopic.true", "N26번 버스 요금은 얼마인가요?", "N26번은 강서 차고지에서 출발합니다.", BUS, False),
]

DIAGNOSIS = [
    w.diag("ko-ak-030", "diag.pass", "솔바람 캠핑장 사이트는 모두 몇 개인가요?", "사이트는 모두 48개입니다.", {"camp-1": CAMP, "bus-1": BUS}, ("camp-1",), "pass"),
    w.diag("ko-ak-031", "diag.missed", "도레미 피아노 학원 수강료는 얼마인가요?", "제공된 자료에는 학원 수강료에 대한 정보가 없습니다.", {"cheese-1": CHEESE, "camp-1": CAMP}, ("piano-1",), "fix_retrieval"),
    w.diag("ko-ak-032", "diag.correct_refusal", "햇살목장 치즈를 택배로 주문할 수 있나요?", "택배 주문에 대한 정보는 자료에 없습니다.", {"cheese-1": CHEESE}, (), "correct_refusal"),
    w.diag("ko-ak-033", "diag.offtopic", "N26번은 새벽 몇 시까지 운행하나요?", "요금은 카드 기준 2,500원입니다.", {"bus-1": BUS}, ("bus-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
