import LinkButton from '../../../components/LinkButton';
import './home.css';

/** Leads a visitor holding an unknown device's ID from Device Manager to the hardware-ID lookup. */
export default function HardwareIdBox() {
  return (
    <section className="home__section home__panel home-hardware-id" aria-labelledby="home-hardware-id">
      <h2 id="home-hardware-id">Unknown Device? Search by Hardware ID</h2>
      <p>
        Paste the ID Device Manager shows, such as <code>PCI\VEN_8086&amp;DEV_2723</code>, to see which device it is and get its official driver.
      </p>
      <LinkButton to="/hardware-id">Look Up a Hardware ID</LinkButton>
    </section>
  );
}
