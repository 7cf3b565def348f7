import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { useSession, type AppInfo } from '@h5/shared';
import { DOWNLOAD_FRAME_MS } from '../../features/app-download';
import AppDownloadPage from '../app-download-page';
import { PLAYER, renderAt, resetDom, session, toastText } from './fixtures';

// antd-mobile's Swiper as it is, its props recorded: jsdom lays nothing out, so whether it turns is its `autoplay`
const mockSwiperProps = jest.fn();
jest.mock('@h5/shared/antd', () => {
  const actual = jest.requireActual('@h5/shared/antd');
  const { createElement } = jest.requireActual('react');
  const Swiper = Object.assign(
    (props: { autoplay?: boolean }) => {
      mockSwiperProps(props);
      return createElement(actual.Swiper, props);
    },
    { Item: actual.Swiper.Item },
  );
  return { ...actual, Swiper };
});
const autoplay = () => mockSwiperProps.mock.lastCall?.[0].autoplay;

const APP: AppInfo = {
  title: '星耀娱乐',
  site_state: 1,
  repair_tips: '',
  site_logo: '/assets/logo.svg',
  redpacket_switch: 1,
  index_modal: 0,
  webcontent: '',
  h5_url: '',
  ios_download_url: 'https://download.example/ios',
  ios_download_qrcode: '/assets/app-qrcode.svg',
};

beforeEach(() => {
  resetDom();
  session(PLAYER);
  document.querySelectorAll('iframe').forEach((f) => f.remove());
});
afterEach(() => jest.useRealTimers());

describe('/app page', () => {
  it('title, the carousel, the QR image and a drawn fallback when it fails', () => {
    useSession.setState({ appInfo: APP });
    renderAt('/app', '/app', <AppDownloadPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('星耀娱乐 APP');
    expect(screen.getAllByRole('img', { name: /真人视讯/ }).length).toBeGreaterThan(0);
    const qr = screen.getByRole('img', { name: '下载二维码' });
    expect(qr).toHaveAttribute('src', '/assets/app-qrcode.svg');
    fireEvent.error(qr);
    expect(screen.getByRole('img', { name: '二维码暂不可用' })).toBeInTheDocument();
    expect(screen.getByText(/同一网络/)).toBeInTheDocument();
    expect(screen.getByText(/手机自带的浏览器/)).toBeInTheDocument();
  });

  it('the carousel turns by itself until 暂停轮播, again on 继续轮播; never under reduced motion (WCAG 2.2.2, issue 24)', () => {
    useSession.setState({ appInfo: APP });
    const { unmount } = renderAt('/app', '/app', <AppDownloadPage />);
    expect(autoplay()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(autoplay()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    expect(autoplay()).toBe(true);
    unmount();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    try {
      renderAt('/app', '/app', <AppDownloadPage />);
      expect(autoplay()).toBe(false);
      expect(screen.queryByRole('button', { name: /轮播/ })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('download opens ios_download_url in a hidden, sandboxed frame (downloads only) removed after 2000 ms', () => {
    jest.useFakeTimers();
    useSession.setState({ appInfo: APP });
    renderAt('/app', '/app', <AppDownloadPage />);
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    const frame = document.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame!.getAttribute('src')).toBe('https://download.example/ios');
    expect(frame!.style.display).toBe('none');
    // it runs no script and can never navigate the site away: it only downloads (or hands over to the installer)
    expect(frame!.getAttribute('sandbox')).toBe('allow-downloads allow-top-navigation-to-custom-protocols');
    expect(frame!.getAttribute('referrerpolicy')).toBe('no-referrer');
    act(() => jest.advanceTimersByTime(DOWNLOAD_FRAME_MS - 10));
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => jest.advanceTimersByTime(20));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without a download address it says so instead of opening anything', () => {
    useSession.setState({ appInfo: { ...APP, ios_download_url: 'javascript:alert(1)' } });
    renderAt('/app', '/app', <AppDownloadPage />);
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(toastText()).toBe('下载地址暂未开放，请联系在线客服');
  });
});

describe('/app: 添加到主屏幕', () => {
  const setUa = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const standalone = (on: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (q: string) => ({ matches: on && q.includes('standalone'), media: q }),
    });
  const original = navigator.userAgent;
  beforeEach(() => {
    useSession.setState({ appInfo: APP });
    standalone(false);
    delete (window as { __h5Install?: unknown }).__h5Install;
  });
  afterEach(() => setUa(original));

  it("uses the browser's install offer, kept by the shell before /app opened, and then says 已安装", async () => {
    setUa(ANDROID);
    const prompt = jest.fn(async () => {});
    (window as { __h5Install?: unknown }).__h5Install = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    renderAt('/app', '/app', <AppDownloadPage />);
    expect(screen.getByRole('heading', { name: '添加到主屏幕' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '添加到主屏幕' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^已安装/)).toHaveTextContent('您正在使用主屏幕上的星耀娱乐');
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull();
  });

  it('an offer that arrives while /app is open shows the button', () => {
    setUa(ANDROID);
    renderAt('/app', '/app', <AppDownloadPage />);
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull();
    expect(screen.getByRole('list', { name: '在浏览器中添加到主屏幕' })).toBeInTheDocument();
    act(() => {
      (window as { __h5Install?: unknown }).__h5Install = Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(new Event('h5:install'));
    });
    expect(screen.getByRole('button', { name: '添加到主屏幕' })).toBeInTheDocument();
  });

  it('on iOS Safari: the steps through 分享 → 添加到主屏幕', () => {
    setUa(IPHONE);
    renderAt('/app', '/app', <AppDownloadPage />);
    const steps = screen.getByRole('list', { name: '在 Safari 中添加到主屏幕' });
    expect(steps).toHaveTextContent('分享');
    expect(steps).toHaveTextContent('添加到主屏幕');
    // the download links stay beside it
    expect(screen.getByRole('button', { name: '立即下载' })).toBeInTheDocument();
  });

  it('inside the installed app (standalone): 已安装, no steps', () => {
    setUa(IPHONE);
    standalone(true);
    renderAt('/app', '/app', <AppDownloadPage />);
    expect(screen.getByText(/^已安装/)).toHaveTextContent('您正在使用主屏幕上的星耀娱乐');
    expect(screen.queryByRole('list', { name: /添加到主屏幕/ })).toBeNull();
  });
});
