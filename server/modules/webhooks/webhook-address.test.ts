import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddress } from './webhook-address';

describe('the webhook SSRF guard', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['224.0.0.1', false],
    ['not an address', false],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses literal private hosts unless allowed', async () => {
    expect(await refusedAddress(new URL('http://127.0.0.1:8080/hook'), false)).toBe('private');
    expect(await refusedAddress(new URL('http://[::1]/hook'), false)).toBe('private');
    expect(await refusedAddress(new URL('http://localhost/hook'), false)).toBe('private');
    expect(await refusedAddress(new URL('http://127.0.0.1:8080/hook'), true)).toBeNull();
  });
});
