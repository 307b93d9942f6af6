# Board Table. `make run` and `make test` create .venv themselves from pyproject.toml.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
QM := resources/translations/board_table_zh_TW.qm
TS := resources/translations/board_table_zh_TW.ts

.PHONY: run test bench ladder soak package translations clean

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

# The computer levels' ladder of every game (hours: cells are saved as they finish, and a rerun
# plays only the missing ones), then the README's strength tables regenerated from docs/ladder/.
LADDER_GAMES ?= 10
LADDER := $(PY) -m desktop_app simulate --ladder --games $(LADDER_GAMES) --markdown
ladder: $(STAMP)
	$(LADDER) --game fit-to-print --out docs/ladder/fit-to-print.json
	$(LADDER) --game gutenberg --out docs/ladder/gutenberg.json
	$(LADDER) --game viscounts --out docs/ladder/viscounts.json
	$(LADDER) --game viscounts --variant gates_of_gold=true --out docs/ladder/viscounts+gates_of_gold.json
	$(LADDER) --game viscounts --variant keeper_of_keys=true --out docs/ladder/viscounts+keeper_of_keys.json
	$(LADDER) --game viscounts --variant gates_of_gold=true --variant keeper_of_keys=true \
		--out docs/ladder/viscounts+both.json
	$(LADDER) --game unconscious-mind --out docs/ladder/unconscious-mind.json
	$(PY) -m desktop_app.ladder_report

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
