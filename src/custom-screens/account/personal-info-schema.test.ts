import { describe, expect, it } from 'vitest';
import { userUpdateSchema } from '@/schema/user';
import { invalidPhoneMessage } from '@/schema/primitives';
import { personalInfoFormSchema, personalInfoPatch } from './personal-info-schema';

const valid = { firstName: 'Ana', lastName: 'Anić', middleName: '', dialCode: '+381', phone: '641234567' };

describe('personal info form', () => {
  it('turns empty optional fields into nulls the API accepts', () => {
    const values = personalInfoFormSchema.parse({ ...valid, dialCode: '', phone: '' });
    const patch = personalInfoPatch(values);
    expect(patch).toEqual({
      firstName: 'Ana',
      lastName: 'Anić',
      middleName: null,
      dialCode: null,
      phone: null,
    });
    expect(userUpdateSchema.safeParse(patch).success).toBe(true);
  });

  it('keeps the shared schema messages so they can be translated', () => {
    const result = personalInfoFormSchema.safeParse({ ...valid, firstName: ' ', phone: '12a' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ firstName: 'Required', phone: invalidPhoneMessage });
  });

  it('asks for a dial code with a phone number', () => {
    const result = personalInfoFormSchema.safeParse({ ...valid, dialCode: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['dialCode'], message: 'Required' });
  });
});
