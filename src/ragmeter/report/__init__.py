"""Rendering of results (terminal, Markdown, JSON, CSV). Render only: never recompute."""
