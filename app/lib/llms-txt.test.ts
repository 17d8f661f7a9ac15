import { describe, expect, it } from "vitest";
import { renderLlmsTxt } from "./llms-txt";

describe("llms.txt", () => {
  it("says what the JSON-LD says: firm, contact, services, area, hours and pages, as Markdown", () => {
    const text = renderLlmsTxt({
      jsonLd: {
        "@type": "GeneralContractor",
        name: "Tømrer Hansen",
        description: "Tømrer Hansen – tømrer i Vejle.",
        url: "https://hansen.example/",
        telephone: "+4512345678",
        email: "kontakt@hansen.example",
        identifier: { "@type": "PropertyValue", propertyID: "CVR", value: "12345678" },
        address: {
          "@type": "PostalAddress",
          streetAddress: "Vejlevej 12",
          postalCode: "7100",
          addressLocality: "Vejle",
        },
        areaServed: [
          { "@type": "Place", name: "7100 Vejle" },
          { "@type": "Place", name: "7000 Fredericia" },
        ],
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday"],
            opens: "07:00",
            closes: "16:00",
          },
        ],
        contactPoint: { "@type": "ContactPoint", name: "Vagt / akut", telephone: "+4587654321" },
      },
      services: [
        { label: "Tagarbejde", url: "https://hansen.example/tag", line: "Nye tage og reparationer." },
      ],
      pages: [{ label: "Forside", url: "https://hansen.example/" }],
    });
    expect(text).toBe(`# Tømrer Hansen

> Tømrer Hansen – tømrer i Vejle.

## Kontakt

- Telefon: +4512345678
- E-mail: kontakt@hansen.example
- Adresse: Vejlevej 12, 7100 Vejle
- CVR: 12345678
- Hjemmeside: https://hansen.example/
- Vagt / akut: +4587654321

## Ydelser

- [Tagarbejde](https://hansen.example/tag): Nye tage og reparationer.

## Område

- 7100 Vejle
- 7000 Fredericia

## Åbningstider

- Mandag, Tirsdag: 07:00–16:00

## Sider

- [Forside](https://hansen.example/)
`);
  });

  it("keeps owner text as text: Markdown's own characters are escaped", () => {
    const text = renderLlmsTxt({
      jsonLd: { name: "Tømrer [Hansen](https://evil.example) *" },
      services: [],
      pages: [],
    });
    expect(text).toBe("# Tømrer \\[Hansen\\](https://evil.example) \\*\n");
  });
});
