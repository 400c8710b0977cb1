// "Learn to play" S-Evolution 2.0: a first game on the real table against one medium bot, with a
// coach (web/shell-coach.js shows the steps; web/registry.js). The first tricks are scripted for this
// deal: the card to play or take and why; then each step explains a decision once, when it first
// comes (the coach says no step twice). A step applies when its `when(table, seen, tutorial)` is true;
// `seen` counts the viewer's moves in the phase; {card} in a text is the card's name from the payload.

/** @typedef {import("../contract").SEvolutionTable} SEvolutionTable */
/** @typedef {import("../contract").TrickCard} TrickCard */
/** @typedef {import("../types").Coaching} Coaching */

const decision = (/** @type {SEvolutionTable} */ table) => (table.decision?.player === table.view.viewer ? table.decision.what : null);
const hand = (/** @type {SEvolutionTable} */ table) => table.boards[/** @type {number} */ (table.view.viewer)]?.hand ?? [];
const holds = (/** @type {SEvolutionTable} */ table, /** @type {string} */ id) => hand(table).some((/** @type {TrickCard} */ c) => c.card === id);
const inTrick = (/** @type {SEvolutionTable} */ table, /** @type {string} */ id) => table.trick.some((/** @type {TrickCard} */ c) => c.card === id && c.picked_by === null);
const label = (/** @type {string} */ id) => (/** @type {SEvolutionTable} */ table) => ({ card: [...hand(table), ...table.trick].find((c) => c.card === id)?.label ?? "" });
// The learner's cards in this deal (seat 0, the Red deck): the strongest, and the Discovery of Age I.
const STRONGEST = "R-S8";
const DISCOVERY = "R-D1";

