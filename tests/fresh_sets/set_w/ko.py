"""Korean cases of set W: a ski resort lift pass, a language academy, a city bus route and a
science museum."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SKI = "하늘봉 스키장의 리프트 종일권은 성인 68,000원, 초등학생 45,000원입니다. 리프트는 12월 9일부터 이듬해 3월 2일까지 오전 8시 30분부터 오후 4시 30분까지 운행합니다. 풍속이 초속 15미터를 넘으면 정상 곤돌라는 운행을 중단합니다."
ACADEMY = "한빛어학원은 평일 저녁에 중국어, 스페인어, 베트남어 강좌를 운영합니다. 각 강좌는 10주 과정이며 일주일에 두 번, 한 번에 80분씩 수업합니다. 반 정원은 12명이고, 강좌가 폐강되면 등록비 3만 원을 돌려줍니다."
BUS = "새솔버스 501번은 시청역에서 해오름대학교까지 운행하며, 평일에는 10분마다 배차됩니다. 요금은 교통카드 기준 1,500원이고 만 6세 미만 어린이는 무료입니다. 심야버스 두 대를 제외한 모든 버스에 휠체어 리프트가 설치되어 있습니다."
MUSEUM = "누리과학관은 지난해 관람객 85만 명을 맞았으며, 이는 전년보다 12만 명 늘어난 수치입니다. 천체투영관 상영은 40분간 진행되고 매시 정각에 시작하며, 예약 없이도 관람할 수 있습니다. 유료회원은 무료로 입장할 수 있고, 전시관의 절반이 체험형입니다."

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-w-001", "para.reorder", "하늘봉 스키장 리프트는 언제 운행하나요?", "오전 8시 30분부터 오후 4시 30분까지 운행하며, 운행 기간은 12월 9일부터 이듬해 3월 2일까지입니다.", SKI, True),
    w.faith("ko-w-002", "para.passive", "강좌가 폐강되면 등록비는 어떻게 되나요?", "강좌가 폐강되면 등록비 3만 원은 환불됩니다.", ACADEMY, True),
    w.faith("ko-w-003", "para.synonym", "한빛어학원 한 반에는 몇 명까지 들을 수 있나요?", "한 반은 최대 12명까지 수강할 수 있습니다.", ACADEMY, True),
    w.faith("ko-w-004", "fmt.number", "성인 리프트 종일권은 얼마인가요?", "성인 종일권은 6만 8천 원입니다.", SKI, True),
    w.faith("ko-w-005", "fmt.currency", "501번 버스 요금은 얼마인가요?", "교통카드로 내면 ₩1,500입니다.", BUS, True),
    w.faith("ko-w-006", "fmt.time", "리프트는 몇 시에 운행을 마치나요?", "16시 30분에 운행을 마칩니다.", SKI, True),
    w.faith("ko-w-007", "fmt.share", "누리과학관 전시관 중 체험형은 얼마나 되나요?", "전시관의 50%가 체험형입니다.", MUSEUM, True),
    w.faith("ko-w-008", "para.except", "501번 버스에는 모두 휠체어 리프트가 있나요?", "심야버스 두 대만 빼고는 모두 휠체어 리프트가 있습니다.", BUS, True),
    w.faith("ko-w-009", "wrap.attribution", "천체투영관 상영 시간은 얼마나 되나요?", "제공된 정보에 따르면 상영은 40분간 진행됩니다.", MUSEUM, True),
    # one clear error each
    w.faith("ko-w-010", "value.number", "한빛어학원 강좌는 몇 주 과정인가요?", "각 강좌는 12주 과정입니다.", ACADEMY, False),
    w.faith("ko-w-011", "value.date", "스키장 리프트 운행은 언제 끝나나요?", "리프트는 3월 12일까지 운행합니다.", SKI, False),
    w.faith("ko-w-012", "role.swap", "리프트 종일권 가격은 어떻게 되나요?", "성인은 45,000원, 초등학생은 68,000원입니다.", SKI, False),
    w.faith("ko-w-013", "negation", "유료회원은 입장료를 내야 하나요?", "네, 유료회원도 입장료를 내야 합니다.", MUSEUM, False),
    w.faith("ko-w-014", "antonym", "501번 버스는 누가 무료로 탈 수 있나요?", "만 6세 이상 어린이는 무료입니다.", BUS, False),
    w.faith("ko-w-015", "direction", "지난해 누리과학관 관람객 수는 전년과 비교해 어땠나요?", "지난해 관람객은 85만 명으로, 전년보다 12만 명 줄었습니다.", MUSEUM, False),
    w.faith("ko-w-016", "modality", "천체투영관은 예약해야 볼 수 있나요?", "네, 천체투영관은 반드시 예약해야 관람할 수 있습니다.", MUSEUM, False),
    w.faith("ko-w-017", "quantifier", "누리과학관 전시관은 체험형인가요?", "네, 모든 전시관이 체험형입니다.", MUSEUM, False),
    w.faith("ko-w-018", "added.fact", "강좌가 폐강되면 어떻게 되나요?", "등록비 3만 원을 돌려주고, 다음 강좌 수강료를 10% 할인해 줍니다.", ACADEMY, False),
]

REFUSAL = [
    w.refusal("ko-w-019", "refusal.plain", "누리과학관에 주차장이 있나요?", "죄송하지만 주차장이 있는지는 잘 모르겠습니다.", MUSEUM, True),
    w.refusal("ko-w-020", "refusal.context", "한빛어학원 강사는 모두 원어민인가요?", "주어진 자료에는 강사에 대한 내용이 없어서 답변드리기 어렵습니다.", ACADEMY, True),
    w.refusal("ko-w-021", "refusal.partial", "501번 버스 요금과 막차 시간을 알려 주세요.", "요금은 교통카드 기준 1,500원입니다. 막차 시간은 자료에 나와 있지 않습니다.", BUS, False),
]

CORRECTNESS = [
    w.correct("ko-w-022", "correct.wordy", "한빛어학원 수업은 한 번에 몇 분인가요?", "한빛어학원 수업은 일주일에 두 번 열리는데, 한 번 수업할 때마다 80분 동안 진행됩니다.", "한 번에 80분입니다.", True),
    w.correct("ko-w-023", "correct.format", "초등학생 리프트 종일권은 얼마인가요?", "4만 5천 원.", "45,000원입니다.", True),
    w.correct("ko-w-024", "wrong.value", "501번 버스는 평일에 몇 분마다 오나요?", "20분마다 옵니다.", "10분마다 옵니다.", False),
]

RELEVANCY = [
    w.relevant("ko-w-025", "relevant.direct", "천체투영관은 몇 시에 들어가면 되나요?", "정각마다 상영이 시작됩니다.", MUSEUM, True),
    w.relevant("ko-w-026", "relevant.yesno", "한빛어학원에 스페인어 강좌도 있나요?", "네, 있습니다.", ACADEMY, True),
    w.relevant("ko-w-027", "offtopic.true", "성인 리프트 종일권은 얼마인가요?", "풍속이 초속 15미터를 넘으면 정상 곤돌라는 운행을 중단합니다.", SKI, False),
]

DIAGNOSIS = [
    w.diag("ko-w-028", "diag.pass", "만 6세 미만 어린이도 501번 버스 요금을 내나요?", "아니요, 만 6세 미만 어린이는 무료입니다.", {"bus-501": BUS, "ski-1": SKI}, ("bus-501",), "pass"),
    w.diag("ko-w-029", "diag.missed", "한빛어학원 등록비는 얼마인가요?", "자료에서 등록비 정보를 찾을 수 없습니다.", {"museum-1": MUSEUM, "bus-501": BUS}, ("academy-1",), "fix_retrieval"),
    w.diag("ko-w-030", "diag.correct_refusal", "하늘봉 스키장에서 스키 장비를 빌릴 수 있나요?", "주어진 정보로는 장비 대여가 가능한지 알 수 없습니다.", {"ski-1": SKI}, (), "correct_refusal"),
    w.diag("ko-w-031", "diag.unfaithful", "천체투영관 상영은 얼마나 걸리나요?", "상영은 90분간 진행됩니다.", {"museum-1": MUSEUM}, ("museum-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
