"""Korean cases of set AQ: a cheese-making tour on a dairy farm, the maker space of a public
library and the registration for a city marathon."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CHEESE = (
    "햇살목장 치즈 체험은 월요일을 제외한 매일 오후 2시에 시작하며, 약 1시간 30분 동안 진행됩니다. "
    "참가비는 1인당 18,000원이고, 직접 만든 모차렐라 치즈 200g을 가져갈 수 있습니다. "
    "체험은 아버지 한만석 씨에게서 치즈 만드는 법을 배운 목장 주인 한지호 씨가 안내하며, 한 회에 최대 20명까지 참여할 수 있습니다."
)
MAKER = (
    "새솔도서관 3층 메이커 스페이스는 화요일부터 토요일까지 오전 10시부터 오후 6시까지 운영합니다. "
    "3D 프린터는 30분짜리 안전 교육을 마친 회원이면 무료로 사용할 수 있고, 필라멘트 비용은 1g당 50원입니다. "
    "레이저 커터는 만 19세 이상 회원만 예약할 수 있습니다."
)
MARATHON = (
    "2026 한강 시민 마라톤 참가 신청은 3월 2일 오전 9시에 시작해 3월 20일에 마감되며, 선착순 5,000명이 차면 조기 마감됩니다. "
    "참가비는 풀코스 5만 원, 10km 코스 3만 원입니다. "
    "대회는 4월 19일 일요일에 열리며, 참가자는 대회 당일 기준 만 18세 이상이어야 합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-aq-001", "para.reorder", "치즈 체험은 몇 시에 시작하고 얼마나 걸리나요?", "약 1시간 30분짜리 체험이고, 오후 2시에 시작합니다.", CHEESE, True),
    w.faith("ko-aq-002", "para.passive", "레이저 커터는 누가 예약할 수 있나요?", "레이저 커터 예약은 만 19세 이상 회원에게만 허용됩니다.", MAKER, True),
    w.faith("ko-aq-003", "para.synonym", "치즈 체험 한 회에 몇 명까지 참여할 수 있나요?", "한 번에 20명까지 참가할 수 있습니다.", CHEESE, True),
    w.faith("ko-aq-004", "fmt.date", "마라톤 대회는 언제 열리나요?", "대회는 2026. 4. 19.(일)에 열립니다.", MARATHON, True),
    w.faith("ko-aq-005", "fmt.time", "참가 신청은 몇 시부터 할 수 있나요?", "3월 2일 09:00부터 신청할 수 있습니다.", MARATHON, True),
    w.faith("ko-aq-006", "fmt.unit", "체험이 끝나면 치즈를 얼마나 가져갈 수 있나요?", "직접 만든 모차렐라 치즈 200그램을 가져갈 수 있습니다.", CHEESE, True),
    w.faith("ko-aq-007", "fmt.period", "치즈 체험은 얼마나 걸리나요?", "90분 정도 걸립니다.", CHEESE, True),
    w.faith("ko-aq-008", "para.except", "치즈 체험은 무슨 요일에 하나요?", "월요일만 쉬고 나머지 요일에는 매일 진행합니다.", CHEESE, True),
    w.faith("ko-aq-009", "wrap.attribution", "메이커 스페이스는 몇 층에 있나요?", "도서관 안내에 따르면 메이커 스페이스는 3층에 있습니다.", MAKER, True),
    w.faith("ko-aq-010", "fmt.thousands", "마라톤은 선착순 몇 명까지 받나요?", "선착순 5000명까지 받습니다.", MARATHON, True),
    w.faith("ko-aq-011", "wrap.opener", "풀코스 참가비는 얼마인가요?", "네, 안내해 드릴게요. 풀코스 참가비는 5만 원입니다.", MARATHON, True),
    w.faith("ko-aq-012", "value.number", "치즈 체험 한 회 정원은 몇 명인가요?", "한 회에 최대 30명까지 참여할 수 있습니다.", CHEESE, False),
    w.faith("ko-aq-013", "value.time", "메이커 스페이스는 몇 시에 문을 닫나요?", "오후 8시에 문을 닫습니다.", MAKER, False),
    w.faith("ko-aq-014", "role.swap", "한지호 씨는 치즈 만드는 법을 누구에게 배웠나요?", "한만석 씨가 한지호 씨에게서 치즈 만드는 법을 배웠습니다.", CHEESE, False),
    w.faith("ko-aq-015", "negation", "3D 프린터를 쓰려면 안전 교육을 받아야 하나요?", "아니요, 안전 교육을 받지 않아도 3D 프린터를 쓸 수 있습니다.", MAKER, False),
    w.faith("ko-aq-016", "quantifier", "레이저 커터는 누가 예약할 수 있나요?", "나이에 상관없이 모든 회원이 예약할 수 있습니다.", MAKER, False),
    w.faith("ko-aq-017", "value.except", "치즈 체험이 없는 날은 언제인가요?", "화요일을 제외하고 매일 진행하니, 화요일에만 체험이 없습니다.", CHEESE, False),
    w.faith("ko-aq-018", "direction", "마라톤 참가 나이 제한이 있나요?", "대회 당일 기준 만 18세 이하만 참가할 수 있습니다.", MARATHON, False),
    w.faith("ko-aq-019", "added.fact", "10km 코스 참가비는 얼마인가요?", "10km 코스 참가비는 3만 원이며, 기념 티셔츠가 포함됩니다.", MARATHON, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-aq-020", "refusal.plain", "메이커 스페이스에 재봉틀이 있나요?", "죄송하지만 그건 잘 모르겠습니다.", MAKER, True),
    w.refusal("ko-aq-021", "refusal.short", "목장에 주차장이 있나요?", "정보가 없습니다.", CHEESE, True),
    w.refusal("ko-aq-022", "refusal.partial", "풀코스 참가비와 기념품을 알려 주세요.", "풀코스 참가비는 5만 원이고, 기념품에 대해서는 안내된 내용이 없습니다.", MARATHON, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-aq-023", "correct.wordy", "레이저 커터는 몇 살부터 예약할 수 있나요?", "레이저 커터는 아무나 예약할 수 있는 게 아니고, 만 19세 이상인 회원이어야 예약할 수 있습니다.", "만 19세 이상입니다.", True),
    w.correct("ko-aq-024", "correct.wordy", "마라톤 신청 마감일은 언제인가요?", "신청은 3월 2일에 열려서 3월 20일까지 받는데, 선착순 5,000명이 먼저 차면 그보다 일찍 닫힙니다.", "3월 20일입니다.", True),
    w.correct("ko-aq-025", "correct.format", "필라멘트는 얼마인가요?", "그램당 ₩50입니다.", "1g당 50원입니다.", True),
    w.correct("ko-aq-026", "wrong.value", "치즈 체험 참가비는 얼마인가요?", "1인당 28,000원입니다.", "1인당 18,000원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-aq-027", "relevant.direct", "목장 체험에는 몇 시에 가면 되나요?", "오후 2시에 시작합니다.", CHEESE, True),
    w.relevant("ko-aq-028", "relevant.direct", "메이커 스페이스는 어디에 있나요?", "새솔도서관 3층입니다.", MAKER, True),
    w.relevant("ko-aq-029", "relevant.direct", "10km만 뛰려면 돈이 얼마나 드나요?", "3만 원입니다.", MARATHON, True),
    w.relevant("ko-aq-030", "relevant.yesno", "만 17세도 마라톤에 나갈 수 있나요?", "아니요, 대회 당일에 만 18세 이상이어야 합니다.", MARATHON, True),
    w.relevant("ko-aq-031", "offtopic.true", "메이커 스페이스 운영 시간이 어떻게 되나요?", "필라멘트 비용은 1g당 50원입니다.", MAKER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-aq-032", "diag.pass", "체험이 끝나면 어떤 치즈를 가져가나요?", "직접 만든 모차렐라 치즈 200g을 가져갈 수 있습니다.", {"cheese-tour": CHEESE, "maker-space": MAKER}, ("cheese-tour",), "pass"),
    w.diag("ko-aq-033", "diag.missed", "마라톤 풀코스 참가비는 얼마인가요?", "제공된 자료에는 참가비 정보가 없습니다.", {"cheese-tour": CHEESE, "maker-space": MAKER}, ("marathon",), "fix_retrieval"),
    w.diag("ko-aq-034", "diag.correct_refusal", "메이커 스페이스에서 재봉틀을 빌릴 수 있나요?", "제공된 자료로는 재봉틀을 빌릴 수 있는지 알 수 없습니다.", {"maker-space": MAKER, "marathon": MARATHON}, (), "correct_refusal"),
    w.diag("ko-aq-035", "diag.offtopic", "마라톤 대회는 언제 열리나요?", "풀코스 참가비는 5만 원입니다.", {"marathon": MARATHON, "cheese-tour": CHEESE}, ("marathon",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
