import http from "node:http";

/**
 * The HTTP server every entry point listens with (server/main.ts, the test app). Node would answer
 * an HTTP/1.1 request without a Host header itself, with an empty 400 the app never sees; turning
 * that off lets the app's own guard (requireValidHost) answer it with the plain Danish 400 page.
 */
export function createHttpServer(listener: http.RequestListener): http.Server {
  return http.createServer({ requireHostHeader: false }, listener);
}
