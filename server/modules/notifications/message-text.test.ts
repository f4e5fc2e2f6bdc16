import { describe, expect, it } from 'vitest';
import { branchValues } from './message-text';

describe('branchValues', () => {
  const centre = { name: 'Centre', address: 'Knez Mihailova 1', phone: '+381113234567', timeZone: 'Europe/Belgrade' };

  it("writes the branch's phone as the app shows it: its own country's numbers nationally, others internationally", () => {
    expect(branchValues(centre)).toEqual({ branchName: 'Centre', branchAddress: 'Knez Mihailova 1', branchPhone: '011 3234567' });
    expect(branchValues({ ...centre, timeZone: 'Europe/Lisbon' }).branchPhone).toBe('+381 11 3234567');
  });

  it('names nothing the branch has not given', () => {
    expect(branchValues({ ...centre, address: null, phone: null })).toEqual({ branchName: 'Centre', branchAddress: '', branchPhone: '' });
  });
});
