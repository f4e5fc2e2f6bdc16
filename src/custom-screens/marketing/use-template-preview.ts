import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TemplatePreviewRequest } from '@/schema/messages/message-template';
import { notificationKeys, previewTemplate } from './notifications-api';
import { useNotificationScope } from './use-notification-scope';

const settleMs = 400;

/** The value once it has stayed the same for a moment: typing asks for one preview, not one a key. */
export function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), settleMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The server's rendering of the words as typed (the branch's name, sample values), asked for as typing settles. */
export function useTemplatePreview(request: TemplatePreviewRequest) {
  const scope = useNotificationScope();
  const subject = useSettled(request.subject);
  const body = useSettled(request.body);
  const settled = { ...request, subject, body };
  return useQuery({
    queryKey: notificationKeys.preview(scope, settled),
    queryFn: () => previewTemplate(scope, settled),
    enabled: scope.id > 0 && body.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
