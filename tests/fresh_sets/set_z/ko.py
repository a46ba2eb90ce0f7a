"""Korean cases of set Z: a coin laundry, a dental clinic, a campsite and a yoga studio."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

LAUNDRY = "'버블하우스' 코인세탁소는 24시간 연중무휴로 운영된다. 세탁기 한 번 이용 요금은 4,000원이고, 건조기는 30분에 3,000원이다. 이불 빨래는 대형 세탁기 3번과 4번에서만 할 수 있다. 세제는 무료로 제공되지만 섬유유연제는 500원에 따로 판매한다."
DENTAL = "한결치과는 평일 오전 9시 30분부터 오후 6시 30분까지 진료한다. 토요일에는 오후 1시까지만 진료하고, 일요일과 공휴일은 휴진이다. 스케일링은 1년에 한 번 건강보험이 적용되며 본인 부담금은 약 15,000원이다. 임플란트 상담은 김서연 원장이 모두 직접 맡는다."
CAMP = "솔바람 캠핑장에는 오토캠핑 사이트가 모두 32개 있다. 입실은 오후 2시부터, 퇴실은 다음 날 오전 11시까지다. 1박 요금은 평일 45,000원, 주말 60,000원이다. 밤 10시 이후에는 캠핑장 전체에서 음악 재생이 금지된다."
YOGA = "숨요가원은 2021년 9월 1일에 문을 열었다. 초보자 수업은 매주 화요일과 목요일 저녁 7시에 열리며 한 회에 50분 동안 진행된다. 10회 수강권은 150,000원이고 등록일로부터 3개월 동안 사용할 수 있다. 원하는 사람은 첫 수업 전에 무료 상담을 받을 수 있고, 요가 매트는 무료로 빌려준다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-z-001", "para.synonym", "버블하우스는 몇 시에 문을 닫나요?", "버블하우스는 하루 24시간, 쉬는 날 없이 운영합니다.", LAUNDRY, True),
    w.faith("ko-z-002", "fmt.currency", "세탁기 한 번 쓰는 데 얼마예요?", "세탁기는 한 번에 4천 원입니다.", LAUNDRY, True),
    w.faith("ko-z-003", "fmt.time", "한결치과 평일 진료 시간이 어떻게 되나요?", "평일에는 09:30부터 18:30까지 진료합니다.", DENTAL, True),
    w.faith("ko-z-004", "para.reorder", "임플란트 상담은 누가 하나요?", "모든 임플란트 상담을 직접 맡는 사람은 김서연 원장입니다.", DENTAL, True),
    w.faith("ko-z-005", "fmt.range", "솔바람 캠핑장 1박 요금은 얼마인가요?", "1박에 45,000~60,000원으로, 평일은 45,000원이고 주말은 60,000원입니다.", CAMP, True),
    w.faith("ko-z-006", "fmt.number", "오토캠핑 사이트는 몇 개 있나요?", "오토캠핑 사이트는 모두 서른두 개입니다.", CAMP, True),
    w.faith("ko-z-007", "wrap.attribution", "밤에 음악을 틀어도 되나요?", "안내에 따르면 밤 10시 이후에는 캠핑장 어디에서도 음악을 틀 수 없습니다.", CAMP, True),
    w.faith("ko-z-008", "fmt.date", "숨요가원은 언제 문을 열었나요?", "2021. 9. 1.에 문을 열었습니다.", YOGA, True),
    w.faith("ko-z-009", "fmt.period", "10회 수강권은 얼마 동안 쓸 수 있나요?", "등록한 날부터 석 달 동안 쓸 수 있어요.", YOGA, True),
    w.faith("ko-z-010", "wrap.opener", "요가 매트를 가져가야 하나요?", "좋은 질문이에요! 요가 매트는 요가원에서 무료로 빌려줍니다.", YOGA, True),
    w.faith("ko-z-011", "value.currency", "건조기 요금은 얼마예요?", "건조기는 30분에 5,000원입니다.", LAUNDRY, False),
    w.faith("ko-z-012", "quantifier", "이불 빨래는 어느 세탁기에서 할 수 있나요?", "이불 빨래는 모든 세탁기에서 할 수 있습니다.", LAUNDRY, False),
    w.faith("ko-z-013", "negation", "한결치과는 일요일에도 진료하나요?", "네, 일요일에도 정상 진료합니다.", DENTAL, False),
    w.faith("ko-z-014", "value.time", "토요일에는 몇 시까지 진료하나요?", "토요일에는 오후 3시까지 진료합니다.", DENTAL, False),
    w.faith("ko-z-015", "value.number", "스케일링은 건강보험이 몇 번 적용되나요?", "스케일링은 1년에 두 번 건강보험이 적용됩니다.", DENTAL, False),
    w.faith("ko-z-016", "antonym", "밤늦게 음악을 틀어도 되나요?", "밤 10시 이후에는 캠핑장 전체에서 음악 재생이 허용됩니다.", CAMP, False),
    w.faith("ko-z-017", "added.fact", "캠핑장 입실은 몇 시부터인가요?", "입실은 오후 2시부터이고, 추가 요금을 내면 오전 10시에 일찍 들어올 수도 있습니다.", CAMP, False),
    w.faith("ko-z-018", "modality", "첫 수업 전에 상담을 받아야 하나요?", "네, 첫 수업 전에는 반드시 무료 상담을 받아야 합니다.", YOGA, False),
    w.faith("ko-z-019", "value.date", "숨요가원 개원일이 언제예요?", "숨요가원은 2021년 11월 1일에 문을 열었습니다.", YOGA, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-z-020", "refusal.context", "캠핑장에 반려견을 데려가도 되나요?", "제공된 자료에는 반려견 동반에 관한 내용이 없어서 답변드리기 어렵습니다.", CAMP, True),
    w.refusal("ko-z-021", "refusal.short", "한결치과에 주차할 수 있나요?", "잘 모르겠어요.", DENTAL, True),
    w.refusal("ko-z-022", "refusal.partial", "초보자 수업은 언제 있고, 강사는 누구인가요?", "초보자 수업은 화요일과 목요일 저녁 7시에 있어요. 강사가 누구인지는 자료에 나와 있지 않습니다.", YOGA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-z-023", "correct.wordy", "솔바람 캠핑장 퇴실 시간은 언제인가요?", "하룻밤 묵으신 다음 날 오전 11시가 되기 전까지만 자리를 정리하고 나가시면 됩니다.", "다음 날 오전 11시까지입니다.", True),
    w.correct("ko-z-024", "correct.wordy", "한결치과에서 임플란트 상담은 누가 하나요?", "그건 김서연 원장님 담당이에요. 임플란트 상담은 원장님이 모두 직접 하십니다.", "김서연 원장", True),
    w.correct("ko-z-025", "correct.short", "버블하우스 세탁기 한 번 이용 요금은 얼마인가요?", "4천 원.", "4,000원입니다.", True),
    w.correct("ko-z-026", "wrong.value", "숨요가원 10회 수강권은 얼마인가요?", "10회 수강권은 120,000원입니다.", "150,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-z-027", "relevant.direct", "초보반은 무슨 요일에 하나요?", "화·목 저녁 7시예요.", YOGA, True),
    w.relevant("ko-z-028", "relevant.direct", "주말에 하룻밤 묵으려면 돈이 얼마나 들어요?", "6만 원입니다.", CAMP, True),
    w.relevant("ko-z-029", "relevant.direct", "이불은 어디서 빨 수 있어요?", "대형 세탁기 3번이나 4번을 쓰시면 됩니다.", LAUNDRY, True),
    w.relevant("ko-z-030", "relevant.yesno", "공휴일에도 치과 문을 여나요?", "아니요, 공휴일은 휴진입니다.", DENTAL, True),
    w.relevant("ko-z-031", "offtopic.true", "캠핑장 입실은 몇 시부터인가요?", "솔바람 캠핑장에는 오토캠핑 사이트가 모두 32개 있습니다.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-z-032", "diag.pass", "버블하우스 섬유유연제는 얼마예요?", "섬유유연제는 500원에 따로 팔아요.", {"laundry-01": LAUNDRY, "yoga-01": YOGA}, ("laundry-01",), "pass"),
    w.diag("ko-z-033", "diag.missed", "한결치과 스케일링 본인 부담금은 얼마인가요?", "죄송하지만 주어진 자료에서는 스케일링 비용을 찾을 수 없습니다.", {"camp-01": CAMP, "yoga-01": YOGA}, ("dental-01",), "fix_retrieval"),
    w.diag("ko-z-034", "diag.offtopic", "숨요가원 초보자 수업은 한 번에 몇 분인가요?", "요가 매트는 무료로 빌려줍니다.", {"yoga-01": YOGA, "laundry-01": LAUNDRY}, ("yoga-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
