import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@/schema/messages/integration';
import type { MessageProvider } from '@/schema/messages/provider-settings';
import { toHttpError } from '@/providers/data-provider';
import { checkIntegration, problemText, type Problems } from './integration-problems';
import { integrationKeys, removeIntegration, saveIntegration } from './integrations-api';

export type SaveRequest = {
  provider: MessageProvider;
  /** The scope saved: a branch's own, or null for the chain's (every branch without its own). */
  branchId: number | null;
  /** What is kept there now, if anything: its version and which secrets it holds. */
  current: Integration | null;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
};

/**
 * Saving and removing an integration from its page: checked first by the provider's schemas, then by the server,
 * whose field issues land on the same fields; a stale version reloads the chain's integrations and says so. Either
 * way the chain's integrations are read again, since a save may retire the other SMS provider.
 */
export function useIntegrationSave(orgId: number) {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(orgId) });

  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      await refresh();
      open?.({ type: 'success', message: done });
      return true;
    } catch (error) {
      const http = toHttpError(error);
      if (http.statusCode === 409) {
        await refresh();
        setFormError(t('form.stale'));
      } else {
        const placed: Problems = {};
        for (const [path, messages] of Object.entries(http.errors ?? {})) {
          const message = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : undefined;
          if (message) placed[path] = problemText(t, message, true);
        }
        setProblems(placed);
        if (Object.keys(placed).length === 0) setFormError(http.message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    problems,
    formError,
    busy,
    /** Forgets the problem of a field once it is edited. */
    edited: (path: string) => setProblems((current) => (current[path] ? { ...current, [path]: undefined } : current)),
    save: (request: SaveRequest): Promise<boolean> => {
      const found = checkIntegration(t, request.provider, request.settings, request.secrets, request.current?.secretsSet ?? {});
      setProblems(found);
      if (Object.keys(found).length > 0) return Promise.resolve(false);
      const { provider, branchId, settings, secrets, current } = request;
      return run(() => saveIntegration(orgId, provider, { branchId, settings, secrets, version: current?.version ?? 0 }), t('form.saved'));
    },
    remove: (provider: MessageProvider, branchId: number | null): Promise<boolean> => run(() => removeIntegration(orgId, provider, branchId), t('form.removed')),
  };
}
