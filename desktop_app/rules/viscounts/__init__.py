"""Viscounts of the West Kingdom (西國子爵): move your viscount, build your tableau, act with its icons.

Rules: ``shared/rules/viscounts.md`` (VIS-*, GAP-*, DEC-*; the base game and the solo Steward).
Modules: ``vocabulary`` / ``shorthand`` (the §11 effect ops and the §11.1 YAML shorthand),
``schema`` / ``content`` (``data/viscounts/<set>/*.yaml``), ``model`` (the state's data, documented
for the scene), ``layout`` (the assembled kingdom), ``abilities`` (icons, power, modifiers,
triggers), the rules by family — ``setup``, ``turn`` (the turn table, phases 1/2/4/6, rounds, the
end), ``actions`` (phase 3: banish, trade, build, place workers, transcribe), ``castle``
(movement, knock-outs, leader), ``collision`` (phase 5), ``cards`` (draw, reshuffle, destroy,
hire), ``basics`` (silver, resources, markers, debts and deeds), ``steward`` (solo), the expansions
— ``gates`` (Gates of Gold: King's Orders, outsiders, build bonus cards, wild manuscripts),
``board_abilities`` (its manuscript board), ``keys`` (Keeper of Keys: public buildings, chests),
``ribbons`` (manuscripts as they count), ``expansion_vocabulary`` (their effect ops) — ``interp``
(the interpreter with every op), ``state`` (the engine contract), ``view`` (hidden information),
``diagnose`` (refusal reasons), ``scoring`` / ``calculator`` (VIS-SCORE), ``bot`` (computer players).

Expansions plug in as content sets beside ``base/`` (``gog/``, ``kok/``), as vocabulary modules
(``expansion_vocabulary``) and as hooks the base rules call when the options ``gates_of_gold`` and
``keeper_of_keys`` switch them on (independently, in solo too; the Steward never takes their
components, GAP-13).

Spec and source (``shared/seeds``, the Chinese rules text, lines 3–403): the spec follows the
source closely; checked rule by rule. Where they differ the source wins: with the second trading
post every banish costs 1 silver (source 「所有居民卡的遣散費用皆為 1 銀幣」; VIS-BAN-04 / DEC-12
say at most 1, which differs only for a value-0 card, and there is none); our own cards that set
or lower banish costs (Smuggler) still apply on top. Where the spec says "tableau" for the
criminal icons counted (VIS-COL-03, VIS-BLDG-08, VIS-SHUF-01) the source says the player board;
the engine counts the whole board (permanent icons included, DEC-42). The source has no solo
rules: the Steward (GAP-13) is ours.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.game import Game, GameOptions, OptionSpec
from desktop_app.rules.viscounts.content import load_content
from desktop_app.rules.viscounts.content_model import VisContent
from desktop_app.rules.viscounts.state import VisState

LEVELS = ("easy", "normal", "hard")
MODULES = ("gates_of_gold", "keeper_of_keys")
"""The expansions' option keys (bool): Gates of Gold (§7) and Keeper of Keys (§8)."""


