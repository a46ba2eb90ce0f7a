"""Korean cases of set AY: a surf school on the east coast, a blood donation centre, a lakeside
campsite and a coworking office in Seongsu-dong."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SURF = "파도소리 서핑스쿨은 양양 갈매기해변에서 화요일을 제외한 매일 오전 10시부터 정오까지 초급 강습을 진행한다. 강습료는 1인 5만 5천 원이며 보드와 웻슈트 대여가 포함된다. 수영을 못 하는 사람도 참가할 수 있지만, 만 10세 미만 어린이는 반드시 보호자와 함께 와야 한다."
BLOOD = "한빛 헌혈의 집은 평일에는 오전 9시부터 오후 6시까지, 토요일에는 오후 2시까지 운영하며 일요일에는 쉰다. 전혈 헌혈은 만 16세부터 69세까지 할 수 있고, 체중은 남성 50kg, 여성 45kg 이상이어야 한다. 전혈 헌혈 후에는 8주가 지나야 다시 헌혈할 수 있다. 헌혈자에게는 영화 관람권과 편의점 상품권 중 하나를 준다."
CAMP = "솔숲 호수캠핑장은 청람호 서쪽 호숫가에 있으며, 사이트는 모두 42개다. 1박 요금은 평일 4만 원, 주말과 공휴일 5만 5천 원이다. 입실은 오후 2시부터, 퇴실은 다음 날 오전 11시까지이며, 밤 10시 이후에는 음악을 틀 수 없다."
LOFT = "공간다락 공유오피스는 성수동에 있는 3층 건물의 꼭대기 층을 쓴다. 자유석 월 이용료는 25만 원, 고정석은 38만 원이다. 회원은 한 달에 회의실을 10시간까지 무료로 쓸 수 있고, 그 이상은 시간당 1만 원을 낸다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-ay-001", "para.reorder", "파도소리 서핑스쿨 강습료에는 뭐가 포함돼요?", "보드와 웻슈트 대여가 포함되며, 강습료는 1인 5만 5천 원입니다.", SURF, True),
    w.faith("ko-ay-002", "para.synonym", "헌혈의 집은 일요일에도 문을 여나요?", "아니요, 일요일은 휴무입니다.", BLOOD, True),
    w.faith("ko-ay-003", "fmt.currency", "캠핑장 주말 1박 요금은 얼마인가요?", "주말과 공휴일에는 1박에 55,000원입니다.", CAMP, True),
    w.faith("ko-ay-004", "fmt.time", "캠핑장 입실은 몇 시부터인가요?", "입실은 14시부터 가능합니다.", CAMP, True),
    w.faith("ko-ay-005", "para.except", "서핑 초급 강습은 무슨 요일에 있나요?", "화요일만 빼고 매일 열립니다.", SURF, True),
    w.faith("ko-ay-006", "wrap.attribution", "전혈 헌혈 후 다시 헌혈하려면 얼마나 기다려야 하나요?", "안내에 따르면 전혈 헌혈 뒤 8주가 지나야 다시 할 수 있습니다.", BLOOD, True),
    w.faith("ko-ay-007", "fmt.number", "회원은 회의실을 몇 시간까지 무료로 쓸 수 있나요?", "한 달에 열 시간까지 무료입니다.", LOFT, True),
    w.faith("ko-ay-008", "wrap.opener", "공간다락 공유오피스는 어디에 있어요?", "좋은 질문이에요! 성수동에 있는 3층 건물의 맨 위층에 있습니다.", LOFT, True),
    w.faith("ko-ay-009", "fmt.range", "몇 살부터 몇 살까지 전혈 헌혈을 할 수 있나요?", "만 16~69세라면 할 수 있습니다.", BLOOD, True),
    w.faith("ko-ay-010", "value.number", "캠핑장 사이트는 몇 개인가요?", "사이트는 모두 24개입니다.", CAMP, False),
    w.faith("ko-ay-011", "value.time", "캠핑장 퇴실 시간은 언제인가요?", "퇴실은 다음 날 낮 12시까지입니다.", CAMP, False),
    w.faith("ko-ay-012", "negation", "수영을 못 해도 서핑 강습에 참가할 수 있나요?", "아니요, 수영을 못 하면 참가할 수 없습니다.", SURF, False),
    w.faith("ko-ay-013", "antonym", "공간다락 공유오피스는 건물 몇 층에 있나요?", "3층 건물의 가장 아래층에 있습니다.", LOFT, False),
    w.faith("ko-ay-014", "quantifier", "헌혈하면 어떤 선물을 받나요?", "영화 관람권과 편의점 상품권을 모두 받습니다.", BLOOD, False),
    w.faith("ko-ay-015", "modality", "만 10세 미만 어린이도 서핑 강습을 들을 수 있나요?", "네, 보호자와 함께 오면 좋지만 혼자 와도 됩니다.", SURF, False),
    w.faith("ko-ay-016", "direction", "캠핑장은 호수 어느 쪽에 있나요?", "청람호 동쪽 호숫가에 있습니다.", CAMP, False),
    w.faith("ko-ay-017", "added.fact", "회의실을 10시간 넘게 쓰면 어떻게 되나요?", "시간당 1만 원을 내야 하고, 예약은 하루 전까지 해야 합니다.", LOFT, False),
    w.faith("ko-ay-018", "value.except", "헌혈의 집은 무슨 요일에 문을 여나요?", "월요일을 제외하고 매일 운영합니다.", BLOOD, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ay-020", "refusal.plain", "서핑스쿨에 주차장이 있나요?", "죄송하지만 주차장이 있는지는 잘 모르겠습니다.", SURF, True),
    w.refusal("ko-ay-021", "refusal.context", "헌혈하면 봉사시간이 인정되나요?", "제공된 자료에는 봉사시간 인정에 관한 내용이 없어서 답변드리기 어렵습니다.", BLOOD, True),
    w.refusal("ko-ay-022", "refusal.hedged", "캠핑장 평일 1박 요금은 얼마예요?", "확실하지는 않지만 자료상으로는 평일 4만 원인 것 같습니다.", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ay-030", "correct.wordy", "고정석 월 이용료는 얼마인가요?", "공간다락 공유오피스에서 자리를 고정해서 쓰시려면 한 달에 38만 원을 내시면 됩니다.", "월 38만 원입니다.", True),
    w.correct("ko-ay-031", "correct.wordy", "전혈 헌혈 후 다음 헌혈까지 얼마나 기다려야 하나요?", "전혈 헌혈을 한 번 하고 나면, 8주가 지난 뒤에야 다음 헌혈을 하실 수 있어요.", "8주가 지나야 합니다.", True),
    w.correct("ko-ay-032", "correct.format", "서핑 강습료는 얼마인가요?", "55,000원입니다.", "1인 5만 5천 원입니다.", True),
    w.correct("ko-ay-033", "wrong.value", "캠핑장 평일 1박 요금은 얼마인가요?", "평일 1박은 5만 5천 원입니다.", "평일 1박 요금은 4만 원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ay-040", "relevant.direct", "헌혈의 집은 토요일 몇 시에 문을 닫아요?", "오후 2시까지만 운영합니다.", BLOOD, True),
    w.relevant("ko-ay-041", "relevant.direct", "자유석 쓰려면 한 달에 얼마 들어요?", "25만 원입니다.", LOFT, True),
    w.relevant("ko-ay-042", "relevant.direct", "캠핑장 위치가 어디예요?", "청람호 서쪽 호숫가입니다.", CAMP, True),
    w.relevant("ko-ay-043", "relevant.yesno", "밤 11시에 캠핑장에서 음악을 틀어도 되나요?", "아니요, 밤 10시 이후에는 안 됩니다.", CAMP, True),
    w.relevant("ko-ay-044", "offtopic.true", "서핑 강습은 몇 시에 시작하나요?", "강습료에는 보드와 웻슈트 대여가 포함됩니다.", SURF, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ay-050", "diag.pass", "헌혈하려면 여성은 체중이 몇 kg 이상이어야 하나요?", "여성은 45kg 이상이어야 합니다.", {"blood-1": BLOOD, "camp-1": CAMP}, ("blood-1",), "pass"),
    w.diag("ko-ay-051", "diag.missed", "공간다락 고정석 월 이용료는 얼마인가요?", "자료에서 고정석 요금을 찾을 수 없습니다.", {"surf-1": SURF, "camp-1": CAMP}, ("loft-1",), "fix_retrieval"),
    w.diag("ko-ay-052", "diag.correct_refusal", "파도소리 서핑스쿨에서 개인 강습도 하나요?", "제공된 문서에는 개인 강습에 관한 정보가 없습니다.", {"surf-1": SURF, "blood-1": BLOOD}, (), "correct_refusal"),
    w.diag("ko-ay-053", "diag.unfaithful", "캠핑장 퇴실은 몇 시까지인가요?", "퇴실은 다음 날 오후 1시까지입니다.", {"camp-1": CAMP, "loft-1": LOFT}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
