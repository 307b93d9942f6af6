"""Per-game effect vocabularies: an unknown effect verb is a load error, never a play-time crash."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel


def known_list(names: Iterable[str], shown: int = 12) -> str:
    """``a, b, c`` of the sorted ``names``, the first ``shown`` and how many more (a message stays one short line)."""
    ordered = sorted(names)
    head = ", ".join(ordered[:shown])
    return head if len(ordered) <= shown else f"{head} and {len(ordered) - shown} more"


class Vocabulary:
    """Effect verbs of one game: ``{verb: parameter model}``.

    Content models call :meth:`parse` from a pydantic validator, so an unknown verb or a bad
    parameter surfaces as a ContentError with file, line and field.
    """

    def __init__(self, game: str, verbs: Mapping[str, type[BaseModel]], key: str = "op") -> None:
        self.game, self.verbs, self.key = game, dict(verbs), key

    def parse(self, step: Any) -> BaseModel:
        """Validate one effect step ``{op: verb, ...params}`` into its parameter model."""
        if not isinstance(step, Mapping) or self.key not in step:
            raise ValueError(f"an effect needs an '{self.key}' field")
        verb = step[self.key]
        model = self.verbs.get(verb)
        if model is None:
            raise ValueError(f"unknown effect {verb!r} (known: {known_list(self.verbs)})")
        params = {k: v for k, v in step.items() if k != self.key}
        return model.model_validate_json(json.dumps(params))  # as the loader validates (strict via JSON)
