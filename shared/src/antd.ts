// antd-mobile for the areas, one copy site-wide (an MF singleton of its own, never on the shell's first paint).
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

export {
  Button,
  Dialog,
  Form,
  Input,
  List,
  NavBar,
  Popup,
  Swiper,
  Tabs,
  Toast,
  InfiniteScroll,
  Switch,
  Picker,
  DatePicker,
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
  Mask,
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
