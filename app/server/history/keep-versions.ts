/** "Tidligere versioner": how many versions are kept per page and for the settings (issue 12). */
export const VERSIONS_KEPT = 50;
