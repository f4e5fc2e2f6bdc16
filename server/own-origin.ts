/**
 * The address this server was started on, as a browser on the same machine reaches it: a wildcard listen address
 * (all interfaces) is shown as localhost. Used for the start banner and, without PUBLIC_URL, for e-mailed links.
 */
export function ownOrigin(host: string, port: number): string {
  const shownHost = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}
