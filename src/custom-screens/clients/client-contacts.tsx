import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyText, formatDate } from '@/resources/engine/field-format';
import type { ClientRecord } from './client-record';

/** How to reach the client, with links that call or write from a phone. */
export function ClientContacts({ client }: { client: ClientRecord }) {
  const { t, i18n } = useTranslation('clients');
  const field = (name: string) => t(`clients.fields.${name}`, { ns: 'resources' });
  const phone = client.phone ? `${client.dialCode ?? ''}${client.phone}` : null;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'phone', label: field('phone'), value: phone ? <Link href={`tel:${phone}`}>{`${client.dialCode ?? ''} ${client.phone}`.trim()}</Link> : emptyText },
    { key: 'email', label: field('email'), value: client.email ? <Link href={`mailto:${client.email}`}>{client.email}</Link> : emptyText },
    { key: 'birthDate', label: field('birthDate'), value: client.birthDate ? formatDate(client.birthDate, i18n.language) : emptyText },
  ];
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('card.contacts')}>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: { xs: '40%', sm: 200 } }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