export const TUTORIAL = {
  seed: 20261124,
  options: {},
  opponents: [["Darwin", "medium"]], // after the learner, who sits first (Red)
  steps: [
    {
      id: "first-play",
      covers: ["play"],
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "play" && holds(table, STRONGEST) && holds(table, DISCOVERY),
      params: label(STRONGEST),
      show: `.dock .hand li[data-card="${STRONGEST}"] [data-legal]`,
      text: {
        en: "Your first round, move by move. Each round is first a game of tricks: everyone plays one card, and the strongest card's player takes first from the trick. Play {card}, your strongest card. In Ages I–II any card may be played.",
        fr: "Votre première manche, coup par coup. Chaque manche commence par des plis : chacun joue une carte, et le joueur de la carte la plus forte prend le premier dans le pli. Jouez {card}, votre carte la plus forte. Aux âges I–II toute carte se joue.",
        de: "Deine erste Runde, Zug für Zug. Jede Runde ist zuerst ein Stichspiel: jeder spielt eine Karte, und der Spieler der stärksten Karte nimmt zuerst aus dem Stich. Spiele {card}, deine stärkste Karte. In den Zeitaltern I–II darf jede Karte gespielt werden.",
      },
    },
    {
      id: "first-take",
      covers: ["take"],
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "take" && inTrick(table, STRONGEST),
      params: label(STRONGEST),
      show: `.trick .slot[data-card="${STRONGEST}"] [data-legal]`,
      text: {
        en: "You pick first. Take {card}: a card taken gives its resources in the action phase, and an 8 gives one of your choice, so it pays whatever your needs lack. Your needs (under your board) are paid at the end of the round. A card that names a calamity, such as Epidemic, strikes whoever takes it.",
        fr: "Vous choisissez en premier. Prenez {card} : une carte prise donne ses ressources à la phase d'action, et un 8 en donne une de votre choix, donc il paie ce qui manque à vos Besoins. Vos Besoins (sous votre plateau) se paient en fin de manche. Une carte qui nomme une calamité, comme Épidémie, frappe qui la prend.",
        de: "Du wählst zuerst. Nimm {card}: eine genommene Karte bringt ihre Ressourcen in der Aktionsphase, und eine 8 bringt eine nach deiner Wahl, sie bezahlt also, was deinen Bedürfnissen fehlt. Deine Bedürfnisse (unter deinem Tableau) werden am Ende der Runde bezahlt. Eine Karte, die eine Katastrophe nennt, etwa Epidemie, trifft den, der sie nimmt.",
      },
    },
    {
      id: "first-discovery",
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "play" && holds(table, DISCOVERY) && !holds(table, STRONGEST),
      params: label(DISCOVERY),
      show: `.dock .hand li[data-card="${DISCOVERY}"] [data-legal]`,
      text: {
        en: "Now play {card}, the Discovery of your age: it can always be played. It wins no resources; you take a Discovery of Age I from the trick, and it turns face up on your board. At the end, Discoveries of one symbol score as a set.",
        fr: "Jouez maintenant {card}, la Découverte de votre âge : elle se joue toujours. Elle ne rapporte pas de ressources ; vous prenez une Découverte de l'âge I dans le pli, et elle se retourne face visible sur votre plateau. À la fin, les Découvertes d'un même symbole comptent en série.",
        de: "Spiele jetzt {card}, die Entdeckung deines Zeitalters: sie darf immer gespielt werden. Sie bringt keine Ressourcen; du nimmst eine Entdeckung des Zeitalters I aus dem Stich, und sie liegt dann offen auf deinem Tableau. Am Ende zählen Entdeckungen eines Symbols als Serie.",
      },
    },
    {
      id: "next-round",
      when: (/** @type {SEvolutionTable} */ table, /** @type {number} */ seen, /** @type {Coaching | undefined} */ tutorial) => decision(table) === "play" && table.frame.round !== tutorial?.firstRound,
      show: ".dock .hand [data-legal]",
      text: {
        en: "A new round: new cards in your hand, and your age's rules for the tricks. From now on the coach speaks only of what is new; Hint suggests a move whenever you want one.",
        fr: "Une nouvelle manche : de nouvelles cartes en main, et les règles de votre âge pour les plis. Désormais le coach ne parle que de ce qui est nouveau ; «\u00a0Conseil\u00a0» propose un coup quand vous le voulez.",
        de: "Eine neue Runde: neue Karten auf der Hand und die Stichregeln deines Zeitalters. Ab jetzt spricht der Trainer nur noch von Neuem; „Tipp“ schlägt einen Zug vor, wann immer du willst.",
      },
    },
    {
      id: "play",
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "play",
      show: ".dock .hand [data-legal]",
      text: {
        en: "Each round is first a game of tricks. Play one card: Food, Tools or Science with its strength, or a Discovery of your age (always allowed; it wins you a Discovery, not resources). In Ages I–II any card may be played; from Age III you must follow the colour led.",
        fr: "Chaque manche commence par des plis. Jouez une carte : Nourriture, Outils ou Science avec sa force, ou une Découverte de votre âge (toujours permise ; elle vous rapporte une Découverte, pas de ressources). Aux âges I–II toute carte se joue ; dès l'âge III il faut fournir la couleur demandée.",
        de: "Jede Runde ist zuerst ein Stichspiel. Spiele eine Karte: Nahrung, Werkzeug oder Wissenschaft mit ihrer Stärke, oder eine Entdeckung deines Zeitalters (immer erlaubt; sie bringt dir eine Entdeckung, keine Ressourcen). In den Zeitaltern I–II darf jede Karte gespielt werden; ab Zeitalter III musst du die ausgespielte Farbe bedienen.",
      },
    },
    {
      id: "take",
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "take",
      show: ".trick [data-legal]",
      text: {
        en: "When everyone has played, each player takes one card of the trick, the strongest card's player first. Take what your civilisation needs: your needs (under your board) must be paid with resources at the end of the round. Beware of calamities (a card that names one, such as Epidemic): whoever takes it suffers it.",
        fr: "Quand tout le monde a joué, chacun prend une carte du pli, en commençant par le joueur de la carte la plus forte. Prenez ce dont votre civilisation a besoin : vos Besoins (sous votre plateau) se paient en ressources en fin de manche. Méfiez-vous des calamités (une carte qui en nomme une, comme Épidémie) : qui la prend la subit.",
        de: "Wenn alle gespielt haben, nimmt jeder eine Karte aus dem Stich, zuerst der Spieler der stärksten Karte. Nimm, was deine Zivilisation braucht: deine Bedürfnisse (unter deinem Tableau) werden am Ende der Runde mit Ressourcen bezahlt. Vorsicht vor Katastrophen (eine Karte, die eine nennt, etwa Epidemie): wer sie nimmt, erleidet sie.",
      },
    },
    {
      id: "trump",
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "trump",
      show: ".trick-area [data-legal]",
      text: {
        en: "In Age V or VI, the most advanced player names the trump colour for this round: a trump card beats the colour led.",
        fr: "À l'âge V ou VI, le joueur le plus avancé nomme la couleur d'atout de la manche : une carte d'atout bat la couleur demandée.",
        de: "In Zeitalter V oder VI sagt der am weitesten entwickelte Spieler die Trumpffarbe der Runde an: eine Trumpfkarte schlägt die ausgespielte Farbe.",
      },
    },
    {
      id: "collect",
      when: (/** @type {SEvolutionTable} */ table) => /** @type {(string | null)[]} */ (["collect", "commerce", "bonus"]).includes(decision(table)),
      show: ".actions [data-legal]",
      text: {
        en: "The action phase: the cards you took give their resources (tracks stop at 8), your staffed buildings produce, then your needs are paid: for each need, a stock at least equal to your population pays it and scores that many points; otherwise you lose the difference. Meet every need to move up an age.",
        fr: "La phase d'action : les cartes prises donnent leurs ressources (les pistes s'arrêtent à 8), vos bâtiments occupés produisent, puis vos Besoins se paient : pour chacun, un stock au moins égal à votre population le paie et rapporte autant de points ; sinon vous perdez la différence. Remplissez tous vos Besoins pour monter d'un âge.",
        de: "Die Aktionsphase: die genommenen Karten bringen ihre Ressourcen (die Leisten enden bei 8), deine besetzten Gebäude produzieren, dann werden deine Bedürfnisse bezahlt: für jedes bezahlt ein Vorrat, der mindestens deiner Bevölkerung entspricht, und bringt so viele Punkte; sonst verlierst du die Differenz. Erfülle alle Bedürfnisse, um ein Zeitalter aufzusteigen.",
      },
    },
    {
      id: "manage",
      when: (/** @type {SEvolutionTable} */ table) => decision(table) === "manage",
      show: ".actions [data-legal]",
      text: {
        en: "Manage your civilisation with what is left: +1 population for 1 Science, a new age for 3 Science, workers in buildings (a Farm, Factory or Lab produces every round). Each choice shows its cost; a greyed one says why it is not possible. End the phase when you are done.",
        fr: "Gérez votre civilisation avec ce qui reste : +1 population pour 1 Science, un nouvel âge pour 3 Science, des ouvriers dans les bâtiments (une Ferme, un Atelier ou un Laboratoire produit à chaque manche). Chaque choix montre son coût ; un choix grisé dit pourquoi il est impossible. Terminez la phase quand vous avez fini.",
        de: "Verwalte deine Zivilisation mit dem, was bleibt: +1 Bevölkerung für 1 Wissenschaft, ein neues Zeitalter für 3 Wissenschaft, Arbeiter in Gebäuden (Bauernhof, Fabrik oder Labor produzieren jede Runde). Jede Wahl zeigt ihre Kosten; eine ausgegraute sagt, warum sie nicht geht. Beende die Phase, wenn du fertig bist.",
      },
    },
    {
      id: "over",
      when: (/** @type {SEvolutionTable} */ table) => table.view.phase === "over",
      show: ".after-game",
      text: {
        en: "After six rounds the game ends: your points from needs, plus your Discovery sets (1, 3, 6, 10, 15, 21 points for 1 to 6 of one colour). You know every phase now: start a New game from the menu whenever you like.",
        fr: "Après six manches la partie s'arrête : vos points de Besoins, plus vos séries de Découvertes (1, 3, 6, 10, 15, 21 points pour 1 à 6 d'une couleur). Vous connaissez toutes les phases : lancez une Nouvelle partie depuis le menu quand vous voulez.",
        de: "Nach sechs Runden endet die Partie: deine Punkte aus Bedürfnissen, plus deine Entdeckungsserien (1, 3, 6, 10, 15, 21 Punkte für 1 bis 6 einer Farbe). Jetzt kennst du jede Phase: starte im Menü eine Neue Partie, wann immer du willst.",
      },
    },
  ],
};
