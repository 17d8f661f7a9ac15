import { BAD_REQUEST_PAGE, PLAIN_PAGE_HEADERS } from "./plain-pages";

/**
 * Root middleware: a form body that cannot be parsed (a malformed multipart body, a wrong boundary)
 * is the sender's mistake, so the request answers 400 with a plain page instead of the 500 the
 * action's failed `request.formData()` would otherwise become. Every action keeps its plain
 * `await request.formData()`. The failure is thrown on as a 400 Response, not as the parser's Error,
 * so nothing on the way (the error boundary, the server's error log) takes it for a server bug.
 */
export async function unreadableFormIsBadRequest(
  request: Request,
  next: () => Promise<Response>,
): Promise<Response> {
  let unreadable = false;
  const read = request.formData.bind(request);
  request.formData = async () => {
    try {
      return await read();
    } catch {
      unreadable = true;
      throw new Response(null, { status: 400 });
    }
  };
  const response = await next();
  if (!unreadable || (response.status < 500 && response.status !== 400)) return response;
  return new Response(BAD_REQUEST_PAGE, { status: 400, headers: PLAIN_PAGE_HEADERS });
}
