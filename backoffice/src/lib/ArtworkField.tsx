import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { query, request } from '../api/client';

/**
 * A picture of the player site (a banner, a promotion) in a form: upload a PNG or GIF (`POST /admin/api/uploads/artwork`,
 * multipart field `file`), see it, and the value is the site path the server answers (`/uploads/artwork/<sha256>.png`),
 * which the content forms accept. The console shows site pictures through `GET /admin/api/artwork?src=` (its CSP
 * allows images from its own origin only); an outside address is named, not shown.
 */

const TYPES = ['image/png', 'image/gif'];
const MAX_BYTES = 2 * 1024 * 1024;

/** Where the console can show the picture at `src` (a site path), or null (an outside address). */
export const artworkUrl = (src: string) => (/^\/[^/]/.test(src) ? `/admin/api/artwork${query({ src })}` : null);

/** The upload (multipart, field `file`) through the one client: its headers, the server's message, a 401 to /login. */
export async function uploadArtwork(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await request<{ url: string }>('POST', '/uploads/artwork', form)).url;
}

/** A site picture, small (a table cell) or as large as the form allows; click to see it whole. */
export function ArtworkThumb({ src, width, alt = '图片' }: { src: string; width: number; alt?: string }) {
  const url = artworkUrl(src);
  if (!url)
    return (
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: width }}>
        外部图片：{src}
      </Typography.Text>
    );
  return <Image src={url} alt={alt} width={width} style={{ borderRadius: 4, objectFit: 'cover' }} />;
}

export interface ArtworkFieldProps {
  /** from Form.Item: the file input's id, so the item's label names it */
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** the picture's shown width in the form */
  width?: number;
  alt?: string;
}

export function ArtworkField({ id, value, onChange, disabled, width = 320, alt }: ArtworkFieldProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!TYPES.includes(file.type)) {
      message.error('只支持 PNG 或 GIF 格式的图片');
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_BYTES) {
      message.error('图片不能超过 2MB');
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    uploadArtwork(file as File)
      .then(
        (url) => {
          onChange?.(url);
          onSuccess?.(url);
          message.success('图片已上传');
        },
        (e: Error) => {
          message.error(e.message);
          onError?.(e);
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      {value ? (
        <ArtworkThumb src={value} width={width} alt={alt} />
      ) : (
        <Typography.Text type="secondary">尚未上传图片</Typography.Text>
      )}
      <Upload
        id={id}
        accept={TYPES.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || busy}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      {value && (
        <Typography.Text type="secondary" copyable style={{ fontSize: 12 }} data-testid="artwork-path">
          {value}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PNG 或 GIF，不超过 2MB、4096×4096
      </Typography.Text>
    </Flex>
  );
}
