import { OrderQueue } from '../features/cashier/OrderQueue';

export default function WithdrawalsPage() {
  return <OrderQueue kind="withdrawals" />;
}
