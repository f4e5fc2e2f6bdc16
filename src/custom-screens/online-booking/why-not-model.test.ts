import { describe, expect, it } from 'vitest';
import type { WhyNotAnswer } from '@/schema/online-booking/settings';
import { whyNotSentence } from './why-not-model';

const data = {
  services: [
    { id: 1, name: 'Cut', categoryName: null, bookableOnline: true, version: 1 },
    { id: 2, name: 'Colour', categoryName: null, bookableOnline: true, version: 1 },
  ],
  employees: [{ id: 9, name: 'Ana Ilić', bookableOnline: true, version: 1 }],
};
const request = { employeeId: 9, serviceIds: [1], date: '2026-12-01', time: '10:00' };
const answer = (more: Partial<WhyNotAnswer>): WhyNotAnswer => ({ bookable: false, code: null, rule: null, source: null, refId: null, value: null, ...more });

describe('the why-not sentence', () => {
  it('says a bookable time is bookable', () => {
    expect(whyNotSentence(answer({ bookable: true }), data, request)).toEqual({ bookable: true });
  });

  it("quotes the rule's value and the level that set it", () => {
    expect(whyNotSentence(answer({ code: 'min_notice', rule: 'minNoticeMinutes', source: 'branch', value: 60 }), data, request)).toEqual({
      bookable: false,
      key: 'min_notice',
      service: null,
      employee: 'Ana Ilić',
      value: { rule: 'minNoticeMinutes', value: 60 },
      source: 'branch',
    });
  });

  it("the branch's own step and buffers around other bookings have sentences of their own", () => {
    expect(whyNotSentence(answer({ code: 'off_step', rule: 'stepMinutes', source: 'default' }), data, request)).toMatchObject({ key: 'off_step_branch', value: { value: null } });
    expect(whyNotSentence(answer({ code: 'off_step', rule: 'stepMinutes', source: 'service', value: 30 }), data, request)).toMatchObject({ key: 'off_step', value: { value: 30 } });
    expect(whyNotSentence(answer({ code: 'taken', rule: 'bufferBeforeMinutes' }), data, request)).toMatchObject({ key: 'taken_buffers' });
    expect(whyNotSentence(answer({ code: 'taken' }), data, request)).toMatchObject({ key: 'taken', value: null });
  });

  it('names the service a code is about', () => {
    expect(whyNotSentence(answer({ code: 'employee_does_not_perform', refId: 2 }), data, request)).toMatchObject({ service: 'Colour', employee: 'Ana Ilić' });
    expect(whyNotSentence(answer({ code: 'not_working' }), data, request)).toMatchObject({ service: null, employee: 'Ana Ilić' });
  });
});
