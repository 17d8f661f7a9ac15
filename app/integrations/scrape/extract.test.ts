import { describe, expect, it } from "vitest";
import { extractFromHtml } from "./extract";

const PAGE_URL = "https://www.hansen-toemrer.dk/forside/";

const TYPICAL_PAGE = `<!DOCTYPE html>
<html lang="da">
<head>
  <title>Hansen Tømrer &amp; Snedker</title>
  <meta property="og:image" content="/billeder/facebook.jpg">
  <link rel="apple-touch-icon" href="/apple-touch-icon.png">
  <style>body { color: red }</style>
  <script>window.dataLayer = [{ telefon: "99999999" }];</script>
</head>
<body>
  <header class="site-header">
    <a class="navbar-brand" href="/"><img src="/img/hansen.svg" alt="Hansen"></a>
    <nav><ul><li><a href="/">Forside</a></li><li><a href="/om-os">Om os</a></li></ul></nav>
  </header>
  <div id="CookieConsent">Vi bruger cookies. <button>Accepter</button></div>
  <main>
    <h1>Tømrerarbejde i Vejle</h1>
    <p>Vi bygger   tage,
       carporte og <b>k</b>økkener.</p>
    <p>Ring på <a href="tel:+4575821234">75 82 12 34</a>.</p>
    <aside>Se også vores tilbud</aside>
    <section class="partner-logos"><img src="/velux-logo.png" alt="Velux logo"></section>
  </main>
  <footer>
    <p>CVR 62601817 · <a href="mailto:kontakt@hansen-toemrer.dk">Skriv til os</a></p>
  </footer>
</body>
</html>`;

describe("extractFromHtml", () => {
  it("reads the main content, logo, phone and e-mail of a typical page", () => {
    expect(extractFromHtml(TYPICAL_PAGE, PAGE_URL)).toEqual({
      mainContent: "Tømrerarbejde i Vejle Vi bygger tage, carporte og køkkener. Ring på 75 82 12 34.",
      logo: "https://www.hansen-toemrer.dk/img/hansen.svg",
      phone: "+45 75 82 12 34",
      email: "kontakt@hansen-toemrer.dk",
      images: [],
    });
  });

  it("lists the content images that may show the firm's work, never the logo, icons, SVGs or partner logos", () => {
    const html = `<html><body><header><img src="/logo.png" alt="Logo"></header><main>
      <img src="/fotos/tag.jpg" alt="Nyt tag i Vejle" width="800">
      <img data-src="/fotos/carport.webp" src="data:image/gif;base64,R0lG" alt=" Carport ">
      <img src="/ikoner/telefon.png" width="24" height="24" alt="">
      <img src="/tegning.svg" alt="Tegning">
      <div class="partnere"><img src="/dansk-byggeri.png" alt="Dansk Byggeri"></div>
      <img src="/fotos/tag.jpg" alt="Igen"></main>
      <footer><img src="/footer-foto.jpg" alt=""></footer></body></html>`;
    expect(extractFromHtml(html, PAGE_URL).images).toEqual([
      { url: "https://www.hansen-toemrer.dk/fotos/tag.jpg", alt: "Nyt tag i Vejle" },
      { url: "https://www.hansen-toemrer.dk/fotos/carport.webp", alt: "Carport" },
    ]);
  });

  it("falls back from <main> to <article> to the body without nav, header and footer", () => {
    const article =
      "<nav>Menu</nav><article><header><h2>Nyhed</h2></header><p>Nyt tag</p></article><p>Andet</p>";
    expect(extractFromHtml(article, PAGE_URL).mainContent).toBe("Nyhed Nyt tag");
    const body =
      "<header>Logo Menu</header><div><h1>Velkommen</h1><p>Vi maler</p></div><footer>© 2024</footer>";
    expect(extractFromHtml(body, PAGE_URL).mainContent).toBe("Velkommen Vi maler");
  });

  it("keeps content wrapped in a page-wide form or a body with cookie state classes", () => {
    const html =
      '<body class="cookies-accepted"><form id="form1"><h1>Velkommen</h1><p>Vi lægger fliser</p></form>';
    expect(extractFromHtml(html, PAGE_URL).mainContent).toBe("Velkommen Vi lægger fliser");
  });

  it("reads text even when </head> is missing", () => {
    const html = "<html><head><title>Side</title><body><p>Vi pudser vinduer</p>";
    expect(extractFromHtml(html, PAGE_URL).mainContent).toBe("Vi pudser vinduer");
  });

  it("caps the main content at 5000 characters, cut between words", () => {
    const words = "murer ".repeat(2000);
    const { mainContent } = extractFromHtml(`<main><p>${words}</p></main>`, PAGE_URL);
    expect(mainContent.length).toBeLessThanOrEqual(5000);
    expect(mainContent.length).toBeGreaterThan(4900);
    expect(mainContent.endsWith("murer")).toBe(true);
  });

  it("prefers a logo image, then og:image, then apple-touch-icon, resolved against <base>", () => {
    const logoImg = `<base href="https://cdn.hansen.dk/a/"><img class="logo" data-src="logo.png" src="data:image/gif;base64,R0l">`;
    expect(extractFromHtml(logoImg, PAGE_URL).logo).toBe("https://cdn.hansen.dk/a/logo.png");
    const ogImage = `<meta property="og:image" content="https://hansen.dk/og.jpg"><link rel="apple-touch-icon" href="/t.png">`;
    expect(extractFromHtml(ogImage, PAGE_URL).logo).toBe("https://hansen.dk/og.jpg");
    const touchIcon = `<link rel="apple-touch-icon-precomposed" href="/t.png"><img src="/hero.jpg">`;
    expect(extractFromHtml(touchIcon, PAGE_URL).logo).toBe("https://www.hansen-toemrer.dk/t.png");
    expect(
      extractFromHtml(`<img src="/hero.jpg"><img src="javascript:alert(1)" class="logo">`, PAGE_URL).logo,
    ).toBeNull();
  });

  it("finds contact details written as text, also in the footer", () => {
    const html = "<main><p>Velkommen</p></main><footer>Tlf. 86 82 11 11 · post@oestergaard-murer.dk</footer>";
    expect(extractFromHtml(html, PAGE_URL)).toMatchObject({
      phone: "+45 86 82 11 11",
      email: "post@oestergaard-murer.dk",
    });
  });

  it("returns empty results for an empty or non-HTML document", () => {
    expect(extractFromHtml("", PAGE_URL)).toEqual({
      mainContent: "",
      logo: null,
      phone: null,
      email: null,
      images: [],
    });
    expect(extractFromHtml("%PDF-1.4 \u0000\u0001", PAGE_URL).logo).toBeNull();
  });
});
