"""Per-game effect vocabularies: an unknown effect verb is a load error, never a play-time crash."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel


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
            raise ValueError(f"unknown effect {verb!r} (known: {', '.join(sorted(self.verbs))})")
        params = {k: v for k, v in step.items() if k != self.key}
        return model.model_validate_json(json.dumps(params))  # as the loader validates (strict via JSON)
