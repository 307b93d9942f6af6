"""Play history: every finished game and every scored physical game, in an embedded SQLite database.

- :mod:`.play` — a :class:`~.play.Play` (game, date, duration, options, seats with totals,
  categories and ranks, winners, seed and record) and how one is made from a finished game;
- :mod:`.database` — :class:`~.database.HistoryDB`: the schema with its version and
  migrations, one transaction per play, a damaged file kept aside and a new one started;
- :mod:`.stats` — plays, wins, scores and category means per game and player name;
- :mod:`.exchange` — BG Stats ``.bgsplay`` export and import (stable UUIDs), CSV export;
- :mod:`.progress` — each player's score after each round, from a replayed record;
- ``desktop_app.cli_history`` (outside this package) — ``python -m desktop_app history ...``.

Nothing here imports Qt: the command line, the tests and the app share it.
"""
