import { type HttpAppClient, postForm } from "./http-app";

/**
 * A browser of its own for onboarding route tests: it keeps the signed draft cookie (hv_onboarding)
 * between requests, as a real browser does between the steps.
 */
export function onboardingBrowser(app: HttpAppClient) {
  let cookie = "";
  const keep = (setCookie: string[] | undefined) => {
    const draft = setCookie?.find((line) => line.startsWith("hv_onboarding="));
    if (draft) cookie = draft.split(";")[0]!;
  };
  return {
    /** A same-origin form post (urlencoded). */
    async post(path: string, fields: Array<[string, string]>) {
      const answer = await postForm(app, path, cookie, fields);
      keep(answer.headers["set-cookie"]);
      return answer;
    },
    /** A same-origin multipart post of an already encoded body. */
    async upload(path: string, { body, contentType }: { body: Buffer; contentType: string }) {
      const answer = await app.request("localhost", path, {
        method: "POST",
        headers: { cookie, origin: `http://localhost:${app.port}`, "content-type": contentType },
        body,
      });
      keep(answer.headers["set-cookie"]);
      return answer;
    },
    get: (path: string) => app.request("localhost", path, { headers: { cookie } }),
    cookie: () => cookie,
  };
}
