import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FilterGroup } from '../../../src/schema/list-query';
import { formFields, type AnyResourceDefinition } from '../../../src/schema/resource-definition';
import { isEmptyValue, ruleFields } from '../../../src/schema/resource-rules';
import { resourceRegistry } from '../../../src/schema/resources';
import { recordTitle } from '../../../src/resources/engine/field-values';
import { resourceApiPath, resourcePageNode, resourcePagePath, resourcePagePattern } from '../../../src/resources/engine/resource-paths';
import { filterRecords } from '../../helpers/match-mode-oracle';
import { sampleCreateInput } from '../../helpers/resource-samples';
import { isMobile, ownerInCentre, snap } from '../support/flows';
import { apiCall, apiCreate, apiFind, apiList, englishLabels, hintsOf, type Workspace } from './resource-flows';

/**
 * Generated from the registry: for every resource definition, as the demo owner in "Demo Salons" /
 * "Centre", open its list page, create a record through its form (sample values), find it with the filter
 * bar, change its title and delete it after confirming. No per-resource code: the definition, its English
 * labels and the sample values decide every step.
 */

const labels = englishLabels();

/** Small enough for sample dates to stay four-digit years; odd on phones, so both projects differ. */
const seedFor = (mobile: boolean) => (Math.floor(Date.now() / 1000) % 2000) * 2 + (mobile ? 1 : 0);

/** The record the list lives under (a vacancy for its replies, a category for its services), if any. */
async function parentIdFor(page: Page, definition: AnyResourceDefinition, workspace: Workspace, seed: number) {
  const parent = definition.screens.parent;
  if (!parent) return undefined;
  const target = resourceRegistry.find((d) => d.name === hintsOf(definition)[parent.field]?.references);
  if (!target) throw new Error(`${definition.name}: parent ${parent.field} points nowhere`);
  const existing = await apiList(page, target, workspace);
  if (existing[0]) return Number(existing[0].id);
  return Number((await apiCreate(page, target, workspace, sampleCreateInput(target, seed))).id);
}

const titleOf = (definition: AnyResourceDefinition, values: Record<string, unknown>) =>
  (definition.titleFields as readonly string[]).map((f) => values[f]).filter(Boolean).join(' ');

/**
 * At phone width the whole flow runs for the resources that together cover every screen shape (create on a page or in
 * a dialog; a row opening a show page, an edit page or a dialog; a list under a parent record or not) and every
 * field kind; the others, whose steps would repeat those exactly, check their list and filled form at 375 px and stop
 * before saving (the flow itself runs for them at desktop width). CI's time goes further that way (docs/benchmarks.md).
 */
function phoneFlowResources(definitions: readonly AnyResourceDefinition[]): Set<string> {
  const shapes = new Set<string>();
  const kinds = new Set<string>();
  const chosen = new Set<string>();
  for (const definition of definitions) {
    const shape = [
      resourcePagePattern(definition, 'create') ? 'page' : 'dialog',
      resourcePagePattern(definition, 'show') ? 'show' : resourcePagePattern(definition, 'edit') ? 'edit' : 'dialog',
      definition.screens.parent ? 'parent' : 'top',
    ].join('|');
    const fieldKinds = formFields(definition).map((field) => hintsOf(definition)[field]!.kind);
    if (shapes.has(shape) && fieldKinds.every((kind) => kinds.has(kind))) continue;
    chosen.add(definition.name);
    shapes.add(shape);
    for (const kind of fieldKinds) kinds.add(kind);
  }
  return chosen;
}
const wholeFlowOnPhones = phoneFlowResources(resourceRegistry as readonly AnyResourceDefinition[]);

