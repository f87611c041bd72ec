import { Link } from 'react-router-dom';
import './choice-links.css';

interface ChoiceLinksProps {
  /** The id of the element that names the choice ("Type"). */
  labelledBy: string;
  options: ReadonlyArray<{ label: string; value: string }>;
  value: string;
  /** The address that shows the list with `value` chosen (the page's own, with its query changed). */
  hrefFor(value: string): string;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A choice of one among a few that filters a list, as links drawn like a row of toggle buttons: each is the address
 * of the list so filtered, so a tap works before the page's scripts have run; with them, it filters without a reload.
 */
export default function ChoiceLinks({ labelledBy, options, value, hrefFor, replace }: ChoiceLinksProps) {
  return (
    <ul className="choice-links" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <li key={option.value}>
          <Link to={hrefFor(option.value)} replace={replace} className="choice-links__link" aria-current={option.value === value ? 'true' : undefined}>
            {option.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
