"""Fresh set cw, Chinese: a shelter, a KTV, luggage storage, a bird sanctuary, a notary office, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SHELTER = (
    "暖爪流浪动物领养中心目前收容了52只狗和41只猫。"
    "去年共有1,280只动物在这里被领养。"
    "领养费为狗800元、猫500元,每只动物离开中心前都会植入芯片。"
    "中心除周二外每天上午11点至下午6点对访客开放。"
    "领养人须年满21岁,并且必须携带身份证。"
)
KARAOKE = (
    "星光KTV共有9个包间和一个表演舞台。"
    "小包最多容纳6人,每小时128元;大包最多容纳14人,每小时268元。"
    "每周五和周六营业到凌晨3点,其他日子午夜12点打烊。"
    "晚上10点以后,未满18岁的顾客不得入内。"
    "曲库共有5.2万首歌,店长周凯每月第一个周一添加新歌。"
)
LUGGAGE = (
    "轻装行李寄存处位于火车站南广场,每件行李每天收费20元。"
    "超过30公斤的行李每件加收10元。"
    "寄存处每天早上6:30至晚上10:30营业。"
    "每件行李最多可寄存14天。"
    "每件行李最高保价2000元,工作人员会给每件行李贴上编号封条。"
)
BIRDS = (
    "芦花湾鸟类保护区是一片占地340公顷的湿地。"
    "这里已记录到约180种鸟类,其中包括珍稀的东方白鹳。"
    "木栈道全长2.4公里。"
    "除停车场外,保护区内任何地方都禁止带狗进入。"
    "鸟类学家林若溪博士每周日早上7点带领导览,每人收费40元,每次导览有一半名额留给会员。"
    "保护区的湿地修复项目由世界自然基金会资助。"
)
NOTARY = (
    "明德公证处位于人民路14号,工作日上午9点至下午5点办理公证业务。"
    "签名公证每份收费100元。"
    "申请人必须携带有效身份证件;建议提前预约,但并非必须。"
    "助理王磊负责准备材料,公证员陈静负责签字并盖章。"
    "办理附加证明书(海牙认证)最长需要5个工作日。"
)
SEWING = (
    "巧针工作室的零基础缝纫课于2025年3月5日开课,为期8周。"
    "每周三晚上6点半到8点半上课。"
    "学费1200元,包含第一件作品所需的布料。"
    "每班最多10名学员,每位学员都有一台自己的缝纫机。"
    "授课老师刘芳已经教了15年缝纫。"
)
DRIVE_IN = (
    "星空汽车影院每年5月至9月每晚放映两部电影。"
    "门票按车收费,每辆车120元,与车内人数无关。"
    "第一部电影晚上8点45分开始,入口提前一小时开放。"
    "影片声音通过调频FM 88.7播放。"
    "车高超过2米的车辆必须停在最后两排。"
    "小卖部在第二部电影开始30分钟后关门。"
)
KITES = (
    "海风风筝节将于2025年8月16日至17日在金沙滩举行。"
    "观众免费入场,但放风筝的参赛者须在8月1日前报名并缴纳50元报名费。"
    "面积超过10平方米的风筝只能在北区放飞。"
    "今年的主宾国是蒙古,来自蒙古首都乌兰巴托的风筝队将参加表演。"
    "灯光风筝夜间表演于周六晚上9点开始。"
    "风筝节由本地帆船俱乐部于1998年创办。"
)
WATER_PARK = (
    "浪花湾水上乐园6月1日开园,此后每天上午10点至晚上7点开放。"
    "全天票成人200元,12岁以下儿童120元,3岁以下儿童免费。"
    "旋风滑道要求游客身高至少1.2米。"
    "造浪池长25米,水温保持在28℃。"
    "每个泳池都有救生员值守,乘坐所有滑道都必须穿泳衣。"
)
SPORTS = (
    "江滨大学体育中心工作日早上7点至晚上10点、周末上午9点至下午6点向师生开放。"
    "学期会员卡学生300元,教职工500元。"
    "50米泳池有8条泳道,工作日晚上其中两条留给校游泳队使用。"
    "壁球场必须至少提前24小时在网上预订。"
    "体育中心由张伟教练负责管理。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-cw-001", "para.reorder", "领养动物有什么要求?", "领养人必须携带身份证,并且须年满21岁。", SHELTER, True),
    w.faith("zh-cw-002", "para.passive", "公证处的材料谁来处理?", "材料由助理王磊准备,签字和盖章则由公证员陈静完成。", NOTARY, True),
    w.faith("zh-cw-003", "para.synonym", "星光KTV有几间包房?", "星光KTV一共有9间包房。", KARAOKE, True),
    w.faith("zh-cw-004", "para.nominal", "在轻装寄存行李怎么收费?", "寄存费用是每件行李每天20元。", LUGGAGE, True),
    w.faith("zh-cw-005", "para.capital", "蒙古的首都是哪座城市?", "乌兰巴托是蒙古的首都。", KITES, True),
    w.faith("zh-cw-006", "para.pronoun", "周凯是谁?", "他是星光KTV的店长,每月第一个周一会添加新歌。", KARAOKE, True),
    w.faith("zh-cw-007", "para.relative", "缝纫课是哪位老师教?", "这门课由已经教了15年缝纫的刘芳老师授课。", SEWING, True),
    w.faith("zh-cw-008", "para.part", "造浪池有多长?", "造浪池长25米。", WATER_PARK, True),
    w.faith("zh-cw-009", "para.combine", "体育中心谁负责?泳池有几条泳道?", "体育中心由张伟教练负责管理,中心的50米泳池有8条泳道。", SPORTS, True),
    w.faith("zh-cw-010", "fmt.number", "汽车影院每晚放几部电影?", "每年5月至9月,每晚放映2部电影。", DRIVE_IN, True),
    w.faith("zh-cw-011", "fmt.thousands", "去年有多少只动物被领养?", "去年共有1280只动物在这里被领养。", SHELTER, True),
    w.faith("zh-cw-012", "fmt.scale", "星光KTV的曲库有多少首歌?", "曲库一共有52,000首歌。", KARAOKE, True),
    w.faith("zh-cw-013", "fmt.date", "零基础缝纫课哪天开课?", "2025-03-05开课。", SEWING, True),
    w.faith("zh-cw-014", "fmt.time", "第一部电影几点开始?", "第一部电影20:45开始。", DRIVE_IN, True),
    w.faith("zh-cw-015", "fmt.unit", "造浪池的水多少度?", "造浪池的水温保持在28摄氏度。", WATER_PARK, True),
    w.faith("zh-cw-016", "fmt.abbrev", "保护区的湿地修复项目是谁资助的?", "湿地修复项目由WWF资助。", BIRDS, True),
    w.faith("zh-cw-017", "fmt.currency", "小包多少钱一小时?", "小包最多坐6人,每小时¥128。", KARAOKE, True),
    w.faith("zh-cw-018", "fmt.range", "行李最多能存几天?", "每件行李的寄存时间不能超过14天。", LUGGAGE, True),
    w.faith("zh-cw-019", "fmt.period", "缝纫课一共上多久?", "课程为期56天。", SEWING, True),
    w.faith("zh-cw-020", "fmt.share", "导览名额有给会员留的吗?", "有,每次导览有50%的名额留给会员。", BIRDS, True),
    w.faith("zh-cw-021", "para.except", "保护区里有没有可以带狗的地方?", "有,停车场允许带狗进入。", BIRDS, True),
    w.faith("zh-cw-022", "wrap.opener", "汽车影院门票怎么算?", "好问题!门票按车收费,每辆车120元,不管车里坐几个人。", DRIVE_IN, True),
    w.faith("zh-cw-023", "wrap.closer", "3岁以下的孩子需要买票吗?", "不需要,3岁以下儿童免费。希望对您有帮助!", WATER_PARK, True),
    w.faith("zh-cw-024", "wrap.attribution", "壁球场怎么用?", "根据体育中心的规定,壁球场必须至少提前24小时在网上预订。", SPORTS, True),
    w.faith("zh-cw-025", "wrap.hedge", "去风筝节看表演要花钱吗?", "据我所知,观众可以免费入场。", KITES, True),
    w.faith("zh-cw-026", "wrap.question", "签名公证多少钱?", "签名公证每份收费100元。需要我再告诉您公证处的办公时间吗?", NOTARY, True),
    w.faith("zh-cw-027", "value.number", "体育中心的泳池有几条泳道?", "50米泳池有10条泳道。", SPORTS, False),
    w.faith("zh-cw-028", "value.date", "放风筝的参赛者什么时候之前报名?", "参赛者须在8月10日前报名,并缴纳50元报名费。", KITES, False),
    w.faith("zh-cw-029", "value.time", "星光KTV周五营业到几点?", "周五和周六营业到凌晨4点。", KARAOKE, False),
    w.faith("zh-cw-030", "value.unit", "行李很重的话要加钱吗?", "要,超过30磅的行李每件加收10元。", LUGGAGE, False),
    w.faith("zh-cw-031", "value.currency", "领养一只猫要多少钱?", "领养一只猫的费用是500美元。", SHELTER, False),
    w.faith("zh-cw-032", "role.swap", "公证文件由谁签字?", "公证员陈静负责准备材料,助理王磊负责签字并盖章。", NOTARY, False),
    w.faith("zh-cw-033", "negation", "玩滑道一定要穿泳衣吗?", "不用,乘坐滑道时不需要穿泳衣。", WATER_PARK, False),
    w.faith("zh-cw-034", "antonym", "第二部电影放映时还能去小卖部买东西吗?", "小卖部在第二部电影开始30分钟后开门。", DRIVE_IN, False),
    w.faith("zh-cw-035", "modality", "去公证处需要预约吗?", "需要,必须提前预约才能去办理。", NOTARY, False),
    w.faith("zh-cw-036", "quantifier", "上课时每个人都有缝纫机吗?", "只有部分学员有自己的缝纫机。", SEWING, False),
    w.faith("zh-cw-037", "value.except", "周二可以去领养中心看看吗?", "可以,周二中心也在上午11点至下午6点对访客开放。", SHELTER, False),
    w.faith("zh-cw-038", "direction", "旋风滑道有身高限制吗?", "有,旋风滑道要求游客身高不超过1.2米。", WATER_PARK, False),
    w.faith("zh-cw-039", "added.fact", "汽车影院门票多少钱?", "每辆车120元,与车内人数无关,每辆车还赠送一桶爆米花。", DRIVE_IN, False),
    w.faith("zh-cw-040", "added.entity", "周日的观鸟导览由谁带?", "周日导览由林若溪博士和志愿者赵明一起带领。", BIRDS, False),
    w.faith("zh-cw-041", "mixed", "行李寄存处几点营业?", "寄存处每天早上6:30至晚上10:30营业,不过春节期间暂停营业。", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("zh-cw-042", "refusal.plain", "星光KTV提供餐食吗?", "抱歉,我没有这方面的信息。", KARAOKE, True),
    w.refusal("zh-cw-043", "refusal.context", "浪花湾水上乐园有停车场吗?", "提供的资料中没有提到水上乐园是否有停车场。", WATER_PARK, True),
    w.refusal("zh-cw-044", "refusal.short", "工作室卖缝纫机吗?", "不清楚。", SEWING, True),
    w.refusal("zh-cw-045", "refusal.long", "寄存处可以存自行车吗?", "感谢您的提问。很遗憾,我手头的资料没有说明是否可以寄存自行车。资料只介绍了行李寄存的收费、营业时间和最长寄存天数。建议您出发前直接联系寄存处确认。", LUGGAGE, True),
    w.refusal("zh-cw-046", "refusal.hedged", "灯光风筝夜间表演几点开始?", "我不太确定,不过好像是周六晚上9点开始。", KITES, False),
    w.refusal("zh-cw-047", "refusal.partial", "学期会员卡学生和校友分别多少钱?", "学生的学期会员卡是300元;资料里没有提到校友的价格。", SPORTS, False),
]
CORRECTNESS = [
    w.correct("zh-cw-048", "correct.wordy", "海风风筝节是谁创办的?", "海风风筝节的历史挺悠久的,它是本地帆船俱乐部在1998年创办的。", "本地帆船俱乐部。", True),
    w.correct("zh-cw-049", "correct.short", "去领养时需要带什么?", "身份证。", "领养人去领养时必须携带身份证。", True),
    w.correct("zh-cw-050", "correct.format", "汽车影院入口几点开放?", "19:45开放。", "晚上7点45分。", True),
    w.correct("zh-cw-051", "wrong.value", "星光KTV有几个包间?", "有12个包间。", "9个。", False),
    w.correct("zh-cw-052", "wrong.echo", "芦花湾的木栈道有多长?", "芦花湾的木栈道是一条很长的木栈道,穿过整片湿地。", "2.4公里。", False),
    w.correct("zh-cw-053", "wrong.role", "在公证处,谁在文件上签字盖章?", "助理王磊。", "公证员陈静。", False),
]
RELEVANCY = [
    w.relevant("zh-cw-054", "relevant.direct", "我家孩子8岁,全天票多少钱?", "12岁以下儿童120元。", WATER_PARK, True),
    w.relevant("zh-cw-055", "relevant.yesno", "我16岁,晚上11点能去星光KTV唱歌吗?", "不能,晚上10点以后未满18岁的顾客不得入内。", KARAOKE, True),
    w.relevant("zh-cw-056", "offtopic.true", "缝纫课学费多少?", "每班最多10名学员。", SEWING, False),
    w.relevant("zh-cw-057", "offtopic.other", "壁球场怎么预订?", "学期会员卡学生300元,教职工500元。", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("zh-cw-058", "diag.pass", "坐旋风滑道需要多高?", "身高至少要1.2米。", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("zh-cw-059", "diag.offtopic", "放风筝的报名费是多少?", "灯光风筝夜间表演于周六晚上9点开始。", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("zh-cw-060", "diag.unfaithful", "领养中心现在有多少只狗?", "目前收容了25只狗。", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("zh-cw-061", "diag.refused", "办理附加证明书要多久?", "抱歉,我找不到这方面的信息。", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("zh-cw-062", "diag.missed", "零基础缝纫课学费多少?", "我不知道。", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("zh-cw-063", "diag.correct_refusal", "江滨大学体育中心有攀岩墙吗?", "资料中没有提到攀岩墙,我无法回答。", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("zh-cw-064", "diag.should_refuse", "星光KTV有停车场吗?", "有的,楼后面有免费停车场。", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
