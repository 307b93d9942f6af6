"""Words for the game log: who did something, and which card or board part it came from.

Every engine text is an English key with arguments (``engine.text.Text``), translated in
``data/viscounts/texts_zh.yaml``. Effect sources are compact strings saved in the effect stack
(``card:tf03:on_hire``, ``site:A_s1``, ``link:A_s2:A_s3``, ``castle:L2_1``, ``castle:L3``,
``track:5:active``, ``ko:2``, ``building:workshop:1``, ``player_card:3``, ``trade:A_O1``,
``ms:ms01``, ``flip``, ``reshuffle``; with the expansions ``card:ou01:reject``, ``order``,
``msb:black``, ``bonus:bb_s1``, ``perk:public_workshop``, ``public:workshop``, ``chest:ch01``);
:func:`source_text` says them in words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.text import Text

if TYPE_CHECKING:
    from desktop_app.rules.viscounts.state import VisState

WORDS: dict[str, dict[str, str]] = {
    "ink": {"en": "ink", "zh": "墨水瓶"}, "gold": {"en": "gold", "zh": "黃金"}, "stone": {"en": "stone", "zh": "石頭"},
    "silver": {"en": "silver", "zh": "銀幣"},
    "merchant": {"en": "merchant", "zh": "商人"}, "builder": {"en": "builder", "zh": "建築工"},
    "noble": {"en": "noble", "zh": "貴族"}, "cleric": {"en": "cleric", "zh": "牧師"},
    "criminal": {"en": "criminal", "zh": "罪犯"},
    "trade": {"en": "trade", "zh": "交易"}, "build": {"en": "build", "zh": "建造建築"},
    "workers": {"en": "place workers", "zh": "放置工人"}, "transcribe": {"en": "transcribe", "zh": "抄錄手抄本"},
    "hire": {"en": "hire", "zh": "僱用"}, "banish": {"en": "banish", "zh": "遣散"},
    "outer": {"en": "outer", "zh": "外側"}, "inner": {"en": "inner", "zh": "內側"},
    "yellow": {"en": "yellow", "zh": "黃色"}, "blue": {"en": "blue", "zh": "藍色"}, "grey": {"en": "grey", "zh": "灰色"},
    "black": {"en": "black", "zh": "黑色"},
    "wild": {"en": "wild", "zh": "萬用"},
}
"""Game words used as text arguments, in both languages."""


def word(key: str) -> dict[str, str]:
    """A game word as a ``{en, zh}`` name (unknown words stay as they are)."""
    return WORDS.get(key, {"en": key, "zh": key})


PART_KEYS = {
    "on_hire": "{card}, top right",
    "instant": "{card}, instant",
    "ongoing": "{card}, ongoing",
    "exit": "{card}, exit",
    "collision": "{card}, collision",
    "criminal": "{card}'s criminal icons",
    "reject": "{card}, rejected",
}

PLACE_FORMS = {"outer": ("{piece} outer {k}", "{piece}外側第 {k} 格"),
               "inner": ("{piece} inner {k}", "{piece}內側第 {k} 格"),
               "site": ("{piece} site {k}", "{piece}建築點 {k}")}
"""How a road space or building site is named to players: its piece's name and its number there."""


def place_name(s: VisState, place: str) -> dict[str, str]:
    """A road space, building site or board piece as players call it (``{en, zh}``).

    Spaces and sites are numbered within their piece in the order the board shows them (spaces
    along the road, sites by id), e.g. ``Market Quarter outer 2`` / ``市集區外側第 2 格``.
    Worked out once per content and player count (:data:`_NAMES`); each call returns a new dict.
    """
    return dict(_memo(s, "place", place, _place_name))


