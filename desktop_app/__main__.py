"""``python -m desktop_app``: the desktop app without arguments, else a command-line subcommand."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the GUI (no arguments) or run ``desktop_app.cli``; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args:
        from desktop_app import cli

        return cli.main(args)
    try:
        from desktop_app.ui.app import run_gui

        return int(run_gui(sys.argv) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # one line, never a traceback
        message = " ".join(str(exc).split())
        print(f"error: the desktop app could not start: {type(exc).__name__}: {message}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
