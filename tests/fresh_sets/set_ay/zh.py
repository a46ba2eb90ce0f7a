"""Chinese cases of set AY: a pottery studio renting its kiln, a vintage steam train, a chess
club and a weekend bread-baking course."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("zh")

KILN = "青瓷坊陶艺工作室向会员出租电窑，每次烧制收费180元，非会员收费260元。烧制须至少提前两天在前台预约。电窑最高温度可达1280摄氏度，每次最多可放30件中型作品。"
TRAIN = "松岭怀旧蒸汽小火车往返于松岭站和白桦湾站之间，全程12公里，单程约需50分钟。每年5月1日至10月7日，列车每天上午9:30和下午2:00从松岭站发车。成人往返票价为88元，身高1.2米以下的儿童免费乘车。"
CHESS = "启明国际象棋俱乐部每周六下午3点在文化宫二楼活动。年费为300元，学生半价。去年俱乐部冠军赛共进行七轮，最终林晓雯战胜周海涛夺冠。"
BAKE = "麦香烘焙坊的面包入门课共四节，每周日上午9点到12点上课。学费为1,200元，包含全部材料和一条围裙。每期最多招收8名学员，报名须在开课前一周完成。"

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("zh-ay-001", "para.reorder", "青瓷坊的电窑烧一次多少钱？", "非会员每次260元，会员每次180元。", KILN, True),
    w.faith("zh-ay-002", "para.passive", "去年俱乐部冠军赛谁赢了？", "周海涛被林晓雯击败，冠军由林晓雯获得。", CHESS, True),
    w.faith("zh-ay-003", "fmt.unit", "电窑最高能烧到多少度？", "最高可达1280°C。", KILN, True),
    w.faith("zh-ay-004", "fmt.time", "小火车下午几点从松岭站出发？", "下午那班14:00从松岭站发车。", TRAIN, True),
    w.faith("zh-ay-005", "fmt.share", "学生参加象棋俱乐部有优惠吗？", "有，学生的年费打五折。", CHESS, True),
    w.faith("zh-ay-006", "fmt.date", "小火车每年什么时候运营？", "运营期是每年的五月一日到十月七日。", TRAIN, True),
    w.faith("zh-ay-007", "para.synonym", "烘焙课学费包含什么？", "学费涵盖全部材料，另含一条围裙。", BAKE, True),
    w.faith("zh-ay-008", "wrap.closer", "面包入门课每期收多少人？", "每期最多8名学员。祝你学得开心！", BAKE, True),
    w.faith("zh-ay-009", "para.combine", "小火车全程多远、要坐多久？", "全程12公里，单程大约50分钟。", TRAIN, True),
    w.faith("zh-ay-010", "value.number", "电窑一次最多能放几件作品？", "每次最多可放50件中型作品。", KILN, False),
    w.faith("zh-ay-011", "value.time", "烘焙课几点开始上课？", "每周日上午10点开始上课。", BAKE, False),
    w.faith("zh-ay-012", "role.swap", "去年谁获得了俱乐部冠军？", "周海涛战胜林晓雯，夺得了冠军。", CHESS, False),
    w.faith("zh-ay-013", "negation", "身高1.2米以下的儿童坐小火车要买票吗？", "要买，1.2米以下的儿童不能免费乘车。", TRAIN, False),
    w.faith("zh-ay-014", "modality", "用电窑烧制需要提前预约吗？", "可以提前两天预约，不预约也能直接来烧。", KILN, False),
    w.faith("zh-ay-015", "direction", "上午9:30的小火车从哪个站发车？", "上午9:30的车从白桦湾站开往松岭站。", TRAIN, False),
    w.faith("zh-ay-016", "added.fact", "象棋俱乐部在哪里活动？", "每周六下午3点在文化宫二楼活动，活动室还提供免费茶水。", CHESS, False),
    w.faith("zh-ay-017", "antonym", "会员和非会员烧窑的价格有什么区别？", "会员烧一次的价格比非会员更高。", KILN, False),
]

REFUSAL: list[Case] = [
    w.refusal("zh-ay-020", "refusal.plain", "青瓷坊开设上釉课程吗？", "抱歉，这个我不知道。", KILN, True),
    w.refusal("zh-ay-021", "refusal.long", "小火车上可以带宠物吗？", "很抱歉，根据目前提供的资料，我无法确定小火车是否允许携带宠物，资料里没有相关说明，建议您直接联系车站咨询。", TRAIN, True),
    w.refusal("zh-ay-022", "refusal.partial", "烘焙课学费多少？可以分期付款吗？", "学费是1,200元；资料里没有提到能否分期付款。", BAKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("zh-ay-030", "correct.wordy", "国际象棋俱乐部多久活动一次？", "俱乐部的棋友们每个星期六下午三点都会聚在文化宫二楼下棋，也就是每周活动一次。", "每周一次，周六下午3点。", True),
    w.correct("zh-ay-031", "correct.wordy", "小火车成人往返票多少钱？", "如果是成年人购买往返票，需要支付88元。", "88元。", True),
    w.correct("zh-ay-032", "correct.short", "面包入门课一共几节？", "四节。", "共四节课。", True),
    w.correct("zh-ay-033", "wrong.value", "小火车单程要坐多久？", "单程大约需要90分钟。", "单程约50分钟。", False),
]

RELEVANCY: list[Case] = [
    w.relevant("zh-ay-040", "relevant.direct", "象棋俱乐部在什么地方活动？", "文化宫二楼。", CHESS, True),
    w.relevant("zh-ay-041", "relevant.direct", "烘焙课一期能收几个人？", "最多8名学员。", BAKE, True),
    w.relevant("zh-ay-042", "relevant.direct", "我想用青瓷坊的电窑，该怎么安排？", "至少提前两天到前台预约即可。", KILN, True),
    w.relevant("zh-ay-043", "relevant.yesno", "一米一的小孩坐小火车要买票吗？", "不用，1.2米以下的儿童免费。", TRAIN, True),
    w.relevant("zh-ay-044", "offtopic.true", "小火车往返票多少钱？", "列车全程12公里，单程约50分钟。", TRAIN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("zh-ay-050", "diag.pass", "青瓷坊非会员烧一次窑多少钱？", "非会员每次260元。", {"kiln-1": KILN, "bake-1": BAKE}, ("kiln-1",), "pass"),
    w.diag("zh-ay-051", "diag.missed", "启明国际象棋俱乐部的年费是多少？", "年费为500元。", {"train-1": TRAIN, "bake-1": BAKE}, ("chess-1",), "fix_retrieval"),
    w.diag("zh-ay-052", "diag.correct_refusal", "麦香烘焙坊的课程有线上版本吗？", "现有资料中没有关于线上课程的信息。", {"bake-1": BAKE, "chess-1": CHESS}, (), "correct_refusal"),
    w.diag("zh-ay-053", "diag.offtopic", "小火车每天几点发车？", "成人往返票价为88元。", {"train-1": TRAIN, "kiln-1": KILN}, ("train-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
