import { describe, expect, it } from "vitest";
import { formatReplyTime, replyTimeSentence } from "./owner-numbers";

describe("the reply time in Danish", () => {
  it("says minutes, hours and days as an owner would", () => {
    expect(formatReplyTime(0.4)).toBe("under 1 minut");
    expect(formatReplyTime(1)).toBe("1 minut");
    expect(formatReplyTime(38.2)).toBe("38 minutter");
    expect(formatReplyTime(60)).toBe("1 time");
    expect(formatReplyTime(125)).toBe("2 timer og 5 minutter");
    expect(formatReplyTime(61)).toBe("1 time og 1 minut");
    expect(formatReplyTime(14 * 60 + 20)).toBe("14 timer");
    expect(formatReplyTime(3 * 24 * 60)).toBe("3 dage");
  });

  it("is a median of answered requests only and says how many are still open", () => {
    expect(replyTimeSentence({ medianMinutes: 38, answered: 12, unanswered: 2 })).toBe(
      "Du svarede typisk efter 38 minutter (medianen af 12 besvarede forespørgsler; 2 er ikke besvaret endnu).",
    );
    expect(replyTimeSentence({ medianMinutes: 90, answered: 1, unanswered: 0 })).toBe(
      "Du svarede typisk efter 1 time og 30 minutter (medianen af 1 besvaret forespørgsel).",
    );
    expect(replyTimeSentence({ medianMinutes: null, answered: 0, unanswered: 3 })).toBe(
      "Ingen af 3 forespørgsler er besvaret endnu.",
    );
    expect(replyTimeSentence({ medianMinutes: null, answered: 0, unanswered: 0 })).toBe(
      "Ingen forespørgsler endnu.",
    );
  });
});
