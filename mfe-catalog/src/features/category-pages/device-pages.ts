import type { CategoryName } from '@driveratlas/driver-domain';

/** What one of the pages built on the network and audio pattern shows, besides its list. */
export interface DevicePage {
  /** The page's meta description. */
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The type filter's choices after All Types; each matches as a substring (spec 000, section 5). */
  types: readonly string[];
  /** The network page's type filter also looks at the category (spec 000, section 5). */
  typeMatchesCategory?: boolean;
  /** Buttons that fill the search; each matches at least one driver of the seed catalogue. */
  popularModels: readonly string[];
  infoCards: ReadonlyArray<{ title: string; text: string }>;
  /** "{N} {resultNoun} found". */
  resultNoun: string;
  emptyHeading: string;
}

export type DeviceCategory = Extract<CategoryName, 'Network Adapters' | 'Audio Devices' | 'USB Controllers' | 'Input Devices' | 'Cameras'>;

export const DEVICE_PAGES: Record<DeviceCategory, DevicePage> = {
  'Network Adapters': {
    description:
      'Wi-Fi, Ethernet and Bluetooth adapter drivers for Windows from Intel, Realtek, MediaTek, Qualcomm and Broadcom, with links to the official manufacturer downloads.',
    searchLabel: 'Search network adapters',
    searchPlaceholder: 'Model, manufacturer or version (e.g., AX211)',
    types: ['Wi-Fi', 'Bluetooth', 'Ethernet', 'Intel', 'Realtek'],
    typeMatchesCategory: true,
    popularModels: ['AX211', 'AX210', 'RTL8125B', 'MT7921', 'QCA9377', 'BCM94360NG'],
    infoCards: [
      {
        title: 'Wi-Fi adapters',
        text: 'M.2 cards and USB adapters such as the Intel AX211 or MediaTek MT7921 connect to Wi-Fi 6, 6E and 7 networks. A current driver fixes dropped connections and enables the newer bands.',
      },
      {
        title: 'Ethernet controllers',
        text: 'Wired network chips from Intel (I225-V, I226-V) and Realtek (RTL8125B, RTL8111) on motherboards and laptops, from 1 Gbit/s up to 2.5 Gbit/s.',
      },
      { title: 'Bluetooth', text: 'Bluetooth often shares a combo card with Wi-Fi but needs its own driver to pair headsets, mice and keyboards.' },
    ],
    resultNoun: 'network adapter(s)',
    emptyHeading: 'No network adapters found',
  },
  'Audio Devices': {
    description:
      'Sound card, onboard audio, HDMI audio, headset and USB microphone drivers for Windows from Realtek, Creative, Intel, NVIDIA and more, with links to the official sources.',
    searchLabel: 'Search audio devices',
    searchPlaceholder: 'Model, manufacturer or version (e.g., Realtek)',
    types: ['Realtek', 'Creative', 'Intel', 'NVIDIA', 'Gaming', 'USB'],
    popularModels: ['Realtek', 'Creative', 'Gaming Headset', 'USB Microphone', 'HDMI Audio', 'Bluetooth'],
    infoCards: [
      {
        title: 'Onboard audio',
        text: 'Most motherboards and laptops use a Realtek High Definition Audio codec; the PC or motherboard maker often ships its own version of the driver.',
      },
      {
        title: 'Sound cards and USB DACs',
        text: 'Creative Sound Blaster cards and external USB DACs come with a driver and control software for outputs and effects.',
      },
      {
        title: 'HDMI and display audio',
        text: 'Graphics cards send sound over HDMI and DisplayPort; NVIDIA and Intel include this audio driver in their graphics packages.',
      },
      {
        title: 'Headsets and microphones',
        text: "Gaming headsets and USB microphones work with Windows' built-in driver; their makers' software adds equalizer, surround sound and mixing.",
      },
    ],
    resultNoun: 'audio driver(s)',
    emptyHeading: 'No audio devices found',
  },
  'USB Controllers': {
    description:
      'USB 3.x, USB4 and Thunderbolt controller drivers for Windows from Intel, AMD, ASMedia, VIA Labs and Microsoft, with links to the official sources.',
    searchLabel: 'Search USB controllers',
    searchPlaceholder: 'Model, manufacturer or version (e.g., ASM1142)',
    types: ['Intel', 'AMD', 'ASMedia', 'VIA', 'Thunderbolt'],
    popularModels: ['ASM1142', 'VL805', 'USB 3.2', 'USB4', 'Thunderbolt 4', 'USB 3.0'],
    infoCards: [
      {
        title: 'USB host controllers',
        text: "Windows 10 and 11 include Microsoft's USB 3.x eXtensible Host Controller (xHCI) driver; add-in cards and older systems with ASMedia or VIA Labs chips may need the maker's driver.",
      },
      {
        title: 'Thunderbolt and USB4',
        text: 'Thunderbolt 4 and USB4 ports carry data, displays and charging at up to 40 Gbit/s; their driver comes from Intel, AMD or the PC maker.',
      },
      { title: 'Card readers', text: 'Built-in SD card readers, often from Realtek, connect over USB or PCIe and need their own driver.' },
    ],
    resultNoun: 'USB controller driver(s)',
    emptyHeading: 'No USB controllers found',
  },
  'Input Devices': {
    description:
      'Mouse, keyboard, touchpad and game controller drivers and software for Windows from Logitech, Razer, Corsair, Microsoft and Synaptics, with links to the official sources.',
    searchLabel: 'Search input devices',
    searchPlaceholder: 'Model, manufacturer or version (e.g., G HUB)',
    types: ['Logitech', 'Razer', 'Corsair', 'Microsoft', 'Synaptics'],
    popularModels: ['G HUB', 'Options+', 'Synapse', 'iCUE', 'Unifying', 'Xbox Wireless'],
    infoCards: [
      {
        title: 'Mice and keyboards',
        text: "Logitech Options+, Logitech G HUB, Razer Synapse and Corsair iCUE add button mapping, sensitivity and lighting settings on top of Windows' built-in driver.",
      },
      {
        title: 'Touchpads',
        text: 'Laptop touchpads use a Windows Precision driver or one from Synaptics, supplied by the laptop maker for gestures and palm rejection.',
      },
      {
        title: 'Game controllers',
        text: 'Xbox controllers work over USB without extra software; the Xbox Wireless Adapter driver connects them without a cable.',
      },
    ],
    resultNoun: 'input device driver(s)',
    emptyHeading: 'No input devices found',
  },
  Cameras: {
    description:
      'Webcam, streaming camera and depth camera drivers and software for Windows from Logitech, Elgato, Razer, Microsoft and Intel, with links to the official sources.',
    searchLabel: 'Search cameras',
    searchPlaceholder: 'Model, manufacturer or version (e.g., C920)',
    types: ['Webcam', 'Logitech', 'Elgato', 'Razer', 'Intel'],
    popularModels: ['C920', 'Brio', 'Kiyo Pro', 'Facecam', 'LifeCam', 'RealSense'],
    infoCards: [
      {
        title: 'Webcams',
        text: "USB webcams such as the Logitech C920 and Brio use Windows' built-in USB video driver; the maker's app adds zoom, focus, exposure and firmware updates.",
      },
      {
        title: 'Streaming cameras',
        text: "Cameras made for streaming, such as the Elgato Facecam and Razer Kiyo Pro, keep their settings in the camera and adjust them with the maker's app.",
      },
      {
        title: 'Built-in and depth cameras',
        text: 'Laptop cameras on MIPI sensors need the camera driver from the laptop maker; Intel RealSense depth cameras use the RealSense SDK.',
      },
    ],
    resultNoun: 'camera driver(s)',
    emptyHeading: 'No cameras found',
  },
};
