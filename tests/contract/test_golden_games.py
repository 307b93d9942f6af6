"""Golden fingerprints of seeded random games of the two effect-stack games (Viscounts, Unconscious Mind).

Speed work on the shared interpreter (``engine.effects``) and the rules must not change any game: a
fingerprint hashes, at every step, the open decisions (kind, prompt, offered actions, rule, context),
the legal actions, the chosen action and the events (kind, text key and arguments, English line,
player, reveals, rule, data); every 97 actions every seat's view (seeded resample) and every 53
actions the state hash; at the end the final snapshot. The expected values were recorded before the
engine-speed changes. A deliberate rules or text change changes them: print the new values with
``python -m tests.contract.test_golden_games`` and update :data:`GOLDEN` in the same commit, saying why.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions, get_game

GOLDEN = {
    ("viscounts", 2, 12, ()): (146, [3, 8], "002810958f93c074"),
    ("viscounts", 4, 14, ()): (306, [5, 10, 11, 0], "4f43afb4e9a8ba08"),
    ("viscounts", 3, 15, ("gates_of_gold",)): (244, [5, 8, 12], "85ef83450d334202"),
    ("viscounts", 4, 16, ("keeper_of_keys",)): (309, [2, 13, 9, 4], "9110351e4e15b57d"),
    ("viscounts", 2, 17, ("gates_of_gold", "keeper_of_keys")): (175, [21, 18], "23c4619b9b5f4661"),
    ("unconscious-mind", 1, 21, ()): (75, [9], "570f965f40f69e52"),
    ("unconscious-mind", 2, 22, ()): (344, [7, 32], "e34c96f723174714"),
    ("unconscious-mind", 4, 24, ()): (623, [11, 16, 11, 12], "92b7e319d2947944"),
}
"""(game, players, seed, expansions) -> (actions, final totals, fingerprint). The Viscounts values were
updated once since: a main action that can do nothing now says why in the log (new events only; the
fingerprints without events, the action counts and the totals are unchanged); the two Gates of Gold
games again when the module got its own end pile counts (GAP-06: 6 not 7 at 3 players, 4 not 5 at 2;
the 2-player game's second total changed with its pile); the Keeper of Keys game when a chest step
came to read its slot's tile when it resolves (DEC-44/45: the step saved on the stack no longer names
the tile; same actions, events and totals); all five when players asked for fewer questions (issue
"Viscounts and Unconscious Mind as players find them"): the manuscript board's windows before phase 1
and after phase 6 are gone (GOG-MSB-03: the abilities stand beside the decisions), the first workshop's
discard is chosen beside the hire instead of asked after it (DEC-15), a played card's event reveals it
(VIS-P1-03/04) as does a discarded hand card (DEC-15), blue uses can be saved for after phase 6 (a new
free action) and the turn record holds the chosen discards and saved uses; the random games take other
paths. The two Gates of Gold games again when the turn came to stop before the shift where the yellow
ability could change it (GOG-MSB-03, VIS-P1-01: a new "shift" decision with the abilities beside it; the
3-player game meets it once, the 2-player game twice, once taking yellow there), so the random seats
play other games from there. The Unconscious Mind values changed when ideas could point at an action that cannot be carried
out now (UM-PLACE-01 / UM-DEC-03: more placements are offered, so the random seats play other games),
the solo log got its Freud step heading (UM-SOLO-02) and a forced recall says so (UM-TURN-04: a log
line, and the recall choice that follows is always shown) and coffee does not buy an elevation while one
is offered free (UM-COF-02: Contemplate's executions); the 4-player game's once more when paying a
location's effect named the location instead of the op "convert" (UM-MAP-04: a prompt argument only;
same actions and totals). Three Viscounts games again when a destroyed card's event came to reveal it, as
its player's own knowledge (VIS-DESTROY-02/03: Undo takes it back solo; the event flags only: same actions,
texts and totals)."""


def _enc(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=repr, ensure_ascii=True).encode()


def fingerprint(game_id: str, players: int, seed: int, modules: tuple[str, ...]) -> tuple[int, list[int], str]:
    """Play the seeded random game; its action count, final totals and fingerprint (module docstring)."""
    game = get_game(game_id)
    options = GameOptions.default(players, ["random"] * players, **{m: True for m in modules})
    state = game.new_state(options, game.load_content(), seed)
    digest = hashlib.sha256()
    rng = random.Random(seed)
    n = 0
    while state.players_to_act():
        seats = [p for p in state.players_to_act() if p != TABLE]
        player = seats[0] if seats else TABLE
        digest.update(_enc([[d.player, d.kind, d.prompt.to_json(), [repr(a) for a in (d.options or ())], d.rule_id,
                             d.hidden, d.context] for d in state.decisions()]))
        legal = state.legal_actions(player)
        digest.update(_enc([repr(a) for a in legal]))
        action = legal[rng.randrange(len(legal))]
        assert state.check(action) is None
        events = state.apply(action)
        digest.update(repr(action).encode())
        digest.update(_enc([[e.kind, e.text.to_json(), e.text.render(), e.player, e.reveals, e.rule_id, e.data]
                            for e in events]))
        n += 1
        if n % 97 == 0:
            for seat in range(players):
                digest.update(_enc(state.view(seat, random.Random(n)).to_json()))
        if n % 53 == 0:
            digest.update(state.state_hash().encode())
    digest.update(state.state_hash().encode())
    return n, [line.total for line in state.score_sheet().players], digest.hexdigest()[:16]


@pytest.mark.parametrize("case", list(GOLDEN), ids=lambda c: f"{c[0]}-{c[1]}p-seed{c[2]}-{'+'.join(c[3]) or 'base'}")
def test_seeded_random_games_play_exactly_as_recorded(case):
    """Same decisions, legal actions, events, views and snapshots as recorded (see the module docstring)."""
    assert fingerprint(*case) == GOLDEN[case]


if __name__ == "__main__":
    for key in GOLDEN:
        print(f"    {key!r}: {fingerprint(*key)!r},")
