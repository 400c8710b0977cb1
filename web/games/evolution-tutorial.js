// "Learn to play": a first game of Evolution on the real table, against one easy bot, with a coach
// (web/shell-coach.js shows the steps; web/registry.js: tutorial). The first round is scripted for
// this deal: the card to play at each move and why. After it, each step explains a thing once, when it
// first comes (the coach says no step twice). A step applies when its `when(table, seen, tutorial)` is
// true; `seen` counts the viewer's moves in the phase. `show` names what the coach points at
// (selectors on this game's table); {card} and {food} in a text are the card's name and food value, from
// the table payload (`params`).

/** @typedef {import("./evolution-common.js").EvolutionTable} EvolutionTable */
/** @typedef {import("./evolution-common.js").Species} Species */
/** @typedef {import("./evolution-common.js").Card} Card */
/** @typedef {import("../types").Coaching} Coaching */

const viewerSpecies = (/** @type {EvolutionTable} */ table) => table.view.players[/** @type {number} */ (table.view.viewer)]?.species ?? [];
const hand = (/** @type {EvolutionTable} */ table) => table.view.players[/** @type {number} */ (table.view.viewer)]?.hand ?? [];
// The scripted round's hands, by the cards' food values (the deal of this seed): the script goes on
// while the learner's hand is the one it expects, and gives way to the general steps once it is not.
const handIs = (/** @type {EvolutionTable} */ table, /** @type {number[]} */ foods) => JSON.stringify(hand(table).map((/** @type {Card} */ c) => c.food)) === JSON.stringify(foods);
const cardAt = (/** @type {number} */ k) => (/** @type {EvolutionTable} */ table) => ({ card: table.trait_names[hand(table)[k]?.trait] ?? "", food: hand(table)[k]?.food ?? "" });
const inFirstRound = (/** @type {EvolutionTable} */ table, /** @type {Coaching | undefined} */ tutorial) => table.frame.round === tutorial?.firstRound;
const handCard = (/** @type {number} */ k) => `.hand .card[data-card="${k}"]`;

const FIRST_HAND = [3, 4, 5, 6]; // the food values of the learner's first hand in this deal

