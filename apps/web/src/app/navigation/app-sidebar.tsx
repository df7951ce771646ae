import type { Role } from '@warroom/contracts';
import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import type { SidebarState } from './use-sidebar';
import { Brand } from './brand';
import { NavMenu } from './nav-menu';

// The sheet (antd's Drawer) is loaded only on narrow screens: a desktop visit does not pay for it.
const MobileSidebar = lazy(async () => ({ default: (await import('./mobile-sidebar')).MobileSidebar }));

const WIDTH = '16rem';
const COLLAPSED_WIDTH = '3rem';

type AppSidebarProps = { role: Role; sidebar: SidebarState };

/** A collapsible sidebar; below 768 px a slide-in sheet (SPEC.md section 2). */
export function AppSidebar({ role, sidebar }: AppSidebarProps) {
  if (sidebar.isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileSidebar role={role} sidebar={sidebar} />
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      theme="light"
      width={WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsible
      collapsed={!sidebar.open}
      trigger={null}
      className="app-sidebar"
    >
      <div className="app-sidebar__brand">
        <Brand compact={!sidebar.open} />
      </div>
      <nav aria-label="Main">
        <NavMenu role={role} />
      </nav>
    </Layout.Sider>
  );
}
