import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useColorScheme } from '@mui/material/styles';
import { useNotification } from '@refinedev/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { detectDisplayMode, isInstalledApp } from '@/lib/display-mode';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useOrganizations } from '@/components/session/use-organizations';
import { currentLanguage } from '@/providers/i18n-provider';
import { liveSocket } from '../refine/live-connection';

const subscribeSocket = (onChange: () => void) => liveSocket.onStatusChange(onChange);
const socketStatus = () => liveSocket.status;

/** /a: the test page. What the app knows about this session and device, and a toast to try. */
export function TestPage() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const organizations = useOrganizations();
  const { mode, systemMode } = useColorScheme();
  const { open } = useNotification();
  const socket = useSyncExternalStore(subscribeSocket, socketStatus);
  useDocumentTitle(t('testPage.title'));

  const rows: [string, string][] = [
    [t('testPage.user'), user.data?.login ?? '—'],
    [t('testPage.organizations'), String(organizations.data?.length ?? 0)],
    [t('testPage.language'), currentLanguage()],
    [t('testPage.theme'), `${mode ?? '—'}${mode === 'system' && systemMode ? ` (${systemMode})` : ''}`],
    [
      t('testPage.displayMode'),
      `${detectDisplayMode()}${isInstalledApp() ? ` · ${t('testPage.installed')}` : ''}`,
    ],
    [t('testPage.socket'), t(`testPage.socketStatus.${socket}`)],
    [t('testPage.viewport'), `${window.innerWidth} × ${window.innerHeight}`],
  ];

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('testPage.title')} />
      <Paper variant="outlined">
        <Table aria-label={t('testPage.title')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        onClick={() => open?.({ type: 'success', message: t('testPage.toast') })}
      >
        {t('testPage.showToast')}
      </Button>
    </Box>
  );
}
