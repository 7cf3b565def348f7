import { RichText } from '@h5/shared/ui';
import { Modal } from './overlay';

/** The welcome popup with the server's HTML (sanitised again here before it is rendered). */
export default function WelcomePopup({ open, html, onClose }: { open: boolean; html: string; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="欢迎光临"
      onClose={onClose}
      footer={
        <button type="button" className="lobby-btn lobby-btn--gold" onClick={onClose}>
          我知道了
        </button>
      }
    >
      <RichText html={html} className="lobby-welcome" />
    </Modal>
  );
}
