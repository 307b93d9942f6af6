"""Planning behind the screen, the reveal, and completing an order on the Gutenberg table."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop_app.engine.action import Action
from desktop_app.rules.gutenberg.model import ACTIONS, PATRONAGE, TAKE
from desktop_app.ui.gutenberg import planning
from desktop_app.ui.gutenberg.panel import suggest_completion
from desktop_app.ui.gutenberg.workshop import LETTER_PITCH
from desktop_app.ui.items import TokenItem


def _plan_tokens(scene, kind):
    return [i for i in scene.items() if isinstance(i, TokenItem) and isinstance(i.payload, dict)
            and i.payload.get("kind") == kind]


def test_plan_by_drag_and_buttons_hides_the_other_plan_gut_plan_01(table, qtbot):
    """GUT-PLAN-01/05: the viewer's tokens are dragged or +/−'d; the other seat's plan is never drawn."""
    t = table(seed=4)
    t.drive(lambda s: s.phase == "plan")
    other = 1
    for row in ("ink", "ink", "workshop"):  # the other seat plans first, in secret
        t.apply(Action.make(other, "plan_add", row=row))
    t.apply(Action.make(other, "plan_commit"))
    controller, scene = t.open()
    assert controller.viewer() == 0
    supply = _plan_tokens(scene, "supply_token")
    assert len(supply) == t.state.players[0].tokens
    target = planning.row_rect(scene.action_origin, TAKE).center()
    assert scene.drop_plan_token(supply[0], target)
    assert t.state.players[0].plan[TAKE] == 1
    plus = next(p for p in scene.pieces if getattr(p, "payload", None) == {"kind": "plan_add", "row": PATRONAGE})
    scene._clicked(plus)
    scene._clicked(next(p for p in scene.pieces if getattr(p, "payload", None) == {"kind": "plan_add",
                                                                                    "row": PATRONAGE}))
    assert t.state.players[0].plan == [1, 0, 0, 0, 2]
    placed = _plan_tokens(scene, "plan_token")
    assert sorted(tok.payload["row"] for tok in placed) == [TAKE, PATRONAGE, PATRONAGE]
    # moving a token off the board takes it back
    assert scene.drop_plan_token(next(tok for tok in placed if tok.payload["row"] == TAKE), QPointF(-900, 0))
    assert t.state.players[0].plan == [0, 0, 0, 0, 2]
    # the other seat's plan: not in the view, not on screen
    view = controller.view_state()
    assert view.players[other].committed
    assert len(_plan_tokens(scene, "plan_token")) == 2
    tokens = [tok for tok in scene.items() if isinstance(tok, TokenItem)
              and tok.rule_id in ("GUT-PLAN-03", "GUT-PLAN-05", "GUT-PLAN-06")]
    assert tokens and all(tok.colour == scene.colours(view)[0] for tok in tokens)
    secret = t.state.players[other].plan
    assert secret == [0, 2, 0, 1, 0]
    texts = [getattr(i, "text", lambda: "")() for i in scene.items()]
    assert any("ready" in s for s in texts), "the other seat shows a screen reading ready"
    # the view of the other's plan is resampled from its token count, not copied (GUT-PLAN-05)
    assert sum(view.players[other].plan) == t.state.players[other].tokens


def test_reveal_shows_acting_order_and_reason_gut_plan_06(table, qtbot):
    """GUT-PLAN-06: after both commit, every plan is drawn with the acting order and the tie reason."""
    t = table(seed=4)
    t.drive(lambda s: s.phase == "plan")
    t.apply(Action.make(0, "plan_add", row="ink"))
    t.apply(Action.make(0, "plan_commit"))
    t.apply(Action.make(1, "plan_add", row="ink"))
    controller, scene = t.open()
    scene.set_animation_speed(4.0)
    assert controller.submit(Action.make(1, "plan_commit")) is None  # the last commit reveals
    assert t.state.revealed
    assert scene.revealed_tokens and all(tok.animating for tok in scene.revealed_tokens)
    qtbot.waitUntil(lambda: not any(tok.animating for tok in scene.revealed_tokens), timeout=3000)
    row = planning.row_rect(scene.action_origin, 1)
    assert all(row.contains(tok.pos()) for tok in scene.revealed_tokens)
    first, second = t.state.turn_order()
    names = [p.name for p in t.state.players]
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    tie = next(i for i in scene.items() if getattr(i, "text", None) and callable(i.text)
               and i.text().replace("\n", " ") == "tie: turn order")  # (wrapped in its narrow column, never cut)
    assert tie.toolTip() == f"{names[first]} before {names[second]}: turn order"
    assert len(scene.revealed_tokens) == 2  # one ink token of each seat, on the Gain Ink row
    assert any(s == f"1.{names[first]}" for s in texts) and any(s == f"2.{names[second]}" for s in texts)


