export class InstallationGuideDto {
  steps: string[];
  tips: string[];
  supportNote: string;
}

/** The answer to a download: the guide to show and where the official file is. */
export class DownloadResponseDto {
  installationGuide: InstallationGuideDto;

  disclaimer: string;

  /** The official page on the manufacturer's own domain. @example "https://www.nvidia.com/en-us/drivers/" */
  officialUrl: string | null;

  /** Downloads counted so far, this one included. @example 1250001 */
  downloadCount: number;

  /** The driver downloaded, for a driver id. */
  driverId?: number;

  /** The catalogue model downloaded, for a printer model id. */
  printerModelId?: number;
}

/** The installation guide of a driver's (or printer model's) category, and its official page: what a driver page shows. */
export class InstallationGuideResponseDto {
  installationGuide: InstallationGuideDto;

  disclaimer: string;

  /** The official page on the manufacturer's own domain, or null when none is known. @example "https://www.nvidia.com/en-us/drivers/" */
  officialUrl: string | null;
}
