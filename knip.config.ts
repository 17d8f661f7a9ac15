// knip (a stage of `npm test`): no unused files, exports or dependencies. React Router's routes come
// from its plugin (app/routes.ts), the tests from the Vitest and Playwright plugins; listed here is
// only what no config names: the app module the server loads by path, the test app's build config
// (tests/setup/http-app-build.ts passes it to `react-router build`) and the scripts run by hand, by npm or by .ci/run.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  // server/app.ts is loaded by path (vite.ssrLoadModule, or its build) by server/main.ts and the HTTP test setups.
  entry: ["server/app.ts", "tests/setup/vite.http-app.config.ts", "scripts/*.ts"],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
  // Tailwind is imported by app/app.css; knip reads CSS imports only through a compiler.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
  // System tools the scripts install with apt-get when missing (README: benchmarks and TLS checks;
  // test:deploy-doc's machine: debootstrap, systemd-nspawn, slirp4netns, and nsenter/ip of the base system).
  ignoreBinaries: [
    "wrk",
    "nginx",
    "apt-get",
    "caddy",
    "openssl",
    "certbot",
    "debootstrap",
    "systemd-nspawn",
    "slirp4netns",
    "nsenter",
    "ip",
  ],
};

export default config;
