import type { PrinterModel } from '../../../api/types';
import { MODEL_FEATURES } from '../brands';
import './brand-catalogue.css';

/** What the details dialog and the model page tell of a model (spec 001 section 2.1). */
export function ModelFacts({ model }: { model: PrinterModel }) {
  const facts: Array<[string, string]> = [
    ['Model Number', model.modelNumber],
    ['Series', model.series],
    ['Type', model.category],
    ['Compatibility', 'Windows 11/10'],
    ['Architecture', '64-bit / 32-bit'],
    ['File Size', model.fileSize],
    ['Driver File', model.driverFile],
  ];
  return (
    <div className="brand-catalogue__facts">
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="brand-catalogue__features" aria-label="Features">
        {MODEL_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="brand-catalogue__description">{model.description}</p>
    </div>
  );
}
