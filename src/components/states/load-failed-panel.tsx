import Paper from '@mui/material/Paper';
import { toHttpError } from '@/providers/data-provider';
import { ErrorState } from './error-state';

/** A read that failed, outlined where its content would stand: what failed, the server's reason, and Try again. */
export function LoadFailedPanel({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => unknown }) {
  return (
    <Paper variant="outlined">
      <ErrorState title={title} message={toHttpError(error).message} retryLabel={retryLabel} onRetry={() => void onRetry()} />
    </Paper>
  );
}
