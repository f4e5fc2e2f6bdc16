import { Navigate } from 'react-router';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useOrganizations } from '@/components/session/use-organizations';
import { homePath } from '../guards/guard-decisions';

/** `/` (the wrapper): the user's start page, else their first chain's first branch dashboard. */
export function HomeRedirect() {
  const user = useCurrentUser();
  const organizations = useOrganizations();
  // The session guard renders this only once both are loaded.
  if (!user.data || !organizations.data) return null;
  return <Navigate to={homePath(user.data, organizations.data)} replace />;
}
