"""Helpers for command-line tests: run ``cli.main`` in-process and split its output."""

import pytest

from desktop_app import cli


class Run:
    """The exit code, stdout and stderr lines of one in-process command."""

    def __init__(self, code, out, err):
        self.code, self.out, self.err = code, out, err
        self.err_lines = [line for line in err.splitlines() if line.strip()]


@pytest.fixture
def run_cli(capsys):
    def run(*argv):
        code = cli.main([str(a) for a in argv])
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run
