import { describe, expect, it } from 'vitest';
import { moveRefusalOf } from './move-refusal';

describe('a refused move', () => {
  it.each([
    [
      'outside the hours: asked again once confirmed',
      {
        statusCode: 409,
        code: 'conflict',
        message: 'This time needs confirming: …',
        errors: { 'services.0.startTime': 'Outside …' },
      },
      'confirm',
    ],
    [
      'someone busy',
      {
        statusCode: 409,
        code: 'overlap',
        message: 'Employee Ana Petrović already has an order or a break at that time.',
      },
      'refused',
    ],
    [
      'a cancelled order: a conflict without reasons',
      {
        statusCode: 409,
        code: 'conflict',
        message: 'A cancelled order cannot be changed; book a new one instead.',
      },
      'refused',
    ],
    [
      'changed by someone else',
      { statusCode: 409, code: 'stale_version', message: 'Someone else changed this record.' },
      'stale',
    ],
    [
      'a bad body names its fields',
      {
        statusCode: 400,
        code: 'bad_request',
        message: 'Check these fields: services.1.startTime.',
        errors: { 'services.1.startTime': 'Overlaps' },
      },
      'refused',
    ],
    ['no connection', { statusCode: 0, message: 'Network Error' }, 'refused'],
  ])('%s', (_, error, kind) => {
    expect(moveRefusalOf(error)).toEqual({ kind, message: error.message });
  });
});
