import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastArea } from './toast-area';
import { putToast } from './toast-store';
import './toast.css';

let mounted = false;

/**
 * The toast area is a React root of its own on <body>, made at the first toast: it outlives the
 * page that showed it (a login's greeting stays on /dashboard) and costs the signed-in app nothing.
 */
function mountToastArea(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(ToastArea));
}

/** The toasts of the public pages (SPEC.md section 8's texts): one at a time, bottom right. */
export const toast = {
  success(title: string, description?: string): void {
    mountToastArea();
    putToast('success', title, description);
  },
  /** The destructive variant. */
  error(title: string, description?: string): void {
    mountToastArea();
    putToast('error', title, description);
  },
};
