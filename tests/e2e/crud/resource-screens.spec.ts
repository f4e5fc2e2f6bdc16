import { expect, test, type Page } from '@playwright/test';
import { formFields, type AnyResourceDefinition } from '../../../src/schema/resource-definition';
import { resourceRegistry } from '../../../src/schema/resources';
import { resourceApiPath, resourcePagePath } from '../../../src/resources/engine/resource-paths';
import { sampleCreateInput } from '../../helpers/resource-samples';
import { isMobile, signIn, snap } from '../support/flows';
import { apiCall, apiCreate, apiList, demoWorkspace, englishLabels, hintsOf, type Workspace } from './resource-flows';

/**
 * Generated from the registry: for every resource definition, as the demo owner in "Demo Salons" /
 * "Centre", open its list page, create a record through its form (sample values), find it with the filter
 * bar, change its title and delete it after confirming. No per-resource code: the definition, its English
 * labels and the sample values decide every step.
 */

const labels = englishLabels();

const seedFor = (mobile: boolean) => (Date.now() % 900_000) * 2 + (mobile ? 1 : 0);

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

for (const definition of resourceRegistry as readonly AnyResourceDefinition[]) {
  const text = labels.resource(definition.name);

  test(`${definition.name}: create, find, edit and delete through the generic screens`, async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo);
    const seed = seedFor(mobile);
    await signIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
    const workspace = await demoWorkspace(page);
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
    await form.getByRole('button', { name: labels.engine('save') }).click();
    await expect(page.getByText(`Created: ${title}`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${listPath!.replace(/[?]/g, '\\?')}(\\?|$)`));

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
    // The list's state lives in the URL: a reload brings the same filtered list back.
    await page.reload();
    await expect(rows()).toHaveCount(1);
    await expect(page.getByTestId('filter-condition')).toHaveCount(1);

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
    await signIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
    const workspace = await demoWorkspace(page);
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

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types the sample values into the form's inputs, by each field's kind; references take their first option. */
async function fillForm(page: Page, definition: AnyResourceDefinition, values: Record<string, unknown>, workspace: Workspace) {
  const hints = hintsOf(definition);
  const text = labels.resource(definition.name);
  const form = page.getByRole('form');
  for (const field of formFields(definition)) {
    const hint = hints[field]!;
    const label = text.field(field);
    const value = values[field];
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
}

/** The MUI X date field takes the digits of its sections (month, day, year in English) one after another. */
async function typeDate(page: Page, form: ReturnType<Page['getByRole']>, field: string, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await form.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`, { delay: 30 });
  await expect(form.locator(`input[name="${field}"]`)).toHaveValue(`${month}/${day}/${year}`);
}

async function pickFirstReference(page: Page, definition: AnyResourceDefinition, field: string, label: string, workspace: Workspace) {
  const input = page.getByRole('form').getByRole('combobox', { name: label });
  const current = await input.inputValue();
  if (current) return;
  const target = resourceRegistry.find((d) => d.name === hintsOf(definition)[field]?.references);
  // A referenced list that is empty gets a record first, through the API.
  if (target && (await apiList(page, target, workspace)).length === 0) {
    await apiCreate(page, target, workspace, sampleCreateInput(target, Date.now() % 100_000));
  }
  await input.click();
  await page.getByRole('option').first().click();
  if (hintsOf(definition)[field]?.kind === 'references') await page.keyboard.press('Escape');
}
