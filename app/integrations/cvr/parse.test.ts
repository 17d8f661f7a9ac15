import { describe, expect, it } from "vitest";
import register from "./offline-register.json" with { type: "json" };
import { parseCvrapiCompany, parseCvrapiDate, parseEmployeeBand } from "./parse";

describe("parseCvrapiCompany", () => {
  it("maps a cvrapi.dk company to our shape", () => {
    expect(parseCvrapiCompany(register[0])).toEqual({
      cvr: "62601817",
      name: "Hansen Tømrer & Snedker ApS",
      address: "Industrivej 12",
      zipcode: "7100",
      city: "Vejle",
      phone: "75821234",
      email: "kontakt@hansen-toemrer.dk",
      industryCode: "433200",
      industryDesc: "Tømrer- og bygningssnedkervirksomhed",
      companyDesc: "Anpartsselskab",
      startDate: "2009-03-14",
      employees: 5,
    });
  });

  it("accepts vat, zipcode and phone as strings or numbers", () => {
    const company = parseCvrapiCompany({ vat: "62601817", name: "A", zipcode: 7100, phone: 75821234 });
    expect(company).toMatchObject({ cvr: "62601817", zipcode: "7100", phone: "75821234" });
  });

  it("turns missing and empty optional fields into null or empty text", () => {
    const company = parseCvrapiCompany({ vat: 96579756, name: " Bøgh ", email: null, phone: "", city: null });
    expect(company).toEqual({
      cvr: "96579756",
      name: "Bøgh",
      address: "",
      zipcode: "",
      city: "",
      phone: null,
      email: null,
      industryCode: null,
      industryDesc: null,
      companyDesc: null,
      startDate: null,
      employees: null,
    });
  });

  it.each([null, "x", [], { name: "Uden CVR" }, { vat: 1234, name: "Kort" }, { vat: 62601817 }])(
    "rejects %j",
    (input) => {
      expect(parseCvrapiCompany(input)).toBeNull();
    },
  );
});

describe("parseCvrapiDate", () => {
  it.each([
    ["14/03 - 2009", "2009-03-14"],
    ["1/6 - 2014", "2014-06-01"],
    ["29/02 - 2020", "2020-02-29"],
    ["29/02 - 2021", null],
    ["31/04 - 2020", null],
    ["2009-03-14", null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(parseCvrapiDate(input)).toBe(expected);
  });
});

describe("parseEmployeeBand", () => {
  it.each([
    ["5-9", 5],
    ["10-19", 10],
    ["1", 1],
    ["0", 0],
    ["1000+", 1000],
    [12, 12],
    ["", null],
    ["ukendt", null],
    [null, null],
    [-3, null],
  ])("%j → %j", (input, expected) => {
    expect(parseEmployeeBand(input)).toBe(expected);
  });
});
