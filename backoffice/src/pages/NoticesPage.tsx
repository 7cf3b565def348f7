import { NoticesPage as Page } from '../features/content/NoticesPage';

export default function NoticesPage() {
  return <Page />;
}
