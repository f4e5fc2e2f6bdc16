import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { branchAreas, organizationAreas } from '@/schema/areas';
import { accountPages, branchPattern, chainPattern, topLevelPaths } from '@/schema/routes';
import { LoadingState } from '@/components/states/loading-state';
import { SessionGuard } from '../guards/session-guard';
import { HomeRedirect } from '../pages/home-redirect';
import { areaRoutes } from './area-routes';
import * as Pages from './lazy-pages';
import { NotFoundPage, PlainShell, WorkspaceScope } from './lazy-shell';

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return <Suspense fallback={<LoadingState label={t('common.loading')} />}>{children}</Suspense>;
}

const lazy = (element: ReactNode) => <Lazy>{element}</Lazy>;

const workspaceExtras = (): RouteObject[] => [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'menu', element: lazy(<Pages.ScopeMenuPage />) },
];

/** Every route of spec §2. One guard layout around all of them runs guards 1–5; areas run guard 6. */
export const appRoutes: RouteObject[] = [
  {
    element: <SessionGuard />,
    children: [
      { path: topLevelPaths.root, element: <HomeRedirect /> },
      { path: topLevelPaths.login, element: lazy(<Pages.LoginPage />) },
      { path: topLevelPaths.auth, element: lazy(<Pages.SignInReturnPage />) },
      { path: topLevelPaths.loginRedirect, element: lazy(<Pages.LoginRedirectPage />) },
      { path: topLevelPaths.forgotPassword, element: lazy(<Pages.ForgotPasswordPage />) },
      { path: topLevelPaths.paymentSuccess, element: lazy(<Pages.PaymentResultPage outcome="success" />) },
      { path: topLevelPaths.paymentFailed, element: lazy(<Pages.PaymentResultPage outcome="fail" />) },
      { path: topLevelPaths.test, element: lazy(<Pages.TestPage />) },
      {
        element: lazy(<PlainShell />),
        children: [
          { path: topLevelPaths.onboarding, element: <Pages.OnboardingPage /> },
          { path: topLevelPaths.setup, element: <Pages.SetupPage /> },
          {
            path: topLevelPaths.account,
            element: <Pages.AccountLayout />,
            children: [
              { index: true, element: <Pages.AccountIndex /> },
              { path: accountPages.me, element: <Pages.MePage /> },
              { path: accountPages.notifications, element: <Pages.NotificationsPage /> },
              { path: accountPages.workspaces, element: <Pages.WorkspacesPage /> },
              { path: accountPages.settings, element: <Pages.SettingsMenuPage /> },
              { path: accountPages.personalInfo, element: <Pages.PersonalInfoPage /> },
              { path: accountPages.loginSecurity, element: <Pages.LoginSecurityPage /> },
              { path: accountPages.systemSettings, element: <Pages.SystemSettingsPage /> },
              { path: accountPages.menu, element: <Pages.AccountMenuPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: chainPattern,
        element: lazy(<WorkspaceScope />),
        children: [
          ...workspaceExtras(),
          ...areaRoutes(organizationAreas, chainPattern),
          {
            path: 'branch/:branchId',
            children: [
              ...workspaceExtras(),
              ...areaRoutes(branchAreas, branchPattern),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: lazy(<NotFoundPage fullScreen />) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
