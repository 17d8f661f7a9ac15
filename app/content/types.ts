/**
 * Types for the main site's content. The pages render these values; no page holds its own copy.
 *
 * Text fields are plain text. Fields documented as "inline text" may contain links written as
 * [label](/path) or [label](https://...), parsed by `parseInline` in ~/content/inline. Nothing here
 * is HTML, so nothing here is ever rendered as HTML.
 */

/** What goes into <title> and <meta name="description">: complete, the page adds no suffix. */
export type PageMeta = {
  /** At most 60 characters. */
  title: string;
  /** At most 160 characters. */
  description: string;
};

export type NavLink = {
  href: string;
  label: string;
};

/** An illustration under /public/content, referenced by its public URL. */
export type ContentImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown under the image where the page shows captions. */
  caption?: string;
};

/** A PNG for og:image / twitter:image: social networks do not accept SVG. 1200 x 630. */
export type SocialImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** One block of rich text. `text` and `items` are inline text. */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  /** A highlighted practical tip (an aside box). */
  | { type: "tip"; text: string }
  /** An image in the flow of the text; on the benefits article it opens a full-screen preview. */
  | { type: "figure"; image: ContentImage };

/** A card with a heading and a short text (benefits, features, price items, steps). */
export type Card = {
  title: string;
  text: string;
};

/** Names the icon a card shows; the page maps each name to its own SVG icon. */
export type IconName =
  | "bolt"
  | "sparkles"
  | "palette"
  | "map-pin"
  | "phone"
  | "pencil"
  | "images"
  | "clock"
  | "globe"
  | "chart"
  | "shield"
  | "life-buoy"
  | "layers"
  | "search"
  | "badge-check";

export type IconCard = Card & {
  icon: IconName;
};

export type FaqItem = {
  id: string;
  question: string;
  /** Inline text paragraphs. */
  answer: string[];
};

/** A call to action: a heading, an optional line of text and the button. */
export type CallToAction = {
  heading: string;
  text?: string;
  button: NavLink;
};

export type LandingContent = {
  meta: PageMeta;
  ogImage: SocialImage;
  hero: {
    h1: string;
    lead: string;
    primary: NavLink;
    secondary: NavLink;
    /** Short reassurances shown under the buttons. */
    points: string[];
  };
  benefits: {
    heading: string;
    intro: string;
    items: IconCard[];
  };
  trades: {
    heading: string;
    intro: string;
    /** One link per trade page, in the order of `tradeList`. */
    links: NavLink[];
  };
  /** Shown only when at least 8 companies exist; the page lists the first 6. */
  recentSites: {
    heading: string;
    intro: string;
  };
  example: {
    heading: string;
    text: string;
    image: ContentImage;
    /** Label of the control that enlarges the image. */
    enlargeLabel: string;
    closeLabel: string;
  };
  /** The step-by-step guide to getting started. */
  guide: {
    heading: string;
    intro: string;
    steps: Card[];
    /** A real recording of our onboarding (npm run record:guide), self-hosted, with captions. */
    video: {
      src: string;
      poster: string;
      captions: string;
      width: number;
      height: number;
      label: string;
      description: string;
    };
  };
  founder: {
    heading: string;
    paragraphs: string[];
    link: NavLink;
  };
  pricing: PricingCard;
  faq: {
    heading: string;
    items: FaqItem[];
    more: NavLink;
  };
  closing: CallToAction;
};

export type PricingCard = {
  heading: string;
  badge: string;
  /** Kroner per month. */
  price: number;
  priceUnit: string;
  trialLine: string;
  points: string[];
  button: NavLink;
  note: string;
};

export type AboutContent = {
  meta: PageMeta;
  h1: string;
  lead: string;
  story: {
    heading: string;
    paragraphs: string[];
  };
  principles: {
    heading: string;
    items: Card[];
  };
  closing: CallToAction;
};

export type FeaturesContent = {
  meta: PageMeta;
  h1: string;
  lead: string;
  /** Exactly 10 cards. */
  cards: IconCard[];
  /** Inline text under the cards. */
  footnote: string;
  closing: CallToAction;
};

type PrivacySection = {
  id: string;
  heading: string;
  blocks: Block[];
};

export type PrivacyContent = {
  meta: PageMeta;
  h1: string;
  /** ISO date of the last change, shown as "Senest opdateret". */
  updated: string;
  updatedLabel: string;
  intro: string;
  sections: PrivacySection[];
};

export type FaqContent = {
  meta: PageMeta;
  h1: string;
  lead: string;
  items: FaqItem[];
  closing: CallToAction;
};

export type PriceContent = {
  meta: PageMeta;
  h1: string;
  lead: string;
  pricing: PricingCard;
  itemsHeading: string;
  items: IconCard[];
  closing: CallToAction;
};

export type WhyContent = {
  meta: PageMeta;
  ogImage: SocialImage;
  h1: string;
  lead: string;
  /** Contains exactly two figure blocks; each opens a full-screen preview closed by a click. */
  body: Block[];
  previewHint: string;
  closeLabel: string;
  closing: CallToAction;
};

export const blogCategories = ["Tips & Tricks", "Guide", "SEO", "Marketing", "Online Markedsføring"] as const;

type BlogCategory = (typeof blogCategories)[number];

export type BlogPost = {
  id: number;
  title: string;
  slug: string;
  /** Also the meta description: at most 160 characters. */
  excerpt: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  category: BlogCategory;
  content: Block[];
  image?: ContentImage;
  /** PNG of `image` for og:image. */
  ogImage?: SocialImage;
};

export type BlogContent = {
  meta: PageMeta;
  h1: string;
  lead: string;
  readMore: string;
  backLink: NavLink;
  notFound: string;
  notFoundText: string;
  closing: CallToAction;
};

export const tradePaths = [
  "/tomrer-hjemmeside",
  "/murer-hjemmeside",
  "/vvs-hjemmeside",
  "/maler-hjemmeside",
  "/vinduespudser-hjemmeside",
  "/mekaniker-hjemmeside",
  "/elektriker-hjemmeside",
] as const;

export type TradePath = (typeof tradePaths)[number];

export type Trade = {
  path: TradePath;
  /** The path without its leading slash. */
  slug: string;
  /** The trade in the singular, capitalised: "Tømrer". */
  name: string;
  /** Link text used in lists of trades. */
  linkLabel: string;
  meta: PageMeta;
  h1: string;
  description: string;
  /** Fixed: 'Start din hjemmeside nu', to /onboarding. */
  heroButton: NavLink;
  mainHeading: string;
  main: Block[];
  featuresHeading: string;
  /** 4 or 5 cards. */
  features: Card[];
  /** Heading fixed: 'Start gratis i 3 måneder - ingen binding'. */
  closing: CallToAction;
};

export type ContactContent = {
  meta: PageMeta;
  h1: string;
  intro: string;
  emailLine: string;
  form: {
    nameLabel: string;
    emailLabel: string;
    messageLabel: string;
    submit: string;
    submitting: string;
    success: string;
    error: string;
  };
};
