import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { TOOLTIP_DELAY_SECONDS } from '../../lib/ui-constants';
import { useLogout } from '../../shared/session/use-logout';
import { ThemeToggle } from '../../shared/theme/theme-toggle';
import type { SidebarState } from './use-sidebar';
import { sectionTitle } from './nav-items';
import './top-bar.css';

type TopBarProps = { sidebar: SidebarState; userLabel: string };

export function TopBar({ sidebar, userLabel }: TopBarProps) {
  const { token } = theme.useToken();
  const logout = useLogout();
  const { pathname } = useLocation();
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  const toggleLabel = 'Toggle sidebar (Ctrl+B)';
  // On a phone the sidebar is hidden: the bar says where the user is.
  const title = sidebar.isMobile ? sectionTitle(pathname) : undefined;
  return (
    <Layout.Header
      className="app-topbar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" gap={8} className="app-topbar__start">
        <Tooltip title={toggleLabel} mouseEnterDelay={TOOLTIP_DELAY_SECONDS}>
          <Button
            type="text"
            aria-label={toggleLabel}
            aria-expanded={expanded}
            icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={sidebar.toggle}
          />
        </Tooltip>
        {title ? <span className="app-topbar__title">{title}</span> : null}
      </Flex>
      <Flex align="center" gap={8}>
        <span className="text-secondary app-topbar__user" title={userLabel}>
          {userLabel}
        </span>
        <ThemeToggle />
        {/* Said in words: antd's logout icon alone reads as 'refresh'. */}
        <Button
          type="text"
          icon={<LogoutOutlined aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Log out
        </Button>
      </Flex>
    </Layout.Header>
  );
}
