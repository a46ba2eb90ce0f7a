"""Fresh set cj, Korean: 치과, 셀프세차장, 천문관, 클라이밍장, 도서관 메이커스페이스, 호숫가 캠핑장, 쿠킹 클래스, 시민마라톤, 주택협동조합 공동 세탁실, 항구 유람선."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTAL = (
    "미소드림치과는 평일 오전 9시부터 오후 7시까지, 토요일은 오전 9시부터 오후 2시까지 진료한다. "
    "일요일과 공휴일은 휴진이다. "
    "원장 김서윤은 서울대학교 치과대학을 졸업했으며 2015년에 병원을 개원했다. "
    "스케일링은 건강보험 적용 시 1만 5천 원이며 연 1회 적용된다. "
    "예약 변경은 진료 하루 전까지 전화로 해야 한다. "
    "만 12세 미만 어린이는 보호자와 함께 내원해야 한다."
)
CARWASH = (
    "한강셀프세차장에는 세차 베이 8개와 진공청소기 4대가 있다. "
    "설날과 추석 당일을 제외하고 연중무휴 24시간 운영한다. "
    "기본 세차는 5분에 3,000원이고, 1분 추가할 때마다 500원이 더해진다. "
    "동전과 신용카드로 결제할 수 있지만 지폐는 받지 않는다. "
    "높이 2.1m가 넘는 차량은 8번 베이만 이용할 수 있다."
)
PLANETARIUM = (
    "별빛천문관의 돔 상영관은 지름 18미터이고 좌석은 120석이다. "
    "상영은 화요일부터 일요일까지 오전 11시, 오후 3시, 오후 7시에 시작한다. "
    "관람료는 어른 6,000원, 청소년 4,000원이며 7세 이하 어린이는 무료다. "
    "매월 마지막 토요일 저녁 상영은 천문학자 박준호 박사가 직접 해설한다. "
    "상영이 시작되면 입장할 수 없다."
)
CLIMBING = (
    "클라임업 성수점의 벽면 면적은 1,500제곱미터이고 볼더링 문제는 120개다. "
    "1일 이용권은 2만 2천 원, 한 달 정기권은 15만 원이다. "
    "예약은 권장하지만 필수는 아니다. "
    "처음 방문한 사람은 이용 전에 30분짜리 안전 교육을 반드시 받아야 한다. "
    "세터 이하늘은 2주마다 볼더링 문제의 절반을 새로 바꾼다. "
    "암벽화 대여료는 3,000원이고 초크는 무료로 빌려 준다."
)
MAKERSPACE = (
    "해솔도서관 메이커스페이스에는 3D 프린터 세 대, 레이저 커터 한 대, 재봉틀 네 대가 있다. "
    "회원증이 있는 이용자는 3D 프린터를 하루 최대 2시간까지 예약할 수 있다. "
    "출력 비용은 필라멘트 1g당 100원이다. "
    "레이저 커터는 사서 최민수가 매주 수요일 오후 5시에 진행하는 교육을 들은 뒤에만 사용할 수 있다. "
    "메이커스페이스는 매주 월요일에 휴관한다."
)
CAMPSITE = (
    "청평호수캠핑장에는 사이트가 40개 있으며 그중 16개에서 전기를 쓸 수 있다. "
    "1박 요금은 일반 사이트 3만 5천 원, 전기 사이트 4만 원이다. "
    "입실은 오후 2시부터, 퇴실은 오전 11시까지다. "
    "밤 10시부터 다음 날 아침 7시까지는 매너타임이다. "
    "모닥불은 호숫가 화로대를 제외한 모든 곳에서 금지된다. "
    "캠핑장은 4월 1일부터 11월 30일까지 운영한다."
)
COOKING = (
    "'다은의 부엌'은 요리연구가 정다은이 운영한다. "
    "이곳에서는 매주 목요일 저녁 한식 쿠킹 클래스가 열린다. "
    "수업은 오후 7시에 시작해 2시간 30분 동안 진행되며, 한 반은 최대 10명까지 받는다. "
    "수강료는 1인당 6만 원이고 재료비가 포함되어 있다. "
    "만 15세 이상만 수강할 수 있다. "
    "앞치마는 제공되지만 남은 음식을 담아 갈 용기는 각자 챙겨 와야 한다."
)
MARATHON = (
    "춘천시민마라톤은 2025년 10월 26일 일요일 오전 8시에 시청 앞 광장에서 출발한다. "
    "대회가 열리는 춘천은 강원특별자치도의 도청 소재지다. "
    "풀코스는 42.195km이며 제한 시간은 5시간이다. "
    "참가비는 8월 31일까지 신청하면 4만 원, 그 이후에는 5만 원이다. "
    "참가 예정 인원은 약 1만 2천 명이며, 이 가운데 30%가 첫 풀코스 도전자다. "
    "대회 당일 기준 만 18세 이상만 참가할 수 있다."
)
LAUNDRY = (
    "해오름주택협동조합의 공동 세탁실은 B동 지하 1층에 있다. "
    "세탁실에는 세탁기 5대와 건조기 3대가 있다. "
    "조합원은 오전 7시부터 오후 10시까지 2시간 단위로 세탁기를 예약할 수 있다. "
    "세탁은 1회 2,000원이고 건조기는 무료다. "
    "관리인 오순자 씨가 매주 화요일 오전에 세탁실을 청소한다. "
    "세탁기에서 옷을 염색하는 것은 금지되어 있다."
)
BOAT = (
    "부산항 갈매기유람선은 1시간 30분 동안 항구를 도는 투어를 운영한다. "
    "유람선은 4월부터 10월까지 매일 오전 10시, 오후 1시, 오후 4시에 3번 부두에서 출항한다. "
    "요금은 어른 2만 원, 어린이 1만 원으로, 어린이 요금은 어른 요금의 절반이다. "
    "선장 한동욱이 배를 몰고, 해설사 윤가영이 안내 방송을 맡는다. "
    "구명조끼가 제공되며 목줄을 한 반려견은 함께 탈 수 있다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cj-001", "para.reorder", "청평호수캠핑장 입실이랑 퇴실 시간이 어떻게 돼요?", "퇴실은 오전 11시까지이고, 입실은 오후 2시부터입니다.", CAMPSITE, True),
    w.faith("ko-cj-002", "para.passive", "공동 세탁실 청소는 언제 해요?", "세탁실은 매주 화요일 오전에 관리인 오순자 씨에 의해 청소됩니다.", LAUNDRY, True),
    w.faith("ko-cj-003", "para.synonym", "클라이밍장에서 장비를 빌릴 수 있나요?", "암벽화는 3,000원을 내면 빌릴 수 있고, 초크는 돈을 받지 않고 빌려 줍니다.", CLIMBING, True),
    w.faith("ko-cj-004", "para.nominal", "레이저 커터를 쓰려면 어떻게 해야 하나요?", "레이저 커터 사용은 사서 최민수의 교육 이수 후에만 가능하며, 교육은 매주 수요일 오후 5시에 있습니다.", MAKERSPACE, True),
    w.faith("ko-cj-005", "para.capital", "강원특별자치도의 도청 소재지는 어디인가요?", "강원특별자치도의 도청 소재지는 춘천입니다.", MARATHON, True),
    w.faith("ko-cj-006", "para.pronoun", "미소드림치과 원장님이 누구예요?", "김서윤 원장입니다. 2015년에 병원을 개원했어요.", DENTAL, True),
    w.faith("ko-cj-007", "para.relative", "한식 쿠킹 클래스는 어디서 열려요?", "요리연구가 정다은이 운영하는 '다은의 부엌'에서 매주 목요일 저녁에 열립니다.", COOKING, True),
    w.faith("ko-cj-008", "para.part", "별빛천문관 좌석은 몇 석인가요?", "좌석은 120석입니다.", PLANETARIUM, True),
    w.faith("ko-cj-009", "para.combine", "세차 요금이랑 결제 방법 좀 알려 주세요.", "기본 세차는 5분에 3,000원이고, 동전이나 신용카드로 결제할 수 있습니다.", CARWASH, True),
    w.faith("ko-cj-010", "fmt.number", "3D 프린터는 몇 대 있어요?", "3D 프린터는 3대 있습니다.", MAKERSPACE, True),
    w.faith("ko-cj-011", "fmt.thousands", "클라임업 성수점 벽면은 얼마나 넓어요?", "벽면 면적이 1500제곱미터입니다.", CLIMBING, True),
    w.faith("ko-cj-012", "fmt.scale", "스케일링 비용이 얼마예요?", "건강보험이 적용되면 15,000원이고, 1년에 한 번 적용됩니다.", DENTAL, True),
    w.faith("ko-cj-013", "fmt.date", "춘천시민마라톤은 언제 열려요?", "대회 날짜는 2025. 10. 26.(일)입니다.", MARATHON, True),
    w.faith("ko-cj-014", "fmt.time", "유람선은 몇 시에 출항하나요?", "3번 부두에서 10:00, 13:00, 16:00에 출항합니다.", BOAT, True),
    w.faith("ko-cj-015", "fmt.unit", "탑차도 아무 베이나 쓸 수 있나요?", "높이가 2.1미터를 넘는 차량은 8번 베이만 이용할 수 있습니다.", CARWASH, True),
    w.faith("ko-cj-016", "fmt.abbrev", "김서윤 원장은 어느 학교를 나왔나요?", "서울대 치과대학을 졸업했습니다.", DENTAL, True),
    w.faith("ko-cj-017", "fmt.currency", "천문관 어른 관람료는 얼마인가요?", "어른 관람료는 ₩6,000입니다.", PLANETARIUM, True),
    w.faith("ko-cj-018", "fmt.range", "쿠킹 클래스는 한 반에 몇 명까지 들을 수 있어요?", "한 반은 10명 이하로 운영됩니다.", COOKING, True),
    w.faith("ko-cj-019", "fmt.period", "볼더링 문제는 얼마나 자주 바뀌어요?", "세터 이하늘이 14일마다 문제의 절반을 새로 바꿉니다.", CLIMBING, True),
    w.faith("ko-cj-020", "fmt.share", "유람선 어린이 요금은 얼마예요?", "어린이 요금은 1만 원으로, 어른 요금의 50%입니다.", BOAT, True),
    w.faith("ko-cj-021", "para.except", "호숫가 화로대에서는 불을 피워도 되나요?", "네, 호숫가 화로대에서는 모닥불을 피울 수 있습니다.", CAMPSITE, True),
    w.faith("ko-cj-022", "wrap.opener", "세탁실에 세탁기가 몇 대 있나요?", "좋은 질문이에요! 공동 세탁실에는 세탁기 5대와 건조기 3대가 있습니다.", LAUNDRY, True),
    w.faith("ko-cj-023", "wrap.closer", "일곱 살 아이도 천문관 표를 사야 하나요?", "아니요, 7세 이하 어린이는 무료로 관람할 수 있어요. 도움이 되셨길 바랍니다!", PLANETARIUM, True),
    w.faith("ko-cj-024", "wrap.attribution", "쿠킹 클래스 수강료는 얼마인가요?", "제공된 자료에 따르면 수강료는 1인당 6만 원이고 재료비가 포함되어 있습니다.", COOKING, True),
    w.faith("ko-cj-025", "wrap.hedge", "메이커스페이스는 언제 쉬어요?", "제가 알기로는 매주 월요일에 휴관합니다.", MAKERSPACE, True),
    w.faith("ko-cj-026", "wrap.question", "마라톤 제한 시간은 얼마인가요?", "풀코스 제한 시간은 5시간입니다. 참가비도 알려 드릴까요?", MARATHON, True),
    w.faith("ko-cj-027", "value.number", "전기를 쓸 수 있는 사이트는 몇 개예요?", "전체 40개 사이트 가운데 20개에서 전기를 쓸 수 있습니다.", CAMPSITE, False),
    w.faith("ko-cj-028", "value.date", "마라톤 참가비를 4만 원에 내려면 언제까지 신청해야 해요?", "7월 31일까지 신청하면 4만 원입니다.", MARATHON, False),
    w.faith("ko-cj-029", "value.time", "세탁기 예약은 몇 시까지 가능해요?", "오전 7시부터 오후 9시까지 2시간 단위로 예약할 수 있습니다.", LAUNDRY, False),
    w.faith("ko-cj-030", "value.unit", "풀코스 거리가 얼마나 되나요?", "풀코스는 42.195마일입니다.", MARATHON, False),
    w.faith("ko-cj-031", "value.currency", "한 달 정기권 가격이 얼마예요?", "한 달 정기권은 12만 원입니다.", CLIMBING, False),
    w.faith("ko-cj-032", "role.swap", "유람선 선장은 누구예요?", "윤가영 선장이 배를 몰고, 한동욱 해설사가 안내 방송을 맡습니다.", BOAT, False),
    w.faith("ko-cj-033", "negation", "상영 중간에 들어가도 되나요?", "네, 상영이 시작된 뒤에도 입장할 수 있습니다.", PLANETARIUM, False),
    w.faith("ko-cj-034", "antonym", "건조기는 따로 돈을 내야 하나요?", "네, 건조기는 유료입니다.", LAUNDRY, False),
    w.faith("ko-cj-035", "modality", "클라이밍장에 가기 전에 예약해야 하나요?", "네, 예약은 필수입니다.", CLIMBING, False),
    w.faith("ko-cj-036", "quantifier", "첫 풀코스 도전자는 얼마나 되나요?", "참가 예정자 약 1만 2천 명 가운데 대부분이 첫 풀코스 도전자입니다.", MARATHON, False),
    w.faith("ko-cj-037", "value.except", "추석 당일에도 세차장 열어요?", "네, 추석 당일에도 24시간 운영합니다.", CARWASH, False),
    w.faith("ko-cj-038", "direction", "쿠킹 클래스에 나이 제한이 있나요?", "만 15세 이하만 수강할 수 있습니다.", COOKING, False),
    w.faith("ko-cj-039", "added.fact", "치과 예약을 바꾸려면 어떻게 하나요?", "예약 변경은 진료 하루 전까지 전화로 해야 하며, 당일 취소하면 위약금 1만 원이 부과됩니다.", DENTAL, False),
    w.faith("ko-cj-040", "added.entity", "마지막 토요일 저녁 상영은 누가 해설하나요?", "천문학자 박준호 박사와 김하늘 연구원이 함께 해설합니다.", PLANETARIUM, False),
    w.faith("ko-cj-041", "mixed", "세차장에서 결제는 어떻게 하나요?", "동전과 신용카드로 결제할 수 있고, 모바일 앱으로 결제하면 10% 할인됩니다.", CARWASH, False),
]
REFUSAL = [
    w.refusal("ko-cj-042", "refusal.plain", "유람선 안에서 음식도 파나요?", "죄송하지만 그 정보는 가지고 있지 않습니다.", BOAT, True),
    w.refusal("ko-cj-043", "refusal.context", "클라임업 성수점에 주차장이 있나요?", "제공된 자료에는 주차에 관한 내용이 나와 있지 않습니다.", CLIMBING, True),
    w.refusal("ko-cj-044", "refusal.short", "세탁 세제는 어디서 사요?", "모르겠어요.", LAUNDRY, True),
    w.refusal("ko-cj-045", "refusal.long", "미소드림치과에서 임플란트 시술도 하나요?", "문의해 주셔서 감사합니다. 아쉽게도 제가 참고한 자료에는 임플란트 시술에 관한 내용이 없습니다. 자료에는 진료 시간, 스케일링 비용, 예약 변경 방법 정도만 나와 있어요. 정확한 내용은 병원에 직접 전화해서 확인해 보시길 권해 드립니다.", DENTAL, True),
    w.refusal("ko-cj-046", "refusal.hedged", "3D 프린터는 하루에 얼마나 쓸 수 있어요?", "확실하지는 않지만, 하루 최대 2시간까지 예약할 수 있는 것으로 보입니다.", MAKERSPACE, False),
    w.refusal("ko-cj-047", "refusal.partial", "캠핑장 요금이랑 반려견 동반이 되는지 알려 주세요.", "1박 요금은 일반 사이트 3만 5천 원, 전기 사이트 4만 원입니다. 다만 반려견 동반에 대해서는 자료에 나와 있지 않습니다.", CAMPSITE, False),
]
CORRECTNESS = [
    w.correct("ko-cj-048", "correct.wordy", "공동 세탁실은 어디에 있나요?", "해오름주택협동조합 조합원들이 함께 쓰는 세탁실은 B동 건물의 지하 1층에 자리하고 있습니다.", "B동 지하 1층", True),
    w.correct("ko-cj-049", "correct.short", "별빛천문관 어른 관람료는 얼마예요?", "6,000원이요.", "별빛천문관의 어른 관람료는 6,000원이며, 청소년은 4,000원입니다.", True),
    w.correct("ko-cj-050", "correct.format", "쿠킹 클래스는 몇 시에 시작하나요?", "19시에 시작합니다.", "오후 7시", True),
    w.correct("ko-cj-051", "wrong.value", "클라이밍장 1일 이용권은 얼마예요?", "1만 8천 원입니다.", "2만 2천 원", False),
    w.correct("ko-cj-052", "wrong.echo", "춘천시민마라톤 참가비는 얼마인가요?", "춘천시민마라톤에는 참가비가 있습니다.", "8월 31일까지 신청하면 4만 원, 그 이후에는 5만 원입니다.", False),
    w.correct("ko-cj-053", "wrong.role", "유람선 안내 방송은 누가 맡나요?", "선장 한동욱이 맡습니다.", "해설사 윤가영", False),
]
RELEVANCY = [
    w.relevant("ko-cj-054", "relevant.direct", "3D 출력 비용은 어떻게 계산돼요?", "필라멘트 1g에 100원씩입니다.", MAKERSPACE, True),
    w.relevant("ko-cj-055", "relevant.yesno", "강아지 데리고 유람선 타도 돼요?", "네, 목줄을 하면 함께 탈 수 있어요.", BOAT, True),
    w.relevant("ko-cj-056", "offtopic.true", "미소드림치과는 토요일에도 진료하나요?", "스케일링은 건강보험 적용 시 1만 5천 원입니다.", DENTAL, False),
    w.relevant("ko-cj-057", "offtopic.other", "쿠킹 클래스 수강료는 얼마예요?", "수업은 오후 7시에 시작해 2시간 30분 동안 진행됩니다.", COOKING, False),
]
DIAGNOSIS = [
    w.diag("ko-cj-058", "diag.pass", "청평호수캠핑장 매너타임은 언제예요?", "밤 10시부터 다음 날 아침 7시까지입니다.", {"campsite": CAMPSITE, "boat": BOAT}, ("campsite",), "pass"),
    w.diag("ko-cj-059", "diag.offtopic", "셀프세차장 기본 요금이 얼마예요?", "높이 2.1m가 넘는 차량은 8번 베이만 이용할 수 있습니다.", {"carwash": CARWASH, "laundry": LAUNDRY}, ("carwash",), "fix_generation"),
    w.diag("ko-cj-060", "diag.unfaithful", "천문관 상영 시간이 어떻게 돼요?", "오전 10시, 오후 2시, 오후 6시에 상영합니다.", {"planetarium": PLANETARIUM, "marathon": MARATHON}, ("planetarium",), "fix_generation"),
    w.diag("ko-cj-061", "diag.refused", "쿠킹 클래스는 한 반에 몇 명까지 받나요?", "죄송합니다. 해당 정보를 찾을 수 없습니다.", {"cooking": COOKING, "makerspace": MAKERSPACE}, ("cooking",), "fix_generation"),
    w.diag("ko-cj-062", "diag.missed", "공동 세탁실 청소는 언제 하나요?", "자료에서 세탁실 청소 일정을 찾을 수 없습니다.", {"dental": DENTAL, "climbing": CLIMBING}, ("laundry",), "fix_retrieval"),
    w.diag("ko-cj-063", "diag.correct_refusal", "춘천시민마라톤 완주 메달은 어떤 디자인인가요?", "죄송하지만 자료에는 완주 메달 디자인에 대한 정보가 없습니다.", {"marathon": MARATHON, "boat": BOAT}, (), "correct_refusal"),
    w.diag("ko-cj-064", "diag.should_refuse", "클라임업 성수점에 샤워실이 있나요?", "네, 남녀 샤워실이 각각 마련되어 있습니다.", {"climbing": CLIMBING, "dental": DENTAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
