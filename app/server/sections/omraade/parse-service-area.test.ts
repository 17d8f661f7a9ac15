import { describe, expect, it } from "vitest";
import { parseServiceArea, SERVICE_AREA_MAX, serviceAreaText } from "./parse-service-area";
import { allPostcodes, findPostcode, postcodeCount } from "./postcodes";

describe("the shipped postcode list", () => {
  it("holds every geographic Danish postcode with DAWA's centre", () => {
    expect(postcodeCount()).toBe(1089);
    expect(findPostcode("1050")).toEqual({
      nr: "1050",
      name: "København K",
      lat: 55.68065246,
      lon: 12.58600133,
    });
    expect(findPostcode("9990")?.name).toBe("Skagen");
    expect(findPostcode("3700")?.name).toBe("Rønne");
    expect(findPostcode("8000")?.name).toBe("Aarhus C");
  });

  it("gives every postcode a valid centre inside Denmark's bounding box", () => {
    // Denmark's extreme land points: Gedser Odde 54.56° N, Skagen Grenen 57.75° N, Blåvandshuk
    // 8.07° E, Østerskær (Ertholmene) 15.20° E.
    for (const { nr, lat, lon } of allPostcodes()) {
      expect({ nr, lat: Number.isFinite(lat), lon: Number.isFinite(lon) }).toEqual({
        nr,
        lat: true,
        lon: true,
      });
      expect({ nr, inside: lat >= 54.55 && lat <= 57.76 && lon >= 8.07 && lon <= 15.2 }).toEqual({
        nr,
        inside: true,
      });
    }
    // The 21 rows whose DAWA centre lay in the sea carry the town's GeoNames position instead.
    expect(findPostcode("6854")).toMatchObject({ name: "Henne", lat: 55.7333333, lon: 8.25 });
    expect(findPostcode("9990")).toMatchObject({ name: "Skagen", lat: 57.72093331, lon: 10.58393776 });
  });

  it("knows no postcode that does not exist", () => {
    expect(findPostcode("0000")).toBeNull();
    expect(findPostcode("1234")).toBeNull();
  });
});

describe("parseServiceArea", () => {
  it("accepts numbers, numbers with their name and unambiguous towns, dropping repeats", () => {
    const result = parseServiceArea("8000, 8200 Aarhus N\nRisskov; 8000");
    expect(result).toEqual({
      ok: true,
      postcodes: [
        expect.objectContaining({ nr: "8000" }),
        expect.objectContaining({ nr: "8200" }),
        expect.objectContaining({ nr: "8240", name: "Risskov" }),
      ],
    });
  });

  it("names the entry that is wrong", () => {
    expect(parseServiceArea("8000, 1234")).toEqual({ ok: false, error: "1234 er ikke et dansk postnummer" });
    for (const [entry, message] of [
      ["8000 Odense C", "8000 hedder Aarhus C"],
      ["Atlantis", 'Vi kender ikke byen "Atlantis"'],
      ["København K", "har flere postnumre"],
      ["80 00", "er ikke et postnummer"],
    ] as const)
      expect(parseServiceArea(entry), entry).toMatchObject({
        ok: false,
        error: expect.stringContaining(message),
      });
  });

  it("caps the list", () => {
    const many = ["8000", "8200", "8210", "8220", "8230", "8240", "8250", "8260", "8270", "8300"];
    const tooMany = [...Array(7)].flatMap(() => many).join(",");
    expect(parseServiceArea(tooMany).ok).toBe(true); // repeats count once
    const distinct = [
      "1050",
      "1051",
      "1052",
      "1053",
      "1054",
      "1055",
      "1056",
      "1057",
      "1058",
      "1059",
      "1060",
      "1061",
      "1062",
      "1063",
      "1064",
      "1065",
      "1066",
      "1067",
      "1068",
      "1069",
      "1070",
      "1071",
      "1072",
      "1073",
      "1074",
      "1100",
      "1101",
      "1102",
      "1103",
      "1104",
      "1105",
      "1106",
      "1107",
      "1110",
      "1111",
      "1112",
      "1113",
      "1114",
      "1115",
      "1116",
      "1117",
      "1118",
      "1119",
      "1120",
      "1121",
      "1122",
      "1123",
      "1124",
      "1125",
      "1126",
      "1127",
      "1128",
      "1129",
      "1130",
      "1131",
      "1150",
      "1151",
      "1152",
      "1153",
      "1154",
      "1155",
    ];
    expect(distinct.length).toBeGreaterThan(SERVICE_AREA_MAX);
    expect(parseServiceArea(distinct.join(","))).toEqual({
      ok: false,
      error: `Højst ${SERVICE_AREA_MAX} postnumre`,
    });
  });

  it("writes the stored list back as the owner edits it", () => {
    expect(serviceAreaText(["8000", "8240", "0000"])).toBe("8000 Aarhus C, 8240 Risskov");
  });
});
