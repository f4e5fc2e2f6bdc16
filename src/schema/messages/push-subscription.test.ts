import { describe, expect, it } from 'vitest';
import { pushSubscriptionSchema } from './push-subscription';

// The shape PushSubscription.toJSON() gives, with the user agent's keys of RFC 8291's example (Appendix A).
const fromBrowser = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/cXk3:APA91bH',
  expirationTime: null,
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

const issuesOf = (value: unknown) =>
  pushSubscriptionSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('push subscription schema', () => {
  it('takes what a browser gives, with or without expirationTime and padding', () => {
    expect(issuesOf(fromBrowser)).toEqual([]);
    const { expirationTime: _, ...withoutExpiry } = fromBrowser;
    expect(issuesOf(withoutExpiry)).toEqual([]);
    expect(
      issuesOf({
        ...fromBrowser,
        keys: { p256dh: `${fromBrowser.keys.p256dh}=`, auth: `${fromBrowser.keys.auth}==` },
      }),
    ).toEqual([]);
  });

  it('refuses an endpoint that is not https, and keys that are not a P-256 point and a 16-byte secret', () => {
    expect(issuesOf({ ...fromBrowser, endpoint: 'http://push.example.com/abc' })).toEqual(['endpoint']);
    expect(issuesOf({ ...fromBrowser, endpoint: 'not an address' })).toEqual(['endpoint']);
    expect(
      issuesOf({ ...fromBrowser, keys: { p256dh: fromBrowser.keys.p256dh.slice(1), auth: 'short' } }),
    ).toEqual(['keys.p256dh', 'keys.auth']);
    expect(issuesOf({ endpoint: fromBrowser.endpoint })).toEqual(['keys']);
  });
});
