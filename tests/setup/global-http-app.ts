import { httpAppBuildDir } from "./http-app-build";

/**
 * Names the test app's build for the sources as they are (a hash of them), once per run; the first
 * test file that starts the app builds it there if it is missing (http-app-build.ts).
 */
export default function setup() {
  process.env.HTTP_APP_BUILD_DIR = httpAppBuildDir();
}
