import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { licenceKeys, licenceOpens } from '@/schema/licence-gates';
import { chainPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { LinkList } from '@/components/navigation/link-list';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useSettingsScope } from './use-settings-scope';

/** Chain settings: the menu of what can be set for the whole chain (spec §2 settings). */
export function ChainSettingsMenuPage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const access = useWorkspace()?.access ?? null;
  const orgId = scope?.orgId ?? 0;
  // Sub-areas the licence closes are left out, as their tabs are (their pages show the no-licence page).
  const opens = (key: string) => access === null || licenceOpens(access, key);
  const items = [
    { key: 'general', licence: licenceKeys.chainGeneral, label: t('menu.general'), secondary: t('menu.generalHint'), to: chainPath(orgId, 'settings/general'), icon: <StorefrontOutlinedIcon /> },
    { key: 'users', licence: licenceKeys.chainUsers, label: t('menu.users'), secondary: t('menu.usersHint'), to: chainPath(orgId, 'settings/users'), icon: <GroupOutlinedIcon /> },
    {
      key: 'invite',
      licence: licenceKeys.chainUsers,
      label: t('menu.invite'),
      secondary: t('menu.inviteHint'),
      to: chainPath(orgId, 'settings/users/invite'),
      icon: <PersonAddAltOutlinedIcon />,
      disabled: props.viewOnly,
    },
  ].filter((item) => opens(item.licence));
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ maxWidth: 720 }}>
        <LinkList items={items} label={t('menu.label')} />
      </Box>
    </AreaPageFrame>
  );
}
