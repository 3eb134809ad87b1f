import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RouterAnchorProps = AnchorProps & { to: string; children: ReactNode };

/** A Mantine link that navigates inside the SPA. */
export function RouterAnchor({ to, children, ...props }: RouterAnchorProps) {
  return (
    <Anchor component={Link} to={to} size="sm" {...props}>
      {children}
    </Anchor>
  );
}
