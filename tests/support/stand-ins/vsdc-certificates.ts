import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Throwaway certificates for the V-SDC stand-in, made with the openssl command: a test CA standing for TaxCore's
 * (its certificate travels in the client's PKCS#12 file, as the Tax Administration's does), the stand-in's server
 * certificate for 127.0.0.1, a branch's client certificate as PEM and as a password-protected PFX, and a client
 * certificate from another CA the stand-in does not trust.
 */
export type VsdcCertificates = {
  ca: string;
  server: { cert: string; key: string };
  /** Certificate, private key and the CA, as one PEM text (what a user pastes). */
  clientPem: string;
  clientPfx: Buffer;
  clientPfxPassword: string;
  strangerPfx: Buffer;
};

export function makeVsdcCertificates(): VsdcCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'vsdc-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe', cwd: dir });
  const authority = (name: string, subject: string) => openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.pem`, '-days', '2', '-subj', subject);
  const signed = (name: string, ca: string, subject: string, extensions?: string) => {
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject);
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.pem`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-out', `${name}.pem`, '-days', '2', ...(extensions ? ['-extfile', extensions] : []));
  };
  try {
    authority('ca', '/CN=Stand-in TaxCore CA');
    authority('other-ca', '/CN=Somebody Else CA');
    writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    signed('server', 'ca', '/CN=vsdc.stand-in', 'server.ext');
    signed('client', 'ca', '/CN=Salon Centar/O=Salon Centar doo');
    signed('stranger', 'other-ca', '/CN=Stranger');
    const password = 'pfx-pass-1';
    openssl('pkcs12', '-export', '-out', 'client.pfx', '-inkey', 'client.key', '-in', 'client.pem', '-certfile', 'ca.pem', '-passout', `pass:${password}`);
    openssl('pkcs12', '-export', '-out', 'stranger.pfx', '-inkey', 'stranger.key', '-in', 'stranger.pem', '-certfile', 'other-ca.pem', '-passout', `pass:${password}`);
    const read = (name: string) => readFileSync(file(name), 'utf8');
    return {
      ca: read('ca.pem'),
      server: { cert: read('server.pem'), key: read('server.key') },
      clientPem: `${read('client.pem')}${read('client.key')}${read('ca.pem')}`,
      clientPfx: readFileSync(file('client.pfx')),
      clientPfxPassword: password,
      strangerPfx: readFileSync(file('stranger.pfx')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
