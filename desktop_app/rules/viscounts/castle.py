"""The castle: placing workers, moving them inward, knock-outs and the castle leader
(viscounts.md VIS-WORK-04..06, VIS-CAST-01..05, VIS-KO-01..03, VIS-LEAD-01..04, DEC-17..20, DEC-48, DEC-59).

Worker counts are per colour: seats ``0..n-1`` and, in solo, the Steward as colour ``n``.
Level-1 region ``i`` lies outside level-2 region ``i // 2``; its neighbours are ``i ± 1``
(clockwise = +1). Movement resolves for the mover only; knock-outs are the active player's, done
by the ``settle`` op after the phase's movement (DEC-18, DEC-59).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import fire


def put_workers(step: Step, p: int, region: int, n: int, rule_id: str = "VIS-WORK-04") -> None:
    """Place ``n`` of ``p``'s supply in a level-1 region, then its castle movement (VIS-WORK-06)."""
    s = step.state
    n = min(n, supply(s, p))
    if n <= 0:
        say(step, "no_workers", "{player_name} has no worker left to place", player=p, rule_id="VIS-WORK-05")
        return
    s.board.l1[region][p] += n
    s.castle_dirty = True
    take_supply(s, p, n)
    say(step, "workers_placed", "{player_name} places {n} {n|worker|workers} in castle region {region}", player=p, n=n,
        region=region + 1, rule_id=rule_id, data={"colour": p, "region": region, "n": n})
    step.stack.push([{"op": "castle_move", "region": region}], p, step.frame.source)


def supply(s, colour: int) -> int:
    """Workers of ``colour`` not in the castle."""
    return s.steward.workers if colour == s.n else s.players[colour].workers


def take_supply(s, colour: int, n: int) -> None:
    """Move ``n`` workers of ``colour`` out of (negative: back into) its supply."""
    if colour == s.n:
        s.steward.workers -= n
    else:
        s.players[colour].workers -= n


def op_place_worker(step: Step) -> None:
    """``place_worker n where split``: ``adjacent`` is the region the viscount's space faces (GAP-01);
    ``any`` asks for a level-1 region (DEC-48)."""
    s, p = step.state, step.player
    n = min(step.get("n", 1), s.players[p].workers)
    if n <= 0:
        say(step, "no_workers", "{player_name} has no worker left to place", rule_id="VIS-WORK-05")
        return
    if step.get("where", "any") == "adjacent":
        put_workers(step, p, s.layout.faces[s.players[p].space], n, "DEC-48")
        return
    if step.get("split") and n > 1:
        step.push([{"op": "place_worker", "n": 1, "where": "any"} for _ in range(n)])
        return
    step.ask("region", [{"region": r} for r in range(s.layout.regions)], "region_chosen",
             "Choose a castle region for {n} {n|worker|workers}", rule_id="DEC-48", data={"n": n}, n=n)


def resume_region_chosen(step: Step, answer: dict) -> None:
    """Place the workers there."""
    put_workers(step, step.question.player, answer["region"], step.params["n"], "DEC-48")


def op_castle_move(step: Step) -> None:
    """VIS-CAST-01: 3 or more of yours in the region you just placed into start the movement."""
    s, p, r = step.state, step.player, step.get("region")
    if s.board.l1[r][p] >= 3:
        resolve_region(step, p, r)
    else:
        step.push([{"op": "castle_inner"}])


def resolve_region(step: Step, p: int, r: int) -> None:
    """DEC-17: 1 worker inward (its level-2 effect at once), 1 clockwise, 1 counter-clockwise."""
    s = step.state
    inner, cw, ccw = move_out(s, p, r)
    say(step, "workers_moved", "{player_name}'s workers move out of castle region {region}: one inward, one to "
        "region {cw}, one to region {ccw}", player=p, region=r + 1, cw=cw + 1, ccw=ccw + 1, rule_id="VIS-CAST-01",
        data={"colour": p, "from": r, "inward": inner, "clockwise": cw, "counter_clockwise": ccw})
    step.stack.push([{"op": "castle_chain", "last": r}], p, step.frame.source)
    if p < s.n:
        fire(step, p, "worker_to_level2")
        region_id, effects = s.content.level2[inner]
        step.stack.push(effects, p, f"castle:{region_id}")


def move_out(s, p: int, r: int) -> tuple[int, int, int]:
    """Move 3 of ``p``'s workers out of level-1 region ``r``: inward, clockwise, counter-clockwise."""
    b = s.board
    s.castle_dirty = True
    count = s.layout.regions
    inner, cw, ccw = r // 2, (r + 1) % count, (r - 1) % count
    b.l1[r][p] -= 3
    b.l2[inner][p] += 1
    b.l1[cw][p] += 1
    b.l1[ccw][p] += 1
    return inner, cw, ccw


def op_castle_chain(step: Step) -> None:
    """VIS-CAST-02: another level-1 region with 3 or more (not the one just resolved); several: choose (DP-15)."""
    s, p, last = step.state, step.player, step.get("last")
    ready = [i for i in range(s.layout.regions) if i != last and s.board.l1[i][p] >= 3]
    if not ready:
        step.push([{"op": "castle_inner"}])
        return
    step.ask("castle_region", [{"region": i} for i in ready], "chain_chosen", "Which castle region moves next?",
             rule_id="VIS-CAST-02", data={"regions": ready})


