"""Korean cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DENTIST_STAFF = (
    "'튼튼이 어린이치과'의 원장은 한서윤 선생님이다. "
    "충치 치료는 한 원장이 직접 하고, 불소 도포와 스케일링은 치위생사 박민재 씨가 맡는다. "
    "진료 대상은 만 2세부터 만 13세까지다. "
    "처음 방문한 아이에게는 구강 검진을 무료로 해 준다."
)
DENTIST_HOURS = (
    "튼튼이 어린이치과는 평일 오전 9시 30분부터 오후 6시까지 진료하며, 토요일은 오후 1시에 진료를 마친다. "
    "일요일과 공휴일은 휴진이다. "
    "예약을 취소하려면 진료 전날까지 전화로 알려야 한다. "
    "진료를 마친 아이에게는 데스크 직원 정하늘 씨가 작은 장난감을 하나씩 준다."
)
PLAYGROUND_RULES = (
    "'뭉게구름 실내놀이터'는 월요일을 제외하고 매일 오전 10시부터 오후 8시까지 운영한다. "
    "어린이 입장료는 2시간 기준 12,000원이며, 보호자 1명은 무료로 입장한다. "
    "2시간을 넘기면 30분마다 3,000원이 추가된다. "
    "만 8세 이하 어린이는 반드시 보호자와 함께 입장해야 한다."
)
PLAYGROUND_TRAMPOLINE = (
    "뭉게구름 실내놀이터의 트램펄린 구역은 한 번에 최대 10명까지 이용할 수 있다. "
    "안전요원 김도윤 씨가 트램펄린 구역을 지키고, 매니저 이수아 씨가 입장 접수를 담당한다. "
    "미끄럼 방지 양말을 신지 않은 아이는 트램펄린에 올라갈 수 없다."
)
BAKERY_LABELS = (
    "'밀과 보리 베이커리'는 모든 제품 포장지에 알레르기 유발 성분을 표시한다. "
    "견과류가 들어간 제품과 들어가지 않은 제품을 같은 작업대에서 만들기 때문에, 견과류 알레르기가 있는 손님에게는 어떤 제품도 안전하다고 보장하지 않는다. "
    "우유가 들어가지 않은 식빵은 화요일과 금요일에만 굽는다."
)
BAKERY_STAFF = (
    "밀과 보리 베이커리에서는 제빵장 오지훈 씨가 매일 아침 성분표를 작성하고, 점장 윤가은 씨가 이를 확인한 뒤 매장에 붙인다. "
    "알레르기 맞춤 케이크는 최소 5일 전에 주문해야 한다. "
    "맞춤 케이크의 예약금은 케이크 가격의 30%이다."
)
MARATHON_FULL = (
    "제10회 한강 시민마라톤은 11월 3일에 열린다. "
    "연령별 부문은 대회 당일의 만 나이를 기준으로 20대, 30대, 40대, 50대, 60세 이상의 다섯 개로 나뉜다. "
    "풀코스는 만 20세 이상만 참가할 수 있다. "
    "각 부문 1위부터 3위까지 메달과 상금을 받는다."
)
MARATHON_10K = (
    "한강 시민마라톤의 10km 부문은 만 15세 이상이면 누구나 참가할 수 있다. "
    "만 15세부터 만 19세까지의 참가자는 보호자 동의서를 내야 한다. "
    "10km 출발은 오전 8시 30분으로, 풀코스 출발 30분 뒤다. "
    "참가비는 풀코스 5만 원, 10km 3만 원이다."
)
SCHOOL_BUS = (
    "햇살초등학교 통학버스는 학기 중 등교일에만 운행한다. "
    "운전은 최영호 기사님이 맡고, 버스 도우미 장미경 선생님이 아이들의 승하차를 돕는다. "
    "버스는 오전 7시 50분에 푸른마을 아파트 정문을 출발해 8시 25분에 학교에 도착한다. "
    "학교에서 2km 이상 떨어진 곳에 사는 학생은 무료로 탈 수 있다."
)
CAMP_FEES = (
    "'솔바람 여름캠프'의 참가비는 4박 5일에 45만 원이며, 숙박과 식사가 포함된다. "
    "형제자매가 함께 신청하면 둘째부터 참가비의 20%를 할인해 준다. "
    "캠프 시작 7일 전까지 취소하면 전액 환불되고, 그 이후에 취소하면 절반만 돌려준다. "
    "참가비는 캠프 사무국 계좌로 입금해야 하며, 담임 교사에게 직접 내면 안 된다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("ko-t35-001", "para.combine", "충치 치료랑 스케일링은 누가 해 주나요?", "충치 치료는 한서윤 원장님이 직접 하시고, 스케일링과 불소 도포는 치위생사 박민재 씨 담당이에요.", DENTIST_STAFF, True),
    w.faith("ko-t35-002", "fmt.number", "몇 살까지 진료받을 수 있나요?", "만 두 살부터 만 열세 살까지의 어린이가 진료 대상입니다.", DENTIST_STAFF, True),
    w.faith("ko-t35-003", "para.synonym", "처음 가면 검진비를 내야 하나요?", "아니요, 처음 온 아이는 돈을 내지 않고 구강 검진을 받을 수 있어요.", DENTIST_STAFF, True),
    w.faith("ko-t35-004", "para.except", "일요일에도 진료하나요?", "아니요, 일요일과 공휴일에는 쉬고, 그 밖의 날에만 진료합니다.", DENTIST_HOURS, True),
    w.faith("ko-t35-005", "fmt.time", "토요일 진료는 몇 시까지예요?", "토요일에는 13시에 진료가 끝나요.", DENTIST_HOURS, True),
    w.faith("ko-t35-006", "para.pronoun", "진료 끝나면 아이한테 뭘 주나요?", "데스크에 계신 정하늘 씨가 챙겨 주세요. 그분이 진료를 마친 아이들에게 작은 장난감을 하나씩 나눠 줍니다.", DENTIST_HOURS, True),
    w.faith("ko-t35-007", "para.synonym", "예약 취소는 어떻게 해요?", "늦어도 진료 하루 전까지 전화로 연락해서 취소하시면 됩니다.", DENTIST_HOURS, True),
    w.faith("ko-t35-008", "para.except", "뭉게구름 실내놀이터 쉬는 날이 언제예요?", "월요일 하루만 쉬고, 나머지 요일에는 매일 문을 열어요.", PLAYGROUND_RULES, True),
    w.faith("ko-t35-009", "fmt.currency", "아이 입장료가 얼마예요?", "아이 한 명당 두 시간에 1만 2천 원이고, 보호자 한 분은 돈을 안 내셔도 돼요.", PLAYGROUND_RULES, True),
    w.faith("ko-t35-010", "fmt.period", "시간을 넘기면 요금이 어떻게 돼요?", "기본 두 시간이 지나면 반 시간마다 3천 원씩 더 내야 합니다.", PLAYGROUND_RULES, True),
    w.faith("ko-t35-011", "para.combine", "트램펄린 구역은 누가 관리하고, 입장 접수는 누가 하나요?", "트램펄린 쪽은 안전요원 김도윤 씨가 지키고 있고, 입장 접수는 매니저 이수아 씨가 받습니다.", PLAYGROUND_TRAMPOLINE, True),
    w.faith("ko-t35-012", "para.except", "그냥 일반 양말 신고 트램펄린 타도 돼요?", "미끄럼 방지 양말을 신은 아이만 트램펄린에 올라갈 수 있어요.", PLAYGROUND_TRAMPOLINE, True),
    w.faith("ko-t35-013", "para.passive", "알레르기 성분 표시는 어떻게 되어 있나요?", "모든 제품 포장지에 알레르기 유발 성분이 표시되어 있습니다.", BAKERY_LABELS, True),
    w.faith("ko-t35-014", "para.combine", "견과류 알레르기가 있는데, 우유 안 들어간 식빵은 먹어도 안전할까요?", "우유 없는 식빵은 화요일과 금요일에만 나오는데, 견과류 제품과 같은 작업대에서 만들기 때문에 견과류 알레르기가 있으시면 안전하다고 보장해 드릴 수 없어요.", BAKERY_LABELS, True),
    w.faith("ko-t35-015", "para.relative", "성분표는 누가 만들어요?", "매일 아침 성분표를 작성하는 사람은 제빵장 오지훈 씨이고, 그걸 확인해서 매장에 붙이는 사람은 점장 윤가은 씨예요.", BAKERY_STAFF, True),
    w.faith("ko-t35-016", "fmt.share", "맞춤 케이크 예약금은 얼마예요?", "케이크 값의 10분의 3을 예약금으로 내시면 됩니다.", BAKERY_STAFF, True),
    w.faith("ko-t35-017", "para.pronoun", "연령별 부문은 어떻게 나눠요?", "대회 당일 만 나이로 나누는데, 그 기준에 따라 20대부터 60세 이상까지 모두 다섯 개 부문이 있어요.", MARATHON_FULL, True),
    w.faith("ko-t35-018", "para.synonym", "상은 몇 등까지 줘요?", "부문마다 상위 세 명이 메달과 상금을 받습니다.", MARATHON_FULL, True),
    w.faith("ko-t35-019", "fmt.time", "10km는 몇 시에 출발해요?", "10km는 아침 8시 반에 출발하는데, 풀코스보다 30분 늦게 출발하는 거예요.", MARATHON_10K, True),
    w.faith("ko-t35-020", "fmt.currency", "참가비가 얼마예요?", "풀코스 참가비는 50,000원이고, 10km는 30,000원입니다.", MARATHON_10K, True),
    w.faith("ko-t35-021", "para.combine", "통학버스에는 어른이 누가 타나요?", "최영호 기사님이 운전하시고, 도우미 장미경 선생님이 함께 타서 아이들이 타고 내리는 걸 도와주세요.", SCHOOL_BUS, True),
    w.faith("ko-t35-022", "para.except", "방학 중에도 통학버스가 다니나요?", "아니요, 학기 중에 등교하는 날에만 다녀요.", SCHOOL_BUS, True),
    w.faith("ko-t35-023", "fmt.share", "형제가 같이 가면 할인이 돼요?", "네, 둘째 아이부터는 참가비의 5분의 1을 빼 줍니다.", CAMP_FEES, True),
    w.faith("ko-t35-024", "wrap.closer", "캠프 참가비에 뭐가 포함돼요?", "4박 5일 동안의 숙박과 식사가 45만 원에 모두 들어 있어요. 더 궁금한 점 있으시면 편하게 물어보세요!", CAMP_FEES, True),
    # unfaithful: exactly one error
    w.faith("ko-t35-025", "role.swap", "충치 치료는 누가 해요?", "충치 치료는 치위생사 박민재 씨가 맡고, 스케일링은 한서윤 원장님이 직접 해 주세요.", DENTIST_STAFF, False),
    w.faith("ko-t35-026", "added.fact", "처음 가면 뭐가 무료예요?", "처음 온 아이는 구강 검진과 함께 엑스레이 촬영도 무료로 받을 수 있어요.", DENTIST_STAFF, False),
    w.faith("ko-t35-027", "value.time", "평일 진료 시간은요?", "평일에는 오전 9시 반부터 저녁 7시까지 진료합니다.", DENTIST_HOURS, False),
    w.faith("ko-t35-028", "added.fact", "진료 끝나면 아이가 뭘 받아요?", "정하늘 씨가 진료를 마친 아이에게 작은 장난감과 함께 칭찬 스티커도 한 장 줘요.", DENTIST_HOURS, False),
    w.faith("ko-t35-029", "modality", "아이 혼자 들어가도 돼요?", "만 8세 이하 어린이는 보호자와 같이 들어가는 게 권장되지만, 꼭 그래야 하는 건 아니에요.", PLAYGROUND_RULES, False),
    w.faith("ko-t35-030", "value.except", "쉬는 날이 있어요?", "화요일에는 운영하지 않고, 다른 날은 매일 열어요.", PLAYGROUND_RULES, False),
    w.faith("ko-t35-031", "value.currency", "두 시간 넘게 놀면 얼마를 더 내요?", "두 시간을 넘기면 30분마다 5천 원씩 추가로 받습니다.", PLAYGROUND_RULES, False),
    w.faith("ko-t35-032", "role.swap", "입장 접수는 누가 해요?", "입장 접수는 안전요원 김도윤 씨가 받고, 트램펄린 구역은 매니저 이수아 씨가 지켜요.", PLAYGROUND_TRAMPOLINE, False),
    w.faith("ko-t35-033", "direction", "트램펄린에 몇 명이 들어갈 수 있어요?", "트램펄린 구역은 한 번에 적어도 10명은 모여야 이용할 수 있어요.", PLAYGROUND_TRAMPOLINE, False),
    w.faith("ko-t35-034", "added.fact", "트램펄린 타려면 뭐가 필요해요?", "미끄럼 방지 양말을 꼭 신어야 하는데, 양말은 입구에서 2천 원에 살 수 있어요.", PLAYGROUND_TRAMPOLINE, False),
    w.faith("ko-t35-035", "quantifier", "포장지에 알레르기 성분이 적혀 있나요?", "일부 제품에만 알레르기 유발 성분이 표시돼 있어요.", BAKERY_LABELS, False),
    w.faith("ko-t35-036", "value.except", "우유 없는 식빵은 언제 구워요?", "우유를 넣지 않은 식빵은 수요일과 금요일에만 구워요.", BAKERY_LABELS, False),
    w.faith("ko-t35-037", "role.swap", "성분표는 누가 확인하나요?", "점장 윤가은 씨가 아침마다 성분표를 만들고, 제빵장 오지훈 씨가 그걸 검토해서 매장에 붙입니다.", BAKERY_STAFF, False),
    w.faith("ko-t35-038", "added.fact", "알레르기 맞춤 케이크는 어떻게 주문해요?", "늦어도 닷새 전에는 주문하셔야 하고, 주문은 온라인으로만 받아요.", BAKERY_STAFF, False),
    w.faith("ko-t35-039", "value.number", "풀코스에 나이 제한이 있나요?", "네, 만 18세가 넘으면 풀코스를 뛸 수 있어요.", MARATHON_FULL, False),
    w.faith("ko-t35-040", "added.fact", "입상하면 뭘 받아요?", "부문별 1~3위는 메달과 상금에 더해 내년 대회 무료 참가권도 받아요.", MARATHON_FULL, False),
    w.faith("ko-t35-041", "direction", "10km가 풀코스보다 먼저 출발해요?", "네, 10km는 오전 8시 30분에 출발하는데, 풀코스보다 30분 먼저 나가요.", MARATHON_10K, False),
    w.faith("ko-t35-042", "role.swap", "통학버스는 누가 운전해요?", "운전대는 장미경 선생님이 잡으시고, 최영호 기사님은 아이들이 타고 내리는 걸 챙겨 주세요.", SCHOOL_BUS, False),
    w.faith("ko-t35-043", "added.fact", "통학버스 요금을 내야 하나요?", "학교에서 2km 넘게 떨어져 사는 학생은 무료이고, 그보다 가까운 학생은 한 달에 2만 원을 내요.", SCHOOL_BUS, False),
    w.faith("ko-t35-044", "role.swap", "참가비는 어디로 내요?", "참가비는 캠프 사무국이 아니라 담임 선생님께 직접 드려야 해요.", CAMP_FEES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-t35-045", "correct.wordy", "솔바람 여름캠프 참가비는 얼마예요?", "4박 5일 일정인 솔바람 여름캠프의 참가비는 숙박과 식사를 모두 포함해서 사십오만 원입니다.", "45만 원", True),
    w.correct("ko-t35-046", "correct.format", "통학버스는 몇 시에 학교에 도착해요?", "08:25에 도착해요.", "오전 8시 25분", True),
    w.correct("ko-t35-047", "correct.wordy", "튼튼이 어린이치과 원장님은 누구예요?", "튼튼이 어린이치과를 이끌고 계신 원장님은 한서윤 선생님이세요.", "한서윤", True),
    w.correct("ko-t35-048", "correct.format", "트램펄린 구역에는 한 번에 최대 몇 명이 들어갈 수 있어요?", "한 번에 열 명까지요.", "10명", True),
    w.correct("ko-t35-049", "wrong.value", "한강 시민마라톤은 언제 열려요?", "11월 13일에 열려요.", "11월 3일", False),
    w.correct("ko-t35-050", "wrong.role", "밀과 보리 베이커리의 성분표는 누가 작성하나요?", "점장 윤가은 씨가 작성해요.", "제빵장 오지훈 씨", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
