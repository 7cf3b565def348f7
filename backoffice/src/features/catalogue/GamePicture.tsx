import { PictureOutlined } from '@ant-design/icons';
import { Image, Tooltip } from 'antd';
import { artworkUrl } from '../../lib/ArtworkField';

/** The game's thumbnail; an outside address (not loaded by the console's CSP) is named, not shown. */
export function GamePicture({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const url = artworkUrl(src);
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
