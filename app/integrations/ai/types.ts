/** What a page of copy is for; the limits of SPEC §9 differ between the homepage and subpages. */
export type PageType = "homepage" | "about" | "page";

/**
 * Everything the writers may use. Only facts from the register (or typed by the owner) go in here: the
 * writers never invent more.
 *
 * Authorisations: the register does not record them, so the copy may only mention one ("autoriseret
 * el-installatør", "autoriseret VVS-installatør") when the owner says so, in a keyword or in the text of
 * their own existing website (`scrapedText`).
 */
export type WriteRequest = {
  companyName: string;
  city?: string;
  /** The register's industry description, e.g. "Tømrer- og bygningssnedkervirksomhed". */
  industryDesc?: string;
  /** The company form, e.g. "Anpartsselskab" or "Enkeltmandsvirksomhed". */
  companyDesc?: string;
  /** The lower bound of the register's employee band ("5-9" → 5). */
  employees?: number | null;
  foundedYear?: number | null;
  pageType: PageType;
  /** The owner's keywords (the editor splits its comma-separated field). */
  keywords: string[];
  /** Main text of the company's existing website, when one was found and confirmed. */
  scrapedText?: string;
  /** The page being written (subpages), e.g. "Tagrenovering". */
  pageName?: string;
  /**
   * The page's current body text: the new copy is appended after it, so it must not say the same
   * sentences again.
   */
  existingText?: string;
  /**
   * The company's "Autorisation og garanti" section (issue 13), when it has one. Then it alone decides:
   * only authorisations Sikkerhedsstyrelsen's register verified, and only memberships and guarantee
   * schemes the owner ticked, may be mentioned; keywords or an old website no longer add any.
   */
  trust?: { verifiedAuthorisations: string[]; memberships: string[] };
};

export type WrittenCopy = {
  /** At most 60 characters, Danish sentence case. */
  title: string;
  /** At most 120 characters. */
  subtitle?: string;
  /** Paragraphs separated by a blank line ("\n\n"): that is how the site renders text. */
  content: string;
};

type CopySource = "ai" | "offline" | "fallback";

export type WrittenCopyWithSource = WrittenCopy & { source: CopySource };

/** A writer that may fail: it throws, and the caller falls back. */
export type CopyWriter = (request: WriteRequest) => Promise<WrittenCopy>;

/** What the profile writers read: the company's facts, as for its pages (no page, no existing text). */
export type ProfileRequest = Omit<WriteRequest, "pageType" | "pageName" | "existingText">;

/** One service as written: the card (title, one line) and 2–3 sentences for the services page. */
export type WrittenService = { title: string; line: string; description: string };

/**
 * The homepage's structured content (issue 22): an intro under a real heading, 3–6 services and at
 * most 4 selling points that only say what the register, the owner or the old website told us.
 */
export type WrittenProfile = {
  intro: { heading: string; text: string };
  services: WrittenService[];
  usps: string[];
};

export type WrittenProfileWithSource = WrittenProfile & { source: Exclude<CopySource, "fallback"> };

/** What the editor's AI buttons do with the text the owner selected (issue 23). */
export type EditAction = "rewrite" | "shorten" | "extend";

/** The selected text, the page text around it and the company's facts (the same facts as for copy). */
export type EditRequest = Pick<
  WriteRequest,
  "companyName" | "city" | "industryDesc" | "companyDesc" | "employees" | "foundedYear" | "pageName" | "trust"
> & {
  action: EditAction;
  /** The owner's selection: what is rewritten or shortened, or what the new text follows. */
  selection: string;
  /** The page's whole body text (the selection is part of it), so the result fits in. */
  context: string;
};

/**
 * "rewrite"/"shorten": the text that replaces the selection. "extend": the new text only, which the
 * editor puts after the selection.
 */
export type EditedText = { text: string };

/** A writer that may fail (it throws) or find nothing to do (null); the caller tells the owner. */
export type TextEditor = (request: EditRequest) => Promise<EditedText | null>;
/**
 * A customer's request the owner answers from the inbox (issue 25). Only what the draft needs: no
 * e-mail address, phone number or street goes to the model.
 */
export type ReplyRequest = {
  companyName: string;
  companyPhone: string;
  /** The register's industry description, for the questions a trade asks. */
  industryDesc?: string;
  customerName: string;
  /** What they wrote (a quote request), or "" for a call-back. */
  description: string;
  /** "Hurtigst muligt", "Inden for en måned", ... or the call-back time. */
  timing: string;
  town: string;
  photoCount: number;
  kind: "quote" | "callback";
};

/** A drafted reply and who wrote it; `failed` when the model failed and the offline draft stands in. */
export type DraftedReply = { text: string; source: "ai" | "offline"; failed: boolean };
