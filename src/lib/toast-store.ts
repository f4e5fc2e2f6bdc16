import { appConfig } from '@/schema/config';
import type { ToastSeverity } from '@/schema/enums';

/** Spec §3 "Toast message"; `action` carries Refine's undo button. */
export type ToastMessage = {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds before it closes by itself; 0 or Infinity keeps it until closed. */
  life?: number;
  /** The close button is shown unless this is false. */
  closable?: boolean;
  group?: string;
  /** Adding a message with an id already on screen replaces it (and restarts its life). */
  id?: string;
  action?: { label: string; onClick: () => void };
};

export type Toast = Omit<ToastMessage, 'severity' | 'life' | 'closable' | 'id'> & {
  id: string;
  severity: ToastSeverity;
  life: number;
  closable: boolean;
};

export type ToastStore = {
  add: (message: ToastMessage) => string;
  remove: (id: string) => void;
  removeGroup: (group: string) => void;
  clear: () => void;
  /** Pointer over the toast: its timer stops. */
  pause: (id: string) => void;
  /** Pointer left: the timer starts again with the full life (spec §4). */
  resume: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
};

export function createToastStore(defaultLifeMs: number = appConfig.toast.defaultLifeMs): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };
  const startTimer = (toast: Toast) => {
    stopTimer(toast.id);
    // setTimeout would fire an Infinity delay at once; a life of 0 or less means "until closed".
    if (!Number.isFinite(toast.life) || toast.life <= 0) return;
    timers.set(
      toast.id,
      setTimeout(() => remove(toast.id), toast.life),
    );
  };
  const removeWhere = (match: (toast: Toast) => boolean) => {
    const gone = toasts.filter(match);
    if (gone.length === 0) return;
    gone.forEach((toast) => stopTimer(toast.id));
    toasts = toasts.filter((toast) => !match(toast));
    emit();
  };
  const remove = (id: string) => removeWhere((toast) => toast.id === id);

  return {
    add: (message) => {
      const toast: Toast = {
        ...message,
        id: message.id ?? `toast-${++counter}`,
        severity: message.severity ?? 'info',
        life: message.life ?? defaultLifeMs,
        closable: message.closable !== false,
      };
      const index = toasts.findIndex((t) => t.id === toast.id);
      toasts = index === -1 ? [...toasts, toast] : toasts.map((t, i) => (i === index ? toast : t));
      startTimer(toast);
      emit();
      return toast.id;
    },
    remove,
    removeGroup: (group) => removeWhere((toast) => toast.group === group),
    clear: () => removeWhere(() => true),
    pause: (id) => stopTimer(id),
    resume: (id) => {
      const toast = toasts.find((t) => t.id === id);
      if (toast) startTimer(toast);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app's toasts: anything may add one; the <Toaster> shows them. */
export const toastStore: ToastStore = createToastStore();
