import { SiteSettingsPage } from '../features/site/SiteSettingsPage';

export default function SitePage() {
  return <SiteSettingsPage />;
}
