# ruff: noqa: E501
"""Fresh set I, Korean: 합니다/해요 answers with Korean number, money, date and time forms,
on a chess club, a night school, a laundry, e-scooters, a cleaning company, a bank, a water
utility, a hotel's history, a national park and a pizza chain."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CHESS = "한강체스클럽은 매주 토요일 오후 2시에 구민회관 3층에서 모입니다. 연회비는 성인 6만 원, 학생 3만 원입니다. 초보자도 환영합니다."
NIGHT = "새봄야간학교의 봄 학기는 2025년 3월 4일에 시작해 12주 동안 진행됩니다. 수업은 평일 저녁 7시부터 9시까지 있습니다. 한국어 중급반 수강료는 한 학기에 15만 원입니다."
LAUNDRY = "깨끗한세탁은 매주 월요일과 목요일에 고객님 댁을 방문해 세탁물을 수거합니다. 맡기신 세탁물은 2일 안에 돌려드립니다. 와이셔츠 세탁 요금은 한 벌에 2,000원입니다."
SCOOTER = "씽씽킥보드는 잠금 해제 요금 1,000원에 1분당 150원이 추가됩니다. 만 16세 이상이고 원동기 면허 이상의 운전면허가 있어야 탈 수 있습니다. 헬멧 착용은 필수입니다. 인도에는 주차할 수 없습니다."
CLEAN = "반짝홈클리닝은 방문 청소 예약 한 건당 직원 2명을 보냅니다. 방 세 개짜리 집의 기본 청소는 약 3시간이 걸립니다. 예약 취소는 방문 24시간 전까지 무료입니다."
BANK = "누리은행 입출금통장은 다른 은행 계좌로 돈을 보낼 때 건당 500원의 수수료가 붙습니다. 다른 은행에서 돈을 받을 때는 수수료가 없습니다. 통장 개설은 만 14세부터 가능합니다."
WATER = "한빛수도는 두 달마다 수도 요금 고지서를 보냅니다. 요금을 자동이체로 내면 1%를 할인해 드립니다. 계량기 교체는 평일 오전 9시부터 오후 5시까지 진행합니다."
HOTEL = "한옥호텔 솔바람은 1962년 김순자 씨가 처음 문을 열었습니다. 1995년에 김순자 씨의 아들 이태호 씨가 호텔을 박민수 씨에게 팔았습니다. 2018년부터는 박민수 씨의 딸 박지은 씨가 호텔을 운영하고 있습니다."

# diagnosis documents
D_PARK_HOURS = "푸른숲 국립공원 탐방안내소는 매일 오전 9시부터 오후 6시까지 문을 엽니다."
D_PARK_TRAIL = "푸른숲 국립공원의 정상 탐방로는 길이가 8km이며, 왕복하는 데 약 5시간이 걸립니다."
D_ARCHIVE = "시립기록관 열람실을 이용하려면 열람증이 필요하며, 열람증은 무료로 발급됩니다."
D_PIZZA_DELIVERY = "피자나라는 2만 원 이상 주문하시면 배달비를 받지 않습니다."
D_PIZZA_MENU = "피자나라의 대표 메뉴는 불고기 피자이며, 라지 사이즈는 2만 3천 원입니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-i-001", "para.reorder", "체스클럽은 언제 어디서 모이나요?", "구민회관 3층에서 매주 토요일 오후 2시에 한강체스클럽이 모입니다.", CHESS, True),
    w.faith("ko-i-002", "para.synonym", "킥보드 탈 때 헬멧을 꼭 써야 하나요?", "네, 헬멧은 반드시 착용하셔야 합니다.", SCOOTER, True),
    w.faith("ko-i-003", "para.combine", "솔바람은 누가 열었고, 지금은 누가 운영하나요?", "1962년 김순자 씨가 문을 연 솔바람은 2018년부터 박민수 씨의 딸 박지은 씨가 운영하고 있습니다.", HOTEL, True),
    w.faith("ko-i-004", "fmt.time", "수업은 몇 시에 있어요?", "수업은 평일 19시부터 21시까지 있습니다.", NIGHT, True),
    w.faith("ko-i-005", "fmt.currency", "와이셔츠 세탁비는 얼마예요?", "와이셔츠는 한 벌에 2천 원이에요.", LAUNDRY, True),
    w.faith("ko-i-006", "fmt.period", "세탁물은 언제 돌려받을 수 있나요?", "맡기신 세탁물은 이틀 안에 돌려드려요.", LAUNDRY, True),
    w.faith("ko-i-007", "fmt.date", "봄 학기는 언제 시작해요?", "봄 학기는 2025. 3. 4.에 시작합니다.", NIGHT, True),
    w.faith("ko-i-008", "wrap.opener", "청소하러 몇 명이 오나요?", "좋은 질문이에요! 반짝홈클리닝은 예약 한 건당 직원 2명을 보냅니다.", CLEAN, True),
    w.faith("ko-i-009", "value.number", "기본 청소는 얼마나 걸려요?", "방 세 개짜리 집의 기본 청소는 약 5시간이 걸립니다.", CLEAN, False),
    w.faith("ko-i-010", "value.time", "체스클럽 모임은 몇 시에 시작해요?", "한강체스클럽은 매주 토요일 오후 3시에 모입니다.", CHESS, False),
    w.faith("ko-i-011", "role.swap", "1995년에 호텔은 어떻게 됐나요?", "1995년에 박민수 씨가 이태호 씨에게 호텔을 팔았습니다.", HOTEL, False),
    w.faith("ko-i-012", "negation", "인도에 킥보드를 세워 둬도 되나요?", "네, 인도에 주차하셔도 됩니다.", SCOOTER, False),
    w.faith("ko-i-013", "modality", "헬멧은 어떻게 해야 하나요?", "헬멧은 쓰고 싶으실 때만 쓰시면 됩니다.", SCOOTER, False),
    w.faith("ko-i-014", "direction", "다른 은행에서 돈을 받을 때 수수료가 있나요?", "네, 다른 은행에서 돈을 받을 때 건당 500원의 수수료가 붙습니다.", BANK, False),
    w.faith("ko-i-015", "added.fact", "자동이체 할인이 있나요?", "네, 자동이체로 내시면 요금의 1%를 할인받고, 첫 달에는 기본요금도 면제됩니다.", WATER, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-i-016", "refusal.plain", "체스클럽 회장은 누구인가요?", "잘 모르겠습니다.", CHESS, True),
    w.refusal("ko-i-017", "refusal.context", "한빛수도 고객센터 전화번호가 뭐예요?", "제공된 문서에는 고객센터 전화번호가 나와 있지 않습니다.", WATER, True),
    w.refusal("ko-i-018", "refusal.hedged", "세탁물 수거는 무슨 요일에 하나요?", "정확하지 않을 수도 있지만, 월요일과 목요일에 수거하는 것 같아요.", LAUNDRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-i-019", "correct.format", "한국어 중급반 수강료는 얼마인가요?", "150,000원(한 학기 기준)입니다.", "한 학기에 15만 원입니다.", True),
    w.correct("ko-i-020", "wrong.value", "별빛시네마 1관은 좌석이 몇 석인가요?", "1관에는 좌석이 230석 있습니다.", "1관은 320석입니다.", False),
    w.correct("ko-i-021", "wrong.role", "1995년에 누가 누구에게 호텔을 팔았나요?", "박민수 씨가 이태호 씨에게 호텔을 팔았습니다.", "이태호 씨가 박민수 씨에게 호텔을 팔았습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-i-022", "relevant.direct", "방 세 개짜리 집이면 시간이 얼마나 드나요?", "약 3시간 걸립니다.", CLEAN, True),
    w.relevant("ko-i-023", "relevant.yesno", "체스를 처음 배우는 사람도 가입할 수 있나요?", "네, 초보자도 환영합니다.", CHESS, True),
    w.relevant("ko-i-024", "offtopic.true", "씽씽킥보드 이용 요금은 얼마예요?", "헬멧 착용은 필수입니다.", SCOOTER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-i-025", "diag.pass", "탐방안내소는 몇 시에 문을 여나요?", "탐방안내소는 매일 오전 9시에 문을 엽니다.", {"park-hours": D_PARK_HOURS, "park-trail": D_PARK_TRAIL}, ("park-hours",), "pass"),
    w.diag("ko-i-026", "diag.refused", "정상 탐방로는 길이가 얼마나 되나요?", "죄송하지만 제공된 자료에서는 탐방로 길이를 찾을 수 없습니다.", {"park-hours": D_PARK_HOURS, "park-trail": D_PARK_TRAIL}, ("park-trail",), "fix_generation"),
    w.diag("ko-i-027", "diag.missed", "피자나라는 얼마 이상 주문하면 배달비가 무료인가요?", "죄송합니다. 배달비에 관한 정보를 찾지 못했습니다.", {"park-hours": D_PARK_HOURS, "archive-card": D_ARCHIVE}, ("pizza-delivery",), "fix_retrieval"),
    w.diag("ko-i-028", "diag.should_refuse", "피자나라는 밤 몇 시에 문을 닫나요?", "피자나라는 밤 11시에 문을 닫습니다.", {"pizza-delivery": D_PIZZA_DELIVERY, "pizza-menu": D_PIZZA_MENU}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
