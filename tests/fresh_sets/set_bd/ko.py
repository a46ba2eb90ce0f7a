"""Korean cases of set BD: an ice rink, a cooking school for children, a harbour cruise, a
print shop and a horse riding stable."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

RINK = "한빛 아이스링크는 화요일부터 일요일까지 오전 10시부터 오후 9시까지 운영합니다. 스케이트 대여료는 5,000원이며, 초등학생 이하 어린이에게는 헬멧을 무료로 빌려 줍니다. 매주 월요일은 빙판 정비로 휴장합니다."
COOK = "꼬마셰프 요리교실은 매주 토요일 오후 2시에 7세부터 12세까지의 어린이를 위한 수업을 엽니다. 수업 시간은 90분이고 한 반 정원은 10명입니다. 수강료는 1회 35,000원이며 재료비가 포함되어 있습니다. 보호자는 수업 중에 건물 안에서 기다려야 합니다."
PORT = "부두유람선은 5월부터 9월까지 3번 부두에서 매시 정각에 출발합니다. 운항 시간은 약 50분이며, 배에는 최대 80명이 탈 수 있습니다. 성인 요금은 18,000원이고 어린이는 성인 요금의 절반입니다."
PRINT = "새봄인쇄소는 명함 100장을 12,000원에 인쇄해 드립니다. 일반 주문은 영업일 기준 3일 안에 완성되며, 오전 11시 전에 접수한 급행 주문은 당일에 찾아갈 수 있습니다. 1998년에 가게를 연 박지훈 대표는 직원 최유나 씨에게 편집 디자인을 가르쳤습니다."
HORSE = "푸른들 승마장에는 말 24마리와 조랑말 5마리가 있습니다. 초보자 강습은 수요일과 금요일 오후에 열리며 1시간에 60,000원입니다. 모든 참가자는 안전모를 써야 하고, 안전모는 승마장에서 무료로 빌려 줍니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실한 바꿔 말하기와 형식
    w.faith("ko-bd-001", "para.synonym", "한빛 아이스링크는 언제 쉬나요?", "빙판 정비 때문에 매주 월요일에는 문을 닫습니다.", RINK, True),
    w.faith("ko-bd-002", "fmt.time", "아이스링크 운영 시간이 어떻게 되나요?", "화요일부터 일요일까지 10:00부터 21:00까지 엽니다.", RINK, True),
    w.faith("ko-bd-003", "para.except", "아이스링크는 무슨 요일에 문을 여나요?", "월요일을 제외하고 매일 엽니다.", RINK, True),
    w.faith("ko-bd-004", "fmt.share", "유람선 어린이 요금은 어떻게 되나요?", "어린이 요금은 성인 요금의 50%입니다.", PORT, True),
    w.faith("ko-bd-005", "fmt.currency", "명함 100장 인쇄하는 데 얼마인가요?", "명함 100장 인쇄 비용은 1만 2천 원입니다.", PRINT, True),
    w.faith("ko-bd-006", "para.passive", "승마장에서 안전모를 빌릴 수 있나요?", "네, 안전모는 승마장에서 무료로 대여됩니다.", HORSE, True),
    w.faith("ko-bd-007", "fmt.period", "요리교실 수업은 얼마나 걸리나요?", "수업은 한 시간 반 동안 진행됩니다.", COOK, True),
    w.faith("ko-bd-008", "wrap.attribution", "새봄인쇄소는 언제 문을 열었나요?", "안내에 따르면 박지훈 대표가 1998년에 가게를 열었습니다.", PRINT, True),
    w.faith("ko-bd-009", "wrap.opener", "급행 주문은 당일에 받을 수 있나요?", "네, 오전 11시 전에 접수한 급행 주문은 당일에 찾아갈 수 있습니다.", PRINT, True),
    # 한 가지 분명한 오류
    w.faith("ko-bd-010", "value.number", "푸른들 승마장에는 말이 몇 마리 있나요?", "푸른들 승마장에는 말 42마리가 있습니다.", HORSE, False),
    w.faith("ko-bd-011", "value.time", "요리교실 수업은 몇 시에 시작하나요?", "수업은 매주 토요일 오후 3시에 시작합니다.", COOK, False),
    w.faith("ko-bd-012", "negation", "수업 중에 보호자는 어디에 있어야 하나요?", "보호자는 수업 중에 건물 안에서 기다리지 않아도 됩니다.", COOK, False),
    w.faith("ko-bd-013", "role.swap", "새봄인쇄소에서 누가 편집 디자인을 가르쳤나요?", "최유나 씨가 박지훈 대표에게 편집 디자인을 가르쳤습니다.", PRINT, False),
    w.faith("ko-bd-014", "antonym", "급행 주문은 언제까지 접수해야 당일에 받을 수 있나요?", "오전 11시 이후에 접수한 급행 주문은 당일에 찾아갈 수 있습니다.", PRINT, False),
    w.faith("ko-bd-015", "modality", "승마할 때 안전모를 꼭 써야 하나요?", "아니요, 안전모는 원하는 참가자만 쓰면 됩니다.", HORSE, False),
    w.faith("ko-bd-016", "quantifier", "초보자 강습은 언제 열리나요?", "초보자 강습은 매일 오후에 열립니다.", HORSE, False),
    w.faith("ko-bd-017", "added.fact", "유람선은 어디에서 출발하나요?", "유람선은 3번 부두에서 매시 정각에 출발하며, 탑승객에게 음료를 무료로 제공합니다.", PORT, False),
    w.faith("ko-bd-018", "value.currency", "유람선 성인 요금은 얼마인가요?", "성인 요금은 15,000원입니다.", PORT, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bd-019", "refusal.plain", "아이스링크에 주차장이 있나요?", "죄송하지만 주차장에 대해서는 잘 모르겠습니다.", RINK, True),
    w.refusal("ko-bd-020", "refusal.context", "승마장에서 생일 파티를 열 수 있나요?", "주어진 자료에는 생일 파티에 관한 내용이 없어서 답변드리기 어렵습니다.", HORSE, True),
    w.refusal("ko-bd-021", "refusal.partial", "유람선 요금과 주차 요금은 얼마인가요?", "주차 요금은 자료에 나와 있지 않지만, 유람선 성인 요금은 18,000원입니다.", PORT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bd-022", "correct.wordy", "꼬마셰프 요리교실 한 반의 정원은 몇 명인가요?", "꼬마셰프 요리교실은 한 반에 아이들을 10명까지 받으니, 정원은 10명이라고 보시면 됩니다.", "한 반 정원은 10명입니다.", True),
    w.correct("ko-bd-023", "correct.wordy", "새봄인쇄소는 언제 문을 열었나요?", "박지훈 대표가 새봄인쇄소를 처음 연 해는 1998년이었습니다.", "새봄인쇄소는 1998년에 문을 열었습니다.", True),
    w.correct("ko-bd-024", "correct.short", "유람선은 몇 번 부두에서 출발하나요?", "3번 부두요.", "유람선은 3번 부두에서 출발합니다.", True),
    w.correct("ko-bd-025", "wrong.value", "승마장 초보자 강습료는 얼마인가요?", "초보자 강습료는 1시간에 40,000원입니다.", "초보자 강습료는 1시간에 60,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bd-026", "relevant.direct", "꼬마셰프 수업은 언제 있어요?", "토요일마다 오후 2시에 열립니다.", COOK, True),
    w.relevant("ko-bd-027", "relevant.direct", "명함 백 장 뽑으려면 얼마 들어요?", "12,000원입니다.", PRINT, True),
    w.relevant("ko-bd-028", "relevant.direct", "유람선 타려면 어디로 가야 하나요?", "3번 부두에서 출발합니다.", PORT, True),
    w.relevant("ko-bd-029", "relevant.yesno", "승마할 때 쓸 안전모를 따로 사야 하나요?", "아니요, 승마장에서 무료로 빌려 줍니다.", HORSE, True),
    w.relevant("ko-bd-030", "offtopic.true", "스케이트 대여료는 얼마예요?", "매주 월요일은 빙판 정비로 휴장합니다.", RINK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bd-031", "diag.pass", "유람선에는 최대 몇 명이 탈 수 있나요?", "최대 80명까지 탈 수 있습니다.", {"port-01": PORT, "rink-01": RINK}, ("port-01",), "pass"),
    w.diag("ko-bd-032", "diag.missed", "승마장 초보자 강습은 무슨 요일에 있나요?", "토요일 오후에 있습니다.", {"print-01": PRINT, "cook-01": COOK}, ("horse-01",), "fix_retrieval"),
    w.diag("ko-bd-033", "diag.correct_refusal", "새봄인쇄소에서 현수막도 만들 수 있나요?", "제공된 정보로는 현수막 제작 여부를 알 수 없습니다.", {"print-01": PRINT}, (), "correct_refusal"),
    w.diag("ko-bd-034", "diag.unfaithful", "아이스링크는 몇 시에 문을 닫나요?", "오후 11시에 문을 닫습니다.", {"rink-01": RINK, "port-01": PORT}, ("rink-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
