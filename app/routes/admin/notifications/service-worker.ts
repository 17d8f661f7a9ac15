/**
 * The admin's service worker (issue 25), served from /admin/sw.js so its scope is /admin/ only:
 * customer sites never get one. It does nothing but show pushes and open them: no caching, no fetch
 * handler, so every admin page still comes from the server.
 */
const SERVICE_WORKER = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch (error) { message = {}; }
  event.waitUntil(self.registration.showNotification(message.title || "Håndværkernet", {
    body: message.body || "",
    tag: message.tag || undefined,
    icon: "/admin-icon-192.png",
    lang: "da",
    data: { url: message.url || "/admin/forespoergsler" },
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || "/admin/forespoergsler";
  // Only admin addresses on this very host are ever opened.
  const url = new URL(path.startsWith("/admin/") ? path : "/admin/forespoergsler", self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows) {
      if (!client.url.startsWith(self.location.origin + "/admin")) continue;
      try {
        await client.focus();
        return await client.navigate(url);
      } catch (error) {
        break;
      }
    }
    return self.clients.openWindow(url);
  })());
});
`;

export function loader() {
  return new Response(SERVICE_WORKER, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Service-Worker-Allowed": "/admin/" },
  });
}
