export { BranchReviewsPage } from './branch-reviews-page';
