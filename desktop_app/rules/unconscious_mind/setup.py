"""A new game of Unconscious Mind (UM-SET-01..22, solo UM-SOLO-01).

Everything random is drawn here from the game's seeded RNG; the choices (which starting tile to
keep, which row it goes in) are the first decisions, one seat after another in turn order.
"""

from __future__ import annotations

from desktop_app.engine.game import GameOptions
from desktop_app.engine.rng import new_rng
from desktop_app.rules.unconscious_mind.content import UmContent
from desktop_app.rules.unconscious_mind.ops import INTERPRETER
from desktop_app.rules.unconscious_mind.patients import PATIENT_SLOTS, draw, place_patient
from desktop_app.rules.unconscious_mind.state import UmState


def _shuffled(rng, items) -> list:
    out = sorted(items)
    rng.shuffle(out)
    return out


def new_game(options: GameOptions, content: UmContent, seed: int) -> UmState:
    """A fresh game for the seats of ``options`` (1 seat = the solo mode)."""
    n = options.players
    if not 1 <= n <= 4:
        raise ValueError(f"Unconscious Mind takes 1–4 players, not {n}")
    c, rules = content, content.rules
    rng = new_rng(seed)
    s = UmState(content, [seat.name for seat in options.seats], dict(options.variants), rng)
    first = options.variants.get("first_player", "random")
    s.start = rng.randrange(n) if first == "random" else int(first) % n
    s.order = [(s.start + i) % n for i in range(n)]
    # UM-SET-01..06: the market, era I over era II
    era2 = _shuffled(rng, c.era2)
    era1 = _shuffled(rng, c.era1)
    keep = rules.era1_tiles_by_players[n]
    s.box = era1[keep:] + [t for letter in c.letters for t in c.starting.get(letter, [])]
    kept, half = era1[:keep], len(era2) // 2
    s.market = [[era2[:half] + kept[:keep // 2], None, None], [era2[half:] + kept[keep // 2:], None, None]]
    for row in s.market:
        row[2] = row[0].pop()
        row[1] = row[0].pop()
    s.era = 1
    # UM-SET-07..09: the map
    tokens = c.recall_tokens[n]
    s.recall_stacks = [[tokens] * 3 for _ in c.districts]
    s.recall_spaces = [[None] * len(c.loc_recall[loc]) for loc in range(6)]
    s.district_spaces = [[None] * len(spaces) for spaces in c.district_spaces]
    located = [g for g in c.goals if c.goals[g]["tag"] != c.wildcard]
    s.freud = c.loc_index[c.goals[rng.choice(sorted(located))]["tag"]]
    s.goal_display = list(c.goals)
    s.freud_prestige = c.freud_start
    # UM-SET-10..13: patients, dreams, research, treatises
    s.ordinary_deck = _shuffled(rng, c.ordinary)
    s.complex_deck = _shuffled(rng, c.complex)
    s.sorrow_pile = _shuffled(rng, c.sorrows)
    s.manifest_deck = _shuffled(rng, c.manifest)
    s.latent_deck = _shuffled(rng, c.latent)
    s.research_deck = _shuffled(rng, c.research)
    s.patient_display = []
    for kind in PATIENT_SLOTS:
        s.patient_display.append([getattr(s, kind + "_deck").pop(), s.sorrow_pile.pop()])
    s.manifest_display = [s.manifest_deck.pop() for _ in range(4)]
    s.research_faceup = s.research_deck.pop()
    s.supplies = [list(c.supplies[k]) for k in sorted(c.supplies)]
    # UM-SET-14..19: the offices
    letters = rng.sample(sorted(c.letters), n)
    placed: list[tuple[int, list[dict]]] = []
    for seat, p in enumerate(s.players):
        p.supply, p.locked_ideas, p.inkwell = rules.ideas.start, rules.ideas.locked, 0
        p.coffee = rules.start_coffee
        p.storage = [rules.insights.neutral, rules.insights.player_colour_start]
        pid = s.ordinary_deck.pop()
        placed.append((seat, place_patient(s, seat, 0, pid, draw(s, "sorrow_pile"))))
        p.rooms[0]["dreams"] = [s.latent_deck.pop(), s.manifest_deck.pop()]
        p.letter = letters[seat]
        p.start_options = list(c.starting[p.letter])
        s.box = [t for t in s.box if t not in p.start_options]
    # UM-SET-20..22: turn order, compensation, prestige stack (the start player on top)
    for pos, seat in enumerate(s.order):
        s.players[seat].stamp = n - 1 - pos
    s.stamps = n
    setup = placed + [(seat, [{"op": "setup_keep"}]) for seat in s.order]
    if n > 1:
        setup += [(seat, c.seat_compensation.get(pos + 1, [])) for pos, seat in enumerate(s.order)]
    setup.append((s.start, [{"op": "begin"}]))
    for seat, steps in reversed(setup):
        s.stack.push(steps, seat, "setup")
    s.events.clear()
    INTERPRETER.run(s, s.stack)
    s.events.clear()
    return s
