"""Korean cases of set AL: a tree nursery, a bakery school and a campsite."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

NURSERY = (
    "푸른숲 묘목원은 화요일부터 일요일까지 오전 9시부터 오후 6시까지 문을 엽니다. "
    "왕벚나무 묘목은 한 그루에 35,000원이고, 10그루 이상 사면 15% 할인됩니다. "
    "배송은 묘목원에서 반경 20킬로미터 안에서만 가능하며, 배송비는 10,000원입니다."
)
BAKERY = (
    "한빛 제빵학원의 식빵 기초반은 4월 5일에 시작해 8주 동안 매주 토요일 오후 2시부터 5시까지 진행됩니다. "
    "수강료는 48만 원으로 재료비가 포함되어 있고, 정원은 12명입니다. "
    "강의는 박서윤 강사가 맡으며, 학원에서 수강생에게 앞치마를 무료로 나누어 줍니다. "
    "실습실에서는 위생모를 반드시 착용해야 합니다."
)
CAMP = (
    "솔바람 캠핑장에는 오토캠핑 사이트 36개와 글램핑 텐트 8동이 있으며, 모든 사이트에 전기가 들어옵니다. "
    "체크인은 오후 2시, 체크아웃은 다음 날 오전 11시입니다. "
    "오토캠핑 사이트는 1박에 45,000원이고, 반려견은 글램핑 텐트를 제외한 모든 구역에서 동반할 수 있습니다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-al-001", "para.reorder", "묘목원은 언제 문을 여나요?", "오전 9시부터 오후 6시까지, 화요일에서 일요일 사이에 문을 엽니다.", NURSERY, True),
    w.faith("ko-al-002", "para.passive", "수강생에게 앞치마를 주나요?", "네, 수강생에게는 앞치마가 무료로 제공됩니다.", BAKERY, True),
    w.faith("ko-al-003", "para.synonym", "오토캠핑 사이트 요금은 얼마인가요?", "오토캠핑 사이트는 하룻밤에 45,000원입니다.", CAMP, True),
    w.faith("ko-al-004", "fmt.scale", "배송비는 얼마인가요?", "배송비는 1만 원입니다.", NURSERY, True),
    w.faith("ko-al-005", "fmt.time", "체크인은 몇 시부터인가요?", "체크인은 14시입니다.", CAMP, True),
    w.faith("ko-al-006", "fmt.date", "식빵 기초반은 언제 시작하나요?", "4/5에 시작해서 8주 동안 진행됩니다.", BAKERY, True),
    w.faith("ko-al-007", "para.except", "반려견을 데려가도 되나요?", "글램핑 텐트만 빼면 캠핑장 어디든 반려견과 함께 갈 수 있습니다.", CAMP, True),
    w.faith("ko-al-008", "wrap.opener", "식빵 기초반 정원은 몇 명인가요?", "좋은 질문이에요! 정원은 12명입니다.", BAKERY, True),
    w.faith("ko-al-009", "fmt.unit", "어디까지 배송해 주나요?", "묘목원에서 반경 20km 안까지만 배송됩니다.", NURSERY, True),
    # one clear error each
    w.faith("ko-al-010", "value.number", "글램핑 텐트는 몇 동인가요?", "캠핑장에는 글램핑 텐트가 6동 있습니다.", CAMP, False),
    w.faith("ko-al-011", "value.time", "체크아웃은 몇 시인가요?", "체크아웃은 다음 날 낮 12시입니다.", CAMP, False),
    w.faith("ko-al-012", "value.currency", "왕벚나무 묘목은 얼마인가요?", "왕벚나무 묘목은 한 그루에 53,000원입니다.", NURSERY, False),
    w.faith("ko-al-013", "negation", "수강료에 재료비가 포함되어 있나요?", "수강료 48만 원에는 재료비가 포함되어 있지 않습니다.", BAKERY, False),
    w.faith("ko-al-014", "quantifier", "사이트에서 전기를 쓸 수 있나요?", "전기는 일부 사이트에만 들어옵니다.", CAMP, False),
    w.faith("ko-al-015", "value.except", "반려견은 어디에 데려갈 수 있나요?", "반려견은 오토캠핑 사이트를 제외한 모든 구역에서 동반할 수 있습니다.", CAMP, False),
    w.faith("ko-al-016", "modality", "실습실에서 위생모를 써야 하나요?", "실습실에서는 위생모를 쓰는 것을 권장합니다.", BAKERY, False),
    w.faith("ko-al-017", "direction", "묘목을 여러 그루 사면 할인되나요?", "왕벚나무 묘목을 10그루 이하로 사면 15% 할인됩니다.", NURSERY, False),
    w.faith("ko-al-018", "added.fact", "배송비는 얼마인가요?", "배송비는 10,000원이며, 주말에는 배송하지 않습니다.", NURSERY, False),
]

REFUSAL = [
    w.refusal("ko-al-019", "refusal.plain", "캠핑장에 샤워실이 있나요?", "죄송하지만 샤워실이 있는지는 알 수 없습니다.", CAMP, True),
    w.refusal("ko-al-020", "refusal.context", "묘목원에 주차할 수 있나요?", "제공된 자료에는 묘목원 주차에 관한 내용이 없습니다.", NURSERY, True),
    w.refusal("ko-al-021", "refusal.hedged", "식빵 기초반 수강료는 얼마인가요?", "정확하지 않을 수도 있지만, 수강료는 48만 원인 것 같습니다.", BAKERY, False),
]

CORRECTNESS = [
    w.correct("ko-al-022", "correct.wordy", "식빵 기초반 정원은 몇 명인가요?", "식빵 기초반은 소규모로 운영되어 한 반에 최대 12명까지 들을 수 있습니다.", "12명입니다.", True),
    w.correct("ko-al-023", "correct.wordy", "캠핑장 체크아웃은 몇 시인가요?", "솔바람 캠핑장에서는 묵은 다음 날 오전 11시까지 체크아웃을 마치시면 됩니다.", "다음 날 오전 11시입니다.", True),
    w.correct("ko-al-024", "correct.format", "왕벚나무 묘목 한 그루 가격은 얼마인가요?", "3만 5천 원입니다.", "한 그루에 35,000원입니다.", True),
    w.correct("ko-al-025", "wrong.value", "식빵 기초반은 몇 주 동안 진행되나요?", "6주 동안 진행됩니다.", "8주 동안 진행됩니다.", False),
]

RELEVANCY = [
    w.relevant("ko-al-026", "relevant.direct", "토요일 수업은 몇 시에 끝나요?", "오후 5시입니다.", BAKERY, True),
    w.relevant("ko-al-027", "relevant.direct", "집까지 나무를 보내 주면 비용이 얼마나 드나요?", "반경 20킬로미터 안이라면 1만 원입니다.", NURSERY, True),
    w.relevant("ko-al-028", "relevant.direct", "차를 대고 텐트를 칠 수 있는 자리가 몇 개예요?", "오토캠핑 사이트가 36개 있습니다.", CAMP, True),
    w.relevant("ko-al-029", "relevant.yesno", "글램핑 텐트에 강아지를 데려가도 되나요?", "아니요, 글램핑 텐트에는 반려견을 데려갈 수 없습니다.", CAMP, True),
    w.relevant("ko-al-030", "offtopic.true", "식빵 기초반 수강료는 얼마인가요?", "실습실에서는 위생모를 반드시 착용해야 합니다.", BAKERY, False),
]

DIAGNOSIS = [
    w.diag("ko-al-031", "diag.pass", "묘목원은 무슨 요일에 문을 여나요?", "화요일부터 일요일까지 문을 엽니다.", {"nursery": NURSERY, "camp": CAMP}, ("nursery",), "pass"),
    w.diag("ko-al-032", "diag.missed", "식빵 기초반 강사는 누구인가요?", "제공된 자료로는 강사가 누구인지 알 수 없습니다.", {"camp": CAMP, "nursery": NURSERY}, ("bakery",), "fix_retrieval"),
    w.diag("ko-al-033", "diag.offtopic", "캠핑장 체크인은 몇 시인가요?", "오토캠핑 사이트는 1박에 45,000원입니다.", {"camp": CAMP}, ("camp",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
