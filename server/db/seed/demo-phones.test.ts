import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { dialCodeOf } from '../../../src/schema/phone';
import { clientNames, demoVacancies } from './demo-business-data';
import { demoClients, demoEmployeePhone, type SeededBranch } from './demo-business';
import { demoUsers } from './demo-data';

/** The demo stores what the app stores: valid numbers in E.164, the dial code following each (src/schema/phone.ts). */
const expectStored = (phone: string | null, dialCode: string | null) => {
  if (phone === null) return expect(dialCode).toBeNull();
  expect(parsePhoneNumberFromString(phone)?.isValid(), phone).toBe(true);
  expect(parsePhoneNumberFromString(phone)?.number).toBe(phone);
  expect(dialCode).toBe(dialCodeOf(phone));
};

describe('demo phone numbers', () => {
  it('are valid E.164 numbers for users, clients and team members of each region, and vacancy replies', () => {
    for (const user of Object.values(demoUsers)) expectStored(user.phone, user.dialCode);
    for (const region of ['RS', 'SI'] as const) {
      const branch: SeededBranch = { organizationId: 1, branchId: 2, name: 'Centre', currency: region === 'RS' ? 'RSD' : 'EUR', region };
      for (const client of demoClients(branch, 7)) expectStored(client.phone ?? null, client.dialCode ?? null);
      for (let index = 0; index < 8; index += 1) expectStored(demoEmployeePhone(region, index), clientNames[region].dialCode);
    }
    const replies: readonly { phone: string | null; dialCode: string | null }[] = demoVacancies.flatMap((vacancy): readonly { phone: string | null; dialCode: string | null }[] => vacancy.replies);
    for (const reply of replies) expectStored(reply.phone, reply.dialCode);
  });
});
