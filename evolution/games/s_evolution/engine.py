"""Who decides what, the legal moves, and what a move does (``play``, then ``advance``).

``Game.apply`` (core/game.py), the only mutator, checks first (a refused move changes nothing),
plays the move, then runs ``advance``: every step that needs no choice (the deal, single-option
picks, collecting, needs, penalties, the end of a round and of the game) until somebody must decide
again. ``legal_actions`` is built from the same checks
as ``why_illegal``, so the two always agree.
"""

from __future__ import annotations

from ...core.interfaces import IllegalAction

from ...core.moves import legal_for, out_of_turn
from ...core.messages import msg
from . import actions, economy, tricks
from .actions import Action
from .cards import card, colours, discovery, label, resource_cards, suits
from . import events
from .events import log
from .models import GameState, Options, PlayerState
from .rules import AGE_MAX, BUILDINGS
from .words import SUIT_NAMES

__all__ = ["IllegalAction", "new_game", "to_move", "decision", "legal_actions", "why_illegal", "play", "advance"]

# The moves each decision accepts (for "Not now: it is time to ..." refusals).
STEP_MOVES = {
    "trump": (actions.NameTrump,),
    "play": (actions.Play, actions.PlayBlind),
    "take": (actions.Take,),
    "collect": (actions.Lose, actions.Remove, actions.Joker),
    "commerce": (actions.Commerce, actions.Needs),
    "bonus": (actions.Up, actions.Stay, actions.Remove),
    "manage": (actions.BuyPop, actions.BuyAge, actions.Worker, actions.Remove, actions.End),
}
DECISIONS = {
    "trump": "name the trump",
    "play": "play a card",
    "take": "take a card from the trick",
    "collect": "choose what your cards give",
    "commerce": "trade with your Commerce, then pay your needs",
    "bonus": "decide after your needs",
    "manage": "manage your civilisation",
}


# --- Setup (docs/s-evolution.md §2) ---------------------------------------------------------

def new_game(options: Options) -> GameState:
    players = []
    for colour in colours()[:options.players]:
        players.append(PlayerState(colour=colour, deck=resource_cards(colour),
                                   disc_down=[discovery(colour, age) for age in range(1, AGE_MAX + 1)]))
    state = GameState(options=options, players=players)
    for player in state.players:
        state.shuffle(player.deck)
    log(state, events.Setup(players=options.players))
    log(state, events.Round(player=state.leader))
    advance(state)
    return state


# --- Who decides what ----------------------------------------------------------------------

def decision(state: GameState) -> str | None:
    """What is being decided now: a key of STEP_MOVES, or None (nobody decides)."""
    if state.phase == "trump":
        return "trump"
    if state.phase == "trick":
        if tricks.next_to_play(state) is not None:
            return "play"
        return "take" if tricks.next_picker(state) is not None else None
    if state.phase == "action":
        return state.step
    return None


def to_move(state: GameState) -> list[int]:
    """The player who must decide now (one at a time in this game), or nobody."""
    if state.phase == "trump":
        return [tricks.trump_namer(state)]
    if state.phase == "trick":
        p = tricks.next_to_play(state)
        p = tricks.next_picker(state) if p is None else p
        return [] if p is None else [p]
    if state.phase == "action":
        return [state.turn]
    return []


def _candidates(state: GameState, p: int) -> list[Action]:
    """Every move worth checking for ``p`` now (``legal_actions`` keeps those ``why_illegal`` accepts)."""
    kind = decision(state)
    player = state.players[p]
    if kind == "trump":
        return [actions.NameTrump(player=p, suit=s) for s in suits()]
    if kind == "play":
        if player.blind:
            return [actions.PlayBlind(player=p, slot=k) for k in range(len(player.hand))]
        return [actions.Play(player=p, card=c) for c in player.hand]
    if kind == "take":
        return [actions.Take(player=p, card=c) for c in tricks.pick_options(state, p)]
    removals = [actions.Remove(player=p, building=b) for b in BUILDINGS]
    if kind == "collect":
        question = economy.next_question(state, p)
        return list(question.options) if question else []
    if kind == "commerce":
        trades = [actions.Commerce(player=p, give=g, get=t) for g in suits() for t in suits() if g != t]
        return [*trades, actions.Needs(player=p)]
    if kind == "bonus":
        return [actions.Up(player=p), actions.Stay(player=p), *removals]
    if kind == "manage":
        workers = [actions.Worker(player=p, building=b.id, level=k)
                   for b in BUILDINGS.values() for k in range(1, b.top + 1)]
        return [actions.BuyPop(player=p), actions.BuyAge(player=p), *workers, *removals, actions.End(player=p)]
    return []


