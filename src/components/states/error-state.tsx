import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type ErrorStateProps = {
  title: string;
  message?: string;
  retryLabel?: string;
  onRetry?: () => void;
};

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        role="alert"
        sx={{ width: '100%', maxWidth: 560 }}
        action={
          onRetry && retryLabel ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
