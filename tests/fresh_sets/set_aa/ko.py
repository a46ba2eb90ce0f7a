"""Korean cases of set AA: a cooking class (pasta), a neighbourhood recycling centre and a zoo."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

COOKING = (
    "한빛 요리 교실의 파스타 수업은 매주 토요일 오전 10시에 시작해 2시간 동안 진행됩니다. "
    "수강료는 1회 35,000원이며 재료비가 포함되어 있습니다. "
    "수업은 박지훈 셰프가 가르치고, 보조 강사 이수민 씨가 재료 준비를 돕습니다. "
    "정원은 12명이며, 수업 3일 전까지 취소하면 전액 환불받을 수 있습니다."
)
RECYCLING = (
    "푸른마을 재활용 센터는 화요일부터 일요일까지 오전 9시부터 오후 6시까지 운영하며, 월요일은 쉽니다. "
    "폐건전지와 형광등은 무료로 받지만, 대형 가전제품은 한 대당 5,000원의 수거비를 받습니다. "
    "주민은 한 번에 최대 20킬로그램까지 재활용품을 가져올 수 있습니다."
)
ZOO_ANIMALS = "초록숲 동물원에는 120여 종, 1,500마리의 동물이 살고 있습니다."
ZOO_PRICE = "초록숲 동물원 입장료는 어른 12,000원, 어린이 6,000원이며 만 3세 미만은 무료입니다."
ZOO_GIRAFFE = "기린 먹이 주기 체험은 매일 오후 2시에 한 번 열리며, 선착순 30명만 참여할 수 있습니다."
ZOO = f"{ZOO_ANIMALS} {ZOO_PRICE} {ZOO_GIRAFFE}"

# fmt: off
FAITHFULNESS: list[Case] = [
    # 충실한 바꿔 쓰기와 형식
    w.faith("ko-aa-001", "para.reorder", "동물원 입장료는 얼마예요?", "어린이는 6,000원, 어른은 12,000원입니다.", ZOO, True),
    w.faith("ko-aa-002", "para.synonym", "재활용 센터는 어느 요일에 쉬나요?", "월요일이 휴무일입니다.", RECYCLING, True),
    w.faith("ko-aa-003", "para.passive", "폐건전지를 가져가면 돈을 내야 하나요?", "아니요, 폐건전지는 무료로 수거됩니다.", RECYCLING, True),
    w.faith("ko-aa-004", "fmt.thousands", "동물원에는 동물이 몇 마리 있나요?", "1500마리의 동물이 살고 있습니다.", ZOO, True),
    w.faith("ko-aa-005", "fmt.time", "기린 먹이 주기 체험은 몇 시에 열리나요?", "매일 14시에 한 번 열립니다.", ZOO, True),
    w.faith("ko-aa-006", "fmt.unit", "파스타 수업은 얼마 동안 하나요?", "수업은 120분 동안 진행됩니다.", COOKING, True),
    w.faith("ko-aa-007", "fmt.number", "파스타 수업 수강료가 얼마예요?", "한 번에 3만 5천 원이고, 재료비도 포함돼 있어요.", COOKING, True),
    w.faith("ko-aa-008", "para.except", "재활용 센터는 어느 요일에 문을 여나요?", "월요일만 빼고 매일 문을 엽니다.", RECYCLING, True),
    w.faith("ko-aa-009", "wrap.opener", "파스타 수업은 몇 명까지 들을 수 있나요?", "좋은 질문이에요! 정원은 12명입니다.", COOKING, True),
    # 분명한 오류 하나
    w.faith("ko-aa-010", "value.number", "파스타 수업 정원은 몇 명인가요?", "파스타 수업 정원은 15명입니다.", COOKING, False),
    w.faith("ko-aa-011", "value.currency", "대형 가전제품을 버리려면 얼마를 내야 하나요?", "한 대당 3,000원의 수거비를 내야 합니다.", RECYCLING, False),
    w.faith("ko-aa-012", "role.swap", "파스타 수업은 누가 가르치나요?", "이수민 씨가 수업을 가르치고, 박지훈 셰프가 재료 준비를 돕습니다.", COOKING, False),
    w.faith("ko-aa-013", "negation", "수강료에 재료비가 포함되나요?", "아니요, 수강료에는 재료비가 포함되어 있지 않습니다.", COOKING, False),
    w.faith("ko-aa-014", "antonym", "형광등을 버릴 때 돈을 내야 하나요?", "네, 형광등은 유료로 받습니다.", RECYCLING, False),
    w.faith("ko-aa-015", "quantifier", "기린 먹이 주기 체험에는 누가 참여할 수 있나요?", "입장한 관람객은 모두 참여할 수 있습니다.", ZOO, False),
    w.faith("ko-aa-016", "modality", "재활용품은 한 번에 얼마나 가져갈 수 있나요?", "주민은 한 번에 반드시 20킬로그램을 가져와야 합니다.", RECYCLING, False),
    w.faith("ko-aa-017", "added.fact", "동물원 입장료는 얼마인가요?", "어른 12,000원, 어린이 6,000원이며, 65세 이상은 절반 가격에 입장할 수 있습니다.", ZOO, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-aa-018", "refusal.plain", "동물원 주차 요금은 얼마인가요?", "죄송하지만 잘 모르겠습니다.", ZOO, True),
    w.refusal("ko-aa-019", "refusal.context", "파스타 수업에 앞치마를 가져가야 하나요?", "제공된 정보에는 앞치마를 준비해야 하는지에 대한 내용이 없습니다.", COOKING, True),
    w.refusal("ko-aa-020", "refusal.partial", "재활용 센터 운영 시간과 주차 가능 여부를 알려 주세요.", "센터는 화요일부터 일요일까지 오전 9시부터 오후 6시까지 운영합니다. 주차 가능 여부는 자료에 나와 있지 않습니다.", RECYCLING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-aa-021", "correct.wordy", "기린 먹이 주기 체험은 몇 시에 하나요?", "초록숲 동물원의 기린 먹이 주기 체험은 오후 2시에 열리니, 자리를 잡으려면 조금 일찍 가시는 게 좋아요.", "오후 2시입니다.", True),
    w.correct("ko-aa-022", "correct.wordy", "파스타 수업 수강료는 얼마인가요?", "수강료는 수업 한 번에 35,000원이고, 여기에는 재료비도 들어 있습니다.", "1회 35,000원입니다.", True),
    w.correct("ko-aa-023", "correct.short", "재활용 센터는 무슨 요일에 쉬나요?", "월요일이요.", "재활용 센터는 매주 월요일에 쉽니다.", True),
    w.correct("ko-aa-024", "wrong.role", "파스타 수업의 보조 강사는 누구인가요?", "보조 강사는 박지훈 셰프입니다.", "보조 강사는 이수민 씨입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-aa-025", "relevant.direct", "어린이 입장권 가격이 어떻게 되나요?", "6,000원이에요.", ZOO, True),
    w.relevant("ko-aa-026", "relevant.direct", "재활용 센터는 몇 시에 문을 닫나요?", "오후 6시까지 운영합니다.", RECYCLING, True),
    w.relevant("ko-aa-027", "relevant.direct", "동물 종류는 몇 가지나 되나요?", "120여 종이 있어요.", ZOO, True),
    w.relevant("ko-aa-028", "relevant.yesno", "수업 사흘 전에 취소하면 돈을 돌려받을 수 있나요?", "네, 전액 환불됩니다.", COOKING, True),
    w.relevant("ko-aa-029", "offtopic.true", "파스타 수업은 몇 시간 동안 하나요?", "정원은 12명입니다.", COOKING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-aa-030", "diag.pass", "기린 먹이 주기 체험에는 몇 명까지 참여할 수 있나요?", "선착순으로 30명까지 참여할 수 있습니다.",
           {"zoo-giraffe": ZOO_GIRAFFE, "zoo-price": ZOO_PRICE}, ("zoo-giraffe",), "pass"),
    w.diag("ko-aa-031", "diag.missed", "동물원 입장료는 얼마인가요?", "검색된 자료에는 입장료에 관한 정보가 없어 답변드리기 어렵습니다.",
           {"zoo-giraffe": ZOO_GIRAFFE, "zoo-animals": ZOO_ANIMALS}, ("zoo-price",), "fix_retrieval"),
    w.diag("ko-aa-032", "diag.correct_refusal", "동물원에서 유모차를 빌릴 수 있나요?", "제공된 자료에는 유모차 대여에 대한 내용이 없어 알 수 없습니다.",
           {"zoo-price": ZOO_PRICE, "zoo-animals": ZOO_ANIMALS}, (), "correct_refusal"),
    w.diag("ko-aa-033", "diag.offtopic", "동물원에는 몇 종의 동물이 있나요?", "어린이 입장료는 6,000원입니다.",
           {"zoo-animals": ZOO_ANIMALS, "zoo-price": ZOO_PRICE}, ("zoo-animals",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
