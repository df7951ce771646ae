import type { AppProps } from 'antd';

type ToastConfig = NonNullable<AppProps['notification']>;

/** Below the sticky top bar (64 px), so that a toast never hides the menu, the theme or Log out. */
const BELOW_TOP_BAR_PX = 72;

/** SPEC.md section 9: one toast at a time, shown 5 s, at most 420 px wide. */
const BASE: ToastConfig = {
  maxCount: 1,
  duration: 5,
  stack: false,
  top: BELOW_TOP_BAR_PX,
  styles: { root: { maxWidth: 'min(420px, calc(100vw - 32px))' } },
};

/**
 * Where toasts show: at the top, where they cover neither the form the user just sent (a
 * comment box sits at the bottom of its card) nor the page's own actions for long; centred
 * on a phone, where a corner toast would run off the screen.
 */
export function toastConfig(isMobile: boolean): ToastConfig {
  return { ...BASE, placement: isMobile ? 'top' : 'topRight' };
}

export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_HOTKEY = 'F8';
