import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';
import { pageTitleKey } from '@/schema/areas';
import { appConfig } from '@/schema/config';
import { routeParamsAreValid } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { NoLicencePage } from '../pages/no-licence-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { AreaScreen } from '@/resources/area-page-props';
import { decideAreaAccess, wideRedirectTarget } from './guard-decisions';

const wideQuery = `(min-width:${appConfig.wideMinWidth}px)`;

export type AreaRouteProps = {
  area: AreaDefinition;
  trail: readonly PageNode[];
  Screen: AreaScreen;
};

/**
 * One page of an area: ids digits only (spec §5, else not-found), view permission (guard 6, else the
 * no-licence page), the wide-screen redirect of client and member main pages, then the lazy screen.
 */
export function AreaRoute({ area, trail, Screen }: AreaRouteProps) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const workspace = useWorkspace();
  // noSsr: read the real width on the first render, so a wide screen never flashes the narrow page.
  const isWide = useMediaQuery(wideQuery, { noSsr: true });
  // The screen's code loads while the licence does; the screen renders once the licence lets it (and shows
  // a failure to load then, through the error boundary).
  useEffect(() => {
    Screen.preload?.().catch(() => undefined);
  }, [Screen]);

  if (!routeParamsAreValid(params)) return <NotFoundPage />;

  const decision = decideAreaAccess({
    area,
    trail,
    role: workspace?.organization.role ?? null,
    context: workspace?.access ?? null,
  });
  if (decision.kind === 'loading') {
    if (workspace?.licenceStatus === 'error') {
      return (
        <ErrorState
          title={t('guard.licenceFailed')}
          message={t('guard.errorHint')}
          retryLabel={t('common.retry')}
          onRetry={workspace.retryLicence}
        />
      );
    }
    return <LoadingState label={t('common.loading')} />;
  }
  if (decision.kind === 'denied') {
    // A sub-area or block of the area closes this page (job titles): the page names it, not the whole area.
    const closedPage = decision.cause === 'licence' ? trail.findLast((node) => node.licence) : undefined;
    const closedTitle = closedPage ? pageTitleKey(closedPage) : null;
    return <NoLicencePage area={area} cause={decision.cause} pageTitleKey={closedTitle ? `pages.${closedTitle}` : undefined} />;
  }

  const page = trail[trail.length - 1];
  const wide = page ? wideRedirectTarget(page, isWide) : null;
  if (wide) return <Navigate to={wide} replace />;

  return (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <Screen area={area} trail={trail} viewOnly={decision.viewOnly} />
    </Suspense>
  );
}
