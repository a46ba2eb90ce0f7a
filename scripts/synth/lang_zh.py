# ruff: noqa: E501  (natural-language template tables; one template a line)
"""Chinese (simplified) lexicon, templates and value formats; no spaces between words."""

from __future__ import annotations

import random
from typing import Any

CODE = "zh"
CURRENCY_SCALE = 5
JOIN = ""
FMT_N = {"temp": 3, "time": 3, "date": 3, "price": 3, "count": 2, "measure": 3, "days": 2}

# the lexicon and template tables below are aligned by hand
# fmt: off
GIVEN = ("伟", "娜", "磊", "静", "强", "敏", "洋", "婷", "杰", "丽", "涛", "欣怡", "子涵", "浩然", "雨桐",
         "志明")
FAMILY = ("王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙")
CITIES = ("杭州", "苏州", "成都", "青岛", "厦门", "大连", "昆明", "西安", "南京", "武汉", "长沙", "桂林",
          "哈尔滨", "宁波", "珠海", "洛阳")
STEMS = ("晨光", "青松", "星河", "碧波", "金麦", "山泉", "明月", "白鹭", "枫林", "海风", "云杉", "红叶")
KIND_NOUN = {"hotel": "酒店", "museum": "博物馆", "gym": "健身房", "bakery": "面包店", "kayak": "皮划艇中心"}
EVENTS = ("北方赛艇锦标赛", "海滨爵士音乐节", "国际象棋公开赛", "港口马拉松", "冬季电影周", "全国合唱比赛")

KIND: dict[str, dict[str, str]] = {
    "hotel": {"cl": "间", "noun": "客房", "item": "一晚双人房", "mthing": "自然步道"},
    "museum": {"cl": "个", "noun": "展厅", "item": "成人门票", "mthing": "雕塑步道"},
    "gym": {"cl": "台", "noun": "健身器材", "item": "月卡", "mthing": "跑道"},
    "bakery": {"cl": "名", "noun": "员工", "item": "一个黑麦面包", "mthing": "招牌面包"},
    "kayak": {"cl": "艘", "noun": "皮划艇", "item": "两小时租赁", "mthing": "旅行皮划艇"},
    "event": {"cl": "名", "noun": "参赛者", "item": "报名费"},
}

POLICY = (
    {"may": ["游客可以自带食物", "游客被允许携带自己的食物"],
     "must": ["游客必须自带食物", "游客需要自己携带食物"],
     "recommended": ["建议游客自带食物，但不是必须的", "最好自带食物，不过并非强制"],
     "need_not": ["游客不必自带食物", "自带食物是可选的"]},
    {"may": ["顾客可以提前预订餐桌", "顾客可以提前订桌"],
     "must": ["顾客必须提前预订餐桌", "提前订桌是必需的"],
     "recommended": ["建议提前预订餐桌，但不是必须的", "最好提前订桌，不过并非强制"],
     "need_not": ["顾客无需提前预订餐桌", "提前订桌是可选的"]},
    {"may": ["员工每周最多可以在家办公三天", "员工每周可以远程工作，最多3天"],
     "must": ["员工每周必须在家办公三天", "员工每周需要远程工作3天"],
     "recommended": ["建议员工每周在家办公最多三天，但不是必须的", "鼓励员工每周远程工作至多3天，不过并非强制"],
     "need_not": ["员工不必在家办公", "在家办公对员工来说是可选的"]},
)
QUANT = (
    {"all": ["所有导览都用英语进行", "每一场导览都使用英语"],
     "some": ["部分导览用英语进行", "有一些导览使用英语"],
     "not_all": ["并非所有导览都用英语进行", "只有部分导览使用英语"]},
    {"all": ["所有员工都会说西班牙语", "每位员工都会讲西班牙语"],
     "some": ["一些员工会说西班牙语", "部分员工会讲西班牙语"],
     "not_all": ["并不是所有员工都会说西班牙语", "只有部分员工会讲西班牙语"]},
)
ONLY = (
    {"only": ["只有顾客可以使用停车场", "停车场仅供顾客使用"],
     "everyone": ["任何人都可以使用停车场", "停车场对非顾客也开放"]},
    {"only": ["只有成年人可以预订导览", "导览仅限成年人预订"],
     "everyone": ["儿童也可以预订导览", "导览对所有年龄段开放"]},
)

