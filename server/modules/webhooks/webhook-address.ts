import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard (docs/webhooks.md): a webhook may only reach the public internet. ipaddr.js names every special
 * range of IPv4 and IPv6 (private, loopback, link-local with the clouds' metadata address 169.254.169.254, unique-local,
 * carrier-grade NAT, multicast, 6to4 and NAT64 forms that embed a private IPv4…); only its plain `unicast` passes.
 * IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * At delivery, for an address written as an IP: Node connects to a literal without any lookup, so `guardedLookup`
 * never sees it; this judges it instead (a row saved while private addresses were allowed, then the flag removed).
 */
export function refusedLiteral(url: URL, allowPrivate: boolean): boolean {
  const host = hostOf(url);
  return !allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host);
}

/** At save time: the host's addresses, all public, or why not (null: allowed). */
export async function refusedAddress(url: URL, allowPrivate: boolean): Promise<'unresolved' | 'private' | null> {
  if (allowPrivate) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(hostOf(url), { all: true, verbatim: true });
  } catch {
    return 'unresolved';
  }
  return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'private';
}

export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError';
}

/**
 * At delivery time the check runs inside the connection's own DNS lookup, so the address connected to is the address
 * checked: a name that resolved to a public address when saved and to 127.0.0.1 now (DNS rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
      const first = usable[0];
      if (!first) return callback(new PrivateAddressError(`${hostname} resolves to a private or reserved address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, usable);
      callback(null, first.address, first.family);
    });
  };
}
