"""The round structure of Gutenberg: setup steps, phases, effects, refills and Prepare.

``FlowMixin`` is mixed into :class:`~desktop_app.rules.gutenberg.state.GutenbergState`.
``_advance`` runs every automatic step (rotation, reveal, acting order, discards, refills,
token hand-over, the Rival's turns) until a human has to decide, pushing small frames on the
deciding player's ``stack`` (see ``model.py``).
"""

from __future__ import annotations

from desktop_app.engine.event import Event
from desktop_app.engine.text import Text, format_text
from desktop_app.rules.gutenberg import gears as gear_train
from desktop_app.rules.gutenberg.model import ACTIONS, TAKE, TRAIN, WORKSHOP

DECK_NAMES = {"printing": {"en": "printing", "zh": "印刷卡"}, "design": {"en": "design", "zh": "美編卡"},
              "specialty": {"en": "specialty", "zh": "專長卡"}, "gear": {"en": "gear", "zh": "齒輪"}}


class FlowMixin:
    """Phase machine, effects and table upkeep (no decisions are built here)."""

    # ---- events ---------------------------------------------------------------------------
    def _emit(self, kind: str, text: Text, player: int | None = None, reveals: bool = False,
              rule_id: str | None = None, **data) -> None:
        if self._events is not None:
            self._events.append(Event(kind, text, player, reveals, rule_id, data))

    # ---- positions ------------------------------------------------------------------------
    def turn_order(self) -> list[int]:
        """Seats in turn-order position 1..n (position 1 holds the first-player marker)."""
        n = len(self.players)
        return [(self.first + i) % n for i in range(n)]

    def position(self, seat: int) -> int:
        """Turn-order position (1-based) of ``seat`` this round."""
        return (seat - self.first) % len(self.players) + 1

    def humans(self) -> list[int]:
        """Seats that make decisions (everyone except the solo Rival), in turn order."""
        return [s for s in self.turn_order() if not self.players[s].is_rival]

    # ---- drawing --------------------------------------------------------------------------
    def _draw(self, deck: str) -> str | None:
        """Top card of ``deck``; an empty deck is rebuilt from its discard pile (GUT-NEWO-04)."""
        cards = getattr(self, deck + "_deck")
        if not cards:
            discard = getattr(self, deck + "_discard")
            if not discard:
                return None
            cards.extend(sorted(discard))
            discard.clear()
            self.rng.shuffle(cards)
            self._emit("deck_rebuilt", Text("The {deck} deck is rebuilt from its discard pile", deck=DECK_NAMES[deck]),
                       reveals=True, rule_id="GUT-AMB-15", deck=deck)
        return cards.pop()

    def _draw_ink(self) -> int | None:
        """One random token from the bag (GUT-COMP-04), or None when it is empty."""
        bag = self.bag
        total = sum(bag)
        if not total:
            return None
        r = self.rng.randrange(total)
        for colour, count in enumerate(bag):
            if r < count:
                bag[colour] -= 1
                return colour
            r -= count
        raise AssertionError("bag count mismatch")

    # ---- effects --------------------------------------------------------------------------
    def _gain(self, seat: int, effects: tuple, source: dict | None = None) -> None:
        """Gain ``effects`` in order; choices become frames on the player's stack (GUT-DEC-15)."""
        pl = self.players[seat]
        frames = []
        for key, value in effects:
            if key == "coins":
                pl.coins += value
            elif key == "prestige":
                pl.prestige += value
            elif key == "ink_random":
                for _ in range(value):
                    colour = self._draw_ink()
                    if colour is None:
                        break
                    pl.ink[colour] += 1
            elif key == "specialty":
                self._raise(seat, value[0], value[1])
            elif key == "new_order":
                frames.append(self._new_order_frame(seat))
            elif key in ("ink_choice", "letter_choice", "specialty_any"):
                frames.append([key, value])
        if frames:
            pl.stack.extend(reversed(frames))
        if effects:
            self._emit("gain", Text("{player} gains {what}", player=pl.name, what=describe(effects, self.content)),
                       seat, reveals=any(k in ("ink_random", "new_order") for k, _ in effects),
                       effects=[list(e) for e in effects], source=source or {})

    def _raise(self, seat: int, spec: int, n: int) -> None:
        """Raise a specialty by ``n`` single steps (GUT-SPEC-02/03, GUT-AMB-18)."""
        pl = self.players[seat]
        track = self.content.bonus_track
        for _ in range(n):
            if pl.levels[spec] >= 6:
                pl.coins += self.content.rules.maxed_level_coins
                self._emit("maxed", Text("{player}'s {specialty} is at VI: 3 coins instead", player=pl.name,
                                         specialty=self.content.name(self.content.specialties[spec])),
                           seat, rule_id="GUT-SPEC-02", specialty=spec)
                continue
            best = max(pl.levels)
            pl.levels[spec] += 1
            level = pl.levels[spec]
            self._emit("level", Text("{player}'s {specialty} rises to {level}", player=pl.name, level=level,
                                     specialty=self.content.name(self.content.specialties[spec])),
                       seat, rule_id="GUT-SPEC-02", specialty=spec, level=level)
            if level > best and pl.bonus < len(track) and track[pl.bonus][0] == level:
                reward = track[pl.bonus][1]
                pl.bonus += 1
                self._emit("bonus_track", Text("{player} advances on the bonus track", player=pl.name),
                           seat, rule_id="GUT-SPEC-03", space=pl.bonus)
                self._gain(seat, reward, {"bonus_track": pl.bonus})

    def _new_order_frame(self, seat: int) -> list:
        """Start GUT-NEWO: draw 2 printing and 2 design cards (seen only by the drawer)."""
        rule = self.content.rules.new_order
        printing, design = [], []
        extra = self._ability(seat, "new_order_extra_cards")
        n_print, n_design = rule.printing, rule.design
        if extra:
            n_print += (extra["n"] + 1) // 2
            n_design += extra["n"] // 2
        for deck, out, count in (("printing", printing, n_print), ("design", design, n_design)):
            for _ in range(count):
                card = self._draw(deck)
                if card is not None:
                    out.append(card)
        self._emit("new_order_drawn", Text("{player} draws cards for a new order", player=self.players[seat].name),
                   seat, reveals=True, rule_id="GUT-NEWO-01", count=len(printing) + len(design))
        return ["new_order", printing, design]

    def _drop_frame(self, frame: list) -> None:
        """A declined or skipped new-order procedure discards the cards it drew (GUT-NEWO-03/04)."""
        if frame[0] == "new_order":
            self.printing_discard.extend(frame[1])
            self.design_discard.extend(frame[2])

    def _ability(self, seat: int, key: str) -> dict | None:
        """The seat's character ability ``key`` when the abilities variant is on (GUT-GAP-07)."""
        if not self.variants.get("character_abilities"):
            return None
        ch = self.players[seat].character
        if ch is None:
            return None
        ability = self.content.characters[ch][1]
        return ability if ability["key"] == key else None

    # ---- the phase machine ----------------------------------------------------------------
    def _advance(self) -> None:
        """Run automatic steps until a human must decide or the game is over."""
        while True:
            phase = self.phase
            if phase == "over":
                return
            if phase == "plan":
                if any(self.players[s].stack or not self.players[s].committed for s in self.humans()):
                    return
                self._reveal()
                continue
            seat = self.active
            if seat >= 0:
                stack = self.players[seat].stack
                if stack:
                    if self._auto_skip(seat, stack[-1]):
                        self._drop_frame(stack.pop())
                        continue
                    return
            self._next()

    def _sequence(self) -> list[int]:
        phase = self.phase
        if phase == "draft":
            return self.draft_sequence
        if phase == "action":
            return self.acting[self.step]
        return self.humans()

    def _next(self) -> None:
        """Move to the next seat of the current phase, or end the phase."""
        self.turn += 1
        seq = self._sequence()
        if self.turn >= len(seq):
            self.active = -1
            self._end_phase()
            return
        seat = seq[self.turn]
        self.active = seat
        pl = self.players[seat]
        phase = self.phase
        if phase == "character":
            pl.stack.append(["character"])
        elif phase == "draft":
            if pl.is_rival:
                self._rival_draft(seat)
            else:
                pl.stack.append(["draft_printing"])
        elif phase == "letters":
            pl.stack.append(["window", "W0"])
            pl.stack.append(["letter_choice", self.content.rules.start_letters])
        elif phase == "reveal":
            pl.stack.append(["window", "W2"])
        elif phase == "action":
            if pl.is_rival:
                self._rival_action(seat, self.step)
            else:
                pl.stack.append(["action", self.step])
        elif phase == "complete":
            pl.stack.append(["complete"])
        elif phase == "final":
            pl.stack.append(["window", "W4"])

    def _enter(self, phase: str) -> None:
        self.phase = phase
        self.turn = -1
        self.active = -1

    def _end_phase(self) -> None:
        phase = self.phase
        if phase == "character":
            order = self.turn_order()
            self.draft_sequence = order + order[::-1]
            self._enter("draft")
        elif phase == "draft":
            self.printing_discard.extend(self.draft_printing)
            self.design_discard.extend(self.draft_design)
            self.draft_printing, self.draft_design = [], []
            self._enter("letters")
        elif phase == "letters":
            self._start_round()
        elif phase == "reveal":
            self._enter("action")
            self.step = 0
            self._emit("action_step", Text("Action: {action}", action=self.content.action_name("orders")),
                       rule_id="GUT-EXE-01", step=0)
        elif phase == "action":
            self._clean_step(self.step)
            if self.step < 4:
                self.step += 1
                self.turn = -1
                action = ACTIONS[self.step]
                self._emit("action_step", Text("Action: {action}", action=self.content.action_name(action)),
                           rule_id="GUT-EXE-01", step=self.step)
            else:
                self._enter("complete")
        elif phase == "complete":
            for pl in self.players:
                pl.assigned = [0] * len(pl.assigned)
            if self.round >= self.content.rules.rounds:
                self._enter("final")
            else:
                self._prepare()
                self._start_round()
        elif phase == "final":
            self._finish()

    def _clean_step(self, step: int) -> None:
        """GUT-EXE-02: leftover cards and gears of Take Orders, Train and Workshop are discarded."""
        if step == TAKE:
            for slots, discard in ((self.printing_slots, self.printing_discard),
                                   (self.design_slots, self.design_discard)):
                discard.extend(c for c in slots if c is not None)
                slots[:] = [None] * len(slots)
        elif step == TRAIN:
            self.specialty_discard.extend(c for c in self.specialty_slots if c is not None)
            self.specialty_slots[:] = [None] * len(self.specialty_slots)
        elif step == WORKSHOP:
            self.gear_discard.extend(c for c in self.gear_slots if c is not None)
            self.gear_slots[:] = [None] * len(self.gear_slots)

    def _start_round(self) -> None:
        """Step 1 (GUT-GEAR-05, rounds 2–6) and the start of Planning (GUT-PLAN-01)."""
        self._emit("round_started", Text("Round {round} begins", round=self.round), rule_id="GUT-RND-01",
                   round=self.round, first=self.first)
        if self.round > 1:
            for seat in self.turn_order():
                pl = self.players[seat]
                moved = gear_train.rotate_train(pl.gears)
                if moved:
                    self._emit("gear_rotated", Text("{player}'s gears turn", player=pl.name), seat,
                               rule_id="GUT-GEAR-05", turns=[list(m) for m in moved])
        for pl in self.players:
            pl.plan = [0, 0, 0, 0, 0]
            pl.committed = pl.is_rival
            pl.substituted = False
        self.revealed = False
        self.acting = []
        self._enter("plan")

    def _reveal(self) -> None:
        """GUT-PLAN-06 (and GUT-SOLO-03): reveal every plan, fix the acting order per action."""
        if self.rival >= 0:
            card = self.rival_deck.pop() if self.rival_deck else None
            self.rival_card = card
            bids = self.content.plan_cards[card][0] if card else (0, 0, 0, 0, 0)
            self.players[self.rival].plan = list(bids)
        order = self.turn_order()
        self.acting = [acting_order(order, [p.plan[k] for p in self.players]) for k in range(5)]
        self.revealed = True
        self._emit("plans_revealed", Text("Plans are revealed"), rule_id="GUT-PLAN-06", reveals=True,
                   plans=[list(p.plan) for p in self.players], acting=[a[:] for a in self.acting],
                   rival_card=self.rival_card)
        self._enter("reveal")

    def _refill(self) -> None:
        """GUT-PREP-02 step 2: slots from their decks (no reshuffle), ink rows slide and top up."""
        for slots, deck in ((self.printing_slots, "printing"), (self.design_slots, "design"),
                            (self.specialty_slots, "specialty"), (self.gear_slots, "gear")):
            for i, card in enumerate(slots):
                if card is None:
                    slots[i] = self._draw(deck)
        if self.variants.get("ink_refill") == "reset":
            for row in self.ink_rows:
                for colour in row:
                    if colour is not None:
                        self.bag[colour] += 1
                row[:] = [None] * len(row)
        for row in self.ink_rows:
            left = [c for c in row if c is not None]
            row[:] = left + [None] * (len(row) - len(left))
        for row in self.ink_rows:
            for i, colour in enumerate(row):
                if colour is None:
                    row[i] = self._draw_ink()

    def _prepare(self) -> None:
        """Step 5, Prepare Next Round (GUT-PREP-01..03), once for the table."""
        for pl in self.players:
            for gear in pl.gears:
                if gear is not None:
                    gear[2] = False
        self.reward_claims = [None] * len(self.reward_claims)
        for colour, count in enumerate(self.rival_ink):
            self.bag[colour] += count
        self.rival_ink = [0] * len(self.rival_ink)
        self._refill()
        self.round += 1
        outgoing = self.first
        self.first = (self.first + 1) % len(self.players)
        by_pos = self.content.rules.tokens_by_position
        if self.rival >= 0:  # GUT-SOLO-01/06: human counts follow their positions; the Rival has none
            for seat in self.humans():
                self.players[seat].tokens = by_pos[self.position(seat) - 1]
            self._rival_difficulty_prestige(0)
        else:
            for seat, pl in enumerate(self.players):
                if seat != outgoing:
                    pl.tokens -= 1
                    self.players[outgoing].tokens += 1
            for seat, pl in enumerate(self.players):
                assert pl.tokens == by_pos[self.position(seat) - 1], "GUT-PREP-03 token invariant"
        self._emit("prepared", Text("The board is refilled; {player} is the first player",
                                    player=self.players[self.first].name),
                   rule_id="GUT-PREP-02", reveals=True, first=self.first, outgoing=outgoing)

    def _rival_difficulty_prestige(self, when: int) -> None:
        """GUT-SOLO-05: the Rival's prestige by difficulty at a Prepare (``when`` 0) or at the end
        (1); a negative amount is lost, never below 0 on the track."""
        rival, difficulty = self.players[self.rival], self.variants["rival_difficulty"]
        before = rival.prestige
        rival.prestige = max(0, before + self.content.rival_difficulty[difficulty][when])
        change = rival.prestige - before
        name = self.content.name(difficulty)
        if change:
            text = (Text("The Rival ({difficulty}) gains {n} prestige", difficulty=name, n=change) if change > 0
                    else Text("The Rival ({difficulty}) loses {n} prestige", difficulty=name, n=-change))
            self._emit("rival_difficulty", text, self.rival, rule_id="GUT-SOLO-05", prestige=change)

    def _finish(self) -> None:
        """GUT-END-01: the game ends; the Rival gains its final difficulty prestige (GUT-SOLO-05)."""
        if self.rival >= 0:
            self._rival_difficulty_prestige(1)
        self._enter("over")
        sheet = self.score_sheet()
        self._emit("game_over", Text("The game is over"), rule_id="GUT-END-01",
                   winners=list(sheet.winners), totals=[p.total for p in sheet.players])


