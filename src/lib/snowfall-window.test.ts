// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '@/schema/config';
import {
  isSnowfallSeason,
  readHideSnowflake,
  shouldShowSnowfall,
  storeHideSnowflake,
} from './snowfall-window';

// Local calendar dates (tests run with TZ=UTC); the first and last moment of a day both count.
const at = (month: number, day: number, time = '12:00') =>
  new Date(`2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}:00`);

describe('snowfall season (spec §4)', () => {
  it.each([
    [at(12, 23, '23:59'), false],
    [at(12, 24, '00:00'), true],
    [at(12, 31, '23:59'), true],
    [at(1, 1, '00:00'), true],
    [at(1, 7, '23:59'), true],
    [at(1, 8, '00:00'), false],
    [at(11, 30), false],
    [at(2, 14), false],
  ])('with tracking enabled, %s → %s', (date, expected) => {
    expect(isSnowfallSeason(date, true)).toBe(expected);
  });

  it.each([
    [at(11, 30, '23:59'), false],
    [at(12, 1, '00:00'), true],
    [at(12, 31), true],
    [at(1, 15), true],
    [at(2, 28, '23:59'), true],
    [new Date('2024-02-29T23:59:00'), true],
    [at(3, 1, '00:00'), false],
    [at(7, 1), false],
  ])('with tracking disabled, %s → %s', (date, expected) => {
    expect(isSnowfallSeason(date, false)).toBe(expected);
  });

  it('hides the snow only when hideSnowflake is exactly true', () => {
    expect(shouldShowSnowfall(at(12, 25), true, false)).toBe(true);
    expect(shouldShowSnowfall(at(12, 25), true, null)).toBe(true);
    expect(shouldShowSnowfall(at(12, 25), true, undefined)).toBe(true);
    expect(shouldShowSnowfall(at(12, 25), true, true)).toBe(false);
    expect(shouldShowSnowfall(at(6, 1), false, false)).toBe(false);
  });
});

describe('stored hideSnowflake flag', () => {
  beforeEach(() => localStorage.clear());

  it('is read from storageKeys.hideSnowflake, only "true" counting', () => {
    expect(readHideSnowflake()).toBe(false);
    storeHideSnowflake(true);
    expect(localStorage.getItem(appConfig.storageKeys.hideSnowflake)).toBe('true');
    expect(readHideSnowflake()).toBe(true);
    localStorage.setItem(appConfig.storageKeys.hideSnowflake, 'yes');
    expect(readHideSnowflake()).toBe(false);
  });
});
