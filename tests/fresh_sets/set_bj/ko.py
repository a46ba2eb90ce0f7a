"""Korean cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

SOFTWARE = "클라우드 메모 서비스 '노트온'의 팀 요금제는 사용자 1명당 월 9,900원이며, 연간 결제 시 1인당 99,000원입니다. 워크스페이스마다 200GB의 저장 공간이 제공되고, 최근 30일간의 변경 기록을 볼 수 있습니다. 최대 30명까지는 온라인으로 가입할 수 있으며, 그보다 큰 조직은 영업팀에 문의해야 합니다. 구독은 언제든지 해지할 수 있지만, 연간 요금제는 결제 후 7일이 지나면 환불되지 않습니다."
GARDEN = "한빛수목원은 매일 오전 9시부터 오후 6시까지 운영하며, 설날과 추석 당일에는 휴원합니다. 입장료는 성인 5,000원, 어린이(7~12세) 2,000원이고, 6세 이하는 무료입니다. 온실에는 1,500종이 넘는 난초가 있으며, 실내 온도는 연중 22°C로 유지됩니다. 반려견은 숲길 산책로를 제외한 모든 구역에 출입할 수 없으며, 산책로에서도 반드시 목줄을 해야 합니다."
PASSPORT = "여권민원실은 대한민국의 수도인 서울의 시청 본관 1층에 있으며, 평일 오전 9시부터 오후 6시까지 운영합니다. 일반 여권은 발급까지 보통 2주가 걸리고, 긴급 여권은 수수료 53,000원을 내면 당일 발급받을 수 있습니다. 여권 사진은 가로 3.5cm, 세로 4.5cm 크기로 최근 6개월 이내에 찍은 것이어야 합니다. 원칙적으로 본인이 직접 방문해야 하지만, 18세 미만 자녀는 부모가 대신 신청할 수 있습니다."
COOKING = "요리공방 '한상'의 김치 담그기 수업은 매주 토요일 오후 2시부터 5시까지 진행됩니다. 수강료는 1인 65,000원이며 재료비와 앞치마가 포함됩니다. 한 반 정원은 8명입니다. 수업은 이수진 셰프가 맡고, 보조 강사 박민호 씨가 돕습니다. 수업 3일 전까지 취소하면 전액 환불되지만, 그 이후에는 환불되지 않습니다."
PARKING = "시청역 공영주차장은 지하 4층, 총 520면 규모이며 24시간 운영합니다. 최초 30분은 1,500원이고, 이후 10분마다 500원이 추가되며, 하루 최대 요금은 2만 원입니다. 월 정기권은 15만 원입니다. 전기차 충전기는 지하 2층에 있으며, 높이 2.1m를 넘는 차량은 진입할 수 없습니다."
ORCHESTRA = "푸른솔 청소년 오케스트라는 만 10세부터 18세까지의 학생을 단원으로 받습니다. 연습은 매주 토요일 오전 10시부터 오후 1시까지 서울대 음악관에서 합니다. 1998년 지휘자 정혜원이 창단했으며, 2016년부터는 최태준이 음악감독을 맡고 있습니다. 단원은 학기마다 회비 30만 원을 내며, 신입 단원 오디션은 2025년 2월 15일에 열립니다."
BAGGAGE = "하늘항공 국제선 일반석 승객은 23kg 이하의 수하물 1개를 무료로 부칠 수 있습니다. 추가 수하물은 개당 10만 원입니다. 기내 휴대 수하물은 7kg을 넘을 수 없습니다. 미국행 항공편에서는 위탁 수하물에 TSA 승인 자물쇠만 채울 수 있습니다. 골프채 같은 스포츠 장비는 위탁 수하물 1개로 계산됩니다."
LAUNDRY = "'깨끗한세탁'의 물세탁 서비스는 1kg당 3,000원이며, 최소 주문량은 5kg입니다. 오전 10시 전에 맡긴 세탁물은 당일 오후 7시까지 찾아갈 수 있습니다. 드라이클리닝은 사흘이 걸립니다. 3만 원 이상 주문하면 가게에서 3km 이내는 무료로 수거·배달해 드립니다. 매주 일요일을 제외하고 매일 영업합니다."
BOWLING = "스타볼링장은 레인 20개를 갖추고 있으며, 매일 정오부터 자정까지 영업하고 금요일과 토요일에는 새벽 2시까지 문을 엽니다. 1게임 요금은 1인당 4,000원이고 볼링화 대여료는 2,000원입니다. 평일 오후 2시 이전에는 게임 요금이 절반입니다. 초등학생 이하 어린이는 보호자와 함께 와야 합니다. 1992년 한동수 사장이 문을 열었고, 2012년부터는 딸 한지은 씨가 운영하고 있습니다."
HUT = "설악산 구름재 대피소는 해발 1,400m에 있으며, 4월 1일부터 11월 15일까지 운영합니다. 숙박비는 1박에 1만 5천 원이고, 모포는 1장에 2,000원을 받고 빌려줍니다. 취사는 지정된 취사장에서만 할 수 있습니다. 숙박하려면 반드시 국립공원 예약 시스템으로 미리 예약해야 합니다. 가장 가까운 오색 탐방지원센터에서 약 4시간을 걸어야 도착합니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-bj-001", "para.reorder", "시청역 공영주차장에 전기차 충전기가 있나요?", "네, 지하 2층에 전기차 충전기가 있습니다.", PARKING, True),
    w.faith("ko-bj-002", "para.passive", "푸른솔 청소년 오케스트라는 언제 생겼나요?", "1998년에 지휘자 정혜원에 의해 창단되었습니다.", ORCHESTRA, True),
    w.faith("ko-bj-003", "para.synonym", "스타볼링장은 레인이 몇 개예요?", "볼링 레인이 모두 20개 있어요.", BOWLING, True),
    w.faith("ko-bj-004", "para.nominal", "김치 담그기 수업을 취소하면 환불되나요?", "수업 3일 전까지 취소 시 전액 환불이 가능하고, 그 뒤에는 환불이 안 됩니다.", COOKING, True),
    w.faith("ko-bj-005", "para.capital", "여권민원실은 어느 도시에 있나요?", "서울에 있습니다. 서울은 대한민국의 수도이고, 민원실은 시청 본관 1층에 있어요.", PASSPORT, True),
    w.faith("ko-bj-006", "para.pronoun", "한지은 씨는 언제부터 스타볼링장을 운영했나요?", "2012년부터 운영하고 있어요. 1992년에 볼링장을 연 한동수 사장의 딸입니다.", BOWLING, True),
    w.faith("ko-bj-007", "para.relative", "구름재 대피소는 언제 운영하나요?", "해발 1,400m에 있는 구름재 대피소는 4월 1일부터 11월 15일까지 운영합니다.", HUT, True),
    w.faith("ko-bj-008", "para.part", "노트온 팀 요금제의 저장 공간은 얼마나 되나요?", "워크스페이스마다 200GB가 제공됩니다.", SOFTWARE, True),
    w.faith("ko-bj-009", "para.combine", "하늘항공 국제선에서 짐을 부치면 요금이 드나요?", "일반석은 23kg 이하 수하물 1개까지 무료이고, 추가로 부치는 수하물은 개당 10만 원이에요.", BAGGAGE, True),
    w.faith("ko-bj-010", "fmt.number", "드라이클리닝은 얼마나 걸려요?", "드라이클리닝은 3일 걸립니다.", LAUNDRY, True),
    w.faith("ko-bj-011", "fmt.thousands", "한빛수목원 온실에는 난초가 얼마나 있나요?", "1500종이 넘는 난초가 있어요.", GARDEN, True),
    w.faith("ko-bj-012", "fmt.scale", "구름재 대피소 하룻밤 숙박비는 얼마인가요?", "1박에 15,000원입니다.", HUT, True),
    w.faith("ko-bj-013", "fmt.date", "푸른솔 오케스트라 신입 단원 오디션은 언제예요?", "2025. 2. 15.에 열립니다.", ORCHESTRA, True),
    w.faith("ko-bj-014", "fmt.time", "김치 담그기 수업 시간이 어떻게 되나요?", "매주 토요일 14시부터 17시까지입니다.", COOKING, True),
    w.faith("ko-bj-015", "fmt.unit", "수목원 온실 온도는 몇 도로 유지되나요?", "연중 섭씨 22도로 유지됩니다.", GARDEN, True),
    w.faith("ko-bj-016", "fmt.abbrev", "푸른솔 오케스트라는 어디서 연습해요?", "서울대학교 음악관에서 매주 토요일에 연습합니다.", ORCHESTRA, True),
    w.faith("ko-bj-017", "fmt.currency", "깨끗한세탁 물세탁 요금은 얼마예요?", "1kg에 ₩3,000이고, 최소 5kg부터 맡길 수 있어요.", LAUNDRY, True),
    w.faith("ko-bj-018", "fmt.range", "시청역 공영주차장에 하루 종일 세워 두면 얼마나 나오나요?", "하루 요금은 2만 원을 넘지 않습니다.", PARKING, True),
    w.faith("ko-bj-019", "fmt.period", "일반 여권은 발급까지 얼마나 걸리나요?", "보통 14일 정도 걸립니다.", PASSPORT, True),
    w.faith("ko-bj-020", "fmt.share", "스타볼링장에 할인 시간대가 있나요?", "평일 오후 2시 이전에는 게임 요금이 50% 할인돼요.", BOWLING, True),
    w.faith("ko-bj-021", "para.except", "깨끗한세탁은 일요일에도 문을 여나요?", "아니요, 일요일은 쉽니다.", LAUNDRY, True),
    w.faith("ko-bj-022", "wrap.opener", "한빛수목원 성인 입장료가 얼마예요?", "좋은 질문이에요! 성인 입장료는 5,000원입니다.", GARDEN, True),
    w.faith("ko-bj-023", "wrap.closer", "구름재 대피소까지 얼마나 걸어야 하나요?", "오색 탐방지원센터에서 약 4시간을 걸어야 합니다. 도움이 되셨길 바랍니다.", HUT, True),
    w.faith("ko-bj-024", "wrap.attribution", "기내에 들고 탈 수 있는 짐은 몇 kg까지인가요?", "하늘항공 규정에 따르면 기내 휴대 수하물은 7kg을 넘을 수 없습니다.", BAGGAGE, True),
    w.faith("ko-bj-025", "wrap.hedge", "노트온 구독은 중간에 해지할 수 있나요?", "제가 알기로는 언제든지 해지할 수 있어요.", SOFTWARE, True),
    w.faith("ko-bj-026", "wrap.question", "시청역 공영주차장 월 정기권은 얼마인가요?", "월 정기권은 15만 원입니다. 시간당 요금도 알려 드릴까요?", PARKING, True),
    w.faith("ko-bj-027", "value.number", "스타볼링장은 레인이 몇 개예요?", "레인이 24개 있어요.", BOWLING, False),
    w.faith("ko-bj-028", "value.date", "구름재 대피소는 언제까지 운영하나요?", "4월 1일부터 11월 30일까지 운영합니다.", HUT, False),
    w.faith("ko-bj-029", "value.time", "아침에 세탁물을 맡기면 언제 찾을 수 있나요?", "오전 10시 전에 맡기면 당일 오후 9시까지 찾아갈 수 있어요.", LAUNDRY, False),
    w.faith("ko-bj-030", "value.unit", "기내 휴대 수하물 무게 제한이 있나요?", "네, 기내 휴대 수하물은 7파운드를 넘을 수 없습니다.", BAGGAGE, False),
    w.faith("ko-bj-031", "value.currency", "한빛수목원 어린이 입장료는 얼마인가요?", "7세부터 12세까지 어린이는 3,000원입니다.", GARDEN, False),
    w.faith("ko-bj-032", "role.swap", "김치 담그기 수업은 누가 가르치나요?", "박민호 셰프가 수업을 맡고, 이수진 씨가 보조 강사로 돕습니다.", COOKING, False),
    w.faith("ko-bj-033", "negation", "중학생 아이 여권을 제가 대신 신청해도 되나요?", "아니요, 18세 미만 자녀라도 부모가 대신 신청할 수 없고 본인이 직접 와야 합니다.", PASSPORT, False),
    w.faith("ko-bj-034", "antonym", "구름재 대피소에서 모포를 빌릴 수 있나요?", "네, 모포는 무료로 빌려줍니다.", HUT, False),
    w.faith("ko-bj-035", "modality", "수목원 숲길 산책로에 강아지를 데려가도 되나요?", "네, 숲길 산책로에는 데려갈 수 있고, 목줄은 원하면 채우시면 됩니다.", GARDEN, False),
    w.faith("ko-bj-036", "quantifier", "시청역 공영주차장에서 전기차는 어디서 충전하나요?", "모든 층에 전기차 충전기가 있습니다.", PARKING, False),
    w.faith("ko-bj-037", "value.except", "추석 당일에 한빛수목원에 가도 되나요?", "네, 추석 당일에도 오전 9시부터 오후 6시까지 정상 운영합니다.", GARDEN, False),
    w.faith("ko-bj-038", "direction", "시청역 공영주차장에 못 들어가는 차도 있나요?", "네, 높이 2.1m 미만인 차량은 진입할 수 없습니다.", PARKING, False),
    w.faith("ko-bj-039", "added.fact", "긴급 여권은 어떻게 받을 수 있나요?", "수수료 53,000원을 내면 당일 발급받을 수 있고, 수수료는 신용카드로만 결제할 수 있습니다.", PASSPORT, False),
    w.faith("ko-bj-040", "added.entity", "푸른솔 청소년 오케스트라는 지금 누가 이끌고 있나요?", "2016년부터 최태준 음악감독이 이끌고 있으며, 부지휘자 윤서연이 함께하고 있습니다.", ORCHESTRA, False),
    w.faith("ko-bj-041", "mixed", "노트온 연간 요금제는 얼마이고 환불이 되나요?", "연간 요금제는 1인당 99,000원이고, 결제 후 30일 안에는 전액 환불받을 수 있습니다.", SOFTWARE, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-bj-042", "refusal.plain", "구름재 대피소에 샤워실이 있나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", HUT, True),
    w.refusal("ko-bj-043", "refusal.context", "노트온 팀 요금제에 학생 할인이 있나요?", "제공된 문서에는 학생 할인에 관한 내용이 없어서 답변드리기 어렵습니다.", SOFTWARE, True),
    w.refusal("ko-bj-044", "refusal.short", "스타볼링장에 주차장이 있나요?", "잘 모르겠어요.", BOWLING, True),
    w.refusal("ko-bj-045", "refusal.hedged", "김치 담그기 수업은 몇 시에 시작하나요?", "확실하지는 않지만, 토요일 오후 2시에 시작하는 것 같아요.", COOKING, False),
    w.refusal("ko-bj-046", "refusal.partial", "시청역 공영주차장은 경차 할인이 있나요? 하루 최대 요금도 궁금해요.", "경차 할인은 문서에 나와 있지 않지만, 하루 최대 요금은 2만 원입니다.", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-bj-047", "correct.wordy", "푸른솔 청소년 오케스트라를 창단한 사람은 누구인가요?", "푸른솔 청소년 오케스트라는 1998년에 지휘자 정혜원 선생님이 창단한 오케스트라입니다.", "지휘자 정혜원입니다.", True),
    w.correct("ko-bj-048", "correct.short", "일반 여권은 발급까지 얼마나 걸리나요?", "2주요.", "일반 여권은 보통 2주가 걸리고, 긴급 여권은 수수료를 내면 당일 발급됩니다.", True),
    w.correct("ko-bj-049", "correct.format", "하늘항공 국제선 일반석의 무료 위탁 수하물 무게 한도는 얼마인가요?", "23킬로그램까지예요.", "23kg입니다.", True),
    w.correct("ko-bj-050", "wrong.value", "시청역 공영주차장 월 정기권은 얼마인가요?", "월 정기권은 12만 원입니다.", "15만 원입니다.", False),
    w.correct("ko-bj-051", "wrong.echo", "시청역 공영주차장의 전기차 충전기는 몇 층에 있나요?", "시청역 공영주차장의 전기차 충전기는 지하 4층에 있습니다.", "지하 2층입니다.", False),
    w.correct("ko-bj-052", "wrong.role", "스타볼링장을 처음 연 사람과 지금 운영하는 사람은 누구인가요?", "한지은 씨가 처음 열었고, 지금은 아버지 한동수 씨가 운영합니다.", "한동수 사장이 열었고, 지금은 딸 한지은 씨가 운영합니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-bj-053", "relevant.direct", "깨끗한세탁은 언제 쉬어요?", "일요일이요.", LAUNDRY, True),
    w.relevant("ko-bj-054", "relevant.yesno", "한빛수목원에 강아지를 데려가도 되나요?", "네, 숲길 산책로에서만 되고 목줄을 꼭 채워야 해요.", GARDEN, True),
    w.relevant("ko-bj-055", "relevant.direct", "구름재 대피소까지 가려면 얼마나 걸어야 해요?", "오색 탐방지원센터에서 4시간쯤 걸려요.", HUT, True),
    w.relevant("ko-bj-056", "offtopic.true", "푸른솔 청소년 오케스트라는 언제 연습하나요?", "단원은 학기마다 회비 30만 원을 냅니다.", ORCHESTRA, False),
    w.relevant("ko-bj-057", "offtopic.other", "깨끗한세탁 드라이클리닝 요금은 얼마인가요?", "드라이클리닝은 사흘이 걸립니다.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-bj-058", "diag.pass", "김치 담그기 수업 수강료는 얼마인가요?", "1인 65,000원이고, 재료비와 앞치마가 포함돼요.", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("ko-bj-059", "diag.offtopic", "시청역 공영주차장 하루 최대 요금은 얼마인가요?", "전기차 충전기는 지하 2층에 있습니다.", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("ko-bj-060", "diag.unfaithful", "긴급 여권 수수료는 얼마인가요?", "긴급 여권 수수료는 35,000원입니다.", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("ko-bj-061", "diag.refused", "하늘항공에서 추가 수하물은 얼마를 내야 하나요?", "죄송합니다. 해당 정보를 찾을 수 없습니다.", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("ko-bj-062", "diag.missed", "깨끗한세탁 물세탁은 최소 몇 kg부터 맡길 수 있나요?", "잘 모르겠습니다.", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("ko-bj-063", "diag.correct_refusal", "한빛수목원 와이파이 비밀번호가 뭔가요?", "죄송하지만 문서에 그 내용은 없습니다.", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("ko-bj-064", "diag.should_refuse", "한빛수목원 온실은 누가 설계했나요?", "온실은 1985년에 건축가 오승민이 설계했습니다.", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
