"""The Viscounts effect vocabulary (viscounts.md §11): ops, their parameters, events, conditions.

An effect is a list of steps ``{"op": verb, **params}``. Every op's parameters are a pydantic
model; :func:`check_effects` walks a list (and the nested lists of ``choice``, ``optional``,
``if``, ``per``, ``defer`` and ``on_event``), validates each step and returns the normalised
plain dicts the interpreter runs. Problems are reported with the path of the bad step, so the
content loader turns them into ``file:line: field`` errors.

**Contexts.** Where a list appears decides which ops it may hold:

- ``run`` (instant, exit, collision, on_hire, site, connection, castle and track effects): the
  executable ops. ``cost_mod`` is allowed with scope ``once`` / ``turn`` (a lasting discount the
  player keeps), ``extra_move`` as a free step this turn.
- ``ongoing`` / ``permanent`` (tableau abilities, player-board building slots): only *modifiers*
  (``icon_convert``, ``permanent_icon``, ``extra_move``, ``banish_cost``, ``cost_mod`` scope
  ``ongoing``, ``hand_limit``) and ``on_event`` triggers, whose own effects are ``run`` lists.
- ``castle_level2``: a ``run`` list without ``place_worker`` (VIS-CAST-03, GAP-04).
- ``setup``: a ``run`` list that may also ``destroy`` from the ``setup_pool`` (player card #9).

**Modules.** The base game registers its ops, events, conditions and counters as the module
``base``. An expansion (Gates of Gold ``gates_of_gold``, Keeper of Keys ``keeper_of_keys``)
registers its own (``gain_kings_order``, ``take_outsider``, ``gain_chest``, ``vp``, the
``gain_card(outsider)`` event, the ``card_no_criminal`` condition, the ``outsiders`` and
``chests`` counters ...) with :func:`register_module`; content that uses an op of a module
that is not registered is a load error naming the op.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from desktop_app.content.vocabulary import known_list

RESOURCES = ("ink", "gold", "stone")
"""The three resources (DEC-26); silver is money, not a resource."""
ICONS = ("merchant", "builder", "noble", "cleric", "criminal")
"""The five icons (VIS-CARD-02); the criminal is the wild one (VIS-CARD-03)."""
BUILDING_TYPES = ("workshop", "trading_post", "town_hall")
RIBBONS = ("yellow", "blue", "grey", "black")
MAIN_ACTIONS = ("trade", "build", "workers", "transcribe")
ACTION_ICON = {"trade": "merchant", "build": "builder", "workers": "noble", "transcribe": "cleric"}
"""The icon that pays for each main action (VIS-CARD-02)."""
ACTION_RESOURCE = {"trade": "silver", "build": "stone", "workers": "gold", "transcribe": "ink"}
"""What buys one more icon for each main action (VIS-ACT-02)."""

Resource = Literal["ink", "gold", "stone"]
ResourceAny = Literal["ink", "gold", "stone", "any"]
Icon = Literal["merchant", "builder", "noble", "cleric", "criminal"]
BuildingType = Literal["workshop", "trading_post", "town_hall"]


class Params(BaseModel):
    """Base of op parameter models: unknown keys are errors; ``from`` may be written as is."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Count(Params):
    """``n`` units."""

    n: int = Field(1, ge=1)


class ResourceParams(Params):
    """``type`` (ink, gold, stone or any) and ``n``."""

    type: ResourceAny
    n: int = Field(1, ge=1)


class TakeParams(Params):
    """Take the top debt or deed of its pile (VIS-DD-01)."""

    what: Literal["debt", "deed"]
    n: int = Field(1, ge=1)


class FlipParams(Params):
    """Flip debts or deeds (VIS-DD-03..06)."""

    what: Literal["debt", "deed", "debt_or_deed"]
    n: int = Field(1, ge=1)


class IconParams(Params):
    """An icon and a count."""

    icon: Icon
    n: int = Field(1, ge=1)


class ConvertParams(Params):
    """``from: {icon, n}`` counts as ``to: {icon, n}`` (VIS-CARD-04; inputs are used up, DEC-14)."""

    from_: IconParams = Field(alias="from")
    to: IconParams


class ExtraMoveParams(Params):
    """Extra movement steps; ``free`` steps cost no silver and may be declined (DEC-06)."""

    n: int = Field(1, ge=1)
    free: bool = True


class BanishCostParams(Params):
    """Banish cost: the lowest ``set`` caps the printed value, then ``delta`` adds (min 0)."""

    set: int | None = Field(None, ge=0)
    delta: int | None = Field(None, le=-1)

    @model_validator(mode="after")
    def _one(self) -> BanishCostParams:
        if (self.set is None) == (self.delta is None):
            raise ValueError("banish_cost needs exactly one of 'set' or 'delta'")
        return self


