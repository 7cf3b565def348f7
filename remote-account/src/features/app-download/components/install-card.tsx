import type { InstallWay } from '../hooks/use-install';

/**
 * 添加到主屏幕: the site as an app on the home screen, beside the download. The browser's own install dialog where it
 * offers one, the steps for Safari on iOS, the browser menu elsewhere, and 已安装 inside the installed app.
 */
export function InstallCard({ way, onInstall }: { way: InstallWay; onInstall: () => void }) {
  return (
    <section className="app-install" aria-labelledby="app-install-title">
      <div className="app-install__head">
        <img className="app-install__icon" src="/assets/icons/icon-192.png" alt="" width={48} height={48} />
        <div>
          <h2 id="app-install-title">添加到主屏幕</h2>
          <p>无需下载安装包，像 APP 一样从桌面打开</p>
        </div>
      </div>
      {way === 'installed' && (
        <p className="app-install__done" role="status">
          已安装：您正在使用主屏幕上的星耀娱乐
        </p>
      )}
      {way === 'prompt' && (
        <button type="button" className="app-install__go" onClick={onInstall}>
          添加到主屏幕
        </button>
      )}
      {way === 'ios' && (
        <ol className="app-install__steps" aria-label="在 Safari 中添加到主屏幕">
          <li>点击 Safari 底部工具栏的「分享」按钮（方框加向上箭头）</li>
          <li>在菜单中选择「添加到主屏幕」</li>
          <li>点击右上角的「添加」，桌面上就会出现星耀娱乐</li>
        </ol>
      )}
      {way === 'manual' && (
        <ol className="app-install__steps" aria-label="在浏览器中添加到主屏幕">
          <li>打开浏览器的菜单（通常是右上角或底部的 ⋮ 或 ≡）</li>
          <li>选择「添加到主屏幕」或「安装应用」</li>
          <li>确认后，桌面上就会出现星耀娱乐</li>
        </ol>
      )}
    </section>
  );
}
