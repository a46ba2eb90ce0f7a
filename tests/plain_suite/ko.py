"""Korean cases (한국어): every kind and phenomenon."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

BAKERY = (
    "김민지 씨는 1998년에 부산에서 햇살빵집을 열었다. 2015년에 조카 박준호 씨가 빵집을 이어받았다. "
    "빵집 직원은 14명이며 하루에 빵을 약 1,200개 굽는다."
)
GYM = (
    "회원은 2주 전에 안내 데스크에 서면으로 통보하면 언제든지 회원권을 해지할 수 있다. "
    "헬스장은 평일 오전 6시부터 오후 10시까지 운영한다."
)
HR = (
    "직원은 일주일에 최대 사흘까지 재택근무를 할 수 있다. 모든 재택근무는 팀장의 승인을 받아야 한다. "
    "신입 직원의 교육 과정 이수는 권장 사항이며 필수는 아니다."
)
HOTEL = (
    "바다호텔에는 객실이 120개 있으며 6개 층에 나뉘어 있다. 조식은 오전 7시부터 10시 30분까지 "
    "제공된다. 체크아웃은 오전 11시이다."
)
AUSTRALIA = "캔버라는 호주의 수도이다."
KOREA = "서울은 대한민국의 수도이다."
KAYAKS = "이영수 씨는 2009년에 푸른물카약을 설립했다. 이 회사는 강릉에 있다."
CHAMPIONSHIP = "2019년 대회는 전주에서 열렸다. 2017년 대회는 춘천에서 열렸다."
MUSEUM = (
    "시립박물관은 화요일부터 일요일까지 오전 9시 30분에 문을 열고 오후 6시에 닫는다. 월요일은 "
    "휴관이다. 성인 입장료는 5,000원이며 12세 미만 어린이는 무료로 입장한다."
)
SHOP = "5만 원 이상 주문하면 국내 배송은 무료이다. 일반 배송은 이틀이 걸린다. 특급 배송비는 3천 원이다."
PARCEL = "소포의 무게는 1.8kg이다."
TRAIN = (
    "야간열차는 오후 9시에 서울을 출발해 다음 날 오전 5시 30분에 부산에 도착한다. 운행 거리는 약 400km이다."
)
LIBRARY = (
    "도서관 회원은 한 번에 최대 다섯 권까지 빌릴 수 있다. 대출 기간은 2주이며 온라인으로 한 번 "
    "연장할 수 있다. 연체료는 하루에 100원이다."
)
CONFERENCE = (
    "학회는 2024년 3월 5일 대전에서 열린다. 등록은 2024년 1월 31일에 마감된다. "
    "기조연설자는 서울대학교 이수진 교수이다."
)
WEATHER = "내일 서울의 최고 기온은 섭씨 28도로 예상된다."
WHO = "세계보건기구는 1948년에 설립되었다."
COURSE = "온라인 강좌의 수강료는 20달러이다."
ACQUISITION = "한빛전자는 2021년에 미래소프트를 인수했다."
SCHOOL = (
    "모든 학생은 교복을 입어야 한다. 일부 수업에서는 태블릿을 사용한다. 3학년 학생만 점심시간에 "
    "외출할 수 있다."
)
PARK = "공원에는 목줄을 한 반려견만 들어올 수 있다. 잔디밭에서는 자전거를 탈 수 없다."
TABLETS = (
    "이 약은 하루 두 번 식후에 한 알씩 복용한다. 24시간 동안 네 알을 넘게 복용하지 마십시오. "
    "25°C 이하에서 보관하십시오."
)
STORE = "매장은 매일 오전 9시에 문을 연다."
WEEKDAYS = "매장은 평일에 오전 9시에 문을 연다."
CERAMICS = "박물관은 1975년에 지어졌으며 조선 시대 도자기를 많이 소장하고 있다. 월요일은 휴관이다."
TICKETS = "입장권은 5,000원이며 온라인이나 매표소에서 살 수 있다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-faith-001", "para.reorder", "햇살빵집은 언제 생겼나요?",
            "1998년에 김민지 씨가 부산에서 햇살빵집을 열었습니다.", BAKERY, True),
    w.faith("ko-faith-002", "para.reorder", "헬스장은 언제 운영하나요?",
            "오전 6시부터 오후 10시까지, 평일에 헬스장을 운영합니다.", GYM, True),
    w.faith("ko-faith-003", "para.passive", "미래소프트는 어떻게 되었나요?",
            "미래소프트는 2021년에 한빛전자에 인수되었습니다.", ACQUISITION, True),
    w.faith("ko-faith-004", "para.passive", "재택근무는 누가 승인하나요?",
            "팀장이 모든 재택근무를 승인해야 합니다.", HR, True),
    w.faith("ko-faith-005", "para.synonym", "빵집에서 몇 명이 일하나요?",
            "빵집에서는 14명이 일합니다.", BAKERY, True),
    w.faith("ko-faith-006", "para.synonym", "박물관은 월요일에 여나요?",
            "박물관은 월요일에 문을 닫습니다.", MUSEUM, True),
    w.faith("ko-faith-007", "para.nominal", "회원권은 어떻게 해지하나요?",
            "회원권 해지를 위해서는 2주 전에 안내 데스크에 서면 통보를 해야 합니다.", GYM, True),
    w.faith("ko-faith-008", "para.nominal", "미래소프트 인수는 언제였나요?",
            "한빛전자의 미래소프트 인수는 2021년에 이루어졌습니다.", ACQUISITION, True),
    w.faith("ko-faith-009", "para.capital", "호주의 수도는 어디인가요?", "호주의 수도는 캔버라입니다.",
            AUSTRALIA, True),
    w.faith("ko-faith-010", "para.capital", "대한민국의 수도는 어디인가요?",
            "대한민국의 수도는 서울입니다.", KOREA, True),
    w.faith("ko-faith-011", "para.pronoun", "박준호 씨는 누구인가요?",
            "박준호 씨는 김민지 씨의 조카입니다. 그는 2015년에 빵집을 이어받았습니다.", BAKERY, True),
    w.faith("ko-faith-012", "para.pronoun", "박물관은 몇 시에 문을 여나요?",
            "이곳은 오전 9시 30분에 문을 엽니다.", MUSEUM, True),
    w.faith("ko-faith-013", "para.relative", "푸른물카약은 누가 설립했나요?",
            "이영수 씨는 강릉에 있는 푸른물카약을 설립했습니다.", KAYAKS, True),
    w.faith("ko-faith-014", "para.relative", "햇살빵집은 어디에 있나요?",
            "1998년에 김민지 씨가 연 햇살빵집은 부산에 있습니다.", BAKERY, True),
    w.faith("ko-faith-015", "para.part", "책은 얼마 동안 빌릴 수 있나요?", "대출 기간은 2주입니다.",
            LIBRARY, True),
    w.faith("ko-faith-016", "para.part", "학회는 어디에서 열리나요?", "학회는 대전에서 열립니다.",
            CONFERENCE, True),
    w.faith("ko-faith-017", "para.combine", "햇살빵집의 역사를 알려 주세요.",
            "김민지 씨가 1998년에 연 빵집을 2015년에 조카 박준호 씨가 이어받았습니다.", BAKERY, True),
    w.faith("ko-faith-018", "para.combine", "야간열차에 대해 알려 주세요.",
            "약 400km를 달리는 야간열차는 다음 날 오전 5시 30분에 부산에 도착합니다.", TRAIN, True),
    w.faith("ko-faith-019", "fmt.number", "일반 배송은 얼마나 걸리나요?",
            "일반 배송에는 2일이 걸립니다.", SHOP, True),
    w.faith("ko-faith-020", "fmt.number", "책은 몇 권까지 빌릴 수 있나요?",
            "한 번에 최대 5권까지 빌릴 수 있습니다.", LIBRARY, True),
    w.faith("ko-faith-021", "fmt.number", "바다호텔은 규모가 어떻게 되나요?",
            "바다호텔에는 객실이 백이십 개 있고, 객실은 여섯 개 층에 나뉘어 있습니다.", HOTEL, True),
    w.faith("ko-faith-022", "fmt.thousands", "빵은 하루에 몇 개 굽나요?",
            "빵집은 하루에 빵을 약 1200개 굽습니다.", BAKERY, True),
    w.faith("ko-faith-023", "fmt.scale", "특급 배송비는 얼마인가요?", "특급 배송비는 3,000원입니다.",
            SHOP, True),
    w.faith("ko-faith-024", "fmt.scale", "소포는 얼마나 무겁나요?", "소포의 무게는 1800그램입니다.",
            PARCEL, True),
    w.faith("ko-faith-025", "fmt.scale", "배송비가 무료인가요?",
            "50,000원 이상 주문하면 국내 배송이 무료입니다.", SHOP, True),
    w.faith("ko-faith-026", "fmt.date", "학회는 언제 열리나요?", "학회는 2024-03-05에 대전에서 열립니다.",
            CONFERENCE, True),
    w.faith("ko-faith-027", "fmt.date", "등록 마감일은 언제인가요?", "등록 마감일은 2024. 1. 31.입니다.",
            CONFERENCE, True),
    w.faith("ko-faith-028", "fmt.time", "야간열차는 몇 시에 출발하나요?",
            "야간열차는 21시에 서울을 출발합니다.", TRAIN, True),
    w.faith("ko-faith-029", "fmt.time", "박물관은 몇 시에 닫나요?", "박물관은 18:00에 문을 닫습니다.",
            MUSEUM, True),
    w.faith("ko-faith-030", "fmt.unit", "내일 서울은 얼마나 덥나요?",
            "내일 서울의 최고 기온은 28°C로 예상됩니다.", WEATHER, True),
    w.faith("ko-faith-031", "fmt.unit", "야간열차는 얼마나 멀리 가나요?",
            "운행 거리는 약 400킬로미터입니다.", TRAIN, True),
    w.faith("ko-faith-032", "fmt.abbrev", "WHO는 언제 설립되었나요?", "WHO는 1948년에 설립되었습니다.",
            WHO, True),
    w.faith("ko-faith-033", "fmt.abbrev", "기조연설자는 누구인가요?",
            "기조연설자는 서울대 이수진 교수입니다.",
            CONFERENCE, True),
    w.faith("ko-faith-034", "fmt.currency", "성인 입장료는 얼마인가요?", "성인 입장료는 ₩5,000입니다.",
            MUSEUM, True),
    w.faith("ko-faith-035", "fmt.currency", "수강료는 얼마인가요?", "수강료는 $20입니다.", COURSE, True),
    w.faith("ko-faith-036", "fmt.range", "재택근무는 며칠까지 할 수 있나요?",
            "직원은 일주일에 3일 이내로 재택근무를 할 수 있습니다.", HR, True),
    w.faith("ko-faith-037", "fmt.range", "약은 하루에 몇 알까지 먹을 수 있나요?",
            "24시간 최대 복용량은 4알입니다.", TABLETS, True),
    w.faith("ko-faith-038", "wrap.opener", "헬스장은 언제 운영하나요?",
            "물론이죠! 헬스장은 평일 오전 6시부터 오후 10시까지 운영합니다.", GYM, True),
    w.faith("ko-faith-039", "wrap.opener", "호주의 수도는 어디인가요?",
            "좋은 질문입니다! 호주의 수도는 캔버라입니다.", AUSTRALIA, True),
    w.faith("ko-faith-040", "wrap.opener", "특급 배송비는 얼마인가요?",
            "제공된 정보를 바탕으로 말씀드리면, 특급 배송비는 3천 원입니다.", SHOP, True),
    w.faith("ko-faith-041", "wrap.closer", "책은 얼마 동안 빌릴 수 있나요?",
            "대출 기간은 2주입니다. 도움이 되었기를 바랍니다.", LIBRARY, True),
    w.faith("ko-faith-042", "wrap.attribution", "재택근무를 할 수 있나요?",
            "회사 규정에 따르면 직원은 일주일에 최대 사흘까지 재택근무를 할 수 있습니다.", HR, True),
    w.faith("ko-faith-043", "wrap.hedge", "체크아웃은 몇 시인가요?",
            "제가 알기로는 체크아웃은 오전 11시입니다.", HOTEL, True),
    w.faith("ko-faith-044", "wrap.question", "조식은 언제인가요?",
            "조식은 오전 7시부터 10시 30분까지 제공됩니다. 체크아웃 시간도 알려 드릴까요?", HOTEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("ko-faith-101", "value.number", "객실은 몇 개인가요?", "바다호텔의 객실은 130개입니다.",
            HOTEL, False),
    w.faith("ko-faith-102", "value.number", "책은 몇 권까지 빌릴 수 있나요?",
            "한 번에 최대 일곱 권까지 빌릴 수 있습니다.", LIBRARY, False),
    w.faith("ko-faith-103", "value.date", "학회는 언제 열리나요?", "학회는 2024년 5월 3일에 열립니다.",
            CONFERENCE, False),
    w.faith("ko-faith-104", "value.time", "야간열차는 몇 시에 출발하나요?",
            "야간열차는 오전 9시에 서울을 출발합니다.", TRAIN, False),
    w.faith("ko-faith-105", "value.time", "야간열차는 몇 시에 출발하나요?",
            "야간열차는 19시에 서울을 출발합니다.", TRAIN, False),
    w.faith("ko-faith-106", "value.unit", "소포는 얼마나 무겁나요?", "소포의 무게는 180그램입니다.",
            PARCEL, False),
    w.faith("ko-faith-107", "value.currency", "특급 배송비는 얼마인가요?", "특급 배송비는 3만 원입니다.",
            SHOP, False),
    w.faith("ko-faith-108", "value.currency", "수강료는 얼마인가요?", "수강료는 20유로입니다.", COURSE,
            False),
    w.faith("ko-faith-109", "role.swap", "햇살빵집은 누가 열었나요?", "햇살빵집은 박준호 씨가 열었습니다.",
            BAKERY, False),
    w.faith("ko-faith-110", "role.swap", "2019년 대회는 어디에서 열렸나요?",
            "2019년 대회는 춘천에서 열렸습니다.", CHAMPIONSHIP, False),
    w.faith("ko-faith-111", "role.swap", "누가 누구를 인수했나요?",
            "미래소프트가 2021년에 한빛전자를 인수했습니다.", ACQUISITION, False),
    w.faith("ko-faith-112", "negation", "회원권을 해지할 수 있나요?",
            "회원은 회원권을 해지할 수 없습니다.", GYM, False),
    w.faith("ko-faith-113", "negation", "공원에 반려견을 데려가도 되나요?",
            "반려견은 공원에 들어올 수 없습니다.", PARK, False),
    w.faith("ko-faith-114", "antonym", "박물관은 월요일에 여나요?", "박물관은 월요일에 문을 엽니다.",
            MUSEUM, False),
    w.faith("ko-faith-115", "antonym", "헬스장은 몇 시에 닫나요?",
            "헬스장은 평일 오전 6시에 문을 닫습니다.", GYM, False),
    w.faith("ko-faith-116", "modality", "재택근무를 할 수 있나요?",
            "직원은 일주일에 사흘 재택근무를 해야 합니다.", HR, False),
    w.faith("ko-faith-117", "modality", "신입 직원은 교육을 받아야 하나요?",
            "신입 직원은 교육 과정을 반드시 이수해야 합니다.", HR, False),
    w.faith("ko-faith-118", "quantifier", "수업에서 태블릿을 쓰나요?", "모든 수업에서 태블릿을 사용합니다.",
            SCHOOL, False),
    w.faith("ko-faith-119", "quantifier", "점심시간에 누가 외출할 수 있나요?",
            "모든 학생이 점심시간에 외출할 수 있습니다.", SCHOOL, False),
    w.faith("ko-faith-120", "direction", "배송비는 언제 무료인가요?",
            "5만 원 미만으로 주문하면 국내 배송이 무료입니다.", SHOP, False),
    w.faith("ko-faith-121", "direction", "누가 무료로 입장하나요?",
            "12세 이상 어린이는 무료로 입장합니다.", MUSEUM, False),
    w.faith("ko-faith-122", "added.fact", "헬스장은 언제 운영하나요?",
            "헬스장은 평일 오전 6시부터 오후 10시까지, 주말에는 오전 8시부터 오후 6시까지 운영합니다.",
            GYM, False),
    w.faith("ko-faith-123", "added.fact", "특급 배송비는 얼마인가요?",
            "특급 배송비는 3천 원이며 주문 다음 날 도착합니다.", SHOP, False),
    w.faith("ko-faith-124", "added.entity", "기조연설자는 누구인가요?",
            "기조연설자는 이수진 교수와 김태호 박사입니다.", CONFERENCE, False),
    w.faith("ko-faith-125", "mixed", "대출을 연장할 수 있나요?",
            "대출 기간은 2주이며 온라인으로 두 번 연장할 수 있습니다.", LIBRARY, False),
    w.faith("ko-faith-126", "mixed", "박물관에 대해 알려 주세요.",
            "박물관은 오전 9시 30분에 문을 열고 모든 방문객이 무료로 입장합니다.", MUSEUM, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("ko-ref-001", "refusal.plain", "호텔에 수영장이 있나요?",
              "죄송하지만 그 정보는 가지고 있지 않습니다.", HOTEL, True),
    w.refusal("ko-ref-002", "refusal.plain", "박물관에 주차장이 있나요?", "잘 모르겠습니다.", MUSEUM, True),
    w.refusal("ko-ref-003", "refusal.context", "호텔에 수영장이 있나요?",
              "제공된 문서에는 해당 내용이 없습니다.", HOTEL, True),
    w.refusal("ko-ref-004", "refusal.context", "박물관에 주차장이 있나요?",
              "주어진 자료만으로는 답변드리기 어렵습니다.", MUSEUM, True),
    w.refusal("ko-ref-005", "refusal.short", "호텔에 수영장이 있나요?", "모르겠어요.", HOTEL, True),
    w.refusal("ko-ref-006", "refusal.long", "박물관 주차 요금은 얼마인가요?",
              "문의해 주셔서 감사합니다. 안타깝게도 제가 받은 자료에는 박물관 주차 요금에 관한 내용이 "
              "전혀 없어서 정확한 금액을 알려 드릴 수 없습니다. 박물관에 직접 문의해 보시기 바랍니다.",
              MUSEUM, True),
    w.refusal("ko-ref-007", "refusal.hedged", "매장은 언제 문을 여나요?",
              "확실하지는 않지만 매장은 오전 9시에 문을 엽니다.", STORE, False),
    w.refusal("ko-ref-008", "refusal.hedged", "체크아웃은 몇 시인가요?",
              "제가 틀릴 수도 있지만, 체크아웃은 오전 11시인 것 같습니다.", HOTEL, False),
    w.refusal("ko-ref-009", "refusal.partial", "매장은 언제 문을 여나요?",
              "일요일에 대한 내용은 문서에 없지만, 평일에는 오전 9시에 문을 엽니다.", WEEKDAYS, False),
    w.refusal("ko-ref-010", "refusal.partial", "박물관 입장료는 얼마인가요?",
              "학생 요금은 자료에 없지만, 성인은 5,000원이고 12세 미만 어린이는 무료입니다.", MUSEUM, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("ko-corr-001", "correct.wordy", "그 빵집은 누가 세웠나요?",
              "그 빵집은 1998년에 김민지 씨가 세웠습니다.", "김민지.", True),
    w.correct("ko-corr-002", "correct.short", "호주의 수도는 어디인가요?", "캔버라입니다.",
              "호주의 수도는 캔버라이다.", True),
    w.correct("ko-corr-003", "correct.format", "학회는 언제 열리나요?", "2024-03-05에 열립니다.",
              "2024년 3월 5일.", True),
    w.correct("ko-corr-004", "correct.format", "특급 배송비는 얼마인가요?", "3,000원입니다.", "3천 원.",
              True),
    w.correct("ko-corr-005", "wrong.value", "바다호텔의 객실은 몇 개인가요?", "객실은 150개입니다.",
              "120개.", False),
    w.correct("ko-corr-006", "wrong.echo", "2019년 대회는 어느 도시에서 열렸나요?",
              "2019년 대회가 열린 도시는 춘천입니다.", "전주.", False),
    w.correct("ko-corr-007", "wrong.role", "누가 미래소프트를 인수했나요?",
              "미래소프트가 한빛전자를 인수했습니다.", "한빛전자가 미래소프트를 인수했다.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("ko-rel-001", "relevant.direct", "박물관은 언제 휴관하나요?", "월요일에 쉽니다.", MUSEUM,
               True),
    w.relevant("ko-rel-002", "relevant.yesno", "직원이 재택근무를 할 수 있나요?",
               "네, 일주일에 최대 사흘까지 가능합니다.", HR, True),
    w.relevant("ko-rel-003", "offtopic.true", "박물관은 언제 휴관하나요?",
               "박물관은 1975년에 지어졌으며 조선 시대 도자기를 많이 소장하고 있습니다.", CERAMICS, False),
    w.relevant("ko-rel-004", "offtopic.other", "박물관 입장료는 얼마인가요?",
               "입장권은 온라인이나 매표소에서 살 수 있습니다.", TICKETS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("ko-diag-001", "diag.pass", "박물관은 몇 시에 문을 여나요?",
           "박물관은 화요일부터 일요일까지 오전 9시 30분에 문을 엽니다.", {"m1": MUSEUM}, ("m1",), "pass"),
    w.diag("ko-diag-002", "diag.offtopic", "박물관은 몇 시에 문을 여나요?", "성인 입장료는 5,000원입니다.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("ko-diag-003", "diag.unfaithful", "박물관은 몇 시에 문을 여나요?",
           "박물관은 오전 8시에 문을 엽니다.", {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("ko-diag-004", "diag.refused", "체크아웃은 몇 시인가요?",
           "죄송하지만 그 정보는 가지고 있지 않습니다.", {"h1": HOTEL}, ("h1",), "fix_generation"),
    w.diag("ko-diag-005", "diag.missed", "특급 배송비는 얼마인가요?", "모르겠습니다.", {"m1": MUSEUM},
           ("s1",), "fix_retrieval"),
    w.diag("ko-diag-006", "diag.correct_refusal", "박물관에 주차장이 있나요?",
           "제공된 문서에는 박물관 주차장에 대한 내용이 없습니다.", {"m1": MUSEUM}, (), "correct_refusal"),
    w.diag("ko-diag-007", "diag.should_refuse", "박물관에 주차장이 있나요?",
           "네, 박물관에는 200대를 세울 수 있는 주차장이 있습니다.", {"m1": MUSEUM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
