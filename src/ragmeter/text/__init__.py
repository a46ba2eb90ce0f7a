"""Text handling shared by judges and metrics (English, Korean, Chinese, any Unicode)."""
