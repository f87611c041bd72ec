import { isPlainClick } from '@driveratlas/platform';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { downloadFilePath } from '../driver-format';

interface GetDriverButtonProps extends Pick<ButtonProps, 'size' | 'aria-describedby'> {
  driverId: number;
  /** The download being retrieved, if any: the button waits. */
  pending: boolean;
  /** What a script does instead of following the link: opens the official page and records the download. */
  onGetDriver(): void;
  children: ReactNode;
}

/**
 * Get Driver (and Download Driver): a link to the service's redirect, which counts the download and sends the visitor
 * to the official page in a new tab, so it works before the page's scripts run; with them, a click opens the official
 * page at once and shows the installation guide. While pending, antd draws it as an `<a>` without href, which is no
 * control at all: it is a disabled button then, the same element, so the focus stays on it.
 */
export function GetDriverButton({ driverId, pending, onGetDriver, children, ...props }: GetDriverButtonProps) {
  return (
    <Button
      {...props}
      type="primary"
      icon={<DownloadOutlined />}
      href={downloadFilePath(driverId)}
      target="_blank"
      rel="nofollow noopener"
      disabled={pending}
      role={pending ? 'button' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onGetDriver();
      }}
    >
      {children}
    </Button>
  );
}
