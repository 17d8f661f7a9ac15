import { describe, expect, it } from "vitest";
import { exportFileNames, rewriteExportHtml } from "./rewrite-export-html";

const links = { pageFiles: exportFileNames(["/", "/om-os"]), liveOrigin: "https://firma.example.dk" };

describe("rewriteExportHtml", () => {
  it("makes the site's addresses relative files and keeps the rest live", () => {
    const page = rewriteExportHtml(
      [
        '<link rel="stylesheet" href="/assets/root-1.css">',
        '<a href="/">Forside</a><a href="/om-os#kontakt">Om os</a><a href="#kontakt">K</a>',
        '<a href="/tilbud">Få et tilbud</a><a href="https://facebook.com/x">FB</a>',
        '<a href="tel:+4512345678" ping="https://firma.example.dk/api/opkald">Ring</a>',
        '<img src="/media/a/b.webp" srcset="/media/a/b-480.webp 480w, /media/a/b.webp 1200w">',
        '<section id="tilbud" aria-labelledby="t"><form action="/tilbud"><img src="/api/start"></form></section>',
      ].join(""),
      links,
    );
    expect(page.html).toBe(
      [
        '<link rel="stylesheet" href="assets/root-1.css">',
        '<a href="index.html">Forside</a><a href="om-os.html#kontakt">Om os</a><a href="#kontakt">K</a>',
        '<a href="https://firma.example.dk/tilbud">Få et tilbud</a><a href="https://facebook.com/x">FB</a>',
        '<a href="tel:+4512345678">Ring</a>',
        '<img src="media/a/b.webp" srcset="media/a/b-480.webp 480w, media/a/b.webp 1200w">',
      ].join(""),
    );
    expect(page.files.sort()).toEqual(["/assets/root-1.css", "/media/a/b-480.webp", "/media/a/b.webp"]);
  });

  it("rewrites srcset and preload sets however React spells them, so every variant is in the copy", () => {
    // React renders the JSX names as written (srcSet, imageSrcSet); HTML ignores the case.
    const page = rewriteExportHtml(
      [
        '<link rel="preload" as="image" imageSrcSet="/media/d-480.webp 480w, /media/d.webp 1200w"/>',
        '<img src="/media/c.webp" srcSet="/media/c-480.webp 480w, /media/c-960.webp 960w, /media/c.webp 1200w"/>',
      ].join(""),
      links,
    );
    expect(page.html).not.toContain('"/media');
    expect(page.html).not.toContain(" /media");
    expect(page.html).toContain('srcSet="media/c-480.webp 480w, media/c-960.webp 960w, media/c.webp 1200w"');
    expect(page.files.sort()).toEqual([
      "/media/c-480.webp",
      "/media/c-960.webp",
      "/media/c.webp",
      "/media/d-480.webp",
      "/media/d.webp",
    ]);
  });

  it("gives project pages files of their own, a later one that would share a name a number", () => {
    const pageFiles = exportFileNames([
      "/",
      "/udfoerte-opgaver",
      "/udfoerte-opgaver/i-roskilde",
      "/udfoerte-opgaver/i/roskilde",
    ]);
    expect([...pageFiles.values()]).toEqual([
      "index.html",
      "udfoerte-opgaver.html",
      "udfoerte-opgaver-i-roskilde.html",
      "udfoerte-opgaver-i-roskilde-2.html",
    ]);
    const page = rewriteExportHtml(
      '<a href="/udfoerte-opgaver">Alle</a><a href="/udfoerte-opgaver/i/roskilde">Roskilde</a>',
      { pageFiles, liveOrigin: "https://firma.example.dk" },
    );
    expect(page.html).toBe(
      '<a href="udfoerte-opgaver.html">Alle</a><a href="udfoerte-opgaver-i-roskilde-2.html">Roskilde</a>',
    );
  });
});