class CostModParams(Params):
    """Lower an action's cost by ``amount`` (or make it ``free``) for a ``scope``."""

    action: Literal["build", "transcribe", "workers", "hire", "banish"]
    type: BuildingType | None = None
    amount: int | Literal["free"] = 1
    scope: Literal["once", "turn", "ongoing"] = "ongoing"

    @model_validator(mode="after")
    def _check(self) -> CostModParams:
        if self.type is not None and self.action != "build":
            raise ValueError("cost_mod 'type' is only for action build")
        if isinstance(self.amount, int) and self.amount < 1:
            raise ValueError("cost_mod amount must be at least 1")
        return self


class HandLimitParams(Params):
    """Hand limit modifier."""

    n: int = Field(1, ge=-3, le=3)


Zone = Literal["hand", "top_of_deck"]


class DiscardParams(Params):
    """Move cards from hand or the top of the draw pile to the discard pile (DEC-15)."""

    from_: list[Zone] = Field(default=["hand", "top_of_deck"], alias="from", min_length=1)
    n: int = Field(1, ge=1)
    optional: bool = True


class DestroyParams(Params):
    """Destroy own cards for their value in silver (VIS-DESTROY)."""

    from_: list[Literal["hand", "top_of_deck", "setup_pool"]] = Field(default=["hand", "top_of_deck"],
                                                                       alias="from", min_length=1)
    n: int = Field(1, ge=1)
    optional: bool = True

    @model_validator(mode="after")
    def _pool_alone(self) -> DestroyParams:
        if "setup_pool" in self.from_ and len(self.from_) > 1:
            raise ValueError("destroy from setup_pool cannot be mixed with other zones")
        return self


class HireParams(Params):
    """A hire: ``mode`` pay / free / ``discount:k``, from an adjacent or any pile, up to a value."""

    mode: str = "pay"
    from_: Literal["adjacent", "any_pile"] = Field("adjacent", alias="from")
    max_value: int | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _mode(self) -> HireParams:
        if self.mode not in ("pay", "free") and not re.fullmatch(r"discount:[1-9]\d*", self.mode):
            raise ValueError(f"hire mode must be pay, free or discount:k, not {self.mode!r}")
        return self


class GainTownsfolkParams(Params):
    """Take a townsfolk into the discard pile without hiring it."""

    from_: Literal["adjacent", "any_pile"] = Field("adjacent", alias="from")
    max_value: int | None = Field(None, ge=0)


class GainHeroParams(Params):
    """Reveal the top unused heroes, keep one (GAP-09)."""

    reveal: int = Field(2, ge=1)


class NoParams(Params):
    """An op without parameters."""


class PlaceWorkerParams(Params):
    """Place workers in a level-1 region (DEC-48); then castle movement (VIS-CAST)."""

    n: int = Field(1, ge=1, le=4)
    where: Literal["adjacent", "any"] = "any"
    split: bool = False


class AdvanceWorkerParams(Params):
    """Move one own worker inward from ``from_level``."""

    from_level: Literal[1, 2]


class BuildParams(Params):
    """A build from an effect (a free build never makes a public building, KOK-PUB-06)."""

    type: BuildingType | None = None
    free: bool = False
    discount: int = Field(0, ge=0)
    where: Literal["here", "any"] = "here"


class TranscribeParams(Params):
    """A transcription from an effect (it counts toward the one per turn, VIS-MS-03)."""

    discount: int = Field(0, ge=0)
    free: bool = False
    where: Literal["adjacent", "any"] = "adjacent"


class DeferParams(Params):
    """Effects queued until the end of this turn (after phase 6)."""

    when: Literal["end_of_turn"] = "end_of_turn"
    effects: list[Any]


class ChoiceParams(Params):
    """Pick one of several effect lists."""

    options: list[list[Any]] = Field(min_length=2)
    labels: list[str] | None = None


class OptionalParams(Params):
    """A "may" effect."""

    effects: list[Any]


class IfParams(Params):
    """A condition and two branches."""

    cond: str
    args: dict[str, Any] = Field(default_factory=dict)
    then: list[Any] = Field(default_factory=list)
    else_: list[Any] = Field(default_factory=list, alias="else")


class PerParams(Params):
    """Repeat ``effects`` once per ``group`` counted units."""

    counter: str
    args: dict[str, Any] = Field(default_factory=dict)
    group: int = Field(1, ge=1)
    effects: list[Any]


