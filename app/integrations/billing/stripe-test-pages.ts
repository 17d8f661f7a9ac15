// Test support only (stripe-test-server.ts): the HTML of the pages a customer sees "at Stripe" in the
// tests, apart from the server's routes.

/** The pages a customer sees at Stripe in the tests: a whole HTML document around `body`. */
export function testPage(body: string): string {
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Stripe (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${body}</body></html>`;
}

/** The checkout page: one button that "pays", and the way back. */
export function checkoutPage(id: string, cancelUrl: string): string {
  return `<h1>Betal abonnement (test)</h1><p>249,00 kr. om måneden</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Betal med kort (test)</button></form>
<p><a href="${cancelUrl}">Tilbage</a></p>`;
}

export function portalPage(returnUrl: string): string {
  return `<h1>Kundeportal (test)</h1><p><a href="${returnUrl}">Tilbage</a></p>`;
}
