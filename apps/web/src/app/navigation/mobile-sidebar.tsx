import type { Role } from '@warroom/contracts';
import { Drawer } from 'antd';
import type { SidebarState } from './use-sidebar';
import { Brand } from './brand';
import { NavMenu } from './nav-menu';

const SHEET_WIDTH = '18rem';

type MobileSidebarProps = { role: Role; sidebar: SidebarState };

/** Below 768 px the sidebar is a slide-in sheet (SPEC.md section 2). */
export function MobileSidebar({ role, sidebar }: MobileSidebarProps) {
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
