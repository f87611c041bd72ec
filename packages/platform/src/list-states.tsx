import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list that could not be loaded (the spec shows no handling): which one, what happened, and Retry, busy while
 * `retrying`.
 */
export function LoadError({ what, retrying, onRetry }: { what: string; retrying?: boolean; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded`}
      description="Something went wrong while loading this list. Please check your connection and try again."
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}

/** A list with nothing to show: its heading, a line of text and the ways out (styled by the shell's `empty-state` rules). */
export function EmptyState({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <h3>{heading}</h3>
      {text && <p>{text}</p>}
      {children && <div className="empty-state__actions">{children}</div>}
    </div>
  );
}
