"""Fresh set J, Korean: gallery, boat rental, care home, tax firm, ice rink, camping,
publisher, car inspection, farmers' market and piano tuner documents in 합니다/해요 style."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

GALLERY = (
    "한빛 미술관은 화요일부터 일요일까지 오전 10시부터 오후 6시까지 운영합니다. "
    "성인 입장료는 1만 5천 원이며, 만 7세 미만 어린이는 무료입니다. "
    "매주 토요일 오후 2시에 도슨트 해설이 진행됩니다."
)
BOATS = (
    "푸른호수 보트 대여소는 오리배를 1시간에 2만 원에 대여합니다. "
    "보트 한 대에는 최대 4명까지 탈 수 있습니다. "
    "구명조끼는 무료로 제공되며 반드시 착용해야 합니다. "
    "보트는 오후 7시까지 반납해야 합니다."
)
CARE_HOME = (
    "햇살요양원의 면회 시간은 매일 오후 2시부터 오후 5시까지입니다. "
    "면회는 하루 전까지 전화로 예약해야 합니다. "
    "한 번에 최대 두 명까지 면회할 수 있습니다. "
    "발열 증상이 있는 분은 면회할 수 없습니다."
)
TAX = (
    "정담 세무법인은 종합소득세 신고 대행 수수료로 건당 15만 원을 받습니다. "
    "신고에 필요한 서류는 5월 20일까지 제출해야 합니다. "
    "첫 상담은 30분 동안 무료로 진행됩니다."
)
ICE_RINK = (
    "한강 아이스링크는 월요일을 제외하고 매일 오전 10시부터 오후 9시까지 운영합니다. "
    "스케이트 대여료는 3천 원입니다. "
    "만 10세 미만 어린이는 헬멧을 반드시 착용해야 합니다."
)
CAMPING = (
    "솔숲 캠핑장은 총 80개의 사이트를 운영하며, 그중 30개에는 전기가 들어옵니다. "
    "1박 요금은 4만 원입니다. "
    "밤 10시부터 아침 7시까지는 정숙 시간입니다."
)
PUBLISHER = (
    "새벽출판사는 1978년 김정호가 서울에서 설립했습니다. "
    "1995년에 한울서적과 합병했으며, 2010년에 대성그룹에 인수되었습니다."
)
CAR_CHECK = (
    "동부 자동차검사소는 승용차와 화물차의 정기검사를 합니다. "
    "승용차 검사 수수료는 2만 3천 원이며, 검사는 약 30분 걸립니다. "
    "예약은 인터넷이나 전화로 할 수 있습니다."
)
MARKET = (
    "초록 농부시장은 매주 토요일 오전 8시부터 오후 1시까지 시청 앞 광장에서 열립니다. "
    "약 40개 농가가 채소, 과일, 꿀을 판매합니다."
)
PIANO = (
    "피아노 조율사 이수민 씨는 조율 한 번에 12만 원을 받습니다. "
    "조율은 약 1시간 30분 걸립니다. "
    "피아노는 1년에 두 번 조율할 것을 권장합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("ko-j-001", "para.reorder", "한빛 미술관은 언제 운영하나요?", "오전 10시부터 오후 6시까지, 화요일부터 일요일까지 한빛 미술관이 운영합니다.", GALLERY, True),
    w.faith("ko-j-002", "para.synonym", "보트 한 대에 몇 명이 탈 수 있나요?", "보트 한 대당 최대 4명까지 탑승할 수 있어요.", BOATS, True),
    w.faith("ko-j-003", "fmt.time", "보트는 언제까지 반납해야 하나요?", "보트는 19시까지 반납하셔야 합니다.", BOATS, True),
    w.faith("ko-j-004", "fmt.currency", "성인 입장료는 얼마예요?", "성인 입장료는 15,000원입니다.", GALLERY, True),
    w.faith("ko-j-005", "fmt.period", "피아노 조율은 얼마나 걸리나요?", "조율은 약 90분 걸립니다.", PIANO, True),
    w.faith("ko-j-006", "para.except", "아이스링크는 언제 문을 여나요?", "한강 아이스링크는 월요일을 빼고 매일 오전 10시부터 오후 9시까지 운영해요.", ICE_RINK, True),
    w.faith("ko-j-007", "wrap.opener", "캠핑장 1박 요금이 얼마인가요?", "네, 안내해 드릴게요! 솔숲 캠핑장의 1박 요금은 4만 원입니다.", CAMPING, True),
    w.faith("ko-j-008", "wrap.attribution", "요양원 면회는 예약이 필요한가요?", "요양원 안내문에 따르면 면회는 하루 전까지 전화로 예약해야 합니다.", CARE_HOME, True),
    w.faith("ko-j-009", "para.combine", "새벽출판사의 역사를 알려 주세요.", "새벽출판사는 1978년 김정호가 서울에서 설립했고, 1995년 한울서적과 합병했으며, 2010년 대성그룹에 인수되었습니다.", PUBLISHER, True),
    w.faith("ko-j-010", "fmt.number", "한 번에 몇 명까지 면회할 수 있나요?", "한 번에 최대 2명까지 면회할 수 있습니다.", CARE_HOME, True),
    # one clear error each
    w.faith("ko-j-011", "value.number", "전기가 들어오는 사이트는 몇 개인가요?", "솔숲 캠핑장의 사이트 80개 중 50개에 전기가 들어옵니다.", CAMPING, False),
    w.faith("ko-j-012", "value.time", "면회 시간이 어떻게 되나요?", "면회 시간은 매일 오후 3시부터 오후 5시까지입니다.", CARE_HOME, False),
    w.faith("ko-j-013", "role.swap", "2010년에 새벽출판사에 무슨 일이 있었나요?", "새벽출판사는 2010년에 대성그룹을 인수했습니다.", PUBLISHER, False),
    w.faith("ko-j-014", "negation", "열이 나도 면회할 수 있나요?", "발열 증상이 있는 분도 면회할 수 있습니다.", CARE_HOME, False),
    w.faith("ko-j-015", "modality", "구명조끼를 꼭 입어야 하나요?", "구명조끼는 무료로 제공되며, 착용 여부는 자유롭게 선택하시면 됩니다.", BOATS, False),
    w.faith("ko-j-016", "quantifier", "캠핑장 사이트에 전기가 들어오나요?", "솔숲 캠핑장의 모든 사이트에 전기가 들어옵니다.", CAMPING, False),
    w.faith("ko-j-017", "added.entity", "새벽출판사는 누가 설립했나요?", "새벽출판사는 1978년 김정호와 박영수가 서울에서 설립했습니다.", PUBLISHER, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-j-018", "refusal.plain", "미술관에 주차장이 있나요?", "잘 모르겠습니다.", GALLERY, True),
    w.refusal("ko-j-019", "refusal.context", "세무법인에서 법인세 신고도 해 주나요?", "제공된 자료에는 법인세 신고에 관한 내용이 없습니다.", TAX, True),
    w.refusal("ko-j-020", "refusal.partial", "스케이트 대여료와 강습료는 얼마인가요?", "스케이트 대여료는 3천 원입니다. 강습료는 자료에 나와 있지 않습니다.", ICE_RINK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-j-021", "correct.format", "승용차 검사 수수료는 얼마인가요?", "23,000원이에요.", "2만 3천 원입니다.", True),
    w.correct("ko-j-022", "wrong.value", "종합소득세 신고 서류는 언제까지 내야 하나요?", "5월 31일까지 제출하시면 됩니다.", "5월 20일까지 제출해야 합니다.", False),
    w.correct("ko-j-023", "wrong.role", "새벽출판사를 인수한 곳은 어디인가요?", "2010년에 새벽출판사가 대성그룹을 인수했습니다.", "2010년에 대성그룹이 새벽출판사를 인수했습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-j-024", "relevant.direct", "조율 비용이 얼마나 드나요?", "한 번에 12만 원입니다.", PIANO, True),
    w.relevant("ko-j-025", "relevant.yesno", "농부시장은 일요일에도 열리나요?", "아니요, 농부시장은 매주 토요일에 열립니다.", MARKET, True),
    w.relevant("ko-j-026", "offtopic.true", "검사는 얼마나 걸리나요?", "예약은 인터넷이나 전화로 할 수 있습니다.", CAR_CHECK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-j-027", "diag.pass", "한강 아이스링크 스케이트 대여료는 얼마인가요?", "스케이트 대여료는 3천 원입니다.", {"ice-1": ICE_RINK, "camping-1": CAMPING}, ("ice-1",), "pass"),
    w.diag("ko-j-028", "diag.refused", "도슨트 해설은 언제 하나요?", "죄송하지만 문서에서 해당 정보를 찾을 수 없습니다.", {"gallery-1": GALLERY}, ("gallery-1",), "fix_generation"),
    w.diag("ko-j-029", "diag.missed", "피아노는 1년에 몇 번 조율하는 게 좋나요?", "죄송합니다, 관련 정보를 찾지 못했습니다.", {"market-1": MARKET, "tax-1": TAX}, ("piano-1",), "fix_retrieval"),
    w.diag("ko-j-030", "diag.should_refuse", "캠핑장에 반려견을 데려갈 수 있나요?", "네, 반려견 동반이 가능하며 1박에 1만 원의 추가 요금이 있습니다.", {"camping-1": CAMPING}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
