import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type TitledSectionProps = {
  /** Makes the title's id (`{id}-title`), which names the section for screen readers and tests. */
  id: string;
  title: ReactNode;
  /** A sentence under the title saying what the section is for. */
  help?: ReactNode;
  children?: ReactNode;
  sx?: SxProps<Theme>;
};

/** A settings screen's card: an outlined section named by its heading, with a line of help under it. */
export function TitledSection({ id, title, help, children, sx }: TitledSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={[{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography variant="subtitle1" component="h2" id={`${id}-title`}>
        {title}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
