import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, Upload } from 'antd';
import { useEffect } from 'react';
import type { Envelope } from '../../api/client';
import { catalogueApi, CATEGORIES_KEY, GAMES_KEY, useAction } from './api';
import { GamePicture } from './GamePicture';
import type { Game, GameCategory, GameCategoryId, GameInput, Venue } from './types';

interface Values {
  category_id: GameCategoryId;
  platform_name: string;
  /** concise only: a provider's lobby tile or one of its slot games (catecode = the provider) */
  kind: 'tile' | 'slot';
  game_code: string;
  name: string;
  mobile_img: string;
  sort: number;
  shown: boolean;
}

const toValues = (g: Game): Values => ({
  category_id: g.category_id,
  platform_name: g.platform_name,
  kind: g.catecode ? 'slot' : 'tile',
  game_code: g.game_code,
  name: g.name,
  mobile_img: g.mobile_img,
  sort: g.sort,
  shown: g.app_state === 1,
});

/** The body the server reads (routes/admin/games): catecode only for a slot game, equal to its provider. */
function toInput(v: Values): GameInput {
  return {
    category_id: v.category_id,
    platform_name: v.platform_name,
    game_code: v.game_code.trim(),
    name: v.name.trim(),
    mobile_img: (v.mobile_img ?? '').trim(),
    catecode: v.category_id === 'concise' && v.kind === 'slot' ? v.platform_name : '',
    app_state: v.shown ? 1 : 0,
    sort: v.sort,
  };
}

/** What changed against the game being edited (only those fields are sent); a new game: everything typed. */
function bodyOf(v: Values, editing: Game | null): Partial<GameInput> {
  const input = toInput(v);
  if (!editing) {
    const { mobile_img, catecode, ...rest } = input;
    // no picture: the server draws one; no catecode outside the slot games
    return { ...rest, ...(mobile_img ? { mobile_img } : {}), ...(catecode ? { catecode } : {}) };
  }
  return Object.fromEntries(
    Object.entries(input).filter(([k, val]) => editing[k as keyof GameInput] !== val),
  ) as Partial<GameInput>;
}

/** 新增游戏 / 编辑游戏: the server's rules (venue of the category, catecode for slot games, unique code) checked there. */
export function GameModal({
  open,
  editing,
  category,
  categories,
  venues,
  onClose,
}: {
  open: boolean;
  editing: Game | null;
  /** the tab open when adding */
  category: GameCategoryId;
  categories: GameCategory[];
  venues: Venue[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('category_id', form);
  const picture = Form.useWatch('mobile_img', form);
  const save = useAction(
    [GAMES_KEY, CATEGORIES_KEY],
    (body: Partial<GameInput>) =>
      editing ? catalogueApi.updateGame(editing.id, body) : catalogueApi.createGame(body as GameInput),
    (g) => (editing ? `已保存 ${g.name}` : `已添加 ${g.name}`),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing ? toValues(editing) : { category_id: category, kind: 'tile', sort: 0, shown: true, mobile_img: '' },
    );
  }, [open, editing, category, form]);

  const venueOptions = venues
    .filter((v) => v.category === chosen)
    .map((v) => ({ value: v.platname, label: `${v.name}（${v.platname}）` }));

  const submit = (v: Values) => {
    const body = bodyOf(v, editing);
    if (Object.keys(body).length === 0) return onClose();
    save.mutate(body, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={editing ? `编辑游戏 ${editing.name}` : '新增游戏'}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      destroyOnHidden
    >
      <Form<Values> form={form} name="game" layout="vertical" onFinish={submit}>
        <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            onChange={() => form.setFieldValue('platform_name', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="platform_name"
          label="场馆"
          extra="只能选择属于该分类的场馆"
          rules={[{ required: true, message: '请选择场馆' }]}
        >
          <Select options={venueOptions} placeholder="选择场馆" />
        </Form.Item>
        {chosen === 'concise' && (
          <Form.Item name="kind" label="类型">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'tile', label: '厂商入口（大厅）' },
                { value: 'slot', label: '厂商下的单个游戏' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="game_code"
          label="游戏代码"
          extra="字母、数字、下划线或短横线；同一场馆内不能重复"
          rules={[
            { required: true, whitespace: true, message: '请输入游戏代码' },
            { pattern: /^[A-Za-z0-9_-]+$/, message: 'game_code 只能包含字母、数字、下划线和短横线' },
          ]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item label="图片" extra="站内路径（/assets/… 或上传）或 https 地址；新增时留空由系统生成">
          <Space align="start">
            <GamePicture src={picture ?? ''} name="预览" size={48} />
            <Form.Item name="mobile_img" noStyle>
              <Input aria-label="图片地址" placeholder="/assets/games/xxx.svg" style={{ width: 260 }} />
            </Form.Item>
            <Upload
              name="file"
              action="/admin/api/uploads/artwork"
              headers={{ 'x-h5-console': '1' }}
              accept="image/png,image/gif"
              showUploadList={false}
              onChange={({ file }) => {
                if (file.status !== 'done' && file.status !== 'error') return;
                const answer = file.response as Envelope<{ url: string }> | undefined;
                if (file.status === 'done' && answer?.data?.url) form.setFieldValue('mobile_img', answer.data.url);
                else void message.error(answer?.message || '上传失败');
              }}
            >
              <Button icon={<UploadOutlined />}>上传</Button>
            </Upload>
          </Space>
        </Form.Item>
        <Space size="large">
          <Form.Item name="sort" label="排序（小的在前）" rules={[{ required: true, message: '请输入排序' }]}>
            <InputNumber min={0} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="shown" label="在大厅显示" valuePropName="checked">
            <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
