"""Korean cases of set AW: a Han River bike rental stand, a one-day pottery class, a dormitory
laundry room, a winter night market and children's swimming lessons."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BIKE = (
    "반포 한강공원 '바람길 자전거 대여소'는 월요일을 제외하고 매일 오전 9시부터 오후 8시까지 문을 엽니다. "
    "일반 자전거는 1시간에 3,000원, 2인용 자전거는 1시간에 6,000원입니다. "
    "자전거를 빌릴 때는 신분증을 맡겨야 하고, 만 13세 미만 어린이는 보호자와 함께 와야 합니다."
)
POTTERY = (
    "흙손 공방의 도자기 원데이 클래스는 매주 토요일 오후 2시에 시작해 두 시간 동안 진행됩니다. "
    "수강료는 1인당 45,000원이며 재료비가 포함되어 있습니다. "
    "완성한 작품은 가마에 구운 뒤 3주 후에 택배로 보내 드립니다. "
    "수업은 경력 10년의 도예가 한소윤 선생님이 맡습니다."
)
LAUNDRY = (
    "새빛관 기숙사 세탁실은 지하 1층에 있으며 24시간 이용할 수 있습니다. "
    "세탁기는 한 번에 1,500원, 건조기는 한 번에 2,000원이고, 결제는 학생증으로만 가능합니다. "
    "세탁실에는 세탁기 12대와 건조기 8대가 있습니다."
)
MARKET = (
    "시청 광장 겨울 야시장은 12월 15일부터 12월 31일까지 열립니다. "
    "평일에는 오후 5시부터 밤 11시까지, 주말에는 오후 3시부터 자정까지 운영합니다. "
    "입장료는 없으며, 푸드트럭 20곳과 수공예품 부스 35곳이 참여합니다."
)
SWIM = (
    "푸른물 구민체육센터의 어린이 수영 강습은 매주 화요일과 목요일 오후 4시에 열립니다. "
    "대상은 7세부터 12세까지이고 한 반 정원은 8명입니다. "
    "한 달 수강료는 80,000원이며, 수업 중에는 수영모를 반드시 써야 합니다."
)

# fmt: off
FAITHFULNESS = [
    # 충실한 답변
    w.faith("ko-aw-001", "para.synonym", "자전거를 빌릴 때 뭐가 필요한가요?", "대여하실 때 신분증을 맡기셔야 합니다.", BIKE, True),
    w.faith("ko-aw-002", "para.reorder", "도자기 클래스 수강료는 얼마인가요?", "재료비를 포함해서 1인당 45,000원입니다.", POTTERY, True),
    w.faith("ko-aw-003", "para.combine", "기숙사 세탁실에 대해 알려 주세요.", "지하 1층에 있는 세탁실은 24시간 열려 있고, 세탁기 12대와 건조기 8대를 갖추고 있습니다.", LAUNDRY, True),
    w.faith("ko-aw-004", "fmt.thousands", "일반 자전거 대여료는 얼마예요?", "일반 자전거는 한 시간에 3000원입니다.", BIKE, True),
    w.faith("ko-aw-005", "fmt.time", "대여소는 몇 시까지 운영하나요?", "월요일을 빼고 매일 20시까지 운영합니다.", BIKE, True),
    w.faith("ko-aw-006", "fmt.period", "완성한 작품은 언제 받을 수 있나요?", "가마에 구운 뒤 21일 후에 택배로 받으실 수 있습니다.", POTTERY, True),
    w.faith("ko-aw-007", "para.except", "세탁실 요금은 어떻게 결제하나요?", "학생증 외의 다른 방법으로는 결제할 수 없습니다.", LAUNDRY, True),
    w.faith("ko-aw-008", "wrap.attribution", "야시장 입장료가 있나요?", "안내에 따르면 야시장은 입장료가 없습니다.", MARKET, True),
    w.faith("ko-aw-009", "fmt.number", "수영 강습은 한 반에 몇 명까지 들을 수 있나요?", "한 반 정원은 여덟 명입니다.", SWIM, True),
    # 오류가 하나 있는 답변
    w.faith("ko-aw-010", "value.number", "야시장에 수공예품 부스가 몇 곳 참여하나요?", "수공예품 부스 25곳이 참여합니다.", MARKET, False),
    w.faith("ko-aw-011", "value.date", "야시장은 언제까지 열리나요?", "야시장은 12월 24일까지 열립니다.", MARKET, False),
    w.faith("ko-aw-012", "negation", "도자기 클래스 수강료에 재료비가 포함되나요?", "아니요, 재료비는 수강료에 포함되어 있지 않습니다.", POTTERY, False),
    w.faith("ko-aw-013", "modality", "수영모를 꼭 써야 하나요?", "수영모는 쓰고 싶은 아이만 쓰면 됩니다.", SWIM, False),
    w.faith("ko-aw-014", "quantifier", "야시장에는 어떤 곳들이 참여하나요?", "참여하는 곳은 모두 푸드트럭입니다.", MARKET, False),
    w.faith("ko-aw-015", "direction", "누가 보호자와 함께 와야 하나요?", "만 13세 이상 어린이는 보호자와 함께 와야 합니다.", BIKE, False),
    w.faith("ko-aw-016", "value.except", "자전거 대여소는 무슨 요일에 쉬나요?", "화요일을 빼고 매일 문을 엽니다.", BIKE, False),
    w.faith("ko-aw-017", "added.fact", "도자기 클래스 강사는 누구인가요?", "경력 10년의 도예가 한소윤 선생님이 가르치며, 선생님은 대학에서 도예를 전공했습니다.", POTTERY, False),
]

REFUSAL = [
    w.refusal("ko-aw-018", "refusal.context", "대여소에서 헬멧도 빌려주나요?", "주어진 자료에는 헬멧 대여에 관한 내용이 없어서 답변드리기 어렵습니다.", BIKE, True),
    w.refusal("ko-aw-019", "refusal.short", "야시장 근처에 주차장이 있나요?", "잘 모르겠습니다.", MARKET, True),
    w.refusal("ko-aw-020", "refusal.partial", "수영 강습은 몇 시에 시작해서 몇 시에 끝나나요?", "강습은 오후 4시에 시작합니다. 끝나는 시간은 자료에 나와 있지 않습니다.", SWIM, False),
]

CORRECTNESS = [
    w.correct("ko-aw-021", "correct.wordy", "세탁기는 한 번 쓰는 데 얼마인가요?", "새빛관 기숙사 세탁실 세탁기는 한 번 돌리는 데 1,500원이고, 학생증으로 결제하시면 됩니다.", "1,500원입니다.", True),
    w.correct("ko-aw-022", "correct.wordy", "어린이 수영 강습은 몇 살 아이들이 들을 수 있나요?", "푸른물 구민체육센터의 어린이 수영 강습은 일곱 살부터 열두 살까지의 아이들을 대상으로 합니다.", "7세부터 12세까지입니다.", True),
    w.correct("ko-aw-023", "correct.short", "도자기 원데이 클래스는 무슨 요일에 열리나요?", "토요일이요.", "매주 토요일에 열립니다.", True),
    w.correct("ko-aw-024", "wrong.value", "야시장은 주말에 몇 시에 문을 여나요?", "주말에는 오후 5시에 문을 엽니다.", "주말에는 오후 3시에 엽니다.", False),
]

RELEVANCY = [
    w.relevant("ko-aw-025", "relevant.direct", "빨래하려면 어디로 가야 해요?", "새빛관 지하 1층입니다.", LAUNDRY, True),
    w.relevant("ko-aw-026", "relevant.direct", "아이 수영 강습비가 한 달에 얼마죠?", "80,000원입니다.", SWIM, True),
    w.relevant("ko-aw-027", "relevant.direct", "야시장은 언제 하나요?", "12월 15일부터 31일까지입니다.", MARKET, True),
    w.relevant("ko-aw-028", "relevant.yesno", "둘이 함께 타는 자전거도 있나요?", "네, 2인용은 한 시간에 6,000원에 빌릴 수 있습니다.", BIKE, True),
    w.relevant("ko-aw-029", "offtopic.true", "도자기 클래스는 몇 시에 시작하나요?", "완성한 작품은 3주 후에 택배로 보내 드립니다.", POTTERY, False),
]

DIAGNOSIS = [
    w.diag("ko-aw-030", "diag.pass", "기숙사 세탁실에 건조기는 몇 대 있나요?", "건조기는 8대 있습니다.", {"dorm-laundry": LAUNDRY, "night-market": MARKET}, ("dorm-laundry",), "pass"),
    w.diag("ko-aw-031", "diag.missed", "어린이 수영 강습 한 반 정원은 몇 명인가요?", "한 반 정원은 15명입니다.", {"bike-rental": BIKE, "pottery-class": POTTERY}, ("swim-lessons",), "fix_retrieval"),
    w.diag("ko-aw-032", "diag.correct_refusal", "흙손 공방에 주차할 수 있나요?", "제공된 정보에는 주차에 관한 내용이 없어서 알 수 없습니다.", {"pottery-class": POTTERY}, (), "correct_refusal"),
    w.diag("ko-aw-033", "diag.offtopic", "야시장은 평일에 몇 시에 닫나요?", "야시장에는 푸드트럭 20곳이 참여합니다.", {"night-market": MARKET}, ("night-market",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
