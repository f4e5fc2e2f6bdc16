import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MonriStandIn } from '../support/stand-ins/monri';

/** The client's trip from a payment link to Monri's hosted page, as a browser makes it (docs/online-payments.md). */

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** The link page's one form: where it posts and its hidden fields, as a browser would read them. */
export function formOf(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no form in ${page}`);
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name ?? '', unescape(value ?? '')]));
  return { action: unescape(action), fields };
}

/**
 * Opens the link `url` (`/pay/{token}`) and posts its form to Monri's page, which answers with Pay / Decline:
 * the form's fields, and `pay()` pressing Pay (Monri then calls back and redirects).
 */
export async function openLinkOnMonri(app: FastifyInstance, monri: MonriStandIn, url: string) {
  const page = await app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'accept-language': 'sr' } });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${monri.url}`);
  const form = formOf(page.body);
  const hosted = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  expect(hosted.status, await hosted.clone().text()).toBe(200);
  const pay = /action="(\/v2\/form\/[0-9a-f]+\/pay)"/.exec(await hosted.text())?.[1];
  return { form, pay: () => fetch(`${monri.url}${pay ?? ''}`, { method: 'POST', redirect: 'manual' }) };
}