class Viscounts(Game, game_id="viscounts"):
    """The Game object for Viscounts. Names, players, play time and rules file come from the library table."""

    _tables = None

    def data_dir(self) -> Path:
        """``data/viscounts`` (the sets are its sub-folders)."""
        return Path(__file__).resolve().parents[3] / "data" / "viscounts"

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> VisContent:
        """Load ``data/viscounts/<set>/`` plus content packs; raises ContentError."""
        return load_content(self.data_dir(), tuple(pack_dirs))

    def option_specs(self, content: Any) -> list[OptionSpec]:
        """The two expansions (when their content is there) and the solo Steward's difficulty (GAP-13)."""
        names = {"easy": {"en": "Easy", "zh": "簡單"}, "normal": {"en": "Normal", "zh": "普通"},
                 "hard": {"en": "Hard", "zh": "困難"}}
        specs = []
        if getattr(content, "gates", None) is not None:
            specs.append(OptionSpec("gates_of_gold", {"en": "Gates of Gold (expansion)", "zh": "輝煌拱門（擴充）"},
                                    "bool", False, help={
                                        "en": "Manuscript boards, King's Orders and outsiders, build bonus cards, more "
                                              "heroes, townsfolk and manuscripts (GOG).",
                                        "zh": "手抄本圖板、國王命令與外來者、建造獎勵卡，以及更多英雄、居民與手抄本（GOG）。"}))
        if getattr(content, "keys", None) is not None:
            specs.append(OptionSpec("keeper_of_keys", {"en": "Keeper of Keys (expansion)", "zh": "守衛密鑰（擴充）"},
                                    "bool", False, help={
                                        "en": "Public buildings, treasure chests under your tableau, more townsfolk and "
                                              "manuscripts (KOK).",
                                        "zh": "公共建築、玩家圖板下方的寶箱，以及更多居民與手抄本（KOK）。"}))
        specs.append(OptionSpec("steward_level", {"en": "Steward (solo)", "zh": "總管（單人）"}, "choice", "normal",
                                tuple((lvl, names[lvl]) for lvl in LEVELS),
                                help={"en": "In a solo game the Steward's score gets a bonus by difficulty and by the "
                                            "expansions chosen, set so that the computer player of the same level "
                                            "wins about half its games (GAP-13).",
                                      "zh": "單人遊戲時，總管依難度與所選擴充獲得分數加成，使同等級的電腦玩家約贏"
                                            "一半的對局（GAP-13）。"},
                                applies=lambda _v, n: n == 1))
        return specs

    def check_options(self, options: GameOptions) -> IllegalAction | None:
        """VIS-COMP-01: 1–4 players; the Steward's level must be one of its three."""
        if not 1 <= options.players <= 4:
            return IllegalAction("VIS-COMP-01", "Viscounts is for 1 to 4 players")
        if options.variants.get("steward_level", "normal") not in LEVELS:
            return IllegalAction("GAP-13", "The Steward is easy, normal or hard")
        for key in MODULES:
            if not isinstance(options.variants.get(key, False), bool):
                return IllegalAction("GOG-SETUP-01" if key == "gates_of_gold" else "KOK-SETUP-01",
                                     "An expansion is on or off (true or false)")
        return None

    def new_state(self, options: GameOptions, content: VisContent, seed: int) -> VisState:
        """A new game, set up up to the first draft decision (VIS-SETUP)."""
        refusal = self.check_options(options)
        if refusal is not None:
            raise ValueError(refusal.message())
        unknown = sorted(set(options.variants) - {"steward_level", *MODULES})
        if unknown:
            raise ValueError(f"Viscounts has no option {unknown[0]!r}")
        modules = tuple(m for m in MODULES if options.variants.get(m))
        missing = [m for m, part in (("gates_of_gold", "gates"), ("keeper_of_keys", "keys"))
                   if m in modules and getattr(content, part) is None]
        if missing:
            raise ValueError(f"the content has no {missing[0]} files")
        from desktop_app.rules.viscounts.setup import start
        state = VisState(content, [s.name for s in options.seats], [s.kind for s in options.seats], seed,
                         options.variants.get("steward_level", "normal"), modules)
        start(state)
        state.run()
        return state

    def state_from_json(self, data: dict[str, Any], content: VisContent) -> VisState:
        """Restore a snapshot."""
        return VisState.from_json(data, content)

    def heuristic(self, state: VisState, player: int) -> float:
        """The estimated margin over the best opponent (``evaluate.margin``)."""
        from desktop_app.rules.viscounts.evaluate import margin
        return margin(state, player)

    def choose_action(self, view: VisState, player: int, level: str, budget_s: float, rng: Any) -> Any:
        """The computer viscount (``bot.py``) for every level."""
        from desktop_app.rules.viscounts.bot import choose
        return choose(view, player, level, budget_s, rng)

    def score_physical(self, sheet: dict[str, Any], source: str = ""):
        """The score calculator for a physical game (VIS-SCORE-01..15); raises SheetError."""
        from desktop_app.rules.viscounts.calculator import score_sheet_dict
        from desktop_app.rules.viscounts.scoring import tables_of
        if self._tables is None:
            self._tables = tables_of(self.load_content())
        return score_sheet_dict(sheet, self._tables, source)

    def check_invariants(self, state: VisState) -> list[str]:
        """Broken invariants of a finished game (``simulate`` reports them as errors)."""
        from desktop_app.rules.viscounts.invariants import problems
        return problems(state)

    def content_version(self, content: VisContent) -> str:
        """The content hash."""
        return content.version


GAME = Viscounts()

__all__ = ["GAME", "Viscounts", "VisState"]
