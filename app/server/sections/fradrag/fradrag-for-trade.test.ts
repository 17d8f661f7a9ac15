import { describe, expect, it } from "vitest";
import { TRADES } from "~/lib/trade";
import { FRADRAG_AMOUNTS } from "./amounts";
import { fradragForTrade } from "./fradrag-for-trade";

describe("fradragForTrade", () => {
  it("gives green-renovation trades the håndværkerfradrag of the year", () => {
    expect(fradragForTrade("tomrer", 2026)).toMatchObject({
      kind: "green",
      label: "Håndværkerfradrag (grøn istandsættelse)",
      year: 2026,
      maxAmount: 9_000,
      confirmed: true,
    });
    for (const trade of ["murer", "vvs", "elektriker"] as const) {
      expect(fradragForTrade(trade, 2026)?.maxAmount).toBe(9_000);
    }
  });

  it("gives window cleaners the servicefradrag", () => {
    expect(fradragForTrade("vinduespudser", 2026)).toMatchObject({ kind: "service", maxAmount: 18_300 });
  });

  it("shows nothing for trades whose work does not qualify", () => {
    expect(fradragForTrade("maler", 2026)).toBeNull();
    expect(fradragForTrade("mekaniker", 2026)).toBeNull();
    expect(fradragForTrade("other", 2026)).toBeNull();
  });

  it("marks 2027 as not yet published and years outside the config as unconfirmed", () => {
    expect(fradragForTrade("vvs", 2027)).toMatchObject({ year: 2027, maxAmount: 9_000, confirmed: false });
    expect(fradragForTrade("vvs", 2030)).toMatchObject({
      year: 2030,
      maxAmount: FRADRAG_AMOUNTS[2027]!.green,
      confirmed: false,
    });
    expect(fradragForTrade("vvs", 2020)).toMatchObject({
      maxAmount: FRADRAG_AMOUNTS[2026]!.green,
      confirmed: false,
    });
  });

  it("lists the qualifying work for every trade it shows", () => {
    for (const trade of TRADES) {
      const fradrag = fradragForTrade(trade, 2026);
      if (fradrag) expect(fradrag.work.length).toBeGreaterThan(0);
    }
  });
});
