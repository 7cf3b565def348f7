import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel, NoticeBar } from '../../features/lobby';

// The home page's moving content (issue 24, WCAG 2.2.2): the carousel's autoplay and the notice line's marquee
// each have a pause control, and stop under a mouse pointer, with keyboard focus and when reduced motion is asked.

// jsdom has no PointerEvent: a mouse event carrying its pointerType stands in (what fireEvent.pointer* creates)
class PointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
Object.assign(window, { PointerEvent });

const BANNERS = [1, 2, 3].map((n) => ({ src: `/assets/banners/banner-${n}.svg` }));
const AUTOPLAY_MS = 4000;

describe('home carousel autoplay', () => {
  const scrollTo = jest.fn();
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo.mockReset();
    // jsdom lays nothing out: the strip is one phone wide and records where autoplay scrolls it
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
    HTMLElement.prototype.scrollTo = scrollTo as typeof HTMLElement.prototype.scrollTo;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = matchMedia;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
  const tick = (ms = AUTOPLAY_MS) => act(() => jest.advanceTimersByTime(ms));
  const strip = () => screen.getByRole('img', { name: '广告 1' }).closest<HTMLElement>('.lobby-banners__strip')!;

  it('turns every 4 s; 暂停轮播 stops it until 继续轮播', () => {
    render(<BannerCarousel banners={BANNERS} />);
    tick();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 390, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    tick(3 * AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // the same button, now named for what it does next
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
    tick();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('holds while a mouse pointer is over the strip or it has focus', () => {
    render(<BannerCarousel banners={BANNERS} />);
    fireEvent.pointerEnter(strip(), { pointerType: 'mouse' });
    tick(2 * AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerLeave(strip(), { pointerType: 'mouse' });
    tick();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.focus(strip());
    tick(2 * AUTOPLAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.blur(strip());
    tick();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('never turns when the phone asks for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    render(<BannerCarousel banners={BANNERS} />);
    tick(3 * AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('one banner: nothing turns, no pause control', () => {
    render(<BannerCarousel banners={BANNERS.slice(0, 1)} />);
    tick(2 * AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /轮播/ })).toBeNull();
  });
});

describe('notice marquee', () => {
  const line = () => screen.getByTestId('notice-text').closest('.lobby-notice__line');

  it('暂停滚动 stops the line (its start stands still) until 继续滚动', () => {
    render(<NoticeBar notices={['第一条公告', '第二条公告']} onOpen={() => {}} onMenu={() => {}} />);
    expect(line()).not.toHaveClass('is-paused');
    fireEvent.click(screen.getByRole('button', { name: '暂停滚动' }));
    expect(line()).toHaveClass('is-paused');
    fireEvent.click(screen.getByRole('button', { name: '继续滚动' }));
    expect(line()).not.toHaveClass('is-paused');
    expect(screen.getByRole('button', { name: '暂停滚动' })).toBeInTheDocument();
  });

  it('暂无公告 stands still, with no pause control', () => {
    render(<NoticeBar notices={[]} onOpen={() => {}} onMenu={() => {}} />);
    expect(screen.getByTestId('notice-text')).toHaveTextContent('暂无公告');
    expect(line()).toHaveClass('is-paused');
    expect(screen.queryByRole('button', { name: /滚动/ })).toBeNull();
  });
});
