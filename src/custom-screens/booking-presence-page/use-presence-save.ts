import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toHttpError } from '@/providers/data-provider';
import { problemsByField } from '@/custom-screens/online-booking/setting-problems';
import type { SettingSaveOutcome } from '@/custom-screens/online-booking/use-page-setting';

/**
 * A Presence form's save: the saving flag, the server's problems by field (its codes, said in the screen's words) and
 * any other failure as a sentence; a stale save is said by the setting's hook, which reads the part again.
 */
export function usePresenceSave<T>(savedMessage: string) {
  const { t } = useTranslation('bookingPresence');
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (save: () => Promise<SettingSaveOutcome<T>>) => {
    setFailure(null);
    setSaving(true);
    const outcome = await save();
    setSaving(false);
    if (outcome.saved) return void open?.({ type: 'success', message: savedMessage });
    if (outcome.stale) return;
    const http = toHttpError(outcome.error);
    const named = problemsByField(http.errors);
    if (Object.keys(named).length > 0) setServerProblems(named);
    else setFailure(http.message);
  };
  /** A field's problem in words: the schema's codes have sentences; a server sentence is shown as it is. */
  const say = (code: string | undefined) => (code ? t(`errors.${code}`, { defaultValue: code }) : undefined);
  return { saving, serverProblems, clearServerProblems: () => setServerProblems({}), failure, run, say };
}
