import { SeasonalSnowfall } from '@/components/snowfall';
import { useCurrentUser } from '@/components/session/use-current-user';

/** Snow in its season unless the user switched it off (their profile, else the stored flag). */
export function AppSnowfall() {
  // Reads the shared user without asking for it: the session guard does the loading.
  const user = useCurrentUser(false);
  return <SeasonalSnowfall hideSnowflake={user.data?.hideSnowflake} />;
}
