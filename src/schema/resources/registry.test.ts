import { describe, expect, it } from 'vitest';
import { findArea } from '../areas';
import type { PageNode } from '../area-definition';
import { flattenAreaPages } from '../area-paths';
import { dateMatchModes, numberMatchModes, textMatchModes, type FieldHint } from '../resource-definition';
import { findResource, resourceRegistry } from './index';

const pagePaths = (nodes: readonly PageNode[], base = ''): string[] =>
  nodes.flatMap((node) => {
    const path = [base, node.path].filter(Boolean).join('/');
    return node.children ? pagePaths(node.children, path) : [path];
  });

/** Which match modes make sense for a kind of field. */
const modesByKind: Partial<Record<FieldHint['kind'], readonly string[]>> = {
  text: textMatchModes,
  multiline: textMatchModes,
  email: textMatchModes,
  phone: textMatchModes,
  integer: numberMatchModes,
  money: numberMatchModes,
  duration: numberMatchModes,
  date: dateMatchModes,
  dateTime: dateMatchModes,
  boolean: ['equals'],
  enum: ['equals', 'notEquals', 'in'],
  reference: ['equals', 'notEquals', 'in'],
};

describe('the resource registry', () => {
  it('names every resource once', () => {
    const names = resourceRegistry.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const definition of resourceRegistry) {
    describe(definition.name, () => {
      const hints = definition.hints as Record<string, FieldHint>;

      it('hints every field, and only fields it has', () => {
        expect(Object.keys(hints).sort()).toEqual(Object.keys(definition.fields).sort());
      });

      it('offers only match modes that fit each field', () => {
        for (const [field, hint] of Object.entries(hints)) {
          for (const mode of hint.filter ?? []) expect(modesByKind[hint.kind], `${field}: ${mode}`).toContain(mode);
        }
      });

      it('points references at registered resources (or the chain branches)', () => {
        for (const hint of Object.values(hints)) {
          if (hint.kind !== 'reference' && hint.kind !== 'references') continue;
          expect(hint.references === 'branches' || !!findResource(hint.references ?? '')).toBe(true);
        }
      });

      it('lives on pages of the navigation tree', () => {
        const area = findArea(definition.scope, definition.screens.area);
        expect(area, `area ${definition.screens.area}`).toBeDefined();
        const paths = pagePaths(area!.pages);
        const { list, show, create, edit } = definition.screens;
        for (const page of [list, show, create, edit].filter((p) => p !== undefined)) {
          const found = paths.some((p) => p === page || p.startsWith(`${page}/`));
          expect(found, `${page} in ${paths.join(', ')}`).toBe(true);
        }
        expect(flattenAreaPages([area!]).length).toBeGreaterThan(0);
      });

      it('derives create and update schemas that refuse read-only and unknown fields', () => {
        for (const field of definition.readOnly) {
          expect(definition.createSchema.shape).not.toHaveProperty(field);
          expect(definition.updateSchema.shape).not.toHaveProperty(field);
        }
        expect(definition.createSchema.safeParse({ noSuchField: 1 }).success).toBe(false);
        expect(definition.updateSchema.safeParse({}).success).toBe(false);
        expect(definition.updateSchema.safeParse({ version: 1 }).success).toBe(true);
      });
    });
  }
});
