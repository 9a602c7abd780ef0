import { sanitizeServerHtml } from './sanitize';
import { Modal } from './Modal';

interface ErrorOverlayProps {
  headline: string;
  /** Messages may carry HTML from the server; it is sanitised before it is shown. */
  messages: { id: number; html: string }[];
  closeLabel: string;
  onClose: () => void;
}

/** The error overlay (spec part 1 §8): a headline, the messages, and a close that clears them. */
export default function ErrorOverlay({ headline, messages, closeLabel, onClose }: ErrorOverlayProps) {
  if (messages.length === 0) return null;
  return (
    <Modal
      title={headline}
      role="alertdialog"
      onClose={onClose}
      closeLabel={closeLabel}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <ul className="error-list">
        {messages.map((message) => (
          <li key={message.id} dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(message.html) }} />
        ))}
      </ul>
    </Modal>
  );
}
