import { CopyOutlined } from '@ant-design/icons';
import { useNotify } from '@driveratlas/platform';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

interface CopyButtonProps extends Pick<ButtonProps, 'size' | 'type'> {
  /** The text put on the clipboard. */
  text: string | (() => string | Promise<string>);
  /** The button's text: what it copies, in words a screen reader hears too ("Copy" and a hidden " PowerShell command"). */
  children: ReactNode;
  /** What it copies, for the notification: "PowerShell command". */
  what: string;
}

/** Puts a text on the clipboard and says so; a script's control, so its place is held until the scripts run. */
export default function CopyButton({ text, children, what, ...props }: CopyButtonProps) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? await text() : text);
      notify({ title: `Copied the ${what}` });
    } catch {
      notify({ title: `The ${what} could not be copied`, description: 'Select it and press Ctrl+C instead.', variant: 'destructive' });
    }
  };
  return (
    <Button {...props} icon={<CopyOutlined />} className="needs-script" onClick={() => void copy()}>
      {children}
    </Button>
  );
}
