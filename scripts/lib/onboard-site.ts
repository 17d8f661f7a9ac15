// Creates a site the way onboarding's last click does: POST /onboarding/opret (the streamed creation
// the browser uses with JavaScript), with the offline providers' register data and no old website.
import http from "node:http";

/** Onboarding's answers for a CVR number with no old website, and the owner's new login (tests parse it). */
export function signUpWithoutWebsite(cvr: string, email: string) {
  return {
    cvr,
    website: { choice: "other", noWebsite: true },
    account: { email, password: "hemmelig1", confirmPassword: "hemmelig1", acceptPrivacy: true },
  };
}

/** Creates the site of a CVR number of the offline register; resolves to the hand-off URL on its host. */
export function onboardSite(port: number, cvr: string): Promise<string> {
  const body = JSON.stringify(signUpWithoutWebsite(cvr, `bench-${cvr}@example.dk`));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/onboarding/opret",
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`POST /onboarding/opret for ${cvr} answered ${response.statusCode}`));
          return;
        }
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          const done = text
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line))
            .find((e) => e.type === "done");
          done ? resolve(done.redirect as string) : reject(new Error(text));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
