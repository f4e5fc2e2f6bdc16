import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { invalidPhoneMessage } from '@/schema/phone';

/** A schema's problems by field path (`phones.0`), its sentence as the message: the form's own check before saving. */
export function problemsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/**
 * The problems said in the person's language: the schemas' codes (`website_invalid`) have sentences here; the phone
 * check's sentence is the app's one rule's (src/schema/phone.ts), said as ours; anything else is shown as it came.
 */
export function useProblemWords() {
  const { t } = useTranslation('branchProfile');
  return (problems: Record<string, string>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(problems).map(([field, code]) => {
        const key = code === invalidPhoneMessage ? 'invalid_phone' : code;
        return [field, /^[a-z_]+$/.test(key) ? t(`errors.${key}`, { defaultValue: code }) : code];
      }),
    );
}

/** The Presence profile forms' frame: the failure, the fields, and Save when the person may edit. */
export function ProfileForm(props: { label: string; failure: string | null; editable: boolean; saving: boolean; dirty: boolean; onSubmit: () => void; children: ReactNode }) {
  const { t } = useTranslation('branchProfile');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={props.label} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      {props.failure ? <Alert severity="error">{props.failure}</Alert> : null}
      {props.children}
      {props.editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={props.saving || !props.dirty}>
            {t(props.saving ? 'saving' : 'save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
