"""Fresh set cw, Korean: a shelter, a noraebang, luggage storage, a bird sanctuary, a notary, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SHELTER = (
    "해오름 유기동물 입양센터에는 현재 개 52마리와 고양이 41마리가 지내고 있다. "
    "지난해에는 1,280마리의 동물이 새 가족에게 입양되었다. "
    "입양비는 개 15만 원, 고양이 10만 원이며, 모든 동물에게는 센터를 떠나기 전에 마이크로칩을 심는다. "
    "센터는 화요일을 제외하고 매일 오전 11시부터 오후 6시까지 방문객을 받는다. "
    "입양 희망자는 만 21세 이상이어야 하며 신분증을 반드시 지참해야 한다."
)
KARAOKE = (
    "별빛 노래방에는 방이 9개 있고 공연용 무대가 하나 있다. "
    "최대 6명이 들어가는 소형 룸은 시간당 25,000원, 최대 14명이 들어가는 대형 룸은 시간당 45,000원이다. "
    "금요일과 토요일에는 새벽 3시까지 영업하고, 다른 날에는 자정에 문을 닫는다. "
    "오후 10시 이후에는 만 19세 미만 청소년은 출입할 수 없다. "
    "노래 반주기에는 52,000곡이 수록되어 있고, 점장 오준혁 씨가 매달 첫째 주 월요일에 신곡을 추가한다."
)
LUGGAGE = (
    "서울역 2층에 있는 짐가벼 짐보관소는 가방 하나당 하루 6,000원에 짐을 보관해 준다. "
    "무게가 30kg을 넘는 가방은 4,000원이 추가된다. "
    "보관소는 매일 오전 6시 30분부터 오후 10시 30분까지 운영한다. "
    "짐은 최대 14일까지 맡길 수 있다. "
    "가방 한 개당 최대 200만 원까지 보상되며, 직원이 모든 가방에 번호표를 붙여 봉인한다."
)
BIRDS = (
    "갈대섬 철새 보호구역은 면적이 340헥타르인 습지다. "
    "지금까지 약 180종의 새가 관찰되었으며, 그중에는 희귀한 저어새도 있다. "
    "탐방 데크의 길이는 2.4킬로미터다. "
    "반려견은 주차장을 제외한 보호구역 모든 곳에 출입할 수 없다. "
    "조류학자 한서윤 박사가 이끄는 생태 탐방은 매주 일요일 오전 7시에 시작하며 참가비는 8,000원이다. "
    "탐방마다 자리의 절반은 회원에게 배정된다."
)
NOTARY = (
    "최민석 공증인 사무소는 종로구 율곡로 14에 있다. "
    "사무소는 평일 오전 9시부터 오후 5시까지 공증 업무를 본다. "
    "서명 인증 수수료는 문서 한 건당 2만 원이다. "
    "의뢰인은 유효한 신분증을 반드시 지참해야 하며, 예약은 권장되지만 필수는 아니다. "
    "사무장 윤가은 씨가 서류를 준비하고, 최민석 공증인이 서명하고 날인한다. "
    "아포스티유 신청은 처리에 최대 5영업일이 걸린다."
)
SEWING = (
    "바늘땀 공방의 왕초보 재봉 강좌는 2025년 3월 5일에 시작해 8주 동안 진행된다. "
    "수업은 매주 수요일 오후 6시 30분부터 8시 30분까지다. "
    "수강료는 24만 원이며 첫 작품용 원단이 포함된다. "
    "반마다 수강생은 최대 10명이고, 모든 수강생에게 재봉틀이 한 대씩 주어진다. "
    "강사 정은숙 씨는 15년째 재봉을 가르치고 있다."
)
DRIVE_IN = (
    "별하늘 자동차극장은 5월부터 9월까지 매일 밤 영화를 두 편 상영한다. "
    "입장료는 탑승 인원과 관계없이 차량 한 대당 2만 원이다. "
    "첫 영화는 오후 8시 45분에 시작하며, 입구는 그보다 한 시간 먼저 열린다. "
    "영화 소리는 FM 88.7MHz로 들을 수 있다. "
    "높이가 2미터를 넘는 차량은 맨 뒤 두 줄에 주차해야 한다. "
    "매점은 두 번째 영화가 시작되고 30분 뒤에 문을 닫는다."
)
KITES = (
    "바람골 연날리기 축제는 2025년 8월 16일과 17일 이틀 동안 솔바람 해변에서 열린다. "
    "관람객은 무료로 입장할 수 있지만, 연을 날리는 참가자는 8월 1일까지 등록하고 참가비 1만 5천 원을 내야 한다. "
    "면적이 10제곱미터를 넘는 대형 연은 북쪽 구역에서만 날릴 수 있다. "
    "올해 초청국은 몽골로, 몽골의 수도 울란바토르에서 온 연 제작팀이 참가한다. "
    "불빛 연 야간 공연은 토요일 오후 9시에 시작한다. "
    "이 축제는 1998년에 지역 요트 동호회가 처음 만들었다."
)
WATER_PARK = (
    "파도섬 워터파크는 6월 1일에 개장하며, 이후 매일 오전 10시부터 오후 7시까지 운영한다. "
    "종일권은 성인 5만 원, 만 12세 미만 어린이 3만 5천 원이고, 36개월 미만 유아는 무료다. "
    "토네이도 슬라이드는 키가 120cm 이상인 사람만 탈 수 있다. "
    "파도풀은 길이가 25m이고 수온은 28℃로 유지된다. "
    "모든 풀에 안전요원이 배치되어 있으며, 슬라이드를 탈 때는 반드시 수영복을 입어야 한다."
)
SPORTS = (
    "한강대학교 체육관은 학생과 교직원에게 평일 오전 7시부터 오후 10시까지, 주말에는 오전 9시부터 오후 6시까지 개방된다. "
    "한 학기 회원권은 학생 9만 원, 교직원 15만 원이다. "
    "50m 수영장에는 레인이 8개 있으며, 평일 저녁에는 그중 두 레인을 수영부가 쓴다. "
    "스쿼시 코트는 최소 24시간 전에 온라인으로 예약해야 한다. "
    "체육관 관리는 김태호 코치가 맡고 있다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cw-001", "para.reorder", "입양하려면 어떤 조건이 있나요?", "신분증을 반드시 가져와야 하고, 나이는 만 21세 이상이어야 합니다.", SHELTER, True),
    w.faith("ko-cw-002", "para.passive", "공증 서류는 누가 처리하나요?", "서류는 윤가은 사무장에 의해 준비되고, 최민석 공증인에 의해 서명·날인됩니다.", NOTARY, True),
    w.faith("ko-cw-003", "para.synonym", "별빛 노래방에는 노래가 몇 곡이나 있어요?", "반주기에 들어 있는 노래는 52,000곡입니다.", KARAOKE, True),
    w.faith("ko-cw-004", "para.nominal", "짐 맡기는 데 얼마예요?", "보관료는 가방 한 개당 하루 6,000원입니다.", LUGGAGE, True),
    w.faith("ko-cw-005", "para.capital", "울란바토르는 어느 나라의 수도인가요?", "울란바토르는 몽골의 수도입니다.", KITES, True),
    w.faith("ko-cw-006", "para.pronoun", "오준혁 씨는 누구인가요?", "별빛 노래방의 점장이고, 매달 첫째 주 월요일에 신곡을 추가합니다.", KARAOKE, True),
    w.faith("ko-cw-007", "para.relative", "재봉 강좌는 누가 가르치나요?", "15년째 재봉을 가르치고 있는 정은숙 씨가 이 강좌의 강사입니다.", SEWING, True),
    w.faith("ko-cw-008", "para.part", "파도풀은 길이가 얼마나 되나요?", "파도풀의 길이는 25m입니다.", WATER_PARK, True),
    w.faith("ko-cw-009", "para.combine", "체육관은 누가 관리하고, 수영장은 어떤가요?", "김태호 코치가 관리하는 한강대학교 체육관에는 레인이 8개인 50m 수영장이 있습니다.", SPORTS, True),
    w.faith("ko-cw-010", "fmt.number", "자동차극장에서는 하룻밤에 영화를 몇 편 보여 주나요?", "5월부터 9월까지 매일 밤 2편을 상영합니다.", DRIVE_IN, True),
    w.faith("ko-cw-011", "fmt.thousands", "작년에 입양된 동물은 몇 마리인가요?", "지난해 1280마리의 동물이 새 가족에게 입양되었습니다.", SHELTER, True),
    w.faith("ko-cw-012", "fmt.scale", "연날리기 참가비는 얼마인가요?", "연을 날리려면 참가비 15,000원을 내야 합니다.", KITES, True),
    w.faith("ko-cw-013", "fmt.date", "왕초보 재봉 강좌는 언제 시작하나요?", "강좌는 2025-03-05에 시작합니다.", SEWING, True),
    w.faith("ko-cw-014", "fmt.time", "첫 영화는 몇 시에 시작해요?", "첫 영화는 20시 45분에 시작합니다.", DRIVE_IN, True),
    w.faith("ko-cw-015", "fmt.unit", "파도풀 물은 몇 도인가요?", "파도풀 수온은 섭씨 28도로 유지됩니다.", WATER_PARK, True),
    w.faith("ko-cw-016", "fmt.abbrev", "한강대학교 체육관은 평일에 몇 시까지 하나요?", "한강대 체육관은 평일에는 오전 7시부터 오후 10시까지 엽니다.", SPORTS, True),
    w.faith("ko-cw-017", "fmt.currency", "소형 룸 요금이 얼마예요?", "최대 6명이 쓰는 소형 룸은 시간당 ₩25,000입니다.", KARAOKE, True),
    w.faith("ko-cw-018", "fmt.range", "짐은 며칠까지 맡길 수 있나요?", "짐은 14일 이내로 맡길 수 있습니다.", LUGGAGE, True),
    w.faith("ko-cw-019", "fmt.period", "재봉 강좌는 얼마 동안 하나요?", "강좌는 56일 동안 진행됩니다.", SEWING, True),
    w.faith("ko-cw-020", "fmt.share", "생태 탐방 자리 중 회원 몫이 따로 있나요?", "네, 탐방마다 자리의 50%가 회원에게 배정됩니다.", BIRDS, True),
    w.faith("ko-cw-021", "para.except", "보호구역에 강아지를 데려갈 수 있는 곳이 있나요?", "네, 주차장에는 반려견이 들어갈 수 있습니다.", BIRDS, True),
    w.faith("ko-cw-022", "wrap.opener", "자동차극장 입장료는 어떻게 되나요?", "좋은 질문이에요! 입장료는 몇 명이 타든 차 한 대에 2만 원입니다.", DRIVE_IN, True),
    w.faith("ko-cw-023", "wrap.closer", "워터파크 유아 요금은 어떻게 되나요?", "36개월 미만 유아는 무료로 입장합니다. 도움이 되셨길 바랍니다!", WATER_PARK, True),
    w.faith("ko-cw-024", "wrap.attribution", "스쿼시 코트는 어떻게 쓰나요?", "체육관 규정에 따르면 스쿼시 코트는 최소 24시간 전에 온라인으로 예약해야 합니다.", SPORTS, True),
    w.faith("ko-cw-025", "wrap.hedge", "연날리기 축제 구경하는 데 돈이 드나요?", "제가 알기로는 관람객은 무료로 입장할 수 있습니다.", KITES, True),
    w.faith("ko-cw-026", "wrap.question", "서명 인증 수수료가 얼마인가요?", "서명 인증 수수료는 문서 한 건당 2만 원입니다. 사무소 운영 시간도 알려 드릴까요?", NOTARY, True),
    w.faith("ko-cw-027", "value.number", "체육관 수영장 레인은 몇 개인가요?", "50m 수영장에는 레인이 10개 있습니다.", SPORTS, False),
    w.faith("ko-cw-028", "value.date", "연날리기 참가 등록은 언제까지 해야 하나요?", "참가자는 8월 10일까지 등록하고 참가비 1만 5천 원을 내야 합니다.", KITES, False),
    w.faith("ko-cw-029", "value.time", "금요일에는 노래방이 몇 시까지 해요?", "금요일과 토요일에는 새벽 4시까지 영업합니다.", KARAOKE, False),
    w.faith("ko-cw-030", "value.unit", "무거운 가방은 추가 요금이 있나요?", "네, 30파운드가 넘는 가방은 4,000원이 추가됩니다.", LUGGAGE, False),
    w.faith("ko-cw-031", "value.currency", "고양이 입양비는 얼마인가요?", "고양이 입양비는 12만 원입니다.", SHELTER, False),
    w.faith("ko-cw-032", "role.swap", "공증 서류에는 누가 서명하나요?", "최민석 공증인이 서류를 준비하고, 윤가은 사무장이 서명하고 날인합니다.", NOTARY, False),
    w.faith("ko-cw-033", "negation", "슬라이드 탈 때 수영복을 입어야 하나요?", "아니요, 슬라이드를 탈 때 수영복을 꼭 입을 필요는 없습니다.", WATER_PARK, False),
    w.faith("ko-cw-034", "antonym", "두 번째 영화 보다가 매점에 가도 되나요?", "매점은 두 번째 영화가 시작되고 30분 뒤에 문을 엽니다.", DRIVE_IN, False),
    w.faith("ko-cw-035", "modality", "공증사무소에 가려면 예약해야 하나요?", "네, 공증사무소는 반드시 예약을 하고 방문해야 합니다.", NOTARY, False),
    w.faith("ko-cw-036", "quantifier", "수업 때 재봉틀을 혼자 쓸 수 있나요?", "일부 수강생에게만 재봉틀이 한 대씩 주어집니다.", SEWING, False),
    w.faith("ko-cw-037", "value.except", "화요일에도 입양센터에 방문할 수 있나요?", "네, 화요일에도 오전 11시부터 오후 6시까지 방문할 수 있습니다.", SHELTER, False),
    w.faith("ko-cw-038", "direction", "토네이도 슬라이드에 키 제한이 있나요?", "네, 키가 120cm 이하인 사람만 탈 수 있습니다.", WATER_PARK, False),
    w.faith("ko-cw-039", "added.fact", "자동차극장 입장료가 얼마예요?", "입장료는 인원과 관계없이 차량 한 대당 2만 원이고, 차마다 팝콘 한 통을 무료로 줍니다.", DRIVE_IN, False),
    w.faith("ko-cw-040", "added.entity", "일요일 생태 탐방은 누가 안내하나요?", "일요일 탐방은 한서윤 박사와 자원봉사자 이도현 씨가 함께 이끕니다.", BIRDS, False),
    w.faith("ko-cw-041", "mixed", "짐보관소 운영 시간이 어떻게 되나요?", "매일 오전 6시 30분부터 오후 10시 30분까지 운영하지만, 설날과 추석 연휴에는 쉽니다.", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("ko-cw-042", "refusal.plain", "별빛 노래방에서 음식도 파나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", KARAOKE, True),
    w.refusal("ko-cw-043", "refusal.context", "파도섬 워터파크에 주차장이 있나요?", "제공된 문서에는 워터파크 주차장에 관한 내용이 없습니다.", WATER_PARK, True),
    w.refusal("ko-cw-044", "refusal.short", "공방에서 재봉틀도 판매하나요?", "모르겠어요.", SEWING, True),
    w.refusal("ko-cw-045", "refusal.long", "짐보관소에 자전거도 맡길 수 있나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 가진 자료에는 자전거를 맡길 수 있는지에 대한 내용이 없습니다. 자료에는 가방 보관료와 운영 시간, 최대 보관 기간 정도만 나와 있습니다. 방문하시기 전에 짐보관소에 직접 문의해 보시길 권해 드립니다.", LUGGAGE, True),
    w.refusal("ko-cw-046", "refusal.hedged", "불빛 연 야간 공연은 언제 하나요?", "확실하지는 않지만, 토요일 오후 9시에 시작하는 것으로 보입니다.", KITES, False),
    w.refusal("ko-cw-047", "refusal.partial", "학기 회원권은 학생과 졸업생에게 각각 얼마인가요?", "학생은 한 학기에 9만 원입니다. 졸업생 요금은 자료에 나와 있지 않습니다.", SPORTS, False),
]
CORRECTNESS = [
    w.correct("ko-cw-048", "correct.wordy", "바람골 연날리기 축제는 누가 만들었나요?", "이 축제는 역사가 꽤 깊은데요, 1998년에 지역 요트 동호회가 처음 만들었습니다.", "지역 요트 동호회.", True),
    w.correct("ko-cw-049", "correct.short", "입양하러 갈 때 무엇을 가져가야 하나요?", "신분증이요.", "입양 희망자는 입양하러 올 때 신분증을 반드시 지참해야 합니다.", True),
    w.correct("ko-cw-050", "correct.format", "자동차극장 입구는 몇 시에 열리나요?", "19시 45분에 열립니다.", "오후 7시 45분.", True),
    w.correct("ko-cw-051", "wrong.value", "별빛 노래방에는 방이 몇 개 있나요?", "방은 12개입니다.", "9개.", False),
    w.correct("ko-cw-052", "wrong.echo", "갈대섬 탐방 데크는 길이가 얼마나 되나요?", "갈대섬 탐방 데크는 습지를 따라 길게 이어지는 탐방 데크입니다.", "2.4킬로미터.", False),
    w.correct("ko-cw-053", "wrong.role", "공증사무소에서 서류에 서명하고 날인하는 사람은 누구인가요?", "사무장 윤가은 씨입니다.", "최민석 공증인.", False),
]
RELEVANCY = [
    w.relevant("ko-cw-054", "relevant.direct", "여덟 살 아이 종일권은 얼마예요?", "만 12세 미만 어린이는 3만 5천 원입니다.", WATER_PARK, True),
    w.relevant("ko-cw-055", "relevant.yesno", "열여섯 살 아들이 밤 11시에 노래방에 있어도 되나요?", "아니요, 오후 10시 이후에는 만 19세 미만 청소년은 출입할 수 없습니다.", KARAOKE, True),
    w.relevant("ko-cw-056", "offtopic.true", "재봉 강좌 수강료는 얼마인가요?", "반마다 수강생은 최대 10명입니다.", SEWING, False),
    w.relevant("ko-cw-057", "offtopic.other", "스쿼시 코트는 어떻게 예약하나요?", "한 학기 회원권은 학생 9만 원, 교직원 15만 원입니다.", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("ko-cw-058", "diag.pass", "토네이도 슬라이드는 키가 얼마나 돼야 탈 수 있나요?", "키가 120cm 이상이어야 탈 수 있습니다.", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("ko-cw-059", "diag.offtopic", "연날리기 참가비는 얼마인가요?", "불빛 연 야간 공연은 토요일 오후 9시에 시작합니다.", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("ko-cw-060", "diag.unfaithful", "입양센터에는 지금 개가 몇 마리 있나요?", "현재 개 25마리가 지내고 있습니다.", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("ko-cw-061", "diag.refused", "아포스티유 신청은 처리하는 데 얼마나 걸리나요?", "죄송하지만 해당 정보를 찾을 수 없습니다.", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("ko-cw-062", "diag.missed", "왕초보 재봉 강좌 수강료는 얼마인가요?", "모르겠습니다.", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("ko-cw-063", "diag.correct_refusal", "한강대학교 체육관에 클라이밍 벽이 있나요?", "제공된 문서에는 클라이밍 벽에 대한 내용이 없어서 답변드리기 어렵습니다.", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("ko-cw-064", "diag.should_refuse", "별빛 노래방에 주차장이 있나요?", "네, 건물 뒤편에 무료 주차장이 있습니다.", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
