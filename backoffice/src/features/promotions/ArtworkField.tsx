import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Space, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { promotionsApi } from './api';

const TYPES = ['image/png', 'image/gif'];
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * A picture for a promotion, as a form field (`value`: the site path the server answered, '' for none): PNG or GIF up
 * to 2 MB, checked here before it goes out and by the server again (its refusal shown as-is). The console's origin
 * serves no site pictures (its CSP allows this origin, data: and blob:), so the preview is the file just chosen; a
 * saved picture shows as its path.
 */
export function ArtworkField({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: string;
  onChange?: (path: string) => void;
  disabled?: boolean;
}) {
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!TYPES.includes(file.type)) {
      void message.error('只能上传 PNG 或 GIF 图片');
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_BYTES) {
      void message.error('图片不能超过 2 MB');
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    promotionsApi
      .uploadArtwork(file as File)
      .then((path) => {
        setPreview(URL.createObjectURL(file as File));
        onChange?.(path);
        void message.success('图片已上传');
        onSuccess?.(path);
      })
      .catch((err: Error) => {
        void message.error(err.message);
        onError?.(err);
      })
      .finally(() => setBusy(false));
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      {value ? (
        <Space align="start" wrap>
          {preview && <Image src={preview} alt="活动图片预览" width={250} preview={false} />}
          <Typography.Text code copyable data-testid="artwork-path">
            {value}
          </Typography.Text>
          {!disabled && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label="移除图片"
              onClick={() => {
                setPreview(null);
                onChange?.('');
              }}
            />
          )}
        </Space>
      ) : (
        <Typography.Text type="secondary">未上传图片</Typography.Text>
      )}
      <Upload
        id={id}
        accept="image/png,image/gif"
        showUploadList={false}
        maxCount={1}
        disabled={disabled || busy}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">PNG 或 GIF，不超过 2 MB；建议 750×300 像素</Typography.Text>
    </Flex>
  );
}
