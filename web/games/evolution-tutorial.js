// "Learn to play": a first game of Evolution on the real table, against one easy bot, with a coach
// that explains each phase when it comes (web/shell-coach.js shows the steps; web/registry.js: tutorial).
// A step applies when its `when(table, seen)` is true; `seen` counts the viewer's moves in the
// phase. `show` names what the coach points at (selectors on this game's table).

const viewerSpecies = (table) => table.view.players[table.view.viewer]?.species ?? [];

export const TUTORIAL = {
  seed: 20261123, // a deal where the first rounds show each phase
  options: { ruleset: "nsg2", quick_play: false },
  opponents: [["Darwin", "easy"]], // after the learner, who sits first
  steps: [
    {
      id: "food-card",
      when: (table) => table.view.phase === "food_card",
      show: ".hand .card",
      text: {
        en: "Each round starts with a food card. Pick one card of your hand: it goes face down, and its number (the food value on the card) will add plants to the watering hole. Give up the card you need least as a trait.",
        fr: "Chaque manche commence par une carte Nourriture. Choisissez une carte de votre main : elle est posée face cachée, et son nombre (la valeur de nourriture de la carte) ajoutera des plantes au point d'eau. Sacrifiez la carte dont vous avez le moins besoin comme trait.",
        de: "Jede Runde beginnt mit einer Nahrungskarte. Wähle eine Karte deiner Hand: sie wird verdeckt gelegt, und ihre Zahl (der Nahrungswert auf der Karte) bringt Pflanzen ins Wasserloch. Gib die Karte her, die du als Merkmal am wenigsten brauchst.",
      },
    },
    {
      id: "play-cards",
      when: (table, seen) => table.view.phase === "play_cards" && seen === 0,
      show: ".hand .card[data-legal]",
      text: {
        en: "Now play cards. Put a card on one of your species as a trait (click the card, then the species), or discard it for +1 body size, +1 population, or a new species at the left or right end of your row.",
        fr: "Jouez maintenant vos cartes. Posez une carte sur une de vos espèces comme trait (cliquez sur la carte, puis sur l'espèce), ou défaussez-la pour +1 en Taille, +1 en Population, ou une nouvelle espèce à gauche ou à droite de votre rangée.",
        de: "Spiele jetzt Karten. Lege eine Karte als Merkmal auf eine deiner Tierarten (klicke die Karte, dann die Tierart) oder wirf sie ab für +1 Körpergröße, +1 Population oder eine neue Tierart am linken oder rechten Ende deiner Reihe.",
      },
    },
    {
      id: "end-turn",
      when: (table, seen) => table.view.phase === "play_cards" && seen > 0,
      show: ".dock-actions .end-turn",
      text: {
        en: "Play more cards if you like. Cards you keep stay in your hand for the next round. When you are done, click End turn: the traits you played stay face down until everyone is done.",
        fr: "Jouez d'autres cartes si vous voulez. Celles que vous gardez restent en main pour la manche suivante. Quand vous avez fini, cliquez sur «\u00a0Fin du tour\u00a0» : vos traits restent face cachée jusqu'à ce que tout le monde ait joué.",
        de: "Spiele weitere Karten, wenn du willst. Karten, die du behältst, bleiben für die nächste Runde auf der Hand. Wenn du fertig bist, klicke auf „Zug beenden“: deine Merkmale bleiben verdeckt, bis alle fertig sind.",
      },
    },
    {
      id: "leaf",
      when: (table) => table.view.phase === "leaf",
      show: ".player.viewer .sp-actions",
      text: {
        en: "Some traits act when feeding begins (Long Neck, Fertile…). Resolve yours by clicking them.",
        fr: "Certains traits agissent au début du repas (Long Cou, Fertile…). Résolvez les vôtres en cliquant dessus.",
        de: "Manche Merkmale wirken zu Beginn der Fütterung (Langer Hals, Fruchtbar…). Handle deine ab, indem du sie anklickst.",
      },
    },
    {
      id: "feeding",
      when: (table) => table.view.phase === "feeding" && !viewerSpecies(table).some((s) => s.carnivore),
      show: ".player.viewer .sp-actions",
      text: {
        en: "Feeding: the food cards were revealed and added their plants to the watering hole. In turn, each player feeds one hungry species: it takes one plant. A species eats up to its population; one that stays hungry loses population at the end of the round.",
        fr: "Le repas : les cartes Nourriture ont été révélées et ont ajouté leurs plantes au point d'eau. Chacun son tour, un joueur nourrit une de ses espèces affamées : elle prend une plante. Une espèce mange jusqu'à sa Population ; celle qui reste affamée perd de la Population en fin de manche.",
        de: "Fütterung: die Nahrungskarten wurden aufgedeckt und haben ihre Pflanzen ins Wasserloch gebracht. Reihum füttert jeder Spieler eine hungrige Tierart: sie nimmt eine Pflanze. Eine Tierart frisst bis zu ihrer Population; bleibt sie hungrig, verliert sie am Ende der Runde Population.",
      },
    },
    {
      id: "carnivore",
      when: (table) => table.view.phase === "feeding" && viewerSpecies(table).some((s) => s.carnivore),
      show: ".player.viewer .sp-actions",
      text: {
        en: "You have a carnivore: it never eats plants. It attacks a smaller species (traits like Climbing or Hard Shell may protect the prey) and eats as much meat as the prey's body size.",
        fr: "Vous avez un Carnivore : il ne mange jamais de plantes. Il attaque une espèce plus petite (des traits comme Grimpante ou Carapace protègent la proie) et mange autant de viande que la Taille de la proie.",
        de: "Du hast einen Fleischfresser: er frisst nie Pflanzen. Er greift eine kleinere Tierart an (Merkmale wie Klettern oder Harter Panzer können die Beute schützen) und frisst so viel Fleisch wie die Körpergröße der Beute.",
      },
    },
    {
      id: "over",
      when: (table) => table.view.phase === "over",
      show: ".after-game",
      text: {
        en: "The game is over. Your score: the food in your bag, plus the population of your species, plus their traits. You know every phase now: start a New game from the menu whenever you like.",
        fr: "La partie est finie. Votre score : la nourriture de votre sac, plus la Population de vos espèces, plus leurs traits. Vous connaissez toutes les phases : lancez une Nouvelle partie depuis le menu quand vous voulez.",
        de: "Die Partie ist vorbei. Deine Punkte: die Nahrung in deinem Sack, plus die Population deiner Tierarten, plus ihre Merkmale. Jetzt kennst du jede Phase: starte im Menü eine Neue Partie, wann immer du willst.",
      },
    },
  ],
};
