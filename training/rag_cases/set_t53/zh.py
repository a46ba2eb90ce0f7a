"""Chinese cases of set t53: 科技公司的年假、婚假和产假制度，IT服务台与信息安全规定，
车险全险套餐，城市商业银行的历史、支行和存款理财产品，通信公司的手机套餐与千兆宽带。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

LEAVE = (
    "星辰科技的员工工作满1年后可享受5天带薪年假，满10年后增至10天。"
    "年假须提前三个工作日在OA系统中申请。"
    "当年未休完的年假最多可顺延至次年3月31日。"
)
MARRIAGE = (
    "员工结婚可享受10天婚假，需在领证后一年内休完。"
    "女员工产假为158天，男员工享有15天陪产假。"
    "请假相关问题由人力资源部的周雨婷负责，工资问题由财务部的马涛负责。"
)
ITDESK = (
    "星辰科技IT服务台的工作时间为周一至周五上午8:30至晚上7:00。"
    "服务台主管是刘志强，电脑和显示器的领用由陈晓丽负责。"
    "员工可以随时通过自助平台重置密码，紧急故障在20分钟内响应。"
)
SECURITY = (
    "在公司以外访问内网时必须使用VPN。"
    "公司笔记本电脑每三年更换一次，重量为1.2公斤。"
    "设备丢失须在24小时内报告信息安全部。"
)
CARINS = (
    "安顺保险的车险“全险套餐”年保费为4800元，可分12期付款。"
    "套餐每年提供4次免费道路救援。"
    "车主可全天24小时通过电话或APP报案。"
    "连续三年无理赔的车主，保费可优惠15%。"
)
BANK = (
    "江南商业银行1952年在苏州成立，1996年收购了吴江信用合作社。"
    "现任行长赵建华于2020年上任，董事长为孙明辉。"
    "该行目前在江苏省共有86家网点。"
)
BRANCH = (
    "江南商业银行观前街支行除周日外每天营业，营业时间为9:00至17:00，周六下午3点提前关门。"
    "支行行长是钱卫东，贷款业务由客户经理黄佳怡负责。"
    "取现金额超过5万元需提前一天预约。"
)
WEALTH = (
    "“稳盈”一年期定期存款年利率为1.8%，起存金额为50元。"
    "“季季享”理财产品期限为90天，预期年化收益率2.6%，起购金额为1万元。"
    "理财产品到期前不能赎回。"
)
MOBILE = (
    "畅联通信的“畅享58元套餐”每月包含30GB国内流量和300分钟国内通话。"
    "“畅享128元套餐”每月包含100GB流量和1000分钟通话，并赠送一张副卡。"
    "两个套餐均需签约24个月，国际漫游只在128元套餐中开通。"
)
BROADBAND = (
    "畅联千兆宽带月费为99元，包年价格为1000元。"
    "安装免费，一般在下单后48小时内上门安装。"
    "新装用户7天内可无理由退订。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t53-001", "para.combine", "我有多少天年假？", "工作满一年后每年有5天带薪年假，工作满十年后就增加到10天。", LEAVE, True),
    w.faith("zh-t53-002", "fmt.number", "年假要提前多久申请？", "需要提前3个工作日在OA系统里提交申请。", LEAVE, True),
    w.faith("zh-t53-003", "fmt.date", "今年没休完的年假怎么办？", "没休完的年假可以顺延，但最晚要在第二年三月底之前休掉。", LEAVE, True),
    w.faith("zh-t53-004", "fmt.period", "婚假有几天，什么时候休？", "婚假共十天，要在领证后的12个月内休完。", MARRIAGE, True),
    w.faith("zh-t53-005", "para.pronoun", "请假的问题该找谁？", "可以找人力资源部的周雨婷，她负责请假方面的问题。", MARRIAGE, True),
    w.faith("zh-t53-006", "fmt.number", "男员工有陪产假吗？", "有，男员工可以休十五天陪产假。", MARRIAGE, True),
    w.faith("zh-t53-007", "fmt.time", "IT服务台几点下班？", "服务台周一到周五从8:30工作到19:00。", ITDESK, True),
    w.faith("zh-t53-008", "para.relative", "领电脑找谁？", "负责电脑和显示器领用的是陈晓丽。", ITDESK, True),
    w.faith("zh-t53-009", "wrap.opener", "半夜忘了密码怎么办？", "别担心！您任何时候都可以通过自助平台自己重置密码。", ITDESK, True),
    w.faith("zh-t53-010", "fmt.unit", "公司的笔记本有多重？", "公司配发的笔记本电脑重1200克。", SECURITY, True),
    w.faith("zh-t53-011", "para.nominal", "设备丢了怎么办？", "设备丢失的报告须在24小时内提交给信息安全部。", SECURITY, True),
    w.faith("zh-t53-012", "fmt.currency", "全险套餐多少钱？", "全险套餐每年保费¥4,800，也可以分12期付清。", CARINS, True),
    w.faith("zh-t53-013", "fmt.share", "连续几年没出险有优惠吗？", "有，连续三年没有理赔的车主，保费可以打八五折。", CARINS, True),
    w.faith("zh-t53-014", "para.synonym", "什么时候可以报案？", "您可以全天候通过电话或APP报案。", CARINS, True),
    w.faith("zh-t53-015", "para.passive", "吴江信用合作社后来怎么样了？", "吴江信用合作社于1996年被江南商业银行收购。", BANK, True),
    w.faith("zh-t53-016", "para.combine", "江南商业银行的行长和董事长是谁？", "行长是2020年上任的赵建华，董事长是孙明辉。", BANK, True),
    w.faith("zh-t53-017", "para.except", "观前街支行周日开门吗？", "不开，观前街支行一周中只有周日休息。", BRANCH, True),
    w.faith("zh-t53-018", "fmt.time", "观前街支行周六几点关门？", "周六支行在15:00就关门了。", BRANCH, True),
    w.faith("zh-t53-019", "fmt.thousands", "取大额现金要预约吗？", "取现超过50,000元的话，需要提前一天预约。", BRANCH, True),
    w.faith("zh-t53-020", "fmt.share", "稳盈一年期利率多少？", "稳盈一年期定期存款的年利率是百分之一点八，50元起存。", WEALTH, True),
    w.faith("zh-t53-021", "para.reorder", "季季享多少钱起购？", "起购金额为1万元的季季享理财产品，期限90天，预期年化收益率2.6%。", WEALTH, True),
    w.faith("zh-t53-022", "fmt.abbrev", "58元套餐包含什么？", "畅享58元套餐每月有30G国内流量，外加300分钟国内通话。", MOBILE, True),
    w.faith("zh-t53-023", "fmt.period", "套餐要签约多久？", "两个套餐都需要签约两年。", MOBILE, True),
    w.faith("zh-t53-024", "wrap.attribution", "装了宽带不满意能退吗？", "根据畅联的规定，新装用户在7天内可以无理由退订。", BROADBAND, True),
    w.faith("zh-t53-025", "role.swap", "工资问题找谁？", "工资问题由人力资源部的周雨婷负责，请假问题由财务部的马涛负责。", MARRIAGE, False),
    w.faith("zh-t53-026", "value.number", "工作满十年年假有几天？", "工作满十年后，年假增加到15天。", LEAVE, False),
    w.faith("zh-t53-027", "direction", "年假怎么申请？", "年假可以在休完后三个工作日内在OA系统中补办申请。", LEAVE, False),
    w.faith("zh-t53-028", "added.fact", "产假有多久？", "女员工产假为158天，休假期间工资全额照发。", MARRIAGE, False),
    w.faith("zh-t53-029", "modality", "在外面访问内网一定要用VPN吗？", "在公司以外访问内网时建议使用VPN，但不是强制要求。", SECURITY, False),
    w.faith("zh-t53-030", "value.time", "IT服务台几点开始上班？", "IT服务台周一至周五上午9:30开始工作，晚上7点下班。", ITDESK, False),
    w.faith("zh-t53-031", "role.swap", "服务台主管是谁？", "服务台主管是陈晓丽，电脑和显示器的领用由刘志强负责。", ITDESK, False),
    w.faith("zh-t53-032", "value.except", "周六IT服务台有人吗？", "有，IT服务台除周日外每天8:30到19:00都有人值班。", ITDESK, False),
    w.faith("zh-t53-033", "added.fact", "笔记本多久换一次？", "公司笔记本每三年更换一次，换下来的旧电脑员工可以免费留用。", SECURITY, False),
    w.faith("zh-t53-034", "value.unit", "公司笔记本有多重？", "公司笔记本电脑重1.2斤。", SECURITY, False),
    w.faith("zh-t53-035", "value.number", "免费道路救援有几次？", "全险套餐每年提供6次免费道路救援。", CARINS, False),
    w.faith("zh-t53-036", "negation", "晚上能报案吗？", "夜间不能报案，车主只能在白天通过电话或APP报案。", CARINS, False),
    w.faith("zh-t53-037", "value.date", "江南商业银行哪一年收购了吴江信用合作社？", "江南商业银行于1952年收购了吴江信用合作社。", BANK, False),
    w.faith("zh-t53-038", "role.swap", "江南商业银行的行长是谁？", "现任行长是孙明辉，董事长是赵建华。", BANK, False),
    w.faith("zh-t53-039", "added.entity", "江南商业银行在江苏有多少网点？", "江南商业银行和旗下的江南村镇银行在江苏省共有86家网点。", BANK, False),
    w.faith("zh-t53-040", "antonym", "宽带安装要钱吗？", "宽带安装需要另外收费，一般下单后48小时内上门。", BROADBAND, False),
    w.faith("zh-t53-041", "value.except", "观前街支行周末营业吗？", "观前街支行周一到周五9:00至17:00营业，周六周日都休息。", BRANCH, False),
    w.faith("zh-t53-042", "negation", "季季享可以提前赎回吗？", "可以，季季享理财产品到期前随时可以赎回。", WEALTH, False),
    w.faith("zh-t53-043", "value.number", "季季享的收益率是多少？", "季季享期限90天，预期年化收益率为1.8%。", WEALTH, False),
    w.faith("zh-t53-044", "quantifier", "两个套餐都能国际漫游吗？", "能，两个套餐都开通了国际漫游。", MOBILE, False),
]

CORRECTNESS = [
    w.correct("zh-t53-045", "correct.wordy", "工作满一年后有几天年假？", "在星辰科技工作满一年以后，您每年可以享受五天带薪年假。", "5天", True),
    w.correct("zh-t53-046", "correct.short", "IT服务台主管是谁？", "刘志强。", "星辰科技IT服务台的主管是刘志强。", True),
    w.correct("zh-t53-047", "correct.format", "千兆宽带月费多少？", "每月九十九元。", "99元/月", True),
    w.correct("zh-t53-048", "correct.format", "紧急故障多久响应？", "二十分钟以内。", "20分钟内", True),
    w.correct("zh-t53-049", "wrong.value", "全险套餐的年保费是多少？", "年保费是5800元。", "4800元", False),
    w.correct("zh-t53-050", "wrong.role", "观前街支行的行长是谁？", "观前街支行的行长是黄佳怡。", "钱卫东", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
