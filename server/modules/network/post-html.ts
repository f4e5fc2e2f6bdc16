import sanitizeHtml from 'sanitize-html';

/**
 * A post's HTML as the public page may show it: what the editor (TipTap's starter kit with images) writes and
 * nothing else. Anything outside the allowlist goes — scripts, styles, frames, forms, every `on*` attribute, `style`
 * — and links keep only http(s) and mailto addresses (no `javascript:`, no `data:`). Images only from the site's own
 * photo pipeline (`/n/-/images/{id}`), so a post cannot make its readers' browsers call another server.
 * Run on every save, so what is stored is already safe and the page prints it as it is.
 */
const ownImage = /^\/n\/-\/images\/[0-9a-f-]{36}(?:\/thumb)?$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code, not text: dropped whole rather than left as words on the page.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links out open on their own and pass no standing to the sites they name.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow ugc' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs['src'] ?? ''),
};

export function sanitizePostHtml(dirty: string): string {
  return sanitizeHtml(dirty, options).trim();
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A sanitised post's words without markup (the page's description when the post has no summary). */
export function plainText(safeHtml: string, max: number): string {
  const text = safeHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
