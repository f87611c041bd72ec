import type { ReactNode } from 'react';
import './card.css';

interface CardProps {
  /** The card's heading element (an h2 or h3, so the page outline stays right). */
  title?: ReactNode;
  id?: string;
  className?: string;
  size?: 'default' | 'small';
  children: ReactNode;
}

/** A bordered panel with an optional heading: the look of antd's Card without the tabs it brings along. */
export default function Card({ title, id, className, size = 'default', children }: CardProps) {
  const classes = ['card', size === 'small' && 'card--small', className].filter(Boolean).join(' ');
  return (
    <div id={id} className={classes}>
      {title && <div className="card__head">{title}</div>}
      <div className="card__body">{children}</div>
    </div>
  );
}