def acting_order(turn_order: list[int], bids: list[int]) -> list[int]:
    """GUT-PLAN-06: seats with a bid ≥ 1, most tokens first, ties by turn-order position.

    ``bids`` is indexed by seat; ``turn_order`` lists seats by position (a stable sort keeps ties).
    """
    placed = [s for s in turn_order if bids[s] >= 1]
    return sorted(placed, key=lambda s: -bids[s])


_WORDS = {"coins": ("{n} {n|coin|coins}", "{n} 元"), "prestige": ("{n} prestige", "{n} 聲望"),
          "ink_choice": ("{n} ink of choice", "{n} 個任選墨水"), "ink_random": ("{n} random ink", "{n} 個隨機墨水"),
          "letter_choice": ("{n} {n|letter|letters} of choice", "{n} 個任選活字"),
          "specialty_any": ("+{n} to any specialty", "任意專長 +{n}"), "specialty": ("+{n} {spec}", "{spec} +{n}"),
          "new_order": ("a new order", "1 組新訂單"), "enhance": ("an enhancement", "強化效果")}


def describe(effects: tuple, content) -> dict[str, str]:
    """An ``{en, zh}`` description of compiled effects (log lines, tooltips)."""
    out = {"en": [], "zh": []}
    for key, value in effects:
        n, spec = value, {"en": "", "zh": ""}
        if key == "specialty":
            n, spec = value[1], content.name(content.specialties[value[0]])
        elif key == "enhance":
            n = value[1]
        for lang, i in (("en", 0), ("zh", 1)):
            out[lang].append(format_text(_WORDS[key][i], {"n": n, "spec": spec[lang]}))
    return {"en": ", ".join(out["en"]), "zh": "、".join(out["zh"])}
