"""The interpreter with every Unconscious Mind op: the §19 vocabulary plus the rule steps.

Content ops (§19) are ``schema.VOCABULARY``; the rest are the steps of the rules themselves
(turn phases, payments, questions' follow-ups). A content op without a handler here is a bug
caught by the tests (``test_every_content_op_has_a_handler``).
"""

from __future__ import annotations

from desktop_app.engine.effects import Interpreter
from desktop_app.rules.unconscious_mind import (
                          insights,
                          meeting,
                          methods,
                          patients,
                          prestige,
                          research,
                          rondel,
                          turn,
                          vienna,
)

_MODULES = (insights, meeting, methods, patients, prestige, research, rondel, turn, vienna)

INTERPRETER = Interpreter({k: v for m in _MODULES for k, v in m.OPS.items()},
                          {k: v for m in _MODULES for k, v in m.RESUMES.items()})
"""Resolves the state's :class:`~desktop_app.engine.effects.EffectStack`."""
