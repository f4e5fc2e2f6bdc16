import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · <product>" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('shell');
  const product = t('app.name');
  useEffect(() => {
    if (title) document.title = `${title} · ${product}`;
  }, [title, product]);
}
