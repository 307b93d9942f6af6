"""``state.check`` answers every Action, whatever Python value its parameters hold (APP-ACTION).

An :class:`Action` built directly (not read from a file) may carry any object: a list where the
game expects a space id (Viscounts ``move to=["D_O1"]``), a dict, a set, bytes, NaN, a huge
number, control characters. ``check`` answers ``None`` or an :class:`IllegalAction` with a rule ID
and player words; it never raises. Every kind and parameter name of the legal actions of a few
positions of each of the four games, with each odd value.
"""

from __future__ import annotations

import pytest

from desktop_app.engine.action import Action, IllegalAction
from tests.fuzz.harness import player_words
from tests.fuzz.test_fuzz_actions import positions

ODD_VALUES = [["D_O1"], ["transfer"], [], {"a": 1}, {"to": ["x"]}, {1, 2}, frozenset({"x"}), b"D_O1",
              bytearray(b"x"), None, 2**200, -(2**200), float("nan"), float("inf"), -0.0, 1 + 2j,
              "\x00\x1b[2J", "x" * 10_000, (["x"],), ((((1,),),),), tuple(range(500)), object(), Ellipsis]


def _kinds(state) -> set[tuple[int, str, tuple[str, ...]]]:
    out = set()
    for player in state.players_to_act():
        for action in state.legal_actions(player):
            out.add((action.player, action.kind, tuple(k for k, _ in action.params) or ("x",)))
    return out


@pytest.mark.parametrize("game_id", ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"])
def test_check_answers_any_parameter_value_and_never_raises(game_id):
    """APP-ACTION: every odd value in every parameter of every offered kind is answered, not raised."""
    failures = []
    for state in positions(game_id, 4, seed=3):
        for player, kind, keys in _kinds(state):
            for key in keys:
                for value in ODD_VALUES:
                    candidate = Action(player, kind, ((key, value),))
                    try:
                        answer = state.check(candidate)
                    except Exception as exc:  # noqa: BLE001 - check must answer, never raise
                        failures.append(f"{kind} {key}={value!r:.40}: {type(exc).__name__}: {exc}")
                        continue
                    if answer is None:
                        failures.append(f"{kind} {key}={value!r:.40} accepted")
                    elif not (isinstance(answer, IllegalAction) and answer.rule_id
                              and player_words(answer.message())):
                        failures.append(f"{kind} {key}={value!r:.40}: bad refusal {answer!r}")
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(sorted(set(failures))[:10])
