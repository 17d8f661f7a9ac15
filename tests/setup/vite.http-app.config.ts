import { mergeConfig } from "vite";
import base from "../../vite.config.ts";

export default mergeConfig(base, {
  environments: { ssr: { build: { rollupOptions: { output: { codeSplitting: false } } } } },
});
