import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
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
  // no motion: a popup is there or gone at once (the browser test keeps the animations)
  return {
    queryClient,
    ...render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ConsoleApp queryClient={queryClient} />
      </ConfigProvider>,
    ),
  };
}