T: dict[str, dict[str, list[str]]] = {
    "founded": {"base": ["{person}于{year}年创办了{subj}。"], "passive": ["{subj}由{person}于{year}年创办。"],
                "reorder": ["{year}年，{person}创办了{subj}。"],
                "nominal": ["{subj}的创办人是{person}，创办时间为{year}年。"],
                "synonym": ["{person}在{year}年创立了{subj}。"],
                "neg": ["{person}并没有在{year}年创办{subj}。", "{subj}不是由{person}创办的。"]},
    "founded_located": {"base": ["{person}于{year}年创办了位于{city}的{subj}。"],
                        "passive": ["位于{city}的{subj}由{person}于{year}年创办。"]},
    "took_over": {"base": ["{year}年，{person}接手了{subj}。"], "passive": ["{subj}于{year}年被{person}接手。"],
                  "synonym": ["{person}在{year}年成为{subj}的新老板。"], "neg": ["{person}从未接手过{subj}。"]},
    "located": {"base": ["{subj}位于{city}。"], "synonym": ["{subj}坐落在{city}。"],
                "reorder": ["在{city}可以找到{subj}。"], "neg": ["{subj}不在{city}。"]},
    "opens": {"base": ["{subj}每天{time}开门。"], "reorder": ["每天{time}，{subj}开门营业。"],
              "nominal": ["{subj}的开门时间是{time}。"], "synonym": ["{subj}从{time}开始营业。"]},
    "closes": {"base": ["{subj}每天{time}关门。"], "reorder": ["每天{time}，{subj}关门。"],
               "nominal": ["{subj}的关门时间是{time}。"], "synonym": ["{subj}营业到{time}。"]},
    "closed_on": {"base": ["{subj}{day}休息。"], "synonym": ["{subj}每逢{day}不营业。"],
                  "reorder": ["每到{day}，{subj}都停止营业。"], "neg": ["{subj}{day}照常营业。"]},
    "price": {"base": ["在{subj}，{item}的价格是{amount}。"], "reorder": ["{item}在{subj}售价{amount}。"],
              "synonym": ["在{subj}，{item}要{amount}。"], "nominal": ["{subj}的{item}定价为{amount}。"]},
    "count": {"base": ["{subj}有{n}{cl}{noun}。"], "synonym": ["{subj}共有{n}{cl}{noun}。"],
              "nominal": ["{subj}的{noun}数量是{n}{cl}。"]},
    "measure_length": {"base": ["{subj}的{mthing}长{qty}。"], "nominal": ["{subj}的{mthing}长度为{qty}。"]},
    "measure_weight": {"base": ["{subj}的{mthing}重{qty}。"], "nominal": ["{subj}的{mthing}重量为{qty}。"],
                       "synonym": ["{subj}的{mthing}有{qty}重。"]},
    "duration": {"base": ["{subj}的配送需要{dur}。"], "synonym": ["{subj}会在{dur}内送达。"],
                 "nominal": ["{subj}的配送时间为{dur}。"]},
    "duration_event": {"base": ["{subj}持续{dur}。"], "synonym": ["{subj}为期{dur}。"],
                       "nominal": ["{subj}的会期是{dur}。"]},
    "date": {"base": ["{subj}在{date}举办开放日。"], "reorder": ["{date}，{subj}举办开放日。"],
             "nominal": ["{subj}的开放日是{date}。"]},
    "date_event": {"base": ["{subj}在{date}举行。"], "reorder": ["{date}，{subj}举行。"],
                   "synonym": ["{subj}的举办日期是{date}。"]},
    "threshold_over": {"base": ["{subj}对超过{amount}的订单免费配送。"],
                       "synonym": ["在{subj}，订单金额高于{amount}即可免运费。"],
                       "reorder": ["订单超过{amount}时，{subj}免费送货。"]},
    "threshold_under": {"base": ["{subj}对低于{amount}的订单免费配送。"],
                        "synonym": ["在{subj}，订单金额低于{amount}即可免运费。"],
                        "reorder": ["订单不足{amount}时，{subj}免费送货。"]},
    "deadline_before": {"base": ["在{subj}，{time}之前下的订单当天就能准备好。"],
                        "reorder": ["{time}前在{subj}下单，当天即可备好。"]},
    "deadline_after": {"base": ["在{subj}，{time}之后下的订单当天就能准备好。"],
                       "reorder": ["{time}后在{subj}下单，当天即可备好。"]},
    "hosted": {"base": ["{city}在{year}年主办了{subj}。"], "passive": ["{year}年的{subj}由{city}主办。"],
               "nominal": ["{year}年{subj}的举办地是{city}。"], "neg": ["{city}在{year}年没有主办{subj}。"]},
    "temperature": {"base": ["{subj}的泳池水温为{temp}。"], "reorder": ["在{subj}，泳池被加热到{temp}。"],
                    "nominal": ["{subj}泳池的水温是{temp}。"]},
    "clause": {"base": ["在{subj}，{clause}。"], "reorder": ["关于{subj}：{clause}。"]},
}

