"""The Game protocol (one per board game) and the registry of the four games."""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_app.engine.text import Text, TextError

if TYPE_CHECKING:
    from desktop_app.engine.action import Action, IllegalAction
    from desktop_app.engine.scoresheet import ScoreSheet
    from desktop_app.engine.state import GameState

SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
"""Who sits in a seat: a human, or a computer opponent at a level."""
MAX_NAME_LENGTH = 40
"""The longest player name, in every game: the new-game dialog, save files and score sheets
(:func:`name_fits` is the one rule)."""
MAX_SEATS = 8
"""No game of the library seats more players (a save with more is refused at once)."""
_SEAT_KEYS = frozenset(("name", "colour", "kind"))


def name_fits(name: str) -> bool:
    """The one rule for a player's name everywhere (seats, saves, sheets, dialogs): at most
    :data:`MAX_NAME_LENGTH` characters, each printable (no NUL, tab, line break or terminal escape)."""
    return len(name) <= MAX_NAME_LENGTH and name.isprintable()


class OptionsError(TextError):
    """Seats or variants that cannot be used: the message (a :class:`Text`) says why in the player's words."""


def _seat_from_json(data: Any, number: int) -> Seat:
    if not isinstance(data, dict):
        raise OptionsError("seat {number} is not described properly", number=number)
    unknown = sorted(str(k) for k in data if k not in _SEAT_KEYS)
    if unknown:
        raise OptionsError("seat {number} has an unknown setting '{name}'", number=number, name=unknown[0][:24])
    name, colour, kind = data.get("name"), data.get("colour", ""), data.get("kind", "human")
    if not isinstance(name, str) or not isinstance(colour, str):
        raise OptionsError("seat {number} has no proper name or colour", number=number)
    if len(name) > MAX_NAME_LENGTH:
        raise OptionsError("the name of seat {number} is longer than {limit} characters", number=number,
                           limit=MAX_NAME_LENGTH)
    if not name_fits(name) or not name_fits(colour):
        raise OptionsError("the name or colour of seat {number} holds characters that cannot be shown", number=number)
    if kind not in SEAT_KINDS:
        raise OptionsError("seat {number} is played by an unknown kind of player '{kind}' (known: {known})",
                           number=number, kind=str(kind)[:24], known=", ".join(SEAT_KINDS))
    return Seat(name, colour, kind)


@dataclass
class Seat:
    """A seat at the table: the player's name, colour (a content colour id) and who plays it."""

    name: str
    colour: str = ""
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.kind == "human"

    @staticmethod
    def fit_name(text: str) -> str:
        """``text`` made to fit :func:`name_fits`: control characters become spaces, surrounding spaces
        go, and it is cut to :data:`MAX_NAME_LENGTH` characters (what a name field does with a paste)."""
        return "".join(c if c.isprintable() else " " for c in text).strip()[:MAX_NAME_LENGTH]


@dataclass
class GameOptions:
    """Seats plus the game's variants and modules (``{option key: value}``)."""

    seats: list[Seat]
    variants: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {"seats": [asdict(s) for s in self.seats], "variants": dict(self.variants)}

    @classmethod
    def from_json(cls, data: Any) -> GameOptions:
        """Inverse of :meth:`to_json`; raises :class:`OptionsError` for anything else.

        Checks the shape (1 to :data:`MAX_SEATS` seats with a name, colour and a known kind;
        variants as a mapping of plain values). Whether a game offers those variants is
        :func:`options_refusal`'s business.
        """
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise OptionsError("the players are missing")
        unknown = sorted(str(k) for k in data if k not in ("seats", "variants"))
        if unknown:
            raise OptionsError("the game settings hold an unknown entry '{name}'", name=unknown[0][:24])
        seats = data["seats"]
        if not 1 <= len(seats) <= MAX_SEATS:
            raise OptionsError("no game here seats {count} players", count=len(seats))
        variants = data.get("variants", {})
        if not isinstance(variants, dict):
            raise OptionsError("the variants are not described properly")
        for key, value in variants.items():
            if not isinstance(key, str) or len(key) > 40 or not (value is None or type(value) in (bool, int, str)):
                raise OptionsError("the variant '{name}' has a value no game uses", name=str(key)[:24])
        return cls([_seat_from_json(s, i + 1) for i, s in enumerate(seats)], dict(variants))

    @classmethod
    def default(cls, players: int, kinds: list[str] | None = None, **variants: Any) -> GameOptions:
        """Seats named "Player 1".. with the given kinds (all computer "normal" if omitted)."""
        kinds = kinds or ["normal"] * players
        seats = [Seat(f"Player {i + 1}", "", kinds[i % len(kinds)]) for i in range(players)]
        return cls(seats, dict(variants))


