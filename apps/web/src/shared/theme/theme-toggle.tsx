import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { TOOLTIP_DELAY_SECONDS } from '../../lib/ui-constants';
import { useTheme } from './use-theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label} mouseEnterDelay={TOOLTIP_DELAY_SECONDS}>
      <Button
        type="text"
        aria-label={label}
        icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
}
