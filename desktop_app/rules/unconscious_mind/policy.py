"""A fast rule-of-thumb policy for the computer psychoanalysts (no look-ahead, no copies).

``quick_choice(state, seat)`` scores every option of the open question with value tables
(``steps_value``: what an effect list is roughly worth in VP now) and returns the best. The easy
bot answers with it all but its choice of turn; the normal and hard bots use it to finish turns in
their rollouts.
Free coffee conversions are left to the search (payments already use coffee when needed).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.content import ANY, COLOURS, SIZES
from desktop_app.rules.unconscious_mind.insights import can_pay, counts
from desktop_app.rules.unconscious_mind.meeting import action_doable
from desktop_app.rules.unconscious_mind.patients import matching_bonus, treatment_options
from desktop_app.rules.unconscious_mind.rondel import column_keys, key_steps, row_keys, usable
from desktop_app.rules.unconscious_mind.vienna import activation_count, reward_options

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

INSIGHT = (0.5, 1.1, 1.7)
"""Rough VP worth of a small / medium / large insight on the dial."""
HEART = 1.6
"""Rough VP worth of one heart on a patient."""


def progress(state: UmState) -> float:
    """How far the game is (0 at the start, 1 at the end), from Freud's marker and the round."""
    c = state.content
    by_freud = (state.freud_prestige - c.freud_start) / max(1, c.end_at - c.freud_start)
    by_round = state.round / 17
    if state.end_round is not None:
        return max(0.92, min(1.0, by_round))
    return max(0.0, min(0.95, max(by_freud, by_round * 0.85)))


def step_value(state: UmState, seat: int, step: dict[str, Any]) -> float:
    """What one effect step is roughly worth now (VP)."""
    op = step["op"]
    later = 1.0 - progress(state)
    n = step.get("n", 1)
    p = state.players[seat]
    if op == "generate":
        return INSIGHT[step["size"]] * n * (0.4 + later)
    if op == "elevate":
        return 0.6 * n * (0.3 + later) if any(p.dial[:12]) else 0.0
    if op == "transfer":
        return 0.15 * n
    if op == "coffee":
        return 0.35 * min(n, state.content.rules.coffee_max - p.coffee)
    if op == "good_idea":
        return 1.1 * n
    if op == "vp":
        return float(n)
    if op == "prestige":
        return 1.4 * n
    if op == "prestige_track":
        return state.content.prestige_vp[p.prestige] + 1.0
    if op in ("heal", "hearts"):
        return HEART * n if p.patients() else 0.0
    if op == "draw_research":
        return 0.8 * n * (0.3 + later) + (0.0 if state.research_deck else 2.0 * n)
    if op == "play_research":
        return 1.2 * min(step.get("max", 1), len(p.hand))
    if op == "publish":
        return 5.0
    if op == "gain_method":
        return 2.4 * later + 0.3
    if op == "unlock_idea":
        return 3.0 * later if p.locked_ideas else 0.0
    if op in ("professor_move", "professor_to_freud", "freud_move", "activate"):
        return 0.9 * (0.4 + later)
    if op in ("pay", "convert"):
        base = -cost_value(state, seat, step["cost"])
        return base + (steps_value(state, seat, step["gain"]) if op == "convert" else 0.0)
    if op == "choice":
        return max(steps_value(state, seat, o) for o in step["options"])
    return 0.3


def steps_value(state: UmState, seat: int, steps: list[dict[str, Any]]) -> float:
    """The sum of :func:`step_value` over a list."""
    return sum(step_value(state, seat, s) for s in steps)


def cost_value(state: UmState, seat: int, cost: dict[str, Any]) -> float:
    """What paying ``cost`` gives up (VP)."""
    v = 0.0
    for term in cost["terms"]:
        v += INSIGHT[term[1]] if term[0] == "spend" else 0.35
    return v + 0.35 * cost["coffee"] + 1.1 * cost["good_idea"] + cost["vp"]


def needed_colours(state: UmState, seat: int) -> list[float]:
    """How much each colour is wanted: top dreams' costs, method tiles' costs on the grid."""
    c = state.content
    p = state.players[seat]
    want = [0.2, 0.2, 0.2]
    for room in p.rooms:
        if room is None:
            continue
        for k, card in enumerate(reversed(room["dreams"])):
            for term in c.dreams[card]["cost"]["terms"]:
                if term[0] == "spend" and term[2] != ANY:
                    want[term[2]] += 1.0 if k == 0 else 0.5
    for tile in p.grid:
        if tile:
            for term in c.tiles[tile]["main"]["cost"]["terms"]:
                if term[0] == "spend" and term[2] != ANY:
                    want[term[2]] += 0.4
    have = counts(p)
    for colour in range(3):
        want[colour] -= 0.25 * sum(have[s * 3 + colour] for s in range(3))
    return want


