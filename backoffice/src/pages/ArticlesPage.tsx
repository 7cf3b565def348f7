import { ArticlesPage as Page } from '../features/content/ArticlesPage';

export default function ArticlesPage() {
  return <Page />;
}
