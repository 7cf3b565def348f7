import { useSearchParams } from '@h5/shared';
import { ABOUT_PAGES } from '../features/help/articles';
import { ArticleView } from '../features/help/components/article-view';

/** /abouts?type (000 §2): 5 terms and rules (also without a type), 6 privacy policy. The shell's back header titles it. */
export default function AboutsPage() {
  const [params] = useSearchParams();
  const page = ABOUT_PAGES[params.get('type') ?? '5'] ?? ABOUT_PAGES['5'];
  return <ArticleView type={page.slug} title={page.title} />;
}
