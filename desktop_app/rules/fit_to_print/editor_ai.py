"""Computer editors (FTP-RT-04): easy / normal / hard profiles from ``ai_profiles.yaml``.

They read only a view (face-down pool tiles are known by footprint only), gather until their
desk fills ``fill_target`` of the free cells or half the timer has passed, plan the page with
the node-limited planner (``planner.py``), then place one tile per step and call Print after
the last placement, or ``print_margin_s`` before time-out. Hard editors, once their desk passes
``CHECK_FIT`` of the free cells, take (face up or face down: the footprint is public) and keep a
tile only if a quick plan still fits every tile on the page, and start playing for income while
within ``INCOME_MARGIN`` of the lowest. Their pace is in the state (``state._pace``): they simply
have no decision while busy. Level ``random`` returns None so the generic uniform random bot
plays. Every choice is a pure function of the view.

No take/return loop: a face-up pool tile is taken only when :func:`_would_keep` says it would be
kept, and the keep decision asks the very same question, so a tile an editor returned (face up)
is never taken by it again unless it then keeps it. The page plan is cached by the tiles it
lays out (not by the clock), so an editor keeps its plan while time passes and other editors
act; quick fit checks have their own cache and never push a page plan out.
"""

from __future__ import annotations

from collections import OrderedDict

from desktop_app.engine.action import Action
from desktop_app.rules.fit_to_print.day import scoring_rules
from desktop_app.rules.fit_to_print.geometry import cell_name
from desktop_app.rules.fit_to_print.planner import Job, plan_page
from desktop_app.rules.fit_to_print.state import act

KEEP = 0.7
"""A taken tile is kept when its value (``_tile_value``) reaches this."""
CHARACTER_PREFERENCE = ("CH7", "CH1", "CH3", "CH8", "CH4", "CH2", "CH6", "CH5")
CHECK_FIT = {"hard": 0.75}
"""Past this share of the free cells, hard editors take and keep a tile only if a quick plan places it all."""
FIT_NODES = 5000
MIN_KEEP_CHANCE = 0.3
"""A face-down tile is taken only if at least this share of the hidden tiles of its shape would be kept."""
INCOME_MARGIN = {"hard": 2}
"""Hard editors already play for income when within this many $ of the lowest (FTP-END-02/04)."""
_PLANS: OrderedDict = OrderedDict()
_PLAN_CACHE_SIZE = 64
_FITS: OrderedDict = OrderedDict()
_FIT_CACHE_SIZE = 4096


def choose(view, seat: int, level: str) -> Action | None:
    """The editor's next action for ``seat`` in ``view`` (None for level ``random``)."""
    profiles = view.content.profiles
    if level not in profiles:
        return None
    prof = profiles[level]
    legal = view.legal_actions(seat)
    if not legal:
        return None
    if view.stage == "pick_character":
        ids = [a["character"] for a in legal]
        return next(a for c in CHARACTER_PREFERENCE + tuple(ids) for a in legal if a["character"] == c)
    if view.stage == "draft":
        return max(legal, key=lambda a: (_focus_value(view, a["focus"]), a["focus"]))
    p = view.players[seat]
    if p.phase == "gathering":
        return _gather(view, seat, level, prof, legal)
    return _layout(view, seat, level, prof, legal)


# ---- gathering ---------------------------------------------------------------------------
def _free_cells(view, seat: int) -> int:
    p = view.players[seat]
    return view.day.area.mask.bit_count() - p.focus_mask.bit_count()


def _desk_area(view, seat: int) -> int:
    p = view.players[seat]
    return sum(view.tile(u).footprint.area for u in p.desk + list(p.page))


