"""Evolution's words in French (the keys: the package's docstring)."""

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
