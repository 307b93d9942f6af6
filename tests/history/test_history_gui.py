"""The history in the app: a finished game is kept, the statistics window, the replay viewer (pytest-qt)."""

import json

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from desktop_app.controllers.paths import history_path
from desktop_app.controllers.replay import EVERYTHING, ReplayController
from desktop_app.engine.action import Action
from desktop_app.history.database import HistoryDB
from desktop_app.reports.progress_chart import IMAGE_URL, add_progress_chart
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.replay_viewer import ReplayWindow
from desktop_app.ui.statistics_window import StatisticsWindow
from tests.gui.conftest import tiny_window  # noqa: F401  (fixture)
from tests.history.helpers import evening
from tests.support.tiny_game import TINY, TinyState


@pytest.fixture(autouse=True)
def tiny_rounds(monkeypatch):
    """The tiny game counts its rounds here (it has none for ``simulate``, see tests/cli)."""
    monkeypatch.setattr(TinyState, "rounds_played", lambda self: min(self.round, self.content.rounds),
                        raising=False)
    monkeypatch.setattr(TinyState, "start_seat", lambda self: 0, raising=False)


def finished(qtbot, tiny_window):  # noqa: F811
    window = tiny_window(("random", "random"), seed=3)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=15000)
    return window


def test_a_finished_game_is_kept_with_its_score_after_each_round(qtbot, tiny_window):  # noqa: F811
    window = finished(qtbot, tiny_window)
    (play,) = HistoryDB(history_path()).plays()
    sheet = window.controller.score_sheet()
    assert play.game == "tiny" and play.source == "app" and play.seed == 3
    assert [s.kind for s in play.seats] == ["random", "random"]
    assert [s.total for s in play.seats] == [p.total for p in sheet.players]
    assert play.winners == [sheet.players[i].name for i in sheet.winners]
    assert len(play.progress) == 3 and play.progress[-1] == [p.total for p in sheet.players]
    assert play.start_player == 0
    assert json.loads(play.record)["actions"] == [a.text() for a in window.controller.record.actions]
    chart = window.score_dialog.progress_chart
    assert isinstance(chart, QChartView) and len(chart.chart().series()) == 2
    assert window.score_dialog.sheet.progress == play.progress
    document = QTextDocument()
    assert add_progress_chart(document, ["Ann", "Bob"], play.progress, "zh", 500.0)
    assert not document.resource(QTextDocument.ResourceType.ImageResource, IMAGE_URL).isNull()
    window.score_dialog.close()


def test_a_game_resumed_from_its_save_is_kept_with_the_time_of_every_session(qtbot, tmp_path):
    """A save carries the time played so far: the window that finishes the opened game keeps their sum as the
    play's duration (it kept only the last session's)."""
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.engine.game import GameOptions, Seat
    from desktop_app.engine.record import GameRecord
    from desktop_app.ui.game_window import GameWindow

    content = TINY.load_content()
    options = GameOptions([Seat("Ann", "red", "random"), Seat("Bob", "blue", "random")])
    save = tmp_path / "earlier.board-table.json"
    record = GameRecord(TINY.id, TINY.content_version(content), options, 3, played_seconds=100)
    save.write_text(record.dumps(TINY.new_state(options, content, 3)), encoding="utf-8")
    controller = GameController.open(save)
    controller.session_ms = lambda: 42_000
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=15000)
    (play,) = HistoryDB(history_path()).plays()
    assert play.duration_s == 142 and json.loads(play.record)["played_seconds"] == 142
    window.score_dialog.close()
    controller.shutdown()


def test_game_menu_export_of_a_finished_game_has_its_score_after_each_round(qtbot, tiny_window, tmp_path,  # noqa: F811
                                                                            monkeypatch):
    """Game ▸ Export score summary as PDF after the end gives the summary's own PDF, with the score
    after each round (the chart); it used to export the live sheet without it (found playing Viscounts)."""
    from desktop_app import reports

    window = finished(qtbot, tiny_window)
    (play,) = HistoryDB(history_path()).plays()
    window.score_dialog.close()
    exported = []
    real = reports.export_pdf
    monkeypatch.setattr(reports, "export_pdf", lambda sheet, path, lang: (exported.append(sheet), real(sheet, path, lang)))
    out = tmp_path / "menu.pdf"
    assert window.export_pdf(out) == out and out.is_file()
    assert exported[0].final and exported[0].progress == play.progress and len(play.progress) > 1


