import { PaymentsPanel } from '../features/catalogue/PaymentsPanel';

export default function PaymentsPage() {
  return <PaymentsPanel />;
}
