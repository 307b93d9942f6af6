"""The pending-decision stack and the interpreter loop for effect lists (game-independent).

Viscounts and Unconscious Mind resolve effects such as "gain 2 silver, then choose one: …"
whose steps ask nested questions (a payment inside a trade, a target inside an effect). The
rules never block on a callback and never flatten a nested choice into one huge action list:

- An effect is a list of **steps**, plain dicts ``{"op": verb, **params}`` that the game's
  content validated at load time (``content.Vocabulary``).
- :class:`EffectStack` holds **frames** (a step list, the index of the next step, its player,
  its source and local variables) and at most one open :class:`Question`.
- :func:`run` pops steps and calls the game's handler for each ``op``. A handler may push more
  frames, emit events, or :meth:`Step.ask` a question; the loop stops at a question.
- The game offers the question as its one Decision (:meth:`EffectStack.decision`); the answer is
  an ordinary :class:`~desktop_app.engine.action.Action` checked *strictly* against the offered
  options (``1`` is not ``True``, ``1.0`` is not ``1``), and :func:`answer` hands it to the
  question's ``resume`` handler, then runs on.

The stack is plain JSON (:meth:`EffectStack.to_json`), so a state with a half-resolved effect
saves, undoes and replays exactly. A game's turn structure can itself be a step list (one op
per phase), so phases, effects and their questions share one loop.

Generic ops every game gets (games add their own by name):

``choice``   ``options: [[steps], ...]`` ask which list to resolve (``labels`` optional);
``optional`` ``effects: [steps]`` ask yes / no;
``if``       ``cond: name`` (+ ``args``), ``then`` / ``else`` step lists; the game supplies
             the condition functions;
``repeat``   ``times: n`` or ``counter: name`` (+ ``args``, ``group``), ``effects`` — resolve
             the list that many times (``counter`` value // ``group``);
``defer``    ``when: key``, ``effects`` — queued until the game calls :meth:`EffectStack.release`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text

MAX_STEPS = 100_000
"""Safety cap on steps resolved by one :func:`run` (a loop there is a content or rules bug)."""


def strict_key(value: Any) -> Any:
    """``value`` with the type of every scalar attached, so ``1``, ``True`` and ``1.0`` differ."""
    if isinstance(value, tuple | list):
        return ("seq", tuple(strict_key(v) for v in value))
    if isinstance(value, dict):
        return ("map", tuple(sorted((k, strict_key(v)) for k, v in value.items())))
    return (type(value).__name__, value)


def action_key(action: Action) -> Any:
    """A hashable key of ``action`` that tells ``x=1`` from ``x=True`` (see :func:`strict_key`)."""
    return (action.player, action.kind, strict_key(action.params))


@dataclass(slots=True)
class Question:
    """A choice the interpreter puts to ``player``: it becomes the game's open Decision.

    ``options`` are the parameter dicts of the legal answers (``Action.make(player, kind,
    **option)``); ``resume`` names the handler that takes the answer; ``data`` is JSON-able
    context for that handler (and for the GUI, as the Decision's ``context``). ``prompt`` is an
    engine text key with its arguments.
    """

    player: int
    kind: str
    options: list[dict[str, Any]]
    resume: str
    prompt: str = ""
    prompt_args: dict[str, Any] = field(default_factory=dict)
    rule_id: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    hidden: bool = False

    def actions(self) -> list[Action]:
        """The legal answers as actions."""
        return [Action.make(self.player, self.kind, **option) for option in self.options]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {"player": self.player, "kind": self.kind, "options": self.options, "resume": self.resume,
                "prompt": self.prompt, "prompt_args": self.prompt_args, "rule_id": self.rule_id,
                "data": self.data, "hidden": self.hidden}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Question:
        """Inverse of :meth:`to_json`."""
        return cls(**dict(data))


@dataclass(slots=True)
class Frame:
    """A step list being resolved: the next step's index, whose effect it is, where it came from."""

    steps: list[dict[str, Any]]
    player: int
    source: str = ""
    at: int = 0
    vars: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form (the steps are copies: live frames share them with the content)."""
        return {"steps": [dict(s) for s in self.steps], "player": self.player, "source": self.source,
                "at": self.at, "vars": self.vars}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Frame:
        """Inverse of :meth:`to_json`."""
        return cls(list(data["steps"]), int(data["player"]), str(data.get("source", "")),
                   int(data.get("at", 0)), dict(data.get("vars", {})))


class EffectStack:
    """Frames still to resolve (innermost last), the open question and deferred effect lists."""

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.question: Question | None = None
        self.deferred: dict[str, list[Frame]] = {}

    # ---- building ------------------------------------------------------------------------
    def push(self, steps: Iterable[Mapping[str, Any]], player: int, source: str = "",
             **variables: Any) -> None:
        """Resolve ``steps`` for ``player`` next (before what is already on the stack).

        The step dicts are not copied: nothing changes a step once it is content or on the stack
        (handlers push new dicts), so content step lists and turn tables are shared, not rebuilt."""
        steps = list(steps)
        if steps:
            self.frames.append(Frame(steps, player, source, 0, variables))

    def release(self, when: str) -> bool:
        """Put the effects deferred until ``when`` on the stack (first queued resolves first)."""
        frames = self.deferred.pop(when, [])
        self.frames.extend(reversed(frames))
        return bool(frames)

    def clear(self) -> None:
        """Drop every frame, the question and the deferred effects."""
        self.frames.clear()
        self.question = None
        self.deferred.clear()

    # ---- reading -------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a question is open or steps remain."""
        return self.question is not None or bool(self.frames)

    def var(self, name: str, default: Any = None) -> Any:
        """The innermost frame variable ``name`` (frames are searched from the top)."""
        for frame in reversed(self.frames):
            if name in frame.vars:
                return frame.vars[name]
        return default

    def decision(self) -> Decision | None:
        """The open question as a Decision (options listed), or ``None``."""
        q = self.question
        if q is None:
            return None
        return Decision(q.player, q.kind, Text(q.prompt, **q.prompt_args), tuple(q.actions()), q.rule_id,
                        q.hidden, dict(q.data))

    def legal_actions(self, player: int) -> list[Action]:
        """The answers ``player`` may give to the open question (empty if it is not theirs)."""
        q = self.question
        return q.actions() if q is not None and q.player == player else []

    def check(self, action: Action) -> IllegalAction | None:
        """``None`` if ``action`` answers the open question exactly (types included), else why not."""
        q = self.question
        if q is None:
            return IllegalAction("ENG-STACK", "No choice is open")
        if action.player != q.player:
            return IllegalAction(q.rule_id or "ENG-STACK", "It is not your choice to make")
        if action.kind != q.kind:
            return IllegalAction(q.rule_id or "ENG-STACK", "That does not answer the open choice")
        plain = action.param_dict()  # most answers equal an option dict as it is: make only that one
        for option in q.options:
            if option == plain and Action.make(q.player, q.kind, **option).identical(action):
                return None
        wanted = action_key(action)
        if not any(action_key(a) == wanted for a in q.actions()):
            return IllegalAction(q.rule_id or "ENG-STACK", "That is not one of the offered choices")
        return None

    # ---- saving --------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A JSON-able snapshot (shares nothing with the live stack once dumped)."""
        return {"frames": [f.to_json() for f in self.frames],
                "question": self.question.to_json() if self.question else None,
                "deferred": {k: [f.to_json() for f in v] for k, v in self.deferred.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EffectStack:
        """Inverse of :meth:`to_json`."""
        stack = cls()
        stack.frames = [Frame.from_json(f) for f in data.get("frames", [])]
        q = data.get("question")
        stack.question = Question.from_json(q) if q else None
        stack.deferred = {str(k): [Frame.from_json(f) for f in v] for k, v in data.get("deferred", {}).items()}
        return stack

    def copy(self) -> EffectStack:
        """An independent copy (state clones)."""
        return EffectStack.from_json(_deep_copy_json(self.to_json()))


def _deep_copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep_copy_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_deep_copy_json(v) for v in value]
    return value


class Step:
    """What a handler gets: the game state, the stack, the current frame and the step's params.

    Valid only while its handler runs (the loop moves one Step from step to step); ``params`` is
    the step itself (or the question's data in a resume handler): read it, never change it.
    """

    __slots__ = ("state", "stack", "frame", "params", "events", "interpreter", "question", "player")

    def __init__(self, interpreter: Interpreter, state: Any, stack: EffectStack, frame: Frame | None,
                 params: dict[str, Any] | None, events: list[Event], question: Question | None = None) -> None:
        self.interpreter, self.state, self.stack, self.frame = interpreter, state, stack, frame
        self.params, self.events = params, events
        self.question = question
        """The question being answered (in a resume handler), else ``None``."""
        self.player = frame.player if frame is not None else -1
        """Whose effect this is (the frame's player)."""

    def get(self, key: str, default: Any = None) -> Any:
        """The step parameter ``key``."""
        return self.params.get(key, default)

    def push(self, steps: Iterable[Mapping[str, Any]], player: int | None = None, **variables: Any) -> None:
        """Resolve ``steps`` next (for this step's player unless ``player`` is given)."""
        self.stack.push(steps, self.player if player is None else player, self.frame.source, **variables)

    def emit(self, kind: str, key: str, player: int | None = None, reveals: bool = False,
             rule_id: str | None = None, data: dict[str, Any] | None = None, **args: Any) -> None:
        """Record an event (log line ``Text(key, **args)``)."""
        self.events.append(Event(kind, Text(key, **args), self.player if player is None else player,
                                 reveals, rule_id, data or {}))

    def ask(self, kind: str, options: list[dict[str, Any]], resume: str, prompt: str,
            rule_id: str | None = None, player: int | None = None, hidden: bool = False,
            auto: bool = True, data: dict[str, Any] | None = None, **prompt_args: Any) -> Question | None:
        """Put a question to the player (this step's unless given); the loop stops until it is answered.
        Returns the question left open (``None`` when it was answered at once or skipped).

        With ``auto`` and exactly one option, the answer is given at once (no Decision is
        shown). With no option at all the question is skipped and ``resume`` is not called.
        The option dicts are kept as given (not copied): the caller builds them for this question
        and nothing changes them afterwards.
        """
        if not options:
            return None
        q = Question(self.player if player is None else player, kind, list(options), resume,
                     prompt, prompt_args, rule_id, dict(data) if data else {}, hidden)
        if auto and len(options) == 1:
            self.interpreter.resume(self.state, self.stack, q, dict(options[0]), self.events)
            return None
        self.stack.question = q
        return q


Handler = Callable[[Step], None]
"""An op: resolves one step (may push frames, emit events or ask a question)."""
Resume = Callable[[Step, dict[str, Any]], None]
"""Takes an answer: the Step carries the question's ``data`` as ``params``; the answer's params."""
Condition = Callable[[Any, int, Mapping[str, Any]], bool]
Counter = Callable[[Any, int, Mapping[str, Any]], int]


class Interpreter:
    """The loop that resolves an :class:`EffectStack` with one game's handlers.

    ``ops`` maps an op name to its handler; ``resumes`` maps a question's ``resume`` name to the
    function that takes its answer; ``conditions`` and ``counters`` serve the generic ``if`` and
    ``repeat`` ops. The generic ops (module docstring) are added unless the game overrides them.
    """

    def __init__(self, ops: Mapping[str, Handler], resumes: Mapping[str, Resume] | None = None,
                 conditions: Mapping[str, Condition] | None = None,
                 counters: Mapping[str, Counter] | None = None) -> None:
        self.ops: dict[str, Handler] = {"choice": _op_choice, "optional": _op_optional, "if": self._op_if,
                                        "repeat": self._op_repeat, "defer": _op_defer, **ops}
        self.resumes: dict[str, Resume] = {"choice": _resume_choice, "optional": _resume_optional,
                                           **(resumes or {})}
        self.conditions = dict(conditions or {})
        self.counters = dict(counters or {})

    @property
    def op_names(self) -> frozenset[str]:
        """Every op this interpreter resolves (content validation uses it)."""
        return frozenset(self.ops)

    def run(self, state: Any, stack: EffectStack, events: list[Event] | None = None) -> list[Event]:
        """Resolve steps until a question is open or the stack is empty; returns the events."""
        events = [] if events is None else events
        ops = self.ops
        current = Step(self, state, stack, None, None, events)  # one Step, moved from step to step
        frames = stack.frames  # handlers change the list, never replace it
        for _ in range(MAX_STEPS):
            if stack.question is not None or not frames:
                return events
            frame = frames[-1]
            at = frame.at
            steps = frame.steps
            if at >= len(steps):
                frames.pop()
                continue
            step = steps[at]
            frame.at = at + 1
            handler = ops.get(step.get("op", ""))
            if handler is None:
                raise KeyError(f"unknown effect op {step.get('op')!r} (from {frame.source or 'the rules'})")
            current.frame = frame
            current.player = frame.player
            current.params = step
            handler(current)
        raise RuntimeError(f"an effect did not finish within {MAX_STEPS} steps")

    def answer(self, state: Any, stack: EffectStack, action: Action) -> list[Event]:
        """Answer the open question with ``action`` (check it first with ``stack.check``), then run on."""
        q = stack.question
        if q is None:
            raise ValueError("no question is open")
        stack.question = None
        params = action.param_dict()
        events: list[Event] = []
        self.resume(state, stack, q, params, events)
        return self.run(state, stack, events)

    def resume(self, state: Any, stack: EffectStack, q: Question, answer: dict[str, Any],
               events: list[Event]) -> None:
        """Call the question's resume handler with ``answer``.

        The handler's Step is that of the frame that asked (still the top frame: asking stops the
        loop), so its variables and player are the asker's; ``step.question.player`` answered.
        """
        handler = self.resumes.get(q.resume)
        if handler is None:
            raise KeyError(f"no handler takes the answer to {q.resume!r}")
        frame = stack.frames[-1] if stack.frames else Frame([], q.player)
        handler(Step(self, state, stack, frame, q.data, events, q), answer)

    # ---- generic ops that need the game's functions --------------------------------------
    def _op_if(self, step: Step) -> None:
        cond = self.conditions[step.get("cond")]
        branch = step.get("then", []) if cond(step.state, step.player, step.get("args", {})) else step.get("else", [])
        step.push(branch)

    def _op_repeat(self, step: Step) -> None:
        times = step.get("times")
        if times is None:
            counter = self.counters[step.get("counter")]
            times = counter(step.state, step.player, step.get("args", {})) // max(1, int(step.get("group", 1)))
        effects = list(step.get("effects", []))
        step.push(effects * max(0, int(times)))


def _op_choice(step: Step) -> None:
    options = step.get("options", [])
    labels = step.get("labels") or [f"option {i + 1}" for i in range(len(options))]
    step.ask("choose_effect", [{"option": i} for i in range(len(options))], "choice",
             step.get("prompt", "Choose one"), rule_id=step.get("rule_id"),
             data={"options": options, "labels": labels}, auto=False)


def _resume_choice(step: Step, answer: dict[str, Any]) -> None:
    step.push(step.params["options"][int(answer["option"])])


def _op_optional(step: Step) -> None:
    step.ask("use_effect", [{"use": True}, {"use": False}], "optional", step.get("prompt", "Use this effect?"),
             rule_id=step.get("rule_id"), data={"effects": step.get("effects", [])}, auto=False)


def _resume_optional(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("use") is True:
        step.push(step.params["effects"])


def _op_defer(step: Step) -> None:
    when = str(step.get("when", "end_of_turn"))
    effects = [dict(s) for s in step.get("effects", [])]
    if effects:
        step.stack.deferred.setdefault(when, []).append(Frame(effects, step.player, step.frame.source))
