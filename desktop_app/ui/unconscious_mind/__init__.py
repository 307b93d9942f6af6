"""The Unconscious Mind table (``scene.py``) and its score calculator (``calculator.py``)."""
