import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import type { ToastSeverity } from '@/schema/enums';
import { i18n } from '@/i18n/i18n';
import { toastStore, type ToastMessage, type ToastStore } from '@/lib/toast-store';

const severityOf: Record<OpenNotificationParams['type'], ToastSeverity> = {
  success: 'success',
  error: 'error',
  progress: 'info',
};

/**
 * Refine's notifications as our toasts (spec §4). `progress` is Refine's undoable countdown: Refine re-opens it
 * under the same key every second and closes it itself, so it stays until then and offers the undo button.
 */
export function createNotificationProvider(store: ToastStore = toastStore): NotificationProvider {
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }: OpenNotificationParams) => {
      const toast: ToastMessage = {
        severity: severityOf[type],
        summary: message,
        ...(description ? { detail: description } : {}),
        ...(key ? { id: key } : {}),
      };
      if (type === 'progress') {
        toast.life = undoableTimeout !== undefined ? Math.max(undoableTimeout, 1) * 1000 : Infinity;
        toast.closable = false;
        if (cancelMutation) {
          toast.action = {
            label: i18n.t('undo', { ns: 'common', defaultValue: 'Undo' }),
            onClick: () => {
              cancelMutation();
              if (key) store.remove(key);
            },
          };
        }
      }
      store.add(toast);
    },
    close: (key: string) => store.remove(key),
  };
}

export const notificationProvider: NotificationProvider = createNotificationProvider();
