import { Applications } from '../features/promotions/Applications';

export default function ApplicationsPage() {
  return <Applications />;
}