def _tile_value(view, seat: int, tile, margin: int = 0) -> float:
    """How much a tile is worth keeping now, given the desk (income, balance, photos, shape)."""
    p = view.players[seat]
    mine = [view.tile(u) for u in p.desk + list(p.page)]
    width = view.day.area.column_masks and len(view.day.area.column_masks)
    wide = sum(1 for t in mine if t.footprint.width >= width - 1)
    shape = -0.7 * wide if tile.footprint.width >= width - 1 else 0.0
    ads = [t for t in mine if t.type == "ad"]
    need_income = (6 if view.n >= 2 else 5) + (2 if _income_behind(view, seat, margin) else 0)
    if tile.type == "ad":
        if sum(t.income for t in ads) >= need_income:
            return 0.3 + shape
        return 1.2 + 0.3 * tile.income - 0.2 * len(ads) + shape
    if tile.type == "photo":
        photos = sum(1 for t in mine if t.type == "photo")
        return (1.6, 1.0, 0.2)[min(photos, 2)] + 0.1 * tile.footprint.area + shape
    same_cat = sum(1 for t in mine if t.type == "article" and t.category == tile.category)
    good = sum(t.mood_icons for t in mine if t.type == "article" and t.mood == "good")
    bad = sum(t.mood_icons for t in mine if t.type == "article" and t.mood == "bad")
    balance = abs(good - bad) - abs(good - bad + (tile.mood_icons if tile.mood == "good" else -tile.mood_icons))
    focus_bonus = 0.0
    if p.focus:
        for cond in view.content.focus(p.focus[0]).sides[p.focus[1]]:
            f = cond.filter
            if cond.kind == "count" and f.type in ("article", "any") and (
                    f.category is None or tile.category in f.category) and (f.mood is None or tile.mood == f.mood):
                focus_bonus += 0.5 * cond.points
    return (tile.points + 0.8 * balance - 0.3 * max(0, same_cat - 2) + focus_bonus + 0.15 * tile.footprint.area
            + shape)


def _hidden_outlook(view, seat: int, margin: int) -> dict[str, tuple[float, float]]:
    """``{footprint id: (mean value, chance of keeping)}`` of a face-down pool tile of that shape.

    Public counting: a view deals the face-down tiles of each footprint the types of the tiles
    of that footprint nobody has seen (``FtpState.view`` reshuffles them, other editors' undecided
    hands included), so their mix is what a person could count."""
    groups: dict[str, list[str]] = {}
    for u in view.pool:
        if not view.face_up[u]:
            groups.setdefault(view.tile(u).footprint.id, []).append(view.kinds[u])
    values: dict[str, float] = {}
    out = {}
    for fid, kinds in groups.items():
        got = []
        for k in kinds:
            if k not in values:
                values[k] = _tile_value(view, seat, view.content.tile_types[k], margin)
            got.append(values[k])
        out[fid] = (sum(got) / len(got), sum(1 for v in got if v >= KEEP) / len(got))
    return out


def _would_keep(view, seat: int, level: str, uid: int, margin: int) -> bool:
    """True if ``seat`` keeps tile ``uid`` (face up, in its hand or in the pool) on top of its desk.

    The one test for both taking a face-up tile and keeping a tile in hand (no take/return loop)."""
    tile = view.tile(uid)
    have, free = _desk_area(view, seat), _free_cells(view, seat)
    if have + tile.footprint.area > free or _tile_value(view, seat, tile, margin) < KEEP:
        return False
    extra = () if uid in view.players[seat].hand else ((uid, view.kinds[uid]),)
    return not _needs_fit_check(level, have, tile, free) or _plan_places_all(view, seat, margin, extra)


def _needs_fit_check(level: str, have: int, tile, free: int) -> bool:
    return level in CHECK_FIT and have + tile.footprint.area > CHECK_FIT[level] * free