def legal_actions(state: GameState, player: int | None = None) -> list[Action]:
    """Every legal move of ``player`` (default: of whoever must decide now)."""
    return legal_for(state, player, to_move, _legal_of)


def refusals(state: GameState, player: int) -> list[tuple[Action, str]]:
    """While ``player`` decides: each move of the step they might look for that is refused, with the
    reason ``why_illegal`` gives (the page greys those and says why, web/games/s-evolution.js)."""
    if player not in to_move(state):
        return []
    return [(a, why) for a in _candidates(state, player) if (why := why_illegal(state, a)) is not None]


def _legal_of(state: GameState, p: int) -> list[Action]:
    return [a for a in _candidates(state, p) if _check(state, a) is None]


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason ``action`` is refused now (a ``msg`` for the player), or None if it is legal."""
    kind = decision(state)
    refused = out_of_turn(state, action, len(state.players), state.phase == "over",
                          msg("Nobody can move now: the cards are not dealt") if kind is None else None,
                          STEP_MOVES.get(kind or "", ()), DECISIONS.get(kind or "", ""), to_move)
    return refused if refused is not None else _check(state, action)


def play(state: GameState, action: Action) -> None:
    """The effect of ``action``, known to be legal (``Game.apply`` checks it first, then runs ``advance``)."""
    _PLAY[type(action)](state, action)


def advance(state: GameState) -> None:
    """Run the steps that need no choice until somebody must decide, or the game ends."""
    while True:
        if state.phase == "deal":
            if not tricks.can_deal(state):
                return  # a scenario position without draw piles stops here
            tricks.deal(state)
        elif state.phase == "trump":
            if tricks.trump_namer(state) is not None:
                return
            state.phase = "trick"  # a scenario position with nobody in Age V-VI
        elif state.phase == "trick":
            if tricks.next_to_play(state) is not None:
                return
            picker = tricks.next_picker(state)
            if picker is not None:
                options = tricks.pick_options(state, picker)
                if len(options) > 1:
                    return
                tricks.take(state, picker, options[0])  # single-option pick
                continue
            last = tricks.finish_trick(state) if state.trick else state.leader
            if tricks.hands_empty(state):
                economy.begin_action_phase(state, last)
        elif state.phase == "action":
            if economy.settle(state):
                return
        else:
            return


# --- Checks ----------------------------------------------------------------------------------

def _check(state: GameState, a: Action) -> str | None:
    return _CHECKS[type(a)](state, a)


def _check_trump(state: GameState, a: actions.NameTrump) -> str | None:
    return None


def _check_play(state: GameState, a: actions.Play) -> str | None:
    player = state.players[a.player]
    if player.blind:
        return msg("You play blind this round (Obscurantism): choose one of your face-down cards")
    if a.card not in player.hand:
        return msg("You have no {card} in hand", card=label(a.card))
    if not tricks.may_play(state, a.player, a.card):
        follow = tricks.must_follow(state, a.player)
        return msg("You must follow {suit} (or play your Discovery)", suit=SUIT_NAMES[follow])
    return None


def _check_play_blind(state: GameState, a: actions.PlayBlind) -> str | None:
    player = state.players[a.player]
    if not player.blind:
        return msg("Choose a card from your hand: you are not playing blind")
    if a.slot >= len(player.hand):
        return msg("You hold only {n} {n:card|cards}", n=len(player.hand))
    return None


def _check_take(state: GameState, a: actions.Take) -> str | None:
    if a.card in tricks.pick_options(state, a.player):
        return None
    played = next(c for q, c in state.trick if q == a.player)
    if card(played).discovery:
        return msg("You played a Discovery: take a Discovery of the same age from the trick")
    return msg("Take a resource card that is still in the trick")


def _check_choice(state: GameState, a: actions.Lose | actions.Remove | actions.Joker) -> str | None:
    question = economy.next_question(state, a.player)
    if question is None:
        return msg("Nothing to choose now")
    if a in question.options:
        return None
    if question.kind == "lose":
        return msg("Choose {n} {n:resource|resources} you have to lose", n=len(question.options[0].res))
    if question.kind == "remove":
        return msg("Choose a building with a worker to remove (Epidemic)")
    if a.kind != "joker" or a.card != question.card:
        return msg("First choose what {card} gives", card=label(question.card))
    return msg("{card} gives {n} {n:resource|resources} of your choice", card=label(question.card), n=len(question.options[0].res))


def _check_remove(state: GameState, a: actions.Remove) -> str | None:
    if state.step == "collect":
        return _check_choice(state, a)
    player = state.players[a.player]
    if state.step == "bonus" and economy.can_rise(state, a.player):
        return msg("You met all your needs: move up or stay")
    if state.step == "bonus" and player.workers <= player.pop:
        return msg("Not now: it is time to {decision}", decision=DECISIONS["bonus"])
    return economy.manage_problem(state, a)


def _check_commerce(state: GameState, a: actions.Commerce) -> str | None:
    return economy.commerce_problem(state, a.player, a.give, a.get)


def _check_needs(state: GameState, a: actions.Needs) -> str | None:
    return None


def _check_rise(state: GameState, a: actions.Up | actions.Stay) -> str | None:
    if economy.can_rise(state, a.player):
        return None
    player = state.players[a.player]
    if player.workers > player.pop:
        return msg("You have more workers than population: remove a worker")
    return msg("You did not meet all your needs")


def _check_manage(state: GameState, a: actions.BuyPop | actions.BuyAge | actions.Worker | actions.End) -> str | None:
    player = state.players[a.player]
    if player.workers > player.pop:
        return msg("You have more workers than population: remove a worker")
    return economy.manage_problem(state, a)


# --- Plays -------------------------------------------------------------------------------------

def _play_trump(state: GameState, a: actions.NameTrump) -> None:
    tricks.name_trump(state, a.player, a.suit)


def _play_card(state: GameState, a: actions.Play) -> None:
    tricks.play(state, a.player, a.card)


def _play_blind(state: GameState, a: actions.PlayBlind) -> None:
    tricks.play(state, a.player, state.players[a.player].hand[a.slot], blind=True)


def _play_take(state: GameState, a: actions.Take) -> None:
    tricks.take(state, a.player, a.card)


def _play_choice(state: GameState, a: actions.Lose | actions.Joker) -> None:
    state.players[a.player].choices.append(a)
    log(state, events.Choice(player=a.player, choice=a.model_dump(exclude={"player"})))


def _play_remove(state: GameState, a: actions.Remove) -> None:
    if state.step == "collect":
        _play_choice(state, a)
    else:
        economy.remove_worker(state, a.player, a.building)


def _play_commerce(state: GameState, a: actions.Commerce) -> None:
    economy.convert(state, a.player, a.give, a.get)


def _play_needs(state: GameState, a: actions.Needs) -> None:
    economy.pay_needs(state, a.player)


def _play_up(state: GameState, a: actions.Up) -> None:
    economy.rise(state, a.player, up=True)


def _play_stay(state: GameState, a: actions.Stay) -> None:
    economy.rise(state, a.player, up=False)


def _play_pop(state: GameState, a: actions.BuyPop) -> None:
    economy.buy_pop(state, a.player)


def _play_age(state: GameState, a: actions.BuyAge) -> None:
    economy.buy_age(state, a.player)


def _play_worker(state: GameState, a: actions.Worker) -> None:
    economy.place_worker(state, a.player, a.building, a.level)


def _play_end(state: GameState, a: actions.End) -> None:
    log(state, events.End(player=a.player))
    economy.end_turn(state)


_CHECKS = {
    actions.NameTrump: _check_trump,
    actions.Play: _check_play,
    actions.PlayBlind: _check_play_blind,
    actions.Take: _check_take,
    actions.Lose: _check_choice,
    actions.Remove: _check_remove,
    actions.Joker: _check_choice,
    actions.Commerce: _check_commerce,
    actions.Needs: _check_needs,
    actions.Up: _check_rise,
    actions.Stay: _check_rise,
    actions.BuyPop: _check_manage,
    actions.BuyAge: _check_manage,
    actions.Worker: _check_manage,
    actions.End: _check_manage,
}
_PLAY = {
    actions.NameTrump: _play_trump,
    actions.Play: _play_card,
    actions.PlayBlind: _play_blind,
    actions.Take: _play_take,
    actions.Lose: _play_choice,
    actions.Remove: _play_remove,
    actions.Joker: _play_choice,
    actions.Commerce: _play_commerce,
    actions.Needs: _play_needs,
    actions.Up: _play_up,
    actions.Stay: _play_stay,
    actions.BuyPop: _play_pop,
    actions.BuyAge: _play_age,
    actions.Worker: _play_worker,
    actions.End: _play_end,
}
