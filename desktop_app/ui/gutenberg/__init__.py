"""The Gutenberg table on screen (``scene.create_scene``) and its physical-game score calculator
(``calculator.open_calculator``)."""
