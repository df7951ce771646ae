import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { TOOLTIP_DELAY_SECONDS } from '../../../app/ui-constants';
import { useLogout } from '../../auth/hooks/use-logout';
import { ThemeToggle } from '../../theme/components/theme-toggle';
import type { SidebarState } from '../hooks/use-sidebar';

type TopBarProps = { sidebar: SidebarState; userLabel: string };

export function TopBar({ sidebar, userLabel }: TopBarProps) {
  const { token } = theme.useToken();
  const logout = useLogout();
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  const toggleLabel = 'Toggle sidebar (Ctrl+B)';
  return (
    <Layout.Header
      className="app-topbar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Tooltip title={toggleLabel} mouseEnterDelay={TOOLTIP_DELAY_SECONDS}>
        <Button
          type="text"
          aria-label={toggleLabel}
          aria-expanded={expanded}
          icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={sidebar.toggle}
        />
      </Tooltip>
      <Flex align="center" gap={8}>
        <span className="text-secondary app-topbar__user" title={userLabel}>
          {userLabel}
        </span>
        <ThemeToggle />
        <Tooltip title="Log out" mouseEnterDelay={TOOLTIP_DELAY_SECONDS}>
          <Button
            type="text"
            aria-label="Log out"
            icon={<LogoutOutlined />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          />
        </Tooltip>
      </Flex>
    </Layout.Header>
  );
}
