import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { decodeListState, encodeListState, initialListState, type ListState } from '../list-url-state';

/**
 * The list's state: in the URL query for a page's main list (reload and back bring it back), in memory
 * for a list embedded in another screen (several lists on one page must not share the query).
 * Changing what is listed (search, filters, sort, page size) goes back to the first page.
 * `created` (a record just made, shown first) lasts until the next change.
 */
export function useListState(
  definition: AnyResourceDefinition,
  inUrl: boolean,
): [ListState, (patch: Partial<ListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<ListState>(initialListState);
  const fromUrl = useMemo(() => decodeListState(searchParams, definition), [searchParams, definition]);
  const state = inUrl ? fromUrl : local;

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const resetsPage = ['q', 'filters', 'sort', 'perPage'].some((key) => key in patch) && !('page' in patch);
      // Any other change of what is listed (a page turned, a search) lets a just-created record go back to its place.
      const merge = (current: ListState): ListState => ({ ...current, created: null, ...patch, ...(resetsPage ? { page: 1 } : {}) });
      if (!inUrl) {
        setLocal(merge);
        return;
      }
      setSearchParams(
        (current) => encodeListState(merge(decodeListState(current, definition)), current),
        { replace: true },
      );
    },
    [inUrl, setSearchParams, definition],
  );
  return [state, update];
}
