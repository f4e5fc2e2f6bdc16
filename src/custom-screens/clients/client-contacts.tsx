import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { FactsTable, type Fact } from '@/components/facts-table';
import { emptyText, formatDate } from '@/resources/engine/field-format';
import type { ClientRecord } from './client-record';

/** How to reach the client, with links that call or write from a phone. */
export function ClientContacts({ client }: { client: ClientRecord }) {
  const { t, i18n } = useTranslation('clients');
  const field = (name: string) => t(`clients.fields.${name}`, { ns: 'resources' });
  const phone = client.phone ? `${client.dialCode ?? ''}${client.phone}` : null;
  const rows: Fact[] = [
    { key: 'phone', label: field('phone'), value: phone ? <Link href={`tel:${phone}`}>{`${client.dialCode ?? ''} ${client.phone}`.trim()}</Link> : emptyText },
    { key: 'email', label: field('email'), value: client.email ? <Link href={`mailto:${client.email}`}>{client.email}</Link> : emptyText },
    { key: 'birthDate', label: field('birthDate'), value: client.birthDate ? formatDate(client.birthDate, i18n.language) : emptyText },
  ];
  return <FactsTable facts={rows} label={t('card.contacts')} />;
}
