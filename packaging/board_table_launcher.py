"""Entry script of the packaged app (PyInstaller): the desktop app, or a subcommand with arguments."""

import sys

from desktop_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
