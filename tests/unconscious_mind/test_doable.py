"""Which effects are offered (UM-PLACE-04, UM-MAP-04): ``doable`` looks only at the ops that can fail."""

from __future__ import annotations

from desktop_app.rules.unconscious_mind.content import NO_COST
from desktop_app.rules.unconscious_mind.doable import CHECKED_OPS, doable, step_doable
from desktop_app.rules.unconscious_mind.ops import INTERPRETER
from tests.unconscious_mind.helpers import position


def test_every_op_doable_skips_can_always_be_carried_out():
    """An op outside CHECKED_OPS is always doable, whatever the position (an empty player here):
    a new check in ``step_doable`` must be listed there too, or ``doable`` would skip it."""
    s = position({"p0": {"coffee": 0, "hand": [], "supply": 0, "locked_ideas": 0}})
    for op in sorted(INTERPRETER.op_names - CHECKED_OPS):
        assert step_doable(s, 0, {"op": op}) is True, op


def test_a_step_that_cannot_be_paid_makes_the_effect_not_doable():
    """UM-PLACE-04: a mandatory payment out of reach (no coffee) keeps the option from being offered."""
    s = position({"p0": {"coffee": 0}})
    assert doable(s, 0, [{"op": "vp", "n": 1}, {"op": "pay", "cost": NO_COST}])
    assert not doable(s, 0, [{"op": "vp", "n": 1}, {"op": "pay", "cost": {**NO_COST, "coffee": 3}}])
