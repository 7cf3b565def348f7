import {
  post,
  type EarlyAnswer,
  type EarlyCall,
  useSession,
  type AppInfo,
  type RemotesManifest,
  type UserInfo,
} from '@h5/shared';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fetchRemotesManifest, prefetchAreas, registerAreas, warmStartPage } from './federation/remotes';
import { App } from './shell/app';

declare global {
  interface Window {
    /** The requests index.html started before main.js ran (src/preboot.js). */
    __h5Boot?: {
      remotes: Promise<RemotesManifest>;
      app: Promise<EarlyAnswer>;
      token: string | null;
      user: Promise<EarlyAnswer> | null;
      /** the start page's opening calls (its route's `startRequests`), taken by the shared client */
      early?: EarlyCall[];
    };
  }
}

function BootError({ onRetry }: { onRetry: () => void | Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="boot-error" role="alert">
      <h1>网络连接失败</h1>
      <p>请检查网络后重试</p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        重新加载
      </button>
    </div>
  );
}

const ok = (a: EarlyAnswer | null | undefined) => !!a?.body && Number(a.body.code) === 200 && a.body.data != null;

/**
 * The maintenance gate's answer (`/api/app`): the one preboot.js started, else (and on a retry) a fresh call.
 * True once the live settings are in the store; false when no answer came (the shell then offers a retry rather
 * than guess the gate from an old copy).
 */
async function loadGate(early: Promise<EarlyAnswer> | undefined): Promise<boolean> {
  if (early) {
    const answer = await early.catch(() => null);
    if (ok(answer)) {
      useSession.getState().setAppInfo(answer!.body!.data as AppInfo);
      return true;
    }
  }
  const res = await post<AppInfo>('/api/app', {}, { silent: true, toastError: false, on401: 'ignore' }).catch(
    () => null,
  );
  if (res?.code === 200 && res.data) {
    useSession.getState().setAppInfo(res.data);
    return true;
  }
  return false;
}

/**
 * The session at start: the balance poll, and the player's data from the `/api/user` call preboot.js made with
 * the same token. Anything but a good answer (a 401 above all) is asked again through the store, so expiry is
 * handled exactly as on any other call.
 */
async function startSession() {
  const session = useSession.getState();
  if (!session.token) return;
  session.startPolling();
  const early = window.__h5Boot;
  const answer = early?.user && early.token === session.token ? await early.user.catch(() => null) : null;
  if (ok(answer) && useSession.getState().token === session.token) {
    useSession.getState().setUserInfo(answer!.body!.data as UserInfo);
    return;
  }
  await session.refreshUser();
}

function start(root: Root, manifest: RemotesManifest) {
  const routes = registerAreas(manifest);
  // a guarded page the visitor may not open is not warmed (the shell sends them to /login)
  const token = useSession.getState().token;
  warmStartPage(token ? routes : routes.filter((r) => !r.auth && !r.askLogin), window.location.hash);
  void startSession().catch(() => {});
  root.render(<App routes={routes} />);
  // the tab pages' files and antd-mobile are downloaded (not run) when the browser is idle
  prefetchAreas(routes.filter((r) => r.tab).map((r) => ({ area: r.area, path: r.path })));
}

/**
 * preboot.js is `async`: from the cache it may run after this deferred script starts. Wait for it (its `load` event
 * fires once it has run) rather than ask for everything a second time; no preboot (a dev shell) or one that failed
 * to load: go on without it.
 */
function prebootRan(): Promise<Window['__h5Boot']> {
  const script = document.querySelector<HTMLScriptElement>('script[src*="preboot."]');
  if (!script) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = () => resolve(window.__h5Boot);
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    setTimeout(done, 3000);
  });
}

export async function boot() {
  const rootEl = document.getElementById('root')!;
  const root = createRoot(rootEl);
  useSession.getState().setBaseURL(window.location.origin);
  const early = window.__h5Boot ?? (await prebootRan());
  // the deployment manifest and the gate were requested by index.html itself; index.html's frame stays on screen
  // until both are known, so neither the home page nor the maintenance view ever shows in place of the other
  const [manifest, gate] = await Promise.all([
    (early?.remotes ?? Promise.reject(new Error('no preboot'))).catch(() => fetchRemotesManifest()).catch(() => null),
    loadGate(early?.app),
  ]);
  if (!manifest) {
    root.render(<BootError onRetry={() => window.location.reload()} />);
    return;
  }
  if (!gate) {
    const retry = async () => {
      if (await loadGate(undefined)) start(root, manifest);
    };
    root.render(<BootError onRetry={retry} />);
    return;
  }
  start(root, manifest);
}
