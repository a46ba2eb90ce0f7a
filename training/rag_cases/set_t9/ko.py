"""Korean cases of set t9: an animal clinic, a youth orchestra, a car-sharing service, a
cinema membership, a blood donation centre and a pottery studio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

VET_HOURS = (
    "해솔동물병원은 평일 오전 9시부터 오후 8시까지, 토요일은 오후 2시까지 진료합니다. "
    "일요일과 공휴일은 휴진입니다. "
    "초진 진료비는 15,000원이며, 예방접종 비용은 별도입니다."
)
VET_DENTAL = (
    "고양이 스케일링은 전신마취로 진행되므로 시술 전날 밤 10시부터 금식해야 합니다. "
    "마취는 김도윤 원장이 담당하고, 스케일링은 박서연 수의사가 진행합니다. "
    "시술이 끝나면 보호자에게 문자로 결과를 안내해 드립니다."
)
ORCH_AUDITION = (
    "한빛청소년오케스트라 신입 단원 오디션은 3월 8일 토요일, 시립문화회관 리허설룸에서 열립니다. "
    "지원 자격은 초등학교 5학년부터 고등학교 2학년까지이며, 자유곡 한 곡을 반드시 암보로 연주해야 합니다. "
    "심사는 지휘자 이정훈 선생님과 악장 최유나 씨가 함께 맡습니다."
)
ORCH_PRACTICE = (
    "정기 연습은 매주 일요일 오후 1시부터 5시까지입니다. "
    "한 학기에 세 번 이상 결석하면 정기연주회에 참여할 수 없습니다. "
    "월 회비는 8만 원이고, 형제가 함께 활동하면 둘째부터는 회비의 절반만 냅니다."
)
CAR_RATES = (
    "달림카 대여 요금은 10분당 2,400원이며, 주행 요금은 1km당 190원이 별도로 부과됩니다. "
    "차량은 대여한 존에 반납해야 하며, 다른 존에 반납하면 편도 수수료 5,000원이 추가됩니다. "
    "만 21세 이상이면서 운전경력이 1년 이상인 회원만 이용할 수 있습니다."
)
CAR_RULES = (
    "달림카 차량 안에서 흡연이 적발되면 10만 원의 페널티가 부과됩니다. "
    "반려동물은 이동장에 넣은 경우에만 함께 탈 수 있습니다. "
    "차량에 비치된 주유 카드로 주유하면 2,000원 크레딧을 드립니다."
)
CINEMA_GOLD = (
    "시네마루 골드 멤버십은 연회비 3만 원이며, 가입 즉시 2D 영화 관람권 2매를 드립니다. "
    "골드 회원은 매주 화요일 일반 영화를 6,000원에 관람할 수 있습니다. "
    "단, IMAX와 4DX 등 특별관은 할인 대상에서 제외됩니다."
)
CINEMA_POINT = (
    "시네마루에서는 관람 시 결제 금액의 5%가 포인트로 적립되며, 적립된 포인트는 1년이 지나면 소멸됩니다. "
    "포인트는 1,000점 이상 모이면 매점에서 사용할 수 있습니다."
)
BLOOD_ELIG = (
    "전혈 헌혈은 만 16세부터 69세까지 가능하며, 남자는 체중 50kg 이상, 여자는 45kg 이상이어야 합니다. "
    "전혈 헌혈 후 다음 헌혈까지는 8주가 지나야 합니다."
)
BLOOD_CENTRE = (
    "헌혈의집 광장센터는 평일 오전 10시부터 오후 8시까지, 주말에는 오전 10시부터 오후 6시까지 운영합니다. "
    "헌혈 전에는 식사를 충분히 하시고, 헌혈 후에는 10분 이상 쉬었다가 귀가하세요. "
    "헌혈하신 분께는 영화관람권과 편의점 상품권 중 하나를 드립니다."
)
POTTERY_ONEDAY = (
    "흙담공방 원데이 클래스는 2시간 30분 동안 진행되며, 참가비는 1인 55,000원입니다. "
    "완성된 작품은 유약을 바르고 가마에 구운 뒤 약 3주 후에 택배로 보내 드립니다. "
    "택배비는 참가자가 부담합니다."
)
POTTERY_REGULAR = (
    "흙담공방 정규반은 주 1회씩 4주 과정이며, 수강료는 재료비를 포함해 20만 원입니다. "
    "결석한 수업은 같은 달 안에 한 번만 보강할 수 있습니다. "
    "강사 한지민 선생님이 한 반에 최대 6명까지 지도합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("ko-t9-001", "para.except", "해솔동물병원은 언제 문을 여나요?",
            "일요일과 공휴일만 빼면 매일 진료합니다.", VET_HOURS, True),
    w.faith("ko-t9-002", "fmt.time", "평일에는 몇 시까지 진료하나요?",
            "평일에는 20시까지 진료를 봅니다.", VET_HOURS, True),
    w.faith("ko-t9-003", "fmt.currency", "처음 가면 진료비가 얼마예요?",
            "초진료는 만 오천 원이고, 예방접종을 하면 그 비용은 따로 받아요.", VET_HOURS, True),
    w.faith("ko-t9-004", "para.synonym", "스케일링할 때 누가 마취하고 누가 시술하나요?",
            "마취는 김도윤 원장님이 맡으시고, 스케일링 자체는 박서연 수의사님이 해 주십니다.", VET_DENTAL, True),
    w.faith("ko-t9-005", "fmt.time", "스케일링 전에 언제부터 밥을 굶겨야 하나요?",
            "시술 전날 22시 이후로는 아무것도 먹이시면 안 됩니다.", VET_DENTAL, True),
    w.faith("ko-t9-006", "para.passive", "스케일링 결과는 어떻게 알 수 있나요?",
            "시술이 끝나면 결과가 문자 메시지로 보호자분께 전달됩니다.", VET_DENTAL, True),
    w.faith("ko-t9-007", "fmt.date", "오케스트라 오디션은 언제, 어디서 하나요?",
            "3/8(토)에 시립문화회관 리허설룸에서 있습니다.", ORCH_AUDITION, True),
    w.faith("ko-t9-008", "fmt.abbrev", "몇 학년까지 오디션을 볼 수 있나요?",
            "초5부터 고2까지 지원할 수 있어요.", ORCH_AUDITION, True),
    w.faith("ko-t9-009", "para.relative", "오디션 심사위원은 누구인가요?",
            "오케스트라를 지휘하는 이정훈 선생님과 악장을 맡고 있는 최유나 씨가 심사합니다.", ORCH_AUDITION, True),
    w.faith("ko-t9-010", "fmt.period", "연습은 얼마나 자주, 얼마나 오래 하나요?",
            "일요일마다 오후에 네 시간씩 연습합니다.", ORCH_PRACTICE, True),
    w.faith("ko-t9-011", "fmt.share", "형제가 같이 다니면 회비 할인이 있나요?",
            "네, 둘째부터는 회비의 50%, 즉 한 달에 4만 원만 내면 됩니다.", ORCH_PRACTICE, True),
    w.faith("ko-t9-012", "wrap.hedge", "연습에 자주 빠지면 어떻게 되나요?",
            "제가 알기로는 한 학기에 세 번 이상 빠지면 정기연주회 무대에 설 수 없어요.", ORCH_PRACTICE, True),
    w.faith("ko-t9-013", "fmt.number", "달림카는 시간 요금이 어떻게 되나요?",
            "10분에 이천사백 원이고, 달린 거리만큼 km당 190원이 따로 붙습니다.", CAR_RATES, True),
    w.faith("ko-t9-014", "para.synonym", "차를 아무 데나 반납해도 되나요?",
            "차를 빌린 존으로 다시 가져다 놓아야 하고, 다른 곳에 두시면 편도 수수료 5천 원이 추가로 나옵니다.", CAR_RATES, True),
    w.faith("ko-t9-015", "para.except", "누구나 달림카를 이용할 수 있나요?",
            "아니요, 만 21세가 안 됐거나 운전한 지 1년이 안 된 분은 이용할 수 없습니다.", CAR_RATES, True),
    w.faith("ko-t9-016", "wrap.attribution", "차 안에서 담배를 피우면 어떻게 되나요?",
            "이용 규정에 따르면 차량 내 흡연이 적발될 경우 10만 원의 페널티를 물게 됩니다.", CAR_RULES, True),
    w.faith("ko-t9-017", "para.nominal", "강아지를 데리고 타도 되나요?",
            "반려동물 동승은 이동장에 넣는 경우에 한해서만 가능합니다.", CAR_RULES, True),
    w.faith("ko-t9-018", "wrap.opener", "골드 멤버십 가입하면 뭐가 좋아요?",
            "안녕하세요! 골드 멤버십은 1년에 3만 원이고, 가입하시면 바로 2D 관람권 두 장을 받으실 수 있어요.", CINEMA_GOLD, True),
    w.faith("ko-t9-019", "para.except", "화요일 할인은 어떤 영화에 적용되나요?",
            "화요일에 6천 원으로 볼 수 있는 건 특별관을 제외한 일반 영화뿐입니다.", CINEMA_GOLD, True),
    w.faith("ko-t9-020", "fmt.period", "포인트는 언제까지 쓸 수 있나요?",
            "적립된 포인트의 유효기간은 12개월입니다.", CINEMA_POINT, True),
    w.faith("ko-t9-021", "wrap.closer", "포인트를 매점에서 쓸 수 있나요?",
            "네, 포인트가 1,000점 이상 쌓이면 매점에서 쓰실 수 있어요. 즐거운 관람 되세요!", CINEMA_POINT, True),
    w.faith("ko-t9-022", "fmt.unit", "남자는 몸무게가 얼마 이상이어야 헌혈할 수 있나요?",
            "남성은 50킬로그램 이상이어야 전혈 헌혈을 할 수 있습니다.", BLOOD_ELIG, True),
    w.faith("ko-t9-023", "para.reorder", "헌혈할 때 주의할 점이 있나요?",
            "헌혈을 마친 뒤에는 최소 10분은 쉬었다가 집에 가셔야 하고, 헌혈 전에는 밥을 든든히 드시고 오세요.", BLOOD_CENTRE, True),
    w.faith("ko-t9-024", "fmt.period", "원데이 클래스는 얼마나 걸리나요?",
            "수업은 두 시간 반 정도 진행됩니다.", POTTERY_ONEDAY, True),
    # unfaithful: exactly one clear error
    w.faith("ko-t9-025", "value.time", "토요일에도 진료하나요?",
            "네, 토요일에도 오후 6시까지 진료합니다.", VET_HOURS, False),
    w.faith("ko-t9-026", "value.number", "초진 진료비가 얼마인가요?",
            "처음 방문하시면 진료비는 12,000원이고, 예방접종은 별도입니다.", VET_HOURS, False),
    w.faith("ko-t9-027", "antonym", "예방접종 비용은 따로 내야 하나요?",
            "아니요, 예방접종 비용은 초진 진료비 15,000원에 포함되어 있습니다.", VET_HOURS, False),
    w.faith("ko-t9-028", "role.swap", "스케일링 담당 수의사는 누구인가요?",
            "마취는 박서연 수의사가 하고, 스케일링은 김도윤 원장님이 직접 하십니다.", VET_DENTAL, False),
    w.faith("ko-t9-029", "direction", "금식은 언제부터 시키면 되나요?",
            "스케일링을 받은 날 밤 10시부터 굶기시면 됩니다.", VET_DENTAL, False),
    w.faith("ko-t9-030", "value.date", "오디션 날짜가 언제예요?",
            "오디션은 3월 18일 토요일에 시립문화회관에서 열립니다.", ORCH_AUDITION, False),
    w.faith("ko-t9-031", "modality", "오디션 곡은 꼭 외워서 해야 하나요?",
            "외워 오면 좋지만 꼭 그럴 필요는 없고, 악보를 보고 연주해도 됩니다.", ORCH_AUDITION, False),
    w.faith("ko-t9-032", "quantifier", "오디션 심사는 누가 하나요?",
            "심사는 지휘자 이정훈 선생님 혼자서 맡습니다.", ORCH_AUDITION, False),
    w.faith("ko-t9-033", "negation", "연습에 세 번 빠지면 연주회에 못 나가나요?",
            "아니요, 한 학기에 세 번 이상 결석하더라도 정기연주회에는 참여할 수 있습니다.", ORCH_PRACTICE, False),
    w.faith("ko-t9-034", "value.unit", "달림카 대여 요금은 얼마예요?",
            "대여 요금은 1시간에 2,400원이고, 주행 요금은 km당 190원이 따로 붙습니다.", CAR_RATES, False),
    w.faith("ko-t9-035", "value.except", "운전경력이 짧아도 이용할 수 있나요?",
            "네, 만 21세 이상이면 운전경력과 상관없이 누구나 이용할 수 있습니다.", CAR_RATES, False),
    w.faith("ko-t9-036", "added.fact", "차에서 담배 피우다 걸리면요?",
            "10만 원의 페널티가 부과되고, 한 달 동안 서비스 이용이 정지됩니다.", CAR_RULES, False),
    w.faith("ko-t9-037", "modality", "반려견을 이동장 없이 태워도 되나요?",
            "이동장 없이도 태울 수는 있지만, 가급적 이동장을 쓰시는 걸 권장합니다.", CAR_RULES, False),
    w.faith("ko-t9-038", "quantifier", "골드 회원 화요일 할인은 특별관에도 되나요?",
            "네, 골드 회원은 화요일이면 특별관을 포함한 모든 영화를 6,000원에 볼 수 있습니다.", CINEMA_GOLD, False),
    w.faith("ko-t9-039", "value.number", "포인트는 얼마나 쌓이나요?",
            "영화를 보면 결제 금액의 10%가 포인트로 적립됩니다.", CINEMA_POINT, False),
    w.faith("ko-t9-040", "direction", "여자도 체중 제한이 있나요? 남자는요?",
            "여자는 45kg 이상이어야 하고, 남자는 50kg을 넘지 않아야 전혈 헌혈이 가능합니다.", BLOOD_ELIG, False),
    w.faith("ko-t9-041", "added.entity", "헌혈하면 뭘 받을 수 있나요?",
            "영화관람권, 편의점 상품권, 도서상품권 가운데 하나를 고르실 수 있어요.", BLOOD_CENTRE, False),
    w.faith("ko-t9-042", "antonym", "헌혈 전에 밥을 먹어도 되나요?",
            "헌혈 전에는 공복 상태로 오시고, 헌혈 후 10분 이상 쉬었다 가세요.", BLOOD_CENTRE, False),
    w.faith("ko-t9-043", "role.swap", "작품 택배비는 누가 내나요?",
            "택배비는 공방에서 부담하고, 작품은 약 3주 뒤에 받아 보실 수 있습니다.", POTTERY_ONEDAY, False),
    w.faith("ko-t9-044", "antonym", "정규반은 한 반에 몇 명인가요?",
            "한지민 선생님 반은 최소 6명이 모여야 수업이 열립니다.", POTTERY_REGULAR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t9-045", "correct.wordy", "달림카를 다른 존에 반납하면 수수료가 얼마인가요?",
              "대여하신 곳이 아닌 다른 존에 차를 반납하시면 편도 수수료로 5천 원이 추가로 부과됩니다.", "5,000원", True),
    w.correct("ko-t9-046", "correct.format", "시네마루 골드 멤버십 연회비는 얼마인가요?",
              "30,000원입니다.", "3만 원", True),
    w.correct("ko-t9-047", "correct.wordy", "전혈 헌혈 후 다음 헌혈까지 얼마나 기다려야 하나요?",
              "전혈 헌혈을 하셨다면 다음 헌혈은 8주가 지난 뒤에야 가능하니 그때까지 기다리셔야 합니다.", "8주", True),
    w.correct("ko-t9-048", "correct.format", "흙담공방 원데이 클래스 참가비는 얼마예요?",
              "한 사람당 5만 5천 원이에요.", "1인 55,000원", True),
    w.correct("ko-t9-049", "wrong.value", "한빛청소년오케스트라 오디션은 언제인가요?",
              "오디션은 3월 18일에 열립니다.", "3월 8일", False),
    w.correct("ko-t9-050", "wrong.role", "스케일링 때 마취와 시술은 각각 누가 맡나요?",
              "마취는 박서연 수의사가, 스케일링은 김도윤 원장이 맡습니다.",
              "마취는 김도윤 원장, 스케일링은 박서연 수의사", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
