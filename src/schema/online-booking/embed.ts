/**
 * What the widget's script (`/book/{slug}/embed.js`) and the framed booking page agree on, zod-free for the island.
 */

/** The element an inline widget fills, when the site has it (else the frame goes after the script tag). */
export const embedContainerId = 'branchbook-booking';

/** The type of the message the framed page posts its height with; embed.js reads no other. */
export const embedHeightMessage = 'branchbook:height';

/** The type of the message the framed page posts when Esc is pressed in it: a pop-up closes. */
export const embedEscapeMessage = 'branchbook:escape';

/** The query that asks for the page without its outer chrome, to live in a frame. */
export const embedQuery = 'embed';
