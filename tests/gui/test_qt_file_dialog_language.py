"""Qt's own file dialog (Save as, Open, Export PDF) speaks 繁體中文 with the app (found by playing in a real window)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from desktop_app.ui.i18n import set_language


@pytest.mark.parametrize("mode", [QFileDialog.AcceptMode.AcceptSave, QFileDialog.AcceptMode.AcceptOpen])
def test_every_label_of_the_file_dialog_is_chinese_in_chinese_mode(qtbot, mode):
    """In 繁體中文 no label of the file dialog is left in English: Qt's qtbase_zh_TW lacks "&Look in:"
    and "Files of &type:" (it has them only without the shortcut); the app's translation supplies them."""
    set_language("zh_TW", save=False)
    dialog = QFileDialog(None, "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(mode)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "尋找於(&L)："
    assert labels["fileTypeLabel"] == "檔案型態(&T)："
    assert not [text for text in labels.values() if text.isascii() and any(c.isalpha() for c in text)]
