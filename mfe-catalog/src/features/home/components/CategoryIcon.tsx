import { CameraOutlined, DesktopOutlined, DragOutlined, PrinterOutlined, SoundOutlined, UsbOutlined, WifiOutlined } from '@ant-design/icons';
import { categoryIcon } from '@driveratlas/driver-domain';

const ICONS = {
  graphics: DesktopOutlined,
  network: WifiOutlined,
  audio: SoundOutlined,
  printer: PrinterOutlined,
  usb: UsbOutlined,
  input: DragOutlined,
  camera: CameraOutlined,
} as const;

/**
 * The category's icon: the one the operator chose (`icon`, from the API), else its own; unknown
 * categories get the graphics icon (spec 000, section 3).
 */
export default function CategoryIcon({ name, icon, className }: { name: string; icon?: string; className?: string }) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? ICONS[categoryIcon(name) as keyof typeof ICONS] ?? DesktopOutlined;
  return <Icon aria-hidden className={className} />;
}
