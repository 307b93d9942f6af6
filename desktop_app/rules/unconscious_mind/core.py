"""Helpers every Unconscious Mind rule module uses: asking, logging, names, prices and hooks.

Conventions of the op handlers (``desktop_app.engine.effects``): a handler that asks a question
changes nothing before it asks, and resume handlers never ask (they push steps that ask). So the
open question can always be re-asked by stepping its frame back one step (free coffee
conversions between any two steps use this, UM-TURN-05; views regenerate other players' hidden
options the same way). Questions whose ``data`` has ``no_free`` (a payment under way) offer no
free actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.unconscious_mind.content import COLOURS, SIZES

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

MARKERS = ("neutral", "own")
"""Marker kinds as they appear in action parameters."""


ask = Step.ask
"""``ask(step, kind, options, resume, prompt, rule_id, data=None, auto=True, hidden=False, **prompt_args)``:
put a question to the step's player (``data`` is the Decision context and the resume's params;
``hidden`` marks a choice showing secret cards). It is ``Step.ask`` itself (no wrapper call: the rules
ask a question at almost every step); never pass ``player=``, which names another player there."""


def log(state: UmState, kind: str, key: str, seat: int | None = None, reveals: bool = False,
        rule_id: str | None = None, data: dict[str, Any] | None = None, **args: Any) -> None:
    """Record an event of the action being applied (log line ``Text(key, **args)``; ``data`` for animations)."""
    state.events.append(Event(kind, Text(key, **args), seat, reveals, rule_id, data or {}))


def who(state: UmState, seat: int) -> str:
    """A player's name."""
    return state.players[seat].name


def slot_text(size: int, colour: int) -> dict[str, str]:
    """The name of an insight slot: ``{"en": "medium Passion", "zh": "中熱情"}`` (JSON-able, for prompts too)."""
    return {"en": f"{SIZE_NAMES[size]['en']} {COLOUR_NAMES[colour]['en']}",
            "zh": f"{SIZE_NAMES[size]['zh']}{COLOUR_NAMES[colour]['zh']}"}


SIZE_NAMES = {i: {"en": en, "zh": zh} for i, (en, zh) in enumerate((("small", "小"), ("medium", "中"),
                                                                    ("large", "大")))}
COLOUR_NAMES = {i: {"en": en, "zh": zh} for i, (en, zh) in enumerate((("Passion", "熱情"), ("Growth", "成長"),
                                                                      ("Freedom", "自由")))} | \
    {-1: {"en": "any colour", "zh": "任意顏色"}}


def slot_params(size: int, colour: int) -> dict[str, str]:
    """Action parameters naming a dial slot: ``{"size": "M", "colour": "red"}``."""
    return {"size": SIZES[size], "colour": COLOURS[colour]}


def parse_slot(answer: dict[str, Any]) -> tuple[int, int]:
    """Inverse of :func:`slot_params`."""
    return SIZES.index(answer["size"]), COLOURS.index(answer["colour"])


# ---- cured patients: hooks, modifiers, converters (§19 patient hooks, UM-DEC-28) ------------------
def ongoing(state: UmState, seat: int) -> list[tuple[str, dict]]:
    """``(patient id, ongoing entry)`` of every cured ordinary patient of ``seat``."""
    out = []
    for pid in state.players[seat].cured:
        for entry in state.content.patients[pid]["ongoing"]:
            out.append((pid, entry))
    return out


def prices(state: UmState, seat: int) -> tuple[int, int, int, int]:
    """Coffee prices ``(transfer, elevate, ignore_suppress, good_idea)`` after coffee_cost modifiers."""
    c = state.content
    base = c.coffee_prices
    cured = state.players[seat].cured
    if not cured or not c.price_patients.intersection(cured):
        return base
    price = dict(zip(("transfer", "elevate", "ignore_suppress", "good_idea"), base, strict=True))
    for _, entry in ongoing(state, seat):
        if entry.get("modifier") == "coffee_cost":
            price[entry["conversion"]] = max(0, price[entry["conversion"]] + entry["delta"])
    return price["transfer"], price["elevate"], price["ignore_suppress"], max(1, price["good_idea"])


def basic_bonus(state: UmState, seat: int) -> int:
    """Extra hearts of a basic treatment (basic_treatment_hearts modifiers)."""
    return sum(entry["n"] for _, entry in ongoing(state, seat) if entry.get("modifier") == "basic_treatment_hearts")


def fire(step: Step, seat: int, when: str, action: str | None = None, source: str | None = None) -> None:
    """Push the effects of ``seat``'s cured patients hooked on ``when`` (once per matching event)."""
    effects: list[dict] = []
    for _pid, entry in ongoing(step.state, seat):
        if entry.get("when") != when:
            continue
        if when == "on_action" and entry.get("action") != action:
            continue
        if when == "on_method_gain" and source not in entry.get("from", []):
            continue
        effects += entry["effect"]
    if effects:
        step.push(effects, seat)
