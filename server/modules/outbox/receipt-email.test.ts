import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/schema/sales/checkout';
import { receiptEmail } from './receipt-email';

const payment = (id: number, kind: 'payment' | 'refund', method: 'cash' | 'card', amount: string) => ({ id, kind, method, amount }) as Sale['transactions'][number];
const sale = (values: Partial<Sale> = {}) =>
  ({
    date: '2031-05-06',
    currency: 'RSD',
    items: [
      { id: 1, name: 'Haircut', quantity: 1, total: '1500.00' },
      { id: 2, name: 'Shampoo', quantity: 2, total: '600.00' },
    ],
    discount: '0.00',
    total: '2100.00',
    debt: '0.00',
    transactions: [payment(7, 'payment', 'card', '2100.00')],
    ...values,
  }) as Sale;

describe('receiptEmail', () => {
  it('lists the items, the total and each payment, with the branch and day in the subject', () => {
    const { subject, body } = receiptEmail(sale(), 'Centre', 'EN');
    expect(subject).toBe('Your receipt from Centre, 2031-05-06');
    expect(body).toContain('Haircut: 1500.00 RSD\n2 × Shampoo: 600.00 RSD');
    expect(body).toContain('Total: 2100.00 RSD\nPaid by card: 2100.00 RSD');
    expect(body).not.toContain('Discounts');
  });

  it('shows a discount, a refund and what is still owed, in the language asked', () => {
    const { body } = receiptEmail(
      sale({ discount: '100.00', debt: '500.00', transactions: [payment(7, 'payment', 'cash', '2100.00'), payment(8, 'refund', 'cash', '-500.00')] }),
      'Centre',
      'SR',
    );
    expect(body).toContain('Popusti: -100.00 RSD');
    expect(body).toContain('Plaćeno gotovinom: 2100.00 RSD\nVraćeno: -500.00 RSD\nPreostalo za plaćanje: 500.00 RSD');
  });

  it('names each issued fiscal receipt with the link that verifies it', () => {
    const { body } = receiptEmail(sale(), 'Centre', 'SR', [{ invoiceNumber: 'AB12CD34-AB12CD34-7', verificationUrl: 'https://suf.purs.gov.rs/v/?vl=abc' }]);
    expect(body).toContain('Plaćeno karticom: 2100.00 RSD\n\nFiskalni račun AB12CD34-AB12CD34-7, provera na:\nhttps://suf.purs.gov.rs/v/?vl=abc');
  });
});
