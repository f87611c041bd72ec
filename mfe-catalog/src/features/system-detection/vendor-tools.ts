/** The graphics card makers' own tools that detect the card and install its driver, on their official sites. */
export const GRAPHICS_VENDOR_TOOLS = [
  { manufacturer: 'NVIDIA', tool: 'NVIDIA App', url: 'https://www.nvidia.com/en-us/software/nvidia-app/' },
  { manufacturer: 'AMD', tool: 'AMD Auto-Detect and Install', url: 'https://www.amd.com/en/support/download/drivers.html' },
  { manufacturer: 'Intel', tool: 'Intel Driver & Support Assistant', url: 'https://www.intel.com/content/www/us/en/support/detect.html' },
] as const;
