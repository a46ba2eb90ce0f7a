"""Korean cases of set X: a yoga studio (하늘숲 요가), a moving company (바른이사) and a
farmers' market (도담 농부시장)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

YOGA = (
    "하늘숲 요가는 일요일을 빼고 매일 오전 7시부터 오후 9시까지 수업을 운영합니다. "
    "1회 이용권은 2만 원, 10회 이용권은 17만 원입니다. "
    "초급반은 한소라 강사가, 빈야사반은 오태민 강사가 맡고 있습니다. "
    "요가 매트는 무료로 빌려주지만 수건은 1,000원을 받습니다."
)
MOVING = (
    "바른이사는 원룸 이사를 기본 35만 원에 해 드리며, 엘리베이터가 없는 건물은 한 층당 2만 원이 추가됩니다. "
    "이사는 최소 일주일 전에 예약해야 하고, 예약할 때 예약금 5만 원을 내야 합니다. "
    "에어컨 이전 설치는 하지 않습니다. "
    "포장 박스는 이사 3일 전에 무료로 가져다 드립니다."
)
MARKET = (
    "도담 농부시장은 4월부터 11월까지 매주 토요일 오전 9시부터 오후 2시까지 열립니다. "
    "참여 농가는 약 40곳이며, 판매 부스 사용료는 하루 3만 원입니다. "
    "반려견은 목줄을 하면 입장할 수 있지만, 자전거는 시장 안으로 가지고 들어올 수 없습니다. "
    "행복농원은 딸기를, 솔뫼양봉은 꿀을 판매합니다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-x-001", "para.reorder", "하늘숲 요가 수업은 언제 있나요?", "오전 7시부터 오후 9시까지, 일요일만 빼고 매일 수업이 있습니다.", YOGA, True),
    w.faith("ko-x-002", "para.synonym", "요가 매트를 빌리면 돈을 내야 하나요?", "아니요, 요가 매트는 무료로 대여해 줍니다.", YOGA, True),
    w.faith("ko-x-003", "fmt.number", "1회 이용권은 얼마인가요?", "1회 이용권은 20,000원입니다.", YOGA, True),
    w.faith("ko-x-004", "fmt.time", "농부시장은 몇 시에 끝나요?", "14시에 끝납니다.", MARKET, True),
    w.faith("ko-x-005", "para.combine", "하늘숲 요가 강사는 누구인가요?", "초급반은 한소라 강사, 빈야사반은 오태민 강사가 가르칩니다.", YOGA, True),
    w.faith("ko-x-006", "para.except", "하늘숲 요가는 무슨 요일에 수업이 있나요?", "월요일부터 토요일까지 수업이 있습니다.", YOGA, True),
    w.faith("ko-x-007", "wrap.attribution", "바른이사에서 에어컨도 옮겨서 설치해 주나요?", "제공된 정보에 따르면 바른이사는 에어컨 이전 설치를 하지 않습니다.", MOVING, True),
    w.faith("ko-x-008", "wrap.hedge", "포장 박스는 언제 받을 수 있나요?", "아마 이사 3일 전에 포장 박스를 무료로 가져다줄 거예요.", MOVING, True),
    w.faith("ko-x-009", "value.number", "농부시장에는 농가가 몇 곳 참여하나요?", "참여 농가는 약 60곳입니다.", MARKET, False),
    w.faith("ko-x-010", "value.currency", "10회 이용권 가격은 얼마예요?", "10회 이용권은 15만 원입니다.", YOGA, False),
    w.faith("ko-x-011", "role.swap", "초급반은 누가 가르치나요?", "초급반은 오태민 강사가, 빈야사반은 한소라 강사가 맡고 있습니다.", YOGA, False),
    w.faith("ko-x-012", "negation", "농부시장에 반려견을 데려가도 되나요?", "아니요, 반려견은 입장할 수 없습니다.", MARKET, False),
    w.faith("ko-x-013", "modality", "이사 예약은 언제까지 해야 하나요?", "일주일 전에 예약하면 좋지만 꼭 그럴 필요는 없습니다.", MOVING, False),
    w.faith("ko-x-014", "value.except", "하늘숲 요가는 무슨 요일에 쉬나요?", "월요일을 빼고 매일 수업을 합니다.", YOGA, False),
    w.faith("ko-x-015", "added.fact", "원룸 이사 비용은 얼마인가요?", "원룸 이사는 기본 35만 원이며, 주말에는 5만 원이 추가됩니다.", MOVING, False),
    w.faith("ko-x-016", "antonym", "엘리베이터가 없으면 추가 요금이 있나요?", "엘리베이터가 있는 건물은 한 층당 2만 원이 추가됩니다.", MOVING, False),
]

REFUSAL = [
    w.refusal("ko-x-017", "refusal.plain", "하늘숲 요가에 주차장이 있나요?", "주차가 가능한지는 잘 모르겠습니다.", YOGA, True),
    w.refusal("ko-x-018", "refusal.context", "바른이사는 보관 이사도 하나요?", "주어진 자료에는 보관 이사에 대한 내용이 없어서 답변드리기 어렵습니다.", MOVING, True),
    w.refusal("ko-x-019", "refusal.partial", "부스 사용료와 신청 방법을 알려 주세요.", "부스 사용료는 하루 3만 원이지만, 신청 방법은 자료에 나와 있지 않습니다.", MARKET, False),
]

CORRECTNESS = [
    w.correct("ko-x-020", "correct.wordy", "바른이사 예약금은 얼마인가요?", "바른이사에 이사를 예약하실 때는 먼저 예약금을 내셔야 하는데, 그 금액은 5만 원입니다.", "5만 원입니다.", True),
    w.correct("ko-x-021", "correct.wordy", "행복농원은 무엇을 파나요?", "행복농원에서는 딸기를 판매하고 있으니, 딸기를 사시려면 행복농원 부스로 가시면 됩니다.", "딸기를 팝니다.", True),
    w.correct("ko-x-022", "correct.format", "농부시장은 몇 시에 여나요?", "09:00에 엽니다.", "오전 9시에 엽니다.", True),
    w.correct("ko-x-023", "wrong.value", "수건 대여료는 얼마인가요?", "수건은 2,000원입니다.", "1,000원입니다.", False),
]

RELEVANCY = [
    w.relevant("ko-x-024", "relevant.direct", "시장 구경은 언제 가면 되나요?", "4월에서 11월 사이, 토요일 오전 9시부터 오후 2시까지 열려요.", MARKET, True),
    w.relevant("ko-x-025", "relevant.direct", "빈야사는 누구한테 배우나요?", "오태민 강사님이 맡고 계세요.", YOGA, True),
    w.relevant("ko-x-026", "relevant.direct", "한 번만 수업을 들으려면 얼마를 내야 하죠?", "2만 원이에요.", YOGA, True),
    w.relevant("ko-x-027", "relevant.yesno", "시장에 자전거를 끌고 들어가도 되나요?", "아니요, 안 됩니다.", MARKET, True),
    w.relevant("ko-x-028", "offtopic.true", "원룸 이사 비용이 얼마예요?", "포장 박스는 이사 3일 전에 무료로 가져다 드립니다.", MOVING, False),
]

DIAGNOSIS = [
    w.diag("ko-x-029", "diag.pass", "솔뫼양봉은 무엇을 파나요?", "솔뫼양봉은 꿀을 판매합니다.", {"market-ko": MARKET, "yoga-ko": YOGA}, ("market-ko",), "pass"),
    w.diag("ko-x-030", "diag.missed", "바른이사는 에어컨 설치도 해 주나요?", "제공된 문서로는 알 수 없습니다.", {"yoga-ko": YOGA}, ("moving-ko",), "fix_retrieval"),
    w.diag("ko-x-031", "diag.correct_refusal", "하늘숲 요가에 샤워실이 있나요?", "자료에는 샤워실에 관한 정보가 없습니다.", {"yoga-ko": YOGA}, (), "correct_refusal"),
    w.diag("ko-x-032", "diag.offtopic", "농부시장 부스 사용료는 얼마인가요?", "행복농원은 딸기를 판매합니다.", {"market-ko": MARKET}, ("market-ko",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
