import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import type { Translate } from './field-format';

const systemFields = new Set(['id', 'version', 'createdAt', 'updatedAt']);

export type ResourceLabels = {
  t: Translate;
  /** The resource's name as a list ("Job titles"). */
  title: string;
  /** One record ("job title"). */
  one: string;
  /** "New job title": the create button and dialog. */
  newOne: string;
  /** "Edit job title": the edit dialog. */
  editOne: string;
  field: (field: string) => string;
  option: (field: string, option: string) => string;
};

/** The `resources` namespace: `<name>.title`, `.one`, `.new`, `.edit`, `.fields.<field>`, `.options.<field>.<value>`. */
export function useResourceLabels(definition: Pick<AnyResourceDefinition, 'name'>): ResourceLabels {
  const { t } = useTranslation('resources');
  const { name } = definition;
  return useMemo(
    () => ({
      t: (key, options) => t(key, options ?? {}),
      title: t(`${name}.title`),
      one: t(`${name}.one`),
      newOne: t(`${name}.new`),
      editOne: t(`${name}.edit`),
      field: (field) => (systemFields.has(field) ? t(`engine.systemFields.${field}`) : t(`${name}.fields.${field}`)),
      option: (field, option) => t(`${name}.options.${field}.${option}`, { defaultValue: option }),
    }),
    [t, name],
  );
}