def _completable(state) -> bool:
    if state.phase != "complete" or state.active != 0:
        return False
    return any(a.kind == "complete" for a in state.legal_actions(0))


def _letters_for_orders(state, legal):
    """Buy letters that the first held order needs whenever a window offers it."""
    seat = legal[0].player if legal else 0
    pl = state.players[seat]
    if seat == 0 and pl.orders:
        need = state.content.printing[pl.orders[0][0]][0]
        for i, n in enumerate(need):
            if pl.letters[i] < n:
                wanted = Action.make(0, "buy_letter", letter=state.content.alphabet[i])
                if wanted in legal:
                    return wanted
    return None


def test_complete_an_order_by_clicking_it_gut_done_01(table, qtbot):
    """GUT-DONE-01/02: clicking a ready held order prints it: coins gained, order gone, letters assigned."""
    t = table(seed=2)
    t.drive(lambda s: s.phase == "plan")
    t.state.players[0].letters = [3] * len(t.state.content.alphabet)  # a controlled position: type to spare
    t.state.touch()
    t.drive(_completable, _letters_for_orders)
    controller, scene = t.open()
    pl = t.state.players[0]
    printing = next(a["printing"] for a in t.state.legal_actions(0) if a.kind == "complete")
    design = next(o[1] for o in pl.orders if o[0] == printing)
    suggested = suggest_completion(controller.view_state(), 0)
    assert suggested and all(t.state.can_print(0, p) for p, _colour in suggested)
    coins = pl.coins
    card = next(p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "held_order"
                and p.payload["printing"] == printing)
    assert card.enabled
    scene._clicked(card)
    assert all(o[0] != printing for o in pl.orders)
    assert pl.coins >= coins + t.state.content.printing[printing][1]
    assert sum(pl.assigned) == sum(t.state.content.printing[printing][0])
    assert design in t.state.design_discard


def test_every_decision_is_answerable_from_the_side_panel(table, qtbot):
    """The side panel lists the viewer's options as buttons; pressing one submits it."""
    t = table(seed=6)
    controller, scene = t.open()
    decision = controller.view_state().decisions()[0]
    assert decision.player == controller.viewer()
    labels = [b.payload["action"] for b in scene.panel_buttons]
    assert set(labels) == set(decision.options)
    before = len(t.record.actions)
    scene._clicked(scene.panel_buttons[0])
    assert len(controller.record.actions) == before + 1


def test_rules_help_names_gear_and_ink_rules(table, qtbot):
    """Items carry rule IDs for the rules-help dock (gears → GUT-GEAR-*, ink rows → GUT-INK-*)."""
    t = table(seed=5)
    t.drive(lambda s: s.phase == "plan")
    controller, scene = t.open()
    gear = next(iter(scene.board_gears.values()))
    assert scene.rule_at(gear.scenePos())[0].startswith("GUT-GEAR")
    ink = next(p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "ink")
    assert scene.rule_at(ink.scenePos())[0].startswith("GUT-INK")
    assert ACTIONS[TAKE] == "orders"


def test_clicking_a_type_piece_buys_that_letter_gut_let_01(table, qtbot):
    """GUT-LET-01: a click on a letter of one's own type case buys it for (letters owned + 1) coins."""
    t = table(seed=4)
    t.drive(lambda s: s.phase == "plan")
    controller, scene = t.open()
    pl = t.state.players[0]
    price = t.state.letter_price(0)
    coins, owned = pl.coins, pl.letters[:]
    case, per_row = scene.letter_cases[0]
    index = t.state.content.alphabet.index("o")
    row, col = divmod(index, per_row)
    rect = case.boundingRect().adjusted(3, 3, -3, -3)
    case.last_click = QPointF(rect.left() + col * LETTER_PITCH[0] + 12, rect.top() + 2 + row * LETTER_PITCH[1] + 13)
    scene._clicked(case)
    assert pl.letters[index] == owned[index] + 1 and pl.coins == coins - price
    scene.show_workshop(1)  # (one workshop at a time: its tab shows another's)
    other_case, _ = scene.letter_cases[1]
    assert not other_case.enabled  # another player's type case is not a buying gesture


