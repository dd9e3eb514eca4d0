import { Icon, type IconProps } from './icon';

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 8h17M3.5 16h17" />
  </Icon>
);
