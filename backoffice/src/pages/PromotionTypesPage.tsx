import { PromotionTypes } from '../features/promotions/PromotionTypes';

export default function PromotionTypesPage() {
  return <PromotionTypes />;
}
