"""The assembled kingdom for one game: road, sites, connections and castle facing (GAP-01/02/04).

Derived from the content, the player count (which side of each piece), the ring order of the
pieces and the castle rotation (VIS-SETUP-01/02); never saved, rebuilt on load and cached.

- ``spaces[id]``: :class:`~content.SpaceDef`; ``succ[id]``: the spaces one step on (``EXIT``
  resolved to the next piece's entries: the fork of VIS-MOVE-03); ``order``: every space in
  ring order (outer before inner within a piece).
- ``faces[id]``: the level-1 castle region a space faces: inner space with global slot
  ``g = 2·p + castle_slot`` faces ``(g + rotation) mod 10``; an outer space faces the region of its
  piece's slot-0 inner space (GAP-01).
- ``sites[id]`` (:class:`~content.SiteDef`), ``links[site]``: ``[(other site, effects)]`` for every
  dashed line touching the site (``NEXT:`` resolved).
- ``start[number]``: the space with that red start number (DEC-47).
- ``printed_townsfolk[piece]`` / ``printed_manuscript[piece]``.
- ``memo``: tables derived from the board by other modules, kept here once per game.
"""

from __future__ import annotations

from desktop_app.rules.viscounts.content_model import SideDef, SiteDef, SpaceDef, VisContent


class Layout:
    """The board of one game (see the module docstring)."""

    def __init__(self, content: VisContent, players: int, ring: tuple[str, ...], rotation: int) -> None:
        self.ring = ring
        self.rotation = rotation
        self.players = players
        self.regions = content.level1_count
        sides: dict[str, SideDef] = {pid: content.pieces[pid].side_for(max(1, players)) for pid in ring}
        self.spaces: dict[str, SpaceDef] = {}
        self.order: list[str] = []
        self.succ: dict[str, tuple[str, ...]] = {}
        self.faces: dict[str, int] = {}
        self.sites: dict[str, SiteDef] = {}
        self.links: dict[str, list[tuple[str, tuple[dict, ...]]]] = {}
        self.start: dict[int, str] = {}
        self.printed_townsfolk: dict[str, str] = {}
        self.printed_manuscript: dict[str, str] = {}
        self._reach: dict[tuple[str, int, int], dict[str, tuple[int, list[str]]]] = {}
        self._layers: dict[str, list[dict[str, list[str]]]] = {}
        """Per start space, the spaces exactly k steps on (k = 0, 1, ...) with their paths (grown as needed)."""
        self.memo: dict[tuple, object] = {}
        """Tables other modules derive from this board (the move tables); shared by every state on this
        board: never changed once stored."""
        for pos, pid in enumerate(ring):
            side = sides[pid]
            nxt = sides[ring[(pos + 1) % len(ring)]]
            self.printed_townsfolk[pid] = side.printed_townsfolk
            self.printed_manuscript[pid] = side.printed_manuscript
            inner = {sp.castle_slot: sp.id for sp in side.spaces.values() if sp.ring == "inner"}
            for sp in sorted(side.spaces.values(), key=lambda s: (s.ring != "outer", s.id)):
                self.spaces[sp.id] = sp
                self.order.append(sp.id)
                succ: list[str] = []
                for step in sp.next:
                    succ.extend(nxt.entries if step == "EXIT" else (step,))
                self.succ[sp.id] = tuple(dict.fromkeys(succ))
                slot = sp.castle_slot if sp.ring == "inner" else 0
                if sp.ring == "outer" and 0 not in inner:
                    slot = min(inner)
                self.faces[sp.id] = (2 * pos + slot + rotation) % self.regions
                if sp.start_number is not None:
                    self.start[sp.start_number] = sp.id
            for site in side.sites.values():
                self.sites[site.id] = site
                self.links.setdefault(site.id, [])
            next_pid = ring[(pos + 1) % len(ring)]
            for c in side.connections:
                b = f"{next_pid}_{c.b[5:]}" if c.b.startswith("NEXT:") else c.b
                self.links.setdefault(c.a, []).append((b, c.effects))
                self.links.setdefault(b, []).append((c.a, c.effects))

    def route_key(self, space: str) -> tuple[int, tuple[str, ...]]:
        """What the road onwards from ``space`` depends on: the player count (the pieces' sides) and
        the ring read from the space's piece. Boards of other games with the same key have the same
        road from there (the castle rotation does not move the road)."""
        at = self.ring.index(self.spaces[space].piece)
        return self.players, self.ring[at:] + self.ring[:at]

    def piece_of(self, space: str) -> str:
        """The piece a space belongs to."""
        return self.spaces[space].piece

    def sites_for(self, space: str) -> list[str]:
        """Sites on the space's side of the river, on its piece (VIS-BUILD-03), in id order."""
        sp = self.spaces[space]
        return sorted(s.id for s in self.sites.values() if s.piece == sp.piece and s.river_side == sp.river_side)

    def reach(self, start: str, minimum: int, maximum: int) -> dict[str, tuple[int, list[str]]]:
        """Spaces reachable in ``minimum..maximum`` steps: ``{space: (fewest steps, path)}`` (VIS-MOVE-01..04).

        Each step follows an arrow out of the current space (forks branch); ``path`` excludes the
        start. With ``minimum`` 0 the start space itself is reachable without moving (DEC-05).
        The result is cached and shared: do not change it.
        """
        key = (start, minimum, maximum)
        hit = self._reach.get(key)
        if hit is not None:
            return hit
        found: dict[str, tuple[int, list[str]]] = {}
        layers = self._layers.get(start)
        if layers is None:
            layers = self._layers[start] = [{start: []}]
        everything = len(self.spaces)
        for steps in range(minimum, maximum + 1):  # the layers before ``minimum`` add nothing
            while steps >= len(layers):
                layers.append(self._next_layer(layers[-1]))
            for sp, path in layers[steps].items():
                if sp not in found:
                    found[sp] = (steps, path)
            if len(found) == everything:
                break
        if len(self._reach) > 4096:
            self._reach.clear()
        self._reach[key] = found
        return found

    def _next_layer(self, frontier: dict[str, list[str]]) -> dict[str, list[str]]:
        """The spaces one step beyond ``frontier`` (each with the first path found to it)."""
        nxt: dict[str, list[str]] = {}
        succ = self.succ
        for sp, path in frontier.items():
            for s in succ[sp]:
                if s not in nxt:
                    nxt[s] = path + [s]
        return nxt

    def forced_path(self, start: str, steps: int, ring: str) -> list[str]:
        """The Steward's move (GAP-13): ``steps`` steps, at a fork the branch on ``ring``."""
        path, here = [], start
        for _ in range(steps):
            options = self.succ[here]
            here = next((s for s in options if self.spaces[s].ring == ring), options[0])
            path.append(here)
        return path


_CACHE: dict[tuple, tuple[VisContent, Layout]] = {}


def layout_for(content: VisContent, players: int, ring: tuple[str, ...], rotation: int) -> Layout:
    """The (cached) layout of a game."""
    key = (id(content), players, ring, rotation)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not content:
        if len(_CACHE) > 256:
            _CACHE.clear()
        hit = _CACHE[key] = (content, Layout(content, players, ring, rotation))
    return hit[1]
