"""Chinese cases of set t51: 杭州西湖边的酒店与管理人员、成都的老字号火锅店、莫干山的
露营地、苏州太湖边的草地音乐节、广州西关早市、一场交响音乐会及其售票规定。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HOTEL = (
    "湖畔云栖酒店位于杭州西湖北岸，共有客房86间，其中30间可以看到湖景。"
    "入住时间为下午2点以后，退房时间为中午12点前。"
    "早餐在一楼“望湖厅”供应，时间为早上6:30至10:00，每位68元。"
    "酒店提供免费停车，每间客房限一个车位。"
)
HOTEL_STAFF = (
    "酒店总经理刘思雨于2017年从上海一家五星级酒店调来。"
    "前台经理周浩负责团队预订和会议室租用。"
    "酒店的前身是建于1936年的一座私人别墅，1994年改建为酒店。"
)
HOTPOT = (
    "成都“蜀香园”火锅店由张德明在2003年创办，现由他的女儿张晓燕担任店长。"
    "营业时间为上午11点至次日凌晨2点，周一除外，每天营业。"
    "鸳鸯锅底38元，牛油红锅底48元。"
    "10人以上的包间需提前两天预订。"
)
CAMPSITE = (
    "莫干山“竹林深处”露营地每年4月至11月开放。"
    "帐篷营位每晚180元，可住2位成人，用电另收20元。"
    "晚上10点至早上7点为静音时段。"
    "营地内禁止明火，烧烤只能在指定区域使用炭炉。"
)
FESTIVAL = (
    "江南草地音乐节于每年10月的第一个周末在苏州太湖边举行。"
    "两日通票售价580元，身高1.2米以下的儿童免票。"
    "主舞台由乐评人陈默主持，电子舞台的演出阵容由DJ林可负责策划。"
    "音乐节创办于2012年，2018年迁至现址。"
)
MARKET = (
    "广州西关早市每周六、周日早上6点到11点开市，设摊位约60个。"
    "摊主须持有广州本地的食品经营许可证。"
    "早市由街道办工作人员黄丽珍负责管理。"
)
CONCERT = (
    "申城爱乐乐团将于12月20日（星期六）晚上7:30在东方艺术中心演出。"
    "音乐会以柴可夫斯基的《胡桃夹子》组曲开场，以贝多芬《第七交响曲》结束。"
    "指挥为赵一鸣，钢琴独奏由青年钢琴家孙悦担任。"
    "演出时长约两小时，中间休息15分钟。"
)
TICKETS = (
    "东方艺术中心音乐会票价为180元至880元。"
    "学生凭有效学生证可购买五折票。"
    "售票处除周一外每天10:00至19:00营业。"
    "演出开始后，迟到观众须在中场休息时入场。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t51-001", "fmt.time", "几点可以入住？几点要退房？", "下午两点以后就可以入住，退房请在中午十二点之前。", HOTEL, True),
    w.faith("zh-t51-002", "para.part", "有湖景房吗？", "有的，酒店86间客房里有30间能看到湖景。", HOTEL, True),
    w.faith("zh-t51-003", "fmt.currency", "早餐多少钱？", "早餐每位六十八块，在一楼的望湖厅用餐。", HOTEL, True),
    w.faith("zh-t51-004", "fmt.time", "早餐几点供应？", "早餐从早上六点半供应到上午十点。", HOTEL, True),
    w.faith("zh-t51-005", "para.relative", "酒店总经理是谁？", "总经理是2017年从上海一家五星级酒店调来的刘思雨。", HOTEL_STAFF, True),
    w.faith("zh-t51-006", "para.passive", "团队预订找谁？", "团队预订由前台经理周浩负责。", HOTEL_STAFF, True),
    w.faith("zh-t51-007", "para.combine", "这家酒店历史长吗？", "酒店原是一座1936年建成的私人别墅，到1994年才改建成酒店。", HOTEL_STAFF, True),
    w.faith("zh-t51-008", "para.except", "周一能去蜀香园吃火锅吗？", "不行，蜀香园周一不营业，其他日子每天都开。", HOTPOT, True),
    w.faith("zh-t51-009", "para.combine", "蜀香园是谁开的？", "这家店是张德明2003年创办的，如今由他的女儿张晓燕当店长。", HOTPOT, True),
    w.faith("zh-t51-010", "fmt.time", "蜀香园营业到几点？", "从11:00一直开到第二天凌晨2:00。", HOTPOT, True),
    w.faith("zh-t51-011", "fmt.period", "我们12个人想订包间，要提前多久？", "10人以上的包间需要提前48小时预订。", HOTPOT, True),
    w.faith("zh-t51-012", "fmt.currency", "锅底怎么收费？", "鸳鸯锅底三十八元，牛油红锅底四十八元。", HOTPOT, True),
    w.faith("zh-t51-013", "fmt.date", "营地什么时候开放？", "营地每年四月开放，一直开到十一月。", CAMPSITE, True),
    w.faith("zh-t51-014", "wrap.opener", "帐篷营位怎么收费？", "您好！帐篷营位每晚180元，可以住两位成人，如果用电另加20元。", CAMPSITE, True),
    w.faith("zh-t51-015", "fmt.time", "静音时段是几点到几点？", "晚上22:00到第二天早上7:00是静音时段。", CAMPSITE, True),
    w.faith("zh-t51-016", "fmt.unit", "小孩要买票吗？", "身高不到120厘米的孩子可以免票入场。", FESTIVAL, True),
    w.faith("zh-t51-017", "para.combine", "音乐节的舞台由谁负责？", "主舞台的主持人是乐评人陈默，电子舞台的阵容则由DJ林可策划。", FESTIVAL, True),
    w.faith("zh-t51-018", "para.synonym", "江南草地音乐节在什么时候办？", "音乐节在每年十月的首个周末于苏州太湖畔举办。", FESTIVAL, True),
    w.faith("zh-t51-019", "fmt.time", "西关早市几点开？", "早市每周六和周日开，时间是早上六点到上午十一点。", MARKET, True),
    w.faith("zh-t51-020", "wrap.attribution", "我想在早市摆摊，有什么要求？", "根据早市的规定，摊主必须持有广州本地的食品经营许可证。", MARKET, True),
    w.faith("zh-t51-021", "para.pronoun", "早市归谁管？", "是黄丽珍，她是街道办的工作人员，负责管理早市。", MARKET, True),
    w.faith("zh-t51-022", "fmt.date", "申城爱乐的音乐会是哪天？", "音乐会定于12月20日周六晚上七点半在东方艺术中心举行。", CONCERT, True),
    w.faith("zh-t51-023", "fmt.share", "学生买票有优惠吗？", "有，学生凭有效学生证可以半价购票。", TICKETS, True),
    w.faith("zh-t51-024", "para.except", "周一售票处开门吗？", "周一不开门，其余每天上午十点到晚上七点营业。", TICKETS, True),
    w.faith("zh-t51-025", "value.time", "退房时间是几点？", "入住在下午2点以后，退房要在上午10点前。", HOTEL, False),
    w.faith("zh-t51-026", "added.fact", "酒店能停车吗？", "酒店提供免费停车，每间客房限一个车位，还可以免费给电动车充电。", HOTEL, False),
    w.faith("zh-t51-027", "quantifier", "房间能看到西湖吗？", "能，酒店所有客房都可以看到湖景。", HOTEL, False),
    w.faith("zh-t51-028", "role.swap", "湖畔云栖的总经理是谁？", "总经理是周浩，团队预订则由前台经理刘思雨负责。", HOTEL_STAFF, False),
    w.faith("zh-t51-029", "value.date", "那座别墅是哪年建的？", "酒店的前身是一座建于1994年的私人别墅。", HOTEL_STAFF, False),
    w.faith("zh-t51-030", "role.swap", "蜀香园的店长是谁？", "这家店是张晓燕2003年创办的，现在由她的父亲张德明担任店长。", HOTPOT, False),
    w.faith("zh-t51-031", "value.except", "蜀香园哪天休息？", "蜀香园每周二休息，其余每天上午11点营业到凌晨2点。", HOTPOT, False),
    w.faith("zh-t51-032", "value.currency", "鸳鸯锅底多少钱？", "鸳鸯锅底是48元。", HOTPOT, False),
    w.faith("zh-t51-033", "modality", "包间一定要预订吗？", "10人以上的包间可以提前两天预订，不预订直接去也可以。", HOTPOT, False),
    w.faith("zh-t51-034", "value.date", "露营地几月开放？", "竹林深处露营地每年5月至10月开放。", CAMPSITE, False),
    w.faith("zh-t51-035", "negation", "营地里能生火吗？", "营地内可以使用明火，烧烤也可以用炭炉。", CAMPSITE, False),
    w.faith("zh-t51-036", "added.entity", "营位多少钱一晚？", "房车营位每晚180元，可住2位成人，用电另收20元。", CAMPSITE, False),
    w.faith("zh-t51-037", "value.date", "音乐节什么时候搬到现在的场地？", "江南草地音乐节在2012年迁到了现在的场地。", FESTIVAL, False),
    w.faith("zh-t51-038", "role.swap", "主舞台由谁主持？", "主舞台由DJ林可主持，电子舞台的阵容由乐评人陈默策划。", FESTIVAL, False),
    w.faith("zh-t51-039", "direction", "哪些儿童可以免票？", "身高1.2米以上的儿童可以免票入场。", FESTIVAL, False),
    w.faith("zh-t51-040", "value.except", "西关早市哪几天开？", "西关早市每周五、周六早上6点到11点开市。", MARKET, False),
    w.faith("zh-t51-041", "added.fact", "早市有多少摊位？", "早市设有约60个摊位，而且每个摊位都能用微信支付。", MARKET, False),
    w.faith("zh-t51-042", "role.swap", "这场音乐会谁来指挥？", "音乐会由孙悦指挥，钢琴独奏由赵一鸣担任。", CONCERT, False),
    w.faith("zh-t51-043", "value.number", "中间有休息吗？", "有，演出约两小时，中间休息20分钟。", CONCERT, False),
    w.faith("zh-t51-044", "antonym", "音乐会的票贵吗？", "东方艺术中心音乐会的票价最高为180元。", TICKETS, False),
]

CORRECTNESS = [
    w.correct("zh-t51-045", "correct.wordy", "湖畔云栖酒店几点退房？", "入住湖畔云栖酒店的客人需要在中午十二点之前办理退房手续。", "中午12点前", True),
    w.correct("zh-t51-046", "correct.format", "江南草地音乐节两日通票多少钱？", "五百八十元。", "580元", True),
    w.correct("zh-t51-047", "correct.short", "蜀香园现在的店长是谁？", "张晓燕。", "蜀香园现由创始人张德明的女儿张晓燕担任店长。", True),
    w.correct("zh-t51-048", "correct.format", "露营地的静音时段几点开始？", "晚上十点。", "22:00", True),
    w.correct("zh-t51-049", "wrong.value", "西关早市大约有多少个摊位？", "大约有80个摊位。", "约60个", False),
    w.correct("zh-t51-050", "wrong.role", "申城爱乐这场音乐会的指挥是谁？", "指挥是孙悦。", "赵一鸣", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
