import { Navigate } from 'react-router';
import { accountPath } from '@/schema/routes';
import { useIsWide } from './use-is-wide';

/** /account: the profile on wide screens, the account menu on phones. */
export function AccountIndex() {
  const isWide = useIsWide();
  return <Navigate to={accountPath(isWide ? 'me' : 'menu')} replace />;
}
