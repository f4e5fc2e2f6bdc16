import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useDataProvider, useInvalidate, useNotification, type BaseRecord } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lockedAtDefault, lockedFieldsOf } from '@/schema/resource-access';
import { formFields, type AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { createFormValues, editFormValues, hintOf, isRequiredField, recordTitle, type RecordValues } from './field-values';
import { withRules } from './form-rules';
import { httpErrorOf, placeServerErrors } from './http-errors';
import { withPhones } from './form-phones';
import { FieldInput, type FieldInputProps } from './inputs/field-input';
import { useFormMoneyCurrency } from './use-branch-names';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { useResourceApiPath } from './use-resource-api-path';
import { useResourceLabels } from './use-resource-labels';
import { useResourceRecord } from './use-resource-record';
import { useRuleFields } from './use-rule-fields';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { translateFieldMessage } from './validation-messages';

export type ResourceFormProps = {
  definition: AnyResourceDefinition;
  mode: 'create' | 'edit';
  /** The record to edit. */
  id?: number | string;
  /** Values a new record starts with (a parent id); writable fields the form does not show are sent too. */
  defaultValues?: RecordValues;
  onSaved?: (record: RecordValues) => void;
  onCancel?: () => void;
};

/** Create or edit one record: the definition's inputs, validated by its create / update schema. */
export function ResourceForm(props: ResourceFormProps) {
  const { definition, mode, id } = props;
  const { t } = useTranslation('resources');
  const loaded = useResourceRecord(definition, mode === 'edit' ? id : undefined);
  if (mode === 'create') return <ResourceFormBody {...props} initial={createFormValues(definition, props.defaultValues)} />;
  if (loaded.isError) {
    const notFound = loaded.error?.statusCode === 404;
    return (
      <ErrorState
        title={notFound ? t('engine.notFound') : t('engine.loadFailed')}
        message={notFound ? undefined : loaded.error?.message}
        retryLabel={notFound ? undefined : t('engine.retry')}
        onRetry={notFound ? undefined : () => void loaded.refetch()}
      />
    );
  }
  if (!loaded.record) return <FormSkeleton rows={formFields(definition).length} />;
  return (
    <ResourceFormBody
      key={String(id)}
      {...props}
      initial={editFormValues(definition, loaded.record)}
      reload={async () => {
        const fresh = await loaded.refetch();
        return fresh.data ?? null;
      }}
    />
  );
}

function FormSkeleton({ rows }: { rows: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2.5 }}>
      {Array.from({ length: Math.min(rows, 6) }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={52} />
      ))}
    </Box>
  );
}

/**
 * POST or PATCH through the data provider, then Refine's invalidation of the resource's lists and records
 * (Refine's own useCreate / useUpdate would put more of Refine's core in the shell's first chunk).
 */
function useSave(resource: string, mode: 'create' | 'edit', id: number | string | undefined) {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  return useMutation<RecordValues, unknown, RecordValues>({
    mutationFn: async (values) => {
      const provider = dataProvider();
      const response =
        mode === 'create'
          ? await provider.create<BaseRecord>({ resource, variables: values })
          : await provider.update<BaseRecord>({ resource, id: id ?? '', variables: values });
      return response.data as RecordValues;
    },
    onSuccess: () =>
      invalidate({ resource, invalidates: mode === 'create' ? ['list', 'many'] : ['list', 'many', 'detail'], id }),
  });
}

type BodyProps = ResourceFormProps & {
  initial: RecordValues;
  /** Reads the record again (after a conflict); edit mode only. */
  reload?: () => Promise<RecordValues | null>;
};

/** A phone number (its country code beside it), a long text and a list of references take the whole row. */
const wide = (definition: AnyResourceDefinition, field: string) => {
  const kind = hintOf(definition, field)?.kind;
  return kind === 'phone' || kind === 'multiline' || kind === 'references';
};