for (const definition of resourceRegistry as readonly AnyResourceDefinition[]) {
  const text = labels.resource(definition.name);

  test(`${definition.name}: create, find, edit and delete through the generic screens`, async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo);
    const seed = seedFor(mobile);
    const workspace = await ownerInCentre(page);
    const parentId = await parentIdFor(page, definition, workspace, seed);
    const parentField = definition.screens.parent?.field;
    const values = sampleCreateInput(definition, seed, parentField && parentId ? { [parentField]: parentId } : {});
    const title = titleOf(definition, values);
    const titleField = (definition.titleFields as readonly string[])[0]!;

    // The list page.
    const listPath = resourcePagePath(definition, 'list', { ...workspace, parentId });
    expect(listPath, 'list path').not.toBeNull();
    await page.goto(listPath!);
    const newButton = page.getByRole('button', { name: text.new, exact: true }).first();
    await expect(newButton).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(page, testInfo, `crud-${definition.name}-list`);

    // Create through the form (a page or a dialog over the list).
    await newButton.click();
    const form = page.getByRole('form', { name: text.new });
    await expect(form).toBeVisible();
    await fillForm(page, definition, values, workspace);
    await snap(page, testInfo, `crud-${definition.name}-form`);
    if (mobile && !wholeFlowOnPhones.has(definition.name)) return;
    await form.getByRole('button', { name: labels.engine('save') }).click();
    await expect(page.getByText(`Created: ${title}`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${listPath!.replace(/[?]/g, '\\?')}(\\?|$)`));
    // What the form sent is what was typed: every sampled value came back from the server as it was given.
    const [saved] = await apiFind(page, definition, workspace, titleField, String(values[titleField]));
    for (const field of formFields(definition)) {
      const kind = hintsOf(definition)[field]!.kind;
      if (values[field] === null || kind === 'reference' || kind === 'references') continue;
      const expected = (definition.createSchema.shape as Record<string, { parse: (v: unknown) => unknown }>)[field]!.parse(values[field]);
      expect(saved?.[field], field).toEqual(expected);
    }
    for (const field of ruleFields(definition.rules, values).emptied) expect(isEmptyValue(saved?.[field]), field).toBe(true);

    // Find it with the filter bar: the first title field contains the sample value.
    await page.getByRole('button', { name: labels.engine('filters.title') }).click();
    await page.getByRole('button', { name: labels.engine('filters.add') }).click();
    const condition = page.getByTestId('filter-condition').last();
    await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.field') }), text.field(titleField));
    await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.matchMode') }), labels.matchMode('contains'));
    await condition.getByRole('textbox', { name: `Value of ${text.field(titleField)}` }).fill(String(values[titleField]));
    await expect(page).toHaveURL(/filters=/);
    const rows = () => (mobile ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') }));
    await expect(rows()).toHaveCount(1);
    await expect(rows().first()).toContainText(String(values[titleField]));
    await snap(page, testInfo, `crud-${definition.name}-filtered`);
    // The CSV export holds what the list shows, with translated headers.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: labels.engine('csv.export') }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(header).toContain(text.field(titleField));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(String(values[titleField]));

    // The list's state lives in the URL: a reload brings the same filtered list back.
    await page.reload();
    await expect(rows()).toHaveCount(1);
    await expect(page.getByTestId('filter-condition')).toHaveCount(1);

    // A row opens the record: its show page, else its edit page, else the edit dialog.
    await (mobile ? rows().first().getByRole('button').first() : rows().first().getByRole('gridcell').first()).click();
    const id = Number(saved?.id);
    const showPath = resourcePagePath(definition, 'show', { ...workspace, id });
    const editPath = resourcePagePath(definition, 'edit', { ...workspace, id });
    if (showPath || editPath) {
      // A record card with tabs may go on to its first tab (the client card's overview on wide screens).
      await expect(page).toHaveURL(new RegExp(`${(showPath ?? editPath)!}(/[\\w-]+)?$`));
      if (showPath && !resourcePageNode(definition, 'show')?.children) {
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await snap(page, testInfo, `crud-${definition.name}-show`);
      }
      await page.goBack();
    } else {
      const dialog = page.getByRole('form', { name: text.edit });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: labels.engine('cancel') }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(rows()).toHaveCount(1);

    // Edit: the title field gets a suffix (still found by the same filter).
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('form', { name: text.edit });
    await expect(editForm).toBeVisible();
    const edited = `${String(values[titleField])} edited`;
    const titleInput = editForm.getByRole('textbox', { name: text.field(titleField), exact: true });
    await expect(titleInput).toHaveValue(String(values[titleField]));
    await titleInput.fill(edited);
    await editForm.getByRole('button', { name: labels.engine('save') }).click();
    const editedTitle = titleOf(definition, { ...values, [titleField]: edited });
    await expect(page.getByText(`Saved: ${editedTitle}`)).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(rows()).toHaveCount(1);
    await expect(rows().first()).toContainText(edited);

    // Delete after confirming.
    await page.getByRole('button', { name: `Delete ${editedTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${editedTitle}”?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: labels.engine('delete') }).click();
    await expect(page.getByText(`Deleted: ${editedTitle}`)).toBeVisible();
    await expect(page.getByText(labels.engine('emptyFiltered'))).toBeVisible();
    await expect(rows()).toHaveCount(0);
  });
}

