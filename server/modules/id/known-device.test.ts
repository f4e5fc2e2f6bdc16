import { describe, expect, it } from 'vitest';
import { idConfig } from './id-config';
import { createKnownDevices } from './known-device';

describe('known-device cookie', () => {
  const secret = 'a'.repeat(64);

  it('knows the accounts it was issued for, and only those', () => {
    const devices = createKnownDevices(secret);
    const first = devices.remember(undefined, 7).value;
    const both = devices.remember(first, 9).value;
    expect(devices.knows(both, 7)).toBe(true);
    expect(devices.knows(both, 9)).toBe(true);
    expect(devices.knows(both, 8)).toBe(false);
    expect(devices.knows(undefined, 7)).toBe(false);
  });

  it('refuses a forged, altered or foreign entry', () => {
    const devices = createKnownDevices(secret);
    const value = devices.remember(undefined, 7).value;
    expect(devices.knows(value.replace(/^7\./, '8.'), 8)).toBe(false);
    expect(devices.knows(createKnownDevices('b'.repeat(64)).remember(undefined, 7).value, 7)).toBe(false);
    expect(devices.knows('7.99999999999.forgedforgedforgedforged', 7)).toBe(false);
  });

  it('expires, and keeps at most a few accounts, newest first', () => {
    let now = Date.now();
    const devices = createKnownDevices(secret, () => now);
    let value: string | undefined;
    for (let userId = 1; userId <= idConfig.knownDeviceMaxAccounts + 2; userId++)
      value = devices.remember(value, userId).value;
    expect(value!.split('~')).toHaveLength(idConfig.knownDeviceMaxAccounts);
    expect(devices.knows(value, 1)).toBe(false);
    expect(devices.knows(value, idConfig.knownDeviceMaxAccounts + 2)).toBe(true);
    now += idConfig.knownDeviceTtlMs + 1000;
    expect(devices.knows(value, idConfig.knownDeviceMaxAccounts + 2)).toBe(false);
  });
});
