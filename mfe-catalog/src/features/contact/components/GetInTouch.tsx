import { useSiteConfig } from '@driveratlas/platform';
import { ClockCircleOutlined, EnvironmentOutlined, GlobalOutlined, MailOutlined } from '@ant-design/icons';
import Card from '../../../components/Card';

/** Get in Touch: support e-mail, online support and the business contact, from the operator's site settings. */
export default function GetInTouch() {
  const { email, companyName, address, phone } = useSiteConfig();
  return (
    <Card title={<h2 className="contact__card-title">Get in Touch</h2>}>
      <ul className="contact__channels">
        <li>
          <MailOutlined aria-hidden className="contact__icon" />
          <div>
            <h3 className="contact__channel-title">Email Support</h3>
            <a href={`mailto:${email}`}>{email}</a>
            <p className="contact__muted">
              <ClockCircleOutlined aria-hidden /> Response within 24-48 hours
            </p>
          </div>
        </li>
        <li>
          <GlobalOutlined aria-hidden className="contact__icon" />
          <div>
            <h3 className="contact__channel-title">Online Support</h3>
            <p className="contact__muted">Send a message any time with this form; we answer within 24-48 hours</p>
          </div>
        </li>
        <li>
          <EnvironmentOutlined aria-hidden className="contact__icon" />
          <div>
            <h3 className="contact__channel-title">Business Contact</h3>
            <address className="contact__address">
              {companyName}
              {address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              <br />
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </address>
          </div>
        </li>
      </ul>
    </Card>
  );
}
