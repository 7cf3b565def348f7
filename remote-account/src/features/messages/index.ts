// The messages feature's public surface: what the message centre uses.
export { useAnnouncements } from './api/post-home-notice';
export { useInboxPages } from './api/post-notice-list';
export { Announcements } from './components/announcements';
export { Inbox } from './components/inbox';
