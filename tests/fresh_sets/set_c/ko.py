# ruff: noqa: E501
"""Fresh set C, Korean: 합니다/해요 style answers with Korean number, money, date and time
forms over short documents of a library, bike sharing, a hotel spa, a cooking class, a
football club, a train company, a pharmacy, admissions and a recycling centre."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

LIBRARY = (
    "한빛시립도서관은 화요일부터 일요일까지 오전 9시부터 오후 6시까지 운영합니다. "
    "매주 월요일은 휴관합니다. "
    "회원은 한 번에 최대 5권을 14일 동안 빌릴 수 있으며, 대출 기간은 한 번 연장할 수 있습니다. "
    "도서관은 매달 첫째 주 토요일에 어린이 독서 교실을 엽니다."
)
BIKE = (
    "누리자전거 1일 이용권은 1,000원이고, 정기권은 30일에 5,000원입니다. "
    "한 번에 최대 1시간까지 탈 수 있으며, 시간을 넘기면 5분마다 200원이 추가됩니다. "
    "자전거는 반드시 대여소에 반납해야 합니다."
)
SPA = (
    "호텔바다 스파는 매일 오전 10시부터 오후 9시까지 운영합니다. "
    "투숙객은 사우나를 무료로 이용할 수 있고, 외부 방문객은 2만 원을 내야 합니다. "
    "마사지는 최소 이틀 전에 예약해야 합니다."
)
COOKING = (
    "한식 요리 교실은 매주 토요일 오후 2시에 시작하며 3시간 동안 진행됩니다. "
    "수강료는 재료비를 포함해 4만 5천 원입니다. "
    "한 반의 정원은 8명입니다."
)
FOOTBALL = (
    "지난 일요일 푸른FC는 홈 경기에서 동해유나이티드를 2대 0으로 이겼습니다. "
    "두 골 모두 김민준 선수가 넣었습니다. "
    "이날 경기장에는 1만 2천 명의 관중이 찾았습니다."
)
TRAIN = (
    "남도철도의 광주행 첫 열차는 오전 5시 30분에 순천역을 출발합니다. "
    "만 65세 이상 승객은 운임의 30%를 할인받습니다. "
    "열차 안에서는 음식을 먹을 수 없습니다."
)
PHARMACY = (
    "새봄약국은 일요일을 제외하고 매일 문을 엽니다. "
    "평일에는 오전 9시부터 오후 8시까지, 토요일에는 오후 3시까지 운영합니다. "
    "항생제는 처방전이 있어야만 구입할 수 있습니다."
)
ADMISSIONS = (
    "한결대학교 수시 모집 원서 접수는 9월 9일부터 9월 13일까지입니다. "
    "지원자는 자기소개서를 반드시 제출해야 합니다. "
    "전형료는 5만 원이며, 합격자는 12월 13일에 발표합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("ko-c-001", "para.reorder", "요리 교실은 언제 시작해요?", "매주 토요일 오후 2시에 한식 요리 교실이 시작합니다.", COOKING, True),
    w.faith("ko-c-002", "para.passive", "어린이 독서 교실은 언제 해요?", "어린이 독서 교실은 매달 첫째 주 토요일에 도서관에서 열립니다.", LIBRARY, True),
    w.faith("ko-c-003", "para.pronoun", "김민준 선수는 몇 골을 넣었어요?", "그가 두 골을 모두 넣었어요.", FOOTBALL, True),
    w.faith("ko-c-004", "fmt.number", "한 번에 몇 권까지 빌릴 수 있나요?", "회원은 한 번에 다섯 권까지 빌릴 수 있습니다.", LIBRARY, True),
    w.faith("ko-c-005", "fmt.time", "광주행 첫 열차는 몇 시에 출발해요?", "광주행 첫 열차는 새벽 5시 반에 순천역에서 출발해요.", TRAIN, True),
    w.faith("ko-c-006", "fmt.currency", "외부 방문객은 얼마를 내야 하나요?", "외부 방문객은 20,000원을 내야 합니다.", SPA, True),
    w.faith("ko-c-007", "fmt.period", "마사지는 언제까지 예약해야 해요?", "마사지는 적어도 2일 전에는 예약해야 해요.", SPA, True),
    w.faith("ko-c-008", "wrap.opener", "전형료가 얼마예요?", "네, 알려 드릴게요! 한결대학교 수시 모집 전형료는 5만 원입니다.", ADMISSIONS, True),
    w.faith("ko-c-009", "wrap.closer", "대출 기간을 연장할 수 있나요?", "네, 대출 기간은 한 번 연장할 수 있습니다. 도움이 되셨길 바랍니다!", LIBRARY, True),
    # one clear error each
    w.faith("ko-c-010", "value.number", "한 번에 몇 권까지 빌릴 수 있나요?", "회원은 한 번에 최대 7권을 빌릴 수 있습니다.", LIBRARY, False),
    w.faith("ko-c-011", "value.time", "스파 운영 시간이 어떻게 돼요?", "호텔바다 스파는 매일 오전 10시부터 오후 10시까지 운영합니다.", SPA, False),
    w.faith("ko-c-012", "role.swap", "지난 일요일 경기는 누가 이겼어요?", "동해유나이티드가 푸른FC를 2대 0으로 이겼습니다.", FOOTBALL, False),
    w.faith("ko-c-013", "negation", "열차 안에서 음식을 먹어도 되나요?", "네, 열차 안에서 음식을 먹을 수 있습니다.", TRAIN, False),
    w.faith("ko-c-014", "modality", "자기소개서를 꼭 내야 하나요?", "자기소개서는 원하면 제출할 수 있지만, 꼭 내지 않아도 됩니다.", ADMISSIONS, False),
    w.faith("ko-c-015", "added.fact", "요리 교실 수강료가 얼마예요?", "수강료는 재료비를 포함해 4만 5천 원이고, 수업이 끝나면 수료증도 드립니다.", COOKING, False),
    w.faith("ko-c-016", "direction", "어르신 할인이 있나요?", "만 65세 이하 승객은 운임의 30%를 할인받습니다.", TRAIN, False),
    w.faith("ko-c-017", "value.except", "새봄약국은 무슨 요일에 쉬어요?", "새봄약국은 토요일을 제외하고 매일 문을 엽니다.", PHARMACY, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-c-018", "refusal.plain", "도서관에 주차장이 있나요?", "죄송하지만 그 부분은 잘 모르겠습니다.", LIBRARY, True),
    w.refusal("ko-c-019", "refusal.context", "스파에 수영장도 있나요?", "제공된 자료에는 수영장에 대한 내용이 없습니다.", SPA, True),
    w.refusal("ko-c-020", "refusal.hedged", "누리자전거 정기권은 얼마예요?", "확실하지는 않지만, 정기권은 30일에 5,000원인 것 같아요.", BIKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-c-021", "correct.format", "전형료가 얼마예요?", "50,000원입니다.", "전형료는 5만 원입니다.", True),
    w.correct("ko-c-022", "wrong.value", "요리 교실은 몇 시간 동안 진행돼요?", "요리 교실은 2시간 동안 진행됩니다.", "요리 교실은 3시간 동안 진행됩니다.", False),
    w.correct("ko-c-023", "wrong.echo", "원서 접수 기간이 언제예요?", "한결대학교 수시 모집 원서 접수 기간이 궁금하시군요.", "원서 접수는 9월 9일부터 9월 13일까지입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-c-024", "relevant.direct", "첫차는 몇 시에 출발해요?", "새벽 5시 반이에요.", TRAIN, True),
    w.relevant("ko-c-025", "relevant.yesno", "투숙객도 사우나 이용료를 내야 하나요?", "아니요, 무료예요.", SPA, True),
    w.relevant("ko-c-026", "offtopic.true", "한 반 정원이 몇 명이에요?", "수강료는 재료비를 포함해 4만 5천 원입니다.", COOKING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-c-027", "diag.pass", "도서관은 무슨 요일에 쉬어요?",
           "매주 월요일에 휴관합니다.",
           {"lib-1": "한빛시립도서관은 화요일부터 일요일까지 오전 9시부터 오후 6시까지 운영합니다. 매주 월요일은 휴관합니다.",
            "lib-2": "회원은 한 번에 최대 5권을 14일 동안 빌릴 수 있습니다."},
           ("lib-1",), "pass"),
    w.diag("ko-c-028", "diag.refused", "누리자전거 정기권은 얼마예요?",
           "죄송합니다. 제공된 문서에서 정기권 가격을 찾을 수 없습니다.",
           {"bike-1": "누리자전거 1일 이용권은 1,000원이고, 정기권은 30일에 5,000원입니다.",
            "bike-3": "자전거는 반드시 대여소에 반납해야 합니다."},
           ("bike-1",), "fix_generation"),
    w.diag("ko-c-029", "diag.missed", "새봄약국은 토요일에 몇 시까지 열어요?",
           "찾은 자료에는 토요일 운영 시간이 나와 있지 않아 답변드리기 어렵습니다.",
           {"pharm-1": "새봄약국은 일요일을 제외하고 매일 문을 엽니다.",
            "pharm-3": "항생제는 처방전이 있어야만 구입할 수 있습니다."},
           ("pharm-2",), "fix_retrieval"),
    w.diag("ko-c-030", "diag.should_refuse", "동구 재활용센터에서 폐타이어도 받나요?",
           "네, 폐타이어는 한 개에 3천 원을 내면 받아 줍니다.",
           {"rec-1": "동구 재활용센터는 평일 오전 8시부터 오후 5시까지 문을 엽니다.",
            "rec-2": "대형 폐가전은 무료로 수거합니다."},
           (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
