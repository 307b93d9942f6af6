"""Viscounts of the West Kingdom (西國子爵): move your viscount, build your tableau, act with its icons.

Rules: ``shared/rules/viscounts.md`` (VIS-*, GAP-*, DEC-*; the base game and the solo Steward).
Modules: ``vocabulary`` / ``shorthand`` (the §11 effect ops and the §11.1 YAML shorthand),
``schema`` / ``content`` (``data/viscounts/<set>/*.yaml``), ``model`` (the state's data, documented
for the scene), ``layout`` (the assembled kingdom), ``abilities`` (icons, power, modifiers,
triggers), the rules by family — ``setup``, ``turn`` (the turn table, phases 1/2/4/6, rounds, the
end), ``actions`` (phase 3: banish, trade, build, place workers, transcribe), ``castle``
(movement, knock-outs, leader), ``collision`` (phase 5), ``cards`` (draw, reshuffle, destroy,
hire), ``basics`` (silver, resources, markers, debts and deeds), ``steward`` (solo) — ``interp``
(the interpreter with every op), ``state`` (the engine contract), ``view`` (hidden information),
``diagnose`` (refusal reasons), ``scoring`` / ``calculator`` (VIS-SCORE), ``bot`` (computer players).
This first part holds the content and the data model; the rules follow.

Expansions plug in as content sets beside ``base/`` (``gog/``, ``kok/``) and as vocabulary
modules (``vocabulary.register_module``) switched on by the options ``gates_of_gold`` and
``keeper_of_keys``; they are not part of this package yet.
"""
