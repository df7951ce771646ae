import type { Role } from '@warroom/contracts';
import { Drawer, Layout } from 'antd';
import type { SidebarState } from '../hooks/use-sidebar';
import { Brand } from './brand';
import { NavMenu } from './nav-menu';

const WIDTH = '16rem';
const COLLAPSED_WIDTH = '3rem';
const SHEET_WIDTH = '18rem';

type AppSidebarProps = { role: Role; sidebar: SidebarState };

/** A collapsible sidebar; below 768 px a slide-in sheet (SPEC.md section 2). */
export function AppSidebar({ role, sidebar }: AppSidebarProps) {
  if (sidebar.isMobile) {
    return (
      <Drawer
        placement="left"
        size={SHEET_WIDTH}
        open={sidebar.openMobile}
        onClose={() => sidebar.setOpenMobile(false)}
        title={<Brand />}
        styles={{ body: { padding: 8 } }}
      >
        <nav aria-label="Main">
          <NavMenu role={role} onNavigate={() => sidebar.setOpenMobile(false)} />
        </nav>
      </Drawer>
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