def test_the_statistics_window_shows_the_hand_counted_figures_and_filters(qtbot, tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite")
    db.add_many(evening())
    window = StatisticsWindow(db, game="viscounts")
    qtbot.addWidget(window)
    rows = {window.table.item(r, 1).text(): [window.table.item(r, c).text() for c in range(2, 7)]
            for r in range(window.table.rowCount())}
    assert rows["Ann"] == ["3", "2", "67%", "51.7", "61"]
    assert window.table.item(0, 7).text() in ("–", "1 of 1")
    charts = [window.tabs.widget(i) for i in range(1, window.tabs.count())]
    assert [c.objectName() for c in charts] == ["score_distribution_chart", "category_chart", "win_rate_chart"]
    assert all(isinstance(c, QChartView) and c.chart().series() for c in charts)
    window.module_box.setCurrentIndex(window.module_box.findData("gates_of_gold"))
    assert len(window.plays) == 1 and window.plays_table.rowCount() == 1
    assert window.module_box.currentText() == "Gates of Gold (expansion)"
    out = window.export(bgsplay=True, path=tmp_path / "out.bgsplay")
    assert json.loads(out.read_text())["plays"][0]["uuid"] == window.plays[0].uuid
    other = HistoryDB(tmp_path / "other.sqlite")
    importer = StatisticsWindow(other)
    qtbot.addWidget(importer)
    assert importer.import_file(out) == 1
    assert importer.import_file(out) == 0
    assert "already kept" in importer.summary.text()


def test_statistics_open_from_the_library(qtbot, tmp_path):
    HistoryDB(history_path()).add_many(evening())
    library = MainWindow()
    qtbot.addWidget(library)
    library.history.statistics_action.trigger()
    window = library.findChild(StatisticsWindow)
    assert window is not None and window.isVisible() and len(window.plays) == 4
    window.close()


def test_the_replay_viewer_steps_through_the_game_and_changes_nothing(qtbot, tiny_window):  # noqa: F811
    played = finished(qtbot, tiny_window)
    record = played.controller.record
    played.score_dialog.close()
    replay = ReplayController(TINY, TINY.load_content(), record)
    window = ReplayWindow(replay)
    qtbot.addWidget(window)
    window.show()
    assert replay.position == replay.total == len(record.actions) and replay.finished
    window.first_button.click()
    assert replay.position == 0 and replay.state.to_json() == record.replay(TINY, TINY.load_content(), 0).to_json()
    assert window.log_dock.lines() == [] or all("plays" not in line for line in window.log_dock.lines())
    qtbot.keyClick(window, Qt.Key.Key_Right)
    window.next_button.click()
    assert replay.position == 2
    assert replay.state.to_json() == record.replay(TINY, TINY.load_content(), 2).to_json()
    window.slider.setValue(5)
    assert replay.position == 5 and window.slider.marks == [s for s, _ in replay.round_starts]
    assert replay.round_starts and replay.round_at(replay.total) == 3
    seat1 = window.view_box.findData(1)
    window.view_box.setCurrentIndex(seat1)
    assert replay.viewer() == 1 and replay.view_state().to_json() == replay.state.view(1).to_json()
    window.view_box.setCurrentIndex(window.view_box.findData(EVERYTHING))
    assert replay.view_state() is replay.state
    refused = replay.submit(Action.make(0, "bid", amount=0))
    assert refused is not None and refused.rule_id == "APP-REPLAY"
    assert replay.position == 5 and len(replay.record.actions) == len(record.actions)
    assert not replay.undo() and not replay.can_undo()[0]


def test_continue_from_here_starts_a_new_game_and_keeps_the_original(qtbot, tiny_window, monkeypatch):  # noqa: F811
    played = finished(qtbot, tiny_window)
    record = played.controller.record
    original = [a.text() for a in record.actions]
    played.score_dialog.close()
    library = MainWindow()
    qtbot.addWidget(library)
    window = ReplayWindow(ReplayController(TINY, TINY.load_content(), record))
    qtbot.addWidget(window)
    window.continue_requested.connect(library.continue_from)
    window.goto(4)
    window.continue_button.click()
    game = library.game_window
    assert game is not None
    assert [a.text() for a in game.controller.record.actions[:4]] == original[:4]
    assert game.controller is not window.controller and game.controller.autosave_file().exists()
    assert [a.text() for a in record.actions] == original
    game.controller.shutdown()
    game.close()  # a top-level window left open would take later tests' hover events


def test_a_closed_replay_window_leaves_nothing_alive(qtbot, tiny_window):  # noqa: F811
    import gc
    import weakref

    played = finished(qtbot, tiny_window)
    record = played.controller.record
    played.score_dialog.close()
    alive = []
    for _ in range(5):
        window = ReplayWindow(ReplayController(TINY, TINY.load_content(), record))
        window.show()
        alive.append((weakref.ref(window.controller), weakref.ref(window.scene)))
        window.close()
        del window
        qtbot.wait(1)
    qtbot.wait(20)
    gc.collect()
    assert [(c(), s()) for c, s in alive] == [(None, None)] * 5
