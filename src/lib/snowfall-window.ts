import { appConfig } from '@/schema/config';

/**
 * Spec §4 "Snowfall". With tracking enabled the season is short (24–31 Dec and 1–7 Jan); with tracking
 * disabled it runs all December and from 1 Jan to the end of February. Dates are the user's local calendar.
 */
export function isSnowfallSeason(date: Date, trackingEnabled: boolean): boolean {
  const month = date.getMonth(); // 0 = January
  const day = date.getDate();
  if (trackingEnabled) return (month === 11 && day >= 24) || (month === 0 && day <= 7);
  return month === 11 || month === 0 || month === 1;
}

export const shouldShowSnowfall = (
  date: Date,
  trackingEnabled: boolean,
  hideSnowflake: boolean | null | undefined,
): boolean => hideSnowflake !== true && isSnowfallSeason(date, trackingEnabled);

/** The stored `hideSnowflake` flag (spec §4): only the text `true` hides the snow. */
export function readHideSnowflake(): boolean {
  try {
    return globalThis.localStorage?.getItem(appConfig.storageKeys.hideSnowflake) === 'true';
  } catch {
    return false;
  }
}

export function storeHideSnowflake(hide: boolean): void {
  try {
    globalThis.localStorage?.setItem(appConfig.storageKeys.hideSnowflake, String(hide));
  } catch {
    // The choice then holds for this page only (the user's profile keeps it too).
  }
}
