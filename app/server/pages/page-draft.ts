// Moved to app/lib/page-draft.ts (pure, shared with the page editor in the browser); kept so this
// folder's imports need no change.
export { toPageContent, toPageDraft } from "~/lib/page-draft";
