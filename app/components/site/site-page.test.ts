import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteCompany, SitePageRecord } from "~/schemas/site-view";
import { navItems, SitePage, type SitePageProps } from "./site-page";

const company: SiteCompany = {
  name: "Jensens El <script>",
  cvr: "12345678",
  address: "Algade 2",
  zipcode: "4000",
  city: "Roskilde",
  phone: "12 34 56 78",
  email: "el@jensen.dk",
  logo: null,
  hours: { Mandag: "8-16", Tirsdag: "8-16" },
  showHours: true,
  socialMedia: {
    facebook: "https://facebook.com/jensen",
    instagram: "",
    linkedin: "",
    tiktok: "javascript:alert(1)",
  },
  theme: "blue",
  subdomain: "jensensel",
  industryDesc: "El-installation",
};

const page = (slug: string, overrides: Partial<SitePageRecord> = {}): SitePageRecord => ({
  pageName: slug === "forside" ? "Forside" : slug,
  title: `Titel ${slug}`,
  subtitle: "",
  slug,
  type: slug === "forside" ? "homepage" : "page",
  layout: "text",
  content: { main: { content: `Tekst på ${slug}.` } },
  metaTitle: "",
  metaDescription: "",
  createdAt: new Date(`2025-01-0${slug.length % 9}T00:00:00Z`),
  ...overrides,
});

const home = page("forside", {
  layout: "hero",
  content: {
    hero: { subtitle: "Vi kommer i dag" },
    main: { content: "Læs [om os](/om-os).\n\n<img src=x onerror=alert(1)>" },
  },
});
const pages = [
  home,
  page("om-os", { createdAt: new Date("2025-02-01") }),
  page("galleri", { createdAt: new Date("2025-01-15"), pageName: "Galleri" }),
];

function render(props: Partial<SitePageProps> = {}) {
  return renderToStaticMarkup(
    createElement(SitePage, { company, pages, page: home, images: [], mode: { kind: "host" }, ...props }),
  );
}

