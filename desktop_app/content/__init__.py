"""Content pipeline: YAML files -> pydantic models, with errors naming file, line and field."""

from desktop_app.content.loader import (
    ContentError,
    Name,
    StrictModel,
    load_files,
    load_yaml,
)
from desktop_app.content.vocabulary import Vocabulary

__all__ = ["ContentError", "Name", "StrictModel", "load_files", "load_yaml", "Vocabulary"]
