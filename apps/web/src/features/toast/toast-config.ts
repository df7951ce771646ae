import type { AppProps } from 'antd';

/** SPEC.md section 9: one toast at a time, shown 5 s, at most 420 px wide. */
export const TOAST_CONFIG: NonNullable<AppProps['notification']> = {
  maxCount: 1,
  duration: 5,
  placement: 'bottomRight',
  stack: false,
  styles: { root: { maxWidth: 'min(420px, calc(100vw - 32px))' } },
};

export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_HOTKEY = 'F8';
