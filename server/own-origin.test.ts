import { describe, expect, it } from 'vitest';
import { ownOrigin } from './own-origin';

describe('ownOrigin', () => {
  it.each([
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 8080, 'http://localhost:8080'],
    ['', 3000, 'http://localhost:3000'],
    ['127.0.0.1', 3001, 'http://127.0.0.1:3001'],
    ['::1', 3000, 'http://[::1]:3000'],
    ['salon.lan', 80, 'http://salon.lan:80'],
  ])('listening on %s:%d is reached at %s', (host, port, origin) => {
    expect(ownOrigin(host, port)).toBe(origin);
  });
});
