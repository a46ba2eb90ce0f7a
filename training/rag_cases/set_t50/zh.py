"""Chinese cases of set t50: 深圳一家托育中心的收托时间与收费、考研初试安排、
雅思培训机构的课程与老师、武汉一所大学的助学金、中学研学夏令营、老年大学的书画班、
钢琴考级报名。"""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

NURSERY = (
    "深圳南山区的小星星托育中心招收1岁半到3岁的幼儿，共设4个班，每班不超过15人。"
    "中心周一至周六开放，早上7:45入托，傍晚6:00离托。"
    "全日托每月4800元，半日托每月2900元。"
)
KAOYAN = (
    "全国硕士研究生招生考试初试定于12月21日至22日举行。"
    "第一天上午考政治，下午考外语；第二天上午考业务课一，下午考业务课二。"
    "上午场次为8:30至11:30，下午场次为14:00至17:00。"
    "考生须凭准考证和居民身份证参加考试。"
)
IELTS = (
    "博思雅思培训中心的暑期冲刺班7月8日开课，为期四周，每周一到周五上课。"
    "听力和阅读由李娜老师教，写作和口语由王凯老师教。"
    "学费6800元，七月一日前报名可优惠500元。"
)
GRANT = (
    "江城大学的家庭经济困难学生可申请助学金，一档每年4000元，二档每年2500元。"
    "申请人须在学校的资助系统中完成家庭经济困难认定。"
    "助学金分两次发放，分别在10月和次年4月。"
    "学生资助中心主任是黄志强。"
)
CAMP = (
    "实验中学暑期研学夏令营将于7月15日至7月20日在西安举行，面向初一、初二学生。"
    "费用为每人3600元，包含交通、住宿和门票。"
    "带队老师是历史组的马俊老师，副领队是校医孙红。"
    "报名截止日期为6月10日。"
)
SENIOR_UNIV = (
    "市老年大学书画班每周三上午9点到11点在二楼205教室上课。"
    "国画由退休美术教师钱玉梅授课，书法由吴德明授课。"
    "每学期学费300元，年满55岁的本市居民可报名。"
)
PIANO = (
    "今年钢琴考级报名时间为4月1日至4月20日，考试在5月下旬进行。"
    "一至四级报名费260元，五至八级380元，九至十级480元。"
    "考生须自备曲谱，考试时不得由家长陪同进入考场。"
)

