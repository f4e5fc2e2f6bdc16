import { describe, expect, it } from 'vitest';
import { contextQuery, destinationOf, readSignInContext, resolveRedirect } from './sign-in-context';

const origins = ['https://app.example.com'];

describe('redirect targets', () => {
  it('accept the same origin, absolute or relative', () => {
    expect(resolveRedirect('https://app.example.com/auth?redirect=/x', origins)?.pathname).toBe('/auth');
    expect(resolveRedirect('/auth?redirect=/x', origins)?.origin).toBe('https://app.example.com');
  });

  it('refuse other origins and tricks that lead there', () => {
    for (const target of [
      'https://evil.example.net/auth',
      '//evil.example.net/auth',
      '/\\evil.example.net/auth',
      'https://app.example.com.evil.net/',
      'http://app.example.com/auth',
      'javascript:alert(1)',
      'https://app.example.com@evil.net/',
    ]) {
      expect(resolveRedirect(target, origins), target).toBeNull();
    }
  });
});

describe('sign-in context', () => {
  it('reads the query of the app and appends state to R', () => {
    const result = readSignInContext(
      {
        type: 'login',
        client: 'manage',
        state: 'Ab3dE6gH',
        redirectUrl: 'https://app.example.com/auth?redirect=%2Fchain%2F1',
      },
      'ru-RU',
      origins,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.context.lang).toBe('RU');
    const destination = new URL(destinationOf(result.context, origins));
    expect(destination.pathname).toBe('/auth');
    expect(destination.searchParams.get('redirect')).toBe('/chain/1');
    expect(destination.searchParams.get('state')).toBe('Ab3dE6gH');
  });

  it('refuses an open redirect, an unknown client or a strange state', () => {
    expect(readSignInContext({ redirectUrl: 'https://evil.example.net/' }, undefined, origins).ok).toBe(
      false,
    );
    expect(readSignInContext({ client: 'other' }, undefined, origins).ok).toBe(false);
    expect(readSignInContext({ state: '<script>' }, undefined, origins).ok).toBe(false);
    expect(readSignInContext({ state: ['a', 'b'] }, undefined, origins).ok).toBe(false);
  });

  it('goes home when no redirect was given, and keeps the context on links', () => {
    const result = readSignInContext({ state: 'abc', lang: 'sr' }, undefined, origins);
    if (!result.ok) throw new Error('expected a context');
    expect(destinationOf(result.context, origins)).toBe('https://app.example.com/?state=abc');
    expect(new URLSearchParams(contextQuery(result.context, { lang: 'PT' })).get('lang')).toBe('PT');
    expect(new URLSearchParams(contextQuery(result.context)).get('state')).toBe('abc');
  });
});
