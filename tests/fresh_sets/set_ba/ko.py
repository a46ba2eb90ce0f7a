"""Korean cases of set BA: a pharmacy night service, a student choir tour and a canoe rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

PHARMACY = (
    "해솔약국은 시청역 3번 출구 앞에 있으며, 매주 금요일 밤 야간 당번을 맡아 오후 7시부터 새벽 1시까지 문을 엽니다. "
    "야간에는 권민재 약사가 근무합니다. "
    "처방전 조제와 일반의약품 구매는 가능하지만, 건강기능식품은 판매하지 않습니다. "
    "야간 조제에는 1,500원의 가산료가 붙습니다."
)
CHOIR = (
    "한빛대학교 합창단은 8월 4일부터 8월 9일까지 남해안 순회공연을 떠납니다. "
    "단원 42명이 전세버스 한 대로 이동하며, 공연은 통영, 여수, 목포 세 곳에서 열립니다. "
    "참가비는 1인당 18만 원이며 숙박과 식사가 포함됩니다. "
    "지휘는 오세린 교수가, 피아노 반주는 졸업생 하동욱 씨가 맡습니다."
)
CANOE = (
    "강나루 카누 대여소는 4월부터 10월까지 매일 오전 9시부터 오후 6시까지 운영합니다. "
    "2인용 카누는 1시간에 2만 5천 원, 1인용 카약은 1시간에 1만 5천 원입니다. "
    "만 10세 미만 어린이는 보호자와 함께 타야 하며, 구명조끼는 반드시 착용해야 합니다. "
    "마지막 대여는 오후 4시 30분에 마감합니다."
)

PH_PLACE = "해솔약국은 시청역 3번 출구 앞에 있습니다."
PH_FEE = "해솔약국의 야간 조제에는 1,500원의 가산료가 붙습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("ko-ba-001", "para.reorder", "한빛대 합창단 공연은 어디에서 열리나요?", "목포, 여수, 통영 세 곳에서 공연합니다.", CHOIR, True),
    w.faith("ko-ba-002", "para.synonym", "밤에는 어느 약사가 근무하나요?", "야간 근무는 권민재 약사가 담당합니다.", PHARMACY, True),
    w.faith("ko-ba-003", "fmt.number", "2인용 카누는 얼마인가요?", "2인용 카누는 한 시간에 25,000원입니다.", CANOE, True),
    w.faith("ko-ba-004", "fmt.time", "해솔약국은 금요일 밤 몇 시에 여나요?", "매주 금요일 19시부터 새벽 1시까지 문을 엽니다.", PHARMACY, True),
    w.faith("ko-ba-005", "fmt.date", "순회공연은 언제인가요?", "8/4부터 8/9까지 진행됩니다.", CHOIR, True),
    w.faith("ko-ba-006", "para.except", "밤에 약국에서 무엇을 살 수 있나요?", "건강기능식품을 제외하면 처방전 조제와 일반의약품 구매 모두 가능합니다.", PHARMACY, True),
    w.faith("ko-ba-007", "wrap.attribution", "참가비에는 무엇이 포함되나요?", "안내문에 따르면 1인당 18만 원의 참가비에 숙박과 식사가 포함되어 있습니다.", CHOIR, True),
    w.faith("ko-ba-008", "wrap.opener", "카누 탈 때 구명조끼를 꼭 입어야 하나요?", "안내해 드릴게요! 구명조끼는 반드시 착용해야 합니다.", CANOE, True),
    # unfaithful: one clear error each
    w.faith("ko-ba-009", "value.number", "순회공연에 단원 몇 명이 가나요?", "단원 24명이 전세버스로 이동합니다.", CHOIR, False),
    w.faith("ko-ba-010", "value.time", "카누 마지막 대여는 몇 시까지인가요?", "마지막 대여는 오후 5시 30분에 마감합니다.", CANOE, False),
    w.faith("ko-ba-011", "role.swap", "지휘와 반주는 누가 맡나요?", "지휘는 하동욱 씨가, 피아노 반주는 오세린 교수가 맡습니다.", CHOIR, False),
    w.faith("ko-ba-012", "negation", "참가비에 숙박이 포함되나요?", "참가비 18만 원에는 숙박과 식사가 포함되지 않습니다.", CHOIR, False),
    w.faith("ko-ba-013", "modality", "구명조끼 착용 규정이 어떻게 되나요?", "구명조끼는 원하는 사람만 입으면 됩니다.", CANOE, False),
    w.faith("ko-ba-014", "value.currency", "1인용 카약 요금은 얼마인가요?", "1인용 카약은 1시간에 1만 8천 원입니다.", CANOE, False),
    w.faith("ko-ba-015", "direction", "보호자와 함께 타야 하는 건 몇 살인가요?", "만 10세 이상 어린이는 보호자와 함께 타야 합니다.", CANOE, False),
    w.faith("ko-ba-016", "added.fact", "해솔약국은 어디에 있나요?", "시청역 3번 출구 앞에 있으며, 바로 옆에 공영주차장이 있습니다.", PHARMACY, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ba-017", "refusal.context", "해솔약국 전화번호가 어떻게 되나요?", "제공된 자료에는 약국 전화번호가 나와 있지 않습니다.", PHARMACY, True),
    w.refusal("ko-ba-018", "refusal.plain", "합창단 버스는 몇 시에 출발하나요?", "죄송하지만 그건 제가 알 수 없습니다.", CHOIR, True),
    w.refusal("ko-ba-019", "refusal.partial", "카누 대여소 운영 시간과 주차 가능 여부를 알려 주세요.", "4월부터 10월까지 매일 오전 9시부터 오후 6시까지 운영하며, 주차에 대해서는 자료에 안내가 없습니다.", CANOE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ba-020", "correct.wordy", "합창단 순회공연 참가비는 얼마인가요?", "순회공연에 참가하려면 한 사람당 18만 원을 내야 하고, 이 금액에 숙박과 식사가 들어 있습니다.", "1인당 18만 원입니다.", True),
    w.correct("ko-ba-021", "correct.wordy", "해솔약국 야간 근무 약사는 누구인가요?", "금요일 밤에 해솔약국에 가시면 야간 근무를 서는 권민재 약사를 만나실 수 있습니다.", "권민재 약사입니다.", True),
    w.correct("ko-ba-022", "correct.format", "카누 대여소는 몇 시에 문을 여나요?", "09:00에 엽니다.", "오전 9시에 문을 엽니다.", True),
    w.correct("ko-ba-023", "wrong.value", "야간 조제 가산료는 얼마인가요?", "야간 조제 가산료는 3,000원입니다.", "1,500원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ba-024", "relevant.direct", "해솔약국은 어디 있어요?", "시청역 3번 출구 바로 앞이에요.", PHARMACY, True),
    w.relevant("ko-ba-025", "relevant.direct", "합창단 투어 일정이 어떻게 되나요?", "8월 4일부터 9일까지예요.", CHOIR, True),
    w.relevant("ko-ba-026", "relevant.direct", "혼자 탈 카약은 얼마예요?", "한 시간에 1만 5천 원입니다.", CANOE, True),
    w.relevant("ko-ba-027", "relevant.yesno", "밤에 비타민 같은 건강기능식품도 살 수 있나요?", "아니요, 야간에는 건강기능식품을 팔지 않습니다.", PHARMACY, True),
    w.relevant("ko-ba-028", "offtopic.true", "카누는 몇 시까지 빌릴 수 있나요?", "구명조끼는 반드시 착용해야 합니다.", CANOE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ba-029", "diag.pass", "해솔약국 야간 조제 가산료는 얼마인가요?", "야간 조제 시 1,500원이 추가됩니다.",
           {"pharm-fee": PH_FEE, "pharm-place": PH_PLACE}, ("pharm-fee",), "pass"),
    w.diag("ko-ba-030", "diag.missed", "해솔약국에서 밤에 근무하는 약사는 누구인가요?", "문서에서 야간 근무 약사의 이름을 찾을 수 없습니다.",
           {"pharm-place": PH_PLACE, "pharm-fee": PH_FEE}, ("pharm-staff",), "fix_retrieval"),
    w.diag("ko-ba-031", "diag.correct_refusal", "해솔약국에서 독감 예방접종도 하나요?", "제공된 문서에는 예방접종에 관한 내용이 없습니다.",
           {"pharm-place": PH_PLACE, "pharm-fee": PH_FEE}, (), "correct_refusal"),
    w.diag("ko-ba-032", "diag.unfaithful", "해솔약국은 어디에 있나요?", "시청역 5번 출구 앞에 있습니다.",
           {"pharm-place": PH_PLACE}, ("pharm-place",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
