/**
 * The terms' paragraphs as the booking page and the settings' preview show them: split at empty lines, each keeping its
 * own line breaks. Without zod, so the booking island can use it (it bundles none).
 */
export const termsParagraphs = (text: string): string[] =>
  text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