for (const definition of (resourceRegistry as readonly AnyResourceDefinition[]).filter((d) => d.live && d.scope === 'branch')) {
  test(`${definition.name}: an open list shows a record created elsewhere at once`, async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo);
    const workspace = await ownerInCentre(page);
    const values = sampleCreateInput(definition, seedFor(mobile) + 7);
    const titleField = (definition.titleFields as readonly string[])[0]!;
    const filters = JSON.stringify({ combiner: 'and', conditions: [{ field: titleField, matchMode: 'contains', value: values[titleField] }] });
    await page.goto(`${resourcePagePath(definition, 'list', workspace)!}?${new URLSearchParams({ filters }).toString()}`);
    await expect(page.getByText(labels.engine('emptyFiltered'))).toBeVisible();
    // Another tab or person creates it: the server announces resource:changed on the branch's channel.
    const created = await apiCreate(page, definition, workspace, values);
    const found = mobile ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText(String(values[titleField]));
    await apiCall(page, 'DELETE', `${resourceApiPath(definition, workspace)}/${String(created.id)}`);
    await expect(page.getByText(labels.engine('emptyFiltered'))).toBeVisible();
  });
}

for (const definition of (resourceRegistry as readonly AnyResourceDefinition[]).filter((d) => d.rules.length > 0)) {
  test(`${definition.name}: the choice a rule depends on decides which inputs the form shows; hidden ones are sent empty`, async ({ page }, testInfo) => {
    const seed = seedFor(isMobile(testInfo)) + 13;
    const text = labels.resource(definition.name);
    const workspace = await ownerInCentre(page);
    const parentId = await parentIdFor(page, definition, workspace, seed);
    const parentField = definition.screens.parent?.field;
    const refs = parentField && parentId ? { [parentField]: parentId } : {};
    await page.goto(resourcePagePath(definition, 'list', { ...workspace, parentId })!);
    await page.getByRole('button', { name: text.new, exact: true }).first().click();
    const form = page.getByRole('form', { name: text.new });
    await expect(form).toBeVisible();

    // Each rule's case in turn: what it requires is shown (and typed into), what it empties is not there.
    const cases = definition.rules.map((_, index) => sampleCreateInput(definition, seed, refs, { ruleCase: index }));
    for (const [index, values] of cases.entries()) {
      const { when } = definition.rules[index]!;
      await fillField(page, definition, when.field, when.equals, workspace);
      const { required, emptied } = ruleFields(definition.rules, values);
      for (const field of emptied) await expect(inputNamed(form, text.field(field)), field).toHaveCount(0);
      if (index === 0) {
        // Saved with what the rule requires left empty: the message sits on that input.
        await form.getByRole('button', { name: labels.engine('save') }).click();
        for (const field of required) await expect(inputNamed(form, text.field(field)).first(), field).toHaveAttribute('aria-invalid', 'true');
        await snap(page, testInfo, `crud-${definition.name}-form-rule-required`);
      }
      for (const field of required) {
        await expect(inputNamed(form, text.field(field)).first(), field).toBeVisible();
        await fillField(page, definition, field, values[field], workspace);
      }
      await snap(page, testInfo, `crud-${definition.name}-form-${when.field}-${String(when.equals)}`);
    }

    // Saved in the last case: what was typed for the earlier ones is not sent.
    const last = cases.at(-1)!;
    await fillForm(page, definition, last, workspace);
    await form.getByRole('button', { name: labels.engine('save') }).click();
    await expect(page.getByText(`Created: ${titleOf(definition, last)}`)).toBeVisible();
    const titleField = (definition.titleFields as readonly string[])[0]!;
    const [saved] = await apiFind(page, definition, workspace, titleField, String(last[titleField]));
    const { required, emptied } = ruleFields(definition.rules, last);
    for (const field of emptied) expect(isEmptyValue(saved?.[field]), field).toBe(true);
    for (const field of required) expect(isEmptyValue(saved?.[field]), field).toBe(false);
    await apiCall(page, 'DELETE', `${resourceApiPath(definition, workspace)}/${String(saved?.id)}`);
  });
}

