import Add from '@mui/icons-material/Add';
import Article from '@mui/icons-material/Article';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states/empty-state';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import type { PostListItem } from '@/schema/network/network-site';
import { nativeLanguageNames } from './language-tabs';
import { getPosts, networkKeys } from './network-api';
import { useNetworkEditable } from './use-network-editable';
import { PostEditor } from './post-editor';

/** Network → Blog: the chain's posts, drafts and published, in every language; a post opens in the editor below the list. */
export function NetworkBlogPage(props: AreaPageProps) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const orgId = useWorkspace()?.organization.id ?? 0;
  const query = useQuery({ queryKey: networkKeys.posts(orgId), queryFn: () => getPosts(orgId), enabled: orgId > 0 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editable = useNetworkEditable(props.viewOnly);
  const newPost = editable ? (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      {t('blog.new')}
    </Button>
  ) : null;
  if (editing !== null) {
    return (
      <AreaPageFrame {...props}>
        <PostEditor key={editing} orgId={orgId} postId={editing === 'new' ? null : editing} editable={editable} onClose={() => setEditing(null)} onCreated={setEditing} />
      </AreaPageFrame>
    );
  }
  const item = (post: PostListItem) => (
    <ListItemButton key={post.id} divider onClick={() => setEditing(post.id)} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={post.title} secondary={`/${post.slug} · ${t('blog.changed', { date: formats.date(post.updatedAt) })}`} sx={{ minWidth: 200 }} />
      <Chip size="small" variant="outlined" label={nativeLanguageNames[post.language]} />
      <Chip size="small" color={post.status === 'published' ? 'success' : 'default'} label={t(`status.${post.status}`)} />
    </ListItemButton>
  );
  return (
    <AreaPageFrame {...props} actions={newPost}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
        <Typography variant="body2" color="text.secondary">
          {t('blog.intro')}
        </Typography>
        <WithLoaded query={query}>
          {(posts) =>
            posts.length === 0 ? (
              <EmptyState icon={<Article />} title={t('blog.emptyTitle')} description={t('blog.emptyText')} action={newPost ?? undefined} />
            ) : (
              <Paper variant="outlined">
                <List disablePadding aria-label={t('blog.listLabel')}>
                  {posts.map(item)}
                </List>
              </Paper>
            )
          }
        </WithLoaded>
      </Box>
    </AreaPageFrame>
  );
}
