import { describe, expect, it } from "vitest";
import { addressLine, compareNap, phoneDigits, sameAddress, sameName } from "./compare-nap";

const site = { name: "Tømrer Hansen", address: "Vejlevej 12, 7100 Vejle", phone: "12 34 56 78" };

describe("the NAP check", () => {
  it("finds nothing when the three sources agree, whatever the spelling of the same thing", () => {
    expect(
      compareNap({
        site,
        cvr: { name: "Tømrer Hansen ApS", address: "Vejlevej 12, 7100 Vejle", phone: "" },
        google: { name: "tømrer hansen", address: "Vejlevej 12, 7100 Vejle, Danmark", phone: "+45 12345678" },
      }),
    ).toEqual([]);
  });

  it("lists each difference in Danish, naming the source", () => {
    expect(
      compareNap({
        site,
        cvr: { name: "Hansens Tømrerforretning ApS", address: "Vejlevej 14, 7100 Vejle", phone: "" },
        google: { name: "Tømrer Hansen", address: "Vejlevej 12, 7100 Vejle", phone: "87 65 43 21" },
      }),
    ).toEqual([
      {
        field: "name",
        message:
          'Navnet på hjemmesiden ("Tømrer Hansen") er ikke det samme som i CVR-registret ("Hansens Tømrerforretning ApS").',
      },
      {
        field: "address",
        message:
          'Adressen på hjemmesiden ("Vejlevej 12, 7100 Vejle") er ikke det samme som i CVR-registret ("Vejlevej 14, 7100 Vejle").',
      },
      {
        field: "phone",
        message:
          'Telefonnummeret på hjemmesiden ("12 34 56 78") er ikke det samme som på din Google-virksomhedsprofil ("87 65 43 21").',
      },
    ]);
  });

  it("says when the site lacks what another source states, and ignores what a source leaves out", () => {
    expect(
      compareNap({
        site: { ...site, address: "", phone: "" },
        cvr: { name: "Tømrer Hansen", address: "Vejlevej 12, 7100 Vejle", phone: "" },
        google: null,
      }),
    ).toEqual([
      {
        field: "address",
        message: 'Adressen mangler på hjemmesiden, men står i CVR-registret: "Vejlevej 12, 7100 Vejle".',
      },
    ]);
  });

  it("compares the parts as people write them", () => {
    expect(sameName("Murer Jensen A/S", "Murer Jensen")).toBe(true);
    expect(sameName("Murer Jensen", "Murer Jensens")).toBe(false);
    expect(sameAddress("Kongevej 3 , 6000 Kolding", "kongevej 3, 6000 kolding")).toBe(true);
    expect(sameAddress("Kongevej 3, 6000 Kolding", "Kongevej 33, 6000 Kolding")).toBe(false);
    expect(phoneDigits("0045 12 34 56 78")).toBe("12345678");
    expect(phoneDigits("+45 12-34-56-78")).toBe("12345678");
    expect(addressLine({ address: "Kongevej 3", zipcode: "6000", city: "Kolding" })).toBe(
      "Kongevej 3, 6000 Kolding",
    );
    expect(addressLine({ address: "", zipcode: "", city: "Kolding" })).toBe("Kolding");
  });
});
