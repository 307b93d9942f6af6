"""Constrained types shared by every game's content models.

:class:`StrictModel` validates strictly: a whole number is never ``true`` / ``yes`` or ``"3"``,
a text is never a number or bytes, unknown fields are errors, instances are immutable. The
loader validates through JSON (``model_validate_json``), where strict mode still reads a YAML
list as a tuple and a mapping key as a number, so ``tuple[int, int]`` and ``dict[int, ...]``
fields need nothing special. The
annotated types below add the limits every game needs, so a pack cannot smuggle in an id that
breaks an action's text form, a name a megabyte long or a count no table could hold:

- :data:`Id`: 1–40 characters of letters, digits, ``-`` and ``_`` (ids appear in action texts);
- :data:`Label` (a short name, 1–120 characters) and :data:`Prose` (help text, up to 2,000);
- :data:`HexColour`: ``#rrggbb``;
- :func:`count` / :func:`number`: whole numbers within a range;
- :class:`Name`: a name in English and 繁體中文; :class:`Description`: a longer text in both.

Every whole number in a :class:`StrictModel` field (also inside its lists, tuples and mappings)
lies within ±:data:`MAX_COUNT` unless the field declares its own upper bound (``le``), so a pack
cannot write ``copies: 10000000`` into a field whose model forgot a limit.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationInfo, field_validator

Id = Annotated[str, StringConstraints(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")]
"""An identifier: letters, digits, ``-`` and ``_`` (no spaces: ids appear in action texts)."""
Label = Annotated[str, StringConstraints(min_length=1, max_length=120)]
"""A short shown text (a name, a headline)."""
Prose = Annotated[str, StringConstraints(max_length=2000)]
"""A longer shown text (rules help, a card's text)."""
HexColour = Annotated[str, StringConstraints(pattern=r"^#[0-9A-Fa-f]{6}$")]
"""A colour ``#rrggbb``."""

MAX_COUNT = 10_000
"""No count in any game's content exceeds this (bounds arithmetic and loops on pack values)."""


def count(low: int = 0, high: int = MAX_COUNT) -> Any:
    """A whole number from ``low`` to ``high`` (``Annotated[int, ...]``)."""
    return Annotated[int, Field(ge=low, le=high)]


def number(low: float, high: float) -> Any:
    """A finite number from ``low`` to ``high`` (``Annotated[float, ...]``)."""
    return Annotated[float, Field(ge=low, le=high, allow_inf_nan=False)]


def _outside(value: Any, limit: int) -> int | None:
    """The first whole number in ``value`` (lists, tuples, mapping keys and values) beyond ±``limit``."""
    todo = [value]
    while todo:
        item = todo.pop()
        if type(item) is int:
            if not -limit <= item <= limit:
                return item
        elif isinstance(item, list | tuple):
            todo.extend(item)
        elif isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
    return None


class StrictModel(BaseModel):
    """Base for content models: strict types, unknown fields are errors, instances are immutable,
    whole numbers bounded (see the module docstring)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    @field_validator("*")
    @classmethod
    def _bounded_numbers(cls, value: Any, info: ValidationInfo) -> Any:
        field = cls.model_fields.get(info.field_name or "")
        if field is not None and any(getattr(m, "le", None) is not None or getattr(m, "lt", None) is not None
                                     for m in field.metadata):
            return value
        far = _outside(value, MAX_COUNT)
        if far is not None:
            raise ValueError(f"must be at most {MAX_COUNT}, not {far}" if far > 0
                             else f"must be at least {-MAX_COUNT}, not {far}")
        return value


class Name(StrictModel):
    """A name in English and 繁體中文."""

    en: Label
    zh: Label

    def get(self, lang: str) -> str:
        """The name in ``lang`` (``en`` or ``zh``)."""
        return self.zh if lang.startswith("zh") else self.en


class Description(StrictModel):
    """A longer text (a card's rules text) in English and 繁體中文."""

    en: Prose
    zh: Prose

    def get(self, lang: str) -> str:
        """The text in ``lang`` (``en`` or ``zh``)."""
        return self.zh if lang.startswith("zh") else self.en
