import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { chainPath } from '@/schema/routes';
import { LinkList } from '@/components/navigation/link-list';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useSettingsScope } from './use-settings-scope';

/** Chain settings: the menu of what can be set for the whole chain (spec §2 settings). */
export function ChainSettingsMenuPage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const orgId = scope?.orgId ?? 0;
  const items = [
    { key: 'general', label: t('menu.general'), secondary: t('menu.generalHint'), to: chainPath(orgId, 'settings/general'), icon: <StorefrontOutlinedIcon /> },
    { key: 'users', label: t('menu.users'), secondary: t('menu.usersHint'), to: chainPath(orgId, 'settings/users'), icon: <GroupOutlinedIcon /> },
    {
      key: 'invite',
      label: t('menu.invite'),
      secondary: t('menu.inviteHint'),
      to: chainPath(orgId, 'settings/users/invite'),
      icon: <PersonAddAltOutlinedIcon />,
      disabled: props.viewOnly,
    },
  ];
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ maxWidth: 720 }}>
        <LinkList items={items} label={t('menu.label')} />
      </Box>
    </AreaPageFrame>
  );
}
