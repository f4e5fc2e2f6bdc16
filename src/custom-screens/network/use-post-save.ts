import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsByField } from '@/custom-screens/online-booking/setting-problems';
import { toHttpError } from '@/providers/data-provider';
import type { Post, PostInput } from '@/schema/network/network-site';
import { createPost, deletePost, networkKeys, savePost } from './network-api';

/**
 * A post's save and removal: a new post is created (then edited under its id), a known one saved under the version
 * read. Field refusals land on their fields (a slug taken, 409, names the slug); any other refusal shows as a sentence.
 */
export function usePostSave(orgId: number, post: Post | null, onCreated: (id: number) => void) {
  const { t } = useTranslation('network');
  const { open } = useNotification();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refused = (error: unknown) => {
    const http = toHttpError(error);
    const named = problemsByField(http.errors);
    if (Object.keys(named).length > 0) setServerProblems(named);
    else setFailure(http.message);
    if (http.statusCode === 409 && post) void client.invalidateQueries({ queryKey: networkKeys.post(orgId, post.id) });
  };
  const save = async (value: PostInput) => {
    setFailure(null);
    setSaving(true);
    try {
      const saved = post ? await savePost(orgId, post.id, value, post.version) : await createPost(orgId, value);
      client.setQueryData(networkKeys.post(orgId, saved.id), saved);
      void client.invalidateQueries({ queryKey: networkKeys.posts(orgId) });
      open?.({ type: 'success', message: t(saved.status === 'published' ? 'post.publishedNow' : 'post.savedDraft') });
      if (!post) onCreated(saved.id);
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (): Promise<boolean> => {
    if (!post || !window.confirm(t('post.deleteConfirm', { title: post.title }))) return false;
    try {
      await deletePost(orgId, post.id);
      void client.invalidateQueries({ queryKey: networkKeys.posts(orgId) });
      open?.({ type: 'success', message: t('post.deleted') });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };
  return { saving, serverProblems, failure, save, remove, fail: setFailure, clearProblems: () => setServerProblems({}) };
}
