import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { ConsoleApp } from '../App';
import { createQueryClient } from '../lib/queryClient';

/**
 * antd's CSS-in-JS styles go into this detached node, not the document: jsdom matches every rule of every style sheet
 * on each getComputedStyle (Testing Library calls it for every element a role query looks at), and with antd's sheets
 * in the document one test took 20-35 s, nearly all of it in selector matching. What the CSS hides or shows is the
 * browser tests' to judge (e2e/backoffice*.test.mjs); here antd's inline styles (a closed dialog's display: none) still
 * count.
 */
const styleSink = document.createElement('div');

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
      <StyleProvider container={styleSink}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <ConsoleApp queryClient={queryClient} />
        </ConfigProvider>
      </StyleProvider>,
    ),
  };
}
