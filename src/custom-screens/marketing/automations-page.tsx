import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { MessageLog } from './message-log';
import { NotificationMatrix } from './notification-matrix';
import { marketingPath } from './notification-paths';
import { useChainDefaultsKeeper, useNotificationScope, useScopeViewOnly } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

const logId = 'message-log';

/**
 * Marketing → Automations. In a branch: every automated notification of the branch (the matrix), a way to the
 * chain's defaults for whoever keeps them, then the branch's message log, which a line at the top points to. On the
 * chain's page: the chain's defaults, which every branch follows until it sets its own.
 */
export function AutomationsPage(props: AreaPageProps) {
  const viewOnly = useScopeViewOnly(props.viewOnly);
  const { t } = useNotificationWords();
  const chain = useNotificationScope().kind === 'chain';
  const keeper = useChainDefaultsKeeper();
  return (
    <AreaPageFrame {...props} viewOnly={viewOnly}>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box component="section" aria-labelledby="automations-heading" sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
            <Typography id="automations-heading" variant="h6" component="h2">
              {t(chain ? 'automations.chainTitle' : 'automations.title')}
            </Typography>
            {chain ? null : (
              <Typography variant="body2" color="text.secondary">
                {t('automations.logLine')}{' '}
                <Link
                  href={`#${logId}`}
                  onClick={(event) => {
                    // Smoothly, and without a hash in the address that a reload would jump to again.
                    event.preventDefault();
                    document.getElementById(logId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                >
                  {t('automations.logLink')}
                </Link>
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t(chain ? 'automations.chainIntro' : 'automations.intro')}
            {!chain && keeper !== null ? (
              <>
                {' '}
                <Link component={RouterLink} to={marketingPath(keeper, null, 'automations')}>
                  {t('automations.chainLink')}
                </Link>
              </>
            ) : null}
          </Typography>
          <NotificationMatrix viewOnly={viewOnly} />
        </Box>
        {chain ? null : (
          <Box
            component="section"
            id={logId}
            aria-labelledby="message-log-heading"
            sx={{ display: 'grid', gap: 1.5, scrollMarginTop: 72 }}
          >
            <Box>
              <Typography id="message-log-heading" variant="h6" component="h2">
                {t('log.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('log.text')}
              </Typography>
            </Box>
            <MessageLog source={{ kind: 'branch' }} canResend={!viewOnly} />
          </Box>
        )}
      </Box>
    </AreaPageFrame>
  );
}
