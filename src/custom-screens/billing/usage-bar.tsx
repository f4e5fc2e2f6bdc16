import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** One limit of the plan: what is used of it, as a bar that turns amber near the limit and red at it. */
export function UsageBar({ label, used, limit, testId }: { label: string; used: number; limit: number; testId: string }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const color = share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary';
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography>{label}</Typography>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-figures`}>
          {used} / {limit}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={share} color={color} aria-label={`${label}: ${used} / ${limit}`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
