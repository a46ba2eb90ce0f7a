"""Korean cases of set BE: a driving school, a furniture restoration workshop, a climbing hall's
kids club and a public library's makerspace."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DRIVING = "한빛운전학원의 도로주행 연수는 1회 50분이며 요금은 6만 원입니다. 10회 패키지로 등록하면 55만 원에 이용할 수 있습니다. 수동 차량은 박정호 강사가, 자동 차량은 이수민 강사가 담당합니다. 수업 취소는 하루 전까지 무료이고, 당일 취소 시에는 요금의 절반이 부과됩니다."
WORKSHOP = "나무결 공방의 가구 복원 입문반은 2025년 10월 4일에 개강하며, 8주 동안 매주 토요일 오전 10시부터 오후 1시까지 진행됩니다. 수강료는 42만 원이고 재료비는 별도입니다. 정원은 6명이며, 만 16세 이상만 신청할 수 있습니다."
CLIMB = "초록암벽 클라이밍장의 어린이 클럽은 7세부터 13세까지 참여할 수 있습니다. 수업은 매주 월요일과 목요일 오후 4시 30분에 시작해 1시간 동안 진행됩니다. 한 달 회비는 12만 원이며, 암벽화와 하네스는 무료로 빌려줍니다. 첫 수업에는 보호자가 반드시 함께 와야 합니다."
LIBRARY = "서하구립도서관 3층 메이커스페이스에는 3D 프린터 3대와 레이저 커터 1대가 있습니다. 도서관 회원은 3D 프린터를 하루 최대 2시간까지 무료로 예약할 수 있습니다. 레이저 커터는 안전교육을 이수한 회원만 사용할 수 있으며, 안전교육은 매달 둘째 주 수요일에 열립니다. 메이커스페이스는 일요일을 제외하고 매일 오전 9시부터 오후 6시까지 운영합니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-be-001", "para.reorder", "어린이 클럽은 몇 살 아이들이 다닐 수 있나요?", "13세 이하, 7세 이상 어린이라면 누구나 참여할 수 있습니다.", CLIMB, True),
    w.faith("ko-be-002", "para.passive", "암벽화를 빌리려면 돈을 내야 하나요?", "아니요, 암벽화와 하네스는 무료로 대여됩니다.", CLIMB, True),
    w.faith("ko-be-003", "para.synonym", "도로주행 10회 패키지는 얼마인가요?", "10회 묶음으로 등록하시면 55만 원입니다.", DRIVING, True),
    w.faith("ko-be-004", "fmt.currency", "도로주행 연수 1회 요금은 얼마인가요?", "1회에 60,000원입니다.", DRIVING, True),
    w.faith("ko-be-005", "fmt.time", "메이커스페이스 운영 시간이 어떻게 되나요?", "일요일을 빼고 매일 09:00부터 18:00까지 운영합니다.", LIBRARY, True),
    w.faith("ko-be-006", "para.except", "메이커스페이스는 무슨 요일에 문을 여나요?", "월요일부터 토요일까지 문을 엽니다.", LIBRARY, True),
    w.faith("ko-be-007", "wrap.attribution", "공방 입문반 정원은 몇 명인가요?", "나무결 공방 안내에 따르면 정원은 6명입니다.", WORKSHOP, True),
    w.faith("ko-be-008", "fmt.date", "가구 복원 입문반은 언제 개강하나요?", "2025.10.4.에 개강합니다.", WORKSHOP, True),
    # single clear errors
    w.faith("ko-be-009", "value.number", "메이커스페이스에 3D 프린터가 몇 대 있나요?", "메이커스페이스에는 3D 프린터가 5대 있습니다.", LIBRARY, False),
    w.faith("ko-be-010", "value.time", "어린이 클럽 수업은 몇 시에 시작하나요?", "수업은 오후 5시 30분에 시작합니다.", CLIMB, False),
    w.faith("ko-be-011", "role.swap", "자동 차량 연수는 어느 강사님이 맡으시나요?", "자동 차량은 박정호 강사가 담당합니다.", DRIVING, False),
    w.faith("ko-be-012", "negation", "재료비가 수강료에 포함되어 있나요?", "네, 재료비는 수강료에 포함되어 있습니다.", WORKSHOP, False),
    w.faith("ko-be-013", "modality", "첫 수업에 보호자가 꼭 와야 하나요?", "보호자가 함께 와도 되지만 꼭 그럴 필요는 없습니다.", CLIMB, False),
    w.faith("ko-be-014", "quantifier", "레이저 커터는 누가 사용할 수 있나요?", "도서관 회원이라면 누구나 레이저 커터를 사용할 수 있습니다.", LIBRARY, False),
    w.faith("ko-be-015", "value.except", "메이커스페이스가 쉬는 날이 있나요?", "메이커스페이스는 월요일을 제외하고 매일 운영합니다.", LIBRARY, False),
    w.faith("ko-be-016", "added.fact", "수업 당일에 취소하면 어떻게 되나요?", "당일 취소 시 요금의 절반이 부과되고, 일주일 동안 새 예약도 할 수 없습니다.", DRIVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-be-017", "refusal.plain", "나무결 공방에 주차장이 있나요?", "죄송하지만 주차 가능 여부는 알 수 없습니다.", WORKSHOP, True),
    w.refusal("ko-be-018", "refusal.short", "초록암벽 클라이밍장 성인 이용료는 얼마인가요?", "모르겠습니다.", CLIMB, True),
    w.refusal("ko-be-019", "refusal.hedged", "3D 프린터는 하루에 몇 시간까지 쓸 수 있나요?", "정확하지 않을 수도 있지만, 하루 최대 2시간까지 무료로 예약할 수 있는 것으로 보입니다.", LIBRARY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-be-020", "correct.wordy", "나무결 공방 가구 복원 입문반의 수강료는 얼마인가요?", "나무결 공방의 가구 복원 입문반 수강료는 42만 원이며, 재료비는 따로 내야 합니다.", "42만 원", True),
    w.correct("ko-be-021", "correct.wordy", "초록암벽 어린이 클럽의 한 달 회비는 얼마인가요?", "초록암벽 클라이밍장 어린이 클럽은 회원에게 매달 12만 원의 회비를 받고 있습니다.", "한 달에 12만 원", True),
    w.correct("ko-be-022", "correct.format", "한빛운전학원 도로주행 1회 요금은 얼마인가요?", "60,000원", "6만 원", True),
    w.correct("ko-be-023", "wrong.value", "나무결 공방 입문반 정원은 몇 명인가요?", "입문반 정원은 10명입니다.", "6명", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-be-024", "relevant.direct", "레이저 커터 안전교육은 언제 받을 수 있나요?", "매달 둘째 주 수요일입니다.", LIBRARY, True),
    w.relevant("ko-be-025", "relevant.direct", "수동 차 연수는 누구한테 받나요?", "박정호 강사님이 맡고 있습니다.", DRIVING, True),
    w.relevant("ko-be-026", "relevant.direct", "공방 과정은 총 몇 주짜리예요?", "8주 동안 진행됩니다.", WORKSHOP, True),
    w.relevant("ko-be-027", "relevant.yesno", "첫 수업에 부모님이 같이 가야 하나요?", "네, 보호자 동반이 필수입니다.", CLIMB, True),
    w.relevant("ko-be-028", "offtopic.true", "메이커스페이스는 도서관 몇 층에 있나요?", "레이저 커터는 안전교육을 이수한 회원만 사용할 수 있습니다.", LIBRARY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-be-029", "diag.pass", "한빛운전학원 10회 패키지 가격은 얼마인가요?", "10회 패키지는 55만 원입니다.", {"driving-fees": DRIVING, "climb-club": CLIMB}, ("driving-fees",), "pass"),
    w.diag("ko-be-030", "diag.missed", "나무결 공방 수업은 무슨 요일에 하나요?", "죄송하지만 해당 정보를 찾을 수 없습니다.", {"climb-club": CLIMB}, ("workshop-course",), "fix_retrieval"),
    w.diag("ko-be-031", "diag.correct_refusal", "메이커스페이스에 재봉틀이 있나요?", "제공된 자료에는 재봉틀에 대한 내용이 없어 답변드리기 어렵습니다.", {"library-maker": LIBRARY}, (), "correct_refusal"),
    w.diag("ko-be-032", "diag.offtopic", "초록암벽 어린이 클럽 회비는 얼마인가요?", "수업은 매주 월요일과 목요일에 진행됩니다.", {"climb-club": CLIMB}, ("climb-club",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
