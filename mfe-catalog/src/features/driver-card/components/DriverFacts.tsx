import type { ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

/** Labelled values of a driver, as a description list. */
export function DriverFacts({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={`driver-card__facts ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="driver-card__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
