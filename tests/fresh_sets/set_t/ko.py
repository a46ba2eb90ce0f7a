"""Korean cases of set T: a district recycling centre, a driving school and a city marathon."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

RECYCLE = (
    "한빛구 자원순환센터는 화요일부터 일요일까지 오전 9시부터 오후 5시까지 문을 엽니다. "
    "유리병, 캔, 종이류는 무료로 받으며, 대형 가구는 한 점당 8,000원의 처리 수수료가 붙습니다. "
    "월요일과 법정 공휴일은 휴무입니다."
)
DRIVING = (
    "새길운전학원의 2종 보통 면허 과정은 총 13시간이며 수강료는 68만 원입니다. "
    "도로주행 교육은 박지훈 강사가, 기능 교육은 이서연 강사가 맡습니다. "
    "수강생은 첫 수업 전에 반드시 신체검사를 받아야 합니다."
)
MARATHON = (
    "제5회 해오름 마라톤은 2025년 4월 6일 일요일 오전 8시에 시민공원에서 출발합니다. "
    "참가비는 하프 코스 3만 원, 10km 코스 2만 원이며, 참가 신청은 3월 14일에 마감됩니다. "
    "코스에는 2.5km마다 급수대가 설치되며, 지난해에는 약 3,500명이 참가했습니다."
)

# fmt: off
FAITHFULNESS = [
    # 충실한 답변
    w.faith("ko-t-001", "para.reorder", "자원순환센터는 언제 문을 여나요?", "오전 9시부터 오후 5시까지, 화요일부터 일요일까지 운영합니다.", RECYCLE, True),
    w.faith("ko-t-002", "para.synonym", "대형 가구를 버리려면 돈을 내야 하나요?", "네, 대형 가구는 한 점에 8,000원의 처리 비용을 내야 합니다.", RECYCLE, True),
    w.faith("ko-t-003", "para.nominal", "마라톤 참가 신청은 언제 마감되나요?", "참가 신청 마감일은 3월 14일입니다.", MARATHON, True),
    w.faith("ko-t-004", "para.pronoun", "해오름 마라톤은 어디에서 출발하나요?", "이 대회는 시민공원에서 출발합니다.", MARATHON, True),
    w.faith("ko-t-005", "para.except", "자원순환센터는 무슨 요일에 문을 여나요?", "월요일과 법정 공휴일을 빼고는 매일 문을 엽니다.", RECYCLE, True),
    w.faith("ko-t-006", "fmt.currency", "운전학원 수강료는 얼마인가요?", "수강료는 680,000원입니다.", DRIVING, True),
    w.faith("ko-t-007", "fmt.time", "해오름 마라톤은 몇 시에 출발하나요?", "08:00에 출발합니다.", MARATHON, True),
    w.faith("ko-t-008", "fmt.date", "해오름 마라톤은 언제 열리나요?", "2025. 4. 6.(일)에 열립니다.", MARATHON, True),
    w.faith("ko-t-009", "fmt.unit", "급수대는 얼마 간격으로 있나요?", "2.5킬로미터마다 급수대가 있습니다.", MARATHON, True),
    w.faith("ko-t-010", "wrap.attribution", "월요일에도 자원순환센터에 갈 수 있나요?", "안내문에 따르면 월요일은 휴무입니다.", RECYCLE, True),
    # 틀린 내용이 하나 있는 답변
    w.faith("ko-t-011", "value.number", "지난해 해오름 마라톤 참가자는 몇 명이었나요?", "지난해에는 약 5,300명이 참가했습니다.", MARATHON, False),
    w.faith("ko-t-012", "value.date", "참가 신청 마감일은 언제인가요?", "참가 신청은 3월 24일에 마감됩니다.", MARATHON, False),
    w.faith("ko-t-013", "value.time", "자원순환센터는 몇 시에 문을 닫나요?", "오후 6시에 문을 닫습니다.", RECYCLE, False),
    w.faith("ko-t-014", "value.currency", "10km 코스 참가비는 얼마인가요?", "10km 코스 참가비는 25,000원입니다.", MARATHON, False),
    w.faith("ko-t-015", "role.swap", "도로주행 교육은 누가 맡나요?", "도로주행 교육은 이서연 강사가, 기능 교육은 박지훈 강사가 맡습니다.", DRIVING, False),
    w.faith("ko-t-016", "negation", "유리병은 무료로 받나요?", "아니요, 유리병은 무료로 받지 않습니다.", RECYCLE, False),
    w.faith("ko-t-017", "antonym", "3월 14일에는 무슨 일이 있나요?", "3월 14일에 마라톤 참가 신청이 시작됩니다.", MARATHON, False),
    w.faith("ko-t-018", "modality", "첫 수업 전에 신체검사를 꼭 받아야 하나요?", "신체검사는 받아 두면 좋지만 필수는 아닙니다.", DRIVING, False),
    w.faith("ko-t-019", "added.fact", "운전학원 수강료는 얼마인가요?", "수강료는 68만 원이며, 필기시험 교재도 무료로 제공됩니다.", DRIVING, False),
]

REFUSAL = [
    w.refusal("ko-t-020", "refusal.plain", "자원순환센터에서 폐건전지도 받나요?", "죄송하지만 폐건전지를 받는지는 알 수 없습니다.", RECYCLE, True),
    w.refusal("ko-t-021", "refusal.context", "새길운전학원에 주말반이 있나요?", "제공된 자료에는 주말반에 관한 내용이 나와 있지 않습니다.", DRIVING, True),
    w.refusal("ko-t-022", "refusal.partial", "하프 코스 참가비와 제한 시간은 어떻게 되나요?", "제한 시간은 자료에 나와 있지 않지만, 하프 코스 참가비는 3만 원입니다.", MARATHON, False),
]

CORRECTNESS = [
    w.correct("ko-t-023", "correct.wordy", "대형 가구 한 점의 처리 수수료는 얼마인가요?", "한빛구 자원순환센터에 대형 가구를 가져가시면 한 점당 처리 수수료로 8,000원을 내시면 됩니다.", "8,000원입니다.", True),
    w.correct("ko-t-024", "correct.format", "새길운전학원 수강료는 얼마인가요?", "680,000원입니다.", "68만 원입니다.", True),
    w.correct("ko-t-025", "wrong.value", "해오름 마라톤은 몇 시에 출발하나요?", "오전 9시에 출발합니다.", "오전 8시에 출발합니다.", False),
]

RELEVANCY = [
    w.relevant("ko-t-026", "relevant.direct", "센터가 쉬는 날은 언제예요?", "월요일과 법정 공휴일입니다.", RECYCLE, True),
    w.relevant("ko-t-027", "relevant.yesno", "유리병은 돈 안 내고 버릴 수 있나요?", "네, 무료입니다.", RECYCLE, True),
    w.relevant("ko-t-028", "offtopic.true", "새길운전학원 수강료는 얼마인가요?", "도로주행 교육은 박지훈 강사가 맡습니다.", DRIVING, False),
]

DIAGNOSIS = [
    w.diag("ko-t-029", "diag.pass", "기능 교육은 어느 강사가 맡나요?", "기능 교육은 이서연 강사가 맡습니다.",
           {"driving-school": DRIVING, "recycling-centre": RECYCLE}, ("driving-school",), "pass"),
    w.diag("ko-t-030", "diag.missed", "해오름 마라톤 10km 코스 참가비는 얼마인가요?", "주어진 자료로는 10km 코스 참가비를 알 수 없습니다.",
           {"recycling-centre": RECYCLE, "driving-school": DRIVING}, ("haeoreum-marathon",), "fix_retrieval"),
    w.diag("ko-t-031", "diag.correct_refusal", "자원순환센터에서 헌 옷도 받나요?", "제공된 자료에는 헌 옷 수거에 대한 내용이 없어서 답변드리기 어렵습니다.",
           {"recycling-centre": RECYCLE, "haeoreum-marathon": MARATHON}, (), "correct_refusal"),
    w.diag("ko-t-032", "diag.unfaithful", "운전면허 과정은 총 몇 시간인가요?", "과정은 총 20시간입니다.",
           {"driving-school": DRIVING, "haeoreum-marathon": MARATHON}, ("driving-school",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
