"""Which scene draws a game: the game's own (``desktop_app/ui/<game>/scene.py``) or the generic one."""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop_app.ui.scene_base import GameScene


def ui_module_name(game_id: str) -> str:
    """The package of a game's own UI, e.g. ``desktop_app.ui.fit_to_print``."""
    return "desktop_app.ui." + game_id.replace("-", "_")


def create_scene(controller: Any) -> GameScene:
    """The game's own scene if its ui package provides ``scene.create_scene``, else a DecisionScene."""
    from desktop_app.ui.decision_scene import DecisionScene

    name = ui_module_name(controller.game.id) + ".scene"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return DecisionScene(controller)
        raise
    factory = getattr(module, "create_scene", None)
    if factory is None:
        return DecisionScene(controller)
    return factory(controller)


def calculator_opener(game_id: str) -> Any:
    """The game's ``calculator.open_calculator(parent)`` function, or None if it has none."""
    name = ui_module_name(game_id) + ".calculator"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return None
        raise
    return getattr(module, "open_calculator", None)


def has_calculator(game_id: str) -> bool:
    """True when the game's ui package has a ``calculator`` module (found without importing it)."""
    try:
        return importlib.util.find_spec(ui_module_name(game_id) + ".calculator") is not None
    except ModuleNotFoundError:  # the game has no ui package
        return False
