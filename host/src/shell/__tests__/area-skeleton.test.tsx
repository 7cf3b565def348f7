import { act, render, screen } from '@testing-library/react';
import { EARLY_HERO_EVENT } from '@h5/shared';
import { AreaSkeleton } from '../area-boundary';

const LOBBY = {
  background: 'radial-gradient(120% 40% at 50% 0%, #20283d 0%, #121623 60%)',
  dark: true,
  inset: 10,
  hero: { ratio: 2.5, radius: 14 },
};
const boot = window as { __h5Boot?: unknown };

afterEach(() => {
  delete boot.__h5Boot;
});

describe('the loading view of a page', () => {
  it('is the light placeholder for a page without a frame', () => {
    render(<AreaSkeleton path="/money" />);
    const view = screen.getByRole('status', { name: '加载中' });
    expect(view).toHaveClass('area-skeleton');
    expect(view).not.toHaveClass('area-skeleton--framed');
    expect(view.querySelector('img')).toBeNull();
  });

  it('draws a framed page in its own colours, padding and picture box', () => {
    render(<AreaSkeleton path="/" frame={LOBBY} />);
    const view = screen.getByRole('status', { name: '加载中' });
    expect(view).toHaveClass('area-skeleton--framed', 'area-skeleton--dark');
    expect(view.style.background).toContain('radial-gradient');
    expect(view.style.padding).toBe('10px');
    const box = view.querySelector<HTMLElement>('.area-skeleton__hero')!;
    expect(box.style.aspectRatio).toBe('2.5');
    expect(box.style.borderRadius).toBe('14px');
    expect(box.querySelector('img')).toBeNull();
  });

  it('keeps the picture index.html painted for the start page, also when it is painted after the view rendered', () => {
    boot.__h5Boot = { hero: { path: '/', src: '/uploads/banner-1.png' } };
    const { unmount } = render(<AreaSkeleton path="/" frame={LOBBY} />);
    expect(screen.getByRole('status').querySelector('img')).toHaveAttribute('src', '/uploads/banner-1.png');
    unmount();

    // another page's picture is not this page's
    render(<AreaSkeleton path="/activity" frame={LOBBY} />);
    expect(screen.getByRole('status').querySelector('img')).toBeNull();
    act(() => {
      boot.__h5Boot = { hero: { path: '/activity', src: '/uploads/promo.png' } };
      window.dispatchEvent(new Event(EARLY_HERO_EVENT));
    });
    expect(screen.getByRole('status').querySelector('img')).toHaveAttribute('src', '/uploads/promo.png');
  });

  it("draws a page's own art (frame.hero.picture) from its area's folder on any visit, centred in its box", () => {
    const login = {
      background: '#171b29',
      dark: true,
      inset: 10,
      hero: { ratio: 2, radius: 0, width: 240, picture: 'frames/login-art.svg' },
    };
    render(<AreaSkeleton path="/login" frame={login} areaBase="/remotes/account/1.2.0/" />);
    const box = screen.getByRole('status').querySelector<HTMLElement>('.area-skeleton__hero')!;
    expect(box.querySelector('img')).toHaveAttribute('src', '/remotes/account/1.2.0/frames/login-art.svg');
    expect(box.style.width).toBe('240px');
    expect(box.style.marginLeft).toBe('auto');
    // a picture that is not a plain file of the area: the box without the art
    render(
      <AreaSkeleton path="/login" frame={{ ...login, hero: { ...login.hero, picture: '../x.svg' } }} areaBase="/r/" />,
    );
    expect(screen.getAllByRole('status')[1]!.querySelector('img')).toBeNull();
  });

  it('ignores a frame that is not well formed (remotes.json is data, never trusted)', () => {
    for (const frame of [
      { ...LOBBY, background: 'url(https://evil.example/x.png)' },
      { ...LOBBY, background: 'red; position: fixed' },
      { ...LOBBY, inset: 400 },
      { background: '#fff' },
      'dark',
    ]) {
      const { unmount } = render(<AreaSkeleton path="/" frame={frame} />);
      expect(screen.getByRole('status')).not.toHaveClass('area-skeleton--framed');
      unmount();
    }
  });
});