# fmt: off
FAITHFULNESS = [
    w.faith("zh-t50-001", "fmt.range", "小星星收多大的孩子？", "托育中心招收一岁半至三岁的幼儿。", NURSERY, True),
    w.faith("zh-t50-002", "para.except", "周日能送孩子吗？", "不能，小星星托育中心周日不开放。", NURSERY, True),
    w.faith("zh-t50-003", "fmt.time", "几点要接孩子？", "孩子傍晚18:00离托。", NURSERY, True),
    w.faith("zh-t50-004", "para.reorder", "全日托和半日托各多少钱？", "半日托每月2900元，全日托每月4800元。", NURSERY, True),
    w.faith("zh-t50-005", "fmt.date", "考研初试是哪几天？", "初试安排在十二月二十一日和二十二日两天。", KAOYAN, True),
    w.faith("zh-t50-006", "para.combine", "第一天考什么？", "第一天上午考政治，下午考外语，下午场从14:00到17:00。", KAOYAN, True),
    w.faith("zh-t50-007", "fmt.unit", "每场考试多长时间？", "上午场和下午场都是三个小时。", KAOYAN, True),
    w.faith("zh-t50-008", "para.synonym", "考试要带什么证件？", "考生需要带上准考证和身份证才能参加考试。", KAOYAN, True),
    w.faith("zh-t50-009", "para.except", "冲刺班周末上课吗？", "不上，冲刺班只在周一到周五上课，周末休息。", IELTS, True),
    w.faith("zh-t50-010", "para.passive", "写作课谁教？", "写作和口语课由王凯老师负责讲授。", IELTS, True),
    w.faith("zh-t50-011", "fmt.date", "早报名有优惠吗？", "有，7月1日之前报名可以便宜500元。", IELTS, True),
    w.faith("zh-t50-012", "fmt.currency", "冲刺班学费多少？", "学费是六千八百元。", IELTS, True),
    w.faith("zh-t50-013", "fmt.thousands", "一档助学金一年多少钱？", "一档每年四千元，二档每年两千五百元。", GRANT, True),
    w.faith("zh-t50-014", "para.nominal", "申请助学金要先做什么？", "申请的前提是在学校资助系统里完成家庭经济困难认定。", GRANT, True),
    w.faith("zh-t50-015", "wrap.attribution", "助学金什么时候发？", "据学校规定，助学金分两次发，一次在10月，一次在第二年4月。", GRANT, True),
    w.faith("zh-t50-016", "para.pronoun", "资助中心主任是谁？", "是黄志强，他担任江城大学学生资助中心主任。", GRANT, True),
    w.faith("zh-t50-017", "fmt.period", "夏令营去几天？", "夏令营从7月15日到20日，一共六天。", CAMP, True),
    w.faith("zh-t50-018", "para.relative", "谁带队？", "带队的是历史组的马俊老师，担任副领队的是校医孙红。", CAMP, True),
    w.faith("zh-t50-019", "wrap.opener", "费用包括住宿吗？", "您好！每人3600元的费用已经包含交通、住宿和门票。", CAMP, True),
    w.faith("zh-t50-020", "fmt.time", "书画班几点上课？", "每周三上午九点到十一点上课。", SENIOR_UNIV, True),
    w.faith("zh-t50-021", "wrap.hedge", "我56岁了，能报名吗？", "如果您是本市居民，应该可以，书画班面向年满55岁的本市居民。", SENIOR_UNIV, True),
    w.faith("zh-t50-022", "para.part", "国画谁教？", "国画由钱玉梅老师授课。", SENIOR_UNIV, True),
    w.faith("zh-t50-023", "fmt.range", "五级报名费多少？", "五到八级的报名费都是380元。", PIANO, True),
    w.faith("zh-t50-024", "wrap.closer", "家长可以陪考吗？", "考试时家长不能陪同进入考场。祝孩子考试顺利！", PIANO, True),
    w.faith("zh-t50-025", "value.number", "每个班多少人？", "每班最多20人，共设4个班。", NURSERY, False),
    w.faith("zh-t50-026", "added.fact", "全日托多少钱？", "全日托每月4800元，含每天三餐两点。", NURSERY, False),
    w.faith("zh-t50-027", "value.time", "早上几点入托？", "早上7:15入托，傍晚6:00离托。", NURSERY, False),
    w.faith("zh-t50-028", "role.swap", "第二天上午考什么？", "第二天上午考政治，下午考业务课二。", KAOYAN, False),
    w.faith("zh-t50-029", "value.time", "下午场几点开始？", "下午场次14:30开始，17:00结束。", KAOYAN, False),
    w.faith("zh-t50-030", "quantifier", "需要带哪些证件？", "准考证和身份证带其中一个就可以。", KAOYAN, False),
    w.faith("zh-t50-031", "role.swap", "听力课谁上？", "听力和阅读由王凯老师教，写作和口语由李娜老师教。", IELTS, False),
    w.faith("zh-t50-032", "value.number", "冲刺班上几周？", "暑期冲刺班7月8日开课，为期六周。", IELTS, False),
    w.faith("zh-t50-033", "direction", "什么时候报名有优惠？", "七月一日以后报名可以优惠500元。", IELTS, False),
    w.faith("zh-t50-034", "value.currency", "二档助学金多少钱？", "二档每年4000元。", GRANT, False),
    w.faith("zh-t50-035", "modality", "一定要做困难认定吗？", "家庭经济困难认定是建议做的，不做也能申请。", GRANT, False),
    w.faith("zh-t50-036", "added.fact", "助学金怎么发？", "助学金分10月和次年4月两次发放，直接打到学生的饭卡里。", GRANT, False),
    w.faith("zh-t50-037", "value.date", "夏令营什么时候报名截止？", "报名截止日期是7月15日。", CAMP, False),
    w.faith("zh-t50-038", "added.entity", "夏令营面向哪些学生？", "夏令营面向初一、初二和初三学生。", CAMP, False),
    w.faith("zh-t50-039", "role.swap", "副领队是谁？", "副领队是马俊老师，带队的是校医孙红。", CAMP, False),
    w.faith("zh-t50-040", "value.except", "书画班哪天上课？", "书画班每周二和周四上午上课。", SENIOR_UNIV, False),
    w.faith("zh-t50-041", "added.fact", "书法谁教？", "书法由吴德明授课，他曾是省书法家协会会员，教了三十年书法。", SENIOR_UNIV, False),
    w.faith("zh-t50-042", "direction", "多大年纪能报名？", "55岁以下的本市居民可以报名。", SENIOR_UNIV, False),
    w.faith("zh-t50-043", "value.currency", "九级报名费多少？", "九至十级报名费是380元。", PIANO, False),
    w.faith("zh-t50-044", "negation", "曲谱需要自己带吗？", "不用，考场会为考生提供曲谱。", PIANO, False),
]

CORRECTNESS = [
    w.correct("zh-t50-045", "correct.wordy", "雅思冲刺班的听力谁来教？", "博思雅思培训中心暑期冲刺班的听力和阅读由李娜老师负责。", "李娜", True),
    w.correct("zh-t50-046", "correct.format", "老年大学书画班一学期学费多少？", "三百元。", "300元", True),
    w.correct("zh-t50-047", "correct.short", "考研初试上午场几点开始？", "8:30。", "初试上午场次从8:30开始，到11:30结束。", True),
    w.correct("zh-t50-048", "correct.format", "钢琴考级报名什么时候截止？", "四月二十日。", "4月20日", True),
    w.correct("zh-t50-049", "wrong.value", "夏令营每人多少钱？", "每人2600元。", "3600元", False),
    w.correct("zh-t50-050", "wrong.role", "江城大学学生资助中心主任是谁？", "主任是马俊。", "黄志强", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
