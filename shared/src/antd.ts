// antd-mobile for the areas, one copy site-wide (an MF singleton of its own, never on the shell's first paint).
//
// This list only grows: never remove a component from it, even one no code uses today (issue 20 checked, and kept
// them). `@h5/shared/antd` is a Module Federation singleton (rspack.shared.js) and every area runs on the HOST's copy:
// each build registers the same version (1.0.0) and with `loaded-first` the first registration, the host's, is kept,
// so an area's own bundled fallback is never used; and the deploy check compares that version, never these names.
// So a component removed here is `undefined` at run time for any area built against a list that still had it
// (another team's branch, a rollback target), with no refusal at deploy. Removing would need the host to record its
// names and the deploy check to compare them with each area's imports (or a new major of @h5/shared that every
// area is rebuilt against).
// What keeping costs: the one antd-mobile chunk, fetched only when the browser is idle after the start page (never
// on a first paint), is ~125 KB gzip with these 46 and would be ~52 KB with the 8 in use (esbuild, JS only).
//
// The rule: a component an area needs is added here first, the host is deployed, then the area (README.md, "Plain
// static hosting"; an area deployed first would find `undefined` on the live host).
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

// in use: DatePicker (account: birthday), InfiniteScroll (shared/ui InfiniteList), Mask (promotions: red packet),
// Picker (money: deposit bank), Popup (money: bank picker; shared/ui OptionSheet, FilteredList), Swiper (account: app
// download; promotions: VIP), Switch (money: 自动免转), Tabs (account: messages; games: /concise; money: cards;
// promotions: list, VIP)
export { DatePicker, InfiniteScroll, Mask, Picker, Popup, Swiper, Switch, Tabs } from 'antd-mobile';

// unused today, exported since the start and kept (see the top of this file)
export {
  Button,
  Dialog,
  Form,
  Input,
  List,
  NavBar,
  Toast,
  Empty,
  Image,
  Grid,
  Badge,
  Tag,
  Skeleton,
  SpinLoading,
  DotLoading,
  NoticeBar,
  PullToRefresh,
  CheckList,
  Radio,
  Checkbox,
  Collapse,
  ImageUploader,
  Divider,
  ErrorBlock,
  Result,
  SafeArea,
  TextArea,
  Ellipsis,
  ProgressBar,
  Card,
  ActionSheet,
  Modal,
  Space,
  Selector,
  SearchBar,
  SideBar,
  Steps,
  TabBar,
} from 'antd-mobile';
