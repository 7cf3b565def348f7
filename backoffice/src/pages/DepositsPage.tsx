import { OrderQueue } from '../features/cashier/OrderQueue';

export default function DepositsPage() {
  return <OrderQueue kind="deposits" />;
}
