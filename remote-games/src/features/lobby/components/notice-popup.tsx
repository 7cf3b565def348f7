import { Modal } from './overlay';

/** The announcements popup: every text, and a button to the message centre. */
export default function NoticePopup({
  open,
  notices,
  onClose,
  onMore,
}: {
  open: boolean;
  notices: string[];
  onClose(): void;
  onMore(): void;
}) {
  return (
    <Modal
      open={open}
      title="平台公告"
      onClose={onClose}
      footer={
        <button type="button" className="lobby-btn lobby-btn--gold" onClick={onMore}>
          更多公告
        </button>
      }
    >
      <ol className="lobby-notices">
        {notices.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ol>
    </Modal>
  );
}
