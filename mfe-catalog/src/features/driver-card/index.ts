// The driver card; its details dialog loads with the card's first Details or Get Driver.
export { default as DriverCard, type DriverCardProps } from './components/DriverCard';
// What the driver page shows as the card and its dialog do.
export { LatestBadge, VerifiedBadge } from './components/DriverBadges';
export { DriverFacts, type Fact } from './components/DriverFacts';
export { GetDriverButton } from './components/GetDriverButton';
export { DriverInstallationGuide } from './components/DriverInstallationGuide';
export { DriverRating } from './components/DriverRating';
export { downloadFilePath, fileSizeText, formatDownloads, officialPageUrl, officialSourceHost } from './driver-format';
export { useDriverDownload } from './use-driver-download';
