"""The solo Rival (GUT-GAP-10, GUT-SOLO-01..05): a scripted seat with no decisions.

The Rival is ``players[state.rival]`` with ``is_rival = True``. It drafts and acts by fixed
rules (ties: leftmost slot), scores prestige on its track, and wins ties against the human.
"""

from __future__ import annotations

from desktop_app.engine.text import Text
from desktop_app.rules.gutenberg.model import INK, PATRONAGE, TAKE, TRAIN, WORKSHOP

REWARD_PREFERENCE = ("coins", "ink", "specialty", "order")


def _best(cards: list, value) -> int | None:
    """Index of the highest-valued card (first on ties), skipping empty slots."""
    best, best_value = None, None
    for i, card in enumerate(cards):
        if card is None:
            continue
        v = value(card)
        if best_value is None or v > best_value:
            best, best_value = i, v
    return best


class RivalMixin:
    """The Rival's draft and actions."""

    def _printing_value(self, card: str) -> int:
        return self.content.printing[card][1]

    def _design_value(self, card: str) -> int:
        d = self.content.design[card]
        return d[1] + d[4]

    def _rival_draft(self, seat: int) -> None:
        """GUT-SOLO-02: discard the richest printing card and the best design card from the pool."""
        i = _best(self.draft_printing, self._printing_value)
        j = _best(self.draft_design, self._design_value)
        if i is not None and j is not None:
            p, d = self.draft_printing.pop(i), self.draft_design.pop(j)
            self.printing_discard.append(p)
            self.design_discard.append(d)
            self._emit("rival_draft", Text("The Rival discards {printing} and {design}",
                                           printing=self.content.name(p), design=self.content.name(d)),
                       seat, rule_id="GUT-SOLO-02", printing=p, design=d)

    def _rival_action(self, seat: int, step: int) -> None:
        """GUT-SOLO-04: the Rival's scripted action for row ``step``."""
        rival = self.players[seat]
        gained = 0
        if step == TAKE:
            i = _best(self.printing_slots, self._printing_value)
            j = _best(self.design_slots, self._design_value)
            if i is not None and j is not None:
                self.printing_discard.append(self.printing_slots[i])
                self.design_discard.append(self.design_slots[j])
                self.printing_slots[i] = self.design_slots[j] = None
                gained = 2
        elif step == INK:
            counts = [sum(1 for c in row if c is not None) for row in self.ink_rows]
            row = max(range(len(counts)), key=lambda r: (counts[r], -r))
            if counts[row]:
                for i, colour in enumerate(self.ink_rows[row]):
                    if colour is not None:
                        self.rival_ink[colour] += 1
                        self.ink_rows[row][i] = None
                gained = counts[row]
        elif step == TRAIN:
            i = _best(self.specialty_slots, lambda c: self.content.specialty[c][1])
            if i is not None:
                card = self.specialty_slots[i]
                self.specialty_slots[i] = None
                self.specialty_discard.append(card)
                gained = self.content.specialty[card][1]
        elif step == WORKSHOP:
            i = _best(self.gear_slots, lambda c: 0)
            if i is not None:
                self.gear_discard.append(self.gear_slots[i])
                self.gear_slots[i] = None
                gained = 1
        elif step == PATRONAGE:
            card = self.content.plan_cards[self.rival_card][1] if self.rival_card else False
            slot = next((i for i in range(len(self.patron_slots)) if self._patron_available(i)), None)
            if card and slot is not None:
                rival.patrons.append(self.patron_slots[slot])
                self.patron_slots[slot] = None
            else:
                ids = [r[0] for r in self.content.rewards]
                for rid in REWARD_PREFERENCE:
                    if rid in ids and self.reward_claims[ids.index(rid)] is None:
                        self.reward_claims[ids.index(rid)] = seat
                        gained = 2
                        break
        rival.prestige += gained
        self._emit("rival_action", Text("The Rival takes {action} and gains {n} prestige",
                                         action=self.content.action_name(
                                             ("orders", "ink", "train", "workshop", "patronage")[step]), n=gained),
                   seat, rule_id="GUT-SOLO-04", step=step, prestige=gained)
