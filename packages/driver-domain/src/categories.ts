/** The seven driver categories, in the order the site lists them. */
export const CATEGORIES = [
  { name: 'Graphics Cards', icon: 'graphics', route: '/graphics-cards' },
  { name: 'Network Adapters', icon: 'network', route: '/network-adapters' },
  { name: 'Audio Devices', icon: 'audio', route: '/audio-devices' },
  { name: 'Printers', icon: 'printer', route: '/printers' },
  { name: 'USB Controllers', icon: 'usb', route: '/usb-controllers' },
  { name: 'Input Devices', icon: 'input', route: '/input-devices' },
  { name: 'Cameras', icon: 'camera', route: '/cameras' },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]['name'];

export const CATEGORY_NAMES: readonly CategoryName[] = /* @__PURE__ */ CATEGORIES.map((c) => c.name);

/** The icons a category may have. */
export const CATEGORY_ICONS: readonly string[] = /* @__PURE__ */ CATEGORIES.map((c) => c.icon);

/** Any category the site does not know gets the graphics icon (spec 000, section 3). */
export function categoryIcon(name: string): string {
  return CATEGORIES.find((c) => c.name === name)?.icon ?? 'graphics';
}
