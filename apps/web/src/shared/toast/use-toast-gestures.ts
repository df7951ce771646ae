import { App } from 'antd';
import { useEffect } from 'react';
import { TOAST_FOCUS_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';

const NOTICE_SELECTOR = '.ant-notification-notice';
const AREA_SELECTOR = '.ant-notification';

function focusToastArea(): void {
  const area = document.querySelector<HTMLElement>(AREA_SELECTOR);
  if (!area) return;
  area.setAttribute('role', 'region');
  area.setAttribute('aria-label', `Notifications (${TOAST_FOCUS_HOTKEY})`);
  const target = area.querySelector<HTMLElement>(NOTICE_SELECTOR) ?? area;
  target.tabIndex = -1;
  target.focus();
}

/** F8 focuses the toast area; swiping a toast 50 px to the right dismisses it. */
export function useToastGestures(): void {
  const { notification } = App.useApp();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_FOCUS_HOTKEY) return;
      event.preventDefault();
      focusToastArea();
    };

    let swipe: { notice: HTMLElement; startX: number } | undefined;
    const onPointerDown = (event: PointerEvent) => {
      const notice = event.target instanceof Element ? event.target.closest<HTMLElement>(NOTICE_SELECTOR) : null;
      swipe = notice ? { notice, startX: event.clientX } : undefined;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!swipe) return;
      const dx = Math.max(0, event.clientX - swipe.startX);
      swipe.notice.style.transform = dx ? `translateX(${dx}px)` : '';
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!swipe) return;
      const { notice, startX } = swipe;
      swipe = undefined;
      notice.style.transform = '';
      // At most one toast is shown, so dismissing all dismisses the swiped one.
      if (event.clientX - startX >= TOAST_SWIPE_THRESHOLD_PX) notification.destroy();
    };

    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
    };
  }, [notification]);
}
