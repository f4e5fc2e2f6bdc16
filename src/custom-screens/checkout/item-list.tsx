import AddIcon from '@mui/icons-material/Add';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useSaleFlow } from './sale-flow';

export type ItemChoice = { key: string; name: string; detail?: string; price: string; onAdd: () => void; disabled?: boolean };

/** Things to sell under their headings, each added with one tap at its price in the branch's currency. */
export function ItemList({ groups, label }: { groups: readonly { title: string | null; items: readonly ItemChoice[] }[]; label: string }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { currency } = useSaleFlow();
  return (
    <List aria-label={label} dense disablePadding>
      {groups.map((group) => (
        <li key={group.title ?? 'none'}>
          <ul style={{ padding: 0 }}>
            {group.title !== null ? <ListSubheader sx={{ lineHeight: '36px', bgcolor: 'background.paper' }}>{group.title}</ListSubheader> : null}
            {group.items.map((item) => (
              <ListItemButton key={item.key} onClick={item.onAdd} disabled={item.disabled} aria-label={t('pick.add', { name: item.name })} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AddIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={item.name} secondary={item.detail} />
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', ml: 2, whiteSpace: 'nowrap' }}>
                  {formats.money(item.price, currency)}
                </Typography>
              </ListItemButton>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
