import { useParams } from 'react-router-dom';
import { DriverProfile } from '../features/driver-page';
import { AdSlot, categoryRoute } from '../features/home';

/** /drivers/{id}/{slug}: a driver's own page (/drivers/{id} and a wrong slug redirect to its one address). */
export default function DriverPage() {
  const { id = '', slug = '' } = useParams();
  return <DriverProfile key={id} id={id} slug={slug} categoryPath={categoryRoute} ad={<AdSlot size="responsive" />} />;
}
