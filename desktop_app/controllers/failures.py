"""Why the controller could not apply a gesture (internal to the controllers)."""

from __future__ import annotations

from desktop_app.engine.action import IllegalAction


class RulesFailure(Exception):
    """The rules raised while applying a legal action (a bug); the state was rolled back."""


class Refused(Exception):
    """An action of a gesture was refused; the state was rolled back. ``illegal`` says why."""

    def __init__(self, illegal: IllegalAction) -> None:
        super().__init__(str(illegal))
        self.illegal = illegal
