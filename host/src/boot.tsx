import { STORAGE_KEYS, useSession } from '@h5/shared';
import { createRoot } from 'react-dom/client';
import { fetchRemotesManifest, prefetchAreas, registerAreas } from './federation/remotes';
import { App } from './shell/app';


function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="boot-error" role="alert">
      <h1>网络连接失败</h1>
      <p>请检查网络后重试</p>
      <button type="button" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}

export async function boot() {
  const rootEl = document.getElementById('root')!;
  const root = createRoot(rootEl);
  const session = useSession.getState();
  try {
    localStorage.setItem(STORAGE_KEYS.baseURL, window.location.origin);
  } catch {
    /* private mode */
  }
  // app info (maintenance gate) and the deployment manifest are fetched together before the first paint
  const [manifest] = await Promise.all([
    fetchRemotesManifest().catch(() => null),
    session.loadAppInfo().catch(() => null),
  ]);
  if (!manifest) {
    root.render(<BootError onRetry={() => window.location.reload()} />);
    return;
  }
  const routes = registerAreas(manifest);
  if (session.token) {
    session.startPolling();
    void session.refreshUser().catch(() => {});
  }
  root.render(<App routes={routes} />);
  // the areas behind the tab bar are warmed when the browser is idle
  prefetchAreas([...new Set(routes.filter((r) => r.tab).map((r) => r.area))]);
}