@dataclass(frozen=True)
class OptionSpec:
    """A variant or module offered in the new-game dialog.

    ``kind`` is ``bool`` or ``choice`` (``choices`` lists ``(value, {en, zh})``). ``applies``
    (``applies(variants, players) -> bool``, variants with their defaults filled in) says when the
    option matters at all — a puzzle only in puzzle mode, the Rival's level only when a Rival
    plays; the dialog greys out the others and the score summary leaves them out. None: always.
    """

    key: str
    name: dict[str, str]
    kind: str = "bool"
    default: Any = False
    choices: tuple[tuple[Any, dict[str, str]], ...] = ()
    help: dict[str, str] = field(default_factory=dict)
    applies: Callable[[dict[str, Any], int], bool] | None = field(default=None, compare=False)

    def applies_to(self, variants: dict[str, Any], players: int) -> bool:
        """True when this option matters with ``variants`` (defaults filled in) and ``players``."""
        return self.applies is None or bool(self.applies(variants, players))


def with_defaults(specs: Iterable[OptionSpec], variants: dict[str, Any]) -> dict[str, Any]:
    """``variants`` with every option of ``specs`` that is not set at its default."""
    return {**{spec.key: spec.default for spec in specs}, **variants}


class Game(ABC):
    """A board game: metadata, content loading, new states and the score calculator."""

    id: str = ""
    name: dict[str, str] = {}
    min_players: int = 1
    max_players: int = 4
    play_time: str = ""
    implemented: bool = True
    rules_file: str = ""  # e.g. "gutenberg.md" (shared/rules), shown in Help

    def __init_subclass__(cls, game_id: str | None = None, **kwargs: Any) -> None:
        """``class Gutenberg(Game, game_id="gutenberg")`` takes its metadata from the library table."""
        super().__init_subclass__(**kwargs)
        if game_id is not None:
            info = game_info(game_id)
            cls.id, cls.name, cls.play_time, cls.rules_file = info.id, info.name, info.play_time, info.rules_file
            cls.min_players, cls.max_players = info.min_players, info.max_players

    def data_dir(self) -> Path:
        """The built-in content folder ``data/<game id with _>``."""
        return Path(__file__).resolve().parents[2] / "data" / self.id.replace("-", "_")

    @abstractmethod
    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> Any:
        """Load and validate content (built-in, then each pack); raises ContentError."""

    def option_specs(self, content: Any) -> list[OptionSpec]:
        """The variants and modules this game offers."""
        return []

    def seat_colours(self, content: Any) -> list[tuple[str, dict[str, str], str]]:
        """The player colours a game prescribes, as ``(id, {"en", "zh"} name, "#rrggbb")``.

        Empty (the default): the app offers its own palette.
        """
        return []

    def check_options(self, options: GameOptions) -> IllegalAction | None:
        """Why these seats and variants cannot start a game (a rule of the game), or ``None``."""
        return None

    @abstractmethod
    def new_state(self, options: GameOptions, content: Any, seed: int) -> GameState:
        """A fresh game."""

    @abstractmethod
    def state_from_json(self, data: dict[str, Any], content: Any) -> GameState:
        """Restore a snapshot."""

    def heuristic(self, state: GameState, player: int) -> float:
        """How good ``state`` looks for ``player`` (greedy bot, ISMCTS leaf value)."""
        sheet = state.score_sheet()
        mine = sheet.players[player].total
        others = [p.total for i, p in enumerate(sheet.players) if i != player]
        return mine - (max(others) if others else 0)

    def inverse_actions(self, before: GameState, actions: list[Action],
                        now: GameState) -> list[Action] | IllegalAction | None:
        """The moves that take back ``actions`` (one gesture, made on ``before``) now, in real time.

        Undo while a game clock runs must not rewind the clock or other players' moves, so the
        controller takes a gesture back by making its inverse at the current game time (see
        ``desktop_app.controllers.undo_policy``). Return the inverse actions (checked on
        ``now`` by the controller), an :class:`IllegalAction` saying why this gesture has none
        (it is final), or ``None`` when the game has no inverse moves at all (the default).
        """
        return None

    def choose_action(self, view: GameState, player: int, level: str, budget_s: float,
                      rng: Any) -> Any:
        """A game-specific bot move, or ``None`` to use the generic bots of ``desktop_app.ai``."""
        return None

    def score_physical(self, sheet: dict[str, Any], source: str = "") -> ScoreSheet:
        """Score a finished physical game from a parsed sheet; raises SheetError."""
        raise SheetError(f"{self.id}: no score calculator for this game")

    def content_version(self, content: Any) -> str:
        """A short fingerprint of the content (stored in saves)."""
        return str(getattr(content, "version", "1"))


