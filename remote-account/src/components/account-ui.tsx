import { Link } from '@h5/shared';
import { Button, List } from '@h5/shared/antd';
import type { ReactNode } from 'react';
import { LineSvg } from './line-svg';
import { PAGES } from '@h5/shared/paths';
import './account-ui.css';
import './account-antd.css';

// The account pages' parts. Rows, fields and buttons are antd-mobile's (List, Form.Item, Input, Button), dressed in
// this area's look (account-antd.css); what stays hand-made here says why.

/**
 * A white rounded card, named by its title (an `<h2>`). Hand-made: a named `<section>` (a landmark) with a heading,
 * which antd-mobile's Card (a `<div>` whose title is no heading) is not; its rows are antd-mobile's, see `ListCard`.
 */
export function Card({ children, title, className }: { children: ReactNode; title?: string; className?: string }) {
  return (
    <section className={`acc-card${className ? ` ${className}` : ''}`} aria-label={title}>
      {title && <h2 className="acc-card__title">{title}</h2>}
      {children}
    </section>
  );
}

/** A card of rows: antd-mobile's `List` in a `Card` — menu rows (`MenuRow`) or a form's `Form.Item`s. */
export function ListCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <List className="acc-list">{children}</List>
    </Card>
  );
}

/**
 * The page's main button: antd-mobile's `Button` (full width, brand gradient). While `busy` it is disabled and shows a
 * spinner before its text (the text stays: the button keeps its name), so taps are ignored.
 */
export function SubmitButton({ children, busy, onClick }: { children: string; busy?: boolean; onClick: () => void }) {
  return (
    <Button
      block
      className="acc-submit"
      loading={Boolean(busy)}
      loadingIcon={<span className="acc-spinner" aria-hidden="true" />}
      loadingText={children}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

const CHEVRON = (
  <span className="acc-row__arrow" aria-hidden="true">
    <LineSvg size={16}>
      <path d="M9.5 5.5l6.5 6.5-6.5 6.5" />
    </LineSvg>
  </span>
);

/**
 * A menu row: antd-mobile's `List.Item` (icon tile, label, chevron) inside a real link (`<a href="#/…">`: List.Item's
 * own clickable form is an `<a>` without an address, which is no link for the browser or assistive technology).
 */
export function MenuRow({
  to,
  icon,
  tone,
  label,
}: {
  to: string;
  icon: ReactNode;
  tone: readonly [string, string];
  label: string;
}) {
  return (
    <Link to={to} className="acc-row">
      <List.Item
        prefix={
          <span
            className="acc-row__icon"
            style={{
              background: `linear-gradient(140deg, ${tone[0]} 0%, ${tone[1]} 100%)`,
              boxShadow: `0 5px 10px -5px ${tone[1]}`,
            }}
          >
            {icon}
          </span>
        }
        arrow={CHEVRON}
      >
        {label}
      </List.Item>
    </Link>
  );
}

/** A link to customer service (/kefu, built by the customer-service page). */
export function CustomerServiceLink({
  children = '联系在线客服',
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Link to={PAGES.customerService} className={`acc-kefu${className ? ` ${className}` : ''}`}>
      <LineSvg size={18}>
        <path d="M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14" />
        <path d="M4.5 12.5h1A1.5 1.5 0 0 1 7 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 3 17v-3a1.5 1.5 0 0 1 1.5-1.5z" />
        <path d="M18.5 12.5h1A1.5 1.5 0 0 1 21 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 17 17v-3a1.5 1.5 0 0 1 1.5-1.5z" />
        <path d="M19 18.5c0 1.5-2 2.5-5 2.5" />
      </LineSvg>
      {children}
    </Link>
  );
}

/** The line icons of these pages (24×24 paths). */
export const ICONS: Record<string, ReactNode> = {
  user: (
    <>
      <path d="M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0" />
      <path d="M4 20.5c1-4 4.2-6 8-6s7 2 8 6" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="14" r="4" />
      <path d="M11 11l8-8M16 6l2.5 2.5M14 8l2 2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17v.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <path d="M9 12l2.2 2.2L15.5 10" />
    </>
  ),
  doc: (
    <>
      <path d="M6.5 3h8l4 4v14h-12z" />
      <path d="M14.5 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  phone: (
    <>
      <path d="M5 4.5l3-1 2.5 5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 5 2.5-1 3c-8.5 1-15.5-6-14.5-14.5z" />
    </>
  ),
  handshake: (
    <>
      <path d="M3 11l4-4 4 2 3-2 7 5" />
      <path d="M6.5 12.5l4 4a1.4 1.4 0 0 0 2-2l-3-3M12 16l1.5 1.5a1.4 1.4 0 0 0 2-2L13 13M15 15l.5.5a1.4 1.4 0 0 0 2-2l-2.5-2.5" />
    </>
  ),
  heart: (
    <>
      <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
    </>
  ),
  headset: (
    <>
      <path d="M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14" />
      <path d="M4.5 12.5h1A1.5 1.5 0 0 1 7 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 3 17v-3a1.5 1.5 0 0 1 1.5-1.5z" />
      <path d="M18.5 12.5h1A1.5 1.5 0 0 1 21 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 17 17v-3a1.5 1.5 0 0 1 1.5-1.5z" />
    </>
  ),
};

export { TONES } from './tones';

export function Icon({ name, size = 18 }: { name: keyof typeof ICONS; size?: number }) {
  return (
    <LineSvg size={size} strokeWidth={2}>
      {ICONS[name]}
    </LineSvg>
  );
}
