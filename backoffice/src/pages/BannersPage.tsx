import { BannersPage as Page } from '../features/content/BannersPage';

export default function BannersPage() {
  return <Page />;
}
