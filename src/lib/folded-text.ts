/**
 * Text folded the way the server's search_fold() does (migration 0007): lower case, accents removed, đ read as d
 * and "dj" as "d", so a search typed in the browser ("sisanje", "dorde") finds what the API's search would
 * ("Šišanje", "Đorđe"). For lists searched where they are held, without a call.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/dj/g, 'd');

/** Whether `text` holds what was typed, both folded. */
export const foldedIncludes = (text: string, typed: string): boolean => foldText(text).includes(foldText(typed.trim()));
