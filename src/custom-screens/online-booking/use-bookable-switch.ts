import { useDataProvider, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { lockedFieldsOf } from '@/schema/resource-access';
import { useWorkspace } from '@/components/session/use-workspace';
import { useTranslation } from 'react-i18next';
import { employeesResource } from '@/schema/resources/employees';
import { servicesResource } from '@/schema/resources/services';
import { toHttpError } from '@/providers/data-provider';
import { useOnlineBooking } from './use-online-booking';

export type BookableKind = 'services' | 'employees';
type Thing = { id: number; bookableOnline: boolean; version: number };

/**
 * A service's or a team member's own "bookable online": their `bookableOnline` field, written through their
 * resource with the version read, as the catalog's and the team's forms write it (their lists are refreshed too).
 * `locked`: the licence keeps them on (the server answers 403 to switching one off).
 */
export function useBookableSwitch(kind: BookableKind) {
  const { t } = useTranslation('onlineBooking');
  const { open } = useNotification();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { scope, change, reload, forgetAnswers } = useOnlineBooking();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const definition = kind === 'services' ? servicesResource : employeesResource;
  const resource = `branches/${scope.branchId}/${definition.name}`;
  // Without the licence's booking settings block (`services` / `providers`), a switch may go back on, never off.
  const access = useWorkspace()?.access ?? null;
  const locked = access !== null && lockedFieldsOf(definition, access).includes('bookableOnline');

  const mark = (id: number, on: boolean) =>
    setBusy((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (thing: Thing, bookableOnline: boolean) => {
    mark(thing.id, true);
    try {
      const { data } = await dataProvider().update<Thing>({ resource, id: thing.id, variables: { bookableOnline, version: thing.version } });
      change((settings) => ({
        ...settings,
        [kind]: settings[kind].map((current) => (current.id === thing.id ? { ...current, bookableOnline: data.bookableOnline, version: data.version } : current)),
      }));
      await Promise.all([forgetAnswers(), invalidate({ resource, invalidates: ['list', 'many', 'detail'], id: thing.id })]);
    } catch (error) {
      const http = toHttpError(error);
      if (http.statusCode === 409) await reload();
      open?.({ type: 'error', message: http.statusCode === 409 ? t('stale') : t('basic.switchFailed'), description: http.statusCode === 409 ? undefined : http.message });
    } finally {
      mark(thing.id, false);
    }
  };
  return { busy, toggle, locked };
}
