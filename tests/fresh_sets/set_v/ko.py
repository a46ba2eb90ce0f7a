"""Korean cases of set V: a hair salon, a passenger ferry to an island and a concert hall
box office."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SALON = (
    "하늘 헤어살롱은 화요일부터 일요일까지 오전 10시부터 오후 8시까지 영업하고, 매주 월요일은 쉽니다. "
    "여성 커트는 25,000원, 남성 커트는 18,000원이며, 펌은 80,000원부터 시작합니다. "
    "예약은 전화나 앱으로만 받고, 예약 시간보다 15분 넘게 늦으면 예약이 자동으로 취소됩니다. "
    "김서윤 원장은 토요일에만 직접 커트를 합니다."
)
FERRY = (
    "서진항에서 출발하는 바다향호는 매일 오전 8시 30분과 오후 2시에 별빛섬으로 떠납니다. "
    "편도 요금은 어른 12,000원, 초등학생 6,000원이고, 만 6세 미만 어린이는 무료입니다. "
    "배는 별빛섬까지 약 1시간 40분 걸리며, 차량은 최대 20대까지 실을 수 있습니다. "
    "기상이 나쁘면 운항이 취소될 수 있습니다."
)
CONCERT = (
    "한빛 콘서트홀 매표소는 공연 당일 오후 1시에 문을 열고, 공연 시작 30분 전에 닫습니다. "
    "학생증을 보여 주는 대학생은 R석과 S석을 30% 할인받을 수 있지만, VIP석은 할인되지 않습니다. "
    "티켓 환불은 공연 3일 전까지만 가능합니다. "
    "한 사람이 한 번에 살 수 있는 티켓은 최대 4장입니다."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-v-001", "fmt.currency", "하늘 헤어살롱 여성 커트는 얼마예요?", "여성 커트는 2만 5천 원이에요.", SALON, True),
    w.faith("ko-v-002", "fmt.time", "하늘 헤어살롱은 몇 시까지 영업하나요?", "20시까지 영업합니다.", SALON, True),
    w.faith("ko-v-003", "para.synonym", "월요일에도 미용실 문을 여나요?", "아니요, 월요일은 매주 정기 휴무예요.", SALON, True),
    w.faith("ko-v-004", "para.reorder", "미용실 예약은 어떻게 하나요?", "앱이나 전화로만 예약을 받습니다.", SALON, True),
    w.faith("ko-v-005", "fmt.thousands", "바다향호 어른 편도 요금은 얼마예요?", "어른 편도는 12000원입니다.", FERRY, True),
    w.faith("ko-v-006", "fmt.period", "별빛섬까지 배로 얼마나 걸리나요?", "약 100분 걸립니다.", FERRY, True),
    w.faith("ko-v-007", "para.part", "바다향호는 언제 출발하나요?", "오후 2시에 출발하는 배가 있어요.", FERRY, True),
    w.faith("ko-v-008", "fmt.share", "대학생은 R석을 얼마에 살 수 있나요?", "학생증을 보여 주면 R석을 정가의 70% 가격에 살 수 있어요.", CONCERT, True),
    w.faith("ko-v-009", "para.except", "대학생 할인은 어느 좌석에 적용되나요?", "VIP석을 빼고 R석과 S석에만 적용됩니다.", CONCERT, True),
    w.faith("ko-v-010", "wrap.opener", "티켓은 한 번에 몇 장까지 살 수 있나요?", "네, 알려 드릴게요. 한 사람당 한 번에 최대 4장까지 살 수 있습니다.", CONCERT, True),
    # one clear error each
    w.faith("ko-v-011", "value.currency", "하늘 헤어살롱 남성 커트는 얼마예요?", "남성 커트는 15,000원입니다.", SALON, False),
    w.faith("ko-v-012", "quantifier", "김서윤 원장에게 커트를 받을 수 있는 날은 언제예요?", "김서윤 원장은 영업하는 날이면 언제나 직접 커트를 합니다.", SALON, False),
    w.faith("ko-v-013", "direction", "바다향호는 어디로 가나요?", "바다향호는 별빛섬에서 서진항으로 갑니다.", FERRY, False),
    w.faith("ko-v-014", "antonym", "어떤 경우에 배 운항이 취소되나요?", "날씨가 좋으면 운항이 취소될 수 있습니다.", FERRY, False),
    w.faith("ko-v-015", "modality", "기상이 나쁘면 배가 안 뜨나요?", "기상이 나쁘면 운항은 반드시 취소됩니다.", FERRY, False),
    w.faith("ko-v-016", "value.number", "바다향호에는 차량을 몇 대까지 실을 수 있나요?", "차량은 최대 30대까지 실을 수 있습니다.", FERRY, False),
    w.faith("ko-v-017", "added.fact", "바다향호 초등학생 편도 요금은 얼마예요?", "초등학생 편도는 6,000원이고, 왕복으로 사면 10% 할인됩니다.", FERRY, False),
    w.faith("ko-v-018", "value.time", "공연 당일 매표소는 몇 시에 문을 여나요?", "매표소는 공연 당일 오전 11시에 문을 엽니다.", CONCERT, False),
    w.faith("ko-v-019", "negation", "VIP석도 학생 할인이 되나요?", "네, VIP석도 30% 할인됩니다.", CONCERT, False),
]

REFUSAL = [
    w.refusal("ko-v-020", "refusal.plain", "하늘 헤어살롱 염색은 얼마예요?", "죄송하지만 염색 가격은 알 수 없습니다.", SALON, True),
    w.refusal("ko-v-021", "refusal.context", "바다향호 안에 매점이 있나요?", "주어진 자료에는 배 안 매점에 대한 내용이 없어서 답변드리기 어렵습니다.", FERRY, True),
    w.refusal("ko-v-022", "refusal.hedged", "한빛 콘서트홀 티켓은 언제까지 환불되나요?", "확실하지는 않지만, 공연 3일 전까지는 환불이 가능한 것 같습니다.", CONCERT, False),
]

CORRECTNESS = [
    w.correct("ko-v-023", "correct.wordy", "바다향호는 하루에 몇 번 운항하나요?", "바다향호는 매일 오전 8시 30분에 한 번, 오후 2시에 한 번, 이렇게 하루 두 차례 별빛섬으로 출발합니다.", "하루에 두 번 운항합니다.", True),
    w.correct("ko-v-024", "correct.short", "한빛 콘서트홀에서 한 사람이 한 번에 살 수 있는 티켓은 몇 장인가요?", "4장이요.", "한 사람당 한 번에 최대 4장까지 살 수 있습니다.", True),
    w.correct("ko-v-025", "wrong.value", "하늘 헤어살롱은 무슨 요일에 쉬나요?", "매주 화요일에 쉽니다.", "매주 월요일에 쉽니다.", False),
]

RELEVANCY = [
    w.relevant("ko-v-026", "relevant.direct", "미용실 예약 시간에 늦으면 어떻게 되나요?", "15분 넘게 지나면 자동으로 취소돼요.", SALON, True),
    w.relevant("ko-v-027", "relevant.yesno", "만 4세 아이도 바다향호 요금을 내야 하나요?", "아니요, 만 6세 미만이라 무료예요.", FERRY, True),
    w.relevant("ko-v-028", "offtopic.true", "한빛 콘서트홀 매표소는 몇 시에 닫나요?", "티켓 환불은 공연 3일 전까지만 가능합니다.", CONCERT, False),
]

DIAGNOSIS = [
    w.diag("ko-v-029", "diag.pass", "바다향호 어른 편도 요금은 얼마인가요?", "어른 편도 요금은 12,000원입니다.", {"ferry": FERRY, "salon": SALON}, ("ferry",), "pass"),
    w.diag("ko-v-030", "diag.missed", "하늘 헤어살롱에서 남성 커트는 얼마인가요?", "제공된 문서에는 남성 커트 가격이 나와 있지 않습니다.", {"concert": CONCERT, "ferry": FERRY}, ("salon",), "fix_retrieval"),
    w.diag("ko-v-031", "diag.correct_refusal", "한빛 콘서트홀에 주차장이 있나요?", "자료에 주차장에 관한 정보가 없어 알려 드릴 수 없습니다.", {"concert": CONCERT}, (), "correct_refusal"),
    w.diag("ko-v-032", "diag.unfaithful", "한빛 콘서트홀 매표소는 언제 닫나요?", "매표소는 공연 시작 1시간 전에 닫습니다.", {"concert": CONCERT, "salon": SALON}, ("concert",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
