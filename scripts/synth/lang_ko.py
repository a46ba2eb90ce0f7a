# ruff: noqa: E501  (natural-language template tables; one template a line)
"""Korean lexicon, templates and value formats (합니다체; particles chosen by batchim)."""

from __future__ import annotations

import random
from typing import Any

CODE = "ko"
CURRENCY_SCALE = 1000
JOIN = " "
FMT_N = {"temp": 3, "time": 3, "date": 2, "price": 3, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("민준", "서연", "지훈", "하은", "도윤", "수빈", "예준", "지우", "현우", "유진", "성호", "다은",
         "재희", "소라", "태오", "미나")
FAMILY = ("김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오")
CITIES = ("부산", "대구", "인천", "광주", "대전", "울산", "전주", "강릉", "춘천", "여수", "경주", "제주",
          "포항", "목포", "속초", "원주")
STEMS = ("해오름", "푸른솔", "은하수", "별빛", "한빛", "바다향", "솔바람", "들꽃", "달빛", "산마루", "물결",
         "햇살")
KIND_NOUN = {"hotel": "호텔", "museum": "박물관", "gym": "피트니스", "bakery": "베이커리", "kayak": "카약"}
EVENTS = ("전국 조정 선수권 대회", "해변 재즈 축제", "오픈 체스 컵", "항구 마라톤", "겨울 영화 주간",
          "전국 합창 경연 대회")

KIND: dict[str, dict[str, str]] = {
    "hotel": {"thing": "객실", "ctr": "개", "item": "1박 더블룸", "mthing": "산책로"},
    "museum": {"thing": "전시실", "ctr": "개", "item": "성인 입장권", "mthing": "조각 산책로"},
    "gym": {"thing": "운동 기구", "ctr": "대", "item": "월 회원권", "mthing": "러닝 트랙"},
    "bakery": {"thing": "직원", "ctr": "명", "item": "호밀빵 한 덩이", "mthing": "대표 빵"},
    "kayak": {"thing": "카약", "ctr": "대", "item": "2시간 대여", "mthing": "투어링 카약"},
    "event": {"thing": "참가자", "ctr": "명", "item": "참가비"},
}

POLICY = (
    {"may": ["방문객은 음식을 직접 가져올 수 있습니다", "방문객의 음식 반입이 허용됩니다"],
     "must": ["방문객은 음식을 직접 가져와야 합니다", "방문객은 반드시 음식을 지참해야 합니다"],
     "recommended": ["방문객은 음식을 지참하는 것이 권장되지만 필수는 아닙니다", "음식 지참을 권하지만 의무는 아닙니다"],
     "need_not": ["방문객은 음식을 가져올 필요가 없습니다", "음식 지참은 선택 사항입니다"]},
    {"may": ["손님은 미리 테이블을 예약할 수 있습니다", "사전 테이블 예약이 가능합니다"],
     "must": ["손님은 반드시 미리 테이블을 예약해야 합니다", "사전 테이블 예약이 필수입니다"],
     "recommended": ["사전 테이블 예약이 권장되지만 필수는 아닙니다", "미리 테이블을 예약하는 것이 좋지만 의무는 아닙니다"],
     "need_not": ["손님은 미리 테이블을 예약할 필요가 없습니다", "사전 테이블 예약은 선택 사항입니다"]},
    {"may": ["직원은 일주일에 최대 3일까지 재택근무를 할 수 있습니다", "직원들은 주당 사흘까지 원격으로 근무하는 것이 허용됩니다"],
     "must": ["직원은 일주일에 3일 재택근무를 해야 합니다", "직원들은 매주 사흘 동안 반드시 원격으로 근무해야 합니다"],
     "recommended": ["직원은 일주일에 최대 3일까지 재택근무를 하도록 권장되지만 필수는 아닙니다", "주당 사흘까지의 재택근무가 권장되지만 의무는 아닙니다"],
     "need_not": ["직원은 재택근무를 할 필요가 없습니다", "재택근무는 직원의 선택 사항입니다"]},
)
QUANT = (
    {"all": ["모든 가이드 투어가 영어로 진행됩니다", "가이드 투어는 전부 영어로 진행됩니다"],
     "some": ["일부 가이드 투어가 영어로 진행됩니다", "가이드 투어 중 몇몇은 영어로 진행됩니다"],
     "not_all": ["모든 가이드 투어가 영어로 진행되는 것은 아닙니다", "가이드 투어 중 일부만 영어로 진행됩니다"]},
    {"all": ["모든 직원이 스페인어를 합니다", "직원 전원이 스페인어를 구사합니다"],
     "some": ["일부 직원이 스페인어를 합니다", "직원 몇 명은 스페인어를 구사합니다"],
     "not_all": ["모든 직원이 스페인어를 하는 것은 아닙니다", "직원 중 일부만 스페인어를 구사합니다"]},
)
ONLY = (
    {"only": ["고객만 주차장을 이용할 수 있습니다", "주차장은 고객 전용입니다"],
     "everyone": ["누구나 주차장을 이용할 수 있습니다", "주차장은 고객이 아니어도 이용할 수 있습니다"]},
    {"only": ["성인만 가이드 투어를 예약할 수 있습니다", "가이드 투어는 성인 전용입니다"],
     "everyone": ["어린이도 가이드 투어를 예약할 수 있습니다", "가이드 투어에는 나이 제한이 없습니다"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person:이} {year}년에 {subj:을} 설립했습니다."],
                "passive": ["{subj:은} {year}년에 {person}에 의해 설립되었습니다."],
                "reorder": ["{year}년에 {person:이} {subj:을} 설립했습니다."],
                "nominal": ["{subj}의 설립은 {year}년 {person}에 의해 이루어졌습니다."],
                "synonym": ["{person:이} {year}년에 {subj:을} 창업했습니다."],
                "neg": ["{person:은} {year}년에 {subj:을} 설립하지 않았습니다.",
                        "{subj:은} {person}에 의해 설립되지 않았습니다."]},
    "founded_located": {"base": ["{person:이} {year}년에 {city}에 있는 {subj:을} 설립했습니다."],
                        "passive": ["{city}에 있는 {subj:은} {year}년에 {person}에 의해 설립되었습니다."]},
    "took_over": {"base": ["{year}년에 {person:이} {subj:을} 인수했습니다."],
                  "passive": ["{subj:은} {year}년에 {person}에게 인수되었습니다."],
                  "synonym": ["{person:은} {year}년에 {subj}의 새 주인이 되었습니다."],
                  "neg": ["{person:은} {subj:을} 인수한 적이 없습니다."]},
    "located": {"base": ["{subj:은} {city}에 있습니다."], "synonym": ["{subj:은} {city}에 자리 잡고 있습니다."],
                "reorder": ["{city}에는 {subj:이} 있습니다."], "neg": ["{subj:은} {city}에 있지 않습니다."]},
    "opens": {"base": ["{subj:은} {time}에 문을 엽니다."], "reorder": ["{time}에 {subj:이} 문을 엽니다."],
              "synonym": ["{subj}의 영업은 {time}에 시작됩니다."], "nominal": ["{subj}의 개점 시간은 {time}입니다."]},
    "closes": {"base": ["{subj:은} {time}에 문을 닫습니다."], "reorder": ["{time}에 {subj:이} 문을 닫습니다."],
               "synonym": ["{subj}의 영업은 {time}에 끝납니다."], "nominal": ["{subj}의 폐점 시간은 {time}입니다."]},
    "closed_on": {"base": ["{subj:은} {day}에 휴무입니다."], "synonym": ["{subj:은} 매주 {day}에 문을 열지 않습니다."],
                  "reorder": ["매주 {day}에는 {subj:이} 쉽니다."], "neg": ["{subj:은} {day}에도 문을 엽니다."]},
    "price": {"base": ["{subj}에서 {item:은} {amount}입니다."], "reorder": ["{item:은} {subj}에서 {amount}입니다."],
              "synonym": ["{subj}에서 {item}에는 {amount:이} 듭니다."],
              "nominal": ["{subj}에서 {item}의 가격은 {amount}입니다."]},
    "count": {"base": ["{subj}에는 {thing:이} {n} 있습니다."], "synonym": ["{subj:은} {thing} {n:을} 보유하고 있습니다."],
              "nominal": ["{subj}의 {thing} 수는 {n}입니다."]},
    "measure_length": {"base": ["{subj}의 {mthing:은} 길이가 {qty}입니다."],
                       "nominal": ["{subj}에 있는 {mthing}의 길이는 {qty}입니다."]},
    "measure_weight": {"base": ["{subj}의 {mthing:은} 무게가 {qty}입니다."],
                       "nominal": ["{subj}에 있는 {mthing}의 무게는 {qty}입니다."],
                       "synonym": ["{subj}의 {mthing:은} {qty} 나갑니다."]},
    "duration": {"base": ["{subj}의 배송은 {dur:이} 걸립니다."], "synonym": ["{subj:은} {dur} 안에 배송합니다."],
                 "nominal": ["{subj}의 배송 기간은 {dur}입니다."]},
    "duration_event": {"base": ["{subj:은} {dur} 동안 열립니다."], "synonym": ["{subj:은} {dur} 동안 진행됩니다."],
                       "nominal": ["{subj}의 기간은 {dur}입니다."]},
    "date": {"base": ["{subj:은} {date}에 오픈 데이를 엽니다."], "reorder": ["{date}에 {subj}의 오픈 데이가 열립니다."],
             "nominal": ["{subj}의 오픈 데이는 {date}입니다."]},
    "date_event": {"base": ["{subj:은} {date}에 열립니다."], "reorder": ["{date}에 {subj:이} 열립니다."],
                   "synonym": ["{subj:은} {date}에 개최됩니다."]},
    "threshold_over": {"base": ["{subj:은} {amount:을} 넘는 주문을 무료로 배송합니다."],
                       "synonym": ["{subj}에서는 {amount} 초과 주문 시 배송비가 무료입니다."],
                       "reorder": ["{amount:을} 넘게 주문하면 {subj:이} 무료로 배송합니다."]},
    "threshold_under": {"base": ["{subj:은} {amount} 미만 주문을 무료로 배송합니다."],
                        "synonym": ["{subj}에서는 {amount:이} 안 되는 주문의 배송비가 무료입니다."],
                        "reorder": ["{amount}보다 적게 주문하면 {subj:이} 무료로 배송합니다."]},
    "deadline_before": {"base": ["{subj}에서는 {time} 이전에 들어온 주문이 당일에 준비됩니다."],
                        "reorder": ["{time} 전에 {subj}에 주문하면 당일에 준비됩니다."]},
    "deadline_after": {"base": ["{subj}에서는 {time} 이후에 들어온 주문이 당일에 준비됩니다."],
                       "reorder": ["{time} 후에 {subj}에 주문하면 당일에 준비됩니다."]},
    "hosted": {"base": ["{city:이} {year}년에 {subj:을} 개최했습니다."], "passive": ["{year}년 {subj:은} {city}에서 열렸습니다."],
               "nominal": ["{year}년 {subj}의 개최지는 {city:이었}습니다."],
               "neg": ["{city:은} {year}년에 {subj:을} 개최하지 않았습니다."]},
    "temperature": {"base": ["{subj}의 수영장 수온은 {temp}입니다."], "reorder": ["{subj}에서는 수영장 물을 {temp:로} 데웁니다."],
                    "nominal": ["{subj} 수영장의 물 온도는 {temp}입니다."]},
    "clause": {"base": ["{subj}에서는 {clause}."], "reorder": ["{subj}의 경우 {clause}."]},
}

Q: dict[str, list[str]] = {
    "founded": ["{subj:은} 누가 설립했나요?", "{subj}의 설립자는 누구인가요?"],
    "took_over": ["{subj:을} 인수한 사람은 누구인가요?"],
    "located": ["{subj:은} 어디에 있나요?", "{subj:은} 어느 도시에 있나요?"],
    "opens": ["{subj:은} 몇 시에 문을 여나요?"],
    "closes": ["{subj:은} 몇 시에 문을 닫나요?", "{subj:은} 몇 시까지 영업하나요?"],
    "closed_on": ["{subj:은} 언제 쉬나요?", "{subj}의 휴무일은 언제인가요?"],
    "price": ["{subj}에서 {item:은} 얼마인가요?"],
    "count": ["{subj}에는 {thing:이} 몇 {ctr} 있나요?"],
    "measure_length": ["{subj}의 {mthing:은} 길이가 얼마나 되나요?"],
    "measure_weight": ["{subj}의 {mthing:은} 무게가 얼마나 되나요?"],
    "duration": ["{subj}의 배송은 얼마나 걸리나요?"],
    "duration_event": ["{subj:은} 며칠 동안 열리나요?"],
    "date": ["{subj}의 오픈 데이는 언제인가요?"],
    "date_event": ["{subj:은} 언제 열리나요?"],
    "hosted": ["{year}년 {subj:은} 어느 도시에서 열렸나요?"],
    "threshold": ["{subj}에서는 언제 배송이 무료인가요?"],
    "deadline": ["{subj}에서는 어떤 주문이 당일에 준비되나요?"],
    "temperature": ["{subj}의 수영장 수온은 몇 도인가요?"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}입니다.", "{person:이} 설립했습니다."],
    "took_over": ["{person}입니다.", "{year}년에 {person:이} 인수했습니다."],
    "located": ["{city}에 있습니다.", "{city}입니다."],
    "opens": ["{time}에 엽니다.", "{time}입니다."],
    "closes": ["{time}에 닫습니다.", "{time}까지 영업합니다."],
    "closed_on": ["{day}에 쉽니다.", "매주 {day}에 휴무입니다."],
    "price": ["{amount}입니다."],
    "count": ["{n}입니다.", "{thing:이} {n} 있습니다."],
    "measure_length": ["{qty}입니다."],
    "measure_weight": ["{qty}입니다.", "{qty} 나갑니다."],
    "duration": ["{dur}입니다.", "{dur:이} 걸립니다."],
    "duration_event": ["{dur} 동안 열립니다."],
    "date": ["{date}입니다."],
    "date_event": ["{date}에 열립니다."],
    "hosted": ["{city}입니다.", "{city}에서 열렸습니다."],
    "temperature": ["{temp}입니다.", "수온은 {temp}입니다."],
}

OPENERS = ("네, ", "좋은 질문입니다! ", "문서에 따르면 ", "제공된 정보에 따르면 ", "물론입니다. ", "자료를 보면 ")
# fmt: on

_DIGITS = "영일이삼사오육칠팔구"
_NATIVE_DAYS = {1: "하루", 2: "이틀", 3: "사흘", 4: "나흘", 5: "닷새", 7: "일주일", 10: "열흘", 14: "2주"}
DAYS = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")
#: sentence endings and their connective form, for merging two sentences into one
_CONNECTIVE = (
    ("아닙니다.", "아니고,"),
    ("았습니다.", "았고,"),
    ("졌습니다.", "졌고,"),
    ("않습니다.", "않고,"),
    ("었습니다.", "었고,"),
    ("였습니다.", "였고,"),
    ("했습니다.", "했고,"),
    ("렸습니다.", "렸고,"),
    ("있습니다.", "있고,"),
    ("없습니다.", "없고,"),
    ("닫습니다.", "닫고,"),
    ("입니다.", "이고,"),
    ("합니다.", "하고,"),
    ("됩니다.", "되고,"),
    ("엽니다.", "열고,"),
    ("쉽니다.", "쉬고,"),
    ("립니다.", "리고,"),
    ("납니다.", "나고,"),
    ("갑니다.", "가고,"),
    ("웁니다.", "우고,"),
    ("듭니다.", "들고,"),
)


def sino(n: int) -> str:
    """Sino-Korean numeral in Hangul (120 -> 백이십, 3000 -> 삼천)."""
    if n == 0:
        return "영"
    out = ""
    if n >= 10000:
        out += (sino(n // 10000) if n // 10000 > 1 else "") + "만"
        n %= 10000
    for value, unit in ((1000, "천"), (100, "백"), (10, "십")):
        d = n // value
        if d:
            out += ("" if d == 1 else _DIGITS[d]) + unit
        n %= value
    return out + (_DIGITS[n] if n else "")


def man_cheon(n: int) -> str:
    """A number written with 만/천 units (45000 -> 4만 5천, 3000 -> 3천)."""
    parts = []
    for value, unit in ((10000, "만"), (1000, "천"), (100, "백")):
        if n >= value:
            parts.append(f"{n // value}{unit}")
            n %= value
    if n:
        parts.append(str(n))
    return " ".join(parts)


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:.3f}".rstrip("0").rstrip(".")


def person(given: str, family: str) -> str:
    return family + given


def business_name(rng: random.Random, kind: str) -> str:
    return f"{rng.choice(STEMS)} {KIND_NOUN[kind]}"


def event_name(rng: random.Random) -> str:
    return rng.choice(EVENTS)


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    return {"subj": name}


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 1:
        return f"{h:02d}:{m:02d}"
    if v % 3 == 2:
        return f"{h}시" + (f" {m}분" if m else "")
    half = "오전" if h < 12 else "오후"
    return f"{half} {h % 12 or 12}시" + (" 30분" if m == 30 else "")


def fmt_date(month: int, day: int, v: int) -> str:
    return f"{month}월 {day}일" if v % 2 == 0 else f"{month}/{day}"


def fmt_price(amount: int, v: int) -> str:
    if v % 3 == 0:
        return f"{amount:,}원"
    if v % 3 == 1:
        return f"{man_cheon(amount)} 원"
    return f"{amount}원"


def fmt_count(n: int, v: int, kind: str) -> str:
    ctr = KIND[kind]["ctr"]
    return f"{n:,}{ctr}" if v % 2 == 0 else f"{sino(n)} {ctr}"


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("m", "km") if mtype == "length" else ("g", "kg")
    small_w, big_w = ("미터", "킬로미터") if mtype == "length" else ("그램", "킬로그램")
    use_big = (qty >= 1000) == (v % 3 == 0)
    if use_big:
        return f"{num(qty / 1000)}{big if v % 3 != 2 else big_w}"
    return f"{num(qty)}{small if v % 3 != 2 else small_w}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg}°C", f"섭씨 {deg}도", f"{deg}도")[v % 3]


def fmt_days(n: int, v: int) -> str:
    return f"{n}일" if v % 2 == 0 else _NATIVE_DAYS.get(n, f"{n}일")


def weekday_slots(day: int) -> dict[str, str]:
    return {"day": DAYS[day], "days": DAYS[day]}


def merge(s1: str, s2: str) -> str:
    for end, conn in _CONNECTIVE:
        if s1.endswith(end):
            return s1[: -len(end)] + conn + " " + s2
    return s1 + " " + s2


def open_with(opener: str, s: str) -> str:
    return opener + s


def qa(question: str, answer: str) -> str:
    return f"{question} {answer}"


def finish(s: str) -> str:
    return s
