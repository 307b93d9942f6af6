"""Hand-made plays for the history tests (readable fixtures: who sat, who scored what)."""

from desktop_app.history.play import Play, SeatResult, derived_uuid


def seat(name, total, rank, winner=False, kind="human", **categories):
    """One line of a play."""
    return SeatResult(name, "", kind, total, rank, winner, dict(categories))


def play(game, date, *seats, duration_s=3600, options=None, start=None, source="app"):
    """A play of ``game`` on ``date`` (``YYYY-MM-DD``) with ``seats``."""
    return Play(uuid=derived_uuid("test", game, date, [(s.name, s.total) for s in seats]), game=game,
                played_at=f"{date} 20:00:00", duration_s=duration_s, source=source, seats=list(seats),
                options=options or {}, start_player=start,
                category_names={"deeds": ("Deeds", "地契"), "gold": ("Gold", "金幣")})


def evening():
    """Three Viscounts plays and one Gutenberg play of Ann and Bo (hand-counted in the tests)."""
    return [
        play("viscounts", "2026-11-01", seat("Ann", 50, 1, True, deeds=30, gold=20),
             seat("Bo", 40, 2, deeds=25, gold=15), start=0),
        play("viscounts", "2026-11-08", seat("Ann", 44, 2, deeds=24, gold=20),
             seat("Bo", 47, 1, True, deeds=27, gold=20), options={"gates_of_gold": True}),
        play("viscounts", "2026-11-15", seat("ann ", 61, 1, True, deeds=41, gold=20),
             seat("Computer", 38, 3, kind="hard", deeds=20, gold=18),
             seat("Bo", 52, 2, deeds=30, gold=22)),
        play("gutenberg", "2026-11-20", seat("Bo", 70, 1, True), seat("Ann", 65, 2)),
    ]
