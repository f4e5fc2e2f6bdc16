import { useRef, type RefObject } from 'react';
import { insertVariable } from './template-editing';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A variable chip's click: `{{name}}` where the caret was in the field last focused among `usable` (at the end of the
 * body until the person has put the caret anywhere), then the focus back there with the caret after it.
 */
export function useVariableInsert<Field extends string>(options: {
  elements: Record<Field, RefObject<TextElement | null>>;
  text: Record<Field, string>;
  edit: (field: Field, value: string) => void;
  /** Where a variable goes before any field had the caret, or when the last one is not usable now. */
  fallback: Field;
  usable: readonly Field[];
}) {
  const target = useRef<{ field: Field; placed: Set<Field> }>({ field: options.fallback, placed: new Set() });
  return {
    insert(name: string) {
      const { elements, text, edit, fallback, usable } = options;
      const field = usable.includes(target.current.field) ? target.current.field : fallback;
      const element = elements[field].current;
      const end = text[field].length;
      const placed = target.current.placed.has(field) && element;
      const next = insertVariable(text[field], placed ? { start: element.selectionStart ?? end, end: element.selectionEnd ?? end } : { start: end, end }, name);
      edit(field, next.text);
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.caret, next.caret);
      });
    },
    /** The field's onFocus: variables go there from now on. */
    remember: (field: Field) => () => {
      target.current.field = field;
      target.current.placed.add(field);
    },
  };
}
