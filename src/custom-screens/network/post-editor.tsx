import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { TitledSection } from '@/components/page/titled-section';
import { toHttpError } from '@/providers/data-provider';
import { languageSchema } from '@/schema/enums';
import { postInputSchema, postSlugFromTitle, type Post, type PostInput } from '@/schema/network/network-site';
import { CoverPicker } from './cover-picker';
import { nativeLanguageNames } from './language-tabs';
import { getPost, networkKeys, uploadImage } from './network-api';
import { RichTextEditor } from './rich-text-editor';
import { usePostSave } from './use-post-save';

type Props = { orgId: number; postId: number | null; editable: boolean; onClose: () => void; onCreated: (id: number) => void };

const blank: PostInput = { title: '', slug: '', language: 'EN', summary: '', bodyHtml: '', status: 'draft', coverPhotoId: null };

/** A post read (or a new one), then its form. */
export function PostEditor(props: Props) {
  const { t } = useTranslation('network');
  const query = useQuery({ queryKey: networkKeys.post(props.orgId, props.postId ?? 0), queryFn: () => getPost(props.orgId, props.postId!), enabled: props.postId !== null });
  if (props.postId === null) return <PostForm {...props} post={null} />;
  if (query.isError) return <LoadFailedPanel title={t('blog.loadFailed')} error={query.error} retryLabel={t('retry')} onRetry={query.refetch} />;
  if (!query.data) return <LoadingState label={t('loading')} />;
  return <PostForm key={query.data.version} {...props} post={query.data} />;
}

const inputOf = (post: Post | null): PostInput => (post ? { title: post.title, slug: post.slug, language: post.language, summary: post.summary, bodyHtml: post.bodyHtml, status: post.status, coverPhotoId: post.coverPhotoId } : blank);

/**
 * The post's form: title (a new post's slug follows it until the slug is typed), address, language, summary and the
 * body in the rich-text editor. "Save draft" keeps it off the site; "Publish" puts it there; "Unpublish" takes it off.
 * The schema's checks run here as on the server; the server's refusals (a slug taken: 409) land on their field.
 */
function PostForm({ orgId, post, editable, onClose, onCreated }: Props & { post: Post | null }) {
  const { t } = useTranslation('network');
  const [draft, setDraft] = useState<PostInput>(inputOf(post));
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [tried, setTried] = useState(false);
  const form = usePostSave(orgId, post, onCreated);
  const parsed = postInputSchema.safeParse(draft);
  const local: Record<string, string> = tried && !parsed.success ? Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) : {};
  const problems = { ...local, ...form.serverProblems };
  const say = (field: string) => (problems[field] ? t(`errors.${problems[field]}`, { defaultValue: problems[field] }) : undefined);
  const change = (next: Partial<PostInput>) => {
    form.clearProblems();
    setDraft((current) => ({ ...current, ...next, ...(next.title !== undefined && !slugTouched ? { slug: postSlugFromTitle(next.title) } : {}) }));
  };
  const submit = (status: PostInput['status']) => (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    const value = { ...draft, status };
    if (!postInputSchema.safeParse(value).success) return;
    void form.save(value);
  };
  const disabled = !editable || form.saving;
  const published = post?.status === 'published';
  return (
    <Box component="form" noValidate onSubmit={submit(post?.status ?? 'draft')} aria-label={t('post.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button onClick={onClose} startIcon={<ArrowBack />}>
          {t('post.back')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t(`status.${post?.status ?? 'draft'}`)}
        </Typography>
        {post?.publicUrl ? (
          <Button href={post.publicUrl} target="_blank" rel="noopener" size="small" endIcon={<OpenInNew />}>
            {t('post.open')}
          </Button>
        ) : null}
      </Box>
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <TitledSection id="post" title={post ? t('post.editTitle') : t('post.newTitle')} help={t('post.help')}>
        <TextField label={t('post.title')} value={draft.title} onChange={(event) => change({ title: event.target.value })} disabled={disabled} required error={Boolean(problems['title'])} helperText={say('title')} fullWidth />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 1fr' } }}>
          <TextField
            label={t('post.slug')}
            value={draft.slug}
            onChange={(event) => {
              setSlugTouched(true);
              change({ slug: event.target.value });
            }}
            disabled={disabled}
            required
            error={Boolean(problems['slug'])}
            helperText={say('slug') ?? t('post.slugHelp')}
            fullWidth
          />
          <TextField select label={t('post.language')} value={draft.language} onChange={(event) => change({ language: languageSchema.parse(event.target.value) })} disabled={disabled} fullWidth>
            {languageSchema.options.map((lang) => (
              <MenuItem key={lang} value={lang}>
                {nativeLanguageNames[lang]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField label={t('post.summary')} value={draft.summary} onChange={(event) => change({ summary: event.target.value })} disabled={disabled} multiline minRows={2} error={Boolean(problems['summary'])} helperText={say('summary') ?? t('post.summaryHelp')} fullWidth />
        <CoverPicker
          photoId={draft.coverPhotoId}
          onChange={(coverPhotoId) => change({ coverPhotoId })}
          upload={async (file) => (await uploadImage(orgId, file)).photoId}
          onUploadFailed={(error) => form.fail(toHttpError(error).message)}
          disabled={disabled}
        />
        <Typography variant="subtitle2" component="p">
          {t('post.body')}
        </Typography>
        <RichTextEditor
          initialHtml={draft.bodyHtml}
          onChange={(bodyHtml) => change({ bodyHtml })}
          uploadImage={async (file) => (await uploadImage(orgId, file)).url}
          onUploadFailed={(error) => form.fail(toHttpError(error).message)}
          label={t('post.body')}
          disabled={disabled}
        />
        {say('bodyHtml') ? (
          <Typography variant="body2" color="error" role="alert">
            {say('bodyHtml')}
          </Typography>
        ) : null}
      </TitledSection>
      {editable ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {post ? (
            <Button color="error" onClick={() => void form.remove().then((gone) => gone && onClose())} disabled={form.saving}>
              {t('post.delete')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {published ? (
            <Button variant="outlined" onClick={() => submit('draft')()} disabled={form.saving}>
              {t('post.unpublish')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => submit('draft')()} disabled={form.saving}>
              {t('post.saveDraft')}
            </Button>
          )}
          <Button variant="contained" onClick={() => submit('published')()} disabled={form.saving}>
            {t(published ? 'post.update' : 'post.publish')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
