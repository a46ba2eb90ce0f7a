"""Korean cases of set Y. Scenarios: long-term parking lot 3 at Hanbyeol Airport, the Meongmeong
Salon dog groomer, the Seoha city museum pass and the self-service laundromat Pposong."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("ko")

PARK = (
    "한별공항 제3장기주차장의 주차 요금은 하루 12,000원이며, 경차는 50% 할인됩니다. "
    "주차장에서 국내선 청사까지 무료 셔틀버스가 8분 간격으로 다닙니다. "
    "셔틀은 오전 5시 30분부터 밤 11시까지 운행합니다."
)
GROOM = (
    "멍멍살롱은 소형견 전체 미용을 5만 원, 10kg 이상 중형견 전체 미용을 7만 원에 해 줍니다. "
    "미용은 보통 2시간쯤 걸리고, 보호자는 그동안 대기실에서 기다릴 수 있습니다. "
    "매주 월요일은 휴무이며, 가위컷은 모두 박지윤 원장이 직접 합니다."
)
MUSEUM = (
    "서하시 뮤지엄 패스는 성인 기준 2만 5천 원이며, 처음 사용한 날부터 7일 동안 시립 박물관 다섯 곳에 입장할 수 있습니다. "
    "만 65세 이상은 반값에 살 수 있습니다. "
    "특별전 관람은 패스에 포함되지 않습니다. "
    "2025년 패스는 3월 4일부터 판매됩니다."
)
LAUNDRY = (
    "코인빨래방 '뽀송'은 24시간 문을 열며, 세탁기 10대와 건조기 8대가 있습니다. "
    "세탁기 중 3대는 이불을 빨 수 있는 대형입니다. "
    "세탁은 1회 4,000원, 건조는 30분에 3,000원입니다. "
    "세제는 무료로 제공되지만 섬유유연제는 각자 가져와야 합니다."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("ko-y-001", "para.reorder", "뽀송에는 세탁기와 건조기가 몇 대 있나요?", "건조기는 8대, 세탁기는 10대가 있습니다.", LAUNDRY, True),
    w.faith("ko-y-002", "para.synonym", "멍멍살롱은 언제 쉬나요?", "멍멍살롱은 월요일마다 문을 닫습니다.", GROOM, True),
    w.faith("ko-y-003", "para.combine", "셔틀버스는 어떻게 운행되나요?", "무료 셔틀버스가 오전 5시 30분부터 밤 11시까지 8분마다 국내선 청사로 갑니다.", PARK, True),
    w.faith("ko-y-004", "para.nominal", "뽀송에서 세제는 돈을 내야 하나요?", "아니요, 세제는 무료 제공입니다.", LAUNDRY, True),
    w.faith("ko-y-005", "fmt.thousands", "제3장기주차장 하루 요금은 얼마인가요?", "하루에 12000원입니다.", PARK, True),
    w.faith("ko-y-006", "fmt.scale", "뮤지엄 패스 성인 가격은 얼마예요?", "성인 패스는 25,000원입니다.", MUSEUM, True),
    w.faith("ko-y-007", "fmt.time", "셔틀은 몇 시부터 몇 시까지 다니나요?", "05:30부터 23:00까지 운행합니다.", PARK, True),
    w.faith("ko-y-008", "fmt.share", "경차는 주차 요금 할인이 되나요?", "네, 경차는 요금의 절반만 내면 됩니다.", PARK, True),
    w.faith("ko-y-009", "fmt.period", "뮤지엄 패스는 얼마 동안 쓸 수 있나요?", "처음 사용한 날부터 일주일 동안 쓸 수 있습니다.", MUSEUM, True),
    w.faith("ko-y-010", "fmt.date", "2025년 패스는 언제부터 살 수 있나요?", "2025. 3. 4.부터 판매됩니다.", MUSEUM, True),
    w.faith("ko-y-011", "wrap.attribution", "뽀송 건조 요금은 얼마인가요?", "안내된 내용에 따르면 건조는 30분에 3,000원입니다.", LAUNDRY, True),
    # one clear error each
    w.faith("ko-y-012", "value.number", "뽀송에 건조기는 몇 대 있나요?", "건조기는 6대 있습니다.", LAUNDRY, False),
    w.faith("ko-y-013", "value.time", "셔틀 첫차는 몇 시인가요?", "셔틀은 오전 6시 30분부터 운행합니다.", PARK, False),
    w.faith("ko-y-014", "value.currency", "중형견 전체 미용은 얼마인가요?", "10kg 이상 중형견 전체 미용은 8만 원입니다.", GROOM, False),
    w.faith("ko-y-015", "value.date", "2025년 패스는 언제부터 판매되나요?", "3월 14일부터 판매됩니다.", MUSEUM, False),
    w.faith("ko-y-016", "negation", "세제는 따로 준비해야 하나요?", "세제는 무료로 제공되지 않습니다.", LAUNDRY, False),
    w.faith("ko-y-017", "antonym", "누가 패스를 반값에 살 수 있나요?", "만 65세 이하는 반값에 살 수 있습니다.", MUSEUM, False),
    w.faith("ko-y-018", "modality", "미용하는 동안 보호자는 어디 있으면 되나요?", "보호자는 미용이 끝날 때까지 반드시 대기실에서 기다려야 합니다.", GROOM, False),
    w.faith("ko-y-019", "quantifier", "뽀송에서 이불 빨래가 되나요?", "네, 모든 세탁기에서 이불을 빨 수 있습니다.", LAUNDRY, False),
    w.faith("ko-y-020", "added.fact", "셔틀버스는 어디로 가나요?", "무료 셔틀버스가 국내선 청사와 국제선 청사까지 갑니다.", PARK, False),
]

REFUSAL: list[Case] = [
    w.refusal("ko-y-021", "refusal.plain", "멍멍살롱에서 고양이 미용도 하나요?", "잘 모르겠습니다.", GROOM, True),
    w.refusal("ko-y-022", "refusal.context", "뽀송 빨래방에 주차할 곳이 있나요?", "제공된 정보에는 주차 가능 여부가 나와 있지 않습니다.", LAUNDRY, True),
    w.refusal("ko-y-023", "refusal.partial", "뮤지엄 패스 가격과 환불 규정을 알려 주세요.", "환불 규정은 자료에 나와 있지 않지만, 성인 패스는 2만 5천 원입니다.", MUSEUM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("ko-y-024", "correct.wordy", "뽀송에서 건조는 얼마인가요?", "뽀송에서 건조기를 쓰시면 30분 기준으로 3,000원을 내시면 됩니다.", "30분에 3,000원입니다.", True),
    w.correct("ko-y-025", "correct.wordy", "멍멍살롱 휴무일이 언제예요?", "월요일마다 쉬니까 다른 요일로 예약하시면 됩니다.", "매주 월요일입니다.", True),
    w.correct("ko-y-026", "correct.short", "경차는 주차 요금을 얼마나 할인받나요?", "50%요.", "경차는 주차 요금의 50%를 할인받습니다.", True),
    w.correct("ko-y-027", "wrong.value", "뮤지엄 패스로 몇 곳에 입장할 수 있나요?", "시립 박물관 세 곳에 들어갈 수 있습니다.", "시립 박물관 다섯 곳에 입장할 수 있습니다.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("ko-y-028", "relevant.direct", "한별공항 제3장기주차장에 차를 하루 세워 두면 얼마 내야 하나요?", "12,000원입니다.", PARK, True),
    w.relevant("ko-y-029", "relevant.direct", "셔틀은 아침 몇 시에 처음 출발하나요?", "5시 반부터 다닙니다.", PARK, True),
    w.relevant("ko-y-030", "relevant.direct", "멍멍살롱에서 가위컷은 누가 해 주나요?", "박지윤 원장님이 직접 하십니다.", GROOM, True),
    w.relevant("ko-y-031", "relevant.yesno", "뮤지엄 패스로 특별전도 볼 수 있나요?", "아니요, 포함되지 않습니다.", MUSEUM, True),
    w.relevant("ko-y-032", "offtopic.true", "뽀송 빨래방 세탁 요금은 얼마인가요?", "뽀송은 24시간 문을 엽니다.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("ko-y-033", "diag.pass", "뽀송은 몇 시간 운영하나요?", "뽀송은 24시간 운영합니다.", {"laundry-ko": LAUNDRY, "park-ko": PARK}, ("laundry-ko",), "pass"),
    w.diag("ko-y-034", "diag.missed", "멍멍살롱 중형견 미용 요금은 얼마인가요?", "제공된 문서에서는 요금을 찾을 수 없습니다.", {"museum-ko": MUSEUM, "laundry-ko": LAUNDRY}, ("groom-ko",), "fix_retrieval"),
    w.diag("ko-y-035", "diag.correct_refusal", "한별공항 주차장에서 전기차 충전이 되나요?", "자료에는 전기차 충전에 관한 내용이 없습니다.", {"park-ko": PARK}, (), "correct_refusal"),
    w.diag("ko-y-036", "diag.offtopic", "서하시 뮤지엄 패스는 얼마인가요?", "특별전 관람은 패스에 포함되지 않습니다.", {"museum-ko": MUSEUM}, ("museum-ko",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
