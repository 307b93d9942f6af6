"""The Fit To Print scene's own words in English and 繁體中文, and readable focus-news conditions.

:func:`tr` goes through Qt's translation (context ``FtpScene``); the Chinese lives in
``resources/translations/contexts/FtpScene.yaml`` (merged into the ``.ts`` by ``desktop_app.ui.i18n``).
"""

from __future__ import annotations

from desktop_app.ui.i18n import context_translate, name_lang, render


def tr(text: str) -> str:
    """``text`` in the current language."""
    return context_translate("FtpScene", text)


def side_label(side: str) -> str:
    """A focus tile's side for display: ``starting tile``, ``side A``, ``side B``."""
    return tr("starting tile") if side == "start" else tr("side {side}").format(side=side.upper())


_WHERE = {
    "adjacent_to_focus": ("next to the focus tile", "與焦點新聞相鄰"), "above_fold": ("above the fold", "折線以上"),
    "below_fold": ("below the fold", "折線以下"), "crossing_fold": ("crossing the fold", "跨越折線"),
    "border": ("on the page border", "在版面邊緣"), "top_row": ("in the top row", "在最上排"),
    "bottom_row": ("in the bottom row", "在最下排"),
}
_TYPE = {"article": ("article", "文章"), "photo": ("photo", "照片"), "ad": ("ad", "廣告"), "any": ("tile", "板塊")}
_MOOD = {"good": ("good-news", "好消息"), "bad": ("bad-news", "壞消息")}


def _zh() -> bool:
    return name_lang() == "zh"


def _area_text(area: tuple[int, int], zh: bool) -> str:
    """``1-square``, ``4+-square``, ``2–3-square`` (``1 格`` ...) for a filter's ``area`` range."""
    low, high = area
    if low == high:
        return f"{low}格" if zh else f"{low}-square"
    if high >= 36:  # no footprint is larger than 6 × 6: "4 or more"
        return f"{low}格以上" if zh else f"{low}+-square"
    return f"{low}–{high}格" if zh else f"{low}–{high}-square"


def filter_text(flt, content, plural: bool = False) -> str:
    """``news article next to the focus tile`` for a condition filter (every part of it: mood,
    category, size, face, type, place and the neighbour it needs); ``plural``: ``news articles``."""
    zh = _zh()
    parts = []
    if flt.mood:
        parts.append(_MOOD[flt.mood][zh])
    if flt.category:
        parts.append("/".join(render(content.categories[c].name.model_dump()) for c in flt.category
                              if c in content.categories))
    if flt.area is not None:
        parts.append(_area_text(tuple(flt.area), zh))
    if flt.face == "down" and not zh:
        parts.append("face-down")
    parts.append(_TYPE.get(flt.type, _TYPE["any"])[zh] + ("s" if plural and not zh else ""))
    if flt.face == "down" and zh:
        parts.append("（背面）")
    if flt.where != "anywhere":
        parts.append(_WHERE[flt.where][zh])
    if zh:
        text = "".join(parts)
        return f"與{filter_text(flt.next_to, content)}相鄰的{text}" if flt.next_to is not None else text
    text = " ".join(parts)
    if flt.next_to is not None:
        near = filter_text(flt.next_to, content)
        text += f" next to {'an' if near[:1].lower() in 'aeiou' else 'a'} {near}"
    return text


