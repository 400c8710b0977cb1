"""The cards phase (docs/s-evolution.md §3): the deal, the trump, tricks and taking the cards.

Each player plays with the rules of their age (Prestige: of the most advanced player): strength
only in Ages I-II, follow the led suit in III-IV, and trump too in V-VI. A Discovery card may
always be played and never wins (like the Excuse in French tarot). Once every card of a trick is
down, each player picks one: Discovery players a Discovery of the age they played, then the others
resource cards in the taking order (S-ORDER).
"""

from __future__ import annotations

from . import papo
from .cards import by_age, card
from . import events
from .events import log
from .models import GameState, PlayerState
from .rules import HAND, TrickRules, trick_rules


# --- Whose rules -----------------------------------------------------------------------

def effective_age(state: GameState, p: int) -> int:
    """S-PRESTIGE: a Prestige worker plays with the rules of the most advanced player."""
    player = state.players[p]
    if player.buildings["prestige"]:
        return max(q.age for q in state.players)
    return player.age


def rules_of(state: GameState, p: int) -> TrickRules:
    return trick_rules(effective_age(state, p))


# --- The deal (S-R1) ---------------------------------------------------------------------

def can_deal(state: GameState) -> bool:
    """Every player has a draw pile (always in a game; a scenario position may stop here)."""
    return all(p.deck for p in state.players)


def deal(state: GameState) -> None:
    """4 cards each, plus the Discovery of your age if it is face down; then the trump, if any."""
    everyone = tuple(range(len(state.players)))
    for p, player in enumerate(state.players):
        drawn, replaced = _draw(state, player)
        discovery = next((c for c in player.disc_down if card(c).age == player.age), None)
        player.hand += drawn
        if discovery is not None:
            player.disc_down.remove(discovery)
            player.hand.append(discovery)
        if player.blind:  # S-CAL-OBSCURANTISM: drawn unseen and shuffled; nobody knows the order
            state.shuffle(player.hand)
        seen = tuple(q for q in everyone if (q == p and not player.blind) or (q != p and player.open))
        log(state, events.Deal(player=p, seen_by=list(seen), cards=drawn, count=len(drawn), discovery=discovery,
                               replaced=replaced, blind=player.blind, open=player.open))
    state.trump, state.trick, state.picked = None, [], []
    state.phase = "trump" if trump_namer(state) is not None else "trick"


def _draw(state: GameState, player: PlayerState) -> tuple[list[str], int]:
    """S-R1: in round 1 each calamity drawn is replaced by another draw (a calamity drawn as a
    replacement is replaced too); the calamities go back into the pile, which is shuffled."""
    drawn, calamities = [], []
    while len(drawn) < HAND and player.deck:
        c = player.deck.pop(0)
        if state.round == 1 and card(c).calamity:
            calamities.append(c)
        else:
            drawn.append(c)
    if calamities:
        player.deck += calamities
        state.shuffle(player.deck)
    return drawn, len(calamities)


# --- The trump (S-TRUMP) -----------------------------------------------------------------

def trump_namer(state: GameState) -> int | None:
    """The Age V-VI player first by PAPO (turn order from trick 1's leader) names the trump.
    A Prestige player below Age V may play with trump, but never names it."""
    able = [p for p, player in enumerate(state.players) if trick_rules(player.age) == "trump"]
    return papo.order(state, able, state.leader)[0] if able else None


def name_trump(state: GameState, p: int, suit: str) -> None:
    state.trump = suit
    state.phase = "trick"
    log(state, events.Trump(player=p, suit=suit))


# --- Playing -------------------------------------------------------------------------------

def led_suit(state: GameState) -> str | None:
    """The suit of the first resource card played by a player who uses colours (a Discovery,
    or a card of a player in Ages I-II, sets none)."""
    for p, c in state.trick:
        suit = card(c).suit
        if suit is not None and rules_of(state, p) != "strength":
            return suit
    return None


