import { useSyncExternalStore } from 'react';
import { toastStore, type Toast, type ToastStore } from './toast-store';

/** The toasts on screen, re-rendering on every change of the store. */
export const useToasts = (store: ToastStore = toastStore): readonly Toast[] =>
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
