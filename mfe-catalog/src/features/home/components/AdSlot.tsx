import './home.css';

/** Spec 000, section 9: banner 90 px high, square 300x250, responsive full width. */
export type AdSize = 'banner' | 'square' | 'responsive';

/** An empty, labelled advertising space of the spec's size, reserved so the page does not jump when ads arrive with the consent work. */
export default function AdSlot({ size }: { size: AdSize }) {
  return (
    <aside aria-label="Advertisement" className={`home-ad home-ad--${size}`} data-ad-size={size}>
      <span className="home-ad__label">Advertisement</span>
    </aside>
  );
}
