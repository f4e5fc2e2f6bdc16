import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@/providers/auth-provider';

/** /rl: after the session guard has the user, continue to `?redirect=` (or `?to=`), same-origin only. */
export function LoginRedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectPath(params.get('redirect') ?? params.get('to'))} replace />;
}
