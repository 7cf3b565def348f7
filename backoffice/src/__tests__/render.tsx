import { render } from '@testing-library/react';
import { ConsoleApp } from '../App';
import { createQueryClient } from '../lib/queryClient';

/** The whole console at `path` (BrowserRouter on jsdom's history), a fresh query cache each time. */
export function renderConsole(path: string) {
  window.history.pushState({}, '', path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, refetchOnWindowFocus: false },
  });
  return { queryClient, ...render(<ConsoleApp queryClient={queryClient} />) };
}
