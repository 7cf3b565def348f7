import { VenuesTable } from '../features/catalogue/VenuesTable';

export default function VenuesPage() {
  return <VenuesTable />;
}
