import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AnyResourceDefinition, FieldHint } from '../../../src/schema/resource-definition';
import { resourceApiPath } from '../../../src/resources/engine/resource-paths';

/** What the generated browser suite needs besides the browser: labels, the demo workspace, API shortcuts. */

export type Workspace = { orgId: number; branchId: number };

export const hintsOf = (definition: AnyResourceDefinition) => definition.hints as Record<string, FieldHint>;

type Tree = { [key: string]: string | Tree };

const here = path.dirname(fileURLToPath(import.meta.url));

/** The English texts the screens show (src/i18n/en/resources.json), to find inputs and buttons by name. */
export function englishLabels() {
  const tree = JSON.parse(readFileSync(path.join(here, '../../../src/i18n/en/resources.json'), 'utf8')) as Tree;
  const at = (key: string): string => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof value !== 'string') throw new Error(`No English text for resources:${key}`);
    return value;
  };
  return {
    engine: (key: string) => at(`engine.${key}`),
    matchMode: (mode: string) => at(`matchModes.${mode}`),
    resource: (name: string) => ({
      new: at(`${name}.new`),
      edit: at(`${name}.edit`),
      field: (field: string) => at(`${name}.fields.${field}`),
      option: (field: string, option: string) => at(`${name}.options.${field}.${option}`),
    }),
  };
}

/** A call to the API with the page's own access token (localStorage accessToken), as the app makes it. */
export async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(`/api/v1/${url}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/** The demo owner's chain "Demo Salons" and its branch "Centre". */
export async function demoWorkspace(page: Page): Promise<Workspace> {
  const { items } = await apiCall<{ items: { id: number; name: string; branches: { id: number; name: string }[] }[] }>(
    page,
    'GET',
    'organizations',
  );
  const chain = items.find((o) => o.name === 'Demo Salons');
  const centre = chain?.branches.find((b) => b.name === 'Centre');
  if (!chain || !centre) throw new Error('The demo chain "Demo Salons" with its branch "Centre" is missing');
  return { orgId: chain.id, branchId: centre.id };
}

export async function apiList(page: Page, definition: AnyResourceDefinition, workspace: Workspace) {
  const { items } = await apiCall<{ items: Record<string, unknown>[] }>(
    page,
    'GET',
    `${resourceApiPath(definition, workspace)}?perPage=5`,
  );
  return items;
}

export async function apiCreate(page: Page, definition: AnyResourceDefinition, workspace: Workspace, body: Record<string, unknown>) {
  return apiCall<Record<string, unknown>>(page, 'POST', resourceApiPath(definition, workspace), body);
}

/** Records whose `field` contains `text` (the list grammar's filters). */
export async function apiFind(page: Page, definition: AnyResourceDefinition, workspace: Workspace, field: string, text: string) {
  const filters = JSON.stringify({ combiner: 'and', conditions: [{ field, matchMode: 'contains', value: text }] });
  const { items } = await apiCall<{ items: Record<string, unknown>[] }>(
    page,
    'GET',
    `${resourceApiPath(definition, workspace)}?${new URLSearchParams({ filters }).toString()}`,
  );
  return items;
}
