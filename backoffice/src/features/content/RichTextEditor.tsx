import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Divider, Flex, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './content.css';

/**
 * The rich-text field of the content forms (articles, inbox messages): Tiptap (ProseMirror) with a small toolbar, or
 * the HTML source as text (to paste HTML as it is). Controlled like any antd field (`value`/`onChange` HTML). What it
 * writes is only a draft: the server sanitises on save (scripts, event handlers, `javascript:` links removed) and the
 * saved version is what players get. Imported only by the pages that edit rich text, so it loads with their chunks.
 */
export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** the field's name for assistive technology (the editable area has no <label>) */
  label: string;
  disabled?: boolean;
  minHeight?: number;
}

const EMPTY = '<p></p>';

/** What the visual editor keeps (StarterKit's marks and nodes); anything else it would drop on the first change. */
const KEPT = new Set('p br strong b em i s strike del u h2 h3 h4 ul ol li a blockquote code pre hr'.split(' '));

/** The tags (and inline styles) of `html` the visual editor would lose, e.g. ['table', 'style']. */
export function lostInEditor(html: string): string[] {
  const lost = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9]*)/gi))
    if (!KEPT.has(tag.toLowerCase())) lost.add(tag.toLowerCase());
  if (/<[^>]+\sstyle\s*=/i.test(html)) lost.add('style');
  return [...lost];
}

export function RichTextEditor({ id, value = '', onChange, label, disabled, minHeight = 240 }: RichTextEditorProps) {
  // content the visual editor cannot hold (a table, a picture, colours) opens as source, so nothing is lost unseen
  const [source, setSource] = useState(() => lostInEditor(value).length > 0);
  const lost = lostInEditor(value);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'bo-rich-text__body',
        style: `min-height: ${minHeight}px`,
      },
    },
    // only while it is the one shown: the source text is the value otherwise
    onUpdate: ({ editor: e }) => {
      if (!sourceRef.current) onChange?.(e.isEmpty ? '' : e.getHTML());
    },
  });

  // a value set from outside (the saved version, the source text): into the editor, without echoing it back
  useEffect(() => {
    if (!editor || source) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value, source]);
  useEffect(() => {
    editor?.setEditable(!disabled, false); // (no update event: the value has not changed)
  }, [editor, disabled]);

  return (
    <div className="bo-rich-text">
      <Flex className="bo-rich-text__bar" wrap align="center" gap={2}>
        {editor && !source && !disabled && <Toolbar editor={editor} />}
        <Tooltip title={source ? '回到可视化编辑' : '编辑 HTML 源码（可粘贴 HTML）'}>
          <Button
            size="small"
            type={source ? 'primary' : 'text'}
            icon={<CodeOutlined />}
            aria-pressed={source}
            aria-label="HTML 源码"
            onClick={() => setSource((s) => !s)}
            style={{ marginLeft: 'auto' }}
          >
            源码
          </Button>
        </Tooltip>
      </Flex>
      {lost.length > 0 && (
        <Alert
          type="warning"
          showIcon
          banner
          title={`内容含可视化编辑器不支持的格式（${lost.join('、')}）：请在源码中修改，在可视化模式下编辑会丢失这些格式。`}
        />
      )}
      {source ? (
        <Input.TextArea
          aria-label={`${label}（HTML 源码）`}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          autoSize={{ minRows: 10, maxRows: 24 }}
          className="bo-rich-text__source"
          variant="borderless"
          spellCheck={false}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <>
      <Tool label="加粗" active={state.bold} icon={<BoldOutlined />} onClick={() => run().toggleBold().run()} />
      <Tool label="斜体" active={state.italic} icon={<ItalicOutlined />} onClick={() => run().toggleItalic().run()} />
      <Tool
        label="删除线"
        active={state.strike}
        icon={<StrikethroughOutlined />}
        onClick={() => run().toggleStrike().run()}
      />
      <Tool label="小标题" active={state.h3} icon={<b>H</b>} onClick={() => run().toggleHeading({ level: 3 }).run()} />
      <Divider orientation="vertical" />
      <Tool
        label="无序列表"
        active={state.bullet}
        icon={<UnorderedListOutlined />}
        onClick={() => run().toggleBulletList().run()}
      />
      <Tool
        label="有序列表"
        active={state.ordered}
        icon={<OrderedListOutlined />}
        onClick={() => run().toggleOrderedList().run()}
      />
      <LinkTool editor={editor} active={state.link} />
      <Divider orientation="vertical" />
      <Tool label="撤销" icon={<UndoOutlined />} disabled={!state.undo} onClick={() => run().undo().run()} />
      <Tool label="重做" icon={<RedoOutlined />} disabled={!state.redo} onClick={() => run().redo().run()} />
    </>
  );
}

function Tool(p: { label: string; icon: ReactNode; onClick: () => void; active?: boolean; disabled?: boolean }) {
  return (
    <Tooltip title={p.label}>
      <Button
        size="small"
        type={p.active ? 'primary' : 'text'}
        ghost={p.active}
        icon={p.icon}
        aria-label={p.label}
        aria-pressed={p.active}
        disabled={p.disabled}
        onClick={p.onClick}
      />
    </Tooltip>
  );
}

/** 链接: an http(s) address on the selected text (the server keeps http(s), mailto and tel links only). */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    (url ? chain.setLink({ href: url }) : chain.unsetLink()).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            aria-label="链接地址"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            style={{ width: 260 }}
          />
          <Button type="primary" onClick={apply}>
            {href.trim() ? '确定' : '移除链接'}
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <Tool label="链接" active={active} icon={<LinkOutlined />} onClick={() => undefined} />
      </span>
    </Popover>
  );
}
