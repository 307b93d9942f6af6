"""The words of a printed summary in English or 繁體中文, without the UI's translator.

Reports do not depend on the UI (nor on a running translator): engine Texts (tie-break
sentences, notes, detail labels, page keys) are rendered with the same ``English key: 中文``
maps the app merges into its translations, read from
``resources/translations/app_texts_zh.yaml`` and ``data/<game>/texts_zh.yaml``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from desktop_app.engine.text import Text, render_value

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def zh_texts() -> dict[str, str]:
    """Every ``English key: 中文`` pair found (a missing or unreadable file is skipped)."""
    paths = [ROOT / "resources" / "translations" / "app_texts_zh.yaml",
             *sorted((ROOT / "data").glob("*/texts_zh.yaml"))]
    out: dict[str, str] = {}
    for path in paths:
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue
        if isinstance(data, dict):
            out.update({str(k): str(v) for k, v in data.items()})
    return out


def translator(lang: str) -> Callable[[str], str] | None:
    """The key → translation function of ``lang`` (``None`` for English)."""
    if lang != "zh":
        return None
    texts = zh_texts()
    return lambda key: texts.get(key, key)


def say(value: Any, lang: str) -> str:
    """A Text, a name mapping, a name or a number as printed text in ``lang`` (``en`` / ``zh``).

    A plain string is printed as it is (in Chinese, a known English key is translated, so older
    sheets whose notes are strings still print in Chinese).
    """
    if isinstance(value, Text):
        return value.render(lang, translator(lang))
    if isinstance(value, str) and lang == "zh" and value in zh_texts():
        return zh_texts()[value]
    return render_value(value, lang, translator(lang))
