import { BAD_REQUEST_PAGE, PLAIN_PAGE_HEADERS } from "./plain-pages";

/**
 * Root middleware: a form body that cannot be parsed (a malformed multipart body, a wrong boundary)
 * is the sender's mistake, so the request answers 400 with a plain page instead of the 500 the
 * action's failed `request.formData()` would otherwise become. Every action keeps its plain
 * `await request.formData()`.
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
    } catch (error) {
      unreadable = true;
      throw error;
    }
  };
  const response = await next();
  if (!unreadable || response.status < 500) return response;
  return new Response(BAD_REQUEST_PAGE, { status: 400, headers: PLAIN_PAGE_HEADERS });
}
