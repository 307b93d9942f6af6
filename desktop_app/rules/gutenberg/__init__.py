"""Gutenberg (古騰堡): printing houses bid hidden action tokens, turn gears and print orders.

Rules: ``shared/rules/gutenberg.md`` (rule IDs GUT-*). Modules: ``content`` (YAML models),
``model`` (state attributes, documented for the Qt scene), ``setup``, ``flow`` (rounds and
effects), ``moves`` (legal actions and handlers), ``gears`` (the gear train), ``rival`` (solo),
``diagnose`` (refusal reasons), ``state`` (the engine contract), ``scoring``, ``bot``.

Where the Chinese source and the spec differ, the source wins; no such difference changes the
rules implemented here (the spec's GUT-GAP-12 already resolves the source's slips).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.engine.game import Game, GameOptions, OptionSpec
from desktop_app.rules.gutenberg.content import Content, load_content
from desktop_app.rules.gutenberg.scoring import score_physical
from desktop_app.rules.gutenberg.setup import new_game
from desktop_app.rules.gutenberg.state import GutenbergState


class GutenbergGame(Game, game_id="gutenberg"):
    """The Game object for Gutenberg. Names, players, play time and rules file come from the library table."""

    _built_in: Content | None = None

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> Content:
        """Load ``data/gutenberg`` plus content packs; raises ContentError."""
        return load_content(self.data_dir(), tuple(pack_dirs))

    def option_specs(self, content: Any) -> list[OptionSpec]:
        """Variants: character abilities, ink refill, the Rival's difficulty, the first player."""
        return [
            OptionSpec("character_abilities", {"en": "Character abilities", "zh": "角色能力"}, "bool", False,
                       help={"en": "Character tiles also give their ability (GUT-GAP-07).",
                             "zh": "角色板塊同時提供其能力（GUT-GAP-07）。"}),
            OptionSpec("ink_refill", {"en": "Ink refill", "zh": "墨水補充"}, "choice", "topup",
                       (("topup", {"en": "Slide and top up", "zh": "左移後補滿"}),
                        ("reset", {"en": "Return and redraw", "zh": "放回後重抽"}))),
            OptionSpec("rival_difficulty", {"en": "Rival (solo)", "zh": "虛擬玩家（單人）"}, "choice", "journeyman",
                       tuple((d, content.name(d)) for d in content.rival_difficulty),
                       applies=lambda v, n: n == 1 or (bool(v.get("rival_seat")) and 2 <= n <= 3)),
            OptionSpec("rival_seat", {"en": "Rival in a 2–3 player game", "zh": "多人遊戲加入虛擬玩家"}, "bool", False,
                       help={"en": "A scripted Rival takes an extra seat; it never wins (GUT-SOLO-06).",
                             "zh": "虛擬玩家佔用一個額外座位，但不會獲勝（GUT-SOLO-06）。"},
                       applies=lambda _v, n: 2 <= n <= 3),
            OptionSpec("first_player", {"en": "First player", "zh": "起始玩家"}, "choice", "random",
                       (("random", {"en": "Random", "zh": "隨機"}),
                        *((i, {"en": f"Seat {i + 1}", "zh": f"座位 {i + 1}"}) for i in range(4))),
                       applies=lambda _v, n: n > 1),
        ]

    def seat_colours(self, content: Content) -> list[tuple[str, dict[str, str], str]]:
        """Player colours distinct from the ink colours (GUT-GAP-11), from ``rules.yaml``."""
        return [(c.id, c.name.model_dump(), c.rgb) for c in content.rules.player_colours]

    def new_state(self, options: GameOptions, content: Content, seed: int) -> GutenbergState:
        """A new game (GUT-SET-*); one seat plays solo against the Rival."""
        return new_game(options, content, seed)

    def state_from_json(self, data: dict[str, Any], content: Content) -> GutenbergState:
        """Restore a snapshot."""
        return GutenbergState.from_json(data, content)

    def heuristic(self, state: GutenbergState, player: int) -> float:
        """Estimated final margin of ``player`` (used by the bots)."""
        from desktop_app.rules.gutenberg.bot import evaluate
        return evaluate(state, player)

    def choose_action(self, view: GutenbergState, player: int, level: str, budget_s: float, rng: Any) -> Any:
        """The Gutenberg computer printer (easy / normal / hard)."""
        from desktop_app.rules.gutenberg.bot import choose
        return choose(view, player, level, budget_s, rng)

    def score_physical(self, sheet: dict[str, Any], source: str = "", content: Content | None = None):
        """Score a physical game's sheet (GUT-END-*) against ``content`` (default: built-in); raises SheetError."""
        if content is None:
            if self._built_in is None:
                self._built_in = self.load_content(())
            content = self._built_in
        return score_physical(sheet, source, content)

    def content_version(self, content: Content) -> str:
        """The content hash."""
        return content.version


GAME = GutenbergGame()

__all__ = ["GAME", "GutenbergGame", "GutenbergState"]
