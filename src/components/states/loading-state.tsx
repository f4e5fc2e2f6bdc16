import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type LoadingStateProps = {
  /** Accessible name of the progress indicator; shown under it when `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** Fill the whole viewport (app start) instead of the content area. */
  fullScreen?: boolean;
};

export function LoadingState({ label, showLabel = false, fullScreen = false }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100dvh' : 240,
      }}
    >
      <CircularProgress aria-label={label} />
      {showLabel ? (
        <Typography color="text.secondary">{label}</Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      )}
    </Box>
  );
}

/**
 * Read by screen readers, invisible on screen. Sizes are strings: in `sx` a number up to 1 is a fraction, so
 * `width: 1` made a viewport-wide box that, centred in the content column, widened the page by half the drawer.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
