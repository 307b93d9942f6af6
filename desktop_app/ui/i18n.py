"""Languages of the app: English and 繁體中文 (Traditional Chinese).

Two sources feed Qt's translation system:

- UI strings, written with ``self.tr()`` / ``QCoreApplication.translate``, translated in
  ``resources/translations/board_table_zh_TW.ts`` (compiled to ``.qm`` by ``make``);
- engine texts (log lines, prompts, refusal reasons): their English format string is the key,
  translated in the ``.ts`` file's ``engine`` context, which :func:`sync_ts` fills from the
  ``data/<game>/texts_zh.yaml`` files of the rules (``python -m desktop_app.ui.i18n``);
- context tables ``resources/translations/contexts/<Context>.yaml`` (``English: 中文``) for
  modules whose words are looked up through a helper that lupdate cannot see (the game scenes'
  ``tr(text)``); :func:`sync_ts` writes them into the ``.ts`` under that context.

:func:`engine_translate` renders an engine key through Qt and falls back to the YAML maps, so a
game whose texts were added after the last ``make`` still speaks Chinese.

Workflow: ``python -m desktop_app.ui.i18n --scan`` adds new UI strings (pyside6-lupdate) and
refreshes the engine context; translate the new ``unfinished`` entries in the .ts file (e.g. with
``pyside6-linguist``); ``make translations`` compiles the ``.qm``.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from desktop_app.engine.text import Text, render_value

if TYPE_CHECKING:  # the .ts tools below import xml and subprocess when run, not when the app starts
    import xml.etree.ElementTree as ET

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
TS_FILE = TRANSLATIONS / "board_table_zh_TW.ts"
QM_FILE = TRANSLATIONS / "board_table_zh_TW.qm"
DATA_DIR = ROOT / "data"
APP_TEXTS = TRANSLATIONS / "app_texts_zh.yaml"
"""Engine-context texts of the app itself (controller refusals, tie-break sentences)."""
ENGINE_CONTEXT = "engine"
CONTEXT_TABLES = TRANSLATIONS / "contexts"
"""``<Context>.yaml`` files: the 繁體中文 of one Qt translation context."""

QT_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))
"""Labels of Qt's own file dialog (Save, Open, Export PDF) that Qt's ``qtbase_zh_TW`` leaves in English
(it has them only without the ``&`` shortcut); the app's ``.ts`` translates them."""

LANGUAGES = ("en", "zh_TW")
"""The languages the app offers (QSettings value ``language``)."""

_state: dict[str, Any] = {"lang": "en", "translators": []}


def current_language() -> str:
    """``"en"`` or ``"zh_TW"``."""
    return _state["lang"]


def name_lang() -> str:
    """The key of content names (``{"en", "zh"}``) for the current language."""
    return "zh" if _state["lang"] == "zh_TW" else "en"


def system_language() -> str:
    """The language matching the system locale: Chinese for any ``zh`` locale, else English."""
    return "zh_TW" if QLocale.system().name().lower().startswith("zh") else "en"


def saved_language() -> str:
    """The language saved in QSettings, else the system's."""
    value = QSettings().value("language", "")
    return value if value in LANGUAGES else system_language()


