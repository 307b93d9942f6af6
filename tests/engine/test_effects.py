"""The shared pending-decision stack and effect interpreter (desktop_app.engine.effects)."""

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.effects import EffectStack, Interpreter, Step, action_key


class Purse:
    """A toy game state: coins per player and a log of picked colours."""

    def __init__(self) -> None:
        self.coins = [0, 0]
        self.colours: list[str] = []


def _gain(step: Step) -> None:
    step.state.coins[step.player] += int(step.get("n", 1))
    step.emit("gain", "{p} gains {n}", p=step.player, n=step.get("n", 1))


def _pick_colour(step: Step) -> None:
    step.ask("pick_colour", [{"colour": c} for c in step.get("colours")], "picked", "Pick a colour")


def _picked(step: Step, answer: dict) -> None:
    step.state.colours.append(answer["colour"])
    step.frame.vars["last"] = answer["colour"]


INTERP = Interpreter(
    {"gain": _gain, "pick_colour": _pick_colour},
    {"picked": _picked},
    conditions={"rich": lambda state, p, args: state.coins[p] >= args.get("n", 1)},
    counters={"coins": lambda state, p, args: state.coins[p]},
)


def _answer(stack: EffectStack, state: Purse, **params) -> list:
    action = Action.make(stack.question.player, stack.question.kind, **params)
    assert stack.check(action) is None
    return INTERP.answer(state, stack, action)


def test_steps_resolve_in_order_and_nested_pushes_come_first():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "gain", "n": 2}, {"op": "repeat", "counter": "coins", "group": 2,
                                         "effects": [{"op": "gain", "n": 10}]}], 0)
    events = INTERP.run(state, stack)
    assert state.coins == [12, 0]  # 2 coins // 2 = one repeat of +10
    assert [e.text.args["n"] for e in events] == [2, 10]
    assert not stack.busy


def test_a_choice_stops_the_loop_and_its_answer_resumes_it():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "choice", "options": [[{"op": "gain", "n": 1}], [{"op": "gain", "n": 5}]]},
                {"op": "gain", "n": 100}], 1)
    INTERP.run(state, stack)
    decision = stack.decision()
    assert decision.player == 1 and decision.kind == "choose_effect" and len(decision.options) == 2
    assert state.coins == [0, 0]
    _answer(stack, state, option=1)
    assert state.coins == [0, 105] and not stack.busy


def test_answers_are_checked_strictly_by_type_and_membership():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "choice", "options": [[], [{"op": "gain"}]]}], 0)
    INTERP.run(state, stack)
    assert stack.check(Action.make(0, "choose_effect", option=True)) is not None  # True is not 1
    assert stack.check(Action.make(0, "choose_effect", option=1.0)) is not None
    assert stack.check(Action.make(0, "choose_effect", option=2)) is not None
    assert stack.check(Action.make(1, "choose_effect", option=1)) is not None  # not player 1's choice
    assert stack.check(Action.make(0, "choose_effect", option=1, extra=0)) is not None
    assert stack.check(Action.make(0, "choose_effect", option=1)) is None
    assert action_key(Action.make(0, "x", a=1)) != action_key(Action.make(0, "x", a=True))


def test_optional_if_and_auto_answer_of_a_single_option():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "optional", "effects": [{"op": "gain", "n": 3}]},
                {"op": "if", "cond": "rich", "args": {"n": 3}, "then": [{"op": "pick_colour", "colours": ["red"]}],
                 "else": [{"op": "gain", "n": 50}]}], 0)
    INTERP.run(state, stack)
    _answer(stack, state, use=True)
    assert state.coins == [3, 0]
    assert state.colours == ["red"]  # one option only: answered at once, no decision shown
    assert not stack.busy


def test_a_declined_optional_and_a_false_condition():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "optional", "effects": [{"op": "gain", "n": 3}]},
                {"op": "if", "cond": "rich", "then": [{"op": "gain", "n": 7}], "else": [{"op": "gain", "n": 50}]}], 0)
    INTERP.run(state, stack)
    _answer(stack, state, use=False)
    assert state.coins == [50, 0]


def test_deferred_effects_wait_for_release_in_queue_order():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "defer", "when": "end_of_turn", "effects": [{"op": "gain", "n": 1}]},
                {"op": "defer", "when": "end_of_turn", "effects": [{"op": "pick_colour", "colours": ["a", "b"]}]},
                {"op": "gain", "n": 10}], 0)
    INTERP.run(state, stack)
    assert state.coins == [10, 0] and not stack.busy and stack.deferred
    assert stack.release("end_of_turn") and not stack.deferred
    INTERP.run(state, stack)
    assert state.coins == [11, 0]  # the first deferred list resolved first
    _answer(stack, state, colour="b")
    assert state.colours == ["b"] and not stack.release("end_of_turn")


def test_the_stack_round_trips_through_json_mid_question():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "pick_colour", "colours": ["x", "y"]}, {"op": "gain", "n": 4}], 1, source="card:7", k=1)
    INTERP.run(state, stack)
    saved = stack.to_json()
    restored = EffectStack.from_json(saved)
    assert restored.to_json() == saved
    copy = stack.copy()
    _answer(copy, state, colour="y")
    assert state.coins == [0, 4] and state.colours == ["y"]
    assert stack.question is not None and stack.to_json() == saved  # the copy shares nothing


def test_a_resume_handler_sees_the_asking_frame():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "pick_colour", "colours": ["x", "y"]}], 0, source="card:1")
    INTERP.run(state, stack)
    seen = {}

    def peek(step: Step, answer: dict) -> None:
        seen.update(source=step.frame.source, answerer=step.question.player, player=step.player)

    INTERP.resumes["peek"] = peek
    stack.question.resume = "peek"
    _answer(stack, state, colour="x")
    assert seen == {"source": "card:1", "answerer": 0, "player": 0}


def test_an_unknown_op_and_a_runaway_effect_are_errors():
    state, stack = Purse(), EffectStack()
    stack.push([{"op": "teleport"}], 0, source="card:9")
    with pytest.raises(KeyError, match="teleport.*card:9"):
        INTERP.run(state, stack)
    loop = Interpreter({"again": lambda step: step.push([{"op": "again"}])})
    stack = EffectStack()
    stack.push([{"op": "again"}], 0)
    with pytest.raises(RuntimeError, match="did not finish"):
        loop.run(state, stack)
