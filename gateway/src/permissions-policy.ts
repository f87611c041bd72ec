/**
 * Browser features the site never uses, denied to its pages and to every frame in them (an ad
 * included), so a script that gets in cannot ask for them. The names are those Chromium knows: an
 * unknown one is reported as a warning in the console of every page. Client hints (the detection
 * dialog's Windows version and bitness) keep their default.
 */
const DENIED = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED.map((feature) => `${feature}=()`).join(', ');
