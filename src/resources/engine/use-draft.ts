import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

type DraftOptions<T> = {
  /** How long typing must pause before the draft is handed on. */
  delayMs: number;
  /** Whether two values are the same (a module-level function: it is an effect's dependency). */
  same?: (a: T, b: T) => boolean;
  /** What is handed on for a draft (trimmed text, say); module-level too. */
  settle?: (draft: T) => T;
};

const identity = <T,>(value: T) => value;

/**
 * What is being typed, kept here and handed to `onChange` once typing pauses, so the URL and the query do not
 * change with every key. A change of `value` from outside (clear filters, the back button) replaces the draft.
 */
export function useDraft<T>(value: T, onChange: (value: T) => void, { delayMs, same = Object.is, settle = identity }: DraftOptions<T>): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(value);
  const emitted = useRef(value);

  useEffect(() => {
    if (same(value, emitted.current)) return;
    emitted.current = value;
    setDraft(value);
  }, [value, same]);

  useEffect(() => {
    const next = settle(draft);
    if (same(next, emitted.current)) return;
    const timer = setTimeout(() => {
      emitted.current = next;
      onChange(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, onChange, same, settle, delayMs]);

  return [draft, setDraft];
}
