import { PictureOutlined } from '@ant-design/icons';
import { Image, Tooltip } from 'antd';

/** A site path shown through the console's own origin (GET /admin/api/game-picture; the console serves no site files). */
export const pictureUrl = (src: string) =>
  /^\/(assets|uploads\/artwork)\//.test(src) ? `/admin/api/game-picture?src=${encodeURIComponent(src)}` : null;

/** The game's thumbnail; an outside address (not loaded by the console's CSP) is named, not shown. */
export function GamePicture({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const url = pictureUrl(src);
  if (!url)
    return (
      <Tooltip title={src || '无图片'}>
        <PictureOutlined aria-label={`${name}的图片：${src || '无'}`} style={{ fontSize: size / 2, color: '#bbb' }} />
      </Tooltip>
    );
  return (
    <Image
      src={url}
      alt={name}
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 6, background: '#f5f5f5' }}
    />
  );
}
