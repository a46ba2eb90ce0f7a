# ruff: noqa: E501
"""Fresh set O, Korean: a hearing aid shop, a coworking cafe, a driving range, a mobile data
plan, a flower delivery service and a printing company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

HEARING = (
    "소리샘 보청기는 청력 검사를 무료로 해 드립니다. 검사는 약 40분 걸리며, 예약은 전화로만 받습니다. "
    "보청기를 구매하신 분께는 2년 동안 무상 수리를 제공합니다."
)
COWORK = (
    "코워킹 카페 '온데스크'는 일요일을 제외하고 매일 오전 8시부터 오후 10시까지 문을 엽니다. "
    "하루 이용권은 1만 5천 원이며 아메리카노 한 잔이 포함됩니다. 회의실은 최소 하루 전에 예약해야 합니다."
)
RANGE = (
    "푸른들 골프 연습장에는 타석이 48개 있습니다. 공 100개 이용료는 1만 2천 원입니다. "
    "회원은 클럽을 무료로 빌릴 수 있습니다. 여름에는 밤 11시, 겨울에는 밤 9시에 문을 닫습니다."
)
DATA = (
    "'데이터 쏙 30' 요금제는 매달 데이터 30GB를 제공하며 월 요금은 3만 3천 원입니다. "
    "남은 데이터는 다음 달로 이월되지 않습니다. 요금제 변경 신청은 이틀 안에 처리됩니다."
)
FLOWERS = (
    "꽃배달 '봄날'은 오후 2시 이전에 주문하시면 당일 배송해 드립니다. "
    "배송비는 4천 원이며, 5만 원 이상 주문하시면 무료입니다. 받는 분이 부재중이시면 경비실에 맡겨 드립니다."
)
PRINTING = (
    "한빛인쇄는 1978년 김정호가 대구에서 설립했습니다. 1995년 한빛인쇄는 동성출판인쇄를 인수했습니다. "
    "2010년에는 본사를 서울로 옮겼습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-o-001", "para.reorder", "푸른들 골프 연습장은 몇 시에 문을 닫나요?", "겨울에는 밤 9시, 여름에는 밤 11시에 문을 닫습니다.", RANGE, True),
    w.faith("ko-o-002", "para.synonym", "회원은 클럽을 빌릴 수 있나요?", "네, 회원은 클럽을 무료로 대여할 수 있습니다.", RANGE, True),
    w.faith("ko-o-003", "fmt.time", "온데스크의 영업시간은 어떻게 되나요?", "온데스크는 일요일을 제외하고 매일 08:00부터 22:00까지 문을 엽니다.", COWORK, True),
    w.faith("ko-o-004", "fmt.currency", "온데스크 하루 이용권은 얼마인가요?", "하루 이용권은 15,000원이며 아메리카노 한 잔이 포함됩니다.", COWORK, True),
    w.faith("ko-o-005", "fmt.period", "요금제 변경 신청은 얼마나 걸리나요?", "요금제 변경 신청은 2일 이내에 처리됩니다.", DATA, True),
    w.faith("ko-o-006", "wrap.opener", "꽃 배송비는 얼마인가요?", "네, 안내해 드릴게요! 배송비는 4천 원이고, 5만 원 이상 주문하시면 무료입니다.", FLOWERS, True),
    w.faith("ko-o-007", "para.except", "온데스크는 무슨 요일에 쉬나요?", "온데스크는 일요일에 문을 열지 않습니다.", COWORK, True),
    w.faith("ko-o-008", "value.number", "푸른들 골프 연습장에는 타석이 몇 개 있나요?", "푸른들 골프 연습장에는 타석이 84개 있습니다.", RANGE, False),
    w.faith("ko-o-009", "value.time", "당일 배송을 받으려면 몇 시 전에 주문해야 하나요?", "오후 4시 이전에 주문하시면 당일 배송됩니다.", FLOWERS, False),
    w.faith("ko-o-010", "role.swap", "1995년에 한빛인쇄에는 무슨 일이 있었나요?", "1995년에 동성출판인쇄가 한빛인쇄를 인수했습니다.", PRINTING, False),
    w.faith("ko-o-011", "negation", "남은 데이터는 다음 달로 넘어가나요?", "네, 남은 데이터는 다음 달로 이월됩니다.", DATA, False),
    w.faith("ko-o-012", "modality", "회의실은 미리 예약해야 하나요?", "회의실은 하루 전에 예약하실 수도 있지만, 꼭 예약하지 않으셔도 됩니다.", COWORK, False),
    w.faith("ko-o-013", "added.fact", "보청기를 사면 어떤 혜택이 있나요?", "2년 동안 무상 수리를 받으실 수 있고, 배터리도 1년 동안 무료로 드립니다.", HEARING, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-o-014", "refusal.context", "푸른들 골프 연습장에 주차장이 있나요?", "제공된 문서에는 주차장에 관한 내용이 없습니다.", RANGE, True),
    w.refusal("ko-o-015", "refusal.short", "한빛인쇄의 현재 직원 수는 몇 명인가요?", "잘 모르겠습니다.", PRINTING, True),
    w.refusal("ko-o-016", "refusal.partial", "'데이터 쏙 30' 요금제의 월 요금과 해외 로밍 요금은 얼마인가요?", "월 요금은 3만 3천 원입니다. 해외 로밍 요금은 자료에 나와 있지 않습니다.", DATA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-o-017", "correct.wordy", "한빛인쇄는 언제 설립되었나요?", "회사 연혁을 살펴보면, 한빛인쇄는 김정호가 대구에서 1978년에 세운 회사입니다.", "1978년에 설립되었습니다.", True),
    w.correct("ko-o-018", "correct.format", "공 100개 이용료는 얼마인가요?", "12,000원이에요.", "1만 2천 원입니다.", True),
    w.correct("ko-o-019", "wrong.value", "보청기 무상 수리 기간은 얼마나 되나요?", "무상 수리 기간은 3년입니다.", "2년입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-o-020", "relevant.direct", "데이터는 한 달에 얼마나 쓸 수 있나요?", "매달 30GB가 제공됩니다.", DATA, True),
    w.relevant("ko-o-021", "offtopic.true", "꽃 배송비는 얼마인가요?", "받는 분이 부재중이시면 경비실에 맡겨 드립니다.", FLOWERS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-o-022", "diag.pass", "청력 검사 비용은 얼마인가요?", "소리샘 보청기의 청력 검사는 무료입니다.", {"hear-1": HEARING, "range-1": RANGE}, ("hear-1",), "pass"),
    w.diag("ko-o-023", "diag.refused", "겨울에는 푸른들 골프 연습장이 몇 시에 문을 닫나요?", "죄송하지만 제공된 자료에서는 겨울 영업시간을 찾을 수 없습니다.", {"range-1": RANGE}, ("range-1",), "fix_generation"),
    w.diag("ko-o-024", "diag.missed", "한빛인쇄는 본사를 어디로 옮겼나요?", "죄송합니다. 해당 정보를 찾을 수 없습니다.", {"flower-1": FLOWERS, "data-1": DATA}, ("print-1",), "fix_retrieval"),
    w.diag("ko-o-025", "diag.correct_refusal", "온데스크에 반려동물을 데려가도 되나요?", "제공된 문서에는 반려동물 동반에 대한 안내가 없습니다.", {"cowork-1": COWORK}, (), "correct_refusal"),
    w.diag("ko-o-026", "diag.should_refuse", "꽃배달 '봄날'은 해외 배송도 하나요?", "네, 봄날은 일본과 중국으로 해외 배송을 해 드립니다.", {"flower-1": FLOWERS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
