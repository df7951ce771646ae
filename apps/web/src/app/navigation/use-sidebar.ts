import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';
import { useIsMobile } from '../../lib/use-is-mobile';

const COOKIE_NAME = 'sidebar_state';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons. Kept in the sidebar_state cookie. */
  open: boolean;
  /** Mobile: whether the slide-in sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
};

export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readCookie(COOKIE_NAME) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      writeCookie(COOKIE_NAME, String(!value), COOKIE_MAX_AGE_SECONDS);
      return !value;
    });
  }, [isMobile]);

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