def space_value(state: UmState, seat: int, index: int) -> float:
    """What stopping the inkwell on rondel space ``index`` is worth now."""
    c = state.content
    p = state.players[seat]
    space = c.rondel[index]
    kind = space["kind"]
    if kind == "row":
        return sum(max(0.0, key_value(state, seat, k)) for k in row_keys(state, seat, space["row"] - 1)
                   if usable(state, seat, k))
    if kind == "top":
        best = 3.0 * (1 - progress(state)) if p.locked_ideas else 0.0
        for col in range(p.unlocked_columns()):
            best = max(best, sum(max(0.0, key_value(state, seat, k)) for k in column_keys(state, seat, col)
                                 if usable(state, seat, k)))
        return best
    if kind == "prestige":
        return c.prestige_vp[p.prestige] + 1.5
    return steps_value(state, seat, space["reward"])


def key_value(state: UmState, seat: int, key: str) -> float:
    """The value of one rondel effect (gain minus cost)."""
    return steps_value(state, seat, key_steps(state, key))


def action_value(state: UmState, seat: int, action: str) -> float:
    """One execution of a meeting action, roughly."""
    options = state.content.actions[action]["options"]
    best = 0.0
    for option in options:
        v = steps_value(state, seat, option)
        if action == "method_right":
            v += 1.5
        if action == "method_middle":
            v += 0.8
        best = max(best, v)
    return best


def treatment_value(state: UmState, seat: int, option: dict[str, Any]) -> float:
    """A treatment: hearts (with the matching-icon bonus and dream bonus) minus its cost."""
    c = state.content
    room = state.players[seat].rooms[option["room"]]
    if option["with"] == "basic":
        basic = c.basic[option["option"]]
        hearts = sum(s["n"] for s in basic["gain"] if s["op"] == "hearts")
        return HEART * min(hearts, room["marker"]) - cost_value(state, seat, basic["cost"])
    card = room["dreams"][-1]
    dream = c.dreams[card]
    hearts = dream["hearts"] + matching_bonus(state, room, card)
    return HEART * min(hearts, room["marker"]) + steps_value(state, seat, dream["bonus"]) - \
        cost_value(state, seat, dream["cost"]) + 0.3