class OnEventParams(Params):
    """An event trigger of an ongoing or permanent ability (fires for its owner only)."""

    event: str
    effects: list[Any]


MODIFIERS = frozenset({"icon_convert", "permanent_icon", "extra_move", "banish_cost", "cost_mod", "hand_limit"})
"""Ops that change a rule while their source is active (ongoing / permanent lists)."""
NESTED = {"choice": ("options",), "optional": ("effects",), "if": ("then", "else"), "per": ("effects",),
          "defer": ("effects",), "on_event": ("effects",)}
"""Ops holding effect lists, and the parameters that hold them."""


@dataclass
class Module:
    """One rules module's vocabulary: ops with their parameter models, events, conditions, counters.

    ``conditions`` and ``counters`` map a name to the argument names it accepts.
    """

    name: str
    ops: dict[str, type[Params]]
    events: set[str] = field(default_factory=set)
    conditions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    counters: dict[str, tuple[str, ...]] = field(default_factory=dict)


BASE = Module(
    "base",
    ops={
        "gain_silver": Count, "pay_silver": Count, "gain_resource": ResourceParams, "pay_resource": ResourceParams,
        "gain_virtue": Count, "gain_corruption": Count, "take": TakeParams, "flip": FlipParams,
        "gain_icon": IconParams, "icon_convert": ConvertParams, "permanent_icon": IconParams,
        "extra_move": ExtraMoveParams, "banish_cost": BanishCostParams, "cost_mod": CostModParams,
        "hand_limit": HandLimitParams, "draw": Count, "discard": DiscardParams, "destroy": DestroyParams,
        "hire": HireParams, "gain_townsfolk": GainTownsfolkParams, "gain_hero": GainHeroParams,
        "rearrange_tableau": NoParams, "place_worker": PlaceWorkerParams, "advance_worker": AdvanceWorkerParams,
        "build": BuildParams, "transcribe": TranscribeParams, "defer": DeferParams, "choice": ChoiceParams,
        "optional": OptionalParams, "if": IfParams, "per": PerParams, "on_event": OnEventParams,
    },
    events={"hire", "banish", "destroy", "trade", "build", "transcribe", "place_workers", "worker_to_level2",
            "worker_to_level3", "collision_any", "reshuffle", "gain_card(hero)"},
    conditions={"has_icon": ("icon",), "no_criminal": (), "action": ("action",), "buildings": ("type", "min"),
                "workers": ("level", "min"), "manuscripts": ("ribbon", "min"), "debts": ("state", "min"),
                "deeds": ("state", "min"), "is_active_player": ()},
    counters={"buildings": ("type",), "castle_workers": ("level",), "paid_debts": (), "unpaid_debts": (),
              "approved_deeds": (), "purchased_deeds": (), "ribbons": (), "cleric_rewards": (), "icons": ("icon",)},
)

_MODULES: dict[str, Module] = {"base": BASE}


def register_module(module: Module) -> None:
    """Add an expansion's vocabulary (its ops, events, conditions and counters)."""
    _MODULES[module.name] = module


def _merged() -> Module:
    merged = Module("all", {})
    for module in _MODULES.values():
        merged.ops.update(module.ops)
        merged.events |= module.events
        merged.conditions.update(module.conditions)
        merged.counters.update(module.counters)
    return merged


class EffectError(ValueError):
    """A bad effect step; ``path`` is where inside the checked list (``(1, "then", 0)``)."""

    def __init__(self, path: tuple[Any, ...], problem: str) -> None:
        super().__init__(problem)
        self.path, self.problem = path, problem


CONTEXTS = ("run", "ongoing", "permanent", "castle_level2", "setup")


def check_effects(steps: Any, context: str = "run") -> list[dict[str, Any]]:
    """Validate an effect list for ``context`` (see the module docstring); returns normalised dicts.

    Raises :class:`EffectError` naming the path of the first bad step.
    """
    vocab = _merged()
    return _check_list(steps, context, vocab, ())


def _check_list(steps: Any, context: str, vocab: Module, path: tuple[Any, ...]) -> list[dict[str, Any]]:
    if not isinstance(steps, list):
        raise EffectError(path, "an effect list must be a list of steps")
    out = [_check_step(step, context, vocab, (*path, i)) for i, step in enumerate(steps)]
    return _corruption_first(out)


