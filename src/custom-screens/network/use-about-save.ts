import { useNotification } from '@refinedev/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toHttpError } from '@/providers/data-provider';
import type { NetworkAbout, NetworkAboutSettings } from '@/schema/network/network-site';
import { networkKeys, saveAbout } from './network-api';

/**
 * The About settings' save: the whole settings under the version read. A stale save (someone else saved meanwhile)
 * reads them again and says so; any other refusal is shown as the server's sentence.
 */
export function useAboutSave(orgId: number) {
  const { t } = useTranslation('network');
  const { open } = useNotification();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ settings, version }: { settings: NetworkAboutSettings; version: number }) => saveAbout(orgId, { ...settings, version }),
    onMutate: () => setFailure(null),
    onSuccess: (saved: NetworkAbout) => {
      client.setQueryData(networkKeys.about(orgId), saved);
      open?.({ type: 'success', message: t('about.saved') });
    },
    onError: (error: unknown) => {
      const http = toHttpError(error);
      if (http.statusCode === 409) void client.invalidateQueries({ queryKey: networkKeys.about(orgId) });
      setFailure(http.message);
    },
  });
  return { save: (settings: NetworkAboutSettings, version: number) => mutation.mutateAsync({ settings, version }).catch(() => undefined), saving: mutation.isPending, failure };
}
