/**
 * Issue 23: one save model across the admin. Every editor's button says SAVE_LABEL and a successful
 * save answers SAVED_MESSAGE in a live region (role=status) next to it, whatever the editor.
 * Shared by the server's answers (section pages, quote requests) and the forms.
 */
export const SAVE_LABEL = "Gem";
export const SAVING_LABEL = "Gemmer…";
export const SAVED_MESSAGE = "Gemt";
