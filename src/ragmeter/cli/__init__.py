"""Command line interface (``ragmeter``)."""
