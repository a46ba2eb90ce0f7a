"""Korean cases of set R: an island ferry line, a cooking school, a student dormitory and a
bike-sharing scheme."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FERRY = "한빛해운의 해솔항–가란도 여객선은 매일 오전 7시 20분과 오후 3시에 해솔항을 출발합니다. 편도 운항 시간은 1시간 50분이며, 성인 편도 요금은 23,000원입니다. 65세 이상 승객은 요금의 30%를 할인받습니다. 차량을 실으려면 출항 하루 전까지 예약해야 합니다."
COOK = "미소요리학원의 한식 기초반은 2025년 3월 4일에 개강해 8주 동안 진행됩니다. 수업은 매주 화요일 저녁 7시부터 9시까지이며, 수강료는 재료비를 포함해 42만 원입니다. 강의는 박서연 원장이 맡고, 조교 김도윤 씨가 실습을 돕습니다. 한 반 정원은 최대 10명입니다."
DORM = "청람관 기숙사의 현관문은 밤 12시에 잠기고 아침 6시에 다시 열립니다. 외부 방문객은 1층 로비까지만 들어올 수 있으며, 모든 방문객은 안내 데스크에 신분증을 맡겨야 합니다. 세탁실은 지하 1층에 있고, 세탁기 사용료는 1회에 1,000원입니다."
BIKE = "공유자전거 '온길'은 시내 대여소 120곳에서 자전거 1,500대를 운영합니다. 1시간 이용권은 1,000원이며, 1시간을 넘기면 5분마다 200원의 추가 요금이 붙습니다. 만 15세 이상만 회원으로 가입할 수 있습니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("ko-r-001", "para.reorder", "여객선 요금과 소요 시간을 알려 주세요.", "성인 편도 요금은 23,000원이고, 편도 운항 시간은 1시간 50분입니다.", FERRY, True),
    w.faith("ko-r-002", "para.synonym", "해솔항에서 가란도까지 얼마나 걸려요?", "편도로 1시간 50분이 소요됩니다.", FERRY, True),
    w.faith("ko-r-003", "fmt.currency", "성인 편도 요금은 얼마예요?", "성인 편도는 2만 3천 원입니다.", FERRY, True),
    w.faith("ko-r-004", "fmt.time", "오후 배는 몇 시에 출발하나요?", "오후 배는 15시에 해솔항을 출발합니다.", FERRY, True),
    w.faith("ko-r-005", "fmt.period", "여객선은 언제 운항하나요?", "여객선은 날마다 오전 7시 20분과 오후 3시에 해솔항을 떠납니다.", FERRY, True),
    w.faith("ko-r-006", "fmt.date", "한식 기초반은 언제 개강하나요?", "2025. 3. 4.에 개강합니다.", COOK, True),
    w.faith("ko-r-007", "para.combine", "한식 기초반 수업은 어떻게 진행되나요?", "한식 기초반은 8주 동안 매주 화요일 저녁 7시부터 9시까지 수업합니다.", COOK, True),
    w.faith("ko-r-008", "wrap.attribution", "한 반에 몇 명까지 들을 수 있나요?", "안내에 따르면 한 반 정원은 최대 10명입니다.", COOK, True),
    w.faith("ko-r-009", "para.synonym", "한식 기초반은 누가 가르치나요?", "박서연 원장이 강의를 담당하고, 김도윤 조교가 실습을 돕습니다.", COOK, True),
    w.faith("ko-r-010", "fmt.range", "기숙사 현관문은 언제 잠겨 있나요?", "밤 12시~아침 6시에는 현관문이 잠겨 있습니다.", DORM, True),
    w.faith("ko-r-011", "wrap.opener", "세탁기 사용료는 얼마예요?", "네, 알려 드릴게요. 세탁기는 한 번 쓰는 데 1,000원입니다.", DORM, True),
    w.faith("ko-r-012", "fmt.thousands", "온길 자전거는 모두 몇 대인가요?", "온길은 자전거 1500대를 운영합니다.", BIKE, True),
    w.faith("ko-r-013", "fmt.unit", "온길 기본 이용권은 얼마인가요?", "60분 이용권은 1,000원입니다.", BIKE, True),
    # one clear error each
    w.faith("ko-r-014", "value.number", "한식 기초반은 몇 주 동안 진행되나요?", "한식 기초반은 6주 동안 진행됩니다.", COOK, False),
    w.faith("ko-r-015", "value.time", "첫 배는 몇 시에 출발하나요?", "첫 배는 오전 7시 50분에 해솔항을 출발합니다.", FERRY, False),
    w.faith("ko-r-016", "value.currency", "한식 기초반 수강료는 얼마인가요?", "수강료는 재료비를 포함해 24만 원입니다.", COOK, False),
    w.faith("ko-r-017", "role.swap", "한식 기초반은 누가 가르치나요?", "김도윤 씨가 강의를 맡고, 박서연 원장이 실습을 돕습니다.", COOK, False),
    w.faith("ko-r-018", "negation", "65세 이상이면 요금이 할인되나요?", "65세 이상 승객은 요금 할인을 받을 수 없습니다.", FERRY, False),
    w.faith("ko-r-019", "quantifier", "방문객은 신분증을 맡겨야 하나요?", "일부 방문객만 안내 데스크에 신분증을 맡기면 됩니다.", DORM, False),
    w.faith("ko-r-020", "direction", "여객선은 몇 시에 출발하나요?", "가란도에서 해솔항으로 가는 배가 매일 오전 7시 20분과 오후 3시에 출발합니다.", FERRY, False),
    w.faith("ko-r-021", "modality", "차를 배에 실으려면 예약해야 하나요?", "차량은 원하면 미리 예약할 수 있지만, 꼭 예약할 필요는 없습니다.", FERRY, False),
    w.faith("ko-r-022", "antonym", "몇 살부터 온길 회원이 될 수 있나요?", "만 15세 이하만 회원으로 가입할 수 있습니다.", BIKE, False),
    w.faith("ko-r-023", "added.fact", "온길 이용권은 얼마인가요?", "1시간 이용권은 1,000원이고, 하루 이용권은 3,000원입니다.", BIKE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-r-024", "refusal.plain", "여객선에 반려동물을 데리고 탈 수 있나요?", "죄송하지만 그건 잘 모르겠습니다.", FERRY, True),
    w.refusal("ko-r-025", "refusal.context", "기숙사 방은 몇 인실인가요?", "제공된 자료에는 기숙사 방 인원에 관한 내용이 없습니다.", DORM, True),
    w.refusal("ko-r-026", "refusal.partial", "한식 기초반 수강료와 주차 가능 여부를 알려 주세요.", "수강료는 재료비를 포함해 42만 원이며, 주차 가능 여부는 자료에 나와 있지 않습니다.", COOK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-r-027", "correct.wordy", "온길 대여소는 모두 몇 곳인가요?", "온길은 시내 곳곳에 대여소를 두고 있는데, 그 수를 모두 합하면 120곳입니다.", "온길 대여소는 120곳입니다.", True),
    w.correct("ko-r-028", "correct.short", "청람관 현관문은 몇 시에 잠기나요?", "밤 12시요.", "청람관 기숙사의 현관문은 밤 12시에 잠깁니다.", True),
    w.correct("ko-r-029", "wrong.value", "65세 이상 승객은 요금을 얼마나 할인받나요?", "65세 이상 승객은 요금의 50%를 할인받습니다.", "65세 이상 승객은 요금의 30%를 할인받습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-r-030", "relevant.direct", "세탁실이 어디 있어요?", "지하 1층입니다.", DORM, True),
    w.relevant("ko-r-031", "relevant.yesno", "만 14세도 온길 회원이 될 수 있나요?", "아니요, 만 15세 이상만 가입할 수 있습니다.", BIKE, True),
    w.relevant("ko-r-032", "offtopic.true", "온길 자전거를 1시간 넘게 타면 요금이 어떻게 되나요?", "온길은 시내 대여소 120곳에서 자전거 1,500대를 운영합니다.", BIKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-r-033", "diag.pass", "한식 기초반 수업은 무슨 요일에 있나요?", "매주 화요일 저녁에 수업이 있습니다.",
           {"cook-schedule": "한식 기초반 수업은 매주 화요일 저녁 7시부터 9시까지 열립니다.",
            "cook-fee": "한식 기초반 수강료는 재료비를 포함해 42만 원입니다."},
           ("cook-schedule",), "pass"),
    w.diag("ko-r-034", "diag.missed", "청람관 세탁기 사용료는 얼마인가요?", "제공된 문서에는 세탁기 사용료가 나와 있지 않습니다.",
           {"dorm-gate": "청람관 기숙사의 현관문은 밤 12시에 잠기고 아침 6시에 다시 열립니다.",
            "dorm-visitors": "모든 방문객은 안내 데스크에 신분증을 맡겨야 합니다."},
           ("dorm-laundry",), "fix_retrieval"),
    w.diag("ko-r-035", "diag.correct_refusal", "온길 자전거에 어린이용 좌석이 있나요?", "자료에는 어린이용 좌석에 관한 정보가 없습니다.",
           {"bike-fleet": "공유자전거 '온길'은 시내 대여소 120곳에서 자전거 1,500대를 운영합니다.",
            "bike-fees": "온길 1시간 이용권은 1,000원입니다."},
           (), "correct_refusal"),
    w.diag("ko-r-036", "diag.offtopic", "해솔항에서 가란도까지 편도로 얼마나 걸리나요?", "성인 편도 요금은 23,000원입니다.",
           {"ferry-route": "해솔항–가란도 여객선의 편도 운항 시간은 1시간 50분입니다.",
            "ferry-fares": "성인 편도 요금은 23,000원입니다."},
           ("ferry-route",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
