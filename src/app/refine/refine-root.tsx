import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { accessControlProvider } from './access-context-store';
import { liveProvider } from './live-connection';
import { areaResources } from './resources';

/** `<Refine>` with every provider; the router and the guards live below it. */
export function RefineRoot({ children }: { children: ReactNode }) {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      liveProvider={liveProvider}
      resources={areaResources}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: true,
        liveMode: 'auto',
        reactQuery: { clientConfig: queryClient },
        // Document titles are set by our pages (area and page names, translated).
        disableRouteChangeHandler: true,
      }}
    >
      {children}
    </Refine>
  );
}
