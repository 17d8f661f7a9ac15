/**
 * The web app manifest that makes the admin installable on a phone's home screen (issue 25): it opens
 * on the dashboard, stays inside /admin/, and on iPhone an installed app is what may receive push.
 */
export function loader() {
  const manifest = {
    name: "Håndværkernet – din hjemmeside",
    short_name: "Håndværkernet",
    lang: "da",
    start_url: "/admin/dashboard",
    scope: "/admin/",
    display: "standalone",
    background_color: "#f5f5f4",
    theme_color: "#92400e",
    icons: [
      { src: "/admin-icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/admin-icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
