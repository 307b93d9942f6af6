"""The 繁體中文 texts a printed summary needs, read from the same YAML maps as the app's.

Reports do not depend on the UI (nor on a running translator): the tie-break sentences of
``rank_by`` and the games' tie-break descriptions and notes are looked up in
``resources/translations/app_texts_zh.yaml`` and ``data/<game>/texts_zh.yaml``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

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
