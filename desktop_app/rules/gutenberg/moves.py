"""Legal actions for each decision of Gutenberg, and what each action does.

Action kinds (params) by decision (GUT-DEC-*), all by the deciding seat:

- ``choose_character tile=CH03`` (DEC-01); ``draft_printing card=P12`` then ``draft_design card=D07`` (DEC-02)
- ``choose_letter letter="e"`` / ``choose_ink colour="red"`` / ``choose_specialty type="woodcut"``, or
  ``decline`` (DEC-03, DEC-15)
- free actions (GUT-FREE-01): ``buy_letter letter="o"`` (DEC-04), ``claim_gear slot=0`` (DEC-05)
- planning (DEC-06, hidden): ``plan_add row="ink"``, ``plan_remove row="ink"``, ``plan_commit``
- actions (DEC-07..12): ``take_order printing=P01 design=D02``; ``gain_ink row=0 count=2 [gear=1]``;
  ``train card=S05 mode="own" [gear=0]`` or ``train card=S05 mode="other" type="binding"``;
  ``take_gear gear=G07 orient=2 [replace=1]``; ``remount slot=1 orient=0``; ``reward space="coins"``;
  ``patron card=PC04 [gear=2]``; ``discard_order printing=P09`` (DEC-08)
- new order (DEC-13): ``buy_cards decks=["printing","design"]``, ``order_extra gear=0 decks=[..]``,
  ``keep printing=P03 design=D11`` or ``decline``
- Complete Orders (DEC-14): ``complete printing=P03 colour=true``; windows and turns end with ``pass``.

Free actions (GUT-FREE-02) are offered with every decision pending for the player once play has
begun: planning, windows, action turns, Complete Orders and every sub-choice (a colour, a letter,
a new order...), listed after that choice's own options. Setup choices (character, draft, start
letters) are followed by the W0 window instead. A window or turn whose only option is ``pass`` is
skipped (GUT-FREE-02: windows where nothing is legal); so is a sub-choice that offers nothing but
``decline`` apart from free actions (there is nothing to choose; the free actions stay
available at the next decision).

New order (GUT-NEWO-02/04): buying more cards is offered only while it can still help to form a
pair; when no pair can be formed (e.g. no design card drawn and none left in the deck or its
discard pile) the procedure ends at once and the order is lost.
"""

from __future__ import annotations

from functools import lru_cache

from desktop_app.engine.action import Action
from desktop_app.engine.text import Text
from desktop_app.rules.gutenberg.gears import aligned, claimable, enhancement, install_slot
from desktop_app.rules.gutenberg.model import ACTIONS

_CACHE: dict[tuple, Action] = {}
FREE_KINDS = frozenset(("buy_letter", "claim_gear"))
"""The free actions (GUT-FREE-01)."""
TURN_FRAMES = frozenset(("window", "action", "complete"))
"""Frames whose own options already end with the free actions and ``pass``."""
SETUP_PHASES = frozenset(("character", "draft", "letters"))
"""Setup choices come before play; the W0 window after the start letters offers the free actions."""
DECK_PAIRS = (("printing", "printing"), ("printing", "design"), ("design", "design"))


def act(player: int, kind: str, **params) -> Action:
    """A cached Action (actions are immutable; legal-action lists reuse them for speed).

    The cache is shared by every game of the process: its key holds each value's type, so
    ``slot=0.0`` or ``orient=False`` can never be handed out for ``slot=0`` / ``orient=0``.
    """
    key = (player, type(player), kind, tuple(params.items()), tuple(map(type, params.values())))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Action.make(player, kind, **params)
    return found


@lru_cache(maxsize=64)
def _plan_actions(seat: int) -> tuple[tuple[Action, ...], tuple[Action, ...], Action]:
    """``plan_add`` and ``plan_remove`` per row, and ``plan_commit``, for ``seat`` (cached)."""
    return (tuple(act(seat, "plan_add", row=r) for r in ACTIONS), tuple(act(seat, "plan_remove", row=r) for r in ACTIONS),
            act(seat, "plan_commit"))


