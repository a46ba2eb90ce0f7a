"""Korean cases of set t50: 대전 국공립 어린이집의 보육 시간과 교사, 연세 한국어학당식
어학원 정규 과정, 중학교 수학여행 안내, 대학원 입학 전형, 재단 장학금, 동네 피아노 학원,
구청 평생학습관 강좌."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

DAYCARE = (
    "대전 유성구의 꿈나무어린이집은 만 1세부터 만 5세까지의 영유아를 보육한다. "
    "어린이집은 평일 오전 7시 30분부터 오후 7시 30분까지 운영하며, 토요일은 사전 신청한 가정만 이용할 수 있다. "
    "원장은 한수경 선생님이며, 만 1세반 담임은 오다은 선생님이다."
)
KOREAN_SCHOOL = (
    "새빛대학교 한국어교육원의 정규 과정은 한 학기 10주이며, 평일 오전 9시부터 오후 1시까지 수업한다. "
    "학기당 수업료는 170만 원이고, 입학 지원비 6만 원은 별도이다. "
    "봄 학기는 3월 4일에 시작하고, 지원 마감은 1월 15일이다."
)
TRIP = (
    "한솔중학교 2학년 수학여행은 10월 16일부터 18일까지 2박 3일 일정으로 경주에서 진행된다. "
    "참가비는 1인당 28만 원이며, 기초생활수급 가정 학생은 전액 지원받는다. "
    "인솔 책임자는 학년부장 김성호 선생님이고, 보건교사 유지민 선생님이 동행한다."
)
GRAD_ADMISSION = (
    "한국과학대학교 대학원 석사과정 후기 모집의 원서 접수 기간은 5월 13일부터 5월 24일까지이다. "
    "전형료는 7만 원이다. "
    "서류 합격자에 한해 6월 8일에 면접을 실시하며, 최종 합격자는 6월 21일에 발표한다."
)
FOUNDATION = (
    "푸른내일장학재단은 매년 대학 신입생 30명을 선발해 4년간 등록금 전액을 지원한다. "
    "재단은 1988년 고 정만석 회장이 설립했고, 2010년부터 그의 딸 정유라 이사장이 이끌고 있다. "
    "장학생은 매 학기 평점 3.5 이상을 유지해야 한다."
)
PIANO = (
    "소리나무 피아노학원은 월요일부터 금요일까지 오후 2시부터 8시까지 운영한다. "
    "주 3회 수업의 월 수강료는 15만 원, 주 5회는 19만 원이다. "
    "원장 서하윤 선생님은 음대 피아노과를 졸업했다."
)
LIFELONG = (
    "마포구 평생학습관의 '시니어 스마트폰 교실'은 만 60세 이상 구민을 대상으로 한다. "
    "강좌는 4월 2일부터 매주 화요일 오후 2시에 8주 동안 열리며, 수강료는 무료이다. "
    "교재비 5천 원은 첫 수업 때 낸다."
)

# fmt: off
FAITHFULNESS = [
    w.faith("ko-t50-001", "fmt.range", "꿈나무어린이집은 몇 살까지 다닐 수 있어요?", "만 1세에서 만 5세까지 다닐 수 있습니다.", DAYCARE, True),
    w.faith("ko-t50-002", "fmt.time", "어린이집은 몇 시에 문 닫아요?", "평일에는 19시 30분까지 운영합니다.", DAYCARE, True),
    w.faith("ko-t50-003", "para.passive", "만 1세반 선생님이 누구예요?", "만 1세반은 오다은 선생님이 담임을 맡고 계십니다.", DAYCARE, True),
    w.faith("ko-t50-004", "para.synonym", "토요일에도 보내도 되나요?", "토요일에는 미리 신청한 가정만 이용하실 수 있습니다.", DAYCARE, True),
    w.faith("ko-t50-005", "fmt.unit", "한국어 수업은 하루에 몇 시간이에요?", "평일마다 오전 9시부터 오후 1시까지, 하루 4시간 수업합니다.", KOREAN_SCHOOL, True),
    w.faith("ko-t50-006", "fmt.currency", "한 학기 수업료가 얼마예요?", "학기당 수업료는 1,700,000원이고, 지원비 6만 원은 따로 냅니다.", KOREAN_SCHOOL, True),
    w.faith("ko-t50-007", "para.reorder", "봄 학기 지원은 언제까지예요?", "1월 15일이 지원 마감이고, 수업은 3월 4일에 시작합니다.", KOREAN_SCHOOL, True),
    w.faith("ko-t50-008", "para.except", "한국어 수업이 주말에도 있어요?", "아니요, 정규 과정 수업은 평일에만 있습니다.", KOREAN_SCHOOL, True),
    w.faith("ko-t50-009", "fmt.period", "수학여행은 며칠 동안 가요?", "10월 16일부터 18일까지, 사흘 동안 경주로 갑니다.", TRIP, True),
    w.faith("ko-t50-010", "fmt.currency", "수학여행비가 얼마예요?", "참가비는 한 사람당 28만 원입니다.", TRIP, True),
    w.faith("ko-t50-011", "para.combine", "수학여행에는 어떤 선생님이 가세요?", "학년부장이신 김성호 선생님이 인솔을 책임지시고, 보건교사 유지민 선생님도 함께 가십니다.", TRIP, True),
    w.faith("ko-t50-012", "para.synonym", "기초생활수급 가정은 참가비를 내야 하나요?", "아니요, 기초생활수급 가정 학생은 참가비 전부를 지원받습니다.", TRIP, True),
    w.faith("ko-t50-013", "fmt.date", "대학원 원서는 언제 접수해요?", "원서 접수는 5/13부터 5/24까지입니다.", GRAD_ADMISSION, True),
    w.faith("ko-t50-014", "fmt.currency", "전형료가 얼마예요?", "전형료는 7만 원, 즉 70,000원입니다.", GRAD_ADMISSION, True),
    w.faith("ko-t50-015", "para.nominal", "면접은 누가 보나요?", "면접 대상은 서류 합격자뿐이며, 면접일은 6월 8일입니다.", GRAD_ADMISSION, True),
    w.faith("ko-t50-016", "para.pronoun", "정유라 이사장은 누구예요?", "그분은 재단 설립자인 고 정만석 회장의 딸로, 2010년부터 재단을 이끌고 있습니다.", FOUNDATION, True),
    w.faith("ko-t50-017", "fmt.number", "장학생을 몇 명 뽑아요?", "해마다 대학 신입생 서른 명을 선발합니다.", FOUNDATION, True),
    w.faith("ko-t50-018", "wrap.attribution", "장학생이 지켜야 할 조건이 있나요?", "재단 안내에 따르면, 장학생은 학기마다 평점 3.5 이상을 유지해야 합니다.", FOUNDATION, True),
    w.faith("ko-t50-019", "para.except", "피아노 학원 토요일에 해요?", "아니요, 주말에는 운영하지 않습니다.", PIANO, True),
    w.faith("ko-t50-020", "fmt.time", "피아노 학원은 몇 시까지 해요?", "14시부터 20시까지 운영합니다.", PIANO, True),
    w.faith("ko-t50-021", "wrap.opener", "주 5회 수강료가 얼마예요?", "안녕하세요! 주 5회 수업은 한 달에 19만 원입니다.", PIANO, True),
    w.faith("ko-t50-022", "wrap.hedge", "스마트폰 교실은 누가 들을 수 있어요?", "안내에 따르면 만 60세 이상 마포구민이 대상인 것으로 보입니다.", LIFELONG, True),
    w.faith("ko-t50-023", "fmt.currency", "교재비가 따로 있어요?", "네, 교재비 오천 원을 첫 수업 때 내시면 됩니다.", LIFELONG, True),
    w.faith("ko-t50-024", "para.part", "스마트폰 교실은 언제 시작해요?", "4월 2일부터 시작합니다.", LIFELONG, True),
    w.faith("ko-t50-025", "value.time", "어린이집은 몇 시에 문 열어요?", "평일 오전 8시 30분부터 운영합니다.", DAYCARE, False),
    w.faith("ko-t50-026", "role.swap", "꿈나무어린이집 원장님은 누구세요?", "원장은 오다은 선생님이고, 한수경 선생님이 만 1세반 담임입니다.", DAYCARE, False),
    w.faith("ko-t50-027", "quantifier", "토요일에도 운영해요?", "토요일에도 모든 가정이 신청 없이 이용할 수 있습니다.", DAYCARE, False),
    w.faith("ko-t50-028", "value.number", "한 학기는 몇 주예요?", "정규 과정은 한 학기 12주입니다.", KOREAN_SCHOOL, False),
    w.faith("ko-t50-029", "added.fact", "수업료에 뭐가 포함돼요?", "학기당 수업료 170만 원에는 교재비와 기숙사비가 포함되어 있습니다.", KOREAN_SCHOOL, False),
    w.faith("ko-t50-030", "value.date", "봄 학기 지원 마감이 언제예요?", "봄 학기 지원 마감은 3월 4일입니다.", KOREAN_SCHOOL, False),
    w.faith("ko-t50-031", "added.entity", "수학여행은 어디로 가요?", "2학년은 경주와 부산으로 2박 3일 수학여행을 갑니다.", TRIP, False),
    w.faith("ko-t50-032", "role.swap", "수학여행 인솔 책임자가 누구예요?", "인솔 책임자는 유지민 선생님이고, 김성호 선생님이 보건교사로 동행합니다.", TRIP, False),
    w.faith("ko-t50-033", "quantifier", "기초생활수급 가정은 얼마나 지원받아요?", "참가비의 일부만 지원받습니다.", TRIP, False),
    w.faith("ko-t50-034", "value.date", "면접은 언제예요?", "서류 합격자 면접은 6월 21일에 실시합니다.", GRAD_ADMISSION, False),
    w.faith("ko-t50-035", "quantifier", "지원자 전원이 면접을 보나요?", "네, 원서를 낸 지원자는 모두 6월 8일에 면접을 봅니다.", GRAD_ADMISSION, False),
    w.faith("ko-t50-036", "added.fact", "전형료는 얼마예요?", "전형료는 7만 원이며, 불합격하면 전액 돌려받습니다.", GRAD_ADMISSION, False),
    w.faith("ko-t50-037", "value.date", "정유라 이사장은 언제부터 재단을 맡았어요?", "정유라 이사장은 1988년부터 재단을 이끌고 있습니다.", FOUNDATION, False),
    w.faith("ko-t50-038", "value.number", "장학금은 몇 년 동안 받아요?", "선발된 신입생은 2년간 등록금 전액을 지원받습니다.", FOUNDATION, False),
    w.faith("ko-t50-039", "direction", "평점 조건이 어떻게 돼요?", "장학생은 매 학기 평점 3.5 이하를 유지하면 됩니다.", FOUNDATION, False),
    w.faith("ko-t50-040", "value.currency", "주 3회 수강료는 얼마예요?", "주 3회 수업은 월 19만 원입니다.", PIANO, False),
    w.faith("ko-t50-041", "added.fact", "원장 선생님은 어떤 분이세요?", "서하윤 원장님은 음대 피아노과를 졸업했고, 국제 콩쿠르에서 입상한 경력이 있습니다.", PIANO, False),
    w.faith("ko-t50-042", "value.except", "피아노 학원은 무슨 요일에 해요?", "일요일만 빼고 매일 오후 2시부터 8시까지 운영합니다.", PIANO, False),
    w.faith("ko-t50-043", "antonym", "스마트폰 교실 수강료가 있나요?", "수강료는 유료이고, 교재비 5천 원은 첫 수업 때 냅니다.", LIFELONG, False),
    w.faith("ko-t50-044", "value.number", "스마트폰 교실은 몇 주 동안 해요?", "매주 화요일 오후 2시에 6주 동안 열립니다.", LIFELONG, False),
]

CORRECTNESS = [
    w.correct("ko-t50-045", "correct.wordy", "꿈나무어린이집 원장은 누구인가요?", "대전 유성구 꿈나무어린이집의 원장님은 한수경 선생님이십니다.", "한수경", True),
    w.correct("ko-t50-046", "correct.format", "수학여행 참가비는 얼마인가요?", "1인당 280,000원입니다.", "28만 원", True),
    w.correct("ko-t50-047", "correct.short", "대학원 최종 합격자는 언제 발표하나요?", "6월 21일입니다.", "최종 합격자는 6월 21일에 발표한다.", True),
    w.correct("ko-t50-048", "correct.format", "스마트폰 교실은 몇 시에 열리나요?", "14시에 열립니다.", "오후 2시", True),
    w.correct("ko-t50-049", "wrong.value", "푸른내일장학재단은 언제 설립되었나요?", "1998년에 설립되었습니다.", "1988년", False),
    w.correct("ko-t50-050", "wrong.role", "수학여행의 인솔 책임자는 누구인가요?", "보건교사 유지민 선생님입니다.", "김성호 선생님", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
