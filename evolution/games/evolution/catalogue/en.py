"""Evolution's words in English (the keys: the package's docstring)."""

EN = {
    'term.size': 'Body size (1 to {max}): a carnivore can attack only a species smaller than itself. Discard a card for +1.',
    'term.size_equal':
        'Body size (1 to {max}): a carnivore can attack only a species of its size or smaller. Discard a card for +1.',
    'term.size_avian': 'An avian species grows to size {max_size} at most.',
    'term.pop':
        'Population (1 to {max}): the food a species needs each round. At the end of feeding it drops to the food eaten (a species with none goes extinct). Each point scores 1 at the end. Discard a card for +1.',
    'term.food':
        'Food eaten this round, one place per population: the species is fed when every place is filled. At the end of feeding this food goes into your bag.',
    'term.bag': 'The bag: the food your species ate in earlier rounds. Each token in it scores 1 point at the end. Bags are open to all.',
    'term.watering_hole':
        'Watering hole: the shared plants. The food cards revealed each round add their numbers to it; a species that is not a carnivore eats its plants. Plants left over stay for the next round.',
    'term.food_cards':
        'Food cards: each player puts one card from their hand here face down at the start of the round; they are revealed before feeding and their food numbers go to the watering hole.',
    'term.cliff': 'The Cliff: plants only avian species eat. It gets 1 plant per player at each reveal; leftovers stay.',
    'term.first': 'The first player plays first in every phase of this round; the role passes to the left after each round.',
    'help.reveal_first': 'In this edition the food cards are revealed first (before feeding), then Long Neck, Fertile, Fat Tissue and a non-carnivore\'s Intelligence act, so Fertile sees the plants just revealed.',
    'log.setup': 'New game: {players} players, {first} starts.',
    'log.round': 'Round {round} begins; {first} is first player.',
    'log.round_last': 'Round {round} begins; {first} is first player. This is the last round.',
    'log.free_species': '{who} gets a free species: species {sp}.',
    'log.draw': '{who} draws {count} {count:card|cards}{cards}.',
    'log.reshuffle':
        'The deck ran out: the discard pile ({cards} {cards:card|cards}) is shuffled. The game ends after round {last}.',
    'log.deck_empty': 'The deck and the discard pile are empty. The game ends after round {last}.',
    'log.food_card': '{who} puts a food card face down{card}.',
    'log.trait_played': '{who} plays a trait face down on species {sp}{trait}.',
    'log.new_species': '{who} discards a card for a new species on the {side}: species {sp}.',
    'log.size': '{who} grows species {sp} to body size {size}.',
    'log.pop': '{who} grows species {sp} to population {pop}.',
    'log.trait_discarded': '{who} discards {trait} from species {sp}.',
    'log.trait_discarded_fat':
        '{who} discards {trait} from species {sp}: its {fat} stored fat {fat:goes|go} to the bag ({bag} in all).',
    'log.done_playing': '{who} is done playing cards.',
    'log.traits_revealed': 'All traits are revealed.',
    'log.fat_used': "{fat_tissue}: {who}'s species {sp} eats {amount} stored fat.",
    'log.fertile': "Fertile: {who}'s species {sp} grows to population {pop}.",
    'log.food_revealed': 'Food cards revealed: {cards}: {total:+d}; the watering hole has {wh} {wh:plant|plants}.',
    'log.take': "{cause}: {who}'s species {sp} takes {amount} {food} from the {source}.",
    'log.take_fat':
        "{cause}: {who}'s species {sp} stores {fat} fat on its {fat_tissue} ({amount} {food} from the {source}).",
    'log.take_some_fat':
        "{cause}: {who}'s species {sp} takes {amount} {food} from the {source} and stores {fat} of {amount:it|them} as fat on its {fat_tissue}.",
    'log.attack': "{who}'s species {sp} attacks {target}{negated}.",
    'log.negate': 'Intelligence: {who} discards a card to negate {trait}.',
    'log.intelligence': 'Intelligence: {who} discards a card for plants.',
    'log.pop_lost': "{cause}: {who}'s species {sp} loses 1 population ({pop} left).",
    'log.pop_lost_bag':
        "{cause}: {who}'s species {sp} loses 1 population ({pop} left); {to_bag} food {to_bag:goes|go} to the bag ({bag} in all).",
    'log.extinct': "{who}'s species {sp} goes extinct; {traits} {traits:trait|traits} discarded.",
    'log.extinct_bag':
        "{who}'s species {sp} goes extinct; {traits} {traits:trait|traits} discarded; {to_bag} food {to_bag:goes|go} to the bag ({bag} in all).",
    'log.pass': '{who} passes.',
    'log.pass_auto': '{who} cannot feed any more and passes.',
    'log.intelligence_done': '{who} is done with Intelligence before feeding.',
    'log.starve': "{who}'s species {sp} starves: population drops to {pop}.",
    'log.to_bag': '{who} puts {amount} food in the bag ({bag} in all).',
    'log.fat_to_bag': 'End of the game: {who} adds {amount} stored fat to the bag ({bag} in all).',
    'log.game_over': 'Game over. {winners} {count:wins|win}.',
    'log.food_revealed_cliff':
        'Food cards revealed: {cards}: {total:+d}; the watering hole has {wh} {wh:plant|plants}, the Cliff {cliff} {cliff:plant|plants}.',
    'log.reserve':
        'The deck ran out: the {cards} {cards:card set aside becomes|cards set aside become} the deck. The game ends after round {last}.',
    'log.new_avian': '{who} discards 2 cards for a new avian species on the {side}: species {sp}.',
    'log.done_events': '{who} is done with events.',
    'log.event': '{who} plays the event {event}{target}.',
    'log.seed_dispersal': 'Seed Dispersal: {plants} {plants:plant|plants} added; the watering hole has {wh}.',
    'log.brood_parasite': "Brood Parasite: {who}'s species {sp} grows to population {pop}.",
    'log.upkeep_returned': '{who} returns {amount} upkeep food to the bank.',
    'word.meat': 'meat',
    'word.watering_hole': 'watering hole',
    'word.bank': 'food bank',
    'word.cliff': 'Cliff',
    'word.left': 'left',
    'word.right': 'right',
    'word.feed': 'Feeding',
    'word.attack': 'Attack',
    'word.species_of': "{who}'s species {sp}",
    'word.negating': ' (negating {traits})',
    'word.card_of': "{who}'s {card} ({food:+d})",
    'word.none': 'none',
    'word.colon': ': ',
    'word.event_species': ' with species {sp}',
    'food.plant': '{n:plant|plants}',
    'food.meat': '{n:meat|meat}',
    'move.food_card': 'Put {card} as your food card',
    'move.trait': 'Play {card} as a trait on species {sp}',
    'move.new_species': 'Discard {card} for a new species on the {side}',
    'move.size': 'Discard {card}: species {sp} +1 size',
    'move.pop': 'Discard {card}: species {sp} +1 population',
    'move.discard_trait': 'Discard {trait} from species {sp}',
    'move.end_turn': 'End your turn',
    'move.leaf': 'Resolve {trait} on species {sp}',
    'move.feed': 'Feed species {sp}',
    'move.fat': 'Store fat on species {sp}',
    'move.attack': 'Species {sp} attacks {target}',
    'move.negate': 'Discard {card} to negate {trait} for species {sp}',
    'move.intelligence': 'Discard {card}: species {sp} takes 2 plants',
    'move.pass': 'Pass',
    'move.new_avian': 'Discard {cards} for a new avian species on the {side}',
    'move.pop_cliff': 'Discard {card}: species {sp} +1 population (Nesting takes from the Cliff)',
    'move.event': 'Play {card}{detail}',
    'move.leaf_choice': 'Resolve {trait} on species {sp} ({choice})',
    'move.cliff_feed': 'Feed species {sp} from the Cliff',
    'move.cliff_fat': 'Store fat on species {sp} from the Cliff',
    'game.name': 'Evolution',
    'game.about': (
        'A card game of survival of the fittest for 2 to 6 players. Each round you play cards as traits on '
        'your species, or discard them for body size, population or a new species; then the species feed at a'
        ' shared watering hole, and carnivores hunt the others. A species that goes hungry dies out. You '
        'score the food your species ate, their population and their traits.'),
    'option.ruleset': 'Rules',
    'option.quick_play': 'Quick play (everyone plays cards at once, blind)',
    'reason.only': 'It is the only move.',
    'reason.food_card': 'Of your cards, {trait} is the one best given up as food.',
    'reason.food_card_plants':
        'Of your cards, {trait} is the one best given up: its food for the watering hole feeds your plant-eaters too.',
    'reason.food_card_low':
        'Your species eat no plants: {trait} puts the least food in the watering hole for your rivals.',
    'reason.trait': '{trait} is worth most on this species now.',
    'reason.new_species': 'A new species: more room for traits and food.',
    'reason.pop': 'More population scores more, if it can be fed.',
    'reason.size_hunt': 'Bigger: your carnivore can hunt larger prey.',
    'reason.size_safe': 'Bigger: safer from carnivores.',
    'reason.discard_trait': 'Make room for a better trait.',
    'reason.end_turn': 'Keep your other cards for later.',
    'reason.leaf': 'This order gets your species the most food.',
    'reason.feed': 'Take plants while the watering hole has them.',
    'reason.fat': 'Store fat for a lean round.',
    'reason.attack': 'Meat for your carnivore, and a loss for {owner}.',
    'reason.attack_own': 'Your carnivore must eat: this is the least costly prey.',
    'reason.negate': 'Negating {trait} opens a better prey.',
    'reason.intelligence': 'Cards for plants: 2 from the food bank for each card.',
    'reason.pass': 'Nothing more is worth taking.',
    'reason.new_avian': 'An avian species: safe from carnivores without Flight, and fed by the Cliff.',
    'reason.event_feed': 'One of your avian species feeds now, and you draw a card for this event.',
    'reason.event_plants': 'Plants for the watering hole now, and you draw a card for this event.',
    'reason.cliff_feed': 'Take plants from the Cliff: only avian species compete for them.',
    'help.title': 'Rules and traits',
    'help.deal': 'Deal: everyone draws 3 cards + 1 per species (a player with no species gets a new one).',
    'help.food':
        'Food: everyone puts one card face down on the watering hole; before feeding, the food numbers of these cards are added to its plants (a negative sum removes some).',
    'help.food_no_loss':
        'Food: everyone puts one card face down on the watering hole; before feeding, the food numbers of these cards are added to its plants (a negative sum adds nothing).',
    'help.play':
        'Play cards, in turn: a card becomes a trait (face down on one of your species, up to {max} each), or is discarded for +1 size, +1 population or a new species at either end of your row.',
    'help.avian':
        'Flight: an avian species costs {n} cards (with a Flight card from its supply), grows to size {max_size} at most and first eats its upkeep (food equal to its size, never scored). Only avians eat from the Cliff, which gets 1 plant per player at each reveal.',
    'help.events':
        'Events: after the traits are revealed, each player may play event cards (Dive-Bomb, Seed Dispersal) from their hand; each one played is discarded and replaced by a draw.',
    'help.feeding':
        'Feeding: the food cards are revealed. In turn, each player feeds one hungry species: a plant from the watering hole, or, for a carnivore, an attack on a smaller species. Species that are not fed lose population or go extinct; the food eaten goes into your bag.',
    'help.feeding_equal':
        'Feeding: the food cards are revealed. In turn, each player feeds one hungry species: a plant from the watering hole, or, for a carnivore, an attack on a species of its size or smaller. Species that are not fed lose population or go extinct; the food eaten goes into your bag.',
    'help.intelligence_before':
        'Intelligence: a non-carnivore uses it before feeding (2 plants from the food bank per card discarded); a carnivore uses it when it attacks.',
    'help.drop_out':
        'A player whose species are all fed stops feeding (no more fat stored); a player left with no species gets a free one after feeding.',
    'help.two_players': 'With 2 players, each species holds 2 traits at most and 40 cards are set aside.',
    'help.two_players_all': 'With 2 players, each species holds 2 traits at most; no cards are set aside.',
    'help.reserve':
        '40 cards are set aside at every table: when the deck runs out, they become the deck for the last round.',
    'help.end':
        'The game ends when the deck runs out (the round in progress is the last one). Score: food in the bag + population of your species + traits on them.',
    'help.cards': 'The {n} cards of this game',
}
