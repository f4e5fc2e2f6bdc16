import { describe, expect, it } from 'vitest';
import { shellEncoding, type AppShell } from './app-shell';

const both: AppShell = { plain: Buffer.from('p'), br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('app shell encoding', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'gzip, deflate', sent: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip', sent: 'gzip' },
    { acceptEncoding: 'BR;Q=1, gzip;q=0.9', sent: 'br' },
    { acceptEncoding: 'br;q=0, gzip;q=0', sent: null },
    { acceptEncoding: '*', sent: 'br' },
    { acceptEncoding: '*;q=0.2, br;q=0', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: null },
    { acceptEncoding: undefined, sent: null },
  ])('answers Accept-Encoding $acceptEncoding with $sent', ({ acceptEncoding, sent }) => {
    expect(shellEncoding(both, acceptEncoding)).toBe(sent);
  });

  it('sends only the copies the build wrote', () => {
    expect(shellEncoding({ plain: Buffer.from('p'), gzip: Buffer.from('g') }, 'br, gzip')).toBe('gzip');
    expect(shellEncoding({ plain: Buffer.from('p') }, 'br, gzip')).toBe(null);
  });
});
