"""Fresh set cc, Korean: 망원동 뜨개 카페 '실타래', 평창 하늘목 노르딕 센터(크로스컨트리 스키),
대전 자전거 수리 공방 '두바퀴 공방', 거제 바람곶 등대 투어, 학생 기숙사 한빛관, 매탄동 초록약국,
충주 햇살 과수원(수확 체험), 부산 물결 탁구 클럽, 여수 푸른바다 아쿠아리움, 발자국 구두수선."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

KNITTING_CAFE = "망원동에 있는 뜨개 카페 '실타래'는 윤보람 사장이 운영한다. 월요일을 제외하고 매일 오전 11시부터 오후 8시까지 문을 연다. 김도윤 강사가 진행하는 초보자 수업은 매주 목요일 오후 7시에 열리며, 실을 포함해 1회 1만 5천 원이다. 손님은 자신의 실과 바늘을 가져와도 된다. 안쪽 방은 최대 6명까지 단체로 예약할 수 있으며, 예약은 최소 48시간 전에 해야 한다."

SKI_CENTRE = "평창에 있는 하늘목 노르딕 센터는 총 35km의 크로스컨트리 코스를 정비한다. 성인 1일 이용권은 2만 원이고, 만 12세 미만 어린이는 무료로 이용할 수 있다. 장비 대여는 오전 8시 30분부터 오후 3시까지 가능하며, 대여한 스키는 오후 4시 30분까지 반납해야 한다. 수석 코치 박서연이 매주 토요일 오전에 기술 강습을 진행하는데, 정원은 10명이다. 기온이 영하 20도 아래로 떨어지면 코스가 폐쇄된다."

BIKE_WORKSHOP = "정비사 이준호와 최유나는 2014년 대전에 자전거 수리 공방 '두바퀴 공방'을 열었다. 기본 점검은 6만 5천 원이며 보통 영업일 기준 이틀이 걸린다. 펑크 수리는 1만 원이고 기다리는 동안 해 주지만, 오후 5시 이전에 맡긴 자전거만 가능하다. 이준호는 휠 제작을 맡고, 최유나는 전기자전거 모터를 전문으로 한다. 수리가 끝난 자전거를 30일 넘게 찾아가지 않으면 하루 2천 원의 보관료가 부과된다."

LIGHTHOUSE = "거제에 있는 바람곶 등대는 1905년에 세워졌으며, 높이는 32미터이고 등롱실까지 계단이 148개 있다. 가이드 투어는 4월 1일부터 10월 31일까지 운영되며, 오전 10시부터 오후 4시까지 매시 정각에 출발한다. 입장료는 성인 5천 원, 6세부터 15세까지 어린이 2천 원이며, 6세 미만 어린이는 탑에 오를 수 없다. 투어는 마지막 등대지기의 손녀인 강민정 씨가 안내하며 약 40분 동안 진행된다. 풍속이 초속 15미터를 넘으면 투어가 취소된다."

DORMITORY = "한빛관은 6개 층에 1인실 320개를 갖춘 학생 기숙사이다. 기숙사비는 월 38만 원이며 전기료와 와이파이 요금이 포함되어 있다. 정숙 시간은 평일 밤 11시부터 아침 7시까지이지만, 금요일과 토요일에는 자정부터 시작된다. 외부 손님은 한 달에 최대 3박까지 묵을 수 있으며, 반드시 사감 정하늘에게 등록해야 한다. 지하 세탁실은 24시간 운영되며 세탁 1회에 1,500원이다."

PHARMACY = "매탄동에 있는 초록약국은 월요일부터 금요일까지 오전 9시부터 오후 8시까지, 토요일은 오전 9시부터 오후 1시까지 문을 열고 일요일에는 쉰다. 대표 약사 권태민이 모든 처방전을 검토하고, 직원 문수아가 배달 주문을 담당한다. 정오 전에 접수한 처방전은 당일 오후에 약이 준비된다. 배달은 3만 원 이상 주문하면 무료이고, 그렇지 않으면 3천 원이다. 약국 입구의 혈압 측정기는 누구나 무료로 사용할 수 있다."

ORCHARD = "충주에 있는 햇살 과수원은 사과나무 1,500그루와 배나무 400그루를 갖춘 수확 체험 농장으로, 조영호 씨 가족이 1978년부터 운영해 왔다. 수확 체험 기간은 9월 1일부터 10월 31일까지이며, 농장 문은 오전 9시에 열고 오후 5시에 닫는다. 사과는 1kg에 5천 원이다. 방문객은 모두 입장료 5천 원을 내는데, 4kg을 넘게 구매하면 입장료를 돌려준다. 사다리는 사용할 수 없으며, 대신 농장에서 빌려주는 긴 장대를 써야 한다."

TABLE_TENNIS = "부산 수영구에 있는 물결 탁구 클럽에는 탁구대가 12대 있다. 자유 연습은 화요일과 목요일 저녁 7시부터 10시까지이다. 성인 연회비는 24만 원이고, 만 18세 미만 청소년은 그 절반을 낸다. 서미경 회장이 리그를 운영하고, 남궁현 코치가 토요일마다 청소년 훈련을 맡는다. 비회원은 가입하기 전까지 최대 세 번 게스트로 칠 수 있으며, 한 번에 5천 원을 낸다."

AQUARIUM = "여수에 있는 푸른바다 아쿠아리움은 300만 리터의 물에 350종, 약 5,000마리의 생물을 보유하고 있다. 설날 당일을 제외하고 매일 오전 10시부터 오후 7시까지 문을 연다. 입장료는 성인 2만 9천 원, 65세 이상 2만 원이며, 36개월 미만 유아는 무료이다. 젠투펭귄 18마리는 2020년에 도쿄의 한 수족관에서 왔으며, 해양생물학자 한예린 박사가 오전 11시 15분과 오후 3시 45분에 펭귄 먹이 주기 설명을 진행한다. 플래시 촬영은 모든 전시관에서 금지되어 있다."

SHOE_REPAIR = "'발자국 구두수선'은 구두 장인 배성철 씨와 딸 배은지 씨가 함께 운영하는 구두 수선집이다. 구두 한 켤레의 굽 교체는 2만 2천 원이며 다음 날 찾아갈 수 있다. 밑창 전체 교체는 5만 5천 원이고 영업일 기준 최대 5일이 걸린다. 가죽 작업은 모두 배성철 씨가 하고, 지퍼와 가방 수선은 배은지 씨가 맡는다. 수요일은 휴무이며, 90일 안에 찾아가지 않은 수선품은 자선단체에 기부된다."

# fmt: off
FAITHFULNESS = [
    w.faith("ko-cc-001", "para.reorder", "초보자 수업은 언제 하고 얼마예요?", "1회 1만 5천 원(실 포함)에 들을 수 있는 김도윤 강사의 초보자 수업은 매주 목요일 오후 7시에 열려요.", KNITTING_CAFE, True),
    w.faith("ko-cc-002", "para.passive", "두바퀴 공방은 누가 언제 열었나요?", "두바퀴 공방은 2014년에 정비사 이준호, 최유나 두 사람에 의해 세워졌어요.", BIKE_WORKSHOP, True),
    w.faith("ko-cc-003", "para.synonym", "아주 추운 날에는 코스가 어떻게 되나요?", "기온이 영하 20도보다 낮아지면 코스 운영이 중단돼요.", SKI_CENTRE, True),
    w.faith("ko-cc-004", "para.nominal", "등대 투어는 얼마나 걸려요?", "투어 소요 시간은 약 40분이에요.", LIGHTHOUSE, True),
    w.faith("ko-cc-005", "para.capital", "아쿠아리움의 펭귄은 어디에서 왔나요?", "젠투펭귄들은 2020년에 일본의 수도에 있는 한 수족관에서 왔어요.", AQUARIUM, True),
    w.faith("ko-cc-006", "para.pronoun", "외부 손님은 누구에게 등록해야 하나요?", "정하늘 사감이요. 외부 손님은 반드시 그분께 등록해야 해요.", DORMITORY, True),
    w.faith("ko-cc-007", "para.relative", "배달 주문은 누가 맡나요?", "약국 직원으로 일하는 문수아 씨가 배달 주문을 맡고 있어요.", PHARMACY, True),
    w.faith("ko-cc-008", "para.part", "초록약국은 수요일 저녁 7시에도 문을 여나요?", "네, 수요일에는 오후 8시까지 열어요.", PHARMACY, True),
    w.faith("ko-cc-009", "para.combine", "탁구대는 몇 대이고 자유 연습은 언제예요?", "탁구대가 12대 있고, 자유 연습은 화요일과 목요일 저녁 7시부터 10시까지 해요.", TABLE_TENNIS, True),
    w.faith("ko-cc-010", "fmt.number", "밑창 전체 교체는 얼마나 걸리나요?", "영업일 기준으로 최대 닷새가 걸려요.", SHOE_REPAIR, True),
    w.faith("ko-cc-011", "fmt.thousands", "햇살 과수원에는 사과나무가 몇 그루 있나요?", "사과나무가 1500그루 있어요.", ORCHARD, True),
    w.faith("ko-cc-012", "fmt.scale", "성인 1일 이용권 가격이 얼마인가요?", "성인 1일 이용권은 20,000원입니다.", SKI_CENTRE, True),
    w.faith("ko-cc-013", "fmt.date", "등대 투어는 언제부터 언제까지 하나요?", "투어 기간은 4/1부터 10/31까지예요.", LIGHTHOUSE, True),
    w.faith("ko-cc-014", "fmt.time", "토요일에는 몇 시부터 몇 시까지 하나요?", "토요일은 9:00부터 13:00까지 영업해요.", PHARMACY, True),
    w.faith("ko-cc-015", "fmt.unit", "어떤 날씨에 투어가 취소되나요?", "풍속이 15m/s를 넘으면 투어가 취소돼요.", LIGHTHOUSE, True),
    w.faith("ko-cc-016", "fmt.abbrev", "한빛관 기숙사비는 얼마예요?", "월 38만 원이고, 전기·Wi-Fi 요금 포함이에요.", DORMITORY, True),
    w.faith("ko-cc-017", "fmt.currency", "굽 교체 비용은 얼마예요?", "구두 한 켤레 굽 교체는 ₩22,000이고 다음 날 찾으실 수 있어요.", SHOE_REPAIR, True),
    w.faith("ko-cc-018", "fmt.range", "비회원은 몇 번까지 게스트로 칠 수 있나요?", "비회원은 가입 전까지 게스트로 많아야 세 번 칠 수 있고, 한 번에 5천 원이에요.", TABLE_TENNIS, True),
    w.faith("ko-cc-019", "fmt.period", "안쪽 방은 얼마나 미리 예약해야 하나요?", "적어도 이틀 전에는 예약하셔야 해요.", KNITTING_CAFE, True),
    w.faith("ko-cc-020", "fmt.share", "청소년 연회비는 얼마인가요?", "만 18세 미만 청소년은 성인 연회비 24만 원의 50%를 내요.", TABLE_TENNIS, True),
    w.faith("ko-cc-021", "para.except", "실타래는 월요일에도 문을 여나요?", "아니요, 월요일은 휴무이고 나머지 요일에는 오전 11시부터 오후 8시까지 영업해요.", KNITTING_CAFE, True),
    w.faith("ko-cc-022", "wrap.opener", "발자국 구두수선은 무슨 요일에 쉬나요?", "좋은 질문이에요! 발자국 구두수선은 수요일에 쉬어요.", SHOE_REPAIR, True),
    w.faith("ko-cc-023", "wrap.closer", "과수원에 사다리를 가져가도 되나요?", "아니요, 사다리는 사용할 수 없고 농장에서 긴 장대를 빌려줘요. 즐거운 수확 체험 되세요!", ORCHARD, True),
    w.faith("ko-cc-024", "wrap.attribution", "세탁 한 번에 얼마예요?", "문서에 따르면 세탁실에서 세탁 1회에 1,500원이에요.", DORMITORY, True),
    w.faith("ko-cc-025", "wrap.hedge", "기본 점검 비용이 얼마예요?", "제 생각에는 기본 점검이 6만 5천 원이고, 보통 영업일로 이틀 걸리는 것 같아요.", BIKE_WORKSHOP, True),
    w.faith("ko-cc-026", "wrap.question", "아이도 이용권을 사야 하나요?", "만 12세 미만 어린이는 무료예요. 성인은 1일 이용권이 2만 원이고요. 장비 대여 시간도 알려 드릴까요?", SKI_CENTRE, True),
    w.faith("ko-cc-027", "value.number", "아쿠아리움에는 몇 종의 생물이 있나요?", "450종, 약 5,000마리의 생물이 있어요.", AQUARIUM, False),
    w.faith("ko-cc-028", "value.date", "수확 체험은 언제 끝나나요?", "수확 체험은 11월 30일까지예요.", ORCHARD, False),
    w.faith("ko-cc-029", "value.time", "펭귄 먹이 주기는 언제 하나요?", "오전 11시 15분과 오후 4시 45분에 해요.", AQUARIUM, False),
    w.faith("ko-cc-030", "value.unit", "바람곶 등대의 높이는 얼마나 되나요?", "바람곶 등대의 높이는 32피트예요.", LIGHTHOUSE, False),
    w.faith("ko-cc-031", "value.currency", "초보자 수업은 한 번에 얼마인가요?", "1회 15달러이고 실이 포함돼 있어요.", KNITTING_CAFE, False),
    w.faith("ko-cc-032", "role.swap", "가죽 작업과 지퍼 수선은 각각 누가 하나요?", "가죽 작업은 모두 배은지 씨가 하고, 지퍼와 가방 수선은 배성철 씨가 맡아요.", SHOE_REPAIR, False),
    w.faith("ko-cc-033", "negation", "기숙사비에 전기료가 포함되나요?", "아니요, 월 38만 원의 기숙사비에는 전기료가 포함되어 있지 않아요.", DORMITORY, False),
    w.faith("ko-cc-034", "antonym", "배달은 언제 무료인가요?", "3만 원 미만으로 주문하면 배달이 무료예요.", PHARMACY, False),
    w.faith("ko-cc-035", "modality", "실을 꼭 가져가야 하나요?", "네, 손님은 반드시 자신의 실과 바늘을 가져와야 해요.", KNITTING_CAFE, False),
    w.faith("ko-cc-036", "quantifier", "아쿠아리움에서 플래시를 써도 되나요?", "플래시 촬영은 일부 전시관에서만 금지되어 있어요.", AQUARIUM, False),
    w.faith("ko-cc-037", "value.except", "설날 당일에도 아쿠아리움이 문을 여나요?", "네, 설날 당일을 포함해 1년 내내 매일 오전 10시부터 오후 7시까지 열어요.", AQUARIUM, False),
    w.faith("ko-cc-038", "direction", "기다리면서 펑크 수리를 받으려면 언제 자전거를 맡겨야 하나요?", "오후 5시 이후에 자전거를 맡기면 1만 원에 기다리는 동안 펑크를 고쳐 줘요.", BIKE_WORKSHOP, False),
    w.faith("ko-cc-039", "added.fact", "입장료를 돌려받을 수 있나요?", "네, 4kg을 넘게 사면 입장료 5천 원을 돌려주고, 초등학생은 처음부터 입장료를 내지 않아요.", ORCHARD, False),
    w.faith("ko-cc-040", "added.entity", "청소년 훈련은 누가 맡나요?", "남궁현 코치가 보조 코치 윤재석 씨와 함께 토요일마다 청소년 훈련을 맡아요.", TABLE_TENNIS, False),
    w.faith("ko-cc-041", "mixed", "1일 이용권은 얼마인가요?", "성인은 2만 원이고, 만 12세 미만 어린이는 1만 원이에요.", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("ko-cc-042", "refusal.plain", "바람곶 등대에 기념품 가게가 있나요?", "잘 모르겠습니다.", LIGHTHOUSE, True),
    w.refusal("ko-cc-043", "refusal.context", "초록약국에서 보청기도 파나요?", "제공된 문서에는 초록약국이 보청기를 판매하는지에 대한 내용이 없습니다.", PHARMACY, True),
    w.refusal("ko-cc-044", "refusal.short", "발자국 구두수선에 학생 할인이 있나요?", "모르겠어요.", SHOE_REPAIR, True),
    w.refusal("ko-cc-045", "refusal.long", "한빛관에 주차장이 있나요?", "문의해 주셔서 감사합니다. 한빛관 자료를 살펴보았는데, 방, 기숙사비, 정숙 시간, 외부 손님, 세탁실에 관한 내용만 있고 주차에 대해서는 아무 언급이 없습니다. 그래서 죄송하지만 주차가 가능한지는 말씀드리기 어렵습니다.", DORMITORY, True),
    w.refusal("ko-cc-046", "refusal.hedged", "대여한 스키는 언제까지 반납해야 하나요?", "확실하지는 않지만, 아마 오후 4시 30분까지 반납하면 될 거예요.", SKI_CENTRE, False),
    w.refusal("ko-cc-047", "refusal.partial", "성인 입장료는 얼마이고, 안에 카페가 있나요?", "성인 입장료는 2만 9천 원이에요. 다만 카페가 있는지는 자료에 나와 있지 않아요.", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("ko-cc-048", "correct.wordy", "박서연 코치의 기술 강습은 언제 있나요?", "박서연 코치님 강습에 참여하고 싶으시다면 토요일 오전 일정을 비워 두시면 돼요. 강습이 매주 토요일 오전에 열리거든요.", "매주 토요일 오전에 있습니다.", True),
    w.correct("ko-cc-049", "correct.short", "등롱실까지 계단이 몇 개인가요?", "148개요.", "등롱실까지 계단은 148개입니다.", True),
    w.correct("ko-cc-050", "correct.format", "과수원 문은 몇 시에 닫나요?", "17시에 닫아요.", "오후 5시에 닫습니다.", True),
    w.correct("ko-cc-051", "wrong.value", "한빛관 기숙사비는 한 달에 얼마인가요?", "기숙사비는 월 48만 원이에요.", "기숙사비는 월 38만 원이며 전기료와 와이파이 요금이 포함됩니다.", False),
    w.correct("ko-cc-052", "wrong.echo", "물결 탁구 클럽에는 탁구대가 몇 대 있나요?", "물결 탁구 클럽에는 탁구대가 20대 있어요.", "탁구대는 12대 있습니다.", False),
    w.correct("ko-cc-053", "wrong.role", "권태민과 문수아는 약국에서 각각 무슨 일을 하나요?", "문수아 씨가 모든 처방전을 검토하고, 권태민 씨가 배달 주문을 담당해요.", "대표 약사 권태민은 모든 처방전을 검토하고, 직원 문수아는 배달 주문을 담당합니다.", False),
]

RELEVANCY = [
    w.relevant("ko-cc-054", "relevant.direct", "안쪽 방은 몇 명까지 예약할 수 있나요?", "안쪽 방은 최대 6명까지 단체로 예약할 수 있어요.", KNITTING_CAFE, True),
    w.relevant("ko-cc-055", "relevant.yesno", "두바퀴 공방에서 전기자전거 모터도 고치나요?", "네, 최유나 정비사가 전기자전거 모터를 전문으로 해요.", BIKE_WORKSHOP, True),
    w.relevant("ko-cc-056", "offtopic.true", "과수원은 몇 시에 문을 여나요?", "조영호 씨 가족이 1978년부터 과수원을 운영해 왔어요.", ORCHARD, False),
    w.relevant("ko-cc-057", "offtopic.other", "자유 연습은 무슨 요일에 하나요?", "성인 연회비는 24만 원이고 청소년은 그 절반이에요.", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("ko-cc-058", "diag.pass", "발자국 구두수선에서 밑창 전체 교체 비용은 얼마인가요?", "발자국 구두수선에서 밑창 전체 교체는 5만 5천 원이에요.", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("ko-cc-059", "diag.offtopic", "기술 강습 정원은 몇 명인가요?", "하늘목 노르딕 센터는 총 35km의 크로스컨트리 코스를 정비하고 있어요.", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("ko-cc-060", "diag.unfaithful", "찾아가지 않은 자전거의 보관료는 얼마인가요?", "30일이 넘으면 하루 5천 원의 보관료가 붙어요.", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("ko-cc-061", "diag.refused", "한빛관은 금요일에 정숙 시간이 몇 시에 시작되나요?", "죄송하지만 문서에는 금요일 정숙 시간이 언제 시작되는지 나와 있지 않아요.", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("ko-cc-062", "diag.missed", "바람곶 등대는 몇 년에 세워졌나요?", "죄송하지만 찾은 문서에는 등대가 언제 세워졌는지 나와 있지 않아요.", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("ko-cc-063", "diag.correct_refusal", "초록약국에서 동물용 약도 파나요?", "문서에 동물용 약에 관한 내용이 없어서 답변드리기 어렵습니다.", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("ko-cc-064", "diag.should_refuse", "실타래에서 비건 케이크를 파나요?", "네, 실타래에서는 매일 비건 케이크를 판매해요.", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
