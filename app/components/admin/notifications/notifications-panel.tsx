import { LinkPanel } from "../settings-link-panels";

/** The way from settings to "Notifikationer" (app/routes/admin/notifications/notifications.tsx). */
export function NotificationsPanel({ href }: { href: string }) {
  return (
    <LinkPanel
      id="notifikationer-titel"
      title="Notifikationer"
      text="Få besked på telefonen, så snart en kunde sender en forespørgsel."
      href={href}
      label="Slå notifikationer til"
    />
  );
}
