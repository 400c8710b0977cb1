"""Evolution's words in every language the site speaks: one catalogue (core.messages.Catalogue).

Keys: a refusal's English template (the engine's ``msg``), and the words refusals take as parameters;
``log.<event>`` a log line; ``word.<x>`` a word of log lines and moves; ``food.<kind>`` a food's
plural; ``move.<kind>`` a move in words; ``reason.<code>`` a hint's reason (ai/hints.py); ``help.<x>``
a line of the rules panel; a ruleset's name and blurb (their English, rules.py). Trait and card
names and rule texts are card data (data/cards.json). German follows the German edition's words:
Tierart, Nahrungschips, Wasserloch, Startspieler (docs/german.md lists the trait names).
"""

from __future__ import annotations

from ...core.messages import Catalogue

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

FR = {
    'term.size': "Taille (1 à {max}) : un Carnivore ne peut attaquer qu'une espèce plus petite que lui. Défaussez une carte pour +1.",
    'term.size_equal':
        "Taille (1 à {max}) : un Carnivore ne peut attaquer qu'une espèce de sa taille ou plus petite. Défaussez une carte pour +1.",
    'term.size_avian': 'Une espèce aviaire atteint au plus la Taille {max_size}.',
    'term.pop':
        "Population (1 à {max}) : la nourriture dont une espèce a besoin à chaque manche. À la fin du repas elle descend à la nourriture mangée (une espèce qui n'a rien mangé s'éteint). Chaque point compte 1 à la fin. Défaussez une carte pour +1.",
    'term.food':
        "Nourriture mangée cette manche, une place par point de Population : l'espèce est nourrie quand toutes ses places sont remplies. À la fin du repas, cette nourriture va dans votre sac.",
    'term.bag': 'Le sac : la nourriture mangée par vos espèces aux manches passées. Chaque jeton compte 1 point à la fin. Les sacs sont visibles de tous.',
    'term.watering_hole':
        "Point d'eau : les plantes communes. Les cartes Nourriture révélées à chaque manche y ajoutent leurs valeurs ; une espèce qui n'est pas carnivore mange ses plantes. Les plantes restantes y restent pour la manche suivante.",
    'term.food_cards':
        "Cartes Nourriture : chaque joueur pose ici une carte de sa main face cachée au début de la manche ; elles sont révélées avant le repas et leurs valeurs nourriture vont au point d'eau.",
    'term.cliff': 'La Falaise : des plantes que seules les espèces aviaires mangent. Elle reçoit 1 plante par joueur à chaque révélation ; les restes y restent.',
    'term.first': 'Le premier joueur joue en premier à chaque phase de cette manche ; le rôle passe à gauche après chaque manche.',
    'help.reveal_first': "Dans cette édition, les cartes Nourriture sont révélées d'abord (avant le repas), puis Long cou, Fertile, Tissus gras et l'Intelligence d'une espèce non carnivore agissent : Fertile voit les plantes qui viennent d'être révélées.",
    'Feeding is over': 'La phase Nourriture est terminée',
    'Not now: it is time to {decision}': "Pas maintenant : c'est le moment {decision:de}",
    'You have no card {n} in hand': "Vous n'avez pas de carte {n} en main",
    'You have no species in place {n} of your row': "Vous n'avez pas d'espèce à la place {n} de votre rangée",
    'That species has no trait {n}': "Cette espèce n'a pas de trait {n}",
    'A species can have at most {limit} traits: discard one first':
        "Une espèce a au plus {limit} traits : défaussez-en un d'abord",
    'This species already has {trait}': 'Cette espèce a déjà {trait}',
    'Body size is already {max}, the maximum': 'La Taille est déjà de {max}, le maximum',
    'Population is already {max}, the maximum': 'La Population est déjà de {max}, le maximum',
    'No unresolved {trait} on your species {n}': 'Pas {trait:de} à résoudre sur votre espèce {n}',
    'Carnivores never eat plants: attack instead': 'Un Carnivore ne mange jamais de plantes : il attaque',
    'Only a carnivore can attack': 'Seul un Carnivore peut attaquer',
    'This species is fed: store fat instead': 'Cette espèce est nourrie : stockez des réserves à la place',
    'This species is already fed': 'Cette espèce est déjà nourrie',
    'The watering hole is empty': "Le point d'eau est vide",
    'Only a species with Fat Tissue can store fat': 'Seule une espèce avec Tissus gras peut stocker des réserves',
    'This species is still hungry: feed it first': "Cette espèce a encore faim : nourrissez-la d'abord",
    'Its Fat Tissue is full (fat up to body size)': "Ses Tissus gras sont pleins (réserves jusqu'à sa Taille)",
    'Your species {n} is hungry and can eat: feed it first (R-MUST)':
        "Votre espèce {n} a faim et peut manger : nourrissez-la d'abord",
    'Your carnivore (species {n}) is hungry and has prey: it must attack (R-MUST)':
        'Votre Carnivore (espèce {n}) a faim et a une proie : il doit attaquer',
    'Your species {n} is hungry and the watering hole has food: you must feed':
        "Votre espèce {n} a faim et le point d'eau a de la nourriture : vous devez la nourrir",
    'This carnivore is fed': 'Ce Carnivore est nourri',
    'There is no such species to attack': "Cette espèce n'existe pas",
    'This species has no Intelligence': "Cette espèce n'a pas Intelligence",
    'Intelligence on a carnivore negates traits; on a non-carnivore it takes plants':
        'Sur un Carnivore, Intelligence annule des traits ; sinon elle prend des plantes',
    "A carnivore's Intelligence negates traits; it never takes plants":
        "L'Intelligence d'un Carnivore annule des traits ; elle ne prend jamais de plantes",
    'This species cannot eat any more': 'Cette espèce ne peut plus manger',
    '{trait} is already negated': '{trait} est déjà annulé',
    'Your negations this turn are for another carnivore': 'Vos annulations de ce tour sont pour un autre Carnivore',
    'No other species has {trait}': "Aucune autre espèce n'a {trait}",
    'A carnivore cannot attack itself': "Un Carnivore ne peut pas s'attaquer lui-même",
    'Size: the carnivore attacks with size {attack}, the prey is size {prey}':
        'Taille : le Carnivore attaque avec une taille de {attack}, la proie a une Taille de {prey}',
    'Burrowing: a fed species is safe in its burrow': "Fouisseuse : une espèce nourrie est à l'abri dans son terrier",
    'Climbing: this carnivore cannot climb': 'Grimpante : ce Carnivore ne sait pas grimper',
    "Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's ({prey})":
        'Horde défensive : la Population du Carnivore ({attack}) doit dépasser celle de la horde ({prey})',
    'Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}':
        'Carapace : la carapace compte comme une Taille de {shell}, le Carnivore attaque avec {attack}',
    'Symbiosis: protected while the species to its right is larger':
        "Symbiose : protégée tant que l'espèce à sa droite est plus grande",
    "Warning Call: a neighbour's warning protects it (Ambush would ignore it)":
        "Cri d'alerte : l'alerte d'une voisine la protège (Embuscade l'ignorerait)",
    'Resolve your leaf traits first': "Résolvez d'abord vos traits à feuille",
    'In this edition a non-carnivore uses Intelligence before feeding, not during it':
        'Dans cette édition, une espèce non carnivore utilise Intelligence avant le repas, pas pendant',
    'Each card can be used once': "Chaque carte ne sert qu'une fois",
    '{trait} is an event: play it after the traits are revealed':
        '{trait} est un événement : jouez-le après la révélation des traits',
    'There are no avian species in this game': "Il n'y a pas d'espèce aviaire dans cette partie",
    'An avian species costs {n} cards': 'Une espèce aviaire coûte {n} cartes',
    'No Flight card is left in the supply': 'Il ne reste aucune carte Vol dans la réserve',
    'Only a land species with Nesting takes from the Cliff when it grows (and the Cliff has plants)':
        'Seule une espèce terrestre avec Nidification prend sur la Falaise en grandissant (si la Falaise a des plantes)',
    '{trait} is not an event card': "{trait} n'est pas une carte Événement",
    '{trait}: choose one of your avian species': '{trait} : choisissez une de vos espèces aviaires',
    '{trait}: only an avian species can dive': '{trait} : seule une espèce aviaire peut piquer',
    '{trait}: a carnivore attacks; choose its prey': '{trait} : un Carnivore attaque ; choisissez sa proie',
    'Not a legal target': "Ce n'est pas une cible permise",
    '{trait}: there is no food there': "{trait} : il n'y a pas de nourriture à cet endroit",
    '{trait} cannot take {choice} here': '{trait} ne peut pas prendre {choice} ici',
    'Only an avian species can take food from the Cliff': 'Seule une espèce aviaire peut se nourrir sur la Falaise',
    'The Cliff is empty': 'La Falaise est vide',
    "A Flight carnivore's discard ignores only Symbiosis, Warning Call or Climbing":
        "La défausse d'un Carnivore avec Vol n'ignore que Symbiose, Cri d'alerte ou Grimpante",
    'Only a Flight carnivore can attack a Flight species':
        'Seul un Carnivore avec Vol peut attaquer une espèce avec Vol',
    'Camouflage: only a carnivore with Good Eyesight can attack it':
        "Camouflage : seul un Carnivore avec Bonne Vue peut l'attaquer",
    'choose a food card': 'choisir une carte Nourriture',
    'play cards': 'jouer des cartes',
    'play events': 'jouer des événements',
    'meat': 'de la viande',
    'cliff': 'sur la Falaise',
    'order leaf traits': 'ordonner les traits à feuille',
    'feed': 'nourrir',
    'log.setup': 'Nouvelle partie : {players} joueurs, {first} commence.',
    'log.round': 'Début de la manche {round} ; {first} est premier joueur.',
    'log.round_last': "Début de la manche {round} ; {first} est premier joueur. C'est la dernière manche.",
    'log.free_species': "{who} reçoit une espèce gratuite : l'espèce {sp}.",
    'log.draw': '{who} pioche {count} {count:carte|cartes}{cards}.',
    'log.reshuffle':
        'La pioche est vide : la défausse ({cards} {cards:carte|cartes}) est mélangée. La partie finit après la manche {last}.',
    'log.deck_empty': 'La pioche et la défausse sont vides. La partie finit après la manche {last}.',
    'log.food_card': '{who} pose une carte Nourriture face cachée{card}.',
    'log.trait_played': "{who} pose un trait face cachée sur l'espèce {sp}{trait}.",
    'log.new_species': "{who} défausse une carte pour une nouvelle espèce à {side} : l'espèce {sp}.",
    'log.size': "{who} fait grandir l'espèce {sp} jusqu'à la Taille {size}.",
    'log.pop': "{who} augmente la Population de l'espèce {sp} à {pop}.",
    'log.trait_discarded': "{who} défausse {trait} de l'espèce {sp}.",
    'log.trait_discarded_fat':
        "{who} défausse {trait} de l'espèce {sp} : {fat} {fat:réserve va|réserves vont} dans le sac ({bag} en tout).",
    'log.done_playing': '{who} a fini de jouer ses cartes.',
    'log.traits_revealed': 'Tous les traits sont révélés.',
    'log.fat_used': "{fat_tissue} : l'espèce {sp} {who:de} mange {amount} {amount:réserve|réserves}.",
    'log.fertile': "Fertile : la Population de l'espèce {sp} {who:de} passe à {pop}.",
    'log.food_revealed':
        "Cartes Nourriture révélées : {cards} : {total:+d} ; le point d'eau a {wh} {wh:plante|plantes}.",
    'log.take': "{cause} : l'espèce {sp} {who:de} prend {amount} {food} {source}.",
    'log.take_fat':
        "{cause} : l'espèce {sp} {who:de} stocke {fat} {fat:réserve|réserves} sur ses {fat_tissue} ({amount} {food} {source}).",
    'log.take_some_fat':
        "{cause} : l'espèce {sp} {who:de} prend {amount} {food} {source} et en stocke {fat} en {fat:réserve|réserves} sur ses {fat_tissue}.",
    'log.attack': "L'espèce {sp} {who:de} attaque {target}{negated}.",
    'log.negate': 'Intelligence : {who} défausse une carte pour annuler {trait}.',
    'log.intelligence': 'Intelligence : {who} défausse une carte pour des plantes.',
    'log.pop_lost': "{cause} : l'espèce {sp} {who:de} perd 1 Population (reste {pop}).",
    'log.pop_lost_bag':
        "{cause} : l'espèce {sp} {who:de} perd 1 Population (reste {pop}) ; {to_bag} {to_bag:jeton Nourriture va|jetons Nourriture vont} dans le sac ({bag} en tout).",
    'log.extinct': "L'espèce {sp} {who:de} s'éteint ; {traits} {traits:trait défaussé|traits défaussés}.",
    'log.extinct_bag':
        "L'espèce {sp} {who:de} s'éteint ; {traits} {traits:trait défaussé|traits défaussés} ; {to_bag} {to_bag:jeton Nourriture va|jetons Nourriture vont} dans le sac ({bag} en tout).",
    'log.pass': '{who} passe.',
    'log.pass_auto': '{who} ne peut plus nourrir aucune espèce et passe.',
    'log.intelligence_done': "{who} a fini d'utiliser Intelligence avant le repas.",
    'log.starve': "L'espèce {sp} {who:de} a faim : sa Population tombe à {pop}.",
    'log.to_bag': '{who} met {amount} {amount:jeton|jetons} Nourriture dans son sac ({bag} en tout).',
    'log.fat_to_bag': 'Fin de la partie : {who} ajoute {amount} {amount:réserve|réserves} à son sac ({bag} en tout).',
    'log.game_over': 'Fin de la partie. {winners} {count:gagne|gagnent}.',
    'log.food_revealed_cliff':
        "Cartes Nourriture révélées : {cards} : {total:+d} ; le point d'eau a {wh} {wh:plante|plantes}, la Falaise {cliff} {cliff:plante|plantes}.",
    'log.reserve':
        'La pioche est vide : {cards} {cards:carte mise de côté devient|cartes mises de côté deviennent} la pioche. La partie finit après la manche {last}.',
    'log.new_avian': "{who} défausse 2 cartes pour une nouvelle espèce aviaire à {side} : l'espèce {sp}.",
    'log.done_events': '{who} a fini de jouer des événements.',
    'log.event': "{who} joue l'événement {event}{target}.",
    'log.seed_dispersal':
        "Dispersion des graines : {plants} {plants:plante ajoutée|plantes ajoutées} ; le point d'eau en a {wh}.",
    'log.brood_parasite': "Parasite de couvée : la Population de l'espèce {sp} {who:de} passe à {pop}.",
    'log.upkeep_returned': "{who} rend {amount} {amount:jeton|jetons} Nourriture d'entretien à la réserve.",
    'word.meat': 'viande',
    'word.watering_hole': "du point d'eau",
    'word.bank': 'de la réserve',
    'word.cliff': 'de la Falaise',
    'word.left': 'gauche',
    'word.right': 'droite',
    'word.feed': 'Repas',
    'word.attack': 'Attaque',
    'word.species_of': "l'espèce {sp} {who:de}",
    'word.negating': ' (en annulant {traits})',
    'word.card_of': '{card} {who:de} ({food:+d})',
    'word.none': 'aucune',
    'word.colon': ' : ',
    'word.event_species': " avec l'espèce {sp}",
    'food.plant': '{n:plante|plantes}',
    'food.meat': '{n:viande|viande}',
    'move.food_card': 'Posez {card} comme carte Nourriture',
    'move.trait': "Jouez {card} comme trait sur l'espèce {sp}",
    'move.new_species': 'Défaussez {card} pour une nouvelle espèce à {side}',
    'move.size': 'Défaussez {card} : espèce {sp} +1 Taille',
    'move.pop': 'Défaussez {card} : espèce {sp} +1 Population',
    'move.discard_trait': "Défaussez {trait} de l'espèce {sp}",
    'move.end_turn': 'Finissez votre tour',
    'move.leaf': "Résolvez {trait} sur l'espèce {sp}",
    'move.feed': "Nourrissez l'espèce {sp}",
    'move.fat': "Stockez des réserves sur l'espèce {sp}",
    'move.attack': "L'espèce {sp} attaque {target}",
    'move.negate': "Défaussez {card} pour annuler {trait} pour l'espèce {sp}",
    'move.intelligence': "Défaussez {card} : l'espèce {sp} prend 2 plantes",
    'move.pass': 'Passez',
    'move.new_avian': 'Défaussez {cards} pour une nouvelle espèce aviaire à {side}',
    'move.pop_cliff': 'Défaussez {card} : espèce {sp} +1 Population (Nidification prend sur la Falaise)',
    'move.event': 'Jouez {card}{detail}',
    'move.leaf_choice': "Résolvez {trait} sur l'espèce {sp} ({choice})",
    'move.cliff_feed': "Nourrissez l'espèce {sp} sur la Falaise",
    'move.cliff_fat': "Stockez des réserves sur l'espèce {sp} depuis la Falaise",
    'game.name': 'Évolution',
    'game.about': (
        'Un jeu de cartes où survit le mieux adapté, de 2 à 6 joueurs. À chaque manche, vous posez des cartes'
        ' comme traits sur vos espèces, ou les défaussez pour la Taille, la Population ou une nouvelle espèce'
        " ; puis les espèces se nourrissent à un point d'eau commun, et les carnivores chassent les autres. "
        'Une espèce affamée disparaît. Vous marquez la nourriture mangée, la Population de vos espèces et '
        'leurs traits.'),
    'option.ruleset': 'Règles',
    'option.quick_play': "Partie rapide (tout le monde joue ses cartes en même temps, à l'aveugle)",
    'North Star Games, 2nd edition': 'North Star Games, 2e édition',
    'German edition (110 cards)': 'Édition allemande (110 cartes)',
    'North Star Games + Flight': 'North Star Games + Flight (Envol)',
    'reason.only': "C'est le seul coup possible.",
    'reason.food_card': 'De vos cartes, {trait} est celle dont vous vous passez le mieux comme nourriture.',
    'reason.food_card_plants':
        "De vos cartes, {trait} est celle dont vous vous passez le mieux : sa nourriture pour le point d'eau nourrit aussi vos herbivores.",
    'reason.food_card_low':
        "Vos espèces ne mangent pas de plantes : {trait} met le moins de nourriture au point d'eau pour vos rivaux.",
    'reason.trait': '{trait} vaut le plus sur cette espèce maintenant.',
    'reason.new_species': 'Une nouvelle espèce : plus de place pour des traits et de la nourriture.',
    'reason.pop': 'Plus de Population marque plus, si elle peut être nourrie.',
    'reason.size_hunt': 'Plus grand : votre Carnivore peut chasser des proies plus grandes.',
    'reason.size_safe': "Plus grande : mieux à l'abri des Carnivores.",
    'reason.discard_trait': 'Faites de la place pour un meilleur trait.',
    'reason.end_turn': 'Gardez vos autres cartes pour plus tard.',
    'reason.leaf': 'Cet ordre donne le plus de nourriture à vos espèces.',
    'reason.feed': "Prenez des plantes tant que le point d'eau en a.",
    'reason.fat': 'Stockez des réserves pour une manche maigre.',
    'reason.attack': 'De la viande pour votre Carnivore, et une perte pour {owner}.',
    'reason.attack_own': "Votre Carnivore doit manger : c'est la proie la moins coûteuse.",
    'reason.negate': 'Annuler {trait} ouvre une meilleure proie.',
    'reason.intelligence': 'Des cartes contre des plantes : 2 de la réserve par carte.',
    'reason.pass': "Rien d'autre ne vaut la peine d'être pris.",
    'reason.new_avian': "Une espèce aviaire : à l'abri des Carnivores sans Vol, et nourrie par la Falaise.",
    'reason.event_feed':
        'Une de vos espèces aviaires se nourrit maintenant, et vous piochez une carte pour cet événement.',
    'reason.event_plants': "Des plantes pour le point d'eau maintenant, et vous piochez une carte pour cet événement.",
    'reason.cliff_feed': 'Prenez des plantes sur la Falaise : seules les espèces aviaires se les disputent.',
    'help.title': 'Règles et traits',
    'help.deal': 'Distribution : chacun pioche 3 cartes + 1 par espèce (un joueur sans espèce en reçoit une nouvelle).',
    'help.food':
        "Nourriture : chacun pose une carte face cachée sur le point d'eau ; avant le repas, les valeurs nourriture de ces cartes s'ajoutent à ses plantes (une somme négative en retire).",
    'help.food_no_loss':
        "Nourriture : chacun pose une carte face cachée sur le point d'eau ; avant le repas, les valeurs nourriture de ces cartes s'ajoutent à ses plantes (une somme négative n'ajoute rien).",
    'help.play':
        "Jouer des cartes, à tour de rôle : une carte devient un trait (face cachée sur une de vos espèces, jusqu'à {max} par espèce), ou est défaussée pour +1 Taille, +1 Population ou une nouvelle espèce à un bout de votre rangée.",
    'help.avian':
        "Envol : une espèce aviaire coûte {n} cartes (avec une carte Vol de la réserve), atteint au plus la Taille {max_size} et mange d'abord son entretien (autant de nourriture que sa Taille, jamais comptée). Seules les espèces aviaires mangent sur la Falaise, qui reçoit 1 plante par joueur à chaque révélation.",
    'help.events':
        'Événements : après la révélation des traits, chaque joueur peut jouer des cartes Événement (Piqué, Dispersion des graines) de sa main ; chacune est défaussée et remplacée par une pioche.',
    'help.feeding':
        "Repas : les cartes Nourriture sont révélées. À tour de rôle, chaque joueur nourrit une espèce affamée : une plante du point d'eau ou, pour un Carnivore, l'attaque d'une espèce plus petite. Les espèces mal nourries perdent de la Population ou s'éteignent ; la nourriture mangée va dans votre sac.",
    'help.feeding_equal':
        "Repas : les cartes Nourriture sont révélées. À tour de rôle, chaque joueur nourrit une espèce affamée : une plante du point d'eau ou, pour un Carnivore, l'attaque d'une espèce de sa Taille ou plus petite. Les espèces mal nourries perdent de la Population ou s'éteignent ; la nourriture mangée va dans votre sac.",
    'help.intelligence_before':
        "Intelligence : une espèce non carnivore l'utilise avant le repas (2 plantes de la réserve par carte défaussée) ; un Carnivore l'utilise quand il attaque.",
    'help.drop_out':
        'Un joueur dont toutes les espèces sont nourries cesse de nourrir (plus de réserves) ; un joueur sans espèce en reçoit une gratuite après le repas.',
    'help.two_players': 'À 2 joueurs, chaque espèce a au plus 2 traits et 40 cartes sont écartées.',
    'help.two_players_all': "À 2 joueurs, chaque espèce a au plus 2 traits ; aucune carte n'est écartée.",
    'help.reserve':
        '40 cartes sont écartées à toute table : quand la pioche est vide, elles deviennent la pioche de la dernière manche.',
    'help.end':
        'La partie finit quand la pioche est épuisée (la manche en cours est la dernière). Score : nourriture du sac + Population de vos espèces + traits sur elles.',
    'help.cards': 'Les {n} cartes de cette partie',
    'The reference rules: 129 cards, attack a smaller species, 40 cards set aside with 2 players.':
        'Les règles de référence : 129 cartes, on attaque une espèce plus petite, 40 cartes écartées à 2.',
    '110 cards, 2-5 players; attack a species of your size or smaller; no food lost to negative cards; a fed player stops feeding; no cards set aside with 2.':
        "110 cartes, 2 à 5 joueurs ; on attaque une espèce de même taille ou plus petite ; les cartes négatives ne retirent rien ; un joueur rassasié cesse de nourrir ; rien d'écarté à 2.",
    'The base game with birds: avian species (2 cards, upkeep, size 3 at most), the Cliff, Camouflage, Good Eyesight, Brood Parasite, Nesting and the events Dive-Bomb and Seed Dispersal.':
        'Le jeu de base avec des oiseaux : espèces aviaires (2 cartes, entretien, Taille 3 au plus), la Falaise, Camouflage, Bonne Vue, Parasite de couvée, Nidification et les événements Piqué et Dispersion des graines.',
}

