import { describe, expect, it } from 'vitest';
import { slugSchema } from '@/schema/online-booking/slug';
import { slugProblem } from './slug-problem';

const problemOf = (slug: string) => slugProblem(slugSchema.safeParse(slug).error?.issues[0]);

describe('a refused slug, said', () => {
  it('names the format, a reserved word and the length', () => {
    expect(problemOf('salon_1')).toEqual({ key: 'slug_format' });
    expect(problemOf('api')).toEqual({ key: 'slug_reserved' });
    expect(problemOf('ab')).toEqual({ key: 'length' });
    expect(problemOf('a'.repeat(61))).toEqual({ key: 'length' });
  });

  it("takes the server's messages, and passes on one it does not know", () => {
    expect(slugProblem({ code: 'custom', message: 'slug_reserved' })).toEqual({ key: 'slug_reserved' });
    expect(slugProblem({ code: 'custom', message: 'Something else' })).toEqual({ key: null, message: 'Something else' });
  });
});
