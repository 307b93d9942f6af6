"""The controller layer between the engine and the Qt scenes.

:class:`~desktop_app.controllers.game_controller.GameController` owns the true game state and
its record; scenes only ever read ``controller.view_state()`` and submit actions. The
controllers never import ``desktop_app.ui`` (an import-linter contract enforces it).
"""
