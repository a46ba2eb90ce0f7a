"""Korean cases of set S: a climbing gym, a neighbourhood pharmacy, an unmanned parcel
locker service and a Korean-English language exchange."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CLIMB = (
    "하늘벽 클라이밍장은 평일에는 오전 10시부터 오후 11시까지, 주말에는 오전 9시부터 오후 8시까지 문을 연다. "
    "1일 이용권은 22,000원이고 한 달 회원권은 99,000원이다. "
    "처음 방문한 사람은 누구나 20분 동안 안전 교육을 받아야 하며, 회원은 암벽화를 무료로 빌릴 수 있다."
)
PHARM = (
    "온누리약국은 월요일부터 토요일까지 문을 열고, 일요일과 공휴일에는 쉰다. "
    "약국은 김서연 약사가 운영하고, 평일 오후에는 박준호 약사가 함께 근무한다. "
    "처방전 없이 사는 감기약은 한 사람당 한 번에 두 통까지만 판매한다."
)
PARCEL = (
    "바로함 무인 택배함에 도착한 물건은 48시간 동안 보관되며, 그 안에 찾아가지 않으면 보낸 사람에게 반송된다. "
    "물건이 도착하면 6자리 인증번호가 문자로 전송된다. "
    "역삼역 택배함은 24시간 이용할 수 있다. "
    "무게가 20kg을 넘는 물건은 바로함에 넣을 수 없다."
)
LANG = (
    "한영 언어교환 모임은 매주 목요일 저녁 7시 30분에 북카페 '책마루'에서 열린다. "
    "모임은 90분 동안 진행되며, 앞의 45분은 한국어로, 뒤의 45분은 영어로 대화한다. "
    "참가비는 5천 원이고 음료 한 잔이 포함된다. "
    "이 모임은 2021년에 이지은 씨가 처음 만들었다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-s-001", "para.reorder", "하늘벽 클라이밍장 이용권 가격이 어떻게 되나요?", "한 달 회원권은 99,000원이고, 1일 이용권은 22,000원입니다.", CLIMB, True),
    w.faith("ko-s-002", "para.synonym", "하늘벽 클라이밍장에 처음 가면 뭘 해야 하나요?", "처음 오는 사람은 모두 20분간 안전 교육을 이수해야 합니다.", CLIMB, True),
    w.faith("ko-s-003", "para.part", "온누리약국에 대해 알려 주세요.", "온누리약국은 김서연 약사가 운영하는 약국입니다.", PHARM, True),
    w.faith("ko-s-004", "fmt.scale", "언어교환 모임 참가비는 얼마예요?", "참가비는 5,000원이고 음료 한 잔이 포함돼요.", LANG, True),
    w.faith("ko-s-005", "fmt.time", "언어교환 모임은 몇 시에 시작하나요?", "매주 목요일 19시 30분에 시작합니다.", LANG, True),
    w.faith("ko-s-006", "fmt.period", "택배함에 도착한 물건은 얼마 동안 보관되나요?", "이틀 동안 보관되고, 그 안에 찾아가지 않으면 보낸 사람에게 돌아갑니다.", PARCEL, True),
    w.faith("ko-s-007", "fmt.share", "언어교환 모임에서는 어떤 언어로 이야기하나요?", "모임 시간의 절반은 한국어로, 나머지 절반은 영어로 대화합니다.", LANG, True),
    w.faith("ko-s-008", "para.except", "온누리약국은 언제 문을 여나요?", "일요일과 공휴일을 빼고는 매일 문을 엽니다.", PHARM, True),
    w.faith("ko-s-009", "wrap.opener", "회원은 암벽화를 빌릴 때 돈을 내야 하나요?", "좋은 질문이에요! 회원이라면 암벽화를 무료로 빌릴 수 있습니다.", CLIMB, True),
    w.faith("ko-s-010", "wrap.attribution", "택배함에 무거운 물건도 넣을 수 있나요?", "안내에 따르면 무게가 20kg을 넘는 물건은 바로함에 넣을 수 없습니다.", PARCEL, True),
    w.faith("ko-s-011", "value.number", "처음 방문하면 안전 교육을 얼마나 받아야 하나요?", "처음 방문한 사람은 30분 동안 안전 교육을 받아야 합니다.", CLIMB, False),
    w.faith("ko-s-012", "value.time", "하늘벽 클라이밍장은 평일에 몇 시까지 하나요?", "평일에는 오전 10시부터 오후 10시까지 운영합니다.", CLIMB, False),
    w.faith("ko-s-013", "value.date", "언어교환 모임은 언제 생겼나요?", "2020년에 이지은 씨가 처음 만들었습니다.", LANG, False),
    w.faith("ko-s-014", "role.swap", "온누리약국에서는 누가 일하나요?", "박준호 약사가 약국을 운영하고, 평일 오후에는 김서연 약사가 함께 근무합니다.", PHARM, False),
    w.faith("ko-s-015", "negation", "역삼역 택배함은 밤에도 쓸 수 있나요?", "역삼역 택배함은 24시간 이용할 수 없습니다.", PARCEL, False),
    w.faith("ko-s-016", "antonym", "회원도 암벽화를 빌리려면 돈을 내나요?", "회원의 암벽화 대여는 유료입니다.", CLIMB, False),
    w.faith("ko-s-017", "modality", "처음 가면 안전 교육을 꼭 받아야 하나요?", "처음 방문한 사람은 원하는 경우에 20분 동안 안전 교육을 받을 수 있습니다.", CLIMB, False),
    w.faith("ko-s-018", "quantifier", "온누리약국에서 약을 한 번에 여러 통 살 수 있나요?", "온누리약국은 모든 약을 한 사람당 한 번에 두 통까지만 판매합니다.", PHARM, False),
    w.faith("ko-s-019", "direction", "바로함에 넣을 수 없는 물건이 있나요?", "무게가 20kg 미만인 물건은 바로함에 넣을 수 없습니다.", PARCEL, False),
    w.faith("ko-s-020", "added.fact", "언어교환 모임 참가비에는 뭐가 포함되나요?", "참가비 5천 원에 음료 한 잔과 간식이 포함됩니다.", LANG, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-s-021", "refusal.plain", "하늘벽 클라이밍장에 주차장이 있나요?", "죄송하지만 그 질문에는 답변드릴 수 없습니다.", CLIMB, True),
    w.refusal("ko-s-022", "refusal.context", "온누리약국에서 독감 예방접종도 하나요?", "제공된 정보에는 독감 예방접종에 관한 내용이 없어서 알 수 없습니다.", PHARM, True),
    w.refusal("ko-s-023", "refusal.hedged", "언어교환 모임은 어디서 열리나요?", "확실하지는 않지만, 북카페 '책마루'에서 열리는 것 같아요.", LANG, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-s-024", "correct.wordy", "바로함 택배함은 물건을 얼마 동안 보관해 주나요?", "바로함 무인 택배함에 도착한 물건은 48시간 동안 보관되고, 그때까지 찾아가지 않으면 보낸 사람에게 반송됩니다.", "48시간 동안 보관합니다.", True),
    w.correct("ko-s-025", "correct.short", "온누리약국은 누가 운영하나요?", "김서연 약사요.", "온누리약국은 김서연 약사가 운영합니다.", True),
    w.correct("ko-s-026", "wrong.value", "하늘벽 클라이밍장 한 달 회원권은 얼마인가요?", "한 달 회원권은 79,000원입니다.", "한 달 회원권은 99,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-s-027", "relevant.direct", "목요일 언어교환 모임은 얼마 동안 하나요?", "한 시간 반이에요.", LANG, True),
    w.relevant("ko-s-028", "relevant.yesno", "일요일에 온누리약국에서 감기약을 살 수 있을까요?", "아니요, 일요일에는 약국이 문을 닫아요.", PHARM, True),
    w.relevant("ko-s-029", "offtopic.true", "하늘벽 클라이밍장 1일 이용권은 얼마인가요?", "처음 방문한 사람은 누구나 20분 동안 안전 교육을 받아야 합니다.", CLIMB, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-s-030", "diag.pass", "역삼역 택배함은 밤늦게도 이용할 수 있나요?", "네, 역삼역 택배함은 24시간 이용할 수 있습니다.", {"ko-parcel": PARCEL, "ko-pharm": PHARM}, ("ko-parcel",), "pass"),
    w.diag("ko-s-031", "diag.missed", "언어교환 모임 참가비는 얼마인가요?", "제공된 문서에서는 참가비 정보를 찾을 수 없습니다.", {"ko-climb": CLIMB, "ko-pharm": PHARM}, ("ko-lang",), "fix_retrieval"),
    w.diag("ko-s-032", "diag.correct_refusal", "온누리약국은 저녁 몇 시에 문을 닫나요?", "주어진 자료에는 온누리약국이 문을 닫는 시간이 나와 있지 않아 답변드리기 어렵습니다.", {"ko-pharm": PHARM}, (), "correct_refusal"),
    w.diag("ko-s-033", "diag.unfaithful", "감기약은 한 번에 몇 통까지 살 수 있나요?", "한 사람당 한 번에 다섯 통까지 살 수 있습니다.", {"ko-pharm": PHARM}, ("ko-pharm",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
