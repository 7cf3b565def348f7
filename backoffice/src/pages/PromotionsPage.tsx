import { PromotionBoard } from '../features/promotions/PromotionBoard';

export default function PromotionsPage() {
  return <PromotionBoard />;
}
