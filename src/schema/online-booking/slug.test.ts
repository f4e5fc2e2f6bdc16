import { describe, expect, it } from 'vitest';
import { slugFromName, slugSchema } from './slug';

describe('booking page slugs', () => {
  it('takes lower-case latin letters, digits and single dashes, and refuses the product’s own words', () => {
    expect(slugSchema.parse(' Demo-Salons ')).toBe('demo-salons');
    for (const bad of ['ab', 'demo--salons', '-centre', 'centre-', 'salon_1', 'café']) expect(slugSchema.safeParse(bad).success, bad).toBe(false);
    expect(slugSchema.safeParse('api').error?.issues[0]?.message).toBe('slug_reserved');
  });

  it('proposes a slug from a name in any of the five languages', () => {
    expect(slugFromName('Salon Đurđa – Centar')).toBe('salon-djurdja-centar');
    expect(slugFromName('Салон «Љубица»')).toBe('salon-ljubica');
    expect(slugFromName('Güzellik Şişli')).toBe('guzellik-sisli');
    expect(slugFromName('Estética São João')).toBe('estetica-sao-joao');
    expect(slugFromName('Centre')).toBe('centre');
  });

  it('makes a too short or reserved name into a usable slug', () => {
    for (const name of ['U', 'Book', '★']) expect(slugSchema.safeParse(slugFromName(name)).success, name).toBe(true);
  });
});
