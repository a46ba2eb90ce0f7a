# ruff: noqa: E501
"""Fresh set C, Chinese (simplified): Chinese numerals, money, date and time forms over short
documents of a library, bike sharing, an intercity railway, home insurance, admissions, a
museum shop, a football club, a smartphone and a tax office."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LIBRARY = (
    "东城区图书馆周二至周日开放，开放时间为上午九点到晚上八点，每周一闭馆。"
    "读者每次最多可借阅十本书，借期为三十天，部分图书可续借一次。"
    "办理借书证需缴纳一百元押金。"
)
BIKE = (
    "畅行单车在全市设有五百个站点，共投放一万二千辆自行车。每次骑行前三十分钟收费一元五角。月卡售价二十五元。"
)
TRAIN = (
    "江南城际铁路每天早上六点发出首班车，末班车于晚上十一点半从苏州站发车。"
    "六岁以下儿童免费乘车。"
    "车票可在开车前十五天开始预订。"
)
INSURANCE = (
    "安居家庭财产保险的年保费为八百元，最高赔付金额为五十万元。"
    "火灾、水管爆裂造成的损失均在保障范围内，但地震造成的损失不予赔付。"
    "出险后须在四十八小时内报案。"
)
ADMISSIONS = (
    "华南大学研究生报名时间为10月5日至10月25日。考生须提交本科成绩单和两封推荐信。报名费为一百八十元。"
)
MUSEUM = "省博物馆文创商店位于一楼大厅东侧。博物馆会员购买所有商品均可享受九折优惠。商店每天早上九点半开门。"
FOOTBALL = (
    "上周六，海港足球俱乐部在主场以二比一战胜了山城队。"
    "全场比赛吸引了三万五千名观众。"
    "新赛季季票售价两千元，将于3月5日开始发售。"
)
PHONE = (
    "星辰X5手机配备六点五英寸屏幕和五千毫安时电池，重量为一百九十克。"
    "该机型有黑色和白色两种颜色，售价为三千九百九十九元。"
)
TAX = (
    "市税务局办税服务厅工作日上午八点半至下午五点办公。"
    "个人所得税年度汇算须在6月30日前完成。"
    "年收入不超过十二万元的纳税人无需办理汇算。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("zh-c-001", "para.synonym", "借书证押金是多少？", "办借书证要交一百元押金。", LIBRARY, True),
    w.faith("zh-c-002", "para.nominal", "出险后多久内要报案？", "报案须在出险后四十八小时内完成。", INSURANCE, True),
    w.faith("zh-c-003", "para.relative", "文创商店几点开门？", "位于一楼大厅东侧的文创商店每天早上九点半开门。", MUSEUM, True),
    w.faith("zh-c-004", "fmt.number", "一次最多能借几本书？", "读者每次最多可借阅10本书。", LIBRARY, True),
    w.faith("zh-c-005", "fmt.date", "季票什么时候开始卖？", "新赛季季票将于三月五日开始发售。", FOOTBALL, True),
    w.faith("zh-c-006", "fmt.time", "末班车几点发车？", "末班车于23:30从苏州站发车。", TRAIN, True),
    w.faith("zh-c-007", "fmt.currency", "星辰X5卖多少钱？", "星辰X5的售价为¥3,999。", PHONE, True),
    w.faith("zh-c-008", "fmt.scale", "这份保险最高赔多少？", "安居家庭财产保险的最高赔付金额为500,000元。", INSURANCE, True),
    w.faith("zh-c-009", "wrap.attribution", "报名需要提交哪些材料？", "根据提供的资料，考生须提交本科成绩单和两封推荐信。", ADMISSIONS, True),
    # one clear error each
    w.faith("zh-c-010", "value.currency", "报名费是多少？", "报名费为一百八十美元。", ADMISSIONS, False),
    w.faith("zh-c-011", "value.date", "研究生报名时间是什么时候？", "华南大学研究生报名时间为10月5日至11月25日。", ADMISSIONS, False),
    w.faith("zh-c-012", "antonym", "图书馆周一开门吗？", "东城区图书馆每周一照常开馆。", LIBRARY, False),
    w.faith("zh-c-013", "quantifier", "图书可以续借吗？", "所有图书都可以续借一次。", LIBRARY, False),
    w.faith("zh-c-014", "added.entity", "上周六的比赛结果如何？", "海港足球俱乐部在主场以二比一战胜了山城队，前锋李明梅开二度。", FOOTBALL, False),
    w.faith("zh-c-015", "mixed", "星辰X5的屏幕和电池怎么样？", "星辰X5配备六点五英寸屏幕和四千毫安时电池。", PHONE, False),
    w.faith("zh-c-016", "role.swap", "上周六哪个队赢了？", "山城队以二比一战胜了海港足球俱乐部。", FOOTBALL, False),
    w.faith("zh-c-017", "value.unit", "星辰X5的屏幕有多大？", "星辰X5的屏幕尺寸为六点五厘米。", PHONE, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-c-018", "refusal.short", "图书馆有自习室吗？", "抱歉，不清楚。", LIBRARY, True),
    w.refusal("zh-c-019", "refusal.long", "坐城际列车可以带宠物吗？", "感谢您的提问。很遗憾，我目前掌握的资料中没有关于携带宠物乘车的规定，因此无法给您准确的答复。建议您直接联系江南城际铁路客服，以获取最新、最准确的信息。", TRAIN, True),
    w.refusal("zh-c-020", "refusal.partial", "办税服务厅周末上班吗？工作日几点开门？", "办税服务厅工作日上午八点半开门。资料中没有提到周末是否办公。", TAX, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-c-021", "correct.wordy", "畅行单车的月卡多少钱？", "您好！关于您问的月卡价格：畅行单车的月卡售价为二十五元。如果还有其他问题，欢迎随时咨询。", "月卡售价二十五元。", True),
    w.correct("zh-c-022", "correct.short", "借期多长？", "三十天。", "借期为三十天。", True),
    w.correct("zh-c-023", "wrong.role", "上周六谁战胜了谁？", "山城队以二比一战胜了海港足球俱乐部。", "海港足球俱乐部以二比一战胜了山城队。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-c-024", "relevant.direct", "这款手机的电池容量是多少？", "五千毫安时。", PHONE, True),
    w.relevant("zh-c-025", "offtopic.other", "个人所得税汇算什么时候截止？", "本市有很多历史悠久的公园，周末很适合去散步。", TAX, False),
    w.relevant("zh-c-026", "offtopic.true", "首班车几点发车？", "六岁以下儿童免费乘车。", TRAIN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-c-027", "diag.pass", "博物馆会员买东西有折扣吗？",
           "有，会员购买所有商品均可享受九折优惠。",
           {"shop-2": "博物馆会员购买所有商品均可享受九折优惠。",
            "shop-1": "省博物馆文创商店位于一楼大厅东侧。"},
           ("shop-2",), "pass"),
    w.diag("zh-c-028", "diag.offtopic", "这份保险的年保费是多少？",
           "出险后须在四十八小时内报案。",
           {"ins-1": "安居家庭财产保险的年保费为八百元，最高赔付金额为五十万元。",
            "ins-3": "出险后须在四十八小时内报案。"},
           ("ins-1",), "fix_generation"),
    w.diag("zh-c-029", "diag.unfaithful", "研究生报名费是多少？",
           "报名费为二百五十元。",
           {"adm-3": "华南大学研究生报名费为一百八十元。",
            "adm-1": "华南大学研究生报名时间为10月5日至10月25日。"},
           ("adm-3",), "fix_generation"),
    w.diag("zh-c-030", "diag.correct_refusal", "星辰X5支持无线充电吗？",
           "现有资料中没有提到星辰X5是否支持无线充电，我无法回答这个问题。",
           {"phone-1": "星辰X5手机配备六点五英寸屏幕和五千毫安时电池，重量为一百九十克。",
            "phone-2": "该机型有黑色和白色两种颜色，售价为三千九百九十九元。"},
           (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
