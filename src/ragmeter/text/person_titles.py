"""The words that stand beside a Korean or Chinese name and say it is a person's: titles
and honorifics after a Korean name ("정민호 세무사", "박서연 씨"), role nouns before or after
a Chinese one ("主厨刘建国", "王磊教练"), forms of address after one ("王丽女士"). These
scripts write names without capitals, so a name is read by the word beside it.

One list serves every reader of people (judges/offline: attributed, assign, cjk_roles,
agents), so a title that one of them learns, all of them read.
"""

from __future__ import annotations

__all__ = ["KO_TITLES", "KO_TITLE_RE", "ZH_ADDRESS", "ZH_ROLES", "ZH_ROLE_RE", "alternation"]

#: titles and honorifics after a Korean name
KO_TITLES = frozenset(
    "교수 교수님 박사 씨 님 선생님 선생 원장 원장님 관장 대표 대표님 매니저 셰프 셰프님 코치 의사 간호사 팀장"
    " 과장 부장 사장 사장님 이사 위원장 회장 소장 실장 점장 주임 강사 강사님 조교 교사 감독 작가 기자 세무사"
    " 회계사 변호사 약사 기장 교관 치료사 물리치료사 트레이너 디자이너 사진작가 가이드 수의사 기사 정비사"
    " 미용사 조리사 상담사".split()
)
#: role nouns beside a Chinese name
ZH_ROLES = frozenset(
    "主厨 厨师 厨师长 面点师 经理 主任 教练 医生 老师 院长 店长 负责人 教授 博士 护士 导游 老板"
    " 主管 总监 部长 馆长 馆员 师傅 助教 讲师 律师 会计师 税务师 药师 机长 教官 创始人 校长 园长"
    " 队长 组长 顾问 设计师 摄影师 主席 会长 所长 工作人员 专家 记者".split()
)
#: forms of address after a Chinese name
ZH_ADDRESS = frozenset("先生 女士".split())


def alternation(words: frozenset[str]) -> str:
    """A non-capturing regular-expression group of ``words``, longest first (so "선생님"
    is taken whole before "선생")."""
    return "(?:" + "|".join(sorted(words, key=lambda w: (-len(w), w))) + ")"


KO_TITLE_RE = alternation(KO_TITLES)
ZH_ROLE_RE = alternation(ZH_ROLES)
