import { AdjustmentsQueue } from '../features/players/AdjustmentsQueue';

export default function AdjustmentsPage() {
  return <AdjustmentsQueue />;
}
