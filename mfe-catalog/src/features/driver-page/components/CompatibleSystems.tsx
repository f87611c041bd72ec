import type { Driver } from '../../../api/types';
import { architectureNames, compatibleSystems } from '../compatible-systems';

/** The Windows versions and architectures the driver is built for. */
export function CompatibleSystems({ driver }: { driver: Driver }) {
  const architectures = architectureNames(driver.architecture).join(' and ');
  return (
    <ul className="driver-page__systems">
      {compatibleSystems(driver.operatingSystem).map((os) => (
        <li key={os}>{`${os}, ${architectures}`}</li>
      ))}
    </ul>
  );
}
