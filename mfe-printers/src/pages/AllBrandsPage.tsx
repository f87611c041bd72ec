import { AllBrandsCatalogue } from '../features/all-brands';

/** `/printers`: the printer drivers of every brand. */
export default function AllBrandsPage() {
  return <AllBrandsCatalogue />;
}
