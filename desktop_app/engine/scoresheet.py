"""Score sheets: per player, per category, totals, winners and the tie-break reason.

Everything a sheet says in words is a :class:`~desktop_app.engine.text.Text` (or a name
mapping), so the score dock, the end-of-game summary and the printed PDF render it in the
chosen language: the tie-break reason, the notes, the labels of the per-player details and the
variants. Plain strings are still accepted (they print as they are).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.text import Text

TIE_BROKEN = "tie on points broken by {desc}"
"""The tie-break sentence of :func:`rank_by` (``desc`` is the deciding tie-breaker)."""
SHARED_VICTORY = "shared victory (tie on points and every tie-breaker)"


@dataclass(frozen=True)
class Category:
    """A scoring category: a stable id and its names in English and 繁體中文."""

    id: str
    en: str
    zh: str


@dataclass
class PlayerScore:
    """One player's line: points per category id, total, rank (1 = best) and extra details."""

    name: str
    categories: dict[str, int]
    total: int
    rank: int = 0
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class ScoreSheet:
    """The result (or live standing) of a game.

    ``tie_break`` is a Text (empty string when the first place was not tied); ``notes`` are
    Texts. ``details`` per player carry the tie-breaker values and anything a game wants to
    print; ``detail_labels`` maps the detail keys worth printing to a Text with a ``{value}``
    argument (``Text("Letters owned: {value}")``). ``variant_labels`` are the options of the
    game as players saw them, ``(name, value)`` name mappings (see :func:`option_labels`).
    """

    game_id: str
    game_name: dict[str, str]
    categories: list[Category]
    players: list[PlayerScore]
    winners: list[int]
    tie_break: Text | str = ""
    final: bool = False
    seed: int | None = None
    date: str = ""
    variants: dict[str, Any] = field(default_factory=dict)
    notes: list[Text | str] = field(default_factory=list)
    detail_labels: dict[str, Text] = field(default_factory=dict)
    variant_labels: list[tuple[Any, Any]] = field(default_factory=list)
    progress: list[list[int]] = field(default_factory=list)
    """Each line's total after each round of an app game (the summary's chart); empty when unknown."""

    def standings(self) -> list[int]:
        """Player indexes by rank (best first; equal ranks keep seat order)."""
        return sorted(range(len(self.players)), key=lambda i: (self.players[i].rank or 99, i))

    def to_json(self) -> dict[str, Any]:
        """The ``score --json`` shape: game, players (name, total, categories, ...), winners.

        Texts are given in English.
        """
        return {
            "game": self.game_id,
            "final": self.final,
            "players": [
                {"name": p.name, "total": p.total, "rank": p.rank,
                 "categories": dict(p.categories), **_plain(p.details)}
                for p in self.players
            ],
            "winners": [self.players[i].name for i in self.winners],
            "tie_break": str(self.tie_break),
            "seed": self.seed,
            "date": self.date,
            "variants": self.variants,
            "notes": [str(n) for n in self.notes],
        }


def _plain(value: Any) -> Any:
    """``value`` with every Text rendered in English (for JSON)."""
    if isinstance(value, Text):
        return value.render()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def as_text(value: Text | str) -> Text:
    """``value`` as a Text: an English string becomes a Text whose key it is."""
    return value if isinstance(value, Text) else Text(str(value))


ON_OFF = ({"en": "off", "zh": "關"}, {"en": "on", "zh": "開"})
"""How a switch option prints (off, on)."""


def option_labels(specs: Iterable[Any], variants: dict[str, Any], players: int | None = None) -> list[tuple[Any, Any]]:
    """The options of a game as players see them: ``[(name, value)]``, both ``{en, zh}`` mappings.

    ``specs`` are the game's ``OptionSpec`` (``key``, ``name``, ``kind``, ``default``,
    ``choices``, ``applies``). An option that is not set takes its default. A module or variant
    that is a switch is listed when it is on; a choice is listed with its value, unless the value
    is not one of its choices (an unused puzzle id, say). An option that does not matter in this
    game (``applies`` says no: the puzzle of a real-time game) is left out when ``players`` is
    given. Keys without a spec are left out.
    """
    specs = list(specs)
    filled = {**{spec.key: spec.default for spec in specs}, **variants}
    out = []
    for spec in specs:
        applies = getattr(spec, "applies_to", None)
        if players is not None and applies is not None and not applies(filled, players):
            continue
        value = variants.get(spec.key, spec.default)
        if spec.kind == "bool":
            if value:
                out.append((spec.name, ON_OFF[True]))
            continue
        label = next((name for choice, name in spec.choices if choice == value), None)
        if label is not None:
            out.append((spec.name, label))
    return out


def rank_by(
    players: Sequence[PlayerScore],
    keys: Sequence[tuple[Text | str, Callable[[int], Any]]],
) -> tuple[list[int], Text | str]:
    """Rank players by total, then by each tie-breaker ``(description, key(i))`` (higher wins).

    Sets each ``rank`` (equal ranks for a tie that no key breaks) and returns the winners and
    the reason the first place was decided by: ``""`` if the totals alone decided it, else
    ``Text(TIE_BROKEN, desc=<the description>)``, or ``Text(SHARED_VICTORY)`` when every key
    ties. A description may be a Text or an English string (translated as a key).
    """
    order = list(range(len(players)))
    full_keys = [lambda i: players[i].total] + [k for _, k in keys]
    order.sort(key=lambda i: tuple(k(i) for k in full_keys), reverse=True)
    for pos, i in enumerate(order):
        if pos and all(k(i) == k(order[pos - 1]) for k in full_keys):
            players[i].rank = players[order[pos - 1]].rank
        else:
            players[i].rank = pos + 1
    if not order:
        return [], ""
    best = order[0]
    tied = [i for i in order if players[i].total == players[best].total]
    if len(tied) == 1:
        return [best], ""
    reason: Text | str = ""
    for desc, key in keys:
        top = max(key(i) for i in tied)
        tied_next = [i for i in tied if key(i) == top]
        if len(tied_next) < len(tied):
            reason = Text(TIE_BROKEN, desc=as_text(desc))
            tied = tied_next
        if len(tied) == 1:
            return tied, reason
    return sorted(tied), Text(SHARED_VICTORY)

