import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toHttpError } from '@/providers/data-provider';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

type QuerySectionProps<T> = {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: string;
  /** Beside the title once the read is in (a figure such as a balance). */
  aside?: (data: T) => ReactNode;
  /** Under the title, whatever the read's state. */
  intro?: ReactNode;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  loadingLabel: string;
  failedTitle: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
};

/**
 * An outlined, titled section of a page that shows one read (a client card's saved card, balance or referral code,
 * a settings block): while it loads, its failure with the server's reason and Try again, then what it read.
 */
export function QuerySection<T>({ id, title, aside, intro, query, loadingLabel, failedTitle, retryLabel, children }: QuerySectionProps<T>) {
  const heading = (
    <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
  );
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={loadingLabel} />;
  else if (query.isError || query.data === undefined) body = <ErrorState title={failedTitle} message={toHttpError(query.error).message} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  else body = children(query.data);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }} component="section" aria-labelledby={id}>
      {aside && query.data !== undefined ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
          {heading}
          {aside(query.data)}
        </Box>
      ) : (
        heading
      )}
      {intro}
      {body}
    </Paper>
  );
}
