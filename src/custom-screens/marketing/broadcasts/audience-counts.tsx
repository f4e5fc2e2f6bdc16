import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leftOutReasons, type AudienceCount, type BroadcastChannel } from '@/schema/messages/broadcast';
import { smsCost } from '@/schema/messages/marketing-settings';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';

/**
 * How many the filter picks, how many will get the broadcast, and each reason the others will not (only the reasons
 * that leave someone out). For SMS, what it costs: parts × recipients, and the money when the branch set a part's
 * price; without one, the parts alone and where to set it.
 */
export function AudienceCounts({ channel, count, smsParts, partPrice }: { channel: BroadcastChannel; count: UseQueryResult<AudienceCount>; smsParts: number | null; partPrice: string | null }) {
  const { t } = useTranslation('broadcasts');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="audience-count-heading" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="audience-counts">
      <Typography id="audience-count-heading" variant="subtitle2" component="h2">
        {t('audience.countTitle')}
      </Typography>
      {count.isError ? <Alert severity="warning">{t('audience.countFailed', { reason: toHttpError(count.error).message })}</Alert> : null}
      {count.data === undefined && count.isFetching ? <LoadingState label={t('audience.counting')} /> : null}
      {count.data ? (
        <Box aria-live="polite" aria-busy={count.isFetching} sx={{ display: 'grid', gap: 0.75, opacity: count.isFetching ? 0.7 : 1 }}>
          <Typography variant="h5" component="p" data-testid="audience-recipients">
            {t('audience.recipients', { count: count.data.recipients, formatted: formats.number(count.data.recipients) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('audience.matching', { count: count.data.matching, formatted: formats.number(count.data.matching) })}
          </Typography>
          {leftOutReasons.some((reason) => count.data.leftOut[reason] > 0) ? (
            <Box component="ul" data-testid="audience-left-out" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
              {leftOutReasons
                .filter((reason) => count.data.leftOut[reason] > 0)
                .map((reason) => (
                  <Typography component="li" variant="body2" key={reason} data-reason={reason}>
                    {t('audience.leftOut', { count: count.data.leftOut[reason], formatted: formats.number(count.data.leftOut[reason]), reason: t(`reasons.${reason}`) })}
                  </Typography>
                ))}
            </Box>
          ) : null}
          {channel === 'sms' && smsParts !== null && smsParts > 0 ? (
            <Typography variant="body2" data-testid="sms-cost">
              {partPrice
                ? t('audience.cost', { count: smsParts, total: formats.number(smsParts * count.data.recipients), money: formats.money(smsCost(partPrice, smsParts, count.data.recipients), currency) })
                : t('audience.partsOnly', { count: smsParts, total: formats.number(smsParts * count.data.recipients) })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
