import { ReleasesTable } from '../features/releases/ReleasesTable';

export default function ReleasesPage() {
  return <ReleasesTable />;
}
