import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { onNewVersion, type ApplyUpdate } from '@/lib/pwa-register';
import { toastStore, type ToastStore } from '@/lib/toast-store';

export const updateToastId = 'pwa-update';

type Props = { watch?: typeof onNewVersion; store?: ToastStore };

/**
 * "A new version is available — Reload": a toast that stays until it is used or closed, once a newly deployed
 * version waits in the service worker. Renders nothing itself; mount once in the shell.
 */
export function PwaUpdatePrompt({ watch = onNewVersion, store = toastStore }: Props) {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);
  const announced = useRef(false);
  const { t } = useTranslation('common', { i18n, useSuspense: false });

  useEffect(() => watch((next) => setApply(() => next)), [watch]);

  useEffect(() => {
    if (!apply) return;
    // A language that loads or changes later rewrites the toast, but one closed by the person stays closed.
    const onScreen = store.getSnapshot().some((toast) => toast.id === updateToastId);
    if (announced.current && !onScreen) return;
    announced.current = true;
    store.add({
      id: updateToastId,
      severity: 'info',
      summary: t('pwa.updateAvailable', { defaultValue: 'A new version is available' }),
      life: 0,
      action: { label: t('pwa.reload', { defaultValue: 'Reload' }), onClick: apply },
    });
  }, [apply, store, t]);

  return null;
}
