import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';

/** A rating shown as stars (half stars for an average), named for screen readers ("Rated 4 of 5"). */
export function ReviewStars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation('reviews');
  const shown = Math.round(value * 10) / 10;
  return <Rating value={value} precision={0.5} readOnly size={size} aria-label={t('ratingLabel', { rating: shown })} />;
}
