/** The switchers' buttons: compact, and the name ellipsised so both fit beside each other at 375 px. */
export const switcherButtonSx = {
  minWidth: 0,
  maxWidth: { xs: 132, sm: 220, lg: 280 },
  px: 1,
  fontWeight: 600,
  '& > span:first-of-type:not(.MuiButton-endIcon)': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .MuiButton-endIcon': { ml: 0.25 },
} as const;
