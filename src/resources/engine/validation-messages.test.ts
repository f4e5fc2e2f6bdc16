import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateFieldMessage } from './validation-messages';

const t = ((key: string, options?: Record<string, unknown>) =>
  `${String(options?.ns)}:${key}${options?.count === undefined ? '' : `(${String(options.count)})`}`) as unknown as TFunction;

describe('field messages', () => {
  it('uses the shell’s translations for its messages', () => {
    expect(translateFieldMessage(t, 'Required')).toBe('shell:validation.required');
  });

  it('translates the definitions’ messages, with their numbers', () => {
    expect(translateFieldMessage(t, 'At least 5 minutes')).toBe('resources:engine.validation.minMinutes(5)');
    expect(translateFieldMessage(t, 'At most 2000 characters')).toBe('resources:engine.validation.maxChars(2000)');
    expect(translateFieldMessage(t, 'At most 1000')).toBe('resources:engine.validation.atMost(1000)');
    expect(translateFieldMessage(t, 'Use an amount such as 12.50')).toBe('resources:engine.validation.amount');
  });

  it('translates the cross-field rules’ messages', () => {
    expect(translateFieldMessage(t, 'Required when kind is visits')).toBe('resources:engine.validation.required');
    expect(translateFieldMessage(t, 'Must be empty when kind is period')).toBe('resources:engine.validation.mustBeEmpty');
  });

  it('turns zod’s type errors into words', () => {
    expect(translateFieldMessage(t, 'Invalid input: expected number, received null')).toBe('resources:engine.validation.required');
    expect(translateFieldMessage(t, 'Invalid input: expected number, received string')).toBe('resources:engine.validation.number');
    expect(translateFieldMessage(t, 'Invalid input: expected int, received number')).toBe('resources:engine.validation.wholeNumber');
    expect(translateFieldMessage(t, 'Invalid option: expected one of "a"|"b"')).toBe('resources:engine.validation.choose');
  });

  it('passes anything else through (server sentences)', () => {
    expect(translateFieldMessage(t, 'A job title with this name already exists.')).toBe('A job title with this name already exists.');
    expect(translateFieldMessage(t, undefined)).toBeUndefined();
  });
});