def _place_name(s: VisState, place: str) -> dict[str, str]:
    layout, c = s.layout, s.content
    if place in c.pieces:
        return dict(c.pieces[place].name)
    if place in layout.spaces:
        sp = layout.spaces[place]
        same = [x for x in layout.order if layout.spaces[x].piece == sp.piece and layout.spaces[x].ring == sp.ring]
        form, k = PLACE_FORMS[sp.ring], same.index(place) + 1
    elif place in layout.sites:
        site = layout.sites[place]
        same = sorted(x for x, d in layout.sites.items() if d.piece == site.piece)
        form, k = PLACE_FORMS["site"], same.index(place) + 1
        sp = site
    else:
        return {"en": place, "zh": place}
    piece = c.pieces[sp.piece].name
    return {"en": form[0].format(piece=piece["en"], k=k), "zh": form[1].format(piece=piece["zh"], k=k)}


def who(s: VisState, colour: int | None) -> Any:
    """A player's name, or the Steward's ``{en, zh}`` name for the solo colour."""
    if colour is None:
        return ""
    if colour < s.n:
        return s.names[colour]
    return s.content.solo.steward_name.model_dump()


def source_text(s: VisState, source: str) -> Text:
    """A source string in words (see the module docstring); made once per content, player count and
    source (:data:`_NAMES`), the same Text object each time."""
    return _memo(s, "source", source, _source_text)


_NAMES: dict[tuple, tuple[Any, Any]] = {}
"""Place names and source texts by content, player count and place or source: they depend on the pieces'
sides and numbering only, never on the ring order or rotation, so every game with that content and
player count shares them (kept with their content: a state whose content was swapped, as tests do,
gets its own entries)."""


def _memo(s: VisState, table: str, key: str, make: Any) -> Any:
    """``make(s, key)``, made once per content, player count and key (:data:`_NAMES`)."""
    if s.layout is None:
        return make(s, key)
    memo_key = (table, id(s.content), s.layout.players, key)
    hit = _NAMES.get(memo_key)
    if hit is None or hit[0] is not s.content:
        if len(_NAMES) > 20_000:
            _NAMES.clear()
        hit = _NAMES[memo_key] = (s.content, make(s, key))
    return hit[1]


def _source_text(s: VisState, source: str) -> Text:
    kind, _, rest = source.partition(":")
    c = s.content
    if kind == "card":
        cid, _, part = rest.partition(":")
        return Text(PART_KEYS.get(part, "{card}"), card=c.name(cid))
    if kind == "ms":
        return Text("manuscript {name}", name=c.name(rest))
    if kind == "site":
        return Text("{what}", what=place_name(s, rest))
    if kind == "link":
        a, _, b = rest.partition(":")
        return Text("dashed line {a}–{b}", a=place_name(s, a), b=place_name(s, b))
    if kind == "castle":
        if rest == "L3":
            return Text("castle level 3")
        regions = [rid for rid, _ in c.level2]
        return Text("castle level 2, region {region}", region=regions.index(rest) + 1 if rest in regions else rest)
    if kind == "track":
        pos, _, side = rest.partition(":")
        key = "collision reward above space {pos}" if side == "active" else "collision reward below space {pos}"
        return Text(key, pos=int(pos))
    if kind == "ko":
        return Text("knock-out reward (level {level})", level=int(rest))
    if kind == "building":
        btype, _, k = rest.partition(":")
        return Text("{building} slot {k}", building=c.name(btype), k=int(k))
    if kind == "player_card":
        return Text("player card #{n}", n=int(rest))
    if kind == "trade":
        return Text("trade at {space}", space=place_name(s, rest))
    if kind == "flip":
        return Text("flipped debt")
    if kind == "reshuffle":
        return Text("reshuffle")
    if kind == "setup":
        return Text("setup")
    if kind == "order":
        return Text("King's Order")
    if kind == "msb":
        return Text("the {ribbon} column of the manuscript board", ribbon=word(rest))
    if kind in ("bonus", "perk", "chest"):
        return Text("{what}", what=c.name(rest))
    if kind == "public":
        return Text("{what}", what=c.name(c.keys.public[rest].id) if c.keys else rest)
    return Text("{what}", what=source)