def _corruption_first(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """VIS-VC-03: corruption gained together with virtue moves first."""
    if not any(s["op"] == "gain_virtue" for s in steps) or not any(s["op"] == "gain_corruption" for s in steps):
        return steps
    first_virtue = next(i for i, s in enumerate(steps) if s["op"] == "gain_virtue")
    late = [s for s in steps[first_virtue:] if s["op"] == "gain_corruption"]
    rest = [s for s in steps[first_virtue:] if s["op"] != "gain_corruption"]
    return steps[:first_virtue] + late + rest


def _check_step(step: Any, context: str, vocab: Module, path: tuple[Any, ...]) -> dict[str, Any]:
    if not isinstance(step, Mapping) or "op" not in step:
        raise EffectError(path, "an effect step needs an 'op' field")
    op = step["op"]
    model = vocab.ops.get(op)
    if model is None:
        raise EffectError((*path, "op"), f"unknown effect {op!r} (known: {known_list(vocab.ops)})")
    raw = {k: v for k, v in step.items() if k != "op"}
    try:
        params = model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = tuple(p for p in err["loc"] if isinstance(p, str | int))
        msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        if err.get("type") == "extra_forbidden":
            msg = "unknown field"
        raise EffectError((*path, *where), f"{op}: {msg}") from None
    data = params.model_dump(by_alias=True, exclude_none=True)
    _check_context(op, data, context, path)
    if op == "if":
        _check_names("condition", data["cond"], data.get("args", {}), vocab.conditions, path)
    if op == "per":
        _check_names("counter", data["counter"], data.get("args", {}), vocab.counters, path)
        data = {"op": "repeat", "counter": data["counter"], "args": data.get("args", {}),
                "group": data.get("group", 1), "effects": data["effects"]}
        op = "repeat"
    if op == "on_event" and data["event"] not in vocab.events:
        raise EffectError((*path, "event"), f"unknown event {data['event']!r} "
                          f"(known: {', '.join(sorted(vocab.events))})")
    inner = "run" if context in ("ongoing", "permanent") else context
    for key in NESTED.get(step["op"], ()):
        if key == "options":
            data["options"] = [_check_list(o, inner, vocab, (*path, "options", i)) for i, o in enumerate(data[key])]
        elif key in data:
            data[key] = _check_list(data[key], inner, vocab, (*path, key))
    return {"op": op, **{k: v for k, v in data.items() if k != "op"}}


def _check_context(op: str, data: dict[str, Any], context: str, path: tuple[Any, ...]) -> None:
    lasting = context in ("ongoing", "permanent")
    if lasting and op not in MODIFIERS and op != "on_event":
        raise EffectError((*path, "op"), f"{op} cannot be {context}: an {context} ability holds modifiers "
                          "and on_event triggers only")
    if not lasting and op in MODIFIERS - {"extra_move", "cost_mod"}:
        raise EffectError((*path, "op"), f"{op} is a lasting modifier: use it in an ongoing or permanent ability")
    if not lasting and op == "on_event":
        raise EffectError((*path, "op"), "on_event belongs in an ongoing or permanent ability")
    if op == "cost_mod" and lasting != (data.get("scope", "ongoing") == "ongoing"):
        raise EffectError((*path, "scope"), "cost_mod scope 'ongoing' is for ongoing abilities; "
                          "use 'once' or 'turn' elsewhere")
    if op == "place_worker" and context == "castle_level2":
        raise EffectError((*path, "op"), "level-2 castle effects never place workers (VIS-CAST-03)")
    if op == "destroy" and "setup_pool" in data.get("from", ()) and context != "setup":
        raise EffectError((*path, "from"), "destroy from setup_pool is only for player-card setup extras")


def _check_names(kind: str, name: str, args: Mapping[str, Any], table: Mapping[str, tuple[str, ...]],
                 path: tuple[Any, ...]) -> None:
    if name not in table:
        raise EffectError(path, f"unknown {kind} {name!r} (known: {', '.join(sorted(table))})")
    extra = sorted(set(args) - set(table[name]))
    if extra:
        raise EffectError((*path, "args"), f"{kind} {name} takes no argument {extra[0]!r}")


def known_counter_args(name: str) -> tuple[str, ...] | None:
    """The arguments counter ``name`` accepts (``None`` if no registered module has it)."""
    return _merged().counters.get(name)


def known_ops() -> frozenset[str]:
    """Every op of the registered modules (the interpreter must handle each)."""
    return frozenset(_merged().ops)


def iter_steps(steps: Iterable[Mapping[str, Any]]) -> Iterable[Mapping[str, Any]]:
    """Every step of a normalised list, nested ones included (depth first)."""
    for step in steps:
        yield step
        for key in ("options", "effects", "then", "else"):
            value = step.get(key)
            if key == "options" and isinstance(value, list):
                for option in value:
                    yield from iter_steps(option)
            elif isinstance(value, list):
                yield from iter_steps(value)
