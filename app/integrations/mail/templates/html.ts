/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A link for an http(s) URL; anything else (javascript:, data:) is shown as plain, escaped text. */
export function link(url: string, label = url): string {
  if (!/^https?:\/\//i.test(url.trim())) return escapeHtml(label);
  // break-all: a long address must wrap inside a 390 px screen rather than widen the mail.
  return `<a href="${escapeHtml(url.trim())}" style="color:#92400e;word-break:break-all">${escapeHtml(label)}</a>`;
}

/** A call-to-action button (an http(s) link styled for mail clients), or plain text for other URLs. */
export function button(url: string, label: string): string {
  if (!/^https?:\/\//i.test(url.trim())) return `<p>${escapeHtml(label)}</p>`;
  // #b45309 under white text: 5.0:1 (the lighter #d97706 gave 3.18:1, below WCAG's 4.5:1).
  return `<p style="margin:24px 0"><a href="${escapeHtml(url.trim())}" style="background:#b45309;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** Label and value pairs of plain text as a table; long values (an e-mail address) wrap inside a 390 px screen. */
export function detailsTable(details: [string, string][]): string {
  return [
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;table-layout:fixed">`,
    ...details.map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top;width:30%">${escapeHtml(label)}</td><td style="padding:4px 0;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
  ].join("\n");
}

/**
 * The frame every HTML mail shares. `bodyHtml` must already be escaped: the templates build it only
 * from escapeHtml, link and button.
 */
export function layout(
  title: string,
  bodyHtml: string,
  footer = "Håndværkernet – hjemmesider til håndværkere",
): string {
  return `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:16px 12px;box-sizing:border-box">
<div style="background:#ffffff;border-radius:8px;padding:24px 20px;overflow-wrap:break-word;word-wrap:break-word">
${bodyHtml}
</div>
<p style="font-size:12px;color:#57534e;text-align:center">${escapeHtml(footer)}</p>
</div>
</body>
</html>`;
}

/**
 * The greeting line: the person's first words when we know a name (issue 23: "Hej Lars", not
 * "Hej Hansen Tømrer ApS"), else a plain "Hej".
 */
export function greeting(personName: string | null | undefined): string {
  const name = personName ? singleLine(personName).slice(0, 80) : "";
  return name ? `Hej ${name}` : "Hej";
}

/** Removes line breaks and control characters, so user input cannot add mail headers or break a subject. */
export function singleLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}
