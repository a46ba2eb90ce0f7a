"""Korean cases of set BC. Scenarios: a coin karaoke room, a public observatory's stargazing
programme and a clothes alteration shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

KARAOKE = (
    "별빛코인노래방은 한 곡에 500원이고, 30분 무제한 이용권은 6,000원입니다. "
    "영업시간은 매일 오후 1시부터 새벽 2시까지입니다. "
    "외부 음식은 반입할 수 없지만 생수는 가지고 들어올 수 있습니다. "
    "오후 10시 이후에는 만 19세 미만 청소년이 출입할 수 없습니다."
)
OBSERVATORY = (
    "하늘마루 시민천문대는 매주 토요일 저녁 7시 30분에 별자리 관측 프로그램을 운영합니다. "
    "참가비는 어른 3,000원, 초등학생 1,000원이며, 회당 정원은 30명입니다. "
    "비가 오거나 구름이 많으면 관측 대신 천체 투영관 상영으로 대체됩니다. "
    "관측 안내는 김도윤 해설사가 맡고 있습니다."
)
TAILOR = (
    "한땀수선은 바지 기장 줄이기를 8,000원에 해 드립니다. "
    "일반 수선은 3일이 걸리며, 당일 수선은 5,000원이 추가됩니다. "
    "매주 일요일은 휴무이고, 평일과 토요일에는 오전 10시부터 오후 7시까지 문을 엽니다. "
    "사장 박정희 씨가 직접 치수를 재고, 재봉은 직원 이수민 씨가 합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("ko-bc-001", "para.reorder", "별자리 관측 프로그램은 언제 하나요?", "저녁 7시 30분, 매주 토요일마다 운영합니다.", OBSERVATORY, True),
    w.faith("ko-bc-002", "para.synonym", "바지 기장 줄이는 데 얼마예요?", "바지 길이 수선 비용은 8,000원입니다.", TAILOR, True),
    w.faith("ko-bc-003", "fmt.currency", "30분 무제한 이용권은 얼마인가요?", "₩6,000입니다.", KARAOKE, True),
    w.faith("ko-bc-004", "fmt.time", "노래방은 몇 시에 문을 여나요?", "매일 13시부터 영업합니다.", KARAOKE, True),
    w.faith("ko-bc-005", "para.except", "한땀수선은 무슨 요일에 문을 여나요?", "일요일만 빼고 매일 문을 엽니다.", TAILOR, True),
    w.faith("ko-bc-006", "fmt.period", "관측 프로그램은 얼마나 자주 열리나요?", "일주일에 한 번, 토요일 저녁에 열립니다.", OBSERVATORY, True),
    w.faith("ko-bc-007", "wrap.opener", "초등학생 참가비는 얼마인가요?", "네, 안내해 드릴게요. 초등학생 참가비는 1,000원입니다.", OBSERVATORY, True),
    w.faith("ko-bc-008", "wrap.attribution", "당일 수선도 되나요?", "가게 안내에 따르면 5,000원을 더 내면 당일 수선도 가능합니다.", TAILOR, True),
    w.faith("ko-bc-009", "para.combine", "노래방에 먹을 걸 가지고 들어가도 되나요?", "외부 음식은 반입이 안 되지만, 생수는 들고 들어가도 됩니다.", KARAOKE, True),
    # one clear error
    w.faith("ko-bc-010", "value.number", "관측 프로그램 정원은 몇 명인가요?", "회당 정원은 50명입니다.", OBSERVATORY, False),
    w.faith("ko-bc-011", "value.currency", "노래 한 곡에 얼마인가요?", "한 곡에 1,000원입니다.", KARAOKE, False),
    w.faith("ko-bc-012", "value.time", "수선집은 몇 시에 문을 닫나요?", "오후 8시에 문을 닫습니다.", TAILOR, False),
    w.faith("ko-bc-013", "role.swap", "치수는 누가 재나요?", "직원 이수민 씨가 치수를 재고, 재봉은 박정희 사장님이 합니다.", TAILOR, False),
    w.faith("ko-bc-014", "negation", "밤 10시 넘어서도 청소년이 들어갈 수 있나요?", "네, 오후 10시 이후에도 만 19세 미만 청소년이 출입할 수 있습니다.", KARAOKE, False),
    w.faith("ko-bc-015", "antonym", "당일 수선은 요금이 어떻게 되나요?", "당일 수선을 맡기면 5,000원을 할인해 줍니다.", TAILOR, False),
    w.faith("ko-bc-016", "modality", "노래방에 생수를 가져가도 되나요?", "생수는 반드시 가지고 와야 합니다.", KARAOKE, False),
    w.faith("ko-bc-017", "quantifier", "관측 참가비는 얼마인가요?", "모든 참가자가 3,000원을 냅니다.", OBSERVATORY, False),
    w.faith("ko-bc-018", "added.fact", "일반 수선은 얼마나 걸리나요?", "일반 수선은 3일이 걸리고, 완성되면 문자로 알려 드립니다.", TAILOR, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bc-019", "refusal.plain", "노래방에 주차할 수 있나요?", "죄송하지만 그 부분은 잘 모르겠습니다.", KARAOKE, True),
    w.refusal("ko-bc-020", "refusal.context", "천문대 망원경은 크기가 어떻게 되나요?", "주어진 정보에는 망원경 크기에 대한 내용이 없습니다.", OBSERVATORY, True),
    w.refusal("ko-bc-021", "refusal.partial", "바지 기장 줄이는 비용과 카드 결제 가능 여부를 알려 주세요.", "바지 기장 줄이기는 8,000원입니다. 카드 결제 여부는 안내에 나와 있지 않습니다.", TAILOR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bc-022", "correct.wordy", "코인노래방 30분 무제한 이용권 가격은 얼마인가요?", "별빛코인노래방에서 30분 동안 마음껏 부를 수 있는 무제한 이용권은 6,000원에 이용하실 수 있습니다.", "6,000원입니다.", True),
    w.correct("ko-bc-023", "correct.wordy", "관측 안내는 누가 맡나요?", "토요일 저녁 관측 시간에 별자리를 설명해 주시는 분은 바로 김도윤 해설사님입니다.", "김도윤 해설사가 맡습니다.", True),
    w.correct("ko-bc-024", "correct.short", "일반 수선은 며칠 걸리나요?", "3일.", "일반 수선은 3일이 걸립니다.", True),
    w.correct("ko-bc-025", "wrong.value", "초등학생 참가비는 얼마인가요?", "초등학생 참가비는 2,000원입니다.", "1,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bc-026", "relevant.direct", "별 보러 천문대에 언제 가면 돼요?", "토요일 저녁 7시 30분에 오시면 됩니다.", OBSERVATORY, True),
    w.relevant("ko-bc-027", "relevant.direct", "코인노래방 요금이 어떻게 되나요?", "곡당 500원이에요.", KARAOKE, True),
    w.relevant("ko-bc-028", "relevant.direct", "수선집에서 옷은 누가 꿰매 주나요?", "직원 이수민 씨가 맡고 있어요.", TAILOR, True),
    w.relevant("ko-bc-029", "relevant.yesno", "일요일에 옷 맡기러 가도 되나요?", "아니요, 일요일은 휴무예요.", TAILOR, True),
    w.relevant("ko-bc-030", "offtopic.true", "노래방은 몇 시까지 하나요?", "외부 음식은 반입할 수 없습니다.", KARAOKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bc-031", "diag.pass", "노래방 영업시간이 어떻게 되나요?", "매일 오후 1시부터 새벽 2시까지 영업합니다.",
           {"karaoke-hours": "별빛코인노래방의 영업시간은 매일 오후 1시부터 새벽 2시까지입니다.",
            "karaoke-price": "별빛코인노래방은 한 곡에 500원이고, 30분 무제한 이용권은 6,000원입니다."},
           ("karaoke-hours",), "pass"),
    w.diag("ko-bc-032", "diag.missed", "당일 수선 추가 요금은 얼마인가요?", "주어진 자료로는 당일 수선 추가 요금을 알 수 없습니다.",
           {"tailor-hours": "한땀수선은 매주 일요일 휴무이고, 평일과 토요일에는 오전 10시부터 오후 7시까지 문을 엽니다.",
            "tailor-staff": "사장 박정희 씨가 직접 치수를 재고, 재봉은 직원 이수민 씨가 합니다."},
           ("tailor-express",), "fix_retrieval"),
    w.diag("ko-bc-033", "diag.correct_refusal", "천문대에 매점이 있나요?", "제공된 정보에는 매점에 관한 내용이 없습니다.",
           {"obs-program": "하늘마루 시민천문대는 매주 토요일 저녁 7시 30분에 별자리 관측 프로그램을 운영합니다.",
            "obs-fee": "참가비는 어른 3,000원, 초등학생 1,000원이며, 회당 정원은 30명입니다."},
           (), "correct_refusal"),
    w.diag("ko-bc-034", "diag.offtopic", "관측 참가비는 얼마인가요?", "관측 안내는 김도윤 해설사가 맡고 있습니다.",
           {"obs-fee": "참가비는 어른 3,000원, 초등학생 1,000원이며, 회당 정원은 30명입니다.",
            "obs-guide": "관측 안내는 김도윤 해설사가 맡고 있습니다."},
           ("obs-fee",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
