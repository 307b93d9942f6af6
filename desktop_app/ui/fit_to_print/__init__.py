"""The Fit To Print table on screen (``scene.create_scene``): pool, hand, desk, front page and rivals.

Modules: ``art`` paints tile faces and backs from data (cached pixmaps), ``tiles`` the draggable
tile and focus items, ``board`` the page, timer, buttons and panels, ``overlay`` the end-of-day
check, score table and draft, ``texts`` the scene's words in both languages, ``scene`` ties
them to the controller and ``bench_paint`` measures drag painting. ``calculator*`` is the score
calculator for physical games (``calculator.open_calculator``).
"""
