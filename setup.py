"""The optional C module that reads scores out of dicts (src/ragmeter/retrieval/_gather.c)
and TREC files (_trec.c, _trec_text.c, _trec_rank.c).

Everything else is configured in pyproject.toml. ``optional=True``: where no C compiler
is available the build goes on without the module and ragmeter uses its numpy route
(same results, slower on large runs from dicts or files; ``ragmeter.retrieval.ACCELERATED``
and ``ragmeter --version`` say which is in use).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "ragmeter.retrieval._gather",
            [f"src/ragmeter/retrieval/{name}.c" for name in ("_gather", "_trec", "_trec_text", "_trec_rank")],
            depends=["src/ragmeter/retrieval/_trec.h"],
            optional=True,
        )
    ]
)
