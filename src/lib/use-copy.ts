import { useNotification } from '@refinedev/core';
import { useCallback, useState } from 'react';

export type CopyOutcome = 'yes' | 'failed' | null;

/**
 * Copies a text to the clipboard and remembers how it went. Browsers refuse without permission or on an insecure
 * origin: then the field that shows the text, when given, is selected, so the person copies it by hand.
 */
export function useCopy() {
  const [copied, setCopied] = useState<CopyOutcome>(null);
  const copy = useCallback(async (text: string, field?: HTMLInputElement | null): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
      return true;
    } catch {
      field?.select();
      setCopied('failed');
      return false;
    }
  }, []);
  const forget = useCallback(() => setCopied(null), []);
  return { copied, copy, forget };
}

/** Copies a text and says how it went in a notification (for a value shown whole beside its button). */
export function useCopyWithNotice() {
  const { copy } = useCopy();
  const { open } = useNotification();
  return useCallback(
    async (text: string, notice: { copied: string; failed: string }) => {
      const done = await copy(text);
      open?.(done ? { type: 'success', message: notice.copied } : { type: 'error', message: notice.failed });
    },
    [copy, open],
  );
}
