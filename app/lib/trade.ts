/**
 * Which trade a company is in, guessed from free Danish text (the register's industry description, the
 * company name, the owner's keywords). Pure: the AI writer, the customer-site renderer (schema.org types,
 * default images) and the marketing site all share it.
 */

export const TRADES = [
  "tomrer",
  "murer",
  "vvs",
  "maler",
  "vinduespudser",
  "mekaniker",
  "elektriker",
  "other",
] as const;

export type Trade = (typeof TRADES)[number];

/** What the trade is called in Danish, capitalised for headings and labels. */
export const TRADE_LABELS: Readonly<Record<Trade, string>> = {
  tomrer: "Tømrer",
  murer: "Murer",
  vvs: "VVS",
  maler: "Maler",
  vinduespudser: "Vinduespudser",
  mekaniker: "Mekaniker",
  elektriker: "Elektriker",
  other: "Håndværker",
};

// "Letter" includes the Danish letters: JavaScript's \b treats æ, ø and å as word boundaries.
const L = "a-zæøåéü";
const notAfterLetter = `(?<![${L}])`;

/**
 * Patterns per trade, matched against lower-cased text. Besides the Danish spelling they accept the ASCII
 * spellings people type in domains and keywords (oe for ø, aa for å, ae for æ).
 */
const PATTERNS: ReadonlyArray<readonly [Exclude<Trade, "other">, RegExp]> = [
  ["vinduespudser", /vinduespuds|vinduesrens|vinduespoler|rengøring|rengoering|facaderens/],
  [
    "mekaniker",
    new RegExp(
      [
        "mekaniker",
        "motorkøretøj",
        "motorkoeretoej",
        "(?:auto|bil)(?:værksted|vaerksted|reparation|service|mekanik|lakering|elektro)",
        "dækskift|daekskift|dækcenter|daekcenter",
        "synshal|bilsyn",
      ].join("|"),
    ),
  ],
  [
    "vvs",
    new RegExp(
      `${notAfterLetter}vvs|blikkenslager|${notAfterLetter}blik(?![${L}])|sanitet|varmepumpe|gasinstallat|fjernvarme`,
    ),
  ],
  [
    "elektriker",
    new RegExp(
      [
        "elektriker",
        "elektro",
        "elinstallat",
        "elektrisk",
        // "El" on its own ("Hansen El ApS", "El-installation", "el og vvs"), or glued to a few nouns.
        `${notAfterLetter}el(?![${L}])`,
        `${notAfterLetter}el(?:service|firma|teknik|arbejde|mester|tavle)`,
      ].join("|"),
    ),
  ],
  ["maler", new RegExp(`${notAfterLetter}maler|${notAfterLetter}maling|tapetser|spartel`)],
  [
    "murer",
    new RegExp(`${notAfterLetter}murer|murværk|murvaerk|${notAfterLetter}fliser?|flisefirma|flisemont`),
  ],
  [
    "tomrer",
    /tømrer|toemrer|tomrer|snedker|tømmer|toemmer|bygningssnedker|tagdæk|tagdaek|carport|træhus|traehus/,
  ],
];

/**
 * The trade named in `text`, or "other". When a text names several trades ("Maler og Tømrer ApS") the
 * one mentioned first wins, because that is how companies name their main trade.
 */
export function detectTrade(text: string): Trade {
  const haystack = text.toLowerCase();
  let best: { trade: Trade; index: number } = { trade: "other", index: Number.POSITIVE_INFINITY };
  for (const [trade, pattern] of PATTERNS) {
    const match = pattern.exec(haystack);
    if (match && match.index < best.index) best = { trade, index: match.index };
  }
  return best.trade;
}

/**
 * The first trade found when trying the sources in order: pass the most reliable first (the register's
 * industry description, then the name, then keywords or website text).
 */
export function detectTradeFrom(sources: ReadonlyArray<string | null | undefined>): Trade {
  for (const source of sources) {
    if (!source) continue;
    const trade = detectTrade(source);
    if (trade !== "other") return trade;
  }
  return "other";
}