def options_refusal(game: Game, content: Any, options: GameOptions) -> Text | None:
    """Why ``game`` cannot be started with ``options`` (player count, variants, its own rules), or None.

    Every variant must be one of ``game.option_specs(content)``: a yes/no option holds
    ``true``/``false``, a choice one of its values (of the same type: ``1`` is not ``"1"``
    nor ``true``) or its default. Then ``game.check_options`` has its say.
    """
    if not game.min_players <= options.players <= game.max_players:
        return Text("{count} players is not allowed for {game}", count=options.players, game=game.name)
    specs = {o.key: o for o in game.option_specs(content)}
    for key, value in options.variants.items():
        spec = specs.get(key)
        if spec is None:
            return Text("{game} has no variant '{name}'", game=game.name, name=key[:24])
        if spec.kind == "bool":
            ok = type(value) is bool
        else:
            allowed = [c for c, _ in spec.choices] + [spec.default]
            ok = any(type(c) is type(value) and c == value for c in allowed)
        if not ok:
            return Text("the variant '{name}' of {game} cannot be '{value}'", name=key, game=game.name,
                        value=str(value)[:24])
    refusal = game.check_options(options)
    return None if refusal is None else Text("{reason} ({rule})", reason=refusal.reason, rule=refusal.rule_id)


class SheetError(ValueError):
    """A bad score sheet: the message names the player or field and the problem."""


@dataclass(frozen=True)
class GameInfo:
    """What the library shows of a game, known without importing its rules package.

    ``module`` is the rules package exporting ``GAME``; empty for a game not implemented yet.
    """

    id: str
    name: dict[str, str]
    min_players: int
    max_players: int
    play_time: str
    rules_file: str
    module: str = ""

    @property
    def implemented(self) -> bool:
        """True when the game has a rules package (it can be started)."""
        return bool(self.module)


class ComingSoon(Game):
    """A game in the library whose rules are not implemented yet (cannot be started)."""

    implemented = False

    def __init__(self, info: GameInfo) -> None:
        self.id, self.name, self.play_time, self.rules_file = info.id, info.name, info.play_time, info.rules_file
        self.min_players, self.max_players = info.min_players, info.max_players

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> Any:
        """Not available: the game is not implemented yet."""
        raise RuntimeError(f"{self.id} is not implemented yet")

    def new_state(self, options: GameOptions, content: Any, seed: int) -> GameState:
        """Not available: the game is not implemented yet."""
        raise RuntimeError(f"{self.id} is not implemented yet")

    def state_from_json(self, data: dict[str, Any], content: Any) -> GameState:
        """Not available: the game is not implemented yet."""
        raise RuntimeError(f"{self.id} is not implemented yet")


_LIBRARY = {info.id: info for info in (
    GameInfo("fit-to-print", {"en": "Fit To Print", "zh": "頭版大師"}, 1, 6, "15–30 min", "fit_to_print.md",
             "desktop_app.rules.fit_to_print"),
    GameInfo("gutenberg", {"en": "Gutenberg", "zh": "古騰堡"}, 1, 4, "60–120 min", "gutenberg.md",
             "desktop_app.rules.gutenberg"),
    GameInfo("viscounts", {"en": "Viscounts of the West Kingdom", "zh": "西國子爵"}, 1, 4, "60–90 min",
             "viscounts.md", "desktop_app.rules.viscounts"),
    GameInfo("unconscious-mind", {"en": "Unconscious Mind", "zh": "潛意識"}, 1, 4, "60–120 min",
             "unconscious_mind.md", "desktop_app.rules.unconscious_mind"),
)}
"""Every game in the library, in display order; each ``Game`` class reads its metadata from here."""

_LOADED: dict[str, Game] = {}


def game_ids() -> list[str]:
    """Every game in the library, in display order."""
    return list(_LIBRARY)


def game_info(game_id: str) -> GameInfo:
    """The library metadata of ``game_id`` (no rules imported); raises KeyError for an unknown id."""
    return _LIBRARY[game_id]


def get_game(game_id: str) -> Game:
    """The Game object for ``game_id``; raises KeyError for an unknown id."""
    if game_id in _LOADED:
        return _LOADED[game_id]
    info = _LIBRARY[game_id]
    if not info.implemented:
        _LOADED[game_id] = ComingSoon(info)
        return _LOADED[game_id]
    game = importlib.import_module(info.module).GAME
    _LOADED[game_id] = game
    return game


def register(game: Game) -> None:
    """Add a game to the registry (tests register their tiny game this way)."""
    _LOADED[game.id] = game
