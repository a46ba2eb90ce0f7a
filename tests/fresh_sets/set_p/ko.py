"""Fresh set P, Korean: a sauna, laptop repair, a bus tour, a vaccination schedule, a chocolate
factory's history, student housing, a rowing club, an escape room and sports rental."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SAUNA = (
    "한빛 공공 사우나는 매일 오전 10시부터 오후 10시까지 운영합니다. 매주 화요일은 여성 전용일입니다. "
    "3시간 이용권은 1만 2천 원이고, 종일권은 2만 원입니다."
)
LAPTOP = (
    "바로수리 노트북 수리센터는 모든 기기를 이틀 안에 진단합니다. 화면 교체 비용은 18만 원이며 수리에는 3일이 걸립니다. "
    "모든 수리에는 6개월 보증이 제공됩니다."
)
BUS = (
    "바다길 버스투어는 매주 토요일 안면도 당일 여행을 운영합니다. 버스는 오전 8시 30분에 서울역에서 출발해 오후 7시에 돌아옵니다. "
    "요금은 5만 5천 원이며 점심 식사가 포함됩니다."
)
VACCINE = (
    "느티나무 의원에서는 10월부터 12월까지 매주 목요일 오후 2시부터 5시까지 독감 예방접종을 합니다. "
    "접종은 반드시 예약해야 하며, 예약 없이 방문하면 접종을 받을 수 없습니다. 만 65세 이상은 무료로 접종받을 수 있습니다."
)
CHOCOLATE = (
    "한결 초콜릿 공장은 1952년 김순영 씨가 대구에 세웠습니다. 1980년에 아들 김도현 씨가 공장을 물려받았고, "
    "2005년에 김도현 씨는 공장을 달콤식품에 팔았습니다."
)
HOUSING = (
    "새솔대학교 학생주거지원실은 신청 순서대로 방을 배정합니다. 1인실 월세는 관리비를 포함해 35만 원입니다. "
    "퇴실하려면 두 달 전에 알려야 합니다."
)
ROWING = (
    "한강조정클럽은 1985년에 창립되었습니다. 신입 회원은 가입비 5만 원과 연회비 24만 원을 냅니다. "
    "초보자 강습은 토요일 오전 9시에 열립니다."
)
ESCAPE = (
    "락박스 방탈출 카페에는 테마방이 세 개 있습니다. 각 방은 2명에서 6명까지 이용할 수 있고, 게임 시간은 60분입니다. "
    "예약은 게임 시작 24시간 전까지 무료로 취소할 수 있습니다."
)
RENTAL = (
    "산들 스포츠 대여점은 산악자전거를 하루 3만 5천 원에 빌려줍니다. 모든 대여에는 10만 원의 보증금이 필요합니다. "
    "헬멧은 원하는 경우 무료로 빌릴 수 있습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-p-001", "para.reorder", "사우나 운영 시간이 어떻게 되나요?", "한빛 공공 사우나는 오전 10시부터 오후 10시까지 매일 운영합니다.", SAUNA, True),
    w.faith("ko-p-002", "para.synonym", "예약을 취소할 수 있나요?", "네, 게임 시작 24시간 전까지는 수수료 없이 예약을 취소할 수 있어요.", ESCAPE, True),
    w.faith("ko-p-003", "fmt.time", "버스는 몇 시에 돌아오나요?", "버스는 19:00에 돌아옵니다.", BUS, True),
    w.faith("ko-p-004", "fmt.scale", "종일권은 얼마예요?", "종일권은 20,000원입니다.", SAUNA, True),
    w.faith("ko-p-005", "fmt.period", "진단은 얼마나 걸리나요?", "바로수리 노트북 수리센터는 모든 기기를 2일 안에 진단해요.", LAPTOP, True),
    w.faith("ko-p-006", "wrap.closer", "가입비가 얼마인가요?", "신입 회원의 가입비는 5만 원입니다. 도움이 되셨길 바랍니다!", ROWING, True),
    w.faith("ko-p-007", "para.part", "독감 예방접종은 언제 하나요?", "10월부터 12월까지 매주 목요일에 독감 예방접종을 합니다.", VACCINE, True),
    w.faith("ko-p-008", "value.number", "한 방에 몇 명까지 들어갈 수 있나요?", "각 방은 2명에서 8명까지 이용할 수 있습니다.", ESCAPE, False),
    w.faith("ko-p-009", "value.time", "접종 시간은 언제인가요?", "매주 목요일 오후 3시부터 5시까지 접종합니다.", VACCINE, False),
    w.faith("ko-p-010", "negation", "접종하려면 예약이 필요한가요?", "아니요, 예약하지 않아도 접종받을 수 있습니다.", VACCINE, False),
    w.faith("ko-p-011", "role.swap", "2005년에 무슨 일이 있었나요?", "2005년에 달콤식품이 공장을 김도현 씨에게 팔았습니다.", CHOCOLATE, False),
    w.faith("ko-p-012", "added.fact", "화면 교체 비용은 얼마인가요?", "화면 교체 비용은 18만 원이며, 배터리 점검도 무료로 해 드립니다.", LAPTOP, False),
    w.faith("ko-p-013", "modality", "헬멧도 빌려야 하나요?", "자전거를 빌리면 헬멧도 반드시 함께 빌려야 합니다.", RENTAL, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-p-014", "refusal.context", "휠체어를 타고도 이용할 수 있나요?", "제공된 문서에는 휠체어 이용 가능 여부에 대한 내용이 없습니다.", ESCAPE, True),
    w.refusal("ko-p-015", "refusal.short", "반려견을 데려가도 되나요?", "죄송해요, 모르겠습니다.", BUS, True),
    w.refusal("ko-p-016", "refusal.hedged", "3시간 이용권은 얼마예요?", "확실하지는 않지만, 3시간 이용권은 1만 2천 원인 것 같아요.", SAUNA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-p-017", "correct.format", "한강조정클럽의 연회비는 얼마인가요?", "240,000원입니다.", "연회비는 24만 원입니다.", True),
    w.correct("ko-p-018", "correct.wordy", "1980년에 초콜릿 공장을 물려받은 사람은 누구인가요?", "좋은 질문이에요! 회사 연혁에 따르면, 1980년에 한결 초콜릿 공장을 물려받은 사람은 창립자 김순영 씨의 아들인 김도현 씨입니다.", "창립자의 아들 김도현 씨입니다.", True),
    w.correct("ko-p-019", "wrong.value", "화면 교체에는 며칠이 걸리나요?", "화면 교체에는 일주일이 걸립니다.", "3일이 걸립니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-p-020", "relevant.direct", "1인실에 살면 한 달에 얼마를 내나요?", "관리비 포함 35만 원이에요.", HOUSING, True),
    w.relevant("ko-p-021", "offtopic.true", "초보자 강습은 언제 열리나요?", "한강조정클럽은 1985년에 창립되었습니다.", ROWING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-p-022", "diag.pass", "새솔대학교 기숙사에서 퇴실하려면 언제 알려야 하나요?", "퇴실 두 달 전에 알려야 합니다.", {"housing-1": HOUSING, "sauna-1": SAUNA}, ("housing-1",), "pass"),
    w.diag("ko-p-023", "diag.missed", "한빛 공공 사우나 종일권은 얼마인가요?", "문서에서 해당 정보를 찾을 수 없습니다.", {"bus-1": BUS, "chocolate-1": CHOCOLATE}, ("sauna-1",), "fix_retrieval"),
    w.diag("ko-p-024", "diag.should_refuse", "락박스 방탈출 카페에 주차장이 있나요?", "네, 건물 지하에 무료 주차장이 있습니다.", {"escape-1": ESCAPE}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
