import { lazy } from 'react';

// Shown only after a tap (or, for the welcome popup, after the first paint): each is loaded on first use, so the
// lobby's first paint carries none of them (the drawer's copy helper, DOMPurify for the popup's HTML).
export const Drawer = lazy(() => import('./drawer'));
export const NoticePopup = lazy(() => import('./notice-popup'));
export const WelcomePopup = lazy(() => import('./welcome-popup'));
