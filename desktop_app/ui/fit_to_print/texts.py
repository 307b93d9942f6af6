"""The Fit To Print scene's own words in English and 繁體中文, and readable focus-news conditions.

:func:`tr` goes through Qt's translation (context ``FtpScene``) and falls back to :data:`ZH`, so
the scene speaks Chinese even before the app's ``.qm`` file has these strings.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.i18n import current_language, name_lang, render

ZH = {
    "Pool": "公共區", "Your desk": "你的辦公桌", "Hand": "手上", "Layout!": "排版！", "Print!": "付印！",
    "Keep (K)": "保留 (K)", "Return (R)": "放回 (R)",
    "Click a tile to take it": "點選板塊拿起來看",
    "Drag to your desk (K) or back to the pool (R)": "拖到辦公桌保留 (K)，或拖回公共區 (R)",
    "Drag tiles onto the page · right-click flips": "把板塊拖上版面 · 右鍵翻面",
    "Score preview": "分數預覽", "Total": "總分", "Largest white space": "最大留白",
    "Income": "收入", "gathering": "採訪中", "layout": "排版中", "printed": "已付印",
    "desk": "桌上", "hand": "手上", "token": "完成標記", "Focus news": "焦點新聞",
    "Breaking news": "新聞快報", "No breaking news today": "今天沒有新聞快報",
    "untimed": "不計時", "turn": "輪到", "End of the day": "本日結束", "Error check": "錯誤檢查",
    "No errors on your page": "你的版面沒有錯誤", "Continue": "繼續",
    "Choose tomorrow's focus news (lowest finish token picks first)": "選擇明天的焦點新聞（完成標記最小者先選）",
    "{name} is choosing the focus news…": "{name} 正在選擇焦點新聞…",
    "Choose your character": "選擇你的角色", "{name} is choosing a character…": "{name} 正在選擇角色…",
    "Player": "玩家", "Day": "當日", "Game over": "遊戲結束", "Rank": "名次", "Points": "分數",
    "The board turns to its Sunday side": "版面翻到「週日」面", "Side": "面", "Take": "選取",
    "Time is up": "時間到", "{name}'s turn": "輪到 {name}", "Winner: {names}": "贏家：{names}",
    "eliminated": "淘汰", "Your page": "你的版面", "{n} tiles": "{n} 塊",
    "side {side}": "{side} 面", "starting tile": "起始焦點", "Other": "其他", "Flipped": "翻面",
    "{n} tile": "{n} 塊", "Puzzle: reach {target} points": "解題：達到 {target} 分", "no flips": "不能翻面",
    "Paused — click or press Space to resume": "暫停中 — 點一下或按空白鍵繼續",
    "Pausing is allowed only when exactly one person plays": "只有一位真人玩家時才能暫停", "Fold": "折線", "Gathering": "採訪", "Layout": "排版", "Printed": "已付印",
    "each": "每個", "max": "最多", "pts": "分", "if": "若",
}
"""Chinese for the scene's words (also the fallback when the .qm file lacks them)."""


def tr(text: str) -> str:
    """``text`` in the current language."""
    translated = QCoreApplication.translate("FtpScene", text)
    if translated == text and current_language() == "zh_TW":
        return ZH.get(text, text)
    return translated


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


def filter_text(flt, content) -> str:
    """``news article next to the focus tile`` for a condition filter."""
    zh = _zh()
    parts = []
    if flt.mood:
        parts.append(_MOOD[flt.mood][zh])
    if flt.category:
        parts.append("/".join(render(content.categories[c].name.model_dump()) for c in flt.category
                              if c in content.categories))
    parts.append(_TYPE.get(flt.type, _TYPE["any"])[zh])
    if flt.face == "down":
        parts.append("（背面）" if zh else "(face down)")
    if flt.where != "anywhere":
        parts.append(_WHERE[flt.where][zh])
    return ("" if zh else " ").join(parts) if zh else " ".join(parts)


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
                else f"+{cond.points} if {filter_text(cond.filter, content)}s {test}")
    if k == "full_lines":
        what = ("整排" if cond.lines == "rows" else "整欄") if zh else ("full row" if cond.lines == "rows" else "full column")
        return f"每{what} +{cond.points}{cap}" if zh else f"+{cond.points} per {what}{cap}"
    if k == "majority":
        return (f"{filter_text(cond.filter, content)}最多者 +{cond.points}" if zh
                else f"+{cond.points} for the most {filter_text(cond.filter, content)}s")
    if k == "photo_hits":
        return (f"每張得分 ≥ {cond.min_hits} 的照片 +{cond.points}" if zh
                else f"+{cond.points} per photo scoring ≥ {cond.min_hits}")
    if k == "income":
        return f"收入 ≥ ${cond.at_least}：+{cond.points}" if zh else f"+{cond.points} if income ≥ ${cond.at_least}"
    if k == "desk":
        return f"桌上 ≤ {cond.at_most} 塊：+{cond.points}" if zh else f"+{cond.points} if desk ≤ {cond.at_most} tiles"
    if k == "finish_token":
        return f"完成標記 = {cond.equals}：+{cond.points}" if zh else f"+{cond.points} with finish token {cond.equals}"
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
