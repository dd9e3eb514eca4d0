import { Icon, type IconProps } from './icon';

export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.75" y="3.75" width="16.5" height="16.5" rx="4.5" />
    <circle cx="12" cy="12" r="3.9" />
    <circle cx="17.1" cy="6.9" r="0.6" fill="currentColor" />
  </Icon>
);
