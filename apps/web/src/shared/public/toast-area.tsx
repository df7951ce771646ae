import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dismissToast, shownToast, subscribeToToast, type ToastMessage } from './toast-store';

/** SPEC.md section 9: shown 5 s, swiped away 50 px to the right, F8 focuses it. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const FOCUS_HOTKEY = 'F8';

function ToastNotice({ toast }: { toast: ToastMessage }) {
  const [held, setHeld] = useState(false);
  const swipe = useRef<{ startX: number; dx: number } | null>(null);
  const [offset, setOffset] = useState(0);

  // Hovered or focused, it stays; let go, it has its 5 s again.
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(toast.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    swipe.current = { startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe.current) return;
    swipe.current.dx = Math.max(0, event.clientX - swipe.current.startX);
    setOffset(swipe.current.dx);
  };
  const onPointerEnd = () => {
    const dx = swipe.current?.dx ?? 0;
    swipe.current = null;
    setOffset(0);
    if (dx >= SWIPE_THRESHOLD_PX) dismissToast(toast.id);
  };

  return (
    <div
      className={`lp-toast lp-toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={-1}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className="lp-toast__icon" aria-hidden="true">
        {toast.kind === 'error' ? '!' : '✓'}
      </span>
      <div className="lp-toast__text">
        <p className="lp-toast__title">{toast.title}</p>
        {toast.description ? <p className="lp-toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="lp-toast__close" aria-label="Close" onClick={() => dismissToast(toast.id)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Where the light shell's toast shows, bottom right; F8 moves the focus to it. */
export function ToastArea() {
  const toast = useSyncExternalStore(subscribeToToast, shownToast);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const notice = region.current?.querySelector<HTMLElement>('.lp-toast');
      if (event.key !== FOCUS_HOTKEY || !notice) return;
      event.preventDefault();
      notice.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!toast) return null;
  return (
    <section ref={region} aria-label={`Notifications (${FOCUS_HOTKEY})`} className="lp-toasts">
      <ToastNotice key={toast.id} toast={toast} />
    </section>
  );
}
