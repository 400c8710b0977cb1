"""Evolution's words in German (the keys: the package's docstring)."""

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
