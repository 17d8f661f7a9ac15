import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The production server bundle is server/app.ts (Express app + lifecycle); server/main.ts loads it.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
