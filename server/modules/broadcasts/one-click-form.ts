/**
 * The fields of an RFC 8058 one-click POST. Mailbox providers send `List-Unsubscribe=One-Click` as
 * multipart/form-data (what the RFC asks for) or application/x-www-form-urlencoded (what it allows, and what our
 * own page's button sends); the body is small and read whole. Anything else yields no fields.
 */
export function oneClickFields(contentType: string | undefined, body: string): Record<string, string> {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!type.startsWith('multipart/form-data') || !boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name !== undefined) fields[name] = part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
  }
  return fields;
}

/** The POST asks to unsubscribe. */
export const isOneClick = (fields: Record<string, string>): boolean => fields['List-Unsubscribe']?.trim() === 'One-Click';
