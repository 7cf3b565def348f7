// What the promotion pages (/activity, /activityInfo, /activityRecord) use.
export { promotionIdOf } from './promotion-id';
export { ALL_TAB, usePromotionTabs } from './hooks/use-promotion-tabs';
export { usePromotionDetailView } from './hooks/use-promotion-detail-view';
export { usePromotionApplication } from './hooks/use-promotion-application';
export { useApplicationPages } from './api/post-activity-apply-log';
export { PromotionCard } from './components/promotion-card';
export { TypeTabs } from './components/type-tabs';
export { PromotionDetail, PromotionDetailSkeleton } from './components/promotion-detail';
export { ApplicationRow } from './components/application-row';
