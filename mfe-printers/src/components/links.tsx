import { Button, type ButtonProps } from 'antd';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * Every control of these pages that navigates or filters is a real link, whose address the server renders:
 * before the scripts have run (or without them) the browser follows it; once they have, the router opens the
 * same address without a reload. `onFollowed` runs after the router took a click (not a click that opens a new tab).
 */
function useFollow(to: string, replace: boolean | undefined, onFollowed: (() => void) | undefined) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  const onClick = (event: MouseEvent<HTMLElement>) => {
    follow(event as MouseEvent<HTMLAnchorElement>);
    if (event.defaultPrevented) onFollowed?.();
  };
  return { href, onClick };
}

interface FollowProps {
  /** The address: path, query and hash. */
  to: string;
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
  onFollowed?: () => void;
}

/** An antd button that is a link to `to` (antd draws a Button with an href as an `<a>`). */
export function ButtonLink({
  to,
  replace,
  onFollowed,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & FollowProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { href, onClick } = useFollow(to, replace, onFollowed);
  return <Button {...(props as ButtonProps)} href={href} onClick={onClick} />;
}

/** A plain link to `to`, followed by the router once the scripts have run. */
export function PageLink({
  to,
  replace,
  onFollowed,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & FollowProps & { children: ReactNode }) {
  const { href, onClick } = useFollow(to, replace, onFollowed);
  return (
    <a {...props} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
