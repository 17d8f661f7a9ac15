import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, postForm, serveHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";
import { loadSearchPresence } from "./load-search-presence.server";

// Issue 26 "being found": verification codes as meta tags on the owner's own host only, llms.txt from
// the JSON-LD's data, and the NAP check on the dashboard.

const db = connectTestDatabase();
const app = serveHttpAppForFile();
const PAGE = "/admin/settings/soegemaskiner";
const GOOGLE = "Zx9Yw8Xv7Wu6Vt5Us4Tr3Sq2Rp1Qo0Pn_-AbCdEfGhIj";
const BING = "0123456789ABCDEF0123456789ABCDEF";

describe("search engines' verification and the NAP check", { timeout: 60_000 }, () => {
  it("refuses a malformed code next to its field, keeps what was typed and saves nothing", async () => {
    const owner = await createOwnerWithSite(db, "Koder");
    const answer = await postForm(app(), PAGE, owner.cookie, {
      googleVerification: '"><script>alert(1)</script>',
      bingVerification: "",
      gbpName: "Koder på Google",
      gbpAddress: "",
      gbpPhone: "",
    });
    expectRefused(
      answer,
      "Koden fra Google Search Console består af bogstaver, tal, - og _",
      'value="Koder på Google"',
    );
    expect(answer.body).not.toContain("<script>alert(1)");
    expect((await loadSearchPresence(owner.company.id)).businessProfile).toBeNull();
  });

  it("serves the codes on the site's own host only, never under /{cvr} on the product's host", async () => {
    const owner = await createOwnerWithSite(db, "Bekraeft");
    const saved = await postForm(app(), PAGE, owner.cookie, {
      googleVerification: `<meta name="google-site-verification" content="${GOOGLE}" />`,
      bingVerification: BING.toLowerCase(),
      gbpName: "",
      gbpAddress: "",
      gbpPhone: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Gemt.");
    const home = await app().request(`${owner.company.subdomain}.localhost`, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<meta name="google-site-verification" content="${GOOGLE}"/>`);
    expect(home.body).toContain(`<meta name="msvalidate.01" content="${BING}"/>`);
    const underProduct = await app().request("localhost", `/${owner.company.cvr}`);
    expect(underProduct.status).toBe(200);
    expect(underProduct.body).not.toContain("google-site-verification");
    expect(underProduct.body).not.toContain("msvalidate.01");
  });

  it("llms.txt says what the JSON-LD says", async () => {
    const owner = await createOwnerWithSite(db, "Llms");
    const answer = await app().request(`${owner.company.subdomain}.localhost`, "/llms.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body.startsWith(`# ${owner.company.name}\n`)).toBe(true);
    expect(answer.body).toContain(`- CVR: ${owner.company.cvr}`);
    expect(answer.body).toContain("## Sider");
    expect(answer.body).toContain(`(http://${owner.company.subdomain}.localhost:3000/om-os)`);
  });

  it("lists the differences between the site and the Google Business Profile in Danish on the dashboard", async () => {
    const owner = await createOwnerWithSite(db, "Nap");
    const before = await app().request("localhost", "/admin/dashboard", {
      headers: { cookie: owner.cookie },
    });
    expect(before.body).toContain("Navn, adresse og telefon");
    expect(before.body).toContain("Skriv, hvad der står på din Google-virksomhedsprofil");
    await postForm(app(), PAGE, owner.cookie, {
      googleVerification: "",
      bingVerification: "",
      gbpName: "Et Helt Andet Navn",
      gbpAddress: "",
      gbpPhone: "87 65 43 21",
    });
    const after = await app().request("localhost", "/admin/dashboard", { headers: { cookie: owner.cookie } });
    expect(after.body).toContain("Vi fandt 2 forskelle");
    expect(after.body).toContain("Navnet på hjemmesiden (");
    expect(after.body).toContain("er ikke det samme som på din Google-virksomhedsprofil");
    expect(after.body).toContain(
      "Telefonnummeret mangler på hjemmesiden, men står på din Google-virksomhedsprofil",
    );
  });
});