export const TUTORIAL = {
  seed: 20261123, // a deal where the first rounds show each phase
  options: { ruleset: "nsg2", quick_play: false },
  opponents: [["Darwin", "easy"]], // after the learner, who sits first
  steps: [
    {
      id: "first-food-card",
      covers: ["food-card"],
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching} */ tutorial) => table.view.phase === "food_card" && inFirstRound(table, tutorial) && handIs(table, FIRST_HAND),
      params: cardAt(3),
      show: handCard(3),
      text: {
        en: "Your first round, move by move. Each round starts with a food card: choose {card} (food {food}), then Put as food card. It goes face down, and its number adds plants to the watering hole. Your species eats plants, and {card} has the most food of your cards.",
        fr: "Votre première manche, coup par coup. Chaque manche commence par une carte Nourriture : choisissez {card} (nourriture {food}), puis «\u00a0Poser comme nourriture\u00a0». Elle est posée face cachée, et son nombre ajoute des plantes au point d'eau. Votre espèce mange des plantes, et {card} est votre carte qui en apporte le plus.",
        de: "Deine erste Runde, Zug für Zug. Jede Runde beginnt mit einer Nahrungskarte: wähle {card} (Nahrung {food}), dann „Als Nahrungskarte legen“. Sie wird verdeckt gelegt, und ihre Zahl bringt Pflanzen ins Wasserloch. Deine Tierart frisst Pflanzen, und {card} bringt von deinen Karten die meiste Nahrung.",
      },
    },
    {
      id: "first-new-species",
      covers: ["play-cards"],
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching} */ tutorial) => table.view.phase === "play_cards" && inFirstRound(table, tutorial) && handIs(table, FIRST_HAND.slice(0, 3)),
      params: cardAt(2),
      show: `${handCard(2)}, .player.viewer .slot.right .target`,
      text: {
        en: "Now grow. Choose {card}, then New species (right end): the card is discarded and you get a second species. Two species eat twice as many plants, and every plant eaten is a point at the end.",
        fr: "Maintenant, grandissez. Choisissez {card}, puis «\u00a0Nouvelle espèce (bout droit)\u00a0» : la carte est défaussée et vous avez une deuxième espèce. Deux espèces mangent deux fois plus de plantes, et chaque plante mangée compte un point à la fin.",
        de: "Jetzt wachse. Wähle {card}, dann „Neue Tierart (rechtes Ende)“: die Karte wird abgeworfen, und du bekommst eine zweite Tierart. Zwei Tierarten fressen doppelt so viele Pflanzen, und jede gefressene Pflanze ist am Ende ein Punkt.",
      },
    },
    {
      id: "first-population",
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching} */ tutorial) => table.view.phase === "play_cards" && inFirstRound(table, tutorial) && handIs(table, FIRST_HAND.slice(0, 2)),
      params: cardAt(0),
      show: `${handCard(0)}, .player.viewer .species[data-species="0"] .target[data-key*='["kind","pop"]']`,
      text: {
        en: "Choose {card}, then +1 population on species A. A species eats up to its population each round, so A can now eat two plants.",
        fr: "Choisissez {card}, puis «\u00a0+1 population\u00a0» de l'espèce A. Une espèce mange jusqu'à sa Population à chaque manche : A peut maintenant manger deux plantes.",
        de: "Wähle {card}, dann „+1 Population“ bei Tierart A. Eine Tierart frisst jede Runde bis zu ihrer Population, also kann A jetzt zwei Pflanzen fressen.",
      },
    },
    {
      id: "first-end-turn",
      covers: ["end-turn"],
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching} */ tutorial) => table.view.phase === "play_cards" && inFirstRound(table, tutorial) && handIs(table, FIRST_HAND.slice(1, 2)),
      params: cardAt(0),
      show: ".dock-actions .end-turn",
      text: {
        en: "Keep {card} for a later round: a carnivore eats no plants, only the meat of smaller species it attacks, and yours are still small. Cards you keep stay in your hand. Choose End turn: what you played stays face down until Darwin is done too.",
        fr: "Gardez {card} pour une autre manche : un carnivore ne mange pas de plantes, seulement la viande d'espèces plus petites qu'il attaque, et les vôtres sont encore petites. Les cartes gardées restent en main. Choisissez «\u00a0Fin du tour\u00a0» : ce que vous avez joué reste caché jusqu'à ce que Darwin ait fini.",
        de: "Behalte {card} für eine spätere Runde: ein Fleischfresser frisst keine Pflanzen, nur das Fleisch kleinerer Tierarten, die er angreift, und deine sind noch klein. Behaltene Karten bleiben auf der Hand. Wähle „Zug beenden“: was du gespielt hast, bleibt verdeckt, bis auch Darwin fertig ist.",
      },
    },
    {
      id: "next-round",
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching} */ tutorial) => table.view.phase === "food_card" && !inFirstRound(table, tutorial),
      show: ".hand .card",
      text: {
        en: "A new round. Your species kept their traits but not their food, and you drew new cards: three, plus one for each of your species. From now on the coach speaks only of what is new; Hint suggests a move whenever you want one.",
        fr: "Une nouvelle manche. Vos espèces gardent leurs traits mais pas leur nourriture, et vous avez pioché de nouvelles cartes : trois, plus une par espèce. Désormais le coach ne parle que de ce qui est nouveau ; «\u00a0Conseil\u00a0» propose un coup quand vous le voulez.",
        de: "Eine neue Runde. Deine Tierarten behalten ihre Merkmale, aber nicht ihre Nahrung, und du hast neue Karten gezogen: drei, plus eine pro Tierart. Ab jetzt spricht der Trainer nur noch von Neuem; „Tipp“ schlägt einen Zug vor, wann immer du willst.",
      },
    },
    {
      id: "food-card",
      when: (/** @type {EvolutionTable} */ table) => table.view.phase === "food_card",
      show: ".hand .card",
      text: {
        en: "Each round starts with a food card. Pick one card of your hand: it goes face down, and its number (the food value on the card) will add plants to the watering hole. Give up the card you need least as a trait.",
        fr: "Chaque manche commence par une carte Nourriture. Choisissez une carte de votre main : elle est posée face cachée, et son nombre (la valeur de nourriture de la carte) ajoutera des plantes au point d'eau. Sacrifiez la carte dont vous avez le moins besoin comme trait.",
        de: "Jede Runde beginnt mit einer Nahrungskarte. Wähle eine Karte deiner Hand: sie wird verdeckt gelegt, und ihre Zahl (der Nahrungswert auf der Karte) bringt Pflanzen ins Wasserloch. Gib die Karte her, die du als Merkmal am wenigsten brauchst.",
      },
    },
    {
      id: "play-cards",
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen) => table.view.phase === "play_cards" && seen === 0,
      show: ".hand .card[data-legal]",
      text: {
        en: "Now play cards. Put a card on one of your species as a trait (choose the card, then the species), or discard it for +1 body size, +1 population, or a new species at the left or right end of your row.",
        fr: "Jouez maintenant vos cartes. Posez une carte sur une de vos espèces comme trait (choisissez la carte, puis l'espèce), ou défaussez-la pour +1 en Taille, +1 en Population, ou une nouvelle espèce à gauche ou à droite de votre rangée.",
        de: "Spiele jetzt Karten. Lege eine Karte als Merkmal auf eine deiner Tierarten (wähle die Karte, dann die Tierart) oder wirf sie ab für +1 Körpergröße, +1 Population oder eine neue Tierart am linken oder rechten Ende deiner Reihe.",
      },
    },
    {
      id: "end-turn",
      when: (/** @type {EvolutionTable} */ table, /** @type {number} */ seen) => table.view.phase === "play_cards" && seen > 0,
      show: ".dock-actions .end-turn",
      text: {
        en: "Play more cards if you like. Cards you keep stay in your hand for the next round. When you are done, choose End turn: the traits you played stay face down until everyone is done.",
        fr: "Jouez d'autres cartes si vous voulez. Celles que vous gardez restent en main pour la manche suivante. Quand vous avez fini, choisissez «\u00a0Fin du tour\u00a0» : vos traits restent face cachée jusqu'à ce que tout le monde ait joué.",
        de: "Spiele weitere Karten, wenn du willst. Karten, die du behältst, bleiben für die nächste Runde auf der Hand. Wenn du fertig bist, wähle „Zug beenden“: deine Merkmale bleiben verdeckt, bis alle fertig sind.",
      },
    },
    {
      id: "leaf",
      when: (/** @type {EvolutionTable} */ table) => table.view.phase === "leaf",
      show: ".player.viewer .sp-actions",
      text: {
        en: "Some traits act when feeding begins (Long Neck, Fertile…). Resolve yours by choosing them.",
        fr: "Certains traits agissent au début du repas (Long Cou, Fertile…). Résolvez les vôtres en les choisissant.",
        de: "Manche Merkmale wirken zu Beginn der Fütterung (Langer Hals, Fruchtbar…). Handle deine ab, indem du sie auswählst.",
      },
    },
    {
      id: "feeding",
      when: (/** @type {EvolutionTable} */ table) => table.view.phase === "feeding" && !viewerSpecies(table).some((/** @type {Species} */ s) => s.carnivore),
      show: ".player.viewer .sp-actions",
      text: {
        en: "Feeding: the food cards were revealed and added their plants to the watering hole. In turn, each player feeds one hungry species: it takes one plant. A species eats up to its population; one that stays hungry loses population at the end of the round.",
        fr: "Le repas : les cartes Nourriture ont été révélées et ont ajouté leurs plantes au point d'eau. Chacun son tour, un joueur nourrit une de ses espèces affamées : elle prend une plante. Une espèce mange jusqu'à sa Population ; celle qui reste affamée perd de la Population en fin de manche.",
        de: "Fütterung: die Nahrungskarten wurden aufgedeckt und haben ihre Pflanzen ins Wasserloch gebracht. Reihum füttert jeder Spieler eine hungrige Tierart: sie nimmt eine Pflanze. Eine Tierart frisst bis zu ihrer Population; bleibt sie hungrig, verliert sie am Ende der Runde Population.",
      },
    },
    {
      id: "carnivore",
      when: (/** @type {EvolutionTable} */ table) => table.view.phase === "feeding" && viewerSpecies(table).some((/** @type {Species} */ s) => s.carnivore),
      show: ".player.viewer .sp-actions",
      text: {
        en: "You have a carnivore: it never eats plants. It attacks a smaller species (traits like Climbing or Hard Shell may protect the prey) and eats as much meat as the prey's body size.",
        fr: "Vous avez un Carnivore : il ne mange jamais de plantes. Il attaque une espèce plus petite (des traits comme Grimpante ou Carapace protègent la proie) et mange autant de viande que la Taille de la proie.",
        de: "Du hast einen Fleischfresser: er frisst nie Pflanzen. Er greift eine kleinere Tierart an (Merkmale wie Klettern oder Harter Panzer können die Beute schützen) und frisst so viel Fleisch wie die Körpergröße der Beute.",
      },
    },
    {
      id: "over",
      when: (/** @type {EvolutionTable} */ table) => table.view.phase === "over",
      show: ".after-game",
      text: {
        en: "The game is over. Your score: the food in your bag, plus the population of your species, plus their traits. You know every phase now: start a New game from the menu whenever you like.",
        fr: "La partie est finie. Votre score : la nourriture de votre sac, plus la Population de vos espèces, plus leurs traits. Vous connaissez toutes les phases : lancez une Nouvelle partie depuis le menu quand vous voulez.",
        de: "Die Partie ist vorbei. Deine Punkte: die Nahrung in deinem Sack, plus die Population deiner Tierarten, plus ihre Merkmale. Jetzt kennst du jede Phase: starte im Menü eine Neue Partie, wann immer du willst.",
      },
    },
  ],
};
