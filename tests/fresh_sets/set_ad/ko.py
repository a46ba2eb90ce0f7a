"""Korean cases of set AD: a campground, a culture centre's cooking class, a moving company and
a children's library summer reading programme."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

CAMP = "솔바람 캠핑장은 4월 1일부터 11월 30일까지 운영합니다. 오토캠핑 사이트 1박 요금은 45,000원이며, 전기 사용료 5,000원은 별도입니다. 입실은 오후 2시부터, 퇴실은 다음 날 오전 11시까지입니다. 반려견은 반드시 목줄을 해야 하며, 한 사이트당 최대 두 마리까지 동반할 수 있습니다."
COOK = "한빛문화센터의 한식 요리 강좌는 매주 목요일 오전 10시부터 12시까지 열립니다. 수강료는 8주 과정에 12만 원이며, 재료비는 수강료에 포함되어 있습니다. 강사 박정민 씨는 호텔 조리장 출신입니다. 정원은 16명이며, 신청은 선착순으로 받습니다."
MOVE = "한결이사는 포장이사 견적을 방문 후 무료로 제공합니다. 계약금은 총 이사 비용의 10%이며, 이사 3일 전까지 취소하면 전액 환불됩니다. 에어컨 이전 설치는 기본 서비스에 포함되지 않으며 대당 15만 원이 추가됩니다. 주말 이사는 평일보다 20% 비쌉니다."
LIB = "시립 어린이도서관의 여름 독서교실은 7월 22일부터 8월 2일까지 진행됩니다. 대상은 초등학교 1학년부터 3학년까지이며, 참가비는 무료입니다. 신청은 도서관 홈페이지에서만 가능하고, 모집 인원은 30명입니다. 마지막 날에는 참가자 전원에게 수료증을 드립니다."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-ad-001", "para.reorder", "오토캠핑 사이트 요금이 얼마인가요?", "전기 사용료 5,000원은 따로 내야 하고, 오토캠핑 사이트는 1박에 45,000원입니다.", CAMP, True),
    w.faith("ko-ad-002", "fmt.scale", "오토캠핑 사이트 하룻밤 요금은요?", "1박 요금은 4만 5천 원입니다.", CAMP, True),
    w.faith("ko-ad-003", "fmt.time", "입실과 퇴실 시간이 어떻게 되나요?", "체크인은 14:00부터이고, 체크아웃은 다음 날 11:00까지입니다.", CAMP, True),
    w.faith("ko-ad-004", "para.synonym", "요리 강좌 강사는 어떤 분인가요?", "강사 박정민 씨는 예전에 호텔에서 조리장으로 일했던 분입니다.", COOK, True),
    w.faith("ko-ad-005", "fmt.currency", "요리 강좌 수강료는 얼마인가요?", "8주 과정 수강료는 120,000원이고, 재료비도 여기에 포함됩니다.", COOK, True),
    w.faith("ko-ad-006", "fmt.share", "이사 계약금은 얼마나 내야 하나요?", "계약금은 전체 이사 비용의 10분의 1입니다.", MOVE, True),
    w.faith("ko-ad-007", "wrap.attribution", "견적을 받으려면 돈이 드나요?", "한결이사 안내에 따르면 방문 견적은 무료로 제공됩니다.", MOVE, True),
    w.faith("ko-ad-008", "fmt.date", "여름 독서교실은 언제 하나요?", "여름 독서교실은 7/22부터 8/2까지 진행됩니다.", LIB, True),
    w.faith("ko-ad-009", "wrap.opener", "독서교실 참가비가 있나요?", "네, 알려 드릴게요! 여름 독서교실 참가비는 무료입니다.", LIB, True),
    w.faith("ko-ad-010", "value.number", "반려견은 몇 마리까지 데려갈 수 있나요?", "반려견은 한 사이트당 최대 세 마리까지 동반할 수 있습니다.", CAMP, False),
    w.faith("ko-ad-011", "value.time", "퇴실은 몇 시까지 해야 하나요?", "퇴실은 다음 날 오전 10시까지입니다.", CAMP, False),
    w.faith("ko-ad-012", "modality", "반려견 목줄은 꼭 해야 하나요?", "반려견 목줄 착용은 선택 사항입니다.", CAMP, False),
    w.faith("ko-ad-013", "negation", "재료비는 따로 내야 하나요?", "재료비는 수강료에 포함되어 있지 않아 따로 내야 합니다.", COOK, False),
    w.faith("ko-ad-014", "value.date", "요리 강좌는 무슨 요일에 열리나요?", "한식 요리 강좌는 매주 화요일 오전 10시부터 12시까지 열립니다.", COOK, False),
    w.faith("ko-ad-015", "antonym", "주말에 이사하면 요금이 달라지나요?", "주말 이사는 평일보다 20% 저렴합니다.", MOVE, False),
    w.faith("ko-ad-016", "added.fact", "에어컨 이전 설치도 해 주나요?", "에어컨 이전 설치는 대당 15만 원이 추가되며, 설치 후 1년 동안 무상 A/S를 받을 수 있습니다.", MOVE, False),
    w.faith("ko-ad-017", "quantifier", "독서교실을 마치면 수료증을 받나요?", "마지막 날에 참가자 중 일부에게만 수료증을 드립니다.", LIB, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-ad-018", "refusal.plain", "캠핑장에 샤워실이 있나요?", "죄송하지만 제공된 정보로는 답변드릴 수 없습니다.", CAMP, True),
    w.refusal("ko-ad-019", "refusal.long", "요리 강좌 들으러 갈 때 주차할 수 있나요?", "주신 자료에는 주차에 관한 내용이 전혀 나와 있지 않아서, 한빛문화센터에 주차가 가능한지는 확인해 드리기 어렵습니다. 센터에 직접 문의해 보시는 게 좋겠습니다.", COOK, True),
    w.refusal("ko-ad-020", "refusal.partial", "독서교실 참가비와 준비물이 궁금해요.", "참가비는 무료입니다. 다만 준비물에 대해서는 안내된 내용이 없습니다.", LIB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-ad-021", "correct.wordy", "요리 강좌는 언제 열리나요?", "한빛문화센터의 한식 요리 강좌는 일주일에 한 번, 목요일마다 오전 10시에 시작해서 낮 12시에 끝납니다.", "매주 목요일 오전 10시부터 12시까지.", True),
    w.correct("ko-ad-022", "correct.wordy", "캠핑장은 언제 운영하나요?", "솔바람 캠핑장의 운영 기간은 4월 1일에 시작해서 11월 30일에 끝납니다.", "4월 1일부터 11월 30일까지.", True),
    w.correct("ko-ad-023", "correct.short", "독서교실 모집 인원은 몇 명인가요?", "30명.", "모집 인원은 30명입니다.", True),
    w.correct("ko-ad-024", "wrong.value", "에어컨 이전 설치 추가 비용은 얼마인가요?", "대당 50만 원입니다.", "대당 15만 원입니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-ad-025", "relevant.direct", "캠핑장에 몇 시부터 들어갈 수 있나요?", "오후 2시 이후면 됩니다.", CAMP, True),
    w.relevant("ko-ad-026", "relevant.direct", "요리 수업 듣는 데 돈이 얼마나 드나요?", "8주에 12만 원이고, 재료비도 거기 포함이에요.", COOK, True),
    w.relevant("ko-ad-027", "relevant.direct", "독서교실은 어떻게 신청하나요?", "도서관 홈페이지에서만 접수합니다.", LIB, True),
    w.relevant("ko-ad-028", "relevant.yesno", "이사 3일 전에 취소하면 계약금을 돌려받을 수 있나요?", "네, 전액 환불됩니다.", MOVE, True),
    w.relevant("ko-ad-029", "offtopic.true", "주말에 이사하면 더 비싼가요?", "한결이사는 방문 후 무료로 견적을 제공합니다.", MOVE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-ad-030", "diag.pass", "요리 강좌 정원은 몇 명인가요?", "정원은 16명이며 선착순으로 신청받습니다.", {"cook-class": COOK, "camp-info": CAMP}, ("cook-class",), "pass"),
    w.diag("ko-ad-031", "diag.missed", "여름 독서교실은 몇 학년이 대상인가요?", "제공된 문서에서는 독서교실 대상 학년을 찾을 수 없습니다.", {"moving-service": MOVE, "camp-info": CAMP}, ("reading-class",), "fix_retrieval"),
    w.diag("ko-ad-032", "diag.correct_refusal", "캠핑장에서 장작을 파나요?", "자료에 장작 판매에 대한 정보가 없어서 답변드리기 어렵습니다.", {"camp-info": CAMP}, (), "correct_refusal"),
    w.diag("ko-ad-033", "diag.offtopic", "주말 이사 요금은 평일과 어떻게 다른가요?", "계약금은 총 이사 비용의 10%입니다.", {"moving-service": MOVE}, ("moving-service",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
