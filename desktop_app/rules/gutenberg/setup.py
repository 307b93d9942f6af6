"""Setting up a game of Gutenberg (GUT-SET-01..17, GUT-SOLO-01, GUT-SOLO-06).

One seat plays solo against the Rival (seat 1). With the ``rival_seat`` variant a Rival also
takes the last seat of a 2–3-human game (board for humans + 1 seats); it never wins.

The RNG is used in rule order: printing and design decks, the draft pool, order slots, the
ink bag, specialty deck and slots, gears, patron cards, the first player (unless chosen), the
character tiles, and the Rival's plan deck.
"""

from __future__ import annotations

from desktop_app.engine.game import GameOptions
from desktop_app.engine.rng import new_rng
from desktop_app.rules.gutenberg.content import Content
from desktop_app.rules.gutenberg.state import GutenbergState

DEFAULT_VARIANTS = {"character_abilities": False, "ink_refill": "topup", "rival_difficulty": "journeyman",
                    "first_player": "random", "rival_seat": False}


def _shuffled(ids, rng) -> list[str]:
    deck = sorted(ids)
    rng.shuffle(deck)
    return deck


def new_game(options: GameOptions, content: Content, seed: int) -> GutenbergState:
    """A fresh game for ``options.seats`` (1 seat = solo against the Rival)."""
    rules = content.rules
    variants = dict(DEFAULT_VARIANTS)
    variants["character_abilities"] = rules.variant.character_abilities
    variants["ink_refill"] = rules.variant.ink_refill
    variants.update(options.variants)
    names = [seat.name for seat in options.seats]
    solo = len(names) == 1
    with_rival = solo or (bool(variants.get("rival_seat")) and 2 <= len(names) <= 3)  # GUT-SOLO-06
    if with_rival:
        names.append(content.name("rival")["en"])
    if not 2 <= len(names) <= 4:
        raise ValueError("Gutenberg is for 1–4 players")
    rng = new_rng(seed)
    s = GutenbergState(content, names, variants, rng)
    board = rules.boards[len(names)]  # GUT-SET-01 (solo uses the 2-seat values)
    if with_rival:
        s.rival = len(names) - 1
        s.players[s.rival].is_rival = True
    s.printing_deck = _shuffled(content.printing, rng)  # SET-02
    s.design_deck = _shuffled(content.design, rng)
    s.draft_printing = [s.printing_deck.pop() for _ in range(board.draft_pool)]  # SET-03
    s.draft_design = [s.design_deck.pop() for _ in range(board.draft_pool)]
    s.printing_slots = [s.printing_deck.pop() for _ in range(board.order_slots)]  # SET-04
    s.design_slots = [s.design_deck.pop() for _ in range(board.order_slots)]
    s.bag = [content.files["ink.yaml"].per_colour] * len(content.colours)  # SET-05
    s.ink_rows = [[s._draw_ink() for _ in rules.ink_row_costs] for _ in range(board.ink_rows)]
    s.specialty_deck = _shuffled(content.specialty, rng)  # SET-06/07
    s.specialty_slots = [s.specialty_deck.pop() for _ in range(board.specialty_slots)]
    s.gear_deck = _shuffled(content.gears, rng)  # SET-08/09
    s.gear_slots = [s.gear_deck.pop() for _ in range(board.gear_slots)]
    patrons = _shuffled(content.patrons, rng)  # SET-10: the rest go back to the box
    s.patron_slot_rounds = list(board.patron_slot_rounds)
    s.patron_slots = [patrons.pop() for _ in board.patron_slot_rounds]
    s.reward_claims = [None] * len(content.rewards)
    s.round = 1  # SET-11
    first = variants.get("first_player", "random")  # SET-13
    if solo:
        s.first = 0
    elif isinstance(first, int) and 0 <= first < len(names):
        s.first = first
    else:
        s.first = rng.randrange(len(names))
    for seat, pl in enumerate(s.players):  # SET-14
        if pl.is_rival:
            continue
        pl.tokens = rules.tokens_by_position[s.position(seat) - 1]
        pl.coins = rules.start_coins
    tiles = _shuffled(content.characters, rng)  # SET-15
    for seat in s.humans():
        s.players[seat].character_choices = [tiles.pop(), tiles.pop()]
    s.char_box = sorted(tiles)
    s.rival_ink = [0] * len(content.colours)
    if with_rival:
        s.rival_deck = _shuffled(content.plan_cards, rng)  # SOLO-01
    s._enter("character")
    s._events = []
    s._advance()
    s._events = None
    s.touch()
    return s
