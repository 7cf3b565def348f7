import { VipLevels } from '../features/promotions/VipLevels';

export default function VipLevelsPage() {
  return <VipLevels />;
}
