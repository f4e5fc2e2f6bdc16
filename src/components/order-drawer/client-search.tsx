import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { debounce } from '@mui/material/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type PhoneCountry } from '@/schema/phone';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { searchClients, type Client } from './order-drawer-api';
import { orderDrawerKeys, personName } from './order-drawer-queries';

type Option = { kind: 'client'; client: Client } | { kind: 'create'; text: string };

/** A client's name and number, the number as the branch's people read it (src/schema/phone.ts). */
export const clientLabel = (client: Pick<Client, 'firstName' | 'lastName' | 'phone'>, country: PhoneCountry): string =>
  [personName(client), client.phone ? formatPhone(client.phone, country) : null].filter(Boolean).join(' · ');

/** "Ana 0641" → first name "Ana", phone "0641"; "Ana Petrović" → first and last name. */
export function newClientOf(text: string): { firstName: string; lastName: string; phone: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  // Digits, and the + of a country code: the server reads the number with the branch's country.
  const phone = words.filter((word) => /^\+?\d[\d-]{3,}$/.test(word)).join('').replace(/(?!^\+)\D/g, '');
  const names = words.filter((word) => !/^\+?\d[\d-]{3,}$/.test(word));
  return { firstName: names[0] ?? '', lastName: names.slice(1).join(' '), phone };
}

/**
 * Finds a client by name or phone as it is typed (the clients list's own search, asked once typing pauses),
 * and offers to create one from what was typed when `onCreate` is given.
 */
export function ClientSearch({
  branchId,
  label,
  onPick,
  onCreate,
  excludeIds = [],
}: {
  branchId: number;
  label: string;
  onPick: (client: Client) => void;
  onCreate?: (text: string) => void;
  excludeIds?: readonly number[];
}) {
  const { t } = useTranslation('orders');
  const phoneCountry = usePhoneCountry();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const settle = useMemo(() => debounce((text: string) => setQuery(text.trim()), 300), []);
  const found = useQuery({
    queryKey: orderDrawerKeys.clients(branchId, query),
    queryFn: () => searchClients(branchId, query),
    enabled: query.length > 0,
  });
  const clients = query ? (found.data ?? []).filter((client) => !excludeIds.includes(client.id)) : [];
  const options: Option[] = [
    ...clients.map((client) => ({ kind: 'client' as const, client })),
    ...(onCreate && typed.trim() ? [{ kind: 'create' as const, text: typed.trim() }] : []),
  ];
  return (
    <Autocomplete<Option>
      options={options}
      value={null}
      inputValue={typed}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (option.kind === 'client' ? clientLabel(option.client, phoneCountry) : option.text)}
      getOptionKey={(option) => (option.kind === 'client' ? option.client.id : 'create')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.kind === 'client' ? clientLabel(option.client, phoneCountry) : t('client.createNamed', { text: option.text })}
        </li>
      )}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        setTyped(text);
        settle(text);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setTyped('');
        setQuery('');
        if (option.kind === 'client') onPick(option.client);
        else onCreate?.(option.text);
      }}
      loading={found.isFetching}
      loadingText={t('client.searching')}
      noOptionsText={query ? t('client.noneFound') : t('client.typeToSearch')}
      blurOnSelect
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('client.searchPlaceholder')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {found.isFetching ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
