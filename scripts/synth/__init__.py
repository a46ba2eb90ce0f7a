"""Synthetic RAG-shaped training pairs for the offline judge's entailment model.

Run ``python scripts/synth/make_pairs.py --out build/synth.jsonl --seed 13``; see
``scripts/synth/README.md``. Own work: every lexicon and template here was written for
this project. Nothing imports ragmeter.
"""
