"""Phase 5, the collision (viscounts.md VIS-COL-01..08, VIS-VC-05, DEC-21, DEC-22).

Only when the active player's markers share a space (VIS-COL-01), in five steps (with Keeper of
Keys the ``collision_start`` triggers come first: the public workshop, VIS-COL-02, DEC-43):

1. every player with the second workshop and no criminal icon gains 1 virtue — the workshop's
   ``on collision_any`` trigger, active player first, then clockwise (VIS-COL-03);
2. every collision-timed tableau ability, active player first, then clockwise (VIS-COL-04, DEC-21);
3. the active player gains the reward above the markers' space (VIS-COL-05);
4. each opponent, clockwise, gains the reward below it (VIS-COL-06; never the Steward);
5. the markers reset to the ends of the track (VIS-COL-07).

Collisions at any other time wait for their owner's phase 5 (VIS-COL-08).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import fire, push_ability
from desktop_app.rules.viscounts.keys import fire_collision_start


def clockwise(s, p: int) -> list[int]:
    """Seats from ``p`` clockwise, ``p`` first."""
    return [(p + k) % s.n for k in range(s.n)]


def op_phase_collision(step: Step) -> None:
    """Start the five steps if the markers collided."""
    s, p = step.state, step.player
    pl = s.players[p]
    if not pl.collided:
        return
    say(step, "collision", "{player_name} resolves a collision on space {pos}", pos=pl.virtue,
        rule_id="VIS-COL-01", data={"pos": pl.virtue})
    step.push([{"op": "collision_step", "n": k} for k in (0, 1, 2, 3, 5)])


def op_collision_step(step: Step) -> None:
    """One of the steps (0: the collision_start triggers; 3 also queues step 4)."""
    s, p = step.state, step.player
    n = step.get("n")
    order = clockwise(s, p)
    if n == 0:
        if s.kok:
            fire_collision_start(step)
    elif n == 1:
        for q in reversed(order):
            fire(step, q, "collision_any")
    elif n == 2:
        for q in reversed(order):
            for card in reversed(s.players[q].tableau):
                push_ability(step, q, card, "collision")
    elif n == 3:
        pos = s.players[p].virtue
        say(step, "collision_reward", "{player_name} gains the reward above space {pos}", pos=pos,
            rule_id="VIS-COL-05", data={"pos": pos})
        for q in reversed(order[1:]):
            step.stack.push(s.content.track_others[pos], q, f"track:{pos}:others")
        step.stack.push(s.content.track_active[pos], p, f"track:{pos}:active")
    else:
        pl = s.players[p]
        pl.corruption, pl.virtue = s.content.corruption_start, s.content.virtue_start
        s.turn.ignored = {}
        say(step, "markers_reset", "{player_name}'s markers go back to the ends of the track", rule_id="VIS-COL-07",
            data={"corruption": pl.corruption, "virtue": pl.virtue})


OPS = {"collision_step": op_collision_step}
RESUMES: dict = {}
