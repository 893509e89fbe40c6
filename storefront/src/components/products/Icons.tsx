import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** A decorative 24×24 outline icon (hidden from assistive technology). */
function Icon({ className = 'h-5 w-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10.5" cy="10.5" r="6.75" />
    <path d="m21 21-5.7-5.7" />
  </Icon>
);

export const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.25 6.75h11.25v9.75H2.25zM13.5 10.5h4.5l3.75 3.75v2.25H13.5z" />
    <circle cx="6.75" cy="18" r="1.75" fill="white" />
    <circle cx="17.25" cy="18" r="1.75" fill="white" />
  </Icon>
);

export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 2.75 4.5 5.5v6c0 4.6 3.1 8.2 7.5 9.75 4.4-1.55 7.5-5.15 7.5-9.75v-6z" />
    <path d="m9 12.25 2.25 2.25L15.25 10" />
  </Icon>
);

export const ReturnIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 14.25 4.5 9.75 9 5.25" />
    <path d="M4.5 9.75h10.5a5.25 5.25 0 0 1 0 10.5H12" />
  </Icon>
);

export const SparkleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5 13.9 9l5.6 1.9-5.6 1.9L12 18.5l-1.9-5.7-5.6-1.9L10.1 9z" />
    <path d="M19 3v3M17.5 4.5h3" />
  </Icon>
);

export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.75" y="3.75" width="6.75" height="6.75" rx="1.5" />
    <rect x="13.5" y="3.75" width="6.75" height="6.75" rx="1.5" />
    <rect x="3.75" y="13.5" width="6.75" height="6.75" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.75" height="6.75" rx="1.5" />
  </Icon>
);

export const ListIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8.25 6.75h12M8.25 12h12M8.25 17.25h12" />
    <circle cx="4.25" cy="6.75" r=".75" fill="currentColor" />
    <circle cx="4.25" cy="12" r=".75" fill="currentColor" />
    <circle cx="4.25" cy="17.25" r=".75" fill="currentColor" />
  </Icon>
);

export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.25 3h1.9l2.3 11.25h11.6l2.2-8.25H5.1" />
    <circle cx="8.25" cy="19.5" r="1.5" />
    <circle cx="17.25" cy="19.5" r="1.5" />
  </Icon>
);

export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
);

export const LeafIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 19c0-8 5.5-13.5 14-14-.5 8.5-6 14-14 14z" />
    <path d="M5 19 13 11" />
  </Icon>
);

export const StarIcon = ({ className = 'h-4 w-4' }: IconProps) => (
  <svg
    viewBox="0 0 20 20"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d="M10 1.5 12.6 7l6 .6-4.5 4 1.3 5.9L10 14.5l-5.4 3 1.3-5.9-4.5-4 6-.6z" />
  </svg>
);
