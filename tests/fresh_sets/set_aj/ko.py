"""Korean cases of set AJ: a wholesale flower market, a municipal tennis court and a pottery
workshop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FLOWER = (
    "하늘꽃 도매시장은 화요일부터 일요일까지 새벽 5시에 문을 열어 오후 1시에 닫는다. "
    "장미 한 단은 8,000원이며, 10단 이상 사면 15% 할인해 준다. "
    "매주 월요일은 정기 휴무일이고, 주차는 처음 30분까지 무료다."
)
TENNIS = (
    "한빛시립테니스장은 코트 6면을 운영하며, 이 가운데 2면에만 야간 조명이 설치되어 있다. "
    "평일 한 시간 이용료는 12,000원, 주말은 15,000원이며, 올해 3월부터 시간당 2,000원씩 인상되었다. "
    "예약은 이용일 7일 전부터 온라인으로만 할 수 있다. "
    "야간 조명은 오후 7시부터 밤 10시까지 켜지며, 조명 사용료 4,000원이 추가된다."
)
POTTERY = (
    "소담 도자기 공방의 물레 체험은 2시간 동안 진행되며 참가비는 45,000원이다. "
    "토요일 수업은 강사 김유진 씨가 맡고, 일요일 수업은 박서준 씨가 진행한다. "
    "완성된 작품은 가마에서 구운 뒤 약 3주 후에 택배로 보내 준다. "
    "한 반의 정원은 8명이며, 앞치마는 공방에서 빌릴 수 있다."
)

# fmt: off
FAITHFULNESS = [
    # 충실한 바꿔 말하기와 형식
    w.faith("ko-aj-001", "para.reorder", "꽃시장은 언제 문을 여나요?", "화요일부터 일요일까지, 하늘꽃 도매시장은 새벽 5시에 문을 열어 오후 1시에 닫습니다.", FLOWER, True),
    w.faith("ko-aj-002", "para.passive", "완성된 작품은 어떻게 받나요?", "완성된 작품은 가마에서 구워진 뒤 약 3주 후에 택배로 보내집니다.", POTTERY, True),
    w.faith("ko-aj-003", "para.synonym", "토요일 수업 강사는 누구예요?", "토요일 수업은 김유진 강사님이 담당합니다.", POTTERY, True),
    w.faith("ko-aj-004", "para.except", "꽃시장은 언제 영업하나요?", "월요일만 빼고 매일 문을 엽니다.", FLOWER, True),
    w.faith("ko-aj-005", "fmt.thousands", "장미 한 단은 얼마예요?", "장미 한 단에 8천 원입니다.", FLOWER, True),
    w.faith("ko-aj-006", "fmt.currency", "주말 이용료는 얼마인가요?", "주말에는 한 시간에 ₩15,000입니다.", TENNIS, True),
    w.faith("ko-aj-007", "fmt.time", "야간 조명은 언제 켜지나요?", "야간 조명은 19시부터 22시까지 켜집니다.", TENNIS, True),
    w.faith("ko-aj-008", "fmt.period", "작품은 언제쯤 보내 주나요?", "완성된 작품은 구운 뒤 약 21일 후에 택배로 발송됩니다.", POTTERY, True),
    w.faith("ko-aj-009", "wrap.opener", "물레 체험은 얼마나 걸리나요?", "좋은 질문이에요! 물레 체험은 두 시간 동안 진행됩니다.", POTTERY, True),
    # 분명한 오류 하나
    w.faith("ko-aj-010", "value.number", "테니스장에는 코트가 몇 면 있나요?", "한빛시립테니스장은 코트 8면을 운영합니다.", TENNIS, False),
    w.faith("ko-aj-011", "value.time", "꽃시장은 몇 시에 문을 여나요?", "꽃시장은 새벽 4시에 문을 엽니다.", FLOWER, False),
    w.faith("ko-aj-012", "value.currency", "물레 체험 참가비는 얼마인가요?", "물레 체험 참가비는 54,000원입니다.", POTTERY, False),
    w.faith("ko-aj-013", "role.swap", "수업은 누가 진행하나요?", "토요일 수업은 박서준 씨가, 일요일 수업은 김유진 씨가 맡습니다.", POTTERY, False),
    w.faith("ko-aj-014", "negation", "꽃시장에 주차하면 돈을 내야 하나요?", "꽃시장에는 무료 주차가 전혀 없습니다.", FLOWER, False),
    w.faith("ko-aj-015", "quantifier", "야간 조명은 어느 코트에 있나요?", "모든 코트에 야간 조명이 설치되어 있습니다.", TENNIS, False),
    w.faith("ko-aj-016", "modality", "앞치마는 어떻게 하나요?", "앞치마는 반드시 공방에서 빌려야 합니다.", POTTERY, False),
    w.faith("ko-aj-017", "direction", "올해 이용료가 바뀌었나요?", "올해 3월부터 이용료가 시간당 2,000원씩 인하되었습니다.", TENNIS, False),
    w.faith("ko-aj-018", "added.fact", "물레 체험은 어떻게 진행되나요?", "물레 체험은 2시간 동안 진행되며, 참가자 전원에게 기념 머그컵을 줍니다.", POTTERY, False),
]

REFUSAL = [
    w.refusal("ko-aj-019", "refusal.plain", "공방에 주차장이 있나요?", "죄송하지만 공방에 주차장이 있는지는 잘 모르겠습니다.", POTTERY, True),
    w.refusal("ko-aj-020", "refusal.context", "공방에 주차장이 있나요?", "제공된 자료에는 공방 주차에 관한 내용이 없습니다.", POTTERY, True),
    w.refusal("ko-aj-021", "refusal.hedged", "테니스장 평일 이용료는 얼마인가요?", "확실하지는 않지만 한 시간에 12,000원인 것 같습니다.", TENNIS, False),
]

CORRECTNESS = [
    w.correct("ko-aj-022", "correct.wordy", "물레 체험 참가비는 얼마인가요?", "소담 도자기 공방에서 물레 체험을 하려면 참가비로 45,000원을 내야 합니다.", "45,000원", True),
    w.correct("ko-aj-023", "correct.wordy", "한 반 정원은 몇 명인가요?", "한 반에는 최대 여덟 명까지 함께 수업을 들을 수 있습니다.", "8명", True),
    w.correct("ko-aj-024", "correct.format", "야간 조명은 언제 켜지나요?", "19:00~22:00", "오후 7시부터 밤 10시까지", True),
    w.correct("ko-aj-025", "wrong.role", "일요일 수업은 누가 진행하나요?", "일요일 수업은 김유진 씨가 진행합니다.", "박서준 씨", False),
]

RELEVANCY = [
    w.relevant("ko-aj-026", "relevant.direct", "꽃시장은 언제 쉬어요?", "매주 월요일이 정기 휴무입니다.", FLOWER, True),
    w.relevant("ko-aj-027", "relevant.direct", "주말에 코트를 한 시간 빌리려면 얼마 내야 해요?", "15,000원입니다.", TENNIS, True),
    w.relevant("ko-aj-028", "relevant.direct", "코트 예약은 어떻게 하나요?", "이용일 일주일 전부터 인터넷으로 신청하면 됩니다.", TENNIS, True),
    w.relevant("ko-aj-029", "relevant.yesno", "장미를 많이 사면 할인되나요?", "네, 10단 이상이면 15% 싸게 살 수 있습니다.", FLOWER, True),
    w.relevant("ko-aj-030", "offtopic.true", "물레 체험은 얼마 동안 하나요?", "완성된 작품은 약 3주 후에 택배로 보내 줍니다.", POTTERY, False),
]

DIAGNOSIS = [
    w.diag("ko-aj-031", "diag.pass", "테니스장 코트는 몇 면인가요?", "코트는 모두 6면입니다.", {"tennis-info": TENNIS, "flower-hours": FLOWER}, ("tennis-info",), "pass"),
    w.diag("ko-aj-032", "diag.missed", "물레 체험은 몇 시간 걸리나요?", "제공된 자료에서는 물레 체험 시간을 찾을 수 없습니다.", {"flower-hours": FLOWER, "tennis-info": TENNIS}, ("pottery-class",), "fix_retrieval"),
    w.diag("ko-aj-033", "diag.correct_refusal", "테니스장에서 라켓을 빌릴 수 있나요?", "자료에 라켓 대여에 관한 내용이 없어 답변드리기 어렵습니다.", {"tennis-info": TENNIS}, (), "correct_refusal"),
    w.diag("ko-aj-034", "diag.unfaithful", "꽃시장은 몇 시에 닫나요?", "꽃시장은 오후 3시에 닫습니다.", {"flower-hours": FLOWER}, ("flower-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