test('a stale edit offers to reload, and leaving a changed form asks first', async ({ page }, testInfo) => {
  // The first definition with an edit page: no per-resource code, only what the registry offers.
  const definition = (resourceRegistry as readonly AnyResourceDefinition[]).find(
    (d) => resourcePagePath(d, 'edit', { orgId: 1, branchId: 1, id: 1 }) && !d.screens.parent,
  )!;
  const text = labels.resource(definition.name);
  const titleField = (definition.titleFields as readonly string[])[0]!;
  const workspace = await ownerInCentre(page);
  const record = await apiCreate(page, definition, workspace, sampleCreateInput(definition, seedFor(isMobile(testInfo)) + 11));
  const path = `${resourceApiPath(definition, workspace)}/${String(record.id)}`;
  // The form is opened from the list, inside the app, so the browser's Back below stays in the app too.
  const title = recordTitle(definition, record);
  await page.goto(`${resourcePagePath(definition, 'list', workspace)!}?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: labels.engine('editNamed').replace('{{name}}', title) }).first().click();
  await expect(page).toHaveURL(new RegExp(`${resourcePagePath(definition, 'edit', { ...workspace, id: Number(record.id) })!}$`));
  const form = page.getByRole('form', { name: text.edit });
  const input = form.getByRole('textbox', { name: text.field(titleField), exact: true });
  await expect(input).toHaveValue(String(record[titleField]));

  // Someone else saves first: ours was read at an older version.
  await apiCall(page, 'PATCH', path, { [titleField]: `${String(record[titleField])} theirs`, version: record.version });
  await input.fill(`${String(record[titleField])} mine`);
  await form.getByRole('button', { name: labels.engine('save') }).click();
  const stale = form.getByRole('alert').filter({ hasText: labels.engine('staleVersion') });
  await expect(stale).toBeVisible();
  await snap(page, testInfo, 'crud-stale-version');
  await stale.getByRole('button', { name: labels.engine('reload') }).click();
  await expect(input).toHaveValue(`${String(record[titleField])} theirs`);

  // A changed form asks before the app navigates away; staying keeps what was typed.
  await input.fill(`${String(record[titleField])} unsaved`);
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('tab').first().click();
  await expect.poll(() => asked).toBe(labels.engine('unsavedChanges'));
  await expect(input).toHaveValue(`${String(record[titleField])} unsaved`);
  // So does the browser's Back: staying puts the address back and keeps what was typed.
  const editUrl = page.url();
  asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toBe(labels.engine('unsavedChanges'));
  await expect(page).toHaveURL(editUrl);
  await expect(input).toHaveValue(`${String(record[titleField])} unsaved`);
  await form.getByRole('button', { name: labels.engine('save') }).click();
  await expect(page.getByText(`Saved: ${String(record[titleField])} unsaved`, { exact: false })).toBeVisible();
  await apiCall(page, 'DELETE', path);
});

/** A field's input by its accessible name, whatever its kind (a required one's label ends in an aria-hidden *). */
const inputNamed = (form: Locator, name: string) =>
  (['textbox', 'combobox', 'group', 'checkbox'] as const).map((role) => form.getByRole(role, { name, exact: true })).reduce((a, b) => a.or(b));

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types the sample values into the form's inputs, by each field's kind; references take their first option.
 * The fields the definition's rules decide on come first; the inputs those rules hide for the values are
 * left alone (the form sends them empty).
 */
async function fillForm(page: Page, definition: AnyResourceDefinition, values: Record<string, unknown>, workspace: Workspace) {
  const conditions = new Set(definition.rules.map((rule) => rule.when.field));
  const { emptied } = ruleFields(definition.rules, values);
  const fields = formFields(definition).filter((field) => !emptied.has(field));
  for (const field of [...fields.filter((f) => conditions.has(f)), ...fields.filter((f) => !conditions.has(f))]) {
    await fillField(page, definition, field, values[field], workspace);
  }
}

async function fillField(page: Page, definition: AnyResourceDefinition, field: string, value: unknown, workspace: Workspace) {
  const hint = hintsOf(definition)[field]!;
  const text = labels.resource(definition.name);
  const label = text.field(field);
  const form = page.getByRole('form');
  switch (hint.kind) {
    case 'boolean':
      await form.getByLabel(label, { exact: true }).setChecked(value === true);
      break;
    case 'enum':
      if (typeof value === 'string') await chooseOption(page, form.getByRole('combobox', { name: label }), text.option(field, value));
      break;
    case 'dialCode':
      if (typeof value === 'string') await chooseOption(page, form.getByRole('combobox', { name: label }), value);
      break;
    case 'duration': {
      const minutes = Number(value);
      await form.getByRole('textbox', { name: `${label}: hours` }).fill(String(Math.floor(minutes / 60)));
      await form.getByRole('textbox', { name: `${label}: min` }).fill(String(minutes % 60));
      break;
    }
    case 'date':
      if (typeof value === 'string') await typeDate(page, form, field, label, value);
      break;
    case 'reference':
    case 'references':
      await pickFirstReference(page, definition, field, label, workspace);
      break;
    default:
      if (value !== null && value !== undefined) await form.getByRole('textbox', { name: label, exact: true }).fill(String(value));
  }
}

/**
 * The MUI X date field takes the digits of each section; the sections' order follows the branch's country (day
 * first on the Serbian demo branches), so each is typed by its name.
 */
async function typeDate(page: Page, form: ReturnType<Page['getByRole']>, field: string, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  const group = form.getByRole('group', { name: label });
  for (const [section, digits] of [['Day', day], ['Month', month], ['Year', year]] as const) {
    await group.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(digits, { delay: 30 });
  }
  await expect(form.locator(`input[name="${field}"]`)).toHaveValue(new RegExp(`${day}.${month}.${year}|${month}.${day}.${year}`));
}

async function pickFirstReference(page: Page, definition: AnyResourceDefinition, field: string, label: string, workspace: Workspace) {
  const input = page.getByRole('form').getByRole('combobox', { name: label });
  const current = await input.inputValue();
  if (current) return;
  const target = resourceRegistry.find((d) => d.name === hintsOf(definition)[field]?.references);
  // A referenced list that is empty gets a record first, through the API.
  if (target && (await apiList(page, target, workspace)).length === 0) {
    await apiCreate(page, target, workspace, sampleCreateInput(target, Date.now() % 1000));
  }
  await input.click();
  await page.getByRole('option').first().click();
  if (hintsOf(definition)[field]?.kind === 'references') await page.keyboard.press('Escape');
}

test('the filter bar narrows a list with a range and a choice of several values', async ({ page }, testInfo) => {
  // The first definition whose form sets a number that takes `between` and a choice that takes `in` (and no
  // rule decides on the number): the registry, not the test, names the resource.
  const ruled = (d: AnyResourceDefinition) => new Set(d.rules.flatMap((r) => [r.when.field, ...(r.require ?? []), ...(r.empty ?? [])]));
  const numberField = (d: AnyResourceDefinition) =>
    formFields(d).find((f) => ['integer', 'money'].includes(hintsOf(d)[f]!.kind) && hintsOf(d)[f]!.filter?.includes('between') && !ruled(d).has(f));
  const choiceField = (d: AnyResourceDefinition) => formFields(d).find((f) => hintsOf(d)[f]!.kind === 'enum' && hintsOf(d)[f]!.filter?.includes('in'));
  const definition = (resourceRegistry as readonly AnyResourceDefinition[]).find((d) => !d.screens.parent && numberField(d) && choiceField(d))!;
  expect(definition, 'a resource with a ranged number and a choice').toBeDefined();
  const [numeric, choice] = [numberField(definition)!, choiceField(definition)!];
  const titleField = (definition.titleFields as readonly string[])[0]!;
  const text = labels.resource(definition.name);
  const workspace = await ownerInCentre(page);

  // Three records under one new word, with consecutive sample values (the choice alternates between them).
  const seed = seedFor(isMobile(testInfo)) + 21;
  const word = `Ranged${seed}`;
  const records = [];
  for (const offset of [0, 1, 2]) {
    const values = sampleCreateInput(definition, seed + offset);
    records.push(await apiCreate(page, definition, workspace, { ...values, [titleField]: `${word} ${offset}` }));
  }
  const group: FilterGroup = {
    combiner: 'and',
    conditions: [
      { field: titleField, matchMode: 'contains', value: word },
      { field: numeric, matchMode: 'between', value: [records[1]![numeric] as number, records[2]![numeric] as number] },
      { field: choice, matchMode: 'in', value: [records[1]![choice] as string] },
    ],
  };
  const expected = filterRecords(definition, records, group);
  expect(expected.length, 'the conditions narrow the three records').toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(3);

  await page.goto(resourcePagePath(definition, 'list', workspace)!);
  await page.getByRole('button', { name: labels.engine('filters.title') }).click();
  const addCondition = async (field: string, mode: string) => {
    // The new row by its place, once it is there: `.last()` before it renders is the row above, whose field would change.
    const rows = page.getByTestId('filter-condition');
    const count = await rows.count();
    await page.getByRole('button', { name: labels.engine('filters.add') }).click();
    await expect(rows).toHaveCount(count + 1);
    const condition = rows.nth(count);
    await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.field') }), text.field(field));
    await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.matchMode') }), labels.matchMode(mode));
    return condition;
  };
  const named = await addCondition(titleField, 'contains');
  await named.getByRole('textbox', { name: `Value of ${text.field(titleField)}` }).fill(word);
  const ranged = await addCondition(numeric, 'between');
  await ranged.getByLabel(labels.engine('filters.from')).fill(String(records[1]![numeric]));
  await ranged.getByLabel(labels.engine('filters.to')).fill(String(records[2]![numeric]));
  const chosen = await addCondition(choice, 'in');
  await chooseOption(page, chosen.getByRole('combobox', { name: `Value of ${text.field(choice)}` }), text.option(choice, String(records[1]![choice])));
  await page.keyboard.press('Escape');

  const rows = () => (isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') }));
  await expect(rows()).toHaveCount(expected.length);
  for (const record of expected) await expect(page.getByText(String(record[titleField]), { exact: true })).toBeVisible();
  await snap(page, testInfo, 'crud-filter-between-in');
  const sent = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as FilterGroup;
  expect(sent.conditions.map((c) => c.matchMode)).toEqual(['contains', 'between', 'in']);
  for (const record of records) await apiCall(page, 'DELETE', `${resourceApiPath(definition, workspace)}/${String(record.id)}`);
});
