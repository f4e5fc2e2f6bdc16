import { useRef, useState } from 'react';
import type { ErrorEnvelope } from '@/schema/protocol';
import { saveFailureOf, type SaveFailure } from './save-failure';

type Issues = NonNullable<ErrorEnvelope['issues']>;

/**
 * Runs a drawer's write and keeps why it was refused. After "outside the hours" the same values are sent
 * again with the confirmation; field issues go back to the form through `onFields`. A write the server took
 * but whose answer says nothing was done (a group class refused on every date) is refused by `onSaved`
 * returning the failure to show.
 */
export function useGuardedSave<Values, Result>(
  write: (values: Values, confirmOutsideWorkingHours: boolean) => Promise<Result>,
  onSaved: (result: Result) => SaveFailure | void,
  onFields?: (issues: Issues) => void,
) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const last = useRef<Values | null>(null);

  const run = async (values: Values, confirmed: boolean) => {
    last.current = values;
    setFailure(null);
    setSaving(true);
    try {
      const refused = onSaved(await write(values, confirmed));
      if (refused) setFailure(refused);
    } catch (error) {
      const refused = saveFailureOf(error);
      if (refused.kind === 'fields') onFields?.(refused.issues);
      setFailure(refused);
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    failure,
    save: (values: Values) => run(values, false),
    confirm: () => (last.current === null ? undefined : void run(last.current, true)),
    dismiss: () => setFailure(null),
  };
}