def set_language(lang: str, save: bool = True) -> None:
    """Install (``zh_TW``) or remove (``en``) the translators; widgets get a LanguageChange event."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    app = QCoreApplication.instance()
    for translator in _state["translators"]:
        if app is not None:
            app.removeTranslator(translator)
    _state["translators"] = []
    _state["lang"] = lang
    if lang == "zh_TW" and app is not None:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for directory, name in ((str(TRANSLATIONS), "board_table_zh_TW"), (qt_dir, "qtbase_zh_TW")):
            translator = QTranslator(app)
            if translator.load(name, directory):
                app.installTranslator(translator)
                _state["translators"].append(translator)
    if app is not None:
        # Switching to English with no translator installed sends no event by itself.
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    if save:
        QSettings().setValue("language", lang)


def read_engine_texts(data_dir: Path = DATA_DIR, app_texts: Path = APP_TEXTS) -> dict[str, str]:
    """Every ``English key: 中文`` pair of ``app_texts`` and the ``<data_dir>/<game>/texts_zh.yaml`` files."""
    import yaml  # only when Chinese texts are first needed: not at start-up

    texts: dict[str, str] = {}
    paths = ([app_texts] if app_texts.is_file() else []) + sorted(data_dir.glob("*/texts_zh.yaml"))
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected a mapping 'English key: 中文'")
        texts.update({str(k): str(v) for k, v in data.items() if v is not None})
    return texts


@lru_cache(maxsize=1)
def engine_texts() -> dict[str, str]:
    """The engine texts of the installed data (cached)."""
    return read_engine_texts()


def engine_translate(key: str | Text) -> str:
    """An engine Text key in the current language (Qt translation, else the YAML maps).

    A whole :class:`Text` is rendered (so a list of notes may mix Texts and keys).
    """
    if isinstance(key, Text):
        return render(key)
    if _state["lang"] == "en":
        return key
    translated = QCoreApplication.translate(ENGINE_CONTEXT, key)
    if translated == key:
        translated = engine_texts().get(key, key)
    return translated


def read_context_tables(folder: Path = CONTEXT_TABLES) -> dict[str, dict[str, str]]:
    """``{context: {English: 中文}}`` from every ``<Context>.yaml`` in ``folder``."""
    import yaml  # only when Chinese texts are first needed: not at start-up

    tables: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected a mapping 'English: 中文'")
        tables[path.stem] = {str(k): str(v) for k, v in data.items() if v is not None}
    return tables


@lru_cache(maxsize=1)
def context_tables() -> dict[str, dict[str, str]]:
    """The context tables of the installed resources (cached)."""
    return read_context_tables()


def context_translate(context: str, text: str) -> str:
    """``text`` of Qt ``context`` in the current language (Qt translation, else the context table)."""
    if _state["lang"] == "en":
        return text
    translated = QCoreApplication.translate(context, text)
    if translated == text:
        translated = context_tables().get(context, {}).get(text, text)
    return translated


def render(text: Any) -> str:
    """An engine :class:`Text` (or a name mapping, or any value) as text in the current language.

    A plain string is a name: it stays as it is, except a default seat name (``Player 2``).
    """
    return render_value(text, name_lang(), engine_translate)


def _revive_wrapped(root: ET.Element, source_dir: Path = ROOT / "desktop_app") -> int:
    """Keep translations lupdate marked "vanished" whose text is still a literal in the code.

    lupdate only sees literal ``tr``/``translate`` arguments; a module that translates through a
    small wrapper (``_tr("...")``) would otherwise lose its translations on every scan.
    """
    code = "\n".join(p.read_text(encoding="utf-8") for p in source_dir.rglob("*.py"))
    revived = 0
    for message in root.iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is not None and translation.get("type") == "vanished" and \
                any(f"{q}{source}{q}" in code for q in ('"', "'")):
            del translation.attrib["type"]
            revived += 1
    return revived


def _add_context(root: ET.Element, name: str, table: dict[str, str]) -> None:
    import xml.etree.ElementTree as ET

    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = name
    for key in sorted(table):
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = key
        ET.SubElement(message, "translation").text = table[key]


def sync_ts(ts_path: Path = TS_FILE, data_dir: Path = DATA_DIR, app_texts: Path = APP_TEXTS,
            context_tables_dir: Path = CONTEXT_TABLES) -> int:
    """Rewrite the ``engine`` context of ``ts_path`` from ``data_dir/*/texts_zh.yaml`` and ``app_texts``,
    and each context that has a table in ``context_tables_dir``.

    Other contexts (the UI strings) are kept as they are. Returns the number of engine messages.
    """
    import xml.etree.ElementTree as ET

    texts = read_engine_texts(data_dir, app_texts)
    if ts_path.exists():
        tree = ET.parse(ts_path)
        root = tree.getroot()
    else:
        root = ET.Element("TS", version="2.1", language="zh_TW")
        tree = ET.ElementTree(root)
    tables = read_context_tables(context_tables_dir) if context_tables_dir.is_dir() else {}
    for context in root.findall("context"):
        if context.findtext("name") in (ENGINE_CONTEXT, *tables):
            root.remove(context)
    _revive_wrapped(root)
    for name, table in tables.items():
        _add_context(root, name, table)
    _add_context(root, ENGINE_CONTEXT, texts)
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts_path.parent.mkdir(parents=True, exist_ok=True)
    ts_path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                       encoding="utf-8")
    return len(texts)


def scan_sources(ts_path: Path = TS_FILE) -> list[Path]:
    """Run ``pyside6-lupdate`` on every module that uses ``tr``/``translate`` (new UI strings).

    Returns the scanned files. Strings must be literals in ``self.tr("...")`` or
    ``QCoreApplication.translate("Context", "...")`` calls for lupdate to find them.
    """
    import subprocess

    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    files = sorted(p for p in (ROOT / "desktop_app").rglob("*.py")
                   if re.search(r"\.tr\(|QCoreApplication\.translate\(", p.read_text(encoding="utf-8")))
    subprocess.run([str(lupdate), *map(str, files), "-ts", str(ts_path)], check=True, capture_output=True)
    return files


def main(argv: list[str] | None = None) -> int:
    """``python -m desktop_app.ui.i18n [--scan] [TS_FILE]``: refresh the engine context of the .ts file.

    ``--scan`` first adds new UI strings with ``pyside6-lupdate``.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if any(a in ("-h", "--help") for a in args):
        print(main.__doc__)
        return 0
    unknown = [a for a in args if a.startswith("-") and a != "--scan"]
    if unknown:
        print(f"unknown option {unknown[0]} (usage: python -m desktop_app.ui.i18n [--scan] [TS_FILE])", file=sys.stderr)
        return 2
    scan = "--scan" in args
    args = [a for a in args if a != "--scan"]
    path = Path(args[0]) if args else TS_FILE
    if scan:
        print(f"{path}: scanned {len(scan_sources(path))} modules")
    count = sync_ts(path)
    print(f"{path}: {count} engine texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
