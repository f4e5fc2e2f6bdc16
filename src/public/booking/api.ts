import type { Language } from '@/schema/enums';
import type { Booking, CodeRequest, CodeSent, DepositDue, Hold, HoldCreate } from '@/schema/online-booking/public-booking';
import type { PublicTimes } from '@/schema/online-booking/public-times';
import type { WaitlistCodeSent, WaitlistJoin, WaitlistPlace } from '@/schema/online-booking/waitlist';
import type { ClassCodeRequest, ClassCodeSent, ClassSeat } from '@/schema/online-booking/class-seats';

/**
 * The booking page's public calls, as the steps make them. Errors come back in the API's envelope, its sentence
 * already in the page's language (sent as Accept-Language); a failed network is said in the page's own words.
 */
export type FieldIssue = { path: (string | number)[]; message: string };

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }

  /** The sentence for one field, when the answer names it. */
  issueOf(field: string): string | undefined {
    return this.issues.find((issue) => issue.path[0] === field)?.message;
  }
}

/** A hold, with the moment it ends on this device's clock: the server's end less the server's own now, from here. */
export type HeldTime = Hold & { endsAt: number };

export type BookingApi = ReturnType<typeof bookingApi>;

/** Letting go of a hold: a POST with the token in the body, the one shape navigator.sendBeacon can send. */
const releaseUrl = '/api/v1/public/book/holds/release';

export function bookingApi(slug: string, lang: Language, networkError: string) {
  const base = `/api/v1/public/book/${encodeURIComponent(slug)}`;
  const call = async (path: string, body?: object, cache: RequestCache = 'default'): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        cache,
        headers: { 'accept-language': lang.toLowerCase(), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw new ApiFailure(0, networkError);
    }
    if (response.ok) return response;
    const envelope = (await response.json().catch(() => null)) as { message?: string; issues?: FieldIssue[] } | null;
    throw new ApiFailure(response.status, envelope?.message ?? networkError, envelope?.issues ?? []);
  };
  const json = async <T>(path: string, body?: object, cache?: RequestCache): Promise<T> => (await call(path, body, cache)).json() as Promise<T>;

  return {
    /** `fresh` after a refusal: the answer may be kept for 5 s, and the time just taken must not be offered again. */
    times: (services: readonly number[], employeeId: number | null, from: string, days: number, fresh = false) =>
      json<PublicTimes>(
        `/times?${new URLSearchParams({ services: services.join(','), ...(employeeId ? { employee: String(employeeId) } : {}), from, days: String(days) })}`,
        undefined,
        fresh ? 'no-cache' : 'default',
      ),
    hold: async (input: HoldCreate): Promise<HeldTime> => {
      const response = await call('/holds', input);
      const hold = (await response.json()) as Hold;
      // The device's clock may be minutes off: the countdown runs from the server's Date header, not from its own.
      const serverNow = Date.parse(response.headers.get('date') ?? '') || Date.now();
      return { ...hold, endsAt: Date.now() + Date.parse(hold.heldUntil) - serverNow };
    },
    code: (input: Omit<CodeRequest, 'lastName'> & { lastName?: string }) => json<CodeSent>(`/code?lang=${lang}`, input),
    /** The booking; or, where the branch takes a deposit at booking, where to pay it (the payment then books it). */
    confirm: (holdToken: string, code: string) => json<Booking | DepositDue>('/confirm', { holdToken, code }),
    /** The waitlist (its step): the wish and the contact, then the code that puts the client on it. */
    waitlist: (input: Omit<WaitlistJoin, 'lastName'> & { lastName?: string }) => json<WaitlistCodeSent>(`/waitlist?lang=${lang}`, input),
    waitlistConfirm: (entryToken: string, code: string) => json<WaitlistPlace>('/waitlist/confirm', { entryToken, code }),
    /** Joining a class: the details, then the code that takes the place. */
    classCode: (classId: number, input: Omit<ClassCodeRequest, 'lastName'> & { lastName?: string }) => json<ClassCodeSent>(`/classes/${classId}/code?lang=${lang}`, input),
    classJoin: (joinToken: string, code: string) => json<ClassSeat>('/classes/join', { joinToken, code }),
    /** The client went back to choose another time: the held one is offered again at once. Best effort: a hold not let go of lapses. */
    release: async (holdToken: string): Promise<void> => {
      await fetch(releaseUrl, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ holdToken }) }).catch(() => undefined);
    },
    /** The page is going away: a beacon, the one request a closing page is sure to send (a form body: no preflight). */
    releaseOnLeave: (holdToken: string): void => {
      navigator.sendBeacon(releaseUrl, new URLSearchParams({ holdToken }));
    },
  };
}
