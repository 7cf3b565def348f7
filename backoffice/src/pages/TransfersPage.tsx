import { TransfersTable } from '../features/catalogue/TransfersTable';

export default function TransfersPage() {
  return <TransfersTable />;
}