def _score(state: UmState, seat: int, kind: str, o: dict[str, Any], data: dict[str, Any]) -> float:
    c = state.content
    p = state.players[seat]
    if "skip" in o or "stop" in o or "none" in o or "finish" in o or "done" in o:
        return 0.05 if kind in ("generate_sacrifice", "transfer_target", "research_swap") else 0.0
    if kind == "setup_start_method":
        start = c.tiles[o["tile"]]["start"]
        return sum(INSIGHT[s] for s, _ in start["insights"]) + steps_value(state, seat, c.tiles[o["tile"]]["main"]["gain"])
    if kind == "setup_method_row":
        consumes = c.tiles[data["tile"]]["consumes"]
        return 1.0 if consumes and COLOURS.index(consumes) == o["row"] - 1 else 0.0
    if kind == "turn_type":
        on_table = sum(1 for x in state.table if x is not None and x[0] == seat)
        if o["type"] == "recall":
            return 1.0 + on_table * 0.6 - p.supply * 0.9
        return 1.0
    if kind == "place_ideas":
        ex = action_value(state, seat, o["action"]) if action_doable(state, seat, o["action"]) else 0.0
        space = next(s for s in c.spaces if s["id"] == o["space"])
        target = (p.inkwell + space["inkwell"]) % len(c.rondel)
        return ex * min(o["ideas"], 2) + 0.6 * space_value(state, seat, target) - 0.9 * o["ideas"]
    if kind == "execution":
        if "good_idea" in o:
            return action_value(state, seat, state.turn["exec"]["action"]) - 1.2
        return steps_value(state, seat, c.actions[state.turn["exec"]["action"]]["options"][o["option"]]) + 0.1
    if kind == "after_action":
        if o["then"] == "treat":
            return sum(max(0.0, treatment_value(state, seat, t)) for t in treatment_options(state, seat))
        return space_value(state, seat, (p.inkwell + state.turn["inkwell"]) % len(c.rondel))
    if kind == "inkwell_extra":
        return space_value(state, seat, data["to"][o["good_ideas"]]) - 1.1 * o["good_ideas"]
    if kind == "resolve_space":
        return key_value(state, seat, o["effect"])
    if kind == "top_choice":
        if o["choice"] == "unlock":
            return 3.0 * (1 - progress(state))
        return sum(max(0.0, key_value(state, seat, k)) for k in column_keys(state, seat, o["col"] - 1)
                   if usable(state, seat, k))
    if kind in ("pay_insight", "suppress_target"):
        if o.get("coffee") is True:
            return -0.4
        size = SIZES.index(o["size"])
        need = needed_colours(state, seat)[COLOURS.index(o["colour"])]
        return -o.get("coffee", 0) * 0.5 - INSIGHT[size] - 0.2 * need
    if kind == "generate_colour":
        return needed_colours(state, seat)[COLOURS.index(o["colour"])]
    if kind == "generate_sacrifice":
        return INSIGHT[data["slot"] // 3] - INSIGHT[SIZES.index(o["size"])]
    if kind == "elevate_target":
        size = SIZES.index(o["size"])
        return 1.0 + 0.3 * needed_colours(state, seat)[COLOURS.index(o["colour"])] + 0.1 * size
    if kind == "transfer_target":
        need = needed_colours(state, seat)
        return need[COLOURS.index(o["to"])] - need[COLOURS.index(o["colour"])] - 0.2
    if kind == "own_marker_source":
        return -SIZES.index(o["size"])
    if kind == "map_move":
        return _location_value(state, seat, (p.professor + o["steps"]) % 6)
    if kind in ("activation", "use_effect", "use_method", "research_effect"):
        return 0.5 if o["use"] is True else 0.0
    if kind == "choose_effect":
        return steps_value(state, seat, data["options"][o["option"]])
    if kind == "research_play":
        r = c.research[o["card"]]
        new_tag = r["tag"] not in {c.research[x]["tag"] for x in p.in_play}
        return 1.0 + (0.8 if new_tag else 0.0) + 0.3 * steps_value(state, seat, r["effect"])
    if kind == "publish_treatise":
        return c.treatises[o["treatise"]]["vp"]
    if kind == "publish_slot":
        return 1.0 if "card" in o else -0.5
    if kind == "prestige_option":
        option = c.prestige_columns[o["column"] - 1]["options"][o["option"]]
        return steps_value(state, seat, option)
    if kind == "treat":
        return treatment_value(state, seat, o)
    if kind == "heal_target":
        room = p.rooms[o["room"]]
        return -room["marker"] + (2 if room["marker"] - 1 <= c.catharsis_space else 0)
    if kind == "recall_choice":
        if o["then"] == "reward":
            return 1.5 if reward_options(state, seat) else -1.0
        return sum(max(0.0, treatment_value(state, seat, t)) for t in treatment_options(state, seat)) * 0.8
    if kind == "recall_place":
        if o["space"] == "district":
            return c.district_spaces[data["district"]][o["index"]][1] - 1.0
        return steps_value(state, seat, c.loc_recall[data["loc"]][o["index"]])
    if kind == "patient_refill":
        if o["source"] == "deck":
            return 0.5 if o["type"] == "ordinary" else 0.2
        pid, sorrow = state.patient_display[o["slot"]]
        patient = c.patients[pid]
        hearts = patient["hearts"] + (c.sorrows[sorrow]["hearts"] if sorrow else 0)
        return (patient["cure_vp"] + 5.0) / hearts * (1.0 if patient["type"] == "ordinary" or progress(state) < 0.7
                                                      else 0.6)
    if kind == "patient_room":
        return -o["room"]
    if kind == "manifest_choice":
        if o.get("blind"):
            return 0.8
        dream = c.dreams[state.manifest_display[o["slot"]]]
        room = p.rooms[data["room"]]
        match = int(room is not None and room["sorrow"] is not None
                    and c.sorrows[room["sorrow"]]["icon"] == dream["icon"])
        fits = 0.5 if can_pay(state, seat, dream["cost"]) else 0.0
        return dream["hearts"] + match - 0.4 * cost_value(state, seat, dream["cost"]) + fits
    if kind == "goal_claim":
        return 10.0
    if kind == "choose_method":
        row = state.market[("upper", "lower").index(o["row"])]
        if o["slot"] == "pile":
            return 1.0
        tile = c.tiles[row[("pile", "middle", "right").index(o["slot"])]]
        extra = steps_value(state, seat, tile["main"]["gain"]) - cost_value(state, seat, tile["main"]["cost"]) \
            if o["slot"] == "right" else 0.0
        return 1.0 + steps_value(state, seat, tile["sidebar"]) + max(0.0, extra)
    if kind == "right_tile_order":
        return 1.0 if o["first"] == "sidebar" else 0.5
    if kind == "method_row":
        if "replace" in o:
            old = p.grid[o["replace"]]
            return -steps_value(state, seat, c.tiles[old]["main"]["gain"])
        consumes = c.tiles[data["tile"]]["consumes"]
        row = o["row"] - 1
        filled = sum(t is not None for t in p.grid[row * 3:row * 3 + 3])
        return (1.0 if consumes and COLOURS.index(consumes) == row else 0.0) + 0.4 * filled
    return 0.0


def _location_value(state: UmState, seat: int, loc: int) -> float:
    c = state.content
    count = activation_count(state, seat, loc) + (0 if state.players[seat].professor == loc else 1)
    count = min(count, c.rules.location_activation_max)
    return count * steps_value(state, seat, c.loc_effect[loc]) + 0.3 * state.recall_spaces[loc].count(None)


def quick_choice(state: UmState, seat: int, rng: random.Random | None = None, noise: float = 0.0) -> Action:
    """The best-scored answer to the open question (free actions are not considered)."""
    q = state.stack.question
    legal = state.legal_actions(seat)
    if q is None or len(legal) == 1:
        return legal[0]
    best, best_value = legal[0], float("-inf")
    for action, option in zip(legal, q.options, strict=False):
        value = _score(state, seat, q.kind, option, q.data)
        if noise and rng is not None:
            value += rng.uniform(-noise, noise)
        if value > best_value:
            best, best_value = action, value
    return best
