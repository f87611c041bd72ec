import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import LinkButton from '../../../components/LinkButton';
import './home.css';

/** Where to ask for a missing driver, and how the free site is paid for. */
export default function HomeContact() {
  return (
    <section className="home__section home__panel home-contact" aria-labelledby="home-contact">
      <h2 id="home-contact">Can&apos;t Find Your Driver?</h2>
      <p>Tell us which device you need a driver for and we will help you find the official source.</p>
      <LinkButton to="/contact" type="primary" icon={<MailOutlined />}>
        Contact Us
      </LinkButton>
      <p className="home-contact__disclosure">
        DriverAtlas is free to use and is funded by advertising and affiliate commissions. Read our{' '}
        <Link to="/advertising-disclosure">Advertising Disclosure</Link>.
      </p>
    </section>
  );
}
