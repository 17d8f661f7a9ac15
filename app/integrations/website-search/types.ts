/** One hit of the web search, as SPEC §3 names it. */
export type WebsiteSearchHit = { link: string; title: string; snippet: string };
