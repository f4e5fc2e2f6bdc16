import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { FactsTable, type Fact } from '@/components/facts-table';
import { emptyText } from '@/resources/engine/field-format';
import { PhoneLink } from '@/resources/engine/phone-link';
import type { ClientRecord } from './client-record';

/**
 * How to reach the client, with links that call or write from a phone. The ManyChat subscriber id only when the
 * client has one: most salons have no ManyChat, and an empty Instagram row on every card would be noise (the details
 * form always offers it).
 */
export function ClientContacts({ client }: { client: ClientRecord }) {
  const { t } = useTranslation('clients');
  const formats = useFormats();
  const field = (name: string) => t(`clients.fields.${name}`, { ns: 'resources' });
  const rows: Fact[] = [
    { key: 'phone', label: field('phone'), value: client.phone ? <PhoneLink phone={client.phone} /> : emptyText },
    { key: 'email', label: field('email'), value: client.email ? <Link href={`mailto:${client.email}`}>{client.email}</Link> : emptyText },
    { key: 'birthDate', label: field('birthDate'), value: client.birthDate ? formats.date(client.birthDate) : emptyText },
    ...(client.manychatSubscriberId ? [{ key: 'manychatSubscriberId', label: field('manychatSubscriberId'), value: client.manychatSubscriberId }] : []),
  ];
  return <FactsTable facts={rows} label={t('card.contacts')} />;
}
