"""Korean cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

HOSPITAL_VISITS = (
    "한빛대학교병원 일반 병동의 면회 시간은 평일 오후 6시부터 8시까지이며, 주말과 공휴일에는 오전 10시부터 12시, 오후 6시부터 8시까지입니다. "
    "환자 1명당 면회객은 한 번에 2명까지 허용됩니다. "
    "13세 미만 어린이는 감염 예방을 위해 병동 출입이 제한됩니다. "
    "중환자실 면회는 하루 1회, 20분 이내로 가능합니다."
)
HOSPITAL_GUARDIAN = (
    "입원 환자의 상주 보호자는 1명으로 제한되며, 보호자는 반드시 출입증을 발급받아야 합니다. "
    "출입증은 1층 원무과에서 신분증을 제시하면 무료로 발급됩니다. "
    "보호자 교체는 하루 한 번만 가능합니다."
)
ZOO_INFO = (
    "푸른숲 동물원은 매주 월요일을 제외하고 매일 오전 10시부터 오후 6시까지 운영합니다. "
    "입장료는 성인 12,000원, 어린이(만 3~12세) 8,000원이며, 만 65세 이상은 50% 할인됩니다. "
    "기린 먹이 주기 체험은 오후 2시에 시작하며 선착순 30명만 참여할 수 있습니다."
)
ZOO_PANDA = (
    "사육사 김도윤 씨는 지난 5월 태어난 아기 판다 '봄이'를 돌보고 있다. "
    "봄이의 체중은 현재 6.5kg이다. "
    "판다관은 오전에만 관람할 수 있으며, 관람 시간은 1인당 5분으로 제한된다."
)
WARRANTY_NEW = (
    "한결자동차에서 구입한 신차는 차체 및 일반 부품에 대해 3년 또는 6만 km, 엔진과 변속기에 대해 5년 또는 10만 km까지 무상 보증을 받을 수 있습니다(먼저 도래하는 기준 적용). "
    "타이어, 와이퍼 등 소모품은 보증 대상에서 제외됩니다. "
    "보증 수리를 받으려면 지정 서비스센터를 방문해야 합니다."
)
WARRANTY_USED = (
    "한결자동차 중고차 구매 고객에게는 6개월 또는 1만 km의 보증이 제공됩니다. "
    "보증 기간 연장은 구매 후 30일 이내에 신청해야 하며, 비용은 25만 원입니다. "
    "연장 신청은 박서연 팀장이 승인합니다."
)
FESTIVAL_INFO = (
    "제5회 한강 뮤직 페스티벌은 9월 13일부터 15일까지 난지공원에서 열린다. "
    "1일권은 8만 9천 원, 3일권은 19만 원이다. "
    "공연은 매일 오후 1시에 시작해 밤 10시에 끝난다. "
    "재입장은 손목 밴드를 착용한 경우에만 가능하다."
)
FESTIVAL_STAGE = (
    "올해 페스티벌의 마지막 무대는 밴드 '새벽정류장'이 장식한다. "
    "원래 마지막 무대에 서기로 했던 가수 이하늘은 건강 문제로 출연을 취소했다. "
    "우천 시에도 공연은 진행되지만, 낙뢰가 예보되면 중단될 수 있다. "
    "돗자리는 반입할 수 있으나 캠핑 의자는 반입이 금지된다."
)
RENTAL = (
    "임대인 최민수 씨는 마포구의 원룸을 임차인 정유진 씨에게 보증금 1,000만 원, 월세 55만 원에 임대했다. "
    "월세는 매달 25일까지 입금해야 한다. "
    "계약 기간은 2년이며, 관리비 7만 원은 월세와 별도이다. "
    "반려동물은 키울 수 없다."
)
BIKE_SHOP = (
    "동네 자전거 수리점 '두바퀴공방'은 화요일부터 일요일까지 오전 11시에서 오후 8시까지 문을 연다. "
    "펑크 수리는 1만 원이며 30분 정도 걸린다. "
    "전체 정비는 5만 원이고 예약한 손님만 받는다. "
    "사장 오승훈 씨가 직원 한지민 씨에게 휠 정비를 가르쳤다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("ko-t4-001", "fmt.time", "평일 면회 시간이 어떻게 되나요?", "평일에는 18시부터 20시까지 면회하실 수 있습니다.", HOSPITAL_VISITS, True),
    w.faith("ko-t4-002", "para.synonym", "환자 한 명한테 몇 명까지 같이 면회 갈 수 있어요?", "한 번에 최대 두 명까지 환자를 만나실 수 있어요.", HOSPITAL_VISITS, True),
    w.faith("ko-t4-003", "para.synonym", "중환자실 면회는 얼마나 할 수 있나요?", "중환자실은 하루에 한 차례만 면회가 되고, 한 번에 20분을 넘길 수 없습니다.", HOSPITAL_VISITS, True),
    w.faith("ko-t4-004", "para.passive", "보호자 출입증은 어디서 받나요?", "1층 원무과에서 신분증을 보여 주시면 출입증을 무료로 발급해 드립니다.", HOSPITAL_GUARDIAN, True),
    w.faith("ko-t4-005", "para.except", "동물원 쉬는 날이 언제예요?", "푸른숲 동물원은 월요일마다 휴무이고, 다른 요일에는 매일 문을 엽니다.", ZOO_INFO, True),
    w.faith("ko-t4-006", "fmt.share", "어르신 할인 있나요?", "네, 만 65세 이상이시면 입장료의 절반만 내시면 됩니다.", ZOO_INFO, True),
    w.faith("ko-t4-007", "fmt.currency", "어른 입장료가 얼마예요?", "성인 입장료는 1만 2천 원입니다.", ZOO_INFO, True),
    w.faith("ko-t4-008", "fmt.unit", "아기 판다 봄이 몸무게가 지금 얼마나 돼요?", "봄이의 현재 몸무게는 6,500그램입니다.", ZOO_PANDA, True),
    w.faith("ko-t4-009", "para.relative", "봄이는 누가 돌보고 있어요?", "봄이를 돌보고 있는 사람은 사육사 김도윤 씨예요.", ZOO_PANDA, True),
    w.faith("ko-t4-010", "para.except", "판다관은 오후에 가도 볼 수 있나요?", "아니요, 판다관은 오후에는 관람할 수 없고 오전에만 열려 있습니다.", ZOO_PANDA, True),
    w.faith("ko-t4-011", "fmt.thousands", "엔진 보증은 몇 km까지예요?", "엔진과 변속기는 5년 또는 100,000km 가운데 먼저 도달하는 시점까지 보증됩니다.", WARRANTY_NEW, True),
    w.faith("ko-t4-012", "para.synonym", "와이퍼도 무상으로 고쳐 주나요?", "아니요, 와이퍼나 타이어 같은 소모품은 보증 범위에 들어가지 않습니다.", WARRANTY_NEW, True),
    w.faith("ko-t4-013", "wrap.attribution", "중고차 보증 연장은 언제까지 신청해야 해요?", "안내문에 따르면 연장 신청은 차를 구매하신 뒤 30일 안에 하셔야 합니다.", WARRANTY_USED, True),
    w.faith("ko-t4-014", "fmt.currency", "중고차 보증 연장하려면 돈이 얼마나 들어요?", "보증 연장 비용은 250,000원입니다.", WARRANTY_USED, True),
    w.faith("ko-t4-015", "para.nominal", "연장 신청은 누가 승인하나요?", "보증 연장 승인은 박서연 팀장 담당입니다.", WARRANTY_USED, True),
    w.faith("ko-t4-016", "fmt.date", "페스티벌 언제 해요?", "9/13부터 9/15까지 사흘 동안 난지공원에서 열려요.", FESTIVAL_INFO, True),
    w.faith("ko-t4-017", "para.except", "밖에 나갔다가 다시 들어올 수 있나요?", "손목 밴드를 차고 있지 않으면 다시 들어오실 수 없습니다.", FESTIVAL_INFO, True),
    w.faith("ko-t4-018", "wrap.opener", "돗자리 가져가도 되나요?", "좋은 질문이에요! 돗자리는 가지고 들어가실 수 있어요. 다만 캠핑 의자는 안 됩니다.", FESTIVAL_STAGE, True),
    w.faith("ko-t4-019", "wrap.hedge", "월세는 언제까지 내야 해요?", "제가 알기로는 매달 25일까지 월세를 입금하시면 될 거예요.", RENTAL, True),
    w.faith("ko-t4-020", "wrap.closer", "관리비가 월세에 포함돼 있나요?", "아니요, 관리비 7만 원은 월세와 따로 내셔야 합니다. 도움이 되셨길 바랍니다.", RENTAL, True),
    w.faith("ko-t4-021", "fmt.scale", "원룸 보증금이 얼마예요?", "보증금은 천만 원입니다.", RENTAL, True),
    w.faith("ko-t4-022", "para.except", "두바퀴공방 월요일에도 열어요?", "아니요, 월요일은 쉬고 화요일부터 일요일까지 영업합니다.", BIKE_SHOP, True),
    w.faith("ko-t4-023", "wrap.question", "펑크 수리 오래 걸려요?", "펑크 수리가 얼마나 걸리냐고요? 30분쯤이면 되고, 비용은 만 원이에요.", BIKE_SHOP, True),
    w.faith("ko-t4-024", "para.synonym", "한지민 씨는 휠 정비를 누구한테 배웠어요?", "직원 한지민 씨는 사장 오승훈 씨에게서 휠 정비를 배웠습니다.", BIKE_SHOP, True),
    # unfaithful: exactly one unsupported claim
    w.faith("ko-t4-025", "value.time", "주말 면회 시간이 어떻게 돼요?", "주말에는 오전 10시부터 12시, 오후 5시부터 8시까지 면회가 가능합니다.", HOSPITAL_VISITS, False),
    w.faith("ko-t4-026", "direction", "아이들도 병동에 들어갈 수 있나요?", "감염 예방 때문에 13세가 넘은 아이들은 병동에 들어갈 수 없습니다.", HOSPITAL_VISITS, False),
    w.faith("ko-t4-027", "negation", "보호자 출입증 발급받는 데 돈이 드나요?", "출입증은 원무과에서 신분증을 보여 주면 발급되지만 무료는 아닙니다.", HOSPITAL_GUARDIAN, False),
    w.faith("ko-t4-028", "quantifier", "기린 먹이 주기 체험은 누가 할 수 있어요?", "기린 먹이 주기 체험은 오후 2시에 시작하고, 오시는 분은 누구나 인원 제한 없이 참여할 수 있어요.", ZOO_INFO, False),
    w.faith("ko-t4-029", "value.except", "동물원은 무슨 요일에 쉬어요?", "푸른숲 동물원은 화요일만 빼고 매일 문을 엽니다.", ZOO_INFO, False),
    w.faith("ko-t4-030", "value.number", "어린이 입장료는 얼마인가요?", "만 3세에서 12세 어린이는 9,000원을 내면 됩니다.", ZOO_INFO, False),
    w.faith("ko-t4-031", "added.entity", "봄이는 언제 태어났어요?", "봄이는 지난 5월 어미 판다 '하나'에게서 태어났고, 지금은 사육사 김도윤 씨가 돌보고 있습니다.", ZOO_PANDA, False),
    w.faith("ko-t4-032", "value.unit", "봄이는 지금 몸무게가 얼마예요?", "봄이 몸무게는 현재 6.5파운드입니다.", ZOO_PANDA, False),
    w.faith("ko-t4-033", "modality", "판다관은 오래 볼 수 있나요?", "판다관에서는 한 사람당 5분 정도만 관람하시기를 권장하고 있어요.", ZOO_PANDA, False),
    w.faith("ko-t4-034", "antonym", "타이어도 보증이 되나요?", "네, 타이어와 와이퍼 같은 소모품도 보증 대상에 포함됩니다.", WARRANTY_NEW, False),
    w.faith("ko-t4-035", "modality", "보증 수리는 아무 정비소에서나 받아도 되나요?", "지정 서비스센터에 가시는 게 좋긴 하지만, 일반 정비소에서 보증 수리를 받으셔도 됩니다.", WARRANTY_NEW, False),
    w.faith("ko-t4-036", "direction", "보증 연장은 언제 신청하나요?", "보증 연장은 차를 사고 30일이 지난 뒤에 신청할 수 있습니다.", WARRANTY_USED, False),
    w.faith("ko-t4-037", "added.entity", "보증 연장은 누가 승인해요?", "연장 신청은 박서연 팀장과 지점장이 함께 승인합니다.", WARRANTY_USED, False),
    w.faith("ko-t4-038", "value.date", "한강 뮤직 페스티벌은 언제 열려요?", "페스티벌은 9월 14일부터 16일까지 난지공원에서 열립니다.", FESTIVAL_INFO, False),
    w.faith("ko-t4-039", "value.currency", "3일권은 얼마예요?", "3일권 가격은 190달러입니다.", FESTIVAL_INFO, False),
    w.faith("ko-t4-040", "role.swap", "마지막 무대가 왜 바뀌었어요?", "밴드 새벽정류장이 출연을 취소해서 가수 이하늘이 마지막 무대를 맡게 됐어요.", FESTIVAL_STAGE, False),
    w.faith("ko-t4-041", "negation", "비가 오면 공연은 어떻게 되나요?", "비가 오는 날에는 공연이 진행되지 않습니다.", FESTIVAL_STAGE, False),
    w.faith("ko-t4-042", "role.swap", "이 원룸은 누가 누구한테 빌려준 거예요?", "임대인 정유진 씨가 임차인 최민수 씨에게 원룸을 빌려주었습니다.", RENTAL, False),
    w.faith("ko-t4-043", "added.fact", "원룸에서 강아지 키워도 돼요?", "반려동물은 키울 수 없으며, 이를 어기면 계약이 즉시 해지됩니다.", RENTAL, False),
    w.faith("ko-t4-044", "quantifier", "수리 맡기려면 예약해야 하나요?", "두바퀴공방은 모든 수리를 예약한 손님에 한해서만 받습니다.", BIKE_SHOP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t4-045", "correct.wordy", "푸른숲 동물원 성인 입장료는 얼마인가요?", "성인 한 분 기준으로 입장료는 만 이천 원을 내시면 됩니다.", "12,000원", True),
    w.correct("ko-t4-046", "correct.format", "한강 뮤직 페스티벌 공연은 몇 시에 시작하나요?", "공연은 매일 13:00에 시작해요.", "오후 1시", True),
    w.correct("ko-t4-047", "correct.format", "중고차 보증 연장 비용은 얼마인가요?", "250,000원입니다.", "25만 원", True),
    w.correct("ko-t4-048", "correct.wordy", "정유진 씨의 월세는 얼마인가요?", "정유진 씨는 매달 월세로 오십오만 원을 내고 있습니다.", "월 55만 원", True),
    w.correct("ko-t4-049", "wrong.value", "두바퀴공방의 펑크 수리 비용은 얼마인가요?", "펑크 수리는 2만 원이에요.", "1만 원", False),
    w.correct("ko-t4-050", "wrong.role", "마포구 원룸의 임대인은 누구인가요?", "임대인은 정유진 씨입니다.", "임대인은 최민수 씨이고, 정유진 씨는 임차인입니다.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
