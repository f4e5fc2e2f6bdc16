import { appConfig } from '@/schema/config';

/**
 * Where the user was before entering the account area (spec §2 "Other"), so the account's "back" returns
 * there. Kept in localStorage so a reload inside the account area still knows the way back.
 */
export function savePreviousLocation(location: string): void {
  try {
    globalThis.localStorage?.setItem(appConfig.storageKeys.previousLocation, location);
  } catch {
    // Without storage the account's back button falls back to the home page.
  }
}

/** The saved location when it is an in-app path, else null. */
export function readPreviousLocation(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(appConfig.storageKeys.previousLocation) ?? null;
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}
