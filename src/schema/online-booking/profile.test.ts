import { describe, expect, it } from 'vitest';
import { contactLinks, defaultProfileContacts, distanceKm, mapLinks, profileContactsSettingsSchema, profileParagraphs } from './profile';
import { hoursExceptionMap, hoursOn } from './profile-hours';

describe('the branch profile', () => {
  const contacts = profileContactsSettingsSchema('RS');

  it.each([
    ['instagram', 'https://www.instagram.com/studio.anna/', 'studio.anna'],
    ['instagram', '@studio.anna', 'studio.anna'],
    ['telegram', 't.me/studio_anna', 'studio_anna'],
    ['tiktok', 'https://www.tiktok.com/@studioanna', 'studioanna'],
    ['website', 'salon.example', 'https://salon.example'],
    ['whatsapp', '064 123 4567', '+381641234567'],
  ] as const)('reads %s %s as %s', (field, typed, stored) => {
    expect(contacts.parse({ ...defaultProfileContacts, [field]: typed })[field]).toBe(stored);
  });

  it('refuses what is no link or handle, naming the field', () => {
    const result = contacts.safeParse({ ...defaultProfileContacts, website: 'javascript:alert(1)', telegram: 'ab', phones: ['+381641234567', '064 123 4567'] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['phones', 'telegram', 'website']);
  });

  it('makes the contacts links in order', () => {
    const links = contactLinks({ ...defaultProfileContacts, phones: ['+381641234567'], email: 'a@b.example', whatsapp: '+381641234567', viber: '+381641234567', telegram: 'anna_s' });
    expect(links.map((link) => link.href)).toEqual(['tel:+381641234567', 'mailto:a@b.example', 'https://wa.me/381641234567', 'https://t.me/anna_s', 'viber://chat?number=%2B381641234567']);
  });

  it('links to maps by coordinates, else by address, else not at all', () => {
    expect(mapLinks({ address: null, latitude: 44.8, longitude: 20.4 }).map((link) => link.href)[2]).toBe('geo:44.8,20.4');
    expect(mapLinks({ address: 'Trg 1', latitude: null, longitude: null })[1]!.href).toBe('https://www.google.com/maps/search/?api=1&query=Trg%201');
    expect(mapLinks({ address: null, latitude: null, longitude: null })).toEqual([]);
  });

  it('splits the description at empty lines and measures distances', () => {
    expect(profileParagraphs('One\nline\n\n\nTwo  \n')).toEqual(['One\nline', 'Two']);
    expect(distanceKm({ latitude: 44.8176, longitude: 20.4569 }, { latitude: 45.2671, longitude: 19.8335 })).toBeCloseTo(70, 0);
  });

  it('takes an exception’s hours over the every-day ones', () => {
    const exceptions = hoursExceptionMap([
      { date: '2026-12-31', hours: { start: '10:00', end: '14:00' }, note: '' },
      { date: '2027-01-01', hours: null, note: 'New Year' },
    ]);
    const every = { start: '09:00', end: '21:00' };
    expect([hoursOn(every, exceptions, '2026-12-30'), hoursOn(every, exceptions, '2026-12-31'), hoursOn(every, exceptions, '2027-01-01')]).toEqual([every, { start: '10:00', end: '14:00' }, null]);
  });
});
