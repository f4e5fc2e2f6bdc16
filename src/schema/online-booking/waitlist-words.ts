/**
 * The booking island's waitlist step's words (zod-free: the island carries no zod), handed to it inside the page
 * beside the steps' own (server/modules/waitlist/waitlist-step-strings.ts). The step reuses the steps' words for
 * names, contacts and the code.
 */
export type WaitlistStepWords = {
  /** The time step's link when nothing fits. */
  nothingFits: string;
  title: string;
  hint: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  joinedTitle: string;
  joinedText: string;
  placeLink: string;
  /** The code step's button. */
  confirm: string;
};
