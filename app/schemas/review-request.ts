/** What a request's page offers under "Bed om en anmeldelse" (issue 26); shared by server and UI. */
export type ReviewRequestPanel =
  | { state: "hidden" }
  | { state: "sent"; sentAt: Date }
  | { state: "refused"; reason: string }
  | { state: "ready"; preview: { to: string; bcc: string | null; subject: string; text: string } };
