import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../tests/setup/console";
import { domainFailure } from "./domain-failure.server";
import { AppError } from "./errors";

describe("domainFailure", () => {
  it("answers an AppError with its own status, Danish message and field, and logs nothing", () => {
    const error = new AppError("VALIDATION", "Indtast venligst et gyldigt CVR-nummer", "cvr");
    expect(domainFailure(error, "site creation failed", "Der opstod en fejl.")).toEqual({
      status: 400,
      message: "Indtast venligst et gyldigt CVR-nummer",
      code: "VALIDATION",
      field: "cvr",
    });
    expect(domainFailure(new AppError("LIMIT_REACHED", "Grænsen er nået"), "x", "y").status).toBe(429);
  });

  it("logs any other error once and answers 500 with the fallback text", () => {
    expectConsoleError(/"msg":"settings save failed".*"companyId":"c1".*"error":"connection refused"/);
    expect(
      domainFailure(new Error("connection refused"), "settings save failed", "Kunne ikke gemme ændringer", {
        companyId: "c1",
      }),
    ).toEqual({ status: 500, message: "Kunne ikke gemme ændringer", code: null, field: undefined });
  });
});
