"""The effect vocabulary of Unconscious Mind (§19): steps, cost terms and the solo schedule expression.

Every effect list is a sequence of steps ``{op: verb, ...params}``; each step is validated by the shared
:class:`~desktop_app.content.Vocabulary` while a file is validated, so an unknown ``op`` or a bad parameter
is a ContentError naming ``file:line: field``. Cost terms (``spend``, ``suppress``, ``coffee``,
``good_idea``, ``vp``) are one-key mappings.
"""

from __future__ import annotations

import ast
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, model_validator

from desktop_app.content import StrictModel, Vocabulary

Size = Literal["S", "M", "L"]
Colour = Literal["red", "green", "purple"]
AnyColour = Literal["red", "green", "purple", "any"]


def _parse_step(value: Any) -> dict[str, Any]:
    model = VOCABULARY.parse(value)
    return {"op": value["op"], **model.model_dump(by_alias=True)}


Step = Annotated[dict, BeforeValidator(_parse_step)]
"""One effect step, validated against :data:`VOCABULARY` (nested steps too)."""


class SpendTerm(StrictModel):
    """Spend ``n`` insights of ``size`` or larger and ``colour`` (UM-INS-06/07)."""

    size: Size
    colour: AnyColour
    n: int = Field(1, ge=1)


class CostTerm(StrictModel):
    """One cost term: exactly one of the fields."""

    spend: SpendTerm | None = None
    suppress: int | None = Field(None, ge=1)
    coffee: int | None = Field(None, ge=1)
    good_idea: int | None = Field(None, ge=1)
    vp: int | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _one(self) -> CostTerm:
        if len(self.model_dump(exclude_none=True)) != 1:
            raise ValueError("a cost term has exactly one of spend, suppress, coffee, good_idea, vp")
        return self


# ---- the step vocabulary (§19) --------------------------------------------------------------
class _Params(StrictModel):
    """Parameters of one op."""


class Generate(_Params):
    size: Size
    colour: AnyColour
    n: int = Field(1, ge=1)
    same_colour: bool = False


class Count(_Params):
    n: int = Field(1, ge=1)


class Signed(_Params):
    n: int


class Nothing(_Params):
    pass


class Transfer(_Params):
    level: Size
    n: int = Field(1, ge=1)


class ProfessorMove(_Params):
    min: int = Field(1, ge=1)
    max: int = Field(2, ge=1)
    activate: bool = True

    @model_validator(mode="after")
    def _range(self) -> ProfessorMove:
        if self.min > self.max:
            raise ValueError("min is more than max")
        return self


class ToFreud(_Params):
    activate: bool = True


class FreudMove(_Params):
    n: int = Field(1, ge=1)
    activate: bool = True


class Activate(_Params):
    where: Literal["professor", "freud"]
    times: Literal["tags"] | Annotated[int, Field(ge=1)] = "tags"


class PlayResearch(_Params):
    max: int = Field(1, ge=1)


class GainMethod(_Params):
    from_: Literal["pile", "middle", "right", "any"] = Field(alias="from")


class TriggerRow(_Params):
    row: Literal[1, 2, 3, "any"]


class TriggerColumn(_Params):
    col: Literal[1, 2, 3, "any"]


class Pay(_Params):
    cost: list[CostTerm] = Field(min_length=1)


class Convert(_Params):
    cost: list[CostTerm] = Field(min_length=1)
    gain: list[Step] = Field(min_length=1)
    times: int = Field(1, ge=1)


class Choice(_Params):
    options: list[list[Step]] = Field(min_length=2)


VOCABULARY = Vocabulary("unconscious-mind", {
    "generate": Generate, "elevate": Count, "suppress_gain": Count, "transfer": Transfer, "coffee": Count,
    "good_idea": Count, "vp": Signed, "prestige": Count, "prestige_track": Nothing, "hearts": Count,
    "heal": Count, "unlock_idea": Nothing, "professor_move": ProfessorMove, "professor_to_freud": ToFreud,
    "freud_move": FreudMove, "activate": Activate, "draw_research": Count, "play_research": PlayResearch,
    "publish": Nothing, "gain_method": GainMethod, "trigger_row": TriggerRow, "trigger_column": TriggerColumn,
    "pay": Pay, "convert": Convert, "choice": Choice,
})
"""Every op content may use (§19); the engine resolves each one."""


class Main(StrictModel):
    """A paid (or free) effect: ``cost`` then ``gain`` (method main effects, treatments, converters)."""

    cost: list[CostTerm] = Field(default_factory=list)
    gain: list[Step] = Field(min_length=1)


_COMPARE = {ast.Eq: int.__eq__, ast.NotEq: int.__ne__, ast.Lt: int.__lt__, ast.LtE: int.__le__,
            ast.Gt: int.__gt__, ast.GtE: int.__ge__}
_ARITH = {ast.Mod: int.__mod__, ast.Add: int.__add__, ast.Sub: int.__sub__}
_ALLOWED = (ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.Compare, ast.BinOp, ast.Name,
            ast.Load, ast.Constant, *_COMPARE, *_ARITH)


def _evaluate(node: ast.AST, r: int) -> int | bool:
    """The value of a checked schedule expression for round ``r``."""
    if isinstance(node, ast.Expression):
        return _evaluate(node.body, r)
    if isinstance(node, ast.Name) and node.id == "r":
        return r
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And | ast.Or):
        values = (bool(_evaluate(v, r)) for v in node.values)
        return all(values) if isinstance(node.op, ast.And) else any(values)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return not _evaluate(node.operand, r)
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITH:
        return _ARITH[type(node.op)](int(_evaluate(node.left, r)), int(_evaluate(node.right, r)))
    if isinstance(node, ast.Compare):
        left = int(_evaluate(node.left, r))
        for cmp, right_node in zip(node.ops, node.comparators, strict=True):
            right = int(_evaluate(right_node, r))
            if type(cmp) not in _COMPARE or not _COMPARE[type(cmp)](left, right):
                return False
            left = right
        return True
    raise ValueError(f"only r, whole numbers, %, +, -, comparisons and and/or/not are allowed, not {ast.unparse(node)!r}")


def schedule_function(text: str):
    """``"r >= 2 and r % 3 != 1"`` -> ``f(r) -> bool`` (only ``r``, whole numbers, ``% + -``,
    comparisons and ``and / or / not``; ValueError otherwise)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"not an expression: {text!r}") from exc
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError(f"only r, whole numbers, %, +, -, comparisons and and/or/not are allowed: {text!r}")
        if isinstance(node, ast.Name) and node.id != "r":
            raise ValueError(f"unknown name {node.id!r} (only r, the round)")
    _evaluate(tree, 1)
    return lambda r: bool(_evaluate(tree, r))
