export * from "./analytics";
export * from "./auth";
export * from "./billing";
export * from "./companies";
export * from "./images";
export * from "./messages";
export * from "./pages";
export * from "./quote-requests";
