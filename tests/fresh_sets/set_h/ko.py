# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, Korean: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

TRAIN = (
    "한빛역 매표소는 매일 오전 6시부터 오후 10시까지 운영합니다. "
    "승차권은 출발 1개월 전부터 구매할 수 있습니다. "
    "만 65세 이상 고객은 평일에 운임의 30%를 할인받습니다."
)
MOBILE = (
    "누리모바일의 기본 요금제는 월 3만 3천 원이며 데이터 10GB를 제공합니다. "
    "데이터를 모두 사용하면 속도가 1Mbps로 제한됩니다. "
    "요금제 변경은 한 달에 한 번만 가능합니다."
)
CONCERT = (
    "솔숲 콘서트홀의 대공연장은 1,200석 규모입니다. "
    "공연 시작 후에는 인터미션 때까지 입장할 수 없습니다. "
    "주차는 공연 관람객에 한해 4시간 동안 무료입니다."
)
GARDEN = (
    "푸른뜰 원예센터는 화요일부터 일요일까지 오전 9시부터 오후 6시까지 문을 엽니다. "
    "5만 원 이상 구매하시면 시내 지역에 무료로 배송해 드립니다. "
    "매주 토요일 오후 2시에는 분갈이 무료 강좌가 열립니다."
)
COWORK = (
    "모아 코워킹 스페이스의 자유석 이용권은 하루 1만 5천 원입니다. "
    "회의실은 회원만 예약할 수 있으며 한 번에 최대 2시간까지 사용할 수 있습니다."
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("ko-h-001", "refusal.short", "한빛역 매표소에서 외화로 결제할 수 있나요?", "잘 모르겠습니다.", TRAIN, True),
    w.refusal("ko-h-002", "refusal.context", "누리모바일 기본 요금제에 해외 로밍이 포함되나요?", "제공된 문서에는 해외 로밍에 관한 내용이 없어서 답변드리기 어렵습니다.", MOBILE, True),
    w.refusal("ko-h-003", "refusal.long", "솔숲 콘서트홀에 물품 보관소가 있나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에서는 물품 보관소에 대한 정보를 찾을 수 없었습니다. 정확한 안내를 원하시면 콘서트홀 고객센터에 직접 문의해 보시길 권해 드려요. 도움이 되지 못해 죄송합니다.", CONCERT, True),
    w.refusal("ko-h-004", "refusal.partial", "원예센터는 몇 시에 문을 열고, 월요일에도 배송이 되나요?", "푸른뜰 원예센터는 오전 9시에 문을 엽니다. 다만 월요일 배송 여부는 문서에서 찾지 못했습니다.", GARDEN, False),
    w.refusal("ko-h-005", "refusal.hedged", "자유석 하루 이용료가 얼마예요?", "자유석 이용권은 하루 1만 5천 원입니다. 다만 요금은 바뀔 수 있으니 방문 전에 한 번 확인해 보세요.", COWORK, False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-h-006", "relevant.direct", "대공연장에는 몇 명이 앉을 수 있나요?", "1,200석 규모입니다.", CONCERT, True),
    w.relevant("ko-h-007", "relevant.yesno", "65세 이상이면 평일에 할인을 받을 수 있나요?", "네, 만 65세 이상 고객은 평일에 운임의 30%를 할인받습니다.", TRAIN, True),
    w.relevant("ko-h-008", "offtopic.true", "분갈이 강좌는 언제 열리나요?", "5만 원 이상 구매하시면 시내 지역에 무료로 배송해 드립니다.", GARDEN, False),
    w.relevant("ko-h-009", "offtopic.other", "데이터를 다 쓰면 속도가 어떻게 되나요?", "누리모바일 본사는 서울 강남구에 있으며 직원 수는 약 500명입니다.", MOBILE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-h-010", "diag.refused", "회의실은 한 번에 몇 시간까지 쓸 수 있나요?", "죄송하지만 제공된 자료에서는 회의실 이용 시간에 대한 정보를 찾을 수 없습니다.", {"cw1": COWORK, "tr1": TRAIN}, ("cw1",), "fix_generation"),
    w.diag("ko-h-011", "diag.correct_refusal", "솔숲 콘서트홀에서 음식물을 반입할 수 있나요?", "제공된 문서에는 음식물 반입에 관한 내용이 없어 답변드릴 수 없습니다.", {"ch1": CONCERT, "gd1": GARDEN}, (), "correct_refusal"),
    w.diag("ko-h-012", "diag.unfaithful", "요금제는 얼마나 자주 바꿀 수 있나요?", "요금제는 일주일에 한 번 변경할 수 있습니다.", {"mb1": MOBILE, "cw1": COWORK}, ("mb1",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
