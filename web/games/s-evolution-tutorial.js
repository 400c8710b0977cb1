// "Learn to play" S-Evolution 2.0: a first game on the real table against one medium bot, with a
// coach that explains each decision when it comes (web/shell-coach.js shows the steps; web/registry.js).
// A step applies when its `when(table, seen)` is true; `seen` counts the viewer's moves in the phase.

const decision = (table) => (table.decision?.player === table.view.viewer ? table.decision.what : null);

export const TUTORIAL = {
  seed: 20261124,
  options: {},
  opponents: [["Darwin", "medium"]], // after the learner, who sits first (Red)
  steps: [
    {
      id: "play",
      when: (table) => decision(table) === "play",
      show: ".dock .hand [data-legal]",
      text: {
        en: "Each round is first a game of tricks. Play one card: Food, Tools or Science with its strength, or a Discovery of your age (always allowed; it wins you a Discovery, not resources). In Ages I–II any card may be played; from Age III you must follow the colour led.",
        fr: "Chaque manche commence par des plis. Jouez une carte : Nourriture, Outils ou Science avec sa force, ou une Découverte de votre âge (toujours permise ; elle vous rapporte une Découverte, pas de ressources). Aux âges I–II toute carte se joue ; dès l'âge III il faut fournir la couleur demandée.",
        de: "Jede Runde ist zuerst ein Stichspiel. Spiele eine Karte: Nahrung, Werkzeug oder Wissenschaft mit ihrer Stärke, oder eine Entdeckung deines Zeitalters (immer erlaubt; sie bringt dir eine Entdeckung, keine Ressourcen). In den Zeitaltern I–II darf jede Karte gespielt werden; ab Zeitalter III musst du die ausgespielte Farbe bedienen.",
      },
    },
    {
      id: "take",
      when: (table) => decision(table) === "take",
      show: ".trick [data-legal]",
      text: {
        en: "When everyone has played, each player takes one card of the trick, the strongest card's player first. Take what your civilisation needs: your needs (under your board) must be paid with resources at the end of the round. Beware of calamities (a card that names one, such as Epidemic): whoever takes it suffers it.",
        fr: "Quand tout le monde a joué, chacun prend une carte du pli, en commençant par le joueur de la carte la plus forte. Prenez ce dont votre civilisation a besoin : vos Besoins (sous votre plateau) se paient en ressources en fin de manche. Méfiez-vous des calamités (une carte qui en nomme une, comme Épidémie) : qui la prend la subit.",
        de: "Wenn alle gespielt haben, nimmt jeder eine Karte aus dem Stich, zuerst der Spieler der stärksten Karte. Nimm, was deine Zivilisation braucht: deine Bedürfnisse (unter deinem Tableau) werden am Ende der Runde mit Ressourcen bezahlt. Vorsicht vor Katastrophen (eine Karte, die eine nennt, etwa Epidemie): wer sie nimmt, erleidet sie.",
      },
    },
    {
      id: "trump",
      when: (table) => decision(table) === "trump",
      show: ".trick-area [data-legal]",
      text: {
        en: "In Age V or VI, the most advanced player names the trump colour for this round: a trump card beats the colour led.",
        fr: "À l'âge V ou VI, le joueur le plus avancé nomme la couleur d'atout de la manche : une carte d'atout bat la couleur demandée.",
        de: "In Zeitalter V oder VI sagt der am weitesten entwickelte Spieler die Trumpffarbe der Runde an: eine Trumpfkarte schlägt die ausgespielte Farbe.",
      },
    },
    {
      id: "collect",
      when: (table) => ["collect", "commerce", "bonus"].includes(decision(table)),
      show: ".actions [data-legal]",
      text: {
        en: "The action phase: the cards you took give their resources (tracks stop at 8), your staffed buildings produce, then your needs are paid: for each need, a stock at least equal to your population pays it and scores that many points; otherwise you lose the difference. Meet every need to move up an age.",
        fr: "La phase d'action : les cartes prises donnent leurs ressources (les pistes s'arrêtent à 8), vos bâtiments occupés produisent, puis vos Besoins se paient : pour chacun, un stock au moins égal à votre population le paie et rapporte autant de points ; sinon vous perdez la différence. Remplissez tous vos Besoins pour monter d'un âge.",
        de: "Die Aktionsphase: die genommenen Karten bringen ihre Ressourcen (die Leisten enden bei 8), deine besetzten Gebäude produzieren, dann werden deine Bedürfnisse bezahlt: für jedes bezahlt ein Vorrat, der mindestens deiner Bevölkerung entspricht, und bringt so viele Punkte; sonst verlierst du die Differenz. Erfülle alle Bedürfnisse, um ein Zeitalter aufzusteigen.",
      },
    },
    {
      id: "manage",
      when: (table) => decision(table) === "manage",
      show: ".actions [data-legal]",
      text: {
        en: "Manage your civilisation with what is left: +1 population for 1 Science, a new age for 3 Science, workers in buildings (a Farm, Factory or Lab produces every round). Each choice shows its cost; a greyed one says why it is not possible. End the phase when you are done.",
        fr: "Gérez votre civilisation avec ce qui reste : +1 population pour 1 Science, un nouvel âge pour 3 Science, des ouvriers dans les bâtiments (une Ferme, un Atelier ou un Laboratoire produit à chaque manche). Chaque choix montre son coût ; un choix grisé dit pourquoi il est impossible. Terminez la phase quand vous avez fini.",
        de: "Verwalte deine Zivilisation mit dem, was bleibt: +1 Bevölkerung für 1 Wissenschaft, ein neues Zeitalter für 3 Wissenschaft, Arbeiter in Gebäuden (Bauernhof, Fabrik oder Labor produzieren jede Runde). Jede Wahl zeigt ihre Kosten; eine ausgegraute sagt, warum sie nicht geht. Beende die Phase, wenn du fertig bist.",
      },
    },
    {
      id: "over",
      when: (table) => table.view.phase === "over",
      show: ".after-game",
      text: {
        en: "After six rounds the game ends: your points from needs, plus your Discovery sets (1, 3, 6, 10, 15, 21 points for 1 to 6 of one colour). You know every phase now: start a New game from the menu whenever you like.",
        fr: "Après six manches la partie s'arrête : vos points de Besoins, plus vos séries de Découvertes (1, 3, 6, 10, 15, 21 points pour 1 à 6 d'une couleur). Vous connaissez toutes les phases : lancez une Nouvelle partie depuis le menu quand vous voulez.",
        de: "Nach sechs Runden endet die Partie: deine Punkte aus Bedürfnissen, plus deine Entdeckungsserien (1, 3, 6, 10, 15, 21 Punkte für 1 bis 6 einer Farbe). Jetzt kennst du jede Phase: starte im Menü eine Neue Partie, wann immer du willst.",
      },
    },
  ],
};
