import { useSearchParams } from '@h5/shared';
import { ArticleView, termsPageOf } from '../features/help';

/** /abouts?type, the terms pages: 5 terms and rules (also without a type), 6 privacy policy. The shell's back header titles it. */
export default function TermsPage() {
  const [params] = useSearchParams();
  const page = termsPageOf(params.get('type'));
  return <ArticleView type={page.slug} title={page.title} />;
}