Q: dict[str, list[str]] = {
    "founded": ["{subj}是谁创办的？", "谁是{subj}的创办人？"],
    "took_over": ["谁接手了{subj}？"],
    "located": ["{subj}在哪里？", "{subj}位于哪个城市？"],
    "opens": ["{subj}几点开门？"],
    "closes": ["{subj}几点关门？", "{subj}营业到几点？"],
    "closed_on": ["{subj}哪天休息？"],
    "price": ["{subj}的{item}多少钱？"],
    "count": ["{subj}有多少{cl}{noun}？"],
    "measure_length": ["{subj}的{mthing}有多长？"],
    "measure_weight": ["{subj}的{mthing}有多重？"],
    "duration": ["{subj}的配送需要多长时间？"],
    "duration_event": ["{subj}持续几天？"],
    "date": ["{subj}的开放日是哪天？"],
    "date_event": ["{subj}什么时候举行？"],
    "hosted": ["{year}年的{subj}在哪个城市举办？"],
    "threshold": ["在{subj}，什么情况下免运费？"],
    "deadline": ["在{subj}，哪些订单当天能准备好？"],
    "temperature": ["{subj}的泳池水温是多少？"],
}
A: dict[str, list[str]] = {
    "founded": ["{person}。", "是{person}创办的。"],
    "took_over": ["{person}。", "{person}在{year}年接手了它。"],
    "located": ["在{city}。", "它位于{city}。"],
    "opens": ["{time}。", "{time}开门。"],
    "closes": ["{time}。", "{time}关门。"],
    "closed_on": ["{day}。", "每逢{day}休息。"],
    "price": ["{amount}。", "要{amount}。"],
    "count": ["{n}{cl}。", "有{n}{cl}{noun}。"],
    "measure_length": ["{qty}。", "长{qty}。"],
    "measure_weight": ["{qty}。", "重{qty}。"],
    "duration": ["{dur}。", "需要{dur}。"],
    "duration_event": ["{dur}。", "为期{dur}。"],
    "date": ["{date}。", "在{date}。"],
    "date_event": ["{date}。", "在{date}举行。"],
    "hosted": ["{city}。", "在{city}举办。"],
    "temperature": ["{temp}。", "水温为{temp}。"],
}

OPENERS = ("好的！", "好问题！", "根据文档，", "根据提供的信息，", "当然。", "从资料来看，")
# fmt: on

_DIGITS = "零一二三四五六七八九"
DAYS = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")


def hanzi(n: int, liang: bool = False) -> str:
    """Chinese numeral (120 -> 一百二十, 105 -> 一百零五, 12 -> 十二); ``liang``: 2 as 两."""
    if liang and n == 2:
        return "两"
    if n < 10:
        return _DIGITS[n]
    if n < 20:
        return "十" + (_DIGITS[n % 10] if n % 10 else "")
    out, zero = "", False
    for value, unit in ((10000, "万"), (1000, "千"), (100, "百"), (10, "十"), (1, "")):
        d = n // value
        n %= value
        if d:
            out += ("零" if zero and out else "") + (hanzi(d) if value == 10000 else _DIGITS[d]) + unit
            zero = False
        elif out:
            zero = True
    return out


def num(x: float) -> str:
    if float(x).is_integer():
        return f"{int(x):,}" if x >= 10000 else str(int(x))
    return f"{x:.3f}".rstrip("0").rstrip(".")


def person(given: str, family: str) -> str:
    return family + given


def business_name(rng: random.Random, kind: str) -> str:
    return rng.choice(STEMS) + KIND_NOUN[kind]


def event_name(rng: random.Random) -> str:
    return rng.choice(EVENTS)


def entity_slots(kind: str, name: str) -> dict[str, Any]:
    return {"subj": name}


def fmt_time(t: tuple[int, int], v: int) -> str:
    h, m = t
    if v % 3 == 0:
        return f"{h:02d}:{m:02d}"
    if v % 3 == 2:
        return f"{h}点" + (f"{m}分" if m else "")
    part = "上午" if h < 12 else ("下午" if h < 18 else "晚上")
    return f"{part}{h % 12 or 12}点" + ("半" if m == 30 else "")


def fmt_date(month: int, day: int, v: int) -> str:
    if v % 3 == 0:
        return f"{month}月{day}日"
    if v % 3 == 1:
        return f"{hanzi(month)}月{hanzi(day)}日"
    return f"{month}月{day}号"


def fmt_price(amount: int, v: int) -> str:
    if v % 3 == 0:
        return f"{amount}元"
    if v % 3 == 1:
        return f"{hanzi(amount, liang=True)}元"
    return f"人民币{amount}元"


def fmt_count(n: int, v: int, kind: str) -> str:
    return num(n) if v % 2 == 0 else hanzi(n, liang=True)


def fmt_measure(qty: float, mtype: str, v: int) -> str:
    small, big = ("米", "公里") if mtype == "length" else ("克", "公斤")
    big_w = "千米" if mtype == "length" else "千克"
    use_big = (qty >= 1000) == (v % 3 == 0)
    if use_big:
        return f"{num(qty / 1000)}{big if v % 3 != 2 else big_w}"
    return f"{num(qty)}{small}"


def fmt_temp(deg: int, v: int) -> str:
    return (f"{deg}°C", f"{deg}摄氏度", f"摄氏{hanzi(deg)}度")[v % 3]


def fmt_days(n: int, v: int) -> str:
    if v % 2 == 0:
        return f"{n}天"
    return {7: "一周", 14: "两周"}.get(n, hanzi(n, liang=True) + "天")


def weekday_slots(day: int) -> dict[str, str]:
    return {"day": DAYS[day], "days": DAYS[day]}


def merge(s1: str, s2: str) -> str:
    return (s1[:-1] if s1.endswith("。") else s1) + "，" + s2


def open_with(opener: str, s: str) -> str:
    return opener + s


def qa(question: str, answer: str) -> str:
    return question + answer


def finish(s: str) -> str:
    return s
