import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An antd button that is a real link and navigates inside the site without reloading it; a disabled one leads nowhere,
 * so it is a disabled button, not a link without an address.
 */
export default function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  if (props.disabled) return <Button {...props} />;
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => navigate(event)} />;
}
