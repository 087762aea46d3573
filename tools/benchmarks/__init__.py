"""Benchmarks: each prints its figures (``python -m tools.benchmarks.bench`` and the like)."""
