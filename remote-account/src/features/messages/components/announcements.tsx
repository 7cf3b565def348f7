import { LIST_END } from '@h5/shared/ui';
import { Icon } from '../../../components/account-ui';
import { useAnnouncements } from '../api/post-home-notice';

/**
 * The announcements, a plain list of texts (never markup), then 没有更多了. Nothing while the first answer is on its
 * way; a refusal or no answer at all shows the empty list.
 */
export function Announcements() {
  const announcements = useAnnouncements();
  if (announcements.loading) return null;
  const lines = Array.isArray(announcements.data) ? announcements.data.map(String) : [];
  return (
    <ul className="msg-notices">
      {lines.map((line, i) => (
        <li key={i} className="msg-notice" data-testid="announcement">
          <span className="msg-notice__icon" aria-hidden="true">
            <Icon name="info" size={16} />
          </span>
          <p>{line}</p>
        </li>
      ))}
      <li className="acc-empty">{LIST_END}</li>
    </ul>
  );
}
