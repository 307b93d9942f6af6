# Board Table. `make run` and `make test` create .venv themselves from pyproject.toml.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
QM := resources/translations/board_table_zh_TW.qm
TS := resources/translations/board_table_zh_TW.ts

.PHONY: run test bench soak package translations clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(QM): $(TS) $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $(TS) -qm $(QM)

translations: $(QM)

run: $(STAMP) $(QM)
	$(PY) -m desktop_app

test: $(STAMP) $(QM)
	$(VENV)/bin/ruff check desktop_app tests
	$(VENV)/bin/lint-imports
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -p no:cacheprovider

bench: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) -m desktop_app.bench

soak: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -p no:cacheprovider -q -s -m slow tests/gui/test_window_lifecycle.py

package: $(STAMP) $(QM)
	$(PY) -m pip install --quiet -e '.[test,package]'
	$(VENV)/bin/pyinstaller --noconfirm --clean packaging/board_table.spec
	QT_QPA_PLATFORM=offscreen dist/board-table/board-table screenshot dist/smoke.png
	dist/board-table/board-table score gutenberg examples/gutenberg_final.yaml > /dev/null
	dist/board-table/board-table simulate --game fit-to-print --players 2 --games 1 --bots random > /dev/null
	@du -sh dist/board-table

clean:
	rm -rf $(VENV) build dist
