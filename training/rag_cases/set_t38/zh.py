"""Chinese cases of set t38: 墨记云笔记的订阅版本与付费方式、云匣标准套餐与青禾工作室团队账户、
影潮家庭套餐与刘洋一家、星汇银行的银行卡费用与交易争议、云栈主机的客服时间、小窝 3.8 版更新说明。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

SUB_TIERS = (
    "云笔记「墨记」提供个人版、团队版和企业版三种订阅。"
    "个人版每月 18 元，限 1 位用户使用；团队版每个席位每月 30 元，至少需购买 3 个席位。"
    "企业版价格由销售部门单独报价。"
    "除企业版外，所有版本均可免费试用 15 天。"
)
SUB_BILLING = (
    "墨记选择按年付费比按月付费便宜 10%。"
    "账户所有者可随时从月付改为年付，但从年付改回月付要到下一个续费日才生效。"
    "年付套餐仅在开通后 7 天内可申请退款。"
)
STORAGE_PLAN = (
    "「云匣」标准套餐每月 9.9 元，提供 500 GB 存储空间。"
    "移入回收站的文件会保留 15 天，之后被永久删除。"
    "共享文件夹只占用创建者的空间，不占用受邀成员的空间。"
)
STORAGE_TEAM = (
    "在青禾工作室的云匣团队账户中，王磊是管理员，陈静是付款联系人。"
    "新成员由王磊审核，每月账单则发送到陈静的邮箱。"
    "成员创建的上传链接 3 天后失效，除非王磊为其延长有效期。"
)
FAMILY_PLAN = (
    "「影潮」家庭套餐每月 45 元，最多可建 6 个用户档案，最多可同时在 4 台设备上播放。"
    "家庭成员须由主账户持有人邀请，且所有成员必须与持有人住在同一地址。"
    "儿童档案无法购买付费点播内容。"
)
FAMILY_HOUSEHOLD = (
    "刘洋家的影潮家庭套餐由刘洋担任主账户持有人，他的母亲赵敏是家庭成员。"
    "套餐费用由刘洋支付，赵敏只能删除自己的档案。"
    "自 2025 年 7 月 1 日起，每台设备最多可下载 30 部影片。"
)
BANK_FEES = (
    "星汇银行的网上借记卡免年费。"
    "境外消费按交易金额的 1.5% 收取手续费，境外 ATM 取现每笔收费 15 元。"
    "白金卡年费 200 元，免收上述两项费用。"
    "每年可免费补卡一次，之后每次补卡收费 10 元。"
)
BANK_DISPUTE = (
    "如对某笔刷卡交易有异议，持卡人须在交易后 60 天内提出。"
    "星汇银行争议处理组审核申请后，可在 5 个工作日内先行垫付退款。"
    "商户须在 15 天内提交说明材料。"
)
HOST_SUPPORT = (
    "「云栈主机」的在线客服每天 9:00 至 21:00 提供服务，春节期间除外。"
    "春节期间只受理工单，并在 24 小时内回复。"
    "旗舰版客户另享 7×24 小时电话支持。"
)
SMART_RELEASE = (
    "智能家居应用「小窝」3.8 版于 2025 年 8 月 20 日发布，新增对 Zigbee 温湿度传感器的支持。"
    "每条自动化规则现在最多可设置 15 个条件。"
    "此前处于测试阶段的「离家模式」已被移除。"
    "夜间模式由设计组根据用户顾问团的反馈重新设计。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-t38-001", "para.combine", "个人版多少钱？能先试用吗？", "个人版每月 18 元，和团队版一样可以免费试用 15 天。", SUB_TIERS, True),
    w.faith("zh-t38-002", "para.except", "哪些版本可以免费试用？", "个人版和团队版都能免费试用 15 天，只有企业版不提供试用。", SUB_TIERS, True),
    w.faith("zh-t38-003", "fmt.number", "团队版怎么收费？", "团队版每个席位每月三十元，最少要买三个席位。", SUB_TIERS, True),
    w.faith("zh-t38-004", "value.number", "团队版最少买几个席位？", "团队版按席位计费，每位每月 30 元，起购 5 个席位。", SUB_TIERS, False),
    w.faith("zh-t38-005", "fmt.share", "年付能省多少？", "按年付费能比按月付费省下一成。", SUB_BILLING, True),
    w.faith("zh-t38-006", "para.pronoun", "从年付改回月付会马上生效吗？", "不会，这种变更要等到下一个续费日才生效。", SUB_BILLING, True),
    w.faith("zh-t38-007", "negation", "年付套餐能退款吗？", "年付套餐一经开通就不能退款，哪怕是在 7 天之内。", SUB_BILLING, False),
    w.faith("zh-t38-008", "added.fact", "改成年付有什么好处？", "年付比月付便宜 10%，另外还会赠送额外的存储空间。", SUB_BILLING, False),
    w.faith("zh-t38-009", "fmt.currency", "云匣标准套餐多少钱？", "标准套餐每月 ¥9.9，可用空间 500 GB。", STORAGE_PLAN, True),
    w.faith("zh-t38-010", "role.swap", "共享文件夹占谁的空间？", "共享文件夹算在受邀成员的空间里，而不是算在创建者头上。", STORAGE_PLAN, False),
    w.faith("zh-t38-011", "para.relative", "别人邀请我进共享文件夹，会占我的空间吗？", "不会，占用的只是创建该共享文件夹的那个人的空间，受邀成员的空间不受影响。", STORAGE_PLAN, True),
    w.faith("zh-t38-012", "value.number", "回收站里的文件能保留多久？", "扔进回收站的文件会保留一个月，然后被彻底删除。", STORAGE_PLAN, False),
    w.faith("zh-t38-013", "para.pronoun", "团队账户的账单发给谁？", "陈静是付款联系人，每月的账单都会发到她的邮箱。", STORAGE_TEAM, True),
    w.faith("zh-t38-014", "role.swap", "新成员由谁审核？", "新成员的审核工作由付款联系人陈静负责。", STORAGE_TEAM, False),
    w.faith("zh-t38-015", "fmt.period", "上传链接多久失效？", "成员生成的上传链接 72 小时后就会失效，除非王磊给它延期。", STORAGE_TEAM, True),
    w.faith("zh-t38-016", "role.swap", "上传链接能延长吗？", "王磊创建的上传链接三天后失效，除非有成员为它延长有效期。", STORAGE_TEAM, False),
    w.faith("zh-t38-017", "para.combine", "王磊和陈静分别负责什么？", "管理员王磊负责审核新成员，付款联系人陈静则通过邮箱接收每月账单。", STORAGE_TEAM, True),
    w.faith("zh-t38-018", "added.fact", "陈静负责哪些事？", "陈静负责接收每月账单，同时还负责为团队账户续费。", STORAGE_TEAM, False),
    w.faith("zh-t38-019", "para.combine", "家庭套餐能建几个档案、几台设备一起看？", "家庭套餐每月 45 元，档案最多能建 6 个，同时最多 4 台设备播放。", FAMILY_PLAN, True),
    w.faith("zh-t38-020", "quantifier", "哪些档案可以购买付费点播？", "所有档案都能购买付费点播，儿童档案也不例外。", FAMILY_PLAN, False),
    w.faith("zh-t38-021", "role.swap", "家庭成员怎么加入？", "由家庭成员向主账户持有人发出邀请即可加入。", FAMILY_PLAN, False),
    w.faith("zh-t38-022", "para.nominal", "儿童档案能买点播吗？", "儿童档案不支持付费点播内容的购买。", FAMILY_PLAN, True),
    w.faith("zh-t38-023", "para.pronoun", "刘洋家的套餐谁付钱？", "主账户持有人是刘洋，套餐费用也是他来付。", FAMILY_HOUSEHOLD, True),
    w.faith("zh-t38-024", "role.swap", "刘洋家的套餐费由谁支付？", "套餐费用由刘洋的母亲赵敏承担。", FAMILY_HOUSEHOLD, False),
    w.faith("zh-t38-025", "fmt.date", "下载限制从什么时候开始？", "从 2025/7/1 起，每台设备最多只能下载 30 部影片。", FAMILY_HOUSEHOLD, True),
    w.faith("zh-t38-026", "para.combine", "白金卡有什么好处？", "白金卡年费 200 元，可免去 1.5% 的境外消费手续费和每笔 15 元的境外取现费。", BANK_FEES, True),
    w.faith("zh-t38-027", "para.synonym", "网上借记卡要交年费吗？", "不用，网上借记卡不收年费。", BANK_FEES, True),
    w.faith("zh-t38-028", "fmt.currency", "第二次补卡要多少钱？", "每年第一次补卡免费，之后每补一次收取人民币 10 元。", BANK_FEES, True),
    w.faith("zh-t38-029", "antonym", "用借记卡消费要手续费吗？", "用网上借记卡在境内消费，要按交易金额收取 1.5% 的手续费。", BANK_FEES, False),
    w.faith("zh-t38-030", "added.fact", "白金卡有哪些权益？", "白金卡年费 200 元，免收那两项费用，还附送机场贵宾厅服务。", BANK_FEES, False),
    w.faith("zh-t38-031", "role.swap", "交易争议有哪些时限？", "商户须在交易后 60 天内提出异议，持卡人则要在 15 天内提交说明材料。", BANK_DISPUTE, False),
    w.faith("zh-t38-032", "para.passive", "提出异议之后会怎么处理？", "申请会交由星汇银行争议处理组审核，退款有可能在 5 个工作日内被先行垫付。", BANK_DISPUTE, True),
    w.faith("zh-t38-033", "modality", "审核期间能先拿到退款吗？", "争议处理组必须在 5 个工作日内先行垫付退款。", BANK_DISPUTE, False),
    w.faith("zh-t38-034", "para.pronoun", "商户要多久回应？", "至于商户，它须在 15 天内提交说明材料。", BANK_DISPUTE, True),
    w.faith("zh-t38-035", "added.fact", "怎么对刷卡交易提出异议？", "交易后 60 天内都可以提出，但必须本人到网点当面办理。", BANK_DISPUTE, False),
    w.faith("zh-t38-036", "fmt.time", "在线客服几点到几点？", "在线客服每天上午 9 点到晚上 9 点在线，春节期间除外。", HOST_SUPPORT, True),
    w.faith("zh-t38-037", "para.except", "春节期间能找在线客服吗？", "不能，春节期间在线客服暂停服务，只能提交工单。", HOST_SUPPORT, True),
    w.faith("zh-t38-038", "value.except", "在线客服什么时候不上班？", "在线客服全年每天都在，只有国庆期间除外。", HOST_SUPPORT, False),
    w.faith("zh-t38-039", "added.fact", "旗舰版客户有什么额外服务？", "旗舰版客户可享全天候电话支持，另外还配有专属客户经理。", HOST_SUPPORT, False),
    w.faith("zh-t38-040", "para.combine", "小窝 3.8 版有什么变化？", "8 月 20 日发布的 3.8 版开始支持 Zigbee 温湿度传感器，同时去掉了测试中的离家模式。", SMART_RELEASE, True),
    w.faith("zh-t38-041", "role.swap", "夜间模式是谁重新设计的？", "夜间模式是用户顾问团根据设计组的意见重新设计的。", SMART_RELEASE, False),
    w.faith("zh-t38-042", "para.synonym", "一条自动化规则最多能设几个条件？", "每条自动化规则现在最多能添加 15 个条件。", SMART_RELEASE, True),
    w.faith("zh-t38-043", "added.fact", "3.8 版新增了什么？", "3.8 版新增了 Zigbee 温湿度传感器支持，还修复了安卓端耗电过快的问题。", SMART_RELEASE, False),
    w.faith("zh-t38-044", "wrap.attribution", "小窝 3.8 版是什么时候发布的？", "根据更新说明，小窝 3.8 版于 2025 年 8 月 20 日发布。", SMART_RELEASE, True),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t38-045", "correct.wordy", "星汇银行白金卡的年费是多少？", "星汇银行白金卡的年费是 200 元，持卡后境外消费手续费和境外取现费都可以免收。", "200 元", True),
    w.correct("zh-t38-046", "correct.format", "小窝 3.8 版是哪天发布的？", "2025-08-20。", "2025 年 8 月 20 日", True),
    w.correct("zh-t38-047", "correct.wordy", "影潮家庭套餐最多能建几个档案？", "影潮家庭套餐最多可以创建六个用户档案，一家人可以各用各的。", "6 个", True),
    w.correct("zh-t38-048", "correct.format", "云栈主机的在线客服几点下班？", "晚上九点。", "21:00", True),
    w.correct("zh-t38-049", "wrong.value", "云匣回收站里的文件保留多久？", "回收站里的文件会保留 30 天。", "15 天", False),
    w.correct("zh-t38-050", "wrong.role", "青禾工作室的团队账户由谁审核新成员？", "由付款联系人陈静审核。", "管理员王磊", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
