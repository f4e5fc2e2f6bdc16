import { describe, expect, it } from 'vitest';
import { broadcastRefusal } from './broadcast-message';

describe('a broadcast the channel would refuse', () => {
  it.each([
    ['email', 'smtp', 'http://book.example.com', 'unsubscribe_link_not_https'],
    ['email', 'smtp', 'http://localhost:3000', 'unsubscribe_link_not_https'],
    ['email', 'smtp', 'https://book.example.com', null],
    ['email', 'log', 'http://localhost:3000', null],
    ['sms', 'infobip', 'http://localhost:3000', null],
    ['telegram', 'telegram', 'http://localhost:3000', null],
  ] as const)('%s through %s with links at %s → %s', (channel, transport, origin, refusal) => {
    expect(broadcastRefusal(channel, transport, origin)).toBe(refusal);
  });
});