@lru_cache(maxsize=64)
def _letter_actions(seat: int, alphabet: tuple[str, ...]) -> list[Action]:
    """``buy_letter`` for every letter (cached)."""
    return [act(seat, "buy_letter", letter=x) for x in alphabet]


class MovesMixin:
    """Option lists per frame kind (``_opt_*``) and action handlers (``_do_*``)."""

    # ---- shared rules helpers ---------------------------------------------------------------
    def letter_price(self, seat: int) -> int:
        """GUT-LET-01: letters owned + 1 (the Typefounder ability lowers it, minimum 1)."""
        pl = self.players[seat]
        ability = self._ability(seat, "letter_price_delta")
        price = sum(pl.letters) + 1 + (ability["n"] if ability else 0)
        return max(1, price)

    def ink_costs(self, seat: int) -> list[int]:
        """GUT-INK-01 position costs (the Ink Boiler ability changes them)."""
        ability = self._ability(seat, "ink_costs")
        return ability["costs"] if ability else self.content.rules.ink_row_costs

    def _patron_available(self, slot: int) -> bool:
        """GUT-PAT-03: the card's slot round (and optional min_round) ≤ the current round."""
        card = self.patron_slots[slot]
        if card is None:
            return False
        return max(self.patron_slot_rounds[slot], self.content.patrons[card][3]) <= self.round

    def patron_payment(self, seat: int, card: str, waiver: int = 0) -> list[int] | None:
        """Ink to return for ``card`` (GUT-PAT-04/05), or None if the requirement is not met.

        A ``patron_ink_waiver`` first waives inks the player lacks, then the last listed ones.
        """
        pl = self.players[seat]
        levels, ink, letters, _ = self.content.patrons[card]
        for spec, level in levels.items():
            if pl.levels[spec] < level:
                return None
        for i, n in enumerate(letters):
            if pl.letters[i] < n:
                return None
        need = list(ink)
        for _ in range(waiver):
            lacking = [c for c in range(len(need)) if need[c] > pl.ink[c]]
            pick = lacking[0] if lacking else next((c for c in reversed(range(len(need))) if need[c]), None)
            if pick is None:
                break
            need[pick] -= 1
        if any(pl.ink[c] < n for c, n in enumerate(need)):
            return None
        return need

    def colour_payment(self, seat: int, design: str) -> tuple[list[int], bool] | None:
        """Ink returned for a design card's colour condition (GUT-DONE-03), and whether the
        Illuminator substitution was used; None if it cannot be paid."""
        pl = self.players[seat]
        need = list(self.content.design[design][0])
        deficit = sum(max(0, n - pl.ink[c]) for c, n in enumerate(need))
        if deficit == 0:
            return need, False
        if deficit == 1 and not pl.substituted and self._ability(seat, "any_colour_substitute"):
            surplus = [pl.ink[c] - need[c] for c in range(len(need))]
            spare = max(range(len(need)), key=lambda c: surplus[c])
            if surplus[spare] > 0:
                missing = next(c for c in range(len(need)) if need[c] > pl.ink[c])
                need[missing] -= 1
                need[spare] += 1
                return need, True
        return None

    def decoration_met(self, seat: int, design: str) -> bool:
        """GUT-DONE-03 decoration: the listed specialty at the listed level or more."""
        d = self.content.design[design]
        level = d[3]
        ability = self._ability(seat, "decoration_level_delta")
        if ability and ability.get("spec") == d[2]:
            level -= ability["n"]
        return self.players[seat].levels[d[2]] >= level

    def can_print(self, seat: int, printing: str) -> bool:
        """GUT-DONE-02: enough letters not yet assigned this round."""
        pl = self.players[seat]
        need = self.content.printing[printing][0]
        return all(pl.letters[i] - pl.assigned[i] >= n for i, n in enumerate(need) if n)

    # ---- option lists ----------------------------------------------------------------------
    def _options(self, seat: int) -> list[Action]:
        pl = self.players[seat]
        if pl.stack:
            frame = pl.stack[-1]
            options = getattr(self, "_opt_" + frame[0])(seat, pl, frame)
            if frame[0] in TURN_FRAMES or self.phase in SETUP_PHASES:
                return options
            return options + self._free(seat, pl)  # GUT-FREE-02: with every pending decision
        if self.phase == "plan" and not pl.committed:
            return self._opt_plan(seat, pl)
        return []

    def _free(self, seat: int, pl) -> list[Action]:
        """GUT-FREE-01: buy a letter, claim a gear (offered with every pending decision, GUT-FREE-02)."""
        out = []
        if pl.coins >= self.letter_price(seat):
            out = _letter_actions(seat, tuple(self.content.alphabet))[:]
        sectors = self.content.gears
        for slot, gear in enumerate(pl.gears):
            if claimable(gear, sectors):
                out.append(act(seat, "claim_gear", slot=slot))
        return out

    def _opt_plan(self, seat: int, pl) -> list[Action]:
        out = []
        plan = pl.plan
        room = sum(plan) < pl.tokens
        cap = self.content.rules.max_tokens_per_action
        adds, removes, commit = _plan_actions(seat)
        for k in range(5):
            if room and plan[k] < cap:
                out.append(adds[k])
            if plan[k] > 0:
                out.append(removes[k])
        out.append(commit)
        return out + self._free(seat, pl)

    def _opt_character(self, seat, pl, frame):
        return [act(seat, "choose_character", tile=t) for t in pl.character_choices]

    def _opt_draft_printing(self, seat, pl, frame):
        return [act(seat, "draft_printing", card=c) for c in self.draft_printing]

    def _opt_draft_design(self, seat, pl, frame):
        return [act(seat, "draft_design", card=c) for c in self.draft_design]

    def _opt_letter_choice(self, seat, pl, frame):
        return [act(seat, "choose_letter", letter=x) for x in self.content.alphabet] + [act(seat, "decline")]

    def _opt_ink_choice(self, seat, pl, frame):
        colours = self.content.colours
        return [act(seat, "choose_ink", colour=colours[c]) for c, n in enumerate(self.bag) if n] + \
            [act(seat, "decline")]

    def _opt_specialty_any(self, seat, pl, frame):
        return [act(seat, "choose_specialty", type=s) for s in self.content.specialties] + [act(seat, "decline")]

    def _opt_discard_order(self, seat, pl, frame):
        return [act(seat, "discard_order", printing=o[0]) for o in pl.orders[:-1]]

    def _opt_window(self, seat, pl, frame):
        return self._free(seat, pl) + [act(seat, "pass")]

    def _opt_remount_extra(self, seat, pl, frame):
        out = [act(seat, "remount", slot=s, orient=o) for s, g in enumerate(pl.gears)
               if g is not None and s != frame[1] for o in range(3) if o != g[1]]
        return out + [act(seat, "pass")]

    def _opt_new_order(self, seat, pl, frame):
        out = [act(seat, "keep", printing=p, design=d) for p in frame[1] for d in frame[2]]
        rule = self.content.rules.new_order
        have = {"printing": len(self.printing_deck) + len(self.printing_discard),
                "design": len(self.design_deck) + len(self.design_discard)}
        held = {"printing": len(frame[1]), "design": len(frame[2])}
        if pl.coins >= rule.extra_cost:
            out += [act(seat, "buy_cards", decks=pair) for pair in _deck_choices(rule.extra_cards, have, held)]
        for slot, gear in enumerate(pl.gears):
            n = enhancement(gear, self.content.gears, "order_extra_cards")
            if n:
                out += [act(seat, "order_extra", gear=slot, decks=pair) for pair in _deck_choices(n, have, held)]
        return out + [act(seat, "decline")]

    def _opt_complete(self, seat, pl, frame):
        out = []
        for printing, design in pl.orders:
            if self.can_print(seat, printing):
                out.append(act(seat, "complete", printing=printing, colour=False))
                if self.colour_payment(seat, design) is not None:
                    out.append(act(seat, "complete", printing=printing, colour=True))
        return out + self._free(seat, pl) + [act(seat, "pass")]

    def _opt_action(self, seat, pl, frame):
        step = frame[1]
        out = getattr(self, ("_opt_take", "_opt_ink", "_opt_train", "_opt_workshop", "_opt_patronage")[step])(seat, pl)
        return out + self._free(seat, pl) + [act(seat, "pass")]

    def _opt_take(self, seat, pl):
        return [act(seat, "take_order", printing=p, design=d)
                for p in self.printing_slots if p is not None for d in self.design_slots if d is not None]

    def _opt_ink(self, seat, pl):
        out = []
        costs = self.ink_costs(seat)
        discounts = [(s, n) for s, g in enumerate(pl.gears) if (n := enhancement(g, self.content.gears, "ink_discount"))]
        for r, row in enumerate(self.ink_rows):
            cost = 0
            count = 0
            for i, colour in enumerate(row):
                if colour is None:
                    if count:
                        break
                    continue
                cost += costs[i]
                count += 1
                if cost <= pl.coins:
                    out.append(act(seat, "gain_ink", row=r, count=count))
                for s, n in discounts:
                    if cost > 0 and max(0, cost - n) <= pl.coins:
                        out.append(act(seat, "gain_ink", row=r, count=count, gear=s))
        return out

    def _opt_train(self, seat, pl):
        out = []
        specs = self.content.specialties
        extras = [s for s, g in enumerate(pl.gears) if enhancement(g, self.content.gears, "train_extra")]
        for card in self.specialty_slots:
            if card is None:
                continue
            own = self.content.specialty[card][0]
            out.append(act(seat, "train", card=card, mode="own"))
            out += [act(seat, "train", card=card, mode="own", gear=s) for s in extras]
            out += [act(seat, "train", card=card, mode="other", type=specs[t]) for t in range(len(specs)) if t != own]
        return out

    def _opt_workshop(self, seat, pl):
        out = []
        full = install_slot(pl.gears) is None
        free_slots = [s for s, g in enumerate(pl.gears) if g is not None and not g[2]]
        for gear in self.gear_slots:
            if gear is None:
                continue
            for o in range(3):
                if not full:
                    out.append(act(seat, "take_gear", gear=gear, orient=o))
                else:
                    out += [act(seat, "take_gear", gear=gear, orient=o, replace=s) for s in free_slots]
        for s, g in enumerate(pl.gears):
            if g is not None:
                out += [act(seat, "remount", slot=s, orient=o) for o in range(3) if o != g[1]]
        return out

    def _opt_patronage(self, seat, pl):
        out = [act(seat, "reward", space=rid) for i, (rid, _) in enumerate(self.content.rewards)
               if self.reward_claims[i] is None]
        waivers = [(s, n) for s, g in enumerate(pl.gears)
                   if (n := enhancement(g, self.content.gears, "patron_ink_waiver"))]
        for slot, card in enumerate(self.patron_slots):
            if not self._patron_available(slot):
                continue
            if self.patron_payment(seat, card) is not None:
                out.append(act(seat, "patron", card=card))
            if any(self.content.patrons[card][1]):
                out += [act(seat, "patron", card=card, gear=s) for s, n in waivers
                        if self.patron_payment(seat, card, n) is not None]
        return out

    # ---- handlers --------------------------------------------------------------------------
    def _do_pass(self, seat, pl, a):
        frame = pl.stack.pop()
        self._drop_frame(frame)
        if frame[0] == "action":
            self._emit("passed", Text("{player} passes", player=pl.name), seat, rule_id="GUT-EXE-01", step=frame[1])

    _do_decline = _do_pass

    def _do_plan_add(self, seat, pl, a):
        pl.plan[ACTIONS.index(a["row"])] += 1

    def _do_plan_remove(self, seat, pl, a):
        pl.plan[ACTIONS.index(a["row"])] -= 1

    def _do_plan_commit(self, seat, pl, a):
        pl.committed = True
        self._emit("plan_committed", Text("{player} has planned", player=pl.name), seat, rule_id="GUT-PLAN-05")

    def _do_buy_letter(self, seat, pl, a):
        price = self.letter_price(seat)
        pl.coins -= price
        pl.letters[self.content.alphabet.index(a["letter"])] += 1
        self._emit("letter_bought", Text("{player} buys the letter {letter} for {price} {price|coin|coins}", player=pl.name,
                                         letter=a["letter"], price=price), seat, rule_id="GUT-LET-01",
                   letter=a["letter"], price=price)

    def _do_claim_gear(self, seat, pl, a):
        gear = pl.gears[a["slot"]]
        gear[2] = True
        self._emit("gear_claimed", Text("{player} claims a gear", player=pl.name), seat, rule_id="GUT-GEAR-06",
                   slot=a["slot"], gear=gear[0])
        self._gain(seat, (aligned(gear, self.content.gears),), {"gear": gear[0]})

    def _do_choose_character(self, seat, pl, a):
        pl.stack.pop()
        tile = a["tile"]
        pl.character = tile
        self.char_box.extend(t for t in pl.character_choices if t != tile)
        self.char_box.sort()  # GUT-SET-15: the returned tile stays hidden among the unused ones
        pl.character_choices = [tile]
        self._emit("character", Text("{player} keeps {tile}", player=pl.name, tile=self.content.name(tile)), seat,
                   rule_id="GUT-SET-15", tile=tile)
        self._gain(seat, self.content.characters[tile][0], {"character": tile})

    def _do_draft_printing(self, seat, pl, a):
        pl.stack.pop()
        self.draft_printing.remove(a["card"])
        pl.stack.append(["draft_design", a["card"]])

    def _do_draft_design(self, seat, pl, a):
        frame = pl.stack.pop()
        self.draft_design.remove(a["card"])
        pl.orders.append([frame[1], a["card"]])
        self._emit("order_taken", Text("{player} drafts the order {printing} · {design}", player=pl.name,
                                       printing=self.content.name(frame[1]), design=self.content.name(a["card"])),
                   seat, rule_id="GUT-SET-16", printing=frame[1], design=a["card"])

    def _count_down(self, pl) -> None:
        frame = pl.stack[-1]
        frame[1] -= 1
        if frame[1] <= 0:
            pl.stack.pop()

    def _do_choose_letter(self, seat, pl, a):
        self._count_down(pl)
        pl.letters[self.content.alphabet.index(a["letter"])] += 1
        self._emit("letter_gained", Text("{player} takes the letter {letter}", player=pl.name, letter=a["letter"]),
                   seat, rule_id="GUT-LET-03", letter=a["letter"])

    def _do_choose_ink(self, seat, pl, a):
        self._count_down(pl)
        c = self.content.colours.index(a["colour"])
        self.bag[c] -= 1
        pl.ink[c] += 1
        self._emit("ink_gained", Text("{player} takes {colour} ink", player=pl.name,
                                      colour=self.content.name(a["colour"])), seat, rule_id="GUT-GAP-09", colour=c)

    def _do_choose_specialty(self, seat, pl, a):
        frame = pl.stack.pop()
        self._raise(seat, self.content.specialties.index(a["type"]), frame[1])

    def _add_order(self, seat, pl, printing: str, design: str, rule_id: str) -> None:
        pl.orders.append([printing, design])
        self._emit("order_taken", Text("{player} takes the order {printing} · {design}", player=pl.name,
                                       printing=self.content.name(printing), design=self.content.name(design)),
                   seat, rule_id=rule_id, printing=printing, design=design)
        if len(pl.orders) > self.content.rules.max_orders:
            pl.stack.append(["discard_order"])

    def _do_discard_order(self, seat, pl, a):
        pl.stack.pop()
        for i, (p, d) in enumerate(pl.orders):
            if p == a["printing"]:
                del pl.orders[i]
                self.printing_discard.append(p)
                self.design_discard.append(d)
                break
        self._emit("order_discarded", Text("{player} discards an order", player=pl.name), seat,
                   rule_id="GUT-TAKE-02", printing=a["printing"])

    def _do_keep(self, seat, pl, a):
        frame = pl.stack.pop()
        for p in frame[1]:
            if p != a["printing"]:
                self.printing_discard.append(p)
        for d in frame[2]:
            if d != a["design"]:
                self.design_discard.append(d)
        self._add_order(seat, pl, a["printing"], a["design"], "GUT-NEWO-03")

    def _draw_into(self, frame, decks) -> None:
        for deck in decks:
            card = self._draw(deck)
            if card is not None:
                frame[1 if deck == "printing" else 2].append(card)

    def _do_buy_cards(self, seat, pl, a):
        pl.coins -= self.content.rules.new_order.extra_cost
        self._draw_into(pl.stack[-1], a["decks"])
        self._emit("new_order_drawn", Text("{player} pays for more cards", player=pl.name), seat, reveals=True,
                   rule_id="GUT-NEWO-02")

    def _do_order_extra(self, seat, pl, a):
        pl.gears[a["gear"]][2] = True
        self._draw_into(pl.stack[-1], a["decks"])
        self._emit("new_order_drawn", Text("{player} uses a gear to draw more cards", player=pl.name), seat,
                   reveals=True, rule_id="GUT-GAP-04")

    def _do_take_order(self, seat, pl, a):
        pl.stack.pop()
        self.printing_slots[self.printing_slots.index(a["printing"])] = None
        self.design_slots[self.design_slots.index(a["design"])] = None
        ability = self._ability(seat, "take_order_coins")
        if ability:
            pl.coins += ability["n"]
        self._add_order(seat, pl, a["printing"], a["design"], "GUT-TAKE-01")

    def _do_gain_ink(self, seat, pl, a):
        pl.stack.pop()
        row = self.ink_rows[a["row"]]
        costs = self.ink_costs(seat)
        start = next(i for i, c in enumerate(row) if c is not None)
        cost = sum(costs[start:start + a["count"]])
        gear = a.get("gear")
        if gear is not None:
            cost = max(0, cost - enhancement(pl.gears[gear], self.content.gears, "ink_discount"))
            pl.gears[gear][2] = True
        pl.coins -= cost
        taken = []
        for i in range(start, start + a["count"]):
            pl.ink[row[i]] += 1
            taken.append(row[i])
            row[i] = None
        self._emit("ink_taken", Text("{player} takes {n} ink for {cost} {cost|coin|coins}", player=pl.name, n=a["count"], cost=cost),
                   seat, rule_id="GUT-INK-02", row=a["row"], colours=taken, cost=cost)

    def _do_train(self, seat, pl, a):
        pl.stack.pop()
        card = a["card"]
        self.specialty_slots[self.specialty_slots.index(card)] = None
        self.specialty_discard.append(card)
        spec, icons = self.content.specialty[card]
        self._emit("trained", Text("{player} trains with {card}", player=pl.name, card=self.content.name(card)), seat,
                   rule_id="GUT-TRAIN-01", card=card, mode=a["mode"])
        if a["mode"] == "own":
            gear = a.get("gear")
            if gear is not None:
                icons += enhancement(pl.gears[gear], self.content.gears, "train_extra")
                pl.gears[gear][2] = True
            self._raise(seat, spec, icons)
        else:
            self._raise(seat, self.content.specialties.index(a["type"]), 1)

    def _do_take_gear(self, seat, pl, a):
        pl.stack.pop()
        gear = a["gear"]
        self.gear_slots[self.gear_slots.index(gear)] = None
        slot = a.get("replace")
        if slot is not None:
            self.gear_discard.append(pl.gears[slot][0])
        else:
            slot = install_slot(pl.gears)
        pl.gears[slot] = [gear, a["orient"], False]
        self._emit("gear_installed", Text("{player} installs {gear}", player=pl.name, gear=self.content.name(gear)),
                   seat, rule_id="GUT-WORK-01", gear=gear, slot=slot, orient=a["orient"], replaced=a.get("replace"))

    def _do_remount(self, seat, pl, a):
        frame = pl.stack.pop()
        gear = pl.gears[a["slot"]]
        before = gear[1]
        gear[1] = a["orient"]
        self._emit("gear_remounted", Text("{player} remounts a gear", player=pl.name), seat, rule_id="GUT-WORK-01",
                   slot=a["slot"], before=before, after=a["orient"])
        if frame[0] == "action" and self._ability(seat, "remount_extra") and pl.gear_count > 1:
            pl.stack.append(["remount_extra", a["slot"]])

    def _do_reward(self, seat, pl, a):
        pl.stack.pop()
        ids = [r[0] for r in self.content.rewards]
        i = ids.index(a["space"])
        self.reward_claims[i] = seat
        self._emit("reward_claimed", Text("{player} claims {reward}", player=pl.name,
                                          reward=self.content.name(a["space"])), seat, rule_id="GUT-PAT-02",
                   space=a["space"])
        ability = self._ability(seat, "patronage_reward_coins")
        if ability:
            pl.coins += ability["n"]
        self._gain(seat, (self.content.rewards[i][1],), {"reward": a["space"]})

    def _do_patron(self, seat, pl, a):
        pl.stack.pop()
        card = a["card"]
        gear = a.get("gear")
        waiver = 0
        if gear is not None:
            waiver = enhancement(pl.gears[gear], self.content.gears, "patron_ink_waiver")
            pl.gears[gear][2] = True
        pay = self.patron_payment(seat, card, waiver)
        for c, n in enumerate(pay):
            pl.ink[c] -= n
            self.bag[c] += n
        self.patron_slots[self.patron_slots.index(card)] = None
        pl.patrons.append(card)
        self._emit("patron_taken", Text("{player} gains the patronage of {card}", player=pl.name,
                                        card=self.content.name(card)), seat, rule_id="GUT-PAT-01", card=card)

    def _do_complete(self, seat, pl, a):
        printing = a["printing"]
        i = next(i for i, o in enumerate(pl.orders) if o[0] == printing)
        design = pl.orders.pop(i)[1]
        need, coins = self.content.printing[printing]
        for j, n in enumerate(need):
            pl.assigned[j] += n
        pl.coins += coins
        d = self.content.design[design]
        colour = deco = False
        if a["colour"]:
            pay, substituted = self.colour_payment(seat, design)
            for c, n in enumerate(pay):
                pl.ink[c] -= n
                self.bag[c] += n
            pl.substituted = pl.substituted or substituted
            pl.prestige += d[1]
            colour = True
        if self.decoration_met(seat, design):
            pl.prestige += d[4]
            deco = True
        self.printing_discard.append(printing)
        self.design_discard.append(design)
        self._emit("order_completed", Text("{player} completes {word}", player=pl.name,
                                           word=self.content.name(printing)), seat, rule_id="GUT-DONE-01",
                   printing=printing, design=design, coins=coins, colour=colour, decoration=deco)
        if colour and deco:
            self._gain(seat, (d[5],), {"design": design})


def _deck_choices(n: int, have: dict[str, int], held: dict[str, int]) -> list[tuple[str, ...]]:
    """Deck names for ``n`` extra cards (GUT-NEWO-02: the player names the deck of each card).

    ``have``: cards left per deck (deck and discard pile); ``held``: cards drawn so far. A
    choice must be drawable, and while the drawn cards lack a type it must bring that type:
    cards that cannot lead to a pair are never sold (GUT-NEWO-03/04).
    """
    if n == 2:
        pairs = DECK_PAIRS
    else:
        pairs = [tuple("printing" if j < k else "design" for j in range(n)) for k in range(n, -1, -1)]
    out = []
    for p in pairs:
        if not p or any(p.count(deck) > have[deck] for deck in have):
            continue
        if any(not held[deck] and deck not in p for deck in held):
            continue
        out.append(p)
    return out


