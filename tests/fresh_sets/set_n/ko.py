# ruff: noqa: E501
"""Fresh set N, Korean: plain cases over invented organisation documents, in 합니다/해요 style
with Korean number, date and time forms."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CAFE = (
    "한빛대학교 학생식당은 평일 오전 11시 30분부터 오후 2시까지 점심을 제공합니다. "
    "학생 정식은 4,500원, 교직원 정식은 6,000원입니다. "
    "계산할 때는 학생증을 반드시 보여 줘야 합니다."
)
HUT = (
    "설봉산 대피소는 해발 1,420미터에 있으며 침상은 모두 36개입니다. "
    "대피소는 5월 1일부터 10월 31일까지 운영합니다. "
    "예약은 이용일 3일 전까지 해야 하며, 당일 예약은 받지 않습니다."
)
KARAOKE = (
    "별빛노래방은 매일 오후 6시에 문을 열고 새벽 2시에 닫습니다. "
    "단, 월요일은 쉽니다. "
    "대형 룸은 최대 12명까지 이용할 수 있고 이용료는 1시간에 2만 원입니다."
)
PASSPORT = (
    "종로구청 여권민원실에서 일반 여권을 발급받는 데는 보통 영업일 기준 4일이 걸립니다. "
    "10년 복수여권 발급 수수료는 5만 3천 원입니다. "
    "신청할 때는 최근 6개월 이내에 찍은 여권용 사진 1장과 신분증을 가져와야 합니다."
)
SAIL = (
    "바다누리 요트학교의 초급 과정은 이틀 동안 진행되며 수강료는 30만 원입니다. "
    "수강생은 반드시 구명조끼를 착용해야 합니다. "
    "한 반은 최대 6명으로 운영됩니다."
)
PET = (
    "멍냥살롱에서는 소형견 전체 미용을 5만 원에 해 드립니다. "
    "미용에는 약 2시간이 걸립니다. "
    "고양이 미용은 수요일에만 예약할 수 있습니다. "
    "예약 하루 전까지 취소하지 않으면 요금의 절반을 받습니다."
)
LIBRARY = (
    "푸른숲 도서관 어린이 독서 클럽에는 7세부터 10세까지의 어린이가 참여할 수 있습니다. "
    "모임은 매주 토요일 오전 10시부터 11시 30분까지 열립니다. "
    "한 번에 책을 최대 3권까지 빌릴 수 있습니다. "
    "보호자가 모임에 함께 있을 필요는 없습니다."
)
VINEYARD = (
    "해솔 포도원은 1962년 김정호 씨가 세웠습니다. "
    "1985년 김정호 씨는 포도원을 조카 박민수 씨에게 임대했습니다. "
    "2003년 박민수 씨는 포도원을 딸 박지은 씨에게 물려주었습니다."
)
CHARGE = (
    "온누리차지의 급속 충전 요금은 1kWh당 320원입니다. "
    "월 9,900원짜리 멤버십에 가입하면 1kWh당 250원에 충전할 수 있습니다. "
    "충전이 끝나고 10분이 지나면 1분당 100원의 점유 수수료가 부과됩니다."
)
BOTTLE = (
    "빈 병 보증금은 소주병 1병에 100원, 맥주병 1병에 130원입니다. "
    "빈 병은 마트나 편의점 어디에서든 반환할 수 있습니다. "
    "깨진 병은 받지 않습니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-n-001", "para.reorder", "학생식당 점심은 언제 먹을 수 있어요?", "평일 오전 11시 30분부터 오후 2시까지 한빛대학교 학생식당에서 점심을 제공합니다.", CAFE, True),
    w.faith("ko-n-002", "para.synonym", "대피소 예약은 언제까지 해야 해요?", "이용일 3일 전까지 예약을 마치셔야 하고, 당일 예약은 불가능합니다.", HUT, True),
    w.faith("ko-n-003", "para.pronoun", "별빛노래방 대형 룸은 몇 명까지 쓸 수 있어요?", "그곳의 대형 룸은 최대 12명까지 이용할 수 있어요.", KARAOKE, True),
    w.faith("ko-n-004", "fmt.number", "10년 복수여권 수수료는 얼마예요?", "10년 복수여권 발급 수수료는 53,000원입니다.", PASSPORT, True),
    w.faith("ko-n-005", "fmt.time", "별빛노래방은 몇 시에 문을 열어요?", "18:00에 문을 엽니다.", KARAOKE, True),
    w.faith("ko-n-006", "fmt.date", "설봉산 대피소는 언제 운영해요?", "대피소는 5. 1.부터 10. 31.까지 운영합니다.", HUT, True),
    w.faith("ko-n-007", "fmt.period", "요트학교 초급 과정은 며칠 동안 해요?", "초급 과정은 2일 동안 진행됩니다.", SAIL, True),
    w.faith("ko-n-008", "para.except", "별빛노래방은 무슨 요일에 영업해요?", "월요일을 빼고 매일 영업해요.", KARAOKE, True),
    w.faith("ko-n-009", "wrap.opener", "멍냥살롱 소형견 전체 미용은 얼마예요?", "네, 알려 드릴게요! 소형견 전체 미용은 5만 원입니다.", PET, True),
    w.faith("ko-n-010", "wrap.closer", "독서 클럽 모임은 언제 열려요?", "모임은 매주 토요일 오전 10시부터 11시 30분까지 열립니다. 도움이 되셨으면 좋겠습니다!", LIBRARY, True),
    w.faith("ko-n-011", "value.number", "설봉산 대피소 침상은 몇 개예요?", "침상은 모두 63개입니다.", HUT, False),
    w.faith("ko-n-012", "value.time", "학생식당 점심은 몇 시까지예요?", "점심은 평일 오전 11시 30분부터 오후 3시까지 제공합니다.", CAFE, False),
    w.faith("ko-n-013", "negation", "보호자가 독서 클럽 모임에 같이 있어야 하나요?", "네, 보호자가 모임에 함께 있어야 합니다.", LIBRARY, False),
    w.faith("ko-n-014", "role.swap", "1985년에 누가 누구에게 포도원을 임대했어요?", "1985년 박민수 씨가 김정호 씨에게 포도원을 임대했습니다.", VINEYARD, False),
    w.faith("ko-n-015", "direction", "점유 수수료는 언제부터 붙어요?", "충전이 끝나기 10분 전부터 1분당 100원의 점유 수수료가 부과됩니다.", CHARGE, False),
    w.faith("ko-n-016", "added.fact", "빈 병은 어디에서 반환할 수 있어요?", "빈 병은 마트나 편의점 어디에서든 반환할 수 있으며, 반환하면 포인트도 적립됩니다.", BOTTLE, False),
    w.faith("ko-n-017", "modality", "요트 수업 때 구명조끼를 꼭 입어야 하나요?", "구명조끼 착용은 선택 사항이라 원하는 분만 입으시면 됩니다.", SAIL, False),
]
REFUSAL: list[Case] = [
    w.refusal("ko-n-018", "refusal.plain", "설봉산 대피소에서 식사를 판매하나요?", "잘 모르겠습니다.", HUT, True),
    w.refusal("ko-n-019", "refusal.context", "온누리차지 충전소는 모두 몇 곳이에요?", "제공된 문서에는 충전소가 몇 곳인지에 대한 정보가 없습니다.", CHARGE, True),
    w.refusal("ko-n-020", "refusal.hedged", "일반 여권 발급은 얼마나 걸려요?", "정확하지는 않지만, 보통 영업일 기준 4일 정도 걸리는 것 같습니다.", PASSPORT, False),
]
CORRECTNESS: list[Case] = [
    w.correct("ko-n-021", "correct.wordy", "해솔 포도원은 누가 세웠어요?", "좋은 질문이에요! 해솔 포도원의 역사를 살펴보면, 이 포도원을 처음 세운 분은 김정호 씨이고 설립 연도는 1962년입니다.", "김정호 씨가 1962년에 세웠습니다.", True),
    w.correct("ko-n-022", "correct.format", "대형 룸 이용료는 한 시간에 얼마예요?", "시간당 20,000원입니다.", "1시간에 2만 원입니다.", True),
    w.correct("ko-n-023", "wrong.value", "맥주병 보증금은 얼마예요?", "맥주병 한 병에 100원입니다.", "맥주병 1병에 130원입니다.", False),
]
RELEVANCY: list[Case] = [
    w.relevant("ko-n-024", "relevant.direct", "여권 사진은 몇 장 필요해요?", "한 장이면 됩니다.", PASSPORT, True),
    w.relevant("ko-n-025", "relevant.yesno", "깨진 병도 반환할 수 있나요?", "아니요, 받지 않습니다.", BOTTLE, True),
    w.relevant("ko-n-026", "offtopic.true", "멍냥살롱 소형견 미용은 얼마예요?", "고양이 미용은 수요일에만 예약할 수 있습니다.", PET, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("ko-n-027", "diag.pass", "온누리차지 멤버십은 한 달에 얼마예요?", "멤버십은 월 9,900원입니다.", {"charge-1": CHARGE, "hut-1": HUT}, ("charge-1",), "pass"),
    w.diag("ko-n-028", "diag.refused", "독서 클럽에는 몇 살부터 참여할 수 있어요?", "죄송하지만 문서에서 해당 정보를 찾을 수 없습니다.", {"library-1": LIBRARY}, ("library-1",), "fix_generation"),
    w.diag("ko-n-029", "diag.missed", "해솔 포도원은 언제 세워졌어요?", "죄송합니다. 제공된 자료에는 그 내용이 없습니다.", {"bottle-1": BOTTLE, "sail-1": SAIL}, ("vineyard-1",), "fix_retrieval"),
    w.diag("ko-n-030", "diag.should_refuse", "멍냥살롱에 주차할 수 있나요?", "네, 건물 지하에 무료 주차장이 있어서 2시간까지 주차할 수 있습니다.", {"pet-1": PET}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
