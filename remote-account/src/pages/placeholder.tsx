import { ComingSoon } from '@h5/shared';

/** A titled placeholder for a page this area has not built yet. */
export function placeholderPage(title: string, withHeader = true) {
  function Placeholder() {
    return <ComingSoon title={title} withHeader={withHeader} />;
  }
  return { default: Placeholder };
}
