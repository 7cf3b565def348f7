import { useState, type ReactNode } from 'react';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';

/**
 * A full-height page of another site or of the server (customer service, partner pages, the agent page, a game):
 * the frame fills the space between the shell's bars, a spinner shows until it has loaded, and `bar` (a back or home
 * bar) sits above it. The frame never gets the player's token: the address must carry its own ticket if it needs one.
 */
export function EmbeddedPage({ src, title, bar, className }: { src: string | null; title: string; bar?: ReactNode; className?: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <div className={`h5-embedded${className ? ` ${className}` : ''}`}>
      {bar}
      <div className="h5-embedded__body">
        {src && (
          <iframe
            key={src}
            className="h5-embedded__frame"
            src={src}
            title={title}
            referrerPolicy="no-referrer"
            allow="clipboard-write"
            onLoad={() => setLoaded(src)}
          />
        )}
        {/* also while the address itself is still being fetched (src null) */}
        {(!src || loaded !== src) && (
          <div className="h5-embedded__loading" role="status" aria-label="加载中">
            <i className="h5-embedded__spinner" />
          </div>
        )}
      </div>
    </div>
  );
}
