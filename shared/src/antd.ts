// antd-mobile for the areas, one copy site-wide (an MF singleton of its own, never on the shell's first paint).
//
// This list holds the components some file imports, and only those: `npm run lint` fails on a name no file imports
// from '@h5/shared/antd' (scripts/antd-exports.mjs). `@h5/shared/antd` is a Module Federation singleton
// (rspack.shared.js) and every area runs on the HOST's copy: each build registers the same version (1.0.0) and with
// `loaded-first` the host's registration is kept, so an area's own bundled fallback is never used. What matters is
// the names, and they are recorded and compared: the host build lists the names exported here
// (host-release.json `exports`), each area build the names it imports (build-info.json `imports`, from its module
// graph), and the deploy check (scripts/lib/compat.mjs) refuses an area that needs a name the live host does not
// export (deploy, promote, pin, rollback) and a host build that lacks a name a live area imports
// (`npm run remotes -- check-host`, before the shell goes live). README.md, "The deploy check".
//
// The rules: a component an area starts using is added here with its first import; the host that exports it goes
// live first (the area's deploy is refused until then). A component nothing imports any more is removed here; the
// host build without it can go live once no live area version imports it (check-host says which do).
// What the list costs: the one antd-mobile chunk, fetched only when the browser is idle after the start page (never
// on a first paint). In the host's build, gzip as served: 81.8 KB of JS and 6.5 KB of CSS with these 17; 112.1 and
// 9.9 KB with the 46 exported until issue 20 (`npm run bench:web -- --throttle`, 2026-11-26).
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// React 19: antd-mobile's imperative APIs (Toast.show, Dialog.confirm) need a createRoot-based render.
unstableSetRender((node, container) => {
  const el = container as Element & { __h5Root?: Root };
  const root = el.__h5Root ?? createRoot(el);
  el.__h5Root = root;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete el.__h5Root;
  };
});

// in use: Button, Form, Input, List (account: /userInfo, /password, /applyagent, /userCent, /boutBallBet),
// DatePicker (account: birthday), InfiniteScroll (shared/ui InfiniteList), Mask (promotions: red packet),
// Picker (money: deposit bank), Popup (shared/ui Sheet: every bottom sheet), Swiper (account: app
// download; promotions: VIP), Switch (money: 自动免转), Tabs (account: messages, /login; games: /concise; money: cards,
// /withdrawal; promotions: list, VIP; shared/ui NamedTabs)
export {
  Button,
  DatePicker,
  Form,
  InfiniteScroll,
  Input,
  List,
  Mask,
  Picker,
  Popup,
  Swiper,
  Switch,
  Tabs,
} from 'antd-mobile';
