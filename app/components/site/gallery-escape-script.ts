/**
 * Escape closes the gallery's enlarge view (issue 23). The view is a :target (#billede-N) and works
 * without JavaScript; where scripts run, Escape does what "Luk billedet" does: it goes to the
 * thumbnail's link (#galleri-N), which focuses it again. Plain inline lines, no framework, fixed text:
 * the Content-Security-Policy allows it by its sha256 hash (server/security.ts), and the exported zip
 * carries it as it is, so the copy opened from disk closes with Escape too.
 */
export const GALLERY_ESCAPE_SCRIPT =
  'document.addEventListener("keydown",function(e){if(e.key!=="Escape")return;var m=/^#billede-(\\d+)$/.exec(location.hash);if(m)location.hash="#galleri-"+m[1]});';
