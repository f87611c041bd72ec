import content from './installation-guides.json';
import { InstallationGuideDto } from './dto/download-response.dto';

/** The disclaimer that goes with every installation guide. */
export const DISCLAIMER: string = content.disclaimer;

const GUIDES: Record<string, InstallationGuideDto> = content.guides;

/** The guide of a category; printer catalogue models use the Printers guide. */
export function installationGuideFor(category: string): InstallationGuideDto {
  return GUIDES[category] ?? GUIDES['Graphics Cards'];
}
