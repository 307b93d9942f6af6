"""The one verdict on a save file: what its moves make of the game, and whether that can be trusted.

:func:`restore` replays a parsed record (:meth:`GameRecord.loads`) and gives one of three verdicts,
the same for Game ▸ Open, the resume offer, the library and ``replay``:

- **refused** (:class:`RecordError`): seats or variants the game does not offer; an edit found by
  the file's own hashes, named — the settings, the move where the edited moves part from the saved
  game, or the saved position; a setup or a move the rules cannot replay;
- **unchecked** (:attr:`Restored.unchecked` says why, in plain words): the moves replay but cannot
  be checked against the saved game — the file holds no saved position, the game's content or its
  rules changed since it was saved, or it was saved by an earlier Board Table (format 1, without
  hashes) whose position today's rules do not reach. The player is told and chooses whether to
  open it from its moves; moves that today's rules no longer allow are left out from the first
  one on (never silently: that is one of the reasons);
- **checked**: the replay arrives exactly at the saved position.

The state is always the replayed one: nothing of a snapshot is ever trusted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.event import Event
from desktop_app.engine.game import MAX_NAME_LENGTH, Game, GameOptions, options_refusal
from desktop_app.engine.record import GameRecord, RecordError, next_move_hash, save_hash, setup_hash
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text

SEAT_COLOUR_IDS = ("red", "blue", "green", "yellow", "purple", "black", "white", "orange", "brown")
"""The app's own player colours (the new-game dialog's palette) for a game without colours of its own."""


@dataclass
class Restored:
    """What :func:`restore` made of a record.

    ``state`` is the replay of the first ``moves`` moves (all of them unless today's rules refuse
    a later one); ``unchecked`` holds why the replay could not be checked against the saved game
    (empty: it was, and it matched); ``notes`` what was migrated from an earlier format (for the
    log). ``content_changed``: the game's content is not the one it was saved with.
    """

    state: GameState
    moves: int
    unchecked: list[Text] = field(default_factory=list)
    notes: list[Text] = field(default_factory=list)
    content_changed: bool = False

    @property
    def checked(self) -> bool:
        """True when the replay reached the saved position exactly."""
        return not self.unchecked


def colour_ids(game: Game, content: Any) -> list[str]:
    """The colour ids a seat of ``game`` may have: the game's own colours, then the app's palette.

    The new-game dialog offers a game's own colours when it has some; a game started otherwise
    (the command line, Play again of an earlier game) may hold a palette colour, which the table
    draws as well, so its saves must open too.
    """
    own = [colour for colour, _name, _rgb in game.seat_colours(content)]
    return own + [colour for colour in SEAT_COLOUR_IDS if colour not in own]


def seats_refusal(game: Game, content: Any, options: GameOptions) -> Text | None:
    """Why the seats cannot be used (as the new-game dialog demands), or None.

    Every seat has a name, no two the same; a colour is empty (none chosen) or one the game can be
    played with (:func:`colour_ids`), no two seats the same.
    """
    known = colour_ids(game, content)
    names: set[str] = set()
    colours: set[str] = set()
    for number, seat in enumerate(options.seats, 1):
        name = seat.name.strip()
        if not name:
            return Text("seat {number} has no name", number=number)
        if name in names:
            return Text("two seats have the same name '{name}'", name=name)
        names.add(name)
        if not seat.colour:
            continue
        if seat.colour not in known:
            return Text("the colour '{colour}' of seat {number} is not one of the colours of {game} ({known})",
                        colour=seat.colour, number=number, game=game.name, known=", ".join(known))
        if seat.colour in colours:
            return Text("two seats have the same colour '{colour}'", colour=seat.colour)
        colours.add(seat.colour)
    return None


def edit_refusal(record: GameRecord, raw: dict[str, Any]) -> Text | None:
    """Where a file of format 2 or later was edited after it was saved, by its own hashes; None when intact.

    Names the settings, the move where the file's moves part from the saved game (also when
    moves were added or removed), or the saved position. A format-1 file has no hashes: None.
    """
    if raw.get("version", 1) < 2:
        return None
    setup = setup_hash(record.game_id, record.content_version, record.options.to_json(), record.seed)
    if setup != raw["setup_hash"]:
        return Text("the game's settings (players, variants, seed or content version) were changed after it was saved")
    saved, texts = raw["move_hashes"], raw["actions"]
    previous = setup
    for number, text in enumerate(texts, 1):
        if number > len(saved):
            return Text("moves were added after move {number}, the last one saved", number=len(saved))
        previous = next_move_hash(previous, text)
        if previous != saved[number - 1]:
            return Text("the moves were changed after the game was saved: they part from the saved game "
                        "at move {number} ({move})", number=number, move=text[:80])
    if len(saved) > len(texts):
        return Text("moves were removed after move {number}: the game was saved with {saved} moves",
                    number=len(texts), saved=len(saved))
    if raw.get("snapshot") is not None and save_hash(previous, raw["snapshot_hash"]) != raw["save_hash"]:
        return Text("the saved position was changed after the game was saved")
    return None


def migrate_seats(record: GameRecord, game: Game, content: Any) -> list[Text]:
    """Bring a format-1 file's seats to today's rules (:func:`seats_refusal`); notes of what changed.

    Earlier versions checked seats less: a blank name becomes "Player N", a repeated one gets the
    seat's number
    (within :data:`~desktop_app.engine.game.MAX_NAME_LENGTH`),
    and a colour the game cannot be played with (or a repeated one) becomes the first free one
    (:func:`colour_ids`). What the seats do is unchanged.
    """
    known = colour_ids(game, content)
    seats = record.options.seats
    taken = {seat.colour for seat in seats if seat.colour in known}
    names: set[str] = set()
    colours: set[str] = set()
    notes: list[Text] = []
    for number, seat in enumerate(seats, 1):
        name = seat.name.strip() or f"Player {number}"
        if name in names:
            name = f"{name[:MAX_NAME_LENGTH - 4]} ({number})"
        if name != seat.name:
            notes.append(Text("seat {number} is now called '{name}'", number=number, name=name))
            seat.name = name
        names.add(name)
        if seat.colour and (seat.colour not in known or seat.colour in colours):
            free = [colour for colour in known if colour not in taken]
            colour = free[0] if free else ""
            notes.append(Text("seat {number} now plays {colour} instead of {old}", number=number,
                              colour=colour or "-", old=seat.colour[:24]))
            seat.colour = colour
            taken.add(colour)
        colours.add(seat.colour)
    return notes


def restore(record: GameRecord, raw: dict[str, Any], game: Game, content: Any,
            on_events: Callable[[list[Event]], None] | None = None) -> Restored:
    """The verdict on a parsed save file (see the module's docstring); only :class:`RecordError` is raised.

    Checks the record against ``game`` (player count, variants, the game's option rules, seats;
    a format-1 file's seats are migrated first) and the file's own hashes, sets the game up, then
    replays every action through ``check`` (``on_events`` gets each action's events, for the log).
    """
    if record.game_id != game.id:
        raise RecordError("the save file is for another game ({game})", game=record.game_id[:40])
    notes = migrate_seats(record, game, content) if raw.get("version", 1) < 2 else []
    refusal = options_refusal(game, content, record.options) or seats_refusal(game, content, record.options)
    if refusal is not None:
        raise RecordError(Text("the save file's game settings cannot be used: {reason}", reason=refusal))
    edited = edit_refusal(record, raw)
    if edited is not None:
        raise RecordError(Text("the save file was edited: {reason}", reason=edited))
    try:
        state = record.new_state(game, content)
    except Exception:  # noqa: BLE001 - any failure to set up is the file's settings' fault
        raise RecordError("the game cannot be set up with the save file's settings") from None
    now = game.content_version(content)
    result = Restored(state, len(record.actions), notes=notes, content_changed=record.content_version != now)
    other_content = Text("it was saved with other content for {game} (content {saved}; now {now})",
                         game=game.name, saved=record.content_version[:40], now=now[:40])
    for number, action in enumerate(record.actions, 1):
        illegal = state.check(action)
        if illegal is not None:
            result.moves = number - 1
            if result.content_changed:
                result.unchecked.append(other_content)
            result.unchecked.append(Text(
                "move {number} ({move}) is not allowed by today's rules: {reason} ({rule}); the game opens "
                "after move {kept}", number=number, move=action.text()[:80], reason=illegal.reason,
                rule=illegal.rule_id, kept=number - 1))
            return result
        try:
            events = state.apply_unchecked(action)  # checked just above
        except Exception:  # noqa: BLE001 - the rules failed on a checked move from the file
            raise RecordError("the rules cannot replay move {number} of the save file ({move})",
                              number=number, move=action.text()[:80]) from None
        if on_events is not None:
            on_events(events)
    if raw.get("snapshot") is None:
        if result.content_changed:
            result.unchecked.append(other_content)
        result.unchecked.append(Text("the file holds no saved position to check its moves against"))
    elif state.state_hash() != raw["snapshot_hash"]:
        result.unchecked.append(other_content if result.content_changed else _replay_differs(raw, state, game))
    return result


def _replay_differs(raw: dict[str, Any], state: GameState, game: Game) -> Text:
    """Why an intact file's moves (or a format-1 file's) no longer lead to its saved position."""
    if raw.get("version", 1) >= 2:
        return Text("the rules of {game} changed since it was saved: its moves now lead to another position "
                    "than the one saved", game=game.name)
    if raw["snapshot"].get("schema") != state.to_json().get("schema"):
        return Text("it was saved by an earlier Board Table whose {game} deals differently", game=game.name)
    return Text("it was saved by an earlier Board Table: its moves now lead to another position than the "
                "one saved")


def joined(texts: list[Text]) -> Text:
    """Several reasons as one text, separated by semicolons."""
    out = texts[0]
    for text in texts[1:]:
        out = Text("{first}; {second}", first=out, second=text)
    return out
