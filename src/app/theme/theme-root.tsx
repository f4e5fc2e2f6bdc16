import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appConfig } from '@/schema/config';
import { theme } from './theme';

/**
 * MUI keeps the chosen mode (light / dark / system) under storageKeys.theme, so the right scheme paints
 * before the user is loaded; the session guard then applies the user's own setting.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={appConfig.storageKeys.theme}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
