"""Labelled RAG answers against their contexts, written by helpers from the phenomena of
:data:`plain_suite.case.PHENOMENA` as training data for the entailment model (never as
tests): ``python scripts/fresh_pairs.py --training`` turns them into judge-shaped pairs."""
