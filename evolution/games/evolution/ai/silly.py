"""The CS4500 course's "silly" player (Northeastern, 2016), adapted to our rules: a baseline.

Cards (xsilly): sort the hand by trait name, then food value. The first card is the food card.
Then, in the play phase: the next card pays for a new species at the right end, the one after
becomes its trait, then its population +1, its body size +1, and the next replaces its first
trait (discard it, play the card). The other cards stay in hand.

Feeding (xfeed): species are ranked "largest first" by (population, food, body size), ties to
the lower index. 1. Feed the Fat Tissue species with the most fat room. 2. Else the largest
hungry non-carnivore. 3. Else the largest hungry carnivore that can attack another player's
species attacks the largest such target (ties: earlier player in turn order, then lower index).
4. Else pass. Adaptations: our rules forbid declining a mandatory attack on one's own species
(R-MUST), so then it attacks the first such target; it never uses Intelligence; leaf traits
resolve in the listed order.
"""

from __future__ import annotations

from .. import actions, events
from ..traits import DefensiveHerding, FatTissue

_COURSE_NAMES = {DefensiveHerding.name: "herding"}


def _course_name(trait: str) -> str:
    return _COURSE_NAMES.get(trait, trait.lower().replace(" ", "-"))


def sorted_hand(hand) -> list[int]:
    """Indexes of the hand's cards in the silly order: trait name (course spelling), then food."""
    return sorted(range(len(hand)), key=lambda i: (_course_name(hand[i].trait), hand[i].food, i))


def _largest(species, i: int) -> tuple:
    s = species[i]
    return (s.pop, s.food, s.size, -i)


_PLAYED = (events.NewSpecies, events.TraitPlayed, events.Pop, events.Size, events.TraitDiscarded)


class SillyBot:
    name = "silly"

    def __init__(self, seed: int = 0):
        self.seed = seed  # the silly player is deterministic

    def choose(self, obs):
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        kind = type(legal[0])
        if kind is actions.FoodCard:
            first = sorted_hand(obs.view.players[obs.player].hand)[0]
            return next(a for a in legal if a.card == first)
        if kind is actions.Leaf:
            return legal[0]
        if any(isinstance(a, (actions.PlayTrait, actions.NewSpecies, actions.EndTurn)) for a in legal):
            return self._play(obs)
        return self._feed(obs)

    # --- phase 3 ---
    def _play(self, obs):
        v = obs.view
        me = v.players[obs.player]
        step = sum(1 for e in obs.log if e.player == obs.player and e.round == v.round and type(e) in _PLAYED)
        order = sorted_hand(me.hand)
        new = len(me.species) - 1  # the new species is at the right end
        p = obs.player
        want = None
        if order:
            c = order[0]
            want = {0: actions.make(actions.NewSpecies, p, c, "right"), 1: actions.make(actions.PlayTrait, p, c, new),
                    2: actions.make(actions.GrowPop, p, c, new), 3: actions.make(actions.GrowSize, p, c, new),
                    5: actions.make(actions.PlayTrait, p, c, new)}.get(step)
            if step == 4 and len(order) >= 1 and me.species[new].traits:
                want = actions.make(actions.DiscardTrait, p, new, 0)
        if want is not None and want in obs.legal:
            return want
        return actions.make(actions.EndTurn, p)

    # --- phase 4 ---
    def _feed(self, obs):
        v = obs.view
        p = obs.player
        row = v.players[p].species
        legal = obs.legal
        feeds = [a for a in legal if isinstance(a, (actions.Feed, actions.StoreFat))]

        def names(s):
            return {t.trait for t in s.traits if t.trait}

        fat = [a for a in feeds if FatTissue.name in names(row[a.species])]
        if fat:
            return max(fat, key=lambda a: (row[a.species].size - row[a.species].fat, _largest(row, a.species)))
        hungry = [a for a in feeds if isinstance(a, actions.Feed)]
        if hungry:
            return max(hungry, key=lambda a: _largest(row, a.species))
        attacks = [a for a in legal if isinstance(a, actions.Attack)]
        n = len(v.players)
        after_me = {(p + k) % n: k for k in range(n)}
        for i in sorted(range(len(row)), key=lambda i: _largest(row, i), reverse=True):
            if row[i].food >= row[i].pop:
                continue
            mine = [a for a in attacks if a.species == i and a.target[0] != p]
            if mine:
                def target_key(a):
                    owner, j = a.target
                    t = v.players[owner].species
                    return (_largest(t, j)[:3], -after_me[owner], -j)
                return max(mine, key=target_key)
        if attacks and not any(isinstance(a, actions.Pass) for a in legal):
            return attacks[0]  # R-MUST: only our own species to attack, and we may not decline
        for a in legal:
            if isinstance(a, actions.Pass):
                return a
        return legal[0]