DE = {
    'term.size': 'Körpergröße (1 bis {max}): ein Fleischfresser greift nur eine kleinere Tierart an. Wirf eine Karte ab für +1.',
    'term.size_equal':
        'Körpergröße (1 bis {max}): ein Fleischfresser greift nur eine gleich große oder kleinere Tierart an. Wirf eine Karte ab für +1.',
    'term.size_avian': 'Eine Vogelart wird höchstens Größe {max_size}.',
    'term.pop':
        'Population (1 bis {max}): so viel Nahrung braucht eine Tierart jede Runde. Am Ende der Fütterung sinkt sie auf die gefressene Nahrung (eine Tierart ohne Nahrung stirbt aus). Jeder Punkt zählt am Ende 1. Wirf eine Karte ab für +1.',
    'term.food':
        'Gefressene Nahrung dieser Runde, ein Platz je Population: die Tierart ist satt, wenn jeder Platz belegt ist. Am Ende der Fütterung kommt diese Nahrung in deinen Sack.',
    'term.bag': 'Der Sack: die Nahrung, die deine Tierarten in früheren Runden gefressen haben. Jeder Chip darin zählt am Ende 1 Punkt. Alle Säcke sind offen.',
    'term.watering_hole':
        'Wasserloch: die gemeinsamen Pflanzen. Die jede Runde aufgedeckten Nahrungskarten addieren ihre Werte dazu; eine Tierart, die kein Fleischfresser ist, frisst seine Pflanzen. Übrige Pflanzen bleiben für die nächste Runde.',
    'term.food_cards':
        'Nahrungskarten: jeder legt zu Beginn der Runde eine Karte aus der Hand verdeckt hierher; sie werden vor der Fütterung aufgedeckt und ihre Nahrungswerte kommen ins Wasserloch.',
    'term.cliff': 'Die Klippe: Pflanzen, die nur Vogelarten fressen. Sie erhält bei jedem Aufdecken 1 Pflanze je Spieler; Reste bleiben.',
    'term.first': 'Der Startspieler ist in jeder Phase dieser Runde zuerst dran; nach jeder Runde geht die Rolle nach links.',
    'help.reveal_first': 'In dieser Ausgabe werden zuerst die Nahrungskarten aufgedeckt (vor der Fütterung), dann wirken Langer Hals, Fruchtbar, Fettgewebe und die Intelligenz eines Pflanzenfressers: Fruchtbar sieht die eben aufgedeckten Pflanzen.',
    'Feeding is over': 'Die Fütterung ist vorbei',
    'Not now: it is time to {decision}': 'Nicht jetzt: jetzt heißt es {decision}',
    'You have no card {n} in hand': 'Du hast keine Karte {n} auf der Hand',
    'You have no species in place {n} of your row': 'Du hast keine Tierart auf Platz {n} deiner Reihe',
    'That species has no trait {n}': 'Diese Tierart hat kein Merkmal {n}',
    'A species can have at most {limit} traits: discard one first':
        'Eine Tierart hat höchstens {limit} Merkmale: wirf zuerst eines ab',
    'This species already has {trait}': 'Diese Tierart hat schon {trait}',
    'Body size is already {max}, the maximum': 'Die Körpergröße ist schon {max}, das Maximum',
    'Population is already {max}, the maximum': 'Die Population ist schon {max}, das Maximum',
    'No unresolved {trait} on your species {n}': 'Kein offenes Merkmal {trait} auf deiner Tierart {n}',
    'Carnivores never eat plants: attack instead': 'Fleischfresser fressen nie Pflanzen: greif stattdessen an',
    'Only a carnivore can attack': 'Nur ein Fleischfresser kann angreifen',
    'This species is fed: store fat instead': 'Diese Tierart ist satt: lege stattdessen Fett an',
    'This species is already fed': 'Diese Tierart ist schon satt',
    'The watering hole is empty': 'Das Wasserloch ist leer',
    'Only a species with Fat Tissue can store fat': 'Nur eine Tierart mit Fettgewebe kann Fett anlegen',
    'This species is still hungry: feed it first': 'Diese Tierart ist noch hungrig: füttere sie zuerst',
    'Its Fat Tissue is full (fat up to body size)': 'Ihr Fettgewebe ist voll (Fett bis zur Körpergröße)',
    'Your species {n} is hungry and can eat: feed it first (R-MUST)':
        'Deine Tierart {n} ist hungrig und kann fressen: füttere sie zuerst',
    'Your carnivore (species {n}) is hungry and has prey: it must attack (R-MUST)':
        'Dein Fleischfresser (Tierart {n}) ist hungrig und hat Beute: er muss angreifen',
    'Your species {n} is hungry and the watering hole has food: you must feed':
        'Deine Tierart {n} ist hungrig und das Wasserloch hat Nahrung: du musst füttern',
    'This carnivore is fed': 'Dieser Fleischfresser ist satt',
    'There is no such species to attack': 'Diese Tierart gibt es nicht',
    'This species has no Intelligence': 'Diese Tierart hat keine Intelligenz',
    'Intelligence on a carnivore negates traits; on a non-carnivore it takes plants':
        'Intelligenz hebt bei einem Fleischfresser Merkmale auf; sonst nimmt sie Pflanzen',
    "A carnivore's Intelligence negates traits; it never takes plants":
        'Die Intelligenz eines Fleischfressers hebt Merkmale auf; sie nimmt nie Pflanzen',
    'This species cannot eat any more': 'Diese Tierart kann nichts mehr fressen',
    '{trait} is already negated': '{trait} ist schon aufgehoben',
    'Your negations this turn are for another carnivore':
        'Deine Aufhebungen in diesem Zug gelten einem anderen Fleischfresser',
    'No other species has {trait}': 'Keine andere Tierart hat {trait}',
    'A carnivore cannot attack itself': 'Ein Fleischfresser kann sich nicht selbst angreifen',
    'Size: the carnivore attacks with size {attack}, the prey is size {prey}':
        'Größe: der Fleischfresser greift mit Größe {attack} an, die Beute hat Größe {prey}',
    'Burrowing: a fed species is safe in its burrow': 'Höhlenbewohner: eine satte Tierart ist in ihrem Bau sicher',
    'Climbing: this carnivore cannot climb': 'Klettern: dieser Fleischfresser kann nicht klettern',
    "Defensive Herding: the carnivore's population ({attack}) must be larger than the herd's ({prey})":
        'Herdenschutz: die Population des Fleischfressers ({attack}) muss größer sein als die der Herde ({prey})',
    'Hard Shell: the shell counts as size {shell}, the carnivore attacks with {attack}':
        'Harter Panzer: der Panzer zählt als Größe {shell}, der Fleischfresser greift mit {attack} an',
    'Symbiosis: protected while the species to its right is larger':
        'Symbiose: geschützt, solange die Tierart rechts daneben größer ist',
    "Warning Call: a neighbour's warning protects it (Ambush would ignore it)":
        'Warnruf: die Warnung eines Nachbarn schützt sie (Hinterhalt würde sie übergehen)',
    'Resolve your leaf traits first': 'Handle zuerst deine Blatt-Merkmale ab',
    'In this edition a non-carnivore uses Intelligence before feeding, not during it':
        'In dieser Ausgabe nutzt ein Pflanzenfresser Intelligenz vor der Fütterung, nicht währenddessen',
    'Each card can be used once': 'Jede Karte zählt nur einmal',
    '{trait} is an event: play it after the traits are revealed':
        '{trait} ist ein Ereignis: spiele es, nachdem die Merkmale aufgedeckt sind',
    'There are no avian species in this game': 'In dieser Partie gibt es keine Vogelarten',
    'An avian species costs {n} cards': 'Eine Vogelart kostet {n} Karten',
    'No Flight card is left in the supply': 'Im Vorrat ist keine Flug-Karte mehr',
    'Only a land species with Nesting takes from the Cliff when it grows (and the Cliff has plants)':
        'Nur eine Landtierart mit Nestbau nimmt beim Wachsen von der Klippe (wenn die Klippe Pflanzen hat)',
    '{trait} is not an event card': '{trait} ist keine Ereigniskarte',
    '{trait}: choose one of your avian species': '{trait}: wähle eine deiner Vogelarten',
    '{trait}: only an avian species can dive': '{trait}: nur eine Vogelart kann zum Sturzflug ansetzen',
    '{trait}: a carnivore attacks; choose its prey': '{trait}: ein Fleischfresser greift an; wähle seine Beute',
    'Not a legal target': 'Kein erlaubtes Ziel',
    '{trait}: there is no food there': '{trait}: dort gibt es keine Nahrung',
    '{trait} cannot take {choice} here': '{trait} kann hier nicht {choice} nehmen',
    'Only an avian species can take food from the Cliff': 'Nur eine Vogelart kann Nahrung von der Klippe nehmen',
    'The Cliff is empty': 'Die Klippe ist leer',
    "A Flight carnivore's discard ignores only Symbiosis, Warning Call or Climbing":
        'Das Abwerfen eines fliegenden Fleischfressers übergeht nur Symbiose, Warnruf oder Klettern',
    'Only a Flight carnivore can attack a Flight species':
        'Nur ein Fleischfresser mit Flug kann eine Tierart mit Flug angreifen',
    'Camouflage: only a carnivore with Good Eyesight can attack it':
        'Tarnung: nur ein Fleischfresser mit Scharfen Augen kann sie angreifen',
    'choose a food card': 'eine Nahrungskarte wählen',
    'play cards': 'Karten spielen',
    'play events': 'Ereignisse spielen',
    'meat': 'Fleisch',
    'cliff': 'von der Klippe',
    'order leaf traits': 'Blatt-Merkmale ordnen',
    'feed': 'füttern',
    'log.setup': 'Neue Partie: {players} Spieler, {first} beginnt.',
    'log.round': 'Runde {round} beginnt; {first} ist Startspieler.',
    'log.round_last': 'Runde {round} beginnt; {first} ist Startspieler. Das ist die letzte Runde.',
    'log.free_species': '{who} erhält eine kostenlose Tierart: Tierart {sp}.',
    'log.draw': '{who} zieht {count} {count:Karte|Karten}{cards}.',
    'log.reshuffle':
        'Der Nachziehstapel ist leer: der Ablagestapel ({cards} {cards:Karte|Karten}) wird gemischt. Die Partie endet nach Runde {last}.',
    'log.deck_empty': 'Nachziehstapel und Ablagestapel sind leer. Die Partie endet nach Runde {last}.',
    'log.food_card': '{who} legt eine Nahrungskarte verdeckt aus{card}.',
    'log.trait_played': '{who} legt ein Merkmal verdeckt auf Tierart {sp}{trait}.',
    'log.new_species': '{who} wirft eine Karte ab für eine neue Tierart {side}: Tierart {sp}.',
    'log.size': '{who} vergrößert Tierart {sp} auf Körpergröße {size}.',
    'log.pop': '{who} erhöht die Population von Tierart {sp} auf {pop}.',
    'log.trait_discarded': '{who} wirft {trait} von Tierart {sp} ab.',
    'log.trait_discarded_fat':
        '{who} wirft {trait} von Tierart {sp} ab: {fat} Fett {fat:kommt|kommen} in den Sack ({bag} insgesamt).',
    'log.done_playing': '{who} spielt keine Karten mehr.',
    'log.traits_revealed': 'Alle Merkmale werden aufgedeckt.',
    'log.fat_used': '{fat_tissue}: Tierart {sp} von {who} frisst {amount} Fett.',
    'log.fertile': 'Fruchtbar: die Population von Tierart {sp} von {who} steigt auf {pop}.',
    'log.food_revealed':
        'Nahrungskarten aufgedeckt: {cards}: {total:+d}; das Wasserloch hat {wh} {wh:Pflanze|Pflanzen}.',
    'log.take': '{cause}: Tierart {sp} von {who} nimmt {amount} {food} {source}.',
    'log.take_fat': '{cause}: Tierart {sp} von {who} legt {fat} Fett auf ihr {fat_tissue} ({amount} {food} {source}).',
    'log.take_some_fat':
        '{cause}: Tierart {sp} von {who} nimmt {amount} {food} {source} und legt {fat} davon als Fett auf ihr {fat_tissue}.',
    'log.attack': 'Tierart {sp} von {who} greift {target} an{negated}.',
    'log.negate': 'Intelligenz: {who} wirft eine Karte ab, um {trait} aufzuheben.',
    'log.intelligence': 'Intelligenz: {who} wirft eine Karte für Pflanzen ab.',
    'log.pop_lost': '{cause}: Tierart {sp} von {who} verliert 1 Population (noch {pop}).',
    'log.pop_lost_bag':
        '{cause}: Tierart {sp} von {who} verliert 1 Population (noch {pop}); {to_bag} {to_bag:Nahrungschip kommt|Nahrungschips kommen} in den Sack ({bag} insgesamt).',
    'log.extinct': 'Tierart {sp} von {who} stirbt aus; {traits} {traits:Merkmal|Merkmale} abgeworfen.',
    'log.extinct_bag':
        'Tierart {sp} von {who} stirbt aus; {traits} {traits:Merkmal|Merkmale} abgeworfen; {to_bag} {to_bag:Nahrungschip kommt|Nahrungschips kommen} in den Sack ({bag} insgesamt).',
    'log.pass': '{who} passt.',
    'log.pass_auto': '{who} kann keine Tierart mehr füttern und passt.',
    'log.intelligence_done': '{who} ist mit Intelligenz vor der Fütterung fertig.',
    'log.starve': 'Tierart {sp} von {who} hungert: die Population sinkt auf {pop}.',
    'log.to_bag': '{who} legt {amount} {amount:Nahrungschip|Nahrungschips} in den Sack ({bag} insgesamt).',
    'log.fat_to_bag': 'Spielende: {who} legt {amount} Fett in den Sack ({bag} insgesamt).',
    'log.game_over': 'Spielende. {winners} {count:gewinnt|gewinnen}.',
    'log.food_revealed_cliff':
        'Nahrungskarten aufgedeckt: {cards}: {total:+d}; das Wasserloch hat {wh} {wh:Pflanze|Pflanzen}, die Klippe {cliff} {cliff:Pflanze|Pflanzen}.',
    'log.reserve':
        'Der Nachziehstapel ist leer: {cards} {cards:beiseitegelegte Karte wird|beiseitegelegte Karten werden} zum Nachziehstapel. Die Partie endet nach Runde {last}.',
    'log.new_avian': '{who} wirft 2 Karten ab für eine neue Vogelart {side}: Tierart {sp}.',
    'log.done_events': '{who} spielt keine Ereignisse mehr.',
    'log.event': '{who} spielt das Ereignis {event}{target}.',
    'log.seed_dispersal': 'Samenverbreitung: {plants} {plants:Pflanze|Pflanzen} dazu; das Wasserloch hat {wh}.',
    'log.brood_parasite': 'Brutparasit: die Population von Tierart {sp} von {who} steigt auf {pop}.',
    'log.upkeep_returned': '{who} gibt {amount} {amount:Nahrungschip|Nahrungschips} Unterhalt an den Vorrat zurück.',
    'word.meat': 'Fleisch',
    'word.watering_hole': 'vom Wasserloch',
    'word.bank': 'aus dem Vorrat',
    'word.cliff': 'von der Klippe',
    'word.left': 'am linken Ende',
    'word.right': 'am rechten Ende',
    'word.feed': 'Fütterung',
    'word.attack': 'Angriff',
    'word.species_of': 'Tierart {sp} von {who}',
    'word.negating': ' (hebt {traits} auf)',
    'word.card_of': '{card} von {who} ({food:+d})',
    'word.none': 'keine',
    'word.colon': ': ',
    'word.event_species': ' mit Tierart {sp}',
    'food.plant': '{n:Pflanze|Pflanzen}',
    'food.meat': '{n:Fleisch|Fleisch}',
    'move.food_card': 'Lege {card} als Nahrungskarte aus',
    'move.trait': 'Spiele {card} als Merkmal auf Tierart {sp}',
    'move.new_species': 'Wirf {card} ab für eine neue Tierart {side}',
    'move.size': 'Wirf {card} ab: Tierart {sp} +1 Größe',
    'move.pop': 'Wirf {card} ab: Tierart {sp} +1 Population',
    'move.discard_trait': 'Wirf {trait} von Tierart {sp} ab',
    'move.end_turn': 'Beende deinen Zug',
    'move.leaf': 'Handle {trait} auf Tierart {sp} ab',
    'move.feed': 'Füttere Tierart {sp}',
    'move.fat': 'Lege Fett auf Tierart {sp} an',
    'move.attack': 'Tierart {sp} greift {target} an',
    'move.negate': 'Wirf {card} ab, um {trait} für Tierart {sp} aufzuheben',
    'move.intelligence': 'Wirf {card} ab: Tierart {sp} nimmt 2 Pflanzen',
    'move.pass': 'Passen',
    'move.new_avian': 'Wirf {cards} ab für eine neue Vogelart {side}',
    'move.pop_cliff': 'Wirf {card} ab: Tierart {sp} +1 Population (Nestbau nimmt von der Klippe)',
    'move.event': 'Spiele {card}{detail}',
    'move.leaf_choice': 'Handle {trait} auf Tierart {sp} ab ({choice})',
    'move.cliff_feed': 'Füttere Tierart {sp} von der Klippe',
    'move.cliff_fat': 'Lege Fett auf Tierart {sp} von der Klippe an',
    'game.name': 'Evolution',
    'game.about': (
        'Ein Kartenspiel vom Überleben der Angepasstesten für 2 bis 6 Spieler. Jede Runde legst du Karten als'
        ' Merkmale an deine Tierarten oder wirfst sie ab für Körpergröße, Population oder eine neue Tierart; '
        'dann fressen die Tierarten an einem gemeinsamen Wasserloch, und Fleischfresser jagen die anderen. '
        'Eine hungrige Tierart stirbt aus. Du punktest mit der gefressenen Nahrung, der Population deiner '
        'Tierarten und ihren Merkmalen.'),
    'option.ruleset': 'Regeln',
    'option.quick_play': 'Schnelles Spiel (alle spielen ihre Karten gleichzeitig und verdeckt)',
    'North Star Games, 2nd edition': 'North Star Games, 2. Edition',
    'German edition (110 cards)': 'Deutsche Ausgabe (110 Karten)',
    'North Star Games + Flight': 'North Star Games + Flight (Flug)',
    'reason.only': 'Es ist der einzige Zug.',
    'reason.food_card': 'Von deinen Karten ist {trait} als Nahrung am leichtesten zu entbehren.',
    'reason.food_card_plants':
        'Von deinen Karten ist {trait} am leichtesten zu entbehren: ihre Nahrung im Wasserloch füttert auch deine Pflanzenfresser.',
    'reason.food_card_low':
        'Deine Tierarten fressen keine Pflanzen: {trait} bringt deinen Gegnern am wenigsten Nahrung ins Wasserloch.',
    'reason.trait': '{trait} ist auf dieser Tierart jetzt am meisten wert.',
    'reason.new_species': 'Eine neue Tierart: mehr Platz für Merkmale und Nahrung.',
    'reason.pop': 'Mehr Population bringt mehr Punkte, wenn sie satt wird.',
    'reason.size_hunt': 'Größer: dein Fleischfresser kann größere Beute jagen.',
    'reason.size_safe': 'Größer: sicherer vor Fleischfressern.',
    'reason.discard_trait': 'Mach Platz für ein besseres Merkmal.',
    'reason.end_turn': 'Heb deine anderen Karten für später auf.',
    'reason.leaf': 'Diese Reihenfolge bringt deinen Tierarten die meiste Nahrung.',
    'reason.feed': 'Nimm Pflanzen, solange das Wasserloch welche hat.',
    'reason.fat': 'Leg Fett an für eine magere Runde.',
    'reason.attack': 'Fleisch für deinen Fleischfresser und ein Verlust für {owner}.',
    'reason.attack_own': 'Dein Fleischfresser muss fressen: das ist die billigste Beute.',
    'reason.negate': '{trait} aufzuheben öffnet eine bessere Beute.',
    'reason.intelligence': 'Karten gegen Pflanzen: 2 aus dem Vorrat für jede Karte.',
    'reason.pass': 'Nichts weiter lohnt sich.',
    'reason.new_avian': 'Eine Vogelart: sicher vor Fleischfressern ohne Flug und gefüttert von der Klippe.',
    'reason.event_feed': 'Eine deiner Vogelarten frisst sofort, und du ziehst eine Karte für dieses Ereignis.',
    'reason.event_plants': 'Sofort Pflanzen ins Wasserloch, und du ziehst eine Karte für dieses Ereignis.',
    'reason.cliff_feed': 'Nimm Pflanzen von der Klippe: nur Vogelarten konkurrieren darum.',
    'help.title': 'Regeln und Merkmale',
    'help.deal': 'Karten: alle ziehen 3 Karten + 1 je Tierart (wer keine Tierart hat, erhält eine neue).',
    'help.food':
        'Nahrung: alle legen eine Karte verdeckt ans Wasserloch; vor der Fütterung werden die Nahrungswerte dieser Karten zu seinen Pflanzen addiert (eine negative Summe nimmt welche weg).',
    'help.food_no_loss':
        'Nahrung: alle legen eine Karte verdeckt ans Wasserloch; vor der Fütterung werden die Nahrungswerte dieser Karten zu seinen Pflanzen addiert (eine negative Summe bringt nichts).',
    'help.play':
        'Karten spielen, reihum: eine Karte wird ein Merkmal (verdeckt auf eine deiner Tierarten, bis zu {max} je Tierart) oder wird abgeworfen für +1 Größe, +1 Population oder eine neue Tierart an einem Ende deiner Reihe.',
    'help.avian':
        'Flug: eine Vogelart kostet {n} Karten (mit einer Flug-Karte aus ihrem Vorrat), wird höchstens Größe {max_size} und frisst zuerst ihren Unterhalt (Nahrung gleich ihrer Größe, zählt nie). Nur Vogelarten fressen von der Klippe, die bei jedem Aufdecken 1 Pflanze je Spieler erhält.',
    'help.events':
        'Ereignisse: nach dem Aufdecken der Merkmale darf jeder Ereigniskarten (Sturzflug, Samenverbreitung) aus der Hand spielen; jede gespielte wird abgeworfen und durch eine gezogene ersetzt.',
    'help.feeding':
        'Fütterung: die Nahrungskarten werden aufgedeckt. Reihum füttert jeder eine hungrige Tierart: eine Pflanze vom Wasserloch oder, für einen Fleischfresser, der Angriff auf eine kleinere Tierart. Nicht satte Tierarten verlieren Population oder sterben aus; gefressene Nahrung kommt in deinen Sack.',
    'help.feeding_equal':
        'Fütterung: die Nahrungskarten werden aufgedeckt. Reihum füttert jeder eine hungrige Tierart: eine Pflanze vom Wasserloch oder, für einen Fleischfresser, der Angriff auf eine gleich große oder kleinere Tierart. Nicht satte Tierarten verlieren Population oder sterben aus; gefressene Nahrung kommt in deinen Sack.',
    'help.intelligence_before':
        'Intelligenz: ein Pflanzenfresser nutzt sie vor der Fütterung (2 Pflanzen aus dem Vorrat je abgeworfener Karte); ein Fleischfresser nutzt sie beim Angriff.',
    'help.drop_out':
        'Wessen Tierarten alle satt sind, füttert nicht weiter (kein Fett mehr); wer keine Tierart mehr hat, erhält nach der Fütterung kostenlos eine neue.',
    'help.two_players': 'Zu zweit hat jede Tierart höchstens 2 Merkmale, und 40 Karten werden beiseitegelegt.',
    'help.two_players_all': 'Zu zweit hat jede Tierart höchstens 2 Merkmale; keine Karte wird beiseitegelegt.',
    'help.reserve':
        'An jedem Tisch werden 40 Karten beiseitegelegt: ist der Nachziehstapel leer, werden sie der Stapel der letzten Runde.',
    'help.end':
        'Die Partie endet, wenn der Nachziehstapel leer ist (die laufende Runde ist die letzte). Punkte: Nahrung im Sack + Population deiner Tierarten + Merkmale auf ihnen.',
    'help.cards': 'Die {n} Karten dieser Partie',
    'The reference rules: 129 cards, attack a smaller species, 40 cards set aside with 2 players.':
        'Die Referenzregeln: 129 Karten, Angriff auf eine kleinere Tierart, zu zweit 40 Karten beiseite.',
    '110 cards, 2-5 players; attack a species of your size or smaller; no food lost to negative cards; a fed player stops feeding; no cards set aside with 2.':
        '110 Karten, 2 bis 5 Spieler; Angriff auf eine gleich große oder kleinere Tierart; negative Karten nehmen nichts weg; wer satt ist, füttert nicht weiter; zu zweit nichts beiseite.',
    'The base game with birds: avian species (2 cards, upkeep, size 3 at most), the Cliff, Camouflage, Good Eyesight, Brood Parasite, Nesting and the events Dive-Bomb and Seed Dispersal.':
        'Das Grundspiel mit Vögeln: Vogelarten (2 Karten, Unterhalt, höchstens Größe 3), die Klippe, Tarnung, Scharfe Augen, Brutparasit, Nestbau und die Ereignisse Sturzflug und Samenverbreitung.',
}

CATALOGUE = Catalogue({"en": EN, "fr": FR, "de": DE})
