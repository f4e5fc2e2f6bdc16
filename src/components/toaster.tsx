import { useEffect, useRef, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/schema/config';
import type { ToastSeverity } from '@/schema/enums';
import { i18n } from '@/i18n/i18n';
import { toastStore, type Toast, type ToastStore } from '@/lib/toast-store';
import { useToasts } from '@/lib/use-toasts';

/** Spec §9: animations between 0.3 and 0.45 s. Leaving is the slower one, so a closed toast is seen to go. */
export const toastEnterMs = 300;
export const toastLeaveMs = 450;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const leave = keyframes`
  from { opacity: 1; transform: none; max-height: 20rem; }
  to { opacity: 0; transform: translateY(-0.5rem) scale(0.98); max-height: 0; margin-bottom: -0.5rem; }
`;

const alertSeverity: Record<ToastSeverity, AlertColor> = {
  info: 'info',
  success: 'success',
  warn: 'warning',
  error: 'error',
  secondary: 'info',
  contrast: 'info',
};

// MUI's Alert has no secondary or contrast colour: secondary is a quiet zinc toast, contrast an inverted one.
type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;
const extraSeverityStyles: Partial<Record<ToastSeverity, SxItem>> = {
  secondary: (theme) => ({
    backgroundColor: theme.palette.grey[100],
    color: theme.palette.grey[800],
    ...theme.applyStyles('dark', {
      backgroundColor: theme.palette.grey[800],
      color: theme.palette.grey[100],
    }),
  }),
  contrast: (theme) => ({
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[50], color: theme.palette.grey[900] }),
  }),
};

type Shown = { toast: Toast; leaving: boolean };

/** Keeps removed toasts on screen for their leave animation, in their place, then drops them. */
function useLeavingToasts(toasts: readonly Toast[]): readonly Shown[] {
  const [shown, setShown] = useState<readonly Shown[]>(() =>
    toasts.map((toast) => ({ toast, leaving: false })),
  );
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const current = new Map(toasts.map((toast) => [toast.id, toast]));
    setShown((previous) => {
      const known = new Set(previous.map((s) => s.toast.id));
      const next = previous.map((s) => {
        const live = current.get(s.toast.id);
        return live ? { toast: live, leaving: false } : { toast: s.toast, leaving: true };
      });
      for (const toast of toasts) if (!known.has(toast.id)) next.push({ toast, leaving: false });
      return next;
    });
    for (const [id, timer] of timers.current) {
      if (current.has(id)) {
        clearTimeout(timer);
        timers.current.delete(id);
      }
    }
  }, [toasts]);

  useEffect(() => {
    for (const { toast, leaving } of shown) {
      if (!leaving || timers.current.has(toast.id)) continue;
      timers.current.set(
        toast.id,
        setTimeout(() => {
          timers.current.delete(toast.id);
          setShown((previous) => previous.filter((s) => !(s.leaving && s.toast.id === toast.id)));
        }, toastLeaveMs),
      );
    }
  }, [shown]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return shown;
}

type ToastItemProps = { toast: Toast; leaving: boolean; store: ToastStore; closeLabel: string };

function ToastItem({ toast, leaving, store, closeLabel }: ToastItemProps) {
  const close = () => store.remove(toast.id);
  const extra = extraSeverityStyles[toast.severity];
  return (
    <Alert
      role={toast.severity === 'error' ? 'alert' : 'status'}
      aria-hidden={leaving || undefined}
      severity={alertSeverity[toast.severity]}
      icon={extra ? false : undefined}
      variant="standard"
      onPointerEnter={() => store.pause(toast.id)}
      onPointerLeave={() => store.resume(toast.id)}
      action={
        toast.action || toast.closable ? (
          <>
            {toast.action ? (
              <Button color="inherit" size="small" onClick={toast.action.onClick}>
                {toast.action.label}
              </Button>
            ) : null}
            {toast.closable ? (
              <IconButton
                aria-label={closeLabel}
                title={closeLabel}
                color="inherit"
                size="small"
                onClick={close}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            ) : null}
          </>
        ) : undefined
      }
      sx={[
        {
          pointerEvents: leaving ? 'none' : 'auto',
          boxShadow: 3,
          overflow: 'hidden',
          wordBreak: 'break-word',
          animation: `${leaving ? leave : enter} ${leaving ? toastLeaveMs : toastEnterMs}ms ease-${leaving ? 'in' : 'out'} both`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
        },
        ...(extra ? [extra] : []),
      ]}
    >
      {toast.summary ? <AlertTitle sx={{ mb: toast.detail ? 0.5 : 0 }}>{toast.summary}</AlertTitle> : null}
      {toast.detail}
    </Alert>
  );
}

/** The app's toasts (spec §4, §9): top centre, above the page, newest last. Mount once in the shell. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useToasts(store);
  const shown = useLeavingToasts(toasts);
  const { t } = useTranslation('common', { i18n, useSuspense: false });
  // Before i18n is initialised t() answers undefined; the English words keep the toaster usable regardless.
  const text = (key: string, english: string): string => t(key, { defaultValue: english }) || english;
  return (
    <Box
      component="section"
      aria-label={text('toasts.region', 'Notifications')}
      sx={{
        position: 'fixed',
        top: 'calc(1rem + env(safe-area-inset-top, 0px))',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: appConfig.toast.zIndex,
        width: `${appConfig.toast.widthRem}rem`,
        maxWidth: `${appConfig.toast.maxWidthVw}vw`,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The strip between toasts must not swallow clicks meant for the page below.
        pointerEvents: 'none',
      }}
    >
      {shown.map(({ toast, leaving }) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          leaving={leaving}
          store={store}
          closeLabel={text('close', 'Close')}
        />
      ))}
    </Box>
  );
}
