# ruff: noqa: E501
"""Fresh set F, Korean: plain cases over invented organisation documents, written in 합니다/해요
style with Korean number, money, date and time forms."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

POOL = (
    "햇살구민수영장은 매주 월요일을 제외하고 매일 오전 6시부터 오후 9시까지 운영합니다. "
    "성인 1회 이용료는 5,000원이고, 10회 이용권은 4만 5천 원입니다. "
    "만 12세 미만 어린이는 반드시 보호자와 함께 입장해야 합니다."
)
BUS = (
    "푸른교통의 심야버스 N15번은 서울역에서 출발해 인천공항까지 운행합니다. "
    "첫차는 밤 11시 30분, 막차는 새벽 3시 50분에 서울역을 출발합니다. "
    "요금은 3,000원이며 교통카드로만 낼 수 있습니다."
)
PET = (
    "든든펫보험은 생후 2개월 이상 된 강아지와 고양이가 가입할 수 있습니다. "
    "기본형 보험료는 월 2만 원이며, 연간 최대 300만 원까지 치료비를 보장합니다. "
    "치과 치료는 프리미엄형에서만 보장됩니다. "
    "보험금은 진료일로부터 90일 이내에 청구해야 합니다."
)
DORM = (
    "한빛학생기숙사에는 2인실 150개가 있습니다. "
    "기숙사비는 한 학기에 120만 원이며 식비는 포함되어 있지 않습니다. "
    "외박은 미리 신청해야 하고, 한 달에 최대 이틀까지 할 수 있습니다."
)
PHONE = (
    "바로폰수리센터는 액정 교체를 보통 1시간 안에 끝냅니다. "
    "액정 교체 비용은 기종에 따라 15만 원에서 30만 원 사이입니다. "
    "모든 수리에는 3개월 무상 보증이 제공됩니다. "
    "침수된 휴대폰은 부산에 있는 협력 업체로 보내 수리합니다."
)
BREW = (
    "달빛양조장은 2012년 김지훈 씨와 박서연 씨가 강릉에 세운 양조장입니다. "
    "두 창업자는 2019년에 양조장을 한결주류에 매각했습니다. "
    "달빛양조장의 대표 맥주는 알코올 도수 4.8%의 필스너입니다."
)
YOGA = (
    "숨결요가원은 화요일과 목요일 저녁 7시에 초보자 수업을 엽니다. "
    "수업은 한 번에 60분씩 진행됩니다. "
    "요가 매트는 무료로 빌려 드리지만, 수건은 각자 챙겨 오셔야 합니다. "
    "한 달 자유 이용권은 12만 원입니다."
)
MUSEUM = (
    "시립역사박물관은 화요일부터 일요일까지 오전 10시부터 오후 6시까지 문을 엽니다. "
    "입장료는 성인 3,000원이며, 만 65세 이상은 무료입니다. "
    "한국어 해설은 매일 오후 2시에 시작합니다."
)
DRIVE = (
    "한길운전학원의 2종 보통 면허 과정은 총 13시간 교육으로 이루어지며, 수강료는 65만 원입니다. "
    "학과 시험에 합격해야 기능 시험을 볼 수 있습니다. "
    "학원 셔틀버스는 평일에만 운행합니다."
)
MARKET = (
    "새벽농부시장은 매주 토요일 오전 8시부터 오후 1시까지 시청 앞 광장에서 열립니다. "
    "지역 농가 30여 곳이 채소, 과일, 꿀을 판매합니다. "
    "반려동물은 시장 안에 데리고 들어올 수 없습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-f-001", "para.reorder", "수영장은 언제 운영하나요?", "오전 6시부터 오후 9시까지, 월요일을 제외하고 매일 운영합니다.", POOL, True),
    w.faith("ko-f-002", "para.synonym", "요가 매트를 가져가야 하나요?", "매트는 무료로 대여해 드려요. 다만 수건은 직접 가져오셔야 합니다.", YOGA, True),
    w.faith("ko-f-003", "para.nominal", "기능 시험은 언제 볼 수 있나요?", "기능 시험 응시는 학과 시험에 합격한 후에 가능합니다.", DRIVE, True),
    w.faith("ko-f-004", "para.pronoun", "달빛양조장은 누가 세웠나요?", "김지훈 씨와 박서연 씨가 2012년에 강릉에서 세웠고, 두 사람은 2019년에 이곳을 한결주류에 팔았어요.", BREW, True),
    w.faith("ko-f-005", "fmt.time", "한국어 해설은 몇 시에 시작하나요?", "한국어 해설은 매일 14시에 시작합니다.", MUSEUM, True),
    w.faith("ko-f-006", "fmt.number", "10회 이용권은 얼마인가요?", "10회 이용권 가격은 45,000원입니다.", POOL, True),
    w.faith("ko-f-007", "fmt.period", "외박은 한 달에 며칠까지 할 수 있나요?", "외박은 한 달에 최대 2일까지 가능하고, 사전에 신청해야 합니다.", DORM, True),
    w.faith("ko-f-008", "wrap.opener", "기본형 보험료는 얼마예요?", "네, 안내해 드릴게요! 기본형 보험료는 한 달에 2만 원이고, 1년에 최대 300만 원까지 치료비를 보장합니다.", PET, True),
    w.faith("ko-f-009", "wrap.closer", "수리 후에 보증이 있나요?", "네, 모든 수리에 3개월 무상 보증이 제공됩니다. 도움이 되셨길 바랍니다!", PHONE, True),
    w.faith("ko-f-010", "para.except", "수영장은 무슨 요일에 문을 여나요?", "화요일부터 일요일까지 매일 문을 엽니다.", POOL, True),
    w.faith("ko-f-011", "fmt.scale", "기본형은 1년에 얼마까지 보장되나요?", "기본형은 연간 최대 3,000,000원까지 치료비를 보장합니다.", PET, True),
    w.faith("ko-f-012", "value.number", "시장에는 농가가 몇 곳이나 참여하나요?", "지역 농가 50여 곳이 채소, 과일, 꿀을 판매합니다.", MARKET, False),
    w.faith("ko-f-013", "value.time", "심야버스 첫차는 몇 시에 출발하나요?", "첫차는 밤 11시에 서울역을 출발합니다.", BUS, False),
    w.faith("ko-f-014", "role.swap", "달빛양조장은 어디에 팔렸나요?", "2019년에 달빛양조장이 한결주류를 인수했습니다.", BREW, False),
    w.faith("ko-f-015", "negation", "기숙사비에 식비가 포함되나요?", "네, 기숙사비에 식비가 포함되어 있습니다.", DORM, False),
    w.faith("ko-f-016", "modality", "아이 혼자 수영장에 들어갈 수 있나요?", "만 12세 미만 어린이는 원하면 보호자와 함께 입장할 수 있습니다.", POOL, False),
    w.faith("ko-f-017", "direction", "학과 시험은 언제 볼 수 있나요?", "학과 시험은 기능 시험에 합격한 뒤에 볼 수 있습니다.", DRIVE, False),
    w.faith("ko-f-018", "added.fact", "액정 교체는 얼마나 걸리나요?", "액정 교체는 보통 1시간 안에 끝나고, 예약 없이 방문하셔도 됩니다.", PHONE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-f-019", "refusal.context", "박물관에 주차장이 있나요?", "제공된 자료에는 박물관 주차장에 대한 내용이 없습니다.", MUSEUM, True),
    w.refusal("ko-f-020", "refusal.short", "요가원에 샤워실이 있나요?", "잘 모르겠습니다.", YOGA, True),
    w.refusal("ko-f-021", "refusal.partial", "기본형 보험료는 얼마고, 보험료를 카드로 낼 수 있나요?", "기본형 보험료는 월 2만 원입니다. 카드 결제가 가능한지는 자료에서 찾을 수 없었어요.", PET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-f-022", "correct.wordy", "달빛양조장을 인수한 회사는 어디인가요?", "좋은 질문이에요! 달빛양조장은 2012년 강릉에서 문을 열었는데, 2019년에 창업자 두 사람이 양조장을 한결주류에 팔았습니다. 그러니까 달빛양조장을 인수한 회사는 한결주류예요.", "한결주류입니다.", True),
    w.correct("ko-f-023", "correct.format", "숨결요가원 한 달 자유 이용권은 얼마인가요?", "120,000원이에요.", "12만 원입니다.", True),
    w.correct("ko-f-024", "wrong.value", "심야버스 요금은 얼마인가요?", "심야버스 요금은 2,500원입니다.", "3,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-f-025", "relevant.direct", "초보자 수업은 한 번에 얼마나 하나요?", "한 시간이에요.", YOGA, True),
    w.relevant("ko-f-026", "relevant.yesno", "시장에 강아지를 데려가도 되나요?", "아니요, 반려동물은 들어갈 수 없어요.", MARKET, True),
    w.relevant("ko-f-027", "offtopic.true", "심야버스 요금은 얼마예요?", "N15번은 서울역에서 출발해 인천공항까지 운행합니다.", BUS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-f-028", "diag.pass", "새벽농부시장은 어디에서 열리나요?", "시청 앞 광장에서 열립니다.", {"market-1": MARKET, "museum-1": MUSEUM}, ("market-1",), "pass"),
    w.diag("ko-f-029", "diag.refused", "달빛양조장의 대표 맥주는 무엇인가요?", "죄송합니다. 제공된 자료로는 알 수 없습니다.", {"brewery-1": BREW}, ("brewery-1",), "fix_generation"),
    w.diag("ko-f-030", "diag.missed", "한길운전학원 수강료는 얼마인가요?", "제공된 자료에서는 운전학원 수강료 정보를 찾을 수 없습니다.", {"yoga-1": YOGA, "pool-1": POOL}, ("drive-1",), "fix_retrieval"),
    w.diag("ko-f-031", "diag.should_refuse", "한빛학생기숙사에 헬스장이 있나요?", "네, 기숙사 지하 1층에 헬스장이 있으며 무료로 이용할 수 있습니다.", {"dorm-1": DORM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
