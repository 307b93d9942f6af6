"""A tiny game that lives in tests only: it proves the engine contract, the controller, the bots,
save/undo/replay and the reports without depending on a real game.

"High Card Auction", 2–4 players, a few rounds. Each round every player secretly bids coins
(simultaneous hidden decisions, then a reveal). The highest bid (ties: lowest seat) pays and
draws a card privately. Then, in seat order, each player plays one hand card face up (its value
scores) or passes. Score: played cards + coins // 2; tie-break: most coins.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from desktop_app.content import StrictModel, load_files
from desktop_app.engine import (
    Action,
    Category,
    Decision,
    Event,
    Game,
    GameOptions,
    GameState,
    IllegalAction,
    PlayerScore,
    ScoreSheet,
    Text,
)
from desktop_app.engine.game import SheetError
from desktop_app.engine.rng import new_rng, rng_from_json, rng_to_json
from desktop_app.engine.scoresheet import rank_by

DATA = Path(__file__).parent / "tiny_data"
CATEGORIES = [Category("cards", "Cards played", "已出牌"), Category("coins", "Coins", "金幣")]


class TinyContent(StrictModel):
    """The tiny game's numbers."""

    deck: list[int]
    start_coins: int
    hand_size: int
    rounds: int
    max_bid: int


class TinyState(GameState):
    """State of High Card Auction."""

    game_id = "tiny"

    def __init__(self, content: TinyContent, names: list[str], rng: random.Random) -> None:
        self.content = content
        self.names = names
        self.rng = rng
        n = len(names)
        self.deck: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.coins = [content.start_coins] * n
        self.bids: list[int | None] = [None] * n
        self.round = 1
        self.phase = "bid"
        self.turn = 0

    # -- contract ------------------------------------------------------------------------
    def decisions(self) -> list[Decision]:
        if self.phase == "bid":
            return [Decision(p, "bid", Text("Bid coins (secret)"), tuple(self.legal_actions(p)),
                             "TINY-BID", hidden=True)
                    for p in range(len(self.names)) if self.bids[p] is None]
        if self.phase == "play":
            return [Decision(self.turn, "play", Text("Play a card or pass"),
                             tuple(self.legal_actions(self.turn)), "TINY-PLAY")]
        return []

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase == "bid" and 0 <= player < len(self.names) and self.bids[player] is None:
            top = min(self.coins[player], self.content.max_bid)
            return [Action.make(player, "bid", amount=k) for k in range(top + 1)]
        if self.phase == "play" and player == self.turn:
            return [Action.make(player, "play", card=c) for c in sorted(set(self.hands[player]))] + \
                [Action.make(player, "pass")]
        return []

    def check(self, action: Action) -> IllegalAction | None:
        p = action.player
        if self.phase == "over":
            return IllegalAction("TINY-END", "The game is over")
        if action.kind == "bid":
            if self.phase != "bid" or not 0 <= p < len(self.names) or self.bids[p] is not None:
                return IllegalAction("TINY-BID", "It is not time for {name} to bid", name=f"p{p}")
            amount = action.get("amount")
            if not isinstance(amount, int) or amount < 0 or amount > min(self.coins[p], self.content.max_bid):
                return IllegalAction("TINY-BID", "A bid must be between 0 and {top} coins",
                                     top=min(self.coins[p], self.content.max_bid))
            return None
        if action.kind in ("play", "pass"):
            if self.phase != "play" or p != self.turn:
                return IllegalAction("TINY-PLAY", "It is not your turn to play")
            if action.kind == "play" and action.get("card") not in self.hands[p]:
                return IllegalAction("TINY-PLAY", "You do not hold that card")
            return None
        return IllegalAction("TINY-ANY", "Unknown action {kind}", kind=action.kind)

    def _apply(self, action: Action) -> list[Event]:
        p = action.player
        name = self.names[p]
        if action.kind == "bid":
            self.bids[p] = action["amount"]
            events = [Event("bid_made", Text("{player} has bid", player=name), p)]
            if all(b is not None for b in self.bids):
                events += self._resolve_bids()
            return events
        if action.kind == "play":
            card = action["card"]
            self.hands[p].remove(card)
            self.played[p].append(card)
            events = [Event("card_played", Text("{player} plays {card}", player=name, card=card), p)]
        else:
            events = [Event("passed", Text("{player} passes", player=name), p)]
        self.turn += 1
        if self.turn == len(self.names):
            self.turn = 0
            self.round += 1
            self.phase = "bid" if self.round <= self.content.rounds else "over"
            self.bids = [None] * len(self.names)
            if self.phase == "over":
                events.append(Event("game_over", Text("The game is over")))
        return events

    def _resolve_bids(self) -> list[Event]:
        bids = [b or 0 for b in self.bids]
        winner = max(range(len(bids)), key=lambda i: (bids[i], -i))
        self.coins[winner] -= bids[winner]
        events = [Event("bids_revealed", Text("Bids revealed: {bids}", bids=str(bids)), reveals=True)]
        if self.deck:
            self.hands[winner].append(self.deck.pop())
            events.append(Event("card_drawn", Text("{player} draws a card", player=self.names[winner]),
                                winner, reveals=True))
        self.phase = "play"
        return events

    def view(self, player: int, rng: random.Random | None = None) -> TinyState:
        rng = rng or random.Random(0)
        v = self.clone()
        unseen = list(self.deck) + [c for i, h in enumerate(self.hands) if i != player for c in h]
        rng.shuffle(unseen)
        for i in range(len(self.names)):
            if i != player:
                v.hands[i] = [unseen.pop() for _ in self.hands[i]]
                if self.phase == "bid" and self.bids[i] is not None:
                    v.bids[i] = 0
        v.deck = unseen
        v.rng = random.Random(rng.random())
        return v

    def score_sheet(self) -> ScoreSheet:
        players = [PlayerScore(n, {"cards": sum(self.played[i]), "coins": self.coins[i] // 2},
                               sum(self.played[i]) + self.coins[i] // 2, details={"coins_left": self.coins[i]})
                   for i, n in enumerate(self.names)]
        winners, reason = rank_by(players, [("most coins", lambda i: self.coins[i])])
        return ScoreSheet("tiny", {"en": "High Card Auction", "zh": "高牌拍賣"}, CATEGORIES, players,
                          winners, reason, final=self.phase == "over")

    def to_json(self) -> dict[str, Any]:
        return {"v": 1, "names": list(self.names), "deck": list(self.deck), "hands": [list(h) for h in self.hands],
                "played": [list(h) for h in self.played], "coins": list(self.coins), "bids": list(self.bids),
                "round": self.round,
                "phase": self.phase, "turn": self.turn, "rng": rng_to_json(self.rng)}

    @classmethod
    def from_json(cls, data: dict[str, Any], content: Any) -> TinyState:
        s = cls(content, list(data["names"]), rng_from_json(data["rng"]))
        s.deck, s.hands, s.played = list(data["deck"]), [list(h) for h in data["hands"]], \
            [list(h) for h in data["played"]]
        s.coins, s.bids = list(data["coins"]), list(data["bids"])
        s.round, s.phase, s.turn = data["round"], data["phase"], data["turn"]
        return s

    def clone(self) -> TinyState:
        s = TinyState.__new__(TinyState)
        s.content, s.names = self.content, self.names
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.deck, s.hands, s.played = list(self.deck), [list(h) for h in self.hands], \
            [list(h) for h in self.played]
        s.coins, s.bids = list(self.coins), list(self.bids)
        s.round, s.phase, s.turn = self.round, self.phase, self.turn
        return s


class TinyGame(Game):
    """The tiny test game."""

    id = "tiny"
    name = {"en": "High Card Auction", "zh": "高牌拍賣"}
    min_players, max_players = 2, 4
    play_time = "2 min"
    rules_file = ""

    def load_content(self, pack_dirs: tuple[Path, ...] = ()) -> TinyContent:
        models, version = load_files(DATA, {"tiny.yaml": TinyContent}, pack_dirs)
        content = models["tiny.yaml"]
        self._version = version
        return content

    def content_version(self, content: Any) -> str:
        return getattr(self, "_version", "1")

    def new_state(self, options: GameOptions, content: TinyContent, seed: int) -> TinyState:
        state = TinyState(content, [s.name for s in options.seats], new_rng(seed))
        state.deck = list(content.deck)
        state.rng.shuffle(state.deck)
        for hand in state.hands:
            hand.extend(state.deck.pop() for _ in range(content.hand_size))
        return state

    def state_from_json(self, data: dict[str, Any], content: Any) -> TinyState:
        return TinyState.from_json(data, content)

    def score_physical(self, sheet: dict[str, Any], source: str = "") -> ScoreSheet:
        players = []
        for entry in sheet.get("players", []):
            name = entry.get("name", "?")
            for key in ("cards", "coins"):
                if not isinstance(entry.get(key), int) or entry[key] < 0:
                    raise SheetError(f"player '{name}': {key}: must be a whole number ≥ 0")
            players.append(PlayerScore(name, {"cards": entry["cards"], "coins": entry["coins"] // 2},
                                       entry["cards"] + entry["coins"] // 2))
        if not players:
            raise SheetError("players: the sheet lists no players")
        winners, reason = rank_by(players, [])
        return ScoreSheet("tiny", self.name, CATEGORIES, players, winners, reason, final=True)


TINY = TinyGame()