def resume_chain_chosen(step: Step, answer: dict) -> None:
    """Resolve the chosen region."""
    resolve_region(step, step.question.player, answer["region"])


def op_castle_inner(step: Step) -> None:
    """VIS-CAST-03: each level-2 region with 3 or more sends 1 worker to level 3 (its effect each time)."""
    s, p = step.state, step.player
    b = s.board
    for j in range(len(b.l2)):
        if b.l2[j][p] >= 3:
            to_level3(step, p, j)


def to_level3(step: Step, p: int, region: int, effects: bool = True) -> None:
    """One worker from level-2 region ``region`` to the centre; VIS-LEAD, VIS-CAST-05."""
    s = step.state
    b = s.board
    b.l2[region][p] -= 1
    b.l3[p] += 1
    say(step, "worker_level3", "{player_name} moves a worker to castle level 3", player=p, rule_id="VIS-CAST-03",
        data={"colour": p, "from": region})
    check_leader(step, p)
    if effects and p < s.n:
        fire(step, p, "worker_to_level3")
        step.stack.push(s.content.level3, p, "castle:L3")


def check_leader(step: Step, colour: int) -> None:
    """VIS-LEAD-01/02, DEC-20: the first to reach level 3 takes the card; a strictly higher count takes it over."""
    b = step.state.board
    if b.leader is None or (b.leader != colour and b.l3[colour] > b.l3[b.leader]):
        before = b.leader
        b.leader = colour
        say(step, "leader", "{player_name} takes the castle leader card", player=colour,
            rule_id="VIS-LEAD-01" if before is None else "VIS-LEAD-02", data={"from": before, "to": colour})


def op_advance_worker(step: Step) -> None:
    """``advance_worker from_level``: one own worker inward; the new region's effect."""
    s, p = step.state, step.player
    level = step.get("from_level")
    rows = s.board.l1 if level == 1 else s.board.l2
    options = [{"region": i} for i, row in enumerate(rows) if row[p] > 0]
    step.ask("advance", options, "advanced", "Move which worker inward?", rule_id="VIS-CAST-01",
             data={"level": level})


def resume_advanced(step: Step, answer: dict) -> None:
    """Move it and resolve the region it reaches."""
    s, p = step.state, step.question.player
    r = answer["region"]
    if step.params["level"] == 1:
        s.board.l1[r][p] -= 1
        s.board.l2[r // 2][p] += 1
        s.castle_dirty = True
        say(step, "worker_inward", "{player_name} moves a worker inward from castle region {region}", player=p, region=r + 1,
            rule_id="VIS-CAST-01", data={"colour": p, "from": r, "to": r // 2})
        fire(step, p, "worker_to_level2")
        region_id, effects = s.content.level2[r // 2]
        step.stack.push(effects, p, f"castle:{region_id}")
    else:
        to_level3(step, p, r)


# ---- knock-outs ---------------------------------------------------------------------------------
def overfull(s) -> list[tuple[int, int]]:
    """VIS-KO-01, DEC-02: level-1 and level-2 regions holding more than 3 workers of any colours."""
    b = s.board
    return [(1, i) for i, row in enumerate(b.l1) if sum(row) > 3] + \
        [(2, j) for j, row in enumerate(b.l2) if sum(row) > 3]


def op_settle(step: Step) -> None:
    """After movement the active player knocks out workers of their choice until 3 are left (DP-16)."""
    s = step.state
    if not s.castle_dirty:
        return
    over = overfull(s)
    if not over:
        s.castle_dirty = False
        return
    if s.active == s.n:
        step.push([{"op": "steward_knock_out"}])
        return
    options = [{"level": lvl, "region": r, "colour": c}
               for lvl, r in over for c, k in enumerate((s.board.l1 if lvl == 1 else s.board.l2)[r]) if k]
    step.ask("knock_out", options, "knocked_out", "Knock out a worker", rule_id="VIS-KO-01", player=s.active,
             data={"regions": [list(o) for o in over]})


def resume_knocked_out(step: Step, answer: dict) -> None:
    """The worker goes home; its owner gains the level's reward (VIS-KO-02); then check again."""
    step.stack.push([{"op": "settle"}], step.question.player, "ko")
    knock_out(step, answer["level"], answer["region"], answer["colour"])


def knock_out(step: Step, level: int, region: int, colour: int) -> None:
    """Remove one worker; its owner (a seat) gains the knock-out reward (the Steward gains nothing)."""
    s = step.state
    rows = s.board.l1 if level == 1 else s.board.l2
    rows[region][colour] -= 1
    take_supply(s, colour, -1)
    say(step, "knocked_out", "{player_name}'s worker is knocked out of castle level {level}, region {region}",
        player=colour, level=level, region=region + 1, rule_id="VIS-KO-02",
        data={"colour": colour, "level": level, "region": region})
    if colour < s.n:
        step.stack.push(s.content.knock_out[level], colour, f"ko:{level}")


OPS = {"place_worker": op_place_worker, "castle_move": op_castle_move, "castle_chain": op_castle_chain,
       "castle_inner": op_castle_inner, "advance_worker": op_advance_worker, "settle": op_settle}
RESUMES = {"region_chosen": resume_region_chosen, "chain_chosen": resume_chain_chosen, "advanced": resume_advanced,
           "knocked_out": resume_knocked_out}