describe("SitePage", () => {
  it("renders owner text as text: no owner HTML, no unsafe links", () => {
    const html = render();
    expect(html).toContain("Jensens El &lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="/om-os"');
  });

  it("prefixes every internal link with /{cvr} on the main host", () => {
    const html = render({ mode: { kind: "main", cvr: "12345678" } });
    expect(html).toContain('href="/12345678/om-os"');
    expect(html).toContain('href="/12345678/galleri"');
    expect(html).toMatch(/<a href="\/12345678" class="[^"]*"><span[^>]*>Jensens El/);
    expect(html).not.toMatch(/href="\/om-os"/);
  });

  it("keeps the owner's menu order (not creation time) without the homepage, and marks the current page", () => {
    expect(navItems(pages, pages[1]!, { kind: "host" })).toEqual([
      { href: "/om-os", label: "om-os", current: true },
      { href: "/galleri", label: "Galleri", current: false },
    ]);
  });

  it("shows the hours box only when showHours is on, with 'Lukket' for missing days", () => {
    const html = render();
    expect(html).toContain("Åbningstider");
    expect(html).toMatch(/<dt[^>]*>Onsdag<\/dt><dd[^>]*>Lukket<\/dd>/);
    expect(render({ company: { ...company, showHours: false } })).not.toContain("Åbningstider");
  });

  it("has the contact details once and a compact footer: name, address, CVR, short hours, every page", () => {
    const html = render({ company: { ...company, quoteFormEnabled: true } });
    const contact = html.slice(html.indexOf('id="kontakt"'), html.indexOf("<footer"));
    expect(contact).toContain('href="tel:+4512345678"');
    expect(contact).toContain('href="mailto:el@jensen.dk"');
    expect(contact).toContain('href="https://facebook.com/jensen"');
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    for (const text of ["Algade 2", "4000 Roskilde", "CVR-nr. 12345678", "Man–tir 8-16", "Ons–søn lukket"])
      expect(footer).toContain(text);
    // Phone and e-mail stand in the contact section just above; the footer does not repeat them.
    expect(footer).not.toMatch(/href="(tel|mailto):/);
    expect(contact).not.toContain("Algade 2");
    const links = [...footer.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(links).toEqual([
      "Forside /",
      "om-os /om-os",
      "Galleri /galleri",
      "Få et tilbud /tilbud",
      "Privatlivspolitik /privatlivspolitik",
    ]);
  });

  it("puts the on-call number above the header of every page when the firm has on-call", () => {
    const onCall = {
      phone: "40506070",
      text: "",
      hours: ["Døgnvagt hele året"],
      note: "",
      schedule: { always: true, days: [], note: "" },
    };
    const details = {
      fradrag: null,
      area: [],
      areaIntro: "",
      onCall,
      holidays: { active: null, upcoming: [] },
      geo: null,
      images: null,
    };
    const strip = (html: string) => html.slice(html.indexOf("<aside"), html.indexOf("<header"));
    for (const shown of [home, pages[1]!]) {
      const html = render({ company: { ...company, details }, page: shown });
      expect(strip(html)).toMatch(/aria-label="Døgnvagt"/);
      expect(strip(html)).toMatch(/<a href="tel:\+4540506070"[^>]*>Ring 40 50 60 70<\/a>/);
    }
    const evenings = { ...onCall, hours: ["Mandag–fredag kl. 16.00–07.00"] };
    const html = render({ company: { ...company, details: { ...details, onCall: evenings } } });
    expect(strip(html)).toContain('aria-label="Vagttelefon"');
    expect(strip(html)).toContain("Mandag–fredag kl. 16.00–07.00");
    expect(render()).not.toContain("<aside");
  });

  it("gives a homepage without a photo a typographic hero (never the trade illustration); sub-pages keep theirs", () => {
    const html = render();
    expect(html).toContain('data-hero="solid"');
    expect(html).not.toContain("/site-images/elektriker-hero.svg");
    const about = render({ page: page("om-os", { layout: "text-image" }) });
    expect(about).toContain('src="/site-images/elektriker-detail.svg"');
  });

  it("gives uploaded images srcset, sizes, their stored size and lazy loading below the fold", () => {
    const key = "images/12345678/1700000000000-tavle.webp";
    const images = [
      {
        path: key,
        name: "tavle.webp",
        width: 1600,
        height: 1200,
        variants: [
          { width: 480, height: 360, key: "images/12345678/1700000000000-tavle-480.webp", bytes: 1 },
          { width: 1600, height: 1200, key, bytes: 2 },
        ],
      },
    ];
    const gallery = page("galleri", {
      layout: "gallery",
      content: {
        main: {
          gallery: [
            { title: "A", description: "", image: "" },
            { title: "B", description: "", image: "" },
            { title: "Tavle", description: "Ny tavle", image: key },
          ],
        },
      },
    });
    const html = render({ page: gallery, images });
    expect(html).toContain(
      `srcSet="/media/images/12345678/1700000000000-tavle-480.webp 480w, /media/${key} 1600w"`,
    );
    expect(html).toMatch(
      new RegExp(`src="/media/${key}"[^>]*width="1600" height="1200" alt="Tavle" loading="lazy"`),
    );
  });

  it("renders every layout", () => {
    for (const layout of ["hero", "text", "text-image", "gallery", "grid"] as const) {
      const html = render({
        page: page("om-os", { layout, content: { main: { content: "En.\n\nTo.\n\nTre." } } }),
      });
      expect(html).toContain("<h1");
      expect(html).toContain("CVR-nr.");
    }
  });

  it("leaves out the menu's 'Kontakt' jump when the owner has a contact page of their own", () => {
    const jump = /<a href="#kontakt"[^>]*>Kontakt<\/a>/;
    expect(render()).toMatch(jump);
    const withContactPage = [...pages, page("kontakt-os", { pageName: "Kontakt os" })];
    const html = render({ pages: withContactPage });
    expect(html).not.toMatch(jump);
    expect(html).toMatch(/<a href="\/kontakt-os"[^>]*>Kontakt os<\/a>/);
  });

  it("the phone bar offers 'Få et tilbud' everywhere but on /tilbud itself, where 'Ring' stays", () => {
    const site = { ...company, quoteFormEnabled: true };
    const bar = (html: string) => html.slice(html.indexOf('aria-label="Hurtig kontakt"'));
    expect(bar(render({ company: site }))).toContain(">Få et tilbud</a>");
    const quotePage = bar(render({ company: site, main: "Formularen", ownPagePath: "/tilbud" }));
    expect(quotePage).toContain(">Ring</a>");
    expect(quotePage).not.toContain("Få et tilbud");
  });
});