def condition_text(cond, content) -> str:
    """One focus-news or breaking-news condition as a short sentence."""
    zh = _zh()
    cap = f" ({tr('max')} {cond.max})" if cond.max is not None else ""
    k = cond.kind
    if k == "count":
        return (f"每個{filter_text(cond.filter, content)} +{cond.points}{cap}" if zh
                else f"+{cond.points} per {filter_text(cond.filter, content)}{cap}")
    if k == "sets":
        return (f"每組三類文章 +{cond.points}{cap}" if zh else f"+{cond.points} per set of 3 categories{cap}")
    if k == "mood_balance":
        limit = cond.exactly if cond.exactly is not None else cond.at_most
        return (f"好壞消息差 ≤ {limit}：+{cond.points}" if zh else f"+{cond.points} if |good − bad| ≤ {limit}")
    if k == "largest_empty":
        return (f"最大留白 ≤ {cond.at_most}：+{cond.points}" if zh
                else f"+{cond.points} if the largest white space ≤ {cond.at_most}")
    if k == "threshold":
        test = next(f"{op} {v}" for op, v in (("≥", cond.at_least), ("≤", cond.at_most), ("=", cond.exactly))
                    if v is not None)
        return (f"{filter_text(cond.filter, content)} {test}：+{cond.points}" if zh
                else f"+{cond.points} if {filter_text(cond.filter, content, plural=True)} {test}")
    if k == "full_lines":
        what = ("整排" if cond.lines == "rows" else "整欄") if zh else ("full row" if cond.lines == "rows" else "full column")
        return f"每{what} +{cond.points}{cap}" if zh else f"+{cond.points} per {what}{cap}"
    if k == "majority":
        return (f"{filter_text(cond.filter, content)}最多者 +{cond.points}" if zh
                else f"+{cond.points} for the most {filter_text(cond.filter, content, plural=True)}")
    if k == "photo_hits":
        return (f"每張得分 ≥ {cond.min_hits} 的照片 +{cond.points}" if zh
                else f"+{cond.points} per photo scoring ≥ {cond.min_hits}")
    if k == "income":
        return f"收入 ≥ ${cond.at_least}：+{cond.points}" if zh else f"+{cond.points} if income ≥ ${cond.at_least}"
    if k == "desk":
        return f"桌上 ≤ {cond.at_most} 塊：+{cond.points}" if zh else f"+{cond.points} if desk ≤ {cond.at_most} tiles"
    if k == "finish_token":
        return f"完稿指示物 = {cond.equals}：+{cond.points}" if zh else f"+{cond.points} with finish token {cond.equals}"
    return f"{k} +{cond.points}"


def effect_text(effect, content) -> str:
    """One character or breaking-news effect as a short sentence (FTP-GAP-05 modifiers)."""
    zh = _zh()
    e = effect
    if e.score is not None:
        return condition_text(e.score, content)
    if e.income is not None:
        text = condition_text(e.income, content)
        return f"收入：{text.replace('+', '+$', 1)}" if zh else text.replace("+", "+$", 1)
    if e.timer_delta_s is not None:
        return f"計時 {e.timer_delta_s:+d} 秒" if zh else f"Timer {e.timer_delta_s:+d} s"
    if e.unplaced_penalty is not None:
        return f"每塊未放置板塊扣 {e.unplaced_penalty} 分" if zh else f"Each desk tile costs {e.unplaced_penalty}"
    if e.unplaced_free is not None:
        return (f"前 {e.unplaced_free} 塊未放置板塊不扣分" if zh
                else f"The first {e.unplaced_free} desk tile(s) cost nothing")
    if e.white_space_awards is not None:
        a = e.white_space_awards
        return (f"留白獎勵 {a.smallest}/{a.middle}/{a.largest}" if zh
                else f"White space awards {a.smallest}/{a.middle}/{a.largest}")
    if e.white_space_offset is not None:
        return (f"比較留白時你的最大留白 {e.white_space_offset:+d}" if zh
                else f"Your largest white space counts {e.white_space_offset:+d} when compared")
    if e.mood_penalty_reduction is not None:
        return f"情緒扣分減 {e.mood_penalty_reduction}" if zh else f"Mood penalty −{e.mood_penalty_reduction}"
    if e.excuse_conflicts is not None:
        x = e.excuse_conflicts
        kind = _TYPE[x.type][zh]
        return f"可豁免 {x.pairs} 組{kind}衝突" if zh else f"{x.pairs} {kind} conflict(s) excused at the check"
    if e.hands is not None:
        return f"一次最多拿 {e.hands} 塊" if zh else f"Hold up to {e.hands} tiles at once"
    if e.take_back is not None:
        return (f"每天可把 {e.take_back} 塊已保留板塊放回" if zh
                else f"Return {e.take_back} kept tile(s) to the pool per day")
    if e.forbid is not None:
        what = filter_text(e.forbid, content)
        return f"禁止：{what}（檢查時翻面）" if zh else f"No {what}s (flipped at the check)"
    return ""


def card_text(model, content) -> str:
    """A character's or breaking-news card's text: its own words, else its effects described."""
    if getattr(model, "text", None):
        return render(model.text.model_dump())
    return "; ".join(t for t in (effect_text(e, content) for e in model.effects) if t)