def _gather(view, seat: int, level: str, prof, legal: list[Action]) -> Action:
    p = view.players[seat]
    margin = INCOME_MARGIN.get(level, 0)
    if p.hand:
        uid = p.hand[0]
        return act(seat, "keep" if _would_keep(view, seat, level, uid, margin) else "return", uid)
    free = _free_cells(view, seat)
    have = _desk_area(view, seat)
    half = view.deadline_ms is not None and view.clock_ms - view.day_start_ms >= (
        view.deadline_ms - view.day_start_ms) // 2
    target = prof.fill_target * free
    takes = [a for a in legal if a.kind == "take"]
    if have >= target or half or not takes:
        return act(seat, "call_layout")
    room = free - have
    best, best_value = None, 0.3
    outlook: dict | None = None
    fits: dict = {}
    for a in takes:
        uid = a["tile"]
        tile = view.tile(uid)
        if tile.footprint.area > room:
            continue
        if view.face_up[uid]:  # a known tile is taken only to be kept
            if not _would_keep(view, seat, level, uid, margin):
                continue
            value = _tile_value(view, seat, tile, margin)
        else:
            if outlook is None:
                outlook = _hidden_outlook(view, seat, margin)
            value, chance = outlook[tile.footprint.id]
            value -= 0.05
            if chance < MIN_KEEP_CHANCE:
                continue  # most tiles of this shape would go straight back
            if value > best_value and _needs_fit_check(level, have, tile, free):
                fid = tile.footprint.id  # face down: only the footprint is known, so plan with it
                if fid not in fits:
                    fits[fid] = _plan_places_all(view, seat, margin, ((uid, _shape_kind(view, fid)),))
                if not fits[fid]:
                    continue
        if value > best_value:
            best, best_value = a, value
    return best if best is not None else act(seat, "call_layout")


def _shape_kind(view, footprint_id: str) -> str:
    """A fixed tile type of this footprint (a face-down tile stands in for any of them)."""
    return min(t.id for t in view.content.tile_types.values() if t.footprint.id == footprint_id)


def _plan_places_all(view, seat: int, margin: int, extra: tuple) -> bool:
    """True if a quick plan (``FIT_NODES``) puts every desk, page, hand and ``extra`` tile on the page.

    ``extra``: ``((uid, tile type id), ...)`` pool tiles to plan with (cached in ``_FITS``)."""
    p = view.players[seat]
    key = _plan_key(view, seat, FIT_NODES, margin, extra)
    got = _FITS.get(key)
    if got is None:
        plan = _plan(view, seat, FIT_NODES, margin, extra)
        got = _FITS[key] = len(plan.placements) == len(p.desk) + len(p.page) + len(p.hand) + len(extra)
        while len(_FITS) > _FIT_CACHE_SIZE:
            _FITS.popitem(last=False)
    return got


# ---- layout ------------------------------------------------------------------------------
def _income_behind(view, seat: int, margin: int = 0) -> bool:
    """True if ``seat`` has the lowest (or a tied lowest) income so far with 3+ players
    (FTP-END-02), or trails by more than $3 with 2 players (FTP-END-04); ``margin`` $ earlier."""
    if view.n < 2 or not view.results or view.settings.family:
        return False
    totals = [sum(day[i]["income"] for day in view.results) for i in range(view.n)]
    others = [t for i, t in enumerate(totals) if i != seat]
    if view.n == 2:
        return others[0] - totals[seat] > 3 - margin
    return totals[seat] <= min(others) + margin


def _income_weight(view, seat: int, margin: int = 0) -> float:
    if view.settings.is_puzzle:  # FTP-GAP-10: only the day score counts
        return 0.0
    if view.settings.family:
        return 0.1
    if view.n == 1:
        return 0.9
    base = 0.45 if view.n == 2 else 0.7
    return base + (0.5 if _income_behind(view, seat, margin) else 0.0)


def _ws_table(view) -> list:
    if view.n == 1:
        return [tuple(x) for x in view.content.rules.solo.white_space_table]
    return [(1, 2.5), (2, 1.5), (3, 0.8), (99, -0.5)]


def _plan_key(view, seat: int, nodes: int, margin: int, extra: tuple) -> tuple:
    p = view.players[seat]
    mine = tuple(sorted((u, view.kinds[u]) for u in p.desk + list(p.page) + p.hand)) + tuple(sorted(extra))
    return (view.day.side, view.day.area.mask, p.focus, mine, tuple(view.breaking_active), p.character, view.n,
            view.settings.mode, view.settings.family, nodes, _income_weight(view, seat, margin))


def _plan(view, seat: int, nodes: int, margin: int, extra: tuple):
    p = view.players[seat]
    types = view.content.tile_types
    tiles = sorted([(u, view.tile(u)) for u in p.desk + list(p.page) + p.hand]
                   + [(u, types[k]) for u, k in extra], key=lambda t: t[0])
    focus = view.content.focus(p.focus[0]) if p.focus else None
    job = Job(view.day, focus, p.focus[1] if p.focus else "start", sorted(view.focus_positions(seat)),
              tiles, view.effects_for(seat), scoring_rules(view), _income_weight(view, seat, margin),
              _ws_table(view), nodes, list(view.content.categories))
    return plan_page(job)


