"""Two sets of plain cases written after the plain suite, each by someone who never ran
the judge, from the phenomena of :data:`plain_suite.case.PHENOMENA`, with new scenarios
and wording in six languages: set A (230 cases) and set B (184). Not part of the test
run (the plain suite is); ``python benchmarks/fresh_sets.py`` scores them. Each guided
fixes once it had been measured (see docs/judge_quality.md "Judge version 9"), so only
its first measurement was independent: version 8 met 194 of 230 of set A and 163 of 184
of set B."""
