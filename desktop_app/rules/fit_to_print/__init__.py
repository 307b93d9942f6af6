"""Fit To Print (頭版大師): real-time newspaper layout for 1–6 editors (rules: fit_to_print.md).

The source (a Traditional Chinese preview) only ever calls the game 《Fit To Print》; it gives no
Chinese title, so the app uses 頭版大師. Where the spec and the source differ the source wins.

Source notes (seeds lines 407–564, checked rule by rule against the spec): no disagreement was
found; every number (1–6 players, 3 days, points 1/2, white space +3/+1/−1, −1 per desk tile,
floors at 0, N focus tiles drawn or 3 with 2 players, −10 for being more than $5 behind with 2
players, lowest income closes, ties by income then the lowest Sunday token) matches. The
source's "draw 1 card from each deck at the start of each day" is read as FTP-DEC-11 (its setup
note limits setup to the Friday deck; one card a day from that day's deck); the option
``breaking_cumulative`` keeps earlier cards in force. The source calls the business category
both 商業與科技 and 商業與科學 (FTP-DEC-12: one category, ``business_tech``).

Modules: ``content``/``schema`` (YAML), ``geometry`` (bitmask grid), ``model``/``state`` (the
state; attribute names documented in ``model``), ``gathering``, ``layout``, ``day`` (setup, clock,
round end, draft), ``check`` (FTP-CHK), ``conditions``/``scoring`` (FTP-SCO, FTP-GAP-05),
``endgame`` (FTP-END, FTP-TIE), ``calculator`` (FTP-CAL), ``preview`` (live score),
``editor_ai``/``planner`` (computer editors), ``quality`` (planned vs random layouts), ``undo``
(a layout gesture's inverse, for undo while the clock runs), ``table_stats`` (how editors
gathered, read from a record).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.game import Game, GameOptions
from desktop_app.rules.fit_to_print.content import FtpContent, load_content
from desktop_app.rules.fit_to_print.day import setup
from desktop_app.rules.fit_to_print.model import day_for
from desktop_app.rules.fit_to_print.options import migrate_variants, option_specs, parse_settings
from desktop_app.rules.fit_to_print.state import FtpState


class FitToPrint(Game, game_id="fit-to-print"):
    """The Fit To Print game object. Names, players, play time and rules file come from the library table."""

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> FtpContent:
        """Load ``data/fit_to_print`` plus packs (raises ContentError naming file:line: field)."""
        return load_content(self.data_dir(), pack_dirs)

    def option_specs(self, content: FtpContent) -> list:
        """Modes, timer, advanced modules (FTP-ADV-01/02) and the assistant."""
        return option_specs(content)

    def check_options(self, options: GameOptions) -> IllegalAction | None:
        """FTP-RT-08: one mouse cannot serve two real-time players, so several humans play turn-based."""
        humans = sum(seat.is_human for seat in options.seats)
        mode = migrate_variants(dict(options.variants)).get("mode", "realtime")
        if humans > 1 and mode != "turn_based":  # family mode is a separate option (FTP-GAP-11)
            return IllegalAction("FTP-RT-08", "Several human players play the turn-based hot-seat mode")
        return None

    def new_state(self, options: GameOptions, content: FtpContent, seed: int) -> FtpState:
        """A fresh game (FTP-SET-01..07)."""
        settings = parse_settings(dict(options.variants), content)
        n = options.players
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"Fit To Print takes 1–6 players, not {n}")
        if settings.is_puzzle and n != 1:
            raise ValueError("a puzzle is played by one player (FTP-GAP-10)")
        state = FtpState.__new__(FtpState)
        state._init_fields(content, settings, [s.kind for s in options.seats], [s.name for s in options.seats])
        state.day = day_for(content, settings, 0)
        setup(state, seed)
        return state

    def state_from_json(self, data: dict[str, Any], content: FtpContent) -> FtpState:
        """Restore a snapshot."""
        return FtpState.from_json(data, content)

    def heuristic(self, state: FtpState, player: int) -> float:
        """Total score so far plus a live estimate of the current page."""
        from desktop_app.rules.fit_to_print.preview import preview_score
        sheet = state.score_sheet()
        mine = sheet.players[player].total
        if state.stage == "play":
            mine += preview_score(state, player)["total"]
        return float(mine)

    def inverse_actions(self, before: FtpState, actions: list, now: FtpState):
        """Undo in real time: the commands that take a layout gesture back now (``undo.py``)."""
        from desktop_app.rules.fit_to_print.undo import inverse_actions
        return inverse_actions(before, actions, now)

    def choose_action(self, view: FtpState, player: int, level: str, budget_s: float, rng: Any):
        """The computer editor (``editor_ai.py``) for every level."""
        from desktop_app.rules.fit_to_print.editor_ai import choose
        return choose(view, player, level)

    def score_physical(self, sheet: dict[str, Any], source: str = ""):
        """The score calculator (FTP-CAL-01..04); raises SheetError."""
        from desktop_app.rules.fit_to_print.calculator import score_sheet_dict
        return score_sheet_dict(self, sheet, source)

    def table_stats(self, actions: list, state: FtpState) -> dict[str, Any]:
        """Per day and seat: tiles taken, kept, returned (and again), and the day scores
        (``simulate --through-app``, :mod:`~desktop_app.rules.fit_to_print.table_stats`)."""
        from desktop_app.rules.fit_to_print.table_stats import day_scores, gathering_by_day
        return {"gathering": gathering_by_day(actions, state.n), "day_scores": day_scores(state)}

    def content_version(self, content: FtpContent) -> str:
        """The content hash."""
        return content.version


GAME = FitToPrint()
