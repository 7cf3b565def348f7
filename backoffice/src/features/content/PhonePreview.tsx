import { Flex, Tag, Typography } from 'antd';

/**
 * The phone's help page as players will see an article: a 375-px frame holding the page's card (title and body, the
 * account area's article-view.css in plain values). A sandboxed `<iframe srcdoc>` without `allow-scripts`: whatever
 * the draft holds (a pasted `<script>`, an `onclick`) cannot run here, and the console's styles cannot leak in.
 */
const PHONE_CSS = `
  html, body { margin: 0; background: #f3f4f8; color: #1f2430;
    font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Helvetica Neue', 'Microsoft YaHei', sans-serif; }
  .bar { position: sticky; top: 0; height: 44px; display: flex; align-items: center; justify-content: center;
    background: #fff; font-size: 17px; font-weight: 600; border-bottom: 1px solid #eceef3; }
  .page { padding: 12px; }
  .card { padding: 18px 16px 20px; border-radius: 14px; background: #fff; box-shadow: 0 2px 10px rgba(31, 36, 48, 0.05); }
  .title { position: relative; margin: 0 0 12px; padding-left: 12px; font-size: 18px; }
  .title::before { content: ''; position: absolute; left: 0; top: 4px; bottom: 4px; width: 4px; border-radius: 2px;
    background: linear-gradient(135deg, #f6c35b 0%, #e8a32c 55%, #d98a16 100%); }
  .body { color: #5b6170; font-size: 14px; line-height: 1.8; word-break: break-word; }
  .body h3 { margin: 16px 0 6px; color: #1f2430; font-size: 15px; }
  .body p { margin: 0 0 10px; }
  .body ul, .body ol { margin: 0 0 10px; padding-left: 20px; }
  .body li { margin-bottom: 6px; }
  .body strong { color: #c9801a; }
  .body img { max-width: 100%; height: auto; }
  .body a { color: #c9801a; }
  .empty { color: #9aa0ad; text-align: center; padding: 24px 0; }
`;

const escapeText = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The document the frame shows (exported for the tests). */
export function phoneDocument(title: string, html: string) {
  const body = html.trim() ? `<div class="body">${html}</div>` : '<p class="empty">暂无内容</p>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${PHONE_CSS}</style></head><body><div class="bar">${escapeText(title || '帮助中心')}</div><div class="page"><article class="card"><h2 class="title">${escapeText(title)}</h2>${body}</article></div></body></html>`;
}

export function PhonePreview({ title, html, saved }: { title: string; html: string; saved: boolean }) {
  const doc = phoneDocument(title, html);
  return (
    <Flex vertical gap={8} style={{ width: 377, flex: 'none' }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>手机预览（375 px）</Typography.Text>
        {saved ? <Tag color="success">已保存的版本（服务器已清理）</Tag> : <Tag color="warning">未保存的修改</Tag>}
      </Flex>
      {/* a new frame for each document: Chromium keeps showing the first document when `srcdoc` changes while that
          one is still loading (the drawer's first render has the empty form, the next one the article), so an
          attribute update alone left 暂无内容 on screen */}
      <iframe
        key={doc}
        title="手机预览"
        sandbox=""
        srcDoc={doc}
        style={{ width: 377, height: 667, border: '1px solid #e5e6eb', borderRadius: 16, background: '#f3f4f8' }}
      />
      {!saved && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          保存时服务器会清理不安全的内容（脚本、事件属性等），保存后这里显示玩家实际看到的版本。
        </Typography.Text>
      )}
    </Flex>
  );
}
