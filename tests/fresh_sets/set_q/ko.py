# ruff: noqa: E501
"""Fresh set Q, Korean: 합니다/해요 style, Korean number, date and time forms."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

FERRY = (
    "솔섬행 여객선은 매일 청해항에서 오전 8시, 오후 1시, 오후 5시 30분에 출발합니다. "
    "운항 시간은 40분입니다. "
    "왕복 요금은 성인 2만 원, 어린이 1만 원입니다. "
    "자전거는 무료로 실을 수 있지만 차량은 섬에 들어갈 수 없습니다."
)
CARE = (
    "늘봄 방문요양센터는 연중무휴로 방문 서비스를 제공합니다. "
    "기본 방문 시간은 1회 50분입니다. "
    "서비스를 시작하기 전에 간호사가 먼저 가정을 방문해 상담을 진행합니다. "
    "야간 상담 전화는 오후 8시부터 다음 날 오전 8시까지 운영합니다."
)
SKI = (
    "하늘눈 스키학교는 만 6세부터 12세까지의 어린이를 위한 단체 강습을 운영합니다. "
    "반일 단체 강습은 3시간 동안 진행되며 요금은 9만 원입니다. "
    "강습은 오전 9시 30분에 곤돌라 승강장 앞에서 시작합니다. "
    "개인 강습은 최소 이틀 전에 예약해야 합니다."
)
BREWERY = (
    "한결 양조장은 1958년 김영수가 전주에 세웠습니다. "
    "1985년에는 그의 아들 김민호가 양조장을 물려받았습니다. "
    "2010년 김씨 가족은 양조장을 대한주류에 매각했습니다."
)
BOWLING = (
    "스트라이크존 볼링장에는 레인이 20개 있습니다. "
    "평일 1게임 요금은 1인당 5천 원이고 주말에는 7천 원입니다. "
    "볼링화 대여료는 2천 원입니다. "
    "10세 미만 어린이는 범퍼 레인을 이용할 수 있습니다."
)
EXAM = (
    "한빛 한국어능력인증시험은 듣기, 읽기, 쓰기 세 영역으로 구성됩니다. "
    "시험 시간은 총 180분이며, 각 영역에서 60점 이상을 받아야 합격합니다. "
    "다음 시험은 2025년 3월 15일에 치러집니다. "
    "성적은 시험일로부터 3주 이내에 온라인으로 발표됩니다."
)
LOCKER = (
    "바로함 무인택배함은 배송 후 3일 동안 택배를 보관합니다. "
    "보관 기간이 지나면 택배는 보낸 사람에게 반송됩니다. "
    "택배함은 문자로 받은 6자리 번호로 열 수 있습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-q-001", "para.reorder", "솔섬행 여객선은 언제 출발하나요?", "오전 8시, 오후 1시, 오후 5시 30분에 청해항에서 솔섬행 여객선이 매일 출발합니다.", FERRY, True),
    w.faith("ko-q-002", "para.synonym", "개인 강습은 언제까지 예약해야 하나요?", "개인 강습은 적어도 이틀 전에는 예약하셔야 해요.", SKI, True),
    w.faith("ko-q-003", "fmt.time", "야간 상담 전화는 몇 시에 운영하나요?", "야간 상담 전화는 20시부터 다음 날 08시까지 운영합니다.", CARE, True),
    w.faith("ko-q-004", "fmt.currency", "반일 단체 강습 요금은 얼마인가요?", "반일 단체 강습 요금은 90,000원입니다.", SKI, True),
    w.faith("ko-q-005", "fmt.date", "다음 시험은 언제인가요?", "다음 시험일은 2025. 3. 15.입니다.", EXAM, True),
    w.faith("ko-q-006", "wrap.opener", "볼링장에 레인이 몇 개 있나요?", "네, 알려드릴게요! 스트라이크존 볼링장에는 레인이 20개 있습니다.", BOWLING, True),
    w.faith("ko-q-007", "para.pronoun", "김영수는 한결 양조장을 언제 세웠나요?", "그는 1958년에 전주에서 양조장을 세웠습니다.", BREWERY, True),
    w.faith("ko-q-008", "value.number", "스트라이크존 볼링장에는 레인이 몇 개 있나요?", "스트라이크존 볼링장에는 레인이 16개 있습니다.", BOWLING, False),
    w.faith("ko-q-009", "role.swap", "1985년에 누가 양조장을 물려받았나요?", "1985년에 김영수가 아들 김민호에게서 양조장을 물려받았습니다.", BREWERY, False),
    w.faith("ko-q-010", "negation", "차를 가지고 솔섬에 들어갈 수 있나요?", "네, 자전거는 무료로 실을 수 있고 차량도 섬에 들어갈 수 있습니다.", FERRY, False),
    w.faith("ko-q-011", "modality", "어린이는 범퍼 레인을 써야 하나요?", "네, 10세 미만 어린이는 반드시 범퍼 레인을 이용해야 합니다.", BOWLING, False),
    w.faith("ko-q-012", "added.fact", "택배함은 어떻게 여나요?", "문자로 받은 6자리 번호로 열 수 있고, 전용 앱으로도 열 수 있습니다.", LOCKER, False),
    w.faith("ko-q-013", "value.time", "야간 상담 전화는 언제 운영하나요?", "야간 상담 전화는 오후 9시부터 다음 날 오전 8시까지 운영합니다.", CARE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-q-014", "refusal.plain", "스키학교 개인 강습 요금은 얼마인가요?", "잘 모르겠습니다.", SKI, True),
    w.refusal("ko-q-015", "refusal.context", "볼링장에 주차장이 있나요?", "제공된 문서에는 주차장에 대한 정보가 없습니다.", BOWLING, True),
    w.refusal("ko-q-016", "refusal.hedged", "여객선을 타면 섬까지 얼마나 걸리나요?", "정확하지는 않지만, 운항 시간은 40분 정도인 것 같아요.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-q-017", "correct.wordy", "한결 양조장은 어디에 매각되었나요?", "한결 양조장은 1958년 김영수가 전주에 세운 곳인데요, 2010년에 김씨 가족이 이 양조장을 대한주류에 매각했습니다. 그러니까 양조장을 인수한 곳은 대한주류입니다.", "한결 양조장은 2010년에 대한주류에 매각되었습니다.", True),
    w.correct("ko-q-018", "wrong.value", "시험 시간은 총 몇 분인가요?", "시험 시간은 총 120분입니다.", "총 180분입니다.", False),
    w.correct("ko-q-019", "correct.format", "성인 왕복 요금은 얼마인가요?", "20,000원입니다.", "성인 왕복 요금은 2만 원입니다.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-q-020", "relevant.direct", "택배함에 택배가 며칠 동안 보관되나요?", "배송 후 3일입니다.", LOCKER, True),
    w.relevant("ko-q-021", "offtopic.true", "볼링화 대여료는 얼마인가요?", "스트라이크존 볼링장에는 레인이 20개 있습니다.", BOWLING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-q-022", "diag.pass", "스키 강습은 몇 시에 시작하나요?", "강습은 오전 9시 30분에 곤돌라 승강장 앞에서 시작합니다.", {"ski-1": SKI, "bowl-1": BOWLING}, ("ski-1",), "pass"),
    w.diag("ko-q-023", "diag.refused", "기본 방문 시간은 얼마나 되나요?", "죄송하지만 제공된 자료에서는 방문 시간에 대한 정보를 찾을 수 없습니다.", {"care-1": CARE}, ("care-1",), "fix_generation"),
    w.diag("ko-q-024", "diag.should_refuse", "바로함 택배함은 한 번 이용하는 데 얼마인가요?", "바로함 택배함의 1회 이용 요금은 500원입니다.", {"locker-1": LOCKER}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
