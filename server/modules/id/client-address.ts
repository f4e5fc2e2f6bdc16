import { isIPv4, isIPv6 } from 'node:net';

const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key an address is counted under: IPv4 as it is; IPv6 by its /64, since one subscriber is usually given
 * a whole /64 and could otherwise step to a fresh address for every guess. IPv4-mapped IPv6 is IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = mappedIpv4.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  // Only the first four groups matter; a "::" among them stands for zeros, whatever follows it.
  const groups = tail === undefined ? headGroups : [...headGroups, '0', '0', '0', '0'];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
