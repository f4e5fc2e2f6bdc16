import { describe, expect, it } from 'vitest';
import { invalidPhoneMessage } from '@/schema/primitives';
import type { OrderFormValues } from './order-form-model';
import { orderFormResolver } from './order-form-schema';

const judge = async (values: OrderFormValues) =>
  orderFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const line = { serviceId: 3, employeeId: 7, resourceId: null, startTime: '10:00', duration: 45, price: '30.00' };

describe('the order form judged by the API schemas', () => {
  it('a full booking passes as it is', async () => {
    const values: OrderFormValues = { client: { kind: 'existing', id: 5, label: 'Ana' }, date: '2031-05-02', services: [line], description: '' };
    expect(await judge(values)).toEqual({ values, errors: {} });
  });

  it('blanks are "Required" on their inputs; a new client is judged by the clients rules', async () => {
    const { errors } = await judge({
      client: { kind: 'new', firstName: '', lastName: '', phone: '12a' },
      date: '',
      services: [{ ...line, serviceId: null, startTime: '' }],
      description: '',
    });
    expect(errors).toMatchObject({
      client: { firstName: { message: 'Required' }, phone: { message: invalidPhoneMessage } },
      date: { message: 'Required' },
      services: [{ serviceId: { message: 'Required' }, startTime: { message: 'Required' } }],
    });
  });

  it('two lines of one employee at once are refused on the second start', async () => {
    const { errors } = await judge({ client: { kind: 'walkIn' }, date: '2031-05-02', services: [line, { ...line, startTime: '10:30' }], description: '' });
    expect(errors).toMatchObject({ services: [undefined, { startTime: { message: 'Overlaps another service of this employee' } }] });
  });
});
