"""Unconscious Mind (潛意識): psychoanalysts in Vienna place ideas, treat patients and publish (1–4 players).

Rules: ``shared/rules/unconscious_mind.md`` (rule IDs UM-*); solo mode UM-SOLO (§15.1). Modules:
``schema`` / ``content`` (YAML and the §19 effect vocabulary), ``model`` (state attributes, for the
Qt scene), ``state`` (the engine contract on one effect stack), ``ops`` (the interpreter), ``turn``
(turn table, setup choices, goals, end, solo Freud step), ``setup``, ``meeting`` (ideas and
actions), ``rondel``, ``insights`` (dial, coffee, payments), ``methods`` (market, grid, era II),
``patients`` (treatment, refills), ``vienna`` (map, recall), ``research`` (cards, treatises),
``prestige``, ``doable``, ``refusals``, ``scoring`` / ``calculator`` (final scoring, score sheets),
``bot`` (computer psychoanalysts).

Checked rule by rule against the Chinese source (seeds, from line 567), which wins where they differ:
no rule the engine implements differs. Two source wordings are read as the spec does: "能以新板塊取代"
(a full grid *may* take a new tile by replacing one, UM-MTH-10: the new tile always replaces one, as
it has nowhere else to go) and the activation bonus of professor and Freud (the source does not say
"only if there"; UM-DEC-08 counts each only when on the activated location). Two choices of §20 are
not asked because one answer is never worse: which marker kind (neutral / player colour) moves in a
ring (``insights.pick_kind``) and how much coffee to convert into good ideas at the end (all of it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.game import Game, GameOptions, OptionSpec
from desktop_app.rules.unconscious_mind.content import UmContent, load_content
from desktop_app.rules.unconscious_mind.schema import SOLO_LEVELS
from desktop_app.rules.unconscious_mind.state import UmState

LEVEL_NAMES = {"easy": {"en": "Easy", "zh": "簡單"}, "normal": {"en": "Normal", "zh": "普通"},
               "hard": {"en": "Hard", "zh": "困難"}}
"""The solo difficulties as the new-game dialog names them."""


class UnconsciousMind(Game, game_id="unconscious-mind"):
    """The Game object for Unconscious Mind. Names, players, play time and rules file come from the library table."""

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> UmContent:
        """Load ``data/unconscious_mind`` plus packs (ContentError names file:line: field)."""
        return load_content(self.data_dir(), tuple(pack_dirs))

    def option_specs(self, content: UmContent) -> list[OptionSpec]:
        """The start player: random (UM-SET-20) or a seat of the host's choice; the solo difficulty (UM-SOLO-05)."""
        targets = content.rules.solo.targets
        return [OptionSpec("first_player", {"en": "Start player", "zh": "起始玩家"}, "choice", "random",
                           (("random", {"en": "Random", "zh": "隨機"}),
                            *((i, {"en": f"Seat {i + 1}", "zh": f"座位 {i + 1}"}) for i in range(4))),
                           help={"en": "Who takes the pocket watch (UM-SET-20).", "zh": "誰拿起始玩家懷錶（UM-SET-20）。"},
                           applies=lambda _v, n: n > 1),
                OptionSpec("solo_level", {"en": "Difficulty (solo)", "zh": "難度（單人）"}, "choice", "normal",
                           tuple((level, LEVEL_NAMES[level]) for level in SOLO_LEVELS),
                           help={"en": "The score a solo game needs to win: easy {easy}, normal {normal}, hard {hard} VP "
                                       "(UM-SOLO-05).".format(**targets),
                                 "zh": "單人遊戲獲勝所需分數：簡單 {easy}、普通 {normal}、困難 {hard} 分"
                                       "（UM-SOLO-05）。".format(**targets)},
                           applies=lambda _v, n: n == 1)]

    def check_options(self, options: GameOptions) -> IllegalAction | None:
        """1–4 seats; a chosen start seat must exist; the solo difficulty is easy, normal or hard."""
        if not 1 <= options.players <= 4:
            return IllegalAction("UM-SET-14", "Unconscious Mind takes 1–4 players")
        if options.variants.get("solo_level", "normal") not in SOLO_LEVELS:
            return IllegalAction("UM-SOLO-05", "The solo difficulty is easy, normal or hard")
        first = options.variants.get("first_player", "random")
        if first != "random" and (not isinstance(first, int) or not 0 <= first < options.players):
            return IllegalAction("UM-SET-20", "The start player must be one of the seats")
        return None

    def new_state(self, options: GameOptions, content: UmContent, seed: int) -> UmState:
        """A new game (UM-SET-01..22; one seat = the solo mode, UM-SOLO-01)."""
        from desktop_app.rules.unconscious_mind.setup import new_game

        refusal = self.check_options(options)
        if refusal is not None:
            raise ValueError(refusal.message())
        return new_game(options, content, seed)

    def state_from_json(self, data: dict[str, Any], content: UmContent) -> UmState:
        """Restore a snapshot."""
        return UmState.from_json(data, content)

    def heuristic(self, state: UmState, player: int) -> float:
        """Estimated final margin of ``player`` (``bot.evaluate``)."""
        from desktop_app.rules.unconscious_mind.bot import evaluate

        return evaluate(state, player)

    def choose_action(self, view: UmState, player: int, level: str, budget_s: float, rng: Any) -> Any:
        """The computer psychoanalyst (``bot.py``) for every level but random."""
        if level == "random":
            return None
        from desktop_app.rules.unconscious_mind.bot import choose

        return choose(view, player, level, budget_s, rng)

    def score_physical(self, sheet: dict[str, Any], source: str = ""):
        """Score a physical game's sheet (``calculator.py``); raises SheetError."""
        from desktop_app.rules.unconscious_mind.calculator import score_physical

        return score_physical(_built_in(self), sheet, source)

    def check_invariants(self, state: UmState) -> list[str]:
        """Broken invariants of a position (``simulate`` and the self-play tests call it)."""
        from desktop_app.rules.unconscious_mind.invariants import problems

        return problems(state)

    def content_version(self, content: UmContent) -> str:
        """The content hash."""
        return content.version


_CONTENT: dict[str, UmContent] = {}


def _built_in(game: UnconsciousMind) -> UmContent:
    key = str(game.data_dir())
    if key not in _CONTENT:
        _CONTENT[key] = game.load_content()
    return _CONTENT[key]


GAME = UnconsciousMind()

__all__ = ["GAME", "UnconsciousMind", "UmState"]
