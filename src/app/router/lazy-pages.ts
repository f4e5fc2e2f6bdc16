import { lazy } from 'react';

/** Every page outside the area tree, each its own chunk (route-level code splitting). */
export const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
export const LoginRedirectPage = lazy(() =>
  import('../pages/login-redirect-page').then((m) => ({ default: m.LoginRedirectPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const PaymentResultPage = lazy(() =>
  import('../pages/payment-result-page').then((m) => ({ default: m.PaymentResultPage })),
);
export const TestPage = lazy(() => import('../pages/test-page').then((m) => ({ default: m.TestPage })));
export const ScopeMenuPage = lazy(() =>
  import('../pages/scope-menu-page').then((m) => ({ default: m.ScopeMenuPage })),
);
export const SignInReturnPage = lazy(() =>
  import('@/custom-screens/sign-in-return/sign-in-return-page').then((m) => ({
    default: m.SignInReturnPage,
  })),
);
export const OnboardingPage = lazy(() =>
  import('@/custom-screens/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
export const SetupPage = lazy(() =>
  import('@/custom-screens/onboarding/setup-page').then((m) => ({ default: m.SetupPage })),
);
export const AccountLayout = lazy(() =>
  import('@/custom-screens/account/account-layout').then((m) => ({ default: m.AccountLayout })),
);
export const AccountIndex = lazy(() =>
  import('@/custom-screens/account/account-index').then((m) => ({ default: m.AccountIndex })),
);
export const MePage = lazy(() =>
  import('@/custom-screens/account/me-page').then((m) => ({ default: m.MePage })),
);
export const NotificationsPage = lazy(() =>
  import('@/custom-screens/account/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
export const WorkspacesPage = lazy(() =>
  import('@/custom-screens/account/workspaces-page').then((m) => ({ default: m.WorkspacesPage })),
);
export const SettingsMenuPage = lazy(() =>
  import('@/custom-screens/account/settings-menu-page').then((m) => ({ default: m.SettingsMenuPage })),
);
export const PersonalInfoPage = lazy(() =>
  import('@/custom-screens/account/personal-info-page').then((m) => ({ default: m.PersonalInfoPage })),
);
export const LoginSecurityPage = lazy(() =>
  import('@/custom-screens/account/login-security-page').then((m) => ({ default: m.LoginSecurityPage })),
);
export const SystemSettingsPage = lazy(() =>
  import('@/custom-screens/account/system-settings-page').then((m) => ({ default: m.SystemSettingsPage })),
);
export const AccountMenuPage = lazy(() =>
  import('@/custom-screens/account/account-menu-page').then((m) => ({ default: m.AccountMenuPage })),
);
