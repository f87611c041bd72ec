import { PageTitle, useSiteConfig } from '@driveratlas/platform';
import Card from '../components/Card';
import { ContactForm, GetInTouch, QuickHelp, ResponseTimes } from '../features/contact';

export default function ContactPage() {
  const { productName } = useSiteConfig();
  return (
    <div className="contact">
      <PageTitle
        title={`Contact ${productName}`}
        description={`Questions about drivers, a driver request or a problem with the website? Send the ${productName} team a message.`}
      >
        <p className="contact__lead">Ask about a driver, request one we don't list yet, or report a problem with the website.</p>
      </PageTitle>
      <div className="contact__layout">
        <Card title={<h2 className="contact__card-title">Send us a Message</h2>}>
          <ContactForm />
        </Card>
        <div className="contact__column">
          <GetInTouch />
          <QuickHelp />
          <ResponseTimes />
        </div>
      </div>
    </div>
  );
}