def plan_for(view, seat: int, nodes: int, margin: int = 0):
    """The (cached) plan for ``seat``'s desk, page and hand tiles on today's page
    (``margin`` as in ``_income_behind``)."""
    key = _plan_key(view, seat, nodes, margin, ())
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = _plan(view, seat, nodes, margin, ())
        while len(_PLANS) > _PLAN_CACHE_SIZE:
            _PLANS.popitem(last=False)
    else:
        _PLANS.move_to_end(key)
    return plan


def _layout(view, seat: int, level: str, prof, legal: list[Action]) -> Action:
    p = view.players[seat]
    left = view.time_left_ms()
    hurry = left is not None and left <= prof.print_margin_s * 1000
    plan = plan_for(view, seat, prof.search_nodes, INCOME_MARGIN.get(level, 0))
    target = {u: (at, up) for u, at, up in plan.placements}
    legal_set = set(legal)
    if p.hand:
        uid = p.hand[0]
        goal = target.get(uid)
        if goal is None or hurry:
            back = p.hand_from.get(uid)
            if hurry and back is not None and act(seat, "place", uid, cell_name(*back)) in legal_set:
                return act(seat, "place", uid, cell_name(*back))
            return act(seat, "to_desk", uid)
        if view.face_up[uid] != goal[1]:
            return act(seat, "flip", uid)
        place = act(seat, "place", uid, cell_name(*goal[0]))
        return place if place in legal_set else act(seat, "to_desk", uid)
    if hurry:
        return act(seat, "print")
    if plan.focus_at is not None and p.focus_at != plan.focus_at:
        move = act(seat, "move_focus", None, cell_name(*plan.focus_at))
        if move in legal_set:
            return move
    for uid, at in list(p.page.items()):  # tiles not where the plan wants them
        goal = target.get(uid)
        if goal is None or goal[0] != at:
            return act(seat, "pick", uid)
        if view.face_up[uid] != goal[1]:
            return act(seat, "flip", uid)
    for uid, (at, _up) in target.items():
        if uid in p.desk:
            cells = view.day.grid.placements(view.tile(uid).footprint.cells)[at]
            if not cells & p.occ:
                return act(seat, "pick", uid)
    return act(seat, "print")


# ---- draft ---------------------------------------------------------------------------------
_TYPICAL = {"article": 7.0, "photo": 2.0, "ad": 3.0, "any": 12.0}
_WHERE = {"anywhere": 1.0, "adjacent_to_focus": 0.35, "above_fold": 0.3, "below_fold": 0.4,
          "crossing_fold": 0.25, "border": 0.6, "top_row": 0.2, "bottom_row": 0.25}
_FLAT = {"threshold": 0.5, "mood_balance": 0.45, "largest_empty": 0.45, "income": 0.6, "desk": 0.7,
         "finish_token": 0.3}


def _focus_value(view, focus_id: str) -> float:
    """Expected points of an offered focus tile (FTP-RT-07: AIs pick by expected value)."""
    side = next(s for f, s in view.draft_offer if f == focus_id)
    total = 0.0
    for cond in view.content.focus(focus_id).sides[side]:
        cap = cond.max if cond.max is not None else 99
        if cond.kind == "count":
            f = cond.filter
            est = _TYPICAL[f.type] * _WHERE[f.where]
            est *= (len(f.category) / 3 if f.category else 1) * (0.5 if f.mood else 1)
            est *= 0.4 if f.area else 1
            est *= 0.5 if f.next_to else 1
            total += min(cap, cond.points * est)
        elif cond.kind == "sets":
            total += min(cap, cond.points * 1.5)
        elif cond.kind == "full_lines":
            total += min(cap, cond.points * (2 if cond.lines == "rows" else 1))
        elif cond.kind == "photo_hits":
            total += min(cap, cond.points * 1.2)
        elif cond.kind == "majority":
            total += cond.points * 1.2 / max(1, view.n)
        else:
            total += cond.points * _FLAT[cond.kind]
    return total