function ResourceFormBody({ definition, mode, id, initial, reload, onSaved, onCancel }: BodyProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const resource = useResourceApiPath(definition);
  const { open } = useNotification();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const schema = (mode === 'create' ? definition.createSchema : definition.updateSchema) as unknown as z.ZodType<RecordValues, RecordValues>;
  const phoneCountry = usePhoneCountry();
  const { control, handleSubmit, setError, reset, formState } = useForm<RecordValues>({
    resolver: withRules(definition, withPhones(definition, phoneCountry, zodResolver(schema) as Resolver<RecordValues>)),
    defaultValues: initial,
  });
  // Inputs the definition's rules empty for the current choice are hidden (and sent empty, see withRules).
  const ruled = useRuleFields(definition, control);
  const fields = formFields(definition).filter((field) => !ruled.emptied.has(field));
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful, t('engine.unsavedChanges'));
  const save = useSave(resource, mode, id);
  const moneyCurrency = useFormMoneyCurrency(definition, control);
  // A field the licence keeps at its default stays switched as it comes; one away from it may still go back.
  const access = useWorkspace()?.access ?? null;
  const locked = useMemo(
    () => new Set((access ? lockedFieldsOf(definition, access) : []).filter((field) => lockedAtDefault(definition, field, initial[field]))),
    [access, definition, initial],
  );

  const onInvalid = (errors: FieldErrors<RecordValues>) => {
    // A value the form does not show (a parent id) is wrong: no input can say so.
    const hidden = Object.keys(errors).filter((key) => !fields.includes(key));
    setFormError(hidden.length > 0 ? t('engine.hiddenInvalid', { fields: hidden.map(labels.field).join(', ') }) : null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setConflict(false);
    try {
      const saved = await save.mutateAsync(values);
      guard.release();
      reset(mode === 'edit' ? editFormValues(definition, saved) : values);
      open?.({
        type: 'success',
        message: t(mode === 'create' ? 'engine.created' : 'engine.saved', { name: recordTitle(definition, saved)}),
      });
      onSaved?.(saved);
    } catch (error) {
      const http = httpErrorOf(error);
      if (http.statusCode === 409 && http.code === 'stale_version') {
        setConflict(true);
        return;
      }
      const placed = placeServerErrors(http, setError, fields);
      if (!placed) setFormError(translateFieldMessage(t, http.message) ?? t('engine.genericError'));
    }
  }, onInvalid);

  const reloadRecord = async () => {
    const fresh = await reload?.();
    if (fresh) reset(editFormValues(definition, fresh));
    setConflict(false);
  };

  const inputFor = (field: string): FieldInputProps => ({ definition, field, value: undefined, onChange: () => {} });
  const required = (field: string) => isRequiredField(definition, field) || ruled.required.has(field);
  // An empty required input says "required", whatever format the schema would have wanted.
  const messageFor = (field: string, value: unknown, message: string | undefined) =>
    message && (value === '' || value === null || value === undefined) && required(field)
      ? t('engine.validation.required')
      : translateFieldMessage(t, message);
  const controlled = (field: string) => (
    <Controller
      key={field}
      control={control}
      name={field}
      render={({ field: input, fieldState }) => {
        const props: FieldInputProps = {
          ...inputFor(field),
          value: input.value,
          onChange: input.onChange,
          onBlur: input.onBlur,
          required: required(field),
          error: messageFor(field, input.value, fieldState.error?.message),
          disabled: formState.isSubmitting || locked.has(field),
          note: locked.has(field) ? t('engine.planLocked') : undefined,
          currency: moneyCurrency(field),
        };
        return <FieldInput {...props} />;
      }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={mode === 'create' ? labels.newOne : labels.editOne} sx={{ display: 'grid', gap: 2.5 }}>
      {conflict ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void reloadRecord()}>
              {t('engine.reload')}
            </Button>
          }
        >
          {t('engine.staleVersion')}
        </Alert>
      ) : null}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {fields.map((field) => (
          <Box key={field} sx={{ gridColumn: wide(definition, field) ? '1 / -1' : undefined, minWidth: 0 }}>
            {controlled(field)}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button
            type="button"
            onClick={() => {
              guard.release();
              onCancel();
            }}
          >
            {t('engine.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('engine.saving') : t('engine.save')}
        </Button>
      </Box>
    </Box>
  );
}
