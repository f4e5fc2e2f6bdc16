import useMediaQuery from '@mui/material/useMediaQuery';
import { appConfig } from '@/schema/config';

/** Wide screens (spec §9: at least 1024 px) show the account menu beside the page. */
export const useIsWide = (): boolean =>
  useMediaQuery(`(min-width:${appConfig.wideMinWidth}px)`, { noSsr: true });
