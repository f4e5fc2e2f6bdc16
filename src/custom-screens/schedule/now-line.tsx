import Box from '@mui/material/Box';

/** The current time across the columns it falls in (the branch's clock: placed by the instant). */
export function NowLine({
  top,
  left,
  width,
  label,
}: {
  top: number;
  left: number;
  width: number;
  label: string;
}) {
  return (
    <Box
      role="presentation"
      data-testid="now-line"
      title={label}
      style={{ top, left, width }}
      sx={{
        position: 'absolute',
        height: 0,
        borderTop: 2,
        borderColor: 'error.main',
        zIndex: 3,
        pointerEvents: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -5,
          top: -6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
        },
      }}
    />
  );
}