def next_to_play(state: GameState) -> int | None:
    """Clockwise from the leader, the first player who has not played this trick and still holds
    a card (S-LEAD: a player with 4 cards sits out the 5th trick). None: the trick is complete."""
    played = {p for p, _ in state.trick}
    n = len(state.players)
    for k in range(n):
        p = (state.leader + k) % n
        if p not in played and state.players[p].hand:
            return p
    return None


def must_follow(state: GameState, p: int) -> str | None:
    """S-FOLLOW: the suit ``p`` must play now, or None (free). Only players who use colours follow;
    Obscurantism lifts the obligation (the player cannot see their cards)."""
    player = state.players[p]
    if player.blind or rules_of(state, p) == "strength":
        return None
    led = led_suit(state)
    if led is not None and any(card(c).suit == led for c in player.hand):
        return led
    return None


def may_play(state: GameState, p: int, c: str) -> bool:
    """A Discovery may always be played; otherwise the led suit when following."""
    follow = must_follow(state, p)
    suit = card(c).suit
    return follow is None or suit is None or suit == follow


def play(state: GameState, p: int, c: str, blind: bool = False) -> None:
    state.players[p].hand.remove(c)
    state.trick.append((p, c))
    log(state, events.Play(player=p, card=c, blind=blind))


# --- Taking the cards (S-DISC, S-ORDER, S-TAKE) ---------------------------------------

def _group(state: GameState, p: int, c: str, led: str | None) -> int:
    """S-ORDER: 0 trump, 1 led suit, 2 other cards. A card is trump or led only for a player
    whose rules use trump or colours."""
    rules = rules_of(state, p)
    suit = card(c).suit
    if rules == "trump" and state.trump is not None and suit == state.trump:
        return 0
    if rules != "strength" and suit == led:
        return 1
    return 2


def pick_order(state: GameState) -> list[int]:
    """Discovery players first (PAPO), then resource cards: trumps, the led suit, the rest, each
    highest strength first; equal group and strength: PAPO (S-TIE-STRENGTH)."""
    led = led_suit(state)
    start = state.leader
    discoveries = [p for p, c in state.trick if card(c).discovery]
    resources = [(p, c) for p, c in state.trick if not card(c).discovery]
    resources.sort(key=lambda pc: (_group(state, pc[0], pc[1], led), -card(pc[1]).strength,
                                   papo.key(state, pc[0], start)))
    return papo.order(state, discoveries, start) + [p for p, _ in resources]


def next_picker(state: GameState) -> int | None:
    if not state.trick or next_to_play(state) is not None:
        return None
    done = {p for p, _ in state.picked}
    return next((p for p in pick_order(state) if p not in done), None)


def pick_options(state: GameState, p: int) -> list[str]:
    """S-TAKE: any card left of the kind ``p`` played; S-DISC: a Discovery of the same age."""
    played = next(c for q, c in state.trick if q == p)
    gone = {c for _, c in state.picked}
    left = [c for _, c in state.trick if c not in gone]
    mine = card(played)
    if mine.discovery:
        return [c for c in left if card(c).age == mine.age]
    return [c for c in left if not card(c).discovery]


def take(state: GameState, p: int, c: str) -> None:
    """A Discovery goes face up into its age's place in the column; a resource card beside the board."""
    player = state.players[p]
    state.picked.append((p, c))
    if card(c).discovery:
        player.disc_up = by_age([*player.disc_up, c])
    else:
        player.taken.append(c)
    log(state, events.Take(player=p, card=c))


def trick_picked(state: GameState) -> bool:
    return bool(state.trick) and len(state.picked) == len(state.trick)


def finish_trick(state: GameState) -> int:
    """Clear the picked trick; S-LEAD: whoever took the first resource card leads the next one
    (a trick of Discoveries only: its leader leads again, S-LEAD-DISC). Returns who took the
    last card (they begin the action phase if this was the last trick)."""
    first_resource = next((p for p, c in state.picked if not card(c).discovery), None)
    last = state.picked[-1][0]
    state.trick, state.picked = [], []
    state.leader = state.leader if first_resource is None else first_resource
    log(state, events.TrickWon(player=state.leader, won=first_resource is not None, last=last))
    return last


def hands_empty(state: GameState) -> bool:
    return not any(p.hand for p in state.players)
