"""Setup (viscounts.md VIS-SETUP-01..11, §2 RNG order, DEC-25, DEC-55..57, GAP-13 solo).

RNG order: piece order, castle rotation, townsfolk, manuscripts, start player, player cards,
heroes, then each player's deck in draft order (the draft's decisions come in between), then the
expansions' steps (Gates of Gold: outsiders, build bonus cards; Keeper of Keys: chests), last the
Steward deck (solo). The expansions' townsfolk, heroes and manuscripts are mixed in before the
piles, stacks and pairs are dealt (GOG-SETUP-01, KOK-SETUP-01; the stacks stay at 7).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.basics import end_pile_size, say
from desktop_app.rules.viscounts.cards import draw_card
from desktop_app.rules.viscounts.gates import setup_gates
from desktop_app.rules.viscounts.keys import setup_keys
from desktop_app.rules.viscounts.layout import layout_for
from desktop_app.rules.viscounts.model import BoardData, PlayerData, StewardData
from desktop_app.rules.viscounts.texts import place_name
from desktop_app.rules.viscounts.vocabulary import RESOURCES


def deal_table(s) -> None:
    """VIS-SETUP-01..08: ring, castle, piles, stacks, start player, the draft row of pairs."""
    c = s.content
    rng = s.rng
    b = BoardData(s.colours)
    b.ring = list(c.pieces)
    rng.shuffle(b.ring)                                              # VIS-SETUP-01
    b.rotation = rng.randrange(c.rotations)                          # VIS-SETUP-02
    b.l1 = [[0] * s.colours for _ in range(c.level1_count)]
    b.l2 = [[0] * s.colours for _ in range(len(c.level2))]
    b.l3 = [0] * s.colours
    s.board = b
    s.layout = layout_for(c, s.n, tuple(b.ring), b.rotation)
    townsfolk = list(c.in_sets("neutral", s.modules))
    rng.shuffle(townsfolk)                                           # VIS-SETUP-03, DEC-55
    size, extra = divmod(len(townsfolk), len(b.ring))
    at = 0
    for pos, piece in enumerate(b.ring):
        k = size + (1 if pos < extra else 0)
        b.piles[piece] = townsfolk[at:at + k]
        at += k
    grey, black = list(c.grey_backs), list(c.in_sets("black_backs", s.modules))
    rng.shuffle(grey)                                                # VIS-SETUP-04
    rng.shuffle(black)
    for pos, piece in enumerate(b.ring):
        b.stacks[piece] = black[6 * pos:6 * pos + 6] + [grey[pos]]
    b.ms_box = black[6 * len(b.ring):]                               # DEC-54
    s.start_player = rng.randrange(s.n)                              # VIS-SETUP-07
    numbers = sorted(c.player_cards)
    rng.shuffle(numbers)                                             # VIS-SETUP-08
    heroes = list(c.in_sets("heroes", s.modules))
    rng.shuffle(heroes)
    pairs = s.n + 1
    b.offer = [[numbers[i], heroes[i]] for i in range(pairs)]
    b.heroes = heroes[pairs:][::-1]
    rules = c.rules
    s.players = [PlayerData(rules.workers, c.corruption_start, c.virtue_start) for _ in range(s.n)]  # VIS-SETUP-06
    if s.solo:
        s.steward = StewardData(c.solo.workers, c.solo.outposts)


def draft_order(s) -> list[int]:
    """VIS-SETUP-09: reverse turn order, from the start player's right; the start player last."""
    return [(s.start_player - 1 - k) % s.n for k in range(s.n)]


def op_draft_pick(step: Step) -> None:
    """DP-01: pick a player-card / hero pair."""
    s = step.state
    offer = {str(num): {"hero": hero, **_card_summary(s, num)} for num, hero in s.board.offer}
    step.ask("draft", [{"card": num} for num, _ in s.board.offer], "drafted", "Choose a player card and hero",
             rule_id="VIS-SETUP-09", data={"offer": offer})


def _card_summary(s, number: int) -> dict:
    pc = s.content.player_cards[number]
    return {"silver": pc.silver, "resources": list(pc.resources), "debts": pc.debts, "deeds": pc.deeds,
            "space": s.layout.start[number]}


def resume_drafted(step: Step, answer: dict) -> None:
    """VIS-SETUP-09 A–D: the start space, the listed goods (from the supply, DEC-25), the extra steps."""
    s = step.state
    p = step.question.player
    number = answer["card"]
    pair = next(o for o in s.board.offer if o[0] == number)
    s.board.offer.remove(pair)
    pl = s.players[p]
    pc = s.content.player_cards[number]
    pl.player_card, pl.hero = number, pair[1]
    pl.space = s.layout.start[number]
    pl.silver += pc.silver
    for r in pc.resources:
        pl.res[r] += 1
    pl.unpaid += pc.debts
    pl.purchased += pc.deeds
    pl.draw = list(s.content.starting_deck) + [pair[1]]
    say(step, "drafted", "{player_name} takes player card #{n} and the hero {hero}", player=p, n=number,
        hero=s.content.name(pair[1]), rule_id="VIS-SETUP-09",
        data={"card": number, "hero": pair[1], "space": pl.space,
              "resources": {r: pc.resources.count(r) for r in RESOURCES}, "silver": pc.silver})
    step.stack.push([{"op": "deal_deck"}], p, f"player_card:{number}")
    step.stack.push(s.content.player_card_extras[number], p, f"player_card:{number}")


def op_deal_deck(step: Step) -> None:
    """VIS-SETUP-09 E: hero, starting cards and any gained townsfolk shuffled; draw 3."""
    s, p = step.state, step.player
    pl = s.players[p]
    pl.draw += pl.discard
    pl.discard = []
    s.rng.shuffle(pl.draw)
    for _ in range(s.content.rules.starting_hand):
        draw_card(step, p)


def op_setup_done(step: Step) -> None:
    """VIS-SETUP-10/11: the end piles over the poverty and prosperity cards; the leftover pairs go
    to the box (DEC-57; in solo the Steward starts on the other card's space); the Steward deck."""
    s = step.state
    b = s.board
    for number, hero in b.offer:
        b.heroes.insert(0, hero)
        if s.solo:
            s.steward.space = s.layout.start[number]
            say(step, "steward_start", "{player_name} starts on {space} (player card #{n})", player=s.n,
                space=place_name(s, s.steward.space), n=number, rule_id="GAP-13")
    b.offer = []
    b.debt_top = end_pile_size(s, "poverty")
    b.deed_top = end_pile_size(s, "prosperity")
    if s.gog:
        setup_gates(s)
    if s.kok:
        setup_keys(s)
    if s.solo:
        deck = list(s.content.steward_deck)
        s.rng.shuffle(deck)
        s.steward.deck = deck
    say(step, "setup_done", "The debts and deeds are on the poverty and prosperity cards: {debts} and {deeds}",
        player=None, debts=b.debt_top, deeds=b.deed_top, rule_id="VIS-SETUP-10")


def start(s) -> None:
    """Deal the table and queue the draft, the end of setup and the first turn."""
    deal_table(s)
    s.phase = "setup"
    s.stack.push([{"op": "setup_done"}, {"op": "next_turn"}], s.start_player, "setup")
    for p in reversed(draft_order(s)):
        s.stack.push([{"op": "draft_pick"}], p, "setup")


OPS = {"draft_pick": op_draft_pick, "deal_deck": op_deal_deck, "setup_done": op_setup_done}
RESUMES = {"drafted": resume_drafted}
