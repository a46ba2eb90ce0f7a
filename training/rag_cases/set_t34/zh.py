"""Chinese cases of set t34: a textile company's merger and general managers, a logistics
takeover, a family winery's heirs and their family agreement, a football stadium's owner and
tenants, a matchday notice, a school founded by an education foundation, a choir's conductors
and its rehearsals, and a marine ecology lab's principal investigators."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

HUASHENG = (
    "华盛纺织于1983年由周建国在杭州创办。"
    "2002年，公司与东方印染合并，合并后更名为华盛东方。"
    "周建国于2008年卸任总经理，由林晓燕接任。"
    "林晓燕执掌公司至2017年，此后董事会任命郑浩为总经理。"
)

TIANQI = (
    "2018年5月，天启物流以3.6亿元收购了规模较小的竞争对手快捷达。"
    "快捷达创始人吴思远在收购后留任华南区总监两年。"
    "天启物流董事长许卫东表示，广州仓库不会裁员。"
    "该交易于2018年7月20日获得市场监管部门批准。"
)

YUNLING = (
    "云岭酒庄位于贺兰山东麓，占地45公顷，自1996年起由马家经营。"
    "马德胜2020年去世后，酒庄由他的两个女儿马琳和马蕾平分继承。"
    "姐姐马琳负责酿酒，妹妹马蕾负责销售和出口。"
    "她们的表哥杨帆不持有酒庄股份，但租用了酒庄的旧仓库开设品酒室。"
)

YUNLING_AGREEMENT = (
    "根据2021年签订的家族协议，继承人若要出售自己的股份，必须先向其他继承人提出转让要约。"
    "该要约的有效期为30天。"
    "除非全体继承人书面同意，否则股份不得出售给外人。"
)

JIANGBIN = (
    "江滨体育场归江滨区政府所有，区政府于1999年从远东置业手中买下了这座球场。"
    "自2006年起，江滨雄狮足球俱乐部以每年600万元的租金租用该球场，租期25年。"
    "橄榄球队江滨海鹰从雄狮俱乐部转租球场，每赛季在此进行6场主场比赛。"
    "球场可容纳32000名观众。"
)

MATCHDAY = (
    "比赛日须知：检票口于18:45开放，比赛19:35开球。"
    "季票持有者从东门入场，其他观众从南门和西门入场。"
    "场内禁止吸烟，指定吸烟区除外。"
)

MINGDE = (
    "明德实验学校由启明教育基金会于2010年创办。"
    "该基金会由企业家陈启明出资设立。"
    "基金会为校舍建设捐资8000万元，至今仍委派董事会11名成员中的4名。"
    "首任校长是王立平，他于2019年退休后，由副校长刘婧接任。"
)

CHENXING = (
    "晨星合唱团由作曲家黄志刚于1990年组建，他担任指挥长达20年。"
    "2010年，他把指挥棒交给了自己的学生孙悦。"
    "在孙悦的带领下，合唱团两次赴欧洲巡演，并录制了四张专辑。"
    "自2019年起，助理指挥高明与她共同担任指挥，并负责新年音乐会。"
)

REHEARSALS = (
    "排练时间为每周六下午2点到5点，地点在文化馆三楼，春节期间除外。"
    "新团员须通过指挥的简短面试。"
    "年费为800元，学生为400元。"
)

LANHAI = (
    "蓝海海洋生态实验室由李文华教授于2004年创建。"
    "2013年李教授调往新加坡工作后，她的博士后赵磊接手实验室，成为课题组负责人。"
    "赵磊将团队从7人扩充到18人。"
    "李教授目前仍与实验室共同指导3名博士生。"
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("zh-t34-001", "para.combine", "周建国之后谁掌管了公司？", "接替周建国出任总经理的是林晓燕，她一直领导合并后的公司，直到2017年董事会任命郑浩接替她。", HUASHENG, True),
    w.faith("zh-t34-002", "para.synonym", "2002年华盛纺织发生了什么？", "那一年它和东方印染合二为一，新公司改名叫华盛东方。", HUASHENG, True),
    w.faith("zh-t34-003", "para.pronoun", "华盛纺织是谁创办的？", "是周建国。他1983年在杭州创立了这家公司，2008年辞去了总经理职务。", HUASHENG, True),
    w.faith("zh-t34-004", "fmt.scale", "天启物流花了多少钱收购快捷达？", "收购价是三亿六千万元。", TIANQI, True),
    w.faith("zh-t34-005", "para.combine", "收购之后吴思远做了什么？", "自己创办的快捷达在2018年5月被天启物流买下后，吴思远又留下来当了两年华南区总监。", TIANQI, True),
    w.faith("zh-t34-006", "fmt.date", "这笔交易什么时候获批的？", "市场监管部门于2018-07-20批准了这笔交易。", TIANQI, True),
    w.faith("zh-t34-007", "fmt.share", "马德胜的酒庄是怎么继承的？", "他的两个女儿马琳和马蕾各继承了一半。", YUNLING, True),
    w.faith("zh-t34-008", "para.combine", "两姐妹在酒庄里各管什么？", "2020年共同继承酒庄的两姐妹分工明确：姐姐马琳管酿酒，妹妹马蕾管销售和出口。", YUNLING, True),
    w.faith("zh-t34-009", "para.synonym", "杨帆在酒庄有股份吗？", "没有。杨帆并不拥有酒庄的任何股权，他只是承租了旧仓库，用来做品酒室。", YUNLING, True),
    w.faith("zh-t34-010", "fmt.period", "转让要约多长时间内有效？", "30天，也就是大约一个月。", YUNLING_AGREEMENT, True),
    w.faith("zh-t34-011", "para.except", "继承人能把股份卖给外人吗？", "只有在所有继承人都书面同意的情况下才可以。", YUNLING_AGREEMENT, True),
    w.faith("zh-t34-012", "para.passive", "江滨体育场归谁所有？", "这座球场1999年被江滨区政府从远东置业手中买下，产权归区政府。", JIANGBIN, True),
    w.faith("zh-t34-013", "para.combine", "哪些球队在江滨体育场比赛？", "一支是2006年起租用球场的江滨雄狮足球俱乐部，另一支是从雄狮转租、每赛季在这里打6场主场的橄榄球队江滨海鹰。", JIANGBIN, True),
    w.faith("zh-t34-014", "fmt.time", "检票口几点开？", "晚上六点三刻开放，比开球早50分钟。", MATCHDAY, True),
    w.faith("zh-t34-015", "para.except", "场内可以抽烟吗？", "只能在指定的吸烟区抽，其他地方一律不行。", MATCHDAY, True),
    w.faith("zh-t34-016", "para.pronoun", "明德实验学校是谁创办的？", "是启明教育基金会。它由企业家陈启明出资设立，2010年创办了这所学校。", MINGDE, True),
    w.faith("zh-t34-017", "para.combine", "首任校长之后由谁接任？", "首任校长王立平2019年退休后，副校长刘婧接过了校长一职。", MINGDE, True),
    w.faith("zh-t34-018", "wrap.attribution", "基金会对学校管理有多大影响？", "根据所给资料，启明教育基金会至今仍委派董事会11人中的4人。", MINGDE, True),
    w.faith("zh-t34-019", "para.synonym", "孙悦之前是谁指挥合唱团？", "合唱团的创建者、作曲家黄志刚执棒二十年，2010年把指挥棒传给了自己的学生孙悦。", CHENXING, True),
    w.faith("zh-t34-020", "para.pronoun", "孙悦带团期间合唱团有哪些成绩？", "在她的指挥下，合唱团去欧洲巡演过两次，还录了四张唱片。", CHENXING, True),
    w.faith("zh-t34-021", "para.relative", "新年音乐会由谁指挥？", "由自2019年起与孙悦共同担任指挥的助理指挥高明负责。", CHENXING, True),
    w.faith("zh-t34-022", "fmt.share", "年费是多少？", "每年800元，学生减半。", REHEARSALS, True),
    w.faith("zh-t34-023", "wrap.hedge", "现在谁负责蓝海实验室？", "从资料来看，应该是赵磊——他原是李文华教授的博士后，2013年李教授调往新加坡后接手了实验室。", LANHAI, True),
    w.faith("zh-t34-024", "wrap.opener", "李文华教授现在还参与实验室的工作吗？", "您好！是的，她目前仍和实验室一起指导3名博士生。", LANHAI, True),
    # unfaithful: exactly one clear error
    w.faith("zh-t34-025", "role.swap", "2008年总经理是怎么交接的？", "2008年林晓燕卸任总经理，由周建国接任。", HUASHENG, False),
    w.faith("zh-t34-026", "added.fact", "2017年起谁担任总经理？", "是郑浩。林晓燕因健康原因辞职后，董事会于2017年任命他接任。", HUASHENG, False),
    w.faith("zh-t34-027", "role.swap", "2018年是谁收购了谁？", "快捷达斥资3.6亿元，把竞争对手天启物流收入囊中。", TIANQI, False),
    w.faith("zh-t34-028", "added.fact", "许卫东就裁员问题说了什么？", "他表示广州仓库一个人也不会裁，还计划在当地新招100名员工。", TIANQI, False),
    w.faith("zh-t34-029", "antonym", "快捷达是一家什么样的公司？", "它是天启物流一个规模更大的竞争对手，2018年5月被天启收购。", TIANQI, False),
    w.faith("zh-t34-030", "role.swap", "两姐妹是怎么分工的？", "妹妹马蕾负责酿酒，姐姐马琳负责销售和出口。", YUNLING, False),
    w.faith("zh-t34-031", "added.fact", "杨帆怎么使用旧仓库？", "他租下酒庄的旧仓库开了品酒室，每年接待上万名游客。", YUNLING, False),
    w.faith("zh-t34-032", "modality", "继承人卖股份之前得做什么？", "可以先问问其他继承人要不要买，但这并不是必须的。", YUNLING_AGREEMENT, False),
    w.faith("zh-t34-033", "quantifier", "股份能卖给外人吗？", "能，只要半数以上的继承人书面同意就行。", YUNLING_AGREEMENT, False),
    w.faith("zh-t34-034", "role.swap", "谁向谁租用球场？", "江滨海鹰是球场的主租户，雄狮俱乐部从海鹰手里转租球场，每赛季打6场主场。", JIANGBIN, False),
    w.faith("zh-t34-035", "value.number", "雄狮俱乐部的租约有多长？", "雄狮俱乐部从2006年开始租用球场，租期为20年。", JIANGBIN, False),
    w.faith("zh-t34-036", "added.entity", "哪些球队在这里比赛？", "在这里比赛的有江滨雄狮、江滨海鹰，还有雄狮女足。", JIANGBIN, False),
    w.faith("zh-t34-037", "value.time", "几点可以进场？", "检票口晚上7点开放，开球时间是19:35。", MATCHDAY, False),
    w.faith("zh-t34-038", "direction", "赵磊接手后实验室有什么变化？", "赵磊接手后，团队从18人缩减到了7人。", LANHAI, False),
    w.faith("zh-t34-039", "role.swap", "赵磊是怎么成为负责人的？", "实验室是赵磊2004年创建的，李文华原是他的博士后，2013年接手了实验室。", LANHAI, False),
    w.faith("zh-t34-040", "added.fact", "2013年实验室为什么换了负责人？", "因为李教授受聘为新加坡国立大学的讲席教授，调去了新加坡，于是由她的博士后赵磊接手。", LANHAI, False),
    w.faith("zh-t34-041", "value.date", "孙悦是哪年接任指挥的？", "黄志刚在2012年把指挥棒交给了学生孙悦。", CHENXING, False),
    w.faith("zh-t34-042", "added.fact", "合唱团在什么时间、什么地方排练？", "每周六下午两点到五点在文化馆三楼排练，演出前周三晚上还会加排一次。", REHEARSALS, False),
    w.faith("zh-t34-043", "negation", "新团员需要面试吗？", "不需要，新团员报名就能直接入团。", REHEARSALS, False),
    w.faith("zh-t34-044", "value.except", "一年到头都排练吗？", "全年每周六都排练，只有国庆期间休息。", REHEARSALS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-t34-045", "correct.wordy", "蓝海海洋生态实验室的负责人是谁？", "自从李文华教授2013年调往新加坡，实验室就由她当年的博士后赵磊负责，他现在是课题组负责人。", "赵磊", True),
    w.correct("zh-t34-046", "correct.wordy", "江滨体育场归谁所有？", "这座体育场的产权属于江滨区政府，区政府1999年把它买下，如今租给江滨雄狮足球俱乐部使用。", "江滨区政府", True),
    w.correct("zh-t34-047", "correct.format", "晨星合唱团是哪一年组建的？", "一九九〇年。", "1990年", True),
    w.correct("zh-t34-048", "correct.format", "天启物流收购快捷达花了多少钱？", "RMB 360,000,000。", "3.6亿元", True),
    w.correct("zh-t34-049", "wrong.value", "启明教育基金会委派几名董事？", "启明教育基金会委派董事会11名成员中的6名。", "11名中的4名", False),
    w.correct("zh-t34-050", "wrong.role", "谁从黄志刚手中接过了指挥棒？", "2010年，黄志刚从学生孙悦手中接过了指挥棒。", "孙悦于2010年从黄志刚手中接过指挥棒。", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