def _take_orders_turn(state) -> bool:
    pl = state.players[0]
    return (state.phase == "action" and state.active == 0 and bool(pl.stack) and pl.stack[-1][0] == "action"
            and pl.stack[-1][1] == TAKE)


def _bid_orders(state, legal):
    for a in legal:
        if a.kind == "plan_add" and a["row"] == "orders" and state.players[a.player].plan[TAKE] < 2:
            return a
    return None


def test_take_order_by_board_cards_or_panel_buttons_gut_take_01(table, qtbot):
    """GUT-TAKE-01: a printing card and a design card make one order, picked on the board or in the panel."""
    t = table(seed=9)
    t.drive(_take_orders_turn, _bid_orders)
    controller, scene = t.open()
    pl = t.state.players[0]
    held = len(pl.orders)
    printing = next(p for p in scene.panel_buttons if p.payload.get("kind") == "printing")
    design = next(p for p in scene.panel_buttons if p.payload.get("kind") == "design")
    scene._clicked(printing)
    assert printing.selected and len(pl.orders) == held  # one card picked: nothing happens yet
    scene._clicked(design)
    assert pl.orders[-1] == [printing.payload["id"], design.payload["id"]]
    assert printing.payload["id"] not in t.state.printing_slots


def _ink_turn(state) -> bool:
    pl = state.players[0]
    full = [r for r in state.ink_rows if all(c is not None for c in r)]
    return (state.phase == "action" and state.active == 0 and bool(pl.stack) and pl.stack[-1] == ["action", 1]
            and bool(full) and pl.coins >= 1)


def _bid_ink(state, legal):
    for a in legal:
        if a.kind == "plan_add" and a["row"] == "ink" and state.players[a.player].plan[1] < 3:
            return a
    return None


def test_clicking_the_second_ink_token_takes_two_and_pays_gut_ink_02(table, qtbot):
    """GUT-INK-02: a click on a row's second token takes the first two and pays 0 + 1 coins; they fly home."""
    t = table(seed=3)
    t.drive(_ink_turn, _bid_ink)
    controller, scene = t.open()
    scene.set_animation_speed(4.0)
    pl = t.state.players[0]
    row = next(r for r, cells in enumerate(t.state.ink_rows) if all(c is not None for c in cells))
    colours = t.state.ink_rows[row][:2]
    coins, ink = pl.coins, pl.ink[:]
    token = next(p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "ink"
                 and p.payload["row"] == row and p.payload["pos"] == 1)
    assert token.rule_id == "GUT-INK-02"
    scene._clicked(token)
    assert pl.coins == coins - sum(t.state.content.rules.ink_row_costs[:2])
    for c in set(colours):
        assert pl.ink[c] == ink[c] + colours.count(c)
    assert t.state.ink_rows[row][:2] == [None, None]
    assert len(scene.flying) == 2
    qtbot.waitUntil(lambda: not scene.flying, timeout=3000)


def test_a_free_letter_choice_shows_one_button_per_letter_gut_free_02(table, qtbot):
    """GUT-LET-03 with GUT-FREE-02: buying letters is offered with a free-letter choice too, but the
    panel shows one button per letter, and it takes the free letter (never buys by mistake)."""
    t = table(seed=4)
    t.drive(lambda s: s.phase == "plan")
    pl = t.state.players[0]
    pl.coins = 40
    pl.stack.append(["letter_choice", 1])
    t.state.touch()
    assert any(a.kind == "buy_letter" for a in t.state.legal_actions(0))
    controller, scene = t.open()
    letters = [b.payload["action"] for b in scene.panel_buttons
               if isinstance(b.payload.get("action"), Action) and b.payload["action"].kind in ("buy_letter",
                                                                                            "choose_letter")]
    assert letters and {a.kind for a in letters} == {"choose_letter"}
    assert len(letters) == len(t.state.content.alphabet)
    coins, owned = pl.coins, sum(pl.letters)
    scene._clicked(next(b for b in scene.panel_buttons if b.payload.get("action") == letters[0]))
    after = controller.state.players[0]
    assert after.coins == coins and sum(after.letters) == owned + 1
