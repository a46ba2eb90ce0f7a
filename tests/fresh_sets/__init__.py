"""Sets of plain cases written after the plain suite, each by a helper who never ran
the judge nor read another set, from the phenomena of :data:`plain_suite.case.PHENOMENA`,
with new scenarios and wording in six languages: sets A to Z, AA to AZ, BA to BZ and CA
to CX (G: Korean and German only; H: refusal, relevancy and diagnosis; BH to CX: every
phenomenon once per language). Not part of the test run (the plain suite is);
``python benchmarks/fresh_sets.py`` scores them (``--score-only`` prints the share right
without the cases, so that a set can stay held out). A set that guided fixes was
independent only at its first measurement (docs/judge_quality.md "Judge version 9" to
"Judge version 18"; BF and BG "Judge version 26"; BH, BI and BJ "Judge version 28"; BK, BL
and BM "Judge version 29"; BN and BO "Judge version 30"; BQ and BR "Judge version 31"; BT,
BU, BW and BX "Judge version 32"; BY, CA and CB "Judge version 33"; CD, CE, CG and CH
"Judge version 34"; CI, CJ, CL and CM "Judge version 35"; CO, CP, CR and CS "Judge version
36"; CU, CV and CW "Judge version 37"); F, K, M, O, Q, S, U, W, Z, AA, AC, AE, AJ, AK, AO,
AS, AW, BA, BE, BP, BS, BV, BZ, CC, CF, CK, CN, CQ, CT and CX have never been read. BQ to CX
hold each phenomenon once per language (64 cases, 384 a set)."""

#: the sets never read: they measure the judge, and no training pairs are drawn from them
HELD_OUT = frozenset(
    (
        "f",
        "k",
        "m",
        "o",
        "q",
        "s",
        "u",
        "w",
        "z",
        "aa",
        "ac",
        "ae",
        "aj",
        "ak",
        "ao",
        "as",
        "aw",
        "ba",
        "be",
        "bp",
        "bs",
        "bv",
        "bz",
        "cc",
        "cf",
        "ck",
        "cn",
        "cq",
        "ct",
        "cx",
    )
)
