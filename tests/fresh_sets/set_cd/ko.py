"""Korean cases of fresh set cd. Scenarios: a woodworking course (나무결 공방, 망원동), a
rooftop cinema (별빛 루프톱 시네마, 부산), a blood donation centre (대전 중앙 헌혈의 집), a
mountain cable car (운봉산 케이블카), a student exchange office (한빛대학교 국제교류처), a
bakery school (밀향 제빵학교, 성수동), a kayak rental (물빛카약, 춘천), a municipal
recycling centre (동구 자원순환센터), a jazz festival (인천 바다 재즈 페스티벌) and a parcel
locker service (바로함 무인 택배함)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

WOODWORKING = "서울 망원동에 있는 나무결 공방은 초보자를 위한 목공 클래스를 운영하며, 강의는 가구 장인 박정우 씨가 맡습니다. 과정은 6주 동안 이어지고, 수업은 매주 화요일 18:30부터 21:00까지 열립니다. 수강료는 34만 원이며 목재와 공구 사용료가 모두 포함되지만, 안전화는 제공되지 않습니다. 한 반의 정원은 최대 8명이고, 만 16세 이상만 신청할 수 있습니다. 박정우 씨의 조수인 이수민 씨가 매 수업 전에 끌을 갈아 둡니다."
ROOFTOP_CINEMA = "부산 해운대 라온빌딩 옥상에 있는 별빛 루프톱 시네마는 6월 1일부터 8월 31일까지 영화를 상영합니다. 입장은 20:00부터이고 영화는 21:15에 시작합니다. 일반 티켓은 1만 4천 원이며, 담요가 딸린 빈백 좌석은 4천 원이 추가됩니다. 월요일을 제외하고 매일 밤 상영합니다. 비가 오면 차양 아래에서 그대로 상영하고, 뇌우가 칠 때만 상영을 취소하며 이 경우 티켓값은 전액 환불됩니다."
BLOOD_CENTRE = "대전 중앙 헌혈의 집은 화요일부터 토요일까지 8:00~19:00에 운영합니다. 헌혈자는 만 17세에서 69세 사이여야 하고 체중이 50kg 이상이어야 합니다. 채혈 자체는 10분 정도 걸리지만 방문 전체로는 1시간쯤 소요됩니다. 전혈 헌혈은 남성은 12주마다, 여성은 16주마다 할 수 있습니다. 최지은 원장이 의료 책임자를 맡고 있으며, 간호사 윤재석 씨가 헌혈자 안내팀을 이끕니다."
CABLE_CAR = "운봉산 케이블카는 하부 정류장에서 정상까지 1,150미터를 9분 만에 올라갑니다. 캐빈 한 대에는 최대 60명이 탈 수 있습니다. 왕복 요금은 성인 2만 8천 원이고, 6~15세 어린이는 그 절반이며, 6세 미만은 무료입니다. 첫 캐빈은 8:30에 하부 정류장을 출발하고, 마지막 캐빈은 17:45에 정상에서 내려옵니다. 풍속이 시속 80km를 넘으면 운행을 멈춥니다."
EXCHANGE_OFFICE = "한빛대학교 국제교류처는 중앙도서관 204호에 있습니다. 운영 시간은 월요일부터 목요일까지 10:00~16:00입니다. 봄학기 교환학생 지원서는 10월 15일까지 제출해야 합니다. 지원자는 평균 학점이 4.5 만점에 3.0 이상이어야 하고, 2개 학기 이상을 이수했어야 합니다. 처장인 정해원 교수가 학습 협약서에 서명하고, 담당 직원 오세린 씨가 지원서를 검토합니다."
BAKERY_SCHOOL = "성수동의 밀향 제빵학교는 매주 토요일 9:00부터 15:00까지 사워도우 마스터클래스를 엽니다. 수업료는 9만 5천 원이며 점심 식사와 집에 가져갈 1kg 발효종 키트가 포함됩니다. 수석 제빵사 김도윤 씨가 수업을 진행하고, 동업자 서하린 씨가 예약을 담당합니다. 자리는 최소 7일 전에 예약해야 합니다. 수업 48시간 전보다 일찍 취소하면 전액 환불되지만, 그 이후에 취소하면 환불되지 않습니다."
KAYAK_RENTAL = "춘천의 물빛카약은 소양강 나루터에서 1인용 카약을 시간당 1만 8천 원, 2인용 카약을 시간당 3만 원에 빌려줍니다. 대여소는 4월부터 10월까지 매일 9:00~18:00에 운영하며, 모든 카약은 17:30까지 반납해야 합니다. 모든 이용자에게 구명조끼가 지급되며 착용은 의무입니다. 12세 미만 어린이는 어른과 함께 2인용 카약에만 탈 수 있습니다. 대여료는 모두 미리 결제해야 하지만, 10명 이상 단체 예약은 당일에 결제할 수 있습니다."
RECYCLING_CENTRE = "동구 자원순환센터는 수요일을 제외하고 매일 8:00~18:00에 문을 엽니다. 주민은 한 번 방문할 때 정원 폐기물을 최대 5포대까지 무료로 버릴 수 있습니다. 폐타이어는 개당 3천 원의 처리비를 받습니다. 승합차나 트레일러로 반입하려면 구청 허가증이 필요하며, 허가증은 영업일 기준 10일 이내에 발급됩니다. 석면과 가스통은 받지 않습니다."
JAZZ_FESTIVAL = "인천 바다 재즈 페스티벌은 7월 12일부터 14일까지 월미도에서 열립니다. 3일권은 12만 원, 1일권은 5만 원입니다. 헤드라이너인 코펜하겐 출신의 닐스 베르그 쿼텟은 토요일 21:00에 메인 무대에 오릅니다. 메인 무대 공연은 모두 좌석제이고, 하버 텐트는 스탠딩으로만 운영됩니다. 페스티벌은 파도예술이 주최하고, 음향은 딥노트 오디오가 맡습니다."
PARCEL_LOCKERS = "바로함 무인 택배함은 배송 후 72시간 동안 택배를 보관합니다. 수령 번호는 문자와 이메일로 발송됩니다. 보관함 한 칸에는 무게 20kg 이하, 가장 긴 변 60cm 이하의 택배만 들어갑니다. 기한 안에 찾아가지 않은 택배는 보낸 사람에게 반송됩니다. 보관함에서 택배를 보내는 요금은 소형 3,500원, 대형 5,200원입니다."

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cd-001", "para.reorder", "목공 수업은 언제 하나요?", "18:30부터 21:00까지, 매주 화요일에 수업이 있고 과정은 6주예요.", WOODWORKING, True),
    w.faith("ko-cd-002", "para.passive", "끌은 누가 갈아 두나요?", "끌은 매 수업 전에 조수인 이수민 씨에 의해 갈립니다.", WOODWORKING, True),
    w.faith("ko-cd-003", "para.synonym", "비가 오면 어떻게 되나요?", "비가 와도 영화는 차양 밑에서 계속 틀어 줘요. 천둥번개가 칠 때만 상영을 취소하고, 그때는 티켓 금액을 모두 돌려줍니다.", ROOFTOP_CINEMA, True),
    w.faith("ko-cd-004", "para.nominal", "봄학기 교환학생은 언제까지 지원해야 하나요?", "봄학기 교환학생 지원서 제출 마감일은 10월 15일이에요.", EXCHANGE_OFFICE, True),
    w.faith("ko-cd-005", "para.capital", "헤드라이너는 누구인가요?", "덴마크 수도에서 온 닐스 베르그 쿼텟이 헤드라이너예요.", JAZZ_FESTIVAL, True),
    w.faith("ko-cd-006", "para.pronoun", "최지은 원장은 어떤 일을 하나요?", "그분은 헌혈의 집의 의료 책임자예요.", BLOOD_CENTRE, True),
    w.faith("ko-cd-007", "para.relative", "사워도우 수업은 누가 가르치나요?", "수석 제빵사로 일하는 김도윤 씨가 수업을 맡아요.", BAKERY_SCHOOL, True),
    w.faith("ko-cd-008", "para.part", "헌혈의 집은 목요일에도 문을 여나요?", "네, 목요일에도 8:00부터 19:00까지 운영해요.", BLOOD_CENTRE, True),
    w.faith("ko-cd-009", "para.combine", "12세 미만 어린이에게는 어떤 규칙이 있나요?", "12세 미만 어린이는 어른과 함께 2인용 카약을 타야 하고, 다른 이용자처럼 지급받은 구명조끼를 반드시 입어야 해요.", KAYAK_RENTAL, True),
    w.faith("ko-cd-010", "fmt.number", "한 반에 몇 명까지 들을 수 있나요?", "한 반에 여덟 명까지 들을 수 있어요.", WOODWORKING, True),
    w.faith("ko-cd-011", "fmt.thousands", "케이블카는 얼마나 높이 올라가나요?", "하부 정류장에서 정상까지 1150미터를 올라가요.", CABLE_CAR, True),
    w.faith("ko-cd-012", "fmt.scale", "마스터클래스 수업료에는 무엇이 포함되나요?", "점심 식사와 집에 가져갈 1,000g짜리 발효종 키트가 들어 있어요.", BAKERY_SCHOOL, True),
    w.faith("ko-cd-013", "fmt.date", "재즈 페스티벌은 언제 열리나요?", "7.12부터 7.14까지 열려요.", JAZZ_FESTIVAL, True),
    w.faith("ko-cd-014", "fmt.time", "영화는 몇 시에 시작하나요?", "영화는 오후 9시 15분에 시작하고, 입장은 오후 8시부터예요.", ROOFTOP_CINEMA, True),
    w.faith("ko-cd-015", "fmt.unit", "택배함에는 어떤 크기의 택배가 들어가나요?", "무게 20킬로그램 이하, 가장 긴 변이 60센티미터 이하인 택배가 들어가요.", PARCEL_LOCKERS, True),
    w.faith("ko-cd-016", "fmt.abbrev", "국제교류처는 언제, 어디에서 운영하나요?", "월~목 10:00~16:00에 중앙도서관 204호에서 운영해요.", EXCHANGE_OFFICE, True),
    w.faith("ko-cd-017", "fmt.currency", "카약 대여료는 얼마인가요?", "1인용은 시간당 18,000원, 2인용은 시간당 30,000원이에요.", KAYAK_RENTAL, True),
    w.faith("ko-cd-018", "fmt.range", "몇 살이어야 헌혈할 수 있나요?", "헌혈할 수 있는 나이는 최소 만 17세, 최대 69세예요.", BLOOD_CENTRE, True),
    w.faith("ko-cd-019", "fmt.period", "택배는 택배함에 얼마 동안 보관되나요?", "배송된 뒤 사흘 동안 보관돼요.", PARCEL_LOCKERS, True),
    w.faith("ko-cd-020", "fmt.share", "어린이 케이블카 요금은 얼마인가요?", "6~15세 어린이는 성인 왕복 요금의 50%를 내고, 6세 미만은 무료예요.", CABLE_CAR, True),
    w.faith("ko-cd-021", "para.except", "자원순환센터가 쉬는 날은 언제인가요?", "수요일마다 문을 닫고, 나머지 요일에는 8:00~18:00에 운영해요.", RECYCLING_CENTRE, True),
    w.faith("ko-cd-022", "wrap.opener", "정원 폐기물을 버리는 데 돈이 드나요?", "좋은 질문이에요! 한 번 방문할 때 5포대까지는 무료로 버릴 수 있어요.", RECYCLING_CENTRE, True),
    w.faith("ko-cd-023", "wrap.closer", "마스터클래스는 얼마나 미리 예약해야 하나요?", "수업 최소 7일 전까지는 예약하셔야 해요. 도움이 되었길 바라요, 즐거운 베이킹 하세요!", BAKERY_SCHOOL, True),
    w.faith("ko-cd-024", "wrap.attribution", "수령 번호는 어떻게 받나요?", "문서에 따르면 수령 번호는 문자와 이메일로 보내 준다고 해요.", PARCEL_LOCKERS, True),
    w.faith("ko-cd-025", "wrap.hedge", "페스티벌 1일권은 얼마인가요?", "제 생각에는 1일권이 5만 원인 것 같아요.", JAZZ_FESTIVAL, True),
    w.faith("ko-cd-026", "wrap.question", "수강료에 공구 사용료도 포함되나요?", "네, 34만 원에 목재와 공구 사용료가 모두 들어 있어요. 수업 시간도 알려 드릴까요?", WOODWORKING, True),
    w.faith("ko-cd-027", "value.number", "캐빈 한 대에 몇 명이 탈 수 있나요?", "캐빈 한 대에 최대 80명까지 탈 수 있어요.", CABLE_CAR, False),
    w.faith("ko-cd-028", "value.date", "봄학기 교환학생 지원 마감은 언제인가요?", "봄학기 지원서는 11월 15일까지 내면 돼요.", EXCHANGE_OFFICE, False),
    w.faith("ko-cd-029", "value.time", "루프톱 시네마는 몇 시부터 입장할 수 있나요?", "입장은 19:30부터 가능합니다.", ROOFTOP_CINEMA, False),
    w.faith("ko-cd-030", "value.unit", "헌혈하려면 체중이 얼마나 되어야 하나요?", "체중이 50파운드 이상이면 헌혈할 수 있어요.", BLOOD_CENTRE, False),
    w.faith("ko-cd-031", "value.currency", "사워도우 마스터클래스 수업료는 얼마인가요?", "사워도우 마스터클래스 수업료는 95달러예요.", BAKERY_SCHOOL, False),
    w.faith("ko-cd-032", "role.swap", "목공 클래스는 누가 가르치나요?", "강의는 이수민 씨가 하고, 그의 조수인 박정우 씨가 수업 전에 끌을 갈아 둡니다.", WOODWORKING, False),
    w.faith("ko-cd-033", "negation", "자원순환센터에 가스통도 버릴 수 있나요?", "네, 가스통도 센터에서 받아 줍니다.", RECYCLING_CENTRE, False),
    w.faith("ko-cd-034", "antonym", "이 목공 클래스는 어떤 수준인가요?", "숙련자를 위한 고급 클래스예요.", WOODWORKING, False),
    w.faith("ko-cd-035", "modality", "구명조끼는 꼭 입어야 하나요?", "구명조끼 착용은 선택이라서, 입고 싶으면 입어도 되고 안 입어도 돼요.", KAYAK_RENTAL, False),
    w.faith("ko-cd-036", "quantifier", "메인 무대 공연은 좌석제인가요?", "메인 무대 공연 중 일부만 좌석제예요.", JAZZ_FESTIVAL, False),
    w.faith("ko-cd-037", "value.except", "카약 대여료는 언제 결제해야 하나요?", "10명 이상 단체 예약은 미리 결제해야 하고, 나머지 대여는 당일에 결제하면 돼요.", KAYAK_RENTAL, False),
    w.faith("ko-cd-038", "direction", "마스터클래스를 취소하면 환불받을 수 있나요?", "네, 수업 시작 48시간 이내에 취소해도 전액 환불받을 수 있어요.", BAKERY_SCHOOL, False),
    w.faith("ko-cd-039", "added.fact", "택배함에서 택배를 보내려면 얼마인가요?", "소형은 3,500원, 대형은 5,200원이고, 결제는 카드로만 할 수 있어요.", PARCEL_LOCKERS, False),
    w.faith("ko-cd-040", "added.entity", "재즈 페스티벌은 누가 주최하나요?", "파도예술이 인천시와 공동으로 주최하고, 음향은 딥노트 오디오가 맡아요.", JAZZ_FESTIVAL, False),
    w.faith("ko-cd-041", "mixed", "전혈 헌혈은 얼마나 자주 할 수 있나요?", "남성은 12주마다, 여성은 10주마다 전혈 헌혈을 할 수 있어요.", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("ko-cd-042", "refusal.plain", "라온빌딩에 주차할 수 있나요?", "라온빌딩에 주차가 가능한지는 모르겠습니다.", ROOFTOP_CINEMA, True),
    w.refusal("ko-cd-043", "refusal.context", "자원순환센터에서 헌 매트리스도 받나요?", "주어진 자료에는 매트리스를 받는지에 대한 내용이 없습니다.", RECYCLING_CENTRE, True),
    w.refusal("ko-cd-044", "refusal.short", "반려견도 케이블카 캐빈에 탈 수 있나요?", "잘 모르겠어요.", CABLE_CAR, True),
    w.refusal("ko-cd-045", "refusal.long", "교환학생 장학금은 한 달에 얼마인가요?", "문의해 주셔서 감사합니다. 제가 가진 국제교류처 자료에는 사무실 위치와 운영 시간, 지원 마감일, 지원 자격은 나와 있지만 교환학생 장학금이나 그 금액에 관한 내용은 전혀 없습니다. 그래서 한 달 장학금이 얼마인지는 안내해 드리기 어렵습니다. 정확한 내용은 국제교류처에 직접 문의해 보시길 권해 드립니다.", EXCHANGE_OFFICE, True),
    w.refusal("ko-cd-046", "refusal.hedged", "사워도우 마스터클래스는 몇 시에 끝나나요?", "확실하지는 않지만 15:00에 끝나는 것 같아요.", BAKERY_SCHOOL, False),
    w.refusal("ko-cd-047", "refusal.partial", "2인용 카약은 시간당 얼마이고, 학생 할인이 있나요?", "2인용 카약은 시간당 3만 원이에요. 학생 할인에 대해서는 정보가 없어서 그 부분은 답변드리기 어려워요.", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("ko-cd-048", "correct.wordy", "닐스 베르그 쿼텟은 언제 공연하나요?", "헤드라이너 공연을 놓치고 싶지 않으시다면 토요일 저녁에 메인 무대 앞에 계시면 돼요. 닐스 베르그 쿼텟이 바로 그날 21:00에 무대에 오르거든요.", "닐스 베르그 쿼텟은 토요일 21:00에 메인 무대에서 공연합니다.", True),
    w.correct("ko-cd-049", "correct.short", "택배함은 택배를 얼마 동안 보관하나요?", "72시간이요.", "택배는 배송 후 72시간 동안 택배함에 보관됩니다.", True),
    w.correct("ko-cd-050", "correct.format", "마지막 캐빈은 몇 시에 정상에서 내려오나요?", "오후 5시 45분이요.", "마지막 캐빈은 17:45에 정상에서 내려옵니다.", True),
    w.correct("ko-cd-051", "wrong.value", "목공 클래스 수강료는 얼마인가요?", "43만 원이고 목재와 공구 사용료가 포함돼요.", "수강료는 34만 원이며 목재와 공구 사용료가 모두 포함됩니다.", False),
    w.correct("ko-cd-052", "wrong.echo", "여성은 얼마나 자주 전혈 헌혈을 할 수 있나요?", "여성은 매주 전혈 헌혈을 할 수 있어요.", "여성은 16주마다 전혈 헌혈을 할 수 있습니다.", False),
    w.correct("ko-cd-053", "wrong.role", "학습 협약서에는 누가 서명하나요?", "오세린 씨가 학습 협약서에 서명하고, 정해원 처장이 지원서를 검토해요.", "정해원 처장이 학습 협약서에 서명하고, 담당 직원 오세린 씨가 지원서를 검토합니다.", False),
]

RELEVANCY = [
    w.relevant("ko-cd-054", "relevant.direct", "폐타이어 한 개를 버리려면 얼마인가요?", "폐타이어는 한 개에 3천 원이에요.", RECYCLING_CENTRE, True),
    w.relevant("ko-cd-055", "relevant.yesno", "비가 오면 상영이 취소되나요?", "아니요, 비가 오면 차양 아래에서 상영하고 뇌우가 칠 때만 취소돼요.", ROOFTOP_CINEMA, True),
    w.relevant("ko-cd-056", "offtopic.true", "카약은 몇 시까지 반납해야 하나요?", "물빛카약 대여소는 소양강 나루터에 있어요.", KAYAK_RENTAL, False),
    w.relevant("ko-cd-057", "offtopic.other", "마스터클래스 예약은 누가 담당하나요?", "수업료는 9만 5천 원이고 점심이 포함돼요.", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("ko-cd-058", "diag.pass", "택배함 한 칸에 몇 kg까지 넣을 수 있나요?", "20kg까지 넣을 수 있어요.", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("ko-cd-059", "diag.offtopic", "첫 캐빈은 몇 시에 출발하나요?", "성인 왕복 요금은 2만 8천 원이에요.", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("ko-cd-060", "diag.unfaithful", "페스티벌 3일권은 얼마인가요?", "3일권은 15만 원이에요.", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("ko-cd-061", "diag.refused", "국제교류처는 어디에 있나요?", "죄송하지만 자료에서 그 정보를 찾을 수 없어요.", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("ko-cd-062", "diag.missed", "자원순환센터 승합차 반입 허가증은 발급까지 얼마나 걸리나요?", "제가 가진 자료에는 승합차 허가증에 관한 내용이 없어서 답할 수 없어요.", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("ko-cd-063", "diag.correct_refusal", "목공 클래스를 마치면 수료증을 받나요?", "제공된 자료에는 수료증 발급에 관한 내용이 없어서 알 수 없어요.", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("ko-cd-064", "diag.should_refuse", "헌혈의 집에 무료 주차가 되나요?", "네, 헌혈자는 건물 주차장에 2시간까지 무료로 주차할 수 있어요.", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
