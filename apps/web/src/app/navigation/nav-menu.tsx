import type { Role } from '@warroom/contracts';
import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { isNavItemActive, navItemsFor } from './nav-items';

type NavMenuProps = { role: Role; onNavigate?: () => void };

export function NavMenu({ role, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const items = navItemsFor(role);
  const selectedKeys = items.filter((item) => isNavItemActive(pathname, item.url)).map((item) => item.url);
  return (
    <Menu
      mode="inline"
      selectedKeys={selectedKeys}
      style={{ borderInlineEnd: 'none' }}
      onClick={onNavigate}
      items={items.map(({ url, icon, title, label: Label }) => ({
        key: url,
        icon,
        label: (
          <Link to={url} aria-current={selectedKeys.includes(url) ? 'page' : undefined}>
            {Label ? <Label title={title} /> : title}
          </Link>
        ),
      }))}
    />
  );
}
