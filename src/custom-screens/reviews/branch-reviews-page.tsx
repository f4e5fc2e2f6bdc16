import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ReviewsList } from './reviews-list';

/** Team → Reviews: the branch's reviews (an employee: of their own visits), filtered by rating, member and visibility. */
export function BranchReviewsPage(props: AreaPageProps) {
  return (
    <AreaPageFrame {...props}>
      <ReviewsList source={{ kind: 'branch' }} />
    </AreaPageFrame>
  );
}
