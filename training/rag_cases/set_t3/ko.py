"""Korean cases of set t3: a regional railway (weekend pass, track works), a recycling centre
(opening days, fees, resident classes), a language academy (Japanese conversation class,
refunds), a hotel spa (hours, sauna, massage), software release notes (the Notree memo app)
and a tax office (counter hours, filing deadline, consultations)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

RAIL_PASS = "한빛철도 주말 자유이용권은 성인 3만 2천 원이며, 토요일과 일요일 이틀 동안 한빛철도 전 노선을 횟수 제한 없이 탈 수 있습니다. 만 65세 이상은 30% 할인된 가격에 살 수 있습니다. 다만 특급 열차 '해오름호'를 타려면 좌석 지정권을 따로 구매해야 합니다. 이용권은 역 매표소나 한빛철도 앱에서 판매합니다."
RAIL_WORK = "선로 공사로 3월 8일부터 3월 21일까지 청솔역과 미림역 사이 열차 운행이 중단됩니다. 이 기간에는 대체 버스가 20분 간격으로 다니며, 승차권이 있는 승객은 추가 요금 없이 탈 수 있습니다. 대체 버스에는 자전거를 실을 수 없습니다."
RECYCLE = "푸른내 자원순환센터는 월요일을 빼고 매일 오전 9시부터 오후 6시까지 문을 엽니다. 폐건전지와 폐형광등은 무료로 받지만, 대형 가구는 한 점에 5천 원의 수수료가 붙습니다. 페인트 통은 반드시 뚜껑을 닫아서 가져와야 합니다."
RECYCLE_EDU = "센터장 김도윤은 매달 첫째 주 토요일에 주민을 대상으로 분리배출 교육을 진행합니다. 교육 신청은 직원 박서연이 전화로 받습니다. 교육에 참여한 주민에게는 종량제 봉투 10장을 드립니다."
ACADEMY = "한결어학원의 일본어 회화반은 일주일에 세 번, 한 번에 90분씩 수업합니다. 한 반 정원은 최대 6명입니다. 수강료는 월 24만 원이며 교재비는 별도입니다. 첫 수업 전에 무료 레벨 테스트를 꼭 받아야 합니다."
ACADEMY_RULES = "수강 시작 후 7일 이내에 환불을 요청하면 수강료의 절반을 돌려받을 수 있으며, 7일이 지나면 환불되지 않습니다. 강사 이하은이 추천서를 써 주면 원장 정민호가 다음 달 반 변경을 승인합니다."
SPA = "라온호텔 스파는 매일 오전 6시 30분부터 오후 10시까지 운영합니다. 투숙객은 사우나를 무료로 이용할 수 있고, 외부 손님은 2만 5천 원을 냅니다. 만 13세 미만 어린이는 보호자와 함께일 때만 입장할 수 있습니다. 마사지는 적어도 하루 전에 예약하시는 것이 좋습니다."
SPA_MASSAGE = "수석 테라피스트 윤지아가 개발한 아로마 마사지는 60분 동안 진행되며 가격은 12만 원입니다. 예약 시간 3시간 전까지 취소하면 위약금이 없습니다."
RELEASE = "메모 앱 '노트리' 5.1 버전이 2025년 4월 15일에 배포되었습니다. 이번 버전에는 다크 모드가 추가되었고, 앱 실행 속도가 이전보다 두 배 빨라졌습니다. 안드로이드 9 이하 기기는 더 이상 지원하지 않습니다. 사용자 최준호가 신고한 동기화 오류는 개발자 한소희가 수정했습니다."
TAX = "서해세무서 민원실은 평일 오전 9시부터 오후 6시까지 운영하며, 점심시간(12시~13시)에도 업무를 봅니다. 2024년 귀속 종합소득세는 2025년 5월 31일까지 신고해야 합니다. 기한을 넘기면 무신고 가산세가 부과됩니다. 세무 상담은 전화로 예약할 수 있으며 한 번에 30분입니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-t3-001", "fmt.thousands", "주말 자유이용권은 얼마고 어떻게 쓰는 건가요?", "주말 자유이용권은 성인 기준 32,000원이고, 토요일과 일요일 이틀 동안 한빛철도 모든 노선을 몇 번이든 탈 수 있습니다.", RAIL_PASS, True),
    w.faith("ko-t3-002", "fmt.share", "어르신 할인도 있나요?", "네, 만 65세 이상이시면 정가의 70%만 내고 사실 수 있어요.", RAIL_PASS, True),
    w.faith("ko-t3-003", "para.part", "이용권은 어디서 사요?", "한빛철도 앱에서 구입하실 수 있습니다.", RAIL_PASS, True),
    w.faith("ko-t3-004", "para.synonym", "해오름호도 자유이용권만 있으면 탈 수 있나요?", "아니요, 해오름호는 좌석 지정권을 별도로 사셔야 탈 수 있어요.", RAIL_PASS, True),
    w.faith("ko-t3-005", "value.number", "주말 자유이용권 가격이 어떻게 되나요?", "성인 요금은 2만 3천 원이고, 주말 이틀 동안 전 노선을 자유롭게 이용할 수 있습니다.", RAIL_PASS, False),
    w.faith("ko-t3-006", "value.except", "자유이용권으로 특급 열차도 탈 수 있나요?", "네, 이용권만 있으면 해오름호를 포함해 모든 열차를 추가 비용 없이 타실 수 있어요.", RAIL_PASS, False),
    w.faith("ko-t3-007", "fmt.period", "청솔역~미림역 구간은 언제 운행이 중단되나요?", "3월 8일부터 21일까지 2주 동안 그 구간에는 열차가 다니지 않습니다.", RAIL_WORK, True),
    w.faith("ko-t3-008", "fmt.period", "대체 버스는 얼마나 자주 다니나요?", "대체 버스는 한 시간에 세 대꼴로 다닙니다.", RAIL_WORK, True),
    w.faith("ko-t3-009", "value.date", "공사 기간이 언제까지예요?", "청솔역과 미림역 사이 운행 중단은 3월 8일부터 3월 28일까지입니다.", RAIL_WORK, False),
    w.faith("ko-t3-010", "negation", "대체 버스에 자전거를 가지고 타도 되나요?", "네, 대체 버스에도 자전거를 싣고 타실 수 있습니다.", RAIL_WORK, False),
    w.faith("ko-t3-011", "para.except", "자원순환센터 쉬는 날이 언제예요?", "월요일에만 쉬고, 나머지 요일에는 오전 9시부터 오후 6시까지 열어요.", RECYCLE, True),
    w.faith("ko-t3-012", "fmt.time", "센터는 몇 시에 닫나요?", "센터는 18시에 문을 닫습니다.", RECYCLE, True),
    w.faith("ko-t3-013", "para.synonym", "다 쓴 건전지도 받아 주나요?", "네, 폐건전지와 폐형광등은 수수료 없이 받아 줍니다.", RECYCLE, True),
    w.faith("ko-t3-014", "fmt.currency", "대형 가구를 버리려면 돈이 드나요?", "네, 가구 한 점당 5,000원을 내셔야 해요.", RECYCLE, True),
    w.faith("ko-t3-015", "value.except", "센터가 쉬는 요일이 있나요?", "화요일에는 문을 닫고, 다른 요일에는 오전 9시부터 오후 6시까지 운영합니다.", RECYCLE, False),
    w.faith("ko-t3-016", "antonym", "폐형광등을 버릴 때 비용이 있나요?", "폐건전지와 폐형광등은 유료로 받고 있습니다.", RECYCLE, False),
    w.faith("ko-t3-017", "modality", "페인트 통은 어떻게 가져가야 해요?", "뚜껑을 닫아 오시면 좋지만, 꼭 그러실 필요는 없습니다.", RECYCLE, False),
    w.faith("ko-t3-018", "para.relative", "분리배출 교육은 누가 하나요?", "매달 첫째 주 토요일 교육은 센터장인 김도윤 씨가 진행합니다.", RECYCLE_EDU, True),
    w.faith("ko-t3-019", "wrap.attribution", "교육을 들으면 뭘 받나요?", "센터 안내에 따르면, 교육에 참여한 주민은 종량제 봉투 10장을 받는다고 합니다.", RECYCLE_EDU, True),
    w.faith("ko-t3-020", "role.swap", "교육 신청은 어떻게 해요?", "교육은 직원 박서연 씨가 진행하고, 신청은 센터장 김도윤 씨가 전화로 받습니다.", RECYCLE_EDU, False),
    w.faith("ko-t3-021", "added.fact", "교육에 참여하면 혜택이 있나요?", "네, 교육에 참여하면 종량제 봉투 10장과 장바구니 하나를 받을 수 있어요.", RECYCLE_EDU, False),
    w.faith("ko-t3-022", "fmt.period", "일본어 회화반 수업은 한 번에 얼마나 하나요?", "한 번 수업은 1시간 30분이고, 일주일에 세 번 있어요.", ACADEMY, True),
    w.faith("ko-t3-023", "para.combine", "회화반 수강료는 얼마예요?", "일본어 회화반은 주 3회 수업에 한 달 수강료가 24만 원이고, 교재비는 따로 내야 합니다.", ACADEMY, True),
    w.faith("ko-t3-024", "wrap.hedge", "레벨 테스트는 돈을 내야 하나요?", "제가 알기로는 레벨 테스트는 무료이고, 첫 수업 전에 반드시 받아야 해요.", ACADEMY, True),
    w.faith("ko-t3-025", "antonym", "한 반에 몇 명이 들어요?", "한 반에는 적어도 6명의 수강생이 있어야 합니다.", ACADEMY, False),
    w.faith("ko-t3-026", "fmt.share", "수강 시작하고 5일 됐는데 환불되나요?", "네, 시작 후 일주일 안에 요청하시면 수강료의 50%를 돌려받으실 수 있어요.", ACADEMY_RULES, True),
    w.faith("ko-t3-027", "para.reorder", "다음 달에 반을 바꾸고 싶은데 어떻게 하나요?", "다음 달 반 변경은, 이하은 강사님이 추천서를 써 주시면 정민호 원장님이 승인해 주십니다.", ACADEMY_RULES, True),
    w.faith("ko-t3-028", "direction", "환불은 언제까지 요청할 수 있나요?", "수강 시작 전 7일 이내에 요청하셔야 수강료의 절반을 돌려받을 수 있어요.", ACADEMY_RULES, False),
    w.faith("ko-t3-029", "role.swap", "반 변경은 누가 승인하나요?", "원장 정민호 선생님이 추천서를 써 주시면 강사 이하은 선생님이 반 변경을 승인합니다.", ACADEMY_RULES, False),
    w.faith("ko-t3-030", "fmt.time", "스파 운영 시간이 어떻게 돼요?", "라온호텔 스파는 매일 06:30부터 22:00까지 운영합니다.", SPA, True),
    w.faith("ko-t3-031", "wrap.opener", "투숙객도 사우나 이용료를 내나요?", "문의 감사합니다! 투숙객은 사우나를 무료로 쓰실 수 있고, 외부 손님은 25,000원입니다.", SPA, True),
    w.faith("ko-t3-032", "value.time", "스파는 몇 시까지 하나요?", "스파는 매일 오전 6시 30분부터 오후 11시까지 엽니다.", SPA, False),
    w.faith("ko-t3-033", "quantifier", "사우나 이용료가 있나요?", "투숙객이든 외부 손님이든 모두 2만 5천 원을 내셔야 사우나를 이용할 수 있어요.", SPA, False),
    w.faith("ko-t3-034", "modality", "마사지 예약은 언제 하면 되나요?", "마사지는 반드시 하루 전까지 예약해야만 받을 수 있습니다.", SPA, False),
    w.faith("ko-t3-035", "wrap.closer", "아로마 마사지는 얼마예요?", "아로마 마사지는 한 시간에 12만 원입니다. 편안한 시간 보내세요!", SPA_MASSAGE, True),
    w.faith("ko-t3-036", "added.entity", "아로마 마사지는 누가 만들었어요?", "아로마 마사지는 수석 테라피스트 윤지아 씨와 강수민 씨가 함께 개발했습니다.", SPA_MASSAGE, False),
    w.faith("ko-t3-037", "fmt.date", "노트리 5.1은 언제 나왔어요?", "5.1 버전은 2025. 4. 15.에 배포됐습니다.", RELEASE, True),
    w.faith("ko-t3-038", "para.nominal", "동기화 오류는 누가 고쳤나요?", "동기화 오류를 수정한 사람은 개발자 한소희 씨이고, 그 오류를 신고한 사람은 사용자 최준호 씨예요.", RELEASE, True),
    w.faith("ko-t3-039", "value.date", "노트리 5.1 배포일이 언제인가요?", "노트리 5.1은 2025년 5월 15일에 배포되었습니다.", RELEASE, False),
    w.faith("ko-t3-040", "antonym", "이번 업데이트로 뭐가 달라졌나요?", "다크 모드가 생겼고, 앱 실행 속도는 예전보다 두 배 느려졌습니다.", RELEASE, False),
    w.faith("ko-t3-041", "wrap.question", "종합소득세 신고 기한이 언제예요?", "2024년 귀속분이 궁금하신 거죠? 2025년 5월 말일까지 신고하셔야 합니다.", TAX, True),
    w.faith("ko-t3-042", "para.synonym", "점심시간에 가도 민원실이 열려 있나요?", "네, 12시부터 1시 사이 점심시간에도 쉬지 않고 민원을 받습니다.", TAX, True),
    w.faith("ko-t3-043", "value.date", "종합소득세는 언제까지 신고하면 되나요?", "2024년 귀속 종합소득세는 2025년 6월 30일까지 신고하시면 됩니다.", TAX, False),
    w.faith("ko-t3-044", "negation", "점심시간에도 민원 업무를 보나요?", "아니요, 민원실은 12시부터 13시까지 점심시간에는 문을 닫습니다.", TAX, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t3-045", "correct.format", "노트리 5.1 버전 배포일은 언제인가요?", "2025-04-15에 배포되었습니다.", "2025년 4월 15일", True),
    w.correct("ko-t3-046", "correct.wordy", "한결어학원 일본어 회화반 정원은 몇 명인가요?", "문의 주셔서 감사합니다. 한결어학원 일본어 회화반은 한 반에 최대 여섯 명까지 수강하실 수 있습니다.", "최대 6명", True),
    w.correct("ko-t3-047", "correct.wordy", "서해세무서 민원실장은 누구인가요?", "서해세무서 민원실을 책임지고 있는 실장님은 배경희 씨입니다.", "배경희", True),
    w.correct("ko-t3-048", "correct.format", "라온호텔 스파 외부 손님 사우나 요금은 얼마인가요?", "2만 5천 원입니다.", "25,000원", True),
    w.correct("ko-t3-049", "wrong.value", "한빛철도 주말 자유이용권 성인 가격은 얼마인가요?", "성인은 23,000원입니다.", "32,000원", False),
    w.correct("ko-t3-050", "wrong.role", "동기화 오류는 누가 신고하고 누가 고쳤나요?", "한소희 씨가 신고했고, 최준호 씨가 고쳤습니다.", "최준호가 신고했고 한소희가 고쳤습니다.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
